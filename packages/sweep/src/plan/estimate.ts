import {
  type AlgorithmName,
  algorithmInfo,
  type Board,
  cellCount,
  closedToursExist,
  KnightsTourError,
  plural,
  roughDuration,
} from '@knights-tour/core';

/**
 * How long a sweep (or one walk) will take, estimated before it starts, and the confirmation
 * a long one needs. An instance costs the squares its attempts walk, at the rate of the
 * engine that walks them: one attempt for every rule but Parberry's, whose retries are
 * counted (see {@link instanceCost}).
 */

/**
 * Squares one worker walks per second on the 2-D kernel, measured: the paper's whole OctAML16
 * sweep averaged 133 M squares/s per core (docs/performance.md); rounded down.
 */
export const KERNEL_SQUARES_PER_SECOND = 100e6;

/**
 * Squares one worker walks per second with the one-walk-at-a-time walker of the 3-D
 * heuristics, measured: `sweep --sizes 3-8x3-8x3-8` walks 7.6e6 cells in about 2 s on 2
 * workers (a plain JavaScript loop over 24 moves, not the kernel); rounded down.
 */
export const WALKER_SQUARES_PER_SECOND = 2e6;

/**
 * Squares of a program's walks one worker of a solver check reads, verifies and compares per
 * second, the program's own time not counted: an estimate from it is the least time a check
 * can take. Measured: every start of 5..100 (1.55e9 squares) took each of 2 workers 0.54 ms
 * an instance beyond its program's time, 11 M squares/s (`node packages/sweep/bench/solver.mjs
 * --only full`, under load 5-6); rounded down.
 */
export const CHECK_SQUARES_PER_SECOND = 10e6;

/**
 * Squares one worker walks per second on the general 2-D walker, one start at a time: the
 * rules that depend on the walk (Pohl's sums, the switching orders, random ties, Parberry's
 * early stop). Measured from 400 starts of 100x100: Pohl and seeded Warnsdorff 3.5 M/s,
 * switching 10 M/s, Parberry 4-9 M/s; rounded down.
 */
export const RULE_WALKER_SQUARES_PER_SECOND = 3e6;

/**
 * Cells per second the general walker resets between two attempts (it copies the board's
 * degrees whole), measured from Parberry's 100,000 attempts on 1000x1000 and 2000x2000
 * (17 s and 32 s); rounded down. On the largest boards the resets, not the walks, are
 * most of Parberry's time.
 */
export const RESET_CELLS_PER_SECOND = 1e10;

/**
 * Squares a failing Parberry attempt walks at most on average: it stops once every neighbour
 * of its start is used, after 0.3 n² squares on small boards and 700-1,600 on every board
 * measured from 80x80 to 2000x2000.
 */
export const PARBERRY_ATTEMPT_SQUARES = 2048;

/**
 * Squares per second one worker walks with `algorithm` (and a seed or not); without an
 * algorithm (a solver check), the pace of checking a program's walks.
 */
export function walkRate(algorithm: AlgorithmName | undefined, seeded = false): number {
  if (algorithm === undefined) return CHECK_SQUARES_PER_SECOND;
  const info = algorithmInfo(algorithm);
  if (info.dimensions === 3) return WALKER_SQUARES_PER_SECOND;
  return info.interleaved && !(seeded && info.seed)
    ? KERNEL_SQUARES_PER_SECOND
    : RULE_WALKER_SQUARES_PER_SECOND;
}

/**
 * Attempts Parberry's walk is expected to make from one start of `board`, as measured from 6
 * starts per even n (mean attempts: 81 at n = 20, 451 at 30, 631 at 40, 1,736 at 50; 15,425
 * from one start of 60x60, 30,710 at 70, all 100,000 at 80 and beyond) and bounded above by
 * them: 20 · 10^(n/20), n the board's shorter side, at most `attempts`. A board without a
 * closed tour takes one attempt (the walker knows it has none).
 */
function parberryAttempts(board: Board, attempts: number): number {
  if (!closedToursExist(board)) return 1;
  const n = Math.min(board.width, board.height);
  return Math.min(attempts, Math.ceil(20 * 10 ** (n / 20)));
}

/** What one instance (a walk from one start, all its attempts) is expected to cost. */
export interface InstanceCost {
  /** Squares walked, every attempt counted. */
  readonly squares: number;
  /** Seconds of one worker. */
  readonly seconds: number;
}

/** How instances of one algorithm are costed (see {@link instanceCosts}). */
export interface CostModel {
  /** Squares per second of the algorithm's engine. */
  readonly rate: number;
  /** False when every instance is one walk of its board (no retries counted). */
  readonly retries: boolean;
  /** The expected cost of one instance on `board`. */
  of(board: Board): InstanceCost;
}

/**
 * The expected cost of one instance of `algorithm` on a board: one walk of its squares, at
 * the rate of its engine; or, for Parberry's closed walk, its expected attempts (see
 * `parberryAttempts`), each walking up to 2,048 squares (on average) and
 * resetting the whole board. The other rules with several attempts (OctAML16's variants,
 * squirrel-cull's orders) almost always finish on the first: one is counted. The algorithm
 * is read once (a plan asks for every board).
 */
export function instanceCosts(algorithm: AlgorithmName | undefined, seeded = false): CostModel {
  const rate = walkRate(algorithm, seeded);
  const info = algorithm === undefined ? undefined : algorithmInfo(algorithm);
  const retries = info?.kind === 'heuristic' && info.closed;
  return {
    rate,
    retries,
    of(board) {
      const cells = cellCount(board);
      const attempts = retries && info ? parberryAttempts(board, info.attempts) : 1;
      if (attempts === 1) return { squares: cells, seconds: cells / rate };
      const walked = Math.min(cells / 2, PARBERRY_ATTEMPT_SQUARES);
      return {
        squares: attempts * walked,
        seconds: attempts * (walked / rate + cells / RESET_CELLS_PER_SECOND),
      };
    },
  };
}

/**
 * Estimated time of one worker above which a sweep runs only when accepted: 10^4 s, about 3
 * hours (10^12 squares on the kernel).
 */
export const LONG_RUN_SECONDS = 1e4;

/**
 * Estimated time above which one walk (`solve`, which has nothing to confirm it with) is
 * refused: 10 minutes. The slowest rules on the largest board take less (Pohl on 16384x16384:
 * about 95 s); Parberry's 100,000 attempts there would take about an hour.
 */
export const LONG_WALK_SECONDS = 600;

/** What {@link checkWorkLimit} judges: a plan's estimate, or the sum of several. */
export interface WorkEstimate {
  /** Squares (cells on boxes) of one attempt per instance. */
  readonly work: number;
  /** Squares (cells) walked, every expected attempt counted (default `work`). */
  readonly walked?: number;
  /** Seconds of one worker. */
  readonly seconds: number;
}

/** Options of {@link checkWorkLimit}. */
export interface WorkLimitOptions {
  /** Workers the estimate assumes. */
  readonly workers: number;
  /** The user accepted a long run. */
  readonly accept?: boolean | undefined;
  /** How to proceed, for the message (default: the CLI's `--shard`, smaller range or `--yes`). */
  readonly proceed?: string | undefined;
  /** What is estimated, for the message (default `this sweep`). */
  readonly what?: string | undefined;
  /** Seconds of one worker beyond which the work is refused (default 10^4 s, about 3 hours). */
  readonly limit?: number | undefined;
  /** False when nothing can accept the work past the limit (the message then says refused). */
  readonly confirmable?: boolean | undefined;
}

/**
 * Refuses work beyond `LONG_RUN_SECONDS` (about 3 hours) of one worker (or `options.limit`)
 * unless accepted, before any of it starts, with one line giving the estimate and how to
 * proceed.
 */
export function checkWorkLimit(estimate: WorkEstimate, options: WorkLimitOptions): void {
  const limit = options.limit ?? LONG_RUN_SECONDS;
  if (options.accept || estimate.seconds <= limit) return;
  const workers = Math.max(1, options.workers);
  const proceed =
    options.proceed ??
    'split it with --shard i/k, choose a smaller range of sizes or starts, or pass --yes to run it anyway';
  throw new KnightsTourError(
    `${options.what ?? 'this sweep'} would walk about ${(estimate.walked ?? estimate.work).toExponential(2)} squares, about ${roughDuration(estimate.seconds / workers)} on ${plural(workers, 'worker')} (more than ${roughDuration(limit)} of one worker ${options.confirmable === false ? 'is refused' : 'needs confirmation'}): ${proceed}`,
  );
}
