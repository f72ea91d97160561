import { describe, expect, it } from 'vitest';
import { createBoard, isPossibleStart } from './board/index.js';
import { symmetriesOf } from './board/symmetry.js';
import { HeuristicRunner } from './heuristics.js';

/**
 * OctAML16 on rectangles (docs/rectangles.md): its walks commute with the 4 symmetries of a
 * rectangle as they do with the 8 of a square: rot180 for every start but the centre, the
 * flips for every start off the octant boundaries (axes X = 0, Y = 0 and lines |X| = |Y|).
 */
describe('OctAML16 on rectangles respects their symmetries', () => {
  it('tour(g(s)) = g(tour(s)) for rot180 and both flips, every rectangle with sides 5..12', () => {
    const counts = { rotation: 0, reflection: 0, boundary: 0 };
    for (let w = 5; w <= 12; w++) {
      for (let h = 5; h <= 12; h++) {
        if (w === h) continue;
        const board = createBoard(w, h);
        const runner = new HeuristicRunner(board);
        const group = symmetriesOf(board).filter((g) => g.name !== 'identity');
        expect(group.map((g) => g.name)).toEqual(['rot180', 'flipX', 'flipY']);
        for (let y = 0; y < h; y++) {
          for (let x = 0; x < w; x++) {
            if (!isPossibleStart(board, x, y)) continue;
            const X = 2 * x - (w - 1);
            const Y = 2 * y - (h - 1);
            const onBoundary = X === 0 || Y === 0 || Math.abs(X) === Math.abs(Y);
            const tour = runner.run('octaml16', [x, y]);
            for (const g of group) {
              if (g.fixes(x, y)) continue;
              if (g.kind === 'reflection' && onBoundary) {
                counts.boundary++;
                continue;
              }
              const [u, v] = g.apply(x, y);
              const image = runner.run('octaml16', [u, v]);
              expect(image.complete).toBe(tour.complete);
              const mapped = Array.from(tour.squares, (q) => {
                const [a, b] = g.apply(q % w, Math.floor(q / w));
                return b * w + a;
              });
              expect(Array.from(image.squares), `${w}x${h} ${g.name} of (${x},${y})`).toEqual(
                mapped,
              );
              counts[g.kind]++;
            }
          }
        }
      }
    }
    expect(counts.rotation).toBeGreaterThan(3_000);
    expect(counts.reflection).toBeGreaterThan(5_000);
  });

  it('a reflection can differ on the octant boundaries (as on square boards)', () => {
    // (0,2) of 5x9: X = -4, Y = -4 lies on |X| = |Y|; flipX puts its mirror in octant 3,
    // of the same parity as its own octant 1, so the order does not reverse.
    const board = createBoard(5, 9);
    const runner = new HeuristicRunner(board);
    const flipX = symmetriesOf(board).find((g) => g.name === 'flipX')!;
    const tour = runner.run('octaml16', [0, 2]);
    const image = runner.run('octaml16', [4, 2]);
    const mapped = Array.from(tour.squares, (q) => {
      const [a, b] = flipX.apply(q % 5, Math.floor(q / 5));
      return b * 5 + a;
    });
    expect(Array.from(image.squares)).not.toEqual(mapped);
  });
});
