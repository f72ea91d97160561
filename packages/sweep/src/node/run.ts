import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { KnightsTourError } from '@knights-tour/core';
import {
  formatSizes,
  type Shard,
  type SweepSpec,
  type SweepSummary,
  summarize,
  type TaskResult,
} from '../plan/index.js';
import { writeFileAtomicSync } from './atomic.js';
import {
  describeShard,
  describeSpec,
  formatResultParts,
  parseResultFile,
  RESULT_FORMAT,
  type SweepResultFile,
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
  /** Results file, rewritten atomically (temporary file + rename) as tasks finish. */
  out?: string | undefined;
  /** Continue from `out`, skipping the tasks it holds; refuses a file of another sweep or shard. */
  resume?: boolean | undefined;
  /** Stops the sweep: work in flight is dropped, `out` stays a valid partial result. */
  signal?: AbortSignal | undefined;
  /** Called after every finished task. */
  onProgress?: ((progress: SweepProgress) => void) | undefined;
}

/** The outcome of {@link runSweep}. */
export interface SweepRun {
  /** Summary of the tasks done (of the shard's plan when sharded). */
  readonly summary: SweepSummary;
  /** The results, as written to `out`. */
  readonly file: SweepResultFile;
  /** True when `signal` stopped the sweep before every task was done. */
  readonly interrupted: boolean;
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
    sizes: formatSizes(spec.sizes),
    starts: spec.starts,
    shard: shard ? { index: shard.index, count: shard.count } : null,
    verify,
    tasksTotal: mine.length,
  };

  const done = new Map<number, { result: TaskResult; json: string }>();
  if (options.resume && out && existsSync(out)) {
    for (const result of resumable(out, head)) {
      done.set(result.id, { result, json: JSON.stringify(result) });
    }
  }

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
  // Written first: checks that the file can be written before any work, and leaves a valid
  // (possibly empty) partial result from the start.
  save();
  let saved = Date.now();

  const started = Date.now();
  const instancesTotal = mine.reduce((sum, t) => sum + (t.to - t.from), 0);
  const workTotal = mine.reduce((sum, t) => sum + t.cost, 0);
  const costOf = new Map(mine.map((t) => [t.id, t.cost]));
  let instancesDone = 0;
  let workDone = 0;
  for (const { result } of done.values()) {
    instancesDone += result.instances;
    workDone += costOf.get(result.id) ?? 0;
  }
  let squares = 0;
  const todo = mine.filter((t) => !done.has(t.id));

  let interrupted: boolean;
  try {
    interrupted = await runPool({
      spec,
      verify,
      tasks: todo,
      workers,
      signal,
      onResult(result) {
        done.set(result.id, { result, json: JSON.stringify(result) });
        instancesDone += result.instances;
        workDone += costOf.get(result.id) ?? 0;
        squares += result.squares;
        if (out && Date.now() - saved >= SAVE_INTERVAL_MS) {
          save();
          saved = Date.now();
        }
        onProgress?.({
          tasksDone: done.size,
          tasksTotal: mine.length,
          instancesDone,
          instancesTotal,
          squares,
          elapsedMs: Date.now() - started,
          workDone,
          workTotal,
        });
      },
    });
  } finally {
    // Whatever happened, the file holds every task that finished.
    save();
  }
  interrupted &&= done.size < mine.length;
  const list = results().map((d) => d.result);
  return {
    summary: summarize(spec, list, mine.length),
    file: { ...head, results: list },
    interrupted,
  };
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
  if (
    file.algorithm !== head.algorithm ||
    file.sizes !== head.sizes ||
    file.starts !== head.starts
  ) {
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
