import type { SquareNotation } from '../checker.js';
import type { TourClaims } from '../parsed-tour.js';
import { readAlgebraicLine, squareName } from './algebraic.js';
import {
  type BoardGrid,
  BoardReader,
  boardOrigin,
  indicesReadingIsTour,
  isBorderLine,
  readFileLetters,
  replayBoard,
  scanNumbersLine,
} from './board.js';
import { readCsvComment, readCsvHeader, readCsvRow } from './csv.js';
import { indexNotation, indexSquare, indicesOrigin, indicesSize } from './indices.js';
import { readFlatPairs, readPairsHeader, readPairsLine } from './pairs.js';
import {
  AmbiguousReadingError,
  type AxisOrder,
  type BoardSize,
  checkBoardSize,
  type FixedReading,
  type InputFormat,
  quote,
  type Reading,
  type SkippedLine,
  TourFormatError,
} from './reading.js';
import { Entries, RecordingSink, type TourSink } from './sink.js';

/**
 * The line-based styles (everything but JSON). Each line is classified; consecutive lines of
 * one style form a block; prose before, between and after blocks is skipped and reported.
 * A file holds one tour, or one move list and one board of the same tour (both are read and
 * must agree). Lines are fed one at a time so files of any length stream.
 */

/** `line 3` or `lines 3-10`. */
const lines = (b: { firstLine: number; lastLine: number }) =>
  b.firstLine === b.lastLine ? `line ${b.firstLine}` : `lines ${b.firstLine}-${b.lastLine}`;

/** Prose lines tolerated before the tour and after it (endless prose is not a tour). */
export const MAX_PROSE_LINES = 1000;
/** Entries of a list beyond which the file cannot be any board (core's square limit + 1). */
const MAX_ENTRIES = 2 ** 28 + 1;

type Family = 'csv' | 'pairs' | 'algebraic' | 'board';

interface ListBlock {
  readonly family: 'csv' | 'pairs' | 'algebraic' | 'indices';
  readonly entries: Entries;
  firstLine: number;
  lastLine: number;
  order: AxisOrder | undefined;
  /** CSV: the next step number expected, and the origin of step numbers. */
  nextStep: number;
  size: BoardSize | undefined;
  claims: TourClaims;
  /** A CSV block streaming straight into the sink (its size was known from the start). */
  streaming: boolean;
  /** Rows of a CSV block not yet known to be CSV (a 3-wide board with commas looks alike). */
  csvTentative: { line: number; text: string }[] | undefined;
  count: number;
}

interface BoardBlock {
  readonly family: 'board';
  readonly reader: BoardReader;
  firstLine: number;
  lastLine: number;
}

type Block = ListBlock | BoardBlock;

const familyName: Record<Family | 'indices', string> = {
  csv: 'step,x,y rows',
  pairs: 'a coordinate list',
  algebraic: 'algebraic notation',
  board: 'a board of step numbers',
  indices: 'linear square indices',
};

/** Words prose is made of: three letters or more, other than the few a move list may hold. */
const WORD = /[A-Za-z]{3,}/g;
const LIST_WORDS = /^(?:move|moves|knight|step|from)$/i;

/** A line that looks like a broken entry of the block before it (checked only right after it). */
function nearMiss(block: Block, text: string): boolean {
  const words = (text.match(WORD) ?? []).filter((w) => !LIST_WORDS.test(w));
  switch (block.family) {
    case 'csv':
      return (text.match(/,/g) ?? []).length >= 2 && /\d/.test(text);
    case 'pairs':
      return words.length === 0 && /\d/.test(text) && /[([{,]/.test(text);
    case 'algebraic':
      return words.length === 0 && /[a-zA-Z]\d/.test(text);
    case 'board':
      return words.length === 0 && /\d/.test(text) && !/\d\.\d/.test(text);
    default:
      return false;
  }
}

function hint(block: Block): string {
  switch (block.family) {
    case 'csv':
      return ': expected step,x,y with three integers';
    case 'pairs':
      return ': expected a pair of integers such as (3, 4)';
    case 'algebraic':
      return ': expected squares such as e4';
    case 'board':
      return ": expected step numbers or '.'";
    default:
      return '';
  }
}

export class TextTourReader {
  private blocks: Block[] = [];
  private current: Block | undefined;
  private readonly skipped: SkippedLine[] = [];
  private skippedCount = 0;
  private proseRun = 0;
  private blankRun = 0;
  private lastLine = 0;
  private streamed: TourSink | undefined;
  private streamedReading: Reading | undefined;

  constructor(
    private readonly sink: TourSink,
    private readonly fixed: FixedReading,
  ) {}

  private skip(line: number, text: string): void {
    this.skippedCount++;
    if (this.skipped.length < 20) this.skipped.push({ line, text: text.trim().slice(0, 80) });
    this.proseRun++;
    if (this.proseRun > MAX_PROSE_LINES) {
      throw new TourFormatError(
        `${MAX_PROSE_LINES} lines in a row that are not part of a tour: not a tour file`,
        line,
      );
    }
  }

  /** Feeds one line (without its newline), 1-based. */
  line(text: string, line: number): void {
    this.lastLine = line;
    const fixed = this.fixed.format;
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
    // Fast paths inside a block: a board row, a CSV row (huge files are made of these).
    const cur = this.current;
    if (cur?.family === 'board' && fixed !== 'pairs' && fixed !== 'algebraic' && fixed !== 'csv') {
      const numbers = scanNumbersLine(text);
      if (numbers && numbers.values.length >= 3) {
        cur.reader.addRow(numbers, line);
        cur.lastLine = line;
        return;
      }
    } else if (cur?.family === 'csv' && (cur as ListBlock).streaming) {
      const row = readCsvRow(text);
      if (row) {
        cur.lastLine = line;
        this.csvEntry(cur as ListBlock, row.step, row.a, row.b, line);
        return;
      }
    }
    // A `# … width=… height=…` comment starts (or sizes) a CSV block.
    if (/^\s*#/.test(text)) {
      const comment =
        fixed === undefined || fixed === 'csv' ? readCsvComment(text, line) : undefined;
      if (comment) {
        const block = this.list('csv', line);
        if (comment.width !== undefined && comment.height !== undefined) {
          checkBoardSize(comment.width, comment.height, line);
          block.size = this.fixed.size ?? { width: comment.width, height: comment.height };
        }
        block.claims = comment.claims;
        return;
      }
      this.prose(line, text);
      return;
    }
    if (fixed === undefined || fixed === 'csv') {
      const order = readCsvHeader(text);
      if (order) {
        const block = this.list('csv', line);
        block.order = this.fixed.order ?? order;
        block.csvTentative = undefined;
        return;
      }
      const row = readCsvRow(text);
      if (row) {
        this.csvRow(row.step, row.a, row.b, line, text);
        return;
      }
      const cur = this.current;
      if (cur?.family === 'csv' && cur.lastLine === line - 1 && nearMiss(cur, text)) {
        throw new TourFormatError(
          `${quote(text)} is not part of the ${this.styleOf(cur)} above (${lines(cur)})${hint(cur)}`,
          line,
        );
      }
    }
    if (fixed === undefined || fixed === 'pairs') {
      const header = readPairsHeader(text);
      if (header) {
        const block = this.list('pairs', line);
        block.order ??= header;
        return;
      }
      const pairs = readPairsLine(text) ?? (fixed === 'pairs' ? readFlatPairs(text) : undefined);
      if (pairs) {
        const block = this.list('pairs', line);
        for (const p of pairs) {
          if (p.order && block.order === undefined) block.order = p.order;
          this.count(block, line);
          block.entries.push(p.a, p.b, line, p.column);
        }
        return;
      }
    }
    if (fixed === undefined || fixed === 'algebraic') {
      const squares = readAlgebraicLine(text);
      if (squares) {
        const block = this.list('algebraic', line);
        for (const s of squares) {
          this.count(block, line);
          block.entries.push(s.file, s.rank, line, s.column);
        }
        return;
      }
    }
    if (fixed === undefined || fixed === 'text' || fixed === 'indices') {
      if (isBorderLine(text)) {
        if (this.current?.family === 'board') {
          this.current.reader.addBorder(line);
          this.current.lastLine = line;
        } else this.prose(line, text, true);
        return;
      }
      const letters = readFileLetters(text);
      if (letters) {
        this.board(line).reader.addFileLetters(letters, line);
        return;
      }
      const numbers = scanNumbersLine(text);
      if (numbers) {
        this.board(line).reader.addRow(numbers, line);
        return;
      }
    }
    this.prose(line, text);
  }

  private prose(line: number, text: string, border = false): void {
    // A border line before a board belongs to it; elsewhere it is decoration, like prose.
    if (border && this.current === undefined) {
      const block = this.board(line);
      block.reader.addBorder(line);
      return;
    }
    const cur = this.current;
    if (cur && !border && cur.lastLine === line - 1 && nearMiss(cur, text)) {
      // Right after a tour, a line that almost fits it is a broken entry, not prose.
      throw new TourFormatError(
        `${quote(text)} is not part of the ${this.styleOf(cur)} above (${lines(cur)})${hint(cur)}`,
        line,
      );
    }
    this.close();
    this.skip(line, text);
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
    if (this.current) {
      if (this.current.family === 'csv') this.settleCsv(this.current as ListBlock);
      this.blocks.push(this.current);
    }
    this.current = undefined;
  }

  private open(block: Block): void {
    this.close();
    this.current = block;
    this.proseRun = 0;
  }

  private list(family: ListBlock['family'], line: number): ListBlock {
    const cur = this.current;
    if (cur && cur.family === family) {
      cur.lastLine = line;
      this.proseRun = 0;
      return cur as ListBlock;
    }
    const block: ListBlock = {
      family,
      entries: new Entries(),
      firstLine: line,
      lastLine: line,
      order: this.fixed.order,
      nextStep: Number.NaN,
      size: this.fixed.size,
      claims: {},
      streaming: false,
      csvTentative: family === 'csv' ? [] : undefined,
      count: 0,
    };
    this.open(block);
    return block;
  }

  private board(line: number): BoardBlock {
    const cur = this.current;
    if (cur && cur.family === 'board') {
      cur.lastLine = line;
      this.proseRun = 0;
      return cur;
    }
    const block: BoardBlock = {
      family: 'board',
      reader: new BoardReader(),
      firstLine: line,
      lastLine: line,
    };
    this.open(block);
    return block;
  }

  /** A `step,x,y` row. Until a header, comment or a second row in sequence says CSV, it may be a 3-wide board. */
  private csvRow(step: number, a: number, b: number, line: number, text: string): void {
    const block = this.list('csv', line);
    if (block.csvTentative) {
      const forced = this.fixed.format === 'csv' || block.size !== undefined || block.claims.format;
      if (!forced) {
        block.csvTentative.push({ line, text });
        if (block.csvTentative.length < 2) return;
        const [r1, r2] = block.csvTentative.map((r) => readCsvRow(r.text)!);
        if (r2!.step !== r1!.step + 1 || (r1!.step !== 0 && r1!.step !== 1)) {
          // Not numbered rows: a board with commas.
          const rows = block.csvTentative;
          this.current = undefined;
          for (const r of rows) this.board(r.line).reader.addRow(scanNumbersLine(r.text)!, r.line);
          return;
        }
      }
      const rows = block.csvTentative;
      block.csvTentative = undefined;
      if (rows.length > 0) {
        for (const r of rows) {
          const row = readCsvRow(r.text)!;
          this.csvEntry(block, row.step, row.a, row.b, r.line);
        }
        return;
      }
    }
    this.csvEntry(block, step, a, b, line);
  }

  private csvEntry(block: ListBlock, step: number, a: number, b: number, line: number): void {
    this.count(block, line);
    if (Number.isNaN(block.nextStep)) {
      block.nextStep = step === 0 ? 0 : 1;
      // Our own CSV (size known, 0-based x,y): checked as it streams, never held.
      if (block.size && this.blocks.length === 0 && this.streamed === undefined) {
        block.streaming = true;
        const order = block.order ?? 'xy';
        const origin = this.fixed.origin ?? 0;
        const reading = this.reading(
          'csv',
          'step,x,y rows',
          origin,
          order,
          block.size,
          block.claims.format ? 'document' : 'option',
        );
        this.streamed = this.sink;
        this.streamedReading = reading;
        this.streamed.begin(reading, undefined, block.claims);
      }
    }
    const expected = block.nextStep++;
    if (block.streaming) {
      const sink = this.streamed!;
      if (step !== expected) {
        sink.malformed(
          `step number ${step} where ${expected} was expected (rows must be in order)`,
          line,
          1,
        );
        return;
      }
      const origin = this.streamedReading!.origin;
      const [x, y] = block.order === 'rc' ? [b - origin, a - origin] : [a - origin, b - origin];
      sink.visit(x, y, line, String(step).length + 2);
      return;
    }
    if (step !== expected) {
      block.entries.bad(
        `step number ${step} where ${expected} was expected (rows must be in order)`,
        line,
        1,
      );
      return;
    }
    block.entries.push(a, b, line, String(step).length + 2);
  }

  private settleCsv(block: ListBlock): void {
    const rows = block.csvTentative;
    if (!rows || rows.length === 0) return;
    // A single numbered row: CSV after all.
    block.csvTentative = undefined;
    for (const r of rows) {
      const row = readCsvRow(r.text)!;
      this.csvEntry(block, row.step, row.a, row.b, r.line);
    }
  }

  private reading(
    format: InputFormat,
    style: string,
    origin: 0 | 1,
    order: AxisOrder,
    size: BoardSize,
    sizeFrom: Reading['sizeFrom'],
  ): Reading {
    return {
      format,
      style,
      origin,
      order,
      width: size.width,
      height: size.height,
      sizeFrom,
      skipped: [],
    };
  }

  /** Ends the input: decides every reading left open and replays the tour into the sink. */
  finish(): { reading: Reading; claims: TourClaims; skippedCount: number } {
    this.close();
    let blocks = this.blocks.filter((b) => !(b.family === 'board' && b.reader.rows === 0));
    // A lone number or pair beside the tour is a size line ("8", "8 8"), not a second tour.
    if (blocks.length > 1) {
      const adjacent = (b: Block) =>
        blocks.some(
          (o) => o !== b && (o.lastLine === b.firstLine - 1 || o.firstLine === b.lastLine + 1),
        );
      const trivial = (b: Block) =>
        !adjacent(b) &&
        ((b.family === 'board' && b.reader.rows === 1 && b.reader.singles) ||
          (b.family === 'pairs' && b.count === 1 && b.entries.minA === b.entries.maxB));
      const kept = blocks.filter((b) => !trivial(b));
      if (kept.length >= 1) {
        for (const b of blocks)
          if (trivial(b)) this.skipped.push({ line: b.firstLine, text: '(a size line)' });
        blocks = kept;
      }
    }
    this.skipped.sort((a, b) => a.line - b.line);
    if (blocks.length === 0) {
      const first = this.skipped[0];
      throw new TourFormatError(
        `not a tour: expected a JSON document or array, step,x,y CSV, a board of step numbers, algebraic notation (a1 c2 …), coordinates ((0, 0) …) or square indices${first ? `, got ${quote(first.text)}` : ''}`,
        first?.line,
      );
    }
    if (blocks.length > 2) {
      throw new TourFormatError(
        `mixed styles: ${blocks.map((b) => `${this.styleOf(b)} at ${lines(b)}`).join(', ')}; a file holds one tour (or a move list and its board)`,
        blocks[2]!.firstLine,
      );
    }
    if (blocks.length === 2) {
      const list = blocks.find((b) => b.family !== 'board');
      const board = blocks.find((b) => b.family === 'board');
      if (!list || !board) {
        throw new TourFormatError(
          `mixed styles: ${this.styleOf(blocks[0]!)} at ${lines(blocks[0]!)} and ${this.styleOf(blocks[1]!)} at ${lines(blocks[1]!)}; a file holds one tour (or a move list and its board)`,
          blocks[1]!.firstLine,
        );
      }
      return this.twice(list as ListBlock, board as BoardBlock);
    }
    const block = blocks[0]!;
    if (block.family !== 'board' && (block as ListBlock).streaming) {
      return this.done(this.streamedReading!, (block as ListBlock).claims);
    }
    const out = this.emit(block, this.sink);
    return this.done(out.reading, out.claims);
  }

  private done(reading: Reading, claims: TourClaims) {
    return {
      reading: { ...reading, skipped: this.skipped.slice(0, 20) },
      claims,
      skippedCount: this.skippedCount,
    };
  }

  private styleOf(block: Block): string {
    if (block.family === 'board') return familyName.board;
    return familyName[block.family];
  }

  /** A move list and a board of the same tour: both are read and must give the same squares. */
  private twice(list: ListBlock, board: BoardBlock) {
    const a = new RecordingSink();
    const b = new RecordingSink();
    if (list.streaming) {
      throw new TourFormatError(
        'a second tour after a streamed CSV: a file holding a move list and a board is read up to 4194304 squares; give them in two files',
        board.firstLine,
      );
    }
    const listOut = this.emit(list, a);
    this.emit(board, b, listOut.reading);
    if (a.overflow || b.overflow) {
      throw new TourFormatError(
        `a move list and a board in one file are compared up to ${RecordingSink.LIMIT} squares; give them in two files`,
        board.firstLine,
      );
    }
    const n = Math.max(a.xs.length, b.xs.length);
    const name = listOut.notation ?? ((x: number, y: number) => `(${x},${y})`);
    for (let i = 0; i < n; i++) {
      const same = a.xs[i] === b.xs[i] && a.ys[i] === b.ys[i];
      if (!same) {
        const show = (s: RecordingSink) =>
          i >= s.xs.length
            ? 'nothing'
            : Number.isNaN(s.xs[i]!)
              ? 'a malformed entry'
              : `${name(s.xs[i]!, s.ys[i]!)} (${s.xs[i]},${s.ys[i]})`;
        throw new TourFormatError(
          `the file prints the tour twice and they disagree at step ${i + 1}: ${show(a)} in the move list (${lines(list)}), ${show(b)} on the board (${lines(board)})`,
          a.lines[i] || b.lines[i] || list.firstLine,
        );
      }
    }
    // They agree: the move list is the tour reported (its lines are the ones to cite).
    const out = this.emit(list, this.sink);
    return this.done({ ...out.reading, twice: true }, out.claims);
  }

  /** Decides a block's reading and replays it into `sink`. */
  private emit(
    block: Block,
    sink: TourSink,
    hint?: Reading,
  ): { reading: Reading; claims: TourClaims; notation: SquareNotation | undefined } {
    const fixed = this.fixed;
    if (block.family === 'board') {
      const reader = block.reader;
      // One number a line: linear indices. One line of many numbers: a 1xN board or indices?
      if (fixed.format !== 'text' && reader.rows > 1 && reader.singles)
        return this.indicesFromBoard(block, sink);
      if (fixed.format === 'indices') {
        if (reader.rows === 1) return this.indicesFromBoard(block, sink);
        return this.indicesFromGrid(block, reader.finish(), sink);
      }
      if (fixed.format !== 'text' && reader.rows === 1 && !fixed.size) {
        const row = reader.heldRow();
        if (row && row.values.length > 2) {
          throw new AmbiguousReadingError(
            `line ${block.firstLine} holds ${row.values.length} numbers on one line: a ${row.values.length}x1 board of step numbers or linear square indices? Give --input-format text, or --input-format indices --size WxH`,
          );
        }
      }
      if (fixed.format !== 'text' && reader.rows === 1 && fixed.size && fixed.size.height > 1) {
        return this.indicesFromBoard(block, sink);
      }
      const grid: BoardGrid = reader.finish();
      for (const l of reader.sizeLines) this.skipped.push({ line: l, text: '(a size line)' });
      this.skipped.sort((x, y) => x.line - y.line);
      if (
        fixed.size &&
        !fixed.format &&
        fixed.size.width * fixed.size.height === grid.cells.length &&
        (fixed.size.width !== grid.width || fixed.size.height !== grid.height)
      ) {
        // --size says another shape for the same count: rows of square indices.
        return this.indicesFromGrid(block, grid, sink);
      }
      if (fixed.size && (fixed.size.width !== grid.width || fixed.size.height !== grid.height)) {
        throw new TourFormatError(
          `the board has ${grid.width}x${grid.height} squares but --size says ${fixed.size.width}x${fixed.size.height}`,
          block.firstLine,
        );
      }
      checkBoardSize(grid.width, grid.height, block.firstLine);
      const origin = boardOrigin(grid, fixed);
      if (fixed.format === undefined && indicesReadingIsTour(grid, origin, fixed.size)) {
        throw new AmbiguousReadingError(
          `${lines(block)} read as a board of step numbers are not a tour, but read as linear square indices they are: give --input-format text or --input-format indices`,
        );
      }
      const reading: Reading = {
        format: 'text',
        style: grid.style,
        origin,
        order: 'xy',
        width: grid.width,
        height: grid.height,
        sizeFrom: 'inferred',
        skipped: [],
      };
      // With a move list in the same file, the board is named in the list's notation.
      const notation =
        grid.notation ??
        (hint?.format === 'algebraic'
          ? (x: number, y: number) => squareName(x, y, grid.height)
          : undefined);
      sink.begin(reading, notation, {});
      replayBoard(grid, origin, sink);
      return { reading, claims: {}, notation };
    }
    const list = block as ListBlock;
    const { entries } = list;
    if (list.family === 'algebraic') {
      const size = list.size ?? {
        width: Math.max(1, entries.maxA + 1),
        height: Math.max(1, entries.maxB),
      };
      if (!list.size) checkBoardSize(size.width, size.height, list.firstLine);
      const reading: Reading = {
        format: 'algebraic',
        style: 'algebraic notation, a1 at the bottom left',
        origin: 1,
        order: 'xy',
        width: size.width,
        height: size.height,
        sizeFrom: list.size ? 'option' : 'inferred',
        skipped: [],
      };
      const notation = (x: number, y: number) => squareName(x, y, size.height);
      sink.begin(reading, notation, {});
      entries.replay(sink, (file, rank) => [file, size.height - rank]);
      return { reading, claims: {}, notation };
    }
    // Pairs and CSV rows: origin from the smallest value, order from keys or header, size from the largest.
    const order: AxisOrder = fixed.order ?? list.order ?? 'xy';
    const min = Math.min(entries.minA, entries.minB);
    const origin: 0 | 1 =
      fixed.origin ??
      (list.family === 'csv' && list.size ? 0 : Number.isFinite(min) && min >= 1 ? 1 : 0);
    const maxX = order === 'xy' ? entries.maxA : entries.maxB;
    const maxY = order === 'xy' ? entries.maxB : entries.maxA;
    const size = list.size ?? {
      width: Math.max(1, maxX - origin + 1),
      height: Math.max(1, maxY - origin + 1),
    };
    if (!list.size) {
      if (entries.size === 0 || !Number.isFinite(maxX)) {
        throw new TourFormatError(
          'no squares to read and no board size: give --size WxH',
          list.firstLine,
        );
      }
      checkBoardSize(size.width, size.height, list.firstLine);
    }
    const reading: Reading = {
      format: list.family === 'csv' ? 'csv' : 'pairs',
      style: list.family === 'csv' ? 'step,x,y rows' : 'coordinate list',
      origin,
      order,
      width: size.width,
      height: size.height,
      sizeFrom: list.size ? (list.claims.format ? 'document' : 'option') : 'inferred',
      skipped: [],
    };
    const notation =
      origin === 0 && order === 'xy'
        ? undefined
        : order === 'xy'
          ? (x: number, y: number) => `(${x + origin}, ${y + origin})`
          : (x: number, y: number) => `(${y + origin}, ${x + origin})`;
    sink.begin(reading, notation, list.claims);
    entries.replay(
      sink,
      order === 'xy' ? (a, b) => [a - origin, b - origin] : (a, b) => [b - origin, a - origin],
    );
    return { reading, claims: list.claims, notation };
  }

  private indicesFromBoard(block: BoardBlock, sink: TourSink) {
    const reader = block.reader;
    let values: number[];
    let lines: number[];
    let columns: number[];
    if (reader.singles) ({ values, lines, columns } = reader.heldSingles());
    else {
      const row = reader.heldRow();
      if (!row) {
        throw new TourFormatError(
          'linear square indices are one line of numbers or one number a line',
          block.firstLine,
        );
      }
      values = row.values;
      columns = row.columns;
      lines = values.map(() => row.line);
    }
    return this.emitIndices(values, lines, columns, block, sink);
  }

  /** A grid of numbers read as rows of square indices (`--input-format indices`, or `--size` of another shape). */
  private indicesFromGrid(block: BoardBlock, grid: BoardGrid, sink: TourSink) {
    const n = grid.cells.length;
    const values: number[] = new Array(n);
    const rowsOf: number[] = new Array(n);
    const columns: number[] = new Array(n);
    for (let c = 0; c < n; c++) {
      values[c] = grid.cells[c]!;
      rowsOf[c] = grid.rowLines[Math.floor(c / grid.width)]!;
      columns[c] = grid.columns?.[c] ?? 0;
    }
    return this.emitIndices(values, rowsOf, columns, block, sink);
  }

  private emitIndices(
    values: number[],
    lines: number[],
    columns: number[],
    block: BoardBlock,
    sink: TourSink,
  ) {
    const size = indicesSize(
      this.fixed,
      values.length,
      lines.length > 0
        ? `${lines[0] === lines[lines.length - 1] ? `line ${lines[0]}` : `lines ${block.firstLine}-${block.lastLine}`}`
        : 'the input',
    );
    let min = Infinity;
    for (const v of values) if (v < min) min = v;
    const origin = indicesOrigin(this.fixed, min);
    const reading: Reading = {
      format: 'indices',
      style: 'linear square indices',
      origin,
      order: 'xy',
      width: size.width,
      height: size.height,
      sizeFrom: 'option',
      skipped: [],
    };
    const notation = indexNotation(size.width, origin);
    sink.begin(reading, notation, {});
    const n = size.width * size.height;
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      if (v - origin < 0 || v - origin >= n) {
        sink.malformed(
          `index ${v} is beyond the ${n} squares of the ${size.width}x${size.height} board (numbered from ${origin})`,
          lines[i]!,
          columns[i]!,
        );
      } else {
        const [x, y] = indexSquare(v, size.width, size.height, origin);
        sink.visit(x, y, lines[i]!, columns[i]!);
      }
    }
    return { reading, claims: {}, notation };
  }
}
