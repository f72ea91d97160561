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

/** A child's whole-process wall time; it must end with `expected` (0 for verify and solve). */
function run(args, expected = 0) {
  const t0 = performance.now();
  const child = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  const s = seconds(t0);
  if (child.status !== expected) {
    throw new Error(`knights-tour ${args.join(' ')}: exit ${child.status}\n${child.stderr}`);
  }
  return s;
}

console.log(`# node apps/cli/bench/writers.mjs ${process.argv.slice(2).join(' ')}`);
console.log(`# root ${root}, node ${process.version}, load ${loadavg()[0].toFixed(2)}`);
try {
  let t0 = performance.now();
  const tour = findTour({ n });
  console.log(`findTour({ n: ${n} }): ${seconds(t0).toFixed(2)} s, ${tour.squares.length} squares`);
  console.log('format  bytes        format MB/s  write s  write MB/s  verify s  verify MB/s');
  for (const format of ['json', 'csv', 'text']) {
    const file = join(dir, `tour.${format}`);
    // The writer alone, in memory: its chunks made and counted, no file.
    t0 = performance.now();
    let made = 0;
    for (const piece of chunks(tour, format)) made += piece.length;
    const formatS = seconds(t0);
    t0 = performance.now();
    await writeFileAtomic(file, chunks(tour, format));
    const write = seconds(t0);
    const bytes = statSync(file).size;
    const verify = run(['verify', file]);
    rmSync(file);
    console.log(
      `${format.padEnd(6)}  ${String(bytes).padEnd(11)}  ${mbs(made, formatS).padStart(11)}  ${write.toFixed(2).padStart(7)}  ${mbs(bytes, write).padStart(10)}  ${verify.toFixed(2).padStart(8)}  ${mbs(bytes, verify).padStart(11)}`,
    );
  }
  if (solveN > 0) {
    const file = join(dir, 'solve.json');
    const solve = run(['solve', String(solveN), '--format', 'json', '--out', file]);
    const bytes = statSync(file).size;
    rmSync(file);
    t0 = performance.now();
    findTour({ n: solveN });
    const find = seconds(t0);
    console.log(
      `solve ${solveN} --format json --out F: ${solve.toFixed(2)} s (${bytes} bytes); findTour({ n: ${solveN} }): ${find.toFixed(2)} s; ratio ${(solve / find).toFixed(2)}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
