import {
  algorithmInfo,
  algorithmsFor,
  type Board,
  cellIndex,
  type HeuristicName,
  HeuristicRunner,
  onBoard,
  variantLabel,
} from '@knights-tour/core';
import {
  analyzeTour,
  describeAnalysis,
  describeReport,
  type KnownRule,
  type ParsedTour,
  parseTour,
  verifyTour,
} from '@knights-tour/verify';
import { walkShape } from '../content.js';
import type { VerifiedFile } from '../protocol.js';

/** Cells up to which the analysis tries rules of many random restarts (Parberry's). */
export const MANY_ATTEMPTS_UP_TO = 32 * 32;

/** Lines of the verifier's words sent to the page (its report already caps each kind of problem). */
export const MAX_LINES = 300;

/**
 * Reads a tour in any format the verifier knows (2-D or 3-D: one reader, as the CLI's
 * `verify` does), checks it, and turns what it found into what the page draws: each step as
 * a cell, the repeated cells and the moves that are not knight moves. A file is read here, in
 * the worker, so a 50 MB file never passes through the page's thread as text.
 */
export async function verifySource(source: string | Blob, closed: boolean): Promise<VerifiedFile> {
  const text = typeof source === 'string' ? source : await source.text();
  const parsed = parseTour(text);
  const report = verifyTour(parsed, closed ? { closed: true } : {});
  const { board } = parsed;
  const repeated: number[] = [];
  const badMoves: number[] = [];
  for (const problem of report.problems) {
    if (problem.kind === 'duplicate') {
      const [x, y, z = 0] = problem.square;
      repeated.push(cellIndex(board, x, y, z));
    }
    if (problem.kind === 'not-a-knight-move') badMoves.push(problem.step);
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
    lines: capped(describeReport(report)),
    ...(report.valid ? { analysis: analysis(parsed, board) } : {}),
  };
}

/**
 * What a valid tour is, beyond valid (the verifier's `analyzeTour`, as the CLI's `analyze`
 * prints it): symmetry, class, crossings, magic, Warnsdorff's tail, and which of core's
 * heuristics walk exactly this tour (the verifier runs no solver: they are passed to it).
 */
function analysis(parsed: ParsedTour, board: Board): string[] {
  const runner = new HeuristicRunner(board);
  const cells = board.width * board.height * board.depth;
  const rules: KnownRule[] = algorithmsFor(board)
    .filter((name) => {
      const info = algorithmInfo(name);
      // A rule of thousands of random restarts (Parberry's) takes seconds a walk on large
      // boards: it is tried up to 32×32, so that the verdict is never held back long.
      return info.kind === 'heuristic' && (info.attempts <= 100 || cells <= MANY_ATTEMPTS_UP_TO);
    })
    .map((name) => ({
      name,
      walk(start) {
        const outcome = runner.run(name as HeuristicName, start);
        return {
          squares: outcome.squares,
          ...(outcome.variant ? { variant: variantLabel(outcome.variant) } : {}),
        };
      },
    }));
  return describeAnalysis(analyzeTour(parsed, { rules })).map((line) => line.trim());
}

/** The cell of each step read; -1 for an entry that is unreadable (NaN) or off the board. */
function cellsOf(
  board: Board,
  length: number,
  xs: Float64Array,
  ys: Float64Array,
  zs: Float64Array,
): Int32Array {
  const cells = new Int32Array(length);
  for (let k = 0; k < length; k++) {
    const x = xs[k]!;
    const y = ys[k]!;
    const z = board.depth > 1 ? zs[k]! : 0;
    cells[k] = onBoard(board, x, y, z) ? cellIndex(board, x, y, z) : -1;
  }
  return cells;
}

function capped(lines: readonly string[]): string[] {
  if (lines.length <= MAX_LINES) return [...lines];
  return [...lines.slice(0, MAX_LINES), `… and ${lines.length - MAX_LINES} more lines`];
}
