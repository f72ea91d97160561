import {
  type Board,
  boardName,
  cellCount,
  squareLabel,
  squareOf,
  unitOf,
} from '@knights-tour/core';
import { KNIGHT_MOVES } from './knight.js';
import { isMoveTour } from './wasm-check.js';

/**
 * Fast check of a complete open tour of a 2-D board given as moves, the way a sweep's kernel
 * hands its walks over: the square index `start` (`y * width + x`) the walk was asked to start
 * from, then the move number of each step (0..7, the verifier's own `KNIGHT_MOVES`: SPEC
 * §2's move k is k − 1), one byte a step. Returns a one-line problem, or undefined when the
 * moves, decoded from `start` by the verifier's own move table, visit every square of `board`
 * exactly once. A move number is a knight move by construction; that each lands on the board
 * and on a square not visited yet is what is checked (with the length, which makes the walk
 * cover the board). Fits the walk checks of `@knights-tour/sweep/plan`.
 *
 * The yes/no answer comes from the verifier's WebAssembly module (wasm-check.wat); a failure
 * (or no WebAssembly) is decided by the plain loop, which names the first problem by step.
 */
export function checkMoves(board: Board, start: number, moves: Uint8Array): string | undefined {
  const total = cellCount(board);
  if (board.depth !== 1) return `a walk given as moves needs a 2-D board, not ${boardName(board)}`;
  if (moves.length + 1 !== total) {
    return `the walk has ${moves.length + 1} steps but the ${boardName(board)} board has ${total} ${unitOf(board)}`;
  }
  if (!(Number.isInteger(start) && start >= 0 && start < total)) {
    return `step 1: square index ${start} is off the board`;
  }
  if (isMoveTour(board.width, board.height, start, moves) === true) return undefined;
  return firstProblem(board, start, moves);
}

/** The first problem of a walk of {@link checkMoves}, decoded step by step. */
function firstProblem(board: Board, start: number, moves: Uint8Array): string | undefined {
  const { width, height } = board;
  const seen = new Uint8Array(width * height);
  const at = (x: number, y: number) => squareLabel(squareOf(board, x, y, 0));
  let x = start % width;
  let y = (start - x) / width;
  seen[start] = 1;
  for (let k = 0; k < moves.length; k++) {
    const step = k + 2; // step 1 is the start
    const move = moves[k]!;
    const knight = KNIGHT_MOVES[move];
    if (!knight) return `step ${step}: move number ${move} names no knight move (0..7)`;
    const nx = x + knight[0];
    const ny = y + knight[1];
    if (nx < 0 || nx >= width || ny < 0 || ny >= height) {
      return `step ${step}: move ${move} from ${at(x, y)} leaves the board`;
    }
    x = nx;
    y = ny;
    const s = y * width + x;
    if (seen[s] === 1) return `step ${step}: square ${at(x, y)} was already visited`;
    seen[s] = 1;
  }
  return undefined;
}
