import {
  AUTO_METHODS,
  type AutoMethod,
  assertSeed,
  autoTour,
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
  MAX_SEED,
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

/**
 * What a sweep can run: one heuristic, or `auto`, core's `autoTour` (OctAML16, then a
 * construction, random Warnsdorff walks or exact search for the starts it fails).
 */
export type SweepAlgorithm = HeuristicName | 'auto';

/** Every {@link SweepAlgorithm}. */
export const SWEEP_ALGORITHMS: readonly SweepAlgorithm[] = [...HEURISTICS, 'auto'];

/** Validates an algorithm name for sweeps (a heuristic or `auto`). */
export function parseSweepAlgorithm(text: string): SweepAlgorithm {
  if (text === 'auto') return text;
  if (!isHeuristicName(text)) {
    throw new KnightsTourError(
      `unknown algorithm '${text}' (expected one of ${SWEEP_ALGORITHMS.join(', ')})`,
    );
  }
  return text;
}

/**
 * Reads a sweep's seed: a whole number, checked by core's seed rule (`assertSeed`: warnsdorff
 * only, 0..`MAX_SEED`). Every start of the sweep walks with that seed.
 */
export function parseSeed(text: string, algorithm: SweepAlgorithm): number {
  const t = String(text).trim();
  if (!/^\d+$/.test(t)) {
    throw new KnightsTourError(
      `malformed seed '${text}': expected a whole number from 0 to ${MAX_SEED}`,
    );
  }
  const seed = Number(t);
  assertSeed(algorithm, seed);
  return seed;
}

/** `auto`'s methods as a sweep counts them. */
export { AUTO_METHODS, type AutoMethod };

/**
 * What a sweep runs: every start of `starts` on every board of `sizes`, with `algorithm`
 * (and, for `warnsdorff` only, random tie-breaks from `seed`).
 */
export interface SweepSpec {
  readonly algorithm: SweepAlgorithm;
  readonly sizes: readonly BoardSize[];
  readonly starts: StartSetName;
  readonly seed?: number | undefined;
}

/** `warnsdorff (seed 7)`, `octaml16`: the algorithm of a spec as reports name it. */
export function algorithmLabel(spec: { algorithm: string; seed?: number | undefined }): string {
  return spec.seed === undefined ? spec.algorithm : `${spec.algorithm} (seed ${spec.seed})`;
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
  /** `auto` only: instances by the method that answered them (see core's AUTO_METHODS). */
  readonly methods?: Partial<Record<AutoMethod, number>>;
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
    const count = (tries: number) => {
      attempts[tries] = (attempts[tries] ?? 0) + 1;
    };
    const checked = (start: Square, squaresOfWalk: Int32Array, tries: number): boolean => {
      if (!check) return true;
      verified++;
      const problem = check(board, squaresOfWalk);
      if (problem) fail(start, total, tries, `verifier rejected the complete walk: ${problem}`);
      return !problem;
    };
    let methods: Partial<Record<AutoMethod, number>> | undefined;
    if (spec.seed !== undefined) {
      // Random tie-breaks: the JavaScript walker, one start at a time (the kernel is the
      // deterministic rule only).
      for (const start of starts) {
        const [x, y] = start;
        if (check) {
          const walk = runner.run('warnsdorff', x, y, spec.seed);
          squares += walk.walked;
          if (!walk.complete) fail(start, walk.length, walk.attempts);
          else if (checked(start, walk.squares, walk.attempts)) count(walk.attempts);
        } else {
          const walk = runner.summarize('warnsdorff', x, y, spec.seed);
          squares += walk.walked;
          if (!walk.complete) fail(start, walk.length, walk.attempts);
          else count(walk.attempts);
        }
      }
    } else {
      // All starts at once, several walks interleaved; with `check`, every complete walk is
      // handed over by the kernel (as square indices) and re-checked before it counts.
      const problems = new Map<number, string>();
      const batch = runner.summarizeAll(
        spec.algorithm === 'auto' ? 'octaml16' : spec.algorithm,
        starts,
        check
          ? (i, walk) => {
              verified++;
              const problem = check(board, walk);
              if (problem) problems.set(i, problem);
            }
          : undefined,
      );
      if (spec.algorithm === 'auto') methods = {};
      starts.forEach((start, i) => {
        squares += batch.walked[i]!;
        const tries = batch.attempts[i]!;
        const problem = problems.get(i);
        if (problem) {
          fail(start, total, tries, `verifier rejected the complete walk: ${problem}`);
          if (methods) methods.octaml16 = (methods.octaml16 ?? 0) + 1;
        } else if (batch.length[i] === total) {
          count(tries);
          if (methods) methods.octaml16 = (methods.octaml16 ?? 0) + 1;
        } else if (!methods) {
          fail(start, batch.length[i]!, tries);
        } else {
          // What OctAML16 left, `auto` answers: a construction, random walks or search.
          const [x, y] = start;
          const answer = autoTour(board, x, y, { runner });
          methods[answer.method] = (methods[answer.method] ?? 0) + 1;
          if (!answer.complete) fail(start, answer.squares.length, answer.attempts);
          else if (checked(start, answer.squares, answer.attempts)) count(answer.attempts);
        }
      });
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
      ...(methods ? { methods } : {}),
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
  readonly algorithm: SweepAlgorithm;
  /** The seed of a random Warnsdorff sweep. */
  readonly seed?: number;
  readonly starts: StartSetName;
  readonly sizes: string;
  readonly instances: number;
  readonly failures: number;
  readonly failed: FailedInstance[];
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
    ...(spec.seed === undefined ? {} : { seed: spec.seed }),
    starts: spec.starts,
    sizes: formatSizes(spec.sizes),
    instances,
    failures: failed.length,
    failed,
    perSize: [...perSize.values()],
    attempts,
    verified,
    ...(spec.algorithm === 'auto' ? { methods } : {}),
    tasksDone: sorted.length,
    tasksTotal,
    complete: sorted.length === tasksTotal,
  };
}
