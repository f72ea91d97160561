#!/usr/bin/env node
// OctAML16 in three dimensions (docs/three-d.md): runs plain Warnsdorff-3D, the 3-D rule with
// one variant (octaml3d) and with all 16 (octaml16-3d) from every possible start of every
// cube CUBE_MIN ≤ n ≤ CUBE_MAX and every box w ≤ h ≤ d with sides BOX_MIN..BOX_MAX (a box
// and its axis permutations are the same board up to symmetry), checks every complete tour
// with the independent verifier, and writes the tables into docs/three-d.md (and, with
// --readme, the summary between the three-d-table markers of README.md). Results are kept
// board by board in docs/three-d-run.json, so an interrupted run resumes where it stopped
// (--fresh starts over). Every figure in those files comes from this run.
//
//   npx -y pnpm@10.34.9 --filter @knights-tour/verify... run build
//   nice node scripts/three-d-table.mjs [--cube-max 24] [--box-max 12] [--readme] [--fresh]
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import {
  cellAt,
  cellIndex,
  createBoard,
  HeuristicRunner,
  onBoard,
  startSquares,
} from '@knights-tour/core';
import { MOVES_3D } from '@knights-tour/core/internal';
import { checkSquares } from '@knights-tour/verify';

const root = new URL('..', import.meta.url).pathname;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const CUBE_MIN = arg('cube-min', 3);
const CUBE_MAX = arg('cube-max', 24);
const BOX_MIN = arg('box-min', 3);
const BOX_MAX = arg('box-max', 12);
const RUN_FILE = process.argv.includes('--run-file')
  ? process.argv[process.argv.indexOf('--run-file') + 1]
  : `${root}docs/three-d-run.json`;
const COMMAND = `node scripts/three-d-table.mjs --cube-max ${CUBE_MAX} --box-max ${BOX_MAX}`;

/**
 * Every board of the run: the cubes, the boxes (w ≤ h ≤ d, cubes included once), and the
 * thin boxes 2 × h × d (2 ≤ h ≤ d ≤ BOX_MAX), where the knight has the fewest moves.
 */
function boards() {
  const out = new Map();
  for (let n = CUBE_MIN; n <= CUBE_MAX; n++) out.set(`${n}x${n}x${n}`, [n, n, n]);
  for (let w = BOX_MIN; w <= BOX_MAX; w++)
    for (let h = w; h <= BOX_MAX; h++)
      for (let d = h; d <= BOX_MAX; d++) out.set(`${w}x${h}x${d}`, [w, h, d]);
  for (let h = 2; h <= BOX_MAX; h++)
    for (let d = h; d <= BOX_MAX; d++) out.set(`2x${h}x${d}`, [2, h, d]);
  return [...out.entries()].sort(
    (a, b) => a[1][0] * a[1][1] * a[1][2] - b[1][0] * b[1][1] * b[1][2],
  );
}

/** Whether the knight graph is connected (breadth-first search): if not, no tour exists at all. */
function isConnected(board) {
  const n = board.width * board.height * board.depth;
  const seen = new Uint8Array(n);
  const queue = [0];
  seen[0] = 1;
  let count = 1;
  while (queue.length) {
    const [x, y, z = 0] = cellAt(board, queue.pop());
    for (const [dx, dy, dz] of MOVES_3D) {
      if (!onBoard(board, x + dx, y + dy, z + dz)) continue;
      const t = cellIndex(board, x + dx, y + dy, z + dz);
      if (!seen[t]) {
        seen[t] = 1;
        count++;
        queue.push(t);
      }
    }
  }
  return count === n;
}

/** All three heuristics from every possible start of one board; every complete tour verified. */
function runBoard([w, h, d]) {
  const board = createBoard(w, h, d);
  const runner = new HeuristicRunner(board);
  // 3-D starts as [x, y, z] on every box, flat ones included.
  const starts = startSquares('all', board).map(([x, y, z = 0]) => [x, y, z]);
  const r = {
    board: [w, h, d],
    cells: w * h * d,
    starts: starts.length,
    connected: isConnected(board),
    warnsdorff: 0,
    octaml: 0,
    octaml16: 0,
    verified: 0,
    attempts: {},
    failures: [],
    warnsdorffFailures: [],
    octamlFailures: [],
  };
  const check = (cells, what) => {
    const problem = checkSquares(board, cells);
    if (problem !== undefined)
      throw new Error(`${w}x${h}x${d} ${what}: the verifier rejects a complete walk: ${problem}`);
    r.verified++;
  };
  for (const s of starts) {
    const warns = runner.run('warnsdorff3d', s);
    if (warns.complete) {
      check(warns.squares, `warnsdorff3d from ${s}`);
      r.warnsdorff++;
    } else if (r.warnsdorffFailures.length < 20)
      r.warnsdorffFailures.push([...s, warns.squares.length]);
    const one = runner.run('octaml3d', s);
    let all = one;
    if (one.complete) {
      check(one.squares, `octaml3d from ${s}`);
      r.octaml++;
    } else {
      if (r.octamlFailures.length < 20) r.octamlFailures.push([...s, one.squares.length]);
      all = runner.run('octaml16-3d', s);
    }
    if (all.complete) {
      if (all !== one) check(all.squares, `octaml16-3d from ${s}`);
      r.octaml16++;
      r.attempts[all.attempts] = (r.attempts[all.attempts] ?? 0) + 1;
    } else if (r.failures.length < 50) {
      r.failures.push([...s, all.squares.length]);
    }
  }
  return r;
}

function load() {
  if (process.argv.includes('--fresh') || !existsSync(RUN_FILE)) return {};
  return JSON.parse(readFileSync(RUN_FILE, 'utf8')).boards ?? {};
}
function save(results) {
  const tmp = `${RUN_FILE}.tmp`;
  writeFileSync(
    tmp,
    `${JSON.stringify({ generatedBy: COMMAND, boards: results }, null, 0).replace(/\},"/g, '},\n"')}\n`,
  );
  renameSync(tmp, RUN_FILE);
}

const list = boards();
const results = load();
const todo = list.filter(([key]) => results[key] === undefined);
const cost = todo.reduce((sum, [, [w, h, d]]) => sum + (w * h * d) ** 2, 0);
console.log(
  `${list.length} boards, ${todo.length} to run; cost about ${cost.toExponential(2)} cells walked per heuristic (Σ cells × starts)`,
);
const t0 = performance.now();
let done = 0;
for (const [key, sides] of todo) {
  const t = performance.now();
  results[key] = runBoard(sides);
  done += (sides[0] * sides[1] * sides[2]) ** 2;
  save(results);
  const r = results[key];
  const elapsed = (performance.now() - t0) / 1000;
  console.log(
    `${key}: ${r.starts} starts, warnsdorff ${r.warnsdorff}, octaml ${r.octaml}, octaml16 ${r.octaml16} (${((performance.now() - t) / 1000).toFixed(1)} s; ${((100 * done) / cost).toFixed(1)}% of the cost in ${elapsed.toFixed(0)} s)`,
  );
}

// A helper process (--no-tables, its own --run-file) only measures; its results are merged
// into docs/three-d-run.json by hand before the tables are written.
if (process.argv.includes('--no-tables')) process.exit(0);

// ---- tables -------------------------------------------------------------------------
const fmt = (v) => v.toLocaleString('en-US');
const pct = (ok, all) => {
  if (all === 0) return '–';
  if (ok === all) return '100%';
  const p = (100 * ok) / all;
  return `${p.toFixed(p >= 99.9 ? 3 : p >= 10 ? 2 : 1)}%`;
};
const key = (r) => r.board.join('x');
// Boards whose knight graph is disconnected have no tour at all (proven by the search that
// finds the components); their starts are listed apart, not counted as heuristic failures.
const connectedness = new Map();
const connected = (r) => {
  if (!connectedness.has(key(r))) connectedness.set(key(r), isConnected(createBoard(...r.board)));
  return connectedness.get(key(r));
};
const sum = (rs, k) => rs.reduce((t, r) => t + r[k], 0);
const HEAD =
  '| boards | count | starts (tour possible) | no tour possible (graph disconnected) | Warnsdorff-3D | OctAML-3D (1 variant) | OctAML16-3D (16 variants) | OctAML16-3D failures |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
const row = (label, rs) => {
  const open = rs.filter(connected);
  const closedOff = rs.filter((r) => !connected(r));
  const starts = sum(open, 'starts');
  const none = closedOff.length
    ? `${fmt(sum(closedOff, 'starts'))} (${closedOff.length} board${closedOff.length === 1 ? '' : 's'})`
    : '0';
  return `| ${label} | ${fmt(rs.length)} | ${fmt(starts)} | ${none} | ${pct(sum(open, 'warnsdorff'), starts)} | ${pct(sum(open, 'octaml'), starts)} | ${pct(sum(open, 'octaml16'), starts)} | ${fmt(starts - sum(open, 'octaml16'))} |`;
};
const failing = (rs, k) => {
  const list = rs
    .filter((r) => connected(r) && r[k] < r.starts)
    .map((r) => `${key(r)} (${r.starts - r[k]} of ${r.starts})`);
  return list.length ? list.join(', ') : 'none';
};
const get = (k) => results[k];
const inBoxes = ([, [w, , d]]) => w >= BOX_MIN && d <= BOX_MAX;
const inThin = ([, [w, , d]]) => w === 2 && d <= BOX_MAX;
const cubes = [];
for (let n = CUBE_MIN; n <= CUBE_MAX; n++)
  if (get(`${n}x${n}x${n}`)) cubes.push(get(`${n}x${n}x${n}`));
const boxes = list
  .filter(inBoxes)
  .map(([k]) => get(k))
  .filter(Boolean);
const thin = list
  .filter(inThin)
  .map(([k]) => get(k))
  .filter(Boolean);
const complete =
  cubes.length === CUBE_MAX - CUBE_MIN + 1 &&
  boxes.length === list.filter(inBoxes).length &&
  thin.length === list.filter(inThin).length;

const cubeTable = [
  '| n | cells | starts | Warnsdorff-3D | OctAML-3D (1 variant) | OctAML16-3D (16 variants) | OctAML16-3D failures | verified tours |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...cubes.map((r) =>
    connected(r)
      ? `| ${r.board[0]} | ${fmt(r.squares)} | ${fmt(r.starts)} | ${pct(r.warnsdorff, r.starts)} | ${pct(r.octaml, r.starts)} | ${pct(r.octaml16, r.starts)} | ${fmt(r.starts - r.octaml16)} | ${fmt(r.verified)} |`
      : `| ${r.board[0]} | ${fmt(r.squares)} | ${fmt(r.starts)} | no tour: the knight graph is disconnected | | | | ${fmt(r.verified)} |`,
  ),
].join('\n');
const byShortest = [];
for (let side = BOX_MIN; side <= BOX_MAX; side++) {
  const rs = boxes.filter((r) => r.board[0] === side);
  if (rs.length) byShortest.push(row(`shortest side ${side}`, rs));
}
const boxTable = [HEAD, ...byShortest, row('**all boxes**', boxes)].join('\n');
const byMiddle = [];
for (let h = 2; h <= BOX_MAX; h++) {
  const rs = thin.filter((r) => r.board[1] === h);
  if (rs.length) byMiddle.push(row(`2 × ${h} × d`, rs));
}
const thinTable = [HEAD, ...byMiddle, row('**all 2 × h × d**', thin)].join('\n');
const summary = [
  HEAD,
  row(`cubes ${CUBE_MIN} ≤ n ≤ ${CUBE_MAX}`, cubes),
  row(`boxes, sides ${BOX_MIN}..${BOX_MAX}`, boxes),
  row(`thin boxes 2 × h × d, 2 ≤ h ≤ d ≤ ${BOX_MAX}`, thin),
].join('\n');
const attemptsAll = {};
for (const r of new Set([...cubes, ...boxes, ...thin]))
  for (const [k, v] of Object.entries(r.attempts)) attemptsAll[k] = (attemptsAll[k] ?? 0) + v;
const attemptsLine = Object.entries(attemptsAll)
  .sort((a, b) => a[0] - b[0])
  .map(([k, v]) => `${k}: ${fmt(v)}`)
  .join(', ');
const all = [...new Set([...cubes, ...boxes, ...thin])];
const verified = sum(all, 'verified');
const disconnected = all.filter((r) => !connected(r)).map(key);

const docBlock = `<!-- three-d-results:begin -->
<!-- generated by \`${COMMAND}\` (raw results: docs/three-d-run.json); do not edit -->
${complete ? '' : '\n**Partial run** — not every board has been measured yet.\n'}
Success = the share of possible starts from which the heuristic's walk visits every cell.
Boards whose knight graph is disconnected (found by breadth-first search) have no tour at
all and are listed apart: ${disconnected.join(', ') || 'none'}.

### Cubes, every possible start

${cubeTable}

### Boxes w ≤ h ≤ d, sides ${BOX_MIN}..${BOX_MAX}, every possible start

Each box stands for itself and its axis permutations (the same board up to symmetry).

${boxTable}

### Thin boxes 2 × h × d, 2 ≤ h ≤ d ≤ ${BOX_MAX}, every possible start

Outside the requested range, added to find where the rule breaks: with a side of 2 the
knight cannot move 2 along that axis, so it has at most 16 of its 24 moves.

${thinTable}

Where each heuristic fails from some start (boards with a tour-capable graph):

- Warnsdorff-3D: ${failing(all, 'warnsdorff')}.
- OctAML-3D (1 variant): ${failing(all, 'octaml')}.
- OctAML16-3D (16 variants): ${failing(all, 'octaml16')}.

Attempts OctAML16-3D needed (the first complete variant), over all boards: ${attemptsLine}.
Every complete walk of the three heuristics was re-checked with \`checkSquares\` of
@knights-tour/verify: ${fmt(verified)} tours, none rejected (the run stops at the first rejection).
<!-- three-d-results:end -->`;

const docPath = `${root}docs/three-d.md`;
const doc = readFileSync(docPath, 'utf8');
writeFileSync(
  docPath,
  doc.replace(/<!-- three-d-results:begin -->[\s\S]*<!-- three-d-results:end -->/, docBlock),
);
if (process.argv.includes('--readme')) {
  const readmePath = `${root}README.md`;
  const readme = readFileSync(readmePath, 'utf8');
  const block = `<!-- three-d-table:begin -->\n<!-- generated by \`${COMMAND} --readme\`; do not edit -->\n${summary}\n<!-- three-d-table:end -->`;
  if (!readme.includes('<!-- three-d-table:begin -->'))
    throw new Error('README.md has no three-d-table markers');
  writeFileSync(
    readmePath,
    readme.replace(/<!-- three-d-table:begin -->[\s\S]*<!-- three-d-table:end -->/, block),
  );
}
console.log(summary);
