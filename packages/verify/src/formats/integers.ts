import type { GrowableArray } from '../buffer.js';

/**
 * The three shapes a program prints a walk in most often, recognised exactly and read as plain
 * integers with no detection: a JSON array of `[a, b]` pairs, a JSON array of numbers, and
 * numbers separated by blanks. A text that strays from its shape in any way (a sign, a
 * fraction, a leading zero, a letter, another separator, a number past 9 digits) is not
 * recognised, and the caller reads it with the general reader instead: this only ever reads
 * what the general reader reads, the same way (walk-reader.ts checks that on every read's
 * reading, walk-reader.test.ts on random texts).
 */
export type IntegerShape = 'pairs' | 'flat' | 'blank-separated';

const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const COMMA = 44;
const OPEN = 91;
const CLOSE = 93;
const ZERO = 48;
const NINE = 57;

const isBlank = (c: number) => c === SPACE || c === TAB || c === LF || c === CR;

// What comes next, in the one pass over the text.
const START = 0; // before the first non-blank
const OPENED = 1; // after the outer '[': a pair, a number or ']'
const PAIR = 2; // a pair's '['
const FIRST = 3; // a pair's first number
const FIRST_DONE = 4; // ',' inside a pair
const SECOND = 5; // a pair's second number
const SECOND_DONE = 6; // a pair's ']'
const PAIR_DONE = 7; // ',' then another pair, or the outer ']'
const FLAT = 8; // a number of a flat array
const FLAT_DONE = 9; // ',' then another number, or the outer ']'
const END = 10; // blanks only
const SEPARATED = 11; // a number of the blank-separated shape
const SEPARATED_DONE = 12; // blanks then another number, or the end

/**
 * The integers of `text` into `out` (emptied first), and the shape they were in; undefined when
 * the text is none of the shapes exactly. One pass, no allocation but `out`'s growth.
 */
export function scanIntegers(
  text: string,
  out: GrowableArray<Int32Array>,
): IntegerShape | undefined {
  out.length = 0;
  const n = text.length;
  let state = START;
  let shape: IntegerShape | undefined;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c >= ZERO && c <= NINE) {
      let next: number;
      if (state === FIRST) next = FIRST_DONE;
      else if (state === SECOND) next = SECOND_DONE;
      else if (state === FLAT || state === OPENED) {
        shape = 'flat';
        next = FLAT_DONE;
      } else if (state === SEPARATED || state === START) {
        shape = 'blank-separated';
        next = SEPARATED_DONE;
      } else return undefined;
      // A JSON-style natural number: no leading zero, at most 9 digits.
      let value = c - ZERO;
      let digits = 1;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d < ZERO || d > NINE) break;
        if (value === 0 || digits === 9) return undefined;
        value = value * 10 + (d - ZERO);
        digits++;
        i++;
      }
      if (out.length === out.data.length) out.reserve(out.length + 1);
      out.data[out.length++] = value;
      state = next;
      continue;
    }
    i++;
    if (isBlank(c)) {
      if (state === SEPARATED_DONE) state = SEPARATED;
      continue;
    }
    if (c === COMMA) {
      if (state === FIRST_DONE) state = SECOND;
      else if (state === PAIR_DONE) state = PAIR;
      else if (state === FLAT_DONE) state = FLAT;
      else return undefined;
    } else if (c === OPEN) {
      if (state === START) state = OPENED;
      else if (state === OPENED || state === PAIR) {
        shape = 'pairs';
        state = FIRST;
      } else return undefined;
    } else if (c === CLOSE) {
      if (state === SECOND_DONE) state = PAIR_DONE;
      else if (state === OPENED) {
        shape = 'pairs'; // `[]`: what the general reader calls it
        state = END;
      } else if (state === PAIR_DONE || state === FLAT_DONE) state = END;
      else return undefined;
    } else return undefined;
  }
  return state === END || state === SEPARATED_DONE || state === SEPARATED ? shape : undefined;
}
