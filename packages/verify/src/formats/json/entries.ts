import type { JsonListener } from './listener.js';

/** Numbers of an entry read on the fast path; a longer entry (a row of a board) goes the slow way. */
export const FAST_VALUES = 16;

/**
 * Entries read on the fast path, handed to the listener together (one call for up to
 * {@link CAPACITY} entries, not one a square). Entry `i` has `counts[i]` numbers at
 * `values[i * FAST_VALUES …]`, their columns at the same places of `columns`, and its `[` at
 * `lines[i]`, `starts[i]`. Reused: the listener reads it during the call.
 */
export class EntryBatch {
  static readonly CAPACITY = 1024;
  length = 0;
  readonly counts = new Uint8Array(EntryBatch.CAPACITY);
  readonly values = new Float64Array(EntryBatch.CAPACITY * FAST_VALUES);
  readonly columns = new Int32Array(EntryBatch.CAPACITY * FAST_VALUES);
  readonly lines = new Int32Array(EntryBatch.CAPACITY);
  readonly starts = new Int32Array(EntryBatch.CAPACITY);
}

/**
 * The JSON lexer's fast entry scanner: the entries of a tour's array read straight from bytes
 * (see {@link scan}), beside the lexer's character loop, which reads everything else.
 */
export class EntryScanner {
  private readonly batch = new EntryBatch();
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
   * {@link line}, {@link column}, {@link lastCR} and {@link afterComma}. The entries go to the
   * listener in batches, all of them before this returns.
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
    const batch = this.batch;
    const { counts, values, columns, lines, starts } = batch;
    // Where the last entry taken ends: index, position, and whether a comma follows it there.
    let done = from;
    let doneLine = line;
    let doneColumn = column;
    let doneCR = lastCR;
    let afterComma = true;
    // 0 before an entry's `[`, 1 before a number, 2 in a number, 3 after one, 4 after `]`.
    let state = afterValue ? 4 : 0;
    let count = 0;
    let base = 0;
    let entryLine = 0;
    let entryColumn = 0;
    let value = 0;
    let digits = 0;
    let negative = false;
    let leadZero = false;
    let numberColumn = 0;
    for (let i = from; i < n; i++) {
      if (state === 0 && !lastCR) {
        // Entries written without white space (`[12,345],[14,346]`, as `solve` writes them):
        // read digit by digit in this inner loop, the column counted from the index. It takes
        // whole entries only and leaves anything else (a space, a sign, a cut) to the loop below.
        const offset = column - i; // the column of index j is offset + j + 1
        let j = i;
        for (;;) {
          if (j >= n || chunk[j] !== 91) break;
          if (batch.length === EntryBatch.CAPACITY) {
            listener.entries(depth, batch);
            batch.length = 0;
          }
          const e = batch.length;
          const at = e * FAST_VALUES;
          let k = j + 1;
          let m = 0;
          let ok = false;
          while (m < FAST_VALUES) {
            const start = k;
            let c = k < n ? chunk[k]! : 0;
            if (c < 48 || c > 57) break;
            let v = c - 48;
            c = ++k < n ? chunk[k]! : 0;
            while (c >= 48 && c <= 57) {
              v = v * 10 + (c - 48);
              c = ++k < n ? chunk[k]! : 0;
            }
            const length = k - start;
            if (length > 15 || (length > 1 && chunk[start] === 48)) break;
            values[at + m] = v;
            columns[at + m] = offset + start + 1;
            m++;
            k++;
            if (c === 93) {
              ok = k <= n;
              break;
            }
            if (c !== 44) break;
          }
          if (!ok) break;
          counts[e] = m;
          lines[e] = line;
          starts[e] = offset + j + 1;
          batch.length = e + 1;
          // After the `]`: a comma takes the next entry here, anything else goes below.
          if (k < n && chunk[k] === 44) {
            j = k + 1;
            done = j;
            doneColumn = offset + j;
            afterComma = true;
            continue;
          }
          j = k;
          done = j;
          doneColumn = offset + j;
          afterComma = false;
          break;
        }
        if (j > i) {
          // The loop below goes on from j, after an entry (state 4) or a comma (state 0).
          doneLine = line;
          doneCR = false;
          column = offset + j;
          state = afterComma ? 0 : 4;
          i = j - 1;
          continue;
        }
      }
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
        values[base + count] = negative ? -value : value;
        columns[base + count++] = numberColumn;
        state = 3;
      }
      if (space) continue;
      if (state === 0) {
        if (c !== 91) break;
        if (batch.length === EntryBatch.CAPACITY) {
          listener.entries(depth, batch);
          batch.length = 0;
        }
        base = batch.length * FAST_VALUES;
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
          const e = batch.length++;
          counts[e] = count;
          lines[e] = entryLine;
          starts[e] = entryColumn;
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
    if (batch.length > 0) {
      listener.entries(depth, batch);
      batch.length = 0;
    }
    this.line = doneLine;
    this.column = doneColumn;
    this.lastCR = doneCR;
    this.afterComma = afterComma;
    return done;
  }
}
