import {
  type Board,
  boardName,
  cellCount,
  squareLabel,
  squareOf,
  unitOf,
} from '@knights-tour/core';
import { isKnightStep } from './knight.js';
import { isOpenTour } from './wasm-check.js';

/**
 * Fast check of a complete open tour given as flat square indices (`y * width + x`, or
 * `(z * height + y) * width + x` on a box), for sweeps that re-check every tour they find.
 * Returns a one-line problem, or undefined when the walk visits every square of `board`
 * exactly once with knight moves. Fits the walk checks of `@knights-tour/sweep/plan`.
 *
 * Sweeps check millions of tours, so on a 2-D board the yes/no answer comes from a small
 * WebAssembly module of the verifier's own (wasm-check.wat), which divides nothing and
 * allocates nothing. Any failure, a box, and any board the module cannot take (narrower than
 * 5, no WebAssembly) are decided by the plain loop, which names the first problem by step.
 */
export function checkSquares(board: Board, squares: ArrayLike<number>): string | undefined {
  const total = cellCount(board);
  if (squares.length !== total) {
    return `the walk has ${squares.length} steps but the ${boardName(board)} board has ${total} ${unitOf(board)}`;
  }
  // The WebAssembly check knows the plane's 8 moves only.
  const plane = board.depth === 1;
  if (plane && squares instanceof Int32Array && isOpenTour(board.width, squares) === true) {
    return undefined;
  }
  return firstProblem(board, squares);
}

/** The first problem of a walk of {@link checkSquares}, with coordinates by division. */
function firstProblem(board: Board, squares: ArrayLike<number>): string | undefined {
  const { width, height } = board;
  const total = squares.length;
  const seen = new Uint8Array(total);
  const at = (x: number, y: number, z: number) => squareLabel(squareOf(board, x, y, z));
  let px = 0;
  let py = 0;
  let pz = 0;
  for (let i = 0; i < total; i++) {
    const s = squares[i]!;
    if (!(Number.isInteger(s) && s >= 0 && s < total)) {
      return `step ${i + 1}: square index ${s} is off the board`;
    }
    const x = s % width;
    const rest = (s - x) / width;
    const y = rest % height;
    const z = (rest - y) / height;
    if (seen[s] === 1) return `step ${i + 1}: square ${at(x, y, z)} was already visited`;
    seen[s] = 1;
    if (i > 0 && !isKnightStep(x - px, y - py, z - pz)) {
      return `step ${i + 1}: ${at(px, py, pz)} to ${at(x, y, z)} is not a knight move`;
    }
    px = x;
    py = y;
    pz = z;
  }
  return undefined;
}
