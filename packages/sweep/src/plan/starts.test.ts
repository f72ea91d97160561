import {
  type Board,
  cellIndex,
  countStartSquares,
  createBoard,
  START_SETS,
  startSetsFor,
  startSquares,
} from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bisect } from './bisect.js';
import { BoardStarts, countStarts } from './starts.js';

/** Core's starts of a set as flat indices: what the arithmetic must equal. */
const listed = (set: (typeof START_SETS)[number], board: Board) =>
  startSquares(set, board).map(([x, y, z = 0]) => cellIndex(board, x, y, z));

describe('countStarts and BoardStarts', () => {
  it('equal core square by square, for every set on every board up to 24x24', () => {
    for (const set of START_SETS) {
      for (let w = 1; w <= 24; w++) {
        for (let h = 1; h <= 24; h++) {
          const board = createBoard(w, h);
          const expected = listed(set, board);
          expect([set, w, h, countStarts(set, board)]).toEqual([set, w, h, expected.length]);
          const starts = new BoardStarts(set, board);
          expect([...starts.slice(0, starts.count)]).toEqual(expected);
        }
      }
    }
  });

  it('equal core on boxes, for the sets of boxes', () => {
    for (let w = 1; w <= 5; w++) {
      for (let h = 1; h <= 5; h++) {
        for (let d = 2; d <= 5; d++) {
          const board = createBoard(w, h, d);
          for (const set of startSetsFor(board)) {
            expect(countStarts(set, board)).toBe(countStartSquares(set, board));
            expect([...new BoardStarts(set, board).slice(0, 1e9)]).toEqual(listed(set, board));
          }
        }
      }
    }
  });

  it('slice any range and locate any square (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(...START_SETS),
        fc.nat(),
        fc.nat(),
        (w, h, set, a, b) => {
          const board = createBoard(w, h);
          const all = listed(set, board);
          const starts = new BoardStarts(set, board);
          const from = a % (all.length + 1);
          const to = from + (b % (all.length - from + 1));
          expect([...starts.slice(from, to)]).toEqual(all.slice(from, to));
          for (let i = 0; i < w * h; i++) expect(starts.indexOf(i)).toBe(all.indexOf(i));
          expect(starts.indexOf(-1)).toBe(-1);
          expect(starts.indexOf(w * h)).toBe(-1);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('count and slice the largest board row by row', () => {
    const board = createBoard(16384, 16383);
    expect(countStarts('all', board)).toBe(16384 * 16383);
    // Rows 0..8192, row y holding min(8192, y + 1) starts.
    expect(countStarts('paper-octant1', board)).toBe((8192 * 8193) / 2 + 8192);
    const octant = new BoardStarts('octant', board);
    expect(octant.count).toBe(countStarts('octant', board));
    expect(octant.slice(0, 3)).toEqual(Int32Array.of(0, 1, 2));
  });
});

describe('bisect', () => {
  it('finds the first index where a monotone test holds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 120 }), (n, at) => {
        expect(bisect(0, n, (i) => i >= at)).toBe(Math.min(at, n));
      }),
    );
  });
});
