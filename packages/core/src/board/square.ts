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
 * The square of a flat index (see `cellIndex`): `[x, y]` on a 2-D board, `[x, y, z]` on a box.
 */
export function cellAt(board: Board, index: number): [number, number] | [number, number, number] {
  const x = index % board.width;
  const rest = (index - x) / board.width;
  if (board.depth === 1) return [x, rest];
  const y = rest % board.height;
  return [x, y, (rest - y) / board.height];
}

/**
 * The start check of every public door that takes a square: `[x, y]` on a 2-D board (a
 * trailing `z` of 0 is accepted), `[x, y, z]` on a box. Returns the square in the board's
 * own form; throws {@link KnightsTourError} saying the valid range otherwise.
 */
export function checkStart(board: Board, start: readonly number[]): Square {
  const [x = Number.NaN, y = Number.NaN, z = board.depth === 1 ? 0 : Number.NaN] = start ?? [];
  const arity =
    board.depth === 1 ? start?.length === 2 || start?.length === 3 : start?.length === 3;
  if (!arity || !onBoard(board, x, y, z)) {
    const axes = board.depth === 1 ? ['x', 'y'] : ['x', 'y', 'z'];
    const sides = [board.width, board.height, board.depth];
    const ranges = axes.map((a, i) => `${a} from 0 to ${sides[i]! - 1}`).join(', ');
    throw new KnightsTourError(
      `start ${Array.isArray(start) ? squareLabel(start) : `(${String(start)})`} is off the ${boardName(board)} board (${ranges})`,
    );
  }
  return board.depth === 1 ? [x, y] : [x, y, z];
}
