import { type Board, boardName } from '@knights-tour/core';
import { checkSquares } from '../check-squares.js';
import { TourFormatError } from '../errors.js';
import { isKnightStep } from '../knight.js';
import { type CompactTourLike, readTourObject, type TourDocumentLike } from '../object-reader.js';
import { type ParsedTour, ParsedTourBuilder } from '../parsed-tour.js';

/** A complete tour as the analysis reads it: the board, the walk as flat indices and each square's step. */
export interface TourWalk {
  readonly board: Board;
  readonly squares: Int32Array;
  /** `step[s]`: the 0-based step at which square `s` is visited. */
  readonly step: Int32Array;
  /** The last square is a knight move from the first. */
  readonly closed: boolean;
  /** The knight moves of the board's dimension, as flat index offsets per vector. */
  readonly vectors: readonly (readonly [number, number, number])[];
}

/** The knight vectors of a board: 8 in 2-D, 24 in 3-D (the verifier's own rule, knight.ts). */
function knightVectors(board: Board): [number, number, number][] {
  const out: [number, number, number][] = [];
  const zs = board.depth > 1 ? [-2, -1, 0, 1, 2] : [0];
  for (const dz of zs) {
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) if (isKnightStep(dx, dy, dz)) out.push([dx, dy, dz]);
    }
  }
  return out;
}

/**
 * The walk of a complete tour, from a parsed file, a document or a compact walk (what
 * `verifyTour` takes). Throws `TourFormatError`
 * when it is not a complete tour (verify it first: the analysis describes tours, nothing else).
 */
export function tourWalk(input: ParsedTour | TourDocumentLike | CompactTourLike): TourWalk {
  let tour: ParsedTour;
  if ((input as ParsedTour).xs instanceof Float64Array) tour = input as ParsedTour;
  else {
    const builder = new ParsedTourBuilder();
    const { reading, claims } = readTourObject(input, builder);
    tour = builder.build(reading, claims);
  }
  const { board } = tour;
  const squares = new Int32Array(tour.length);
  for (let i = 0; i < tour.length; i++) {
    const s = (tour.zs[i]! * board.height + tour.ys[i]!) * board.width + tour.xs[i]!;
    // An entry that is no square of the board: -1, which checkSquares names.
    squares[i] =
      Number.isInteger(s) && tour.xs[i]! < board.width && tour.ys[i]! < board.height ? s : -1;
  }
  const problem = checkSquares(board, squares);
  if (problem !== undefined) {
    throw new TourFormatError(
      `not a complete tour of ${boardName(board)}, nothing to analyse: ${problem}`,
    );
  }
  const step = new Int32Array(squares.length);
  for (let i = 0; i < squares.length; i++) step[squares[i]!] = i;
  const vectors = knightVectors(board);
  const at = (s: number) => coordinates(board, s);
  const [x0, y0, z0] = at(squares[0]!);
  const [x1, y1, z1] = at(squares[squares.length - 1]!);
  const closed = squares.length > 2 && isKnightStep(x1 - x0, y1 - y0, z1 - z0);
  return { board, squares, step, closed, vectors };
}

/** `[x, y, z]` of a flat index. */
export function coordinates(board: Board, s: number): [number, number, number] {
  const x = s % board.width;
  const rest = (s - x) / board.width;
  const y = rest % board.height;
  return [x, y, (rest - y) / board.height];
}

/** The flat index of a square, or −1 off the board. */
export function indexOf(board: Board, x: number, y: number, z: number): number {
  if (x < 0 || y < 0 || z < 0 || x >= board.width || y >= board.height || z >= board.depth)
    return -1;
  return (z * board.height + y) * board.width + x;
}
