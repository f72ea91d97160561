import { cellCount } from '@knights-tour/core';
import type { ReadOptions } from '@knights-tour/verify';
import type { TaskMessage, WorkerMessage } from '../node/protocol.js';
import type { CommandTemplate } from '../plan/command.js';
import type { SweepTask } from '../plan/plan.js';
import type { SolverSpec } from './spec.js';
import { SolverTaskRunner } from './task-runner.js';

/** How often, at most, a worker says the instances it has done. */
const PROGRESS_MS = 100;

/** What a solver check's worker is started with. */
export interface SolverWorkerInit {
  readonly solver: SolverSpec;
  /** The command made ready to run (its program resolved, paths made absolute). */
  readonly command: CommandTemplate;
  /** How walks are read: the spec's reading completed by the run's first walk. */
  readonly reading: ReadOptions;
  /** Where the programs' temporary working directories go (the run's own directory). */
  readonly tempDir: string;
  /**
   * One slot per worker (`Int32Array` over a SharedArrayBuffer) holding the process group of
   * the program it runs, 0 when none: the main thread kills what is there when it stops the
   * workers, so that nothing a program started outlives the check.
   */
  readonly live: Int32Array;
  readonly slot: number;
}

/**
 * The worker of a solver check: runs the tasks it is given one after another (each instance
 * waits on the program), says each instance done, and keeps its runner (its program, for the
 * lines protocol) across tasks.
 */
export function solverWorker(
  init: SolverWorkerInit,
  port: {
    on(event: 'message', listener: (message: TaskMessage) => void): unknown;
    postMessage(message: WorkerMessage): void;
  },
  holdAfter: number,
): void {
  const { live, slot } = init;
  const runner = new SolverTaskRunner(
    init.solver,
    init.command,
    {
      env: process.env,
      tempDir: init.tempDir,
      onGroup(pid, running) {
        if (running) Atomics.store(live, slot, pid);
        else Atomics.compareExchange(live, slot, pid, 0);
      },
    },
    init.reading,
  );
  const queue: SweepTask[] = [];
  let busy = false;
  let ran = 0;
  // Instances done since progress was last said: said at most every PROGRESS_MS, and before
  // each result (a message per instance costs more than a small board's instance).
  let unsaid = { instances: 0, squares: 0 };
  let saidAt = 0;
  const say = () => {
    if (unsaid.instances === 0) return;
    const progress: WorkerMessage = unsaid;
    port.postMessage(progress);
    unsaid = { instances: 0, squares: 0 };
    saidAt = Date.now();
  };
  const drain = async () => {
    if (busy) return;
    busy = true;
    while (queue.length > 0 && ran < holdAfter) {
      ran++;
      const task = queue.shift()!;
      const cells = cellCount(task.board);
      const result = await runner.run(task, () => {
        unsaid.instances++;
        unsaid.squares += cells;
        if (Date.now() - saidAt >= PROGRESS_MS) say();
      });
      say();
      const reply: WorkerMessage = { result };
      port.postMessage(reply);
    }
    busy = false;
  };
  port.on('message', (message: TaskMessage) => {
    queue.push(...message.tasks);
    void drain();
  });
}
