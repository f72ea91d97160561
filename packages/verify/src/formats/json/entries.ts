import type { JsonListener } from './listener.js';

/** Numbers of an entry read on the fast path; a longer entry (a row of a board) goes the slow way. */
const FAST_VALUES = 16;

/**
 * The JSON lexer's fast entry scanner: the entries of a tour's array read straight from bytes
 * (see {@link scan}), beside the lexer's character loop, which reads everything else.
 */
export class EntryScanner {
  /** The numbers of the entry being read, and their columns (reused for every entry). */
  private readonly values = new Float64Array(FAST_VALUES);
  private readonly columns = new Int32Array(FAST_VALUES);
  /** After {@link scan}: the position after what it took. */
  line = 0;
  column = 0;
  lastCR = false;
  /** After {@link scan}: a comma ends what it took (else an entry). */
  afterComma = false;

  /**
   * The fast path of a tour's array: entries `[a, b …]` of plain integers (white space
   * anywhere between tokens), read from `from` (just after the array's `[`, a `,` or an entry)
   * straight to the listener, with no token, string or call per character. It stops before
   * anything else (another shape, a float, `null`, a leading zero, more than 15 digits, an
   * error, an entry cut by the chunk's end) and leaves the rest to the loop in `push`, so
   * every error and every odd entry is read exactly as before. `line`, `column` and `lastCR`
   * are the lexer's position at `from`; `afterValue` says an entry ends there. Returns the
   * index after the last entry (or comma) it took, and leaves the position there in
   * {@link line}, {@link column}, {@link lastCR} and {@link afterComma}.
   */
  scan(
    chunk: Uint8Array,
    from: number,
    line: number,
    column: number,
    lastCR: boolean,
    afterValue: boolean,
    depth: number,
    listener: JsonListener,
  ): number {
    const n = chunk.length;
    const values = this.values;
    const columns = this.columns;
    // Where the last entry taken ends: index, position, and whether a comma follows it there.
    let done = from;
    let doneLine = line;
    let doneColumn = column;
    let doneCR = lastCR;
    let afterComma = true;
    // 0 before an entry's `[`, 1 before a number, 2 in a number, 3 after one, 4 after `]`.
    let state = afterValue ? 4 : 0;
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
          listener.entry(depth, values, count, columns, entryLine, entryColumn);
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
    this.line = doneLine;
    this.column = doneColumn;
    this.lastCR = doneCR;
    this.afterComma = afterComma;
    return done;
  }
}
