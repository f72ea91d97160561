import { totalmem } from 'node:os';
import {
  type Board,
  describeFrontierEstimate,
  type FrontierEstimate,
  KnightsTourError,
  plural,
  roughDuration,
} from '@knights-tour/core';

/**
 * Estimated time of one worker above which a count runs only when accepted: 10^4 s, about 3
 * hours, as for a sweep.
 */
export const LONG_COUNT_SECONDS = 1e4;

/** Share of the machine's memory a count may be estimated to take without confirmation. */
export const MEMORY_SHARE = 0.8;

/** Options of {@link checkCountLimit}. */
export interface CountLimitOptions {
  readonly workers: number;
  /** The user accepted a long or large count. */
  readonly accept?: boolean | undefined;
  /** Bytes of memory the machine has (default `os.totalmem()`). */
  readonly memory?: number | undefined;
  /** How to proceed, for the message (default: the CLI's `--yes`). */
  readonly proceed?: string | undefined;
}

/**
 * Refuses, before it starts, a count estimated at more than about 3 hours of one worker or at
 * more than 80% of the machine's memory, unless accepted: one line with the estimate.
 */
export function checkCountLimit(
  board: Board,
  estimate: FrontierEstimate,
  options: CountLimitOptions,
): void {
  if (options.accept) return;
  const memory = options.memory ?? totalmem();
  const workers = Math.max(1, options.workers);
  const proceed = options.proceed ?? 'pass --yes to run it anyway';
  const what = describeFrontierEstimate(board, estimate);
  if (estimate.bytes > MEMORY_SHARE * memory) {
    throw new KnightsTourError(
      `counting ${what}: more than ${Math.round(MEMORY_SHARE * 100)}% of this machine's ${(memory / 1e9).toFixed(0)} GB of memory; ${proceed}`,
    );
  }
  if (estimate.seconds > LONG_COUNT_SECONDS) {
    throw new KnightsTourError(
      `counting ${what}, about ${roughDuration(estimate.seconds / workers)} on ${plural(workers, 'worker')} (more than ${roughDuration(LONG_COUNT_SECONDS)} of one worker needs confirmation); ${proceed}`,
    );
  }
}
