// Benchmark of a sweep worker's start-up (not a test: figures depend on the machine and its
// load). Every sweep, solver check and count starts its worker threads afresh, so a small
// sweep's cost is mostly theirs.
//
//   pnpm --filter @knights-tour/sweep bench        (after a build)
//   node packages/sweep/bench/worker-start.mjs [--workers N] [--verify] [--script PATH]
//
// Starts N workers one after another (default 15), each with a sweep of one start of 100x100
// (OctAML16 from the corner): from `new Worker` to its first result, then terminated. Prints
// the wall time of each start and the process's CPU (user + system) per worker: the worker's
// start-up and its module loading, the kernel's WebAssembly compile and one walk; the main
// thread's own share is small. `--script` times another worker script (a build of
// `@knights-tour/sweep/worker` of one's own, to compare). Node's own floor for a worker thread
// doing nothing is printed beside it (`--floor`: an empty worker). Figures published from
// this script come from a run on a machine doing nothing else, with the command beside them.

import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { createSweepSpec, planSweep } from '../dist/plan/index.js';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '15' },
    verify: { type: 'boolean', default: false },
    script: { type: 'string' },
    floor: { type: 'boolean', default: false },
  },
});
const count = Number(values.workers);
const script = values.script
  ? new URL(values.script, `file://${process.cwd()}/`)
  : new URL('../dist/node/worker.js', import.meta.url);
const spec = createSweepSpec({ sizes: '100', algorithm: 'octaml16', starts: 'corner' });
const [task] = planSweep(spec).tasks();
// As the sweep's pool does (see its optimiseOnWorkerThreads).
setFlagsFromString('--no-concurrent-recompilation');

/** Starts `count` workers in turn, each to its first message; CPU seconds per worker, wall ms of each. */
async function time(start) {
  const before = process.cpuUsage();
  const walls = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const worker = start();
    await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.postMessage({ tasks: [task] });
    });
    walls.push(performance.now() - t);
    await worker.terminate();
  }
  const cpu = process.cpuUsage(before);
  return { cpu: (cpu.user + cpu.system) / 1e6 / count, walls };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const show = (label, { cpu, walls }) =>
  console.log(
    `${label}: ${cpu.toFixed(3)} s of CPU a worker, wall median ${median(walls).toFixed(0)} ms (${walls.map((w) => w.toFixed(0)).join(' ')})`,
  );

console.log(
  `worker start-up, ${count} workers in turn, load ${loadavg()[0].toFixed(2)}, command: node packages/sweep/bench/worker-start.mjs ${process.argv.slice(2).join(' ')}`.trimEnd(),
);
show(
  `sweep worker${values.verify ? ' with --verify' : ''} (${values.script ?? 'dist/node/worker.js'})`,
  await time(() => new Worker(script, { workerData: { spec, verify: values.verify } })),
);
if (values.floor) {
  const empty = `require('node:worker_threads').parentPort.on('message', function () { this.postMessage(1); });`;
  show('empty worker (the floor)', await time(() => new Worker(empty, { eval: true })));
}
