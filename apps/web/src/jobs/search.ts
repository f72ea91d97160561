import {
  type AlgorithmName,
  algorithmInfo,
  type Board,
  completeWalk,
  KnightsTourError,
  type SearchAlgorithmName,
  type SearchObserver,
  type Square,
  searchOrder,
  searchTour,
} from '@knights-tour/core';
import type { SearchAnswer, SearchEvents } from '../protocol.js';

/** Can the walk still become a tour? Core's `completeWalk`: the reason in words, or a finish. */
export function completion(
  board: Board,
  walk: Int32Array,
  closed: boolean,
  maxNodes: number,
): SearchAnswer {
  const result = completeWalk(board, walk, { closed, maxNodes });
  return {
    status: result.status,
    nodes: result.nodes,
    ...(result.reason === undefined ? {} : { reason: result.reason }),
    ...(result.squares ? { squares: result.squares } : {}),
  };
}

/** Events buffered before they are sent to the page (the animation plays far slower). */
export const EVENTS_PER_PART = 16_384;

/**
 * The exact search from a start (`backtrack` or `warnsdorff-backtrack`), each square it
 * enters and takes back handed to `onEvents` in parts as it goes, for the page to animate.
 */
export function watchedSearch(
  board: Board,
  start: Square,
  algorithm: AlgorithmName,
  closed: boolean,
  maxNodes: number,
  onEvents: (events: SearchEvents) => void,
): SearchAnswer {
  if (algorithmInfo(algorithm).kind !== 'search') {
    throw new KnightsTourError(`${algorithm} is not an exact search`);
  }
  let buffer = new Int32Array(EVENTS_PER_PART);
  let used = 0;
  const push = (event: number) => {
    buffer[used++] = event;
    if (used === buffer.length) {
      onEvents(buffer);
      buffer = new Int32Array(EVENTS_PER_PART);
      used = 0;
    }
  };
  const observer: SearchObserver = {
    enter: (square) => push(square),
    leave: (square) => push(-1 - square),
  };
  const result = searchTour(board, [start[0], start[1]], {
    order: searchOrder(algorithm as SearchAlgorithmName),
    closed,
    maxNodes,
    observer,
  });
  if (used > 0) onEvents(buffer.slice(0, used));
  return {
    status: result.status,
    nodes: result.nodes,
    ...(result.reason === undefined ? {} : { reason: result.reason }),
    ...(result.squares ? { squares: result.squares } : {}),
  };
}
