import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardOf, type HeuristicName, HeuristicRunner } from '@knights-tour/core';
import { afterAll, describe, expect, it } from 'vitest';
import { mergeResultFiles } from '../node/merge.js';
import { parseResultFile, type SolverResultFile } from '../node/result-file.js';
import { planSweep, type Shard } from '../plan/plan.js';
import { junitReport } from './junit.js';
import { runSolver } from './run.js';
import { createSolverSpec, reproduceCommand, type SolverSpecInput } from './spec.js';
import { FAULTY, gone } from './test-helpers.js';
import type { InstanceVerdict } from './verdict.js';

// The example solvers of the repository, run as a user runs them: from the repository's root.
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'knights-tour-solver-run-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const check = (input: SolverSpecInput, shard?: Shard, out?: string) =>
  runSolver({ plan: planSweep(createSolverSpec(input), shard), workers: 2, cwd: ROOT, out });

/** The rule's walk from a start, from core's engine. */
const walkOf = (rule: string, n: number, x: number, y: number) =>
  new HeuristicRunner({ width: n, height: n }).run(rule as HeuristicName, [x, y]).squares;

describe('runSolver', () => {
  // Every instance of 5..16 (1,134 of them, the claim of SPEC's example solvers) is a long test
  // (`pnpm test:long`, which CI runs); the quick run checks 5..10, the same way.
  for (const [script, rule] of [
    ['warnsdorff.py', 'warnsdorff'],
    ['aml.py', 'aml'],
  ] as const) {
    const ranges: [last: number, instances: number, options: { tags?: string[] }][] = [
      [10, 279, {}],
      [16, 1134, { tags: ['long'] }],
    ];
    for (const [last, instances, options] of ranges) {
      it(
        `reports ${script}, written from SPEC alone, as ${rule}'s own walk on every instance of 5..${last} from every start`,
        options,
        async () => {
          const { summary } = await check({
            command: `python3 examples/solvers/${script} --lines`,
            protocol: 'lines',
            sizes: `5-${last}`,
            reference: rule,
          });
          expect(summary.instances).toBe(instances);
          expect(summary.agreeing).toBe(instances);
          expect(summary.passed).toBe(instances);
          // Valid, except where the rule itself gets stuck (AML from the corners of 7x7, SPEC §8).
          const stuck = summary.perSize.flatMap((s) => {
            const n = s.board.width;
            return [...Array(n * n).keys()].filter((i) => {
              const [x, y] = [i % n, Math.floor(i / n)];
              return (n % 2 === 0 || (x + y) % 2 === 0) && walkOf(rule, n, x, y).length < n * n;
            });
          }).length;
          expect(summary.verdicts).toEqual({
            valid: instances - stuck,
            stuck,
            invalid: 0,
            unreadable: 0,
            crashed: 0,
            timeout: 0,
          });
          if (rule === 'aml') expect(stuck).toBeGreaterThan(4);
          expect(summary.failed).toEqual([]);
        },
      );
    }
  }

  it('finds where a wrong tie-break departs: the first tie, with the walk of fewest onward moves and ties to the last move (order 87654321)', async () => {
    const { summary } = await check({
      command: 'python3 examples/solvers/warnsdorff_wrong_tie.py --lines',
      protocol: 'lines',
      sizes: '5-8',
      reference: 'warnsdorff',
    });
    expect(summary.agreeing).toBe(0);
    expect(summary.failed).toHaveLength(summary.instances);
    for (const v of summary.failed) {
      const n = v.board.width;
      const [x, y] = v.start;
      const theirs = walkOf('order-87654321', n, x, y);
      const rule = walkOf('warnsdorff', n, x, y);
      let k = 0;
      while (theirs[k] === rule[k]) k++;
      const at = (s: number) => [s % n, Math.floor(s / n)];
      expect(v.verdict).toBe(theirs.length === n * n ? 'valid' : 'stuck');
      expect(v.departure).toMatchObject({ step: k + 1, walk: at(theirs[k]!), rule: at(rule[k]!) });
      expect(v.departure?.why).toMatch(/earliest in the move order in force 12345678 decides/);
    }
  });

  // These two each wait out a hang's 8 s time limit, idle: side by side, the waits overlap.
  it.concurrent('judges every fault exactly, at its step, and finishes the run (the args protocol)', async () => {
    // One fault on each of the 13 starts of 5x5, the others' walks Warnsdorff's.
    const faults: [string, [number, number], Partial<InstanceVerdict>, RegExp][] = [
      [
        'illegal-step',
        [0, 0],
        { verdict: 'invalid', step: 5 },
        /^step 5 .*: \(3,2\) → \(1,0\) is not a knight move$/,
      ],
      [
        'repeat',
        [2, 0],
        { verdict: 'invalid', step: 5 },
        /^step 5 .*was already visited at step 3$/,
      ],
      [
        'off-board',
        [4, 0],
        { verdict: 'invalid', step: 5 },
        /^step 5 .*: \(5,0\) is off the 5x5 board$/,
      ],
      [
        'crash',
        [1, 1],
        { verdict: 'crashed', stderr: expect.stringMatching(/ValueError: boom$/) },
        /^exit code 3$/,
      ],
      ['exception', [3, 1], { verdict: 'crashed' }, /^exit code 1 with nothing on standard output/],
      ['abort', [0, 2], { verdict: 'crashed' }, /^killed by SIGABRT$/],
      [
        'hang',
        [2, 2],
        { verdict: 'timeout' },
        /^no answer within 8 s: stopped, with every process it started$/,
      ],
      [
        'flood',
        [4, 2],
        { verdict: 'unreadable' },
        /^a standard output of more than 1 MiB, more than any walk/,
      ],
      [
        'silent',
        [1, 3],
        { verdict: 'unreadable' },
        /^exit code 0 claims a tour, but nothing was printed$/,
      ],
      ['garbage', [3, 3], { verdict: 'unreadable' }, /invalid JSON/],
      [
        'wrong-start',
        [0, 4],
        { verdict: 'invalid', step: 1 },
        /^step 1: the walk starts on \(0,0\), not on its start \(0,4\)$/,
      ],
      [
        'short-tour',
        [2, 4],
        { verdict: 'invalid', step: 11, reached: 10 },
        /claims a tour, but the walk ends after 10 of the 25 squares/,
      ],
      ['give-up', [4, 4], { verdict: 'stuck', reached: 5 }, /^$/],
    ];
    const out = join(dir, 'faults.json');
    const { summary, file } = await check(
      {
        command: `node ${FAULTY} ${faults.map(([f, [x, y]]) => `${f}@${x},${y}`).join(' ')} {width} {height} {x} {y}`,
        sizes: '5',
        reference: 'warnsdorff',
        timeout: 8,
      },
      undefined,
      out,
    );
    expect(summary.failed).toHaveLength(13);
    for (const [fault, start, expected, problem] of faults) {
      const v = summary.failed.find((f) => f.start[0] === start[0] && f.start[1] === start[1]);
      expect(v, fault).toMatchObject(expected);
      expect(v?.problem ?? '', fault).toMatch(problem);
    }
    // The hang's child went with it.
    const hang = summary.failed.find((f) => f.verdict === 'timeout')!;
    await gone(Number(/child (\d+)/.exec(hang.stderr ?? '')?.[1]));
    // A walk that stops early departs from the rule where the rule goes on.
    const gaveUp = summary.failed.find((f) => f.verdict === 'stuck')!;
    expect(gaveUp.departure).toMatchObject({ step: 6, outcome: 'stuck-where-rule-completes' });
    expect(gaveUp.departure?.walk).toBeUndefined();
    // The file says the same, read back.
    expect(parseResultFile(readFileSync(out, 'utf8'), out)).toEqual(file);
    expect(
      reproduceCommand(file.spec, { board: boardOf({ width: 5, height: 5 }), start: [2, 2] }),
    ).toBe(`node ${FAULTY} ${faults.map(([f, [x, y]]) => `${f}@${x},${y}`).join(' ')} 5 5 2 2`);
  });

  it.concurrent('judges the lines protocol alike, starting the program afresh after each bad answer', async () => {
    const { summary } = await check({
      command: `node ${FAULTY} crash@1,1 hang@2,2 flood@4,2 two-lines@1,3 no-keyword@0,4 repeat@4,4 --lines`,
      protocol: 'lines',
      sizes: '5',
      timeout: 8,
    });
    const verdicts = summary.failed.map((v) => [v.start.join(','), v.verdict, v.problem]);
    expect(verdicts).toEqual([
      ['1,1', 'crashed', 'exited with code 3 before answering'],
      ['2,2', 'timeout', expect.stringMatching(/^no answer within 8 s: stopped/)],
      ['4,2', 'unreadable', expect.stringMatching(/^an answer line of more than 1 MiB/)],
      // Its second line is the next instance's answer: judged as it is, then the program is new.
      [
        '3,3',
        'unreadable',
        expect.stringMatching(/^the answer 'and a second line' does not start/),
      ],
      ['0,4', 'unreadable', expect.stringMatching(/^the answer '\[\[0,4\],.*' does not start/)],
      // Columns count from the start of the answer line, its word included.
      [
        '4,4',
        'invalid',
        expect.stringMatching(/^step 5 \(line 1, col 31\): .* was already visited at step 3$/),
      ],
    ]);
    expect(summary.verdicts.valid).toBe(13 - 6);
  });

  it('merges shards into the whole check, and refuses a shard of another check', async () => {
    const input: SolverSpecInput = {
      command: 'node examples/solvers/warnsdorff-wrong-tie.mjs --lines',
      protocol: 'lines',
      sizes: '5-9',
      reference: 'warnsdorff',
    };
    const whole = await check(input);
    const shards = [
      await check(input, { index: 1, count: 2 }),
      await check(input, { index: 2, count: 2 }),
    ];
    const merged = mergeResultFiles<SolverResultFile>(shards.map((s) => s.file));
    const timeless = (vs: readonly InstanceVerdict[]) => vs.map(({ ms: _, ...v }) => v);
    expect(merged.summary.verdicts).toEqual(whole.summary.verdicts);
    expect(timeless(merged.summary.failed)).toEqual(timeless(whole.summary.failed));
    expect(merged.missing).toEqual([]);
    const other = await check({ ...input, reference: 'order-87654321' }, { index: 2, count: 2 });
    expect(() => mergeResultFiles<SolverResultFile>([shards[0]!.file, other.file])).toThrow(
      /^mismatched sweeps: file 1 is .* against warnsdorff .* but file 2 is .* against order-87654321/,
    );
    // JUnit: one case per instance, the failures with the line that reproduces them.
    const xml = junitReport(whole.file.spec, whole.file.results);
    expect(xml.match(/<testcase /g)).toHaveLength(whole.summary.instances);
    expect(xml.match(/<failure /g)).toHaveLength(whole.summary.failed.length);
    expect(xml).toContain(
      `reproduce: echo &apos;5 5 0 0&apos; | node examples/solvers/warnsdorff-wrong-tie.mjs --lines`,
    );
  });
});
