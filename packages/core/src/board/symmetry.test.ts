import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBoard } from './board.js';
import { isKnightMove } from './moves.js';
import { symmetriesOf } from './symmetry.js';

const board = fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }));

describe('symmetry group of a board', () => {
  it('has 8 maps on a square board and 4 on a rectangle', () => {
    expect(symmetriesOf(createBoard(8)).map((s) => s.name)).toEqual([
      'identity',
      'rot90',
      'rot180',
      'rot270',
      'flipX',
      'flipY',
      'transpose',
      'antiTranspose',
    ]);
    expect(symmetriesOf(createBoard(8, 10)).map((s) => s.name)).toEqual([
      'identity',
      'rot180',
      'flipX',
      'flipY',
    ]);
  });

  it('every map is a bijection of the board that preserves knight moves', () => {
    fc.assert(
      fc.property(board, ([w, h]) => {
        const b = createBoard(w, h);
        for (const g of symmetriesOf(b)) {
          const seen = new Set<number>();
          for (let y = 0; y < h; y++) {
            for (let x = 0; x < w; x++) {
              const [u, v] = g.apply(x, y);
              expect(u >= 0 && u < w && v >= 0 && v < h).toBe(true);
              seen.add(v * w + u);
              if (x + 1 < w && y + 2 < h) {
                const [p, q] = g.apply(x + 1, y + 2);
                expect(isKnightMove(p - u, q - v)).toBe(true);
              }
            }
          }
          expect(seen.size).toBe(w * h);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('is closed under composition', () => {
    for (const b of [createBoard(6), createBoard(7), createBoard(5, 8)]) {
      const group = symmetriesOf(b);
      const key = (f: (x: number, y: number) => readonly number[]) => {
        const out: number[] = [];
        for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) out.push(...f(x, y));
        return out.join(',');
      };
      const keys = new Set(group.map((g) => key(g.apply)));
      for (const f of group) {
        for (const g of group)
          expect(keys.has(key((x, y) => g.apply(...(f.apply(x, y) as [number, number]))))).toBe(
            true,
          );
      }
    }
  });
});
