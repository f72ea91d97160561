import type { HeuristicName } from '@knights-tour/core';
import { formatProgress, progressFigures, runSweep, type SweepProgress } from '@knights-tour/sweep';
import {
  parseHeuristic,
  parseShard,
  parseSizes,
  parseStartSet,
  type Shard,
  type SweepSpec,
  type SweepSummary,
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

/** The sizes and starts of a sweep command (shared by sweep and compare). */
export function parseSweepSpec(values: OptionValues, algorithm: HeuristicName): SweepSpec {
  const sizes = str(values.sizes);
  if (sizes === undefined) throw new UsageError('missing --sizes (e.g. --sizes 5-80)');
  return {
    algorithm,
    sizes: parseSizes(sizes),
    starts: parseStartSet(str(values.starts) ?? 'all'),
  };
}

const MAX_FAILURES_SHOWN = 100;

/** A readable report of a sweep summary: totals, failures, per-size counts, attempts. */
export function formatSummary(summary: SweepSummary, notes: string[] = []): string {
  const lines: string[] = [];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  lines.push(
    `${summary.algorithm} on sizes ${summary.sizes}, ${summary.starts} starts: ${plural(summary.instances, 'instance')}, ${plural(summary.failures, 'failure')}`,
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
      const size = f.width === f.height ? `n=${f.width}` : `${f.width}x${f.height}`;
      const why = f.problem ?? `reached ${f.reached} of ${f.width * f.height} squares`;
      const tries = f.attempts > 1 ? ` after ${f.attempts} attempts` : '';
      lines.push(`  ${size} from (${f.start[0]},${f.start[1]}): ${why}${tries}`);
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
  if (summary.algorithm === 'octaml16') {
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
    ...(shard ? [`--shard ${shard.index}/${shard.count}`] : []),
    ...(verify ? ['--verify'] : []),
    `--out ${quote(out)}`,
    '--resume',
  ].join(' ');
}

export const sweepCommand: Command = {
  name: 'sweep',
  summary: 'run a heuristic from every start of many boards and count failures',
  help: `Usage: knights-tour sweep --sizes LIST [options]

Runs one heuristic from every start square of a set on every board of a size list, on
worker threads, and reports the instances, the failures (board and start), per-size counts
and, for octaml16, how many attempts the tours needed. Exit 0 when nothing failed, 1 when
some instance failed, 2 on bad input, 130 when interrupted (Ctrl-C).

Options:
      --sizes LIST       board sizes: 5-80, 5,7,9-12, 8x10 or 5-8x5-8 (every width x height)
      --starts SET       all (default), octant, paper-octant1, paper-quadrant2, corner
  -a, --algorithm NAME   octaml16 (default), octaml, aml, warnsdorff
  -w, --workers N        worker threads (default: one per core); results do not depend on it
      --shard i/k        run only shard i of k (cost-balanced); combine shards with 'merge'
  -o, --out FILE         keep a result file up to date as tasks finish (for --resume and merge)
      --resume           continue from --out, skipping the tasks it holds (a missing file
                         starts afresh; a file of another sweep or shard is refused)
      --verify           re-check every complete tour with the independent verifier
  -f, --format FORMAT    text (readable report, default) or json (the summary)

A progress bar is drawn on stderr when it is a terminal. Ctrl-C stops cleanly: the --out
file keeps every finished task and the message says how to resume.

Examples:
  knights-tour sweep --sizes 5-80 --starts paper-quadrant2 --algorithm aml
  knights-tour sweep --sizes 5-80 --starts paper-quadrant2 --format json
  knights-tour sweep --sizes 5-430 --starts paper-octant1 --shard 2/8 --out shard2.json
  knights-tour sweep --sizes 5-430 --starts paper-octant1 --shard 2/8 --out shard2.json --resume`,
  options: {
    sizes: { type: 'string' },
    starts: { type: 'string' },
    algorithm: { type: 'string', short: 'a' },
    workers: { type: 'string', short: 'w' },
    shard: { type: 'string' },
    out: { type: 'string', short: 'o' },
    resume: { type: 'boolean' },
    verify: { type: 'boolean' },
    format: { type: 'string', short: 'f' },
  },
  async run(positionals, values, io) {
    if (positionals.length > 0) {
      throw new UsageError(`sweep takes no positional arguments, got '${positionals[0]}'`);
    }
    const spec = parseSweepSpec(values, parseHeuristic(str(values.algorithm) ?? 'octaml16'));
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

    const bar = progressBar(io, spec.algorithm);
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
      io.stderr.write(
        out
          ? `knights-tour: interrupted (${done}); ${out} keeps them. Resume with: ${resumeCommand(spec, run.file.sizes, shard, verify, out)}\n`
          : `knights-tour: interrupted (${done}); nothing was saved: run with --out FILE to be able to resume\n`,
      );
      return ExitCode.Interrupted;
    }
    return summary.failures === 0 ? ExitCode.Ok : ExitCode.Negative;
  },
};
