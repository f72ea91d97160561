// Every 2-D rule's walking rate beside OctAML16's and the C reference's, in the same run.
//
//   node packages/core/bench/rules.mjs [--rounds 3] [--core 1] [--band 100-110]
//                                      [--rules roth,pohl,...] [--reference DIR] [--json FILE]
//
// Each rule walks from the paper-octant1 starts of the band's boards (the same starts for
// every rule) in a child process pinned with taskset, through HeuristicRunner.summarizeAll:
// the static rules (fixed orders, nineteen orders, Roth, the AML family) on the WebAssembly
// kernel, the others (Pohl, switching, random ties, Parberry) on the general walker, one start
// at a time. A child stops after about --ms milliseconds (default 1500); the rate is squares
// walked (all attempts) per second of wall time. C reference, in the same rounds: ktinter
// (variant H, 8 interleaved walks, n = 100: the kernel's counterpart) and ktfast (one plain
// walk at n = 1000: the general walker's). Rules and C alternate round by round, so that load
// on this shared machine hits all of them; figures are medians (and minima) over the rounds.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReference, defaultReference } from './kernel-vs-c.mjs';

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
};

/** The rules measured, with the seed that makes a rule random where it takes one. */
const RULES = [
  ['octaml16'],
  ['octaml'],
  ['aml'],
  ['warnsdorff'],
  ['order-34567812'],
  ['squirrel-cull'],
  ['roth'],
  ['roth-mathematica'],
  ['switching'],
  ['pohl'],
  ['pohl', 1],
  ['warnsdorff', 1],
  ['parberry', 1],
];

const label = ([name, seed]) => (seed === undefined ? name : `${name} --seed ${seed}`);

/** In the child: one measurement of one rule; prints {squares, ms, engine}. */
async function child() {
  const { createBoard, HeuristicRunner, parseBoardSizes, startSquares } = await import(
    '../dist/index.js'
  );
  const { isStatic, ruleOf } = await import('../dist/internal.js');
  const name = option('--rule');
  const seed = option('--seed') === undefined ? undefined : Number(option('--seed'));
  const maxMs = Number(option('--ms', '1500'));
  const boards = parseBoardSizes(option('--band', '100-110')).map((b) => createBoard(b.width));
  const kernel = isStatic(ruleOf(name), seed !== undefined);
  const work = () => {
    let squares = 0;
    const t0 = performance.now();
    for (const board of boards) {
      const runner = new HeuristicRunner(board);
      const starts = startSquares('paper-octant1', board);
      // Kernel rules walk a board's starts in one batch; the others one start at a time, so
      // that a slow rule (Parberry retries up to 100,000 times) stops near the time limit.
      const chunk = kernel ? starts.length : 1;
      for (let i = 0; i < starts.length; i += chunk) {
        const out = runner.summarizeAll(name, starts.slice(i, i + chunk), undefined, seed);
        for (const w of out.walked) squares += w;
        if (performance.now() - t0 > maxMs) return { squares, ms: performance.now() - t0 };
      }
    }
    return { squares, ms: performance.now() - t0 };
  };
  work(); // V8 compiles the walkers on first use
  const c0 = process.cpuUsage();
  const { squares, ms } = work();
  const cpu = process.cpuUsage(c0);
  const engine = kernel ? 'kernel' : 'general walker';
  console.log(JSON.stringify({ squares, ms, cpuMs: (cpu.user + cpu.system) / 1e3, engine }));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Builds ktfast beside ktinter; undefined when it does not build. */
function buildFast(dir) {
  const out = join(mkdtempSync(join(tmpdir(), 'ktfast-')), 'ktfast');
  const source = join(dir, 'ktfast.c');
  const r = spawnSync('gcc', ['-O3', '-march=native', '-o', out, source], { encoding: 'utf8' });
  return r.status === 0 ? { binary: out, build: `gcc -O3 -march=native ${source}` } : undefined;
}

/** Runs the comparison (options default to the command line's) and prints its table. */
export async function rulesVersusC({
  rounds = Number(option('--rounds', '3')),
  core = option('--core', '1'),
  band = option('--band', '100-110'),
  ms = option('--ms', '1500'),
  only = option('--rules', undefined)?.split(','),
} = {}) {
  const rules = RULES.filter(([name]) => !only || only.includes(name) || name === 'octaml16');
  const reference = resolve(option('--reference', defaultReference()));
  const pin =
    spawnSync('taskset', ['-c', core, 'true']).status === 0 ? ['taskset', '-c', core] : [];
  const inter = buildReference(reference);
  const fast = buildFast(reference);
  const command = ([name, seed]) => [
    ...pin,
    process.execPath,
    fileURLToPath(import.meta.url),
    '--child',
    '--rule',
    name,
    '--band',
    band,
    '--ms',
    ms,
    ...(seed === undefined ? [] : ['--seed', String(seed)]),
  ];
  const cCommands = {
    'C ktinter H k8 (n=100)': inter && [
      ...pin,
      inter.binary,
      ...['-v', 'H', '-k', '8', '-n', '100', '-t', '1', '-r', '3'],
    ],
    'C ktfast single walk (n=1000)': fast && [...pin, fast.binary, '1000', '5'],
  };
  console.log(
    `Every rule's walking rate, same run (${pin.length ? `pinned to core ${core}` : 'not pinned'}), ${rounds} rounds`,
  );
  console.log(
    `  rule:  ${command(['RULE']).join(' ').replace(process.execPath, 'node')}  [--seed S]`,
  );
  for (const [what, cmd] of Object.entries(cCommands))
    if (cmd) console.log(`  ${what}: ${cmd.join(' ')}`);
  if (inter) console.log(`  built: ${inter.build}; ${fast?.build ?? 'ktfast did not build'}`);
  const rates = new Map();
  const cpuRates = new Map();
  const engines = new Map();
  const loads = [loadavg()[0]];
  for (let r = 0; r < rounds; r++) {
    for (const rule of rules) {
      const cmd = command(rule);
      const out = JSON.parse(execFileSync(cmd[0], cmd.slice(1), { encoding: 'utf8' }));
      const key = label(rule);
      rates.set(key, [...(rates.get(key) ?? []), (out.squares / out.ms) * 1e3]);
      cpuRates.set(key, [...(cpuRates.get(key) ?? []), (out.squares / out.cpuMs) * 1e3]);
      engines.set(key, out.engine);
    }
    for (const [what, cmd] of Object.entries(cCommands)) {
      if (!cmd) continue;
      const text = execFileSync(cmd[0], cmd.slice(1), { encoding: 'utf8' });
      const m = /H \| K=8 +([\d.]+)/.exec(text) ?? /([\d.]+) Msq\/s/.exec(text);
      if (!m) throw new Error(`unexpected output of ${what}:\n${text}`);
      rates.set(what, [...(rates.get(what) ?? []), Number(m[1]) * 1e6]);
      engines.set(what, 'C');
    }
    loads.push(loadavg()[0]);
    process.stdout.write(`  round ${r + 1} of ${rounds} done\n`);
  }
  const octaml16 = median(rates.get('octaml16'));
  const cInter = rates.has('C ktinter H k8 (n=100)')
    ? median(rates.get('C ktinter H k8 (n=100)'))
    : undefined;
  const cFast = rates.has('C ktfast single walk (n=1000)')
    ? median(rates.get('C ktfast single walk (n=1000)'))
    : undefined;
  const rows = [...rates.entries()].map(([key, xs]) => ({
    rule: key,
    engine: engines.get(key),
    median: median(xs),
    min: Math.min(...xs),
    cpu: cpuRates.has(key) ? median(cpuRates.get(key)) : undefined,
  }));
  const M = (v) => (v / 1e6).toFixed(1);
  console.log(
    `\n  band n=${band}, paper-octant1 starts; M squares/s of wall time (median, min of ${rounds}) and of CPU time (median)`,
  );
  console.log(
    '  | rule | engine | M sq/s median | min | CPU time | ÷ OctAML16 | ÷ C ktinter | ÷ C ktfast |',
  );
  console.log('  |---|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = (d) => (d ? (row.median / d).toFixed(2) : '–');
    console.log(
      `  | ${row.rule} | ${row.engine} | ${M(row.median)} | ${M(row.min)} | ${row.cpu ? M(row.cpu) : '–'} | ${ratio(octaml16)} | ${ratio(cInter)} | ${ratio(cFast)} |`,
    );
  }
  console.log(
    `  load average (1 min) during the rounds: ${loads.map((l) => l.toFixed(2)).join(' ')}`,
  );
  const json = option('--json', undefined);
  if (json) writeFileSync(json, `${JSON.stringify({ band, rounds, rows, loads }, null, 2)}\n`);
  return rows;
}

const main = process.argv[1] === fileURLToPath(import.meta.url);
if (main && process.argv.includes('--child')) await child();
else if (main) await rulesVersusC();
