import { type Board, cornerDistance, edgeDistance, onBoard } from './board.js';
import { MOVES } from './moves.js';
import { movePriorities, orderId, type PriorityOrder } from './orders.js';

/** Border width around the board: a knight reaches at most 2 squares out, so no bounds checks. */
export const PAD = 2;

/** Degree value of visited and border squares: far above any real degree (≤ 8) even after 8 decrements. */
export const BLOCKED = 64;

/** Keys at or above this mean "no unvisited candidate" (BLOCKED − 8 decrements, times 8). */
export const NO_CANDIDATE = (BLOCKED - 8) * 8;

/**
 * Per-order lookup for criterion (b)–(d): for each static pattern, the rank 0..7 of every
 * move and the move of every rank. The walk's key is `degree * 8 + rank`, so one minimum
 * over 8 small integers applies all four criteria at once.
 */
export interface RankTable {
  readonly rank: Uint8Array;
  readonly moveOfRank: Uint8Array;
}

/**
 * Everything about a board that does not change during a walk: the padded layout, the
 * initial degrees and the static tie-break pattern of every square. Built once per board
 * size and shared by all walks on it.
 */
export interface Geometry {
  readonly board: Board;
  /** Row length of the padded layout (`width + 4`). */
  readonly stride: number;
  /** Number of cells in the padded layout. */
  readonly size: number;
  /** Padded-index offset of each of the 8 moves. */
  readonly offsets: Int32Array;
  /** Initial degree of every cell; border cells hold {@link BLOCKED}. */
  readonly degrees: Uint8Array;
  /** Static-pattern id of every cell (criteria b and c), 0 on the border. */
  readonly pattern: Uint8Array | Uint16Array;
  /** `levels[p * 8 + k]`: dense rank of move k's target under (b) then (c); 15 when off the board. */
  readonly levels: Uint8Array;
  readonly patternCount: number;
  readonly rankTables: (RankTable | undefined)[];
}

/** Padded index of `(x, y)`. */
export function cellOf(g: Geometry, x: number, y: number): number {
  return (y + PAD) * g.stride + x + PAD;
}

/** Linear index `y * width + x` of a padded cell. */
export function squareIndexOfCell(g: Geometry, cell: number): number {
  const row = Math.floor(cell / g.stride);
  return (row - PAD) * g.board.width + (cell - row * g.stride - PAD);
}

export function createGeometry(board: Board): Geometry {
  const { width: w, height: h } = board;
  const stride = w + 2 * PAD;
  const size = stride * (h + 2 * PAD);
  const offsets = Int32Array.from(MOVES, ([dx, dy]) => dy * stride + dx);
  const degrees = new Uint8Array(size).fill(BLOCKED);
  const pattern = w * h > 0 ? new Uint8Array(size) : new Uint8Array(0);
  const patternIds = new Map<number, number>();
  const levelRows: number[] = [];
  let wide: Uint16Array | undefined;
  const keys = new Array<number>(8);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let degree = 0;
      for (let k = 0; k < 8; k++) {
        const [dx, dy] = MOVES[k]!;
        const tx = x + dx;
        const ty = y + dy;
        if (onBoard(board, tx, ty)) {
          degree++;
          keys[k] = cornerDistance(board, tx, ty) * 65536 + edgeDistance(board, tx, ty);
        } else {
          keys[k] = Number.POSITIVE_INFINITY;
        }
      }
      // Dense levels: equal (b, c) keys share a level, so only the order decides between them.
      const distinct = [...new Set(keys.filter(Number.isFinite))].sort((a, b) => a - b);
      let packed = 0;
      for (let k = 0; k < 8; k++) {
        const key = keys[k]!;
        const level = Number.isFinite(key) ? distinct.indexOf(key) : 15;
        packed = packed * 16 + level;
      }
      let id = patternIds.get(packed);
      if (id === undefined) {
        id = patternIds.size;
        patternIds.set(packed, id);
        for (let k = 7; k >= 0; k--) levelRows.push(Math.floor(packed / 16 ** k) % 16);
      }
      const cell = (y + PAD) * stride + x + PAD;
      degrees[cell] = degree;
      if (id > 255 && !wide) {
        wide = Uint16Array.from(pattern);
      }
      if (wide) wide[cell] = id;
      else pattern[cell] = id;
    }
  }
  return {
    board,
    stride,
    size,
    offsets,
    degrees,
    pattern: wide ?? pattern,
    levels: Uint8Array.from(levelRows),
    patternCount: patternIds.size,
    rankTables: [],
  };
}

/** Id of the rank table that ignores (b)–(d) except move order: plain Warnsdorff. */
export const PLAIN_ORDER_ID = 16;

/**
 * Rank table for a priority order (criteria b, c, d), or with `order` undefined for plain
 * Warnsdorff (ties broken by move number alone). Cached on the geometry.
 */
export function rankTable(g: Geometry, order: PriorityOrder | undefined): RankTable {
  const id = order ? orderId(order) : PLAIN_ORDER_ID;
  const cached = g.rankTables[id];
  if (cached) return cached;
  const priorities = order ? movePriorities(order) : [1, 2, 3, 4, 5, 6, 7, 8];
  const rank = new Uint8Array(g.patternCount * 8);
  const moveOfRank = new Uint8Array(g.patternCount * 8);
  const moves = [0, 1, 2, 3, 4, 5, 6, 7];
  for (let p = 0; p < g.patternCount; p++) {
    const level = (k: number) => (order ? g.levels[p * 8 + k]! : 0);
    const sorted = [...moves].sort(
      (a, b) => level(a) - level(b) || priorities[a]! - priorities[b]!,
    );
    sorted.forEach((k, r) => {
      rank[p * 8 + k] = r;
      moveOfRank[p * 8 + r] = k;
    });
  }
  const table = { rank, moveOfRank };
  g.rankTables[id] = table;
  return table;
}
