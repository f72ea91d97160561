import { formatProgress, type SweepProgress } from '@knights-tour/sweep';
import { info } from './log.js';

/** Progress lines at most this often: enough to see a long shard move, few enough to read. */
const PROGRESS_INTERVAL_MS = 15_000;

/**
 * How a sweep or a solver check tells its progress in the log: a line (the sweep's
 * `formatProgress`) at most every 15 s, and one when the last task is done.
 */
export function progressLog(): (p: SweepProgress) => void {
  let last = Date.now();
  return (p) => {
    const now = Date.now();
    if (now - last >= PROGRESS_INTERVAL_MS || p.tasksDone === p.tasksTotal) {
      last = now;
      info(formatProgress(p));
    }
  };
}
