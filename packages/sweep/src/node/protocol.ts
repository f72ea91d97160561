import type { SweepSpec, SweepTask, TaskResult } from '../plan/index.js';

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
