import { type Board, cellAt, squareLabel } from '@knights-tour/core';
import { formatSquares } from '@knights-tour/verify';

/**
 * How the page names squares, on the board's edges and in what it says of a square: `xy` is
 * the project's `(x,y)`, 0-based from the top-left corner (SPEC §1); `chess` is algebraic
 * notation, files a, b, … left to right and ranks 1, 2, … bottom to top, as the verifier reads
 * it (`a1` is the bottom-left corner; past `z`, files go on `aa`, `ab`, …). A box is always
 * named `(x,y,z)`.
 */
export type Coordinates = 'xy' | 'chess';

/**
 * The chess name of square (x, y) of a 2-D board, in the verifier's own words: its writer of
 * algebraic notation (`formatSquares`, which its reader reads back), so the rule is written
 * once.
 */
function chessName(board: Board, x: number, y: number): string {
  return [...formatSquares(board, [y * board.width + x], 'algebraic')].join('').trim();
}

/** The letters of a 0-based file: 0 → `a`, 25 → `z`, 26 → `aa`. */
export function fileLetters(board: Board, x: number): string {
  return chessName(board, x, 0).replace(/\d+$/, '');
}

/** The name of square `[x, y]` (or cell `[x, y, z]`) of `board`: `(2,5)`, or `c3` in chess terms. */
export function squareName(board: Board, square: readonly number[], system: Coordinates): string {
  if (system === 'xy' || board.depth > 1 || square.length > 2) return squareLabel(square);
  return chessName(board, square[0]!, square[1]!);
}

/** The name of a flat cell of `board`. */
export function cellName(board: Board, cell: number, system: Coordinates): string {
  return squareName(board, cellAt(board, cell), system);
}

/**
 * The labels of a 2-D board's edges: one per column (left to right) and one per row (top to
 * bottom): `0 1 2 …` and `0 1 2 …`, or `a b c …` and `8 7 6 … 1`.
 */
export function edgeLabels(
  board: Board,
  system: Coordinates,
): { columns: string[]; rows: string[] } {
  const { width, height } = board;
  const key = `${width}x${height}/${system}`;
  // Asked every frame: kept for the last board.
  if (last?.key === key) return last.labels;
  const labels = {
    columns: Array.from({ length: width }, (_, x) =>
      system === 'chess' ? fileLetters(board, x) : String(x),
    ),
    rows: Array.from({ length: height }, (_, y) =>
      system === 'chess' ? String(height - y) : String(y),
    ),
  };
  last = { key, labels };
  return labels;
}

let last: { key: string; labels: { columns: string[]; rows: string[] } } | undefined;
