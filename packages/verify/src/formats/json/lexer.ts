import { quote } from '@knights-tour/core';
import { TourFormatError } from '../../errors.js';
import { AsciiView } from '../ascii.js';
import { fastPaths } from '../fast-paths.js';
import { EntryScanner } from './entries.js';
import { type JsonListener, KEPT, Scalar } from './listener.js';

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

/** How much of the text after a document's end its error quotes. */
const AFTER_QUOTED = 40;

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
  /**
   * Text met after the document's end, kept until 40 characters (or the input's end) are
   * quoted: the error then reads the same however the input was cut into chunks.
   */
  private after: string | undefined;
  private afterLine = 0;
  private afterColumn = 0;
  /** The array whose entries the fast path reads (its depth), or −1. */
  private fastDepth = -1;
  private readonly scanner = new EntryScanner();
  private readonly ascii = new AsciiView();

  constructor(private readonly listener: JsonListener) {}

  private fail(message: string, line = this.line, column = this.column): never {
    throw new TourFormatError(`invalid JSON: ${message}`, line, column);
  }

  push(chunk: string): void {
    if (this.after !== undefined) {
      this.trailing(chunk);
      return;
    }
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
        this.after = '';
        this.afterLine = this.line;
        this.afterColumn = this.column;
        this.trailing(chunk.slice(i));
        return;
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

  /** The fast path from `from` (see {@link EntryScanner.scan}); returns the index after what it took. */
  private entries(chunk: Uint8Array, from: number): number {
    const scanner = this.scanner;
    const done = scanner.scan(
      chunk,
      from,
      this.line,
      this.column,
      this.lastCR,
      this.afterValue,
      this.depth,
      this.listener,
    );
    if (done > from) {
      this.line = scanner.line;
      this.column = scanner.column;
      this.lastCR = scanner.lastCR;
      this.afterValue = !scanner.afterComma;
      this.lastComma = scanner.afterComma;
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

  /** Gathers the text after the document's end; fails once 40 characters are quoted. */
  private trailing(text: string): void {
    const after = (this.after ?? '') + text.slice(0, AFTER_QUOTED);
    this.after = after.slice(0, AFTER_QUOTED);
    if (after.length >= AFTER_QUOTED) this.failAfter();
  }

  private failAfter(): never {
    this.fail(
      `text after the end of the JSON document: ${quote(this.after ?? '')}`,
      this.afterLine,
      this.afterColumn,
    );
  }

  /** Ends the text: it must have been exactly one complete value. */
  finish(): void {
    if (this.after !== undefined) this.failAfter();
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
