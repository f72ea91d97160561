import {
  type Board,
  countStartSquares,
  createBoard,
  HEURISTICS,
  type HeuristicName,
  HeuristicRunner,
  inStartSet,
  isHeuristicName,
  isStartSetName,
  KnightsTourError,
  MAX_SIDE,
  type Square,
  START_SETS,
  type StartSetName,
} from '@knights-tour/core';

/**
 * Sweeps: many instances (board size × start square) of one heuristic. This module is the
 * pure part shared by the CLI and the Action: parsing, the deterministic plan of tasks,
 * shards, running a task, and summaries. Worker threads and files live in @knights-tour/sweep.
 */

/** A board size in a sweep. */
export interface BoardSize {
  readonly width: number;
  readonly height: number;
}

/** `8` for square boards, `8x10` otherwise. */
export function sizeLabel(size: BoardSize): string {
  return size.width === size.height ? String(size.width) : `${size.width}x${size.height}`;
}

/** Most boards one size list may name (`1-16384x1-16384` would be 2.7e8). */
export const MAX_SWEEP_BOARDS = 1_000_000;

const SIZE_ITEM = /^(\d+)(?:-(\d+))?(?:x(\d+)(?:-(\d+))?)?$/;

/**
 * Parses a size list: `5-80`, `5,7,9-12`, `8x10`, `5-8x5-8` (every width × height pair).
 * Sizes must be between 1 and `max`; duplicates are dropped, order is kept.
 */
export function parseSizes(text: string, max = MAX_SIDE): BoardSize[] {
  const out: BoardSize[] = [];
  const seen = new Set<string>();
  const items = String(text)
    .split(',')
    .map((s) => s.trim());
  if (items.length === 0 || items.some((s) => s === '')) {
    throw new KnightsTourError(`malformed sizes '${text}': expected e.g. 5-80 or 5,7,9-12 or 8x10`);
  }
  for (const item of items) {
    const m = SIZE_ITEM.exec(item);
    if (!m) {
      throw new KnightsTourError(`malformed sizes '${text}': '${item}' is not n, a-b or WxH`);
    }
    const range = (lo: string, hi: string | undefined): [number, number] => {
      const a = Number(lo);
      const b = hi === undefined ? a : Number(hi);
      if (a < 1 || b > max || a > b) {
        throw new KnightsTourError(
          `malformed sizes '${text}': '${item}' must be increasing sizes from 1 to ${max}`,
        );
      }
      return [a, b];
    };
    const [w0, w1] = range(m[1]!, m[2]);
    const [h0, h1] = m[3] === undefined ? [Number.NaN, Number.NaN] : range(m[3], m[4]);
    const boards = (w1 - w0 + 1) * (m[3] === undefined ? 1 : h1 - h0 + 1);
    if (out.length + boards > MAX_SWEEP_BOARDS) {
      throw new KnightsTourError(
        `sizes '${text}' name more than ${MAX_SWEEP_BOARDS.toLocaleString('en-US')} boards: split the sweep`,
      );
    }
    for (let w = w0; w <= w1; w++) {
      const heights = Number.isNaN(h0)
        ? [w]
        : Array.from({ length: h1 - h0 + 1 }, (_, i) => h0 + i);
      for (const h of heights) {
        const key = `${w}x${h}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push({ width: w, height: h });
        }
      }
    }
  }
  return out;
}

/** Shard `index` of `count` (1-based), written `i/k`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** Parses `i/k` with 1 ≤ i ≤ k. */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(String(text).trim());
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!m || count < 1 || index < 1 || index > count || count > 100_000) {
    throw new KnightsTourError(
      `malformed shard '${text}': expected i/k with 1 <= i <= k, e.g. 2/4`,
    );
  }
  return { index, count };
}

/** Validates a start-set name, with the list of valid names in the error. */
export function parseStartSet(text: string): StartSetName {
  if (!isStartSetName(text)) {
    throw new KnightsTourError(
      `unknown start set '${text}' (expected one of ${START_SETS.join(', ')})`,
    );
  }
  return text;
}

/** Validates a heuristic name for sweeps. */
export function parseHeuristic(text: string): HeuristicName {
  if (!isHeuristicName(text)) {
    throw new KnightsTourError(
      `unknown algorithm '${text}' (expected one of ${HEURISTICS.join(', ')})`,
    );
  }
  return text;
}

/** What a sweep runs: every start of `starts` on every board of `sizes`, with `algorithm`. */
export interface SweepSpec {
  readonly algorithm: HeuristicName;
  readonly sizes: readonly BoardSize[];
  readonly starts: StartSetName;
}

/**
 * A unit of work: starts `from..to-1` (in {@link startSquares} order) of one board.
 * Tasks are the grain of sharding, progress and resume; their ids are stable for a spec.
 */
export interface SweepTask {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  readonly from: number;
  readonly to: number;
  /** Estimated squares walked: starts × squares (one attempt each). */
  readonly cost: number;
}

/** About this many squares per task: a fraction of a second of work, fine-grained enough to balance. */
export const TASK_SQUARES = 1 << 23;

/** The deterministic list of tasks of a spec. */
export function planSweep(spec: SweepSpec): SweepTask[] {
  const tasks: SweepTask[] = [];
  for (const size of spec.sizes) {
    const board = createBoard(size.width, size.height);
    const count = countStartSquares(spec.starts, board); // no list: boards can be huge
    const squares = board.width * board.height;
    const per = Math.max(1, Math.floor(TASK_SQUARES / squares));
    for (let from = 0; from < count; from += per) {
      const to = Math.min(count, from + per);
      tasks.push({
        id: tasks.length,
        width: size.width,
        height: size.height,
        from,
        to,
        cost: (to - from) * squares,
      });
    }
  }
  return tasks;
}

/**
 * The tasks of one shard: tasks go, in plan order, to the shard with the least cost so far
 * (ties to the lowest index). Deterministic, cost-balanced, and the shards partition the plan.
 */
export function shardTasks(tasks: readonly SweepTask[], shard: Shard): SweepTask[] {
  const load = new Array<number>(shard.count).fill(0);
  const mine: SweepTask[] = [];
  for (const task of tasks) {
    let target = 0;
    for (let s = 1; s < shard.count; s++) if (load[s]! < load[target]!) target = s;
    load[target]! += task.cost;
    if (target === shard.index - 1) mine.push(task);
  }
  return mine;
}

/** An instance that did not produce a complete tour. */
export interface FailedInstance {
  readonly width: number;
  readonly height: number;
  readonly start: [number, number];
  /** Squares reached by the longest attempt. */
  readonly reached: number;
  readonly attempts: number;
  /** Set when the walk was complete but the verifier rejected it (a solver bug, never expected). */
  readonly problem?: string;
}

/** Result of one task: counts, failures and how many attempts the complete instances needed. */
export interface TaskResult {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  readonly from: number;
  readonly to: number;
  readonly instances: number;
  readonly failed: FailedInstance[];
  /** `attempts[a]` = complete instances that needed `a` attempts (index 0 unused). */
  readonly attempts: number[];
  /** Squares walked over all attempts. */
  readonly squares: number;
  /** Complete tours the verifier re-checked (0 unless verification was asked for). */
  readonly verified: number;
}

/**
 * Checks a complete walk given as linear square indices; returns a one-line problem or
 * undefined. The sweep takes it as a parameter so core stays independent of the verifier.
 */
export type WalkCheck = (board: Board, squares: Int32Array) => string | undefined;

/** Caches one runner per board size: consecutive tasks usually share a size. */
export class TaskRunner {
  private runner: HeuristicRunner | undefined;
  /** The start set of the current board as linear squares, listed once per board, not per task. */
  private starts: { set: StartSetName; squares: Int32Array } | undefined;

  private startsFor(set: StartSetName, board: Board): Int32Array {
    if (this.starts?.set !== set) {
      const list: number[] = [];
      for (let y = 0; y < board.height; y++) {
        for (let x = 0; x < board.width; x++)
          if (inStartSet(set, board, x, y)) list.push(y * board.width + x);
      }
      this.starts = { set, squares: Int32Array.from(list) };
    }
    return this.starts.squares;
  }

  private runnerFor(width: number, height: number): HeuristicRunner {
    const b = this.runner?.geometry.board;
    if (!this.runner || b?.width !== width || b.height !== height) {
      this.runner = undefined; // drop the old buffers before allocating new ones
      this.starts = undefined;
      this.runner = new HeuristicRunner(createBoard(width, height));
    }
    return this.runner;
  }

  /** Runs every instance of `task`. With `check`, each complete tour is verified; a rejected tour is a failure. */
  run(spec: SweepSpec, task: SweepTask, check?: WalkCheck): TaskResult {
    const runner = this.runnerFor(task.width, task.height);
    const board = runner.geometry.board;
    const starts = Array.from(
      this.startsFor(spec.starts, board).subarray(task.from, task.to),
      (s): Square => [s % board.width, Math.floor(s / board.width)],
    );
    const total = board.width * board.height;
    const failed: FailedInstance[] = [];
    const attempts: number[] = [0];
    let squares = 0;
    let verified = 0;
    const fail = ([x, y]: Square, reached: number, tries: number, problem?: string) =>
      failed.push({
        width: board.width,
        height: board.height,
        start: [x, y],
        reached,
        attempts: tries,
        ...(problem ? { problem } : {}),
      });
    if (!check) {
      // The fast path: all starts at once, several walks interleaved (no walk is copied out).
      const batch = runner.summarizeAll(spec.algorithm, starts);
      starts.forEach((start, i) => {
        squares += batch.walked[i]!;
        const tries = batch.attempts[i]!;
        if (batch.length[i] !== total) fail(start, batch.length[i]!, tries);
        else attempts[tries] = (attempts[tries] ?? 0) + 1;
      });
    }
    for (const [x, y] of check ? starts : []) {
      // Only a verified sweep pays for copying each walk out of the runner.
      const outcome = runner.run(spec.algorithm, x, y);
      squares += outcome.walked;
      if (!outcome.complete) {
        fail([x, y], outcome.length, outcome.attempts);
        continue;
      }
      verified++;
      const problem = check?.(board, outcome.squares);
      if (problem) {
        fail([x, y], total, outcome.attempts, `verifier rejected the complete walk: ${problem}`);
        continue;
      }
      attempts[outcome.attempts] = (attempts[outcome.attempts] ?? 0) + 1;
    }
    for (let a = 0; a < attempts.length; a++) attempts[a] ??= 0;
    return {
      id: task.id,
      width: task.width,
      height: task.height,
      from: task.from,
      to: task.to,
      instances: starts.length,
      failed,
      attempts,
      squares,
      verified,
    };
  }
}

/** Counts for one board size. */
export interface SizeCount {
  readonly size: string;
  readonly width: number;
  readonly height: number;
  readonly instances: number;
  readonly failures: number;
}

/** The summary of a sweep (or of the shards merged so far). */
export interface SweepSummary {
  readonly algorithm: HeuristicName;
  readonly starts: StartSetName;
  readonly sizes: string;
  readonly instances: number;
  readonly failures: number;
  readonly failed: FailedInstance[];
  readonly perSize: SizeCount[];
  /** Complete instances by attempts needed: `{"1": 31000, "2": 500, …}`. */
  readonly attempts: Record<string, number>;
  readonly verified: number;
  /** Tasks done of the plan (of this shard's plan when sharded). */
  readonly tasksDone: number;
  readonly tasksTotal: number;
  readonly complete: boolean;
}

/** Canonical text of a size list, e.g. `5-80` or `5,7,9-12`. */
export function formatSizes(sizes: readonly BoardSize[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < sizes.length) {
    const s = sizes[i]!;
    if (s.width !== s.height) {
      parts.push(sizeLabel(s));
      i++;
      continue;
    }
    let j = i;
    while (
      j + 1 < sizes.length &&
      sizes[j + 1]!.width === sizes[j + 1]!.height &&
      sizes[j + 1]!.width === sizes[j]!.width + 1
    ) {
      j++;
    }
    parts.push(j > i ? `${s.width}-${sizes[j]!.width}` : String(s.width));
    i = j + 1;
  }
  return parts.join(',');
}

/** Folds task results (in any order, from any shards) into one summary in plan order. */
export function summarize(
  spec: SweepSpec,
  results: readonly TaskResult[],
  tasksTotal: number,
): SweepSummary {
  const sorted = [...results].sort((a, b) => a.id - b.id);
  const perSize = new Map<string, SizeCount>();
  const attempts: Record<string, number> = {};
  const failed: FailedInstance[] = [];
  let instances = 0;
  let verified = 0;
  for (const r of sorted) {
    instances += r.instances;
    verified += r.verified;
    failed.push(...r.failed);
    const label = sizeLabel(r);
    const prev = perSize.get(label) ?? {
      size: label,
      width: r.width,
      height: r.height,
      instances: 0,
      failures: 0,
    };
    perSize.set(label, {
      ...prev,
      instances: prev.instances + r.instances,
      failures: prev.failures + r.failed.length,
    });
    r.attempts.forEach((count, a) => {
      if (a > 0 && count > 0) attempts[String(a)] = (attempts[String(a)] ?? 0) + count;
    });
  }
  return {
    algorithm: spec.algorithm,
    starts: spec.starts,
    sizes: formatSizes(spec.sizes),
    instances,
    failures: failed.length,
    failed,
    perSize: [...perSize.values()],
    attempts,
    verified,
    tasksDone: sorted.length,
    tasksTotal,
    complete: sorted.length === tasksTotal,
  };
}
