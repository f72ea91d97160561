import { KnightsTourError } from '@knights-tour/core';
import {
  isSweep3d,
  type Shard,
  type SweepSummary,
  summarize,
  type TaskResult,
} from '../plan/index.js';
import {
  describeShard,
  describeSpec,
  planOf,
  RESULT_FORMAT,
  type SweepResultFile,
  sameSweep,
  specOf,
  tasksOf,
} from './file.js';

/** The outcome of {@link mergeResultFiles}. */
export interface MergedResults {
  /** Summary over the whole plan: incomplete when shards or tasks are missing. */
  readonly summary: SweepSummary;
  /** One unsharded result file holding every task of the inputs (resumable with `resume`). */
  readonly file: SweepResultFile;
  /** Shards of the sharding that no input file covers (empty when all were given). */
  readonly missing: Shard[];
}

/**
 * Combines the result files of the shards of one sweep into one. Refuses files of different
 * sweeps (algorithm, sizes, starts, verification), of different shard counts, the same shard
 * twice and overlapping tasks, each with a one-line `KnightsTourError` (from `@knights-tour/core`). The merged summary
 * equals the summary of the same sweep run unsharded.
 *
 * @param names - file names for error messages, in the order of `files`
 */
export function mergeResultFiles(
  files: readonly SweepResultFile[],
  names: readonly string[] = files.map((_, i) => `file ${i + 1}`),
): MergedResults {
  const first = files[0];
  if (!first) throw new KnightsTourError('no result files to merge');
  const nameOf = (i: number) => names[i] ?? `file ${i + 1}`;
  const shardOf = (f: SweepResultFile): Shard => f.shard ?? { index: 1, count: 1 };
  const byShard = new Map<number, number>();
  files.forEach((f, i) => {
    if (f.format !== RESULT_FORMAT) {
      throw new KnightsTourError(`${nameOf(i)}: not a sweep result file`);
    }
    const dimensions = (g: SweepResultFile) => (isSweep3d(specOf(g).sizes) ? '3-D' : '2-D');
    if (dimensions(f) !== dimensions(first)) {
      throw new KnightsTourError(
        `mismatched sweeps: ${nameOf(0)} is a ${dimensions(first)} sweep (sizes ${first.sizes}) but ${nameOf(i)} is a ${dimensions(f)} sweep (sizes ${f.sizes}); 2-D and 3-D results never merge`,
      );
    }
    if (!sameSweep(f, first) || f.verify !== first.verify) {
      const what = (g: SweepResultFile) =>
        `${describeSpec(g)}${g.verify ? ', verified' : ', not verified'}`;
      throw new KnightsTourError(
        `mismatched sweeps: ${nameOf(0)} is ${what(first)} but ${nameOf(i)} is ${what(f)}`,
      );
    }
    const shard = shardOf(f);
    if (shard.count !== shardOf(first).count) {
      throw new KnightsTourError(
        `mismatched shards: ${nameOf(0)} is ${describeShard(first.shard)} but ${nameOf(i)} is ${describeShard(f.shard)}`,
      );
    }
    const twin = byShard.get(shard.index);
    if (twin !== undefined) {
      throw new KnightsTourError(
        `overlapping shards: ${nameOf(twin)} and ${nameOf(i)} both cover ${describeShard(f.shard)}`,
      );
    }
    byShard.set(shard.index, i);
  });
  const spec = specOf(first);
  const plan = planOf(spec);
  const owner = new Map<number, number>();
  const results: TaskResult[] = [];
  files.forEach((f, i) => {
    const mine = tasksOf(spec, f.shard);
    for (const r of f.results) {
      if (!mine.includes(r.id)) {
        throw new KnightsTourError(
          `${nameOf(i)}: task ${r.id} is not in ${describeShard(f.shard)} of this sweep`,
        );
      }
      const other = owner.get(r.id);
      if (other !== undefined) {
        throw new KnightsTourError(
          `overlapping results: ${nameOf(other)} and ${nameOf(i)} both contain task ${r.id}`,
        );
      }
      owner.set(r.id, i);
      results.push(r);
    }
  });
  results.sort((a, b) => a.id - b.id);
  const count = shardOf(first).count;
  const missing: Shard[] = [];
  for (let index = 1; index <= count; index++) {
    if (!byShard.has(index)) missing.push({ index, count });
  }
  const file: SweepResultFile = {
    format: RESULT_FORMAT,
    algorithm: first.algorithm,
    ...(first.seed === undefined ? {} : { seed: first.seed }),
    sizes: first.sizes,
    starts: first.starts,
    shard: null,
    verify: first.verify,
    tasksTotal: plan.taskCount,
    results,
  };
  return { summary: summarize(spec, results, plan.taskCount), file, missing };
}
