import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { KnightsTourError } from '@knights-tour/core';
import type { SweepTask } from '../plan/plan.js';
import type { TaskMessage, WorkerInit, WorkerMessage } from './protocol.js';

/** What {@link runPool} runs. */
export interface PoolOptions<R> {
  /** What each worker is started with; `init(i)` for worker `i` (0-based). */
  readonly init: (worker: number) => WorkerInit;
  /** Tasks in plan order, handed out in this order as workers ask: produced lazily, never listed. */
  readonly tasks: Iterator<SweepTask>;
  /** How many tasks `tasks` produces. */
  readonly taskCount: number;
  /** Their estimated squares (the sum of their `cost`): how many batches they can make. */
  readonly work: number;
  /** The worker script (see {@link SweepOptions.worker}); found beside this module by default. */
  readonly worker?: URL | string | undefined;
  /** Workers asked for: the most started (see {@link poolSize}). */
  readonly workers: number;
  readonly signal?: AbortSignal | undefined;
  /** Called on the main thread for every finished task, in completion order. */
  readonly onResult: (result: R) => void;
  /** Called as a solver check's workers finish instances, with how many and their boards' squares (sweeps report whole tasks only). */
  readonly onInstances?: ((instances: number, squares: number) => void) | undefined;
}

// Small tasks (tiny boards) go out in batches so that messaging does not dominate; a batch
// stops once it holds this many estimated squares. Big tasks go one at a time, so at the end
// of the plan no worker sits idle while another still has a queue.
const BATCH_SQUARES = 1 << 20;

/**
 * How many workers a pool of `workers` starts for tasks of `work` estimated squares: no more
 * than the batches they make. Batches go out one a worker at the start, so a worker beyond
 * them would only cost its start-up (0.1-0.2 s of CPU) and never be given a task: a sweep of
 * sizes 5-8 (7,000 squares, one batch) runs on one worker whatever was asked. Every batch but
 * the last holds at least {@link BATCH_SQUARES}. Results do not depend on it.
 */
export function poolSize(workers: number, taskCount: number, work: number): number {
  const batches = Math.min(taskCount, Math.floor(work / BATCH_SQUARES) + 1);
  return Math.max(1, Math.min(workers, batches));
}

/**
 * The worker script: `worker.js` beside this module (tests run from src/, where only dist/
 * has JavaScript). A bundler that inlined this module leaves no such file beside the bundle,
 * and in a CommonJS bundle `import.meta.url` is gone: then the installed package's
 * `@knights-tour/sweep/worker` is looked up from the working directory. Failing both, one
 * line says what to do: pass the worker's location (`worker` option).
 */
function defaultWorker(): URL | string {
  const here: string | undefined = import.meta.url;
  if (typeof here === 'string') {
    if (here.endsWith('.ts')) return new URL('../../dist/node/worker.js', here);
    const beside = new URL('./worker.js', here);
    if (beside.protocol !== 'file:' || existsSync(fileURLToPath(beside))) return beside;
  }
  try {
    return createRequire(join(process.cwd(), 'index.js')).resolve('@knights-tour/sweep/worker');
  } catch {
    throw new KnightsTourError(
      `cannot find the sweep worker script: @knights-tour/sweep was bundled without it; bundle '@knights-tour/sweep/worker' as an entry point of its own and pass its location as the worker option (a URL or a path)`,
    );
  }
}

/**
 * Makes the worker threads created from now on optimise their code on their own thread.
 * Node 20 takes a worker's isolate off its platform before disposing of it: a TurboFan job
 * still optimising that worker's code on a background thread then aborts the whole process
 * (`Assertion failed: (data.first) != nullptr` in NodePlatform::ForIsolate, SIGABRT). Every
 * pool ends its workers, and the busier the machine, the likelier a job is still running:
 * beside two busy loops, the resumed run of `compare`'s Ctrl-C test died so once in 30 runs,
 * and each of four processes running 150 sweeps in a row died before the end (none did with
 * the flag). V8 reads the flag when an isolate is created, so the main thread keeps its
 * background compiler; the workers, which spend their life in a few hot loops, lose nothing
 * measurable.
 */
function optimiseOnWorkerThreads(): void {
  setFlagsFromString('--no-concurrent-recompilation');
}

/**
 * Runs tasks on worker threads, each worker keeping its TaskRunner between tasks. Resolves
 * to true when `signal` stopped it (the work in flight is dropped), false when every task
 * finished; rejects when a worker fails.
 */
export function runPool<R>(options: PoolOptions<R>): Promise<boolean> {
  const { tasks, taskCount, signal, onResult, onInstances } = options;
  if (signal?.aborted) return Promise.resolve(true);
  if (taskCount === 0) return Promise.resolve(false);
  const count = poolSize(options.workers, taskCount, options.work);
  const script = options.worker ?? defaultWorker();
  const workers: Worker[] = [];
  // One task looked ahead: a batch stops before the task that would make it too big.
  let ahead = tasks.next();
  let received = 0;
  let settled = false;

  return new Promise<boolean>((resolve, reject) => {
    const finish = (interrupted: boolean, error?: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      // Terminating a busy worker interrupts its walk at once; nothing of it is kept.
      Promise.all(workers.map((w) => w.terminate())).then(
        () => (error === undefined ? resolve(interrupted) : reject(error)),
        () => (error === undefined ? resolve(interrupted) : reject(error)),
      );
    };
    const onAbort = () => finish(true);
    signal?.addEventListener('abort', onAbort, { once: true });

    const feed = (worker: Worker, pending: { n: number }) => {
      const batch: SweepTask[] = [];
      let cost = 0;
      while (!ahead.done && (batch.length === 0 || cost < BATCH_SQUARES)) {
        batch.push(ahead.value);
        cost += ahead.value.cost;
        ahead = tasks.next();
      }
      if (batch.length === 0) return;
      pending.n += batch.length;
      const message: TaskMessage = { tasks: batch };
      worker.postMessage(message);
    };

    optimiseOnWorkerThreads();
    for (let i = 0; i < count; i++) {
      const worker = new Worker(script, { workerData: options.init(i) });
      const pending = { n: 0 };
      workers.push(worker);
      worker.on('message', (message: WorkerMessage) => {
        if (settled) return;
        if (!('result' in message)) {
          onInstances?.(message.instances, message.squares);
          return;
        }
        pending.n--;
        received++;
        try {
          onResult(message.result as R);
        } catch (error) {
          finish(false, error);
          return;
        }
        if (received === taskCount) finish(false);
        else if (pending.n === 0) feed(worker, pending);
      });
      worker.on('error', (error) => finish(false, error));
      worker.on('exit', (code) => {
        if (!settled)
          finish(false, new Error(`a sweep worker stopped unexpectedly (exit code ${code})`));
      });
      feed(worker, pending);
    }
  });
}
