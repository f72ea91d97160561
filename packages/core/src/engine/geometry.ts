import { type Board, boardName } from '../board/board.js';
import { MOVES } from '../board/moves.js';
import { cornerDistance, edgeDistance } from '../board/regions.js';
import { movePriorities, orderId, type PriorityOrder } from './orders.js';

/** Border width around the board: a knight reaches at most 2 squares out, so no bounds checks. */
export const PAD = 2;

/** Degree value of visited and border squares: far above any real degree (≤ 8) even after 8 decrements. */
export const BLOCKED = 64;

/** Degrees of unvisited squares are ≤ 8; visited and border cells stay ≥ BLOCKED − 8. */
export const FREE_LIMIT = 16;

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
  /** The pattern id of every padded cell this table's `p` indexes (see `PatternSpace`). */
  readonly pattern: Uint8Array;
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
  /** Initial degree of every cell; border cells hold `BLOCKED`. */
  readonly degrees: Uint8Array;
  /** Static-pattern id of every cell (criteria b and c), 0 on the border. */
  readonly pattern: Uint8Array;
  /** `levels[p * 8 + k]`: dense rank of move k's target under (b) then (c); 15 when off the board. */
  readonly levels: Uint8Array;
  readonly patternCount: number;
  /** Rank tables and pattern spaces built so far for this board, by key (see ranking.ts). */
  readonly cache: Map<string, RankTable | PatternSpace>;
}

/**
 * A partition of the board's cells by the static tie-break levels of their 8 moves: the
 * corner/edge distances of SPEC §4 (the geometry's own `pattern`), Roth's distance, or none
 * (one pattern for every cell). A priority order then turns each pattern into a rank table.
 */
export interface PatternSpace {
  /** Pattern id of every padded cell (0 on the border). */
  readonly pattern: Uint8Array;
  /** `levels[p * 8 + k]`: dense level of move k on pattern p (smaller first); 15 when off the board. */
  readonly levels: Uint8Array;
  readonly count: number;
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

/**
 * Writes the linear index (`y * width + x`) of each of the first `length` padded cells of
 * `cells` to `out`, which may be `cells` itself (converted in place).
 */
export function toSquareIndices(
  g: Geometry,
  cells: Int32Array,
  length: number,
  out: Int32Array = cells,
): void {
  const { stride } = g;
  const { width } = g.board;
  for (let i = 0; i < length; i++) {
    const cell = cells[i]!;
    const row = (cell / stride) | 0; // exact: cell < 2^31, stride < 2^16
    out[i] = (row - PAD) * width + cell - row * stride - PAD;
  }
}

/** The index step of each knight move (MOVES order) on rows `rowLength` long: `dy * rowLength + dx`. */
export function moveOffsets(rowLength: number): Int32Array {
  return Int32Array.from(MOVES, ([dx, dy]) => dy * rowLength + dx);
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
 * Fills the pattern and degree arrays row by row. Most squares of a row are far from the
 * diagonals `fx = fy` (|fx − fy| ≥ 4), where the class depends only on the column: those
 * runs are copied from per-row-signature template rows (memcpy), and only the ≤ 14 squares
 * near the diagonals are classified one by one.
 */
class PatternFiller {
  private readonly classOf: Int32Array;
  private readonly patternIds = new Map<number, number>();
  readonly levelRows: number[] = [];
  private readonly degreeOf = new Uint8Array(MAX_PATTERNS);
  private readonly keys = new Array<number>(8);
  /** colClass[x] + rowClass + (fx − fy clamped to −4..4) indexes classOf. */
  private readonly colClass: Int32Array;
  /** Template rows per row signature for fx − fy ≤ −4 (`near`) and ≥ 4 (`far`): patterns then degrees. */
  private readonly near: Uint8Array[] = [];
  private readonly far: Uint8Array[] = [];
  /** Known parts of the templates: near = [0, nearEnd) ∪ [nearStart, w); far = [farStart, farEnd). */
  private readonly nearEnd: Int32Array;
  private readonly nearStart: Int32Array;
  private readonly farStart: Int32Array;
  private readonly farEnd: Int32Array;

  constructor(
    private readonly board: Board,
    private readonly cols: { fold: Int32Array; id: Int32Array; count: number },
    rowCount: number,
    private readonly pattern: Uint8Array,
    private readonly degrees: Uint8Array,
  ) {
    const w = board.width;
    this.classOf = new Int32Array(cols.count * rowCount * 9);
    this.colClass = cols.id.map((id) => id * rowCount * 9 + 4);
    for (let r = 0; r < rowCount; r++) {
      this.near.push(new Uint8Array(2 * w));
      this.far.push(new Uint8Array(2 * w));
    }
    this.nearEnd = new Int32Array(rowCount);
    this.nearStart = new Int32Array(rowCount).fill(w);
    this.farStart = new Int32Array(rowCount).fill(w);
    this.farEnd = new Int32Array(rowCount);
  }

  get patternCount(): number {
    return this.patternIds.size;
  }

  /** Pattern id of `(x, y)` (row fold `fy`, row signature `r`), classifying it if needed. */
  private classify(x: number, y: number, fy: number, r: number): number {
    const delta = Math.max(-4, Math.min(4, this.cols.fold[x]! - fy));
    const c = this.colClass[x]! + r * 9 + delta;
    let id = this.classOf[c]! - 1;
    if (id < 0) {
      id = this.register(levelWord(this.board, x, y, this.keys));
      this.classOf[c] = id + 1;
    }
    return id;
  }

  private register(word: number): number {
    const known = this.patternIds.get(word);
    if (known !== undefined) return known;
    const id = this.patternIds.size;
    if (id >= MAX_PATTERNS) {
      // Cannot happen: at most 115 patterns occur on any board (see geometry tests).
      throw new Error(
        `board ${boardName(this.board)} has more than ${MAX_PATTERNS} static patterns`,
      );
    }
    this.patternIds.set(word, id);
    let degree = 0;
    for (let k = 7; k >= 0; k--) {
      const level = Math.floor(word / 16 ** k) % 16;
      this.levelRows.push(level);
      if (level !== 15) degree++;
    }
    this.degreeOf[id] = degree;
    return id;
  }

  /** Makes template `t` (of row signature r) known on [from, to) using row y's squares. */
  private learn(t: Uint8Array, from: number, to: number, y: number, fy: number, r: number): void {
    const w = this.board.width;
    for (let x = from; x < to; x++) {
      const id = this.classify(x, y, fy, r);
      t[x] = id;
      t[w + x] = this.degreeOf[id]!;
    }
  }

  private copy(t: Uint8Array, from: number, to: number, rowStart: number): void {
    if (from >= to) return;
    const w = this.board.width;
    this.pattern.set(t.subarray(from, to), rowStart + from);
    this.degrees.set(t.subarray(w + from, w + to), rowStart + from);
  }

  private single(x: number, y: number, fy: number, r: number, rowStart: number): void {
    const id = this.classify(x, y, fy, r);
    this.pattern[rowStart + x] = id;
    this.degrees[rowStart + x] = this.degreeOf[id]!;
  }

  /** Row `y`, with fold `fy` and signature `r`, starting at padded index `rowStart`. */
  fill(y: number, fy: number, r: number, rowStart: number): void {
    const w = this.board.width;
    const clip = (v: number) => Math.max(0, Math.min(w, v));
    // fx ≤ fy − 4 on [0, fy − 3) and [w + 3 − fy, w) (fx ≤ x and fx ≤ w − 1 − x).
    const nearEnd = clip(fy - 3);
    const nearStart = Math.max(nearEnd, clip(w + 3 - fy));
    const near = this.near[r]!;
    if (nearEnd > this.nearEnd[r]!) {
      this.learn(near, this.nearEnd[r]!, nearEnd, y, fy, r);
      this.nearEnd[r] = nearEnd;
    }
    if (nearStart < this.nearStart[r]!) {
      this.learn(near, nearStart, this.nearStart[r]!, y, fy, r);
      this.nearStart[r] = nearStart;
    }
    this.copy(near, 0, nearEnd, rowStart);
    this.copy(near, nearStart, w, rowStart);
    // fx ≥ fy + 4 on [fy + 4, w − 4 − fy): a centred band, so the known part is one interval.
    const farStart = clip(fy + 4);
    const farEnd = Math.max(farStart, clip(w - 4 - fy));
    if (farStart < farEnd) {
      const far = this.far[r]!;
      if (this.farStart[r]! >= this.farEnd[r]!) {
        this.learn(far, farStart, farEnd, y, fy, r);
        this.farStart[r] = farStart;
        this.farEnd[r] = farEnd;
      } else {
        if (farStart < this.farStart[r]!) {
          this.learn(far, farStart, this.farStart[r]!, y, fy, r);
          this.farStart[r] = farStart;
        }
        if (farEnd > this.farEnd[r]!) {
          this.learn(far, this.farEnd[r]!, farEnd, y, fy, r);
          this.farEnd[r] = farEnd;
        }
      }
      this.copy(far, farStart, farEnd, rowStart);
    }
    // The rest is within 3 of a diagonal: at most 7 squares on each side.
    for (let x = clip(fy - 3); x < clip(fy + 4); x++) this.single(x, y, fy, r, rowStart);
    for (let x = clip(w - 4 - fy); x < clip(w + 3 - fy); x++) this.single(x, y, fy, r, rowStart);
  }
}

/**
 * Builds the geometry of a board in a few nanoseconds per square.
 *
 * A square's pattern (the dense (b, c) levels of its 8 moves) is computed exactly only once
 * per *class*: with `fx`, `fy` the distances to the nearer column/row end, a move's corner
 * distance is `fx + fy + Δx + Δy` and its edge distance `fy + min(fx − fy + Δx, Δy)` with
 * `|Δ| ≤ 2`, so the levels depend only on the two axis signatures (the Δ's and which moves
 * leave the board) and on `fx − fy` clamped to −4..4. Pattern ids are numbered in the order
 * the classes are first met (an internal numbering: only the levels behind an id matter).
 */
export function createGeometry(board: Board): Geometry {
  const { width: w, height: h } = board;
  const stride = w + 2 * PAD;
  const size = stride * (h + 2 * PAD);
  const offsets = moveOffsets(stride);
  const degrees = new Uint8Array(size).fill(BLOCKED);
  const pattern = new Uint8Array(size);
  const cols = axisSignatures(w);
  const rows = axisSignatures(h);
  // classOf[(colId * rows.count + rowId) * 9 + clamped fx − fy + 4] = pattern id + 1 (0: not yet seen)
  const filler = new PatternFiller(board, cols, rows.count, pattern, degrees);
  for (let y = 0; y < h; y++) {
    filler.fill(y, rows.fold[y]!, rows.id[y]!, (y + PAD) * stride + PAD);
  }
  return {
    board,
    stride,
    size,
    offsets,
    degrees,
    pattern,
    levels: Uint8Array.from(filler.levelRows),
    patternCount: filler.patternCount,
    cache: new Map(),
  };
}

/** The corner/edge pattern space of SPEC §4 (b)–(c): the geometry's own patterns. */
export function cornerEdgeSpace(g: Geometry): PatternSpace {
  return { pattern: g.pattern, levels: g.levels, count: g.patternCount };
}

/**
 * The rank table of a pattern space under the move priorities `positions` (`positions[k]`:
 * 0-based priority of move k): on each pattern, moves sorted by level, then by priority.
 */
export function buildRankTable(space: PatternSpace, positions: readonly number[]): RankTable {
  const count = space.count;
  const rank = new Uint8Array(count * 8);
  const moveOfRank = new Uint8Array(count * 8);
  const ranks = new Int32Array(count);
  const moves = new Int32Array(count);
  const all = [0, 1, 2, 3, 4, 5, 6, 7];
  for (let p = 0; p < count; p++) {
    const level = (k: number) => space.levels[p * 8 + k]!;
    const sorted = [...all].sort((a, b) => level(a) - level(b) || positions[a]! - positions[b]!);
    sorted.forEach((k, r) => {
      rank[p * 8 + k] = r;
      moveOfRank[p * 8 + r] = k;
      ranks[p] = ranks[p]! | (r << (3 * k));
      moves[p] = moves[p]! | (k << (3 * r));
    });
  }
  return { pattern: space.pattern, rank, moveOfRank, ranks, moves };
}

/**
 * Rank table for a circular priority order (criteria b, c, d), or with `order` undefined for
 * plain Warnsdorff (ties broken by move number alone). Cached on the geometry.
 */
export function rankTable(g: Geometry, order: PriorityOrder | undefined): RankTable {
  const key = order ? `corner-edge/${orderId(order)}` : 'plain';
  const cached = g.cache.get(key) as RankTable | undefined;
  if (cached) return cached;
  const table = order
    ? buildRankTable(
        cornerEdgeSpace(g),
        movePriorities(order).map((p) => p - 1),
      )
    : buildRankTable(
        { pattern: g.pattern, levels: new Uint8Array(g.patternCount * 8), count: g.patternCount },
        [0, 1, 2, 3, 4, 5, 6, 7],
      );
  g.cache.set(key, table);
  return table;
}
