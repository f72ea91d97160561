import type { SweepTask } from '../plan/plan.js';
import type { TaskResult } from '../plan/results.js';
import type { SweepSpec } from '../plan/spec.js';
import type { SolverTaskResult } from '../solver/results.js';
import type { SolverWorkerInit } from '../solver/worker.js';

/** What a worker is started with (`workerData`): a sweep's heuristic, or a program under test. */
export type WorkerInit = SweepWorkerInit | SolverWorkerInit;

/** A sweep's worker: walks a heuristic of core's. */
export interface SweepWorkerInit {
  readonly spec: SweepSpec;
  readonly verify: boolean;
}

/** Main thread → worker: tasks to run, in order. */
export interface TaskMessage {
  readonly tasks: SweepTask[];
}

/**
 * Worker → main thread: the result of one task, sent as soon as it is done; a solver check's
 * worker also says the instances it finished since it last said (and their boards' squares),
 * for progress, at most a few times a second.
 */
export type WorkerMessage =
  | { readonly result: TaskResult | SolverTaskResult }
  | { readonly instances: number; readonly squares: number };
