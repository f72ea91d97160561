import { KnightsTourError } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { planSweep } from '../plan/plan.js';
import { createSweepSpec, type SweepSpecInput } from '../plan/spec.js';
import { mergeResultFiles, ShardMerge } from './merge.js';
import { formatResultFile, parseResultFile } from './result-file.js';
import { runSweep } from './run.js';

const INPUT: SweepSpecInput = { sizes: '5-30,70', algorithm: 'aml' };
const SPEC = createSweepSpec(INPUT);

const runs = new Map<string, Awaited<ReturnType<typeof runSweep>>>();
/** The run of one shard (`index` of `count`; 1 of 1 is the whole plan) of a sweep, run once. */
async function run(index: number, count: number, input: SweepSpecInput = INPUT) {
  const key = `${JSON.stringify(input)} ${index}/${count}`;
  if (!runs.has(key)) {
    const plan = planSweep(createSweepSpec(input), { index, count });
    runs.set(key, await runSweep({ plan, workers: 2 }));
  }
  return runs.get(key)!;
}
/** The file of one shard of a sweep, run once. */
const shard = async (index: number, count: number, input: SweepSpecInput = INPUT) =>
  (await run(index, count, input)).file;

describe('mergeResultFiles', () => {
  it('merges shards into exactly the unsharded summary and file, in any order', async () => {
    const whole = await shard(1, 1);
    const parts = [3, 1, 2].map(async (i) =>
      parseResultFile(formatResultFile(await shard(i, 3)), `s${i}.json`),
    );
    const merged = mergeResultFiles(await Promise.all(parts));
    expect(merged.missing).toEqual([]);
    expect(merged.partial).toEqual([]);
    // The unsharded run's summary (shard 1 of 1 is the whole plan, run once for the file too).
    expect(planSweep(SPEC, { index: 1, count: 1 })).toEqual(planSweep(SPEC));
    expect(merged.summary).toEqual((await run(1, 1)).summary);
    expect(formatResultFile(merged.file)).toBe(formatResultFile(whole));
  });

  it('reports missing and partial shards as incomplete', async () => {
    const [a, c] = [await shard(1, 3), await shard(3, 3)];
    const cut = { ...c, results: c.results.slice(1) };
    const merged = mergeResultFiles([a, cut], ['a.json', 'c.json']);
    expect(merged.missing).toEqual([{ index: 2, count: 3 }]);
    expect(merged.partial).toEqual(['c.json']);
    expect(merged.summary.complete).toBe(false);
    expect(merged.summary.tasksTotal).toBe(planSweep(SPEC).taskCount);
    expect(merged.summary.tasksDone).toBe(a.results.length + cut.results.length);
  });

  it('refuses duplicate shards, mixed shard counts, other sweeps and overlapping tasks', async () => {
    const [a, b] = [await shard(1, 2), await shard(2, 2)];
    expect(() => mergeResultFiles([a, a], ['a.json', 'b.json'])).toThrow(
      'overlapping shards: a.json and b.json both cover shard 1/2',
    );
    const third = await shard(1, 3);
    expect(() => mergeResultFiles([a, third], ['a.json', 'c.json'])).toThrow(
      'mismatched shards: a.json is shard 1/2 but c.json is shard 1/3',
    );
    const whole = await shard(1, 1);
    expect(() => mergeResultFiles([whole, a])).toThrow(/mismatched shards/);
    const octaml = await shard(2, 2, { ...INPUT, algorithm: 'octaml' });
    expect(() => mergeResultFiles([a, octaml], ['a.json', 'o.json'])).toThrow(
      /^mismatched sweeps: a.json is aml on sizes 5-30,70, all starts, not verified but o.json is octaml/,
    );
    const seeded = await shard(1, 1, { sizes: '5-8', algorithm: 'warnsdorff', seed: 5 });
    const plain = await shard(1, 1, { sizes: '5-8', algorithm: 'warnsdorff' });
    expect(() => mergeResultFiles([plain, seeded], ['p.json', 's.json'])).toThrow(
      /^mismatched sweeps: p.json is warnsdorff on .* but s.json is warnsdorff \(seed 5\) on/,
    );
    const boxes = await shard(1, 1, { sizes: '3x3x3' });
    expect(() => mergeResultFiles([plain, boxes], ['p.json', '\u001b[31mb.json'])).toThrow(
      /but \\x1b\[31mb\.json is octaml16-3d on sizes 3x3x3/,
    );
    const stolen = { ...b, results: [...b.results, a.results[0]!] };
    expect(() => mergeResultFiles([a, stolen])).toThrow(
      /overlapping results: task 0 is in two files/,
    );
    expect(() => mergeResultFiles([])).toThrow(KnightsTourError);
  });

  it('refuses a repeated shard as it is added, before any later file', async () => {
    const a = await shard(1, 2);
    const merge = new ShardMerge();
    merge.add(a, 'a.json');
    expect(() => merge.add(a, 'copy.json')).toThrow(
      'overlapping shards: a.json and copy.json both cover shard 1/2',
    );
    const other = new ShardMerge();
    other.add(a, 'a.json');
    const third = await shard(1, 3);
    expect(() => other.add(third, 'c.json')).toThrow(/^mismatched shards/);
    other.add(await shard(2, 2), 'b.json');
    expect(other.finish().missing).toEqual([]);
  });

  it('keeps the seed and the methods of auto and seeded sweeps', async () => {
    for (const input of [
      { sizes: '3-9,5x8', algorithm: 'auto' },
      { sizes: '5-25', algorithm: 'warnsdorff', seed: 11 },
    ]) {
      const whole = await shard(1, 1, input);
      const merged = mergeResultFiles([await shard(2, 2, input), await shard(1, 2, input)]);
      expect(formatResultFile(merged.file)).toBe(formatResultFile(whole));
    }
  });
});
