import { describe, expect, it } from 'vitest';
import { createBoard } from './board.js';
import { isPossibleStart } from './colour.js';
import { startSetsFor, startSquares } from './starts.js';
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
