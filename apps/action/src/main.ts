import { isAbsolute, relative, sep } from 'node:path';
import * as core from '@actions/core';
import { KnightsTourError } from '@knights-tour/core';
import type { SolverSpec } from '@knights-tour/sweep';
import type { SweepPlan } from '@knights-tour/sweep/plan';
import { type ActionInputs, envInputs, InputError, readInputs } from './inputs.js';
import { annotateError, fail, info, warn } from './log.js';
import { mergeMode } from './merge.js';
import type { Annotation, Outcome } from './outcome.js';
import { solverMode } from './solver.js';
import { sweepMode } from './sweep.js';
import { verifyMode } from './verify.js';
import { workspaceOf } from './workspace.js';

/**
 * Error annotations per step. GitHub shows only the first few of a step anyway; past this
 * the job summary and the results file list everything.
 */
export const MAX_ANNOTATIONS = 50;

/** Where a run happens: the runner's environment and working directory (tests pass their own). */
export interface RunContext {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  /** Aborted when the job is cancelled. */
  readonly signal: AbortSignal;
}

/** A path as the reader should see it: relative to the workspace when inside it, with `/`. */
function displayPath(cwd: string) {
  return (path: string): string => {
    const rel = relative(cwd, path);
    const shown = rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
    return shown.split(sep).join('/');
  };
}

function annotate(annotations: readonly Annotation[], resultsFile: string): void {
  for (const a of annotations.slice(0, MAX_ANNOTATIONS)) annotateError(a.message, a);
  if (annotations.length > MAX_ANNOTATIONS) {
    annotateError(
      `${annotations.length - MAX_ANNOTATIONS} more failures are not annotated: see the job summary and ${resultsFile}`,
      { title: 'More failures' },
    );
  }
}

async function writeSummary(markdown: string, env: NodeJS.ProcessEnv): Promise<void> {
  if (!env.GITHUB_STEP_SUMMARY) {
    info('GITHUB_STEP_SUMMARY is not set: no job summary written');
    return;
  }
  await core.summary.addRaw(markdown).write();
}

/** One line for any error: a known one as it is, anything else marked as internal. */
function oneLine(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  const known = error instanceof InputError || error instanceof KnightsTourError;
  return known ? message : `internal error: ${message}`;
}

/**
 * The Action: validate the inputs, run the sweep, the verification or the merge, then set the outputs,
 * annotate each failure, write the job summary, and fail the step when something failed
 * (unless `fail-on-failure` is false). Never throws: every error becomes the step's failure.
 * Every path is checked against the workspace (workspace.ts) and every line of the log is
 * escaped (log.ts).
 */
export async function run(context?: Partial<RunContext>): Promise<void> {
  const env = context?.env ?? process.env;
  const cwd = context?.cwd ?? process.cwd();
  const signal = context?.signal ?? new AbortController().signal;
  const ws = workspaceOf(env, cwd);
  try {
    let inputs: ActionInputs;
    try {
      // The runner's way by default (core.getInput); an injected environment reads the same names.
      const read = context?.env ? envInputs(context.env) : (name: string) => core.getInput(name);
      inputs = readInputs(read, ws);
    } catch (error) {
      fail(oneLine(error));
      return;
    }
    const display = displayPath(cwd);
    const outcome: Outcome =
      inputs.mode === 'sweep'
        ? await sweepMode(inputs as ActionInputs & { plan: SweepPlan }, signal, display)
        : inputs.mode === 'solver'
          ? await solverMode(
              inputs as ActionInputs & { solverPlan: SweepPlan<SolverSpec> },
              ws.cwd,
              signal,
              display,
            )
          : inputs.mode === 'merge'
            ? await mergeMode(inputs, ws, display)
            : await verifyMode(inputs, ws, display);
    core.setOutput('instances', String(outcome.instances));
    core.setOutput('failures', String(outcome.failures));
    core.setOutput('results', inputs.results);
    annotate(outcome.annotations, display(inputs.results));
    await writeSummary(outcome.markdown, env);
    if (outcome.interrupted) {
      fail(`cancelled before the end: partial results in ${display(inputs.results)}`);
    } else if (outcome.incomplete !== undefined) {
      fail(outcome.incomplete);
    } else if (outcome.failures > 0) {
      if (inputs.failOnFailure) fail(outcome.failureText);
      else warn(`${outcome.failureText} (not failing: fail-on-failure is false)`);
    } else {
      info(`No failures. Results in ${display(inputs.results)}`);
    }
  } catch (error) {
    if (env.KNIGHTS_TOUR_DEBUG) info(String((error as Error).stack));
    fail(oneLine(error));
  }
}
