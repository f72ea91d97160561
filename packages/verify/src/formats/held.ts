import { int32s } from '../buffer.js';
import { TourFormatError } from '../errors.js';

/**
 * Entries kept until their reading is known (the size inferred from the largest values, the
 * origin from the smallest), 20 bytes each: up to three raw values as written, line and
 * column. `NONE` in `a` marks a malformed entry whose reason is in `notes`. The smallest and
 * largest value of each position, and the first entry holding the largest, are kept as the
 * entries come (the largest names the square an inferred size came from).
 */
export class HeldList {
  static readonly NONE = -0x80000000;
  /** Beyond this many entries the reading must be given (`--size` …) so the file streams. */
  static readonly LIMIT = 2 ** 25;
  readonly a = int32s(256);
  readonly b = int32s(256);
  readonly c = int32s(256);
  readonly line = int32s(256);
  readonly column = int32s(256);
  readonly notes = new Map<number, string>();
  readonly min = [Infinity, Infinity, Infinity];
  readonly max = [-Infinity, -Infinity, -Infinity];
  /** Index of the first entry holding `max[i]`. */
  readonly argmax = [-1, -1, -1];
  /** Values per entry (2 or 3), from the first square; 0 before it. */
  arity = 0;

  get size(): number {
    return this.a.length;
  }

  private room(): void {
    if (this.a.length >= HeldList.LIMIT) {
      throw new TourFormatError(
        `more than ${HeldList.LIMIT} entries and the reading is not known: give --size (and --origin, --order) so the file is checked as it streams`,
      );
    }
  }

  /** A square as written: its `n` values (two, or three on a box). */
  push(values: ArrayLike<number>, line: number, column: number, n = values.length): void {
    if (this.arity === 0) this.arity = n;
    if (n !== this.arity) {
      this.bad(`${n} numbers where ${this.arity} were expected`, line, column);
      return;
    }
    this.room();
    const i = this.a.length;
    for (let k = 0; k < 3; k++) {
      // Values beyond Int32 are clamped: they are off any board anyway, and stay off it.
      const v = k < n ? Math.min(0x7fffffff, Math.max(-0x7fffffff, values[k]!)) : 0;
      (k === 0 ? this.a : k === 1 ? this.b : this.c).push(v);
      if (k >= n) continue;
      if (v < this.min[k]!) this.min[k] = v;
      if (v > this.max[k]!) {
        this.max[k] = v;
        this.argmax[k] = i;
      }
    }
    this.line.push(line);
    this.column.push(column);
  }

  /** An entry that is not a square (`why` says what it is). */
  bad(why: string, line: number, column: number): void {
    this.room();
    const i = this.a.length;
    this.a.push(HeldList.NONE);
    this.b.push(0);
    this.c.push(0);
    this.line.push(line);
    this.column.push(column);
    if (this.notes.size < 1000) this.notes.set(i, why);
  }

  isBad(i: number): boolean {
    return this.a.data[i] === HeldList.NONE;
  }

  /** The smallest value over the first `n` positions. */
  smallest(n: number): number {
    return Math.min(...this.min.slice(0, n));
  }
}
