import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBoard } from './board.js';
import { octantOf, quadrantOf } from './regions.js';
import { symmetriesOf } from './symmetry.js';

const square = fc
  .integer({ min: 1, max: 40 })
  .chain((n) => fc.tuple(fc.constant(n), fc.nat(n - 1), fc.nat(n - 1)));

describe('quadrants and octants (SPEC §3, pinwheel convention)', () => {
  it('names the corners of an 8×8 board NW, NE, SE, SW and their octants', () => {
    const b = createBoard(8);
    expect([
      quadrantOf(b, 0, 0),
      quadrantOf(b, 7, 0),
      quadrantOf(b, 7, 7),
      quadrantOf(b, 0, 7),
    ]).toEqual([1, 2, 3, 4]);
    expect([octantOf(b, 0, 1), octantOf(b, 1, 0), octantOf(b, 6, 0), octantOf(b, 7, 1)]).toEqual([
      1, 2, 3, 4,
    ]);
    expect([octantOf(b, 7, 6), octantOf(b, 6, 7), octantOf(b, 1, 7), octantOf(b, 0, 6)]).toEqual([
      5, 6, 7, 8,
    ]);
  });

  it('puts the centre of an odd board in quadrant 1, octant 1, and axis squares clockwise-after the axis', () => {
    const b = createBoard(7);
    expect(quadrantOf(b, 3, 3)).toBe(1);
    expect(octantOf(b, 3, 3)).toBe(1);
    expect(quadrantOf(b, 3, 0)).toBe(2); // north axis -> NE
    expect(quadrantOf(b, 6, 3)).toBe(3); // east axis -> SE
    expect(quadrantOf(b, 3, 6)).toBe(4); // south axis -> SW
    expect(quadrantOf(b, 0, 3)).toBe(1); // west axis -> NW
  });

  it('a 90° rotation maps quadrant q to q+1 and octant o to o+2 (centre excepted)', () => {
    fc.assert(
      fc.property(square, ([n, x, y]) => {
        const b = createBoard(n);
        const rot90 = symmetriesOf(b).find((s) => s.name === 'rot90')!;
        if (rot90.fixes(x, y)) return;
        const [u, v] = rot90.apply(x, y);
        expect(quadrantOf(b, u, v)).toBe((quadrantOf(b, x, y) % 4) + 1);
        expect(octantOf(b, u, v)).toBe(((octantOf(b, x, y) + 1) % 8) + 1);
      }),
    );
  });

  it('each quadrant holds a quarter of the squares (all but the centre)', () => {
    for (const n of [5, 6, 7, 8, 11, 12]) {
      const b = createBoard(n);
      const counts = [0, 0, 0, 0];
      for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) counts[quadrantOf(b, x, y) - 1]!++;
      const quarter = Math.floor((n * n) / 4);
      expect(counts.slice(1)).toEqual([quarter, quarter, quarter]);
      expect(counts[0]).toBe(n * n - 3 * quarter);
    }
  });
});
