import { quote } from '@knights-tour/core';
import { TourFormatError } from '../../errors.js';
import { AsciiView } from '../ascii.js';
import { fastPaths } from '../fast-paths.js';

/**
 * The package's one JSON grammar: a push lexer that takes the text in chunks of any size
 * (never one string of the whole file), checks the syntax as it goes (RFC 8259: one value,
 * nothing but white space after it) and tells a listener what it meets, with line and column.
 * No recursion and bounded state: nesting deeper than {@link MAX_DEPTH}, white space or one
 * string longer than 64 MiB, and a number or word longer than 400 characters are refused.
 */

/** Containers nested deeper than this are refused (a tour needs three or four levels). */
const MAX_DEPTH = 512;
/** White space or one string longer than this is not a tour. */
const MAX_RUN = 64 * 1024 * 1024;
/** Characters of a string kept for the listener (keys, square names, claims). */
const KEPT = 256;

/** What a scalar is. */
export enum Scalar {
  String,
  /** An integer of at most 15 digits: `number` holds it exactly. */
  Integer,
  /** Any other number: `number` holds its value (maybe not an integer, maybe huge). */
  Number,
  True,
  False,
  Null,
}

/** What the lexer reports, in document order. Depths count containers, the root being 1. */
export interface JsonListener {
  /**
   * A container opens. True for an array whose entries are squares to take through
   * {@link entry}: the lexer then reads entries of plain integers (`[3, 4]`) on its fast path.
   */
  open(kind: 'array' | 'object', depth: number, line: number, column: number): boolean;
  close(kind: 'array' | 'object', depth: number): void;
  /** A property name of the object at `depth` (its first {@link KEPT} characters, escapes decoded). */
  key(name: string, depth: number, line: number, column: number): void;
  /** A scalar inside the container at `depth` (0 for a root scalar); `text` as written or decoded. */
  value(
    kind: Scalar,
    number: number,
    text: string,
    depth: number,
    line: number,
    column: number,
  ): void;
  /**
   * An entry `[a, b …]` of plain integers in the array at `depth` (one that `open` took), read
   * on the fast path: what `open`, `value` and `close` of the entry would have told, in one call.
   * `values` and `columns` hold its `n` numbers and their columns (reused: read them at once);
   * `line` and `column` are its `[`.
   */
  entry(
    depth: number,
    values: Float64Array,
    n: number,
    columns: Int32Array,
    line: number,
    column: number,
  ): void;
}

/** Numbers of an entry read on the fast path; a longer entry (a row of a board) goes the slow way. */
const FAST_VALUES = 16;

enum Tok {
  None,
  String,
  Number,
  Literal,
}

const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

export class JsonLexer {
  private line = 1;
  private column = 0;
  private lastCR = false;
  private tok = Tok.None;
  private tokLine = 0;
  private tokColumn = 0;
  private text = '';
  private length = 0;
  /** In a string: 0 plain, 1 after a backslash, 2.. inside `\uXXXX` (hex digits so far + 2). */
  private escape = 0;
  private hex = '';
  private run = 0;
  // A plain integer kept as a value (the hot path of a path), until it is more than digits.
  private plain = false;
  private negative = false;
  private digits = 0;
  /** The number's first digit is 0 (a leading zero when more digits follow). */
  private leadZero = false;
  private value = 0;
  // Containers: 1 array, 2 object; and where in the current one the grammar is.
  private readonly stack = new Uint8Array(MAX_DEPTH + 1);
  private depth = 0;
  private expectKey = false;
  private afterValue = false;
  private needColon = false;
  private lastComma = false;
  private done = false;
  /** The array whose entries the fast path reads (its depth), or −1. */
  private fastDepth = -1;
  private readonly fastValues = new Float64Array(FAST_VALUES);
  private readonly fastColumns = new Int32Array(FAST_VALUES);
  private readonly ascii = new AsciiView();

  constructor(private readonly listener: JsonListener) {}

  private fail(message: string, line = this.line, column = this.column): never {
    throw new TourFormatError(`invalid JSON: ${message}`, line, column);
  }

  push(chunk: string): void {
    const n = chunk.length;
    for (let i = 0; i < n; i++) {
      const c = chunk.charCodeAt(i);
      if (c === 10) {
        if (!this.lastCR) this.line++;
        this.column = 0;
        this.lastCR = false;
      } else if (c === 13) {
        this.line++;
        this.column = 0;
        this.lastCR = true;
      } else {
        this.column++;
        this.lastCR = false;
      }
      if (this.tok === Tok.String) {
        this.stringChar(c);
        continue;
      }
      if (this.tok === Tok.Number && this.plain && c >= 48 && c <= 57) {
        if (this.digits === 0) this.leadZero = c === 48;
        this.value = this.value * 10 + (c - 48);
        if (++this.digits > 15) this.unplain();
        continue;
      }
      if (this.tok !== Tok.None) {
        if (
          (c >= 48 && c <= 57) ||
          c === 45 ||
          c === 43 ||
          c === 46 ||
          (c >= 97 && c <= 122) ||
          (c >= 65 && c <= 90)
        ) {
          if (this.tok === Tok.Number && this.plain) this.unplain();
          if (++this.length > 400) this.fail('a number or word longer than 400 characters');
          this.text += String.fromCharCode(c);
          continue;
        }
        this.endScalar();
      }
      if (c === 32 || c === 10 || c === 13 || c === 9) {
        if (++this.run > MAX_RUN) this.fail('more than 64 MiB of white space');
        continue;
      }
      this.run = 0;
      if (this.done) {
        this.fail(`text after the end of the JSON document: ${quote(chunk.slice(i, i + 40))}`);
      }
      switch (c) {
        case 123: // {
        case 91: // [
          if (this.open(c === 91 ? 1 : 2) && fastPaths.enabled) {
            this.fastDepth = this.depth;
            const bytes = this.ascii.of(chunk);
            if (bytes) i = this.entries(bytes, i + 1) - 1;
          }
          break;
        case 125: // }
        case 93: // ]
          this.close(c === 93 ? 1 : 2);
          break;
        case 58: // :
          if (!this.needColon) this.fail(`unexpected ':'`);
          this.needColon = false;
          break;
        case 44: // ,
          if (this.depth === 0 || !this.afterValue) this.fail(`unexpected ','`);
          this.afterValue = false;
          this.lastComma = true;
          if (this.stack[this.depth] === 2) this.expectKey = true;
          else if (this.depth === this.fastDepth) {
            const bytes = this.ascii.of(chunk);
            if (bytes) i = this.entries(bytes, i + 1) - 1;
          }
          break;
        case 34: // "
          this.start(Tok.String);
          this.escape = 0;
          break;
        default:
          if ((c >= 48 && c <= 57) || c === 45) {
            this.start(Tok.Number);
            this.plain = true;
            this.negative = c === 45;
            this.value = c === 45 ? 0 : c - 48;
            this.digits = c === 45 ? 0 : 1;
            this.leadZero = c === 48;
            this.text = String.fromCharCode(c);
          } else if (c === 116 || c === 102 || c === 110) {
            this.start(Tok.Literal);
            this.text = String.fromCharCode(c);
          } else this.fail(`unexpected ${quote(String.fromCharCode(c))}`);
      }
    }
  }

  private start(tok: Tok): void {
    this.tok = tok;
    this.text = '';
    this.length = 0;
    this.tokLine = this.line;
    this.tokColumn = this.column;
  }

  private stringChar(c: number): void {
    if (this.escape === 1) {
      const e = String.fromCharCode(c);
      if (e === 'u') {
        this.escape = 2;
        this.hex = '';
        return;
      }
      const decoded = ESCAPES[e];
      if (decoded === undefined) this.fail(`bad escape ${quote(`\\${e}`)} in a string`);
      this.escape = 0;
      this.keep(decoded);
      return;
    }
    if (this.escape >= 2) {
      const e = String.fromCharCode(c);
      if (!/[0-9a-fA-F]/.test(e)) this.fail('bad \\u escape in a string');
      this.hex += e;
      if (this.hex.length === 4) {
        this.escape = 0;
        this.keep(String.fromCharCode(Number.parseInt(this.hex, 16)));
      }
      return;
    }
    if (c === 92) {
      this.escape = 1;
      return;
    }
    if (c === 34) {
      this.tok = Tok.None;
      this.scalar(Scalar.String, 0);
      return;
    }
    if (c < 32) this.fail('control character in a string');
    this.keep(String.fromCharCode(c));
  }

  private keep(text: string): void {
    if (++this.length > MAX_RUN) this.fail('a string longer than 64 MiB');
    if (this.text.length < KEPT) this.text += text;
  }

  /** The number is more than digits (a point, an exponent, very long): read it as text from here. */
  private unplain(): void {
    this.plain = false;
    this.text = `${this.negative ? '-' : ''}${this.digits > 0 ? String(this.value) : ''}`;
    this.length = this.text.length;
  }

  private endScalar(): void {
    const tok = this.tok;
    this.tok = Tok.None;
    if (tok === Tok.Number && this.plain) {
      if (this.digits === 0) this.fail(`'-' is not a number`, this.tokLine, this.tokColumn);
      if (this.digits > 1 && this.leadZero) {
        this.fail('a number with a leading zero', this.tokLine, this.tokColumn);
      }
      this.text = '';
      this.scalar(Scalar.Integer, this.negative ? -this.value : this.value);
      return;
    }
    const text = this.text;
    if (tok === Tok.Literal) {
      if (text === 'true') this.scalar(Scalar.True, 0);
      else if (text === 'false') this.scalar(Scalar.False, 0);
      else if (text === 'null') this.scalar(Scalar.Null, 0);
      else this.fail(`unexpected ${quote(text)}, expected a value`, this.tokLine, this.tokColumn);
      return;
    }
    if (!/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(text)) {
      this.fail(`${quote(text)} is not a number`, this.tokLine, this.tokColumn);
    }
    this.scalar(Scalar.Number, Number(text));
  }

  /** A value is about to start: the grammar must allow one here. */
  private beforeValue(line: number, column: number): void {
    if (this.depth > 0 && this.stack[this.depth] === 2 && this.expectKey) {
      this.fail('expected a property name in quotes', line, column);
    }
    if (this.afterValue) this.fail("expected ',' between values", line, column);
    if (this.needColon) this.fail("expected ':' after the property name", line, column);
    this.lastComma = false;
  }

  private scalar(kind: Scalar, number: number): void {
    const { tokLine: line, tokColumn: column } = this;
    if (this.depth > 0 && this.stack[this.depth] === 2 && this.expectKey) {
      if (kind !== Scalar.String) this.fail('expected a property name in quotes', line, column);
      this.expectKey = false;
      this.needColon = true;
      this.lastComma = false;
      this.listener.key(this.text, this.depth, line, column);
      return;
    }
    this.beforeValue(line, column);
    this.afterValue = true;
    if (this.depth === 0) this.done = true;
    this.listener.value(kind, number, this.text, this.depth, line, column);
  }

  /** True when the listener takes the entries of this array on the fast path. */
  private open(type: 1 | 2): boolean {
    this.beforeValue(this.line, this.column);
    if (this.depth >= MAX_DEPTH) this.fail(`nesting deeper than ${MAX_DEPTH} levels`);
    this.depth++;
    this.stack[this.depth] = type;
    this.expectKey = type === 2;
    this.afterValue = false;
    const line = this.line;
    const column = this.column;
    return this.listener.open(type === 1 ? 'array' : 'object', this.depth, line, column);
  }

  /**
   * The fast path of a tour's array: entries `[a, b …]` of plain integers (white space
   * anywhere between tokens), read from `from` (just after the array's `[`, a `,` or an entry)
   * straight to the listener, with no token, string or call per character. It stops before
   * anything else (another shape, a float, `null`, a leading zero, more than 15 digits, an
   * error, an entry cut by the chunk's end) and leaves the rest to the loop in `push`, so
   * every error and every odd entry is read exactly as before. Returns the index after the
   * last entry (or comma) it took.
   */
  private entries(chunk: Uint8Array, from: number): number {
    const n = chunk.length;
    const values = this.fastValues;
    const columns = this.fastColumns;
    let line = this.line;
    let column = this.column;
    let lastCR = this.lastCR;
    // Where the last entry taken ends: index, position, and whether a comma follows it there.
    let done = from;
    let doneLine = line;
    let doneColumn = column;
    let doneCR = lastCR;
    let afterComma = true;
    // 0 before an entry's `[`, 1 before a number, 2 in a number, 3 after one, 4 after `]`.
    let state = this.afterValue ? 4 : 0;
    let count = 0;
    let entryLine = 0;
    let entryColumn = 0;
    let value = 0;
    let digits = 0;
    let negative = false;
    let leadZero = false;
    let numberColumn = 0;
    for (let i = from; i < n; i++) {
      const c = chunk[i]!;
      if (c === 10) {
        if (!lastCR) line++;
        column = 0;
        lastCR = false;
      } else if (c === 13) {
        line++;
        column = 0;
        lastCR = true;
      } else {
        column++;
        lastCR = false;
      }
      const space = c === 32 || c === 10 || c === 13 || c === 9;
      if (state === 2) {
        if (c >= 48 && c <= 57) {
          if (leadZero || ++digits > 15) break;
          if (digits === 1) leadZero = c === 48;
          value = value * 10 + (c - 48);
          continue;
        }
        if (digits === 0 || count === FAST_VALUES) break;
        values[count] = negative ? -value : value;
        columns[count++] = numberColumn;
        state = 3;
      }
      if (space) continue;
      if (state === 0) {
        if (c !== 91) break;
        entryLine = line;
        entryColumn = column;
        count = 0;
        state = 1;
      } else if (state === 1) {
        if (c === 45) {
          negative = true;
          digits = 0;
          value = 0;
          leadZero = false;
        } else if (c >= 48 && c <= 57) {
          negative = false;
          digits = 1;
          value = c - 48;
          leadZero = c === 48;
        } else break;
        numberColumn = column;
        state = 2;
      } else if (state === 3) {
        if (c === 44) state = 1;
        else if (c === 93) {
          this.listener.entry(this.depth, values, count, columns, entryLine, entryColumn);
          done = i + 1;
          doneLine = line;
          doneColumn = column;
          doneCR = lastCR;
          afterComma = false;
          state = 4;
        } else break;
      } else {
        if (c !== 44) break;
        done = i + 1;
        doneLine = line;
        doneColumn = column;
        doneCR = lastCR;
        afterComma = true;
        state = 0;
      }
    }
    if (done > from) {
      this.line = doneLine;
      this.column = doneColumn;
      this.lastCR = doneCR;
      this.afterValue = !afterComma;
      this.lastComma = afterComma;
      this.run = 0;
    }
    return done;
  }

  /**
   * Whether {@link pushBytes} can go on: between two entries of the array the fast path reads
   * (after its `[`, a `,` or an entry), with no token open.
   */
  fastReady(): boolean {
    return (
      fastPaths.enabled &&
      this.tok === Tok.None &&
      this.fastDepth > 0 &&
      this.depth === this.fastDepth
    );
  }

  /**
   * The fast path on bytes (see {@link fastReady}): the whole entries from `from` on, read as
   * `push` would read their text. Returns where it stopped; what follows is the caller's to
   * push as text.
   */
  pushBytes(bytes: Uint8Array, from: number): number {
    return this.fastReady() ? this.entries(bytes, from) : from;
  }

  private close(type: 1 | 2): void {
    if (this.depth === 0 || this.stack[this.depth] !== type || this.lastComma || this.needColon) {
      this.fail(`unexpected '${type === 1 ? ']' : '}'}'`);
    }
    if (type === 2 && !this.expectKey && !this.afterValue) this.fail(`unexpected '}'`);
    const depth = this.depth--;
    if (depth === this.fastDepth) this.fastDepth = -1;
    this.expectKey = false;
    this.afterValue = true;
    this.lastComma = false;
    this.listener.close(type === 1 ? 'array' : 'object', depth);
    if (this.depth === 0) this.done = true;
  }

  /** Ends the text: it must have been exactly one complete value. */
  finish(): void {
    if (this.tok === Tok.String) this.fail('unterminated string', this.tokLine, this.tokColumn);
    if (this.tok !== Tok.None) this.endScalar();
    if (!this.done) {
      this.fail(
        this.depth > 0
          ? `the input ends inside the document (${this.depth} open bracket${this.depth === 1 ? '' : 's'})`
          : 'empty input',
      );
    }
  }
}
