import { type Board, KnightsTourError } from './board.js';
import { cellOf, createGeometry, type Geometry, rankTable, squareIndexOfCell } from './geometry.js';
import {
  amlOrder,
  OCTAML16_VARIANTS,
  octamlOrder,
  type PriorityOrder,
  type Variant,
} from './orders.js';
import { seededRandom } from './random.js';
import { Walker } from './walk.js';

/** The greedy heuristics of SPEC §5. */
export const HEURISTICS = ['warnsdorff', 'aml', 'octaml', 'octaml16'] as const;
export type HeuristicName = (typeof HEURISTICS)[number];

export function isHeuristicName(name: string): name is HeuristicName {
  return (HEURISTICS as readonly string[]).includes(name);
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

/**
 * Runs heuristics on one board size, reusing its geometry and buffers across starts.
 * Allocates O(squares) once; nothing per step or per attempt.
 */
export class HeuristicRunner {
  readonly geometry: Geometry;
  private readonly walker: Walker;
  private best: Int32Array;
  private scratch: Int32Array;

  constructor(boardOrGeometry: Board | Geometry) {
    this.geometry = 'stride' in boardOrGeometry ? boardOrGeometry : createGeometry(boardOrGeometry);
    this.walker = new Walker(this.geometry);
    const squares = this.geometry.board.width * this.geometry.board.height;
    this.best = new Int32Array(squares);
    this.scratch = new Int32Array(squares);
  }

  /** Runs `algorithm` from `(x, y)`; the walk stays in an internal buffer (see {@link run}). */
  summarize(algorithm: HeuristicName, x: number, y: number, seed?: number): WalkSummary {
    const g = this.geometry;
    const { width, height } = g.board;
    if (
      !Number.isInteger(x) ||
      !Number.isInteger(y) ||
      x < 0 ||
      y < 0 ||
      x >= width ||
      y >= height
    ) {
      throw new KnightsTourError(`start (${x},${y}) is off the ${width}x${height} board`);
    }
    const total = width * height;
    const start = cellOf(g, x, y);
    if (seed !== undefined) {
      if (algorithm !== 'warnsdorff') {
        throw new KnightsTourError(`a seed only applies to warnsdorff, not ${algorithm}`);
      }
      const length = this.walker.walkRandom(start, seededRandom(seed), this.best);
      return { complete: length === total, attempts: 1, length, walked: length };
    }
    let bestLength = 0;
    let bestVariant: Variant | undefined;
    let attempts = 0;
    let walked = 0;
    for (const attempt of attemptsFor(algorithm, g.board, x, y)) {
      attempts++;
      const length = this.walker.walk(start, rankTable(g, attempt.order), this.scratch);
      walked += length;
      if (length > bestLength) {
        // Keep the longest walk without copying: swap buffers.
        [this.best, this.scratch] = [this.scratch, this.best];
        bestLength = length;
        bestVariant = attempt.variant;
      }
      if (length === total) break;
    }
    return {
      complete: bestLength === total,
      attempts,
      length: bestLength,
      walked,
      ...(bestVariant ? { variant: bestVariant } : {}),
    };
  }

  /** Runs `algorithm` from `(x, y)` and returns the reported walk as linear square indices. */
  run(algorithm: HeuristicName, x: number, y: number, seed?: number): WalkOutcome {
    const summary = this.summarize(algorithm, x, y, seed);
    const squares = new Int32Array(summary.length);
    for (let i = 0; i < summary.length; i++) {
      squares[i] = squareIndexOfCell(this.geometry, this.best[i]!);
    }
    return { ...summary, squares };
  }
}
