import {
  autoTour,
  type Board,
  countStartSquares,
  createBoard,
  HeuristicRunner,
  solve,
  startSquares,
} from '@knights-tour/core';
import { checkWalk } from '@knights-tour/verify';
import { describe, expect, it } from 'vitest';
import { planSweep } from './plan.js';
import { summaryFields } from './result-fields.js';
import { describeFailure, summarize } from './results.js';
import { createSweepSpec, type SweepSpecInput } from './spec.js';
import { TaskRunner, type WalkCheck } from './task-runner.js';

/** Runs a whole plan with one TaskRunner, as a worker would. */
function sweep(input: SweepSpecInput, check?: WalkCheck) {
  const spec = createSweepSpec(input);
  const plan = planSweep(spec);
  const runner = new TaskRunner();
  return summarize(
    spec,
    [...plan.tasks()].map((t) => runner.run(spec, t, check)),
    plan.taskCount,
  );
}

const verifier: WalkCheck = checkWalk;

describe('reference facts of SPEC §8', () => {
  it('n = 7: AML fails from all four corners, succeeds from (4,0), fails from (6,2)', () => {
    for (const start of [
      [0, 0],
      [6, 0],
      [6, 6],
      [0, 6],
      [6, 2],
    ] as const) {
      expect(solve({ n: 7, start, algorithm: 'aml' }).complete, `${start}`).toBe(false);
    }
    expect(solve({ n: 7, start: [4, 0], algorithm: 'aml' }).complete).toBe(true);
  });

  it.each([
    ['aml', 227],
    ['octaml', 219],
    ['octaml16', 0],
  ] as const)(
    'paper-quadrant2, 5 ≤ n ≤ 80: %s fails %i of 31,597 instances',
    (algorithm, failures) => {
      const summary = sweep({ sizes: '5-80', starts: 'paper-quadrant2', algorithm });
      expect(summary.instances).toBe(31_597);
      expect(summary.failures).toBe(failures);
      expect(summary.complete).toBe(true);
      expect(summary.perSize.reduce((a, s) => a + s.failures, 0)).toBe(failures);
    },
  );

  it('paper-octant1, 5 ≤ n ≤ 430 has 2,548,199 instances', () => {
    let total = 0;
    for (let n = 5; n <= 430; n++) total += countStartSquares('paper-octant1', createBoard(n));
    expect(total).toBe(2_548_199);
    expect(planSweep(createSweepSpec({ sizes: '5-430', starts: 'paper-octant1' })).instances).toBe(
      2_548_199,
    );
  });
});

describe('sweeps of auto and of seeded Warnsdorff', () => {
  it('auto answers every start as autoTour does, and counts the methods', () => {
    const sizes = '3-7,3x8,4x5,5x7,5x8';
    const summary = sweep({ sizes, algorithm: 'auto' });
    const methods: Record<string, number> = {};
    let failures = 0;
    for (const board of createSweepSpec({ sizes }).boards) {
      for (const [x, y] of startSquares('all', board)) {
        const answer = autoTour(board, x!, y!);
        methods[answer.method] = (methods[answer.method] ?? 0) + 1;
        if (!answer.complete) failures++;
      }
    }
    expect(summary.methods).toEqual(methods);
    expect(summary.failures).toBe(failures);
    expect(summary.methods?.octaml16).toBeGreaterThan(0);
    expect(summary.methods?.theorem).toBeGreaterThan(0);
    expect(summary.methods?.['closed-blocks']).toBeGreaterThan(0);
  });

  it('auto verified: every complete tour is re-checked, the constructions and searches too', () => {
    let checked = 0;
    const summary = sweep({ sizes: '5-7', algorithm: 'auto' }, (b, s) => {
      checked++;
      return verifier(b, s);
    });
    expect(summary.verified).toBe(summary.instances - summary.failures);
    expect(checked).toBe(summary.verified);
  });

  it('a seeded sweep walks every start as the seeded single walk does', () => {
    const summary = sweep({ sizes: '5-12', algorithm: 'warnsdorff', seed: 7 });
    let failures = 0;
    for (let n = 5; n <= 12; n++) {
      const runner = new HeuristicRunner(createBoard(n));
      for (const start of startSquares('all', createBoard(n))) {
        if (!runner.summarize('warnsdorff', start, 7).complete) failures++;
      }
    }
    expect(summary.failures).toBe(failures);
    expect(summary.seed).toBe(7);
    expect(sweep({ sizes: '5-12', algorithm: 'warnsdorff' }).failures).not.toBe(failures);
    const verified = sweep({ sizes: '5-12', algorithm: 'warnsdorff', seed: 7 }, verifier);
    expect({ ...verified, verified: 0 }).toEqual(summary);
    expect(verified.verified).toBe(summary.instances - summary.failures);
  });
});

describe('verification', () => {
  it('checks every complete walk; a rejected walk is a failure with the verifier’s words', () => {
    let checked = 0;
    const summary = sweep({ sizes: '5-7', algorithm: 'octaml16' }, (board, walk) => {
      checked++;
      return walk.squares().length === board.width * board.height ? undefined : 'short';
    });
    expect(summary.verified).toBe(checked);
    expect(checked).toBe(summary.instances - summary.failures);
    const rejected = sweep({ sizes: '5', algorithm: 'aml' }, () => 'rejected for the test');
    expect(rejected.failures).toBe(rejected.instances);
    expect(rejected.failed[0]!.problem).toBe(
      'verifier rejected the complete walk: rejected for the test',
    );
    expect(rejected.failed[0]!.reached).toBe(25);
  });
});

describe('one path for boxes and boards', () => {
  it('gives exactly the per-board successes of core’s runner, for each 3-D heuristic', () => {
    for (const algorithm of ['warnsdorff3d', 'octaml3d', 'octaml16-3d']) {
      const summary = sweep({ sizes: '3-5x3-5x3-5', algorithm });
      const direct = createSweepSpec({ sizes: '3-5x3-5x3-5' }).boards.map((board: Board) => {
        const runner = new HeuristicRunner(board);
        const starts = startSquares('all', board);
        return {
          size: `${board.width}x${board.height}x${board.depth}`,
          instances: starts.length,
          failures: starts.filter((s) => !runner.run(algorithm as 'octaml3d', s).complete).length,
        };
      });
      expect(
        summary.perSize.map(({ size, instances, failures }) => ({ size, instances, failures })),
      ).toEqual(direct);
      // docs/three-d.md: in this range only 3x3x3 fails, from all 14 starts (no tour exists).
      expect(summary.failures).toBe(14);
    }
  });

  it('records 3-D failures with the start, cells reached and attempts, in core’s sentence', () => {
    const summary = sweep({ sizes: '3x3x3' });
    const box = { width: 3, height: 3, depth: 3 };
    expect(summary.failed[0]).toEqual({ board: box, start: [0, 0, 0], reached: 25, attempts: 16 });
    expect(describeFailure({ algorithm: 'octaml16-3d' }, summary.failed[0]!)).toBe(
      'octaml16-3d: failed on 3x3x3 from (0,0,0): reached 25 of 27 cells after 16 attempts',
    );
    const counts = { instances: 14, failures: 14, attempts: {} };
    expect(summary.perSize[0]).toEqual({ size: '3x3x3', board: box, ...counts });
    // Written out, the board is its fields again, in the order files have always had.
    const written = summaryFields(summary);
    expect(written.failed[0]).toEqual({ ...box, start: [0, 0, 0], reached: 25, attempts: 16 });
    expect(Object.keys(written.perSize[0]!)).toEqual([
      'size',
      'width',
      'height',
      'depth',
      'instances',
      'failures',
      'attempts',
    ]);
    // A 2-D board writes no depth.
    const plane = summaryFields(sweep({ sizes: '7', algorithm: 'aml' }));
    expect(plane.failed[0]).toEqual({
      width: 7,
      height: 7,
      start: [0, 0],
      reached: 33,
      attempts: 1,
    });
    expect(plane.perSize[0]).not.toHaveProperty('depth');
  });

  it('fails where the rule fails on thin boxes, and counts the attempts that rescue them', () => {
    // docs/three-d.md §7: on 2x7x12 the single order fails from 16 starts, OctAML16-3D from none.
    const one = sweep({ sizes: '2x7x12', algorithm: 'octaml3d' });
    expect(one.failures).toBe(16);
    const sixteen = sweep({ sizes: '2x7x12' });
    expect(sixteen.failures).toBe(0);
    expect(sixteen.attempts['1']).toBe(168 - 16);
    expect(sixteen.perSize[0]!.attempts).toEqual(sixteen.attempts);
  });

  it('runs a 3-D heuristic on flat boards and boxes in one sweep, verified by one check', () => {
    const mixed = sweep({ sizes: '5-6,3x4x5', algorithm: 'warnsdorff3d' }, verifier);
    expect(mixed.perSize.map((s) => s.size)).toEqual(['5x5', '6x6', '3x4x5']);
    const flat = sweep({ sizes: '5-6', algorithm: 'warnsdorff3d' });
    expect(mixed.perSize.slice(0, 2)).toEqual(flat.perSize);
    expect(mixed.verified).toBe(mixed.instances - mixed.failures);
    expect(mixed.failed.filter((f) => f.board.depth === 1).every((f) => f.start.length === 2)).toBe(
      true,
    );
    const corrupted = sweep({ sizes: '4x4x4' }, (board, walk) => {
      const bad = walk.squares().slice();
      [bad[1], bad[2]] = [bad[2]!, bad[1]!];
      return verifier(board, { start: walk.start, moves: undefined, squares: () => bad });
    });
    expect(corrupted.failures).toBe(corrupted.instances);
    expect(corrupted.failed[0]!.problem).toMatch(/^verifier rejected the complete walk: .*step/);
  });

  it('summaries of shards fold into the unsharded summary', () => {
    const spec = createSweepSpec({ sizes: '5-16,3x3x4', algorithm: 'warnsdorff3d' });
    const plan = planSweep(spec);
    const runner = new TaskRunner();
    const whole = summarize(
      spec,
      [...plan.tasks()].map((t) => runner.run(spec, t)),
      plan.taskCount,
    );
    const pieces = [3, 1, 2].flatMap((i) =>
      [...plan.forShard({ index: i, count: 3 }).tasks()].map((t) => runner.run(spec, t)),
    );
    expect(summarize(spec, pieces, plan.taskCount)).toEqual(whole);
    expect(whole.failures).toBeGreaterThan(0);
  });
});
