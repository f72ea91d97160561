import { type Board, squareLabel, squareOf } from '@knights-tour/core';
import type { ClaimMismatch } from './claims.js';
import { type TextPieces, webDecoder } from './decoder.js';
import { TourReader } from './formats/reader.js';
import { type CompactTourLike, readTourObject, type TourDocumentLike } from './object-reader.js';
import { type FixedReading, fixReading, type ReadOptions } from './options.js';
import type { ParsedTour } from './parsed-tour.js';
import {
  type CheckResult,
  PathChecker,
  type Problem,
  type ProblemKind,
  type VerifyOptions,
} from './path-checker.js';
import type { Reading } from './reading.js';
import type { SquareNotation, SquareRun, TourClaims, TourSink } from './sink.js';

/** Everything the verifier found about one tour, on a board of any depth. */
export interface TourReport {
  /** A knight's tour (open, or closed when that was required): no problems at all. */
  readonly valid: boolean;
  /** Every square of the board was visited. */
  readonly complete: boolean;
  /** A valid tour whose last square is one knight move from its first. */
  readonly closed: boolean;
  /** The board the tour was checked on. */
  readonly board: Board;
  /** Squares (cells of a box) on the board. */
  readonly squares: number;
  /** Distinct squares the path visits. */
  readonly visited: number;
  /** Entries in the path. */
  readonly steps: number;
  /** The problems found, at most {@link VerifyOptions.maxPerKind} of each kind, in step order per kind. */
  readonly problems: readonly Problem[];
  /** How many problems of each kind there are in all (the list above is capped). */
  readonly counts: Readonly<Partial<Record<ProblemKind, number>>>;
  /** Claims of the document that the verifier found to be false. */
  readonly warnings: readonly ClaimMismatch[];
  /** How the input was read (style, origin, axis order, size and where it came from, lines skipped). */
  readonly reading: Reading;
}

/** The document's claims against what was found: false ones become warnings (also the walk reader's). */
export function report(result: CheckResult, claims: TourClaims, reading: Reading): TourReport {
  const warnings: ClaimMismatch[] = [];
  const claim = (field: ClaimMismatch['field'], claimed: unknown, actual: unknown, what: string) =>
    warnings.push({
      field,
      claimed,
      actual,
      message: `the document says ${field}: ${JSON.stringify(claimed)}, but ${what}`,
    });
  // A tour whatever was required: no problem, or only that it is not closed.
  const kinds = Object.keys(result.counts);
  const tour =
    kinds.length === 0 || (kinds.length === 1 && kinds[0] === 'not-closed' && result.complete);
  if (claims.complete !== undefined && claims.complete !== tour) {
    claim('complete', claims.complete, tour, `it is ${tour ? '' : 'not '}a complete tour`);
  }
  if (claims.closed !== undefined && claims.closed !== result.closed) {
    claim(
      'closed',
      claims.closed,
      result.closed,
      `it is ${result.closed ? '' : 'not '}a closed tour`,
    );
  }
  const start = result.start;
  if (
    claims.start !== undefined &&
    start !== undefined &&
    squareLabel(claims.start) !== squareLabel(start)
  ) {
    claim('start', claims.start, start, `the path starts at ${squareLabel(start)}`);
  }
  if (claims.format !== undefined && claims.format !== 'knights-tour/1') {
    claim('format', claims.format, 'knights-tour/1', 'this verifier reads knights-tour/1');
  }
  return {
    valid: result.valid,
    complete: result.complete,
    closed: result.closed,
    board: result.board,
    squares: result.squares,
    visited: result.visited,
    steps: result.steps,
    problems: result.problems,
    counts: result.counts,
    warnings,
    reading,
  };
}

/** A sink that checks as it is fed: the verifier of every source. */
class CheckingSink implements TourSink {
  checker: PathChecker | undefined;

  constructor(private readonly options: VerifyOptions) {}

  begin(reading: Reading, notation: SquareNotation | undefined): void {
    // A board of step numbers cannot hold a square twice: one bit a square is enough there.
    this.checker = new PathChecker(
      reading.board,
      this.options,
      notation,
      reading.format !== 'text',
    );
  }

  visit(x: number, y: number, z: number, line: number, column: number): void {
    this.checker!.visit(x, y, z, line, column);
  }

  malformed(why: string, line: number, column: number): void {
    this.checker!.malformed(why, line, column);
  }

  visitRun(run: SquareRun): void {
    this.checker!.visitRun(run);
  }
}

function isParsed(tour: unknown): tour is ParsedTour {
  return (tour as ParsedTour).xs instanceof Float64Array;
}

/** Replays a parsed tour into a sink: a parsed tour's own source. */
function replayParsed(tour: ParsedTour, sink: TourSink): void {
  sink.begin(tour.reading, tour.notation, tour.claims);
  const { xs, ys, zs, lines, columns, malformed } = tour;
  for (let i = 0; i < tour.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    const z = zs[i]!;
    const line = lines[i] ?? 0;
    const column = columns[i] ?? 0;
    if (Number.isNaN(x) || Number.isNaN(y) || Number.isNaN(z)) {
      sink.malformed(malformed.get(i + 1) ?? 'malformed entry', line, column);
    } else if (!Number.isInteger(x) || !Number.isInteger(y) || !Number.isInteger(z)) {
      sink.malformed(
        `${squareLabel(squareOf(tour.board, x, y, z))} is not a square of integers`,
        line,
        column,
      );
    } else sink.visit(x, y, z, line, column);
  }
}

/**
 * Checks a tour independently of whatever produced it, on a board of any depth: every entry
 * a square on the board, no square twice, every step a knight move, every square visited, and
 * (on request) the last square a knight move from the first. `complete` and `closed` are
 * recomputed; the document's own flags are only compared, and a false one becomes a warning.
 * Takes a parsed file, any object with `width`, `height` (`depth`) and `path` (SPEC §9), or a
 * compact walk with `squares` (core's `findTour`). Never throws for a wrong tour — that is
 * what the report is for — only for an object that is no tour (`TourFormatError`).
 */
export function verifyTour(
  tour: ParsedTour | TourDocumentLike | CompactTourLike,
  options: VerifyOptions = {},
): TourReport {
  const sink = new CheckingSink(options);
  if (isParsed(tour)) {
    replayParsed(tour, sink);
    return report(sink.checker!.finish(), tour.claims, tour.reading);
  }
  const { reading, claims } = readTourObject(tour, sink);
  return report(sink.checker!.finish(), claims, reading);
}

/** A verifier fed a file in pieces: see {@link createTourVerifier}. */
export interface TourVerifier {
  /** The next piece of the text (any size; a file is never needed whole). */
  push(chunk: string): void;
  /**
   * The next piece of the file as UTF-8 bytes (any size, cut anywhere, even inside a
   * character): the readers' fast paths take the bytes as they are and only the rest is
   * decoded, so this is the fast way to read a file. Not to be mixed with `push`.
   */
  pushBytes(chunk: Uint8Array): void;
  /** The report, once the whole text was pushed. Throws `TourFormatError` for text that is no tour. */
  finish(): TourReport;
}

/**
 * Verifies text as it arrives, in bounded memory: the tour is checked while it is read and
 * never held as a whole (one Int32 per square for a move list, one bit per square plus the
 * board for a board). Same readers and options as `parseTour`. Throws `TourFormatError`
 * (from `push` or `finish`) for text that is no tour, and its subclass
 * `AmbiguousReadingError` for text that reads more than one way. `decoder` decodes what
 * `pushBytes` does not read fast (default: the web's `TextDecoder`).
 */
export function createTourVerifier(
  options: (ReadOptions | FixedReading) & VerifyOptions = {},
  decoder?: TextPieces,
): TourVerifier {
  const sink = new CheckingSink(options);
  const reader = new TourReader(sink, fixReading(options));
  let pieces = decoder;
  return {
    push: (chunk) => reader.push(chunk),
    pushBytes(chunk) {
      pieces ??= webDecoder();
      reader.pushBytes(chunk, pieces);
    },
    finish() {
      const { reading, claims } = reader.finish();
      return report(sink.checker!.finish(), claims, reading);
    },
  };
}

/** {@link createTourVerifier} for text already in memory. */
export function verifyText(
  text: string,
  options: (ReadOptions | FixedReading) & VerifyOptions = {},
): TourReport {
  const verifier = createTourVerifier(options);
  verifier.push(text);
  return verifier.finish();
}
