import { createBoard, findTour } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { Slot } from './palette.js';
import { walkPicture } from './picture.js';
import { minNumberCell, rasterize, squaresImage } from './raster.js';

describe('rasterize', () => {
  const tour = findTour({ n: 6, algorithm: 'octaml16' });
  const picture = walkPicture(tour);

  it('fills every cell with its square’s slot', () => {
    const image = rasterize(picture, 10);
    expect([image.width, image.height]).toEqual([60, 60]);
    expect(image.palette).toHaveLength(256);
    for (let s = 0; s < 36; s++) {
      const [x, y] = [s % 6, Math.floor(s / 6)];
      expect(image.pixels[(y * 10 + 5) * 60 + x * 10 + 5]).toBe(picture.slots[s]);
    }
  });

  it('lines and numbers draw ink over the squares', () => {
    const plain = rasterize(picture, 24);
    const drawn = rasterize(picture, 24, { lines: true, numbers: true });
    const ink = (image: typeof plain) => image.pixels.filter((p) => p === Slot.Line).length;
    expect(ink(plain)).toBe(0);
    expect(ink(drawn)).toBeGreaterThan(500);
  });

  it('marks a bad move red even without lines', () => {
    const bad = walkPicture({ board: createBoard(4), squares: [0, 6, 7] });
    const image = rasterize(bad, 12);
    // The square (3,1) of step 3 is visited, yet red pixels lie on the segment from (2,1).
    expect(image.pixels[(1 * 12 + 6) * 48 + 3 * 12]).toBe(Slot.Unvisited);
  });

  it('labels the layers of a box when the cell is tall enough', () => {
    const box = walkPicture(findTour({ width: 3, height: 4, depth: 2 }));
    const labelled = rasterize(box, 20);
    expect(labelled.pixels.subarray(0, 20 * labelled.width).includes(Slot.Line)).toBe(true);
    const tiny = rasterize(box, 5);
    expect(tiny.pixels.subarray(0, 5 * tiny.width).every((p) => p === Slot.Paper)).toBe(true);
  });

  it('squaresImage is the picture at one pixel a square', () => {
    expect(squaresImage(picture).pixels).toBe(picture.slots);
    expect(minNumberCell(2)).toBe(15);
  });
});
