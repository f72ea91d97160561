import {
  AUTO_METHODS,
  type AutoMethod,
  autoTour,
  type Board,
  cellAt,
  checkSeed,
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
  startSquares,
} from '@knights-tour/core';
import { HEURISTICS_3D } from '@knights-tour/core/internal';

const HEURISTICS_2D = HEURISTICS.filter((h) => !(HEURISTICS_3D as readonly string[]).includes(h));

// Transitional names for the 3-D branch while this module moves to core's one board type.
type Board3d = Board;
type Cell = readonly [number, number, number];
const createBoard3d = createBoard;
type Heuristic3dName = (typeof HEURISTICS_3D)[number];
const isHeuristic3dName = (name: string): name is Heuristic3dName =>
  (HEURISTICS_3D as readonly string[]).includes(name);
const START_SETS_3D = ['all', 'fundamental', 'corner'] as const;
type StartSet3dName = (typeof START_SETS_3D)[number];
const isStartSet3dName = (name: string): name is StartSet3dName =>
  (START_SETS_3D as readonly string[]).includes(name);
const startCells3d = (set: StartSet3dName, board: Board3d) =>
  startSquares(set, board) as unknown as [number, number, number][];
const Runner3d = HeuristicRunner;
type Runner3d = HeuristicRunner;

/**
 * Sweeps: many instances (board size × start square) of one heuristic. This module is the
 * pure part shared by the CLI and the Action: parsing, the deterministic plan of tasks,
 * shards, running a task, and summaries. Worker threads and files live in @knights-tour/sweep.
 */

/**
 * A board size in a sweep: `width × height`, or with `depth` a `width × height × depth` box
 * (docs/three-d.md). A sweep is all 2-D or all 3-D.
 */
export interface BoardSize {
  readonly width: number;
  readonly height: number;
  readonly depth?: number | undefined;
}

/** `8` for square boards, `8x10` otherwise, `6x6x6` for every 3-D board. */
export function sizeLabel(size: BoardSize): string {
  if (size.depth !== undefined) return `${size.width}x${size.height}x${size.depth}`;
  return size.width === size.height ? String(size.width) : `${size.width}x${size.height}`;
}

/** Squares of a board, cells of a box: the unit of a sweep's work. */
export function boardCells(size: BoardSize): number {
  return size.width * size.height * (size.depth ?? 1);
}

/** `(3,4)` or `(3,4,0)`: a start as reports write it. */
export function startLabel(start: readonly number[]): string {
  return `(${start.join(',')})`;
}

/** `7x7`, `6x6x6`: a board as failure reports name it (always with every side). */
export function boardLabel(size: BoardSize): string {
  return size.depth !== undefined ? sizeLabel(size) : `${size.width}x${size.height}`;
}

/** Most boards one size list may name (`1-16384x1-16384` would be 2.7e8). */
export const MAX_SWEEP_BOARDS = 1_000_000;

const SIZE_ITEM = /^(\d+)(?:-(\d+))?(?:[xX×](\d+)(?:-(\d+))?(?:[xX×](\d+)(?:-(\d+))?)?)?$/;

/**
 * Parses a size list: `5-80`, `5,7,9-12`, `8x10`, `5-8x5-8` (every width × height pair), or
 * 3-D boxes `6x6x6`, `3-12x3-12x3-12` (every width × height × depth, depth fastest). Sides
 * must be between 1 and `max`; duplicates are dropped, order is kept. A list is all 2-D or
 * all 3-D: mixing them is an error.
 */
export function parseSizes(text: string, max = MAX_SIDE): BoardSize[] {
  const out: BoardSize[] = [];
  const seen = new Set<string>();
  let firstItem: { item: string; is3d: boolean } | undefined;
  const items = String(text)
    .split(',')
    .map((s) => s.trim());
  if (items.length === 0 || items.some((s) => s === '')) {
    throw new KnightsTourError(`malformed sizes '${text}': expected e.g. 5-80 or 5,7,9-12 or 8x10`);
  }
  for (const item of items) {
    const m = SIZE_ITEM.exec(item);
    if (!m) {
      throw new KnightsTourError(
        `malformed sizes '${text}': '${item}' is not n, a-b, WxH or WxHxD`,
      );
    }
    const is3d = m[5] !== undefined;
    firstItem ??= { item, is3d };
    if (firstItem.is3d !== is3d) {
      const [a, b] = is3d ? [item, firstItem.item] : [firstItem.item, item];
      throw new KnightsTourError(
        `malformed sizes '${text}': '${a}' is 3-D but '${b}' is 2-D; a sweep is either all 2-D or all 3-D (WxHxD)`,
      );
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
    const [d0, d1] = m[5] === undefined ? [0, 0] : range(m[5], m[6]);
    const boards =
      (w1 - w0 + 1) * (m[3] === undefined ? 1 : h1 - h0 + 1) * (is3d ? d1 - d0 + 1 : 1);
    if (out.length + boards > MAX_SWEEP_BOARDS) {
      throw new KnightsTourError(
        `sizes '${text}' name more than ${MAX_SWEEP_BOARDS.toLocaleString('en-US')} boards: split the sweep`,
      );
    }
    if (is3d) {
      for (let w = w0; w <= w1; w++) {
        for (let h = h0; h <= h1; h++) {
          for (let d = d0; d <= d1; d++) {
            const key = `${w}x${h}x${d}`;
            if (!seen.has(key)) {
              seen.add(key);
              out.push({ width: w, height: h, depth: d });
            }
          }
        }
      }
      continue;
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

/**
 * The name of `names` closest to a mistyped `word` (edit distance, transpositions counting
 * once), or undefined when none is close: at most a third of the word's letters differ.
 */
export function closestName(word: string, names: readonly string[]): string | undefined {
  const a = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(a.length / 3)) + 1;
  for (const name of names) {
    const b = name.toLowerCase();
    // Optimal string alignment distance, rows of the dynamic programme kept two back.
    let prev2: number[] = [];
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const row = [i];
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          d = Math.min(d, prev2[j - 2]! + 1);
        }
        row.push(d);
      }
      prev2 = prev;
      prev = row;
    }
    const distance = prev[b.length]!;
    // A name that shares no letter with the word ('2' → '0') is no suggestion.
    if (distance < bestDistance && distance < Math.max(a.length, b.length)) {
      bestDistance = distance;
      best = name;
    }
  }
  return best;
}

/** `: did you mean solve?` for a close name, else nothing: appended to an error message. */
export function didYouMean(word: string, names: readonly string[], prefix = ''): string {
  const name = closestName(word, names);
  return name === undefined ? '' : `: did you mean ${prefix}${name}?`;
}

/** A start set of a sweep: core's 2-D sets (`START_SETS`) or its 3-D ones (`START_SETS_3D`). */
export type SweepStartSet = StartSetName;

/** Every start-set name a sweep knows, 2-D first (`all` and `corner` serve both). */
export const SWEEP_START_SETS: readonly SweepStartSet[] = [
  ...START_SETS,
  ...START_SETS_3D.filter((name) => !isStartSetName(name)),
];

/** True when `name` is a start set of 2-D or 3-D sweeps (exact spelling). */
export function isSweepStartSet(name: string): name is SweepStartSet {
  return isStartSetName(name) || isStartSet3dName(name);
}

/**
 * Validates a start-set name (any case, as the CLI reads names), with the valid names in the
 * error. Whether it fits the sizes (2-D or 3-D) is {@link checkSweepSpec}'s concern.
 */
export function parseStartSet(text: string): SweepStartSet {
  const name = String(text).trim().toLowerCase();
  if (!isSweepStartSet(name)) {
    throw new KnightsTourError(
      `unknown start set '${text}'${didYouMean(name, SWEEP_START_SETS)} (expected one of ${START_SETS.join(', ')}; on 3-D boards ${START_SETS_3D.join(', ')})`,
    );
  }
  return name;
}

/** Validates a 2-D heuristic name for sweeps (any case, as the CLI reads names). */
export function parseHeuristic(text: string): HeuristicName {
  const name = parseSweepAlgorithm(text);
  if (!isHeuristicName(name)) {
    throw new KnightsTourError(
      `'${name}' is not a 2-D heuristic (expected one of ${HEURISTICS_2D.join(', ')})`,
    );
  }
  return name;
}

/**
 * Whether an algorithm may need more than one attempt per instance: only OctAML16 (and `auto`,
 * which starts with it) and its 3-D version retry with other variants (SPEC, docs/three-d.md);
 * the others walk once.
 */
export function retriesOnFailure(algorithm: SweepAlgorithm): boolean {
  return algorithm === 'octaml16' || algorithm === 'auto' || algorithm === 'octaml16-3d';
}

/**
 * What a sweep can run: one heuristic, or `auto`, core's `autoTour` (OctAML16, then a
 * construction, random Warnsdorff walks or exact search for the starts it fails); on 3-D
 * boards one of core's 3-D heuristics (`HEURISTICS_3D`).
 */
export type SweepAlgorithm = HeuristicName | 'auto';

/** Every {@link SweepAlgorithm}: the 2-D ones, then the 3-D ones. */
export const SWEEP_ALGORITHMS: readonly SweepAlgorithm[] = [
  ...HEURISTICS_2D,
  'auto',
  ...HEURISTICS_3D,
];

/** The algorithms of 3-D sweeps, the default first: `octaml16-3d, octaml3d, warnsdorff3d`. */
const ALGORITHMS_3D: readonly Heuristic3dName[] = [...HEURISTICS_3D].reverse();
/** The algorithms of 2-D sweeps, the default first. */
const ALGORITHMS_2D: readonly SweepAlgorithm[] = [...[...HEURISTICS_2D].reverse(), 'auto'];

/** `a, b or c`. */
const orList = (names: readonly string[]) =>
  `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

/** Validates an algorithm name for sweeps: a 2-D heuristic, `auto`, or a 3-D heuristic. */
export function parseSweepAlgorithm(text: string): SweepAlgorithm {
  // Any case, as the CLI reads names.
  const name = String(text).trim().toLowerCase();
  if (name === 'auto' || isHeuristic3dName(name)) return name;
  if (!isHeuristicName(name)) {
    throw new KnightsTourError(
      `unknown algorithm '${text}'${didYouMean(name, SWEEP_ALGORITHMS)} (expected one of ${[...HEURISTICS_2D, 'auto'].join(', ')}; on 3-D boards ${ALGORITHMS_3D.join(', ')})`,
    );
  }
  return name;
}

/** True when a size list is of 3-D boards (parseSizes never mixes them). */
export function isSweep3d(sizes: readonly BoardSize[]): boolean {
  return sizes[0]?.depth !== undefined;
}

/** The algorithm a sweep runs when none is named: `octaml16`, or `octaml16-3d` on 3-D sizes. */
export function defaultAlgorithm(sizes: readonly BoardSize[]): SweepAlgorithm {
  return isSweep3d(sizes) ? 'octaml16-3d' : 'octaml16';
}

/**
 * Checks that a spec's algorithm, start set and seed fit its sizes, 2-D or 3-D (one rule for
 * the CLI, the Action, result files and the plan), with one line naming what fits.
 */
export function checkSweepSpec(spec: SweepSpec): void {
  const is3d = isSweep3d(spec.sizes);
  if (spec.sizes.some((size) => (size.depth !== undefined) !== is3d)) {
    throw new KnightsTourError('a sweep is either all 2-D or all 3-D: its sizes mix them');
  }
  const algorithm3d = isHeuristic3dName(spec.algorithm);
  if (is3d && !algorithm3d) {
    throw new KnightsTourError(
      `${spec.algorithm} runs on 2-D boards; for 3-D boards use ${orList(ALGORITHMS_3D)}`,
    );
  }
  if (!is3d && algorithm3d) {
    throw new KnightsTourError(
      `${spec.algorithm} runs on 3-D boards; for 2-D boards use ${orList(ALGORITHMS_2D)}`,
    );
  }
  if (is3d && spec.seed !== undefined) {
    throw new KnightsTourError(
      'a seed breaks the ties of 2-D warnsdorff only; 3-D sweeps take no seed',
    );
  }
  if (is3d && !isStartSet3dName(spec.starts)) {
    throw new KnightsTourError(
      `start set '${spec.starts}' is for 2-D boards; on 3-D boards use ${orList(START_SETS_3D)}`,
    );
  }
  if (!is3d && !isStartSetName(spec.starts)) {
    throw new KnightsTourError(
      `start set '${spec.starts}' is for 3-D boards; on 2-D boards use ${orList(START_SETS)}`,
    );
  }
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
  checkSeed(algorithm, seed);
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
  readonly starts: SweepStartSet;
  readonly seed?: number | undefined;
}

/** `warnsdorff (seed 7)`, `octaml16`: the algorithm of a spec as reports name it. */
export function algorithmLabel(spec: { algorithm: string; seed?: number | undefined }): string {
  return spec.seed === undefined ? spec.algorithm : `${spec.algorithm} (seed ${spec.seed})`;
}

/**
 * A unit of work: starts `from..to-1` (in the order of `startSquares` of `@knights-tour/core`: row by row) of one board.
 * Tasks are the grain of sharding, progress and resume; their ids are stable for a spec.
 */
export interface SweepTask {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  /** The depth of a 3-D board (absent on 2-D boards). */
  readonly depth?: number;
  readonly from: number;
  readonly to: number;
  /** Estimated squares (cells in 3-D) walked: starts × squares (one attempt each). */
  readonly cost: number;
}

/** About this many squares per task: a fraction of a second of work, fine-grained enough to balance. */
export const TASK_SQUARES = 1 << 23;

/**
 * Starts of a named set on a `width × height` board, counted row by row (each row's starts
 * are one run of squares) instead of square by square: planning 5-5000 must not visit 4e10 squares.
 * With `depth`, of a 3-D box: `all` and `corner` counted, `fundamental` listed (core's
 * `startCells3d`; boxes are small: at most `MAX_CELLS_3D` cells).
 */
export function startCount(
  set: SweepStartSet,
  width: number,
  height: number,
  depth?: number,
): number {
  if (depth !== undefined) return startCount3d(set, createBoard3d(width, height, depth));
  if (!isStartSetName(set)) {
    throw new KnightsTourError(`start set '${set}' is for 3-D boards`);
  }
  const odd = (width * height) % 2 === 1;
  // Starts in row y among x = a..b: on an odd board only white squares ((x + y) even) qualify.
  const run = (y: number, a: number, b: number) => {
    if (b < a) return 0;
    if (!odd) return b - a + 1;
    const first = (a + y) % 2 === 0 ? a : a + 1;
    return first > b ? 0 : Math.floor((b - first) / 2) + 1;
  };
  const half = Math.floor(width / 2);
  let count = 0;
  switch (set) {
    case 'all':
      return odd ? (width * height + 1) / 2 : width * height;
    case 'corner':
      return 1;
    case 'octant':
      for (let y = 0; 2 * y <= height - 1; y++) {
        const Y = Math.abs(2 * y - (height - 1));
        // Rectangles: the top-left quarter; squares: octant 1 (|X| >= |Y| left of the centre).
        const last =
          width !== height ? Math.floor((width - 1) / 2) : Math.floor((width - 1 - Y) / 2);
        count += run(y, 0, last);
      }
      return count;
    case 'paper-octant1':
      for (let y = 0; y <= half && y < height; y++) count += run(y, 0, Math.min(half - 1, y));
      return count;
    case 'paper-quadrant2':
      for (let y = 0; y < half && y < height; y++) count += run(y, half + 1, width - 1);
      return count;
    case 'fundamental':
      return countStartSquares(set, createBoard(width, height));
  }
}

function startCount3d(set: SweepStartSet, board: Board3d): number {
  if (!isStartSet3dName(set)) throw new KnightsTourError(`start set '${set}' is for 2-D boards`);
  const cells = boardCells(board);
  switch (set) {
    case 'all':
      return cells % 2 === 0 ? cells : (cells + 1) / 2;
    case 'corner':
      return 1;
    case 'fundamental':
      return startCells3d(set, board).length;
  }
}

/**
 * The deterministic plan of a sweep (or of one shard of it), computed arithmetically: tasks
 * are produced one at a time by {@link SweepPlan.tasks}, never held in a list, so planning
 * 5-5000 (billions of tasks) takes a few bytes per board and a fraction of a second.
 *
 * Each board's starts are cut into slices of about {@link TASK_SQUARES} squares; task ids
 * number the slices board by board. A shard is a contiguous run of tasks that starts where
 * its share of the estimated cost starts, so shards are cost-balanced to within one task,
 * partition the plan, and none is empty while there are at least as many tasks as shards.
 */
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
  /** This plan's tasks in id order, produced lazily. */
  tasks(): Generator<SweepTask, void, undefined>;
  /** The task of the whole plan with this id (whatever the shard), or undefined. */
  task(id: number): SweepTask | undefined;
  /** The shard (1-based, of this plan's shard count) holding task `id`. */
  shardOf(id: number): number;
  /** Whether task `id` is in this plan (in its shard when sharded). */
  includes(id: number): boolean;
  /** The plan of one shard of the whole plan. */
  forShard(shard: Shard): SweepPlan;
}

/** Per-board facts of a plan, in typed arrays: a few bytes per board, nothing per task. */
interface Boards {
  readonly spec: SweepSpec;
  readonly count: number;
  readonly starts: Float64Array;
  /** Starts per task on each board. */
  readonly per: Float64Array;
  /** Id of each board's first task; `taskFirst[count]` is the number of tasks. */
  readonly taskFirst: Float64Array;
  /** Cost of the tasks before each board's first; `costFirst[count]` is the total. */
  readonly costFirst: Float64Array;
}

function boardsOf(spec: SweepSpec): Boards {
  checkSweepSpec(spec);
  const count = spec.sizes.length;
  const starts = new Float64Array(count);
  const per = new Float64Array(count);
  const taskFirst = new Float64Array(count + 1);
  const costFirst = new Float64Array(count + 1);
  spec.sizes.forEach((size, b) => {
    // Validates the size (3-D: sides and core's cell limit).
    if (size.depth === undefined) createBoard(size.width, size.height);
    else createBoard3d(size.width, size.height, size.depth);
    const squares = boardCells(size);
    starts[b] = startCount(spec.starts, size.width, size.height, size.depth);
    per[b] = Math.max(1, Math.floor(TASK_SQUARES / squares));
    taskFirst[b + 1] = taskFirst[b]! + Math.ceil(starts[b]! / per[b]!);
    costFirst[b + 1] = costFirst[b]! + starts[b]! * squares;
  });
  return { spec, count, starts, per, taskFirst, costFirst };
}

/** Task ids `bounds[s]..bounds[s+1]-1` form shard `s + 1` of `bounds.length - 1`. */
type Bounds = Float64Array;

class Plan implements SweepPlan {
  readonly taskCount: number;
  readonly instances: number;
  readonly work: number;
  /** This plan's tasks: ids `lo..hi-1`. */
  private readonly lo: number;
  private readonly hi: number;

  constructor(
    private readonly boards: Boards,
    readonly shard: Shard | null,
    private readonly bounds: Bounds,
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
        const size = boards.spec.sizes[b]!;
        const n = Math.min(boards.starts[b]!, to * boards.per[b]!) - from * boards.per[b]!;
        instances += n;
        work += n * boardCells(size);
      }
    }
    this.instances = instances;
    this.work = work;
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

  private make(b: number, j: number): SweepTask {
    const { spec, starts, per, taskFirst } = this.boards;
    const size = spec.sizes[b]!;
    const from = j * per[b]!;
    const to = Math.min(starts[b]!, from + per[b]!);
    return {
      id: taskFirst[b]! + j,
      width: size.width,
      height: size.height,
      ...(size.depth === undefined ? {} : { depth: size.depth }),
      from,
      to,
      cost: (to - from) * boardCells(size),
    };
  }

  *tasks(): Generator<SweepTask, void, undefined> {
    if (this.taskCount === 0) return;
    for (let b = this.boardOf(this.lo); b <= this.boardOf(this.hi - 1); b++) {
      const [from, to] = this.slice(b);
      for (let j = from; j < to; j++) yield this.make(b, j);
    }
  }

  /** Board of task `id` of the whole plan, or -1. */
  private boardOf(id: number): number {
    return boardOfTask(this.boards, id);
  }

  task(id: number): SweepTask | undefined {
    const b = this.boardOf(id);
    return b < 0 ? undefined : this.make(b, id - this.boards.taskFirst[b]!);
  }

  shardOf(id: number): number {
    if (this.boardOf(id) < 0) throw new KnightsTourError(`task ${id} is not in the plan`);
    let lo = 0;
    let hi = this.bounds.length - 2;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.bounds[mid]! <= id) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  includes(id: number): boolean {
    return Number.isSafeInteger(id) && id >= this.lo && id < this.hi;
  }

  forShard(shard: Shard): SweepPlan {
    if (shard.count === 1) return new Plan(this.boards, null, wholeBounds(this.boards));
    return new Plan(this.boards, shard, shardBounds(this.boards, shard.count));
  }
}

function boardOfTask(boards: Boards, id: number): number {
  const { taskFirst, count } = boards;
  if (!Number.isSafeInteger(id) || id < 0 || id >= taskFirst[count]!) return -1;
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (taskFirst[mid]! <= id) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const wholeBounds = (boards: Boards): Bounds => Float64Array.of(0, boards.taskFirst[boards.count]!);

/**
 * Where the `k` shards start. Shard `s` starts at the first task whose cost before it
 * reaches `(s - 1) / k` of the total; then every shard gets at least one task while there are
 * tasks enough (a big task can span several shares of the cost: the next shards then start
 * one task later, and the last ones end one task earlier each).
 */
function shardBounds(boards: Boards, k: number): Bounds {
  const { costFirst, taskFirst, count, per, spec } = boards;
  const total = costFirst[count]!;
  const tasks = taskFirst[count]!;
  const costBefore = (id: number) => {
    const b = boardOfTask(boards, id);
    const size = spec.sizes[b]!;
    return costFirst[b]! + (id - taskFirst[b]!) * per[b]! * boardCells(size);
  };
  /** First task id whose share of the cost before it is at least s / k. */
  const first = (s: number) => {
    let lo = 0;
    let hi = tasks;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (Math.floor((costBefore(mid) * k) / total) < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const bounds = new Float64Array(k + 1);
  bounds[k] = tasks;
  let floor = 0;
  for (let s = 1; s < k; s++) {
    floor = Math.max(first(s), floor + 1);
    bounds[s] = floor;
  }
  for (let s = 1; s < k; s++) bounds[s] = Math.min(bounds[s]!, Math.max(0, tasks - (k - s)));
  return bounds;
}

/** The deterministic plan of a spec: the whole plan, or one shard of it. */
export function planSweep(spec: SweepSpec, shard?: Shard | null): SweepPlan {
  const boards = boardsOf(spec);
  return shard && shard.count > 1
    ? new Plan(boards, shard, shardBounds(boards, shard.count))
    : new Plan(boards, null, wholeBounds(boards));
}

/**
 * Squares one sweep worker walks per second, measured: the interleaved kernel runs OctAML16
 * at 115 M squares/s on one core (docs/performance.md); rounded down for estimates.
 */
export const SQUARES_PER_SECOND = 100e6;

/**
 * Cells one worker walks per second on 3-D boxes, measured: `sweep --sizes 3-8x3-8x3-8`
 * walks 7.6e6 cells in about 2 s on 2 workers (the 3-D engine is a plain JavaScript loop
 * over 24 moves, not the 2-D kernel); rounded down for estimates.
 */
export const CELLS_PER_SECOND_3D = 2e6;

/** The estimate's speed for a size list: {@link SQUARES_PER_SECOND}, or {@link CELLS_PER_SECOND_3D} on 3-D sizes. */
export function sweepRate(sizes: readonly BoardSize[]): number {
  return isSweep3d(sizes) ? CELLS_PER_SECOND_3D : SQUARES_PER_SECOND;
}

/**
 * Estimated work above which a sweep runs only when accepted: 10^12 squares, about 3 hours of
 * one worker (on 3-D sizes the same time: 10^12 × CELLS_PER_SECOND_3D / SQUARES_PER_SECOND cells).
 */
export const LONG_RUN_SQUARES = 1e12;

/** A sweep's estimated work: squares, and seconds at {@link SQUARES_PER_SECOND} per worker. */
export interface WorkEstimate {
  readonly squares: number;
  readonly seconds: number;
}

/** Estimates the time of `squares` of work on `workers` workers (at `rate` squares/s each). */
export function estimateWork(
  squares: number,
  workers: number,
  rate = SQUARES_PER_SECOND,
): WorkEstimate {
  return { squares, seconds: squares / (rate * Math.max(1, workers)) };
}

/** `3.2 hours`, `2.1e2 years`: the scale of an estimate that may be huge (formatDuration of the progress bar counts hours at most). */
function roughDuration(seconds: number): string {
  const units: [string, number][] = [
    ['years', 365.25 * 86400],
    ['days', 86400],
    ['hours', 3600],
    ['minutes', 60],
  ];
  for (const [unit, size] of units) {
    if (seconds >= size) {
      const v = seconds / size;
      return `${v >= 100 ? v.toExponential(1).replace('e+', 'e') : v.toFixed(1)} ${unit}`;
    }
  }
  return `${Math.ceil(seconds)} seconds`;
}

/** Options of {@link checkWorkLimit}. */
export interface WorkLimitOptions {
  /** Workers the estimate assumes. */
  readonly workers: number;
  /** The user accepted a long run. */
  readonly accept?: boolean | undefined;
  /** How to proceed, for the message (default: the CLI's `--shard`, smaller range or `--yes`). */
  readonly proceed?: string | undefined;
  /** What is estimated, for the message (default `this sweep`). */
  readonly what?: string | undefined;
  /** Squares per second and worker (default {@link SQUARES_PER_SECOND}; {@link sweepRate} gives a sweep's). */
  readonly rate?: number | undefined;
}

/**
 * Refuses work beyond {@link LONG_RUN_SQUARES} unless accepted, before any of it starts,
 * with one line giving the estimate and how to proceed.
 */
export function checkWorkLimit(squares: number, options: WorkLimitOptions): void {
  const rate = options.rate ?? SQUARES_PER_SECOND;
  // The limit is a time: the same hours of work whatever the speed of the engine.
  const limit = (LONG_RUN_SQUARES * rate) / SQUARES_PER_SECOND;
  if (options.accept || squares <= limit) return;
  const { seconds } = estimateWork(squares, options.workers, rate);
  const unit = rate === SQUARES_PER_SECOND ? 'squares' : 'cells';
  const workers = `${options.workers} worker${options.workers === 1 ? '' : 's'}`;
  const proceed =
    options.proceed ??
    'split it with --shard i/k, choose a smaller range of sizes or starts, or pass --yes to run it anyway';
  throw new KnightsTourError(
    `${options.what ?? 'this sweep'} would walk about ${squares.toExponential(2)} ${unit}, about ${roughDuration(seconds)} on ${workers} at ${rate / 1e6} M ${unit}/s each (the limit without confirmation is ${limit.toExponential(0)} ${unit}): ${proceed}`,
  );
}

/** An instance that did not produce a complete tour. */
export interface FailedInstance {
  readonly width: number;
  readonly height: number;
  /** The depth of a 3-D board (absent on 2-D boards). */
  readonly depth?: number;
  /** `[x, y]`, or `[x, y, z]` on a 3-D board. */
  readonly start: [number, number] | [number, number, number];
  /** Squares (cells in 3-D) reached by the longest attempt. */
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
  /** The depth of a 3-D board (absent on 2-D boards). */
  readonly depth?: number;
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

/**
 * {@link WalkCheck} of a 3-D board: a complete walk as flat cell indices
 * (`checkCells3d` of `@knights-tour/verify` fits).
 */
export type WalkCheck3d = (board: Board, cells: Int32Array) => string | undefined;

/** Caches one runner per board size: consecutive tasks usually share a size. */
export class TaskRunner {
  private runner: HeuristicRunner | undefined;
  /** The 3-D engine of the current box and its start set (flat indices), kept across its tasks. */
  private runner3d: { runner: Runner3d; set: SweepStartSet; starts: Int32Array } | undefined;
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
    const b = this.runner?.board;
    if (!this.runner || b?.width !== width || b.height !== height) {
      this.runner = undefined; // drop the old buffers before allocating new ones
      this.starts = undefined;
      this.runner = new HeuristicRunner(createBoard(width, height));
    }
    return this.runner;
  }

  private runner3dFor(set: SweepStartSet, task: SweepTask & { depth: number }) {
    const b = this.runner3d?.runner.board;
    if (
      !this.runner3d ||
      this.runner3d.set !== set ||
      b?.width !== task.width ||
      b.height !== task.height ||
      b.depth !== task.depth
    ) {
      this.runner3d = undefined; // drop the old tables before allocating new ones
      const board = createBoard3d(task.width, task.height, task.depth);
      if (!isStartSet3dName(set)) {
        throw new KnightsTourError(`start set '${set}' is for 2-D boards`);
      }
      const starts = Int32Array.from(
        startCells3d(set, board),
        ([x, y, z]) => (z * board.height + y) * board.width + x,
      );
      this.runner3d = { runner: new Runner3d(board), set, starts };
    }
    return this.runner3d;
  }

  /**
   * Runs every instance of `task`. With `check` (2-D) or `check3d` (3-D tasks), each complete
   * tour is verified; a rejected tour is a failure.
   */
  run(spec: SweepSpec, task: SweepTask, check?: WalkCheck, check3d?: WalkCheck3d): TaskResult {
    if (task.depth !== undefined) {
      if (check && !check3d) {
        throw new KnightsTourError(
          'verifying a 3-D task needs a 3-D check (checkCells3d of @knights-tour/verify)',
        );
      }
      return this.run3d(spec, task as SweepTask & { depth: number }, check3d);
    }
    const { algorithm, starts: set } = spec;
    if (isHeuristic3dName(algorithm) || !isStartSetName(set)) {
      throw new KnightsTourError(`${algorithm} with ${set} starts does not run on 2-D tasks`);
    }
    const runner = this.runnerFor(task.width, task.height);
    const board = runner.board;
    const starts = Array.from(
      this.startsFor(set, board).subarray(task.from, task.to),
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
          const walk = runner.run('warnsdorff', [x, y], spec.seed);
          squares += walk.walked;
          if (!walk.complete) fail(start, walk.length, walk.attempts);
          else if (checked(start, walk.squares, walk.attempts)) count(walk.attempts);
        } else {
          const walk = runner.summarize('warnsdorff', [x, y], spec.seed);
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
        algorithm === 'auto' ? 'octaml16' : algorithm,
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
    return taskResult(task, {
      failed,
      attempts,
      squares,
      verified,
      methods,
    });
  }

  /** {@link run} on a 3-D box: core's Runner3d from every start of the slice, one at a time. */
  private run3d(spec: SweepSpec, task: SweepTask & { depth: number }, check?: WalkCheck3d) {
    if (!isHeuristic3dName(spec.algorithm)) {
      throw new KnightsTourError(`${spec.algorithm} runs on 2-D boards, not on 3-D tasks`);
    }
    const { runner, starts } = this.runner3dFor(spec.starts, task);
    const board = runner.board;
    const failed: FailedInstance[] = [];
    const attempts: number[] = [0];
    let squares = 0;
    let verified = 0;
    for (const index of starts.subarray(task.from, task.to)) {
      const start = cellAt(board, index) as unknown as Cell;
      const outcome = runner.run(spec.algorithm, start);
      const walk = { ...outcome, cells: outcome.squares };
      squares += walk.walked;
      let problem: string | undefined;
      if (walk.complete && check) {
        verified++;
        problem = check(board, walk.cells);
      }
      if (walk.complete && problem === undefined) {
        attempts[walk.attempts] = (attempts[walk.attempts] ?? 0) + 1;
        continue;
      }
      failed.push({
        width: board.width,
        height: board.height,
        depth: board.depth,
        start: [start[0], start[1], start[2]],
        reached: walk.cells.length,
        attempts: walk.attempts,
        ...(problem ? { problem: `verifier rejected the complete walk: ${problem}` } : {}),
      });
    }
    return taskResult(task, {
      failed,
      attempts,
      squares,
      verified,
    });
  }
}

/**
 * A task's result from its counts, for 2-D and 3-D tasks alike, with keys in the order result
 * files have always written them (`depth` only on 3-D tasks, `methods` only for `auto`), and
 * the attempt counts no instance needed filled with zeros.
 */
export function taskResult(
  task: Pick<SweepTask, 'id' | 'width' | 'height' | 'depth' | 'from' | 'to'>,
  counts: Pick<TaskResult, 'failed' | 'attempts' | 'squares' | 'verified'> & {
    methods?: Partial<Record<AutoMethod, number>> | undefined;
  },
): TaskResult {
  const { failed, attempts, squares, verified, methods } = counts;
  for (let a = 0; a < attempts.length; a++) attempts[a] ??= 0;
  return {
    id: task.id,
    width: task.width,
    height: task.height,
    ...(task.depth === undefined ? {} : { depth: task.depth }),
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

/** Counts for one board size. */
export interface SizeCount {
  readonly size: string;
  readonly width: number;
  readonly height: number;
  /** The depth of a 3-D board (absent on 2-D boards). */
  readonly depth?: number;
  readonly instances: number;
  readonly failures: number;
}

/** The summary of a sweep (or of the shards merged so far). */
export interface SweepSummary {
  readonly algorithm: SweepAlgorithm;
  /** The seed of a random Warnsdorff sweep. */
  readonly seed?: number;
  readonly starts: SweepStartSet;
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

/**
 * Canonical text of a size list, e.g. `5-80` or `5,7,9-12`; 3-D lists as blocks
 * `3-8x3-8x3-8`, `6x6x6` in list order. `parseSizes` reads it back to the same list.
 */
export function formatSizes(sizes: readonly BoardSize[]): string {
  if (isSweep3d(sizes)) return formatSizes3d(sizes);
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

/**
 * 3-D sizes as blocks `a-bxc-dxe-f`: from each size on, the longest run of depths, then of
 * heights repeating that run, then of widths repeating those — exactly the order parseSizes
 * lists a block in, so the text reads back to the same list.
 */
function formatSizes3d(sizes: readonly BoardSize[]): string {
  const parts: string[] = [];
  const same = (i: number, w: number, h: number, d: number) => {
    const s = sizes[i];
    return s !== undefined && s.width === w && s.height === h && s.depth === d;
  };
  const span = (a: number, n: number) => (n === 1 ? String(a) : `${a}-${a + n - 1}`);
  let i = 0;
  while (i < sizes.length) {
    const { width: w, height: h, depth: d = 1 } = sizes[i]!;
    let dn = 1;
    while (same(i + dn, w, h, d + dn)) dn++;
    const layer = (j: number, ww: number, hh: number) => {
      for (let k = 0; k < dn; k++) if (!same(j + k, ww, hh, d + k)) return false;
      return true;
    };
    let hn = 1;
    while (layer(i + hn * dn, w, h + hn)) hn++;
    let wn = 1;
    const slab = (j: number, ww: number) => {
      for (let m = 0; m < hn; m++) if (!layer(j + m * dn, ww, h + m)) return false;
      return true;
    };
    while (slab(i + wn * hn * dn, w + wn)) wn++;
    parts.push(`${span(w, wn)}x${span(h, hn)}x${span(d, dn)}`);
    i += wn * hn * dn;
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
      ...(r.depth === undefined ? {} : { depth: r.depth }),
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
