#!/usr/bin/env node
// The verifier's read-back rate on tour files already on disk, without the disk: each file is
// read into memory as the CLI reads it (1 MiB pieces), then handed to a fresh
// createTourVerifier().pushBytes piece by piece and finished, in this process on one core.
// Prints MB/s by CPU time (and by wall time) per round, best of the rounds. Make the files with
// `knights-tour solve N --format json|csv|text --out FILE`; needs the built package (pnpm build).
// Memory: the whole file is held (about 1.9 GB for the csv of n = 10000).
//   node packages/verify/bench/read.mjs [--rounds 3] FILE...
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createTourVerifier } from '../dist/index.js';

const args = process.argv.slice(2);
const at = args.indexOf('--rounds');
const rounds = at < 0 ? 3 : Number(args[at + 1]);
const files = at < 0 ? args : args.filter((_, i) => i !== at && i !== at + 1);
if (files.length === 0) {
  console.error('usage: node packages/verify/bench/read.mjs [--rounds 3] FILE...');
  process.exit(2);
}

/** The file in 1 MiB pieces, each in a buffer of its own (as the CLI's reads hand them over). */
function pieces(file) {
  const fd = openSync(file, 'r');
  const all = [];
  for (;;) {
    const piece = Buffer.allocUnsafeSlow(1 << 20);
    const got = readSync(fd, piece, 0, piece.length, null);
    if (got === 0) break;
    all.push(piece.subarray(0, got));
  }
  closeSync(fd);
  return all;
}

console.log(`node packages/verify/bench/read.mjs --rounds ${rounds} ${files.join(' ')}`);
console.log(
  `node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const file of files) {
  const mb = statSync(file).size / 1e6;
  const all = pieces(file);
  const rates = [];
  for (let round = 0; round < rounds; round++) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const verifier = createTourVerifier();
    for (const piece of all) verifier.pushBytes(piece);
    const report = verifier.finish();
    const wall = (performance.now() - t0) / 1e3;
    const used = process.cpuUsage(cpu0);
    const cpu = (used.user + used.system) / 1e6;
    if (!report.valid) throw new Error(`${file}: not a valid tour: ${report.problems[0]?.message}`);
    rates.push([mb / cpu, mb / wall]);
    console.log(
      `${file}: round ${round + 1}: ${(mb / cpu).toFixed(0)} MB/s by CPU (${cpu.toFixed(2)} s), ${(mb / wall).toFixed(0)} by wall (${wall.toFixed(2)} s)`,
    );
  }
  const best = rates.reduce((a, b) => (b[0] > a[0] ? b : a));
  console.log(
    `${file}: ${mb.toFixed(0)} MB, ${report(best)} (best of ${rounds}), load ${loadavg()[0].toFixed(2)}`,
  );
}

function report([cpu, wall]) {
  return `${cpu.toFixed(0)} MB/s by CPU, ${wall.toFixed(0)} by wall`;
}
