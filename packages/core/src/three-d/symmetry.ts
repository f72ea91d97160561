import { KnightsTourError } from '../board/board.js';
import { type Board3d, type Cell, cellIndex, isPossibleStart3d, sidesOf } from './board.js';

/**
 * A symmetry of a box: new coordinate `i` is old coordinate `axes[i]`, reflected when
 * `flips[i]`. Only axes of equal length are exchanged, so the map preserves the board and
 * (mapping move `d` to `(±d[axes[0]], ±d[axes[1]], ±d[axes[2]])`) the knight graph.
 */
export interface Symmetry3d {
  /** E.g. `(x,y,z)`, `(-y,x,z)`: where the image's coordinates come from. */
  readonly name: string;
  readonly axes: readonly [number, number, number];
  readonly flips: readonly [boolean, boolean, boolean];
  apply(cell: Cell): [number, number, number];
  /** The image of a move (or any vector) `(dx, dy, dz)`. */
  applyVector(v: readonly [number, number, number]): [number, number, number];
}

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
 * The symmetry group of a box, identity first: axis permutations that preserve the side
 * lengths × the 8 reflections. 48 maps for a cube, 16 with two equal sides, 8 otherwise.
 * The order is fixed: the chamber rule takes the first map that fits.
 */
export function symmetriesOf3d(board: Board3d): Symmetry3d[] {
  const sides = sidesOf(board);
  const out: Symmetry3d[] = [];
  for (const axes of PERMUTATIONS) {
    if (axes.some((a, i) => sides[a] !== sides[i])) continue;
    for (let bits = 0; bits < 8; bits++) {
      const flips = [(bits & 1) !== 0, (bits & 2) !== 0, (bits & 4) !== 0] as const;
      const name = `(${axes.map((a, i) => `${flips[i] ? '-' : ''}${AXIS_NAMES[a]}`).join(',')})`;
      out.push({
        name,
        axes,
        flips,
        apply(cell) {
          const q: [number, number, number] = [0, 0, 0];
          for (let i = 0; i < 3; i++) {
            const c = cell[axes[i]!]!;
            q[i] = flips[i] ? sides[i]! - 1 - c : c;
          }
          return q;
        },
        applyVector(v) {
          const q: [number, number, number] = [0, 0, 0];
          for (let i = 0; i < 3; i++) q[i] = flips[i] ? -v[axes[i]!]! : v[axes[i]!]!;
          return q;
        },
      });
    }
  }
  return out;
}

/**
 * The chamber map of a cell: the first symmetry `g` (in {@link symmetriesOf3d}'s order)
 * with `g⁻¹·cell` in the fundamental region, i.e. `cell = g·rep` where `rep` is the cell
 * of the orbit with the smallest flat index. Off the mirror planes exactly one `g` fits,
 * so `chamberMap(h·c) = h·chamberMap(c)`; on a plane the first fitting map is the tie rule.
 */
export function chamberMap3d(
  board: Board3d,
  cell: Cell,
  group: readonly Symmetry3d[] = symmetriesOf3d(board),
): { symmetry: Symmetry3d; representative: [number, number, number] } {
  let rep: [number, number, number] = [cell[0], cell[1], cell[2]];
  let best = cellIndex(board, ...rep);
  for (const g of group) {
    const q = g.apply(cell);
    const i = cellIndex(board, ...q);
    if (i < best) {
      best = i;
      rep = q;
    }
  }
  for (const g of group) {
    const back = g.apply(rep);
    if (back[0] === cell[0] && back[1] === cell[1] && back[2] === cell[2]) {
      return { symmetry: g, representative: rep };
    }
  }
  /* c8 ignore next */
  throw new Error('unreachable: the identity maps a cell to itself');
}

/** True when a symmetry other than the identity fixes the cell: it lies on a mirror plane. */
export function onMirrorPlane3d(
  board: Board3d,
  cell: Cell,
  group: readonly Symmetry3d[] = symmetriesOf3d(board),
): boolean {
  let fixedBy = 0;
  for (const g of group) {
    const q = g.apply(cell);
    if (q[0] === cell[0] && q[1] === cell[1] && q[2] === cell[2]) fixedBy++;
  }
  return fixedBy > 1;
}

/** Start sets on 3-D boards (possible starts only). */
export const START_SETS_3D = ['all', 'fundamental', 'corner'] as const;
export type StartSet3dName = (typeof START_SETS_3D)[number];

export function isStartSet3dName(name: string): name is StartSet3dName {
  return (START_SETS_3D as readonly string[]).includes(name);
}

/**
 * The possible starts of a set, in flat-index order: `all`; `fundamental`, one cell per
 * orbit of the symmetry group (the one with the smallest flat index: `z ≤ y ≤ x ≤ (n−1)/2`
 * on a cube); `corner`, `(0,0,0)`.
 */
export function startCells3d(set: StartSet3dName, board: Board3d): [number, number, number][] {
  if (!isStartSet3dName(set)) throw new KnightsTourError(`unknown 3-D start set '${String(set)}'`);
  if (set === 'corner') return [[0, 0, 0]];
  const group = symmetriesOf3d(board);
  const out: [number, number, number][] = [];
  for (let z = 0; z < board.depth; z++) {
    for (let y = 0; y < board.height; y++) {
      for (let x = 0; x < board.width; x++) {
        if (!isPossibleStart3d(board, x, y, z)) continue;
        if (set === 'fundamental') {
          const own = cellIndex(board, x, y, z);
          if (group.some((g) => cellIndex(board, ...g.apply([x, y, z])) < own)) continue;
        }
        out.push([x, y, z]);
      }
    }
  }
  return out;
}
