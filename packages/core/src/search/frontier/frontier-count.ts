import { type Board, type BoardLike, boardName, checkPlaneBoard } from '../../board/board.js';
import { isPossibleStart } from '../../board/colour.js';
import { checkStart } from '../../board/square.js';
import { KnightsTourError } from '../../text/errors.js';
import { startClasses } from '../count.js';
import type { AbortSignalLike } from '../run-options.js';
import { closedParityReason } from '../search.js';
import type { FrontierMode } from './frontier-engine.js';
import { type LayerCount, type LayerProgress, layerCountSteps } from './layer.js';
import { type FrontierPlan, frontierPlan, MAX_FRONTIER_ROWS } from './plan.js';

/** Options of {@link frontierCount}. */
export interface FrontierCountOptions {
  /** Count closed tours (Hamiltonian cycles); default: open tours (Hamiltonian paths). */
  readonly closed?: boolean | undefined;
  /** Open tours: count only the tours that start here. */
  readonly start?: readonly [number, number] | undefined;
  /**
   * Open tours without `start`: also count the tours starting on each square, one count per
   * class of the board's symmetries (each about as long as the whole count, or shorter).
   */
  readonly perSquare?: boolean | undefined;
  /** Called after each step of each count. */
  readonly onProgress?: ((progress: FrontierProgress) => void) | undefined;
  /** Aborting it stops the count at the next step: {@link frontierCount} throws its reason. */
  readonly signal?: AbortSignalLike | undefined;
}

/** Where a running {@link frontierCount} is. */
export interface FrontierProgress extends LayerProgress {
  /** Which count (1-based) of how many: one, or one per start-square class with `perSquare`. */
  readonly count: number;
  readonly counts: number;
  /** The start square of this count, when it counts the tours from one square. */
  readonly square?: readonly [number, number];
}

/** Result of {@link frontierCount}. */
export interface FrontierCount {
  readonly board: Board;
  readonly closed: boolean;
  /** The start counted from, when one was given. */
  readonly start?: readonly [number, number];
  /**
   * Tours as undirected cycles or paths: a tour and its reverse count once (closed: OEIS
   * A001230's convention). With `start` (open tours): the tours with an end there.
   */
  readonly undirected: bigint;
  /**
   * Directed tours: a tour and its reverse count twice (open: OEIS A165134's convention and
   * `countTours`'). With `start`: the tours that start there.
   */
  readonly directed: bigint;
  /** With `perSquare`: `perSquare[y * board.width + x]` = directed open tours starting at (x, y). */
  readonly perSquare?: readonly bigint[];
  /** The most frontier states one count held at once: its memory is about 16 bytes each. */
  readonly peakStates: number;
  /** Wall-clock milliseconds. */
  readonly ms: number;
}

/**
 * What {@link frontierCount} counts, in one sentence for a reader of its numbers (the web
 * page's count view says it under the counts).
 */
export const TOUR_COUNT_CONVENTION =
  'Open tours are counted directed: a tour and its reverse count twice, each at the square it starts on; closed tours are counted once each, as cycles (a closed tour can be walked from any of its squares, either way round), and the directed count is twice that.';

/** Checks that the frontier count takes the board: 2-D, shorter side at most 8. */
export function checkFrontierBoard(unchecked: BoardLike): Board {
  const board = checkPlaneBoard(unchecked, 'counting tours');
  const rows = Math.min(board.width, board.height);
  if (rows > MAX_FRONTIER_ROWS) {
    throw new KnightsTourError(
      `counting the tours of ${boardName(board)} exactly is out of reach: the count keeps a frontier of 2 × ${rows} + 1 squares, and only boards whose shorter side is at most ${MAX_FRONTIER_ROWS} fit (a frontier of 9 rows would need more states than any memory holds)`,
    );
  }
  return board;
}

/**
 * Counts the knight's tours of a board exactly, closed or open, by the transfer-matrix
 * (frontier) method: the board is swept column by column along its longer side, and the
 * count keeps, for every way the squares swept so far can be covered by partial paths, only
 * what the rest of the board needs to know (the degrees of the frontier squares and how
 * loose ends pair up) with the number of ways. Time and memory grow with the shorter side
 * (about 25 times per row): 6×6 takes a fraction of a second, 7×8 minutes; the longer side
 * adds only linearly. Exact at any size (`bigint`). Throws {@link KnightsTourError} for a
 * shorter side above 8 or a start off the board, and the signal's reason when aborted.
 */
export function frontierCount(
  unchecked: BoardLike,
  options: FrontierCountOptions = {},
): FrontierCount {
  const { signal, onProgress } = options;
  const stop = () => {
    if (signal?.aborted) throw signal.reason ?? new Error('count aborted');
  };
  stop();
  const steps = frontierCounting(unchecked, options);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    onProgress?.(next.value);
    stop();
  }
}

/**
 * {@link frontierCount} a step at a time: a generator that yields the progress after each
 * step of each count and returns the count. A browser worker can run a few steps, answer
 * its messages (a request to stop: `return()` the generator), and go on; nothing runs
 * between two `next()` calls. The board and options are checked at the first `next()`.
 */
export function* frontierCounting(
  unchecked: BoardLike,
  options: Omit<FrontierCountOptions, 'onProgress' | 'signal'> = {},
): Generator<FrontierProgress, FrontierCount, void> {
  const board = checkFrontierBoard(unchecked);
  const began = Date.now();
  const { width, height } = board;
  const closed = options.closed ?? false;
  const checked = options.start ? checkStart(board, options.start) : undefined;
  const start = checked ? ([checked[0], checked[1]] as const) : undefined;
  const plan = frontierPlan(board);
  const shape = {
    board,
    closed,
    ...(start ? { start: [start[0], start[1]] as const } : {}),
  };
  const finish = (
    undirected: bigint,
    directed: bigint,
    peakStates: number,
    perSquare?: bigint[],
  ) => ({
    ...shape,
    undirected,
    directed,
    ...(perSquare ? { perSquare } : {}),
    peakStates,
    ms: Date.now() - began,
  });
  if (closed) {
    if (closedParityReason(board)) return finish(0n, 0n, 0);
    const { total, peakStates } = yield* run(plan, { closed }, 1, 1);
    return finish(total, 2n * total, peakStates);
  }
  if (width * height === 1) {
    return finish(1n, 1n, 1, options.perSquare && !start ? [1n] : undefined);
  }
  if (start) {
    if (!isPossibleStart(board, start[0], start[1])) return finish(0n, 0n, 0);
    const cell = plan.cellOf[start[1] * width + start[0]]!;
    const { total, peakStates } = yield* run(plan, { closed, start: cell }, 1, 1, start);
    return finish(total, total, peakStates);
  }
  if (!options.perSquare) {
    const { total, peakStates } = yield* run(plan, { closed }, 1, 1);
    return finish(total, 2n * total, peakStates);
  }
  // One count per class of start squares: a symmetry maps the tours from a square one to one
  // onto the tours from its image.
  const { representative, classes } = startClasses(board);
  const counted = new Map<number, bigint>();
  let peakStates = 0;
  for (const [k, square] of classes.entries()) {
    const xy = [square % width, Math.floor(square / width)] as const;
    const cell = plan.cellOf[square]!;
    const outcome = yield* run(plan, { closed, start: cell }, k + 1, classes.length, xy);
    counted.set(square, outcome.total);
    peakStates = Math.max(peakStates, outcome.peakStates);
  }
  const perSquare = Array.from(representative, (r) => (r >= 0 ? counted.get(r)! : 0n));
  const directed = perSquare.reduce((a, b) => a + b, 0n);
  return finish(directed / 2n, directed, peakStates, perSquare);
}

/** One count, its steps told as count `count` of `counts`. */
function* run(
  plan: FrontierPlan,
  mode: FrontierMode,
  count: number,
  counts: number,
  square?: readonly [number, number],
): Generator<FrontierProgress, LayerCount, void> {
  const steps = layerCountSteps(plan, mode);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    yield { ...next.value, count, counts, ...(square ? { square } : {}) };
  }
}
