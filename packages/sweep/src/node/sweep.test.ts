import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KnightsTourError } from '@knights-tour/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatResultFile,
  mergeResultFiles,
  parseResultFile,
  runSweep,
  type SweepResultFile,
} from '../index.js';
import { parseSizes, planSweep, type SweepSpec } from '../plan/index.js';

// Small enough to run in well under a second, large enough for dozens of tasks, several of
// them slices of one board, and AML failures (n = 7 corners among them).
const SPEC: SweepSpec = { algorithm: 'aml', sizes: parseSizes('5-30,70'), starts: 'all' };

let dir: string;
let whole: Awaited<ReturnType<typeof runSweep>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kt-sweep-'));
  whole = await runSweep({ spec: SPEC, workers: 1, out: join(dir, 'whole.json') });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (name: string) => readFileSync(join(dir, name), 'utf8');

describe('runSweep', () => {
  it('summarises every instance of the plan and writes the same file it returns', () => {
    const plan = planSweep(SPEC);
    expect(plan.taskCount).toBeGreaterThan(SPEC.sizes.length);
    expect(whole.interrupted).toBe(false);
    expect(whole.summary.complete).toBe(true);
    expect(whole.summary.tasksDone).toBe(plan.taskCount);
    expect(whole.summary.instances).toBe(plan.instances);
    expect(whole.summary.failures).toBeGreaterThan(0);
    const corners = whole.summary.failed.filter((f) => f.width === 7).map((f) => f.start);
    expect(corners).toEqual(
      expect.arrayContaining([
        [0, 0],
        [6, 0],
        [0, 6],
        [6, 6],
      ]),
    );
    expect(read('whole.json')).toBe(formatResultFile(whole.file));
    expect(parseResultFile(read('whole.json'))).toEqual(whole.file);
  });

  it('gives identical summaries and files with 1 and 2 workers', async () => {
    const two = await runSweep({ spec: SPEC, workers: 2, out: join(dir, 'two.json') });
    expect(two.summary).toEqual(whole.summary);
    expect(read('two.json')).toBe(read('whole.json'));
  });

  it('reports progress up to the whole plan', async () => {
    const seen: number[] = [];
    const run = await runSweep({
      spec: { ...SPEC, sizes: parseSizes('5-20') },
      workers: 2,
      onProgress: (p) => seen.push(p.instancesDone),
    });
    expect(seen.length).toBe(run.summary.tasksTotal);
    expect(seen.at(-1)).toBe(run.summary.instances);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('stops on abort leaving a valid partial file, and a resume equals the uninterrupted run', async () => {
    const out = join(dir, 'resumed.json');
    const controller = new AbortController();
    const first = await runSweep({
      spec: SPEC,
      workers: 2,
      out,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.tasksDone >= 10) controller.abort();
      },
    });
    expect(first.interrupted).toBe(true);
    expect(first.summary.complete).toBe(false);
    const partial = parseResultFile(read('resumed.json'));
    expect(partial.results.length).toBe(first.summary.tasksDone);
    expect(partial.results.length).toBeGreaterThanOrEqual(10);
    expect(partial.results.length).toBeLessThan(whole.summary.tasksTotal);

    let ran = 0;
    const second = await runSweep({
      spec: SPEC,
      workers: 2,
      out,
      resume: true,
      onProgress: () => ran++,
    });
    expect(ran).toBe(whole.summary.tasksTotal - partial.results.length);
    expect(second.interrupted).toBe(false);
    expect(second.summary).toEqual(whole.summary);
    expect(read('resumed.json')).toBe(read('whole.json'));
  });

  it('an already aborted signal runs nothing but still writes a valid file', async () => {
    const run = await runSweep({
      spec: SPEC,
      out: join(dir, 'none.json'),
      signal: AbortSignal.abort(),
    });
    expect(run.interrupted).toBe(true);
    expect(run.summary.tasksDone).toBe(0);
    expect(parseResultFile(read('none.json')).results).toEqual([]);
  });

  it('refuses to resume a file of another sweep, shard or verification, leaving it untouched', async () => {
    const out = join(dir, 'other.json');
    writeFileSync(out, read('whole.json'));
    const attempts = [
      { spec: { ...SPEC, algorithm: 'octaml' as const } },
      { spec: { ...SPEC, sizes: parseSizes('5-30,71') } },
      { spec: { ...SPEC, starts: 'octant' as const } },
      { spec: SPEC, shard: { index: 1, count: 2 } },
      { spec: SPEC, verify: true },
    ];
    for (const options of attempts) {
      await expect(runSweep({ ...options, out, resume: true })).rejects.toThrow(
        /^cannot resume: .*other\.json/,
      );
    }
    expect(read('other.json')).toBe(read('whole.json'));
  });

  it('resuming a missing file starts afresh; resume without out is refused', async () => {
    const run = await runSweep({
      spec: { ...SPEC, sizes: parseSizes('5-9') },
      out: join(dir, 'fresh.json'),
      resume: true,
    });
    expect(run.summary.complete).toBe(true);
    await expect(runSweep({ spec: SPEC, resume: true })).rejects.toThrow(KnightsTourError);
  });

  it('refuses an output directory that does not exist without writing anything', async () => {
    await expect(runSweep({ spec: SPEC, out: join(dir, 'missing', 'x.json') })).rejects.toThrow(
      /directory .* does not exist/,
    );
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('verifies every complete tour when asked', async () => {
    const spec: SweepSpec = { algorithm: 'octaml16', sizes: parseSizes('5-16'), starts: 'all' };
    const plain = await runSweep({ spec, workers: 2 });
    const checked = await runSweep({ spec, workers: 2, verify: true });
    expect(plain.summary.verified).toBe(0);
    expect(checked.summary.verified).toBe(checked.summary.instances - checked.summary.failures);
    expect(checked.summary.verified).toBeGreaterThan(1000);
    expect(checked.file.verify).toBe(true);
  });
});

describe('mergeResultFiles', () => {
  const cache = new Map<number, SweepResultFile[]>();
  const shards = async (count: number) => {
    const known = cache.get(count);
    if (known) return known;
    const files: SweepResultFile[] = [];
    for (let index = 1; index <= count; index++) {
      const run = await runSweep({ spec: SPEC, shard: { index, count }, workers: 2 });
      expect(run.summary.tasksTotal).toBe(planSweep(SPEC, { index, count }).taskCount);
      files.push(run.file);
    }
    cache.set(count, files);
    return files;
  };

  it('merges 3 shards into exactly the unsharded summary and file', async () => {
    const files = await shards(3);
    // Round-trip through the file format, as the CLI does.
    const parsed = [...files].map((f, i) => parseResultFile(formatResultFile(f), `s${i + 1}.json`));
    const merged = mergeResultFiles(parsed.reverse());
    expect(merged.missing).toEqual([]);
    expect(merged.summary).toEqual(whole.summary);
    expect(formatResultFile(merged.file)).toBe(read('whole.json'));
  });

  it('reports missing shards as incomplete', async () => {
    const files = await shards(3);
    const merged = mergeResultFiles([files[0]!, files[2]!]);
    expect(merged.missing).toEqual([{ index: 2, count: 3 }]);
    expect(merged.summary.complete).toBe(false);
    expect(merged.summary.tasksTotal).toBe(whole.summary.tasksTotal);
    expect(merged.summary.tasksDone).toBe(files[0]!.results.length + files[2]!.results.length);
  });

  it('refuses duplicate shards, mixed shard counts, other sweeps and overlapping tasks', async () => {
    const [a, b] = await shards(2);
    const other = (await runSweep({ spec: SPEC, shard: { index: 1, count: 3 }, workers: 2 })).file;
    expect(() => mergeResultFiles([a!, a!], ['a.json', 'b.json'])).toThrow(
      'overlapping shards: a.json and b.json both cover shard 1/2',
    );
    expect(() => mergeResultFiles([a!, other], ['a.json', 'c.json'])).toThrow(
      'mismatched shards: a.json is shard 1/2 but c.json is shard 1/3',
    );
    expect(() => mergeResultFiles([whole.file, a!])).toThrow(/mismatched shards/);
    const octaml = { ...b!, algorithm: 'octaml' as const };
    expect(() => mergeResultFiles([a!, octaml], ['a.json', 'o.json'])).toThrow(
      /^mismatched sweeps: a.json is aml .* but o.json is octaml/,
    );
    const seeded = { ...b!, algorithm: 'warnsdorff' as const, seed: 5 };
    const unseeded = { ...a!, algorithm: 'warnsdorff' as const };
    expect(() => mergeResultFiles([unseeded, seeded], ['a.json', 's.json'])).toThrow(
      /^mismatched sweeps: a.json is warnsdorff on .* but s.json is warnsdorff \(seed 5\) on/,
    );
    const stolen = { ...b!, results: [...b!.results, a!.results[0]!] };
    expect(() => mergeResultFiles([a!, stolen])).toThrow(/is not in shard 2\/2/);
    expect(() => mergeResultFiles([])).toThrow(KnightsTourError);
  });
});

describe('auto and seeded sweeps on disk', () => {
  it('keep the seed and the methods through a file, a resume and a merge', async () => {
    for (const spec of [
      { algorithm: 'auto', sizes: parseSizes('3-9,5x8'), starts: 'all' },
      { algorithm: 'warnsdorff', sizes: parseSizes('5-25'), starts: 'all', seed: 11 },
    ] as const satisfies readonly SweepSpec[]) {
      const out = join(dir, `${spec.algorithm}.json`);
      const run = await runSweep({ spec, workers: 2, out });
      const file = parseResultFile(read(`${spec.algorithm}.json`), out);
      expect(file).toEqual(run.file);
      expect(formatResultFile(file)).toBe(read(`${spec.algorithm}.json`));
      const resumed = await runSweep({ spec, workers: 1, out, resume: true });
      expect(resumed.summary).toEqual(run.summary);
      const parts = await Promise.all(
        [1, 2].map(async (index) => (await runSweep({ spec, shard: { index, count: 2 } })).file),
      );
      expect(mergeResultFiles(parts).summary).toEqual(run.summary);
      if (spec.algorithm === 'auto') {
        expect(run.summary.methods?.octaml16).toBeGreaterThan(0);
        expect(run.summary.methods?.theorem).toBeGreaterThan(0);
      } else {
        expect(run.summary.seed).toBe(11);
        expect(file.seed).toBe(11);
      }
    }
  });
});

describe('parseResultFile', () => {
  const text = () => read('whole.json');
  const mutate = (f: (data: Record<string, unknown> & { results: unknown[] }) => void) => {
    const data = JSON.parse(text());
    f(data);
    return JSON.stringify(data);
  };
  const cases: [string, () => string, RegExp][] = [
    ['not JSON', () => '{"format": ', /^x\.json: not JSON/],
    ['another format', () => '{"format": "knights-tour/1"}', /not a sweep result file/],
    ['an array', () => '[]', /not a sweep result file/],
    ['bad algorithm', () => mutate((d) => (d.algorithm = 'nope')), /unknown algorithm "nope"/],
    ['bad starts', () => mutate((d) => (d.starts = 'nope')), /unknown start set/],
    [
      'a seed for aml',
      () => mutate((d) => (d.seed = 3)),
      /a seed only applies to warnsdorff, pohl or parberry, not aml/,
    ],
    [
      'methods that do not add up',
      () => mutate((d) => ((d.results[0] as { methods: object }).methods = { octaml16: 1 })),
      /methods must add up to instances/,
    ],
    [
      'an unknown method',
      () => mutate((d) => ((d.results[0] as { methods: object }).methods = { guess: 1 })),
      /methods must map auto's methods to counts/,
    ],
    ['bad sizes', () => mutate((d) => (d.sizes = '9-5')), /malformed sizes/],
    ['bad shard', () => mutate((d) => (d.shard = { index: 3, count: 2 })), /shard must be/],
    ['bad tasksTotal', () => mutate((d) => (d.tasksTotal = 3)), /tasksTotal is 3 but/],
    ['a task twice', () => mutate((d) => d.results.push(d.results[0])), /task 0 appears twice/],
    [
      'a task of another plan',
      () => mutate((d) => ((d.results[1] as { to: number }).to += 1)),
      /instances must be to - from/,
    ],
    [
      'counts that do not add up',
      () => mutate((d) => ((d.results[0] as { attempts: number[] }).attempts = [0, 99])),
      /complete \(99\) plus failed/,
    ],
    [
      'a task outside its shard',
      () => mutate((d) => (d.shard = { index: 2, count: 2 })),
      /tasksTotal is \d+ but shard 2\/2/,
    ],
  ];
  for (const [what, make, message] of cases) {
    it(`rejects ${what} with a one-line error naming the file`, () => {
      let error: unknown;
      try {
        parseResultFile(make(), 'x.json');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(KnightsTourError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).toMatch(/^x\.json: /);
      expect((error as Error).message).not.toContain('\n');
    });
  }
});
