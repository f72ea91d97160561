import type { Board, Square } from './board.js';

/** The symmetries of a square board (all 8) and of a rectangle (the first, `rot180`, `flipX`, `flipY`). */
export type SymmetryName =
  | 'identity'
  | 'rot90'
  | 'rot180'
  | 'rot270'
  | 'flipX'
  | 'flipY'
  | 'transpose'
  | 'antiTranspose';

/** A map of the board onto itself that preserves knight moves. */
export interface Symmetry {
  readonly name: SymmetryName;
  /** Rotations preserve orientation; reflections reverse it. */
  readonly kind: 'rotation' | 'reflection';
  /** Image of `(x, y)`. */
  apply(x: number, y: number): Square;
  /** True for the squares the map leaves fixed (the axis of a reflection, the centre of a rotation). */
  fixes(x: number, y: number): boolean;
}

function make(
  name: SymmetryName,
  kind: Symmetry['kind'],
  apply: (x: number, y: number) => Square,
): Symmetry {
  return {
    name,
    kind,
    apply,
    fixes(x, y) {
      const [u, v] = apply(x, y);
      return u === x && v === y;
    },
  };
}

/**
 * The symmetry group of the board: 8 maps for a square board, 4 for a rectangle.
 * Rotations are clockwise in screen orientation (y down): `rot90` maps the top-left
 * corner to the top-right one, so quadrant q goes to q + 1.
 */
export function symmetriesOf(board: Board): Symmetry[] {
  const mx = board.width - 1;
  const my = board.height - 1;
  const group: Symmetry[] = [
    make('identity', 'rotation', (x, y) => [x, y]),
    make('rot180', 'rotation', (x, y) => [mx - x, my - y]),
    make('flipX', 'reflection', (x, y) => [mx - x, y]),
    make('flipY', 'reflection', (x, y) => [x, my - y]),
  ];
  if (board.width === board.height) {
    const m = mx;
    group.splice(
      1,
      0,
      make('rot90', 'rotation', (x, y) => [m - y, x]),
    );
    group.splice(
      3,
      0,
      make('rot270', 'rotation', (x, y) => [y, m - x]),
    );
    group.push(
      make('transpose', 'reflection', (x, y) => [y, x]),
      make('antiTranspose', 'reflection', (x, y) => [m - y, m - x]),
    );
  }
  return group;
}
