import { type Board, boardFields, boardName } from '@knights-tour/core';
import type { SweepTask } from '../plan/plan.js';
import { instanceFields } from './result-file.js';
import type { SolverSpec } from './spec.js';
import { reproduceCommand } from './spec.js';
import {
  type InstanceVerdict,
  noVerdicts,
  passes,
  roundMs,
  VERDICTS,
  type VerdictCounts,
} from './verdict.js';

/**
 * What a solver check found: one result per task of the plan (the sweep's tasks), and the one
 * fold of results into a summary with counts per board, in plan order whatever order and
 * shards they came from.
 */

/** Result of one task: counts, times and every instance that does not pass. */
export interface SolverTaskResult {
  readonly id: number;
  readonly board: Board;
  readonly from: number;
  readonly to: number;
  readonly instances: number;
  readonly verdicts: VerdictCounts;
  /** With a reference: instances whose walk (valid or stuck) is the rule's walk. */
  readonly agreeing?: number;
  /** The program's time over the task's instances, and its longest on one, in milliseconds. */
  readonly ms: number;
  readonly maxMs: number;
  /** Every instance that does not pass (see `passes`), in the order of the starts. */
  readonly failed: readonly InstanceVerdict[];
}

/** A task's result from its instances' verdicts (in start order). */
export function solverTaskResult(
  task: Pick<SweepTask, 'id' | 'from' | 'to'>,
  board: Board,
  verdicts: readonly InstanceVerdict[],
  reference: boolean,
): SolverTaskResult {
  const counts = noVerdicts();
  let agreeing = 0;
  let ms = 0;
  let maxMs = 0;
  for (const v of verdicts) {
    counts[v.verdict]++;
    if ((v.verdict === 'valid' || v.verdict === 'stuck') && v.departure === undefined) agreeing++;
    ms += v.ms;
    maxMs = Math.max(maxMs, v.ms);
  }
  return {
    id: task.id,
    board,
    from: task.from,
    to: task.to,
    instances: task.to - task.from,
    verdicts: counts,
    ...(reference ? { agreeing } : {}),
    ms: roundMs(ms),
    maxMs: roundMs(maxMs),
    failed: verdicts.filter((v) => !passes(v, reference)),
  };
}

/** Counts for one board. */
export interface SolverSizeCount {
  /** Core's `boardName`: `8x8`. */
  readonly size: string;
  readonly board: Board;
  readonly instances: number;
  readonly verdicts: VerdictCounts;
  readonly agreeing?: number;
  readonly ms: number;
  readonly maxMs: number;
}

/** The summary of a solver check (or of the shards merged so far). */
export interface SolverSummary {
  readonly command: string;
  readonly protocol: SolverSpec['protocol'];
  readonly reference?: string;
  readonly timeout: number;
  readonly starts: SolverSpec['starts'];
  readonly sizes: string;
  readonly instances: number;
  readonly verdicts: VerdictCounts;
  /** With a reference: instances whose walk is the rule's walk. */
  readonly agreeing?: number;
  /** Instances that pass: valid tours; with a reference, the rule's own walks (stuck where it is stuck). */
  readonly passed: number;
  /** Every instance that does not pass, in plan order. */
  readonly failed: readonly InstanceVerdict[];
  /** One entry per board with results, in plan order. */
  readonly perSize: readonly SolverSizeCount[];
  /** The program's time over all instances, and its longest on one, in milliseconds. */
  readonly ms: number;
  readonly maxMs: number;
  /** Tasks done of the plan (of this shard's plan when sharded). */
  readonly tasksDone: number;
  readonly tasksTotal: number;
  readonly complete: boolean;
}

/** Folds task results (in any order, from any shards) into one summary in plan order. */
export function summarizeSolver(
  spec: SolverSpec,
  results: readonly SolverTaskResult[],
  tasksTotal: number,
): SolverSummary {
  const sorted = [...results].sort((a, b) => a.id - b.id);
  const reference = spec.reference !== undefined;
  const perSize = new Map<string, SolverSizeCount>();
  const verdicts = noVerdicts();
  const failed: InstanceVerdict[] = [];
  let instances = 0;
  let agreeing = 0;
  let ms = 0;
  let maxMs = 0;
  for (const r of sorted) {
    const size = boardName(r.board);
    const row = perSize.get(size) ?? {
      size,
      board: r.board,
      instances: 0,
      verdicts: noVerdicts(),
      ...(reference ? { agreeing: 0 } : {}),
      ms: 0,
      maxMs: 0,
    };
    const rowVerdicts = { ...row.verdicts };
    for (const v of VERDICTS) {
      rowVerdicts[v] += r.verdicts[v];
      verdicts[v] += r.verdicts[v];
    }
    perSize.set(size, {
      ...row,
      instances: row.instances + r.instances,
      verdicts: rowVerdicts,
      ...(reference ? { agreeing: (row.agreeing ?? 0) + (r.agreeing ?? 0) } : {}),
      ms: roundMs(row.ms + r.ms),
      maxMs: Math.max(row.maxMs, r.maxMs),
    });
    instances += r.instances;
    agreeing += r.agreeing ?? 0;
    ms += r.ms;
    maxMs = Math.max(maxMs, r.maxMs);
    failed.push(...r.failed);
  }
  return {
    command: spec.command,
    protocol: spec.protocol,
    ...(reference ? { reference: spec.reference } : {}),
    timeout: spec.timeout,
    starts: spec.starts,
    sizes: spec.sizes,
    instances,
    verdicts,
    ...(reference ? { agreeing } : {}),
    passed: instances - failed.length,
    failed,
    perSize: [...perSize.values()],
    ms: roundMs(ms),
    maxMs,
    tasksDone: sorted.length,
    tasksTotal,
    complete: sorted.length === tasksTotal,
  };
}

/**
 * The kinds of failure a report groups instances by: each verdict that fails, and `departs`
 * for a walk that is not the reference's (valid, or stuck).
 */
export const FAILURE_CLASSES = [
  'invalid',
  'unreadable',
  'crashed',
  'timeout',
  'stuck',
  'departs',
] as const;
/** One of {@link FAILURE_CLASSES}: a failing verdict, or `departs` (a walk that is not the rule's). */
export type FailureClass = (typeof FAILURE_CLASSES)[number];

/** The class of a failed instance (see {@link FAILURE_CLASSES}). */
export function failureClass(verdict: InstanceVerdict): FailureClass {
  if (verdict.departure !== undefined) return 'departs';
  return verdict.verdict === 'valid' ? 'departs' : verdict.verdict;
}

/** `Invalid walks`, `Departures from aml`: a class as a report's heading names it. */
export function failureTitle(kind: FailureClass, reference?: string): string {
  switch (kind) {
    case 'invalid':
      return 'Invalid walks (a claim that is not so)';
    case 'unreadable':
      return 'Unreadable output';
    case 'crashed':
      return 'Crashes';
    case 'timeout':
      return 'Time-outs';
    case 'stuck':
      return 'Stuck walks';
    default:
      return `Departures from ${reference ?? 'the reference'}`;
  }
}

/** The failed instances by class, in the order of {@link FAILURE_CLASSES} and of the plan. */
export function failuresByClass(
  failed: readonly InstanceVerdict[],
): [FailureClass, InstanceVerdict[]][] {
  const groups = new Map<FailureClass, InstanceVerdict[]>();
  for (const v of failed) {
    const kind = failureClass(v);
    const group = groups.get(kind);
    if (group) group.push(v);
    else groups.set(kind, [v]);
  }
  return FAILURE_CLASSES.flatMap((k) => (groups.has(k) ? [[k, groups.get(k)!]] : []));
}

/**
 * A summary as JSON documents write it (SPEC §9: boards as `width` and `height`, squares as
 * `[x, y]`), every failed instance with the command line that reproduces it.
 */
export function solverSummaryFields(
  spec: SolverSpec,
  summary: SolverSummary,
): Record<string, unknown> {
  const { perSize, failed, ...totals } = summary;
  return {
    ...totals,
    perSize: perSize.map(({ board, size, ...row }) => ({ size, ...boardFields(board), ...row })),
    failed: failed.map((v) => ({
      ...boardFields(v.board),
      ...instanceFields(v),
      reproduce: reproduceCommand(spec, v),
    })),
  };
}
