// The sweep kernel beside the C reference, measured in the same run on the same pinned core.
//
//   node packages/core/bench/kernel-vs-c.mjs [--rounds 3] [--core 1] [--reference DIR]
//                                            [--band 100-120 --c-n 100] [--baseline DIST]
//
// --baseline DIST also measures another build of core (its dist/ directory, e.g. one built
// from an earlier commit) in the same rounds: the before/after of a change to the kernel or
// its driver, under the same load.
//
// Kernel: OctAML16 from every paper-octant1 start of n = 100..120 (25,590 instances) through
// HeuristicRunner.summarizeAll, in a child process pinned with taskset. C reference:
// ktinter -v H -k 8 -n 100 (../shared/perf-reference, built here with gcc -O3 -march=native;
// on CPUs without AVX-512 VBMI through bench/ktinter-sse.c). The two alternate, round by
// round, so that load on this shared machine hits both; the ratio is of the medians.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
};
// The issue's band and ktinter's size; `--band 425-430 --c-n 430` compares them at the paper's
// largest boards, where both slow down (the degree arrays outgrow the L2 cache).
const BAND = option('--band', '100-120');
const C_N = option('--c-n', '100');

/** In the child: one measurement of the kernel on the band; prints {squares, ms, cpuMs}. */
async function child() {
  const dist = option('--core-dist', resolve(here, '../dist'));
  const { createBoard, HeuristicRunner, startSquares } = await import(
    pathToFileURL(join(dist, 'index.js')).href
  );
  // The band is read by this checkout's grammar: a --baseline build may predate parseBoardSizes.
  const { parseBoardSizes } = await import(pathToFileURL(resolve(here, '../dist/index.js')).href);
  const lanes = Number(option('--lanes', '0')) || undefined;
  const boards = parseBoardSizes(BAND).map((s) => {
    const board = createBoard(s.width);
    return [board, startSquares('paper-octant1', board)];
  });
  const once = () => {
    let squares = 0;
    for (const [board, starts] of boards) {
      const outcome = new HeuristicRunner(board, { lanes }).summarizeAll('octaml16', starts);
      for (const w of outcome.walked) squares += w;
    }
    return squares;
  };
  once(); // V8 compiles the kernel and the driver on first use
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const squares = once();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  console.log(JSON.stringify({ squares, ms, cpuMs: (cpu.user + cpu.system) / 1e3 }));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Builds ktinter; undefined (with the reason printed) when gcc or the source is missing. */
export function buildReference(dir) {
  const source = join(dir, 'ktinter.c');
  if (!existsSync(source)) {
    console.log(`  C reference: ${source} not found (pass --reference DIR)`);
    return undefined;
  }
  const out = join(mkdtempSync(join(tmpdir(), 'ktinter-')), 'ktinter');
  const flags = ['-O3', '-march=native', '-o', out];
  if (spawnSync('gcc', [...flags, source], { stdio: 'ignore' }).status === 0) {
    return { binary: out, build: `gcc ${flags.slice(0, 2).join(' ')} ${source}` };
  }
  // No AVX-512 VBMI here: the same program with vpermt2b emulated by pshufb (see the file).
  const shim = join(here, 'ktinter-sse.c');
  const r = spawnSync('gcc', [...flags, '-I', dir, shim], { encoding: 'utf8' });
  if (r.status === 0)
    return { binary: out, build: `gcc ${flags.slice(0, 2).join(' ')} -I ${dir} ${shim}` };
  console.log(`  C reference: gcc failed: ${(r.stderr ?? '').split('\n')[0]}`);
  return undefined;
}

/** The shared C reference: beside the repository (../shared) or beside a worktree of it. */
export function defaultReference() {
  const candidates = [
    resolve(here, '../../../../shared/perf-reference'),
    resolve(here, '../../../../../shared/perf-reference'),
  ];
  return candidates.find((dir) => existsSync(join(dir, 'ktinter.c'))) ?? candidates[0];
}

export async function kernelVersusC({
  rounds = 3,
  core = '1',
  reference = defaultReference(),
  lanes,
  baseline,
} = {}) {
  const pin =
    spawnSync('taskset', ['-c', core, 'true']).status === 0 ? ['taskset', '-c', core] : [];
  const c = buildReference(reference);
  const kernelCommand = [
    ...pin,
    process.execPath,
    fileURLToPath(import.meta.url),
    '--child',
    '--band',
    BAND,
    ...(lanes ? ['--lanes', String(lanes)] : []),
  ];
  const baselineCommand = baseline
    ? [...kernelCommand, '--core-dist', resolve(baseline)]
    : undefined;
  const cCommand = c
    ? [...pin, c.binary, '-v', 'H', '-k', '8', '-n', C_N, '-t', '1', '-r', '3']
    : [];
  console.log(
    `\nSweep kernel vs the C reference (same run, alternating, ${pin.length ? `pinned to core ${core}` : 'not pinned: no taskset'})`,
  );
  console.log(
    `  kernel: ${kernelCommand.join(' ').replace(process.execPath, 'node')}  (OctAML16, paper-octant1, n=${BAND})`,
  );
  if (baselineCommand)
    console.log(`  baseline: ${baselineCommand.join(' ').replace(process.execPath, 'node')}`);
  if (c) console.log(`  C:      ${cCommand.join(' ')}  (built: ${c.build})`);
  const kernel = [];
  const base = [];
  const cRates = [];
  const loads = [loadavg()[0]];
  for (let r = 0; r < rounds; r++) {
    const k = JSON.parse(
      execFileSync(kernelCommand[0], kernelCommand.slice(1), { encoding: 'utf8' }),
    );
    kernel.push({
      rate: (k.squares / k.ms) * 1e3,
      cpuRate: (k.squares / k.cpuMs) * 1e3,
      squares: k.squares,
    });
    if (baselineCommand) {
      const b = JSON.parse(
        execFileSync(baselineCommand[0], baselineCommand.slice(1), { encoding: 'utf8' }),
      );
      if (b.squares !== k.squares) throw new Error('the baseline walked different squares');
      base.push({ rate: (b.squares / b.ms) * 1e3, cpuRate: (b.squares / b.cpuMs) * 1e3 });
    }
    if (c) {
      const text = execFileSync(cCommand[0], cCommand.slice(1), { encoding: 'utf8' });
      const m = /H \| K=8 +([\d.]+)/.exec(text);
      const mismatches = /mismatches (\d+)/.exec(text)?.[1];
      if (!m || mismatches !== '0') throw new Error(`unexpected ktinter output:\n${text}`);
      cRates.push(Number(m[1]) * 1e6);
    }
    loads.push(loadavg()[0]);
    console.log(
      `  round ${r + 1}: kernel ${(kernel.at(-1).rate / 1e6).toFixed(1)} M/s (cpu ${(kernel.at(-1).cpuRate / 1e6).toFixed(1)})` +
        (baselineCommand
          ? `   baseline ${(base.at(-1).rate / 1e6).toFixed(1)} M/s (cpu ${(base.at(-1).cpuRate / 1e6).toFixed(1)})`
          : '') +
        (c ? `   C H k8 ${(cRates.at(-1) / 1e6).toFixed(1)} M/s` : ''),
    );
  }
  const result = {
    band: BAND,
    squares: kernel[0].squares,
    kernelRate: median(kernel.map((k) => k.rate)),
    kernelCpuRate: median(kernel.map((k) => k.cpuRate)),
    cRate: c ? median(cRates) : undefined,
    baselineRate: base.length ? median(base.map((b) => b.rate)) : undefined,
    baselineCpuRate: base.length ? median(base.map((b) => b.cpuRate)) : undefined,
    rounds: { kernel, baseline: base, c: cRates },
    load: loads,
    commands: { kernel: kernelCommand.join(' '), c: cCommand.join(' '), build: c?.build },
  };
  result.ratio = result.cRate ? result.kernelRate / result.cRate : undefined;
  console.log(
    `  median: kernel ${(result.kernelRate / 1e6).toFixed(1)} M squares/s` +
      (result.cRate
        ? `, C ${(result.cRate / 1e6).toFixed(1)} M/s, ratio ${result.ratio.toFixed(2)} (target >= 0.5 and >= 200 M/s)`
        : '') +
      (result.baselineRate
        ? `; baseline ${(result.baselineRate / 1e6).toFixed(1)} M/s (kernel/baseline ${(result.kernelRate / result.baselineRate).toFixed(3)}, in CPU time ${(result.kernelCpuRate / result.baselineCpuRate).toFixed(3)}: ${(result.kernelCpuRate / 1e6).toFixed(1)} vs ${(result.baselineCpuRate / 1e6).toFixed(1)} M/s)`
        : ''),
  );
  console.log(
    `  load average (1 min) during the rounds: ${loads.map((l) => l.toFixed(2)).join(' ')}`,
  );
  return result;
}

const main = process.argv[1] === fileURLToPath(import.meta.url);
if (main && process.argv.includes('--child')) await child();
else if (main) {
  await kernelVersusC({
    rounds: Number(option('--rounds', '3')),
    core: option('--core', '1'),
    lanes: option('--lanes', undefined),
    baseline: option('--baseline', undefined),
    ...(option('--reference') ? { reference: resolve(option('--reference')) } : {}),
  });
}
