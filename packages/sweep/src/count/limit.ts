import { totalmem } from 'node:os';
import {
  type Board,
  countMemoryRefusal,
  countNeedsConfirmation,
  describeFrontierEstimate,
  type FrontierEstimate,
  KnightsTourError,
  LONG_COUNT_SECONDS,
  plural,
  roughDuration,
} from '@knights-tour/core';

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
 * Refuses, before it starts, a count estimated at more than core's `LONG_COUNT_SECONDS` of one
 * worker (`countNeedsConfirmation`) or at more than core's share of the machine's memory
 * (`countMemoryRefusal`), unless accepted: one line with the estimate.
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
  if (countNeedsConfirmation(estimate)) {
    const what = describeFrontierEstimate(board, estimate);
    throw new KnightsTourError(
      `counting ${what}, about ${roughDuration(estimate.seconds / workers)} on ${plural(workers, 'worker')} (more than ${roughDuration(LONG_COUNT_SECONDS)} of one worker needs confirmation); ${proceed}`,
    );
  }
}
