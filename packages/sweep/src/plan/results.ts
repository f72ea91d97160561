import {
  AUTO_METHODS,
  type AutoMethod,
  algorithmInfo,
  type Board,
  boardName,
  describeWalk,
  type Square,
  squareLabel,
} from '@knights-tour/core';
import type { SweepTask } from './plan.js';
import { algorithmLabel, type SweepSpec } from './spec.js';

/**
 * What a sweep found: one result per task, and the one fold of results into a summary (in
 * plan order, whatever order and shards they came from), with counts per board size. These
 * records hold a `Board`; result-fields.ts writes them as files and JSON output do.
 */

/** An instance that did not produce a complete tour. */
export interface FailedInstance {
  readonly board: Board;
  /** `[x, y]`, or `[x, y, z]` on a box. */
  readonly start: Square;
  /** Squares reached by the longest attempt. */
  readonly reached: number;
  readonly attempts: number;
  /** Set when the walk was complete but the verifier rejected it (a solver bug, never expected). */
  readonly problem?: string;
}

/** Result of one task: counts, failures and how many attempts the complete instances needed. */
export interface TaskResult {
  readonly id: number;
  readonly board: Board;
  readonly from: number;
  readonly to: number;
  readonly instances: number;
  /** In the order of the starts. */
  readonly failed: FailedInstance[];
  /** `attempts[a]` = complete instances that needed `a` attempts (index 0 unused). */
  readonly attempts: number[];
  /** Squares walked over all attempts. */
  readonly squares: number;
  /** Complete walks the verifier re-checked (0 unless verification was asked for). */
  readonly verified: number;
  /** `auto` only: instances by the method that answered them (see core's AUTO_METHODS). */
  readonly methods?: Partial<Record<AutoMethod, number>>;
}

/**
 * A task's result from its counts (`methods` only for `auto`), with the attempt counts no
 * instance needed filled with zeros.
 */
export function taskResult(
  task: Pick<SweepTask, 'id' | 'board' | 'from' | 'to'>,
  counts: Pick<TaskResult, 'failed' | 'attempts' | 'squares' | 'verified'> & {
    methods?: Partial<Record<AutoMethod, number>> | undefined;
  },
): TaskResult {
  const { failed, attempts, squares, verified, methods } = counts;
  for (let a = 0; a < attempts.length; a++) attempts[a] ??= 0;
  return {
    id: task.id,
    board: task.board,
    from: task.from,
    to: task.to,
    instances: task.to - task.from,
    failed,
    attempts,
    squares,
    verified,
    ...(methods ? { methods } : {}),
  };
}

/**
 * One failure as the one outcome sentence of core says it:
 * `aml: failed on 7x7 from (0,0): reached 33 of 49 squares after 1 attempt`.
 */
export function describeFailure(
  spec: { algorithm: string; seed?: number | undefined },
  f: FailedInstance,
): string {
  const algorithm = algorithmLabel(spec);
  if (f.problem) {
    return `${algorithm}: ${boardName(f.board)} from ${squareLabel(f.start)}: ${f.problem}`;
  }
  return describeWalk({
    algorithm,
    board: f.board,
    start: f.start,
    complete: false,
    attempts: f.attempts,
    reached: f.reached,
  });
}

/** Counts for one board size. */
export interface SizeCount {
  /** Core's `boardName`: `8x8`, `6x6x6`. */
  readonly size: string;
  readonly board: Board;
  readonly instances: number;
  readonly failures: number;
  /** Complete instances by attempts needed: `{"1": 310, "2": 5}`. */
  readonly attempts: Record<string, number>;
}

/** The summary of a sweep (or of the shards merged so far). */
export interface SweepSummary {
  readonly algorithm: SweepSpec['algorithm'];
  /** The seed of a seeded sweep. */
  readonly seed?: number;
  readonly starts: SweepSpec['starts'];
  readonly sizes: string;
  readonly instances: number;
  readonly failures: number;
  readonly failed: FailedInstance[];
  /** One entry per board with results, in plan order. */
  readonly perSize: SizeCount[];
  /** Complete instances by attempts needed: `{"1": 31000, "2": 500, …}`. */
  readonly attempts: Record<string, number>;
  readonly verified: number;
  /** `auto` only: instances by the method that answered them. */
  readonly methods?: Partial<Record<AutoMethod, number>>;
  /** Tasks done of the plan (of this shard's plan when sharded). */
  readonly tasksDone: number;
  readonly tasksTotal: number;
  readonly complete: boolean;
}

/** Adds `attempts[a]` (a ≥ 1) into `into` keyed by the count's text. */
function addAttempts(into: Record<string, number>, attempts: readonly number[]): void {
  attempts.forEach((n, a) => {
    if (a > 0 && n > 0) into[String(a)] = (into[String(a)] ?? 0) + n;
  });
}

/** Folds task results (in any order, from any shards) into one summary in plan order. */
export function summarize(
  spec: Pick<SweepSpec, 'algorithm' | 'seed' | 'starts' | 'sizes'>,
  results: readonly TaskResult[],
  tasksTotal: number,
): SweepSummary {
  const sorted = [...results].sort((a, b) => a.id - b.id);
  const perSize = new Map<string, SizeCount>();
  const attempts: Record<string, number> = {};
  const failed: FailedInstance[] = [];
  const methods: Partial<Record<AutoMethod, number>> = {};
  let instances = 0;
  let verified = 0;
  for (const r of sorted) {
    for (const m of AUTO_METHODS) {
      const n = r.methods?.[m];
      if (n) methods[m] = (methods[m] ?? 0) + n;
    }
    instances += r.instances;
    verified += r.verified;
    failed.push(...r.failed);
    const size = boardName(r.board);
    let row = perSize.get(size);
    if (!row) {
      row = {
        size,
        board: r.board,
        instances: 0,
        failures: 0,
        attempts: {},
      };
      perSize.set(size, row);
    }
    perSize.set(size, {
      ...row,
      instances: row.instances + r.instances,
      failures: row.failures + r.failed.length,
    });
    addAttempts(row.attempts, r.attempts);
    addAttempts(attempts, r.attempts);
  }
  return {
    algorithm: spec.algorithm,
    ...(spec.seed === undefined ? {} : { seed: spec.seed }),
    starts: spec.starts,
    sizes: spec.sizes,
    instances,
    failures: failed.length,
    failed,
    perSize: [...perSize.values()],
    attempts,
    verified,
    ...(algorithmInfo(spec.algorithm).kind === 'auto' ? { methods } : {}),
    tasksDone: sorted.length,
    tasksTotal,
    complete: sorted.length === tasksTotal,
  };
}
