import {
  createBoard,
  HeuristicRunner,
  KnightsTourError,
  startSetsFor,
  startSquares,
} from '@knights-tour/core';
import { HEURISTICS_3D } from '@knights-tour/core/internal';

const START_SETS_3D = startSetsFor(createBoard(2, 2, 2));

import { checkCells3d } from '@knights-tour/verify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BoardSize,
  checkSweepSpec,
  checkWorkLimit,
  defaultAlgorithm,
  formatSizes,
  parseSizes,
  parseStartSet,
  parseSweepAlgorithm,
  planSweep,
  type SweepSpec,
  sizeLabel,
  startCount,
  summarize,
  TaskRunner,
  type WalkCheck3d,
} from './index.js';

const spec3d = (sizes: string, extra: Partial<SweepSpec> = {}): SweepSpec => ({
  algorithm: 'octaml16-3d',
  sizes: parseSizes(sizes),
  starts: 'all',
  ...extra,
});

/** Runs a whole plan with one TaskRunner, as a worker would. */
function runAll(spec: SweepSpec, check3d?: WalkCheck3d) {
  const plan = planSweep(spec);
  const runner = new TaskRunner();
  const results = [...plan.tasks()].map((t) => runner.run(spec, t, undefined, check3d));
  return summarize(spec, results, plan.taskCount);
}

describe('3-D size lists', () => {
  it('reads WxHxD with a range on each side, depth fastest, and labels boxes WxHxD', () => {
    const sizes = parseSizes('3-4x3x5-6');
    expect(sizes).toEqual([
      { width: 3, height: 3, depth: 5 },
      { width: 3, height: 3, depth: 6 },
      { width: 4, height: 3, depth: 5 },
      { width: 4, height: 3, depth: 6 },
    ]);
    expect(sizes.map(sizeLabel)).toEqual(['3x3x5', '3x3x6', '4x3x5', '4x3x6']);
    expect(parseSizes('3-12x3-12x3-12')).toHaveLength(1000);
    expect(parseSizes('6x6x6,6X6X6, 6×6×6')).toEqual([{ width: 6, height: 6, depth: 6 }]);
  });

  it('writes the canonical text back as blocks that read back to the same list', () => {
    expect(formatSizes(parseSizes('3-8x3-8x3-8'))).toBe('3-8x3-8x3-8');
    expect(formatSizes(parseSizes('6x6x6'))).toBe('6x6x6');
    expect(formatSizes(parseSizes('3x3x3,4x4x4,5x5x5'))).toBe('3x3x3,4x4x4,5x5x5');
    expect(formatSizes(parseSizes('3-4x3-4x3,9x9x9'))).toBe('3-4x3-4x3,9x9x9');
    // 2-D lists are written as before.
    expect(formatSizes(parseSizes('5-8,8x10'))).toBe('5-8,8x10');
  });

  it('round-trips any list of 3-D items (property)', () => {
    const range = fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 3 }))
      .map(([a, n]) => (n === 0 ? `${a}` : `${a}-${a + n}`));
    const item = fc.tuple(range, range, range).map((sides) => sides.join('x'));
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 5 }), (items) => {
        const sizes = parseSizes(items.join(','));
        expect(parseSizes(formatSizes(sizes))).toEqual(sizes);
      }),
    );
  });

  it('refuses a list that mixes 2-D and 3-D sizes, and too many boxes, with one line', () => {
    expect(() => parseSizes('5-8,6x6x6')).toThrow(
      "malformed sizes '5-8,6x6x6': '6x6x6' is 3-D but '5-8' is 2-D; a sweep is either all 2-D or all 3-D (WxHxD)",
    );
    expect(() => parseSizes('6x6x6,8x10')).toThrow(/'6x6x6' is 3-D but '8x10' is 2-D/);
    expect(() => parseSizes('1-101x1-100x1-100')).toThrow(/more than 1,000,000 boards/);
    expect(() => parseSizes('3x4x5x6')).toThrow(/'3x4x5x6' is not n, a-b, WxH or WxHxD/);
    expect(() => parseSizes('3x4x0')).toThrow(/must be increasing sizes from 1/);
    // Core's cell limit of 3-D boards applies when the sweep is planned.
    expect(() => planSweep(spec3d('300x300x300'))).toThrow(/more than the 3-D limit/);
  });
});

describe('3-D specs', () => {
  it('defaults to octaml16-3d on 3-D sizes and reads 3-D names in any case', () => {
    expect(defaultAlgorithm(parseSizes('3-5x3-5x3-5'))).toBe('octaml16-3d');
    expect(defaultAlgorithm(parseSizes('5-8'))).toBe('octaml16');
    expect(parseSweepAlgorithm('OctAML16-3D')).toBe('octaml16-3d');
    expect(parseSweepAlgorithm('Warnsdorff3D')).toBe('warnsdorff3d');
    expect(parseStartSet('Fundamental')).toBe('fundamental');
  });

  it('refuses an algorithm, start set or seed of the other dimension, naming the right ones', () => {
    const bad = (spec: SweepSpec) => () => checkSweepSpec(spec);
    expect(bad(spec3d('6x6x6', { algorithm: 'octaml16' }))).toThrow(
      'octaml16 runs on 2-D boards; for 3-D boards use octaml16-3d, octaml3d or warnsdorff3d',
    );
    expect(bad(spec3d('6x6x6', { algorithm: 'auto' }))).toThrow(/^auto runs on 2-D boards/);
    expect(bad({ algorithm: 'octaml3d', sizes: parseSizes('8'), starts: 'all' })).toThrow(
      'octaml3d runs on 3-D boards; for 2-D boards use parberry, pohl, roth-mathematica, roth, switching, squirrel-cull, order-34567812, octaml16, octaml, aml, warnsdorff or auto',
    );
    expect(bad(spec3d('6x6x6', { starts: 'octant' }))).toThrow(
      "start set 'octant' is for 2-D boards; on 3-D boards use all, fundamental or corner",
    );
    // One start per symmetry class is defined on every board.
    expect(bad({ algorithm: 'aml', sizes: parseSizes('8'), starts: 'fundamental' })).not.toThrow();
    expect(bad(spec3d('6x6x6', { algorithm: 'warnsdorff3d', seed: 7 }))).toThrow(
      /3-D sweeps take no seed/,
    );
    const mixed: SweepSpec = {
      ...spec3d('6x6x6'),
      sizes: [
        { width: 6, height: 6, depth: 6 },
        { width: 8, height: 8 },
      ],
    };
    expect(bad(mixed)).toThrow(/either all 2-D or all 3-D/);
    // Planning checks the spec: every path (CLI, Action, result files) gets the same line.
    expect(() => planSweep(spec3d('6x6x6', { starts: 'paper-octant1' }))).toThrow(KnightsTourError);
  });

  it('estimates 3-D work at the 3-D engine speed, with the same time limit', () => {
    const { work } = planSweep(spec3d('3-24x3-24x3-24'));
    expect(() => checkWorkLimit(work, { workers: 2 })).not.toThrow(); // as 2-D squares
    expect(() => checkWorkLimit(work, { workers: 2, rate: 2e6 })).toThrow(
      /cells, about .* at 2 M cells\/s each \(the limit without confirmation is 2e\+10 cells\)/,
    );
  });
});

describe('3-D plans', () => {
  it('count the starts of every box as core lists them', () => {
    for (const size of parseSizes('1-6x1-6x1-6')) {
      const board = createBoard(size.width, size.height, size.depth);
      for (const set of START_SETS_3D) {
        expect(startCount(set, size.width, size.height, size.depth)).toBe(
          startSquares(set, board).length,
        );
      }
    }
    const spec = spec3d('3-6x3-6x3-6', { starts: 'fundamental' });
    const listed = spec.sizes.reduce(
      (sum, s) => sum + startSquares('fundamental', createBoard(s.width, s.height, s.depth)).length,
      0,
    );
    expect(planSweep(spec).instances).toBe(listed);
  });

  it('slice a big box into tasks of about TASK_SQUARES cells', () => {
    const plan = planSweep(spec3d('16x16x16,20x20x20'));
    const tasks = [...plan.tasks()];
    expect(tasks.map((t) => [t.depth, t.from, t.to])).toEqual([
      [16, 0, 2048],
      [16, 2048, 4096],
      [20, 0, 1048],
      [20, 1048, 2096],
      [20, 2096, 3144],
      [20, 3144, 4192],
      [20, 4192, 5240],
      [20, 5240, 6288],
      [20, 6288, 7336],
      [20, 7336, 8000],
    ]);
    expect(plan.work).toBe(4096 * 4096 + 8000 * 8000);
  });

  it('shards partition any 3-D plan and balance its cost (property)', () => {
    const side = fc.integer({ min: 2, max: 22 });
    const box = fc.tuple(side, side, side).map((s) => s.join('x'));
    fc.assert(
      fc.property(
        fc.array(box, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(...START_SETS_3D),
        (items, k, starts) => {
          const spec = spec3d(items.join(','), { starts });
          const whole = planSweep(spec);
          const all = [...whole.tasks()];
          const shards = Array.from({ length: k }, (_, i) =>
            whole.forShard({ index: i + 1, count: k }),
          );
          expect(shards.flatMap((p) => [...p.tasks()])).toEqual(all);
          expect(shards.reduce((a, p) => a + p.instances, 0)).toBe(whole.instances);
          const biggest = Math.max(...all.map((t) => t.cost));
          for (const p of shards) expect(p.work).toBeLessThanOrEqual(whole.work / k + biggest);
          if (all.length >= k) for (const p of shards) expect(p.taskCount).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('running 3-D tasks', () => {
  it('gives exactly the per-board successes of core’s Runner3d, for each 3-D heuristic', () => {
    const sizes = '3-6x3-6x3-6';
    for (const algorithm of HEURISTICS_3D) {
      const summary = runAll(spec3d(sizes, { algorithm }));
      const direct = parseSizes(sizes).map((size: BoardSize) => {
        const board = createBoard(size.width, size.height, size.depth);
        const runner = new HeuristicRunner(board);
        const starts = startSquares('all', board);
        const failures = starts.filter((s) => !runner.run(algorithm, s).complete).length;
        return { size: sizeLabel(size), instances: starts.length, failures };
      });
      expect(
        summary.perSize.map(({ size, instances, failures }) => ({ size, instances, failures })),
      ).toEqual(direct);
      // docs/three-d.md: in this range only 3x3x3 fails, from all 14 starts (no tour exists).
      expect(summary.failures).toBe(14);
      expect(summary.perSize[0]).toEqual({
        size: '3x3x3',
        width: 3,
        height: 3,
        depth: 3,
        instances: 14,
        failures: 14,
      });
    }
  });

  it('records failures with the 3-D start, cells reached and attempts', () => {
    const summary = runAll(spec3d('3x3x3'));
    expect(summary.failed).toHaveLength(14);
    expect(summary.failed[0]).toEqual({
      width: 3,
      height: 3,
      depth: 3,
      start: [0, 0, 0],
      reached: 25,
      attempts: 16,
    });
    expect(summary.attempts).toEqual({});
  });

  it('fails where the rule fails on thin boxes, and counts the attempts that rescue them', () => {
    // docs/three-d.md §7: on 2x7x12 the single order fails from 16 starts, OctAML16-3D from none.
    const one = runAll(spec3d('2x7x12', { algorithm: 'octaml3d' }));
    expect(one.failures).toBe(16);
    expect(one.failed.every((f) => f.attempts === 1 && f.reached < 168)).toBe(true);
    const sixteen = runAll(spec3d('2x7x12'));
    expect(sixteen.failures).toBe(0);
    expect(sixteen.attempts['1']).toBe(168 - 16);
    expect(Object.keys(sixteen.attempts).length).toBeGreaterThan(1);
    const warnsdorff = runAll(spec3d('2x3x6', { algorithm: 'warnsdorff3d' }));
    expect(warnsdorff.failures).toBe(12);
  });

  it('re-checks every complete walk with checkCells3d, and a rejected walk is a failure', () => {
    const spec = spec3d('3-5x3-5x3-5');
    let checked = 0;
    const verified = runAll(spec, (board, cells) => {
      checked++;
      return checkCells3d(board, cells);
    });
    expect(verified.verified).toBe(checked);
    expect(checked).toBe(verified.instances - verified.failures);
    expect(verified.failures).toBe(14);
    // A corrupted walk (two steps swapped) is caught by the independent checker.
    const corrupted = runAll(spec3d('4x4x4'), (board, cells) => {
      const bad = cells.slice();
      [bad[1], bad[2]] = [bad[2]!, bad[1]!];
      return checkCells3d(board, bad);
    });
    expect(corrupted.failures).toBe(corrupted.instances);
    expect(corrupted.failed[0]!.problem).toMatch(/^verifier rejected the complete walk: .*step/);
    expect(corrupted.failed[0]!.reached).toBe(64);
  });

  it('refuses to verify a 3-D task with a 2-D check only', () => {
    const spec = spec3d('4x4x4');
    const task = [...planSweep(spec).tasks()][0]!;
    expect(() => new TaskRunner().run(spec, task, () => undefined)).toThrow(/needs a 3-D check/);
  });
});
