import { KnightsTourError } from '../text/errors.js';

/**
 * A board: `width × height`, or a `width × height × depth` box (docs/three-d.md). Every board
 * is a box; a 2-D board has `depth` 1. Make one with {@link createBoard} (or check a plain
 * object with {@link checkBoard}). Records hold a `Board`; files write its `boardFields`.
 */
export interface Board {
  readonly width: number;
  readonly height: number;
  readonly depth: number;
}

/** What the public doors accept as a board: any `{ width, height }` (`depth` 1 when absent), checked there. */
export interface BoardLike {
  readonly width: number;
  readonly height: number;
  readonly depth?: number | undefined;
}

/**
 * Largest 2-D board the heuristics accept, in squares. A walk keeps 3 bytes per square of
 * working state (pattern, degree template, degrees) plus the 4-byte-per-square tour: 7 bytes
 * per square, measured. At the limit, 16,384 × 16,384 (2^28 squares), one OctAML16 tour takes
 * about 1.9 GB and half a minute (docs/performance.md); beyond it memory, not time, decides.
 */
export const MAX_SQUARES = 2 ** 28;

/** Largest side of any board. */
export const MAX_SIDE = 16_384;

/**
 * Largest box (a board of several layers), in cells: 2^24 (256³). The 3-D engine keeps a 24-entry target
 * table per cell, about 100 bytes a cell: 1.7 GB at the limit.
 */
export const MAX_CELLS_3D = Math.min(2 ** 24, MAX_SQUARES);

const SIDES = ['width', 'height', 'depth'] as const;

/**
 * Validates and returns a board (`depth` 1 is a 2-D board). Throws {@link KnightsTourError}
 * naming the side that is wrong and why: not a positive integer, longer than
 * {@link MAX_SIDE}, or more squares ({@link MAX_SQUARES}) or cells ({@link MAX_CELLS_3D})
 * than the engines can hold.
 */
export function createBoard(width: number, height: number = width, depth = 1): Board {
  const values = [width, height, depth];
  values.forEach((v, i) => {
    const side = SIDES[i]!;
    if (!Number.isInteger(v) || v < 1) {
      throw new KnightsTourError(`${side} must be a positive integer, got ${String(v)}`);
    }
    if (v > MAX_SIDE) {
      throw new KnightsTourError(
        depth === 1
          ? `${side} ${v} is larger than the maximum side ${MAX_SIDE} (a tour needs 7 bytes of memory per square: about 1.9 GB at ${MAX_SIDE}x${MAX_SIDE})`
          : `${side} ${v} is larger than the maximum side ${MAX_SIDE}`,
      );
    }
  });
  const board: Board = { width, height, depth };
  const cells = width * height * depth;
  if (depth === 1 && cells > MAX_SQUARES) {
    throw new KnightsTourError(
      `board ${boardName(board)} has ${cells} squares, more than the limit ${MAX_SQUARES} (a tour needs 7 bytes of memory per square)`,
    );
  }
  if (depth > 1 && cells > MAX_CELLS_3D) {
    throw new KnightsTourError(
      `board ${boardName(board)} has ${cells} cells, more than the 3-D limit ${MAX_CELLS_3D} (the 3-D walk needs about 100 bytes per cell)`,
    );
  }
  return board;
}

/**
 * Validates a board given as a plain object (`Board` is structural; a missing `depth` is 1).
 * The public doors call it once; everything below them trusts the board.
 */
export function checkBoard(board: BoardLike): Board {
  return createBoard(board?.width, board?.height, board?.depth ?? 1);
}

/** `8x8`, `8x10`, `6x6x6`: the board's name in every message, report and file name. */
export function boardName(board: Board): string {
  const { width, height, depth } = board;
  return depth === 1 ? `${width}x${height}` : `${width}x${height}x${depth}`;
}

/** Squares of a 2-D board, cells of a box. */
export function cellCount(board: Board): number {
  return board.width * board.height * board.depth;
}

/** True when the square lies on the board (integer coordinates, `z` 0 on a 2-D board). */
export function onBoard(board: Board, x: number, y: number, z = 0): boolean {
  return (
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    Number.isInteger(z) &&
    x >= 0 &&
    y >= 0 &&
    z >= 0 &&
    x < board.width &&
    y < board.height &&
    z < board.depth
  );
}

/** Flat index `(z·height + y)·width + x` (`y·width + x` on a 2-D board): a layer is a 2-D board in row order. */
export function cellIndex(board: Board, x: number, y: number, z = 0): number {
  return (z * board.height + y) * board.width + x;
}

/**
 * The door check of the 2-D-only algorithms (exact search, counts, existence, constructions):
 * {@link checkBoard}, and a box is refused by name. `what` names the job in words a CLI user
 * knows (`counting tours`), never the function, since the CLI and the Action show it as is.
 */
export function checkPlaneBoard(board: BoardLike, what: string): Board {
  const checked = checkBoard(board);
  if (checked.depth !== 1) {
    throw new KnightsTourError(`${what} works on 2-D boards only, not on ${boardName(checked)}`);
  }
  return checked;
}
