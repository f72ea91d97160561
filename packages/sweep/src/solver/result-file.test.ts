import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatResultFile, parseResultFile, type SolverResultFile } from '../node/result-file.js';
import type { SolverTaskResult } from './results.js';
import type { InstanceVerdict } from './verdict.js';

// A check with a verdict of every kind (see schema.test.ts for the command that wrote it).
const NAME = 'fixtures/solver-results.json';
const TEXT = readFileSync(join(import.meta.dirname, '..', '..', NAME), 'utf8');
const FILE = parseResultFile(TEXT, NAME) as SolverResultFile;

/**
 * The file with its first task edited as a tamperer who knows the format would edit it:
 * checksums recomputed, so only the consistency checks can tell.
 */
function tampered(edit: (task: SolverTaskResult) => SolverTaskResult): () => unknown {
  const [first, ...rest] = FILE.results;
  const text = formatResultFile({ ...FILE, results: [edit(first!), ...rest] });
  return () => parseResultFile(text, 'edited.json');
}

const failure = (task: SolverTaskResult, verdict: string) =>
  task.failed.findIndex((f) => f.verdict === verdict);

describe('a solver check’s result file', () => {
  it('reads back what it wrote, byte for byte, with every kind of verdict', () => {
    expect(FILE.spec.command).toMatch(/^node .*faulty\.mjs /);
    const kinds = new Set(FILE.results.flatMap((r) => r.failed.map((f) => f.verdict)));
    expect([...kinds].sort()).toEqual(['crashed', 'invalid', 'stuck', 'timeout', 'unreadable']);
    expect(FILE.results.some((r) => r.failed.some((f) => f.departure))).toBe(true);
    expect(parseResultFile(formatResultFile(FILE))).toEqual(FILE);
    expect(JSON.parse(formatResultFile(FILE))).toEqual(JSON.parse(TEXT));
  });

  it('refuses a record that says more than the check found, naming the task and the reason', () => {
    const drop = (t: SolverTaskResult, i: number) => ({
      ...t,
      failed: t.failed.filter((_, j) => j !== i),
    });
    const cases: [(t: SolverTaskResult) => SolverTaskResult, RegExp][] = [
      [
        (t) => ({ ...t, verdicts: { ...t.verdicts, valid: t.verdicts.valid + 1 } }),
        /verdicts add up to 14, not its 13 instances/,
      ],
      [(t) => drop(t, failure(t, 'crashed')), /1 crashed instances but 0 records of them/],
      [
        (t) => ({ ...t, agreeing: (t.agreeing ?? 0) + 1 }),
        /agreeing is \d+, not its \d+ valid and stuck walks/,
      ],
      [
        (t) => ({
          ...t,
          failed: t.failed.map((f, j) => (j === failure(t, 'crashed') ? { ...f, step: 3 } : f)),
        }),
        /the step of a violation in a crashed verdict/,
      ],
      [
        (t) => ({
          ...t,
          failed: t.failed.map((f, j) =>
            j === failure(t, 'invalid')
              ? { ...f, departure: { step: 2, why: 'x', rule: [2, 1] } }
              : f,
          ),
        }),
        /a departure recorded with a invalid verdict/,
      ],
      [
        (t) => {
          const passing: InstanceVerdict = {
            board: t.board,
            start: [2, 2],
            verdict: 'valid',
            ms: 1,
          };
          return { ...t, failed: [...t.failed, passing] };
        },
        /it passes, so it is no failure to record/,
      ],
      [(t) => ({ ...t, failed: [...t.failed].reverse() }), /its start comes twice or out of order/],
      [
        (t) => ({ ...t, failed: t.failed.map((f, j) => (j === 0 ? { ...f, start: [1, 0] } : f)) }),
        /its start \(1,0\) is not one of the task's all starts 0\.\.12/,
      ],
      [(t) => ({ ...t, maxMs: 0.5 }), /more than the task's longest, 0\.5 ms/],
    ];
    for (const [edit, message] of cases) {
      expect(tampered(edit), String(message)).toThrow(message);
    }
  });

  it('refuses a header a check cannot have, and an edit the checksum catches', () => {
    const data = JSON.parse(TEXT);
    const head = (edit: object) => () =>
      parseResultFile(JSON.stringify({ ...data, ...edit }), 'h.json');
    expect(head({ algorithm: 'aml' })).toThrow(
      /holds a sweep \(algorithm\) or a solver check \(solver\), not both/,
    );
    expect(head({ verify: false })).toThrow(/verify must be true in a solver check/);
    expect(head({ solver: { ...data.solver, command: 'x {w}' } })).toThrow(
      /unknown placeholder \{w\}/,
    );
    expect(head({ solver: { ...data.solver, reference: 'auto' } })).toThrow(
      /the reference must be a heuristic/,
    );
    expect(head({ solver: { ...data.solver, timeout: 4 } })).toThrow(/the checksum does not match/);
  });
});
