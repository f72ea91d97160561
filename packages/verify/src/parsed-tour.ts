import type { Board } from '@knights-tour/core';
import { float64s, int32s } from './buffer.js';
import type { InputFormat } from './options.js';
import type { Reading } from './reading.js';
import type { SquareNotation, TourClaims, TourSink } from './sink.js';

/**
 * A tour read from a file or object, before any checking, on a board of any depth. Steps are
 * held in typed arrays so a 1,000 × 1,000 board costs a few flat arrays, not a million small
 * objects. (The CLI does not build one for large files: it checks them as they stream, see
 * `createTourVerifier`.)
 */
export interface ParsedTour {
  /** The style the text was read as (`reading` has the rest of the reading). */
  readonly format: InputFormat;
  readonly board: Board;
  /** Number of steps in the path. */
  readonly length: number;
  /** Coordinates of step `k` at index `k - 1` (`zs` all 0 on a 2-D board); `NaN` marks a malformed entry. */
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly zs: Float64Array;
  /** Why entry `k` (1-based) is malformed, for the first 100 malformed entries. */
  readonly malformed: ReadonlyMap<number, string>;
  /** 1-based line and column of the entry of step `k`, at index `k - 1` (0 when unknown). */
  readonly lines: Int32Array;
  readonly columns: Int32Array;
  /** What the document says about itself; the verifier recomputes all of it. */
  readonly claims: TourClaims;
  /** How the input was read: style, origin, axis order, size and lines skipped. */
  readonly reading: Reading;
  /** A square as the file writes it (`e4`, `(5, 4)`), when that is not SPEC's `(x,y)`. */
  readonly notation?: SquareNotation;
}

/** How many malformed-entry explanations a parsed tour keeps (the verifier caps its report anyway). */
const MAX_NOTES = 100;

/** A sink that keeps every step: the {@link ParsedTour} of `parseTour`. */
export class ParsedTourBuilder implements TourSink {
  private readonly xs = float64s();
  private readonly ys = float64s();
  private readonly zs = float64s();
  private readonly lines = int32s();
  private readonly columns = int32s();
  private readonly malformedNotes = new Map<number, string>();
  private notation: SquareNotation | undefined;

  begin(_reading: Reading, notation: SquareNotation | undefined): void {
    this.notation = notation;
  }

  visit(x: number, y: number, z: number, line: number, column: number): void {
    this.xs.push(x);
    this.ys.push(y);
    this.zs.push(z);
    this.lines.push(line);
    this.columns.push(column);
  }

  malformed(why: string, line: number, column: number): void {
    this.visit(Number.NaN, Number.NaN, Number.NaN, line, column);
    if (this.malformedNotes.size < MAX_NOTES) this.malformedNotes.set(this.xs.length, why);
  }

  /** The tour, once the reader has finished (the final reading replaces the one given to `begin`). */
  build(reading: Reading, claims: TourClaims): ParsedTour {
    return {
      format: reading.format,
      board: reading.board,
      length: this.xs.length,
      xs: this.xs.copy(),
      ys: this.ys.copy(),
      zs: this.zs.copy(),
      malformed: this.malformedNotes,
      lines: this.lines.copy(),
      columns: this.columns.copy(),
      claims,
      reading,
      ...(this.notation ? { notation: this.notation } : {}),
    };
  }
}
