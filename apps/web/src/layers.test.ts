import { cellCount } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardColour, PAPER } from './colour.js';
import { cellAt, solve3d } from './core-compat.js';
import {
  baseColour,
  cellAtPicture,
  cellsOfPath,
  chooseColumns,
  layerAtPicture,
  layerLayout,
  panelOrigin,
  panelRects,
  pictureIndex,
  picturePath,
  sameLayer,
} from './layers.js';

const layoutArb = fc
  .record({
    width: fc.integer({ min: 1, max: 8 }),
    height: fc.integer({ min: 1, max: 8 }),
    depth: fc.integer({ min: 1, max: 9 }),
    columns: fc.integer({ min: 1, max: 10 }),
  })
  .map(({ width, height, depth, columns }) => layerLayout(width, height, depth, columns));

describe('layer layout', () => {
  it('puts every cell on one square of the picture and reads it back', () => {
    fc.assert(
      fc.property(layoutArb, (layout) => {
        const { width, height, depth, imageWidth, imageHeight } = layout;
        const seen = new Set<number>();
        for (let z = 0; z < depth; z++) {
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              const p = pictureIndex(layout, x, y, z);
              expect(p).toBeGreaterThanOrEqual(0);
              expect(p).toBeLessThan(imageWidth * imageHeight);
              expect(cellAtPicture(layout, p)).toEqual([x, y, z]);
              expect(layerAtPicture(layout, p)).toBe(z);
              seen.add(p);
            }
          }
        }
        expect(seen.size).toBe(cellCount(layout));
        // And back: the squares that are cells are exactly those, the rest gaps and labels.
        let cells = 0;
        for (let p = 0; p < imageWidth * imageHeight; p++) {
          const cell = cellAtPicture(layout, p);
          if (cell) {
            cells++;
            expect(pictureIndex(layout, ...cell)).toBe(p);
          } else {
            expect(layerAtPicture(layout, p)).toBe(-1);
            expect(baseColour(p, imageWidth, layout)).toEqual(PAPER);
          }
        }
        expect(cells).toBe(cellCount(layout));
        expect(cellAtPicture(layout, -1)).toBeUndefined();
        expect(cellAtPicture(layout, imageWidth * imageHeight)).toBeUndefined();
      }),
    );
  });

  it('lays layers left to right in rows, a gap column between panels and a label row above', () => {
    const layout = layerLayout(6, 6, 6, 3);
    expect(layout).toMatchObject({ columns: 3, rows: 2, imageWidth: 20, imageHeight: 14 });
    expect(panelOrigin(layout, 0)).toEqual([0, 1]);
    expect(panelOrigin(layout, 2)).toEqual([14, 1]);
    expect(panelOrigin(layout, 3)).toEqual([0, 8]);
    expect(panelRects(layout)[5]).toEqual([14, 8, 6, 6]);
    // (0,0,0) is in the top-left panel, below its label; (5,5,5) the bottom-right corner.
    expect(pictureIndex(layout, 0, 0, 0)).toBe(20);
    expect(pictureIndex(layout, 5, 5, 5)).toBe(14 * 20 - 1);
    // The label row and the gap column are no cell.
    expect(cellAtPicture(layout, 0)).toBeUndefined();
    expect(cellAtPicture(layout, 20 + 6)).toBeUndefined();
    // An incomplete last row: the squares after the last panel are no cell either.
    const ragged = layerLayout(3, 3, 5, 3);
    expect(cellAtPicture(ragged, 6 * ragged.imageWidth + 2 * 4 + 1)).toBeUndefined();
    expect(cellAtPicture(ragged, 5 * ragged.imageWidth + 4)).toEqual([0, 0, 4]);
    // Columns are clamped to 1..depth.
    expect(layerLayout(4, 4, 3, 9).columns).toBe(3);
    expect(layerLayout(4, 4, 3, 0).columns).toBe(1);
  });

  it('chooses the columns that give the largest cells, wrapping wide boards into rows', () => {
    // 6 layers of 6×6 in a 3:2 area: two rows of three beat one row of six.
    expect(chooseColumns(6, 6, 6, 900, 600)).toBe(3);
    // A wide, low area: one row.
    expect(chooseColumns(4, 4, 4, 1600, 200)).toBe(4);
    // A tall, narrow one (a phone): one column.
    expect(chooseColumns(5, 5, 5, 300, 1600)).toBe(1);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 100, max: 2000 }),
        fc.integer({ min: 100, max: 2000 }),
        (w, h, d, vw, vh) => {
          const scaleOf = (c: number) => {
            const l = layerLayout(w, h, d, c);
            return Math.min(vw / l.imageWidth, vh / l.imageHeight);
          };
          const best = chooseColumns(w, h, d, vw, vh);
          for (let c = 1; c <= d; c++)
            expect(scaleOf(best)).toBeGreaterThanOrEqual(scaleOf(c) - 1e-9);
        },
      ),
    );
  });

  it('maps a walk of core cell indices to picture squares, joining only moves within a layer', () => {
    const tour = solve3d({ width: 4, height: 5, depth: 3, start: [1, 2, 0] });
    const board = { width: 4, height: 5, depth: 3 };
    const cells = cellsOfPath(board, tour.path);
    const layout = layerLayout(4, 5, 3, 2);
    const steps = picturePath(layout, Int32Array.from([...cells, -1]));
    expect(steps[cells.length]).toBe(-1);
    for (let k = 0; k < cells.length; k++) {
      expect(cellAt(board, cells[k]!)).toEqual(tour.path[k]);
      expect(cellAtPicture(layout, steps[k]!)).toEqual(cellAt(board, cells[k]!));
      if (k > 0) {
        const dz = tour.path[k]![2] - tour.path[k - 1]![2];
        expect(sameLayer(layout, steps[k - 1]!, steps[k]!)).toBe(dz === 0);
      }
    }
    // 2-D: every move is in the one layer.
    expect(sameLayer(undefined, 0, 99)).toBe(true);
  });

  it('colours a cell by x + y + z, as the knight alternates colours', () => {
    const layout = layerLayout(3, 3, 3, 3);
    expect(baseColour(pictureIndex(layout, 0, 0, 1), layout.imageWidth, layout)).toEqual(
      boardColour(1, 0),
    );
    expect(baseColour(pictureIndex(layout, 1, 0, 1), layout.imageWidth, layout)).toEqual(
      boardColour(0, 0),
    );
    // Without layers, the 2-D checker pattern.
    expect(baseColour(9, 8, undefined)).toEqual(boardColour(1, 1));
  });
});
