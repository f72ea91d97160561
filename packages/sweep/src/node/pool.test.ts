import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { planSweep } from '../plan/plan.js';
import { createSweepSpec } from '../plan/spec.js';
import { runSweep } from './run.js';

/** Whether a worker thread created now would optimise its code on a background thread. */
async function workerOptimisesInBackground(): Promise<boolean> {
  setFlagsFromString('--allow-natives-syntax');
  const worker = new Worker(
    "require('node:worker_threads').parentPort.postMessage(new Function('return %IsConcurrentRecompilationSupported()')())",
    { eval: true },
  );
  try {
    return await new Promise<boolean>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

describe('the worker pool', () => {
  // Node 20 takes a worker's isolate off its platform before disposing of it, and a TurboFan
  // job still optimising for it on a background thread then aborts the process (SIGABRT):
  // `compare` died so under load, in the resumed run of its Ctrl-C test. The pool's workers
  // optimise on their own thread, so that no such job outlives them.
  it('ends its workers with no background compilation left to outlive them', async () => {
    const plan = planSweep(createSweepSpec({ sizes: '5-8', algorithm: 'aml' }));
    const run = await runSweep({ plan, workers: 2 });
    expect(run.summary.complete).toBe(true);
    expect(await workerOptimisesInBackground()).toBe(false);
  });
});
