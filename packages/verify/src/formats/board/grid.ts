import type { Board } from '@knights-tour/core';
import { type GrowableArray, int32s } from '../../buffer.js';
import { TourFormatError } from '../../errors.js';
import type { SquareNotation } from '../../sink.js';
import { fileName } from '../algebraic.js';
import { fastPaths } from '../fast-paths.js';
import type { NumbersLine } from './scan.js';

/**
 * A board of step numbers read row by row: labels on any side recognised and stripped (a
 * letter row `a b c …`, a numeric row or column counting by one `1 2 3 …` or `8 7 6 …`, or a
 * value set off by its own separator `8 | …`), and on a box one board per layer, each after a
 * `# layer z` line. Labels are recognised because a board of a tour can never hold them: two
 * consecutive steps are a knight move apart, never side by side.
 */

interface Row extends NumbersLine {
  readonly line: number;
}

/** A board read, labels removed: step numbers by square (−1 for an empty cell), layer after layer. */
export interface BoardGrid {
  /** The board the rows draw: a layer per `# layer` block. */
  readonly board: Board;
  readonly cells: Int32Array;
  /** 1-based line of each row (height × depth rows). */
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
  private readonly cells = int32s(0);
  /** Column of each cell, until the board is too large to keep them. */
  private columns: GrowableArray<Int32Array> | undefined = int32s(0);
  private readonly rowLines = int32s(16);
  private stored = 0;
  /** Rows stored before each layer marker. */
  private readonly layerStarts: number[] = [];
  firstLine = 0;
  lastLine = 0;
  /** Rows of numbers seen (a board needs at least two, or one row forced by --input-format). */
  rows = 0;
  /** Whether every row so far holds exactly one number. */
  singles = true;
  borders = 0;
  /** Lines dropped from the head of the board: a size line such as `8` just above it. */
  readonly sizeLines: number[] = [];

  private touch(line: number): void {
    if (this.firstLine === 0) this.firstLine = line;
    this.lastLine = line;
  }

  addRow(row: NumbersLine, line: number): void {
    this.touch(line);
    this.rows++;
    if (row.values.length !== 1) this.singles = false;
    if (this.layout) this.store({ ...row, line });
    else {
      this.held.push({ ...row, line });
      this.heldCells += row.values.length;
      // Rows held before the layout (labels) is decided and the rest streams.
      if (this.heldCells > fastPaths.boardCells && this.held.length >= 3) this.decide();
    }
  }

  addFileLetters(letters: string[], line: number): void {
    this.touch(line);
    this.fileLetters ??= letters;
  }

  addBorder(line: number): void {
    this.touch(line);
    this.borders++;
  }

  /** A `# layer z` line: the rows after it are the next layer of a box. */
  addLayer(line: number): void {
    this.touch(line);
    this.layerStarts.push(this.layout ? this.stored : this.held.length);
  }

  get layered(): boolean {
    return this.layerStarts.length > 0;
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

  private decide(): void {
    let rows = this.held;
    // A lone number right above a board of wider rows is its size, not a rank.
    while (rows.length >= 2 && rows[0]!.values.length === 1 && rows[1]!.values.length >= 3) {
      this.sizeLines.push(rows[0]!.line);
      rows = rows.slice(1);
      for (let i = 0; i < this.layerStarts.length; i++)
        this.layerStarts[i] = Math.max(0, this.layerStarts[i]! - 1);
    }
    // Layers (as solve writes a box) carry no labels.
    const labelled = !this.layered;
    let fileLabels = this.fileLetters;
    let numericFiles = false;
    // A header or footer row counting 0, 1, 2 … or 1, 2, 3 … names the files.
    if (
      labelled &&
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
      labelled &&
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
    const wide = labelled && rows.every((r) => r.values.length >= 3);
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
      rankLabels: labelled && rankLabels.length === rows.length ? rankLabels : [],
      fileLabels: labelled ? fileLabels : undefined,
      numericFiles,
      drawn: rows.some((r) => r.drawn) || this.borders > 0,
      width,
    };
    // Room for a square board; grown by doubling when it is taller.
    const guess = Math.min(Math.max(1, width * Math.max(width, rows.length)), 2 ** 28);
    this.cells.reserve(guess);
    if (guess <= COLUMN_LIMIT) this.columns?.reserve(guess);
    else this.columns = undefined;
    this.held = [];
    for (const r of rows) this.store(r);
  }

  private store(row: Row): void {
    const layout = this.layout!;
    const from = layout.left ? 1 : 0;
    this.storeCells(
      row.values,
      row.columns,
      from,
      row.values.length - (layout.right ? 1 : 0),
      row.line,
    );
  }

  /** Cells `from` to `to` of a row of numbers, with their columns, labels already left out. */
  private storeCells(
    values: ArrayLike<number>,
    columns: ArrayLike<number>,
    from: number,
    to: number,
    line: number,
  ): void {
    const { width } = this.layout!;
    if (to - from !== width) {
      throw new TourFormatError(
        `this row has ${to - from} squares, the first row has ${width}`,
        line,
        columns[0],
      );
    }
    if (this.cells.length + width > COLUMN_LIMIT) this.columns = undefined;
    // Written into the arrays directly: a row of a big board is 10^4 cells.
    const cells = this.cells;
    cells.reserve(cells.length + width);
    const data = cells.data;
    let at = cells.length;
    for (let i = from; i < to; i++) data[at++] = values[i]!;
    cells.length = at;
    const kept = this.columns;
    if (kept) {
      kept.reserve(kept.length + width);
      const where = kept.data;
      let k = kept.length;
      for (let i = from; i < to; i++) where[k++] = columns[i]!;
      kept.length = k;
    }
    this.rowLines.push(line);
    this.stored++;
  }

  /**
   * Rows now go straight into the cells with no label column to strip: TourReader's fast path
   * may hand them over by {@link addCells}.
   */
  get takesCells(): boolean {
    return this.layout !== undefined && !this.layout.left && !this.layout.right;
  }

  /** A row of `n` ≥ 3 numbers (no label, no empty cell) and their columns: as `addRow` takes it. */
  addCells(values: Float64Array, columns: Int32Array, n: number, line: number): void {
    this.touch(line);
    this.rows++;
    this.singles = false;
    this.storeCells(values, columns, 0, n, line);
  }

  /** The rows of each layer: all equal on a box, or the one layer of a 2-D board. */
  private layerHeight(): { height: number; depth: number } {
    if (!this.layered) return { height: this.stored, depth: 1 };
    const starts = this.layerStarts;
    const depth = starts.length;
    const rowsOf = (z: number) => (z + 1 < depth ? starts[z + 1]! : this.stored) - starts[z]!;
    const height = rowsOf(0);
    for (let z = 0; z < depth; z++) {
      if (rowsOf(z) !== height || (z === 0 && starts[0] !== 0)) {
        throw new TourFormatError(
          `layer ${z} has ${rowsOf(z)} rows, layer 0 has ${height}: every layer of a box has the same rows`,
          this.rowLines.data[starts[z]!] ?? this.lastLine,
        );
      }
    }
    return { height, depth };
  }

  /** The board, labels stripped. */
  finish(): BoardGrid {
    if (!this.layout) this.decide();
    const layout = this.layout!;
    const { width } = layout;
    const { height, depth } = this.layerHeight();
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
    const parts = [depth > 1 ? 'boards of step numbers, one per layer' : 'board of step numbers'];
    if (layout.drawn) parts.push('drawn with borders');
    if (ranks || files) {
      parts.push(
        `${[ranks ? 'rank' : '', files ? 'file' : ''].filter(Boolean).join(' and ')} labels`,
      );
    }
    if (ranks && bottomUp) parts.push('rank 1 at the bottom');
    return {
      board: { width, height, depth },
      cells: this.cells.view(),
      rowLines: this.rowLines.copy(),
      columns: this.columns?.view(),
      notation,
      style: parts.join(', '),
      firstLine: this.firstLine,
      lastLine: this.lastLine,
    };
  }
}
