import type { TextPieces } from '../decoder.js';
import { TourFormatError } from '../errors.js';
import type { FixedReading } from '../options.js';
import type { Reading } from '../reading.js';
import type { TourClaims, TourSink } from '../sink.js';
import { AsciiView } from './ascii.js';
import { fastPaths } from './fast-paths.js';
import { JsonTourReader } from './json/tour.js';
import { TextTourReader } from './text/reader.js';

/**
 * The one reader behind `parseTour`, `verifyText`, `createSquareReader` and the CLI: text
 * arrives in chunks of any size (never one string of the whole file), JSON or the line-based
 * styles are told apart from the first lines (or fixed by options), and the tour goes to a
 * sink as it is read. Lines end with LF, CRLF or a lone CR (old Mac files).
 *
 * Bounds, so that no input can exhaust memory or run forever: a line holds at most
 * {@link MAX_LINE} characters; at most 1000 lines of prose come before or after the tour; a
 * list holds at most as many squares as core's largest board; JSON nests at most 512 levels;
 * the whole input is at most {@link MAX_INPUT} characters; NUL or other control bytes at the
 * start mean binary data. Each is one {@link TourFormatError}.
 */

/** Longest line of a line-based style, in characters. */
const MAX_LINE = 64 * 1024 * 1024;
/** Largest input read, in characters. */
export const MAX_INPUT = 2 ** 36; // 64 GiB: about five times the largest board's JSON
/** Characters looked at before deciding between JSON and the line-based styles. */
const SNIFF = 64 * 1024;
/**
 * Bytes pushed: an end of a piece at most this long that the fast paths left (an entry or a
 * row cut by the piece's end; a board's row at n = 10000 is about 100 KB) is held and read
 * with as many of the next piece's first bytes, so that the next piece starts on the fast path
 * again instead of in the middle of a token.
 */
const TAIL = 256 * 1024;

/** What a read found besides the squares: the reading and the document's own claims. */
export interface ReadResult {
  readonly reading: Reading;
  readonly claims: TourClaims;
}

// Terminal escapes: CSI (ESC [ or the 8-bit CSI), OSC (ESC ] … BEL or ST), and two-character ones.
const ANSI =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escapes are what is removed
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[!-/]+[0-~]|\u001b[0-~]/g;

/** A line with terminal escapes blanked out (same length, so columns still match the file). */
function blankEscapes(line: string): string {
  return line.includes('\u001b') || line.includes('\u009b')
    ? line.replace(ANSI, (m) => ' '.repeat(m.length))
    : line;
}

export class TourReader {
  private json: JsonTourReader | undefined;
  private text: TextTourReader | undefined;
  private head = '';
  private total = 0;
  private started = false;
  private lineNo = 0;
  private parts: string[] = [];
  private partLength = 0;
  // The fast path's numbers of a CSV row, and the coordinates it hands over (2-D, box).
  private readonly rowNumbers = new Float64Array(4);
  private readonly pair = [0, 0];
  private readonly triple = [0, 0, 0];
  // The fast path's cells of a board row and their columns, grown for wide boards.
  private cellValues = new Float64Array(1024);
  private cellColumns = new Int32Array(1024);
  /** The last chunk ended with CR: an LF starting the next one belongs to it. */
  private pendingCR = false;
  private readonly ascii = new AsciiView();
  // Bytes pushed: their decoder, the held end of the last piece (at the start of `joined`),
  // and whether the decoder may hold a cut sequence (then nothing may skip it).
  private decoder: TextPieces | undefined;
  private joined: Uint8Array | undefined;
  private tail = 0;
  private carry = false;

  constructor(
    private readonly sink: TourSink,
    private readonly fixed: FixedReading,
  ) {}

  /** Feeds the next piece of the input. */
  push(chunk: string): void {
    if (chunk.length === 0) return;
    this.count(chunk.length);
    if (!this.started) {
      this.head += chunk;
      if (this.head.charCodeAt(0) === 0xfeff) this.head = this.head.slice(1);
      if (!this.decide(false)) return;
      const buffered = this.head;
      this.head = '';
      this.feed(buffered);
      return;
    }
    this.feed(chunk);
  }

  private count(characters: number): void {
    this.total += characters;
    if (this.total > MAX_INPUT) {
      throw new TourFormatError(
        `the input is longer than ${MAX_INPUT} characters: larger than any tour file`,
      );
    }
  }

  /**
   * Feeds the next piece of the input as UTF-8 bytes: the fast paths read them as they are,
   * and only the rest is decoded (by `decoder`, the same one for every piece) and read as
   * text, so that the reading, its errors, lines and columns are those of the text.
   */
  pushBytes(bytes: Uint8Array, decoder: TextPieces): void {
    this.decoder = decoder;
    const n = bytes.length;
    if (n === 0) return;
    if (!this.started || this.carry) {
      this.decode(bytes);
      return;
    }
    let from = 0;
    this.joined ??= new Uint8Array(2 * TAIL);
    if (this.tail > 0) {
      const held = this.tail;
      const k = Math.min(n, TAIL);
      this.joined.set(bytes.subarray(0, k), held);
      const joined = this.joined.subarray(0, held + k);
      const at = this.fast(joined, 0);
      this.count(at);
      this.tail = 0;
      if (at < held) {
        // The fast path stopped inside the held bytes: the precise reader goes on from there.
        this.decode(joined.subarray(at));
        this.pushBytes(bytes.subarray(k), decoder);
        return;
      }
      from = at - held;
    }
    const at = this.fast(bytes, from);
    this.count(at - from);
    if (at === n) return;
    if (n - at <= TAIL) {
      this.joined.set(bytes.subarray(at));
      this.tail = n - at;
      return;
    }
    this.decode(bytes.subarray(at));
  }

  /** Bytes read as text (never skipping what the decoder holds). */
  private decode(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    this.carry = bytes[bytes.length - 1]! >= 0x80;
    this.push(this.decoder!.write(bytes));
  }

  /** The fast path that fits where the reading is, on bytes from `from`: where it stopped. */
  private fast(bytes: Uint8Array, from: number): number {
    if (this.json) return this.json.pushBytes(bytes, from);
    if (this.parts.length > 0 || this.pendingCR) return from;
    return this.rows(bytes, from);
  }

  /** Picks JSON or lines once enough of the start is known; false while it is not. */
  private decide(atEnd: boolean): boolean {
    const text = this.head;
    checkBinary(text);
    const first = text.search(/\S/);
    if (first === -1 && !atEnd && text.length < SNIFF) return false;
    const c = first === -1 ? '' : text[first];
    let json =
      this.fixed.format === 'json' || (this.fixed.format === undefined && (c === '{' || c === '['));
    if (json && this.fixed.format === undefined) {
      // Two lines that are not blank: the first one whole (a line break follows it) and the
      // second's first character; blank lines between them must not decide it early, or the
      // choice would depend on where the input was cut into pieces.
      const lines = text
        .slice(first)
        .split(/\r\n?|\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '');
      if (lines.length < 2 && !atEnd && text.length < SNIFF) return false;
      const [l1, l2] = lines;
      // `[1, 6, 15],` or `(0, 0)` a line is a board or a coordinate list, not one JSON value;
      // `[[0, 11, 16],` opens one (rows of a grid, one a line).
      if (
        l1 !== undefined &&
        l2 !== undefined &&
        /[\]})],?$/.test(l1) &&
        /^[[{(]/.test(l2) &&
        !/^\[\s*[[{]/.test(l1)
      ) {
        json = false;
      }
    }
    this.started = true;
    if (json) this.json = new JsonTourReader(this.sink, this.fixed);
    else this.text = new TextTourReader(this.sink, this.fixed);
    return true;
  }

  private feed(chunk: string): void {
    if (this.json) {
      this.json.push(chunk);
      return;
    }
    let start = 0;
    if (this.pendingCR) {
      this.pendingCR = false;
      if (chunk.charCodeAt(0) === 10) start = 1;
    }
    if (this.parts.length === 0) start = this.rowsOf(chunk, start);
    let lf = chunk.indexOf('\n', start);
    let cr = chunk.indexOf('\r', start);
    while (lf !== -1 || cr !== -1) {
      const end = cr === -1 || (lf !== -1 && lf < cr) ? lf : cr;
      this.line(chunk.slice(start, end));
      start = end + 1;
      if (end === cr) {
        if (start === chunk.length) this.pendingCR = true;
        else if (chunk.charCodeAt(start) === 10) start++;
      }
      if (!this.pendingCR) start = this.rowsOf(chunk, start);
      if (lf !== -1 && lf < start) lf = chunk.indexOf('\n', start);
      if (cr !== -1 && cr < start) cr = chunk.indexOf('\r', start);
    }
    if (start < chunk.length) {
      const rest = chunk.slice(start);
      this.partLength += rest.length;
      if (this.partLength > MAX_LINE) {
        throw new TourFormatError(
          `a line longer than ${MAX_LINE} characters: not a tour file`,
          this.lineNo + 1,
        );
      }
      this.parts.push(rest);
    }
  }

  /** {@link rows} on text: on its bytes when it is all ASCII (encoded once a chunk, only if a fast path is on). */
  private rowsOf(chunk: string, from: number): number {
    const text = this.text;
    if (!text || !fastPaths.enabled || (text.fastRowWidth() < 0 && !text.fastBoard())) return from;
    const bytes = this.ascii.of(chunk);
    return bytes ? this.rows(bytes, from) : from;
  }

  /**
   * The fast path of a CSV that streams (`step,x,y` rows, as `solve` writes them): whole rows
   * of plain integers from `from` (a line's start) straight to the text reader, with no
   * string per line. It stops at the first line that is anything else (a blank line, a
   * comment, a float, white space other than spaces and tabs, more than 15 digits, a row cut
   * by the chunk's end or ending in a CR there) and leaves it to `line`, so that every odd
   * row and every error reads exactly as before. Returns where it stopped.
   */
  private rows(chunk: Uint8Array, from: number): number {
    const text = this.text;
    if (!text || !fastPaths.enabled) return from;
    const width = text.fastRowWidth();
    if (width < 0) return text.fastBoard() ? this.boardRows(chunk, from) : from;
    const numbers = this.rowNumbers;
    const n = chunk.length;
    let start = from;
    // 0 before a number, 1 in one, 2 after one, 3 after a comma.
    let state = 0;
    let count = 0;
    let value = 0;
    let digits = 0;
    let negative = false;
    for (let i = from; i < n; i++) {
      if (i === start) {
        // Rows written as `solve` writes them (`17,4,9` and LF): read digit by digit in this
        // inner loop. It takes whole rows only and leaves anything else (a space, a sign, a CR,
        // a trailing comma, a cut) to the loop below, from the row's start.
        let j = i;
        for (;;) {
          let k = j;
          let m = 0;
          let ok = false;
          while (m < 4) {
            let c = k < n ? chunk[k]! : 0;
            if (c < 48 || c > 57) break;
            let v = c - 48;
            let d = 1;
            c = ++k < n ? chunk[k]! : 0;
            while (c >= 48 && c <= 57) {
              v = v * 10 + (c - 48);
              d++;
              c = ++k < n ? chunk[k]! : 0;
            }
            if (d > 15) break;
            numbers[m++] = v;
            if (c === 10) {
              ok = true;
              break;
            }
            if (c !== 44) break;
            k++;
          }
          if (!ok || m < 3 || (width !== 0 && m !== width)) break;
          const values = m === 3 ? this.pair : this.triple;
          values[0] = numbers[1]!;
          values[1] = numbers[2]!;
          if (m === 4) values[2] = numbers[3]!;
          text.fastRow(numbers[0]!, values, ++this.lineNo);
          j = k + 1;
        }
        if (j > i) {
          start = j;
          i = j - 1;
          continue;
        }
      }
      const c = chunk[i]!;
      if (state === 1) {
        if (c >= 48 && c <= 57) {
          value = value * 10 + (c - 48);
          if (++digits > 15) break;
          continue;
        }
        if (digits === 0) break;
        numbers[count++] = negative ? -value : value;
        state = 2;
      }
      if (c === 32 || c === 9) continue;
      if (c === 10 || c === 13) {
        // The row ends: `step,x,y` or `step,x,y,z`, maybe with a trailing comma.
        if (state === 0 || (state === 3 && count < 3)) break;
        if (count < 3 || (width !== 0 && count !== width)) break;
        let next = i + 1;
        if (c === 13) {
          if (next === n) break;
          if (chunk[next] === 10) next++;
        }
        const values = count === 3 ? this.pair : this.triple;
        values[0] = numbers[1]!;
        values[1] = numbers[2]!;
        if (count === 4) values[2] = numbers[3]!;
        text!.fastRow(numbers[0]!, values, ++this.lineNo);
        start = next;
        i = next - 1;
        state = 0;
        count = 0;
        continue;
      }
      if (state === 2) {
        if (c !== 44) break;
        state = 3;
        continue;
      }
      // Before a number (state 0, or 3 after a comma).
      if (count === 4) break;
      if (c === 45) {
        negative = true;
        digits = 0;
        value = 0;
      } else if (c >= 48 && c <= 57) {
        negative = false;
        digits = 1;
        value = c - 48;
      } else break;
      state = 1;
    }
    text.flushRows();
    return start;
  }

  /**
   * The fast path of a board of step numbers once its layout is known (as `solve` writes it):
   * whole rows of three or more unsigned integers set off by spaces or tabs, from `from` (a
   * line's start) straight into the board, with no string or array per line. It stops at the
   * first line that is anything else (labels, borders, empty cells, a sign, a layer mark, a
   * blank line, a row cut by the chunk's end or ending in a CR there), left to `line`.
   */
  private boardRows(chunk: Uint8Array, from: number): number {
    const n = chunk.length;
    let start = from;
    let count = 0;
    let i = from;
    while (i < n) {
      let c = chunk[i]!;
      if (c === 32 || c === 9) {
        i++;
        continue;
      }
      if (c >= 48 && c <= 57) {
        // A cell: its digits in this inner loop (a cell at the piece's end leaves its row cut).
        if (count === this.cellValues.length) this.growCells();
        this.cellColumns[count] = i - start + 1;
        let value = c - 48;
        c = ++i < n ? chunk[i]! : 0;
        while (c >= 48 && c <= 57) {
          value = value * 10 + (c - 48);
          c = ++i < n ? chunk[i]! : 0;
        }
        this.cellValues[count++] = value;
        continue;
      }
      if (c !== 10 && c !== 13) break;
      if (count < 3) break;
      let next = i + 1;
      if (c === 13) {
        if (next === n) break;
        if (chunk[next] === 10) next++;
      }
      this.text!.fastBoardRow(this.cellValues, this.cellColumns, count, ++this.lineNo);
      start = next;
      i = next;
      count = 0;
    }
    return start;
  }

  private growCells(): void {
    const values = new Float64Array(this.cellValues.length * 2);
    values.set(this.cellValues);
    this.cellValues = values;
    const columns = new Int32Array(this.cellColumns.length * 2);
    columns.set(this.cellColumns);
    this.cellColumns = columns;
  }

  private line(piece: string): void {
    let line = piece;
    if (this.parts.length > 0) {
      this.parts.push(piece);
      line = this.parts.join('');
      this.parts = [];
      this.partLength = 0;
    }
    this.lineNo++;
    this.text!.line(blankEscapes(line), this.lineNo);
  }

  /** Ends the input and returns how it was read; the sink has had every step. */
  finish(): ReadResult {
    if (this.decoder) {
      const held = this.tail;
      this.tail = 0;
      if (this.joined) this.decode(this.joined.subarray(0, held));
      this.push(this.decoder.end());
    }
    if (!this.started) {
      if (this.head.trim() === '') throw new TourFormatError('empty input: no tour to read');
      this.decide(true);
      const buffered = this.head;
      this.head = '';
      this.feed(buffered);
    }
    if (this.json) return this.json.finish();
    if (this.parts.length > 0) this.line('');
    return this.text!.finish();
  }
}

/**
 * Refuses binary data: a NUL byte, or control characters other than tab, newline, carriage
 * return, form feed and escape (colour codes; a bell after an escape, which ends a terminal
 * title) in the first 8 KiB.
 */
function checkBinary(text: string): void {
  const n = Math.min(text.length, 8192);
  let line = 1;
  let column = 0;
  let afterEsc = false; // an ESC earlier on the line: a BEL may end its title sequence
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      column = 0;
      afterEsc = false;
      continue;
    }
    column++;
    if (c === 27) afterEsc = true;
    if (c === 7 && afterEsc) continue;
    if ((c < 32 && c !== 9 && c !== 13 && c !== 12 && c !== 27) || c === 0xfffd) {
      const what =
        c === 0xfffd
          ? 'bytes that are not UTF-8'
          : `control byte 0x${c.toString(16).padStart(2, '0')}`;
      throw new TourFormatError(`binary data, not a tour (${what} here)`, line, column);
    }
  }
}
