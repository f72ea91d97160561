import type { HeuristicName } from '@knights-tour/core';
import { runSweep } from '@knights-tour/sweep';
import { formatSizes, parseHeuristic } from '@knights-tour/sweep/plan';
import { type Command, ExitCode, UsageError } from '../command.js';
import { str } from '../options.js';
import {
  interruptSignal,
  parseReportFormat,
  parseSweepSpec,
  parseWorkers,
  progressBar,
} from './sweep.js';

/** One row of the comparison table. */
interface Row {
  algorithm: HeuristicName;
  instances: number;
  failures: number;
  attempts: Record<string, number>;
}

function parseAlgorithms(text: string): HeuristicName[] {
  const names = text.split(',').map((s) => s.trim());
  if (names.some((s) => s === '')) {
    throw new UsageError(`malformed algorithm list '${text}': expected e.g. aml,octaml,octaml16`);
  }
  return [...new Set(names.map(parseHeuristic))];
}

export const compareCommand: Command = {
  name: 'compare',
  summary: 'sweep several heuristics over the same instances and tabulate their failures',
  help: `Usage: knights-tour compare --sizes LIST [options]

Runs the same sweep with several heuristics and prints one table of instances and failures
per algorithm, like the comparison table of the OctAML paper. Exit 0 when every sweep ran
(failures are the answer, not an error), 2 on bad input, 130 when interrupted (Ctrl-C).

Options:
      --sizes LIST          board sizes: 5-80, 5,7,9-12, 8x10 or 5-8x5-8
      --starts SET          all (default), octant, paper-octant1, paper-quadrant2, corner
      --algorithms LIST     comma-separated heuristics (default aml,octaml,octaml16)
  -w, --workers N           worker threads (default: one per core)
  -f, --format FORMAT       text (table, default) or json

Examples:
  knights-tour compare --sizes 5-80 --starts paper-quadrant2
  knights-tour compare --sizes 5-30 --starts all --algorithms warnsdorff,aml --format json`,
  options: {
    sizes: { type: 'string' },
    starts: { type: 'string' },
    algorithms: { type: 'string' },
    workers: { type: 'string', short: 'w' },
    format: { type: 'string', short: 'f' },
  },
  async run(positionals, values, io) {
    if (positionals.length > 0) {
      throw new UsageError(`compare takes no positional arguments, got '${positionals[0]}'`);
    }
    const algorithms = parseAlgorithms(str(values.algorithms) ?? 'aml,octaml,octaml16');
    const base = parseSweepSpec(values, algorithms[0]!);
    const workers = parseWorkers(values);
    const format = parseReportFormat(str(values.format));
    const rows: Row[] = [];
    const stop = interruptSignal(io);
    try {
      for (const algorithm of algorithms) {
        const bar = progressBar(io, algorithm);
        try {
          const { summary, interrupted } = await runSweep({
            spec: { ...base, algorithm },
            workers,
            signal: stop.signal,
            onProgress: bar.update,
          });
          if (interrupted) {
            io.stderr.write(`knights-tour: interrupted during ${algorithm}\n`);
            return ExitCode.Interrupted;
          }
          rows.push({
            algorithm,
            instances: summary.instances,
            failures: summary.failures,
            attempts: summary.attempts,
          });
        } finally {
          bar.clear();
        }
      }
    } finally {
      stop.dispose();
    }
    const sizes = formatSizes(base.sizes);
    if (format === 'json') {
      io.stdout.write(`${JSON.stringify({ sizes, starts: base.starts, rows }, null, 2)}\n`);
      return ExitCode.Ok;
    }
    const w = Math.max(9, ...rows.map((r) => r.algorithm.length));
    const lines = [
      `sizes ${sizes}, ${base.starts} starts`,
      `${'algorithm'.padEnd(w)}  instances  failures`,
      ...rows.map(
        (r) =>
          `${r.algorithm.padEnd(w)}  ${String(r.instances).padStart(9)}  ${String(r.failures).padStart(8)}`,
      ),
    ];
    io.stdout.write(`${lines.join('\n')}\n`);
    return ExitCode.Ok;
  },
};
