import {
  createBoard,
  KnightsTourError,
  MAX_SIDE,
  TOUR_FORMATS,
  type TourFormat,
} from '@knights-tour/core';
import { findJsonSyntaxError } from './json-syntax.js';

/**
 * A tour read from a file, before any checking. Steps are held in typed arrays so a
 * 1,000 × 1,000 board costs two flat arrays, not a million small objects.
 */
export interface ParsedTour {
  /** The format the text was read as. */
  readonly format: TourFormat;
  readonly width: number;
  readonly height: number;
  /** Number of steps in the path. */
  readonly length: number;
  /** Column of step `k` at index `k - 1`; `NaN` marks a malformed entry. */
  readonly xs: Float64Array;
  /** Row of step `k` at index `k - 1`; `NaN` marks a malformed entry. */
  readonly ys: Float64Array;
  /** Why entry `k` (1-based) is malformed, for the first {@link MAX_NOTES} malformed entries. */
  readonly malformed: ReadonlyMap<number, string>;
  /** What the document says about itself; the verifier recomputes all of it. */
  readonly claims: TourClaims;
}

/** Informative fields of a document, compared against what the verifier finds. */
export interface TourClaims {
  readonly format?: string;
  readonly complete?: boolean;
  readonly closed?: boolean;
  readonly start?: readonly [number, number];
}

/** The least a tour document must have (SPEC §9): `width`, `height` and `path`. */
export interface TourDocumentLike {
  readonly width: number;
  readonly height: number;
  readonly path: readonly unknown[];
  readonly [field: string]: unknown;
}

/** How many malformed-entry explanations a parsed tour keeps (the verifier caps its report anyway). */
export const MAX_NOTES = 100;

/**
 * The input is not a readable tour document (not JSON/CSV/text, a broken line, no board size).
 * The message is one line and names the line or field at fault.
 */
export class TourFormatError extends KnightsTourError {
  /** 1-based line of the input at fault, when there is one. */
  readonly line: number | undefined;

  constructor(message: string, line?: number) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    Object.defineProperty(this, 'name', { value: 'TourFormatError' });
    this.line = line;
  }
}

/** Options of {@link parseTour}. */
export interface ParseTourOptions {
  /** Read the text as this format instead of detecting it. */
  format?: TourFormat;
}

/** Text of at most `max` characters, for quoting input in one-line messages. */
function quote(text: string, max = 40): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return `'${one.length > max ? `${one.slice(0, max - 1)}…` : one}'`;
}

/** 1-based line of character `pos`. */
function lineAt(text: string, pos: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < pos; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * Which of the three formats a text looks like: a JSON object, `step,x,y` CSV (or its
 * `# knights-tour/1 …` comment), or a board of step numbers. Undefined when none fits.
 */
export function detectTourFormat(text: string): TourFormat | undefined {
  const start = text.search(/\S/);
  if (start === -1) return undefined;
  const c = text[start];
  if (c === '{' || c === '[') return 'json';
  const end = text.indexOf('\n', start);
  const line = text.slice(start, end === -1 ? undefined : end).trim();
  if (line.startsWith('#') || line.includes(',')) return 'csv';
  if (/^[\d.\s]+$/.test(line)) return 'text';
  return undefined;
}

/**
 * Reads a tour in any format the core writes (`formatTour`): SPEC §9 JSON, `step,x,y` CSV
 * or a text board of 1-based step numbers. The format is detected unless given.
 * Throws {@link TourFormatError} when the text cannot be read as a tour.
 */
export function parseTour(text: string, options: ParseTourOptions = {}): ParsedTour {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') throw new TourFormatError('empty input: no tour to read');
  const format = options.format ?? detectTourFormat(text);
  switch (format) {
    case 'json':
      return parseJson(text);
    case 'csv':
      return parseCsv(text);
    case 'text':
      return parseBoardText(text);
    case undefined: {
      const first = text.trim().split('\n', 1)[0] ?? '';
      throw new TourFormatError(
        `not a tour: expected a JSON document, step,x,y CSV or a board of step numbers, got ${quote(first)}`,
        lineAt(text, text.search(/\S/)),
      );
    }
    default:
      throw new TourFormatError(
        `unknown format '${String(format)}' (expected one of ${TOUR_FORMATS.join(', ')})`,
      );
  }
}

function parseJson(text: string): ParsedTour {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // V8's messages often carry no position: find the line and column ourselves.
    const where = findJsonSyntaxError(text);
    if (where) {
      throw new TourFormatError(
        `invalid JSON at column ${where.column}: ${where.message}`,
        where.line,
      );
    }
    throw new TourFormatError(`invalid JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  return readTourDocument(value);
}

/** A board from a document's size fields, with one-line errors naming the field. */
function boardSize(width: unknown, height: unknown): { width: number; height: number } {
  for (const [name, v] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (v === undefined) throw new TourFormatError(`the document has no '${name}'`);
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
      throw new TourFormatError(
        `'${name}' must be a positive integer, got ${quote(JSON.stringify(v))}`,
      );
    }
  }
  try {
    return createBoard(width as number, height as number);
  } catch (error) {
    throw new TourFormatError((error as Error).message);
  }
}

function describeEntry(entry: unknown): string {
  let shown: string;
  try {
    shown = JSON.stringify(entry) ?? String(entry);
  } catch {
    shown = String(entry);
  }
  return `malformed entry ${quote(shown, 30)} (expected [x, y] with integers x and y)`;
}

/**
 * Reads an already-parsed SPEC §9 document: any object with `width`, `height` and `path`.
 * Path entries that are not `[x, y]` integer pairs become malformed steps, reported by the
 * verifier with their step number; a missing or ill-typed `width`, `height` or `path`
 * throws {@link TourFormatError}.
 */
export function readTourDocument(value: unknown): ParsedTour {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TourFormatError(
      `a tour document must be a JSON object with width, height and path, got ${Array.isArray(value) ? 'an array' : quote(String(value))}`,
    );
  }
  const doc = value as Record<string, unknown>;
  const { width, height } = boardSize(doc.width, doc.height);
  const path = doc.path;
  if (path === undefined) throw new TourFormatError("the document has no 'path'");
  if (!Array.isArray(path)) {
    throw new TourFormatError(
      `'path' must be an array of [x, y] squares, got ${quote(JSON.stringify(path))}`,
    );
  }
  const length = path.length;
  const xs = new Float64Array(length);
  const ys = new Float64Array(length);
  const malformed = new Map<number, string>();
  for (let i = 0; i < length; i++) {
    const entry: unknown = path[i];
    if (
      Array.isArray(entry) &&
      entry.length === 2 &&
      Number.isInteger(entry[0]) &&
      Number.isInteger(entry[1])
    ) {
      xs[i] = entry[0] as number;
      ys[i] = entry[1] as number;
    } else {
      xs[i] = Number.NaN;
      ys[i] = Number.NaN;
      if (malformed.size < MAX_NOTES) malformed.set(i + 1, describeEntry(entry));
    }
  }
  const claims: {
    format?: string;
    complete?: boolean;
    closed?: boolean;
    start?: [number, number];
  } = {};
  if (typeof doc.format === 'string') claims.format = doc.format;
  if (typeof doc.complete === 'boolean') claims.complete = doc.complete;
  if (typeof doc.closed === 'boolean') claims.closed = doc.closed;
  const start = doc.start;
  if (Array.isArray(start) && start.length === 2 && start.every((v) => Number.isInteger(v))) {
    claims.start = [start[0] as number, start[1] as number];
  }
  return { format: 'json', width, height, length, xs, ys, malformed, claims };
}

/** A growable array of numbers backed by a Float64Array. */
class Column {
  data = new Float64Array(1024);
  size = 0;

  push(v: number): void {
    if (this.size === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.size++] = v;
  }
}

const SPACE = 32;
const TAB = 9;
const CR = 13;
const COMMA = 44;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
const NINE = 57;

/** Cursor over one line of text, reading integers without allocating strings. */
class LineReader {
  pos = 0;
  end = 0;
  value = 0;

  constructor(readonly text: string) {}

  skipSpaces(): void {
    while (this.pos < this.end) {
      const c = this.text.charCodeAt(this.pos);
      if (c !== SPACE && c !== TAB && c !== CR) return;
      this.pos++;
    }
  }

  /** Reads an optionally signed integer into `value`; false when there is none here. */
  integer(): boolean {
    let p = this.pos;
    let negative = false;
    if (p < this.end && this.text.charCodeAt(p) === MINUS) {
      negative = true;
      p++;
    }
    const digits = p;
    let v = 0;
    while (p < this.end) {
      const c = this.text.charCodeAt(p);
      if (c < ZERO || c > NINE) break;
      v = v * 10 + (c - ZERO);
      p++;
    }
    if (p === digits) return false;
    this.pos = p;
    this.value = negative ? -v : v;
    return true;
  }

  /** True when the character at the cursor ends a token (space, tab, end of line). */
  atTokenEnd(): boolean {
    if (this.pos >= this.end) return true;
    const c = this.text.charCodeAt(this.pos);
    return c === SPACE || c === TAB || c === CR;
  }
}

/** Calls `each(start, end, line)` for every line of `text` (1-based line numbers). */
function forEachLine(text: string, each: (start: number, end: number, line: number) => void): void {
  let start = 0;
  let line = 1;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    each(start, end, line);
    start = end + 1;
    line++;
  }
}

/**
 * Puts entries given as (step, x, y) into step order. A step number given twice, or
 * missing below the largest one, becomes a malformed step the verifier reports.
 */
function byStep(
  format: TourFormat,
  width: number,
  height: number,
  steps: Column,
  xsIn: Column,
  ysIn: Column,
  lines: Column,
  claims: TourClaims,
): ParsedTour {
  let length = 0;
  for (let i = 0; i < steps.size; i++) length = Math.max(length, steps.data[i]!);
  const xs = new Float64Array(length).fill(Number.NaN);
  const ys = new Float64Array(length).fill(Number.NaN);
  const row = new Int32Array(length); // line of the first entry of each step, 0 = none yet
  const malformed = new Map<number, string>();
  const note = (step: number, why: string) => {
    if (malformed.size < MAX_NOTES && !malformed.has(step)) malformed.set(step, why);
  };
  const where = format === 'csv' ? 'on lines' : 'at';
  for (let i = 0; i < steps.size; i++) {
    const k = steps.data[i]!;
    const line = lines.data[i]!;
    const x = xsIn.data[i]!;
    const y = ysIn.data[i]!;
    const first = row[k - 1]!;
    if (first === 0) {
      row[k - 1] = line;
      xs[k - 1] = x;
      ys[k - 1] = y;
    } else if (first > 0) {
      const a = format === 'csv' ? first : `(${xs[k - 1]},${ys[k - 1]})`;
      const b = format === 'csv' ? line : `(${x},${y})`;
      note(k, `step ${k} is given twice, ${where} ${a} and ${b}`);
      row[k - 1] = -1;
      xs[k - 1] = Number.NaN;
      ys[k - 1] = Number.NaN;
    }
  }
  for (let k = 1; k <= length && malformed.size < MAX_NOTES; k++) {
    if (row[k - 1] === 0) note(k, `step ${k} is missing (the largest step is ${length})`);
  }
  return { format, width, height, length, xs, ys, malformed, claims };
}

/** Reads `key=value` pairs of the `# knights-tour/1 width=.. height=..` comment. */
function readComment(
  comment: string,
  line: number,
): { width?: number; height?: number; claims: TourClaims } {
  const out: { width?: number; height?: number } = {};
  const claims: {
    format?: string;
    complete?: boolean;
    closed?: boolean;
    start?: [number, number];
  } = {};
  const words = comment.replace(/^#\s*/, '').split(/\s+/);
  if (words[0] && !words[0].includes('=')) claims.format = words[0];
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq <= 0) continue;
    const key = word.slice(0, eq);
    const value = word.slice(eq + 1);
    if (key === 'width' || key === 'height') {
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        throw new TourFormatError(`${key} must be a positive integer, got ${quote(value)}`, line);
      }
      out[key] = Number(value);
    } else if (
      (key === 'complete' || key === 'closed') &&
      (value === 'true' || value === 'false')
    ) {
      claims[key] = value === 'true';
    } else if (key === 'start') {
      const m = /^(-?\d+),(-?\d+)$/.exec(value);
      if (m) claims.start = [Number(m[1]), Number(m[2])];
    }
  }
  return { ...out, claims };
}

function parseCsv(text: string): ParsedTour {
  const steps = new Column();
  const xs = new Column();
  const ys = new Column();
  const lines = new Column();
  const reader = new LineReader(text);
  let width: number | undefined;
  let height: number | undefined;
  let claims: TourClaims = {};
  let maxX = -1;
  let maxY = -1;
  let maxXLine = 0;
  let maxYLine = 0;
  let maxStep = 0;
  let maxStepLine = 0;
  forEachLine(text, (start, end, line) => {
    reader.pos = start;
    reader.end = end;
    reader.skipSpaces();
    if (reader.pos >= end) return;
    const c = text.charCodeAt(reader.pos);
    if (c === 35 /* # */) {
      const comment = text.slice(reader.pos, end);
      if (/\bwidth=|\bheight=/.test(comment)) {
        const read = readComment(comment, line);
        width = read.width ?? width;
        height = read.height ?? height;
        claims = read.claims;
      }
      return;
    }
    if (c < ZERO || c > NINE) {
      if (c !== MINUS && /^step\s*,\s*x\s*,\s*y$/i.test(text.slice(reader.pos, end).trim())) return;
    }
    const values: number[] = [];
    for (;;) {
      reader.skipSpaces();
      if (!reader.integer()) break;
      values.push(reader.value);
      reader.skipSpaces();
      if (reader.pos < end && text.charCodeAt(reader.pos) === COMMA) reader.pos++;
      else break;
    }
    reader.skipSpaces();
    if (values.length !== 3 || reader.pos < end) {
      throw new TourFormatError(
        `expected a row step,x,y of three integers, got ${quote(text.slice(start, end))}`,
        line,
      );
    }
    const [k, x, y] = values as [number, number, number];
    if (k < 1) throw new TourFormatError(`step must be 1 or more, got ${k}`, line);
    if (k > maxStep) {
      maxStep = k;
      maxStepLine = line;
    }
    if (x > maxX) {
      maxX = x;
      maxXLine = line;
    }
    if (y > maxY) {
      maxY = y;
      maxYLine = line;
    }
    steps.push(k);
    xs.push(x);
    ys.push(y);
    lines.push(line);
  });
  if (width === undefined || height === undefined) {
    // No size comment: the board is the smallest that holds every square given.
    if (steps.size === 0) {
      throw new TourFormatError(
        'no rows and no board size: add "# knights-tour/1 width=W height=H"',
      );
    }
    for (const [name, max, line] of [
      ['x', maxX, maxXLine],
      ['y', maxY, maxYLine],
    ] as const) {
      if (max + 1 > MAX_SIDE) {
        throw new TourFormatError(
          `no board size given and ${name} = ${max} implies a side above the limit ${MAX_SIDE}; add "# knights-tour/1 width=W height=H"`,
          line,
        );
      }
      if (max < 0) {
        throw new TourFormatError(`no board size given and every ${name} is negative`, line);
      }
    }
    width ??= maxX + 1;
    height ??= maxY + 1;
  }
  const board = boardSizeOf(width, height);
  // A step far beyond both the rows and the squares cannot be a typo of a tour; refusing it
  // keeps a garbage step number from allocating gigabytes.
  if (maxStep > Math.max(steps.size, board.width * board.height)) {
    throw new TourFormatError(
      `step ${maxStep} is beyond both the ${steps.size} rows and the ${board.width * board.height} squares of the board`,
      maxStepLine,
    );
  }
  return byStep('csv', board.width, board.height, steps, xs, ys, lines, claims);
}

function boardSizeOf(width: number, height: number): { width: number; height: number } {
  try {
    return createBoard(width, height);
  } catch (error) {
    throw new TourFormatError((error as Error).message);
  }
}

function parseBoardText(text: string): ParsedTour {
  const steps = new Column();
  const xs = new Column();
  const ys = new Column();
  const lines = new Column();
  const reader = new LineReader(text);
  let width = -1;
  let height = 0;
  let maxStep = 0;
  let maxStepLine = 0;
  forEachLine(text, (start, end, line) => {
    reader.pos = start;
    reader.end = end;
    reader.skipSpaces();
    if (reader.pos >= end) return;
    let cells = 0;
    while (reader.pos < end) {
      const c = text.charCodeAt(reader.pos);
      if (c === DOT) {
        reader.pos++;
      } else if (c >= ZERO && c <= NINE && reader.integer()) {
        const k = reader.value;
        if (k < 1) throw new TourFormatError(`step numbers start at 1, got ${k}`, line);
        steps.push(k);
        xs.push(cells);
        ys.push(height);
        lines.push(line);
        if (k > maxStep) {
          maxStep = k;
          maxStepLine = line;
        }
      }
      if (!reader.atTokenEnd()) {
        let e = reader.pos;
        while (e < end && text.charCodeAt(e) !== SPACE && text.charCodeAt(e) !== TAB) e++;
        let s = reader.pos;
        while (s > start && text.charCodeAt(s - 1) !== SPACE && text.charCodeAt(s - 1) !== TAB) s--;
        throw new TourFormatError(
          `cell ${cells + 1}: ${quote(text.slice(s, e))} is not a step number or '.'`,
          line,
        );
      }
      cells++;
      reader.skipSpaces();
    }
    if (width === -1) width = cells;
    else if (cells !== width) {
      throw new TourFormatError(`row has ${cells} cells, the first row has ${width}`, line);
    }
    height++;
  });
  const board = boardSizeOf(width, height);
  if (maxStep > board.width * board.height) {
    throw new TourFormatError(
      `step ${maxStep} is larger than the ${board.width * board.height} squares of the ${board.width}x${board.height} board`,
      maxStepLine,
    );
  }
  return byStep('text', board.width, board.height, steps, xs, ys, lines, {});
}
