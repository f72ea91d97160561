import { KnightsTourError } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatSizes,
  parseShard,
  parseSizes,
  planSweep,
  type SweepSpec,
  shardTasks,
  summarize,
  TaskRunner,
} from './plan.js';

describe('parseSizes', () => {
  it('reads ranges, lists and rectangles', () => {
    expect(parseSizes('5-8').map((s) => s.width)).toEqual([5, 6, 7, 8]);
    expect(parseSizes('5,7,9-12').map((s) => s.width)).toEqual([5, 7, 9, 10, 11, 12]);
    expect(parseSizes('8x10')).toEqual([{ width: 8, height: 10 }]);
    expect(parseSizes('5-6x7-8')).toEqual([
      { width: 5, height: 7 },
      { width: 5, height: 8 },
      { width: 6, height: 7 },
      { width: 6, height: 8 },
    ]);
    expect(parseSizes('5,5,6')).toHaveLength(2);
  });

  it.each(['', '5-', 'a', '8-5', '0', '5,,6', '5-8x', '1.5', '-3', '5 6'])(
    'rejects %j with a one-line error',
    (text) => {
      expect(() => parseSizes(text)).toThrow(KnightsTourError);
      try {
        parseSizes(text);
      } catch (e) {
        expect((e as Error).message).not.toContain('\n');
      }
    },
  );

  it('refuses boards above the size limit at once, before any work', () => {
    expect(() => parseSizes('5-20000')).toThrow(/16384/);
    expect(() => parseSizes('1-16384x1-16384')).toThrow(/more than 1,000,000 boards/);
  });

  it('round-trips through formatSizes', () => {
    expect(formatSizes(parseSizes('5-80'))).toBe('5-80');
    expect(formatSizes(parseSizes('5,7,9-12,8x10'))).toBe('5,7,9-12,8x10');
  });
});

describe('parseShard', () => {
  it('reads i/k', () => expect(parseShard('2/4')).toEqual({ index: 2, count: 4 }));
  it.each(['0/4', '5/4', '1/0', '1', 'a/b', '1/2/3', ''])('rejects %j', (text) => {
    expect(() => parseShard(text)).toThrow(KnightsTourError);
  });
});

describe('sharding', () => {
  const spec: SweepSpec = { algorithm: 'octaml16', sizes: parseSizes('5-60'), starts: 'all' };
  const tasks = planSweep(spec);

  it('shards partition the plan, deterministically', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (k) => {
        const shards = Array.from({ length: k }, (_, i) =>
          shardTasks(tasks, { index: i + 1, count: k }),
        );
        const ids = shards.flatMap((s) => s.map((t) => t.id)).sort((a, b) => a - b);
        expect(ids).toEqual(tasks.map((t) => t.id));
        expect(shardTasks(tasks, { index: 1, count: k })).toEqual(shards[0]);
      }),
      { numRuns: 12 },
    );
  });

  it('balances cost: no shard carries much more than its share', () => {
    const total = tasks.reduce((a, t) => a + t.cost, 0);
    const biggest = Math.max(...tasks.map((t) => t.cost));
    for (const k of [2, 3, 4, 8]) {
      for (let i = 1; i <= k; i++) {
        const cost = shardTasks(tasks, { index: i, count: k }).reduce((a, t) => a + t.cost, 0);
        expect(cost).toBeLessThanOrEqual(total / k + biggest);
      }
    }
  });

  it('summaries of shards merge into the unsharded summary', () => {
    const small: SweepSpec = { algorithm: 'aml', sizes: parseSizes('5-16'), starts: 'all' };
    const plan = planSweep(small);
    const runner = new TaskRunner();
    const whole = summarize(
      small,
      plan.map((t) => runner.run(small, t)),
      plan.length,
    );
    const pieces = [1, 2, 3].flatMap((i) =>
      shardTasks(plan, { index: i, count: 3 }).map((t) => runner.run(small, t)),
    );
    expect(summarize(small, pieces, plan.length)).toEqual(whole);
    expect(whole.failures).toBeGreaterThan(0);
    expect(whole.perSize.reduce((a, s) => a + s.instances, 0)).toBe(whole.instances);
  });

  it('a verifying task runner checks every complete tour', () => {
    const small: SweepSpec = { algorithm: 'octaml16', sizes: parseSizes('5-7'), starts: 'all' };
    const runner = new TaskRunner();
    let checked = 0;
    const results = planSweep(small).map((t) =>
      runner.run(small, t, (board, squares) => {
        checked++;
        return squares.length === board.width * board.height ? undefined : 'short';
      }),
    );
    const summary = summarize(small, results, results.length);
    expect(summary.verified).toBe(checked);
    expect(checked).toBe(summary.instances - summary.failures);
    const rejecting = runner.run(small, planSweep(small)[0]!, () => 'rejected for the test');
    expect(rejecting.failed.every((f) => f.problem?.includes('rejected for the test'))).toBe(true);
  });
});
