import { formatDuration } from '../node/progress.js';

/** Where a count job is: after each step, and as a step's states are expanded. */
export interface CountJobProgress {
  /** Which count (1-based) of how many (one per start-square class with `perSquare`). */
  readonly count: number;
  readonly counts: number;
  readonly square?: readonly [number, number];
  /** The pass over degree profiles, their backward check, then the count of frontiers. */
  readonly phase: 'profiles' | 'check' | 'frontiers';
  /** Steps done of `steps` (cells decided); the column in progress (1-based) of `columns`. */
  readonly step: number;
  readonly steps: number;
  readonly column: number;
  readonly columns: number;
  /** States of the last layer finished. */
  readonly states: number;
  /** Frontier states expanded per second by this run, so far. */
  readonly rate: number;
  /** Share of the job done, estimated (0..1), and milliseconds left (NaN while unknown). */
  readonly fraction: number;
  readonly etaMs: number;
  /** Milliseconds since the job started. */
  readonly elapsedMs: number;
  /** Resident memory of the process, bytes. */
  readonly memory: number;
}

/**
 * How a count job's progress is told (the CLI's status line): `8x8 closed: column 3 of 8
 * (step 20 of 64), 1.2e7 states, 3.1e6 states/s, 35%, about 12m left, 4.2 GB`. During the
 * profile passes: `profiles, step 20 of 64`.
 */
export function formatCountProgress(p: CountJobProgress): string {
  const which = p.counts > 1 ? `count ${p.count} of ${p.counts}, ` : '';
  const where =
    p.phase === 'frontiers'
      ? `column ${p.column} of ${p.columns} (step ${p.step} of ${p.steps}), ${exp(p.states)} states${p.rate > 0 ? `, ${exp(p.rate)} states/s` : ''}`
      : `${p.phase === 'profiles' ? 'degree profiles' : 'checking profiles'}, step ${p.step} of ${p.steps}`;
  const left = Number.isFinite(p.etaMs) ? `, about ${formatDuration(p.etaMs)} left` : '';
  return `${which}${where}, ${Math.floor(p.fraction * 100)}%${left}, ${(p.memory / 1e9).toFixed(1)} GB`;
}

function exp(n: number): string {
  return n < 1e4 ? String(Math.round(n)) : n.toExponential(1).replace('e+', 'e');
}
