import { type Board, cellIndex } from '../board/board.js';
import type { Square } from '../board/square.js';
import { type Symmetry, boxSymmetries as symmetriesOf } from '../board/symmetry.js';

/** A cell of a box as the 3-D engine handles it. */
export type Cell = readonly [x: number, y: number, z: number];

const same = (a: Square, b: Cell) => a[0] === b[0] && a[1] === b[1] && (a[2] ?? 0) === b[2];

/**
 * The chamber map of a cell: the first symmetry `g` (in `symmetriesOf`'s order) with
 * `g⁻¹·cell` in the fundamental region, i.e. `cell = g·rep` where `rep` is the cell of the
 * orbit with the smallest flat index. Off the mirror planes exactly one `g` fits, so
 * `chamberMap(h·c) = h·chamberMap(c)`; on a plane the first fitting map is the tie rule.
 */
export function chamberMap3d(
  board: Board,
  cell: Cell,
  group: readonly Symmetry[] = symmetriesOf(board),
): { symmetry: Symmetry; representative: Cell } {
  let rep: Cell = cell;
  let best = cellIndex(board, ...cell);
  for (const g of group) {
    const [x, y, z = 0] = g.apply(...cell);
    const i = cellIndex(board, x, y, z);
    if (i < best) {
      best = i;
      rep = [x, y, z];
    }
  }
  for (const g of group) {
    if (same(g.apply(...rep), cell)) return { symmetry: g, representative: rep };
  }
  /* c8 ignore next */
  throw new Error('unreachable: the identity maps a cell to itself');
}

/** True when a symmetry other than the identity fixes the cell: it lies on a mirror plane. */
export function onMirrorPlane3d(
  board: Board,
  cell: Cell,
  group: readonly Symmetry[] = symmetriesOf(board),
): boolean {
  let fixedBy = 0;
  for (const g of group) if (g.fixes(...cell)) fixedBy++;
  return fixedBy > 1;
}
