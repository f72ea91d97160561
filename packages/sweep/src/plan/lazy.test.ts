import { countStartSquares, createBoard, KnightsTourError, START_SETS } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkWorkLimit,
  estimateWork,
  LONG_RUN_SQUARES,
  parseSizes,
  planSweep,
  type SweepSpec,
  startCount,
} from './plan.js';

describe('startCount', () => {
  it('equals counting square by square, for every set on every board up to 24x24', () => {
    for (const set of START_SETS) {
      for (let w = 1; w <= 24; w++) {
        for (let h = 1; h <= 24; h++) {
          expect([set, w, h, startCount(set, w, h)]).toEqual([
            set,
            w,
            h,
            countStartSquares(set, createBoard(w, h)),
          ]);
        }
      }
    }
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
    const spec: SweepSpec = { algorithm: 'octaml16', sizes: parseSizes(sizes), starts };
    let plan: ReturnType<typeof planSweep> | undefined;
    const growth = heapGrowth(() => {
      plan = planSweep(spec);
      const shard = plan.forShard({ index: 3, count: 64 });
      expect(shard.taskCount).toBeGreaterThan(0);
      const first = shard.tasks().next();
      expect(first.done).toBe(false);
    });
    // Millions to billions of tasks, a few bytes per board.
    expect(plan!.taskCount).toBeGreaterThan(3_000_000);
    expect(growth).toBeLessThan(16 * 1024 * 1024);
    const tasks = plan!.tasks();
    expect(typeof tasks.next).toBe('function');
    expect(Array.isArray(tasks)).toBe(false);
  });

  it('counts the instances and the work of 5-5000 arithmetically', () => {
    const plan = planSweep({ algorithm: 'octaml16', sizes: parseSizes('5-5000'), starts: 'all' });
    let instances = 0;
    let work = 0;
    for (let n = 5; n <= 5000; n++) {
      const starts = n % 2 === 0 ? n * n : (n * n + 1) / 2;
      instances += starts;
      work += starts * n * n;
    }
    expect(plan.instances).toBe(instances);
    expect(plan.work / work).toBeCloseTo(1, 9);
  });
});

describe('plans equal the materialised plan on small sweeps', () => {
  const spec: SweepSpec = { algorithm: 'aml', sizes: parseSizes('5-40,3x9,7x5'), starts: 'all' };
  const plan = planSweep(spec);
  const all = [...plan.tasks()];

  it('ids are 0..n-1 in order, each board split into slices of its starts', () => {
    expect(all.map((t) => t.id)).toEqual(all.map((_, i) => i));
    expect(all.length).toBe(plan.taskCount);
    expect(plan.instances).toBe(all.reduce((a, t) => a + t.to - t.from, 0));
    expect(plan.work).toBe(all.reduce((a, t) => a + t.cost, 0));
    for (const t of all) expect(plan.task(t.id)).toEqual(t);
    expect(plan.task(all.length)).toBeUndefined();
    expect(plan.task(-1)).toBeUndefined();
  });

  it('shards partition the plan, each a contiguous cost-balanced run', () => {
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
  });
});

describe('shards of any plan', () => {
  it('partition it, in order, none empty while there are tasks enough', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom(...START_SETS),
        fc.integer({ min: 1, max: 20 }),
        (from, span, starts, k) => {
          const spec: SweepSpec = {
            algorithm: 'aml',
            sizes: parseSizes(`${from}-${from + span}`),
            starts,
          };
          const plan = planSweep(spec);
          const ids: number[] = [];
          for (let i = 1; i <= k; i++) {
            const shard = planSweep(spec, { index: i, count: k });
            const mine = [...shard.tasks()].map((t) => t.id);
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
    const spec: SweepSpec = { algorithm: 'aml', sizes: parseSizes('5-14'), starts: 'octant' };
    for (let i = 1; i <= 3; i++) {
      expect(planSweep(spec, { index: i, count: 3 }).instances).toBeGreaterThan(0);
    }
  });
});

describe('the work limit', () => {
  const spec = (sizes: string): SweepSpec => ({
    algorithm: 'octaml16',
    sizes: parseSizes(sizes),
    starts: 'all',
  });

  it('estimates squares and time at the measured rate', () => {
    const e = estimateWork(planSweep(spec('5-5000')).work, 2);
    expect(e.squares).toBeGreaterThan(4.6e17);
    expect(e.seconds).toBeGreaterThan(1e9);
  });

  it('refuses work beyond the limit with one line saying how to proceed', () => {
    const plan = planSweep(spec('5-5000'));
    expect(() => checkWorkLimit(plan.work, { workers: 2 })).toThrow(KnightsTourError);
    try {
      checkWorkLimit(plan.work, { workers: 2 });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toMatch(/4\.\d+e\+17 squares/);
      expect(message).toMatch(/years/);
      expect(message).toContain('--shard');
      expect(message).toContain('--yes');
    }
    expect(() => checkWorkLimit(plan.work, { workers: 2, accept: true })).not.toThrow();
    expect(() => checkWorkLimit(planSweep(spec('5-80')).work, { workers: 2 })).not.toThrow();
    expect(LONG_RUN_SQUARES).toBeGreaterThan(planSweep(spec('5-120')).work);
  });

  it('names the Action input when asked to', () => {
    expect(() =>
      checkWorkLimit(planSweep(spec('5-3000')).work, {
        workers: 4,
        proceed: 'set accept-long-run: true',
      }),
    ).toThrow(/accept-long-run: true/);
  });
});
