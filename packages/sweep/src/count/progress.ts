import { formatDuration } from '../node/progress.js';
import type { CountJobProgress } from './job.js';

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
