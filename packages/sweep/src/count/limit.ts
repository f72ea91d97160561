import { totalmem } from 'node:os';
import {
  type Board,
  countMemoryRefusal,
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
 * more than core's share of the machine's memory (`countMemoryRefusal`), unless accepted: one
 * line with the estimate.
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
  const tooLarge = countMemoryRefusal(board, [estimate], { memory, here: true });
  if (tooLarge) throw new KnightsTourError(`${tooLarge}; ${proceed}`);
  if (estimate.seconds > LONG_COUNT_SECONDS) {
    const what = describeFrontierEstimate(board, estimate);
    throw new KnightsTourError(
      `counting ${what}, about ${roughDuration(estimate.seconds / workers)} on ${plural(workers, 'worker')} (more than ${roughDuration(LONG_COUNT_SECONDS)} of one worker needs confirmation); ${proceed}`,
    );
  }
}
