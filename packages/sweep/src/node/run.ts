import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { KnightsTourError } from '@knights-tour/core';
import {
  boardCells,
  formatSizes,
  type Shard,
  type SweepSpec,
  type SweepSummary,
  summarize,
  type TaskResult,
} from '../plan/index.js';
import { checkOutputPath, writeFileAtomicSync } from './atomic.js';
import {
  describeShard,
  describeSpec,
  formatResultParts,
  parseResultFile,
  RESULT_FORMAT,
  type SweepResultFile,
  sameSweep,
  tasksOf,
} from './file.js';
import { runPool } from './pool.js';

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
}

/** Options of {@link runSweep}. */
export interface SweepOptions {
  /** Algorithm, board sizes and start set. */
  spec: SweepSpec;
  /** Run only this shard of the plan (default: the whole plan). */
  shard?: Shard | undefined;
  /** Worker threads (default `os.availableParallelism()`); results do not depend on it. */
  workers?: number | undefined;
  /** Re-check every complete tour with the independent verifier. */
  verify?: boolean | undefined;
  /**
   * Results file, rewritten atomically (temporary file + rename) as tasks finish. A file
   * already there is kept until this run completes unless `resume` is set; a lock file beside
   * it (`out` + `.lock`) refuses a second sweep writing the same file while this one runs.
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
 * results file is kept up to date as tasks finish, so an interrupted sweep can be resumed
 * with `resume`. Summaries and files are identical whatever the number of workers and
 * however often the sweep was interrupted and resumed.
 */
export async function runSweep(options: SweepOptions): Promise<SweepRun> {
  const { spec, out, signal, onProgress } = options;
  const shard = options.shard ?? null;
  const verify = options.verify ?? false;
  const workers = options.workers ?? availableParallelism();
  if (!Number.isSafeInteger(workers) || workers < 1) {
    throw new KnightsTourError(`workers must be a positive integer, got ${String(workers)}`);
  }
  if (spec.sizes.length === 0) throw new KnightsTourError('a sweep needs at least one board size');
  if (options.resume && !out) throw new KnightsTourError('resume needs the results file (out)');
  const mine = tasksOf(spec, shard);
  const head: Omit<SweepResultFile, 'results'> = {
    format: RESULT_FORMAT,
    algorithm: spec.algorithm,
    ...(spec.seed === undefined ? {} : { seed: spec.seed }),
    sizes: formatSizes(spec.sizes),
    starts: spec.starts,
    shard: shard ? { index: shard.index, count: shard.count } : null,
    verify,
    tasksTotal: mine.taskCount,
  };
  if (out) checkOutputPath(out);
  const release = out ? lockResults(out) : () => {};
  try {
    const done = new Map<number, { result: TaskResult; json: string }>();
    if (options.resume && out && existsSync(out)) {
      for (const result of resumable(out, head)) {
        done.set(result.id, { result, json: JSON.stringify(result) });
      }
    }
    // An older file at `out` is replaced only by a complete result (or, with resume, by this
    // sweep's own progress): a failed or interrupted run leaves it as it was.
    const checkpoints = out !== undefined && (options.resume === true || !existsSync(out));

    const results = () => [...done.values()].sort((a, b) => a.result.id - b.result.id);
    const save = () => {
      if (out)
        writeFileAtomicSync(
          out,
          formatResultParts(
            head,
            results().map((d) => d.json),
          ),
        );
    };
    let saved = Date.now();

    const started = Date.now();
    const costOf = (r: TaskResult) => (r.to - r.from) * boardCells(r);
    let instancesDone = 0;
    let workDone = 0;
    for (const { result } of done.values()) {
      instancesDone += result.instances;
      workDone += costOf(result);
    }
    let squares = 0;
    // Streamed: a plan can hold billions of tasks.
    const todo = function* () {
      for (const task of mine.tasks()) if (!done.has(task.id)) yield task;
    };

    let interrupted = false;
    let ended = false;
    try {
      interrupted = await runPool({
        spec,
        verify,
        tasks: todo(),
        taskCount: mine.taskCount - done.size,
        worker: options.worker,
        workers,
        signal,
        onResult(result) {
          done.set(result.id, { result, json: JSON.stringify(result) });
          instancesDone += result.instances;
          workDone += costOf(result);
          squares += result.squares;
          if (checkpoints && Date.now() - saved >= SAVE_INTERVAL_MS) {
            save();
            saved = Date.now();
          }
          onProgress?.({
            tasksDone: done.size,
            tasksTotal: mine.taskCount,
            instancesDone,
            instancesTotal: mine.instances,
            squares,
            elapsedMs: Date.now() - started,
            workDone,
            workTotal: mine.work,
          });
        },
      });
      ended = true;
    } finally {
      // The file holds every task that finished, unless an older file must be kept.
      interrupted &&= done.size < mine.taskCount;
      if (checkpoints || (ended && !interrupted)) save();
    }
    const list = results().map((d) => d.result);
    return {
      summary: summarize(spec, list, mine.taskCount),
      file: { ...head, results: list },
      interrupted,
      saved: out !== undefined && (checkpoints || !interrupted),
    };
  } finally {
    release();
  }
}

/** The task results of `out` when it is a result file of exactly this sweep and shard. */
function resumable(out: string, head: Omit<SweepResultFile, 'results'>): TaskResult[] {
  let text: string;
  try {
    text = readFileSync(out, 'utf8');
  } catch (error) {
    throw new KnightsTourError(`cannot resume from ${out}: ${(error as Error).message}`);
  }
  const file = parseResultFile(text, out);
  if (!sameSweep(file, head)) {
    throw new KnightsTourError(
      `cannot resume: ${out} holds a sweep of ${describeSpec(file)}, not ${describeSpec(head)}`,
    );
  }
  if (file.shard?.index !== head.shard?.index || file.shard?.count !== head.shard?.count) {
    throw new KnightsTourError(
      `cannot resume: ${out} holds ${describeShard(file.shard)}, not ${describeShard(head.shard)}`,
    );
  }
  if (file.verify !== head.verify) {
    throw new KnightsTourError(
      `cannot resume: ${out} was run ${file.verify ? 'with' : 'without'} verification, this sweep ${head.verify ? 'with' : 'without'}`,
    );
  }
  return file.results;
}

/**
 * Takes the lock file beside `out` (exclusive create, holding this process id) and returns
 * its release, also run when the process exits. A lock whose process is gone is stale and
 * taken over; a live one refuses the sweep with one line.
 */
function lockResults(out: string): () => void {
  let target = resolve(out);
  try {
    target = realpathSync(target); // the lock belongs beside the file a symlink points to
  } catch {}
  if (existsSync(target) && !statSync(target).isFile()) return () => {}; // a device or pipe
  const lock = `${target}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        const why = (error as Error).message;
        throw new KnightsTourError(
          `cannot lock ${out} (${lock}): ${/^[A-Z]+: ([^,]+)/.exec(why)?.[1] ?? why}`,
        );
      }
      let holder = Number.NaN;
      try {
        holder = Number.parseInt(readFileSync(lock, 'utf8'), 10);
      } catch {}
      if (!Number.isSafeInteger(holder) || processAlive(holder)) {
        throw new KnightsTourError(
          `${out} is being written by another sweep${Number.isSafeInteger(holder) ? ` (process ${holder})` : ''}: wait for it to finish or choose another --out (remove ${lock} if no sweep runs)`,
        );
      }
      rmSync(lock, { force: true }); // stale: its sweep died without releasing it
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    const release = () => {
      process.off('exit', release);
      rmSync(lock, { force: true });
    };
    process.on('exit', release);
    return release;
  }
  throw new KnightsTourError(`cannot lock ${out}: ${lock} keeps reappearing`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
