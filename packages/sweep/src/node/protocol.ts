import type { SweepTask } from '../plan/plan.js';
import type { TaskResult } from '../plan/results.js';
import type { SweepSpec } from '../plan/spec.js';

/** What a worker is started with (`workerData`). */
export interface WorkerInit {
  readonly spec: SweepSpec;
  readonly verify: boolean;
}

/** Main thread → worker: tasks to run, in order. */
export interface TaskMessage {
  readonly tasks: SweepTask[];
}

/** Worker → main thread: the result of one task, sent as soon as it is done. */
export interface ResultMessage {
  readonly result: TaskResult;
}
