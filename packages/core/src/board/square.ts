import { KnightsTourError } from '../text/errors.js';
import { type Board, boardName, onBoard } from './board.js';

/**
 * A square `[x, y]` of a 2-D board, or a cell `[x, y, z]` of a box: column `x` from the left,
 * row `y` from the top, layer `z` from the first; `(0, 0)` is the top-left corner.
 */
export type Square = readonly [x: number, y: number] | readonly [x: number, y: number, z: number];

/** `(3,4)` or `(3,4,0)`: a square as every message and report writes it. */
export function squareLabel(square: readonly number[]): string {
  return `(${square.join(',')})`;
}

/**
 * The square `(x, y, z)` in the board's own form, as files and messages write it: `[x, y]` on
 * a 2-D board, `[x, y, z]` on a box. The one place a square's arity is decided.
 */
export function squareOf(
  board: Board,
  x: number,
  y: number,
  z = 0,
): [number, number] | [number, number, number] {
  return board.depth === 1 ? [x, y] : [x, y, z];
}

/** Coordinates a square of the board has in files: 2 on a 2-D board, 3 on a box (see {@link squareOf}). */
export function squareArity(board: Board): 2 | 3 {
  return board.depth === 1 ? 2 : 3;
}

/**
 * The square of a flat index (see `cellIndex`): `[x, y]` on a 2-D board, `[x, y, z]` on a box.
 */
export function cellAt(board: Board, index: number): [number, number] | [number, number, number] {
  const x = index % board.width;
  const rest = (index - x) / board.width;
  const y = rest % board.height;
  return squareOf(board, x, y, (rest - y) / board.height);
}

/**
 * The start check of every public door that takes a square: `[x, y]` on a 2-D board (a
 * trailing `z` of 0 is accepted), `[x, y, z]` on a box. Returns the square in the board's
 * own form; throws {@link KnightsTourError} saying the valid range otherwise.
 */
export function checkStart(board: Board, start: readonly number[]): Square {
  const arity = squareArity(board);
  // A 2-D board also takes a trailing z of 0.
  const [x = Number.NaN, y = Number.NaN, z = arity === 2 ? 0 : Number.NaN] = start ?? [];
  const fits = start?.length === arity || (arity === 2 && start?.length === 3);
  if (!fits || !onBoard(board, x, y, z)) {
    const axes = ['x', 'y', 'z'].slice(0, arity);
    const sides = [board.width, board.height, board.depth];
    const ranges = axes.map((a, i) => `${a} from 0 to ${sides[i]! - 1}`).join(', ');
    throw new KnightsTourError(
      `start ${Array.isArray(start) ? squareLabel(start) : `(${String(start)})`} is off the ${boardName(board)} board (${ranges})`,
    );
  }
  return squareOf(board, x, y, z);
}
