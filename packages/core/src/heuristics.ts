import { assertStart, type Board, KnightsTourError, type Square } from './board/board.js';
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

/** The greedy heuristics of SPEC §5. */
export const HEURISTICS = ['warnsdorff', 'aml', 'octaml', 'octaml16'] as const;
/** One of {@link HEURISTICS}. */
export type HeuristicName = (typeof HEURISTICS)[number];

/** True for the names in {@link HEURISTICS}. */
export function isHeuristicName(name: string): name is HeuristicName {
  return (HEURISTICS as readonly string[]).includes(name);
}

/** Largest seed: seeds are 32-bit (the PRNG is mulberry32). */
export const MAX_SEED = 2 ** 32 - 1;

/** Whether `algorithm` takes a seed (random tie-breaks, reproducible per seed): plain Warnsdorff only. */
export function takesSeed(algorithm: string): boolean {
  return algorithm === 'warnsdorff';
}

/** The seed rule, checked wherever a seed comes in: `takesSeed`, and 0 ≤ seed ≤ {@link MAX_SEED}. */
export function assertSeed(algorithm: string, seed: number): void {
  if (!takesSeed(algorithm)) {
    throw new KnightsTourError(`a seed only applies to warnsdorff, not ${algorithm}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new KnightsTourError(
      `seed must be an integer from 0 to ${MAX_SEED}, got ${String(seed)}`,
    );
  }
}

/** One planned attempt: the priority order it uses and, for OctAML, its variant. */
export interface Attempt {
  readonly order: PriorityOrder | undefined;
  readonly variant?: Variant;
}

/** The attempts a heuristic makes from `(x, y)`, in order. */
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
  }
}

/** Outcome of a heuristic from one start: the reported walk and how it was found. */
export interface WalkOutcome extends WalkSummary {
  /** Visited squares as linear indices `y * width + x`, in order. */
  readonly squares: Int32Array;
}

/** Lengths only: what a sweep needs, with no tour copied out. */
export interface WalkSummary {
  readonly complete: boolean;
  /** Attempts made (1 for single-attempt heuristics; up to 16 for OctAML16). */
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

/**
 * Runs heuristics on one board size, reusing its geometry and buffers across starts.
 * Allocates O(squares) once (3 bytes per cell, plus the 4-byte-per-square walk buffer);
 * nothing per step or per attempt.
 */
export class HeuristicRunner {
  readonly geometry: Geometry;
  private readonly walker: Walker;
  private readonly options: RunnerOptions;
  private interleaved: InterleavedWalker | undefined;
  /** The last attempt's walk (padded cells); handed to the caller by {@link run} when complete. */
  private path: Int32Array | undefined;

  constructor(boardOrGeometry: Board | Geometry, options: RunnerOptions = {}) {
    this.geometry = 'stride' in boardOrGeometry ? boardOrGeometry : createGeometry(boardOrGeometry);
    this.walker = new Walker(this.geometry);
    this.options = options;
  }

  private buffer(): Int32Array {
    this.path ??= new Int32Array(this.geometry.board.width * this.geometry.board.height);
    return this.path;
  }

  /**
   * Runs the attempts; the walk in {@link path} is the last attempt's. Returns the summary
   * and which attempt is reported.
   */
  private attempt(
    algorithm: HeuristicName,
    x: number,
    y: number,
    seed: number | undefined,
  ): { summary: WalkSummary; reported: Attempt | undefined; last: Attempt | undefined } {
    assertStart(this.geometry.board, x, y);
    const g = this.geometry;
    const total = g.board.width * g.board.height;
    const start = cellOf(g, x, y);
    const path = this.buffer();
    if (seed !== undefined) {
      assertSeed(algorithm, seed);
      const length = this.walker.walkRandom(start, seededRandom(seed), path);
      const summary = { complete: length === total, attempts: 1, length, walked: length };
      return { summary, reported: undefined, last: undefined };
    }
    let bestLength = 0;
    let reported: Attempt | undefined;
    let last: Attempt | undefined;
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
    const summary = {
      complete: bestLength === total,
      attempts,
      length: bestLength,
      walked,
      ...(variant ? { variant } : {}),
    };
    return { summary, reported, last };
  }

  /** Runs `algorithm` from `(x, y)`; the walk stays in an internal buffer (see {@link run}). */
  summarize(algorithm: HeuristicName, x: number, y: number, seed?: number): WalkSummary {
    return this.attempt(algorithm, x, y, seed).summary;
  }

  /** Runs `algorithm` from `(x, y)` and returns the reported walk as linear square indices. */
  run(algorithm: HeuristicName, x: number, y: number, seed?: number): WalkOutcome {
    const { summary, reported, last } = this.attempt(algorithm, x, y, seed);
    const g = this.geometry;
    const path = this.buffer();
    if (reported !== last && reported) {
      // The longest attempt was not the last one: walks are deterministic, so walk it again
      // rather than keep a second buffer (memory is what limits the largest boards).
      this.walker.walk(cellOf(g, x, y), rankTable(g, reported.order), path);
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

  /**
   * Runs `algorithm` from every square of `starts` (the sweep's inner loop): several walks
   * interleaved in a WebAssembly kernel where available (see `lanes`), each identical to
   * {@link summarize}'s. Returns per-start arrays; `length[i] === width * height` means complete.
   * With `onComplete`, each complete walk is also handed over as square indices (`y * width +
   * x`, in walk order; a view valid only during the call), with the index of its start.
   */
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
      assertStart(g.board, x, y);
      cells[i] = cellOf(g, x, y);
      attemptsFor(algorithm, g.board, x, y).forEach((attempt, a) => {
        tables[i * perStart + a] = tableId(attempt.order);
      });
    });
    this.interleaved ??= new InterleavedWalker(g, this.options);
    return this.interleaved.run({ cells, tables, attemptsPer: perStart }, onComplete);
  }

  /** Lanes {@link summarizeAll} steps together; 0 when it runs the JavaScript walker. */
  get lanes(): number {
    this.interleaved ??= new InterleavedWalker(this.geometry, this.options);
    return this.interleaved.lanes;
  }
}
