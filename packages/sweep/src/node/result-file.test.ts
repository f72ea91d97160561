import { KnightsTourError } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planSweep } from '../plan/plan.js';
import type { taskResultFields } from '../plan/result-fields.js';
import { summarize } from '../plan/results.js';
import { createSweepSpec, type SweepSpecInput, specKey } from '../plan/spec.js';
import { TaskRunner } from '../plan/task-runner.js';
import { crc32 } from './checksum.js';
import {
  formatResultFile,
  parseResultFile,
  RESULT_FORMAT,
  type SweepResultFile,
} from './result-file.js';

/** A whole file of a sweep, run in this thread. */
function fileOf(input: SweepSpecInput, verify = false): SweepResultFile {
  const spec = createSweepSpec(input);
  const plan = planSweep(spec);
  const runner = new TaskRunner();
  const results = [...plan.tasks()].map((t) =>
    runner.run(spec, t, verify ? () => undefined : undefined),
  );
  return { spec, shard: null, verify, tasksTotal: plan.taskCount, results };
}

// AML fails from some starts of 5..9 (the 7x7 corners among them): failures to tamper with.
const AML = fileOf({ sizes: '5-9', algorithm: 'aml' });
const TEXT = formatResultFile(AML);

/** A task record as JSON has it: every field writable. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] };
// A file as written: its tasks in their written form (result-fields.ts), each with its checksum.
type Data = Record<string, unknown> & {
  results: Mutable<ReturnType<typeof taskResultFields> & { sum: string }>[];
};
/**
 * The file with an edit made to its JSON: with the checksums as they were, or recomputed as a
 * tamperer who knows the format would (then only the consistency checks can tell).
 */
function edited(edit: (data: Data) => void, resum = false): string {
  const data = JSON.parse(TEXT) as Data;
  edit(data);
  if (resum) {
    const spec = createSweepSpec(data as unknown as SweepSpecInput);
    const of = `${RESULT_FORMAT} ${specKey(spec)} ${data.verify}\n`;
    for (const r of data.results) {
      const { sum: _, ...rest } = r;
      r.sum = crc32(of + JSON.stringify(rest));
    }
  }
  return JSON.stringify(data);
}
const failing = (data: Data) => data.results.find((r) => r.failed.length > 0)!;

function refusal(text: string, name = 'r.json'): string {
  try {
    parseResultFile(text, name);
  } catch (error) {
    expect(error).toBeInstanceOf(KnightsTourError);
    const message = (error as Error).message;
    expect(message).not.toMatch(/\n/);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no raw control character may be echoed
    expect(message).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    return message;
  }
  throw new Error('expected the file to be refused');
}

describe('result files', () => {
  it('read back to what was written, with one checksum a task line', () => {
    expect(parseResultFile(TEXT)).toEqual(AML);
    expect(formatResultFile(parseResultFile(TEXT))).toBe(TEXT);
    const lines = TEXT.split('\n');
    expect(lines[0]).toMatch(
      /^\{"format":"knights-tour-sweep\/2","algorithm":"aml","sizes":"5-9","starts":"all","shard":null,"verify":false,"tasksTotal":\d+,"results":\[$/,
    );
    expect(lines[1]).toMatch(/^\{"id":0,"width":5,"height":5,"from":0,.*,"sum":"[0-9a-f]{8}"\},$/);
  });

  it('round-trip auto, seeded, verified, 3-D and mixed sweeps', () => {
    for (const [input, verify] of [
      [{ sizes: '3-6', algorithm: 'auto' }, false],
      [{ sizes: '5-7', algorithm: 'warnsdorff', seed: 11 }, true],
      [{ sizes: '3x3x3,2x7x12' }, true],
      [{ sizes: '5,3x4x5', algorithm: 'warnsdorff3d', starts: 'corner' }, false],
    ] as const) {
      const file = fileOf(input, verify);
      expect(parseResultFile(formatResultFile(file))).toEqual(file);
    }
  });

  it('use the CRC-32 of zip and PNG', () => {
    expect(crc32('')).toBe('00000000');
    expect(crc32('123456789')).toBe('cbf43926');
    expect(crc32('é')).toBe(crc32('\u00e9'));
  });
});

describe('result files that lie are refused with the task and the reason', () => {
  // [what, the edit, the refusal, whether only the checksum can tell]
  const cases: [string, (d: Data) => void, RegExp, boolean?][] = [
    [
      'attempts moved from one bucket to another',
      (d) => {
        const r = d.results.find((t) => (t.attempts[1] ?? 0) > 0)!;
        r.attempts[1]! -= 1;
        r.attempts[2] = 1;
      },
      /^r\.json: results\[\d+\] \(task \d+\): attempts counts instances that needed 2 attempts; aml makes at most 1$/,
    ],
    [
      'a failure removed (counts no longer add up)',
      (d) => failing(d).failed.pop(),
      /complete \(\d+\) and failed \(\d+\) instances do not add up to its \d+ instances$/,
    ],
    [
      'a failure whose start is off the board',
      (d) => {
        failing(d).failed[0]!.start = [40, 0];
      },
      /failure 1: its start \(40,0\) is off the board$/,
    ],
    [
      'a failure whose start is not in the task’s starts',
      (d) => {
        const r = failing(d);
        r.failed[0]!.start = [r.width - 1, r.height - 1];
        if (r.width % 2 === 1) r.failed[0]!.start = [1, 0]; // a black square of an odd board
      },
      /failure 1: its start \(\d+,\d+\) is not one of the task's all starts \d+\.\.\d+$/,
    ],
    [
      'reached larger than the board',
      (d) => {
        failing(d).failed[0]!.reached = 1000;
      },
      /failure 1: reached 1000 of the board's \d+ squares$/,
    ],
    [
      'verify: true on tasks that were not verified',
      (d) => {
        d.verify = true;
      },
      /verified is 0, not its \d+ complete walks$/,
    ],
    [
      'a header naming another algorithm',
      (d) => {
        d.algorithm = 'octaml';
      },
      /^r\.json: results\[0\] \(task 0\): the checksum does not match: the task or the header was edited or corrupted$/,
      true,
    ],
    [
      'a header naming other sizes',
      (d) => {
        d.sizes = '5-10';
      },
      /^r\.json: tasksTotal is \d+ but this sweep's plan has \d+ tasks$/,
    ],
    [
      'a failure’s reach and the squares walked lowered together',
      (d) => {
        const r = failing(d);
        r.failed[0]!.reached -= 1;
        r.squares -= 1;
      },
      /results\[\d+\] \(task \d+\): the checksum does not match/,
      true,
    ],
    [
      'a checksum removed',
      (d) => delete (d.results[0] as Partial<Data['results'][0]>).sum,
      /results\[0\] \(task 0\): no checksum/,
      true,
    ],
    [
      'instances that are not to - from',
      (d) => {
        d.results[1]!.instances += 1;
      },
      /instances is \d+, not to - from$/,
    ],
    [
      'squares walked beyond what the instances can walk',
      (d) => {
        d.results[0]!.squares += 1;
      },
      /squares walked \(\d+\) cannot be what its instances walked$/,
    ],
    [
      'a task of another plan',
      (d) => {
        d.results[1]!.to += 1;
        d.results[1]!.instances += 1;
      },
      /its board or its starts differ from the plan of this sweep$/,
    ],
    [
      'a task twice',
      (d) => d.results.push(d.results[0]!),
      /is not a task of this file's plan|in task order/,
    ],
    ['an unknown field', (d) => Object.assign(d.results[0]!, { note: 1 }), /unknown field 'note'$/],
    [
      'methods on a sweep that is not auto',
      (d) => Object.assign(d.results[0]!, { methods: { octaml16: 1 } }),
      /methods is only for auto sweeps$/,
    ],
    [
      'a seed for aml',
      (d) => (d.seed = 3),
      /^r\.json: a seed only applies to warnsdorff, pohl or parberry, not aml$/,
    ],
    ['an unknown algorithm', (d) => (d.algorithm = 'nope'), /^r\.json: unknown algorithm 'nope'/],
    ['bad sizes', (d) => (d.sizes = '9-5'), /malformed sizes/],
    ['a bad shard', (d) => (d.shard = { index: 3, count: 2 }), /shard must be/],
    [
      'a shard that holds other tasks',
      (d) => (d.shard = { index: 2, count: 2 }),
      /tasksTotal is \d+ but/,
    ],
  ];
  for (const [what, edit, message, checksumOnly] of cases) {
    it(what, () => {
      expect(refusal(edited(edit))).toMatch(message);
      // With the checksums recomputed, the consistency checks alone still refuse it.
      if (!checksumOnly) {
        let resummed: string | undefined;
        try {
          resummed = edited(edit, true);
        } catch {
          return; // a header core refuses: no spec to sum with
        }
        expect(refusal(resummed)).toMatch(message);
      } else {
        expect(() => parseResultFile(edited(edit, true))).not.toThrow();
      }
    });
  }

  it('any single flipped bit of a task line is refused (property)', () => {
    const lines = TEXT.split('\n');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: lines.length - 2 }),
        fc.nat(),
        fc.integer({ min: 0, max: 6 }),
        (l, c, bit) => {
          const line = lines[l]!;
          const at = c % line.length;
          const flipped = String.fromCharCode(line.charCodeAt(at) ^ (1 << bit));
          const text = [
            ...lines.slice(0, l),
            line.slice(0, at) + flipped + line.slice(at + 1),
            ...lines.slice(l + 1),
          ].join('\n');
          let accepted: SweepResultFile | undefined;
          try {
            accepted = parseResultFile(text);
          } catch (error) {
            expect(error).toBeInstanceOf(KnightsTourError);
          }
          // A flip that leaves the JSON meaning the same (e.g. in white space) may pass; then the
          // file must still say exactly what was run.
          if (accepted)
            expect(summarize(accepted.spec, accepted.results, accepted.tasksTotal)).toEqual(
              summarize(AML.spec, AML.results, AML.tasksTotal),
            );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses junk, other formats and old files in one line that echoes no raw byte', () => {
    expect(refusal('{"format": ')).toMatch(/^r\.json: not a sweep result file \(not JSON: /);
    expect(refusal('\u001b[31m{}\u0007\u0000')).toMatch(
      /^r\.json: not a sweep result file \(not JSON: .*\\x1b/,
    );
    expect(refusal('[]')).toBe('r.json: not a sweep result file (expected a JSON object)');
    expect(refusal('{"format":"knights-tour/1\\u001b]0;x\\u0007"}')).toBe(
      "r.json: not a sweep result file (format is 'knights-tour/1\\x1b]0;x\\x07', expected 'knights-tour-sweep/2')",
    );
    expect(refusal(TEXT.replace('knights-tour-sweep/2', 'knights-tour-sweep/1'))).toMatch(
      /older knights-tour .*run the sweep again$/,
    );
    expect(refusal('[]', 'odd\u001b[2Jname.json')).toBe(
      'odd\\x1b[2Jname.json: not a sweep result file (expected a JSON object)',
    );
  });
});
