import {
  type Board,
  cellCount,
  cellIndex,
  countStartSquares,
  type StartSetName,
  startSquares,
} from '@knights-tour/core';
import { bisect } from './bisect.js';

/**
 * The start squares of a sweep's board, in the order of core's `startSquares` (flat index:
 * layer, row, column), counted and sliced without visiting every square. Every set but
 * `fundamental` holds, in each row of the board, one run of columns (every other column on a
 * board whose sides are all odd, where only squares with x + y + z even can start a tour):
 * planning 5-5000 must not visit 4e10 squares. `fundamental` (a square per symmetry class) is
 * listed by core, once per board.
 */

/** Columns `first..last` of row `row` (`z * height + y`) in the set, before the parity rule. */
function rowRun(set: StartSetName, board: Board, row: number): [first: number, last: number] {
  const { width: w, height: h } = board;
  const y = row % h;
  const half = Math.floor(w / 2);
  switch (set) {
    case 'all':
      return [0, w - 1];
    case 'corner':
      return row === 0 ? [0, 0] : [0, -1];
    case 'octant': {
      if (2 * y > h - 1) return [0, -1];
      // Rectangles: the top-left quarter; squares: octant 1 (|X| >= |Y| left of the centre).
      const Y = h - 1 - 2 * y;
      return [0, w !== h ? Math.floor((w - 1) / 2) : Math.floor((w - 1 - Y) / 2)];
    }
    case 'paper-octant1':
      return y <= half ? [0, Math.min(half - 1, y)] : [0, -1];
    case 'paper-quadrant2':
      return y < half ? [half + 1, w - 1] : [0, -1];
    case 'fundamental':
      throw new Error('unreachable: fundamental starts are listed, not counted by rows');
  }
}

/** Rows of a board: `height` per layer. */
const rowsOf = (board: Board) => board.height * board.depth;

/** Rows that can hold starts of a plane set (octant, paper-*): they stop at the middle of the board. */
function rowsWithStarts(set: StartSetName, board: Board): number {
  const { width: w, height: h } = board;
  const half = Math.floor(w / 2);
  if (set === 'octant') return Math.floor((h - 1) / 2) + 1;
  if (set === 'paper-octant1') return Math.min(h, half + 1);
  if (set === 'paper-quadrant2') return Math.min(h, half);
  return rowsOf(board);
}

/** Starts among columns `a..b` of a row whose y + z is `parity`: every other one on an all-odd board. */
function runCount(a: number, b: number, odd: boolean, parity: number): number {
  if (b < a) return 0;
  if (!odd) return b - a + 1;
  const first = (a + parity) % 2 === 0 ? a : a + 1;
  return first > b ? 0 : Math.floor((b - first) / 2) + 1;
}

/** The columns of `row` that are starts: the run, thinned to x + y + z even on an all-odd board. */
function rowStarts(
  set: StartSetName,
  board: Board,
  row: number,
): { first: number; step: number; count: number } {
  const [a, b] = rowRun(set, board, row);
  const odd = cellCount(board) % 2 === 1;
  const parity = (row % board.height) + Math.floor(row / board.height); // y + z
  const first = odd && (a + parity) % 2 !== 0 ? a + 1 : a;
  return { first, step: odd ? 2 : 1, count: runCount(a, b, odd, parity) };
}

/** Whole numbers `x` in `a..b` with `x % 2 === r` (`r` 0 or 1). */
const ofParity = (a: number, b: number, r: number): number =>
  b < a ? 0 : Math.floor((b - r) / 2) - Math.floor((a - 1 - r) / 2);

/** Starts in rows `y0..y1-1` whose run is the same columns `a..b` (see {@link runCount}). */
function constantRows(y0: number, y1: number, a: number, b: number, odd: boolean): number {
  if (y1 <= y0 || b < a) return 0;
  if (!odd) return (y1 - y0) * (b - a + 1);
  // Row y keeps the columns with x + y even.
  return ofParity(y0, y1 - 1, 0) * ofParity(a, b, 0) + ofParity(y0, y1 - 1, 1) * ofParity(a, b, 1);
}

/** Starts in rows `0..rows-1` whose run is columns `0..y` (a triangle, as an octant's). */
function triangleRows(rows: number, odd: boolean): number {
  if (rows <= 0) return 0;
  // Row y holds y + 1 columns, or floor(y / 2) + 1 of them with x + y even.
  if (!odd) return (rows * (rows + 1)) / 2;
  return rows + Math.floor(rows / 2) * Math.floor((rows - 1) / 2);
}

/**
 * Number of starts of `set` on `board` (any board, any set that applies to it), by closed
 * forms over the rows (each set's run of columns is constant or grows by one a row), and
 * `fundamental` by core's count (Burnside's lemma): planning 16000-16384 × 16000-16384 or
 * 250-256 cubed visits no row and no cell.
 */
export function countStarts(set: StartSetName, board: Board): number {
  const cells = cellCount(board);
  if (set === 'all') return cells % 2 === 0 ? cells : (cells + 1) / 2;
  if (set === 'corner') return 1;
  if (set === 'fundamental') return countStartSquares(set, board);
  const odd = cells % 2 === 1;
  const { width: w, height: h } = board;
  const half = Math.floor(w / 2);
  const rows = rowsWithStarts(set, board);
  if (set === 'octant') {
    // Rectangles: the top-left quarter; squares: octant 1, row y holding columns 0..y.
    return w !== h
      ? constantRows(0, rows, 0, Math.floor((w - 1) / 2), odd)
      : triangleRows(rows, odd);
  }
  if (set === 'paper-octant1') {
    // Columns 0..min(half - 1, y): a triangle up to row half - 1, then at most one full row.
    const triangle = Math.min(rows, half);
    return triangleRows(triangle, odd) + constantRows(triangle, rows, 0, half - 1, odd);
  }
  return constantRows(0, rows, half + 1, w - 1, odd);
}

/**
 * The starts of one board and set, as flat indices: sliced by position (a task's starts) and
 * located (is a square a start, and which). Rows are summed once per board (a prefix sum,
 * 8 bytes per row), `fundamental` listed once.
 */
export class BoardStarts {
  readonly count: number;
  /** `fundamental`: every start, ascending. */
  private readonly listed: Int32Array | undefined;
  /** Other sets: starts before each row; `before[rows]` is the count. */
  private readonly before: Float64Array | undefined;

  constructor(
    readonly set: StartSetName,
    readonly board: Board,
  ) {
    if (set === 'fundamental') {
      this.listed = Int32Array.from(startSquares(set, board), ([x, y, z = 0]) =>
        cellIndex(board, x, y, z),
      );
      this.count = this.listed.length;
      return;
    }
    const rows = rowsOf(board);
    const before = new Float64Array(rows + 1);
    for (let row = 0; row < rows; row++) {
      before[row + 1] = before[row]! + rowStarts(set, board, row).count;
    }
    this.before = before;
    this.count = before[rows]!;
  }

  /** Starts `from..to-1` in set order (clamped to the starts there are), as flat indices. */
  slice(from: number, to: number): Int32Array {
    if (this.listed) return this.listed.slice(from, to);
    const before = this.before!;
    from = Math.max(0, from);
    const out = new Int32Array(Math.max(0, Math.min(to, this.count) - from));
    const { width } = this.board;
    // The row holding start `from`: the last row with fewer starts before it.
    let row = bisect(0, rowsOf(this.board), (r) => before[r + 1]! > from);
    let i = 0;
    while (i < out.length) {
      const { first, step, count } = rowStarts(this.set, this.board, row);
      const skip = from + i - before[row]!;
      for (let k = skip; k < count && i < out.length; k++)
        out[i++] = row * width + first + k * step;
      row++;
    }
    return out;
  }

  /** The position of the square with flat index `index` among the starts, or -1 when it is not one. */
  indexOf(index: number): number {
    if (!Number.isSafeInteger(index) || index < 0 || index >= cellCount(this.board)) return -1;
    if (this.listed) {
      const at = bisect(0, this.listed.length, (i) => this.listed![i]! >= index);
      return this.listed[at] === index ? at : -1;
    }
    const { width } = this.board;
    const row = Math.floor(index / width);
    const x = index % width;
    const { first, step, count } = rowStarts(this.set, this.board, row);
    const k = (x - first) / step;
    return Number.isInteger(k) && k >= 0 && k < count ? this.before![row]! + k : -1;
  }
}
