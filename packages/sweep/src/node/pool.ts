import { Worker } from 'node:worker_threads';
import type { SweepSpec, SweepTask, TaskResult } from '../plan/index.js';
import type { ResultMessage, TaskMessage, WorkerInit } from './protocol.js';

/** What {@link runPool} runs. */
export interface PoolOptions {
  readonly spec: SweepSpec;
  readonly verify: boolean;
  /** Tasks in plan order; they are handed out in this order. */
  readonly tasks: readonly SweepTask[];
  readonly workers: number;
  readonly signal?: AbortSignal | undefined;
  /** Called on the main thread for every finished task, in completion order. */
  readonly onResult: (result: TaskResult) => void;
}

// Small tasks (tiny boards) go out in batches so that messaging does not dominate; a batch
// stops once it holds this many estimated squares. Big tasks go one at a time, so at the end
// of the plan no worker sits idle while another still has a queue.
const BATCH_SQUARES = 1 << 20;

/** The built worker script. Tests run this module from src/, where only dist/ has JavaScript. */
function workerUrl(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? new URL('../../dist/node/worker.js', here)
    : new URL('./worker.js', here);
}

/**
 * Runs tasks on worker threads, each worker keeping its TaskRunner between tasks. Resolves
 * to true when `signal` stopped it (the work in flight is dropped), false when every task
 * finished; rejects when a worker fails.
 */
export function runPool(options: PoolOptions): Promise<boolean> {
  const { spec, verify, tasks, signal, onResult } = options;
  if (signal?.aborted) return Promise.resolve(true);
  if (tasks.length === 0) return Promise.resolve(false);
  const count = Math.max(1, Math.min(options.workers, tasks.length));
  const init: WorkerInit = { spec, verify };
  const workers: Worker[] = [];
  let next = 0;
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
      while (next < tasks.length && (batch.length === 0 || cost < BATCH_SQUARES)) {
        const task = tasks[next++]!;
        batch.push(task);
        cost += task.cost;
      }
      if (batch.length === 0) return;
      pending.n += batch.length;
      const message: TaskMessage = { tasks: batch };
      worker.postMessage(message);
    };

    for (let i = 0; i < count; i++) {
      const worker = new Worker(workerUrl(), { workerData: init });
      const pending = { n: 0 };
      workers.push(worker);
      worker.on('message', (message: ResultMessage) => {
        if (settled) return;
        pending.n--;
        received++;
        try {
          onResult(message.result);
        } catch (error) {
          finish(false, error);
          return;
        }
        if (received === tasks.length) finish(false);
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
