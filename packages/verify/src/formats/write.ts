import { type Board, boardName, KnightsTourError, squareArity } from '@knights-tour/core';
import { squareName } from './algebraic.js';

/**
 * Writers for the styles `solve` does not write itself (core's `formatTour` writes json,
 * csv and text): algebraic notation and a coordinate list. Both read back with `parseTour`.
 */
export const OUTPUT_STYLES = ['algebraic', 'pairs'] as const;
/** A style of {@link OUTPUT_STYLES}. */
export type OutputStyle = (typeof OUTPUT_STYLES)[number];

const CHUNK = 1 << 14;

/**
 * A walk of flat square indices written in pieces: `algebraic` is `a8 b6 …`, sixteen squares
 * a line (a1 bottom-left, files past `z` as `aa`, `ab` …; 2-D boards only); `pairs` is
 * `(x, y)` one square a line — `(x, y, z)` on a box — 0-based with (0, 0) top-left (SPEC §1).
 */
export function* formatSquares(
  board: Board,
  squares: ArrayLike<number>,
  style: OutputStyle,
): Generator<string> {
  const { width, height, depth } = board;
  if (style === 'algebraic' && depth > 1) {
    throw new KnightsTourError(
      `algebraic notation names squares of a 2-D board, not of the box ${boardName(board)}`,
    );
  }
  const arity = squareArity(board);
  for (let i = 0; i < squares.length; i += CHUNK) {
    let out = '';
    const end = Math.min(squares.length, i + CHUNK);
    for (let j = i; j < end; j++) {
      const s = squares[j]!;
      const x = s % width;
      const rest = (s - x) / width;
      const y = rest % height;
      if (style === 'algebraic') {
        out += `${squareName(x, y, height)}${(j + 1) % 16 === 0 || j + 1 === squares.length ? '\n' : ' '}`;
      } else out += arity === 3 ? `(${x}, ${y}, ${(rest - y) / height})\n` : `(${x}, ${y})\n`;
    }
    yield out;
  }
}
