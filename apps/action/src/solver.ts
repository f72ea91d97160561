import { writeFileAtomicSync } from '@knights-tour/files';
import {
  describeSolverSpec,
  describeVerdict,
  failuresByClass,
  failureTitle,
  junitReport,
  reproduceCommand,
  runSolver,
  type SolverSpec,
  type SolverSummary,
} from '@knights-tour/sweep';
import { describeShard, type SweepPlan } from '@knights-tour/sweep/plan';
import type { ActionInputs } from './inputs.js';
import { group, info } from './log.js';
import type { Annotation, Outcome } from './outcome.js';
import { progressLog } from './progress-log.js';
import { solverMarkdown } from './report.js';

/**
 * One error annotation per kind of failure (invalid walks, crashes, departures from the
 * reference…): how many, the first instance in words and the command line that runs the
 * program on it again. The job summary and the results file list every one.
 */
export function solverAnnotations(spec: SolverSpec, summary: SolverSummary): Annotation[] {
  return failuresByClass(summary.failed).map(([kind, group]) => {
    const first = group[0]!;
    return {
      title: `${failureTitle(kind, spec.reference)}: ${group.length}`,
      message: `${group.length} instance${group.length === 1 ? '' : 's'}; the first: ${describeVerdict(first, spec.reference)} — run it: ${reproduceCommand(spec, first)}`,
    };
  });
}

/** The outcome of a check's summary: outputs, annotations, the job summary. */
export function solverOutcome(
  spec: SolverSpec,
  summary: SolverSummary,
  report: Omit<Parameters<typeof solverMarkdown>[0], 'spec' | 'summary'>,
): Omit<Outcome, 'interrupted'> {
  const failures = summary.instances - summary.passed;
  return {
    instances: summary.instances,
    failures,
    annotations: solverAnnotations(spec, summary),
    markdown: solverMarkdown({ spec, summary, ...report }),
    failureText: `${failures.toLocaleString('en-US')} of ${summary.instances.toLocaleString('en-US')} instances fail (${spec.reference === undefined ? 'a pass is a valid tour' : `a pass is ${spec.reference}'s own walk: a valid tour, or stuck where ${spec.reference} gets stuck`})`,
  };
}

/**
 * Runs the program under test as the solver of the plan (or the shard), from the workspace,
 * writing the results file as it goes (and the JUnit XML when asked for).
 */
export async function solverMode(
  inputs: ActionInputs & { solverPlan: SweepPlan<SolverSpec> },
  cwd: string,
  signal: AbortSignal,
  display: (path: string) => string,
): Promise<Outcome> {
  const plan = inputs.solverPlan;
  const { spec } = plan;
  const title = `Check ${describeSolverSpec(spec)}${plan.shard ? `, ${describeShard(plan.shard)}` : ''}`;
  const run = await group(title, () =>
    runSolver({
      plan,
      cwd,
      out: inputs.target,
      signal,
      onProgress: progressLog(),
    }),
  );
  const { summary } = run;
  if (inputs.junit !== undefined) {
    writeFileAtomicSync(inputs.junit, junitReport(spec, run.file.results));
    info(`JUnit XML in ${display(inputs.junit)}`);
  }
  info(
    `${summary.instances.toLocaleString('en-US')} instances, ${summary.passed.toLocaleString('en-US')} pass; ${Object.entries(
      summary.verdicts,
    )
      .map(([v, n]) => `${v} ${n}`)
      .join(
        ', ',
      )}${summary.agreeing === undefined ? '' : `; ${summary.agreeing} agree with ${spec.reference}`}`,
  );
  return {
    ...solverOutcome(spec, summary, {
      shard: inputs.shard,
      interrupted: run.interrupted,
      resultsFile: display(inputs.results),
    }),
    interrupted: run.interrupted,
  };
}
