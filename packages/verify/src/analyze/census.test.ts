import { countTours } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { analyzeTour } from './analyze.js';

// The published census of closed tours on 6x6 (Jelliss, "Knight's Tour Notes"): 9,862
// undirected closed tours in 1,245 classes under the board's 8 symmetries, 5 of them with
// four-fold (rotational) symmetry, 17 with two-fold and 1,223 asymmetric. Core's exact search
// enumerates every directed closed tour from the corner; each undirected tour is counted once
// (its walk leaves the corner for (1,2), not (2,1)) and classified by its canonical form.
describe('6x6 closed tours, against the published counts', () => {
  it('9,862 tours in 1,245 classes: 5 four-fold, 17 two-fold, 1,223 asymmetric', () => {
    const classes = new Map<string, number>();
    const symmetries = new Map<string, number>();
    let tours = 0;
    const count = countTours(
      { width: 6, height: 6 },
      {
        start: [0, 0],
        closed: true,
        onTour(squares) {
          if (squares[1] !== 2 * 6 + 1) return;
          tours++;
          const a = analyzeTour({ board: { width: 6, height: 6 }, squares });
          expect(a.closed).toBe(true);
          const maps = a.symmetries
            .map((g) => `${g.name}${g.reversed ? ' reversed' : ''}`)
            .join(', ');
          symmetries.set(maps, (symmetries.get(maps) ?? 0) + 1);
          const seen = classes.get(a.classId);
          if (seen !== undefined) expect(seen).toBe(a.symmetryOrder);
          classes.set(a.classId, a.symmetryOrder);
        },
      },
    );
    expect(count.total).toBe(2 * 9862);
    expect(tours).toBe(9862);
    expect(classes.size).toBe(1245);
    const byOrder = { 1: 0, 2: 0, 4: 0 } as Record<number, number>;
    for (const order of classes.values()) byOrder[order] = (byOrder[order] ?? 0) + 1;
    expect(byOrder).toEqual({ 1: 1223, 2: 17, 4: 5 });
    // Burnside: each class holds 8 / order of the tours. The symmetric ones are fixed by the
    // half turn, or by every quarter turn, keeping their direction.
    expect(1223 * 8 + 17 * 4 + 5 * 2).toBe(9862);
    expect(Object.fromEntries(symmetries)).toEqual({
      '': 1223 * 8,
      rot180: 17 * 4,
      'rot90, rot180, rot270': 5 * 2,
    });
  });
});
