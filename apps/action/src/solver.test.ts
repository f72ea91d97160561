import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSolverFile, parseResultFile } from '@knights-tour/sweep';
import { describe, expect, it } from 'vitest';
import { ACTION_DIR, runAction, workspace } from './testing/step.js';

describe('solver mode', () => {
  const EXAMPLES = join(ACTION_DIR, '..', '..', 'examples', 'solvers');
  const FAULTY = join(
    ACTION_DIR,
    '..',
    '..',
    'packages',
    'sweep',
    'fixtures',
    'solvers',
    'faulty.mjs',
  );
  /** The example solvers, in the workspace as a repository would have them. */
  const addSolvers = () => cpSync(EXAMPLES, join(workspace, 'solvers'), { recursive: true });
  const table = (summary: string) =>
    summary
      .split('\n')
      .filter((l) => l.startsWith('| '))
      .map((l) => l.split(' | ').slice(0, -1).join(' | ')); // the last column is the program's time

  it('passes a Python AML written from SPEC alone: every instance is the rule’s own walk', async () => {
    addSolvers();
    const run = await runAction({
      mode: 'solver',
      command: 'python3 solvers/aml.py --lines',
      protocol: 'lines',
      sizes: '5-9',
      reference: 'aml',
      junit: 'junit.xml',
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.errors).toEqual([]);
    expect(run.outputs).toEqual({
      instances: '179',
      failures: '0',
      results: join(workspace, 'knights-tour-results.json'),
    });
    expect(run.summary).toContain("**✅ every instance is aml's own walk**");
    expect(run.summary).toMatch(
      /^\| 7x7 \| 25 \| 5 \| 20 \| 0 \| 0 \| 0 \| 0 \| 25 \| [\d.]+ \|$/m,
    );
    const file = parseResultFile(readFileSync(run.outputs.results!, 'utf8'));
    expect(isSolverFile(file)).toBe(true);
    expect(readFileSync(join(workspace, 'junit.xml'), 'utf8').match(/<testcase /g)).toHaveLength(
      179,
    );
  });

  it('fails with one annotation per kind of failure, each with the line that runs it again', async () => {
    const run = await runAction({
      mode: 'solver',
      command: `node ${FAULTY} repeat@0,0 crash@2,0 garbage@4,0 give-up@1,1 {width} {height} {x} {y}`,
      sizes: '5',
      reference: 'warnsdorff',
    });
    expect(run.code).toBe(1);
    expect(run.outputs.failures).toBe('4');
    const titles = run.errors.map((e) => /title=([^:]*)::/.exec(e)?.[1]);
    expect(titles).toEqual([
      'Invalid walks (a claim that is not so)%3A 1',
      'Unreadable output%3A 1',
      'Crashes%3A 1',
      'Departures from warnsdorff%3A 1',
      undefined, // the step's own failure line
    ]);
    expect(run.errors[2]).toContain(
      `crashed: exit code 3; stderr: 'ValueError: boom' — run it: node ${FAULTY} repeat@0,0 crash@2,0 garbage@4,0 give-up@1,1 5 5 2 0`,
    );
    expect(run.errors[4]).toMatch(
      /^::error::4 of 13 instances fail \(a pass is warnsdorff's own walk: a valid tour, or stuck where warnsdorff gets stuck\)$/,
    );
    expect(run.summary).toContain('### Crashes: 1');
  });

  it('splits a check into shards that merge mode makes whole, and refuses a shard of another check', async () => {
    addSolvers();
    const check = {
      mode: 'solver',
      command: 'node solvers/warnsdorff-wrong-tie.mjs --lines',
      protocol: 'lines',
      sizes: '5-7',
      reference: 'warnsdorff',
    };
    const whole = await runAction({ ...check, results: 'whole.json' });
    mkdirSync(join(workspace, 'shards'));
    mkdirSync(join(workspace, 'other'));
    for (const i of [1, 2]) {
      const run = await runAction({ ...check, shard: `${i}/2`, results: `shards/shard-${i}.json` });
      expect(run.code).toBe(1);
    }
    const merged = await runAction({ mode: 'merge', shards: 'shards/*.json', results: 'all.json' });
    expect(merged.code).toBe(1);
    expect([merged.outputs.instances, merged.outputs.failures]).toEqual([
      whole.outputs.instances,
      whole.outputs.failures,
    ]);
    expect(table(merged.summary)).toEqual(table(whole.summary));
    expect(merged.summary).toContain('merged from 2 files');
    await runAction({
      ...check,
      reference: 'order-87654321',
      shard: '2/2',
      results: 'other/shard-2.json',
    });
    copyFileSync(
      join(workspace, 'shards', 'shard-1.json'),
      join(workspace, 'other', 'shard-1.json'),
    );
    const mixed = await runAction({ mode: 'merge', shards: 'other/*.json', results: 'mixed.json' });
    expect(mixed.errors).toHaveLength(1);
    expect(mixed.errors[0]).toMatch(
      /^::error::mismatched sweeps: other\/shard-1\.json is .* against warnsdorff .* but other\/shard-2\.json is .* against order-87654321/,
    );
  });

  it.each([
    [{ mode: 'solver', sizes: '5' }, "Invalid input 'command': required in solver mode"],
    [
      { mode: 'solver', command: 'node s.js {n} {x} {y}' },
      "Invalid input 'sizes': required in solver mode",
    ],
    [
      { mode: 'solver', command: 'node s.js {n} {x} {y}', sizes: '5x6' },
      "Invalid input 'command': the solver's command uses {n}, but 5x6 is not square",
    ],
    [
      { mode: 'solver', command: 'node s.js {q}', sizes: '5' },
      "Invalid input 'command': the solver's command 'node s.js {q}' uses the unknown placeholder {q}",
    ],
    [
      { mode: 'solver', command: 'node s.js {n} {x} {y}', sizes: '5', reference: 'backtrack' },
      "Invalid input 'reference': the reference must be a heuristic",
    ],
    [
      { mode: 'solver', command: 'node s.js {n} {x} {y}', sizes: '5', timeout: '-1' },
      "Invalid input 'timeout': timeout must be a number of seconds above 0",
    ],
    [
      { mode: 'solver', command: 'node s.js {n} {x} {y}', sizes: '5', algorithm: 'aml' },
      "Invalid input 'algorithm': only used in sweep mode",
    ],
    [
      { mode: 'solver', command: 'no-such-solver {n} {x} {y}', sizes: '5' },
      "the solver's program 'no-such-solver' is not found on the PATH",
    ],
    [{ sizes: '5', command: 'node s.js' }, "Invalid input 'command': only used in solver mode"],
  ])('refuses %j in one line', async (inputs, message) => {
    const run = await runAction(inputs);
    expect(run.code).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]!.startsWith(`::error::${message}`), run.errors[0]).toBe(true);
    expect(readdirSync(workspace)).toEqual([]);
  });
});
