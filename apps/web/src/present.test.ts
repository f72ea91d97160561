import { createBoard, findTour, tourExists } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { fittingPosition, speedOf, stepsToShow, walkWords } from './present.js';
import type { SolvedTour } from './protocol.js';

function solved(options: Parameters<typeof findTour>[0]): SolvedTour {
  const tour = findTour(options);
  const board = createBoard(
    options.width ?? options.n!,
    options.height ?? options.n,
    options.depth,
  );
  if (tour.complete || board.depth > 1) return { ...tour, elapsedMs: 1 };
  const answer = tourExists(board, { start: options.start as [number, number] });
  return { ...tour, elapsedMs: 1, existence: { exists: answer.exists, reason: answer.reason } };
}

describe('presentation', () => {
  it('maps the speed slider to 1..100,000 steps a second', () => {
    expect(speedOf(0)).toBe(1);
    expect(speedOf(20)).toBe(10);
    expect(speedOf(100)).toBe(100_000);
    expect(speedOf(-5)).toBe(1);
    expect(speedOf(500)).toBe(100_000);
  });

  it('fits the speed to the walk: a whole walk in a few seconds, 8x8 or 200x200', () => {
    for (const steps of [25, 64, 216, 1024, 40_000]) {
      const seconds = steps / speedOf(fittingPosition(steps));
      expect(seconds).toBeGreaterThan(2.5);
      expect(seconds).toBeLessThan(6);
    }
    expect(speedOf(fittingPosition(0))).toBe(1);
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

  it('says what happened in plain words, then the rule, and keeps core’s sentence', () => {
    expect(walkWords(solved({ n: 8, start: [0, 0] }))).toEqual({
      headline: 'Tour complete: the knight visited all 64 squares, each once.',
      tone: 'good',
      detail: 'The rule: octaml16, chosen by auto.',
      walk: 'auto: open tour of 8x8 from (0,0) in 1 attempt, variant r=+1 t=0, by octaml16.',
    });
    // Numbers with separators, as everywhere on the page.
    expect(
      walkWords(solved({ n: 157, start: [0, 0], algorithm: 'roth-mathematica' })).headline,
    ).toBe(
      'Stuck after 24,645 of 24,649 squares: the knight at (76,76) has no unvisited square to jump to; the 4 red squares were never reached.',
    );
    expect(walkWords(solved({ n: 8, start: [0, 0], closed: true })).headline).toBe(
      'Closed tour: the knight visited all 64 squares, and the last is a knight’s move from the first.',
    );
    const aml = walkWords(solved({ n: 7, start: [6, 2], algorithm: 'aml' }));
    expect(aml.headline).toMatch(
      /^Stuck after 33 of 49 squares: the knight at \(\d,\d\) has no unvisited square to jump to; the 16 red squares were never reached\.$/,
    );
    expect(aml.detail).toMatch(
      /^The rule: aml\. The rule got stuck, not the board: an open tour of 7x7 from \(6,2\) exists/,
    );
    expect(aml.walk).toBe(
      'aml: failed on 7x7 from (6,2): reached 33 of 49 squares after 1 attempt.',
    );
  });

  it('says that no tour exists, and why, on boards and starts where none can', () => {
    for (const [n, start, why] of [
      [3, [0, 0], /^No tour exists here: no knight’s move reaches the square \(1,1\), so/],
      [4, [0, 0], /^No tour exists here: the board is too small: no single walk/],
      [5, [1, 0], /^No tour exists here, because no open tour starts at \(1,0\): .* black\.$/],
    ] as const) {
      const words = walkWords(solved({ n, start }));
      expect(words.headline).toMatch(why);
      expect(words.headline).not.toMatch(/\.\.$/);
      // The theorem comes after the plain words, never first.
      expect(words.headline).not.toMatch(/Cull/);
      expect(words.tone).toBe('bad');
    }
    // 3-D: the parity reason core gives with the empty walk.
    const cube = walkWords(solved({ width: 5, height: 5, depth: 5, start: [1, 0, 0] }));
    expect(cube.headline).toMatch(/^No tour exists here, because no open tour starts at \(1,0,0\)/);
  });

  it('counts cells on a 3-D board', () => {
    expect(walkWords(solved({ width: 4, height: 4, depth: 4, start: [0, 0, 0] })).headline).toBe(
      'Tour complete: the knight visited all 64 cells, each once.',
    );
    const failed = walkWords(solved({ width: 3, height: 3, depth: 3, start: [0, 0, 0] }));
    expect(failed.headline).toMatch(
      /^Stuck after \d+ of 27 cells: the knight at \(\d,\d,\d\) has no unvisited cell/,
    );
  });
});
