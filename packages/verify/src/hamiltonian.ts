import type { Board } from '@knights-tour/core';
import {
  type CheckResult,
  isKnight,
  PathChecker,
  type Problem,
  type ProblemKind,
  type SquareNotation,
  type VerifyOptions,
} from './checker.js';
import type { Reading, ReadOptions } from './formats/reading.js';
import type { TourSink } from './formats/sink.js';
import { readTourDocument } from './json-document.js';
import {
  MAX_NOTES,
  type ParsedTour,
  type TourClaims,
  type TourDocumentLike,
} from './parsed-tour.js';
import { TourReader } from './reader.js';
import { isOpenTour } from './tour-check.js';

export type { Problem, ProblemKind, SquareNotation, VerifyOptions } from './checker.js';

/** A document's own claim that the verifier found to be false. It does not make the tour invalid. */
export interface ClaimMismatch {
  readonly field: 'complete' | 'closed' | 'start' | 'format';
  readonly claimed: unknown;
  readonly actual: unknown;
  readonly message: string;
}

/** Everything the verifier found about one tour. */
export interface TourReport {
  /** A knight's tour (open, or closed when that was required): no problems at all. */
  readonly valid: boolean;
  /** Every square of the board was visited. */
  readonly complete: boolean;
  /** A valid tour whose last square is one knight move from its first. */
  readonly closed: boolean;
  readonly width: number;
  readonly height: number;
  /** Squares on the board. */
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
  /** How the file was read (style, origin, axis order, size, lines skipped), when it was text. */
  readonly reading?: Reading;
}

const sq = (x: number, y: number) => `(${x},${y})`;

function isParsed(doc: ParsedTour | TourDocumentLike | CompactTourLike): doc is ParsedTour {
  return (doc as ParsedTour).xs instanceof Float64Array;
}

/**
 * The compact `Tour` of `findTour` (`@knights-tour/core`): the walk as linear square indices
 * `y * width + x` instead of a `path` of `[x, y]` pairs.
 */
export interface CompactTourLike {
  readonly width: number;
  readonly height: number;
  readonly squares: ArrayLike<number>;
  readonly complete?: unknown;
  readonly closed?: unknown;
  readonly start?: unknown;
}

function isCompact(doc: TourDocumentLike | CompactTourLike): doc is CompactTourLike {
  return (
    (doc as { path?: unknown }).path === undefined && (doc as CompactTourLike).squares !== undefined
  );
}

/** A compact tour as the verifier reads it: an index that names no square is a malformed step. */
function readCompact(doc: CompactTourLike): ParsedTour {
  // The document reader checks the board and reads the claims; the walk is read here.
  const { squares, ...fields } = doc;
  const { width, height, claims } = readTourDocument({ ...fields, path: [] });
  const length = squares.length;
  const xs = new Float64Array(length);
  const ys = new Float64Array(length);
  const malformed = new Map<number, string>();
  for (let k = 0; k < length; k++) {
    const s = squares[k]!;
    if (Number.isInteger(s) && s >= 0 && s < width * height) {
      xs[k] = s % width;
      ys[k] = Math.floor(s / width);
    } else {
      xs[k] = ys[k] = Number.NaN;
      if (malformed.size < MAX_NOTES) {
        malformed.set(k + 1, `square index ${s} is not a square of the ${width}x${height} board`);
      }
    }
  }
  return { format: 'json', width, height, length, xs, ys, malformed, claims };
}

/** The document's claims against what was found: false ones become warnings. */
function withClaims(result: CheckResult, claims: TourClaims, reading?: Reading): TourReport {
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
    claim(
      'complete',
      claims.complete,
      tour,
      tour ? 'it is a complete tour' : 'it is not a complete tour',
    );
  }
  if (claims.closed !== undefined && claims.closed !== result.closed) {
    claim(
      'closed',
      claims.closed,
      result.closed,
      result.closed ? 'it is a closed tour' : 'it is not a closed tour',
    );
  }
  const start = result.start;
  if (
    claims.start !== undefined &&
    start !== undefined &&
    (claims.start[0] !== start[0] || claims.start[1] !== start[1])
  ) {
    claim('start', claims.start, start, `the path starts at ${sq(start[0], start[1])}`);
  }
  if (claims.format !== undefined && claims.format !== 'knights-tour/1') {
    claim('format', claims.format, 'knights-tour/1', 'this verifier reads knights-tour/1');
  }
  return {
    valid: result.valid,
    complete: result.complete,
    closed: result.closed,
    width: result.width,
    height: result.height,
    squares: result.squares,
    visited: result.visited,
    steps: result.steps,
    problems: result.problems,
    counts: result.counts,
    warnings,
    ...(reading ? { reading } : {}),
  };
}

/**
 * Checks a tour independently of whatever produced it: every entry a square on the board,
 * no square twice, every step a knight move, every square visited, and (on request) the
 * last square a knight move from the first. `complete` and `closed` are recomputed; the
 * document's own flags are only compared, and a false one becomes a warning.
 * Accepts a parsed file or any object with `width`, `height` and `path` (SPEC §9).
 */
export function verifyTour(
  doc: ParsedTour | TourDocumentLike | CompactTourLike,
  options: VerifyOptions = {},
): TourReport {
  const tour = isParsed(doc) ? doc : isCompact(doc) ? readCompact(doc) : readTourDocument(doc);
  const checker = new PathChecker(tour.width, tour.height, options, tour.notation);
  const { xs, ys, lines, columns, malformed } = tour;
  for (let i = 0; i < tour.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    const line = lines?.[i] ?? 0;
    const column = columns?.[i] ?? 0;
    if (Number.isNaN(x) || Number.isNaN(y)) {
      checker.malformed(
        malformed.get(i + 1) ?? 'malformed entry (expected [x, y] with integers x and y)',
        line,
        column,
      );
    } else if (!Number.isInteger(x) || !Number.isInteger(y)) {
      checker.malformed(`(${x},${y}) is not a pair of integers`, line, column);
    } else checker.visit(x, y, line, column);
  }
  return withClaims(checker.finish(), tour.claims, tour.reading);
}

/** A sink that checks as it is fed: the streaming verifier. */
class CheckingSink implements TourSink {
  checker: PathChecker | undefined;
  claims: TourClaims = {};

  constructor(private readonly options: VerifyOptions) {}

  begin(reading: Reading, notation: SquareNotation | undefined, claims: TourClaims): void {
    // A board cannot hold a square twice, so one bit a square is enough there.
    this.checker = new PathChecker(
      reading.width,
      reading.height,
      this.options,
      notation,
      reading.format !== 'text',
    );
    this.claims = claims;
  }

  visit(x: number, y: number, line: number, column: number): void {
    this.checker!.visit(x, y, line, column);
  }

  malformed(why: string, line: number, column: number): void {
    this.checker!.malformed(why, line, column);
  }
}

/** A verifier fed a file in pieces: see {@link createTourVerifier}. */
export interface TourVerifier {
  /** The next piece of the text (any size; a file is never needed whole). */
  push(chunk: string): void;
  /** The report, once the whole text was pushed. Throws `TourFormatError` for text that is no tour. */
  finish(): TourReport;
}

/**
 * Verifies text as it arrives, in bounded memory: the tour is checked while it is read and
 * never held as a whole (one Int32 per square for a move list, one bit per square plus the
 * board for a board). Same readers and options as {@link parseTour}. Throws
 * `TourFormatError` (from `push` or `finish`) for text that is no tour.
 */
export function createTourVerifier(options: ReadOptions & VerifyOptions = {}): TourVerifier {
  const sink = new CheckingSink(options);
  const reader = new TourReader(sink, options);
  return {
    push: (chunk) => reader.push(chunk),
    finish() {
      const { reading, claims } = reader.finish();
      return withClaims(sink.checker!.finish(), claims, reading);
    },
  };
}

/** {@link createTourVerifier} for text already in memory. */
export function verifyText(text: string, options: ReadOptions & VerifyOptions = {}): TourReport {
  const verifier = createTourVerifier(options);
  verifier.push(text);
  return verifier.finish();
}

/**
 * Fast check of a complete open tour given as linear square indices (`y * width + x`), for
 * sweeps that re-check every tour they find. Returns a one-line problem, or undefined when
 * the walk visits every square of `board` exactly once with knight moves. Matches the
 * `WalkCheck` of `@knights-tour/sweep/plan`.
 *
 * Sweeps check millions of tours, so the yes/no answer comes from a small WebAssembly module
 * of the verifier's own (tour-check.wat), which divides nothing and allocates nothing. Any
 * failure, and any board it cannot take (narrower than 5, no WebAssembly), is decided by the
 * plain loop, which names the first problem by step.
 */
export function checkSquares(board: Board, squares: Int32Array): string | undefined {
  const { width, height } = board;
  const total = width * height;
  if (squares.length !== total) {
    return `the walk has ${squares.length} steps but the ${width}x${height} board has ${total} squares`;
  }
  if (isOpenTour(width, squares) === true) return undefined;
  return checkSquaresPlainly(board, squares);
}

/** The first problem of a walk of {@link checkSquares}, with coordinates by division. */
function checkSquaresPlainly(board: Board, squares: Int32Array): string | undefined {
  const { width } = board;
  const total = squares.length;
  const seen = new Uint8Array(total);
  let px = 0;
  let py = 0;
  for (let i = 0; i < total; i++) {
    const s = squares[i]!;
    if (s < 0 || s >= total) return `step ${i + 1}: square index ${s} is off the board`;
    if (seen[s] === 1) {
      return `step ${i + 1}: square ${sq(s % width, Math.floor(s / width))} was already visited`;
    }
    seen[s] = 1;
    const x = s % width;
    const y = (s - x) / width;
    if (i > 0 && !isKnight(x - px, y - py)) {
      return `step ${i + 1}: ${sq(px, py)} to ${sq(x, y)} is not a knight move`;
    }
    px = x;
    py = y;
  }
  return undefined;
}
