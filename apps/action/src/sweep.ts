import * as core from '@actions/core';
import { runSweep, type SweepProgress } from '@knights-tour/sweep';
import { formatSizes, type SweepSpec } from '@knights-tour/sweep/plan';
import type { ActionInputs } from './inputs.js';
import type { Outcome } from './outcome.js';
import { describeFailure, sweepMarkdown } from './report.js';

/** Progress lines at most this often: enough to see a long shard move, few enough to read. */
const PROGRESS_INTERVAL_MS = 15_000;

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return m < 60
    ? `${m}m${String(s % 60).padStart(2, '0')}s`
    : `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

/** `37% (12,345 of 33,000 instances), 41.2 M squares/s, about 2m10s left`. */
function progressLine(p: SweepProgress): string {
  const share = p.workTotal > 0 ? p.workDone / p.workTotal : 1;
  const rate = p.elapsedMs > 0 ? p.squares / (p.elapsedMs / 1000) : 0;
  const left = share > 0 && share < 1 ? (p.elapsedMs / share) * (1 - share) : 0;
  return `${Math.floor(share * 100)}% (${p.instancesDone.toLocaleString('en-US')} of ${p.instancesTotal.toLocaleString('en-US')} instances), ${(rate / 1e6).toFixed(1)} M squares/s${left > 0 ? `, about ${duration(left)} left` : ''}`;
}

/** Runs the sweep (or the shard) on worker threads, writing the results file as it goes. */
export async function sweepMode(
  inputs: ActionInputs & { spec: SweepSpec },
  signal: AbortSignal,
  display: (path: string) => string,
): Promise<Outcome> {
  const { spec, shard } = inputs;
  const title = `Sweep ${spec.algorithm}, sizes ${formatSizes(spec.sizes)}, ${spec.starts} starts${shard.count > 1 ? `, shard ${shard.index}/${shard.count}` : ''}`;
  let last = Date.now();
  const run = await core.group(title, () =>
    runSweep({
      spec,
      shard: shard.count > 1 ? shard : undefined,
      out: inputs.results,
      signal,
      onProgress(p) {
        const now = Date.now();
        if (now - last >= PROGRESS_INTERVAL_MS || p.tasksDone === p.tasksTotal) {
          last = now;
          core.info(progressLine(p));
        }
      },
    }),
  );
  const { summary } = run;
  core.info(
    `${summary.algorithm}: ${summary.instances.toLocaleString('en-US')} instances, ${summary.failures.toLocaleString('en-US')} failures`,
  );
  return {
    instances: summary.instances,
    failures: summary.failures,
    annotations: summary.failed.map((f) => ({
      message: describeFailure(summary.algorithm, f),
      title: 'Incomplete knight’s tour',
    })),
    markdown: sweepMarkdown({
      summary,
      results: run.file.results,
      shard,
      interrupted: run.interrupted,
      resultsFile: display(inputs.results),
    }),
    interrupted: run.interrupted,
    failureText: `${summary.failures.toLocaleString('en-US')} of ${summary.instances.toLocaleString('en-US')} instances have no complete tour`,
  };
}
