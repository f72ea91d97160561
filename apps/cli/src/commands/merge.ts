import {
  formatResultFile,
  mergeResultFiles,
  readResultFile,
  type SweepResultFile,
} from '@knights-tour/sweep';
import { summaryFields } from '@knights-tour/sweep/plan';
import { type Command, ExitCode, UsageError } from '../command.js';
import { checkOutputPath, expandFileArguments, writeFileAtomic } from '../io.js';
import { str } from '../options.js';
import { parseReportFormat } from '../sweep-options.js';
import { formatSummary } from '../sweep-report.js';

export const mergeCommand: Command = {
  name: 'merge',
  summary: 'combine the result files of sweep shards into one summary',
  help: `Usage: knights-tour merge <files...> [options]

Combines result files written by 'knights-tour sweep --shard i/k --out FILE' into the
summary of the whole sweep: the same summary as running it unsharded. Every file is checked
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
    const files: SweepResultFile[] = [];
    for (const path of paths) files.push(await readResultFile(path, { stdin: io.stdin }));
    const { summary, file, missing, partial } = mergeResultFiles(files, paths);
    if (out !== undefined) await writeFileAtomic(out, [formatResultFile(file)]);
    const missingText = missing.map((s) => `${s.index}/${s.count}`);
    const notes: string[] = [];
    if (missingText.length > 0) notes.push(`missing shards: ${missingText.join(', ')}`);
    if (partial.length > 0) {
      notes.push(`interrupted (continue with sweep --resume): ${partial.join(', ')}`);
    }
    io.stdout.write(
      format === 'json'
        ? `${JSON.stringify(
            {
              ...summaryFields(summary),
              ...(missingText.length > 0 ? { missingShards: missingText } : {}),
              ...(partial.length > 0 ? { partialShards: partial } : {}),
            },
            null,
            2,
          )}\n`
        : formatSummary(summary, notes),
    );
    if (!summary.complete) {
      io.stderr.write(
        `knights-tour: incomplete: ${summary.tasksDone} of ${summary.tasksTotal} tasks${notes.length > 0 ? `; ${notes.join('; ')}` : ''}\n`,
      );
    }
    return summary.complete && summary.failures === 0 ? ExitCode.Ok : ExitCode.Negative;
  },
};
