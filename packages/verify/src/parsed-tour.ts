import { createBoard, KnightsTourError, type TourFormat } from '@knights-tour/core';

/**
 * A tour read from a file, before any checking. Steps are held in typed arrays so a
 * 1,000 × 1,000 board costs two flat arrays, not a million small objects.
 */
export interface ParsedTour {
  /** The format the text was read as. */
  readonly format: TourFormat;
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
  /**
   * 1-based line of the text that gives step `k`, at index `k - 1` (0 for a step missing or
   * given twice), so a report can point into the file. Absent for JSON, which has no line
   * per entry.
   */
  readonly lines?: Int32Array;
  /** What the document says about itself; the verifier recomputes all of it. */
  readonly claims: TourClaims;
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

/**
 * The input is not a readable tour document (not JSON/CSV/text, a broken line, no board size).
 * The message is one line and names the line or field at fault.
 */
export class TourFormatError extends KnightsTourError {
  /** 1-based line of the input at fault, when there is one. */
  readonly line: number | undefined;

  constructor(message: string, line?: number) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    Object.defineProperty(this, 'name', { value: 'TourFormatError' });
    this.line = line;
  }
}

/** Text of at most `max` characters, for quoting input in one-line messages. */
export function quote(text: string, max = 40): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return `'${one.length > max ? `${one.slice(0, max - 1)}…` : one}'`;
}

/** A board of the given size, or a {@link TourFormatError} saying why not. */
export function boardSizeOf(width: number, height: number): { width: number; height: number } {
  try {
    return createBoard(width, height);
  } catch (error) {
    throw new TourFormatError((error as Error).message);
  }
}
