import { type Board, cellAt, squareLabel } from '@knights-tour/core';

/**
 * How the page names squares, on the board's edges and in what it says of a square: `xy` is
 * the project's `(x,y)`, 0-based from the top-left corner (SPEC §1); `chess` is algebraic
 * notation, files a, b, … left to right and ranks 1, 2, … bottom to top, as the verifier reads
 * it (`a1` is the bottom-left corner; past `z`, files go on `aa`, `ab`, …). A box is always
 * named `(x,y,z)`.
 */
export type Coordinates = 'xy' | 'chess';

/** The letters of a 0-based file: 0 → `a`, 25 → `z`, 26 → `aa` (bijective base 26). */
export function fileLetters(x: number): string {
  let name = '';
  let v = x + 1;
  while (v > 0) {
    const r = (v - 1) % 26;
    name = String.fromCharCode(97 + r) + name;
    v = (v - 1 - r) / 26;
  }
  return name;
}

/** The name of square `[x, y]` (or cell `[x, y, z]`) of `board`: `(2,5)`, or `c3` in chess terms. */
export function squareName(board: Board, square: readonly number[], system: Coordinates): string {
  if (system === 'xy' || board.depth > 1 || square.length > 2) return squareLabel(square);
  return `${fileLetters(square[0]!)}${board.height - square[1]!}`;
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
  return {
    columns: Array.from({ length: width }, (_, x) =>
      system === 'chess' ? fileLetters(x) : String(x),
    ),
    rows: Array.from({ length: height }, (_, y) =>
      system === 'chess' ? String(height - y) : String(y),
    ),
  };
}
