// Benchmark of solver checks (not a test: figures depend on the machine and its load).
//
//   pnpm --filter @knights-tour/sweep bench        (after a build; the overheads only)
//   node packages/sweep/bench/solver.mjs [--only overhead,full] [--workers N]
//
//   overhead  the cost of one instance to the harness in each protocol, one worker, with
//             programs that do next to nothing (Warnsdorff on boards 5..16, 1,134 instances):
//             args, a compiled C program (examples/solvers/knights_tour.c: a process started
//             per instance); lines, the JavaScript example (one process). The wall time per
//             instance is split into the program's own time as the harness measured it (for
//             args: from the start of its process to its exit) and the rest, the harness's
//             overhead (reading, verifying, comparing; starting the worker once).
//   full      the JavaScript example (examples/solvers/warnsdorff.mjs) over every start of
//             every board 5..100 (255,024 instances, 1.55e9 squares printed, read, verified
//             and compared with Warnsdorff's walks from core's kernel), lines protocol.
//
// The same checks run from the command line, e.g.
//   /usr/bin/time -v knights-tour check-solver --command 'node examples/solvers/warnsdorff.mjs --lines' \
//     --protocol lines --sizes 5-100 --reference warnsdorff --workers 2 --format json > /dev/null
// Figures published from this script come from a run on a machine doing nothing else, with
// the command beside them.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSolverSpec, runSolver } from '../dist/index.js';
import { planSweep } from '../dist/plan/index.js';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
};
const only = option('--only', 'overhead').split(',');
const workers = Number(option('--workers', String(availableParallelism())));

/** Runs one check: its wall time and summary. */
async function run(input, threads) {
  const plan = planSweep(createSolverSpec(input));
  const t0 = performance.now();
  const { summary } = await runSolver({ plan, workers: threads, cwd: root });
  return { wall: performance.now() - t0, summary };
}

/**
 * The per-instance figures of a check on one worker, where the harness and the program take
 * turns: the wall time, the program's own time as the harness measured it (from the request to
 * the answer; for args from the start of the process to its exit), and the rest, the harness's
 * overhead. The fixed cost (the worker, the program's start, the probe) is said apart: a check
 * of one instance.
 */
async function overhead(label, input) {
  const one = await run({ ...input, sizes: '5', starts: 'corner' }, 1);
  const { wall, summary } = await run(input, 1);
  const n = summary.instances;
  const us = (ms) => `${((ms * 1000) / n).toFixed(0)} µs`;
  console.log(label);
  console.log(
    `  command: ${input.command} (${input.protocol ?? 'args'} protocol, sizes ${input.sizes}, 1 worker, --reference ${input.reference})`,
  );
  console.log(
    `  ${n} instances in ${(wall / 1000).toFixed(2)} s: per instance ${us(wall)}, of which the program ${us(summary.ms)} and the harness ${us(wall - summary.ms)} (a check of one instance: ${(one.wall / 1000).toFixed(2)} s)`,
  );
}

/** Runs one check and says its figures. */
async function check(label, input, threads) {
  const { wall, summary } = await run(input, threads);
  const n = summary.instances;
  const squares = summary.perSize.reduce(
    (s, p) => s + p.instances * p.board.width * p.board.height,
    0,
  );
  console.log(`${label}`);
  console.log(
    `  command: ${input.command} (${input.protocol ?? 'args'} protocol, sizes ${input.sizes}, ${threads} worker${threads === 1 ? '' : 's'}${input.reference ? `, --reference ${input.reference}` : ''})`,
  );
  console.log(
    `  ${n.toLocaleString('en-US')} instances, ${summary.passed.toLocaleString('en-US')} pass, ${squares.toExponential(2)} squares: ${(wall / 1000).toFixed(1)} s wall, ${((wall * 1000) / n).toFixed(0)} µs an instance (${((n * 1000) / wall).toFixed(0)} instances/s, ${(((squares / wall) * 1e3) / 1e6).toFixed(1)} M squares/s)`,
  );
  console.log(
    `  the program's own time as measured: ${((summary.ms * 1000) / n).toFixed(0)} µs an instance on average; wall time per worker beyond it: ${(((wall * threads - summary.ms) * 1000) / n).toFixed(0)} µs an instance`,
  );
  return { wall, summary };
}

console.log(
  `solver-check bench: node ${process.version}, ${availableParallelism()} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `command: node packages/sweep/bench/solver.mjs --only ${only.join(',')} --workers ${workers}`,
);

if (only.includes('overhead')) {
  const dir = mkdtempSync(join(tmpdir(), 'knights-tour-bench-'));
  try {
    const program = join(dir, 'knights_tour');
    execFileSync('cc', ['-O2', '-o', program, join(root, 'examples/solvers/knights_tour.c')]);
    await overhead('args protocol, a compiled Warnsdorff (a process per instance)', {
      command: `${program} {n} {x} {y}`,
      sizes: '5-16',
      reference: 'warnsdorff',
    });
    await overhead('lines protocol, the JavaScript Warnsdorff (one process)', {
      command: 'node examples/solvers/warnsdorff.mjs --lines',
      protocol: 'lines',
      sizes: '5-16',
      reference: 'warnsdorff',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (only.includes('full')) {
  await check(
    'every start of every board 5..100, the JavaScript Warnsdorff',
    {
      command: 'node examples/solvers/warnsdorff.mjs --lines',
      protocol: 'lines',
      sizes: '5-100',
      reference: 'warnsdorff',
      timeout: 60,
    },
    workers,
  );
}
