import { type Board, boardName, cellCount } from './board.js';
import { squareLabel } from './square.js';

/** White squares have `x + y (+ z)` even: the colour of the corner. A knight move always changes colour. */
export function isWhite(x: number, y: number, z = 0): boolean {
  return ((x + y + z) & 1) === 0;
}

/**
 * Can an open tour start here at all? Every square when the board has an even number of
 * squares; only white squares when every side is odd (one more white than black, so a tour
 * starts and ends on white).
 */
export function isPossibleStart(board: Board, x: number, y: number, z = 0): boolean {
  return cellCount(board) % 2 === 0 || isWhite(x, y, z);
}

/** Why no open tour can start here (a black square of an all-odd board), or undefined. */
export function parityReason(board: Board, x: number, y: number, z = 0): string | undefined {
  if (isPossibleStart(board, x, y, z)) return undefined;
  if (board.depth === 1) {
    return `no open tour starts at ${squareLabel([x, y])}: on an odd ${boardName(board)} board white squares outnumber black by one, so a tour must start and end on white, and ${squareLabel([x, y])} is black`;
  }
  return `no open tour starts at ${squareLabel([x, y, z])}: on a ${boardName(board)} board (all sides odd) a tour starts and ends on the majority colour, x+y+z even`;
}
