import { type Board, cellIndex, onBoard } from '@knights-tour/core';
import {
  describeReport,
  describeReport3d,
  isTour3dText,
  parseTour,
  parseTour3d,
  verifyTour,
  verifyTour3d,
} from '@knights-tour/verify';
import { walkShape } from '../content.js';
import type { VerifiedFile } from '../protocol.js';

/** Lines of the verifier's words sent to the page (its report already caps each kind of problem). */
export const MAX_LINES = 300;

/**
 * Reads a tour in any format the verifier knows (it detects which, 2-D or 3-D, as the CLI's
 * `verify` does), checks it, and turns what it found into what the page draws: each step as
 * a cell, the repeated cells and the moves that are not knight moves. A file is read here, in
 * the worker, so a 50 MB file never passes through the page's thread as text.
 */
export async function verifySource(source: string | Blob, closed: boolean): Promise<VerifiedFile> {
  const text = typeof source === 'string' ? source : await source.text();
  const options = closed ? { closed: true } : {};
  if (isTour3dText(text)) {
    const parsed = parseTour3d(text);
    const report = verifyTour3d(parsed, options);
    const board: Board = { width: parsed.width, height: parsed.height, depth: parsed.depth };
    const repeated: number[] = [];
    const badMoves: number[] = [];
    for (const problem of report.problems) {
      if (problem.kind === 'duplicate' && problem.cell) {
        repeated.push(cellIndex(board, ...problem.cell));
      }
      if (problem.kind === 'not-a-knight-move' && problem.step !== undefined) {
        badMoves.push(problem.step);
      }
    }
    const cells = cellsOf(board, parsed.length, parsed.xs, parsed.ys, parsed.zs);
    return {
      format: parsed.format,
      board,
      cells,
      shape: walkShape(board, cells),
      repeated: Int32Array.from(repeated),
      badMoves: Int32Array.from(badMoves),
      valid: report.valid,
      problems: report.problems.length,
      lines: capped(describeReport3d(report)),
    };
  }
  const parsed = parseTour(text);
  const report = verifyTour(parsed, options);
  const board: Board = { width: parsed.width, height: parsed.height, depth: 1 };
  const repeated: number[] = [];
  const badMoves: number[] = [];
  for (const problem of report.problems) {
    if (problem.kind === 'duplicate') {
      repeated.push(cellIndex(board, problem.square[0], problem.square[1]));
    }
    if (problem.kind === 'not-a-knight-move') badMoves.push(problem.step);
  }
  const cells = cellsOf(board, parsed.length, parsed.xs, parsed.ys);
  return {
    format: parsed.format,
    board,
    cells,
    shape: walkShape(board, cells),
    repeated: Int32Array.from(repeated),
    badMoves: Int32Array.from(badMoves),
    valid: report.valid,
    problems: report.problems.length,
    lines: capped(describeReport(report)),
  };
}

/** The cell of each step read; -1 for an entry that is unreadable (NaN) or off the board. */
function cellsOf(
  board: Board,
  length: number,
  xs: Float64Array,
  ys: Float64Array,
  zs?: Float64Array,
): Int32Array {
  const cells = new Int32Array(length);
  for (let k = 0; k < length; k++) {
    const x = xs[k]!;
    const y = ys[k]!;
    const z = zs ? zs[k]! : 0;
    cells[k] = onBoard(board, x, y, z) ? cellIndex(board, x, y, z) : -1;
  }
  return cells;
}

function capped(lines: readonly string[]): string[] {
  if (lines.length <= MAX_LINES) return [...lines];
  return [...lines.slice(0, MAX_LINES), `… and ${lines.length - MAX_LINES} more lines`];
}
