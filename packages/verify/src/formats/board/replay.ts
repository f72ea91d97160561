import { type Board, boardName, squareLabel, squareOf } from '@knights-tour/core';
import { TourFormatError } from '../../errors.js';
import { isKnightStep } from '../../knight.js';
import type { FixedReading } from '../../options.js';
import { SquareRun, type TourSink, visitRun } from '../../sink.js';
import { type BoardGrid, COLUMN_LIMIT } from './grid.js';

/** Where cell `c` of a grid is, for messages: line and column. */
function where(grid: BoardGrid, c: number): { line: number; column: number } {
  const row = Math.floor(c / grid.board.width);
  return { line: grid.rowLines[row] ?? 0, column: grid.columns?.[c] ?? 0 };
}

/** The origin of a board's step numbers: the option, else 0 when a 0 is on the board, else 1. */
export function boardOrigin(grid: BoardGrid, fixed: FixedReading): 0 | 1 {
  if (fixed.origin !== undefined) return fixed.origin;
  let min = Infinity;
  for (let i = 0; i < grid.cells.length; i++) {
    const v = grid.cells[i]!;
    if (v >= 0 && v < min) min = v;
  }
  return min === 0 ? 0 : 1;
}

/**
 * Puts every step number at its place in the walk and replays the walk into the sink. A step
 * number beyond the board's squares is refused (the board cannot be read as a tour of its
 * size); one written twice or missing is a malformed step.
 */
export function replayBoard(grid: BoardGrid, origin: 0 | 1, sink: TourSink): void {
  const { cells } = grid;
  const { width, height } = grid.board;
  const n = cells.length;
  let max = -1;
  for (let c = 0; c < n; c++) {
    const v = cells[c]!;
    if (v < 0) continue;
    const k = v - origin + 1; // 1-based step
    if (k < 1 || k > n) {
      const at = where(grid, c);
      throw new TourFormatError(
        `step number ${v} is beyond the ${n} squares of the ${boardName(grid.board)} board (numbered from ${origin})`,
        at.line,
        at.column || undefined,
      );
    }
    if (k > max) max = k;
  }
  // pos[k - 1] = cell of step k; −1 missing, −2 given twice.
  const pos = new Int32Array(Math.max(0, max)).fill(-1);
  const twice = new Map<number, [number, number]>();
  for (let c = 0; c < n; c++) {
    const v = cells[c]!;
    if (v < 0) continue;
    const k = v - origin + 1;
    const p = pos[k - 1]!;
    if (p === -1) pos[k - 1] = c;
    else {
      if (p >= 0 && twice.size < 1000) twice.set(k, [p, c]);
      pos[k - 1] = -2;
    }
  }
  const cellOf = (c: number): [number, number, number] => {
    const x = c % width;
    const rest = (c - x) / width;
    const y = rest % height;
    return [x, y, (rest - y) / height];
  };
  const name = (c: number) => {
    const [x, y, z] = cellOf(c);
    if (grid.notation) return grid.notation(x, y, z);
    return squareLabel(squareOf(grid.board, x, y, z));
  };
  // The squares go to the sink in runs, with no object per step (a big board has 10^8).
  const run = new SquareRun();
  const { rowLines, columns } = grid;
  for (let k = 1; k <= max; k++) {
    const c = pos[k - 1]!;
    if (c >= 0) {
      const x = c % width;
      const row = (c - x) / width;
      const y = row % height;
      run.add(x, y, (row - y) / height, rowLines[row] ?? 0, columns?.[c] ?? 0);
      if (run.full) visitRun(sink, run);
      continue;
    }
    visitRun(sink, run);
    if (c === -1) {
      sink.malformed(
        `number ${k - 1 + origin} is missing from the board (the largest is ${max - 1 + origin})`,
        0,
        0,
      );
    } else {
      const pair = twice.get(k);
      const second = pair ? where(grid, pair[1]) : { line: 0, column: 0 };
      const both = pair ? `: at ${name(pair[0])} and ${name(pair[1])}` : '';
      sink.malformed(
        `number ${k - 1 + origin} is written twice${both}`,
        second.line,
        second.column,
      );
    }
  }
  visitRun(sink, run);
}

/** Whether a walk of flat squares is a complete open tour of a `width × height` board. */
function isTourWalk(walk: ArrayLike<number>, width: number, height: number): boolean {
  const n = width * height;
  if (walk.length !== n) return false;
  const seen = new Uint8Array(n);
  let px = -1;
  let py = -1;
  for (let i = 0; i < n; i++) {
    const s = walk[i]!;
    if (!(s >= 0 && s < n) || seen[s]) return false;
    seen[s] = 1;
    const x = s % width;
    const y = (s - x) / width;
    if (i > 0 && !isKnightStep(x - px, y - py)) return false;
    px = x;
    py = y;
  }
  return true;
}

/**
 * A grid of numbers that is not a tour as a board of step numbers but is one as linear
 * square indices written in rows: the two readings give different verdicts, so the reader
 * must be told which it is. Only looked at for 2-D boards up to {@link COLUMN_LIMIT} squares.
 */
export function indicesReadingIsTour(
  grid: BoardGrid,
  origin: 0 | 1,
  size: Board | undefined,
): boolean {
  const { cells } = grid;
  const { width, height, depth } = grid.board;
  const n = cells.length;
  // Linear indices in rows are a 2-D reading only.
  if (n > COLUMN_LIMIT || n < 2 || depth > 1 || (size && size.depth > 1)) return false;
  const pos = new Int32Array(n).fill(-1);
  for (let c = 0; c < n; c++) {
    const k = cells[c]! - origin;
    if (k < 0 || k >= n || pos[k] !== -1) return false;
    pos[k] = c;
  }
  if (isTourWalk(pos, width, height)) return false; // a tour as a board: no doubt
  const w = size?.width ?? width;
  const h = size?.height ?? height;
  if (w * h !== n) return false;
  for (const o of [0, 1]) {
    if (
      isTourWalk(
        Array.from(cells, (v) => v - o),
        w,
        h,
      )
    )
      return true;
  }
  return false;
}
