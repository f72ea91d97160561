import {
  type AlgorithmName,
  algorithmInfo,
  KnightsTourError,
  plural,
  roughDuration,
} from '@knights-tour/core';

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

/** Squares per second one worker walks with `algorithm`: the 3-D heuristics walk one start at a time. */
export function walkRate(algorithm: AlgorithmName): number {
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
