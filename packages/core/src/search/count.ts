import { type Board, type BoardLike, boardName, checkPlaneBoard } from '../board/board.js';
import { isPossibleStart } from '../board/colour.js';
import { checkStart } from '../board/square.js';
import { symmetriesOf } from '../board/symmetry.js';
import { cellOf, toSquareIndices } from '../engine/geometry.js';
import { KnightsTourError } from '../text/errors.js';
import type { AbortSignalLike } from './run-options.js';
import { checkSearchSize, closedParityReason } from './search.js';
import { TourSearch } from './tour-search.js';

/** Options of {@link countTours}. */
export interface CountOptions {
  /** Count only the tours that start here; default: every start, square by square. */
  start?: readonly [number, number];
  /** Called every 2^20 search nodes and after each start square is done. */
  onProgress?: (progress: CountProgress) => void;
  /** Aborting it stops the count: {@link countTours} then throws the signal's reason. */
  signal?: AbortSignalLike;
  /** Count closed tours (Hamiltonian cycles) instead: each directed cycle from each start. */
  closed?: boolean;
  /**
   * Called with every tour the search finds, as square indices `y * width + x` (a view,
   * valid during the call): from `start` when given, else from one start square per class
   * of the board's symmetries (the counts weigh the others in).
   */
  onTour?: (squares: Int32Array) => void;
}

/** Where a running count is. */
export interface CountProgress {
  /** Search nodes so far, over all starts. */
  readonly nodes: number;
  /** Start squares searched so far (one per symmetry class) and how many will be. */
  readonly startsDone: number;
  readonly startsTotal: number;
  /** Tours counted so far, each start's count weighted by the size of its symmetry class. */
  readonly tours: number;
}

/** Result of {@link countTours}. */
export interface TourCount {
  readonly width: number;
  readonly height: number;
  /** The start counted from, when one was given. */
  readonly start?: [number, number];
  /**
   * Directed open tours: a tour and its reverse count twice. From `start` when given (the
   * tours starting there), otherwise on the whole board (the sum of `perSquare`).
   */
  readonly total: number;
  /** Without `start`: `perSquare[y * width + x]` = tours starting at `(x, y)`. */
  readonly perSquare?: Float64Array;
  /** Start squares actually searched: one per class of the board's symmetry group. */
  readonly searched: number;
  /** Search nodes visited. */
  readonly nodes: number;
  /** Wall-clock milliseconds. */
  readonly ms: number;
}

/**
 * Largest board (squares) a count is set up for: before its first node it classes every
 * start square by the board's symmetries and weighs the classes (a second a million squares),
 * and no count beyond 6x6 can finish anyway. 256x256, or 4x16384: every board of 3 or 4 rows.
 */
export const MAX_COUNT_SQUARES = 2 ** 16;

function throwIfAborted(signal: AbortSignalLike | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new Error('count aborted');
}

/**
 * The start squares worth searching: for every possible start, the smallest linear index
 * in its orbit under the board's symmetries (8 maps on a square board, 4 on a rectangle).
 * A symmetry maps the tours from s one-to-one onto the tours from its image, so one count
 * per orbit is exact.
 */
export function startClasses(board: Board): { representative: Int32Array; classes: number[] } {
  const { width: w, height: h } = board;
  const representative = new Int32Array(w * h).fill(-1);
  const classes: number[] = [];
  const group = symmetriesOf(board);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!isPossibleStart(board, x, y)) continue;
      let best = y * w + x;
      for (const g of group) {
        const [u, v] = g.apply(x, y);
        best = Math.min(best, v * w + u);
      }
      representative[y * w + x] = best;
      if (best === y * w + x) classes.push(best);
    }
  }
  return { representative, classes };
}

/**
 * Counts directed open knight's tours by exhaustive search (SPEC §6; OEIS A165134 gives
 * 1,728 on 5×5 and 6,637,920 on 6×6). Exponential: practical up to about 6×6 or 5×7.
 * Black starts of odd boards count 0 by parity, without search. Throws
 * {@link KnightsTourError} for a start off the board, and the signal's reason when aborted.
 */
export function countTours(unchecked: BoardLike, options: CountOptions = {}): TourCount {
  const board = checkPlaneBoard(unchecked, 'counting tours');
  checkSearchSize(
    board,
    `counting the tours of ${boardName(board)}`,
    MAX_COUNT_SQUARES,
    'a count classes every start square by the symmetries before its first node, and none beyond 6x6 can finish',
  );
  const began = Date.now();
  const { width: w, height: h } = board;
  const { start, onProgress, signal, closed = false, onTour } = options;
  if (start) checkStart(board, start);
  throwIfAborted(signal);
  const search = new TourSearch(board);
  const squares = onTour ? new Int32Array(w * h) : undefined;
  const tourFound = onTour
    ? (path: Int32Array) => {
        toSquareIndices(search.geometry, path, squares!.length, squares!);
        onTour(squares!);
      }
    : undefined;
  const counted = new Map<number, number>();
  let representative: Int32Array | undefined;
  let classes: number[];
  if (start) {
    // A black start of an odd board counts 0 by parity: nothing to search.
    classes =
      isPossibleStart(board, start[0], start[1]) && !(closed && closedParityReason(board))
        ? [start[1] * w + start[0]]
        : [];
  } else {
    ({ representative, classes } = startClasses(board));
    if (closed && closedParityReason(board)) classes = [];
  }
  let nodes = 0;
  let tours = 0;
  const weight = new Map<number, number>();
  if (representative) {
    for (const r of representative) if (r >= 0) weight.set(r, (weight.get(r) ?? 0) + 1);
  }
  classes.forEach((square, done) => {
    throwIfAborted(signal);
    const report = (n: number, found: number) =>
      onProgress?.({
        nodes: nodes + n,
        startsDone: done,
        startsTotal: classes.length,
        tours: tours + found * (weight.get(square) ?? 1),
      });
    const outcome = search.run(cellOf(search.geometry, square % w, Math.floor(square / w)), {
      countAll: true,
      closed,
      ...(tourFound ? { onTour: tourFound } : {}),
      ...(onProgress ? { onProgress: report } : {}),
      ...(signal ? { signal } : {}),
    });
    nodes += outcome.nodes;
    if (outcome.stopped) throwIfAborted(signal);
    counted.set(square, outcome.count);
    tours += outcome.count * (weight.get(square) ?? 1);
    onProgress?.({ nodes, startsDone: done + 1, startsTotal: classes.length, tours });
  });
  const ms = Date.now() - began;
  if (start) {
    return {
      width: w,
      height: h,
      start: [start[0], start[1]],
      total: counted.get(start[1] * w + start[0]) ?? 0,
      searched: classes.length,
      nodes,
      ms,
    };
  }
  const perSquare = new Float64Array(w * h);
  let total = 0;
  for (let s = 0; s < w * h; s++) {
    const r = representative![s]!;
    // No entry: a class left unsearched (closed tours of an odd board: none at all).
    const c = r >= 0 ? (counted.get(r) ?? 0) : 0;
    perSquare[s] = c;
    total += c;
  }
  return { width: w, height: h, total, perSquare, searched: classes.length, nodes, ms };
}
