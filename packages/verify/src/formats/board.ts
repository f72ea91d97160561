import type { SquareNotation } from '../checker.js';
import { fileName } from './algebraic.js';
import { type FixedReading, quote, TourFormatError } from './reading.js';
import type { TourSink } from './sink.js';

/**
 * Boards of step numbers, one rank a line: 1- or 0-based, any column widths (numbers may
 * touch their separators: `|100|101|`), cells separated by spaces, `|`, `,`, `:`, `-` or
 * `+`, border lines (`+---+`, `-----`) ignored, `.` `*` or a negative number (`-1`) for a
 * square never visited, and rank/file labels on any side: a letter row (`a b c …`), a
 * numeric row or column counting by one (`1 2 3 …`, `8 7 6 …`), or a value set off by its own
 * separator (`8 | …`, `8: …`). Labels are recognised because a board of a tour can never
 * hold them: two consecutive steps are a knight move apart, never side by side.
 */

/** A scanned line of numbers: each cell's value (−1 for an empty cell) and 1-based column. */
export interface NumbersLine {
  readonly values: number[];
  readonly columns: number[];
  /** The next non-space character after the cell is `|` or `:` (a label set off by it). */
  readonly sepAfter: boolean[];
  /** Likewise before the cell. */
  readonly sepBefore: boolean[];
  /** A word (letters) before the first or after the last cell: a rank label. */
  readonly leftWord?: string;
  readonly rightWord?: string;
  /** Whether the line used brackets, `|` or `+` (a drawn board). */
  readonly drawn: boolean;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSpace = (c: number) => c === 32 || c === 9 || c === 13;
// | + - : , ; [ ] ( ) and spaces separate cells.
const isSeparator = (c: number) =>
  c === 124 ||
  c === 43 ||
  c === 45 ||
  c === 58 ||
  c === 44 ||
  c === 59 ||
  c === 91 ||
  c === 93 ||
  c === 40 ||
  c === 41;

/** A line that only draws a border: `+---+---+`, ` ------ `, `|===|`. */
export function isBorderLine(line: string): boolean {
  return /^[\s+\-=|_:~]+$/.test(line) && /[-=_~]{2,}|\+/.test(line);
}

/** A row of file labels: single letters (`a b c d`, `A  B  C`), at least two. */
export function readFileLetters(line: string): string[] | undefined {
  if (!/^[\s|:]*[a-zA-Z]{1,3}(?:[\s|:]+[a-zA-Z]{1,3})+[\s|:]*$/.test(line)) return undefined;
  const letters = line.match(/[a-zA-Z]+/g) ?? [];
  // Consecutive files: a b c … (or aa ab … for wide boards), either case.
  for (let i = 1; i < letters.length; i++) {
    const prev = letters[i - 1]!.toLowerCase();
    const next = letters[i]!.toLowerCase();
    if (fileName(fileIndexOf(prev) + 1) !== next) return undefined;
  }
  return letters.map((l) => l.toLowerCase());
}

function fileIndexOf(letters: string): number {
  let v = 0;
  for (let i = 0; i < letters.length; i++) v = v * 26 + (letters.charCodeAt(i) - 96);
  return v - 1;
}

/**
 * Scans a line of a board: integers, empty cells and separators, with at most one word at
 * each end. Undefined when the line holds anything else (prose, a decimal such as `0.03`).
 */
export function scanNumbersLine(line: string): NumbersLine | undefined {
  const values: number[] = [];
  const columns: number[] = [];
  const sepAfter: boolean[] = [];
  const sepBefore: boolean[] = [];
  let leftWord: string | undefined;
  let rightWord: string | undefined;
  let drawn = false;
  let lastSep = false; // a | or : since the last cell
  const n = line.length;
  let i = 0;
  const closeCell = () => {
    // Looks ahead for a | or : right after the cell just read.
    let j = i;
    while (j < n && isSpace(line.charCodeAt(j))) j++;
    const c = line.charCodeAt(j);
    sepAfter.push(c === 124 || c === 58);
  };
  while (i < n) {
    const c = line.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (rightWord !== undefined) return undefined; // nothing may follow the closing word
    if (
      isDigit(c) ||
      (c === 45 &&
        i + 1 < n &&
        isDigit(line.charCodeAt(i + 1)) &&
        (i === 0 || !isDigit(line.charCodeAt(i - 1))))
    ) {
      const start = i;
      let negative = false;
      if (c === 45) {
        negative = true;
        i++;
      }
      let v = 0;
      while (i < n && isDigit(line.charCodeAt(i))) {
        v = v * 10 + (line.charCodeAt(i) - 48);
        i++;
      }
      // A decimal point or letters glued to a number: not a board (a timing, a word).
      if (i < n && (line.charCodeAt(i) === 46 || isLetter(line.charCodeAt(i)))) return undefined;
      values.push(negative ? -1 : v);
      columns.push(start + 1);
      sepBefore.push(lastSep);
      lastSep = false;
      closeCell();
      continue;
    }
    if (c === 46 || c === 42) {
      // `.` or `*` alone: a square never visited.
      const next = i + 1 < n ? line.charCodeAt(i + 1) : 32;
      if (isDigit(next) || next === 46 || isLetter(next)) return undefined;
      values.push(-1);
      columns.push(i + 1);
      sepBefore.push(lastSep);
      lastSep = false;
      i++;
      closeCell();
      continue;
    }
    if (isSeparator(c)) {
      if (c === 124 || c === 43 || c === 91 || c === 40) drawn = true;
      if (c === 124 || c === 58) lastSep = true;
      i++;
      continue;
    }
    if (isLetter(c)) {
      const start = i;
      while (i < n && isLetter(line.charCodeAt(i))) i++;
      const word = line.slice(start, i);
      if (word.length > 3) return undefined;
      if (values.length === 0 && leftWord === undefined) leftWord = word;
      else rightWord = word;
      continue;
    }
    return undefined;
  }
  if (values.length === 0) return undefined;
  return {
    values,
    columns,
    sepAfter,
    sepBefore,
    ...(leftWord !== undefined ? { leftWord } : {}),
    ...(rightWord !== undefined ? { rightWord } : {}),
    drawn,
  };
}

interface Row extends NumbersLine {
  readonly line: number;
}

/** A board read, labels removed: step numbers by square (−1 for an empty cell). */
export interface BoardGrid {
  readonly width: number;
  readonly height: number;
  readonly cells: Int32Array;
  /** 1-based line of each rank. */
  readonly rowLines: Int32Array;
  /** 1-based column of each cell, kept for boards up to {@link COLUMN_LIMIT} squares. */
  readonly columns: Int32Array | undefined;
  readonly notation: SquareNotation | undefined;
  readonly style: string;
  readonly firstLine: number;
  readonly lastLine: number;
}

/** Boards up to this many squares keep each cell's column for error messages (4 bytes each). */
export const COLUMN_LIMIT = 2 ** 22;
/** Rows held before the layout (labels) is decided and the rest streams. */
const DECIDE_AFTER_CELLS = 2 ** 20;

const consecutive = (values: readonly number[], step: 1 | -1) =>
  values.length >= 2 && values.every((v, i) => v >= 0 && v === values[0]! + step * i);
const countsRow = (r: Row) => consecutive(r.values, 1) && (r.values[0] === 0 || r.values[0] === 1);

interface Layout {
  left: boolean;
  right: boolean;
  rankLabels: string[];
  fileLabels: string[] | undefined;
  numericFiles: boolean;
  drawn: boolean;
  width: number;
}

/**
 * Reads the rows of one board as they come. The first rows are held until the layout
 * (label columns, header rows) is clear; later rows go straight into a flat Int32Array.
 */
export class BoardReader {
  private held: Row[] = [];
  private heldCells = 0;
  private fileLetters: string[] | undefined;
  private layout: Layout | undefined;
  private cells = new Int32Array(0);
  private columns: Int32Array | undefined;
  private rowLines: number[] = [];
  private height = 0;
  firstLine = 0;
  lastLine = 0;
  /** Rows of numbers seen (a board needs at least two, or one row forced by --input-format). */
  rows = 0;
  /** Whether every row so far holds exactly one number. */
  singles = true;
  borders = 0;

  addRow(row: NumbersLine, line: number): void {
    if (this.firstLine === 0) this.firstLine = line;
    this.lastLine = line;
    this.rows++;
    if (row.values.length !== 1) this.singles = false;
    if (this.layout) this.store({ ...row, line });
    else {
      this.held.push({ ...row, line });
      this.heldCells += row.values.length;
      if (this.heldCells > DECIDE_AFTER_CELLS && this.held.length >= 3) this.decide();
    }
  }

  addFileLetters(letters: string[], line: number): void {
    if (this.firstLine === 0) this.firstLine = line;
    this.lastLine = line;
    this.fileLetters ??= letters;
  }

  addBorder(line: number): void {
    if (this.firstLine === 0) this.firstLine = line;
    this.lastLine = line;
    this.borders++;
  }

  /** The single numbers of a block of one number a line (linear indices), with their lines. */
  heldSingles(): { values: number[]; lines: number[]; columns: number[] } {
    return {
      values: this.held.map((r) => r.values[0]!),
      lines: this.held.map((r) => r.line),
      columns: this.held.map((r) => r.columns[0]!),
    };
  }

  /** The values of a one-row block, for reading it as linear indices. */
  heldRow(): Row | undefined {
    return this.held.length === 1 ? this.held[0] : undefined;
  }

  /** Lines dropped from the head of the board: a size line such as `8` just above it. */
  readonly sizeLines: number[] = [];

  private decide(): void {
    let rows = this.held;
    // A lone number right above a board of wider rows is its size, not a rank.
    while (rows.length >= 2 && rows[0]!.values.length === 1 && rows[1]!.values.length >= 3) {
      this.sizeLines.push(rows[0]!.line);
      rows = rows.slice(1);
    }
    let fileLabels = this.fileLetters;
    let numericFiles = false;
    // A header or footer row counting 0, 1, 2 … or 1, 2, 3 … names the files.
    if (
      rows.length >= 2 &&
      countsRow(rows[0]!) &&
      !rows[0]!.leftWord &&
      rows[1]!.values.length >= rows[0]!.values.length
    ) {
      fileLabels ??= rows[0]!.values.map(String);
      numericFiles = fileLabels === undefined || !this.fileLetters;
      rows = rows.slice(1);
    }
    if (
      rows.length >= 2 &&
      countsRow(rows[rows.length - 1]!) &&
      !rows[rows.length - 1]!.leftWord &&
      rows[rows.length - 2]!.values.length >= rows[rows.length - 1]!.values.length
    ) {
      if (!this.fileLetters) {
        fileLabels = rows[rows.length - 1]!.values.map(String);
        numericFiles = true;
      }
      rows = rows.slice(0, -1);
    }
    const firsts = rows.map((r) => r.values[0]!);
    const lasts = rows.map((r) => r.values[r.values.length - 1]!);
    const wide = rows.every((r) => r.values.length >= 3);
    // A label column counts by one down the rows, or is set off by its own separator.
    const left =
      wide &&
      rows.length >= 2 &&
      (consecutive(firsts, 1) ||
        consecutive(firsts, -1) ||
        rows.every((r) => r.sepAfter[0] && !r.sepAfter[1] && !r.sepBefore[0]));
    const right =
      wide &&
      rows.length >= 2 &&
      (consecutive(lasts, 1) ||
        consecutive(lasts, -1) ||
        rows.every((r) => {
          const k = r.values.length - 1;
          return r.sepBefore[k] && !r.sepBefore[k - 1] && !r.sepAfter[k];
        }));
    const rankLabels: string[] = [];
    for (const r of rows) {
      const label = left
        ? String(r.values[0])
        : (r.leftWord ?? (right ? String(r.values[r.values.length - 1]) : r.rightWord));
      if (label !== undefined) rankLabels.push(label);
    }
    const first = rows[0];
    const width = first ? first.values.length - (left ? 1 : 0) - (right ? 1 : 0) : 0;
    this.layout = {
      left,
      right,
      rankLabels: rankLabels.length === rows.length ? rankLabels : [],
      fileLabels,
      numericFiles,
      drawn: rows.some((r) => r.drawn) || this.borders > 0,
      width,
    };
    // Room for a square board; grown by doubling when it is taller.
    const guess = Math.max(1, width * Math.max(width, rows.length));
    this.cells = new Int32Array(Math.min(guess, 2 ** 28));
    if (guess <= COLUMN_LIMIT) this.columns = new Int32Array(this.cells.length);
    this.held = [];
    for (const r of rows) this.store(r);
  }

  private store(row: Row): void {
    const layout = this.layout!;
    const from = layout.left ? 1 : 0;
    const to = row.values.length - (layout.right ? 1 : 0);
    if (to - from !== layout.width) {
      throw new TourFormatError(
        `this rank has ${to - from} squares, the first rank has ${layout.width}`,
        row.line,
        row.columns[0],
      );
    }
    const base = this.height * layout.width;
    const need = base + layout.width;
    if (need > this.cells.length) {
      const next = new Int32Array(Math.max(need, this.cells.length * 2));
      next.set(this.cells);
      this.cells = next;
      if (this.columns) {
        if (next.length > COLUMN_LIMIT) this.columns = undefined;
        else {
          const cols = new Int32Array(next.length);
          cols.set(this.columns);
          this.columns = cols;
        }
      }
    }
    for (let i = from; i < to; i++) {
      this.cells[base + i - from] = row.values[i]!;
      if (this.columns) this.columns[base + i - from] = row.columns[i]!;
    }
    this.rowLines.push(row.line);
    this.height++;
  }

  /** The board, labels stripped. */
  finish(): BoardGrid {
    if (!this.layout) this.decide();
    const layout = this.layout!;
    const { width, height } = { width: layout.width, height: this.height };
    const ranks = layout.rankLabels.length === height ? layout.rankLabels : undefined;
    const files =
      layout.fileLabels && layout.fileLabels.length === width ? layout.fileLabels : undefined;
    let notation: SquareNotation | undefined;
    let bottomUp = false;
    if (ranks) {
      const nums = ranks.map(Number);
      bottomUp =
        nums.every((v, i) => v === nums[0]! - i) &&
        nums[height - 1] !== undefined &&
        nums[0]! > nums[height - 1]!;
    }
    if (files && ranks) {
      notation = layout.numericFiles
        ? (x, y) => `(${files[x] ?? x},${ranks[y] ?? y})`
        : (x, y) => `${files[x] ?? x}${ranks[y] ?? y}`;
    } else if (files && !layout.numericFiles) {
      notation = (x, y) => `${files[x] ?? fileName(x)}${height - y}`;
    } else if (ranks && bottomUp && Number(ranks[height - 1]) === 1) {
      notation = (x, y) => `${fileName(x)}${ranks[y] ?? height - y}`;
    }
    const parts = ['board of step numbers'];
    if (layout.drawn) parts.push('drawn with borders');
    if (ranks || files)
      parts.push(
        `${[ranks ? 'rank' : '', files ? 'file' : ''].filter(Boolean).join(' and ')} labels`,
      );
    if (ranks && bottomUp) parts.push('rank 1 at the bottom');
    return {
      width,
      height,
      cells: this.cells.subarray(0, width * height),
      rowLines: Int32Array.from(this.rowLines),
      columns: this.columns?.subarray(0, width * height),
      notation,
      style: parts.join(', '),
      firstLine: this.firstLine,
      lastLine: this.lastLine,
    };
  }
}

/** Where cell `c` of a grid is, for messages: `c3 (line 4, col 9)`. */
function where(grid: BoardGrid, c: number): { line: number; column: number } {
  const y = Math.floor(c / grid.width);
  return { line: grid.rowLines[y] ?? 0, column: grid.columns?.[c] ?? 0 };
}

/**
 * The smallest step number on the board decides its origin (0 or 1) unless given; then
 * every step number is put at its place in the walk and the walk is replayed into the sink.
 * A step number off the board's range is refused (exit 2); one given twice or missing is a
 * malformed step.
 */
export function boardOrigin(grid: BoardGrid, fixed: FixedReading): 0 | 1 {
  if (fixed.origin !== undefined) return fixed.origin;
  let min = Infinity;
  for (let i = 0; i < grid.cells.length; i++) {
    const v = grid.cells[i]!;
    if (v >= 0 && v < min) min = v;
  }
  return min === 0 ? 0 : 1;
}

export function replayBoard(grid: BoardGrid, origin: 0 | 1, sink: TourSink): void {
  const { width, cells } = grid;
  const n = cells.length;
  let max = -1;
  for (let c = 0; c < n; c++) {
    const v = cells[c]!;
    if (v < 0) continue;
    const k = v - origin + 1; // 1-based step
    if (k < 1 || k > n) {
      const at = where(grid, c);
      throw new TourFormatError(
        `step number ${v} is beyond the ${n} squares of the ${width}x${grid.height} board (numbered from ${origin})`,
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
  const name = (c: number) => {
    const x = c % width;
    const y = (c - x) / width;
    return grid.notation ? grid.notation(x, y) : `(${x},${y})`;
  };
  for (let k = 1; k <= max; k++) {
    const c = pos[k - 1]!;
    if (c >= 0) {
      const x = c % width;
      const at = where(grid, c);
      sink.visit(x, (c - x) / width, at.line, at.column);
    } else if (c === -1) {
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
}

/** One-line refusal for a block that is not a board, naming what was found. */
export function notABoard(line: number, text: string): TourFormatError {
  return new TourFormatError(`${quote(text)} is not a row of step numbers`, line);
}

/** Whether a walk of linear squares is a complete open tour of a `width × height` board. */
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
    if (i > 0) {
      const dx = Math.abs(x - px);
      const dy = Math.abs(y - py);
      if (!((dx === 1 && dy === 2) || (dx === 2 && dy === 1))) return false;
    }
    px = x;
    py = y;
  }
  return true;
}

/**
 * A grid of numbers that is not a tour as a board of step numbers but is one as linear
 * square indices written in rows: the two readings give different verdicts, so the reader
 * must be told which it is. Only looked at for boards up to {@link COLUMN_LIMIT} squares.
 */
export function indicesReadingIsTour(
  grid: BoardGrid,
  origin: 0 | 1,
  size: { width: number; height: number } | undefined,
): boolean {
  const { cells, width } = grid;
  const n = cells.length;
  if (n > COLUMN_LIMIT || n < 2) return false;
  const pos = new Int32Array(n).fill(-1);
  for (let c = 0; c < n; c++) {
    const k = cells[c]! - origin;
    if (k < 0 || k >= n || pos[k] !== -1) return false;
    pos[k] = c;
  }
  if (isTourWalk(pos, width, grid.height)) return false; // a tour as a board: no doubt
  const w = size?.width ?? width;
  const h = size?.height ?? grid.height;
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
