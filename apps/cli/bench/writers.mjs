// The tour writers of `solve --out` / `convert` and the verifier reading their files back, in MB/s.
//
//   node apps/cli/bench/writers.mjs [--n 3000] [--solve-n 10000] [--dir DIR] [--root CHECKOUT]
//
// 1. findTour({ n }) once in this process, then each format (json, csv, text) written with
//    core's tourChunks (formatTour in builds before it) through files' writeFileAtomic (temporary file, fsync, rename) and read
//    back by `knights-tour verify FILE` (a child process: the whole CLI path), each with MB/s.
// 2. The ratio, in the same run: `knights-tour solve SOLVE_N --format json --out F`
//    (a child process, whole-process wall time) against findTour({ n: SOLVE_N }) in this process.
//
// --root runs another checkout's builds (its packages/*/dist and apps/cli): the before/after of
// a change under the same load. Files go to DIR (default: the system temp directory) and are
// removed; json at n = 10000 is about 1.2 GB. Hold the machine's lock while timing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
};
const root = resolve(option('--root', resolve(here, '../../..')));
const n = Number(option('--n', '3000'));
const solveN = Number(option('--solve-n', '10000'));
const dir = mkdtempSync(join(option('--dir', tmpdir()), 'kt-writers-'));
const bin = join(root, 'apps/cli/bin/knights-tour.js');
const load = (pkg) => import(pathToFileURL(join(root, 'packages', pkg, 'dist/index.js')).href);
const core = await load('core');
const { findTour } = core;
// What solve and convert write with: tourChunks (bytes) where the build has it, else formatTour.
const chunks = core.tourChunks ?? core.formatTour;
const { writeFileAtomic } = await load('files');

const seconds = (t0) => (performance.now() - t0) / 1e3;
const mbs = (bytes, s) => (bytes / 1e6 / s).toFixed(0);

/**
 * A child's whole-process wall and CPU time (user + sys, by /usr/bin/time): on a shared machine
 * the CPU time is the steadier figure. It must end with `expected` (0 for verify and solve).
 */
function run(args, expected = 0) {
  const t0 = performance.now();
  const command = ['-f', 'cpu %U %S', process.execPath, bin, ...args];
  const child = spawnSync('/usr/bin/time', command, { encoding: 'utf8' });
  const wall = seconds(t0);
  if (child.status !== expected) {
    throw new Error(`knights-tour ${args.join(' ')}: exit ${child.status}\n${child.stderr}`);
  }
  const [, user, sys] = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(child.stderr) ?? [];
  return { wall, cpu: Number(user) + Number(sys) };
}

/** Wall and CPU seconds of `work` in this process. */
async function timed(work) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const value = await work();
  const c = process.cpuUsage(c0);
  return { wall: seconds(t0), cpu: (c.user + c.system) / 1e6, value };
}
const both = (t) => `${t.wall.toFixed(2)} s (CPU ${t.cpu.toFixed(2)} s)`;

console.log(`# node apps/cli/bench/writers.mjs ${process.argv.slice(2).join(' ')}`);
console.log(`# root ${root}, node ${process.version}, load ${loadavg()[0].toFixed(2)}`);
try {
  const found = await timed(() => findTour({ n }));
  const tour = found.value;
  console.log(`findTour({ n: ${n} }): ${both(found)}, ${tour.squares.length} squares`);
  console.log('MB/s by wall time (by CPU time)');
  console.log('format  bytes        format       write (fsync)  verify');
  const rate = (bytes, t) => `${mbs(bytes, t.wall)} (${mbs(bytes, t.cpu)})`.padEnd(13);
  for (const format of ['json', 'csv', 'text']) {
    const file = join(dir, `tour.${format}`);
    // The writer alone, in memory: its chunks made and counted, no file.
    const made = await timed(() => {
      let bytes = 0;
      for (const piece of chunks(tour, format)) bytes += piece.length;
      return bytes;
    });
    const write = await timed(() => writeFileAtomic(file, chunks(tour, format)));
    const bytes = statSync(file).size;
    const verify = run(['verify', file]);
    rmSync(file);
    console.log(
      `${format.padEnd(6)}  ${String(bytes).padEnd(11)}  ${rate(made.value, made)}${rate(bytes, write)}  ${rate(bytes, verify)}`,
    );
  }
  if (solveN > 0) {
    const file = join(dir, 'solve.json');
    const solve = run(['solve', String(solveN), '--format', 'json', '--out', file]);
    const bytes = statSync(file).size;
    rmSync(file);
    const find = await timed(() => findTour({ n: solveN }));
    console.log(
      `solve ${solveN} --format json --out F: ${both(solve)}, ${bytes} bytes; findTour({ n: ${solveN} }): ${both(find)}; ratio ${(solve.wall / find.wall).toFixed(2)} by wall time, ${(solve.cpu / find.cpu).toFixed(2)} by CPU time`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
