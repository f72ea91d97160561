import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellCount, cellIndex, createBoard } from './board.js';
import { boardFields, boardOf } from './fields.js';
import { cellAt, squareArity, squareOf } from './square.js';
import { squaresToPath, tourDocument } from './tour.js';

const board = fc
  .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), fc.nat(4))
  .map(([w, h, d]) => createBoard(w, h, d === 0 ? 1 : d));

describe('the wire form of a board (SPEC §9)', () => {
  it('writes depth only on a box', () => {
    expect(boardFields(createBoard(8, 10))).toEqual({ width: 8, height: 10 });
    expect('depth' in boardFields(createBoard(8))).toBe(false);
    expect(boardFields(createBoard(6, 5, 4))).toEqual({ width: 6, height: 5, depth: 4 });
    // The key order files have always had.
    expect(Object.keys(boardFields(createBoard(6, 5, 4)))).toEqual(['width', 'height', 'depth']);
  });

  it('reads back the board it wrote, and a missing depth as 1', () => {
    fc.assert(
      fc.property(board, (b) => {
        expect(boardOf(boardFields(b))).toEqual(b);
      }),
    );
    expect(boardOf({ width: 3, height: 4 })).toEqual({ width: 3, height: 4, depth: 1 });
  });

  it('writes a square with two coordinates on a 2-D board and three on a box', () => {
    expect(squareOf(createBoard(8), 3, 4)).toEqual([3, 4]);
    expect(squareOf(createBoard(8), 3, 4, 0)).toEqual([3, 4]);
    expect(squareOf(createBoard(4, 4, 4), 3, 2)).toEqual([3, 2, 0]);
    fc.assert(
      fc.property(board, fc.nat(), (b, k) => {
        const s = k % cellCount(b);
        const square = cellAt(b, s);
        expect(square).toHaveLength(squareArity(b));
        const [x, y, z = 0] = square;
        expect(cellIndex(b, x, y, z)).toBe(s);
        expect(squareOf(b, x, y, z)).toEqual(square);
      }),
    );
  });

  it('builds every tour document in the same field order, depth only on a box', () => {
    const box = createBoard(2, 2, 2);
    const tour = {
      board: box,
      algorithm: 'test',
      start: [0, 0, 0] as const,
      complete: false,
      closed: false,
      attempts: 1,
      reason: 'why',
      squares: Int32Array.of(0, 7),
    };
    const doc = tourDocument(tour);
    expect(Object.keys(doc)).toEqual([
      'format',
      'width',
      'height',
      'depth',
      'algorithm',
      'start',
      'complete',
      'closed',
      'attempts',
      'reason',
      'path',
    ]);
    expect(doc.path).toEqual(squaresToPath(box, tour.squares));
    expect(doc.path).toEqual([
      [0, 0, 0],
      [1, 1, 1],
    ]);
    const flat = tourDocument({ ...tour, board: createBoard(3), start: [0, 0] });
    expect('depth' in flat).toBe(false);
  });
});
