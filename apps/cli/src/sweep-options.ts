import { availableParallelism } from 'node:os';
import { escapeControls, parseName } from '@knights-tour/core';
import { isSpecialFile } from '@knights-tour/files';
import {
  checkWorkLimit,
  createSweepSpec,
  parseShard,
  type Shard,
  type SweepPlan,
  type SweepSpec,
} from '@knights-tour/sweep/plan';
import { type Command, type OptionValues, UsageError } from './command.js';
import { parseInteger, str } from './options.js';

// The options the sweep commands (sweep, compare, merge) share, read the same way by each.

/** The flags of a run over a sweep's plan, which sweep, compare and check-solver all take. */
export const PLAN_OPTIONS = {
  sizes: { type: 'string' },
  starts: { type: 'string' },
  workers: { type: 'string', short: 'w' },
  shard: { type: 'string' },
  out: { type: 'string', short: 'o' },
  resume: { type: 'boolean' },
  format: { type: 'string', short: 'f' },
  yes: { type: 'boolean' },
} as const satisfies Command['options'];

/** Output formats of the sweep commands. */
export type ReportFormat = 'text' | 'json';

/** `--format`: text (default) or json. */
export function parseReportFormat(text: string | undefined): ReportFormat {
  return parseName('format', text ?? 'text', ['text', 'json'] as const);
}

/** `--workers N`, or undefined for one per core. */
export function parseWorkers(values: OptionValues): number | undefined {
  const text = str(values.workers);
  return text === undefined ? undefined : parseInteger('workers', text, 1, 1024);
}

/** `--shard i/k`, or undefined for the whole plan. */
export function parseShardOption(values: OptionValues): Shard | undefined {
  const text = str(values.shard);
  return text === undefined ? undefined : parseShard(text);
}

/**
 * The sweep of `--sizes` (required), `--starts` and an algorithm (`--algorithm` of sweep, one
 * name of compare's `--algorithms`; core's default heuristic for the boards when none), with
 * `seed`: read once by core's rules (`createSweepSpec`).
 */
export function sweepSpecOf(
  values: OptionValues,
  algorithm: string | undefined,
  seed?: string,
): SweepSpec {
  const sizes = str(values.sizes);
  if (sizes === undefined) throw new UsageError('missing --sizes (e.g. --sizes 5-80)');
  return createSweepSpec({ sizes, starts: str(values.starts), algorithm, seed });
}

/**
 * Refuses, before any work, plans whose estimated time (summed: a comparison runs several)
 * is beyond the limit unless `--yes` accepts it.
 */
export function checkWork(
  plans: readonly Pick<SweepPlan, 'work' | 'walked' | 'seconds'>[],
  values: OptionValues,
  what: string,
  proceed?: string,
): void {
  checkWorkLimit(
    {
      work: plans.reduce((sum, p) => sum + p.work, 0),
      walked: plans.reduce((sum, p) => sum + p.walked, 0),
      seconds: plans.reduce((sum, p) => sum + p.seconds, 0),
    },
    {
      workers: parseWorkers(values) ?? availableParallelism(),
      accept: values.yes === true,
      what,
      proceed,
    },
  );
}

/**
 * `--out` of a sweep must be a file the sweep can rewrite as tasks finish and `--resume` can
 * read back: `/dev/stdout`, a FIFO or a device is refused in one line.
 */
export function checkResultsPath(command: string, out: string): void {
  if (isSpecialFile(out)) {
    throw new UsageError(
      `${command}: --out needs a regular file, which is rewritten as tasks finish and read back by --resume; without --out the summary goes to standard output`,
    );
  }
}

/**
 * What an interrupted sweep or check says on stderr: how much was done and, with `--out`,
 * how to resume (`resume`, the command line), or that an older file was kept as it was.
 */
export function interruptedMessage(
  done: { readonly tasksDone: number; readonly tasksTotal: number },
  out: string | undefined,
  saved: boolean,
  resume: (out: string) => string,
): string {
  const tasks = `${done.tasksDone} of ${done.tasksTotal} tasks done`;
  if (out === undefined) {
    return `knights-tour: interrupted (${tasks}); nothing was saved: run with --out FILE to be able to resume\n`;
  }
  const shown = escapeControls(out);
  return saved
    ? `knights-tour: interrupted (${tasks}); ${shown} keeps them. Resume with: ${resume(out)}\n`
    : `knights-tour: interrupted (${tasks}); ${shown} was left as it was (an older file is replaced only by a complete result); run with --resume to keep partial results\n`;
}
