#!/usr/bin/env node
// What the Action costs on many small files, run as a runner runs it (the committed bundle,
// INPUT_* variables, a fresh workspace): verify mode over N copies of a 6x6 tour, and merge
// mode over N copies of one shard (refused at the second file). Whole-process wall time, best
// of 3, with and without an 8 GB address-space limit (`ulimit -v 8000000`, as shared CI
// machines set one). Needs the built CLI (it writes the files).
//   node apps/action/bench/files.mjs [N]      (default 10000)

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(here, 'dist', 'index.js');
const cli = join(here, '..', 'cli', 'bin', 'knights-tour.js');
const n = Number(process.argv[2] ?? 10_000);
const root = mkdtempSync(join(tmpdir(), 'knights-tour-action-bench-'));

/** `count` copies of `text` as `dir/00000.json`…, in a fresh workspace; returns the workspace. */
function workspaceOf(name, dir, text, count) {
  const ws = join(root, name);
  mkdirSync(join(ws, dir), { recursive: true });
  for (let i = 0; i < count; i++) {
    writeFileSync(join(ws, dir, `${String(i).padStart(5, '0')}.json`), text);
  }
  return ws;
}

/** Seconds of one run of the bundle with these inputs, in `ws`, optionally under the limit. */
function run(ws, inputs, limited) {
  const env = {
    PATH: process.env.PATH,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: ws,
    RUNNER_TEMP: root,
    GITHUB_OUTPUT: join(root, 'output'),
    GITHUB_STEP_SUMMARY: join(root, 'summary'),
  };
  writeFileSync(env.GITHUB_OUTPUT, '');
  writeFileSync(env.GITHUB_STEP_SUMMARY, '');
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const command = limited ? `ulimit -v 8000000; exec "$0" "$1"` : 'exec "$0" "$1"';
  const began = process.hrtime.bigint();
  const r = spawnSync('sh', ['-c', command, process.execPath, bundle], {
    cwd: ws,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const seconds = Number(process.hrtime.bigint() - began) / 1e9;
  const last = r.stdout.trim().split('\n').at(-1);
  return { seconds, last };
}

try {
  const tour = join(root, 'tour.json');
  execFileSync(process.execPath, [cli, 'solve', '6', '--format', 'json', '--out', tour], {
    stdio: 'ignore',
  });
  const shard = join(root, 'shard.json');
  execFileSync(process.execPath, [
    cli,
    'sweep',
    '--sizes',
    '5-8',
    '--shard',
    '1/2',
    '--out',
    shard,
  ]);
  const cases = [
    [
      'verify',
      workspaceOf('verify', 'tours', readFileSync(tour), n),
      { mode: 'verify', tours: 'tours/*.json' },
    ],
    [
      'merge',
      workspaceOf('merge', 'shards', readFileSync(shard), n),
      { mode: 'merge', shards: 'shards/*.json' },
    ],
  ];
  console.log(`node apps/action/bench/files.mjs ${n}`);
  for (const [mode, ws, inputs] of cases) {
    for (const limited of [false, true]) {
      let best = Number.POSITIVE_INFINITY;
      let last = '';
      for (let round = 0; round < 3; round++) {
        const r = run(ws, inputs, limited);
        best = Math.min(best, r.seconds);
        last = r.last;
      }
      const what = `${mode} mode, ${n.toLocaleString('en-US')} files${limited ? ', ulimit -v 8000000' : ''}`;
      console.log(`${what.padEnd(48)} ${best.toFixed(2).padStart(7)} s   (${last.slice(0, 90)})`);
    }
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
