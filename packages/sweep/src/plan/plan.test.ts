import { boardName, KnightsTourError } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeShard, parseShard, planSweep, TASK_SQUARES } from './plan.js';
import { createSweepSpec, type SweepSpecInput } from './spec.js';
import { countStarts } from './starts.js';

const spec = (input: SweepSpecInput) => createSweepSpec(input);

describe('parseShard', () => {
  it('reads i/k', () => expect(parseShard(' 2/4 ')).toEqual({ index: 2, count: 4 }));
  it.each(['0/4', '5/4', '1/0', '1', 'a/b', '1/2/3', '', '1/100001'])('rejects %j', (text) => {
    expect(() => parseShard(text)).toThrow(KnightsTourError);
  });
  it('names shards', () => {
    expect(describeShard({ index: 2, count: 3 })).toBe('shard 2/3');
    expect(describeShard({ index: 1, count: 1 })).toBe('the whole plan');
    expect(describeShard(null)).toBe('the whole plan');
  });
});

describe('lazy plans of huge sweeps', () => {
  const heapGrowth = (work: () => void) => {
    globalThis.gc?.();
    const before = process.memoryUsage().heapUsed;
    work();
    return process.memoryUsage().heapUsed - before;
  };

  it.each([
    ['5-5000', 'all'],
    ['5-1000', 'all'],
    ['5-16384', 'paper-octant1'],
  ] as const)('plans %s (%s starts) without materialising its tasks', (sizes, starts) => {
    const s = spec({ sizes, starts });
    let plan: ReturnType<typeof planSweep> | undefined;
    const growth = heapGrowth(() => {
      plan = planSweep(s);
      const shard = plan.forShard({ index: 3, count: 64 });
      expect(shard.taskCount).toBeGreaterThan(0);
      expect(shard.tasks().next().done).toBe(false);
    });
    // Millions to billions of tasks, a few bytes per board.
    expect(plan!.taskCount).toBeGreaterThan(3_000_000);
    expect(growth).toBeLessThan(16 * 1024 * 1024);
  });

  it('counts the instances and the work of 5-5000 arithmetically', () => {
    const plan = planSweep(spec({ sizes: '5-5000' }));
    let instances = 0;
    let work = 0;
    for (let n = 5; n <= 5000; n++) {
      const starts = n % 2 === 0 ? n * n : (n * n + 1) / 2;
      instances += starts;
      work += starts * n * n;
    }
    expect(plan.instances).toBe(instances);
    expect(plan.work / work).toBeCloseTo(1, 9);
    expect(plan.seconds).toBeCloseTo(plan.work / 100e6, 0);
  });
});

describe('plans equal the materialised plan on small sweeps', () => {
  const s = spec({ sizes: '5-40,3x9,7x5,3x3x4,4x3x3', algorithm: 'warnsdorff3d' });
  const plan = planSweep(s);
  const all = [...plan.tasks()];

  it('ids are 0..n-1 in order, each board split into slices of its starts', () => {
    expect(all.map((t) => t.id)).toEqual(all.map((_, i) => i));
    expect(all.length).toBe(plan.taskCount);
    expect(plan.instances).toBe(all.reduce((a, t) => a + t.to - t.from, 0));
    expect(plan.work).toBe(all.reduce((a, t) => a + t.cost, 0));
    for (const t of all) expect(plan.task(t.id)).toEqual(t);
    expect(plan.task(all.length)).toBeUndefined();
    expect(plan.task(-1)).toBeUndefined();
    expect(plan.task(0.5)).toBeUndefined();
    for (const board of s.boards) {
      const mine = all.filter((t) => boardName(t.board) === boardName(board));
      expect(mine.at(-1)!.to).toBe(countStarts('all', board));
      for (const t of mine)
        expect(t.to - t.from).toBeLessThanOrEqual(
          Math.max(1, TASK_SQUARES / (t.cost / (t.to - t.from))),
        );
    }
  });

  it('shards partition the plan, each a contiguous balanced run', () => {
    const biggest = Math.max(...all.map((t) => t.cost));
    for (const k of [1, 2, 3, 7, 64, 5000]) {
      const seen: number[] = [];
      for (let i = 1; i <= k; i++) {
        const shard = plan.forShard({ index: i, count: k });
        const mine = [...shard.tasks()];
        expect(mine.length).toBe(shard.taskCount);
        expect(shard.instances).toBe(mine.reduce((a, t) => a + t.to - t.from, 0));
        expect(shard.work).toBe(mine.reduce((a, t) => a + t.cost, 0));
        expect(shard.work).toBeLessThanOrEqual(plan.work / k + biggest);
        for (const t of mine) {
          expect(shard.includes(t.id)).toBe(true);
          expect(shard.shardOf(t.id)).toBe(i);
        }
        seen.push(...mine.map((t) => t.id));
      }
      expect(seen).toEqual(all.map((t) => t.id));
    }
    expect(() => plan.shardOf(all.length)).toThrow(/is not in the plan/);
  });

  it('does not depend on the algorithm: sweeps of one comparison share tasks and shards', () => {
    const other = planSweep({ ...s, algorithm: 'octaml16-3d' }, { index: 2, count: 5 });
    expect([...other.tasks()]).toEqual([...plan.forShard({ index: 2, count: 5 }).tasks()]);
  });
});

describe('shards of any plan', () => {
  it('partition it, in order, none empty while there are tasks enough', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom(
          'all',
          'octant',
          'paper-octant1',
          'paper-quadrant2',
          'corner',
          'fundamental',
        ),
        fc.integer({ min: 1, max: 20 }),
        (from, span, starts, k) => {
          const s = spec({ sizes: `${from}-${from + span}`, starts, algorithm: 'aml' });
          const plan = planSweep(s);
          const ids: number[] = [];
          for (let i = 1; i <= k; i++) {
            const mine = [...planSweep(s, { index: i, count: k }).tasks()].map((t) => t.id);
            if (plan.taskCount >= k) expect(mine.length).toBeGreaterThan(0);
            ids.push(...mine);
          }
          expect(ids).toEqual(Array.from({ length: plan.taskCount }, (_, i) => i));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a few big boards still give every shard work (the Action splits 5-14 octant in 3)', () => {
    const s = spec({ sizes: '5-14', starts: 'octant', algorithm: 'aml' });
    for (let i = 1; i <= 3; i++) {
      expect(planSweep(s, { index: i, count: 3 }).instances).toBeGreaterThan(0);
    }
  });
});
