import { parentPort, workerData } from 'node:worker_threads';
import type { WalkCheck } from '../plan/task-runner.js';
import type { SweepWorkerInit, TaskMessage, WorkerInit, WorkerMessage } from './protocol.js';

// One worker of a sweep or of a solver check: keeps its runner (and so its board's buffers,
// or the program under test) across tasks. It loads only what its kind of work runs (a sweep
// with or without --verify, or a solver check): every sweep starts its workers afresh, and
// loading modules is most of a worker's start-up. Tasks posted meanwhile wait on the port.
const port = parentPort;
if (!port) throw new Error('the sweep worker must run in a worker thread');
const init = workerData as WorkerInit;

// Test-only hook (documented in the package README): with KNIGHTS_TOUR_TEST_HOLD_AFTER=n in
// the environment, the worker stops after n tasks and waits to be terminated, so that a test
// can interrupt a sweep at a known point instead of racing it.
const holdAfter = Number(process.env.KNIGHTS_TOUR_TEST_HOLD_AFTER ?? Number.POSITIVE_INFINITY);

if ('solver' in init) {
  const { solverWorker } = await import('../solver/worker.js');
  solverWorker(init, port, holdAfter);
} else {
  const { spec, verify } = init as SweepWorkerInit;
  const { TaskRunner } = await import('../plan/task-runner.js');
  const runner = new TaskRunner();
  // The independent verifier re-checks every complete walk (never trusts the solver): the
  // kernel's moves decoded by verify's own move table, or flat indices of any board; verify's
  // plane checks have a WebAssembly fast path.
  const check: WalkCheck | undefined = verify
    ? (await import('@knights-tour/verify')).checkWalk
    : undefined;
  let ran = 0;
  port.on('message', (message: TaskMessage) => {
    for (const task of message.tasks) {
      if (ran >= holdAfter) return;
      ran++;
      const reply: WorkerMessage = { result: runner.run(spec, task, check) };
      port.postMessage(reply);
    }
  });
}
