import { type Board, cellCount, KnightsTourError } from '@knights-tour/core';
import { bisect } from './bisect.js';
import { walkRate } from './estimate.js';
import { type SweepSpec, specKey } from './spec.js';
import { countStarts } from './starts.js';

/**
 * The deterministic plan of a sweep (or of one shard of it), computed arithmetically: tasks
 * are produced one at a time, never held in a list, so planning 5-5000 (billions of tasks)
 * takes a few bytes per board and a fraction of a second.
 *
 * Each board's starts are cut into slices of about `TASK_SQUARES` (2^23) squares; task ids
 * number the slices board by board. A shard is a contiguous run of tasks that starts where
 * its share of the estimated work starts, so shards are balanced to within one task,
 * partition the plan, and none is empty while there are at least as many tasks as shards.
 * The plan depends on the boards and the start set only: the sweeps of several algorithms
 * over the same sizes and starts (a comparison) share their tasks and their shards.
 */

/** Shard `index` of `count` (1-based), written `i/k`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** Parses `i/k` with 1 ≤ i ≤ k ≤ 100,000. */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(String(text).trim());
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!m || count < 1 || index < 1 || index > count || count > 100_000) {
    throw new KnightsTourError(
      `malformed shard '${String(text).trim().slice(0, 20)}': expected i/k with 1 <= i <= k, e.g. 2/4`,
    );
  }
  return { index, count };
}

/** `shard 2/3` or `the whole plan`. */
export function describeShard(shard: Shard | null | undefined): string {
  return shard && shard.count > 1 ? `shard ${shard.index}/${shard.count}` : 'the whole plan';
}

/**
 * A unit of work: starts `from..to-1` of one board, in the order of core's `startSquares`.
 * Tasks are the grain of sharding, progress and resume; their ids are stable for a spec.
 */
export interface SweepTask {
  readonly id: number;
  readonly board: Board;
  readonly from: number;
  readonly to: number;
  /** Estimated squares walked: starts × squares (one attempt each). */
  readonly cost: number;
}

/** About this many squares per task: a fraction of a second of work, fine-grained enough to balance. */
export const TASK_SQUARES = 1 << 23;

/** The plan of a sweep: see the module comment. */
export interface SweepPlan {
  readonly spec: SweepSpec;
  /** The shard this plan is restricted to, or null for the whole plan. */
  readonly shard: Shard | null;
  /** Tasks of this plan (of the shard when sharded). */
  readonly taskCount: number;
  /** Instances (board × start) of this plan. */
  readonly instances: number;
  /** Estimated squares walked: instances × their board's squares (one attempt each). */
  readonly work: number;
  /** Estimated seconds of one worker (see `walkRate`). */
  readonly seconds: number;
  /** This plan's tasks in id order, produced lazily. */
  tasks(): Generator<SweepTask, void, undefined>;
  /** The task of the whole plan with this id (whatever the shard), or undefined. */
  task(id: number): SweepTask | undefined;
  /** The shard (1-based, of this plan's shard count) holding task `id`. */
  shardOf(id: number): number;
  /** Whether task `id` is in this plan (in its shard when sharded). */
  includes(id: number): boolean;
  /** The plan of one shard of the whole plan (the whole plan for `1/1` or null). */
  forShard(shard: Shard | null): SweepPlan;
}

/** Per-board facts of a plan, in typed arrays: a few bytes per board, nothing per task. */
interface Boards {
  readonly spec: SweepSpec;
  readonly count: number;
  readonly starts: Float64Array;
  readonly startsPerTask: Float64Array;
  /** Id of each board's first task; `taskFirst[count]` is the number of tasks. */
  readonly taskFirst: Float64Array;
  /** Work of the tasks before each board's first; `workFirst[count]` is the total. */
  readonly workFirst: Float64Array;
  /** Shard bounds computed so far, by shard count (every shard of a sharding shares them). */
  readonly bounds: Map<number, ShardBounds>;
}

function boardsOf(spec: SweepSpec): Boards {
  const count = spec.boards.length;
  const starts = new Float64Array(count);
  const startsPerTask = new Float64Array(count);
  const taskFirst = new Float64Array(count + 1);
  const workFirst = new Float64Array(count + 1);
  spec.boards.forEach((board, b) => {
    const squares = cellCount(board);
    starts[b] = countStarts(spec.starts, board);
    startsPerTask[b] = Math.max(1, Math.floor(TASK_SQUARES / squares));
    taskFirst[b + 1] = taskFirst[b]! + Math.ceil(starts[b]! / startsPerTask[b]!);
    workFirst[b + 1] = workFirst[b]! + starts[b]! * squares;
  });
  return { spec, count, starts, startsPerTask, taskFirst, workFirst, bounds: new Map() };
}

/** The board holding task `id` of the whole plan, or -1. */
function boardOfTask(boards: Boards, id: number): number {
  const { taskFirst, count } = boards;
  if (!Number.isSafeInteger(id) || id < 0 || id >= taskFirst[count]!) return -1;
  return bisect(0, count, (b) => taskFirst[b + 1]! > id);
}

/** Task ids `bounds[s]..bounds[s+1]-1` form shard `s + 1` of `bounds.length - 1`. */
type ShardBounds = Float64Array;

const wholeBounds = (boards: Boards): ShardBounds =>
  Float64Array.of(0, boards.taskFirst[boards.count]!);

/**
 * Where the `k` shards start. Shard `s` starts at the first task whose work before it
 * reaches `(s - 1) / k` of the total; then every shard gets at least one task while there are
 * tasks enough (a big task can span several shares of the work: the next shards then start
 * one task later, and the last ones end one task earlier each).
 */
function shardBounds(boards: Boards, k: number): ShardBounds {
  const { workFirst, taskFirst, count, startsPerTask, spec } = boards;
  const total = workFirst[count]!;
  const tasks = taskFirst[count]!;
  const workBefore = (id: number) => {
    const b = boardOfTask(boards, id);
    return workFirst[b]! + (id - taskFirst[b]!) * startsPerTask[b]! * cellCount(spec.boards[b]!);
  };
  const bounds = new Float64Array(k + 1);
  bounds[k] = tasks;
  let previous = 0;
  for (let s = 1; s < k; s++) {
    const first = bisect(0, tasks, (id) => Math.floor((workBefore(id) * k) / total) >= s);
    previous = Math.max(first, previous + 1);
    bounds[s] = previous;
  }
  for (let s = 1; s < k; s++) bounds[s] = Math.min(bounds[s]!, Math.max(0, tasks - (k - s)));
  return bounds;
}

class Plan implements SweepPlan {
  readonly taskCount: number;
  readonly instances: number;
  readonly work: number;
  readonly seconds: number;
  /** This plan's tasks: ids `lo..hi-1`. */
  private readonly lo: number;
  private readonly hi: number;

  constructor(
    private readonly boards: Boards,
    readonly shard: Shard | null,
    private readonly bounds: ShardBounds,
  ) {
    const s = (shard?.index ?? 1) - 1;
    this.lo = bounds[s]!;
    this.hi = bounds[s + 1]!;
    this.taskCount = this.hi - this.lo;
    let instances = 0;
    let work = 0;
    if (this.taskCount > 0) {
      for (let b = this.boardOf(this.lo); b <= this.boardOf(this.hi - 1); b++) {
        const [from, to] = this.slice(b);
        const per = boards.startsPerTask[b]!;
        const n = Math.min(boards.starts[b]!, to * per) - from * per;
        instances += n;
        work += n * cellCount(boards.spec.boards[b]!);
      }
    }
    this.instances = instances;
    this.work = work;
    this.seconds = work / walkRate(boards.spec.algorithm);
  }

  get spec(): SweepSpec {
    return this.boards.spec;
  }

  /** The board-local tasks `from..to-1` of board `b` that are in this plan. */
  private slice(b: number): [number, number] {
    const first = this.boards.taskFirst[b]!;
    const last = this.boards.taskFirst[b + 1]!;
    return [Math.max(first, this.lo) - first, Math.min(last, this.hi) - first];
  }

  /** Task `j` of board `b`. */
  private taskOf(b: number, j: number): SweepTask {
    const { spec, starts, startsPerTask, taskFirst } = this.boards;
    const board = spec.boards[b]!;
    const from = j * startsPerTask[b]!;
    const to = Math.min(starts[b]!, from + startsPerTask[b]!);
    return {
      id: taskFirst[b]! + j,
      board,
      from,
      to,
      cost: (to - from) * cellCount(board),
    };
  }

  *tasks(): Generator<SweepTask, void, undefined> {
    if (this.taskCount === 0) return;
    for (let b = this.boardOf(this.lo); b <= this.boardOf(this.hi - 1); b++) {
      const [from, to] = this.slice(b);
      for (let j = from; j < to; j++) yield this.taskOf(b, j);
    }
  }

  private boardOf(id: number): number {
    return boardOfTask(this.boards, id);
  }

  task(id: number): SweepTask | undefined {
    const b = this.boardOf(id);
    return b < 0 ? undefined : this.taskOf(b, id - this.boards.taskFirst[b]!);
  }

  shardOf(id: number): number {
    if (this.boardOf(id) < 0) throw new KnightsTourError(`task ${id} is not in the plan`);
    const shards = this.bounds.length - 1;
    return bisect(0, shards, (s) => this.bounds[s + 1]! > id) + 1;
  }

  includes(id: number): boolean {
    return Number.isSafeInteger(id) && id >= this.lo && id < this.hi;
  }

  forShard(shard: Shard | null): SweepPlan {
    return planOf(this.boards, shard);
  }
}

function planOf(boards: Boards, shard: Shard | null | undefined): SweepPlan {
  if (!shard || shard.count === 1) return new Plan(boards, null, wholeBounds(boards));
  let bounds = boards.bounds.get(shard.count);
  if (!bounds) {
    bounds = shardBounds(boards, shard.count);
    boards.bounds.set(shard.count, bounds);
  }
  return new Plan(boards, shard, bounds);
}

// Planning costs a pass over the boards: merging k shard files would plan k times.
let lastBoards: { key: string; boards: Boards } | undefined;

/** The deterministic plan of a spec: the whole plan, or one shard of it. */
export function planSweep(spec: SweepSpec, shard?: Shard | null): SweepPlan {
  const key = specKey(spec);
  if (lastBoards?.key !== key) lastBoards = { key, boards: boardsOf(spec) };
  return planOf(lastBoards.boards, shard);
}
