import { formatProgress, progressFigures, type SweepProgress } from '@knights-tour/sweep';
import type { CommandIO } from './command.js';
import { interruptSignal } from './interrupt.js';
import { statusLine } from './status-line.js';

/**
 * A progress bar on stderr, drawn only when stderr is a terminal (nothing otherwise): the
 * share done, instances, speed in squares per second and time left (sweep's formatProgress).
 */
export function progressBar(
  io: CommandIO,
  label: string,
): {
  update: (p: SweepProgress) => void;
  clear: () => void;
} {
  const line = statusLine(io);
  let last = 0;
  return {
    update(p) {
      // Not a terminal: the text would go nowhere (its first number formatting alone cost
      // 40 ms of a 2-second sweep: ICU's start-up).
      if (!line.visible) return;
      const now = Date.now();
      if (now - last < 100 && p.tasksDone < p.tasksTotal) return;
      last = now;
      const { fraction } = progressFigures(p);
      const info = ` ${formatProgress(p)}`;
      const room = Math.max(
        10,
        Math.min(40, (io.stderr.columns ?? 80) - label.length - info.length - 4),
      );
      const filled = Math.round(fraction * room);
      line.draw(`${label} [${'#'.repeat(filled)}${'.'.repeat(room - filled)}]${info}`);
    },
    clear: () => line.clear(),
  };
}

/**
 * Runs long work (a sweep, a solver check) with the progress bar and Ctrl-C handling of the
 * sweep commands: `work` gets the signal that stops it and the bar's `update`; both are
 * removed however it ends.
 */
export async function withProgress<T>(
  io: CommandIO,
  label: string,
  work: (signal: AbortSignal, onProgress: (p: SweepProgress) => void) => Promise<T>,
): Promise<T> {
  const bar = progressBar(io, label);
  const stop = interruptSignal(io);
  try {
    return await work(stop.signal, bar.update);
  } finally {
    bar.clear();
    stop.dispose();
  }
}
