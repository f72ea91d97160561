import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_BIN, runCli } from '../test-helpers.js';

/** Sources the bash script, completes the words given, and returns COMPREPLY. */
async function complete(words: string[]): Promise<string[]> {
  const script = (await runCli(['completion', 'bash'])).stdout;
  const line = `source /dev/stdin <<'EOF'\n${script}\nEOF\nCOMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _knights_tour; echo "\${COMPREPLY[@]}"`;
  const r = spawnSync('bash', ['-c', line], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return r.stdout.trim().split(/\s+/).filter(Boolean);
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

  it('the script registers for the knights-tour command when sourced', () => {
    const r = spawnSync(
      'bash',
      ['-c', `source <(node ${CLI_BIN} completion bash); complete -p knights-tour`],
      {
        encoding: 'utf8',
      },
    );
    expect(r.stdout.trim()).toBe('complete -o default -F _knights_tour knights-tour');
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
