import type { Board } from './board.js';
import type { Square } from './square.js';

/** The names of a 2-D board's symmetries (a box's are written like `(-y,x,z)`). */
export type SymmetryName =
  | 'identity'
  | 'rot90'
  | 'rot180'
  | 'rot270'
  | 'flipX'
  | 'flipY'
  | 'transpose'
  | 'antiTranspose';

/**
 * A map of the board onto itself that preserves knight moves: new coordinate `i` is old
 * coordinate `axes[i]`, reflected when `flips[i]`. Only axes of equal length are exchanged.
 */
export interface Symmetry {
  /** A {@link SymmetryName} on a 2-D board; `(x,y,z)`, `(-y,x,z)`, … on a box. */
  readonly name: string;
  /** Rotations preserve orientation; reflections reverse it. */
  readonly kind: 'rotation' | 'reflection';
  readonly axes: readonly number[];
  readonly flips: readonly boolean[];
  /** Image of a square (`z` only on a box). */
  apply(x: number, y: number, z?: number): Square;
  /** Image of a move (or any vector). */
  applyVector(dx: number, dy: number, dz?: number): Square;
  /** True for the squares the map leaves fixed (the axis of a reflection, the centre of a rotation). */
  fixes(x: number, y: number, z?: number): boolean;
}

/** Sign of a permutation of 0..n−1 (+1 even, −1 odd). */
function permutationSign(axes: readonly number[]): number {
  let sign = 1;
  for (let i = 0; i < axes.length; i++) {
    for (let j = i + 1; j < axes.length; j++) if (axes[i]! > axes[j]!) sign = -sign;
  }
  return sign;
}

function make(
  name: string,
  axes: readonly number[],
  flips: readonly boolean[],
  sides: readonly number[],
): Symmetry {
  const det = permutationSign(axes) * flips.reduce((s, f) => (f ? -s : s), 1);
  const kind = det > 0 ? 'rotation' : 'reflection';
  if (axes.length === 2) {
    // Written out for the plane: the verifier and the counts apply these to every square.
    const [a0, a1] = axes as [number, number];
    const [f0, f1] = flips as [boolean, boolean];
    const m0 = sides[0]! - 1;
    const m1 = sides[1]! - 1;
    const apply = (x: number, y: number): Square => {
      const u = a0 === 0 ? x : y;
      const v = a1 === 0 ? x : y;
      return [f0 ? m0 - u : u, f1 ? m1 - v : v];
    };
    return {
      name,
      kind,
      axes,
      flips,
      apply,
      applyVector(dx, dy) {
        const u = a0 === 0 ? dx : dy;
        const v = a1 === 0 ? dx : dy;
        return [f0 ? -u : u, f1 ? -v : v];
      },
      fixes(x, y) {
        const [u, v] = apply(x, y);
        return u === x && v === y;
      },
    };
  }
  const image = (c: readonly number[], reflect: (i: number, v: number) => number): Square => {
    const q: [number, number, number] = [0, 0, 0];
    for (let i = 0; i < 3; i++) {
      const v = c[axes[i]!]!;
      q[i] = flips[i] ? reflect(i, v) : v;
    }
    return q;
  };
  const apply = (x: number, y: number, z = 0) => image([x, y, z], (i, v) => sides[i]! - 1 - v);
  return {
    name,
    kind,
    axes,
    flips,
    apply,
    applyVector: (dx, dy, dz = 0) => image([dx, dy, dz], (_, v) => -v),
    fixes(x, y, z = 0) {
      const q = apply(x, y, z);
      return q[0] === x && q[1] === y && q[2] === z;
    },
  };
}

const PLANE: readonly [SymmetryName, readonly number[], readonly boolean[], boolean][] = [
  // name, axes, flips, square boards only. Rotations are clockwise in screen orientation
  // (y down): rot90 maps the top-left corner to the top-right one, so quadrant q goes to q + 1.
  ['identity', [0, 1], [false, false], false],
  ['rot90', [1, 0], [true, false], true],
  ['rot180', [0, 1], [true, true], false],
  ['rot270', [1, 0], [false, true], true],
  ['flipX', [0, 1], [true, false], false],
  ['flipY', [0, 1], [false, true], false],
  ['transpose', [1, 0], [false, false], true],
  ['antiTranspose', [1, 0], [true, true], true],
];

const PERMUTATIONS: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];
const AXIS_NAMES = ['x', 'y', 'z'] as const;

/**
 * The symmetry group of a board, identity first. A 2-D board: 8 maps when square
 * (`identity, rot90, rot180, rot270, flipX, flipY, transpose, antiTranspose`), 4 otherwise
 * (`identity, rot180, flipX, flipY`). A box: the axis permutations that keep the side
 * lengths × the 8 reflections (48 maps for a cube, 16 with two equal sides, 8 otherwise), in a
 * fixed order, because the 3-D chamber rule takes the first map that fits.
 */
export function symmetriesOf(board: Board): Symmetry[] {
  if (board.depth === 1) {
    const sides = [board.width, board.height];
    return symmetryMaps(board).map(({ name, axes, flips }) => make(name, axes, flips, sides));
  }
  return boxSymmetries(board);
}

/** A map of the group as data: its name, axes and flips (see {@link Symmetry}). */
export interface SymmetryMap {
  readonly name: string;
  readonly axes: readonly number[];
  readonly flips: readonly boolean[];
}

/**
 * The maps of {@link symmetriesOf}'s group as data, in the same order, without the functions
 * that apply them: what counting fixed squares needs, for a hundred thousand boxes at once.
 */
export function symmetryMaps(board: Board): SymmetryMap[] {
  if (board.depth === 1) {
    const square = board.width === board.height;
    return PLANE.filter(([, , , squareOnly]) => square || !squareOnly).map(
      ([name, axes, flips]) => ({ name, axes, flips }),
    );
  }
  return boxMaps(board);
}

/** A box's maps by which of its sides are equal (they depend on nothing else): five kinds. */
const boxMapsByShape = new Map<number, SymmetryMap[]>();

function boxMaps(board: Board): SymmetryMap[] {
  const sides = [board.width, board.height, board.depth];
  const shape =
    (sides[0] === sides[1] ? 1 : 0) |
    (sides[1] === sides[2] ? 2 : 0) |
    (sides[0] === sides[2] ? 4 : 0);
  const known = boxMapsByShape.get(shape);
  if (known) return known;
  const out: SymmetryMap[] = [];
  for (const axes of PERMUTATIONS) {
    if (axes.some((a, i) => sides[a] !== sides[i])) continue;
    for (let bits = 0; bits < 8; bits++) {
      const flips = [(bits & 1) !== 0, (bits & 2) !== 0, (bits & 4) !== 0];
      const name = `(${axes.map((a, i) => `${flips[i] ? '-' : ''}${AXIS_NAMES[a]}`).join(',')})`;
      out.push({ name, axes, flips });
    }
  }
  boxMapsByShape.set(shape, out);
  return out;
}

/**
 * The group of a board taken as a box, whatever its depth: what the 3-D engine ranks moves
 * with, flat boxes (depth 1) included, where it adds the trivial reflection of z.
 */
export function boxSymmetries(board: Board): Symmetry[] {
  const sides = [board.width, board.height, board.depth];
  return boxMaps(board).map(({ name, axes, flips }) => make(name, axes, flips, sides));
}
