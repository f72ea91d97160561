import type { Board, CompleteWalk } from '@knights-tour/core';
import { checkMoves } from './check-moves.js';
import { checkSquares } from './check-squares.js';

/** A complete walk a sweep hands over: core's, with the start the sweep asked for. */
export interface HandedWalk extends CompleteWalk {
  /** Square index of the instance's start, from the sweep's own list (not the solver's word). */
  readonly start: number;
}

/**
 * The sweep's check of a complete walk, in whichever form it comes: moves (the kernel's, a byte
 * a step) are decoded from the sweep's start by {@link checkMoves}, square indices go to
 * {@link checkSquares}. Returns a one-line problem or undefined. Fits the walk checks of
 * `@knights-tour/sweep/plan`.
 */
export function checkWalk(board: Board, walk: HandedWalk): string | undefined {
  return walk.moves
    ? checkMoves(board, walk.start, walk.moves)
    : checkSquares(board, walk.squares());
}
