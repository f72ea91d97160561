import { runSweep } from '@knights-tour/sweep';
import {
  algorithmLabel,
  describeFailure,
  describeShard,
  type SweepPlan,
} from '@knights-tour/sweep/plan';
import type { ActionInputs } from './inputs.js';
import { group, info } from './log.js';
import type { Outcome } from './outcome.js';
import { progressLog } from './progress-log.js';
import { sweepMarkdown } from './report.js';

/** Runs the sweep (or the shard) on worker threads, writing the results file as it goes. */
export async function sweepMode(
  inputs: ActionInputs & { plan: SweepPlan },
  signal: AbortSignal,
  display: (path: string) => string,
): Promise<Outcome> {
  const { plan, shard } = inputs;
  const { spec } = plan;
  const title = `Sweep ${algorithmLabel(spec)}, sizes ${spec.sizes}, ${spec.starts} starts${plan.shard ? `, ${describeShard(plan.shard)}` : ''}`;
  const run = await group(title, () =>
    runSweep({
      plan,
      out: inputs.target,
      signal,
      onProgress: progressLog(),
    }),
  );
  const { summary } = run;
  info(
    `${algorithmLabel(summary)}: ${summary.instances.toLocaleString('en-US')} instances, ${summary.failures.toLocaleString('en-US')} failures`,
  );
  if (summary.methods) {
    const methods = Object.entries(summary.methods).map(([m, n]) => `${m} ${n}`);
    info(`instances by method: ${methods.join(', ')}`);
  }
  return {
    instances: summary.instances,
    failures: summary.failures,
    annotations: summary.failed.map((f) => ({
      message: describeFailure(summary, f),
      title: 'Incomplete knight’s tour',
    })),
    markdown: sweepMarkdown({
      summary,
      shard,
      interrupted: run.interrupted,
      resultsFile: display(inputs.results),
    }),
    interrupted: run.interrupted,
    failureText: `${summary.failures.toLocaleString('en-US')} of ${summary.instances.toLocaleString('en-US')} instances have no complete tour`,
  };
}
