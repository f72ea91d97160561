import {
  autoTour,
  closedTour,
  closedToursExist,
  createBoard,
  HeuristicRunner,
  isKnightMove,
  isPossibleStart,
} from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { checkSquares } from './check-squares.js';

// The proof that `auto` never gives up, checked by the verifier rather than by the solver:
// every possible start of every square board 5..60 and every rectangle 5..30.
function proveBoard(
  width: number,
  height: number,
  failures: string[],
  methods: Map<string, number>,
) {
  const board = createBoard(width, height);
  const runner = new HeuristicRunner(board);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!isPossibleStart(board, x, y)) continue;
      const outcome = autoTour(board, x, y, { runner });
      methods.set(outcome.method, (methods.get(outcome.method) ?? 0) + 1);
      const problem = outcome.complete
        ? checkSquares(board, outcome.squares)
        : `no tour (${outcome.reason})`;
      if (problem || outcome.squares[0] !== y * width + x) {
        failures.push(
          `${width}x${height} from (${x},${y}) by ${outcome.method}: ${problem ?? 'starts elsewhere'}`,
        );
      }
    }
  }
}

// Exhaustive over every board and start of the ranges (11 s of one core): `pnpm test:long`, which
// CI runs; `pnpm test` proves the small boards, where the fallbacks are most used.
describe('auto returns a verified tour from every possible start', () => {
  it('of every board 5 ≤ w, h ≤ 12 (the quick proof)', () => {
    const failures: string[] = [];
    const methods = new Map<string, number>();
    for (let w = 5; w <= 12; w++) for (let h = 5; h <= 12; h++) proveBoard(w, h, failures, methods);
    expect(failures).toEqual([]);
    expect(methods.get('octaml16')).toBeLessThan([...methods.values()].reduce((a, b) => a + b, 0));
  });

  it('of every square board 5 ≤ n ≤ 60', { tags: ['long'] }, () => {
    const failures: string[] = [];
    const methods = new Map<string, number>();
    for (let n = 5; n <= 60; n++) proveBoard(n, n, failures, methods);
    expect(failures).toEqual([]);
    // Every possible start was tried: all squares of even boards, white ones of odd boards.
    expect([...methods.values()].reduce((a, b) => a + b, 0)).toBe(55_804);
  });

  it('of every rectangular board 5 ≤ w, h ≤ 30', { tags: ['long'] }, () => {
    const failures: string[] = [];
    const methods = new Map<string, number>();
    for (let w = 5; w <= 30; w++) {
      for (let h = 5; h <= 30; h++) if (w !== h) proveBoard(w, h, failures, methods);
    }
    expect(failures).toEqual([]);
    // OctAML16 alone misses some starts on rectangles: the fallbacks are really exercised.
    expect(methods.get('octaml16')).toBeLessThan([...methods.values()].reduce((a, b) => a + b, 0));
  });
});

describe('closed tours are verified closed', () => {
  it('on every board 5 ≤ w, h ≤ 24 that has one, plus 3×n strips', () => {
    const boards: [number, number][] = [];
    for (let w = 5; w <= 24; w++) for (let h = 5; h <= 24; h++) boards.push([w, h]);
    for (const n of [10, 12, 14, 20, 31, 40]) boards.push([3, n], [n, 3]);
    let checked = 0;
    for (const [w, h] of boards) {
      const board = createBoard(w, h);
      if (!closedToursExist(board)) continue;
      const start: [number, number] = [w - 1, Math.floor(h / 2)];
      const squares = closedTour(board, ...start);
      expect(checkSquares(board, squares), `${w}x${h}`).toBeUndefined();
      expect(squares[0]).toBe(start[1] * w + start[0]);
      const first = squares[0]!;
      const last = squares[squares.length - 1]!;
      expect(
        isKnightMove((last % w) - (first % w), Math.floor(last / w) - Math.floor(first / w)),
        `${w}x${h} closes`,
      ).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });
});
