import { quote } from '@knights-tour/core';
import {
  createSolverSpec,
  DEFAULT_TIMEOUT,
  junitReport,
  runSolver,
  type SolverSpec,
  SolverSpecError,
  solverSummaryFields,
} from '@knights-tour/sweep';
import { planSweep, type Shard, shellQuote } from '@knights-tour/sweep/plan';
import { type Command, ExitCode, UsageError } from '../command.js';
import { checkOutputPath, writeFileAtomic } from '../io.js';
import { str } from '../options.js';
import { withProgress } from '../progress-bar.js';
import { formatSolverSummary } from '../solver-report.js';
import {
  checkResultsPath,
  checkWork,
  interruptedMessage,
  PLAN_OPTIONS,
  parseReportFormat,
  parseShardOption,
  parseWorkers,
} from '../sweep-options.js';

/** The options of the spec, as flags: a spec's field names its flag (`input-format`, `timeout`). */
function specOf(values: Record<string, unknown>): SolverSpec {
  const command = str(values.command);
  if (command === undefined) {
    throw new UsageError(
      `missing --command (e.g. --command 'python3 my_solver.py {width} {height} {x} {y}')`,
    );
  }
  const sizes = str(values.sizes);
  if (sizes === undefined) throw new UsageError('missing --sizes (e.g. --sizes 5-16)');
  try {
    return createSolverSpec({
      command,
      sizes,
      starts: str(values.starts),
      protocol: str(values.protocol),
      reference: str(values.reference),
      timeout: str(values.timeout),
      inputFormat: str(values['input-format']),
      origin: str(values.origin),
      order: str(values.order),
      key: str(values.key),
    });
  } catch (error) {
    if (error instanceof SolverSpecError)
      throw new UsageError(`--${error.field}: ${error.message}`);
    throw error;
  }
}

/** The command that continues an interrupted check. */
function resumeCommand(spec: SolverSpec, shard: Shard | undefined, out: string): string {
  const { reading } = spec;
  return [
    'knights-tour check-solver',
    `--command ${shellQuote(spec.command)}`,
    `--protocol ${spec.protocol}`,
    `--sizes ${shellQuote(spec.sizes)}`,
    `--starts ${spec.starts}`,
    ...(spec.reference === undefined ? [] : [`--reference ${spec.reference}`]),
    `--timeout ${spec.timeout}`,
    ...(reading.inputFormat === undefined ? [] : [`--input-format ${reading.inputFormat}`]),
    ...(reading.origin === undefined ? [] : [`--origin ${reading.origin}`]),
    ...(reading.order === undefined ? [] : [`--order ${reading.order}`]),
    ...(reading.key === undefined ? [] : [`--key ${shellQuote(reading.key)}`]),
    ...(shard ? [`--shard ${shard.index}/${shard.count}`] : []),
    `--out ${shellQuote(out)}`,
    '--resume',
  ].join(' ');
}

export const checkSolverCommand: Command = {
  help: `Usage: knights-tour check-solver --command CMD --sizes LIST [options]

Runs your program as the solver of a sweep: on every start of a set (--starts) of every board
of a size list, each walk it prints checked by the independent verifier. With --reference, each
walk is also compared, step for step, with the walk a published rule makes from the same start:
where it departs, the square your program chose, the rule's, and why the rule chose it. Example
solvers to copy: examples/solvers/ in the repository (Python, JavaScript, C).

The command is split into words as a shell splits them (quotes, backslashes) but is never run
through a shell (write sh -c '...' for one); in each word {width}, {height}, {x}, {y} (0-based,
x the column from the left, y the row from the top) and {n} (square boards) are replaced by the
instance's numbers. The program runs with your environment in a fresh temporary directory;
arguments naming files of the current directory are passed as absolute paths. It prints its
walk on standard output, in any style 'knights-tour verify' reads (read once from its first
walk, for all the others; or as --input-format says), and its exit code says what it claims:
0 a tour, 1 that its heuristic got stuck (the partial walk it printed is checked as a walk; exit
1 with nothing printed, as an uncaught exception gives, is a crash); anything else, or a
signal, is a crash.

Protocols (--protocol):
  args   (default) one run of the command per instance, the instance in its arguments.
  lines  one run per worker; the program reads one instance a line on standard input,
         'WIDTH HEIGHT X Y', and answers one line each on standard output: 'tour WALK' (a
         tour) or 'stuck WALK' (its heuristic got stuck), WALK the walk on one line in any
         style the verifier reads (fastest: a JSON array of [x, y] pairs, or square indices
         y*width+x separated by spaces); it exits at the end of its input. Write anything else
         to standard error. The time of an instance is from its request to its answer (the
         first includes the program's start); after a crash, a time-out, a flood or an
         answer that is not a walk from the start, the program is started afresh.

Each instance gets one verdict: valid (a verified tour), stuck (its claim, a legal partial
walk), invalid (a claim that is not so: the first violation, with its step), unreadable (no
walk, or more output than any walk of the board: it is stopped), crashed (the exit code or
signal, and the end of its standard error), timeout (stopped after --timeout seconds, with
every process it started). One bad instance never stops the others. Exit 0 when every instance
passes: a valid tour (with --reference, the rule's own walk: a tour, or stuck where the rule
gets stuck too); 1 otherwise; 2 on bad input (an empty command, an unknown placeholder, a
program that is not found or not executable, a reference that does not run on every board);
130 when interrupted.

Options:
  -c, --command CMD      your program and its arguments, with the placeholders above
      --protocol P       args (default) or lines
      --sizes LIST       board sizes: 5-30, 5,7,9-12, 8x10 or 5-8x5-8 (2-D boards)
      --starts SET       all (default), octant, paper-octant1, paper-quadrant2, corner,
                         fundamental
  -r, --reference RULE   compare every walk with this rule's from the same start: any 2-D
                         heuristic of 'knights-tour solve --help' (warnsdorff, aml, octaml16…)
  -t, --timeout SECONDS  time allowed for one instance (default ${DEFAULT_TIMEOUT}; fractions allowed)
      --input-format F   read every walk as F instead of detecting it from the first:
                         json, csv, text, algebraic, pairs or indices
      --origin 0|1       coordinates, step numbers and indices count from 0 or from 1
      --order xy|rc      coordinate pairs are (x, y) or (row, col)
      --key NAME         the walk is the JSON array at NAME of the document it prints
  -w, --workers N        workers, each with its program (default: one per core); a small
                         plan starts fewer: one per batch of ~10^6 squares at most
      --shard i/k        run only shard i of k (the sweep's shards); combine with 'merge'
  -o, --out FILE         keep a result file up to date as tasks finish (for --resume, merge)
      --resume           continue from --out, skipping the tasks it holds
      --junit FILE       also write the verdicts as JUnit XML: a test case per instance (per
                         board beyond 10,000 instances), a failure with the line to run it again
  -f, --format FORMAT    text (readable report, default) or json (every failed instance)
      --yes              accept a long run (see 'knights-tour sweep --help')

A progress bar is drawn on stderr when it is a terminal; Ctrl-C stops cleanly (every program
is stopped with its children, the --out file keeps every finished task).

Examples:
  knights-tour check-solver --command 'python3 my_aml.py {width} {height} {x} {y}' \\
      --sizes 5-30 --reference aml
  knights-tour check-solver --command 'node warnsdorff.mjs --lines' --protocol lines \\
      --sizes 5-100 --reference warnsdorff --out results.json --junit junit.xml
  knights-tour check-solver --command './knights_tour {n} {x} {y}' --sizes 5-40 \\
      --starts octant --shard 1/4 --out shard1.json`,
  options: {
    ...PLAN_OPTIONS,
    command: { type: 'string', short: 'c' },
    protocol: { type: 'string' },
    reference: { type: 'string', short: 'r' },
    timeout: { type: 'string', short: 't' },
    'input-format': { type: 'string' },
    origin: { type: 'string' },
    order: { type: 'string' },
    key: { type: 'string' },
    junit: { type: 'string' },
  },
  async run(positionals, values, io) {
    if (positionals.length > 0) {
      throw new UsageError(
        `check-solver takes no positional arguments, got ${quote(positionals[0]!)} (quote the command: --command '…')`,
      );
    }
    const spec = specOf(values);
    const shard = parseShardOption(values);
    const workers = parseWorkers(values);
    const format = parseReportFormat(str(values.format));
    const out = str(values.out);
    const junit = str(values.junit);
    const resume = values.resume === true;
    if (resume && out === undefined) {
      throw new UsageError('--resume needs --out FILE (the result file to continue)');
    }
    if (out !== undefined) {
      checkOutputPath(out);
      checkResultsPath('check-solver', out);
    }
    if (junit !== undefined) checkOutputPath(junit);
    const plan = planSweep(spec, shard);
    checkWork([plan], values, 'this check');

    const run = await withProgress(io, 'check-solver', (signal, onProgress) =>
      runSolver({ plan, workers, out, resume, signal, onProgress }),
    );
    const { summary, interrupted } = run;
    if (junit !== undefined) await writeFileAtomic(junit, [junitReport(spec, run.file.results)]);
    const notes = shard ? [`shard ${shard.index}/${shard.count} of the plan`] : [];
    io.stdout.write(
      format === 'json'
        ? `${JSON.stringify(solverSummaryFields(spec, summary), null, 2)}\n`
        : formatSolverSummary(spec, summary, notes),
    );
    if (interrupted) {
      io.stderr.write(
        interruptedMessage(summary, out, run.saved, (file) => resumeCommand(spec, shard, file)),
      );
      return ExitCode.Interrupted;
    }
    return summary.passed === summary.instances ? ExitCode.Ok : ExitCode.Negative;
  },
};
