import {
  type AlgorithmName,
  type Board,
  findTour,
  type Square,
  tourExists,
} from '@knights-tour/core';
import type { SolvedTour } from '../protocol.js';

/** Nodes the exact search may spend deciding whether a tour exists where a walk failed. */
export const EXISTENCE_NODES = 1_000_000;

/** What `solve` and `symmetry` jobs ask of one walk. */
export interface WalkRequest {
  readonly board: Board;
  readonly algorithm: AlgorithmName;
  readonly closed?: boolean;
  readonly seed?: number;
  readonly maxNodes?: number;
  readonly maxMs?: number;
}

/**
 * A walk by core's `findTour` on any board, timed. When it is no tour on a 2-D board, core's
 * `tourExists` says whether one exists from that start and why: the page tells a heuristic
 * that got stuck from a board where no tour can exist (3×3, 4×4, a minority-colour start).
 */
export function solveWalk(request: WalkRequest, start: Square): SolvedTour {
  const { board, algorithm } = request;
  const began = performance.now();
  const tour = findTour({
    width: board.width,
    height: board.height,
    depth: board.depth,
    start,
    algorithm,
    ...(request.closed ? { closed: true } : {}),
    ...(request.seed === undefined ? {} : { seed: request.seed }),
    ...(request.maxNodes === undefined ? {} : { maxNodes: request.maxNodes }),
    ...(request.maxMs === undefined ? {} : { maxMs: request.maxMs }),
  });
  const elapsedMs = performance.now() - began;
  if (tour.complete || board.depth !== 1) return { ...tour, elapsedMs };
  const answer = tourExists(board, {
    start: [start[0], start[1]],
    ...(request.closed ? { closed: true } : {}),
    maxNodes: EXISTENCE_NODES,
  });
  return { ...tour, elapsedMs, existence: { exists: answer.exists, reason: answer.reason } };
}
