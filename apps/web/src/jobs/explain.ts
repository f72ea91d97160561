import { type Board, explainWalk, type HeuristicName, type Square } from '@knights-tour/core';
import type { ExplainedWalk } from '../protocol.js';

/**
 * Core's `explainWalk` with every step read out, ready to post: a walk on the boards the learn
 * view takes (up to 20×20) is a few hundred steps of at most eight candidates each.
 */
export function explained(request: {
  readonly board: Board;
  readonly start: Square;
  readonly algorithm: HeuristicName;
  readonly seed?: number;
}): ExplainedWalk {
  const { steps, ...walk } = explainWalk(
    request.board,
    request.algorithm,
    [request.start[0], request.start[1]],
    request.seed === undefined ? {} : { seed: request.seed },
  );
  return { ...walk, steps: [...steps] };
}
