import { type Board, cornerDistance, edgeDistance } from './board.js';
import { MOVES } from './moves.js';
import { movePriorities, orderId, type PriorityOrder } from './orders.js';

/** Border width around the board: a knight reaches at most 2 squares out, so no bounds checks. */
export const PAD = 2;

/** Degree value of visited and border squares: far above any real degree (≤ 8) even after 8 decrements. */
export const BLOCKED = 64;

/** Keys at or above this mean "no unvisited candidate" (BLOCKED − 8 decrements, times 8). */
export const NO_CANDIDATE = (BLOCKED - 8) * 8;

/** Most static patterns a board can have: pattern ids are stored in one byte per cell. */
export const MAX_PATTERNS = 256;

/**
 * Per-order lookup for criterion (b)–(d): for each static pattern, the rank 0..7 of every
 * move and the move of every rank. The walk's key is `degree * 8 + rank`, so one minimum
 * over 8 small integers applies all four criteria at once.
 */
export interface RankTable {
  /** `rank[p * 8 + k]`: rank 0..7 of move k on a cell of pattern p. */
  readonly rank: Uint8Array;
  /** `moveOfRank[p * 8 + r]`: the move of rank r. */
  readonly moveOfRank: Uint8Array;
  /** `ranks[p]`: the 8 ranks packed 3 bits each (move k at bits 3k..3k+2): one load per step. */
  readonly ranks: Int32Array;
  /** `moves[p]`: the 8 moves of ranks 0..7, packed 3 bits each. */
  readonly moves: Int32Array;
}

/**
 * Everything about a board that does not change during a walk: the padded layout, the
 * initial degrees and the static tie-break pattern of every square. Built once per board
 * size and shared by all walks on it (2 bytes per cell).
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
  readonly pattern: Uint8Array;
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

/** Off-board marker in an axis signature digit. */
const OFF = 7;

/**
 * One axis of length `length`: `fold[t] = min(t, length-1-t)` (distance to the nearer end)
 * and a signature id per coordinate telling how `fold` changes over the steps −2, −1, +1, +2
 * (and which of them leave the board).
 */
function axisSignatures(length: number): { fold: Int32Array; id: Int32Array; count: number } {
  const fold = new Int32Array(length);
  for (let t = 0; t < length; t++) fold[t] = Math.min(t, length - 1 - t);
  const id = new Int32Array(length);
  const ids = new Map<number, number>();
  for (let t = 0; t < length; t++) {
    let signature = 0;
    for (const step of [-2, -1, 1, 2]) {
      const u = t + step;
      signature = signature * 8 + (u < 0 || u >= length ? OFF : fold[u]! - fold[t]! + 2);
    }
    let sid = ids.get(signature);
    if (sid === undefined) {
      sid = ids.size;
      ids.set(signature, sid);
    }
    id[t] = sid;
  }
  return { fold, id, count: ids.size };
}

/** Packed dense (b, c) levels of the 8 moves from `(x, y)`, 4 bits each (15 = off the board). */
function levelWord(board: Board, x: number, y: number, keys: number[]): number {
  for (let k = 0; k < 8; k++) {
    const [dx, dy] = MOVES[k]!;
    const tx = x + dx;
    const ty = y + dy;
    keys[k] =
      tx >= 0 && ty >= 0 && tx < board.width && ty < board.height
        ? cornerDistance(board, tx, ty) * 65536 + edgeDistance(board, tx, ty)
        : Number.POSITIVE_INFINITY;
  }
  // Dense levels: equal (b, c) keys share a level, so only the order decides between them.
  const distinct = [...new Set(keys.filter(Number.isFinite))].sort((a, b) => a - b);
  let packed = 0;
  for (let k = 0; k < 8; k++) {
    const key = keys[k]!;
    packed = packed * 16 + (Number.isFinite(key) ? distinct.indexOf(key) : 15);
  }
  return packed;
}

/**
 * Builds the geometry of a board in a few nanoseconds per square.
 *
 * A square's pattern (the dense (b, c) levels of its 8 moves) is computed exactly only once
 * per *class*: with `fx`, `fy` the distances to the nearer column/row end, a move's corner
 * distance is `fx + fy + Δx + Δy` and its edge distance `fy + min(fx − fy + Δx, Δy)` with
 * `|Δ| ≤ 2`, so the levels depend only on the two axis signatures (the Δ's and which moves
 * leave the board) and on `fx − fy` clamped to −4..4. Pattern ids are numbered by first
 * appearance in row-major order.
 */
export function createGeometry(board: Board): Geometry {
  const { width: w, height: h } = board;
  const stride = w + 2 * PAD;
  const size = stride * (h + 2 * PAD);
  const offsets = Int32Array.from(MOVES, ([dx, dy]) => dy * stride + dx);
  const degrees = new Uint8Array(size).fill(BLOCKED);
  const pattern = new Uint8Array(size);
  const cols = axisSignatures(w);
  const rows = axisSignatures(h);
  // classOf[(colId * rows.count + rowId) * 9 + clamped fx − fy + 4] = pattern id + 1 (0: not yet seen)
  const classOf = new Int32Array(cols.count * rows.count * 9);
  const patternIds = new Map<number, number>();
  const levelRows: number[] = [];
  const degreeOf: number[] = [];
  const keys = new Array<number>(8);
  const colFold = cols.fold;
  const colId = cols.id;
  for (let y = 0; y < h; y++) {
    const fy = rows.fold[y]!;
    const rowClass = rows.id[y]! * 9 + 4;
    const rowStart = (y + PAD) * stride + PAD;
    for (let x = 0; x < w; x++) {
      const delta = Math.max(-4, Math.min(4, colFold[x]! - fy));
      const c = colId[x]! * rows.count * 9 + rowClass + delta;
      let id = classOf[c]! - 1;
      if (id < 0) {
        const word = levelWord(board, x, y, keys);
        let known = patternIds.get(word);
        if (known === undefined) {
          known = patternIds.size;
          if (known >= MAX_PATTERNS) {
            // Cannot happen: at most 115 patterns occur on any board (see geometry tests).
            throw new Error(`board ${w}x${h} has more than ${MAX_PATTERNS} static patterns`);
          }
          patternIds.set(word, known);
          let degree = 0;
          for (let k = 7; k >= 0; k--) {
            const level = Math.floor(word / 16 ** k) % 16;
            levelRows.push(level);
            if (level !== 15) degree++;
          }
          degreeOf.push(degree);
        }
        id = known;
        classOf[c] = id + 1;
      }
      pattern[rowStart + x] = id;
      degrees[rowStart + x] = degreeOf[id]!;
    }
  }
  return {
    board,
    stride,
    size,
    offsets,
    degrees,
    pattern,
    levels: Uint8Array.from(levelRows),
    patternCount: patternIds.size,
    rankTables: [],
  };
}

/** Id of the rank table that ignores (b)–(d) except move order: plain Warnsdorff. */
export const PLAIN_ORDER_ID = 16;

/** Number of rank-table ids: the 16 priority orders and plain Warnsdorff. */
export const ORDER_IDS = 17;

/** Table id of a priority order, or {@link PLAIN_ORDER_ID} for plain Warnsdorff. */
export function tableId(order: PriorityOrder | undefined): number {
  return order ? orderId(order) : PLAIN_ORDER_ID;
}

/**
 * Rank table for a priority order (criteria b, c, d), or with `order` undefined for plain
 * Warnsdorff (ties broken by move number alone). Cached on the geometry.
 */
export function rankTable(g: Geometry, order: PriorityOrder | undefined): RankTable {
  const id = tableId(order);
  const cached = g.rankTables[id];
  if (cached) return cached;
  const priorities = order ? movePriorities(order) : [1, 2, 3, 4, 5, 6, 7, 8];
  const rank = new Uint8Array(g.patternCount * 8);
  const moveOfRank = new Uint8Array(g.patternCount * 8);
  const ranks = new Int32Array(g.patternCount);
  const moves = new Int32Array(g.patternCount);
  const all = [0, 1, 2, 3, 4, 5, 6, 7];
  for (let p = 0; p < g.patternCount; p++) {
    const level = (k: number) => (order ? g.levels[p * 8 + k]! : 0);
    const sorted = [...all].sort((a, b) => level(a) - level(b) || priorities[a]! - priorities[b]!);
    sorted.forEach((k, r) => {
      rank[p * 8 + k] = r;
      moveOfRank[p * 8 + r] = k;
      ranks[p] = ranks[p]! | (r << (3 * k));
      moves[p] = moves[p]! | (k << (3 * r));
    });
  }
  const table = { rank, moveOfRank, ranks, moves };
  g.rankTables[id] = table;
  return table;
}
