import { createBoard, HEURISTICS_2D, KnightsTourError } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import {
  checkWorkLimit,
  instanceCosts,
  KERNEL_SQUARES_PER_SECOND,
  LONG_RUN_SECONDS,
  RULE_WALKER_SQUARES_PER_SECOND,
  WALKER_SQUARES_PER_SECOND,
  walkRate,
} from './estimate.js';
import { planSweep } from './plan.js';
import { createSweepSpec, type SweepSpecInput } from './spec.js';
import { TaskRunner } from './task-runner.js';

const plan = (sizes: string, algorithm?: string, starts?: string) =>
  planSweep(createSweepSpec({ sizes, algorithm, starts }));

describe('the work limit', () => {
  it('estimates time at the rate of the engine that walks', () => {
    expect(walkRate('octaml16')).toBe(KERNEL_SQUARES_PER_SECOND);
    expect(walkRate('octaml16-3d')).toBe(WALKER_SQUARES_PER_SECOND);
    const flat = plan('5-40', 'warnsdorff3d');
    expect(flat.seconds).toBeCloseTo(flat.work / WALKER_SQUARES_PER_SECOND, 6);
    expect(plan('5-40').seconds).toBeCloseTo(flat.work / KERNEL_SQUARES_PER_SECOND, 6);
  });

  it('refuses work beyond the limit with one line saying how to proceed', () => {
    const huge = plan('5-5000');
    expect(() => checkWorkLimit(huge, { workers: 2 })).toThrow(KnightsTourError);
    try {
      checkWorkLimit(huge, { workers: 2 });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toMatch(
        /^this sweep would walk about 4\.\d+e\+17 squares, about [\d.e]+ years on 2 workers/,
      );
      expect(message).toContain('--shard');
      expect(message).toContain('--yes');
    }
    expect(() => checkWorkLimit(huge, { workers: 2, accept: true })).not.toThrow();
    expect(() => checkWorkLimit(plan('5-80'), { workers: 2 })).not.toThrow();
    expect(plan('5-120').seconds).toBeLessThan(LONG_RUN_SECONDS);
  });

  it('counts time, not squares: a slower engine reaches the limit on fewer squares', () => {
    const boxes = plan('3-24x3-24x3-24');
    expect(boxes.work).toBeLessThan(1e12);
    expect(() => checkWorkLimit(boxes, { workers: 1 })).toThrow(/would walk about/);
  });

  it('names the Action input when asked to', () => {
    expect(() =>
      checkWorkLimit(plan('5-3000'), { workers: 4, proceed: 'set accept-long-run: true' }),
    ).toThrow(/accept-long-run: true$/);
  });
});

describe('the cost of rules that retry or walk one start at a time', () => {
  it('walks the rules the walk steers, and random ties, at the general walker’s rate', () => {
    for (const rule of ['pohl', 'switching', 'parberry'] as const) {
      expect(walkRate(rule)).toBe(RULE_WALKER_SQUARES_PER_SECOND);
    }
    expect(walkRate('warnsdorff')).toBe(KERNEL_SQUARES_PER_SECOND);
    expect(walkRate('warnsdorff', true)).toBe(RULE_WALKER_SQUARES_PER_SECOND);
    const seeded = planSweep(createSweepSpec({ sizes: '5-40', algorithm: 'warnsdorff', seed: 1 }));
    expect(seeded.seconds).toBeCloseTo(seeded.work / RULE_WALKER_SQUARES_PER_SECOND, 6);
  });

  it('counts Parberry’s retries: its long sweeps are refused at once, its short ones run', () => {
    for (const [sizes, starts] of [
      ['5-2000', 'corner'],
      ['5-60', 'octant'],
    ]) {
      const long = plan(sizes!, 'parberry', starts);
      expect(long.walked).toBeGreaterThan(long.work);
      expect(() => checkWorkLimit(long, { workers: 2 }), sizes).toThrow(
        /^this sweep would walk about [\d.]+e\+\d+ squares, about/,
      );
    }
    expect(() => checkWorkLimit(plan('5-30', 'parberry'), { workers: 2 })).not.toThrow();
    // Odd boards have no closed tour: one attempt each.
    const odd = plan('5,7,9', 'parberry');
    expect(odd.walked).toBe(odd.work);
  });

  it('refuses one Parberry walk of the largest board under a limit, and no Pohl walk', () => {
    const board = createBoard(16384);
    const parberry = instanceCosts('parberry').of(board);
    const pohl = instanceCosts('pohl').of(board);
    expect(parberry.seconds).toBeGreaterThan(600);
    expect(pohl.seconds).toBeLessThan(600);
    expect(() =>
      checkWorkLimit(
        { work: board.width * board.height, walked: parberry.squares, seconds: parberry.seconds },
        {
          workers: 1,
          limit: 600,
          confirmable: false,
          what: 'this walk',
          proceed: 'choose another',
        },
      ),
    ).toThrow(
      /^this walk would walk about .* \(more than 10\.0 minutes of one worker is refused\): choose another$/,
    );
  });

  /** Squares a sweep really walks (every attempt), run task by task as a worker does. */
  function walked(input: SweepSpecInput): number {
    const spec = createSweepSpec(input);
    const runner = new TaskRunner();
    let squares = 0;
    for (const task of planSweep(spec).tasks()) squares += runner.run(spec, task).squares;
    return squares;
  }

  it('is never below what a sweep of each rule really walks (by more than a half)', () => {
    const sweeps: SweepSpecInput[] = [
      ...HEURISTICS_2D.map((algorithm) => ({ sizes: '5-16', starts: 'octant', algorithm })),
      { sizes: '5-16', starts: 'octant', algorithm: 'warnsdorff', seed: 3 },
      { sizes: '5-16', starts: 'octant', algorithm: 'auto' },
      { sizes: '6-30', starts: 'corner', algorithm: 'parberry' },
      { sizes: '3-5x3-5x3-5', algorithm: 'octaml16-3d' },
    ];
    for (const input of sweeps) {
      const estimate = planSweep(createSweepSpec(input)).walked;
      expect(walked(input), JSON.stringify(input)).toBeLessThanOrEqual(1.5 * estimate);
    }
  });
});
