import type { SweepProgress } from './run.js';

/**
 * How a sweep's progress is told, the same way by the CLI's progress bar and the Action's
 * log: share of the estimated work done, the rate of this run and the time left.
 */

// The first tasks (tiny boards, workers starting) say little about the rate: no ETA before.
const ETA_AFTER_MS = 2000;

/** The figures of a progress report. */
export interface ProgressFigures {
  /** Share of the estimated work done, 0..1 (resumed tasks included). */
  readonly fraction: number;
  /** Squares walked per second by this run. */
  readonly rate: number;
  /** Estimated milliseconds left; NaN while unknown. */
  readonly etaMs: number;
}

/** {@link ProgressFigures} of a {@link SweepProgress}. */
export function progressFigures(p: SweepProgress): ProgressFigures {
  const fraction = p.workTotal > 0 ? Math.min(1, p.workDone / p.workTotal) : 1;
  const rate = p.elapsedMs > 0 ? (p.squares * 1000) / p.elapsedMs : 0;
  const etaMs =
    fraction >= 1
      ? 0
      : rate > 0 && p.elapsedMs >= ETA_AFTER_MS
        ? ((p.workTotal - p.workDone) / rate) * 1000
        : Number.NaN;
  return { fraction, rate, etaMs };
}

/** `45s`, `2m10s`, `1h05m`. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return m < 60
    ? `${m}m${String(s % 60).padStart(2, '0')}s`
    : `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

/**
 * `37% (12,345 of 33,000 instances), 41.2 M squares/s, about 2m10s left`; a solver check's
 * pace is its program's: `…, 12.5 instances/s, …`.
 */
export function formatProgress(p: SweepProgress): string {
  const { fraction, rate, etaMs } = progressFigures(p);
  const left = etaMs > 0 ? `, about ${formatDuration(etaMs)} left` : '';
  const pace =
    p.instancesRun === undefined
      ? `${(rate / 1e6).toFixed(1)} M squares/s`
      : `${((p.instancesRun * 1000) / Math.max(1, p.elapsedMs)).toFixed(1)} instances/s`;
  return `${Math.floor(fraction * 100)}% (${p.instancesDone.toLocaleString('en-US')} of ${p.instancesTotal.toLocaleString('en-US')} instances), ${pace}${left}`;
}
