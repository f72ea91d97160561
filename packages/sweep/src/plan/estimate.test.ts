import { KnightsTourError } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import {
  checkWorkLimit,
  KERNEL_SQUARES_PER_SECOND,
  LONG_RUN_SECONDS,
  WALKER_SQUARES_PER_SECOND,
  walkRate,
} from './estimate.js';
import { planSweep } from './plan.js';
import { createSweepSpec } from './spec.js';

const plan = (sizes: string, algorithm?: string) =>
  planSweep(createSweepSpec({ sizes, algorithm }));

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
