// Benchmark of the walk engines (not a test: figures depend on the machine and its load).
//
//   pnpm bench                       (from the repository root: builds, then runs this)
//   node packages/core/bench/bench.mjs [--quick] [--json <file>] [--band 100-120]
//
// Prints squares walked per second for single tours and for sweeps, and writes every
// figure to bench-results/bench.json (gitignored). Rates are the best of a few repetitions
// (wall clock); the CPU-time rate beside it shows how much other processes took.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  countStartSquares,
  createBoard,
  HeuristicRunner,
  MAX_SIDE,
  MAX_SQUARES,
  parseSizes,
  planSweep,
  startSquares,
  summarize,
  TaskRunner,
} from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
}

function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Runs `fn` (returning squares walked) `reps` times; best wall rate and its CPU rate. */
function measure(reps, fn) {
  let best;
  for (let r = 0; r < reps; r++) {
    const c0 = cpuMs();
    const t0 = performance.now();
    const squares = fn();
    const wall = performance.now() - t0;
    const cpu = cpuMs() - c0;
    const rate = (squares / wall) * 1e3;
    if (!best || rate > best.rate)
      best = { squares, ms: wall, rate, cpuRate: (squares / cpu) * 1e3 };
  }
  return best;
}

const M = (rate) => `${(rate / 1e6).toFixed(1)} M/s`;
const MB = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** Evenly spaced starts of a start set. */
function someStarts(board, count) {
  const all = startSquares('paper-octant1', board);
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, i) => i % step === 0).slice(0, count);
}

async function allWorkers(spec, tasks, workers) {
  const sweepPackage = resolve(here, '../../sweep/dist/index.js');
  let runSweep;
  try {
    ({ runSweep } = await import(sweepPackage));
  } catch {
    runSweep = undefined;
  }
  const t0 = performance.now();
  if (runSweep) {
    const run = await runSweep({ spec, workers });
    return {
      ms: performance.now() - t0,
      summary: run.summary,
      pool: '@knights-tour/sweep runSweep',
    };
  }
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, () => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { spec } });
      return new Promise((done, fail) => {
        const feed = () => worker.postMessage(next < tasks.length ? tasks[next++] : null);
        worker.on('message', (result) => {
          results.push(result);
          feed();
        });
        worker.on('error', fail);
        worker.on('exit', done);
        feed();
      });
    }),
  );
  return {
    ms: performance.now() - t0,
    summary: summarize(spec, results, tasks.length),
    pool: 'node:worker_threads (bench fallback)',
  };
}

async function main() {
  const quick = process.argv.includes('--quick');
  const jsonPath = resolve(option('--json', 'bench-results/bench.json'));
  const band = option('--band', quick ? '100-104' : '100-120');
  const reps = quick ? 2 : 3;
  const workers = availableParallelism();
  const report = {
    date: new Date().toISOString(),
    command: `node ${process.argv.slice(1).join(' ')}`,
    machine: {
      cores: workers,
      cpu: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadBefore: loadavg(),
    },
    single: [],
    lanes: [],
  };
  console.log(
    `knights-tour benchmark: ${workers} cores (${report.machine.cpu}), Node ${process.version}`,
  );
  console.log(
    `load average before: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  console.log(`command: ${report.command}\n`);

  // 1. Single tours: the JavaScript walker (what solve() uses).
  console.log('Single OctAML16 tours (JavaScript walker, one core)');
  for (const n of quick ? [100, 1000] : [100, 1000, 5000]) {
    const board = createBoard(n);
    const t0 = performance.now();
    const runner = new HeuristicRunner(board);
    const geometryMs = performance.now() - t0;
    const starts = someStarts(board, n <= 100 ? 60 : n <= 1000 ? 4 : 1);
    const engine = measure(reps, () => {
      let squares = 0;
      for (const [x, y] of starts) squares += runner.summarize('octaml16', x, y).walked;
      return squares;
    });
    // End to end: geometry, walk and the tour as square indices, from nothing.
    const tour = measure(reps, () => new HeuristicRunner(board).run('octaml16', 0, 0).walked);
    const row = { n, starts: starts.length, geometryMs, engine, tour };
    report.single.push(row);
    console.log(
      `  n=${String(n).padEnd(5)} engine ${M(engine.rate).padStart(11)} (cpu ${M(engine.cpuRate)})` +
        `   whole tour ${tour.ms.toFixed(1)} ms = ${M(tour.rate)}   (geometry ${geometryMs.toFixed(1)} ms)`,
    );
  }

  // 2. Lanes: the interleaved WebAssembly kernel with K walks stepped together.
  const laneSizes = parseSizes(quick ? '100-101' : '100-104');
  const laneBoards = laneSizes.map((s) => {
    const board = createBoard(s.width);
    return [board, startSquares('paper-octant1', board)];
  });
  console.log(
    `\nInterleaved walks: OctAML16, paper-octant1, n=${laneSizes[0].width}..${laneSizes.at(-1).width}, one core`,
  );
  const laneConfigs = [
    { javascript: true },
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((lanes) => ({ lanes })),
  ];
  for (const options of laneConfigs) {
    const result = measure(reps, () => {
      let squares = 0;
      for (const [board, starts] of laneBoards) {
        const outcome = new HeuristicRunner(board, options).summarizeAll('octaml16', starts);
        for (const w of outcome.walked) squares += w;
      }
      return squares;
    });
    const label = options.javascript ? 'JavaScript' : `K=${options.lanes}`;
    report.lanes.push({
      engine: options.javascript ? 'javascript' : 'wasm',
      lanes: options.lanes ?? 1,
      ...result,
    });
    console.log(`  ${label.padEnd(10)} ${M(result.rate).padStart(11)} (cpu ${M(result.cpuRate)})`);
  }
  const js = report.lanes[0].rate;
  const bestLane = report.lanes.slice(1).reduce((a, b) => (b.rate > a.rate ? b : a));
  console.log(
    `  best K=${bestLane.lanes}: ${(bestLane.rate / js).toFixed(2)}x the JavaScript walker, ${(bestLane.rate / report.lanes[1].rate).toFixed(2)}x one WebAssembly lane`,
  );

  // 3. Sweep of a band: TaskRunner on this thread, then every core.
  const spec = { algorithm: 'octaml16', sizes: parseSizes(band), starts: 'paper-octant1' };
  const tasks = planSweep(spec);
  console.log(`\nSweep: OctAML16, paper-octant1, n=${band} (${tasks.length} tasks)`);
  const runner = new TaskRunner();
  const c0 = cpuMs();
  let t0 = performance.now();
  const results = tasks.map((task) => runner.run(spec, task));
  const oneMs = performance.now() - t0;
  const oneCpu = cpuMs() - c0;
  const one = summarize(spec, results, tasks.length);
  const walked = results.reduce((sum, r) => sum + r.squares, 0);
  const sweepOne = {
    ms: oneMs,
    instances: one.instances,
    failures: one.failures,
    squares: walked,
    rate: (walked / oneMs) * 1e3,
    cpuRate: (walked / oneCpu) * 1e3,
  };
  console.log(
    `  1 worker:  ${(oneMs / 1e3).toFixed(2)} s, ${one.instances} instances, ${one.failures} failures, ${M(sweepOne.rate)}`,
  );
  const all = await allWorkers(spec, tasks, workers);
  const sweepAll = {
    workers,
    pool: all.pool,
    ms: all.ms,
    instances: all.summary.instances,
    failures: all.summary.failures,
    squares: walked,
    rate: (walked / all.ms) * 1e3,
  };
  console.log(
    `  ${workers} workers: ${(all.ms / 1e3).toFixed(2)} s, ${all.summary.instances} instances, ${all.summary.failures} failures, ${M(sweepAll.rate)} (${all.pool})`,
  );
  report.sweep = { band, one: sweepOne, all: sweepAll };

  // 4. The paper's whole run, 5..430, extrapolated by squares from the band.
  let firstAttempt = 0;
  let bandFirst = 0;
  let instances = 0;
  for (let n = 5; n <= 430; n++) {
    const count = countStartSquares('paper-octant1', createBoard(n));
    instances += count;
    firstAttempt += count * n * n;
  }
  for (const s of spec.sizes)
    bandFirst += countStartSquares('paper-octant1', createBoard(s.width)) * s.width ** 2;
  const factor = walked / bandFirst; // squares per instance-square: OctAML16's extra attempts
  const total = firstAttempt * factor;
  const seconds = total / sweepAll.rate;
  report.extrapolation = {
    sizes: '5-430',
    instances,
    squares: total,
    attemptFactor: factor,
    seconds,
  };
  console.log(
    `\nWhole paper-octant1 5..430 run: ${instances} instances, ~${total.toExponential(2)} squares; at ${M(sweepAll.rate)} that is ~${(seconds / 60).toFixed(0)} min on ${workers} workers`,
  );

  // 5. Large boards: one OctAML16 tour, and the memory it takes.
  console.log('\nLarge boards: one OctAML16 tour from (0,0)');
  report.large = [];
  for (const n of quick ? [2000] : [5000, 10000]) {
    globalThis.gc?.();
    const before = process.memoryUsage();
    t0 = performance.now();
    const board = createBoard(n);
    const r = new HeuristicRunner(board);
    const outcome = r.run('octaml16', 0, 0);
    const ms = performance.now() - t0;
    const after = process.memoryUsage();
    const bytes = after.arrayBuffers - before.arrayBuffers;
    const row = {
      n,
      squares: n * n,
      complete: outcome.complete,
      attempts: outcome.attempts,
      ms,
      rate: (outcome.walked / ms) * 1e3,
      arrayBufferBytes: bytes,
      bytesPerSquare: bytes / (n * n),
      rss: after.rss,
    };
    report.large.push(row);
    console.log(
      `  n=${n}: ${outcome.complete ? 'complete' : 'INCOMPLETE'} in ${outcome.attempts} attempt(s), ${(ms / 1e3).toFixed(2)} s (${M(row.rate)}), typed arrays ${MB(bytes)} = ${row.bytesPerSquare.toFixed(2)} bytes/square (tour 4 of them), rss ${MB(after.rss)}`,
    );
  }
  try {
    createBoard(MAX_SIDE + 1);
  } catch (error) {
    report.limit = { maxSide: MAX_SIDE, maxSquares: MAX_SQUARES, refusal: error.message };
    console.log(`  above the limit: ${error.message}`);
  }

  report.machine.loadAfter = loadavg();
  console.log(
    `\nload average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  mkdirSync(dirname(jsonPath), { recursive: true });
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`figures written to ${jsonPath}`);
}

// A worker of the fallback pool (used only when @knights-tour/sweep is not built).
if (!isMainThread) {
  const runner = new TaskRunner();
  parentPort.on('message', (task) => {
    if (task === null) process.exit(0);
    parentPort.postMessage(runner.run(workerData.spec, task));
  });
} else {
  await main();
}
