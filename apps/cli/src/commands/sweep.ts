import { availableParallelism } from 'node:os';
import { formatProgress, progressFigures, runSweep, type SweepProgress } from '@knights-tour/sweep';
import {
  algorithmLabel,
  boardCells,
  boardLabel,
  checkSweepSpec,
  checkWorkLimit,
  defaultAlgorithm,
  parseSeed,
  parseShard,
  parseSizes,
  parseStartSet,
  parseSweepAlgorithm,
  planSweep,
  retriesOnFailure,
  type Shard,
  type SweepAlgorithm,
  type SweepSpec,
  type SweepSummary,
  startLabel,
  sweepRate,
} from '@knights-tour/sweep/plan';
import {
  type Command,
  type CommandIO,
  ExitCode,
  type OptionValues,
  UsageError,
} from '../command.js';
import { checkOutputPath } from '../io.js';
import { parseChoice, parseInteger, str } from '../options.js';
import { statusLine } from '../status-line.js';

/** Output formats of the sweep commands. */
export type ReportFormat = 'text' | 'json';

export function parseReportFormat(text: string | undefined): ReportFormat {
  return parseChoice('format', text ?? 'text', ['text', 'json'] as const);
}

/** `--workers N`, or undefined for one per core. */
export function parseWorkers(values: OptionValues): number | undefined {
  const text = str(values.workers);
  return text === undefined ? undefined : parseInteger('workers', text, 1, 1024);
}

/**
 * Refuses, before any work, a sweep whose estimated work is beyond the limit unless `--yes`
 * accepts it (shared by sweep and compare; `runs` sweeps of the plan).
 */
export function checkSweepWork(
  spec: SweepSpec,
  shard: Shard | undefined,
  values: OptionValues,
  what: string,
  runs = 1,
  proceed?: string,
): void {
  const plan = planSweep(spec, shard);
  checkWorkLimit(plan.work * runs, {
    workers: parseWorkers(values) ?? availableParallelism(),
    accept: values.yes === true,
    what,
    proceed,
    rate: sweepRate(spec.sizes),
  });
}

/**
 * The sizes and starts of a sweep command (shared by sweep and compare), with `algorithm` or
 * else the default of the sizes (octaml16, or octaml16-3d on 3-D sizes), checked to fit them.
 */
export function parseSweepSpec(values: OptionValues, algorithm?: SweepAlgorithm): SweepSpec {
  const text = str(values.sizes);
  if (text === undefined) throw new UsageError('missing --sizes (e.g. --sizes 5-80)');
  const sizes = parseSizes(text);
  const spec = {
    algorithm: algorithm ?? defaultAlgorithm(sizes),
    sizes,
    starts: parseStartSet(str(values.starts) ?? 'all'),
  };
  checkSweepSpec(spec);
  return spec;
}

/** Groups of auto's methods in reports: what answered the instances. */
const METHOD_GROUPS: [label: string, methods: readonly string[]][] = [
  ['octaml16', ['octaml16']],
  ['construction', ['closed-blocks', 'open-blocks']],
  ['search', ['random-warnsdorff', 'search']],
  ['no tour', ['parity', 'theorem']],
];

/** `octaml16 1200, construction 14 (closed-blocks 10, open-blocks 4), …` for auto sweeps. */
export function formatMethods(methods: Partial<Record<string, number>>): string[] {
  return METHOD_GROUPS.map(([label, names]) => {
    const counts = names.map((m) => [m, methods[m] ?? 0] as const);
    const total = counts.reduce((a, [, n]) => a + n, 0);
    const detail =
      names.length > 1 && total > 0
        ? ` (${counts
            .filter(([, n]) => n > 0)
            .map(([m, n]) => `${m} ${n}`)
            .join(', ')})`
        : '';
    return `  ${label.padEnd(12)} ${String(total).padStart(9)}${detail}`;
  });
}

const MAX_FAILURES_SHOWN = 100;

/** A readable report of a sweep summary: totals, failures, per-size counts, attempts. */
export function formatSummary(summary: SweepSummary, notes: string[] = []): string {
  const lines: string[] = [];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  lines.push(
    `${algorithmLabel(summary)} on sizes ${summary.sizes}, ${summary.starts} starts: ${plural(summary.instances, 'instance')}, ${plural(summary.failures, 'failure')}`,
  );
  if (!summary.complete) {
    lines.push(`INCOMPLETE: ${summary.tasksDone} of ${summary.tasksTotal} tasks done`);
  }
  lines.push(...notes);
  if (summary.verified > 0) {
    lines.push(`verified: ${summary.verified} complete tours re-checked by the verifier`);
  }
  if (summary.failures > 0) {
    lines.push('', `Failures (${summary.failures}):`);
    for (const f of summary.failed.slice(0, MAX_FAILURES_SHOWN)) {
      const size = f.depth === undefined && f.width === f.height ? `n=${f.width}` : boardLabel(f);
      const unit = f.depth === undefined ? 'squares' : 'cells';
      const why = f.problem ?? `reached ${f.reached} of ${boardCells(f)} ${unit}`;
      const tries = f.attempts > 1 ? ` after ${f.attempts} attempts` : '';
      lines.push(`  ${size} from ${startLabel(f.start)}: ${why}${tries}`);
    }
    if (summary.failures > MAX_FAILURES_SHOWN) {
      lines.push(
        `  ... and ${summary.failures - MAX_FAILURES_SHOWN} more (--format json lists them all)`,
      );
    }
  }
  if (summary.perSize.length > 0) {
    const width = Math.max(4, ...summary.perSize.map((s) => s.size.length));
    const count = Math.max(9, ...summary.perSize.map((s) => String(s.instances).length));
    lines.push('', `${'size'.padStart(width)}  ${'instances'.padStart(count)}  failures`);
    for (const s of summary.perSize) {
      lines.push(
        `${s.size.padStart(width)}  ${String(s.instances).padStart(count)}  ${String(s.failures).padStart(8)}`,
      );
    }
  }
  if (summary.methods) {
    lines.push(
      '',
      'Instances by the method that answered them:',
      ...formatMethods(summary.methods),
    );
  }
  if (retriesOnFailure(summary.algorithm)) {
    const entries = Object.entries(summary.attempts);
    lines.push(
      '',
      'Attempts needed by the complete instances:',
      ...(entries.length === 0 ? ['  none'] : entries.map(([a, n]) => `  ${a.padStart(2)}: ${n}`)),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A progress bar on stderr, drawn only when stderr is a terminal (nothing otherwise): the
 * share done, instances, speed in squares per second and time left (sweep's formatProgress).
 */
export function progressBar(
  io: CommandIO,
  label: string,
): {
  update: (p: SweepProgress) => void;
  clear: () => void;
} {
  const line = statusLine(io);
  let last = 0;
  return {
    update(p) {
      const now = Date.now();
      if (now - last < 100 && p.tasksDone < p.tasksTotal) return;
      last = now;
      const { fraction } = progressFigures(p);
      const info = ` ${formatProgress(p)}`;
      const room = Math.max(
        10,
        Math.min(40, (io.stderr.columns ?? 80) - label.length - info.length - 4),
      );
      const filled = Math.round(fraction * room);
      line.draw(`${label} [${'#'.repeat(filled)}${'.'.repeat(room - filled)}]${info}`);
    },
    clear: () => line.clear(),
  };
}

/**
 * An AbortSignal for Ctrl-C: the first SIGINT stops the sweep cleanly, a second one exits at
 * once. `dispose` removes the handler (restoring Node's default).
 */
export function interruptSignal(io: CommandIO): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(ExitCode.Interrupted);
    controller.abort();
  };
  const onAbort = () => controller.abort();
  process.on('SIGINT', onSigint);
  io.signal.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', onSigint);
      io.signal.removeEventListener('abort', onAbort);
    },
  };
}

const quote = (s: string) => (/^[\w./:@%+=,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

function resumeCommand(
  spec: SweepSpec,
  sizes: string,
  shard: Shard | undefined,
  verify: boolean,
  out: string,
) {
  return [
    'knights-tour sweep',
    `--sizes ${quote(sizes)}`,
    `--starts ${spec.starts}`,
    `--algorithm ${spec.algorithm}`,
    ...(spec.seed === undefined ? [] : [`--seed ${spec.seed}`]),
    ...(shard ? [`--shard ${shard.index}/${shard.count}`] : []),
    ...(verify ? ['--verify'] : []),
    `--out ${quote(out)}`,
    '--resume',
  ].join(' ');
}

export const sweepCommand: Command = {
  name: 'sweep',
  summary: 'run a heuristic (or auto) from every start of many boards and count failures',
  help: `Usage: knights-tour sweep --sizes LIST [options]

Runs one heuristic from every start square of a set on every board of a size list, on
worker threads, and reports the instances, the failures (board and start), per-size counts
and, for octaml16, octaml16-3d and auto, how many attempts the tours needed; for auto also
which method answered each instance (octaml16, a construction, search, or no tour). Sizes
are all 2-D boards or all 3-D boxes (WxHxD, docs/three-d.md). Exit 0 when nothing failed,
1 when some instance failed, 2 on bad input, 130 when interrupted (Ctrl-C).

Options:
      --sizes LIST       board sizes: 5-80, 5,7,9-12, 8x10 or 5-8x5-8 (every width x height);
                         3-D boxes: 6x6x6 or 3-12x3-12x3-12 (every width x height x depth)
      --starts SET       all (default), octant, paper-octant1, paper-quadrant2, corner;
                         on 3-D boxes all (default), fundamental, corner
  -a, --algorithm NAME   octaml16 (default), octaml, aml, warnsdorff, or auto (OctAML16, then
                         a construction or search where it fails: what 'solve' does);
                         on 3-D boxes octaml16-3d (default), octaml3d, warnsdorff3d
      --seed N           2-D warnsdorff only: break ties at random, reproducibly (0..2^32-1)
  -w, --workers N        worker threads (default: one per core); results do not depend on it
      --shard i/k        run only shard i of k (cost-balanced); combine shards with 'merge'
  -o, --out FILE         keep a result file up to date as tasks finish (for --resume and merge)
      --resume           continue from --out, skipping the tasks it holds (a missing file
                         starts afresh; a file of another sweep or shard is refused)
      --verify           re-check every complete tour with the independent verifier
  -f, --format FORMAT    text (readable report, default) or json (the summary)
      --yes              accept a long run: without it, a sweep estimated at more than 1e12
                         squares (hours of work) is refused with the estimate

A progress bar is drawn on stderr when it is a terminal. Ctrl-C stops cleanly: the --out
file keeps every finished task and the message says how to resume. An existing --out file
is replaced only when the new result is complete (with --resume, the sweep continues it);
a lock file beside it (FILE.lock) stops a second sweep from writing the same file.

Examples:
  knights-tour sweep --sizes 5-80 --starts paper-quadrant2 --algorithm aml
  knights-tour sweep --sizes 5-80 --starts paper-quadrant2 --format json
  knights-tour sweep --sizes 3-12x3-12 --algorithm auto
  knights-tour sweep --sizes 3-8x3-8x3-8 --algorithm octaml16-3d
  knights-tour sweep --sizes 3-24x3-24x3-24 --starts fundamental --shard 1/4 --out 3d-1.json
  knights-tour sweep --sizes 5-50 --algorithm warnsdorff --seed 7
  knights-tour sweep --sizes 5-430 --starts paper-octant1 --shard 2/8 --out shard2.json
  knights-tour sweep --sizes 5-430 --starts paper-octant1 --shard 2/8 --out shard2.json --resume`,
  options: {
    sizes: { type: 'string' },
    starts: { type: 'string' },
    algorithm: { type: 'string', short: 'a' },
    seed: { type: 'string' },
    workers: { type: 'string', short: 'w' },
    shard: { type: 'string' },
    out: { type: 'string', short: 'o' },
    resume: { type: 'boolean' },
    verify: { type: 'boolean' },
    format: { type: 'string', short: 'f' },
    yes: { type: 'boolean' },
  },
  async run(positionals, values, io) {
    if (positionals.length > 0) {
      throw new UsageError(`sweep takes no positional arguments, got '${positionals[0]}'`);
    }
    const algorithmText = str(values.algorithm);
    const named = algorithmText === undefined ? undefined : parseSweepAlgorithm(algorithmText);
    const base = parseSweepSpec(values, named);
    const seedText = str(values.seed);
    const spec: SweepSpec = {
      ...base,
      ...(seedText === undefined ? {} : { seed: parseSeed(seedText, base.algorithm) }),
    };
    checkSweepSpec(spec);
    const shardText = str(values.shard);
    const shard = shardText === undefined ? undefined : parseShard(shardText);
    const workers = parseWorkers(values);
    const format = parseReportFormat(str(values.format));
    const out = str(values.out);
    const resume = values.resume === true;
    const verify = values.verify === true;
    if (resume && out === undefined) {
      throw new UsageError('--resume needs --out FILE (the result file to continue)');
    }
    if (out !== undefined) checkOutputPath(out);
    checkSweepWork(spec, shard, values, 'this sweep');

    const bar = progressBar(io, algorithmLabel(spec));
    const stop = interruptSignal(io);
    let run: Awaited<ReturnType<typeof runSweep>>;
    try {
      run = await runSweep({
        spec,
        shard,
        workers,
        verify,
        out,
        resume,
        signal: stop.signal,
        onProgress: bar.update,
      });
    } finally {
      bar.clear();
      stop.dispose();
    }
    const { summary, interrupted } = run;
    const notes = shard ? [`shard ${shard.index}/${shard.count} of the plan`] : [];
    io.stdout.write(
      format === 'json' ? `${JSON.stringify(summary, null, 2)}\n` : formatSummary(summary, notes),
    );
    if (interrupted) {
      const done = `${summary.tasksDone} of ${summary.tasksTotal} tasks done`;
      const resumeWith = out ? resumeCommand(spec, run.file.sizes, shard, verify, out) : '';
      io.stderr.write(
        !out
          ? `knights-tour: interrupted (${done}); nothing was saved: run with --out FILE to be able to resume\n`
          : run.saved
            ? `knights-tour: interrupted (${done}); ${out} keeps them. Resume with: ${resumeWith}\n`
            : `knights-tour: interrupted (${done}); ${out} was left as it was (an older file is replaced only by a complete result); run with --resume to keep partial results\n`,
      );
      return ExitCode.Interrupted;
    }
    return summary.failures === 0 ? ExitCode.Ok : ExitCode.Negative;
  },
};
