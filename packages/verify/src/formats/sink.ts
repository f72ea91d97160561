import type { SquareNotation } from '../checker.js';
import type { TourClaims } from '../parsed-tour.js';
import { type Reading, TourFormatError } from './reading.js';

/**
 * Where readers put what they read, in step order: first the reading (size, origin …), then
 * one call per entry. The checker is one sink (streaming verification), a parsed tour
 * another (for callers that want the squares).
 */
export interface TourSink {
  begin(reading: Reading, notation: SquareNotation | undefined, claims: TourClaims): void;
  /** The next step: 0-based square (possibly off the board) and where the entry is. */
  visit(x: number, y: number, line: number, column: number): void;
  /** The next step is not a square at all. */
  malformed(why: string, line: number, column: number): void;
}

/**
 * Entries kept until the reading is known (size inferred, origin from the smallest value),
 * 16 bytes each: two raw values, line and column. `NONE` in `a` marks a malformed entry whose
 * reason is in `notes`.
 */
export class Entries {
  static readonly NONE = -0x80000000;
  /** Beyond this many entries the reading must be given (`--size` …) so the file streams. */
  static readonly LIMIT = 2 ** 25;
  a = new Int32Array(256);
  b = new Int32Array(256);
  line = new Int32Array(256);
  column = new Int32Array(256);
  size = 0;
  readonly notes = new Map<number, string>();
  minA = Infinity;
  maxA = -Infinity;
  minB = Infinity;
  maxB = -Infinity;

  private grow(): void {
    if (this.size >= Entries.LIMIT) {
      throw new TourFormatError(
        `more than ${Entries.LIMIT} entries and the reading is not known: give --size WxH (and --origin, --order) so the file is checked as it streams`,
      );
    }
    const n = this.a.length * 2;
    for (const key of ['a', 'b', 'line', 'column'] as const) {
      const next = new Int32Array(n);
      next.set(this[key]);
      this[key] = next;
    }
  }

  push(a: number, b: number, line: number, column: number): void {
    if (this.size === this.a.length) this.grow();
    const i = this.size++;
    // Values beyond Int32 are clamped: they are off any board anyway, and stay off it.
    const ca = Math.min(0x7fffffff, Math.max(-0x7fffffff, a));
    const cb = Math.min(0x7fffffff, Math.max(-0x7fffffff, b));
    this.a[i] = ca;
    this.b[i] = cb;
    this.line[i] = line;
    this.column[i] = column;
    if (ca < this.minA) this.minA = ca;
    if (ca > this.maxA) this.maxA = ca;
    if (cb < this.minB) this.minB = cb;
    if (cb > this.maxB) this.maxB = cb;
  }

  bad(why: string, line: number, column: number): void {
    if (this.size === this.a.length) this.grow();
    const i = this.size++;
    this.a[i] = Entries.NONE;
    this.line[i] = line;
    this.column[i] = column;
    if (this.notes.size < 1000) this.notes.set(i, why);
  }

  isBad(i: number): boolean {
    return this.a[i] === Entries.NONE;
  }

  /** Replays the entries into a sink, mapping raw values to 0-based squares. */
  replay(sink: TourSink, square: (a: number, b: number) => [number, number]): void {
    for (let i = 0; i < this.size; i++) {
      const line = this.line[i]!;
      const column = this.column[i]!;
      if (this.a[i] === Entries.NONE) {
        sink.malformed(this.notes.get(i) ?? 'malformed entry', line, column);
      } else {
        const [x, y] = square(this.a[i]!, this.b[i]!);
        sink.visit(x, y, line, column);
      }
    }
  }
}

/** A sink that forwards to another and keeps the squares (up to a bound) to compare two prints of a tour. */
export class RecordingSink implements TourSink {
  static readonly LIMIT = 2 ** 22;
  xs: number[] = [];
  ys: number[] = [];
  lines: number[] = [];
  overflow = false;
  reading: Reading | undefined;

  constructor(private readonly next?: TourSink) {}

  begin(reading: Reading, notation: SquareNotation | undefined, claims: TourClaims): void {
    this.reading = reading;
    this.next?.begin(reading, notation, claims);
  }

  visit(x: number, y: number, line: number, column: number): void {
    this.keep(x, y, line);
    this.next?.visit(x, y, line, column);
  }

  malformed(why: string, line: number, column: number): void {
    this.keep(Number.NaN, Number.NaN, line);
    this.next?.malformed(why, line, column);
  }

  private keep(x: number, y: number, line: number): void {
    if (this.xs.length >= RecordingSink.LIMIT) {
      this.overflow = true;
      return;
    }
    this.xs.push(x);
    this.ys.push(y);
    this.lines.push(line);
  }
}
