import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALGORITHMS,
  type AlgorithmName,
  algorithmInfo,
  type Board,
  boardKinds,
  escapeControls,
  fitsBoard,
  quote,
} from '@knights-tour/core';
import {
  formatResultFile,
  isSolverFile,
  mergeResultFiles,
  readResultFile,
  runSweep,
  type SweepResultFile,
} from '@knights-tour/sweep';
import {
  algorithmLabel,
  describeShard,
  describeSpec,
  planSweep,
  type Shard,
  type SweepSpec,
  shellQuote,
  specKey,
} from '@knights-tour/sweep/plan';
import {
  type Command,
  type CommandIO,
  ExitCode,
  type OptionValues,
  UsageError,
} from '../command.js';
import { interruptSignal } from '../interrupt.js';
import { checkOutputPath, expandFileArguments, writeFileAtomic } from '../io.js';
import { str } from '../options.js';
import { progressBar } from '../progress-bar.js';
import {
  checkWork,
  PLAN_OPTIONS,
  parseReportFormat,
  parseShardOption,
  parseWorkers,
  type ReportFormat,
  sweepSpecOf,
} from '../sweep-options.js';
import { type ComparisonRow, comparisonRow, formatComparison } from '../sweep-report.js';

/**
 * The rows when none are named: every heuristic of core's catalogue that runs on all the
 * boards, of their dimension (the plane rules on 2-D sizes, the 3-D ones when a box is among
 * them), so a rule added to core's catalogue is compared at once.
 */
function defaultAlgorithms(boards: readonly Board[]): AlgorithmName[] {
  const kinds = boardKinds(boards);
  const dimensions = kinds.some((b) => b.depth > 1) ? 3 : 2;
  return ALGORITHMS.filter((a) => {
    const info = algorithmInfo(a);
    return (
      info.kind === 'heuristic' &&
      info.dimensions === dimensions &&
      kinds.every((b) => fitsBoard(a, b))
    );
  });
}

/** The specs of `--algorithms` (or the default rows) over `--sizes` and `--starts`. */
function specsOf(values: OptionValues): SweepSpec[] {
  const seed = str(values.seed);
  const takes = (spec: SweepSpec) => algorithmInfo(spec.algorithm).seed;
  const named = str(values.algorithms);
  let names: (string | undefined)[];
  if (named === undefined) {
    names = defaultAlgorithms(sweepSpecOf(values, undefined).boards);
  } else {
    names = named.split(',').map((s) => s.trim());
    if (names.some((s) => s === '')) {
      throw new UsageError(
        `malformed algorithm list ${quote(named)}: expected names separated by commas, e.g. aml,octaml,octaml16`,
      );
    }
  }
  const specs = names.map((name) => sweepSpecOf(values, name));
  const unique = specs.filter((s, i) => specs.findIndex((t) => t.algorithm === s.algorithm) === i);
  if (seed === undefined) return unique;
  // The seed goes to the rows that take one; a seed none of them takes is refused by core.
  if (!unique.some(takes)) sweepSpecOf(values, unique[0]!.algorithm, seed);
  return unique.map((s) => (takes(s) ? sweepSpecOf(values, s.algorithm, seed) : s));
}

/** The result file of one row in `--out DIR`. */
function fileName(spec: SweepSpec, shard: Shard | undefined): string {
  const seed = spec.seed === undefined ? '' : `-seed${spec.seed}`;
  const part = shard && shard.count > 1 ? `.shard-${shard.index}-of-${shard.count}` : '';
  return `${spec.algorithm}${seed}${part}.json`;
}

/** The command that continues an interrupted comparison. */
function resumeCommand(
  values: OptionValues,
  specs: readonly SweepSpec[],
  shard: Shard | undefined,
  out: string,
) {
  const first = specs[0]!;
  const seed = specs.find((s) => s.seed !== undefined)?.seed;
  return [
    'knights-tour compare',
    `--sizes ${shellQuote(first.sizes)}`,
    `--starts ${first.starts}`,
    `--algorithms ${specs.map((s) => s.algorithm).join(',')}`,
    ...(seed === undefined ? [] : [`--seed ${seed}`]),
    ...(shard ? [`--shard ${shard.index}/${shard.count}`] : []),
    ...(values.verify === true ? ['--verify'] : []),
    `--out ${shellQuote(out)}`,
    '--resume',
    ...(values.yes === true ? ['--yes'] : []),
  ].join(' ');
}

function print(
  io: CommandIO,
  format: ReportFormat,
  table: { sizes: string; starts: string; shard?: string; rows: ComparisonRow[] },
  notes: string[],
): void {
  io.stdout.write(
    format === 'json'
      ? `${JSON.stringify(table, null, 2)}\n`
      : formatComparison(table.sizes, table.starts, table.rows, notes),
  );
}

/** `--out DIR`, made when missing: anything else there is refused in one line, before any work. */
function outDirectory(out: string): void {
  try {
    mkdirSync(out, { recursive: true });
  } catch {
    // the check below says why
  }
  if (!statSync(out, { throwIfNoEntry: false })?.isDirectory()) {
    throw new UsageError(
      `compare: --out ${escapeControls(out)} is not a directory (the result files go there)`,
    );
  }
}

/** Runs the comparison: one sweep per algorithm, sharing the plan's tasks and shards. */
async function runComparison(values: OptionValues, io: CommandIO, format: ReportFormat) {
  const specs = specsOf(values);
  const shard = parseShardOption(values);
  const workers = parseWorkers(values);
  const out = str(values.out);
  const resume = values.resume === true;
  const verify = values.verify === true;
  if (resume && out === undefined) {
    throw new UsageError('--resume needs --out DIR (the directory of the result files)');
  }
  const plans = specs.map((spec) => planSweep(spec, shard));
  checkWork(
    plans,
    values,
    'this comparison',
    'split it with --shard i/k (and --out DIR, then compare the files), choose a smaller range of sizes or starts, or pass --yes to run it anyway',
  );
  if (out !== undefined) {
    outDirectory(out);
    for (const spec of specs) checkOutputPath(join(out, fileName(spec, shard)));
  }
  const rows: ComparisonRow[] = [];
  const stop = interruptSignal(io);
  try {
    for (const plan of plans) {
      const bar = progressBar(io, algorithmLabel(plan.spec));
      try {
        const run = await runSweep({
          plan,
          workers,
          verify,
          resume,
          out: out === undefined ? undefined : join(out, fileName(plan.spec, shard)),
          signal: stop.signal,
          onProgress: bar.update,
        });
        if (run.interrupted) {
          bar.clear();
          const again =
            out === undefined
              ? 'run with --out DIR to be able to resume'
              : `the files in ${escapeControls(out)} keep the finished tasks. Resume with: ${resumeCommand(values, specs, shard, out)}`;
          io.stderr.write(
            `knights-tour: interrupted during ${algorithmLabel(plan.spec)}; ${again}\n`,
          );
          return ExitCode.Interrupted;
        }
        rows.push(comparisonRow(run.summary));
      } finally {
        bar.clear();
      }
    }
  } finally {
    stop.dispose();
  }
  const first = specs[0]!;
  const part = shard && shard.count > 1 ? describeShard(shard) : undefined;
  print(
    io,
    format,
    { sizes: first.sizes, starts: first.starts, ...(part ? { shard: part } : {}), rows },
    part ? [`${part} of the plan`] : [],
  );
  return ExitCode.Ok;
}

const RUN_OPTIONS = [
  'sizes',
  'starts',
  'algorithms',
  'seed',
  'shard',
  'resume',
  'verify',
  'workers',
  'yes',
];

/** Tabulates result files: the shards of several sweeps of one plan, merged per algorithm. */
async function compareFiles(
  positionals: string[],
  values: OptionValues,
  io: CommandIO,
  format: ReportFormat,
) {
  const unused = RUN_OPTIONS.find((o) => values[o] !== undefined);
  if (unused !== undefined) {
    throw new UsageError(
      `compare: --${unused} is not used with result files (they name their sweeps)`,
    );
  }
  if (positionals.filter((p) => p === '-').length > 1) {
    throw new UsageError('compare: standard input (-) can only be read once');
  }
  const out = str(values.out);
  const paths = expandFileArguments(positionals);
  const groups = new Map<string, { files: SweepResultFile[]; names: string[] }>();
  for (const path of paths) {
    const read = await readResultFile(path, { stdin: io.stdin });
    if (isSolverFile(read)) {
      throw new UsageError(
        `compare: ${escapeControls(path)} holds a solver check, not a heuristic's sweep (merge reads it)`,
      );
    }
    const file: SweepResultFile = read;
    const key = `${specKey(file.spec)} ${file.verify}`;
    const group = groups.get(key) ?? { files: [], names: [] };
    group.files.push(file);
    group.names.push(path);
    groups.set(key, group);
  }
  const merged = [...groups.values()].map((g) => ({
    ...mergeResultFiles(g.files, g.names),
    name: g.names[0]!,
  }));
  const first = merged[0]!;
  for (const m of merged) {
    if (
      m.file.spec.sizes !== first.file.spec.sizes ||
      m.file.spec.starts !== first.file.spec.starts
    ) {
      throw new UsageError(
        `compare: the files are not of one plan: ${escapeControls(first.name)} is ${describeSpec(first.file.spec)} but ${escapeControls(m.name)} is ${describeSpec(m.file.spec)}`,
      );
    }
  }
  if (out !== undefined) {
    outDirectory(out);
    for (const m of merged)
      await writeFileAtomic(join(out, fileName(m.file.spec, undefined)), [
        formatResultFile(m.file),
      ]);
  }
  const notes = merged.flatMap((m) => {
    const missing = m.missing.map((s) => `${s.index}/${s.count}`);
    return [
      ...(missing.length > 0
        ? [`${algorithmLabel(m.file.spec)}: missing shards ${missing.join(', ')}`]
        : []),
      ...(m.partial.length > 0
        ? [`${algorithmLabel(m.file.spec)}: interrupted in ${m.partial.join(', ')}`]
        : []),
    ];
  });
  const rows = merged.map((m) => comparisonRow(m.summary));
  print(io, format, { sizes: first.file.spec.sizes, starts: first.file.spec.starts, rows }, notes);
  if (rows.every((r) => r.complete)) return ExitCode.Ok;
  io.stderr.write(`knights-tour: incomplete: ${notes.join('; ')}\n`);
  return ExitCode.Negative;
}

export const compareCommand: Command = {
  help: `Usage: knights-tour compare --sizes LIST [options]
       knights-tour compare <result files...> [--format FORMAT] [--out DIR]

Runs the same sweep with several heuristics and prints one table: instances, failures, the
failure rate and the first failing board of each algorithm (the comparison table of the
OctAML paper, for any rules of the catalogue). The sweeps share one plan, so a long
comparison splits into shards (--shard i/k --out DIR on each machine, --resume after an
interruption); given result files instead of --sizes, compare merges the shards of each
algorithm and prints the table of the whole. Exit 0 when every sweep ran (failures are the
answer, not an error), 1 when result files leave tasks missing, 2 on bad input, 130 when
interrupted (Ctrl-C or SIGTERM).

Options:
      --sizes LIST          board sizes: 5-80, 5,7,9-12, 8x10 or 5-8x5-8; or 3-D boxes
                            such as 3-8x3-8x3-8
      --starts SET          all (default), octant, paper-octant1, paper-quadrant2, corner,
                            fundamental; on 3-D boxes all, fundamental, corner
      --algorithms LIST     comma-separated heuristics of 'knights-tour solve --help', or auto
                            (default: every heuristic for the sizes' dimension)
      --seed N              the rows with random ties (warnsdorff) break them at random,
                            reproducibly (0..2^32-1)
  -w, --workers N           worker threads (default: one per core); a small sweep starts
                            fewer: one per batch of ~10^6 squares at most
      --shard i/k           run only shard i of k of every sweep (cost-balanced)
  -o, --out DIR             keep one result file per algorithm in DIR (for --resume, and for
                            'compare DIR/*.json' to merge shards); with result files, write the
                            merged files there
      --resume              continue from the files in --out DIR
      --verify              re-check every complete tour with the independent verifier
  -f, --format FORMAT       text (table, default) or json (the rows with per-board counts)
      --yes                 accept a long run: without it, a comparison estimated at more
                            than about 3 hours of one worker is refused with the estimate

Examples:
  knights-tour compare --sizes 5-80 --starts paper-quadrant2 --algorithms aml,octaml,octaml16
  knights-tour compare --sizes 5-30 --starts all --algorithms warnsdorff,aml --format json
  knights-tour compare --sizes 5-30 --algorithms warnsdorff,octaml16,auto --seed 7
  knights-tour compare --sizes 5-100 --starts all --shard 1/4 --out cmp --yes
  knights-tour compare 'cmp/*.json' --format json
  knights-tour compare --sizes 2x3-12x3-12`,
  options: {
    ...PLAN_OPTIONS,
    algorithms: { type: 'string' },
    seed: { type: 'string' },
    verify: { type: 'boolean' },
  },
  async run(positionals, values, io) {
    const format = parseReportFormat(str(values.format));
    if (positionals.length > 0) return compareFiles(positionals, values, io, format);
    return runComparison(values, io, format);
  },
};
