import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBoard } from './board.js';
import { isPossibleStart } from './colour.js';
import { countStartSquares, startSetsFor, startSquares } from './starts.js';
import { symmetriesOf } from './symmetry.js';

describe('start-square sets (SPEC §7)', () => {
  it('contain possible starts only', () => {
    for (const n of [5, 6, 7, 8, 9]) {
      const b = createBoard(n);
      for (const set of startSetsFor(b)) {
        for (const [x, y] of startSquares(set, b)) expect(isPossibleStart(b, x, y)).toBe(true);
      }
    }
  });

  it('`octant` holds exactly one square per symmetry class of possible starts', () => {
    for (const b of [
      createBoard(5),
      createBoard(6),
      createBoard(7),
      createBoard(10),
      createBoard(6, 9),
      createBoard(7, 9),
    ]) {
      const group = symmetriesOf(b);
      const representatives = startSquares('octant', b);
      const covered = new Map<string, number>();
      for (const [x, y] of representatives) {
        const orbit = new Set(group.map((g) => g.apply(x, y).join(',')));
        for (const s of orbit) covered.set(s, (covered.get(s) ?? 0) + 1);
      }
      const possible = startSquares('all', b).map((s) => s.join(','));
      expect([...covered.keys()].sort()).toEqual([...possible].sort());
      expect([...covered.values()].every((c) => c === 1)).toBe(true);
    }
  });

  it('follows the paper sets literally', () => {
    const b = createBoard(8); // floor(n/2) = 4
    expect(startSquares('paper-quadrant2', b)).toEqual(
      [0, 1, 2, 3].flatMap((y) => [5, 6, 7].map((x) => [x, y])),
    );
    const octant1 = startSquares('paper-octant1', b);
    expect(octant1.every(([x, y]) => x < 4 && y <= 4 && x <= y)).toBe(true);
    expect(octant1.length).toBe(1 + 2 + 3 + 4 + 4); // rows y = 0..4
    expect(startSquares('corner', b)).toEqual([[0, 0]]);
  });

  it('boxes have their own sets, and each set names the boards it is for', () => {
    const box = createBoard(6, 6, 6);
    expect(startSetsFor(box)).toEqual(['all', 'fundamental', 'corner']);
    expect(startSquares('corner', box)).toEqual([[0, 0, 0]]);
    expect(startSquares('fundamental', box)).toHaveLength(10);
    expect(() => startSquares('octant', box)).toThrow(
      "start set 'octant' is for 2-D boards; on 6x6x6 use all, fundamental or corner",
    );
    // One square per orbit: the same squares as `octant` picks, up to the choice of representative.
    expect(startSquares('fundamental', createBoard(8))).toHaveLength(
      startSquares('octant', createBoard(8)).length,
    );
  });

  it('an odd board offers white squares only', () => {
    expect(startSquares('all', createBoard(7))).toHaveLength(25);
    expect(startSquares('all', createBoard(8))).toHaveLength(64);
  });
});

describe('counting a start set without listing it', () => {
  it('counts every set of every small board and box as listing it does (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 7 }),
        (w, h, d) => {
          const board = createBoard(w, h, d);
          for (const set of startSetsFor(board)) {
            expect(countStartSquares(set, board), `${set} on ${w}x${h}x${d}`).toBe(
              startSquares(set, board).length,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
    // Cubes and square boards, where the group is largest (48 and 8 maps).
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 11, 12]) {
      for (const board of [createBoard(n), createBoard(n, n, n)]) {
        expect(countStartSquares('fundamental', board)).toBe(
          startSquares('fundamental', board).length,
        );
      }
    }
  });

  it('counts the fundamental starts of the largest boards and boxes without visiting a cell', () => {
    // Listing them visits 268 million squares (16.7 million cells with 48 maps each): minutes,
    // far past this test's timeout; Burnside's lemma counts them from the 8 (48) maps alone.
    // On an even n×n board only the identity (n² squares) and the two diagonal reflections
    // (n each) fix a square: (n² + 2n) / 8 orbits.
    const n = 16384;
    expect(countStartSquares('fundamental', createBoard(n))).toBe((n * n + 2 * n) / 8);
    expect(countStartSquares('fundamental', createBoard(256, 256, 256))).toBeGreaterThan(
      256 ** 3 / 48,
    );
  });
});
