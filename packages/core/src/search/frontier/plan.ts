import type { Board } from '../../board/board.js';
import { isWhite } from '../../board/colour.js';
import { MOVES } from '../../board/moves.js';

/**
 * The board as the frontier count sees it: `rows` (the shorter side) by `columns` (the longer),
 * its cells numbered column by column, `cell = column * rows + row`. A knight move joins cells
 * at most `2 * rows + 1` apart in this order, so while cell `i` is decided, every cell that
 * can still gain an edge from a decided cell lies in the window `i .. i + 2 * rows`: that
 * window is the frontier, and a state describes it alone.
 *
 * A state is one 64-bit key: for each window position a field holding 0 (no edge yet), 1 (two
 * edges: done), 2 (one edge, on a partial path whose other end is a path end already decided,
 * open tours only) or 2 + k (one edge, on a partial path whose other end is the other window
 * cell labelled k). Labels are numbered in order of first appearance, so that equal frontiers
 * have equal keys. Field p (0-based) holds a label of at most min(p + 1, rows), so it needs
 * ceil(log2(3 + min(p + 1, rows))) bits: 62 bits for 8 rows, which is why the shorter side is
 * at most {@link MAX_FRONTIER_ROWS}.
 */
export interface FrontierPlan {
  readonly board: Board;
  /** Cells in a column: the board's shorter side. */
  readonly rows: number;
  /** The board's longer side. */
  readonly columns: number;
  readonly cells: number;
  /** Window positions held in a key: `2 * rows + 1`. */
  readonly window: number;
  /** Bit offset of each key field (`window` of them). */
  readonly shifts: readonly number[];
  /** Width in bits of each key field. */
  readonly widths: readonly number[];
  /** `square[cell]`: the board square (`y * width + x`) of a cell in count order. */
  readonly square: Int32Array;
  /** `cellOf[square]`: the inverse. */
  readonly cellOf: Int32Array;
  /** `neighbours[cell]`: the cells a knight move away, in count order. */
  readonly neighbours: readonly (readonly number[])[];
  /** `white[cell]`: the cell's colour (white: the colour of the corner). */
  readonly white: Uint8Array;
  /** White and black cells. */
  readonly whites: number;
  readonly blacks: number;
}

/** The largest shorter side the count takes: 8 rows fill 62 bits of a key (9 would need 70). */
export const MAX_FRONTIER_ROWS = 8;

/** Key bits a board of `rows` rows needs (see {@link FrontierPlan}). */
export function keyBits(rows: number): number {
  let bits = 0;
  for (let p = 0; p < 2 * rows + 1; p++) bits += fieldWidth(p, rows);
  return bits;
}

function fieldWidth(p: number, rows: number): number {
  return Math.ceil(Math.log2(3 + Math.min(p + 1, rows)));
}

/**
 * The plan of a checked 2-D board whose shorter side is at most {@link MAX_FRONTIER_ROWS}.
 * `across` sweeps along the shorter side instead (a wider frontier, the same count: tests use
 * it to count one board by two different frontiers).
 */
export function frontierPlan(board: Board, across = false): FrontierPlan {
  const { width, height } = board;
  // Columns run along the longer side: x when the board is wide, y when it is tall.
  const wide = width >= height !== across;
  const rows = wide ? height : width;
  const columns = wide ? width : height;
  if (rows > MAX_FRONTIER_ROWS) throw new RangeError(`${rows} rows do not fit a 64-bit key`);
  const cells = rows * columns;
  const square = new Int32Array(cells);
  const cellOf = new Int32Array(cells);
  const white = new Uint8Array(cells);
  let whites = 0;
  for (let c = 0; c < columns; c++) {
    for (let r = 0; r < rows; r++) {
      const [x, y] = wide ? [c, r] : [r, c];
      const cell = c * rows + r;
      square[cell] = y * width + x;
      cellOf[y * width + x] = cell;
      if (isWhite(x, y)) {
        white[cell] = 1;
        whites++;
      }
    }
  }
  const neighbours: number[][] = [];
  for (let c = 0; c < columns; c++) {
    for (let r = 0; r < rows; r++) {
      const list: number[] = [];
      for (const [dc, dr] of MOVES) {
        const c2 = c + dc;
        const r2 = r + dr;
        if (c2 >= 0 && c2 < columns && r2 >= 0 && r2 < rows) list.push(c2 * rows + r2);
      }
      neighbours.push(list.sort((a, b) => a - b));
    }
  }
  const window = 2 * rows + 1;
  const shifts: number[] = [];
  const widths: number[] = [];
  let bit = 0;
  for (let p = 0; p < window; p++) {
    shifts.push(bit);
    widths.push(fieldWidth(p, rows));
    bit += widths[p]!;
  }
  return {
    board,
    rows,
    columns,
    cells,
    window,
    shifts,
    widths,
    square,
    cellOf,
    neighbours,
    white,
    whites,
    blacks: cells - whites,
  };
}
