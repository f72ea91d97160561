import {
  algorithmInfo,
  checkFitsBoard,
  checkSeed,
  HEURISTICS,
  type HeuristicName,
  isHeuristicName,
  parseAlgorithm,
} from './algorithms.js';
import { type Board, type BoardLike, cellCount, checkBoard } from './board/board.js';
import { checkStart, type Square } from './board/square.js';
import {
  cellOf,
  createGeometry,
  type Geometry,
  rankTable,
  tableId,
  toSquareIndices,
} from './engine/geometry.js';
import { type BatchOutcome, InterleavedWalker } from './engine/interleave.js';
import {
  amlOrder,
  OCTAML16_VARIANTS,
  octamlOrder,
  type PriorityOrder,
  type Variant,
} from './engine/orders.js';
import { Walker } from './engine/walk.js';
import { seededRandom } from './random.js';
import { type Heuristic3dName, Runner3d } from './three-d/walk.js';

/** One planned attempt of a 2-D heuristic: the priority order it uses and, for OctAML, its variant. */
export interface Attempt {
  readonly order: PriorityOrder | undefined;
  readonly variant?: Variant;
}

/** The attempts a 2-D heuristic makes from `(x, y)`, in order. */
export function attemptsFor(
  algorithm: HeuristicName,
  board: Board,
  x: number,
  y: number,
): Attempt[] {
  switch (algorithm) {
    case 'warnsdorff':
      return [{ order: undefined }];
    case 'aml':
      return [{ order: amlOrder(board, x, y) }];
    case 'octaml':
      return [{ order: octamlOrder(board, x, y, { r: 1, t: 0 }), variant: { r: 1, t: 0 } }];
    case 'octaml16':
      return OCTAML16_VARIANTS.map((variant) => ({
        order: octamlOrder(board, x, y, variant),
        variant,
      }));
    default:
      throw new Error(`unreachable: ${algorithm} is not a 2-D heuristic`);
  }
}

/** Outcome of a heuristic from one start: the reported walk and how it was found. */
export interface WalkOutcome extends WalkSummary {
  /** Visited squares as flat indices (`y * width + x`; see `cellIndex` on a box), in order. */
  readonly squares: Int32Array;
}

/** Lengths only: what a sweep needs, with no tour copied out. */
export interface WalkSummary {
  readonly complete: boolean;
  /** Attempts made (1 for single-attempt heuristics; up to 16 for the OctAML16 family). */
  readonly attempts: number;
  /** Squares visited by the reported walk (the longest attempt when none is complete). */
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
    onComplete?: (start: number, squares: Int32Array) => void,
  ): BatchOutcome;
  readonly lanes: number;
}

/**
 * Runs heuristics on one board (2-D or a box), reusing its geometry and buffers across starts.
 * The public door: the board, each start, the algorithm and the seed are checked here, once.
 * On a 2-D board it allocates O(squares) once (3 bytes per cell, plus the 4-byte-per-square
 * walk buffer); nothing per step or per attempt.
 */
export class HeuristicRunner {
  readonly board: Board;
  private readonly options: RunnerOptions;
  private plane: PlaneEngine | undefined;
  private box: BoxEngine | undefined;

  constructor(board: BoardLike, options: RunnerOptions = {}) {
    this.board = checkBoard(board);
    this.options = options;
  }

  /** The engine of an algorithm: the 3-D heuristics run on the box engine (flat boxes too). */
  private engineOf(algorithm: HeuristicName): Engine {
    if (algorithmInfo(algorithm).dimensions === 3) {
      this.box ??= new BoxEngine(this.board);
      return this.box;
    }
    this.plane ??= new PlaneEngine(this.board, this.options);
    return this.plane;
  }

  private check(algorithm: HeuristicName, seed: number | undefined): HeuristicName {
    const name = isHeuristicName(algorithm) ? algorithm : parseAlgorithm(algorithm, HEURISTICS);
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
   * squares means complete. With `onComplete`, each complete walk is also handed over as flat
   * square indices (in walk order; a view valid only during the call), with the index of its start.
   */
  summarizeAll(
    algorithm: HeuristicName,
    starts: readonly (readonly number[])[],
    onComplete?: (start: number, squares: Int32Array) => void,
  ): BatchOutcome {
    const name = this.check(algorithm, undefined);
    const checked = starts.map((s) => checkStart(this.board, s));
    return this.engineOf(name).summarizeAll(name, checked, onComplete);
  }

  /** Lanes {@link summarizeAll} steps together on a 2-D board; 0 when it runs a JavaScript walker. */
  get lanes(): number {
    return this.board.depth === 1 ? this.engineOf('octaml16').lanes : 0;
  }
}

/** The 2-D engine: the greedy walker, its random-tie variant and the interleaved kernel. */
class PlaneEngine implements Engine {
  readonly geometry: Geometry;
  private readonly walker: Walker;
  private interleaved: InterleavedWalker | undefined;
  /** The last attempt's walk (padded cells); handed to the caller by {@link run} when complete. */
  private path: Int32Array | undefined;

  constructor(
    board: Board,
    private readonly options: RunnerOptions,
  ) {
    this.geometry = createGeometry(board);
    this.walker = new Walker(this.geometry);
  }

  private buffer(): Int32Array {
    this.path ??= new Int32Array(cellCount(this.geometry.board));
    return this.path;
  }

  run(
    algorithm: HeuristicName,
    [x, y]: Square,
    seed: number | undefined,
    keep: boolean,
  ): WalkOutcome {
    const g = this.geometry;
    const total = cellCount(g.board);
    const start = cellOf(g, x, y);
    const path = this.buffer();
    let summary: WalkSummary;
    let reported: Attempt | undefined;
    let last: Attempt | undefined;
    if (seed !== undefined) {
      const length = this.walker.walkRandom(start, seededRandom(seed), path);
      summary = { complete: length === total, attempts: 1, length, walked: length };
    } else {
      let bestLength = 0;
      let attempts = 0;
      let walked = 0;
      for (const attempt of attemptsFor(algorithm, g.board, x, y)) {
        attempts++;
        last = attempt;
        const length = this.walker.walk(start, rankTable(g, attempt.order), path);
        walked += length;
        if (length > bestLength) {
          bestLength = length;
          reported = attempt;
        }
        if (length === total) break;
      }
      const variant = reported?.variant;
      summary = {
        complete: bestLength === total,
        attempts,
        length: bestLength,
        walked,
        ...(variant ? { variant } : {}),
      };
    }
    if (!keep) return { ...summary, squares: EMPTY };
    if (reported !== last && reported) {
      // The longest attempt was not the last one: walks are deterministic, so walk it again
      // rather than keep a second buffer (memory is what limits the largest boards).
      this.walker.walk(start, rankTable(g, reported.order), path);
    }
    const length = summary.length;
    toSquareIndices(g, path, length);
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
    onComplete?: (start: number, squares: Int32Array) => void,
  ): BatchOutcome {
    const g = this.geometry;
    const perStart = algorithm === 'octaml16' ? OCTAML16_VARIANTS.length : 1;
    const cells = new Int32Array(starts.length);
    const tables = new Uint8Array(starts.length * perStart);
    starts.forEach(([x, y], i) => {
      cells[i] = cellOf(g, x, y);
      attemptsFor(algorithm, g.board, x, y).forEach((attempt, a) => {
        tables[i * perStart + a] = tableId(attempt.order);
      });
    });
    this.interleaved ??= new InterleavedWalker(g, this.options);
    return this.interleaved.run({ cells, tables, attemptsPer: perStart }, onComplete);
  }

  get lanes(): number {
    this.interleaved ??= new InterleavedWalker(this.geometry, this.options);
    return this.interleaved.lanes;
  }
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
    onComplete?: (start: number, squares: Int32Array) => void,
  ): BatchOutcome {
    const n = starts.length;
    const out = {
      length: new Int32Array(n),
      attempts: new Uint8Array(n),
      reported: new Uint8Array(n),
      walked: new Float64Array(n),
    };
    starts.forEach(([x, y, z = 0], i) => {
      const walk = this.runner.run(algorithm as Heuristic3dName, [x, y, z]);
      out.length[i] = walk.cells.length;
      out.attempts[i] = walk.attempts;
      out.reported[i] = walk.variant ? walk.variant.t + (walk.variant.r === 1 ? 0 : 8) : 0;
      out.walked[i] = walk.walked;
      if (walk.complete && onComplete) onComplete(i, walk.cells);
    });
    return out;
  }
}
