#!/usr/bin/env node
// How many tours? (docs/counting.md): runs `knights-tour count` on every board of the table
// below, checks each count against its published value, and writes the table, with the wall
// and CPU time, the peak frontier states and the peak memory of each run (measured by
// /usr/bin/time), into docs/counting.md. Runs are kept row by row in docs/counting-run.json:
// `--rows` re-measures some (by id or by a regular expression), `--fresh` all of them; the
// long ones (tagged long below: 7x7 open, 8x8 closed, ...) only when named. With `--peer DIR`
// the peer beside which the counts are measured (Luschny's backtracking knightspaths and
// knightscycles, built in DIR; see docs/counting.md) runs its whole benchmark, and the same
// boards are counted here in one process.
//
//   npx -y pnpm@10.34.9 --filter knights-tour... run build
//   node scripts/count-table.mjs [--rows 'closed 6x|3x'] [--fresh] [--peer DIR] [--render]
//     [--checkpoints DIR]   keep the long rows' checkpoints there, and resume from them
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const CLI = join(root, 'apps/cli/bin/knights-tour.js');
const RUN_FILE = join(root, 'docs/counting-run.json');
const DOC = join(root, 'docs/counting.md');
const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i < 0 ? undefined : argv[i + 1];
};

// Published values and where they come from. "verified" marks the sources whose text was
// read while writing this table (docs/counting.md says how); the others are quoted from a
// copy and say so.
const A070030 = 'OEIS A070030 (closed tours of 3 × 2n), verified';
const A383661 =
  'OEIS A383661 (Knuth: closed tours on the first 2n cells of 5 × ⌈2n/5⌉; the whole board when 5 divides 2n), verified';
const A175881 = 'OEIS A175881 (closed tours of 6 × n), verified';
const A193054 =
  'OEIS A193054 (closed tours of 7 × 2n), as copied in a public repository and the 2011 forum thread';
const A193055 = 'OEIS A193055 (closed tours of 8 × n), as copied in a public repository';
const A001230 = 'OEIS A001230 (undirected closed tours of 2n × 2n), verified';
const A165134 = 'OEIS A165134 (directed open tours of n × n), verified';
const A390833 =
  "OEIS A390833 (undirected open tours of k × n) as tabled in Luschny's repository README, verified; directed = 2 ×";
const SCHWENK = 'Schwenk (1991): no 4 × n board has a closed tour';

const THREE = [
  16n,
  176n,
  1536n,
  15424n,
  147728n,
  1448416n,
  14060048n,
  136947616n,
  1332257856n,
  12965578752n,
  126169362176n,
  1227776129152n,
  11947846468608n,
  116266505653888n,
  1131418872918784n,
  11010065269439104n,
  107141489725900544n,
  1042616896632882688n,
  10145938076107491328n,
];
const SIX = [
  8n,
  9862n,
  1067638n,
  55488142n,
  3374967940n,
  239187240144n,
  15360134570696n,
  964730606632516n,
  61989683445413228n,
  4005716717182224826n,
  255967892553030600920n,
  16378998506224697063588n,
  1050504687249683771795632n,
  67351449674771471216148786n,
  4314151246752166099728445868n,
  276453522147273309254029785276n,
  17717606001764726850971209939188n,
  1135386328785418512845166305951994n,
  72754625853111517738642395445641832n,
  4662311340698795306229004946849255108n,
  298772700964630993744576968415214630040n,
  19145888052227167790585189427230454709502n,
  1226902568798073025855948189578313739199398n,
  78622502118507651703659030426757524782646558n,
  5038287048556094010756276060713112469110084532n,
  322863244258188584511076820531771298243292346804n,
  20689713115693125810120458424283134088711708746418n,
  1325838052128808846982470604742513077251389064878480n,
  84962322582242436449028078490147227914653412498469176n,
  5444553480688572729507994773339404670293124094670063400n,
  348897761885575809340513599895637906535045836867112425442n,
  22358059291249098112956347313304579317330515128430578229580n,
  1432748662105938633370488721737295472216003424322051173765262n,
  91813368745075979865082473968848043302481279531417429418851766n,
  5883582334056740305836749071273843581025553554521365508472081512n,
  377031597006006571424070743308269493020186682009428464253448495336n,
];
// Luschny's table (undirected open tours, k·n ≤ 40); the peer counts the same boards.
const LUSCHNY = {
  '3x4': 8n,
  '3x7': 52n,
  '3x8': 396n,
  '3x9': 560n,
  '3x10': 3048n,
  '3x11': 10672n,
  '3x12': 57248n,
  '4x5': 82n,
  '4x6': 744n,
  '4x7': 6378n,
  '4x8': 31088n,
  '4x9': 189688n,
  '4x10': 1213112n,
  '5x5': 864n,
  '5x6': 18784n,
  '5x7': 622868n,
  '5x8': 18061054n,
  '6x6': 3318960n,
};

/** The table: id, the command's arguments, the published count (undirected closed, directed open), source, tags. */
function rows() {
  const out = [];
  const closed = (w, h, published, source, tags = []) => {
    out.push({ id: `closed ${w}x${h}`, args: [`${w}x${h}`, '--closed'], published, source, tags });
  };
  for (const [k, v] of THREE.entries()) closed(3, 10 + 2 * k, v, A070030);
  for (let n = 5; n <= 10; n++) closed(4, n, 0n, SCHWENK);
  for (const [n, v] of [
    [6, 8n],
    [8, 44202n],
    [10, 13311268n],
    [12, 4557702762n],
    [14, 1495135512514n],
  ]) {
    closed(5, n, v, A383661);
  }
  for (const [k, v] of SIX.entries()) closed(6, 5 + k, v, A175881, 5 + k > 20 ? ['slow'] : []);
  closed(7, 8, 34524432316n, A193054, ['long']);
  closed(7, 10, 1250063279938854n, A193054, ['long']);
  closed(8, 8, 13267364410532n, `${A001230}; ${A193055}`, ['long']);
  // Stopped, not finished: the section under the table says how far it got and why.
  out.at(-1).unfinished =
    '[stopped at step 28 of 64](#the-chessboard-88-closed-how-far-the-run-got): 1.4e8 states and growing; needs about 90 GB';
  const open = (w, h, published, source, tags = []) => {
    out.push({ id: `open ${w}x${h}`, args: [`${w}x${h}`, '--total'], published, source, tags });
  };
  for (const [board, v] of Object.entries(LUSCHNY)) {
    const [w, h] = board.split('x').map(Number);
    open(w, h, 2n * v, A390833);
  }
  open(7, 7, 165575218320n, A165134, ['long']);
  open(8, 8, 19591828170979904n, A165134, ['long', 'beyond']);
  out.push({
    id: 'per-square 7x7',
    args: ['7'],
    published: 165575218320n,
    source: `${A165134} (the sum of the board)`,
    tags: ['long'],
  });
  return out;
}

/**
 * What symmetry demands of a closed count: no closed tour is its own mirror image, so the
 * board's mirror images pair them (even); on a square board of side 4k no closed tour is
 * symmetric under a quarter turn either, so they come in fours at least. 1 for open rows.
 */
function divisor(row) {
  if (!row.id.startsWith('closed')) return 1n;
  const [w, h] = row.args[0].split('x').map(Number);
  return w === h && w % 4 === 0 ? 4n : 2n;
}

/** The count agrees with the published value and is divisible as symmetry demands. */
const agrees = (row, total) =>
  BigInt(total) === row.published && BigInt(total) % divisor(row) === 0n;

/**
 * Runs a command under /usr/bin/time: its output, and its wall and CPU seconds and peak
 * resident memory. Throws with the command's stderr when it fails (`what` names it).
 */
function timed(what, command, args, options = {}) {
  const r = spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S %M', command, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    ...options,
  });
  const timeLine = r.stderr.split('\n').find((l) => l.startsWith('TIME '));
  if (r.status !== 0 || !timeLine) throw new Error(`${what}: exit ${r.status}\n${r.stderr}`);
  const [wall, user, sys, rssKb] = timeLine.slice(5).split(' ').map(Number);
  return {
    stdout: r.stdout,
    wallSeconds: wall,
    cpuSeconds: Number((user + sys).toFixed(2)),
    maxRssMB: Math.round(rssKb / 1024),
  };
}

/**
 * Runs one row under /usr/bin/time: the count and what it took. A long row keeps a
 * checkpoint in `dir` and resumes from it when one is there (the run then says so).
 */
function measure(row, dir) {
  const file = join(dir, `${row.id.replace(/\W+/g, '-')}.ckpt`);
  const long = row.tags.includes('long');
  const resumed = long && existsSync(file);
  const checkpoint = long ? ['--checkpoint', file, '--resume'] : [];
  const args = ['count', ...row.args, '--format', 'json', '--yes', ...checkpoint];
  const began = new Date();
  const { stdout, ...took } = timed(row.id, process.execPath, [CLI, ...args]);
  const doc = JSON.parse(stdout);
  return {
    total: doc.total,
    peakStates: doc.peakStates,
    ...took,
    command: `knights-tour count ${row.args.join(' ')}${long ? ` --checkpoint ${row.id.replace(/\W+/g, '-')}.ckpt` : ''}`,
    date: began.toISOString().slice(0, 10),
    ...(resumed ? { resumed: true } : {}),
  };
}

function load() {
  return existsSync(RUN_FILE)
    ? JSON.parse(readFileSync(RUN_FILE, 'utf8'))
    : { rows: {}, peer: undefined };
}

function save(run) {
  const tmp = `${RUN_FILE}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(run, null, 2)}\n`);
  renameSync(tmp, RUN_FILE);
}

/** The peer's benchmark and the same boards counted here, in one process each. */
function peer(dir) {
  const runPeer = (binary) => {
    const { stdout, ...took } = timed(binary, join(dir, binary), []);
    const boards = {};
    for (const m of stdout.matchAll(/A\((\d+),(\d+)\) = (\d+)\s+Time: ([\d.e-]+)s/g)) {
      boards[`${m[1]}x${m[2]}`] = { count: m[3], seconds: Number(m[4]) };
    }
    return { boards, ...took };
  };
  const ours = (closed) => {
    const code = `
      import { createBoard, frontierCount } from '@knights-tour/core';
      const out = {};
      for (let k = 3; k <= 12; k++) for (let n = 3; n <= 12; n++) {
        if (n * k > 40) continue;
        const t = process.hrtime.bigint();
        const r = frontierCount(createBoard(n, k), { closed: ${closed} });
        out[k + 'x' + n] = { count: String(r.undirected), seconds: Number(process.hrtime.bigint() - t) / 1e9 };
      }
      console.log(JSON.stringify(out));`;
    const { stdout, ...took } = timed(
      'our count',
      process.execPath,
      ['--input-type=module', '-e', code],
      {
        cwd: join(root, 'packages/core'),
      },
    );
    return { boards: JSON.parse(stdout), ...took };
  };
  return {
    date: new Date().toISOString().slice(0, 10),
    paths: { peer: runPeer('knightspaths'), ours: ours(false) },
    cycles: { peer: runPeer('knightscycles'), ours: ours(true) },
  };
}

const number = (v) => BigInt(v).toLocaleString('en-US');
const seconds = (s) => (s >= 100 ? `${Math.round(s)} s` : `${s.toFixed(2)} s`);

function render(run) {
  const lines = [];
  const table = (filter) => {
    lines.push(
      '| Board | Tours (ours) | Published | Agree | Wall / CPU | Peak states | Peak memory | Command |',
    );
    lines.push('| --- | ---: | ---: | :---: | ---: | ---: | ---: | --- |');
    for (const row of rows().filter(filter)) {
      const m = run.rows[row.id];
      const board = row.args[0];
      if (!m) {
        const status = row.unfinished ?? 'not run yet';
        lines.push(
          `| ${board} | ${status} | ${number(row.published)} | | | | | \`knights-tour count ${row.args.join(' ')}\` |`,
        );
        continue;
      }
      const agree = agrees(row, m.total) ? 'yes' : '**no**';
      lines.push(
        `| ${board} | ${number(m.total)} | ${number(row.published)} | ${agree} | ${seconds(m.wallSeconds)} / ${seconds(m.cpuSeconds)} | ${m.peakStates.toLocaleString('en-US')} | ${m.maxRssMB.toLocaleString('en-US')} MB | \`${m.command}\` |`,
      );
    }
    lines.push('');
  };
  const sources = new Map();
  for (const row of rows()) sources.set(row.source, (sources.get(row.source) ?? 0) + 1);
  lines.push('### Closed tours (undirected: a tour and its reverse count once)', '');
  table((r) => r.id.startsWith('closed'));
  lines.push('### Open tours (directed: a tour and its reverse count twice)', '');
  table((r) => !r.id.startsWith('closed'));
  lines.push('Sources of the published values:', '');
  for (const source of sources.keys()) lines.push(`- ${source}`);
  lines.push('');
  if (run.peer) {
    const p = run.peer;
    lines.push(`### Beside a peer (measured ${p.date}, same machine, one after the other)`, '');
    lines.push(
      '| Boards k·n ≤ 40, 3 ≤ k, n ≤ 12 | Luschny (backtracking, OpenMP, 2 threads) | knights-tour (frontier, 1 thread) | Counts agree |',
    );
    lines.push('| --- | ---: | ---: | :---: |');
    for (const [what, key] of [
      ['open (A390833)', 'paths'],
      ['closed (A392000)', 'cycles'],
    ]) {
      const { peer: a, ours: b } = p[key];
      const boards = Object.keys(a.boards);
      const agree =
        boards.every((k) => b.boards[k]?.count === a.boards[k].count) && boards.length > 0;
      lines.push(
        `| ${what}: ${boards.length} boards | ${seconds(a.wallSeconds)} wall, ${seconds(a.cpuSeconds)} CPU, ${a.maxRssMB} MB | ${seconds(b.wallSeconds)} wall, ${seconds(b.cpuSeconds)} CPU, ${b.maxRssMB} MB | ${agree ? 'yes' : '**no**'} |`,
      );
    }
    const slowest = (key) =>
      Object.entries(p[key].peer.boards)
        .sort((x, y) => y[1].seconds - x[1].seconds)
        .slice(0, 3)
        .map(([k, v]) => `${k}: ${seconds(v.seconds)} vs ${seconds(p[key].ours.boards[k].seconds)}`)
        .join('; ');
    lines.push(
      '',
      `Slowest boards of the peer (peer vs ours): open ${slowest('paths')}; closed ${slowest('cycles')}.`,
      '',
    );
  }
  const text = readFileSync(DOC, 'utf8');
  const begin = '<!-- count-table:begin -->';
  const end = '<!-- count-table:end -->';
  const i = text.indexOf(begin);
  const j = text.indexOf(end);
  if (i < 0 || j < 0) throw new Error(`${DOC} has no ${begin} ... ${end} markers`);
  writeFileSync(DOC, `${text.slice(0, i + begin.length)}\n${lines.join('\n')}\n${text.slice(j)}`);
}

const run = argv.includes('--fresh') ? { rows: {}, peer: undefined } : load();
const pattern = option('rows');
if (!argv.includes('--render')) {
  // Checkpoints of the long rows stay in --checkpoints DIR (default: a temporary directory).
  const scratch = option('checkpoints') ?? mkdtempSync(join(tmpdir(), 'count-table-'));
  try {
    const wanted = rows().filter((row) =>
      pattern ? new RegExp(pattern).test(row.id) : !row.tags.includes('long') && !run.rows[row.id],
    );
    for (const row of wanted) {
      process.stderr.write(`${row.id} ... `);
      run.rows[row.id] = measure(row, scratch);
      save(run);
      const m = run.rows[row.id];
      process.stderr.write(
        `${m.total} in ${m.wallSeconds} s (${agrees(row, m.total) ? 'agrees' : 'DISAGREES'})\n`,
      );
    }
    if (option('peer')) {
      run.peer = peer(option('peer'));
      save(run);
    }
  } finally {
    if (!option('checkpoints')) rmSync(scratch, { recursive: true, force: true });
  }
}
if (!argv.includes('--render')) {
  run.machine ??= {
    cpus: availableParallelism(),
    model: cpus()[0]?.model,
    memoryGB: Math.round(totalmem() / 2 ** 30),
  };
  save(run);
}
render(run);
