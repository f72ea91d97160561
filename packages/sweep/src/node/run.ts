import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { cellCount, escapeControls, KnightsTourError } from '@knights-tour/core';
import { isSpecialFile, lockFile, writeFileAtomicSync } from '@knights-tour/files';
import { describeShard, type SweepPlan } from '../plan/plan.js';
import { type SweepSummary, summarize, type TaskResult } from '../plan/results.js';
import type { SweepSpec } from '../plan/spec.js';
import type { SolverTaskResult } from '../solver/results.js';
import type { SolverSpec } from '../solver/spec.js';
import { runPool } from './pool.js';
import type { WorkerInit } from './protocol.js';
import {
  describeResults,
  isSolverFile,
  type ResultFile,
  readResultFile,
  resultKey,
  resultLines,
  type SweepResultFile,
} from './result-file.js';

/** Progress of a running sweep, reported after every finished task. */
export interface SweepProgress {
  /** Tasks done of this run's plan (the shard's plan when sharded), resumed ones included. */
  readonly tasksDone: number;
  readonly tasksTotal: number;
  /** Instances (board × start) done, resumed ones included. */
  readonly instancesDone: number;
  readonly instancesTotal: number;
  /** Squares walked by this run (not by the resumed tasks): divide by `elapsedMs` for a rate. */
  readonly squares: number;
  /** Milliseconds since this run started. */
  readonly elapsedMs: number;
  /** Estimated work (squares, one attempt per instance) done, resumed tasks included, and in all: for an ETA. */
  readonly workDone: number;
  readonly workTotal: number;
  /** A solver check's: instances this run has done (its rate is in instances, a program's pace). */
  readonly instancesRun?: number;
}

/** Options of {@link runSweep}. */
export interface SweepOptions {
  /** What to run: the plan of a spec, or of one shard of it (`planSweep`). */
  plan: SweepPlan;
  /**
   * Worker threads (default `os.availableParallelism()`); results do not depend on it. A plan
   * too small to give each a task starts fewer: small tasks go out in batches of about 10^6
   * squares, one worker per batch at most (`sizes: '5-8'` runs on one).
   */
  workers?: number | undefined;
  /** Re-check every complete walk with the independent verifier. */
  verify?: boolean | undefined;
  /**
   * Results file, rewritten atomically as tasks finish. A file already there is kept until
   * this run completes unless `resume` is set; a lock file beside it (`out` + `.lock`) refuses
   * a second sweep writing the same file while this one runs. A special file (`/dev/null`, a
   * FIFO, `/dev/stdout`) is written once when the run ends, without a lock, and cannot be
   * resumed from.
   */
  out?: string | undefined;
  /** Continue from `out`, skipping the tasks it holds; refuses a file of another sweep or shard. */
  resume?: boolean | undefined;
  /** Stops the sweep: work in flight is dropped, `out` stays a valid partial result. */
  signal?: AbortSignal | undefined;
  /** Called after every finished task. */
  onProgress?: ((progress: SweepProgress) => void) | undefined;
  /**
   * Where the worker script is, as a file URL or a path. Only needed when a bundler inlined
   * this package: bundle `@knights-tour/sweep/worker` as an entry point of its own and pass
   * its location, e.g. `new URL('./sweep-worker.js', import.meta.url)`. By default it is the
   * `worker.js` beside this module, else the installed package's, found from the working directory.
   */
  worker?: URL | string | undefined;
}

/** The outcome of {@link runSweep}. */
export interface SweepRun {
  /** Summary of the tasks done (of the shard's plan when sharded). */
  readonly summary: SweepSummary;
  /** The results, as written to `out`. */
  readonly file: SweepResultFile;
  /** True when `signal` stopped the sweep before every task was done. */
  readonly interrupted: boolean;
  /**
   * Whether `out` holds this run's results. False only when an interrupted run without
   * `resume` found an older file at `out`: that file is replaced only by a complete result.
   */
  readonly saved: boolean;
}

// Rewriting the whole file after every task would be quadratic on big sweeps.
const SAVE_INTERVAL_MS = 1000;

/**
 * Runs a sweep (or one shard of it) on worker threads and summarises it. With `out`, the
 * results file is kept up to date as tasks finish (the first finished task at once, then at
 * most once a second), so an interrupted sweep can be resumed with `resume`. Summaries and
 * files are identical whatever the number of workers and however often the sweep was
 * interrupted and resumed.
 */
export async function runSweep(options: SweepOptions): Promise<SweepRun> {
  const { plan } = options;
  const verify = options.verify ?? false;
  const head: Omit<SweepResultFile, 'results'> = {
    spec: plan.spec,
    shard: plan.shard,
    verify,
    tasksTotal: plan.taskCount,
  };
  const run = await runToFile<TaskResult>(options, {
    head,
    init: () => ({ spec: plan.spec, verify }),
    squaresOf: (r) => r.squares,
  });
  return {
    summary: summarize(plan.spec, run.results, plan.taskCount),
    file: { ...head, results: run.results },
    interrupted: run.interrupted,
    saved: run.saved,
  };
}

/** What {@link runToFile} runs besides its options: the file's head and the workers'. */
export interface FileRunKind<R extends TaskResult | SolverTaskResult> {
  readonly head: Omit<ResultFile, 'results'>;
  /** What worker `i` is started with. */
  readonly init: (worker: number) => WorkerInit;
  /**
   * Squares walked by a result (a sweep's rate); absent when the workers say each instance
   * done (a solver check's), whose squares are then the instances' boards'.
   */
  readonly squaresOf?: (result: R) => number;
}

/** The results of {@link runToFile}, in task order. */
export interface FileRun<R> {
  readonly results: R[];
  readonly interrupted: boolean;
  readonly saved: boolean;
}

/**
 * Runs a plan on worker threads into a result file: the lock, resuming from `out`, the file
 * kept up to date as tasks finish, and progress (see {@link runSweep}). A sweep and a solver
 * check differ only in what their workers run and what their records hold.
 */
export async function runToFile<R extends TaskResult | SolverTaskResult>(
  options: Omit<SweepOptions, 'plan' | 'verify'> & { plan: SweepPlan<SweepSpec | SolverSpec> },
  kind: FileRunKind<R>,
): Promise<FileRun<R>> {
  const { plan, out, signal, onProgress } = options;
  const workers = options.workers ?? availableParallelism();
  if (!Number.isSafeInteger(workers) || workers < 1) {
    throw new KnightsTourError(`workers must be a positive integer, got ${String(workers)}`);
  }
  if (options.resume && !out) throw new KnightsTourError('resume needs the results file (out)');
  // A device, FIFO or `/dev/stdout` is written once, when the run ends: it cannot be rewritten
  // as tasks finish, read back or locked.
  const special = out !== undefined && isSpecialFile(out);
  if (special && options.resume) {
    throw new KnightsTourError(
      `cannot resume from ${escapeControls(out!)}: it is not a regular file (a results file to resume is rewritten as tasks finish and read back)`,
    );
  }
  const { head } = kind;
  const lines = resultLines<ResultFile>(head);
  const release = out && !special ? lockFile(out, 'another sweep') : () => {};
  try {
    const done = new Map<number, { result: R; line: string }>();
    if (options.resume && out && existsSync(out)) {
      for (const result of await resumable(out, head)) {
        done.set(result.id, { result: result as R, line: lines.task(result) });
      }
    }
    // An older file at `out` is replaced only by a complete result (or, with resume, by this
    // sweep's own progress): a failed or interrupted run leaves it as it was.
    const checkpoints =
      out !== undefined && !special && (options.resume === true || !existsSync(out));

    const inOrder = () => [...done.values()].sort((a, b) => a.result.id - b.result.id);
    const save = () => {
      if (out) writeFileAtomicSync(out, lines.file(inOrder().map((d) => d.line)));
    };
    let savedAt = 0; // the first finished task is saved at once

    const started = Date.now();
    // Both kinds of task result hold their board now.
    const cellsOf = (r: R) => cellCount(r.board);
    let instancesDone = 0;
    let workDone = 0;
    for (const { result } of done.values()) {
      instancesDone += result.instances;
      workDone += result.instances * cellsOf(result);
    }
    let squares = 0;
    let instancesRun = 0;
    // Streamed: a plan can hold billions of tasks.
    const todo = function* () {
      for (const task of plan.tasks()) if (!done.has(task.id)) yield task;
    };
    const report = () =>
      onProgress?.({
        tasksDone: done.size,
        tasksTotal: plan.taskCount,
        instancesDone,
        instancesTotal: plan.instances,
        squares,
        elapsedMs: Date.now() - started,
        workDone,
        workTotal: plan.work,
        ...(kind.squaresOf ? {} : { instancesRun }),
      });

    let interrupted = false;
    let failure: { error: unknown } | undefined;
    let saveFailed = false;
    try {
      interrupted = await runPool<R>({
        init: kind.init,
        tasks: todo(),
        taskCount: plan.taskCount - done.size,
        work: plan.work - workDone,
        worker: options.worker,
        workers,
        signal,
        onInstances: kind.squaresOf
          ? undefined
          : (instances, cells) => {
              instancesDone += instances;
              instancesRun += instances;
              workDone += cells;
              squares += cells;
              report();
            },
        onResult(result) {
          done.set(result.id, { result, line: lines.task(result) });
          if (kind.squaresOf) {
            instancesDone += result.instances;
            workDone += result.instances * cellsOf(result);
            squares += kind.squaresOf(result);
          }
          if (checkpoints && Date.now() - savedAt >= SAVE_INTERVAL_MS) {
            saveFailed = true;
            save();
            saveFailed = false;
            savedAt = Date.now();
          }
          report();
        },
      });
    } catch (error) {
      failure = { error };
    }
    // The file holds every task that finished, unless an older file must be kept (or the
    // disk just refused it: the last checkpoint stays).
    interrupted &&= done.size < plan.taskCount;
    if (!saveFailed && (checkpoints || (!failure && (special || !interrupted)))) {
      try {
        save();
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
    return {
      results: inOrder().map((d) => d.result),
      interrupted,
      saved: out !== undefined && (checkpoints || special || !interrupted),
    };
  } finally {
    release();
  }
}

/** The task results of `out` when it is a result file of exactly this sweep and shard. */
async function resumable(
  out: string,
  head: Omit<ResultFile, 'results'>,
): Promise<readonly (TaskResult | SolverTaskResult)[]> {
  const file = await readResultFile(out);
  const shown = escapeControls(out);
  if (resultKey(file) !== resultKey(head)) {
    const what = (f: Pick<ResultFile, 'spec'>) =>
      `${isSolverFile(f) ? 'a solver check of' : 'a sweep of'} ${describeResults(f)}`;
    throw new KnightsTourError(`cannot resume: ${shown} holds ${what(file)}, not ${what(head)}`);
  }
  if (describeShard(file.shard) !== describeShard(head.shard)) {
    throw new KnightsTourError(
      `cannot resume: ${shown} holds ${describeShard(file.shard)}, not ${describeShard(head.shard)}`,
    );
  }
  if (file.verify !== head.verify) {
    throw new KnightsTourError(
      `cannot resume: ${shown} was run ${file.verify ? 'with' : 'without'} verification, this sweep ${head.verify ? 'with' : 'without'}`,
    );
  }
  return file.results;
}
