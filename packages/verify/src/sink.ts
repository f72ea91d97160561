import type { Reading } from './reading.js';

/** A square as the file writes it (`e4`, `(5, 4)`, `index 17`), given its 0-based `(x, y, z)`. */
export type SquareNotation = (x: number, y: number, z: number) => string;

/** Informative fields of a document, compared against what the verifier finds, never trusted. */
export interface TourClaims {
  readonly format?: string;
  readonly complete?: boolean;
  readonly closed?: boolean;
  /** `[x, y]`, or `[x, y, z]` on a box. */
  readonly start?: readonly number[];
}

/**
 * Where readers put what they read, in step order: first the reading (board, origin …), then
 * one call per entry. The streaming checker is one sink, a parsed tour another, a walk of
 * square indices a third; each input shape (text, a document object, a compact walk) is a
 * source that feeds one.
 */
export interface TourSink {
  begin(reading: Reading, notation: SquareNotation | undefined, claims: TourClaims): void;
  /** The next step: a 0-based square (possibly off the board; `z` 0 on a 2-D board) and where its entry is. */
  visit(x: number, y: number, z: number, line: number, column: number): void;
  /** The next step is not a square at all. */
  malformed(why: string, line: number, column: number): void;
  /**
   * The next `run.length` steps at once, as `visit` would take them one by one (the fast paths
   * hand over a piece's squares this way; see {@link visitRun}). Optional: a sink without it
   * gets one `visit` a step.
   */
  visitRun?(run: SquareRun): void;
}

/**
 * Squares a fast path read from one piece of the input, in step order: 0-based coordinates
 * (possibly off the board; `zs` 0 on a 2-D board) and where each entry is. Reused: a sink reads
 * it during the call that hands it over.
 */
export class SquareRun {
  /** Squares handed over at most at once (a run is flushed when full). */
  static readonly CAPACITY = 4096;
  length = 0;
  xs = new Float64Array(SquareRun.CAPACITY);
  ys = new Float64Array(SquareRun.CAPACITY);
  zs = new Float64Array(SquareRun.CAPACITY);
  lines = new Int32Array(SquareRun.CAPACITY);
  columns = new Int32Array(SquareRun.CAPACITY);

  get full(): boolean {
    return this.length === SquareRun.CAPACITY;
  }

  add(x: number, y: number, z: number, line: number, column: number): void {
    const i = this.length++;
    this.xs[i] = x;
    this.ys[i] = y;
    this.zs[i] = z;
    this.lines[i] = line;
    this.columns[i] = column;
  }
}

/** Hands `run` to `sink` (one `visit` a step where it takes no runs) and empties it. */
export function visitRun(sink: TourSink, run: SquareRun): void {
  if (run.length === 0) return;
  if (sink.visitRun) sink.visitRun(run);
  else {
    const { xs, ys, zs, lines, columns } = run;
    for (let i = 0; i < run.length; i++) sink.visit(xs[i]!, ys[i]!, zs[i]!, lines[i]!, columns[i]!);
  }
  run.length = 0;
}

/** A sink that keeps the squares (up to a bound) to compare two prints of one tour. */
export class RecordingSink implements TourSink {
  static readonly LIMIT = 2 ** 22;
  readonly xs: number[] = [];
  readonly ys: number[] = [];
  readonly zs: number[] = [];
  readonly lines: number[] = [];
  overflow = false;

  begin(): void {}

  visit(x: number, y: number, z: number, line: number): void {
    this.keep(x, y, z, line);
  }

  malformed(_why: string, line: number): void {
    this.keep(Number.NaN, Number.NaN, Number.NaN, line);
  }

  private keep(x: number, y: number, z: number, line: number): void {
    if (this.xs.length >= RecordingSink.LIMIT) {
      this.overflow = true;
      return;
    }
    this.xs.push(x);
    this.ys.push(y);
    this.zs.push(z);
    this.lines.push(line);
  }
}
