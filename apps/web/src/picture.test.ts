import { type Board, cellAt, cellCount, createBoard } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardColour, PAPER } from './colour.js';
import { chooseColumns, createPicture, picturePath } from './picture.js';

const boardArb = fc
  .record({
    width: fc.integer({ min: 1, max: 8 }),
    height: fc.integer({ min: 1, max: 8 }),
    depth: fc.integer({ min: 1, max: 9 }),
    columns: fc.integer({ min: 1, max: 10 }),
  })
  .map(({ width, height, depth, columns }) => ({
    board: createBoard(width, height, depth),
    columns,
  }));

const pixel = (base: Uint8ClampedArray, i: number) => [...base.subarray(i * 4, i * 4 + 3)];

describe('picture of a board', () => {
  it('puts every cell on one square of the picture and reads it back', () => {
    fc.assert(
      fc.property(boardArb, ({ board, columns }) => {
        const picture = createPicture(board, columns);
        const size = picture.width * picture.height;
        const seen = new Set<number>();
        for (let cell = 0; cell < cellCount(board); cell++) {
          const p = picture.pictureOf[cell]!;
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThan(size);
          expect(picture.cellAt[p]).toBe(cell);
          const [x, y, z = 0] = cellAt(board, cell);
          expect(picture.layerAt[p]).toBe(z);
          expect(pixel(picture.base, p)).toEqual([...boardColour(x, y, z)]);
          seen.add(p);
        }
        expect(seen.size).toBe(cellCount(board));
        // The other squares are gaps and labels: no cell, no layer, paper.
        for (let p = 0; p < size; p++) {
          if (seen.has(p)) continue;
          expect(picture.cellAt[p]).toBe(-1);
          expect(picture.layerAt[p]).toBe(-1);
          expect(pixel(picture.base, p)).toEqual([...PAPER]);
        }
      }),
    );
  });

  it('is the board itself in 2-D, and layer panels with a gap and a label row in 3-D', () => {
    const flat = createPicture(createBoard(8, 5), 3);
    expect(flat).toMatchObject({ columns: 1, rows: 1, width: 8, height: 5 });
    const cells = Int32Array.from([0, 11, 5]);
    expect(picturePath(flat, cells)).toBe(cells);
    const cube = createPicture(createBoard(6, 6, 6), 3);
    expect(cube).toMatchObject({ columns: 3, rows: 2, width: 20, height: 14 });
    expect(cube.panels[0]).toEqual([0, 1, 6, 6]);
    expect(cube.panels[2]).toEqual([14, 1, 6, 6]);
    expect(cube.panels[5]).toEqual([14, 8, 6, 6]);
    // (0,0,0) is in the top-left panel below its label; (5,5,5) the bottom-right corner.
    expect(cube.pictureOf[0]).toBe(20);
    expect(cube.pictureOf[215]).toBe(14 * 20 - 1);
    expect([...picturePath(cube, Int32Array.from([0, -1, 215]))]).toEqual([20, -1, 279]);
  });

  it('chooses the columns that give the largest cells', () => {
    const wide = (board: Board, w: number, h: number) => chooseColumns(board, w, h);
    expect(wide(createBoard(6, 6, 6), 1200, 300)).toBe(6);
    expect(wide(createBoard(6, 6, 6), 300, 1200)).toBe(1);
    expect(wide(createBoard(8, 8), 100, 100)).toBe(1);
  });
});
