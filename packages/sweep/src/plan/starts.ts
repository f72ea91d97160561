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

/** Number of starts of `set` on `board` (any board, any set that applies to it). */
export function countStarts(set: StartSetName, board: Board): number {
  const cells = cellCount(board);
  if (set === 'all') return cells % 2 === 0 ? cells : (cells + 1) / 2;
  if (set === 'corner') return 1;
  if (set === 'fundamental') return countStartSquares(set, board);
  // Row by row, each set's run inline (no allocation): planning 5-16384 counts 7e7 rows.
  const odd = cells % 2 === 1;
  const { width: w, height: h } = board;
  const half = Math.floor(w / 2);
  const rows = rowsWithStarts(set, board);
  let count = 0;
  for (let y = 0; y < rows; y++) {
    if (set === 'octant') {
      const last = w !== h ? Math.floor((w - 1) / 2) : Math.floor((w - 1 - (h - 1 - 2 * y)) / 2);
      count += runCount(0, last, odd, y);
    } else if (set === 'paper-octant1') {
      count += runCount(0, Math.min(half - 1, y), odd, y);
    } else {
      count += runCount(half + 1, w - 1, odd, y);
    }
  }
  return count;
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
