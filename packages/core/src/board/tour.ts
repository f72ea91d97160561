import type { Board } from './board.js';
import { isKnightMove } from './moves.js';

/** Format tag of SPEC §9 documents. */
export const TOUR_FORMAT = 'knights-tour/1';

/**
 * The tour document of SPEC §9: one type from the solver to the JSON file to the verifier.
 * Readers need only `width`, `height` and `path`; the rest is informative.
 */
export interface TourDocument {
  format: typeof TOUR_FORMAT;
  width: number;
  height: number;
  algorithm: string;
  start: [number, number];
  complete: boolean;
  closed: boolean;
  attempts: number;
  /** The OctAML variant that produced the walk. */
  variant?: { r: 1 | -1; t: number };
  /** Which method produced the walk, when an algorithm chooses between several (`auto`). */
  method?: string;
  /** Why the walk is incomplete when that is known without searching (parity, proven impossible, limits). */
  reason?: string;
  /** Visited squares in order (the partial walk when incomplete). */
  path: [number, number][];
}

/**
 * A tour as the solvers produce it: the document's fields with the walk kept compact, as
 * linear square indices `y * width + x` (4 bytes a square instead of a `[x, y]` array each),
 * so boards of 10^8 squares fit in memory. {@link toDocument} gives the SPEC §9 document.
 */
export interface Tour extends Omit<TourDocument, 'path'> {
  /** Visited squares in order, as linear indices `y * width + x`. */
  squares: Int32Array;
}

/** The SPEC §9 document of a compact tour. */
export function toDocument(tour: Tour): TourDocument {
  const { squares, ...fields } = tour;
  return { ...fields, path: squaresToPath(tour, squares) };
}

/** True when a complete walk, given as linear indices, also ends one knight move from its start. */
export function isClosedWalk(board: Board, squares: ArrayLike<number>): boolean {
  if (squares.length !== board.width * board.height || squares.length < 2) return false;
  const first = squares[0]!;
  const last = squares[squares.length - 1]!;
  const w = board.width;
  return isKnightMove((last % w) - (first % w), Math.floor(last / w) - Math.floor(first / w));
}

/** Squares of a linear-index walk as `[x, y]` pairs. */
export function squaresToPath(board: Board, squares: ArrayLike<number>): [number, number][] {
  const path = new Array<[number, number]>(squares.length);
  for (let i = 0; i < squares.length; i++) {
    const s = squares[i]!;
    path[i] = [s % board.width, Math.floor(s / board.width)];
  }
  return path;
}
