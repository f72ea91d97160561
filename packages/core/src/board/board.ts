/** A square `[x, y]`: column `x` from the left, row `y` from the top; `(0, 0)` is the top-left corner. */
export type Square = readonly [x: number, y: number];

/** A `width × height` board. Square boards have `width === height`. */
export interface Board {
  readonly width: number;
  readonly height: number;
}

/**
 * Largest board the heuristics accept, in squares. A walk keeps 3 bytes per square of
 * working state (pattern, degree template, degrees) plus the 4-byte-per-square tour: 7 bytes
 * per square, measured. At the limit, 16,384 × 16,384 (2^28 squares), one OctAML16 tour takes
 * about 1.9 GB and half a minute (docs/performance.md); beyond it memory, not time, decides.
 */
export const MAX_SQUARES = 2 ** 28;

/** Largest side accepted by {@link createBoard}. */
export const MAX_SIDE = 16_384;

/** Thrown for any input the library cannot work with (bad size, square off the board, …). */
export class KnightsTourError extends Error {
  override readonly name = 'KnightsTourError';
}

/** Validates and returns a board. Throws {@link KnightsTourError} for sizes that are not positive integers or too large. */
export function createBoard(width: number, height: number = width): Board {
  for (const [label, v] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(v) || v < 1) {
      throw new KnightsTourError(`${label} must be a positive integer, got ${String(v)}`);
    }
    if (v > MAX_SIDE) {
      throw new KnightsTourError(
        `${label} ${v} is larger than the maximum side ${MAX_SIDE} (a tour needs 7 bytes of memory per square: about 1.9 GB at ${MAX_SIDE}x${MAX_SIDE})`,
      );
    }
  }
  if (width * height > MAX_SQUARES) {
    throw new KnightsTourError(
      `board ${width}x${height} has ${width * height} squares, more than the limit ${MAX_SQUARES} (a tour needs 7 bytes of memory per square)`,
    );
  }
  return { width, height };
}

/**
 * Re-validates a board given as a plain object (`Board` is structural, so callers can pass
 * any `{ width, height }`): every public entry point that takes a board calls this first,
 * so a bad size is a {@link KnightsTourError}, never a RangeError, a hang or a crash.
 */
export function checkBoard(board: Board): Board {
  return createBoard(board?.width, board?.height);
}

/** True when `(x, y)` lies on the board. */
export function onBoard(board: Board, x: number, y: number): boolean {
  return (
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    x >= 0 &&
    y >= 0 &&
    x < board.width &&
    y < board.height
  );
}

/**
 * The start check of every entry point that takes a start square: throws
 * {@link KnightsTourError} (saying the valid range) unless `(x, y)` is on the board.
 */
export function assertStart(board: Board, x: number, y: number): void {
  if (!onBoard(board, x, y)) {
    throw new KnightsTourError(
      `start (${x},${y}) is off the ${board.width}x${board.height} board (x from 0 to ${board.width - 1}, y from 0 to ${board.height - 1})`,
    );
  }
}

/** White squares have `x + y` even: the corners' colour. */
export function isWhite(x: number, y: number): boolean {
  return ((x + y) & 1) === 0;
}

/**
 * Can an open tour start here at all? Every square when the board has an even number of
 * squares; only white squares when it is odd × odd (there is one more white than black).
 */
export function isPossibleStart(board: Board, x: number, y: number): boolean {
  if (!onBoard(board, x, y)) return false;
  return (board.width * board.height) % 2 === 0 || isWhite(x, y);
}

/** Why no open tour can start from a black square of an odd board. */
export function parityReason(board: Board, x: number, y: number): string | undefined {
  if ((board.width * board.height) % 2 === 1 && !isWhite(x, y)) {
    return `no open tour starts at (${x},${y}): on an odd ${board.width}x${board.height} board white squares outnumber black by one, so a tour must start and end on white, and (${x},${y}) is black`;
  }
  return undefined;
}

/** Manhattan distance to the nearest corner: SPEC §4 criterion (b). */
export function cornerDistance(board: Board, x: number, y: number): number {
  return Math.min(x, board.width - 1 - x) + Math.min(y, board.height - 1 - y);
}

/** Distance to the nearest edge: SPEC §4 criterion (c). */
export function edgeDistance(board: Board, x: number, y: number): number {
  return Math.min(x, board.width - 1 - x, y, board.height - 1 - y);
}
