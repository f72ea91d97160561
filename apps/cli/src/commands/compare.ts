import { runSweep } from '@knights-tour/sweep';
import {
  algorithmLabel,
  checkSweepSpec,
  formatSizes,
  isSweep3d,
  parseSeed,
  parseSweepAlgorithm,
  type SweepAlgorithm,
} from '@knights-tour/sweep/plan';
import { type Command, ExitCode, UsageError } from '../command.js';
import { str } from '../options.js';
import {
  checkSweepWork,
  formatMethods,
  interruptSignal,
  parseReportFormat,
  parseSweepSpec,
  parseWorkers,
  progressBar,
} from './sweep.js';

/** One row of the comparison table. */
interface Row {
  algorithm: SweepAlgorithm;
  seed?: number;
  instances: number;
  failures: number;
  attempts: Record<string, number>;
  methods?: Partial<Record<string, number>>;
}

function parseAlgorithms(text: string): SweepAlgorithm[] {
  const names = text.split(',').map((s) => s.trim());
  if (names.some((s) => s === '')) {
    throw new UsageError(`malformed algorithm list '${text}': expected e.g. aml,octaml,octaml16`);
  }
  return [...new Set(names.map(parseSweepAlgorithm))];
}

export const compareCommand: Command = {
  name: 'compare',
  summary: 'sweep several heuristics over the same instances and tabulate their failures',
  help: `Usage: knights-tour compare --sizes LIST [options]

Runs the same sweep with several heuristics and prints one table of instances and failures
per algorithm, like the comparison table of the OctAML paper. Exit 0 when every sweep ran
(failures are the answer, not an error), 2 on bad input, 130 when interrupted (Ctrl-C).

Options:
      --sizes LIST          board sizes: 5-80, 5,7,9-12, 8x10 or 5-8x5-8; or 3-D boxes
                            such as 3-8x3-8x3-8
      --starts SET          all (default), octant, paper-octant1, paper-quadrant2, corner;
                            on 3-D boxes all (default), fundamental, corner
      --algorithms LIST     comma-separated heuristics, or auto (default aml,octaml,octaml16;
                            on 3-D boxes warnsdorff3d,octaml3d,octaml16-3d)
      --seed N              warnsdorff's row breaks ties at random, reproducibly (0..2^32-1)
  -w, --workers N           worker threads (default: one per core)
  -f, --format FORMAT       text (table, default) or json
      --yes                 accept a long run: without it, a comparison estimated at more
                            than 1e12 squares (hours of work) is refused with the estimate

Examples:
  knights-tour compare --sizes 5-80 --starts paper-quadrant2
  knights-tour compare --sizes 5-30 --starts all --algorithms warnsdorff,aml --format json
  knights-tour compare --sizes 5-30 --algorithms warnsdorff,octaml16,auto --seed 7
  knights-tour compare --sizes 2x3-12x3-12`,
  options: {
    sizes: { type: 'string' },
    starts: { type: 'string' },
    algorithms: { type: 'string' },
    seed: { type: 'string' },
    workers: { type: 'string', short: 'w' },
    format: { type: 'string', short: 'f' },
    yes: { type: 'boolean' },
  },
  async run(positionals, values, io) {
    if (positionals.length > 0) {
      throw new UsageError(`compare takes no positional arguments, got '${positionals[0]}'`);
    }
    const named = str(values.algorithms);
    const listed = named === undefined ? undefined : parseAlgorithms(named);
    const base = parseSweepSpec(values, listed?.[0]);
    // The default rows: the paper's table, or its 3-D counterpart on 3-D sizes.
    const algorithms =
      listed ??
      parseAlgorithms(
        isSweep3d(base.sizes) ? 'warnsdorff3d,octaml3d,octaml16-3d' : 'aml,octaml,octaml16',
      );
    for (const algorithm of algorithms) checkSweepSpec({ ...base, algorithm });
    const seedText = str(values.seed);
    const seed =
      seedText === undefined
        ? undefined
        : parseSeed(seedText, algorithms.includes('warnsdorff') ? 'warnsdorff' : algorithms[0]!);
    const workers = parseWorkers(values);
    const format = parseReportFormat(str(values.format));
    checkSweepWork(
      base,
      undefined,
      values,
      'this comparison',
      algorithms.length,
      'choose a smaller range of sizes or starts, or pass --yes to run it anyway',
    );
    const rows: Row[] = [];
    const stop = interruptSignal(io);
    try {
      for (const algorithm of algorithms) {
        const spec = {
          ...base,
          algorithm,
          ...(algorithm === 'warnsdorff' && seed !== undefined ? { seed } : {}),
        };
        const bar = progressBar(io, algorithmLabel(spec));
        try {
          const { summary, interrupted } = await runSweep({
            spec,
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
            ...(spec.seed === undefined ? {} : { seed: spec.seed }),
            instances: summary.instances,
            failures: summary.failures,
            attempts: summary.attempts,
            ...(summary.methods ? { methods: summary.methods } : {}),
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
    const w = Math.max(9, ...rows.map((r) => algorithmLabel(r).length));
    const lines = [
      `sizes ${sizes}, ${base.starts} starts`,
      `${'algorithm'.padEnd(w)}  instances  failures`,
      ...rows.map(
        (r) =>
          `${algorithmLabel(r).padEnd(w)}  ${String(r.instances).padStart(9)}  ${String(r.failures).padStart(8)}`,
      ),
    ];
    for (const r of rows) {
      if (r.methods)
        lines.push('', `${r.algorithm}: instances by method`, ...formatMethods(r.methods));
    }
    io.stdout.write(`${lines.join('\n')}\n`);
    return ExitCode.Ok;
  },
};
