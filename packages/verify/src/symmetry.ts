import {
  type Board,
  type Square,
  type SymmetryName,
  squareLabel,
  symmetriesOf,
} from '@knights-tour/core';

/**
 * Any solver: the walk it produces from a start square, as a list of squares or as a
 * document with a `path`. The verifier never imports a solver; callers pass one in.
 */
export type TourSolver = (
  start: Square,
) => readonly Square[] | { readonly path: readonly Square[] };

/** How one symmetry `g` fared at one start `s`: is `tour(g(s))` equal to `g(tour(s))`? */
export type SymmetryResult =
  | {
      readonly name: SymmetryName;
      readonly kind: 'rotation' | 'reflection';
      readonly status: 'holds';
    }
  | {
      readonly name: SymmetryName;
      readonly kind: 'rotation' | 'reflection';
      readonly status: 'fails';
      /** First 1-based step where the two walks differ (past the end of the shorter one if one is a prefix of the other). */
      readonly step: number;
      /** `g(tour(s))` at that step; undefined past its end. */
      readonly expected: Square | undefined;
      /** `tour(g(s))` at that step; undefined past its end. */
      readonly actual: Square | undefined;
      readonly message: string;
    }
  | {
      readonly name: SymmetryName;
      readonly kind: 'rotation' | 'reflection';
      readonly status: 'not-applicable';
      /** Why: the start lies on the reflection's axis, or is the centre of the rotation. */
      readonly reason: string;
    };

/** The symmetry checks of one start square. */
export interface SymmetryReport {
  readonly start: Square;
  /** One result per symmetry of the board other than the identity, in `symmetriesOf` order. */
  readonly results: readonly SymmetryResult[];
  /** No applicable symmetry fails. */
  readonly symmetric: boolean;
  /**
   * The reflections whose axis holds the start (a diagonal, or the middle row or column).
   * Such a start sits on an octant boundary, which SPEC §3's pinwheel rule assigns in a
   * rotation-invariant but not reflection-invariant way; so even OctAML's walks from it
   * are only rotation-symmetric, and the other reflections are expected to fail.
   */
  readonly startOnAxes: readonly SymmetryName[];
}

function pathOf(walk: ReturnType<TourSolver>): readonly Square[] {
  return Array.isArray(walk) ? walk : (walk as { path: readonly Square[] }).path;
}

const sq = (s: Square | undefined) => (s ? squareLabel(s) : 'the end of the walk');

/**
 * Checks every symmetry `g` of the board at start `s`: the solver's walk from `g(s)` must be
 * `g` applied to its walk from `s`, step by step (SPEC §5). A symmetry that fixes `s` (a
 * reflection whose axis holds `s`, a rotation about `s` as the centre) says nothing about
 * the solver and is reported as not applicable. Walks are compared whether complete or not.
 */
export function checkSymmetries(board: Board, solver: TourSolver, start: Square): SymmetryReport {
  const cache = new Map<number, readonly Square[]>();
  const walk = (s: Square) => {
    const key = s[1] * board.width + s[0];
    let path = cache.get(key);
    if (!path) {
      path = pathOf(solver(s));
      cache.set(key, path);
    }
    return path;
  };
  const [sx, sy] = start;
  const base = walk(start);
  const results: SymmetryResult[] = [];
  const group = symmetriesOf(board);
  const startOnAxes = group
    .filter((g) => g.kind === 'reflection' && g.fixes(sx, sy))
    .map((g) => g.name as SymmetryName);
  for (const g of group) {
    if (g.name === 'identity') continue;
    const { kind } = g;
    const name = g.name as SymmetryName; // a 2-D board's group
    if (g.fixes(sx, sy)) {
      const reason =
        kind === 'rotation'
          ? `${squareLabel(start)} is the centre of the board, which ${name} leaves fixed`
          : `${squareLabel(start)} lies on the axis of ${name}`;
      results.push({ name, kind, status: 'not-applicable', reason });
      continue;
    }
    const image = g.apply(sx, sy) as Square;
    const other = walk(image);
    const n = Math.max(base.length, other.length);
    let differs = -1;
    let expected: Square | undefined;
    for (let i = 0; i < n; i++) {
      const b = base[i];
      const a = other[i];
      expected = b ? (g.apply(b[0], b[1]) as Square) : undefined;
      if (!a || !expected || a[0] !== expected[0] || a[1] !== expected[1]) {
        differs = i;
        break;
      }
    }
    if (differs === -1) {
      results.push({ name, kind, status: 'holds' });
    } else {
      const actual = other[differs];
      results.push({
        name,
        kind,
        status: 'fails',
        step: differs + 1,
        expected,
        actual,
        message: `${name}: the walk from ${sq(image)} differs from ${name} of the walk from ${squareLabel(start)} at step ${differs + 1}: ${sq(actual)} instead of ${sq(expected)}`,
      });
    }
  }
  return { start, results, symmetric: results.every((r) => r.status !== 'fails'), startOnAxes };
}
