import {
  type Board,
  type BoardLike,
  boardName,
  checkBoard,
  quote,
  rethrowAs,
  squareArity,
} from '@knights-tour/core';
import { ClaimsReader } from './claims.js';
import { TourFormatError } from './errors.js';
import type { Reading } from './reading.js';
import type { TourClaims, TourSink } from './sink.js';

/** The least a tour document must have (SPEC §9): `width`, `height` (`depth` on a box) and `path`. */
export interface TourDocumentLike {
  readonly width: number;
  readonly height: number;
  /** A box's third side; absent or 1 on a 2-D board. */
  readonly depth?: number | undefined;
  /** `[x, y]` entries, `[x, y, z]` on a box. */
  readonly path: readonly unknown[];
  /** Informative fields (SPEC §9): compared with what the verifier finds, never trusted. */
  readonly format?: unknown;
  readonly complete?: unknown;
  readonly closed?: unknown;
  readonly start?: unknown;
}

/**
 * A compact walk, as core's `findTour` returns it (a `Tour`): its `board` and flat square
 * indices (`y * width + x`, `(z * height + y) * width + x` on a box) instead of a `path`.
 */
export interface CompactTourLike {
  readonly board: BoardLike;
  readonly squares: ArrayLike<number>;
  readonly complete?: unknown;
  readonly closed?: unknown;
  readonly start?: unknown;
}

/** What a square of `arity` coordinates is written as: `[x, y] with integers x and y`. */
export function expectedSquare(arity: 2 | 3): string {
  return arity === 3 ? '[x, y, z] with integers x, y and z' : '[x, y] with integers x and y';
}

/** `malformed entry '[1]' (expected [x, y] with integers x and y)`. */
function malformedEntry(shown: string, board: Board): string {
  return `malformed entry ${shown} (expected ${expectedSquare(squareArity(board))})`;
}

function show(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return quote(text, 30);
}

/**
 * The board a document names (SPEC §9: `width`, `height`, `depth` on a box), or a compact
 * walk's `board`, with one-line errors naming the field (core's limits).
 */
export function documentBoard(doc: Record<string, unknown>, what = 'the document'): Board {
  for (const side of ['width', 'height', 'depth'] as const) {
    const v = doc[side];
    if (v === undefined && side === 'depth') continue;
    if (v === undefined) throw new TourFormatError(`${what} has no '${side}'`);
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
      throw new TourFormatError(`'${side}' must be a positive integer, got ${show(v)}`);
    }
  }
  return rethrowAs(
    () => checkBoard(doc as unknown as BoardLike),
    (error) => new TourFormatError(error.message),
  );
}

/** The board of a compact walk: its `board` field, checked as a document's sides are. */
function compactBoard(board: unknown): Board {
  if (typeof board !== 'object' || board === null || Array.isArray(board)) {
    throw new TourFormatError(
      `a compact walk needs a 'board' { width, height }, got ${show(board)}`,
    );
  }
  return documentBoard(board as Record<string, unknown>, "the walk's board");
}

/**
 * Reads a tour given as an object (a parsed SPEC §9 document, or a compact walk) into a sink:
 * the object's own source, so it goes to the checker without being converted first.
 * Entries that are not squares become malformed steps; a missing or ill-typed `width`,
 * `height`, `depth` or `path`, or a box whose path holds 2-D pairs, throws `TourFormatError`.
 */
export function readTourObject(
  value: unknown,
  sink: TourSink,
): { reading: Reading; claims: TourClaims } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TourFormatError(
      `a tour document must be an object with width, height and path, got ${Array.isArray(value) ? 'an array' : show(value)}`,
    );
  }
  const doc = value as Record<string, unknown>;
  const compact = doc.path === undefined && doc.squares !== undefined;
  const board = compact ? compactBoard(doc.board) : documentBoard(doc);
  const claims = new ClaimsReader();
  for (const key of ['format', 'complete', 'closed', 'start']) claims.field(key, doc[key]);
  const reading: Reading = {
    format: 'json',
    style: compact ? 'compact walk of square indices' : 'tour document',
    origin: 0,
    order: 'xy',
    board,
    sizeFrom: 'document',
    skipped: [],
  };
  if (compact) readSquares(doc.squares, board, sink, reading, claims.result());
  else readPath(doc.path, board, sink, reading, claims.result());
  return { reading, claims: claims.result() };
}

function readPath(
  path: unknown,
  board: Board,
  sink: TourSink,
  reading: Reading,
  claims: TourClaims,
): void {
  if (path === undefined) throw new TourFormatError("the document has no 'path'");
  if (!Array.isArray(path)) {
    throw new TourFormatError(`'path' must be an array of squares, got ${show(path)}`);
  }
  const arity = squareArity(board);
  const first = path[0];
  if (arity === 3 && Array.isArray(first) && first.length === 2) {
    throw new TourFormatError(
      `the document is the box ${boardName(board)} but its path holds [x, y] pairs: a 2-D tour with a depth?`,
    );
  }
  sink.begin(reading, undefined, claims);
  for (const entry of path) {
    if (
      Array.isArray(entry) &&
      entry.length === arity &&
      entry.every((v) => typeof v === 'number' && Number.isInteger(v))
    ) {
      sink.visit(entry[0], entry[1], arity === 3 ? entry[2] : 0, 0, 0);
    } else sink.malformed(malformedEntry(show(entry), board), 0, 0);
  }
}

function readSquares(
  squares: unknown,
  board: Board,
  sink: TourSink,
  reading: Reading,
  claims: TourClaims,
): void {
  const list = squares as ArrayLike<number>;
  if (typeof list !== 'object' || list === null || typeof list.length !== 'number') {
    throw new TourFormatError(`'squares' must be an array of square indices, got ${show(squares)}`);
  }
  sink.begin(reading, undefined, claims);
  const { width, height } = board;
  const total = width * height * board.depth;
  for (let k = 0; k < list.length; k++) {
    const s = list[k]!;
    if (Number.isInteger(s) && s >= 0 && s < total) {
      const x = s % width;
      const rest = (s - x) / width;
      const y = rest % height;
      sink.visit(x, y, (rest - y) / height, 0, 0);
    } else {
      sink.malformed(
        `square index ${show(s)} is not a square of the ${boardName(board)} board (indices 0 to ${total - 1})`,
        0,
        0,
      );
    }
  }
}
