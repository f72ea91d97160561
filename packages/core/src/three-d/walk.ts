import { type Board, cellCount, cellIndex } from '../board/board.js';
import { cornerDistance, edgeDistance } from '../board/regions.js';
import { type Symmetry, boxSymmetries as symmetriesOf } from '../board/symmetry.js';
import type { Variant } from '../engine/orders.js';
import { KnightsTourError } from '../text/errors.js';
import { MOVES_3D } from './moves.js';
import { type Cell, chamberMap3d } from './symmetry.js';

/** The 3-D greedy heuristics (docs/three-d.md §3–4). */
export const HEURISTICS_3D = ['warnsdorff3d', 'octaml3d', 'octaml16-3d'] as const;
/** A 3-D heuristic of {@link HEURISTICS_3D}. */
export type Heuristic3dName = (typeof HEURISTICS_3D)[number];

/**
 * A variant of the 3-D priority order is the same `{ r, t }` as OctAML's: `t` (0..7) flips
 * the signs of the base vector's components by its bits (0: all outward), `r = -1` swaps the
 * weights of x and z.
 */
type Variant3d = Variant;

/** The 16 variants in the order OctAML16-3D tries them: r = +1, t = 0..7, then r = -1, t = 0..7. */
export const OCTAML16_3D_VARIANTS: readonly Variant3d[] = [1, -1].flatMap((r) =>
  Array.from({ length: 8 }, (_, t) => ({ r: r as 1 | -1, t })),
);

/**
 * The vector whose dot product ranks the moves in the base chamber (nearest face z = 0,
 * then y = 0, then x = 0). Weights 1, 4, 16 make all 24 dot products distinct.
 */
export function baseVector3d(variant: Variant3d): [number, number, number] {
  const weights = variant.r === 1 ? [1, 4, 16] : [16, 4, 1];
  return [0, 1, 2].map((i) => -weights[i]! * ((variant.t >> i) & 1 ? -1 : 1)) as [
    number,
    number,
    number,
  ];
}

/** Rank (0 = first priority) of each of the 24 moves by descending dot product with `v`. */
export function ranksByVector(v: readonly [number, number, number]): Uint8Array {
  const dots = MOVES_3D.map(([a, b, c]) => a * v[0] + b * v[1] + c * v[2]);
  const order = dots.map((_, m) => m).sort((p, q) => dots[q]! - dots[p]!);
  const ranks = new Uint8Array(MOVES_3D.length);
  order.forEach((m, rank) => {
    ranks[m] = rank;
  });
  if (new Set(dots).size !== dots.length) {
    throw new KnightsTourError(`vector (${v.join(',')}) does not order the 24 moves strictly`);
  }
  return ranks;
}

/**
 * The OctAML-3D priority of a start: the base vector of the variant carried by the start's
 * chamber map, so `order(h·s)[h·m] = order(s)[m]` for every symmetry h (off the planes).
 */
export function octaml3dRanks(
  board: Board,
  start: Cell,
  variant: Variant3d,
  group: readonly Symmetry[] = symmetriesOf(board),
): Uint8Array {
  const { symmetry } = chamberMap3d(board, start, group);
  const [a, b, c = 0] = symmetry.applyVector(...baseVector3d(variant));
  return ranksByVector([a, b, c]);
}

/** Warnsdorff-3D's fixed last tie-break: move number order. */
const MOVE_NUMBER_RANKS = Uint8Array.from(MOVES_3D, (_, m) => m);

/** One walk's result: the visited cells as flat indices (the longest attempt when none completed). */
export interface Walk3dOutcome {
  readonly complete: boolean;
  readonly cells: Int32Array;
  readonly attempts: number;
  /** Cells walked over all attempts (a sweep's measure of work). */
  readonly walked: number;
  readonly variant?: Variant3d;
}

const MOVE_COUNT = 24;

/**
 * The 3-D walk engine for one board size: a target table per (cell, move) (−1 off the
 * board), initial degrees, and a static geometry key per cell (corner distance, then face
 * distance). A step is one minimum over 24 keys `(degree·G + geometry)·24 + rank[move]`.
 * Reuse one runner for every start of a board.
 */
export class Runner3d {
  readonly board: Board;
  readonly group: readonly Symmetry[];
  private readonly targets: Int32Array;
  private readonly initialDegree: Uint8Array;
  private readonly geometry: Int32Array;
  private readonly geometryRange: number;
  private readonly degree: Uint8Array;
  private readonly visited: Uint8Array;
  private readonly path: Int32Array;

  constructor(board: Board) {
    this.board = board;
    this.group = symmetriesOf(board);
    const n = cellCount(board);
    const { width: w, height: h, depth: d } = board;
    this.targets = new Int32Array(n * MOVE_COUNT);
    this.initialDegree = new Uint8Array(n);
    this.geometry = new Int32Array(n);
    const faceRange = Math.floor((Math.max(w, h, d) - 1) / 2) + 1;
    let maxGeometry = 0;
    for (let z = 0; z < d; z++) {
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const i = cellIndex(board, x, y, z);
          const key =
            cornerDistance(board, x, y, z) * faceRange +
            // The z faces count even on a flat box: the 3-D rule as published in docs/three-d.md.
            Math.min(edgeDistance(board, x, y, z), z, d - 1 - z);
          this.geometry[i] = key;
          if (key > maxGeometry) maxGeometry = key;
          let degree = 0;
          for (let m = 0; m < MOVE_COUNT; m++) {
            const [dx, dy, dz] = MOVES_3D[m]!;
            const tx = x + dx;
            const ty = y + dy;
            const tz = z + dz;
            const inside = tx >= 0 && ty >= 0 && tz >= 0 && tx < w && ty < h && tz < d;
            this.targets[i * MOVE_COUNT + m] = inside ? cellIndex(board, tx, ty, tz) : -1;
            if (inside) degree++;
          }
          this.initialDegree[i] = degree;
        }
      }
    }
    this.geometryRange = maxGeometry + 1;
    this.degree = new Uint8Array(n);
    this.visited = new Uint8Array(n);
    this.path = new Int32Array(n);
  }

  /** One greedy attempt from a flat index with the given move ranks; returns the walk's length (in `this.path`). */
  private attempt(start: number, ranks: Uint8Array): number {
    const { targets, geometry, degree, visited, path } = this;
    const range = this.geometryRange;
    degree.set(this.initialDegree);
    visited.fill(0);
    let current = start;
    let length = 0;
    for (;;) {
      visited[current] = 1;
      path[length++] = current;
      // One pass: a neighbour's degree drops by one (the current cell is now visited)
      // before it is weighed as a candidate.
      const base = current * MOVE_COUNT;
      let best = -1;
      let bestKey = 0x7fffffff;
      for (let m = 0; m < MOVE_COUNT; m++) {
        const t = targets[base + m]!;
        if (t < 0) continue;
        const left = --degree[t]!;
        if (visited[t] !== 0) continue;
        const key = (left * range + geometry[t]!) * MOVE_COUNT + ranks[m]!;
        if (key < bestKey) {
          bestKey = key;
          best = t;
        }
      }
      if (best < 0) return length;
      current = best;
    }
  }

  /** Runs a heuristic from a cell (a possible start; parity is the caller's concern). */
  run(algorithm: Heuristic3dName, start: Cell): Walk3dOutcome {
    const n = cellCount(this.board);
    const index = cellIndex(this.board, ...start);
    if (algorithm === 'warnsdorff3d') {
      const length = this.attempt(index, MOVE_NUMBER_RANKS);
      return {
        complete: length === n,
        cells: this.path.slice(0, length),
        attempts: 1,
        walked: length,
      };
    }
    const variants =
      algorithm === 'octaml3d' ? OCTAML16_3D_VARIANTS.slice(0, 1) : OCTAML16_3D_VARIANTS;
    let longest: Walk3dOutcome | undefined;
    let walked = 0;
    for (let a = 0; a < variants.length; a++) {
      const variant = variants[a]!;
      const length = this.attempt(index, octaml3dRanks(this.board, start, variant, this.group));
      walked += length;
      if (length === n) {
        const cells = this.path.slice(0, length);
        return { complete: true, cells, attempts: a + 1, walked, variant };
      }
      if (longest === undefined || length > longest.cells.length) {
        const cells = this.path.slice(0, length);
        longest = { complete: false, cells, attempts: a + 1, walked, variant };
      }
    }
    return { ...longest!, attempts: variants.length, walked };
  }
}
