import { checkBoard, quote, rethrowAs, squareArity } from '@knights-tour/core';
import { TourFormatError } from '../../errors.js';
import type { FixedReading } from '../../options.js';
import type { Reading, SkippedLine } from '../../reading.js';
import { SquareRun, type TourClaims, type TourSink, visitRun } from '../../sink.js';
import { readAlgebraicLine } from '../algebraic.js';
import { isBorderLine, readFileLetters, scanNumbersLine } from '../board/scan.js';
import { isPlain, readCsvComment, readCsvFields, readCsvHeader, readCsvRow } from '../csv.js';
import { readFlatPairs, readPairsHeader, readPairsLine } from '../pairs.js';
import {
  type Block,
  type BoardBlock,
  boardBlock,
  hint,
  type ListBlock,
  linesOf,
  listBlock,
  nearMiss,
  styleOf,
} from './blocks.js';
import { finishBlocks } from './finish.js';

/**
 * The line-based styles (everything but JSON). Each line is classified; consecutive lines of
 * one style form a block; prose before, between and after blocks is skipped and reported. A
 * file holds one tour, or one move list and one board of the same tour (both are read and
 * must agree). Lines are fed one at a time so files of any length stream.
 */

/** Prose lines tolerated before the tour and after it (endless prose is not a tour). */
const MAX_PROSE_LINES = 1000;
/** Entries of a list beyond which the file cannot be any board (core's square limit + 1). */
const MAX_ENTRIES = 2 ** 28 + 1;
const LAYER = /^\s*#\s*layer\s+\d+\s*$/i;

export class TextTourReader {
  private readonly blocks: Block[] = [];
  private current: Block | undefined;
  private readonly skipped: SkippedLine[] = [];
  private proseRun = 0;
  private blankRun = 0;
  /** The CSV block streaming into the sink, and its reading. */
  private streamed: { block: ListBlock; reading: Reading } | undefined;
  /** A header of columns that name no square, kept to refuse the rows that follow it. */
  private unknownHeader: { line: number; names: string[] } | undefined;
  /** Squares of CSV rows read on the fast path, not yet handed to the sink. */
  private readonly run = new SquareRun();

  constructor(
    private readonly sink: TourSink,
    private readonly fixed: FixedReading,
  ) {}

  private allows(...formats: (FixedReading['format'] & string)[]): boolean {
    return this.fixed.format === undefined || formats.includes(this.fixed.format);
  }

  /** Feeds one line (without its line ending), 1-based. */
  line(text: string, line: number): void {
    if (/^\s*$/.test(text)) {
      // Blank lines never end or start a block, but endless ones are not a tour either.
      if (++this.blankRun > MAX_PROSE_LINES * 100) {
        throw new TourFormatError(
          `${MAX_PROSE_LINES * 100} blank lines in a row: not a tour file`,
          line,
        );
      }
      return;
    }
    this.blankRun = 0;
    const cur = this.current;
    // Fast paths inside a block: a board row, a CSV row (huge files are made of these).
    if (cur?.family === 'board' && this.allows('text', 'indices')) {
      const numbers = scanNumbersLine(text);
      if (numbers && numbers.values.length >= 3) {
        cur.reader.addRow(numbers, line);
        cur.lastLine = line;
        return;
      }
    } else if (cur?.family === 'csv' && cur.streaming) {
      const row = cur.layout ? readCsvFields(text, cur.layout) : readCsvRow(text);
      if (row) {
        cur.lastLine = line;
        this.csvEntry(cur, row.step, row.values, line);
        return;
      }
    }
    if (this.unknownHeader) this.refuseUnknownColumns(text);
    if (/^\s*#/.test(text)) {
      this.comment(text, line);
      return;
    }
    if (this.allows('csv') && this.csvLine(text, line)) return;
    if (this.allows('pairs') && this.pairsLine(text, line)) return;
    if (this.allows('algebraic')) {
      const last = this.current?.family === 'algebraic' ? this.current.last : undefined;
      const squares = readAlgebraicLine(text, last);
      if (squares) {
        const block = this.list('algebraic', line);
        for (const s of squares) {
          this.count(block, line);
          block.held.push([s.file, s.rank], line, s.column);
        }
        block.last = squares[squares.length - 1];
        return;
      }
    }
    if (this.allows('text', 'indices') && this.boardLine(text, line)) return;
    this.prose(line, text);
  }

  /**
   * Rows that TourReader may read on its fast path (`step,x,y` lines of plain integers): −1
   * for none (no CSV is streaming), 0 for rows of 3 or 4 numbers (no header), else the
   * numbers a row of the header's plain layout holds.
   */
  fastRowWidth(): number {
    const cur = this.current;
    if (cur?.family !== 'csv' || !cur.streaming) return -1;
    if (!cur.layout) return 0;
    return isPlain(cur.layout) ? cur.layout.coordinates.length + 1 : -1;
  }

  /** The board whose rows TourReader may read on its fast path (see `BoardReader.takesCells`). */
  fastBoard(): BoardBlock | undefined {
    const cur = this.current;
    return cur?.family === 'board' && cur.reader.takesCells && this.allows('text', 'indices')
      ? cur
      : undefined;
  }

  /** A board row read on the fast path (see {@link fastBoard}): what `line` does with it. */
  fastBoardRow(values: Float64Array, columns: Int32Array, n: number, line: number): void {
    this.blankRun = 0;
    const cur = this.current as BoardBlock;
    cur.reader.addCells(values, columns, n, line);
    cur.lastLine = line;
  }

  /**
   * A row read on the fast path (see {@link fastRowWidth}): what `line` does with it. The next
   * step of the streaming CSV, a square of the board's arity, joins a run handed to the sink
   * at once (by {@link flushRows}, which the fast path calls before it returns); any other row
   * goes through `csvEntry` after the run, which says what is wrong with it.
   */
  fastRow(step: number, values: readonly number[], line: number): void {
    this.blankRun = 0;
    const cur = this.current as ListBlock;
    cur.lastLine = line;
    const streamed = this.streamed;
    if (
      cur.streaming &&
      streamed !== undefined &&
      step === cur.nextStep &&
      cur.count < MAX_ENTRIES &&
      values.length === squareArity(streamed.reading.board)
    ) {
      cur.count++;
      cur.nextStep++;
      const { origin: o, order, board } = streamed.reading;
      const rc = order === 'rc';
      const x = (rc ? values[1]! : values[0]!) - o;
      const wy = (rc ? values[0]! : values[1]!) - o;
      const y = cur.fromBottom ? board.height - 1 - wy : wy;
      // The column of the square: after the step number and its comma (as csvEntry says it).
      this.run.add(x, y, values.length === 3 ? values[2]! - o : 0, line, decimalLength(step) + 2);
      if (this.run.full) visitRun(this.sink, this.run);
      return;
    }
    visitRun(this.sink, this.run);
    this.csvEntry(cur, step, values, line);
  }

  /** Hands the squares of the rows read fast so far to the sink. */
  flushRows(): void {
    visitRun(this.sink, this.run);
  }

  /** `#` lines: a layer of a box, the CSV comment with the board, or prose. */
  private comment(text: string, line: number): void {
    if (LAYER.test(text) && this.allows('text', 'indices')) {
      const block = this.current?.family === 'board' ? this.current : this.open(boardBlock(line));
      block.reader.addLayer(line);
      block.lastLine = line;
      return;
    }
    const comment = this.allows('csv') ? readCsvComment(text, line) : undefined;
    if (!comment) {
      this.prose(line, text);
      return;
    }
    const block = this.list('csv', line);
    if (comment.width !== undefined && comment.height !== undefined) {
      const { width, height, depth } = comment;
      const board = rethrowAs(
        () => checkBoard({ width, height, depth }),
        (error) => new TourFormatError(error.message, line),
      );
      block.board = this.fixed.size ?? board;
    }
    block.claims = comment.claims;
  }

  /** A CSV header or row; false when the line is neither. */
  private csvLine(text: string, line: number): boolean {
    const header = readCsvHeader(text);
    if (header && !('unknown' in header)) {
      const block = this.list('csv', line);
      block.layout = header;
      block.order = this.fixed.order ?? header.order;
      block.fromBottom = header.fromBottom;
      block.tentative = undefined;
      return true;
    }
    const cur = this.current;
    const layout = cur?.family === 'csv' ? cur.layout : undefined;
    const row = layout ? readCsvFields(text, layout) : readCsvRow(text);
    if (row) {
      this.csvRow(row.step, row.values, line, text);
      return true;
    }
    if (cur?.family === 'csv' && cur.lastLine === line - 1 && nearMiss(cur, text)) {
      throw new TourFormatError(
        `${quote(text)} is not part of the ${styleOf(cur)} above (${linesOf(cur)})${hint(cur)}`,
        line,
      );
    }
    return false;
  }

  /** A header of a coordinate list, or a line of coordinates; false when neither. */
  private pairsLine(text: string, line: number): boolean {
    const header = readPairsHeader(text);
    if (header) {
      const block = this.list('pairs', line);
      block.order ??= header.order;
      block.fromBottom = header.fromBottom;
      return true;
    }
    const pairs =
      readPairsLine(text) ?? (this.fixed.format === 'pairs' ? readFlatPairs(text) : undefined);
    if (!pairs) return false;
    const block = this.list('pairs', line);
    for (const p of pairs) {
      if (p.order && block.order === undefined) block.order = p.order;
      if (p.fromBottom) block.fromBottom = true;
      this.count(block, line);
      block.held.push(p.values, line, p.column);
    }
    return true;
  }

  /** A border, a row of file letters or a row of numbers; false when none. */
  private boardLine(text: string, line: number): boolean {
    if (isBorderLine(text)) {
      const cur = this.current;
      if (cur?.family === 'board') {
        cur.reader.addBorder(line);
        cur.lastLine = line;
      } else if (cur === undefined) this.open(boardBlock(line)).reader.addBorder(line);
      else this.prose(line, text);
      return true;
    }
    const letters = readFileLetters(text);
    if (letters) {
      this.board(line).reader.addFileLetters(letters, line);
      return true;
    }
    const numbers = scanNumbersLine(text);
    if (!numbers) return false;
    this.board(line).reader.addRow(numbers, line);
    return true;
  }

  private refuseUnknownColumns(text: string): void {
    const header = this.unknownHeader!;
    this.unknownHeader = undefined;
    const fields = text.split(/[,;\t]/);
    if (
      fields.length === header.names.length &&
      fields.every((f) => /^\s*-?\d+(?:\.\d+)?\s*$/.test(f))
    ) {
      throw new TourFormatError(
        `a CSV whose columns ${quote(header.names.join(', '))} name no squares: expected a step,x,y header (or columns x and y, row and col, file and rank)`,
        header.line,
      );
    }
  }

  private prose(line: number, text: string): void {
    const cur = this.current;
    if (cur && cur.lastLine === line - 1 && nearMiss(cur, text)) {
      // Right after a tour, a line that almost fits it is a broken entry, not prose.
      throw new TourFormatError(
        `${quote(text)} is not part of the ${styleOf(cur)} above (${linesOf(cur)})${hint(cur)}`,
        line,
      );
    }
    const header = readCsvHeader(text);
    if (header && 'unknown' in header && header.unknown.length >= 2 && /[,;\t]/.test(text)) {
      this.unknownHeader = { line, names: header.unknown };
    }
    this.close();
    this.skipped.push({ line, text: text.trim().slice(0, 80) });
    if (++this.proseRun > MAX_PROSE_LINES) {
      throw new TourFormatError(
        `${MAX_PROSE_LINES} lines in a row that are not part of a tour: not a tour file`,
        line,
      );
    }
  }

  private count(block: ListBlock, line: number): void {
    if (++block.count > MAX_ENTRIES) {
      throw new TourFormatError(
        `more than ${MAX_ENTRIES - 1} squares: larger than any board`,
        line,
      );
    }
  }

  private close(): void {
    const cur = this.current;
    if (cur) {
      if (cur.family === 'csv') this.settleCsv(cur);
      this.blocks.push(cur);
    }
    this.current = undefined;
  }

  private open<B extends Block>(block: B): B {
    this.close();
    this.current = block;
    this.proseRun = 0;
    return block;
  }

  private list(family: ListBlock['family'], line: number): ListBlock {
    const cur = this.current;
    if (cur && cur.family === family) {
      cur.lastLine = line;
      this.proseRun = 0;
      return cur;
    }
    return this.open(listBlock(family, line, this.fixed.order));
  }

  private board(line: number): BoardBlock {
    const cur = this.current;
    if (cur && cur.family === 'board') {
      cur.lastLine = line;
      this.proseRun = 0;
      return cur;
    }
    return this.open(boardBlock(line));
  }

  /** A CSV row. Until a header, a comment or a second row in sequence says CSV, it may be a board with commas. */
  private csvRow(
    step: number | undefined,
    values: readonly number[],
    line: number,
    text: string,
  ): void {
    const block = this.list('csv', line);
    const rows = block.tentative;
    if (rows) {
      const forced =
        this.fixed.format === 'csv' ||
        block.board !== undefined ||
        block.claims.format !== undefined;
      if (!forced) {
        rows.push({ line, text });
        if (rows.length < 2) return;
        const [r1, r2] = rows.map((r) => readCsvRow(r.text)!);
        if (
          r2!.step !== r1!.step! + 1 ||
          (r1!.step !== 0 && r1!.step !== 1) ||
          r1!.values.length !== r2!.values.length
        ) {
          // Not numbered rows: a board with commas.
          this.current = undefined;
          for (const r of rows) this.board(r.line).reader.addRow(scanNumbersLine(r.text)!, r.line);
          return;
        }
      }
      block.tentative = undefined;
      if (rows.length > 0) {
        for (const r of rows) {
          const row = readCsvRow(r.text)!;
          this.csvEntry(block, row.step, row.values, r.line);
        }
        return;
      }
    }
    this.csvEntry(block, step, values, line);
  }

  private csvEntry(
    block: ListBlock,
    step: number | undefined,
    values: readonly number[],
    line: number,
  ): void {
    this.count(block, line);
    const column = step === undefined ? 1 : String(step).length + 2;
    if (Number.isNaN(block.nextStep)) {
      block.nextStep = step === 0 ? 0 : 1;
      // Our own CSV (size known, 0-based x,y): checked as it streams, never held.
      if (block.board && this.blocks.length === 0 && this.streamed === undefined)
        this.startStream(block, values.length);
    }
    const expected = block.nextStep++;
    const outOfOrder = step !== undefined && step !== expected;
    const why = () => `step number ${step} where ${expected} was expected (rows must be in order)`;
    if (block.streaming) {
      const { reading } = this.streamed!;
      if (outOfOrder) this.sink.malformed(why(), line, 1);
      else if (values.length !== squareArity(reading.board)) {
        const on = squareArity(reading.board) === 3 ? 'box' : '2-D board';
        this.sink.malformed(`${values.length} coordinates on a ${on}`, line, column);
      } else {
        const o = reading.origin;
        const rc = reading.order === 'rc';
        const x = (rc ? values[1]! : values[0]!) - o;
        const wy = (rc ? values[0]! : values[1]!) - o;
        const y = block.fromBottom ? reading.board.height - 1 - wy : wy;
        this.sink.visit(x, y, values.length === 3 ? values[2]! - o : 0, line, column);
      }
      return;
    }
    if (outOfOrder) block.held.bad(why(), line, 1);
    else block.held.push(values, line, column);
  }

  private startStream(block: ListBlock, arity: number): void {
    block.streaming = true;
    const board = block.board!;
    const reading: Reading = {
      format: 'csv',
      style: arity === 3 ? 'step,x,y,z rows' : 'step,x,y rows',
      origin: this.fixed.origin ?? 0,
      order: block.order ?? 'xy',
      board,
      sizeFrom: this.fixed.size ? 'option' : 'document',
      skipped: [],
    };
    this.streamed = { block, reading };
    this.sink.begin(reading, undefined, block.claims);
  }

  /** A block of one numbered row, or rows that never got a second: CSV after all. */
  private settleCsv(block: ListBlock): void {
    const rows = block.tentative;
    if (!rows || rows.length === 0) return;
    block.tentative = undefined;
    for (const r of rows) {
      const row = readCsvRow(r.text)!;
      this.csvEntry(block, row.step, row.values, r.line);
    }
  }

  /** Ends the input: decides every reading left open and replays the tour into the sink. */
  finish(): { reading: Reading; claims: TourClaims } {
    this.close();
    return finishBlocks(this.blocks, this.skipped, this.fixed, this.sink, this.streamed);
  }
}

/** `String(step).length` of an integer (of at most 15 digits) without making the string. */
function decimalLength(step: number): number {
  let length = step < 0 ? 2 : 1;
  for (let rest = Math.abs(step); rest >= 10; rest = Math.floor(rest / 10)) length++;
  return length;
}
