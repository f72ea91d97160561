import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellAtPicture,
  chooseColumns,
  indexLayout,
  layerAtPicture,
  layerLayout,
  panelOrigin,
  panelRects,
  pictureIndex,
} from './layout.js';

const layoutArb = fc
  .record({
    width: fc.integer({ min: 1, max: 8 }),
    height: fc.integer({ min: 1, max: 8 }),
    depth: fc.integer({ min: 1, max: 9 }),
    columns: fc.integer({ min: 1, max: 10 }),
  })
  .map(({ columns, ...board }) => layerLayout(board, columns));

describe('layerLayout', () => {
  it('puts every cell on its own picture square and reads it back; the rest is paper', () => {
    fc.assert(
      fc.property(layoutArb, (layout) => {
        const { width, height, depth, imageWidth, imageHeight } = layout;
        const seen = new Set<number>();
        for (let z = 0; z < depth; z++) {
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              const p = pictureIndex(layout, x, y, z);
              expect(cellAtPicture(layout, p)).toEqual([x, y, z]);
              expect(layerAtPicture(layout, p)).toBe(z);
              seen.add(p);
            }
          }
        }
        expect(seen.size).toBe(width * height * depth);
        let cells = 0;
        for (let p = 0; p < imageWidth * imageHeight; p++) {
          if (layerAtPicture(layout, p) >= 0) cells++;
          else expect(cellAtPicture(layout, p)).toBeUndefined();
        }
        expect(cells).toBe(width * height * depth);
        expect(layerAtPicture(layout, -1)).toBe(-1);
        expect(layerAtPicture(layout, imageWidth * imageHeight)).toBe(-1);
      }),
    );
  });

  it('a 2-D board is its own picture: one panel, no label row', () => {
    const layout = layerLayout({ width: 8, height: 10 });
    expect(layout).toMatchObject({ imageWidth: 8, imageHeight: 10, label: 0, columns: 1 });
    expect(pictureIndex(layout, 3, 4)).toBe(4 * 8 + 3);
  });

  it('a box: layers left to right in rows, a gap column between panels, a label row above', () => {
    const layout = layerLayout({ width: 6, height: 6, depth: 6 }, 3);
    expect(layout).toMatchObject({ columns: 3, rows: 2, imageWidth: 20, imageHeight: 14 });
    expect(panelOrigin(layout, 0)).toEqual([0, 1]);
    expect(panelOrigin(layout, 2)).toEqual([14, 1]);
    expect(panelOrigin(layout, 3)).toEqual([0, 8]);
    expect(panelRects(layout)[5]).toEqual([14, 8, 6, 6]);
    expect(pictureIndex(layout, 0, 0, 0)).toBe(20);
    expect(pictureIndex(layout, 5, 5, 5)).toBe(14 * 20 - 1);
    expect(layerLayout({ width: 4, height: 4, depth: 3 })).toMatchObject({
      columns: 3,
      imageWidth: 14,
      imageHeight: 5,
    });
  });

  it('refuses a board core refuses', () => {
    expect(() => layerLayout({ width: 0, height: 3 })).toThrow(/width must be a positive integer/);
  });
});

describe('chooseColumns', () => {
  it('one row when the layers fit side by side, more rows for wide boards in a tall view', () => {
    expect(chooseColumns({ width: 4, height: 4, depth: 4 }, 1000, 200)).toBe(4);
    expect(chooseColumns({ width: 8, height: 8, depth: 9 }, 400, 400)).toBe(3);
    expect(chooseColumns({ width: 8, height: 8 }, 400, 400)).toBe(1);
  });
});

describe('indexLayout', () => {
  it('answers by lookup what the layout answers by arithmetic, for every square and cell', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 10 }),
        (width, height, depth, columns) => {
          const layout = layerLayout({ width, height, depth }, columns);
          const index = indexLayout(layout);
          for (let p = 0; p < layout.imageWidth * layout.imageHeight; p++) {
            const cell = cellAtPicture(layout, p);
            expect(index.layerAt[p]).toBe(layerAtPicture(layout, p));
            expect(index.cellAt[p]).toBe(
              cell ? (cell[2] * height + cell[1]) * width + cell[0] : -1,
            );
          }
          for (let cell = 0; cell < width * height * depth; cell++) {
            const x = cell % width;
            const y = Math.floor(cell / width) % height;
            const z = Math.floor(cell / (width * height));
            expect(index.pictureOf[cell]).toBe(pictureIndex(layout, x, y, z));
          }
        },
      ),
    );
  });
});
