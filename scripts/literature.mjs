// The literature bench (docs/literature.md): runs the published Warnsdorff tie-break rules side
// by side and the published claims, keeps every result in a results file, and writes the
// tables and pictures into docs/literature.md between its markers.
//
//   node scripts/literature.mjs run [EXPERIMENT ...]   compute what the results file lacks
//   node scripts/literature.mjs docs                   tables and SVGs from the results file
//   node scripts/literature.mjs status                 what is done, experiment by experiment
//
//   options: --results FILE   (default docs/literature-results.jsonl.gz; a name without .gz is
//                              plain JSON lines)
//            --quick          small sizes only (a smoke test; writes to a temporary file by default)
//
// Run the long experiments niced, one at a time: `nice -n 15 node scripts/literature.mjs run
// all-starts`. The results file is resumable: each line is one finished task, the file is
// rewritten (temp file, then rename) every 10 s while a run adds tasks, and `run` skips the
// tasks already there. Build core first
// (`npx -y pnpm@10.34.9 --filter @knights-tour/core run build`).
//
// Results file: JSON lines, gzipped (~10 MB of text; `zcat` or zlib reads it), one object per
// task, `experiment` first. Every record names what it
// ran (algorithm, seed, board, starts) and what it found; `key(record)` below is its identity.
//   starts      {experiment, algorithm, seed?, width, height, starts: 'all'|'corner', instances,
//                failed, failures: [[x, y, reached], ...]}   one rule on one board's start set
//   nineteen    {experiment, width, heights: [from, to], order: [index per height, 0 = none
//                toured, else 1..19], failures: [[height, reached], ...]}   corner of width × h
//   all-orders  {experiment, boards: [from, to], orders, walks, noFailure: [orders],
//                firstFailure: {WxH: count}, last: [order, WxH]}   every order, corner, scan
//                width then height
//   marateck    {experiment, width, height, orders, failing: [count per start, row by row]}
//   rates       {experiment, algorithm, width, height, start, trials, seeds: [first, last],
//                successes}   one seeded rule, many seeds, one start
//   parberry    {experiment, width, height, runs, seeds: [first, last], attempts: [per run],
//                gaveUp}   Parberry's walk from a random start per run (drawn from the seed)
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const core = await import(resolve(root, 'packages/core/dist/index.js'));
const internal = await import(resolve(root, 'packages/core/dist/internal.js'));
const { createBoard, HeuristicRunner, startSquares } = core;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : args[i + 1];
};
const quick = args.includes('--quick');
export const RESULTS = resolve(
  option(
    '--results',
    quick ? '/tmp/literature-quick.jsonl' : resolve(root, 'docs/literature-results.jsonl.gz'),
  ),
);

/** The rules of the comparison (docs/literature.md), with the random-ties row last. */
export const COMPARED = [
  { algorithm: 'warnsdorff' },
  { algorithm: 'order-34567812' },
  { algorithm: 'order-43567812' },
  { algorithm: 'order-35467812' },
  { algorithm: 'squirrel-cull' },
  { algorithm: 'switching' },
  { algorithm: 'roth' },
  { algorithm: 'roth-mathematica' },
  { algorithm: 'pohl' },
  { algorithm: 'aml' },
  { algorithm: 'octaml' },
  { algorithm: 'octaml16' },
  { algorithm: 'warnsdorff', seed: 1 },
];

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const SIZES = {
  allStarts: quick ? range(5, 16) : range(5, 100),
  corner: quick ? range(5, 60) : range(5, 1000),
  corner2000: quick ? range(61, 70) : range(1001, 2000),
  nineteen: quick ? [10, 30] : [10, 299],
  allOrders: quick ? [10, 14] : [10, 50],
  randomSides: quick
    ? [5, 6, 7, 8]
    : [...range(5, 60), 70, 80, 90, 100, 150, 200, 250, 300, 325, 330, 340, 350, 360, 375],
  pohlSides: quick ? [5, 8] : range(5, 50),
  trials: quick ? 200 : 10_000,
  parberrySides: quick ? [6, 8] : [6, 8, 10, 12, 16, 20, 24, 30],
  parberryRuns: quick ? 50 : 1000,
};

/** The identity of a record: resuming skips tasks whose key is in the file. */
export function key(r) {
  switch (r.experiment) {
    case 'starts':
      return `starts|${r.algorithm}|${r.seed ?? ''}|${r.width}x${r.height}|${r.starts}`;
    case 'rates':
      return `rates|${r.algorithm}|${r.width}x${r.height}|${r.trials}`;
    case 'parberry':
      return `parberry|${r.width}x${r.height}|${r.runs}`;
    case 'nineteen':
      return `nineteen|${r.width}|${r.heights.join('-')}`;
    case 'all-orders':
      return `all-orders|${r.boards.join('-')}`;
    default:
      return `${r.experiment}|${r.width}x${r.height}`;
  }
}

export function readResults(file = RESULTS) {
  if (!existsSync(file)) return [];
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

// ---------------------------------------------------------------------------------------------
// Progress and the results file

const tty = process.stderr.isTTY;
let lastProgress = 0;
function progress(text, force = false) {
  const now = Date.now();
  if (!force && now - lastProgress < 250) return;
  lastProgress = now;
  if (tty) process.stderr.write(`\r\x1b[K${text}`);
  else if (force) process.stderr.write(`${text}\n`);
}

class Results {
  constructor(file) {
    this.file = file;
    this.lines = readResults(file).map((r) => JSON.stringify(r));
    this.done = new Set(this.lines.map((l) => key(JSON.parse(l))));
    this.saved = Date.now();
    this.unsaved = 0;
  }

  has(record) {
    return this.done.has(key(record));
  }

  add(record) {
    this.lines.push(JSON.stringify(record));
    this.done.add(key(record));
    this.unsaved++;
    if (Date.now() - this.saved > 10_000) this.save();
  }

  /** Writes every record (the whole file: gzip has no cheap append); a crash loses 10 s at most. */
  save() {
    if (!this.unsaved) return;
    const text = `${this.lines.join('\n')}\n`;
    const bytes = this.file.endsWith('.gz') ? gzipSync(text, { level: 9 }) : text;
    writeFileSync(`${this.file}.tmp`, bytes);
    renameSync(`${this.file}.tmp`, this.file);
    this.saved = Date.now();
    this.unsaved = 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Experiments

/** One rule from a start set of one board: the failures with what they reached. */
function startsRecord(runner, { algorithm, seed }, board, set) {
  const starts = startSquares(set, board);
  const out = runner.summarizeAll(algorithm, starts, undefined, seed);
  const total = board.width * board.height;
  const failures = [];
  starts.forEach(([x, y], i) => {
    if (out.length[i] !== total) failures.push([x, y, out.length[i]]);
  });
  return {
    experiment: 'starts',
    algorithm,
    ...(seed === undefined ? {} : { seed }),
    width: board.width,
    height: board.height,
    starts: set,
    instances: starts.length,
    failed: failures.length,
    failures,
  };
}

function startsExperiment(results, rules, sizes, set, label) {
  let done = 0;
  const todo = sizes.length * rules.length;
  const t0 = Date.now();
  for (const n of sizes) {
    const board = createBoard(n);
    let runner;
    for (const rule of rules) {
      done++;
      const probe = { experiment: 'starts', ...rule, width: n, height: n, starts: set };
      if (results.has(probe)) continue;
      runner ??= new HeuristicRunner(board);
      progress(
        `${label}: n=${n} ${rule.algorithm}${rule.seed ? ` seed ${rule.seed}` : ''} (${done}/${todo}, ${((Date.now() - t0) / 1e3).toFixed(0)} s)`,
      );
      results.add(startsRecord(runner, rule, board, set));
    }
  }
  progress(`${label}: done in ${((Date.now() - t0) / 1e3).toFixed(0)} s`, true);
}

/** S&C's nineteen orders on every width × height board from the corner. */
function nineteen(results) {
  const [from, to] = SIZES.nineteen;
  const t0 = Date.now();
  for (let w = from; w <= to; w++) {
    const record = {
      experiment: 'nineteen',
      width: w,
      heights: [from, to],
      order: [],
      failures: [],
    };
    if (results.has(record)) continue;
    for (let h = from; h <= to; h++) {
      progress(`nineteen: ${w}x${h} (${((Date.now() - t0) / 1e3).toFixed(0)} s)`);
      const runner = new HeuristicRunner(createBoard(w, h));
      const walk = runner.summarize('squirrel-cull', [0, 0]);
      record.order.push(walk.complete ? walk.attempts : 0);
      if (!walk.complete) record.failures.push([h, walk.length]);
    }
    results.add(record);
  }
  progress(`nineteen: done in ${((Date.now() - t0) / 1e3).toFixed(0)} s`, true);
}

/** Every one of the 8! orders from the corner of the boards from..to, until each fails once. */
function allOrders(results) {
  const [from, to] = SIZES.allOrders;
  const probe = { experiment: 'all-orders', boards: [from, to] };
  if (results.has(probe)) return;
  const t0 = Date.now();
  let remaining = permutations('12345678');
  const total = remaining.length;
  const firstFailure = {};
  let walks = 0;
  let last;
  for (let w = from; w <= to && remaining.length; w++) {
    for (let h = from; h <= to && remaining.length; h++) {
      progress(`all-orders: ${w}x${h}, ${remaining.length} orders never failed yet`);
      const failed = failingOrders(createBoard(w, h), [0, 0], remaining);
      walks += remaining.length;
      if (failed.size) {
        firstFailure[`${w}x${h}`] = failed.size;
        last = [remaining.find((o) => failed.has(o)), `${w}x${h}`];
        remaining = remaining.filter((o) => !failed.has(o));
      }
    }
  }
  results.add({ ...probe, orders: total, walks, noFailure: remaining, firstFailure, last });
  progress(`all-orders: done in ${((Date.now() - t0) / 1e3).toFixed(0)} s`, true);
}

/** The orders (of `orders`) that fail from `start`: all of them in one kernel batch. */
function failingOrders(board, [x, y], orders) {
  const g = internal.createGeometry(board);
  const walker = new internal.InterleavedWalker(g);
  const cell = internal.cellOf(g, x, y);
  const rankings = orders.map((o) => internal.orderRanking(g, 'plain', o, false));
  const out = walker.run({
    cells: new Int32Array(orders.length).fill(cell),
    rankings,
    tables: Int32Array.from(orders, (_, i) => i),
    attemptsPer: 1,
  });
  const total = board.width * board.height;
  return new Set(orders.filter((_, i) => out.length[i] !== total));
}

function permutations(digits) {
  if (digits.length <= 1) return [digits];
  const out = [];
  for (let i = 0; i < digits.length; i++) {
    for (const rest of permutations(digits.slice(0, i) + digits.slice(i + 1)))
      out.push(digits[i] + rest);
  }
  return out;
}

/** Marateck's table: on 8x8, for every start, how many of the 8! orders fail. */
function marateck(results) {
  const probe = { experiment: 'marateck', width: 8, height: 8 };
  if (results.has(probe)) return;
  const board = createBoard(8);
  const orders = permutations('12345678');
  const failing = [];
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      progress(`marateck: start (${x},${y})`);
      failing.push(failingOrders(board, [x, y], orders).size);
    }
  }
  results.add({ ...probe, orders: orders.length, failing });
  progress('marateck: done', true);
}

/** Success rates of the seeded rules from the corner: seeds 1..trials. */
function rates(results) {
  const jobs = [
    ...SIZES.randomSides.map((m) => ['warnsdorff', m]),
    ...SIZES.pohlSides.map((m) => ['pohl', m]),
  ];
  const t0 = Date.now();
  for (const [algorithm, m] of jobs) {
    const trials = SIZES.trials;
    const record = { experiment: 'rates', algorithm, width: m, height: m, start: [0, 0], trials };
    if (results.has(record)) continue;
    const runner = new HeuristicRunner(createBoard(m));
    let successes = 0;
    for (let seed = 1; seed <= trials; seed++) {
      if (seed % 100 === 0)
        progress(
          `rates: ${algorithm} ${m}x${m}, seed ${seed} of ${trials} (${((Date.now() - t0) / 1e3).toFixed(0)} s)`,
        );
      if (runner.summarize(algorithm, [0, 0], seed).complete) successes++;
    }
    results.add({ ...record, seeds: [1, trials], successes });
  }
  progress(`rates: done in ${((Date.now() - t0) / 1e3).toFixed(0)} s`, true);
}

/** Parberry's walk as he runs it: a random start per run (from the run's seed), retries. */
function parberry(results) {
  for (const m of SIZES.parberrySides) {
    const runs = SIZES.parberryRuns;
    const record = { experiment: 'parberry', width: m, height: m, runs };
    if (results.has(record)) continue;
    const runner = new HeuristicRunner(createBoard(m));
    const attempts = [];
    let gaveUp = 0;
    for (let seed = 1; seed <= runs; seed++) {
      progress(`parberry: ${m}x${m}, run ${seed} of ${runs}`);
      const random = new internal.SeededRandom(seed);
      const start = [Math.floor(random.next() * m), Math.floor(random.next() * m)];
      const walk = runner.summarize('parberry', start, seed);
      attempts.push(walk.attempts);
      if (!walk.complete) gaveUp++;
    }
    results.add({ ...record, seeds: [1, runs], attempts, gaveUp });
  }
  progress('parberry: done', true);
}

export const EXPERIMENTS = {
  'all-starts': (r) => startsExperiment(r, COMPARED, SIZES.allStarts, 'all', 'all-starts'),
  corner: (r) => startsExperiment(r, COMPARED, SIZES.corner, 'corner', 'corner'),
  'corner-2000': (r) =>
    startsExperiment(
      r,
      [{ algorithm: 'roth' }, { algorithm: 'roth-mathematica' }, { algorithm: 'switching' }],
      SIZES.corner2000,
      'corner',
      'corner-2000',
    ),
  nineteen,
  'all-orders': allOrders,
  marateck,
  rates,
  parberry,
};

function status() {
  const records = readResults();
  const counts = {};
  for (const r of records) counts[r.experiment] = (counts[r.experiment] ?? 0) + 1;
  console.log(`${RESULTS}: ${records.length} records`);
  for (const [name, count] of Object.entries(counts)) console.log(`  ${name}: ${count}`);
}

const main = process.argv[1] === fileURLToPath(import.meta.url);
if (main) {
  const [command, ...rest] = args.filter(
    (a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--results'),
  );
  if (command === 'run') {
    const names = rest.length ? rest : Object.keys(EXPERIMENTS);
    for (const name of names) {
      if (!EXPERIMENTS[name]) {
        console.error(
          `unknown experiment '${name}' (one of ${Object.keys(EXPERIMENTS).join(', ')})`,
        );
        process.exit(2);
      }
    }
    const results = new Results(RESULTS);
    process.on('SIGINT', () => {
      results.save();
      process.exit(130);
    });
    for (const name of names) {
      EXPERIMENTS[name](results);
      results.save();
    }
  } else if (command === 'docs') {
    const { writeDocs } = await import('./literature-docs.mjs');
    writeDocs(readResults(), {
      compared: COMPARED,
      sizes: SIZES,
      file: RESULTS,
      algorithmInfo: core.algorithmInfo,
    });
  } else if (command === 'status') {
    status();
  } else {
    console.error(
      'usage: node scripts/literature.mjs run [EXPERIMENT ...] | docs | status [--results FILE] [--quick]',
    );
    process.exit(2);
  }
}
