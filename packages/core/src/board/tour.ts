import { type Board, cellCount } from './board.js';
import { boardFields } from './fields.js';
import { isKnightMove } from './moves.js';
import { cellAt, type Square } from './square.js';

/** Format tag of SPEC §9 documents. */
export const TOUR_FORMAT = 'knights-tour/1';

/** A square as documents write it: `[x, y]`, or `[x, y, z]` on a box. */
export type SquareEntry = [x: number, y: number] | [x: number, y: number, z: number];

/**
 * The tour document of SPEC §9 (and its 3-D extension, docs/three-d.md §6: `depth` present,
 * `start` and every `path` entry `[x, y, z]`): one type from the solver to the JSON file to
 * the verifier. Readers need only `width`, `height` (`depth`) and `path`; the rest is informative.
 */
export interface TourDocument {
  format: typeof TOUR_FORMAT;
  width: number;
  height: number;
  /** Only on a box: a 2-D document has no `depth`. */
  depth?: number;
  algorithm: string;
  start: SquareEntry;
  complete: boolean;
  closed: boolean;
  attempts: number;
  /** The variant of the OctAML family that produced the walk. */
  variant?: { r: 1 | -1; t: number };
  /** Which method produced the walk, when an algorithm chooses between several (`auto`). */
  method?: string;
  /** Why the walk is incomplete when that is known without searching (parity, proven impossible, limits). */
  reason?: string;
  /** Visited squares in order (the partial walk when incomplete). */
  path: SquareEntry[];
}

/**
 * A tour as the solvers produce it and a process keeps it: the board as a {@link Board}, the
 * start as a {@link Square} and the walk compact, as flat square indices (`y * width + x`,
 * `(z * height + y) * width + x` on a box; 4 bytes a square instead of an array each), so
 * boards of 10^8 squares fit in memory. {@link tourDocument} gives the SPEC §9 document.
 */
export interface Tour
  extends Omit<TourDocument, 'format' | 'width' | 'height' | 'depth' | 'start' | 'path'> {
  board: Board;
  start: Square;
  /** Visited squares in order, as flat indices (see `cellIndex`). */
  squares: Int32Array;
}

/**
 * The SPEC §9 document of a tour: the one builder of every tour document (`path` defaults to
 * the tour's squares as `[x, y]` or `[x, y, z]` entries), with its fields in the order files
 * have always written them.
 */
export function tourDocument(
  tour: Tour,
  path: SquareEntry[] = squaresToPath(tour.board, tour.squares),
): TourDocument {
  return {
    format: TOUR_FORMAT,
    ...boardFields(tour.board),
    algorithm: tour.algorithm,
    start: [...tour.start] as SquareEntry,
    complete: tour.complete,
    closed: tour.closed,
    attempts: tour.attempts,
    ...(tour.variant ? { variant: { ...tour.variant } } : {}),
    ...(tour.method === undefined ? {} : { method: tour.method }),
    ...(tour.reason === undefined ? {} : { reason: tour.reason }),
    path,
  };
}

/** True when a complete walk, given as flat indices, also ends one knight move from its start. */
export function isClosedWalk(board: Board, squares: ArrayLike<number>): boolean {
  if (squares.length !== cellCount(board) || squares.length < 2) return false;
  const [x0, y0, z0 = 0] = cellAt(board, squares[0]!);
  const [x1, y1, z1 = 0] = cellAt(board, squares[squares.length - 1]!);
  return isKnightMove(x1 - x0, y1 - y0, z1 - z0);
}

/** Squares of a flat-index walk as `[x, y]` (or `[x, y, z]`) entries. */
export function squaresToPath(board: Board, squares: ArrayLike<number>): SquareEntry[] {
  const path = new Array<SquareEntry>(squares.length);
  for (let i = 0; i < squares.length; i++) path[i] = cellAt(board, squares[i]!);
  return path;
}
