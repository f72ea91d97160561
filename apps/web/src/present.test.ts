import { findTour } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { solve3d } from './core-compat.js';
import { cellsOfPath } from './layers.js';
import { speedOf, squareName, stepsToShow, tourSummary } from './present.js';

describe('presentation', () => {
  it('maps the speed slider to 1..100,000 steps a second', () => {
    expect(speedOf(0)).toBe(1);
    expect(speedOf(20)).toBe(10);
    expect(speedOf(100)).toBe(100_000);
    expect(speedOf(-5)).toBe(1);
    expect(speedOf(500)).toBe(100_000);
  });

  it('advances whole steps per frame and carries the fraction', () => {
    let carry = 0;
    let steps = 0;
    // 60 frames of 1/60 s at 30 steps/s: 30 steps in all, never a frame's fraction lost.
    for (let i = 0; i < 60; i++) {
      const next = stepsToShow(30, 1 / 60, carry);
      steps += next.steps;
      carry = next.carry;
    }
    expect(steps + Math.round(carry)).toBe(30);
    // A long pause (a background tab) advances a quarter of a second at most.
    expect(stepsToShow(100, 10, 0).steps).toBe(25);
  });

  it('says how a tour was found, and where a failed walk stranded', () => {
    const tour = findTour({ n: 8, start: [0, 0] });
    expect(tourSummary(tour)).toEqual({
      verdict: 'Complete open tour of 64 squares.',
      details: 'auto: method octaml16, 1 attempt, variant r=1 t=0.',
    });
    const aml = findTour({ n: 7, start: [6, 2], algorithm: 'aml' });
    const last = aml.squares[aml.squares.length - 1]!;
    expect(tourSummary({ ...aml, elapsedMs: 3.25 })).toEqual({
      verdict: `Failed: reached 33 of 49 squares, stranded at ${squareName(last % 7, Math.floor(last / 7))}; 16 never visited (dark).`,
      details: 'aml: 1 attempt, 3.3 ms.',
    });
    const parity = findTour({ n: 5, start: [1, 0] });
    expect(tourSummary(parity).verdict).toBe(
      'Failed: reached 0 of 25 squares; 25 never visited (dark).',
    );
    expect(tourSummary(parity).details).toMatch(
      /^auto: 0 attempts\. no open tour starts at \(1,0\)/,
    );
  });

  it('counts cells and names them (x,y,z) on a 3-D board', () => {
    const cube = solve3d({ width: 4, height: 4, depth: 4 });
    expect(tourSummary({ ...cube, squares: cellsOfPath(cube, cube.path) })).toEqual({
      verdict: 'Complete open tour of 64 cells.',
      details: 'octaml16-3d: 1 attempt, variant r=1 t=0.',
    });
    const failed = solve3d({ width: 3, height: 3, depth: 3 });
    const [x, y, z] = failed.path[failed.path.length - 1]! as number[];
    expect(tourSummary({ ...failed, squares: cellsOfPath(failed, failed.path) }).verdict).toBe(
      `Failed: reached ${failed.path.length} of 27 cells, stranded at (${x},${y},${z}); ${27 - failed.path.length} never visited (dark).`,
    );
    expect(squareName(1, 2, 3)).toBe('(1,2,3)');
  });
});
