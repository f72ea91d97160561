import { type AlgorithmName, algorithmInfo, KnightsTourError, plural } from '@knights-tour/core';

/**
 * How long a sweep will take, estimated before it starts, and the confirmation a long one
 * needs. A plan counts its work in squares (cells on boxes) walked, one attempt per instance;
 * its time depends on the engine that walks them.
 */

/**
 * Squares one worker walks per second on the 2-D kernel, measured: the paper's whole OctAML16
 * sweep averaged 133 M squares/s per core (docs/performance.md); rounded down.
 */
export const KERNEL_SQUARES_PER_SECOND = 100e6;

/**
 * Squares (cells) one worker walks per second with the one-walk-at-a-time walker of the 3-D
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
 * Squares per second one worker walks with `algorithm`: the 3-D heuristics walk one start at
 * a time; without an algorithm (a solver check), the pace of checking a program's walks.
 */
export function walkRate(algorithm: AlgorithmName | undefined): number {
  if (algorithm === undefined) return CHECK_SQUARES_PER_SECOND;
  return algorithmInfo(algorithm).dimensions === 3
    ? WALKER_SQUARES_PER_SECOND
    : KERNEL_SQUARES_PER_SECOND;
}

/**
 * Estimated time of one worker above which a sweep runs only when accepted: 10^4 s, about 3
 * hours (10^12 squares on the kernel).
 */
export const LONG_RUN_SECONDS = 1e4;

/** What {@link checkWorkLimit} judges: a plan's estimate, or the sum of several. */
export interface WorkEstimate {
  /** Squares (cells on boxes) walked, one attempt per instance. */
  readonly work: number;
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
}

/** `3.2 hours`, `2.1e2 years`: the scale of an estimate that may be huge. */
function roughDuration(seconds: number): string {
  const units: [string, number][] = [
    ['years', 365.25 * 86400],
    ['days', 86400],
    ['hours', 3600],
    ['minutes', 60],
  ];
  for (const [unit, size] of units) {
    if (seconds >= size) {
      const v = seconds / size;
      return `${v >= 100 ? v.toExponential(1).replace('e+', 'e') : v.toFixed(1)} ${unit}`;
    }
  }
  return `${Math.ceil(seconds)} seconds`;
}

/**
 * Refuses work beyond `LONG_RUN_SECONDS` (about 3 hours) of one worker unless accepted, before any of it
 * starts, with one line giving the estimate and how to proceed.
 */
export function checkWorkLimit(estimate: WorkEstimate, options: WorkLimitOptions): void {
  if (options.accept || estimate.seconds <= LONG_RUN_SECONDS) return;
  const workers = Math.max(1, options.workers);
  const proceed =
    options.proceed ??
    'split it with --shard i/k, choose a smaller range of sizes or starts, or pass --yes to run it anyway';
  throw new KnightsTourError(
    `${options.what ?? 'this sweep'} would walk about ${estimate.work.toExponential(2)} squares, about ${roughDuration(estimate.seconds / workers)} on ${plural(workers, 'worker')} (more than ${roughDuration(LONG_RUN_SECONDS)} of one worker needs confirmation): ${proceed}`,
  );
}
