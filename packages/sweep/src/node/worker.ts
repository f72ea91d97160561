import { parentPort, workerData } from 'node:worker_threads';
import { checkSquares } from '@knights-tour/verify';
import { TaskRunner } from '../plan/index.js';
import type { ResultMessage, TaskMessage, WorkerInit } from './protocol.js';

// One sweep worker: keeps its TaskRunner (and so its board buffers) across tasks.
const { spec, verify } = workerData as WorkerInit;
const runner = new TaskRunner();
// The independent verifier re-checks every complete walk (never trusts the solver).
const check = verify ? checkSquares : undefined;
const check3d = verify ? checkSquares : undefined;
const port = parentPort;
if (!port) throw new Error('the sweep worker must run in a worker thread');
port.on('message', (message: TaskMessage) => {
  for (const task of message.tasks) {
    const reply: ResultMessage = { result: runner.run(spec, task, check, check3d) };
    port.postMessage(reply);
  }
});
