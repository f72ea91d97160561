import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { planSweep } from '../plan/plan.js';
import type { TaskResult } from '../plan/results.js';
import { createSweepSpec } from '../plan/spec.js';
import { poolSize } from './pool.js';
import { runSweep, runToFile } from './run.js';

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

describe('the number of workers', () => {
  /** Runs `plan` on `workers` through the file runner, counting the workers started. */
  async function started(sizes: string, workers: number, stopAtFirst: boolean) {
    const plan = planSweep(createSweepSpec({ sizes, algorithm: 'aml' }));
    const head = { spec: plan.spec, shard: plan.shard, verify: false, tasksTotal: plan.taskCount };
    let count = 0;
    const stop = new AbortController();
    const run = await runToFile<TaskResult>(
      { plan, workers, signal: stop.signal, onProgress: () => stopAtFirst && stop.abort() },
      {
        head,
        init: () => {
          count++;
          return { spec: plan.spec, verify: false };
        },
        squaresOf: (r) => r.squares,
      },
    );
    return { count, run, plan };
  }

  it('is no more than the batches of a small plan, which then gives the same results', async () => {
    // Sizes 5-8: 4 tasks, 7,000 squares, one batch: one worker would do it all anyway.
    const eight = await started('5-8', 8, false);
    expect(eight.plan.taskCount).toBe(4);
    expect(eight.count).toBe(1);
    expect(eight.run.interrupted).toBe(false);
    expect(eight.run.results).toHaveLength(4);
    const one = await runSweep({ plan: eight.plan, workers: 1 });
    expect(eight.run.results).toEqual(one.file.results);
  });

  it('is the number asked for when the plan has batches for all of them', async () => {
    // Sizes 5-30 and 70: 29 tasks, 2.8e7 squares; stopped once the first task is done.
    const two = await started('5-30,70', 2, true);
    expect(two.plan.work).toBeGreaterThan(2 ** 24);
    expect(two.count).toBe(2);
  });

  it('is at most one per task, at least one, and one per batch of 2^20 squares', () => {
    expect(poolSize(8, 4, 6942)).toBe(1);
    expect(poolSize(8, 3, 1e9)).toBe(3);
    expect(poolSize(8, 100, 3 * 2 ** 20 - 1)).toBe(3);
    expect(poolSize(2, 29, 28_075_425)).toBe(2);
    expect(poolSize(1, 29, 28_075_425)).toBe(1);
    expect(poolSize(4, 1, 0)).toBe(1);
  });
});
