import { escapeControls, KnightsTourError } from '@knights-tour/core';
import { describeShard, planSweep, type Shard } from '../plan/plan.js';
import { type SweepSummary, summarize, type TaskResult } from '../plan/results.js';
import type { SweepSpec } from '../plan/spec.js';
import { type SolverSummary, type SolverTaskResult, summarizeSolver } from '../solver/results.js';
import type { SolverSpec } from '../solver/spec.js';
import {
  describeResults,
  isSolverFile,
  type ResultFile,
  resultKey,
  type SolverResultFile,
  type SweepResultFile,
} from './result-file.js';

/** The summary of a result file's kind. */
export type SummaryOf<F extends ResultFile> = F extends SolverResultFile
  ? SolverSummary
  : SweepSummary;

/** The summary of a result file of either kind. */
export function summarizeFile<F extends ResultFile>(
  file: F,
  tasksTotal = file.tasksTotal,
): SummaryOf<F> {
  return (
    isSolverFile(file)
      ? summarizeSolver(file.spec, file.results, tasksTotal)
      : summarize(file.spec as SweepSpec, file.results as readonly TaskResult[], tasksTotal)
  ) as SummaryOf<F>;
}

/** The outcome of {@link mergeResultFiles}. */
export interface MergedResults<F extends ResultFile = SweepResultFile> {
  /** Summary over the whole plan: incomplete when shards or tasks are missing. */
  readonly summary: SummaryOf<F>;
  /** One unsharded result file holding every task of the inputs (resumable with `resume`). */
  readonly file: F;
  /** Shards of the sharding that no input file covers (empty when all were given). */
  readonly missing: Shard[];
  /** Names of the inputs whose shard is not complete (interrupted runs). */
  readonly partial: string[];
}

/**
 * Shard files merged one at a time, each checked against those added before it as it comes:
 * a file of another sweep (algorithm, seed, sizes, starts, verification; a solver check's
 * command, protocol, reference, time allowed and reading), of another shard count, or
 * repeating a shard is refused with a one-line `KnightsTourError` at once, so a caller that
 * reads files one by one stops at the first bad one instead of reading them all.
 */
export class ShardMerge<F extends ResultFile = SweepResultFile> {
  private readonly files: F[] = [];
  private readonly names: string[] = [];
  private readonly byShard = new Map<number, number>();

  /** Adds the next file; `name` is how messages show it. */
  add(file: F, name = `file ${this.files.length + 1}`): void {
    const first = this.files[0] ?? file;
    const firstName = this.names[0] ?? escapeControls(name);
    const i = this.files.length;
    const nameOf = (j: number) => (j === i ? escapeControls(name) : this.names[j]!);
    if (resultKey(file) !== resultKey(first) || file.verify !== first.verify) {
      const what = (g: ResultFile) =>
        `${describeResults(g)}${isSolverFile(g) ? '' : g.verify ? ', verified' : ', not verified'}`;
      throw new KnightsTourError(
        `mismatched sweeps: ${firstName} is ${what(first)} but ${nameOf(i)} is ${what(file)}`,
      );
    }
    const shard = shardOf(file);
    if (shard.count !== shardOf(first).count) {
      throw new KnightsTourError(
        `mismatched shards: ${firstName} is ${describeShard(first.shard)} but ${nameOf(i)} is ${describeShard(file.shard)}`,
      );
    }
    const twin = this.byShard.get(shard.index);
    if (twin !== undefined) {
      throw new KnightsTourError(
        `overlapping shards: ${nameOf(twin)} and ${nameOf(i)} both cover ${describeShard(file.shard)}`,
      );
    }
    this.byShard.set(shard.index, i);
    this.files.push(file);
    this.names.push(escapeControls(name));
  }

  /** The merge of every file added (see {@link mergeResultFiles}). */
  finish(): MergedResults<F> {
    const { files, byShard } = this;
    const first = files[0];
    if (!first) throw new KnightsTourError('no result files to merge');
    // Each file's tasks were checked against its shard's plan when it was read, and shards of
    // one plan never overlap: a task twice means a file was not read by parseResultFile.
    const plan = planSweep<SweepSpec | SolverSpec>(first.spec);
    const results = files
      .flatMap((f): readonly (TaskResult | SolverTaskResult)[] => f.results)
      .sort((a, b) => a.id - b.id);
    for (let i = 1; i < results.length; i++) {
      if (results[i]!.id === results[i - 1]!.id) {
        throw new KnightsTourError(`overlapping results: task ${results[i]!.id} is in two files`);
      }
    }
    const count = shardOf(first).count;
    const missing: Shard[] = [];
    for (let index = 1; index <= count; index++) {
      if (!byShard.has(index)) missing.push({ index, count });
    }
    const file = {
      spec: first.spec,
      shard: null,
      verify: first.verify,
      tasksTotal: plan.taskCount,
      results,
    } as ResultFile as F;
    return {
      summary: summarizeFile(file),
      file,
      missing,
      partial: files.flatMap((f, i) => (f.results.length < f.tasksTotal ? [this.names[i]!] : [])),
    };
  }
}

const shardOf = (f: ResultFile): Shard => f.shard ?? { index: 1, count: 1 };

/**
 * Combines the result files of the shards of one sweep (or of one solver check) into one.
 * Refuses files of different sweeps (algorithm, seed, sizes, starts, verification; a solver
 * check's command, protocol, reference, time allowed and reading), of different shard counts,
 * the same shard twice and overlapping tasks, each with a one-line `KnightsTourError`. The
 * merged summary equals the summary of the same sweep run unsharded. ({@link ShardMerge}
 * merges files as they are read.)
 *
 * @param names - file names for error messages, in the order of `files`
 */
export function mergeResultFiles<F extends ResultFile>(
  files: readonly F[],
  names: readonly string[] = files.map((_, i) => `file ${i + 1}`),
): MergedResults<F> {
  const merge = new ShardMerge<F>();
  files.forEach((f, i) => {
    merge.add(f, names[i]);
  });
  return merge.finish();
}
