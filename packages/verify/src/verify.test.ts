import {
  type Board,
  createBoard,
  findTour,
  isKnightMove,
  type Square,
  solve,
  symmetriesOf,
  type TourDocument,
  tourDocument,
} from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSquares } from './check-squares.js';
import type { Problem, ProblemKind } from './path-checker.js';
import { verifyTour } from './verify.js';

const tour8 = solve({ n: 8, start: [0, 0] });
const path8 = tour8.path;

/** The document with its path replaced. */
const withPath = (doc: TourDocument, path: unknown[]) => ({ ...doc, path });

const ofKind = <K extends ProblemKind>(problems: readonly Problem[], kind: K) =>
  problems.filter((p): p is Extract<Problem, { kind: K }> => p.kind === kind);

/** Cache of complete tours by board and start, shared by the property tests. */
const tours = new Map<string, TourDocument>();
function tourOf(n: number, x: number, y: number): TourDocument {
  const key = `${n}:${x},${y}`;
  let doc = tours.get(key);
  if (!doc) {
    doc = solve({ n, start: [x, y] });
    tours.set(key, doc);
  }
  return doc;
}

/** A complete tour: n in 5..16, a possible start (octaml16 completes all of them). */
const completeTour = fc
  .record({ n: fc.integer({ min: 5, max: 16 }), x: fc.nat(), y: fc.nat() })
  .map(({ n, x, y }) => {
    let sx = x % n;
    const sy = y % n;
    if (n % 2 === 1 && (sx + sy) % 2 === 1) sx += sx === n - 1 ? -1 : 1; // odd boards: white starts only
    return tourOf(n, sx, sy);
  });

describe('valid tours', () => {
  it('accepts a complete open tour and recomputes its facts', () => {
    const report = verifyTour(tour8);
    expect(report).toMatchObject({
      valid: true,
      complete: true,
      board: { width: 8, height: 8, depth: 1 },
      squares: 64,
      visited: 64,
      steps: 64,
      problems: [],
      counts: {},
      warnings: [],
    });
    expect(report.closed).toBe(
      isKnightMove(path8[63]![0] - path8[0]![0], path8[63]![1] - path8[0]![1]),
    );
  });

  it('recognises closed tours and rejects open ones when closed is required', () => {
    let closed: TourDocument | undefined;
    let open: TourDocument | undefined;
    for (let s = 0; s < 64 && !(closed && open); s++) {
      const doc = solve({ n: 8, start: [s % 8, Math.floor(s / 8)] });
      const [a, b] = [doc.path[0]!, doc.path[63]!];
      if (isKnightMove(a[0] - b[0], a[1] - b[1])) closed ??= doc;
      else open ??= doc;
    }
    expect(closed && open).toBeTruthy();
    expect(verifyTour(closed!, { closed: true })).toMatchObject({ valid: true, closed: true });
    const report = verifyTour(open!, { closed: true });
    expect(report).toMatchObject({ valid: false, complete: true, closed: false });
    const [problem] = ofKind(report.problems, 'not-closed');
    expect(problem?.first).toEqual(open!.path[0]);
    expect(problem?.last).toEqual(open!.path[63]);
    expect(problem?.message).toMatch(
      /^not closed: the last square \(\d,\d\) \(step 64\) is not a knight move from the first/,
    );
    expect(verifyTour(open!).valid).toBe(true);
  });

  it('accepts the trivial 1x1 tour', () => {
    expect(verifyTour({ width: 1, height: 1, path: [[0, 0]] })).toMatchObject({
      valid: true,
      closed: false,
    });
  });

  it('accepts rectangles', () => {
    const doc = solve({ width: 5, height: 9, start: [2, 4] });
    expect(doc.complete).toBe(true);
    expect(verifyTour(doc).valid).toBe(true);
  });
});

describe('corrupted tours', () => {
  it('reports a square visited twice with both step numbers', () => {
    const path = [...path8];
    path[40] = path8[11]!;
    const report = verifyTour(withPath(tour8, path));
    expect(report.valid).toBe(false);
    expect(report.complete).toBe(false);
    const [dup] = ofKind(report.problems, 'duplicate');
    expect(dup).toMatchObject({ steps: [12, 41], square: path8[11] });
    expect(dup?.message).toBe(`step 41: (${path8[11]!.join(',')}) was already visited at step 12`);
    const [gap] = ofKind(report.problems, 'unvisited');
    expect(gap).toMatchObject({ count: 1, squares: [path8[40]] });
  });

  it('reports a step that is not a knight move with its step number and squares', () => {
    // Swapping steps 20 and 21 breaks the moves into 20 and into 22 (same-colour squares).
    const path = [...path8];
    [path[19], path[20]] = [path8[20]!, path8[19]!];
    const report = verifyTour(withPath(tour8, path));
    const moves = ofKind(report.problems, 'not-a-knight-move');
    expect(moves.map((p) => p.step)).toEqual([20, 22]);
    expect(moves[0]).toMatchObject({ from: path8[18], to: path8[20] });
    expect(moves[0]?.message).toBe(
      `step 20: (${path8[18]!.join(',')}) → (${path8[20]!.join(',')}) is not a knight move`,
    );
    expect(report.counts).toEqual({ 'not-a-knight-move': 2 });
  });

  it('reports a square off the board', () => {
    const path = [...path8];
    path[4] = [8, 3];
    path[9] = [-1, 0];
    const report = verifyTour(withPath(tour8, path));
    const off = ofKind(report.problems, 'off-board');
    expect(off.map((p) => [p.step, p.square])).toEqual([
      [5, [8, 3]],
      [10, [-1, 0]],
    ]);
    expect(off[0]?.message).toBe('step 5: (8,3) is off the 8x8 board');
    // Moves into and out of an off-board square are not judged again.
    expect(report.counts['not-a-knight-move']).toBeUndefined();
    expect(ofKind(report.problems, 'unvisited')[0]?.count).toBe(2);
  });

  it('reports malformed entries with their step numbers', () => {
    const path: unknown[] = [...path8];
    path[2] = [1];
    path[6] = 'c3';
    path[7] = [2.5, 1];
    path[8] = null;
    const report = verifyTour(withPath(tour8, path));
    const bad = ofKind(report.problems, 'malformed');
    expect(bad.map((p) => p.step)).toEqual([3, 7, 8, 9]);
    expect(bad[1]?.message).toBe(
      `step 7: malformed entry '"c3"' (expected [x, y] with integers x and y)`,
    );
  });

  it('reports squares never visited: the count and the first few', () => {
    const report = verifyTour(withPath(tour8, path8.slice(0, 50)));
    expect(report).toMatchObject({ valid: false, complete: false, visited: 50, steps: 50 });
    const [gap] = ofKind(report.problems, 'unvisited');
    expect(gap?.count).toBe(14);
    const missing = path8
      .slice(50)
      .map(([x, y]) => y * 8 + x)
      .sort((a, b) => a - b)
      .slice(0, 10)
      .map((s) => [s % 8, Math.floor(s / 8)]);
    expect(gap?.squares).toEqual(missing);
    expect(gap?.message).toMatch(/^14 of 64 squares never visited: \(\d,\d\)(, \(\d,\d\)){9}, …$/);
  });

  it('reports an empty path', () => {
    const report = verifyTour({ width: 5, height: 5, path: [] });
    expect(report.valid).toBe(false);
    expect(report.problems.map((p) => p.kind)).toEqual(['empty', 'unvisited']);
    expect(report.problems[0]?.message).toBe('the path is empty');
  });

  it('reports a tour written for another board size', () => {
    const bigger = verifyTour({ width: 10, height: 10, path: path8 });
    expect(bigger.valid).toBe(false);
    expect(ofKind(bigger.problems, 'unvisited')[0]?.count).toBe(36);
    // Knight moves are still knight moves on the bigger board: only the gap is wrong.
    expect(Object.keys(bigger.counts)).toEqual(['unvisited']);

    const smaller = verifyTour({ width: 6, height: 6, path: path8 });
    expect(smaller.valid).toBe(false);
    expect(smaller.counts['off-board']).toBe(28);
    expect(ofKind(smaller.problems, 'size-mismatch')[0]?.message).toBe(
      'the path has 64 steps but the 6x6 board has 36 squares',
    );

    // One knight move too many, back onto step 63's square.
    const longer = verifyTour({ ...tour8, path: [...path8, path8[62]] });
    expect(longer.counts).toEqual({ duplicate: 1, 'size-mismatch': 1 });
    expect(ofKind(longer.problems, 'duplicate')[0]?.steps).toEqual([63, 65]);
  });

  it('caps the list per kind but counts everything (a garbage 250k-step path)', () => {
    const n = 500;
    const path = Array.from({ length: n * n }, (_, i) => [i % 7, 0]);
    const report = verifyTour({ width: n, height: n, path });
    expect(report.counts.duplicate).toBe(n * n - 7);
    expect(report.counts['not-a-knight-move']).toBe(n * n - 1);
    expect(ofKind(report.problems, 'duplicate')).toHaveLength(20);
    expect(ofKind(report.problems, 'not-a-knight-move')).toHaveLength(20);
    expect(report.problems.length).toBe(41); // 20 + 20 + 1 unvisited
    const few = verifyTour({ width: n, height: n, path }, { maxPerKind: 3, maxUnvisited: 2 });
    expect(few.problems.length).toBe(7);
    expect(ofKind(few.problems, 'unvisited')[0]?.squares).toEqual([
      [7, 0],
      [8, 0],
    ]);
  });
});

describe("the document's own claims", () => {
  it('never trusts them and warns when they are false', () => {
    const lying = { ...tour8, complete: false, closed: true, start: [3, 3] as [number, number] };
    const report = verifyTour(lying);
    expect(report.valid).toBe(true);
    expect(report.warnings.map((w) => w.field)).toEqual(['complete', 'closed', 'start']);
    expect(report.warnings[0]?.message).toBe(
      'the document says complete: false, but it is a complete tour',
    );
    const broken = verifyTour({ ...tour8, path: path8.slice(1) });
    expect(broken.valid).toBe(false);
    expect(broken.warnings.map((w) => w.field)).toEqual(['complete', 'start']);
  });

  it('warns about an unknown format tag but still reads the document', () => {
    const report = verifyTour({ ...tour8, format: 'knights-tour/9' });
    expect(report.valid).toBe(true);
    expect(report.warnings.map((w) => w.field)).toEqual(['format']);
  });
});

describe('checkSquares (the fast check for sweeps)', () => {
  const board = createBoard(8, 8);
  const squares = Int32Array.from(path8, ([x, y]) => y * 8 + x);

  it('accepts a complete tour, and fits the WalkCheck type of @knights-tour/sweep/plan', () => {
    // WalkCheck's shape (verify cannot import sweep, which depends on it).
    const check: (board: Board, squares: Int32Array) => string | undefined = checkSquares;
    expect(check(board, squares)).toBeUndefined();
  });

  it('names the step of each kind of corruption', () => {
    const dup = squares.slice();
    dup[30] = dup[2]!;
    expect(checkSquares(board, dup)).toMatch(/^step 31: square \(\d,\d\) was already visited$/);
    const swap = squares.slice();
    [swap[9], swap[10]] = [swap[10]!, swap[9]!];
    expect(checkSquares(board, swap)).toMatch(
      /^step 10: \(\d,\d\) to \(\d,\d\) is not a knight move$/,
    );
    const off = squares.slice();
    off[5] = 64;
    expect(checkSquares(board, off)).toBe('step 6: square index 64 is off the board');
    expect(checkSquares(board, squares.subarray(0, 63))).toBe(
      'the walk has 63 steps but the 8x8 board has 64 squares',
    );
  });

  it('agrees with verifyTour on random corruptions', () => {
    fc.assert(
      fc.property(completeTour, fc.nat(), fc.nat(), (doc, i, j) => {
        const b = createBoard(doc.width, doc.height);
        const s = Int32Array.from(doc.path, ([x, y]) => y * doc.width + x);
        s[i % s.length] = s[j % s.length]!;
        const path = Array.from(s, (v) => [v % doc.width, Math.floor(v / doc.width)]);
        expect(checkSquares(b, s) === undefined).toBe(verifyTour(withPath(doc, path)).valid);
      }),
      { numRuns: 200 },
    );
  });
});

describe('checkSquares against the plain definition', () => {
  /** The definition, with coordinates by division (what checkSquares must say, word for word). */
  function plainCheck(width: number, height: number, squares: Int32Array): string | undefined {
    const total = width * height;
    if (squares.length !== total) {
      return `the walk has ${squares.length} steps but the ${width}x${height} board has ${total} squares`;
    }
    const seen = new Set<number>();
    for (let i = 0; i < total; i++) {
      const s = squares[i]!;
      if (s < 0 || s >= total) return `step ${i + 1}: square index ${s} is off the board`;
      const [x, y] = [s % width, Math.floor(s / width)];
      if (seen.has(s)) return `step ${i + 1}: square (${x},${y}) was already visited`;
      seen.add(s);
      if (i > 0) {
        const p = squares[i - 1]!;
        const [px, py] = [p % width, Math.floor(p / width)];
        const [ax, ay] = [Math.abs(x - px), Math.abs(y - py)];
        if (!((ax === 1 && ay === 2) || (ax === 2 && ay === 1))) {
          return `step ${i + 1}: (${px},${py}) to (${x},${y}) is not a knight move`;
        }
      }
    }
    return undefined;
  }

  it('agrees on walks whose linear steps are knight steps that may wrap across the edges', () => {
    const steps = [
      [1, 2],
      [2, 1],
      [2, -1],
      [1, -2],
      [-1, -2],
      [-2, -1],
      [-2, 1],
      [-1, 2],
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 200 }),
        (width, height, picks) => {
          const total = width * height;
          const s = new Int32Array(total);
          s[0] = picks[0]! % total;
          for (let i = 1; i < total; i++) {
            const pick = picks[i % picks.length]! + i;
            const [dx, dy] = steps[pick % 8]!;
            // Mostly a linear knight step (wrapping or not), sometimes any square.
            s[i] = pick % 13 === 0 ? pick % (total + 2) : s[i - 1]! + dy! * width + dx!;
          }
          expect(checkSquares(createBoard(width, height), s)).toBe(plainCheck(width, height, s));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('agrees on complete tours of rectangular boards and on tours cut or repeated', () => {
    for (const [w, h] of [
      [5, 6],
      [6, 5],
      [8, 8],
      [12, 5],
    ] as const) {
      const doc = solve({ width: w, height: h, start: [0, 0] });
      const s = Int32Array.from(doc.path, ([x, y]) => y * w + x);
      const b = createBoard(w, h);
      expect(checkSquares(b, s)).toBeUndefined();
      expect(checkSquares(b, s)).toBe(plainCheck(w, h, s)); // again: the stamps are reused
      const twice = s.slice();
      twice[w * h - 1] = twice[w * h - 3]!;
      expect(checkSquares(b, twice)).toBe(plainCheck(w, h, twice));
    }
  });
});

describe('properties', () => {
  it('a valid tour mapped by any symmetry of the board stays valid', () => {
    fc.assert(
      fc.property(completeTour, fc.nat(7), (doc, which) => {
        const group = symmetriesOf(createBoard(doc.width, doc.height));
        const g = group[which % group.length]!;
        const mapped = doc.path.map(([x, y]) => g.apply(x, y));
        const report = verifyTour(withPath(doc, mapped));
        expect(report.valid).toBe(true);
        expect(report.closed).toBe(verifyTour(doc).closed);
      }),
      { numRuns: 150 },
    );
  });

  /** One corruption of a tour and the problem it must produce. */
  type Corruption = { path: unknown[]; expect: (problems: readonly Problem[]) => void };

  function corrupt(path: readonly Square[], kind: number, i: number, j: number): Corruption {
    const L = path.length;
    const out: unknown[] = [...path];
    switch (kind) {
      case 0: {
        // Step i+1 moved onto the square of step j+1: both steps reported as a duplicate.
        if (i === j) j = (j + 1) % L;
        out[i] = path[j];
        const steps = [Math.min(i, j) + 1, Math.max(i, j) + 1];
        return {
          path: out,
          expect: (ps) => expect(ofKind(ps, 'duplicate').map((p) => p.steps)).toContainEqual(steps),
        };
      }
      case 1:
        out[i] = [path[i]![0] + 1000, path[i]![1]];
        return {
          path: out,
          expect: (ps) => expect(ofKind(ps, 'off-board').map((p) => p.step)).toEqual([i + 1]),
        };
      case 2:
        out[i] = [path[i]![0]];
        return {
          path: out,
          expect: (ps) => expect(ofKind(ps, 'malformed').map((p) => p.step)).toEqual([i + 1]),
        };
      case 3: {
        // Step i+1 dropped: its square is unvisited, and inside the path the squares either
        // side of it are the same colour, so the move joining them is not a knight move.
        out.splice(i, 1);
        return {
          path: out,
          expect: (ps) => {
            expect(ofKind(ps, 'unvisited')[0]?.squares).toEqual([path[i]]);
            if (i > 0 && i < L - 1) {
              expect(ofKind(ps, 'not-a-knight-move').map((p) => p.step)).toEqual([i + 1]);
            }
          },
        };
      }
      default: {
        // Steps i+1 and i+2 swapped: the first bad move arrives at step i+1, or at step 3
        // when the first two are swapped (the move between them is still a knight move).
        const k = Math.min(i, L - 2);
        [out[k], out[k + 1]] = [path[k + 1], path[k]];
        const first = k > 0 ? k + 1 : 3;
        return {
          path: out,
          expect: (ps) => expect(ofKind(ps, 'not-a-knight-move')[0]?.step).toBe(first),
        };
      }
    }
  }

  it('any single corruption of a valid tour is detected at the right step', () => {
    fc.assert(
      fc.property(
        completeTour,
        fc.integer({ min: 0, max: 4 }),
        fc.nat(),
        fc.nat(),
        (doc, kind, a, b) => {
          const L = doc.path.length;
          const c = corrupt(doc.path, kind, a % L, b % L);
          const report = verifyTour(withPath(doc, c.path));
          expect(report.valid).toBe(false);
          c.expect(report.problems);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('caps bound the lists, never the verdict', () => {
  it.each([0, -1, Number.NaN])(
    'maxPerKind %s still reports an invalid tour as invalid',
    (maxPerKind) => {
      const report = verifyTour(
        {
          width: 5,
          height: 5,
          path: [
            [0, 0],
            [0, 0],
          ],
        },
        { maxPerKind },
      );
      expect(report.valid).toBe(false);
      expect(report.problems).toEqual([]);
    },
  );
});

describe('the compact Tour of findTour', () => {
  it('is verified like its document', () => {
    const tour = findTour({ n: 8, start: [0, 0] });
    const { reading: compact, ...fromCompact } = verifyTour(tour);
    const { reading: document, ...fromDocument } = verifyTour(tourDocument(tour));
    expect(fromCompact).toEqual(fromDocument);
    expect([compact.style, document.style]).toEqual([
      'compact walk of square indices',
      'tour document',
    ]);
    expect(verifyTour(tour).valid).toBe(true);
    expect(verifyTour(findTour({ width: 5, height: 6 })).valid).toBe(true);
  });

  it('reports a broken compact walk and square indices off the board', () => {
    const tour = findTour({ n: 6 });
    const swapped = tour.squares.slice();
    [swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!];
    expect(verifyTour({ ...tour, squares: swapped }).valid).toBe(false);
    const off = verifyTour({ board: { width: 5, height: 5 }, squares: [0, 7, 25, -1, 2.5] });
    expect(off.valid).toBe(false);
    expect(off.problems.filter((p) => p.kind === 'malformed').map((p) => p.step)).toEqual([
      3, 4, 5,
    ]);
  });
});
