import {
  algorithmInfo,
  checkFitsBoard,
  checkSeed,
  type HeuristicName,
  isHeuristicName,
  parseAlgorithm,
  ruleOf,
} from './algorithms.js';
import { type Board, type BoardLike, cellCount, checkBoard } from './board/board.js';
import { checkStart, type Square } from './board/square.js';
import { RuleEngine, type RuleOutcome } from './engine/attempts.js';
import {
  cellOf,
  createGeometry,
  type Geometry,
  type RankTable,
  toSquareIndices,
} from './engine/geometry.js';
import {
  type BatchOutcome,
  type CompleteWalk,
  emptyOutcome,
  InterleavedWalker,
  walkOfSquares,
} from './engine/interleave.js';
import type { Variant } from './engine/orders.js';
import { type HeuristicRule, isStatic, maxAttempts, planAttempts, planKey } from './engine/rule.js';
import { closedToursExist } from './search/exists.js';
import { type Heuristic3dName, Runner3d } from './three-d/walk.js';

/** Outcome of a heuristic from one start: the reported walk and how it was found. */
export interface WalkOutcome extends WalkSummary {
  /** Visited squares as flat indices (`y * width + x`; see `cellIndex` on a box), in order. */
  readonly squares: Int32Array;
}

/** Lengths only: what a sweep needs, with no tour copied out. */
export interface WalkSummary {
  readonly complete: boolean;
  /** Attempts made (1 for single-attempt heuristics; up to 16 for the OctAML16 family, 19 for squirrel-cull, …). */
  readonly attempts: number;
  /** Squares visited by the reported walk (the longest attempt when none is complete; Parberry's: the first, from the start). */
  readonly length: number;
  /** Squares walked over all attempts (the sweep's measure of work). */
  readonly walked: number;
  /** The variant of the reported walk (OctAML family only). */
  readonly variant?: Variant;
}

/** Options of {@link HeuristicRunner}. */
export interface RunnerOptions {
  /**
   * Walks stepped together by {@link HeuristicRunner.summarizeAll} (1..16; default 8, the
   * fastest measured). Results never depend on it.
   */
  readonly lanes?: number;
  /** Make {@link HeuristicRunner.summarizeAll} use the JavaScript walker even where WebAssembly runs. */
  readonly javascript?: boolean;
}

/** The engine behind a runner: one for 2-D boards, one for boxes. */
interface Engine {
  run(
    algorithm: HeuristicName,
    start: Square,
    seed: number | undefined,
    keep: boolean,
  ): WalkOutcome;
  summarizeAll(
    algorithm: HeuristicName,
    starts: readonly Square[],
    onComplete?: (instance: number, walk: CompleteWalk) => void,
    seed?: number,
  ): BatchOutcome;
  readonly lanes: number;
}

/**
 * The engines of one board, made on first use, below the public door: nothing here checks
 * the board, the algorithm, the seed or the start. {@link HeuristicRunner} checks them;
 * `findTour` and `auto`, which have checked them already, walk here directly.
 */
export class BoardEngines {
  private plane: PlaneEngine | undefined;
  private box: BoxEngine | undefined;

  constructor(
    readonly board: Board,
    private readonly options: RunnerOptions = {},
  ) {}

  /** The engine of an algorithm: the 3-D heuristics run on the box engine (flat boxes too). */
  of(algorithm: HeuristicName): Engine {
    if (algorithmInfo(algorithm).dimensions === 3) {
      this.box ??= new BoxEngine(this.board);
      return this.box;
    }
    this.plane ??= new PlaneEngine(this.board, this.options);
    return this.plane;
  }

  /** Walks a checked algorithm from a checked start; `keep` copies the walk out. */
  run(
    algorithm: HeuristicName,
    start: Square,
    seed: number | undefined,
    keep: boolean,
  ): WalkOutcome {
    return this.of(algorithm).run(algorithm, start, seed, keep);
  }
}

/** The unguarded engines behind a runner, for core's own doors that have checked everything. */
const enginesOfRunner = new WeakMap<HeuristicRunner, BoardEngines>();

/** The engines behind `runner` (a runner handed to `autoTour`, say), shared with it. */
export function enginesOf(runner: HeuristicRunner): BoardEngines {
  return enginesOfRunner.get(runner)!;
}

/**
 * Runs heuristics on one board (2-D or a box), reusing its geometry and buffers across starts.
 * The public door: the board, each start, the algorithm and the seed are checked here, once.
 * On a 2-D board it allocates O(squares) once (3 bytes per cell, plus the 4-byte-per-square
 * walk buffer); nothing per step or per attempt.
 */
export class HeuristicRunner {
  readonly board: Board;
  private readonly engines: BoardEngines;

  constructor(board: BoardLike, options: RunnerOptions = {}) {
    this.board = checkBoard(board);
    this.engines = new BoardEngines(this.board, options);
    enginesOfRunner.set(this, this.engines);
  }

  private engineOf(algorithm: HeuristicName): Engine {
    return this.engines.of(algorithm);
  }

  private check(algorithm: HeuristicName, seed: number | undefined): HeuristicName {
    const name = isHeuristicName(algorithm)
      ? algorithm
      : (parseAlgorithm(algorithm, (info) => info.kind === 'heuristic') as HeuristicName);
    checkFitsBoard(name, this.board);
    if (seed !== undefined) checkSeed(name, seed);
    return name;
  }

  /** Runs `algorithm` from `start`; the walk stays in an internal buffer (see {@link run}). */
  summarize(algorithm: HeuristicName, start: readonly number[], seed?: number): WalkSummary {
    const name = this.check(algorithm, seed);
    const start3 = checkStart(this.board, start);
    const { squares: _, ...summary } = this.engineOf(name).run(name, start3, seed, false);
    return summary;
  }

  /** Runs `algorithm` from `start` and returns the reported walk as flat square indices. */
  run(algorithm: HeuristicName, start: readonly number[], seed?: number): WalkOutcome {
    const name = this.check(algorithm, seed);
    return this.engineOf(name).run(name, checkStart(this.board, start), seed, true);
  }

  /**
   * Runs `algorithm` from every square of `starts` (the sweep's inner loop): on a 2-D board
   * several walks interleaved in a WebAssembly kernel where available (see `lanes`), each
   * identical to {@link summarize}'s. Returns per-start arrays; `length[i] === ` the board's
   * squares means complete. With `onComplete`, each complete walk is also handed over with the
   * index of its start (valid only during the call): from the kernel as the move of each step
   * (`moves`), otherwise as square indices; `squares()` gives square indices either way.
   * Rules that depend on the walk (Pohl, switching, random ties, Parberry) run one start at a
   * time; `seed` (for the rules that take one) applies to every start.
   */
  summarizeAll(
    algorithm: HeuristicName,
    starts: readonly (readonly number[])[],
    onComplete?: (instance: number, walk: CompleteWalk) => void,
    seed?: number,
  ): BatchOutcome {
    const name = this.check(algorithm, seed);
    const checked = starts.map((s) => checkStart(this.board, s));
    return this.engineOf(name).summarizeAll(name, checked, onComplete, seed);
  }

  /** Lanes {@link summarizeAll} steps together on a 2-D board; 0 when it runs a JavaScript walker. */
  get lanes(): number {
    return this.board.depth === 1 ? this.engineOf('octaml16').lanes : 0;
  }
}

/** The 2-D engine: every rule of the catalogue, one walk at a time or in the interleaved kernel. */
class PlaneEngine implements Engine {
  readonly geometry: Geometry;
  private readonly engine: RuleEngine;
  private interleaved: InterleavedWalker | undefined;
  /** The last attempt's walk (padded cells); handed to the caller by {@link run} when complete. */
  private path: Int32Array | undefined;
  private closedPossible: boolean | undefined;

  constructor(
    board: Board,
    private readonly options: RunnerOptions,
  ) {
    this.geometry = createGeometry(board);
    this.engine = new RuleEngine(this.geometry);
  }

  private buffer(): Int32Array {
    this.path ??= new Int32Array(cellCount(this.geometry.board));
    return this.path;
  }

  /** All attempts from one start; the path buffer holds the reported walk when it was the last. */
  private attempts(
    rule: HeuristicRule,
    x: number,
    y: number,
    seed: number | undefined,
  ): RuleOutcome {
    this.closedPossible ??= closedToursExist(this.geometry.board);
    return this.engine.run(rule, x, y, seed, this.buffer(), this.closedPossible);
  }

  run(
    algorithm: HeuristicName,
    [x, y]: Square,
    seed: number | undefined,
    keep: boolean,
  ): WalkOutcome {
    const g = this.geometry;
    const rule = ruleOf(algorithm)!;
    const outcome = this.attempts(rule, x, y, seed);
    const variant = outcome.plan.variant;
    const summary: WalkSummary = {
      complete: outcome.complete,
      attempts: outcome.attempts,
      length: outcome.length,
      walked: outcome.walked,
      ...(variant ? { variant } : {}),
    };
    if (!keep) return { ...summary, squares: EMPTY };
    const path = this.buffer();
    // The reported attempt was not the last one: walks are reproducible, so walk it again
    // rather than keep a second buffer (memory is what limits the largest boards).
    if (!outcome.inBuffer) this.engine.replay(rule, outcome, seed, path);
    const length = summary.length;
    toSquareIndices(g, path, length);
    if (rule.closed && outcome.complete) beginAt(path, y * g.board.width + x);
    let squares: Int32Array;
    if (length === path.length) {
      squares = path; // hand the buffer over instead of copying a whole tour
      this.path = undefined;
    } else {
      squares = path.slice(0, length);
    }
    return { ...summary, squares };
  }

  summarizeAll(
    algorithm: HeuristicName,
    starts: readonly Square[],
    onComplete?: (instance: number, walk: CompleteWalk) => void,
    seed?: number,
  ): BatchOutcome {
    const rule = ruleOf(algorithm)!;
    if (isStatic(rule, seed !== undefined)) return this.batch(rule, starts, onComplete);
    const n = starts.length;
    const out = emptyOutcome(n);
    const g = this.geometry;
    starts.forEach(([x, y], i) => {
      const outcome = this.attempts(rule, x, y, seed);
      out.length[i] = outcome.length;
      out.attempts[i] = outcome.attempts;
      out.reported[i] = outcome.reported;
      out.walked[i] = outcome.walked;
      if (outcome.complete && onComplete) {
        const path = this.buffer(); // a complete walk is the last attempt's
        toSquareIndices(g, path, outcome.length);
        if (rule.closed) beginAt(path, y * g.board.width + x);
        onComplete(i, walkOfSquares(path));
      }
    });
    return out;
  }

  /** A static rule from many starts: every attempt's rank table into one interleaved batch. */
  private batch(
    rule: HeuristicRule,
    starts: readonly Square[],
    onComplete?: (instance: number, walk: CompleteWalk) => void,
  ): BatchOutcome {
    const g = this.geometry;
    const attemptsPer = maxAttempts(rule);
    const cells = new Int32Array(starts.length);
    const tables = new Int32Array(starts.length * attemptsPer);
    const index = new Map<RankTable, number>();
    // Starts of one key share their plans: plan each key once (planning per start cost a
    // fifth of the kernel's time on a sweep).
    const planned = new Map<number, Int32Array>();
    starts.forEach(([x, y], i) => {
      cells[i] = cellOf(g, x, y);
      const key = planKey(rule, g.board, x, y);
      let ids = planned.get(key);
      if (!ids) {
        const plans = [...planAttempts(rule, g.board, x, y)];
        ids = Int32Array.from(plans, (plan) => {
          const table = this.engine.ranking(rule, plan.order);
          if (!index.has(table)) index.set(table, index.size);
          return index.get(table)!;
        });
        planned.set(key, ids);
      }
      tables.set(ids, i * attemptsPer);
    });
    this.interleaved ??= new InterleavedWalker(g, this.options);
    return this.interleaved.run(
      { cells, tables, rankings: [...index.keys()], attemptsPer },
      onComplete,
    );
  }

  get lanes(): number {
    this.interleaved ??= new InterleavedWalker(this.geometry, this.options);
    return this.interleaved.lanes;
  }
}

/** Rotates a closed tour (square indices) in place so that it begins at `square`. */
function beginAt(squares: Int32Array, square: number): void {
  const i = squares.indexOf(square);
  if (i <= 0) return;
  const head = squares.slice(0, i);
  squares.copyWithin(0, i);
  squares.set(head, squares.length - i);
}

const EMPTY = new Int32Array(0);

/** The 3-D engine (docs/three-d.md), one walk at a time. */
class BoxEngine implements Engine {
  private readonly runner: Runner3d;
  readonly lanes = 0;

  constructor(board: Board) {
    this.runner = new Runner3d(board);
  }

  run(algorithm: HeuristicName, [x, y, z = 0]: Square, _seed: number | undefined): WalkOutcome {
    const walk = this.runner.run(algorithm as Heuristic3dName, [x, y, z]);
    return {
      complete: walk.complete,
      attempts: walk.attempts,
      length: walk.cells.length,
      walked: walk.walked,
      ...(walk.variant && algorithm !== 'warnsdorff3d' ? { variant: walk.variant } : {}),
      squares: walk.cells,
    };
  }

  summarizeAll(
    algorithm: HeuristicName,
    starts: readonly Square[],
    onComplete?: (instance: number, walk: CompleteWalk) => void,
  ): BatchOutcome {
    const n = starts.length;
    const out = emptyOutcome(n);
    starts.forEach(([x, y, z = 0], i) => {
      const walk = this.runner.run(algorithm as Heuristic3dName, [x, y, z]);
      out.length[i] = walk.cells.length;
      out.attempts[i] = walk.attempts;
      out.reported[i] = walk.variant ? walk.variant.t + (walk.variant.r === 1 ? 0 : 8) : 0;
      out.walked[i] = walk.walked;
      if (walk.complete && onComplete) onComplete(i, walkOfSquares(walk.cells));
    });
    return out;
  }
}
