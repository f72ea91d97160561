import * as core from '@actions/core';
import { formatProgress, runSweep } from '@knights-tour/sweep';
import { formatSizes, type SweepSpec } from '@knights-tour/sweep/plan';
import type { ActionInputs } from './inputs.js';
import type { Outcome } from './outcome.js';
import { describeFailure, sweepMarkdown } from './report.js';

/** Progress lines at most this often: enough to see a long shard move, few enough to read. */
const PROGRESS_INTERVAL_MS = 15_000;

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
          core.info(formatProgress(p));
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
