import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-helpers.js';

// The bash script, printed once for all the tests.
let printed: Promise<string> | undefined;
const bashScript = () => {
  printed ??= runCli(['completion', 'bash']).then((r) => r.stdout);
  return printed;
};

/** Runs `then` in bash after sourcing the script; returns its stdout, expecting no stderr. */
async function afterSourcing(then: string): Promise<string> {
  const line = `source /dev/stdin <<'EOF'\n${await bashScript()}\nEOF\n${then}`;
  const r = spawnSync('bash', ['-c', line], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return r.stdout;
}

/** Sources the bash script, completes the words given, and returns COMPREPLY. */
async function complete(words: string[]): Promise<string[]> {
  const reply = await afterSourcing(
    `COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _knights_tour; echo "\${COMPREPLY[@]}"`,
  );
  return reply.trim().split(/\s+/).filter(Boolean);
}

describe('knights-tour completion', () => {
  it('bash completes commands', async () => {
    expect(await complete(['knights-tour', 'so'])).toEqual(['solve']);
    expect((await complete(['knights-tour', 'c'])).sort()).toEqual([
      'check-solver',
      'compare',
      'completion',
      'convert',
      'count',
    ]);
  });

  it('bash completes the options of the command being typed', async () => {
    expect(await complete(['knights-tour', 'sweep', '--re'])).toEqual(['--resume']);
    expect(await complete(['knights-tour', 'solve', '--for'])).toEqual(['--format']);
    expect(await complete(['knights-tour', 'sweep', '--ye'])).toEqual(['--yes']);
  });

  it('the script registers for the knights-tour command when sourced', async () => {
    expect((await afterSourcing('complete -p knights-tour')).trim()).toBe(
      'complete -o default -F _knights_tour knights-tour',
    );
  });

  it('prints zsh and fish scripts, and refuses other shells with one line', async () => {
    expect((await runCli(['completion', 'zsh'])).stdout).toContain('bashcompinit');
    const fish = (await runCli(['completion', 'fish'])).stdout;
    expect(fish).toContain('complete -c knights-tour -n __fish_use_subcommand -a solve');
    expect(fish).toContain('"__fish_seen_subcommand_from sweep" -l resume');
    const bad = await runCli(['completion', 'tcsh']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      "knights-tour: unknown shell 'tcsh' (expected one of bash, zsh, fish)\n",
    );
  });
});
