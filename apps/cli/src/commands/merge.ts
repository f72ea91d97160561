import {
  formatResultFile,
  isSolverFile,
  mergeResultFiles,
  type ResultFile,
  readResultFile,
  solverSummaryFields,
  summarizeSolver,
} from '@knights-tour/sweep';
import { summarize, summaryFields } from '@knights-tour/sweep/plan';
import { type Command, ExitCode, UsageError } from '../command.js';
import { checkOutputPath, expandFileArguments, writeFileAtomic } from '../io.js';
import { str } from '../options.js';
import { formatSolverSummary } from '../solver-report.js';
import { parseReportFormat } from '../sweep-options.js';
import { formatSummary } from '../sweep-report.js';

export const mergeCommand: Command = {
  help: `Usage: knights-tour merge <files...> [options]

Combines result files written by 'knights-tour sweep --shard i/k --out FILE' (or by
'knights-tour check-solver --shard i/k --out FILE') into the summary of the whole sweep or
check: the same summary as running it unsharded. Every file is checked
as it is read (its header against the plan, every task record for consistency, every
checksum), and files of different sweeps or shardings, and the same shard twice, are
refused. When shards are missing (or were interrupted) the summary says incomplete and
names them. Exit 0 when complete with no failures, 1 when incomplete or some instance
failed, 2 on bad input. Patterns such as 'shard*.json' are expanded (sorted) even where the
shell does not.

Options:
  -f, --format FORMAT    text (readable report, default) or json (the summary)
  -o, --out FILE         also write the merged result file (resumable with sweep --resume)

Examples:
  knights-tour merge shard1.json shard2.json shard3.json
  knights-tour merge shard*.json --format json --out all.json`,
  options: {
    format: { type: 'string', short: 'f' },
    out: { type: 'string', short: 'o' },
  },
  async run(positionals, values, io) {
    if (positionals.length === 0) {
      throw new UsageError('merge needs result files (written by sweep --out)');
    }
    const format = parseReportFormat(str(values.format));
    const out = str(values.out);
    if (out !== undefined) checkOutputPath(out);
    if (positionals.filter((p) => p === '-').length > 1) {
      throw new UsageError('merge: standard input (-) can only be read once');
    }
    const paths = expandFileArguments(positionals);
    const files: ResultFile[] = [];
    for (const path of paths) files.push(await readResultFile(path, { stdin: io.stdin }));
    const { file, missing, partial } = mergeResultFiles(files, paths);
    if (out !== undefined) await writeFileAtomic(out, [formatResultFile(file)]);
    const missingText = missing.map((s) => `${s.index}/${s.count}`);
    const notes: string[] = [];
    if (missingText.length > 0) notes.push(`missing shards: ${missingText.join(', ')}`);
    if (partial.length > 0) {
      notes.push(`interrupted (continue with --resume): ${partial.join(', ')}`);
    }
    const extra = {
      ...(missingText.length > 0 ? { missingShards: missingText } : {}),
      ...(partial.length > 0 ? { partialShards: partial } : {}),
    };
    const json = (document: object) => `${JSON.stringify({ ...document, ...extra }, null, 2)}\n`;
    let done: { complete: boolean; tasksDone: number; tasksTotal: number };
    let passed: boolean;
    if (isSolverFile(file)) {
      const summary = summarizeSolver(file.spec, file.results, file.tasksTotal);
      io.stdout.write(
        format === 'json'
          ? json(solverSummaryFields(file.spec, summary))
          : formatSolverSummary(file.spec, summary, notes),
      );
      done = summary;
      passed = summary.passed === summary.instances;
    } else {
      const summary = summarize(file.spec, file.results, file.tasksTotal);
      io.stdout.write(
        format === 'json' ? json(summaryFields(summary)) : formatSummary(summary, notes),
      );
      done = summary;
      passed = summary.failures === 0;
    }
    if (!done.complete) {
      io.stderr.write(
        `knights-tour: incomplete: ${done.tasksDone} of ${done.tasksTotal} tasks${notes.length > 0 ? `; ${notes.join('; ')}` : ''}\n`,
      );
    }
    return done.complete && passed ? ExitCode.Ok : ExitCode.Negative;
  },
};
