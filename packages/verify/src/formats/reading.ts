import { KnightsTourError, MAX_SIDE, MAX_SQUARES } from '@knights-tour/core';

/**
 * The styles a tour file can be read in. `json`, `csv` and `text` are what `solve` writes;
 * `text` is any board of step numbers; `pairs` is a list of coordinates; `algebraic` is chess
 * notation; `indices` is linear square indices (`y * width + x`).
 */
export const INPUT_FORMATS = ['json', 'csv', 'text', 'algebraic', 'pairs', 'indices'] as const;
/** A style of {@link INPUT_FORMATS}. */
export type InputFormat = (typeof INPUT_FORMATS)[number];

/** Whether coordinates are written (x, y) — column then row — or (row, col). */
export type AxisOrder = 'xy' | 'rc';

/** A board size as `--size WxH` gives it. */
export interface BoardSize {
  readonly width: number;
  readonly height: number;
}

/** What the caller says about the input; anything left out is detected. */
export interface ReadOptions {
  /** The style to read (detected when absent). `format` is the older name, still accepted. */
  inputFormat?: InputFormat;
  format?: InputFormat;
  /** Whether coordinates, step numbers and indices count from 0 or from 1. */
  origin?: 0 | 1;
  /** Coordinate order of pairs: (x, y) or (row, col). */
  order?: AxisOrder;
  /** The board size, as `{ width, height }` or `'WxH'` (inferred when absent). */
  size?: BoardSize | string;
}

/** How a file was read: every choice that could have gone another way. */
export interface Reading {
  readonly format: InputFormat;
  /** A few words on the layout, e.g. `board with rank labels, rank 1 at the bottom`. */
  readonly style: string;
  /** What step numbers or coordinates count from; undefined where the style fixes it. */
  readonly origin: 0 | 1;
  readonly order: AxisOrder;
  readonly width: number;
  readonly height: number;
  /** Where the size came from. */
  readonly sizeFrom: 'document' | 'option' | 'inferred';
  /** Lines around the tour that were skipped (prose, timings), 1-based. */
  readonly skipped: readonly SkippedLine[];
  /** The file printed the tour twice (a move list and a board) and both agree. */
  readonly twice?: boolean;
}

/** A line around the tour that was not part of it (prose, timings). */
export interface SkippedLine {
  /** 1-based line number. */
  readonly line: number;
  readonly text: string;
}

/** One-line description of a reading, for reports: `algebraic, 1-based, xy, 8x8 (inferred)`. */
export function describeReading(reading: Reading): string {
  const skipped = reading.skipped.length;
  return [
    `${reading.format} (${reading.style})`,
    `origin ${reading.origin}`,
    `order ${reading.order}`,
    `size ${reading.width}x${reading.height} (${reading.sizeFrom})`,
    ...(reading.twice ? ['printed twice, both agree'] : []),
    ...(skipped > 0
      ? [
          `${skipped} line${skipped === 1 ? '' : 's'} skipped (${reading.skipped.map((s) => s.line).join(', ')})`,
        ]
      : []),
  ].join(', ');
}

/**
 * The input cannot be read as a tour. The message is one line and names the line and column
 * at fault when there is one; excerpts of the input in it have control characters escaped.
 */
export class TourFormatError extends KnightsTourError {
  /** 1-based line of the input at fault, when there is one. */
  readonly line: number | undefined;
  /** 1-based column of the input at fault, when there is one. */
  readonly column: number | undefined;

  constructor(message: string, line?: number, column?: number) {
    const where =
      line === undefined
        ? ''
        : column === undefined
          ? `line ${line}: `
          : `line ${line}, col ${column}: `;
    super(`${where}${message}`);
    Object.defineProperty(this, 'name', { value: 'TourFormatError' });
    this.line = line;
    this.column = column;
  }
}

/**
 * Two readings of the file give different verdicts: refused, with the flag that settles it.
 * A {@link TourFormatError} (exit 2 in the CLI).
 */
export class AmbiguousReadingError extends TourFormatError {
  constructor(message: string) {
    super(`ambiguous: ${message}`);
    Object.defineProperty(this, 'name', { value: 'AmbiguousReadingError' });
  }
}

/**
 * Text of at most `max` characters for quoting input in one-line messages: whitespace runs
 * become one space and every other control character is escaped (`\x1b`, `\u0000`), so a
 * file can never retitle or recolour the terminal that shows the error.
 */
export function quote(text: string, max = 40): string {
  const one = text.replace(/[ \t\r\n]+/g, ' ').trim();
  const cut = one.length > max ? `${one.slice(0, max - 1)}…` : one;
  return `'${escapeControls(cut)}'`;
}

/** Control characters (C0, DEL, C1, line separators, BOM) as visible escapes. */
export function escapeControls(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping them is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Parses `WxH` (or `N` for a square board) into a size within core's limits. */
export function parseBoardSize(size: BoardSize | string): BoardSize {
  let width: number;
  let height: number;
  if (typeof size === 'string') {
    const m = /^\s*(\d+)\s*(?:[xX×*]\s*(\d+))?\s*$/.exec(size);
    if (!m) throw new TourFormatError(`size must be WxH or N, got ${quote(size)}`);
    width = Number(m[1]);
    height = m[2] === undefined ? width : Number(m[2]);
  } else {
    ({ width, height } = size);
  }
  checkBoardSize(width, height);
  return { width, height };
}

/** Throws a one-line error unless `width × height` is a board core can hold. */
export function checkBoardSize(width: number, height: number, line?: number): void {
  for (const [name, v] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(v) || v < 1) {
      throw new TourFormatError(`${name} must be a positive integer, got ${String(v)}`, line);
    }
    if (v > MAX_SIDE) {
      throw new TourFormatError(`${name} ${v} is larger than the maximum side ${MAX_SIDE}`, line);
    }
  }
  if (width * height > MAX_SQUARES) {
    throw new TourFormatError(
      `board ${width}x${height} has ${width * height} squares, more than the limit ${MAX_SQUARES}`,
      line,
    );
  }
}

/** Validated options: the format, origin, order and size the caller fixed. */
export interface FixedReading {
  readonly format?: InputFormat;
  readonly origin?: 0 | 1;
  readonly order?: AxisOrder;
  readonly size?: BoardSize;
}

export function fixedReading(options: ReadOptions = {}): FixedReading {
  const format = options.inputFormat ?? options.format;
  if (format !== undefined && !(INPUT_FORMATS as readonly string[]).includes(format)) {
    throw new TourFormatError(
      `unknown input format ${quote(String(format))} (expected one of ${INPUT_FORMATS.join(', ')})`,
    );
  }
  if (options.origin !== undefined && options.origin !== 0 && options.origin !== 1) {
    throw new TourFormatError(`origin must be 0 or 1, got ${quote(String(options.origin))}`);
  }
  if (options.order !== undefined && options.order !== 'xy' && options.order !== 'rc') {
    throw new TourFormatError(`order must be xy or rc, got ${quote(String(options.order))}`);
  }
  return {
    ...(format !== undefined ? { format } : {}),
    ...(options.origin !== undefined ? { origin: options.origin } : {}),
    ...(options.order !== undefined ? { order: options.order } : {}),
    ...(options.size !== undefined ? { size: parseBoardSize(options.size) } : {}),
  };
}

/** Where an entry is in the input, 1-based; 0 when unknown. */
export interface Place {
  readonly line: number;
  readonly column: number;
}

/** `(line 3, col 9)`, or `(line 3)` without a column, or '' without a place. */
export function describePlace(line: number, column: number): string {
  if (line <= 0) return '';
  return column > 0 ? ` (line ${line}, col ${column})` : ` (line ${line})`;
}
