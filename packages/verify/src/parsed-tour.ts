import type { SquareNotation } from './checker.js';
import type { InputFormat, Reading } from './formats/reading.js';
import type { TourSink } from './formats/sink.js';

export { quote, TourFormatError } from './formats/reading.js';

/**
 * A tour read from a file, before any checking. Steps are held in typed arrays so a
 * 1,000 × 1,000 board costs a few flat arrays, not a million small objects. (The CLI does
 * not build one for large files: it checks them as they stream, see `createTourVerifier`.)
 */
export interface ParsedTour {
  /** The style the text was read as (`reading` has the rest of the reading). */
  readonly format: InputFormat;
  readonly width: number;
  readonly height: number;
  /** Number of steps in the path. */
  readonly length: number;
  /** Column of step `k` at index `k - 1`; `NaN` marks a malformed entry. */
  readonly xs: Float64Array;
  /** Row of step `k` at index `k - 1`; `NaN` marks a malformed entry. */
  readonly ys: Float64Array;
  /** Why entry `k` (1-based) is malformed, for the first {@link MAX_NOTES} malformed entries. */
  readonly malformed: ReadonlyMap<number, string>;
  /** 1-based line of the text that gives step `k`, at index `k - 1` (0 when unknown). */
  readonly lines?: Int32Array;
  /** 1-based column of the entry of step `k`, at index `k - 1` (0 when unknown). */
  readonly columns?: Int32Array;
  /** What the document says about itself; the verifier recomputes all of it. */
  readonly claims: TourClaims;
  /** How the text was read: style, origin, axis order, size and lines skipped. */
  readonly reading?: Reading;
  /** A square as the file writes it (`e4`, `(5, 4)`), when that is not SPEC's `(x,y)`. */
  readonly notation?: SquareNotation;
}

/** Informative fields of a document, compared against what the verifier finds. */
export interface TourClaims {
  readonly format?: string;
  readonly complete?: boolean;
  readonly closed?: boolean;
  readonly start?: readonly [number, number];
}

/** The least a tour document must have (SPEC §9): `width`, `height` and `path`. */
export interface TourDocumentLike {
  readonly width: number;
  readonly height: number;
  readonly path: readonly unknown[];
  /** Informative fields (SPEC §9): compared with what the verifier finds, never trusted. */
  readonly format?: unknown;
  readonly complete?: unknown;
  readonly closed?: unknown;
  readonly start?: unknown;
}

/** How many malformed-entry explanations a parsed tour keeps (the verifier caps its report anyway). */
export const MAX_NOTES = 100;

/** A sink that keeps every step: the {@link ParsedTour} of `parseTour`. */
export class ParsedTourBuilder implements TourSink {
  private xs = new Float64Array(64);
  private ys = new Float64Array(64);
  private lines = new Int32Array(64);
  private columns = new Int32Array(64);
  private length = 0;
  private readonly malformedNotes = new Map<number, string>();
  private reading: Reading | undefined;
  private notation: SquareNotation | undefined;
  private claims: TourClaims = {};

  begin(reading: Reading, notation: SquareNotation | undefined, claims: TourClaims): void {
    this.reading = reading;
    this.notation = notation;
    this.claims = claims;
  }

  private next(x: number, y: number, line: number, column: number): void {
    if (this.length === this.xs.length) {
      const n = this.xs.length * 2;
      const grow = <T extends Float64Array | Int32Array>(a: T, make: (n: number) => T): T => {
        const b = make(n);
        b.set(a);
        return b;
      };
      this.xs = grow(this.xs, (k) => new Float64Array(k));
      this.ys = grow(this.ys, (k) => new Float64Array(k));
      this.lines = grow(this.lines, (k) => new Int32Array(k));
      this.columns = grow(this.columns, (k) => new Int32Array(k));
    }
    const i = this.length++;
    this.xs[i] = x;
    this.ys[i] = y;
    this.lines[i] = line;
    this.columns[i] = column;
  }

  visit(x: number, y: number, line: number, column: number): void {
    this.next(x, y, line, column);
  }

  malformed(why: string, line: number, column: number): void {
    this.next(Number.NaN, Number.NaN, line, column);
    if (this.malformedNotes.size < MAX_NOTES) this.malformedNotes.set(this.length, why);
  }

  /** The tour, once the reader has finished; `reading` replaces the preliminary one given to `begin`. */
  build(reading: Reading | undefined, claims: TourClaims | undefined): ParsedTour {
    const r = reading ?? this.reading!;
    const n = this.length;
    return {
      format: r.format,
      width: r.width,
      height: r.height,
      length: n,
      xs: this.xs.slice(0, n),
      ys: this.ys.slice(0, n),
      malformed: this.malformedNotes,
      lines: this.lines.slice(0, n),
      columns: this.columns.slice(0, n),
      claims: claims ?? this.claims,
      reading: r,
      ...(this.notation ? { notation: this.notation } : {}),
    };
  }
}
