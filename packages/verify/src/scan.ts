import type { TourFormat } from '@knights-tour/core';
import { MAX_NOTES, type ParsedTour, type TourClaims } from './parsed-tour.js';

/**
 * Shared machinery of the line-based formats (CSV, text board): integer scanning without
 * allocating a string per token, and putting (step, x, y) entries into step order.
 */

/** A growable array of numbers backed by a Float64Array. */
export class Column {
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

export const SPACE = 32;
export const TAB = 9;
export const CR = 13;
export const COMMA = 44;
export const MINUS = 45;
export const DOT = 46;
export const ZERO = 48;
export const NINE = 57;

/** Cursor over one line of text, reading integers without allocating strings. */
export class LineReader {
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
export function forEachLine(
  text: string,
  each: (start: number, end: number, line: number) => void,
): void {
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
export function byStep(
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
  for (let k = 0; k < length; k++) if (row[k]! < 0) row[k] = 0; // given twice: no one line
  return { format, width, height, length, xs, ys, malformed, claims, lines: row };
}
