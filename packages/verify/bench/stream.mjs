#!/usr/bin/env node
// Streaming verification benchmark: a tour of N x N squares (default 10000: 10^8 squares),
// solved by core's findTour and streamed to disk as json, csv and text, then verified from
// disk by @knights-tour/verify in 1 MiB pieces, each format in a fresh process. Prints input
// MB/s and peak RSS per format, and the command. Needs the built packages (pnpm build).
//   node packages/verify/bench/stream.mjs [N] [dir]
// The files (about 1.2 GB each at N = 10000) are deleted at the end.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const core = join(here, '../../core/dist/index.js');
const verify = join(here, '../dist/index.js');
const [, , role, ...rest] = process.argv;

if (role === '--write') {
  // Child: solve and write one tour in every format (streamed: formatTour yields pieces).
  const [n, dir] = rest;
  const { findTour, formatTour } = await import(core);
  const t0 = performance.now();
  const tour = findTour({ n: Number(n) });
  const solved = performance.now() - t0;
  for (const format of ['json', 'csv', 'text']) {
    const fd = openSync(join(dir, `tour.${format}`), 'w');
    for (const piece of formatTour(tour, format)) writeSync(fd, piece);
    closeSync(fd);
  }
  console.log(JSON.stringify({ solvedMs: Math.round(solved), complete: tour.complete }));
} else if (role === '--verify') {
  // Child: verify one file as the CLI does, in 1 MiB pieces; report time and peak RSS.
  const [file] = rest;
  const { createTourVerifier } = await import(verify);
  const t0 = performance.now();
  const verifier = createTourVerifier();
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(1 << 20);
  const decoder = new TextDecoder();
  for (;;) {
    const got = readSync(fd, buffer, 0, buffer.length, null);
    if (got === 0) break;
    verifier.push(decoder.decode(buffer.subarray(0, got), { stream: true }));
  }
  closeSync(fd);
  const report = verifier.finish();
  const ms = performance.now() - t0;
  console.log(
    JSON.stringify({
      valid: report.valid,
      squares: report.squares,
      ms,
      maxRssKiB: process.resourceUsage().maxRSS,
    }),
  );
} else {
  const n = Number(role ?? 10000);
  const dir = mkdtempSync(join(rest[0] ?? tmpdir(), 'kt-bench-verify-'));
  try {
    const made = JSON.parse(
      execFileSync(
        process.execPath,
        ['--max-old-space-size=4096', fileURLToPath(import.meta.url), '--write', String(n), dir],
        { encoding: 'utf8' },
      ),
    );
    console.log(
      `${n}x${n} (${(n * n).toLocaleString('en-US')} squares) solved in ${made.solvedMs} ms, complete: ${made.complete}`,
    );
    console.log('format  size MB   time s    MB/s   peak RSS MB  verdict');
    for (const format of ['json', 'csv', 'text']) {
      const file = join(dir, `tour.${format}`);
      const mb = statSync(file).size / 1e6;
      const out = JSON.parse(
        execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--verify', file], {
          encoding: 'utf8',
        }),
      );
      console.log(
        `${format.padEnd(6)} ${mb.toFixed(0).padStart(8)} ${(out.ms / 1000).toFixed(1).padStart(8)} ${(mb / (out.ms / 1000)).toFixed(0).padStart(7)} ${(out.maxRssKiB / 1024).toFixed(0).padStart(12)}  ${out.valid ? 'valid' : 'INVALID'}`,
      );
      rmSync(file);
    }
    console.log(
      `command: node packages/verify/bench/stream.mjs ${n}  (node ${process.version}, one core per run)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
