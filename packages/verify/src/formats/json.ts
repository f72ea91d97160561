import type { SquareNotation } from '../checker.js';
import type { TourClaims } from '../parsed-tour.js';
import { fileIndex, squareName } from './algebraic.js';
import { indexNotation, indexSquare, indicesOrigin, indicesSize } from './indices.js';
import {
  type AxisOrder,
  type BoardSize,
  checkBoardSize,
  type FixedReading,
  quote,
  type Reading,
  TourFormatError,
} from './reading.js';
import { Entries, type TourSink } from './sink.js';

/**
 * JSON, read as it streams (never one string of the whole file, never recursion): our tour
 * document `{"width", "height", "path": [[x, y], …]}` (SPEC §9, 0-based (x, y)), or a bare
 * array of `[x, y]` pairs, of `{x, y}` / `{row, col}` objects, of square indices (with a
 * size: `--size`, or `width`/`height` in the document, `squares` as the key), or of
 * algebraic strings (`"a1"`). A document whose size comes before its path is checked as it
 * is read; anything else is held (16 bytes a step) until the end decides its reading.
 */

/** Containers nested deeper than this are refused (a tour needs three levels). */
export const MAX_DEPTH = 512;
/** Whitespace or one string longer than this is not a tour. */
const MAX_RUN = 64 * 1024 * 1024;

enum Tok {
  None,
  String,
  Number,
  Literal,
}

type EntryKind = 'pair' | 'index' | 'algebraic';

/** Where in an entry the parser is. */
enum Slot {
  /** Not inside a path entry. */
  Out,
  /** Inside `[a, b]`: `count` values so far. */
  Array,
  /** Inside `{x: …, y: …}`. */
  Object,
  /** Inside something malformed: skip to the entry's end. */
  Skip,
}

export class JsonTourReader {
  private line = 1;
  private column = 0;
  // Token being read (may span chunks).
  private tok = Tok.None;
  private text = '';
  private textLength = 0;
  private escape = false;
  private tokLine = 0;
  private tokColumn = 0;
  private run = 0;
  // Container stack: 1 = array, 2 = object; plus whether the next string in an object is a key.
  private readonly stack = new Uint8Array(MAX_DEPTH + 1);
  private depth = 0;
  private expectKey = false;
  /** A value was just completed in the current container (a ',' or the close must follow). */
  private afterValue = false;
  private needColon = false;
  private needValue = false;
  private lastComma = false;
  private sawObject = false;
  private key = '';
  private rootDone = false;
  private rootKind: 'object' | 'array' | undefined;
  private tail: { line: number; text: string }[] = [];
  private tailText = '';
  // Document fields.
  private width: number | undefined;
  private height: number | undefined;
  private claims: {
    format?: string;
    complete?: boolean;
    closed?: boolean;
    start?: [number, number];
  } = {};
  private startValues: number[] | undefined;
  /** Depth of the path array (1 for a bare array, 2 in a document); 0 when not in one. */
  private pathDepth = 0;
  private sawPath = false;
  private kind: EntryKind | undefined;
  private order: AxisOrder | undefined;
  // The entry being read.
  private slot = Slot.Out;
  private entryLine = 0;
  private entryColumn = 0;
  private values: number[] = [];
  private keys: string[] = [];
  private why = '';
  private readonly entries = new Entries();
  /** Streaming straight into the sink (document with its size first). */
  private streaming = false;
  private steps = 0;

  constructor(
    private readonly sink: TourSink,
    private readonly fixed: FixedReading,
  ) {}

  push(chunk: string): void {
    const n = chunk.length;
    for (let i = 0; i < n; i++) {
      const c = chunk.charCodeAt(i);
      if (c === 10) {
        this.line++;
        this.column = 0;
      } else this.column++;
      if (this.tok === Tok.String) {
        this.stringChar(c);
        continue;
      }
      if (this.tok === Tok.Number && this.plain && c >= 48 && c <= 57) {
        // Digits of a plain integer: kept as a value, not as text (the hot path of a path).
        this.numValue = this.numValue * 10 + (c - 48);
        if (++this.digits > 15) this.unplain();
        continue;
      }
      if (this.tok === Tok.Number || this.tok === Tok.Literal) {
        if (
          (c >= 48 && c <= 57) ||
          c === 45 ||
          c === 43 ||
          c === 46 ||
          (c | 32) === 101 ||
          (c >= 97 && c <= 122)
        ) {
          if (this.tok === Tok.Number && this.plain) this.unplain();
          if (this.text.length < 40) this.text += String.fromCharCode(c);
          else if (++this.textLength > 400)
            this.fail(`a number or word longer than 400 characters`);
          continue;
        }
        this.endScalar();
      }
      if (this.rootDone) {
        this.tailChar(c);
        continue;
      }
      if (c === 32 || c === 10 || c === 13 || c === 9) {
        if (++this.run > MAX_RUN) this.fail('more than 64 MiB of whitespace');
        continue;
      }
      this.run = 0;
      switch (c) {
        case 123: // {
          this.open(2);
          break;
        case 91: // [
          this.open(1);
          break;
        case 125: // }
        case 93: // ]
          this.close(c === 93 ? 1 : 2);
          break;
        case 58: // :
          if (!this.needColon) this.fail(`unexpected ':'`);
          this.needColon = false;
          this.needValue = true;
          break;
        case 44: // ,
          if (this.depth === 0 || !this.afterValue) this.fail(`unexpected ','`);
          this.afterValue = false;
          this.lastComma = true;
          if (this.stack[this.depth] === 2) this.expectKey = true;
          break;
        case 34: // "
          this.tok = Tok.String;
          this.text = '';
          this.textLength = 0;
          this.tokLine = this.line;
          this.tokColumn = this.column;
          break;
        default:
          if ((c >= 48 && c <= 57) || c === 45) {
            this.tok = Tok.Number;
            this.plain = true;
            this.negative = c === 45;
            this.numValue = c === 45 ? 0 : c - 48;
            this.digits = c === 45 ? 0 : 1;
            this.tokLine = this.line;
            this.tokColumn = this.column;
            break;
          } else if (c === 116 || c === 102 || c === 110) {
            this.tok = Tok.Literal;
          } else {
            this.fail(`unexpected ${quote(String.fromCharCode(c))}`);
          }
          this.text = String.fromCharCode(c);
          this.textLength = 0;
          this.tokLine = this.line;
          this.tokColumn = this.column;
      }
    }
  }

  private fail(message: string, line = this.line, column = this.column): never {
    throw new TourFormatError(`invalid JSON: ${message}`, line, column);
  }

  private stringChar(c: number): void {
    if (this.escape) {
      this.escape = false;
    } else if (c === 92) {
      this.escape = true;
      return;
    } else if (c === 34) {
      this.tok = Tok.None;
      this.scalar('string');
      return;
    } else if (c < 32) {
      this.fail('control character in a string');
    }
    if (this.text.length < 64) this.text += String.fromCharCode(c);
    else if (++this.textLength > MAX_RUN) this.fail('a string longer than 64 MiB');
  }

  private tailChar(c: number): void {
    if (c === 10) {
      const t = this.tailText.trim();
      if (t !== '') this.tailLine(t);
      this.tailText = '';
    } else if (this.tailText.length < 200) this.tailText += String.fromCharCode(c);
  }

  private tailLine(t: string): void {
    // A second JSON value after the first is not prose: one document a file.
    if (/^[[{]/.test(t)) this.fail('a second JSON value after the end of the document');
    this.tail.push({ line: this.line - 1, text: t });
    if (this.tail.length > 1000) this.fail('more than 1000 lines after the end of the document');
  }

  private plain = false;
  private lastNumber = 0;
  private negative = false;
  private numValue = 0;
  private digits = 0;

  /** The number is more than digits (a point, an exponent, very long): keep it as text from here. */
  private unplain(): void {
    this.plain = false;
    this.text = `${this.negative ? '-' : ''}${this.digits > 0 ? String(this.numValue) : ''}`;
    this.textLength = 0;
  }

  private endScalar(): void {
    if (this.tok === Tok.Number && this.plain) {
      this.tok = Tok.None;
      if (this.digits === 0) this.fail(`'-' is not a number`, this.tokLine, this.tokColumn);
      if (this.digits > 1 && this.numValue < 10 ** (this.digits - 1)) {
        this.fail('a number with a leading zero', this.tokLine, this.tokColumn);
      }
      this.lastNumber = this.negative ? -this.numValue : this.numValue;
      this.text = String(this.lastNumber);
      this.scalar('number');
      return;
    }
    const text = this.text;
    const kind = this.tok;
    this.tok = Tok.None;
    if (kind === Tok.Literal) {
      if (text !== 'true' && text !== 'false' && text !== 'null') {
        this.fail(`unexpected ${quote(text)}, expected a value`, this.tokLine, this.tokColumn);
      }
      this.scalar('literal');
    } else {
      if (!/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(text) || this.textLength > 0) {
        this.fail(`${quote(text)} is not a number`, this.tokLine, this.tokColumn);
      }
      this.lastNumber = Number(text);
      this.scalar('number');
    }
  }

  private open(type: 1 | 2): void {
    this.beforeValue();
    if (this.depth >= MAX_DEPTH) this.fail(`nesting deeper than ${MAX_DEPTH} levels`);
    const parentDepth = this.depth;
    this.depth++;
    this.stack[this.depth] = type;
    this.expectKey = type === 2;
    this.afterValue = false;
    this.lastComma = false;
    if (parentDepth === 0) {
      this.rootKind = type === 2 ? 'object' : 'array';
      if (type === 1) this.startPath(1);
      return;
    }
    if (this.pathDepth > 0 && parentDepth === this.pathDepth) {
      // A new entry of the path.
      this.entryLine = this.line;
      this.entryColumn = this.column;
      this.values = [];
      if (type === 2) this.keys = [];
      this.slot = type === 1 ? Slot.Array : Slot.Object;
      if (!this.entryKind('pair'))
        this.skipEntry(
          `an entry that is not ${this.kind === 'index' ? 'a square index' : 'an algebraic square'} like the first`,
        );
      return;
    }
    if (this.pathDepth > 0 && parentDepth > this.pathDepth && this.slot !== Slot.Skip) {
      this.skipEntry('a nested entry');
      return;
    }
    if (this.depth === 2 && this.rootKind === 'object') {
      if (
        this.key === 'path' ||
        this.key === 'squares' ||
        this.key === 'tour' ||
        this.key === 'moves'
      ) {
        if (type === 1) {
          if (this.sawPath) this.fail(`a second path ('${this.key}')`);
          this.startPath(2);
          return;
        }
        this.fail(`'${this.key}' must be an array, got an object`);
      }
      if (this.key === 'start' && type === 1) this.startValues = [];
    }
  }

  private close(type: 1 | 2): void {
    if (this.tok !== Tok.None) this.endScalar();
    if (
      this.depth === 0 ||
      this.stack[this.depth] !== type ||
      this.lastComma ||
      this.needColon ||
      this.needValue
    ) {
      this.fail(`unexpected '${type === 1 ? ']' : '}'}'`);
    }
    const closing = this.depth;
    this.depth--;
    this.expectKey = false;
    this.afterValue = true;
    if (this.pathDepth > 0 && closing === this.pathDepth + 1) this.endEntry();
    else if (closing === this.pathDepth) this.pathDepth = 0;
    if (closing === 2 && this.key === 'start' && this.startValues) {
      const v = this.startValues;
      if (v.length === 2 && v.every(Number.isInteger)) this.claims.start = [v[0]!, v[1]!];
      this.startValues = undefined;
    }
    if (this.depth === 0) this.rootDone = true;
  }

  /** A value is about to start: in an object that means a key was given. */
  private beforeValue(line = this.line, column = this.column): void {
    if (this.rootDone) this.fail('a second JSON value after the end of the document', line, column);
    if (this.depth > 0 && this.stack[this.depth] === 2 && this.expectKey) {
      this.fail('expected a property name in quotes', line, column);
    }
    if (this.afterValue) this.fail("expected ',' between values", line, column);
    if (this.needColon) this.fail("expected ':' after the property name", line, column);
    this.lastComma = false;
    this.needValue = false;
  }

  private startPath(depth: number): void {
    this.pathDepth = depth;
    this.sawPath = true;
    if (
      depth === 2 &&
      this.width !== undefined &&
      this.height !== undefined &&
      (this.key === 'path' || this.key === 'tour' || this.key === 'moves')
    ) {
      // Our document, size first: check as it streams.
      const size = this.fixed.size ?? { width: this.width, height: this.height };
      this.streaming = true;
      this.sink.begin(
        this.reading('pair', size, this.fixed.origin ?? 0, this.fixed.order ?? 'xy', 'document'),
        undefined,
        this.claims,
      );
    }
  }

  private reading(
    kind: EntryKind,
    size: BoardSize,
    origin: 0 | 1,
    order: AxisOrder,
    sizeFrom: Reading['sizeFrom'],
  ): Reading {
    const style =
      this.rootKind === 'object'
        ? 'tour document'
        : kind === 'pair'
          ? `array of ${this.sawObject ? (this.order === 'rc' ? '{row, col} objects' : '{x, y} objects') : '[x, y] pairs'}`
          : kind === 'index'
            ? 'array of square indices'
            : 'array of algebraic squares';
    return {
      format: 'json',
      style,
      origin,
      order,
      width: size.width,
      height: size.height,
      sizeFrom,
      skipped: [],
    };
  }

  private entryKind(kind: EntryKind): boolean {
    if (this.kind === undefined) this.kind = kind;
    return this.kind === kind;
  }

  private skipEntry(why: string): void {
    if (this.slot !== Slot.Skip) this.why = why;
    this.slot = Slot.Skip;
  }

  private scalar(type: 'string' | 'number' | 'literal'): void {
    const text = this.text;
    // Keys.
    if (this.depth > 0 && this.stack[this.depth] === 2 && this.expectKey) {
      if (type !== 'string')
        this.fail('expected a property name in quotes', this.tokLine, this.tokColumn);
      this.expectKey = false;
      this.needColon = true;
      this.lastComma = false;
      if (this.depth === 1) this.key = text;
      else if (this.slot === Slot.Object && this.depth === this.pathDepth + 1)
        this.keys.push(text.toLowerCase());
      return;
    }
    this.beforeValue(this.tokLine, this.tokColumn);
    this.afterValue = true;
    if (this.depth === 0) {
      this.rootDone = true;
      this.fail(
        `a tour must be a JSON object or array, got ${quote(text)}`,
        this.tokLine,
        this.tokColumn,
      );
    }
    // Path entries.
    if (this.pathDepth > 0 && this.depth === this.pathDepth) {
      this.entryLine = this.tokLine;
      this.entryColumn = this.tokColumn;
      if (type === 'number') {
        if (this.entryKind('index')) this.indexEntry(text);
        else this.malformedHere(`${quote(text)} where [x, y] was expected`);
      } else if (
        type === 'string' &&
        /^[a-zA-Z]{1,3}\d{1,6}$/.test(text) &&
        this.entryKind('algebraic')
      ) {
        const m = /^([a-zA-Z]+)(\d+)$/.exec(text)!;
        this.entries.push(fileIndex(m[1]!), Number(m[2]), this.tokLine, this.tokColumn);
      } else {
        this.malformedHere(
          `${type === 'string' ? quote(`"${text}"`) : quote(text)} is not a square`,
        );
      }
      return;
    }
    if (this.pathDepth > 0 && this.depth === this.pathDepth + 1) {
      if (this.slot === Slot.Skip) return;
      if (type !== 'number') {
        this.skipEntry(`${quote(type === 'string' ? `"${text}"` : text)} is not a coordinate`);
        return;
      }
      const v = this.lastNumber;
      if (!Number.isInteger(v)) {
        this.skipEntry(`${quote(text)} is not an integer`);
        return;
      }
      this.values.push(v);
      return;
    }
    if (this.pathDepth > 0) return; // deeper inside a skipped entry
    // Document fields.
    if (this.depth === 1 && this.rootKind === 'object') {
      const key = this.key;
      if (key === 'width' || key === 'height') {
        const v = this.lastNumber;
        if (type !== 'number' || !Number.isInteger(v) || v < 1) {
          this.fail(
            `'${key}' must be a positive integer, got ${quote(type === 'string' ? `"${text}"` : text)}`,
            this.tokLine,
            this.tokColumn,
          );
        }
        if (this.sawPath && this.streaming) this.fail(`'${key}' after the path`);
        this[key] = v;
      } else if (key === 'format' && type === 'string') this.claims.format = text;
      else if ((key === 'complete' || key === 'closed') && type === 'literal' && text !== 'null') {
        this.claims[key] = text === 'true';
      } else if (key === 'path' || key === 'squares' || key === 'tour' || key === 'moves') {
        this.fail(
          `'${key}' must be an array of [x, y] squares, got ${quote(text)}`,
          this.tokLine,
          this.tokColumn,
        );
      }
    } else if (this.depth === 2 && this.startValues && type === 'number') {
      this.startValues.push(Number(text));
    }
  }

  private indexEntry(text: string): void {
    const v = this.lastNumber;
    if (!Number.isInteger(v)) {
      this.malformedHere(`${quote(text)} is not an integer`);
      return;
    }
    this.entries.push(v, 0, this.tokLine, this.tokColumn);
  }

  private malformedHere(why: string): void {
    if (this.streaming) {
      this.steps++;
      this.sink.malformed(why, this.entryLine, this.entryColumn);
    } else this.entries.bad(why, this.entryLine, this.entryColumn);
  }

  private endEntry(): void {
    const slot = this.slot;
    this.slot = Slot.Out;
    if (slot === Slot.Skip) {
      this.malformedHere(`malformed entry: ${this.why} (expected [x, y] with integers x and y)`);
      return;
    }
    let a: number;
    let b: number;
    if (slot === Slot.Array) {
      if (this.values.length !== 2) {
        this.malformedHere(
          `malformed entry: ${this.values.length} numbers (expected [x, y] with integers x and y)`,
        );
        return;
      }
      [a, b] = this.values as [number, number];
    } else {
      const k = this.keys;
      const order = k.length === 2 ? keyOrder(k[0]!, k[1]!) : undefined;
      if (!order || this.values.length !== 2) {
        this.malformedHere(
          `malformed entry: keys ${quote(k.join(', '))} (expected {x, y} or {row, col})`,
        );
        return;
      }
      // Normalise to (x, y) for {x, y}, (row, col) for {row, col}, whatever the key order.
      const first = k[0]!;
      const swapped = first === 'y' || first === 'col' || first === 'c' || first === 'column';
      [a, b] = swapped ? [this.values[1]!, this.values[0]!] : [this.values[0]!, this.values[1]!];
      this.order ??= order;
      this.sawObject = true;
    }
    if (this.streaming) {
      const origin = this.fixed.origin ?? 0;
      const rc = (this.fixed.order ?? this.order ?? 'xy') === 'rc';
      this.steps++;
      this.sink.visit(
        rc ? b - origin : a - origin,
        rc ? a - origin : b - origin,
        this.entryLine,
        this.entryColumn,
      );
    } else this.entries.push(a, b, this.entryLine, this.entryColumn);
  }

  /** Ends the input: decides the reading of a held path and replays it into the sink. */
  finish(): { reading: Reading; claims: TourClaims } {
    if (this.tok !== Tok.None) {
      if (this.tok === Tok.String) this.fail('unterminated string', this.tokLine, this.tokColumn);
      this.endScalar();
    }
    const t = this.tailText.trim();
    if (t !== '') this.tailLine(t);
    if (!this.rootDone) {
      this.fail(
        this.depth > 0
          ? `the input ends inside the document (${this.depth} open bracket${this.depth === 1 ? '' : 's'})`
          : 'empty input',
      );
    }
    const skipped = this.tail.slice(0, 20);
    const claims: TourClaims = { ...this.claims };
    if (this.rootKind === 'object') {
      if (!this.sawPath) throw new TourFormatError("the document has no 'path'");
      if (this.width === undefined) throw new TourFormatError("the document has no 'width'");
      if (this.height === undefined) throw new TourFormatError("the document has no 'height'");
      checkBoardSize(this.width, this.height);
    }
    if (this.streaming) {
      const size = this.fixed.size ?? { width: this.width!, height: this.height! };
      return {
        reading: {
          ...this.reading(
            'pair',
            size,
            this.fixed.origin ?? 0,
            this.fixed.order ?? 'xy',
            'document',
          ),
          skipped,
        },
        claims,
      };
    }
    const kind = this.kind ?? 'pair';
    const e = this.entries;
    const docSize =
      this.width !== undefined && this.height !== undefined
        ? { width: this.width, height: this.height }
        : undefined;
    const given = this.fixed.size ?? docSize;
    const sizeFrom: Reading['sizeFrom'] = this.fixed.size
      ? 'option'
      : docSize
        ? 'document'
        : 'inferred';
    let reading: Reading;
    let notation: SquareNotation | undefined;
    let square: (a: number, b: number) => [number, number];
    if (kind === 'index') {
      const size = given ?? indicesSize(this.fixed, e.size, 'the JSON array');
      const origin = indicesOrigin(this.fixed, e.minA);
      reading = this.reading('index', size, origin, 'xy', given ? sizeFrom : 'option');
      notation = indexNotation(size.width, origin);
      square = (v) => indexSquare(v, size.width, size.height, origin);
    } else if (kind === 'algebraic') {
      const size = given ?? { width: Math.max(1, e.maxA + 1), height: Math.max(1, e.maxB) };
      checkBoardSize(size.width, size.height);
      reading = { ...this.reading('algebraic', size, 1, 'xy', sizeFrom) };
      notation = (x, y) => squareName(x, y, size.height);
      square = (file, rank) => [file, size.height - rank];
    } else {
      const order: AxisOrder = this.fixed.order ?? this.order ?? 'xy';
      const min = Math.min(e.minA, e.minB);
      // Our document is 0-based; a bare list counts from its smallest value.
      const origin: 0 | 1 =
        this.fixed.origin ??
        (this.rootKind === 'object' ? 0 : Number.isFinite(min) && min >= 1 ? 1 : 0);
      const maxX = order === 'xy' ? e.maxA : e.maxB;
      const maxY = order === 'xy' ? e.maxB : e.maxA;
      if (!given && e.size === 0)
        throw new TourFormatError('an empty array and no board size: give --size WxH');
      const size = given ?? {
        width: Math.max(1, maxX - origin + 1),
        height: Math.max(1, maxY - origin + 1),
      };
      if (!given) checkBoardSize(size.width, size.height);
      reading = this.reading('pair', size, origin, order, sizeFrom);
      notation =
        origin === 0 && order === 'xy'
          ? undefined
          : order === 'xy'
            ? (x, y) => `[${x + origin}, ${y + origin}]`
            : (x, y) => `[${y + origin}, ${x + origin}]`;
      square =
        order === 'xy' ? (a, b) => [a - origin, b - origin] : (a, b) => [b - origin, a - origin];
    }
    this.sink.begin(reading, notation, claims);
    if (kind === 'index') {
      const n = reading.width * reading.height;
      for (let i = 0; i < e.size; i++) {
        const line = e.line[i]!;
        const column = e.column[i]!;
        if (e.isBad(i)) this.sink.malformed(e.notes.get(i) ?? 'malformed entry', line, column);
        else {
          const v = e.a[i]!;
          const s = v - reading.origin;
          if (s < 0 || s >= n)
            this.sink.malformed(
              `index ${v} is beyond the ${n} squares of the ${reading.width}x${reading.height} board (numbered from ${reading.origin})`,
              line,
              column,
            );
          else this.sink.visit(s % reading.width, Math.floor(s / reading.width), line, column);
        }
      }
    } else e.replay(this.sink, square);
    return { reading: { ...reading, skipped }, claims };
  }
}

function keyOrder(first: string, second: string): AxisOrder | undefined {
  const isX = (k: string) => k === 'x';
  const isY = (k: string) => k === 'y';
  const isRow = (k: string) => k === 'row' || k === 'r';
  const isCol = (k: string) => k === 'col' || k === 'c' || k === 'column';
  if ((isX(first) && isY(second)) || (isY(first) && isX(second))) return 'xy';
  if ((isRow(first) && isCol(second)) || (isCol(first) && isRow(second))) return 'rc';
  return undefined;
}
