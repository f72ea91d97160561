import { KnightsTourError, MAX_SIDE, MAX_SQUARES } from '../board/board.js';

/** A cell `[x, y, z]` of a 3-D board: column `x`, row `y`, layer `z`, all from 0. */
export type Cell = readonly [x: number, y: number, z: number];

/** A `width × height × depth` box. A cube has three equal sides. */
export interface Board3d {
  readonly width: number;
  readonly height: number;
  readonly depth: number;
}

/** The side lengths of a box as an array indexed by axis (0 = x, 1 = y, 2 = z). */
export function sidesOf(board: Board3d): [number, number, number] {
  return [board.width, board.height, board.depth];
}

/** Validates and returns a box. Throws {@link KnightsTourError} for sides that are not positive integers or too large. */
export function createBoard3d(
  width: number,
  height: number = width,
  depth: number = width,
): Board3d {
  const sides = [
    ['width', width],
    ['height', height],
    ['depth', depth],
  ] as const;
  for (const [label, v] of sides) {
    if (!Number.isInteger(v) || v < 1) {
      throw new KnightsTourError(`${label} must be a positive integer, got ${String(v)}`);
    }
    if (v > MAX_SIDE) {
      throw new KnightsTourError(`${label} ${v} is larger than the maximum side ${MAX_SIDE}`);
    }
  }
  // The 3-D engine keeps a 24-entry target table per cell (about 100 bytes a cell).
  const cells = width * height * depth;
  if (cells > MAX_CELLS_3D) {
    throw new KnightsTourError(
      `board ${width}x${height}x${depth} has ${cells} cells, more than the 3-D limit ${MAX_CELLS_3D} (the 3-D walk needs about 100 bytes per cell)`,
    );
  }
  return { width, height, depth };
}

/** Largest 3-D board, in cells: 2^24 (256³), about 1.7 GB of walk tables. */
export const MAX_CELLS_3D = Math.min(2 ** 24, MAX_SQUARES);

/** Number of cells. */
export function cellCount(board: Board3d): number {
  return board.width * board.height * board.depth;
}

/** True when the cell lies on the board. */
export function onBoard3d(board: Board3d, x: number, y: number, z: number): boolean {
  return x >= 0 && y >= 0 && z >= 0 && x < board.width && y < board.height && z < board.depth;
}

/** Flat index `(z·height + y)·width + x`: a layer is a 2-D board in the usual row order. */
export function cellIndex(board: Board3d, x: number, y: number, z: number): number {
  return (z * board.height + y) * board.width + x;
}

/** The cell of a flat index. */
export function cellAt(board: Board3d, index: number): [number, number, number] {
  const x = index % board.width;
  const rest = (index - x) / board.width;
  const y = rest % board.height;
  return [x, y, (rest - y) / board.height];
}

/** White cells have `x + y + z` even, the colour of the corner `(0,0,0)`. A knight move always changes colour. */
export function isWhite3d(x: number, y: number, z: number): boolean {
  return (x + y + z) % 2 === 0;
}

/**
 * Every cell when the board has an even number of cells; white cells only when all three
 * sides are odd (one more white than black, so an open tour starts and ends on white).
 */
export function isPossibleStart3d(board: Board3d, x: number, y: number, z: number): boolean {
  return cellCount(board) % 2 === 0 || isWhite3d(x, y, z);
}

/** Why a start is impossible by parity, or undefined when it is possible. */
export function parityReason3d(
  board: Board3d,
  x: number,
  y: number,
  z: number,
): string | undefined {
  if (isPossibleStart3d(board, x, y, z)) return undefined;
  return `no open tour starts at (${x},${y},${z}): on a ${board.width}x${board.height}x${board.depth} board (all sides odd) a tour starts and ends on the majority colour, x+y+z even`;
}

/** Manhattan distance to the nearest corner: Σ min(xᵢ, Lᵢ−1−xᵢ) (criterion (b) in 3-D). */
export function cornerDistance3d(board: Board3d, x: number, y: number, z: number): number {
  return (
    Math.min(x, board.width - 1 - x) +
    Math.min(y, board.height - 1 - y) +
    Math.min(z, board.depth - 1 - z)
  );
}

/** Distance to the nearest face: min over axes of min(xᵢ, Lᵢ−1−xᵢ) (criterion (c) in 3-D). */
export function faceDistance3d(board: Board3d, x: number, y: number, z: number): number {
  return Math.min(x, board.width - 1 - x, y, board.height - 1 - y, z, board.depth - 1 - z);
}

/** The 3-D start check (assertStart's rule one dimension up): throws {@link KnightsTourError} unless the cell is on the board. */
export function checkCell(board: Board3d, cell: readonly number[]): Cell {
  const [x, y, z] = cell;
  if (
    cell.length !== 3 ||
    !Number.isInteger(x) ||
    !Number.isInteger(y) ||
    !Number.isInteger(z) ||
    !onBoard3d(board, x!, y!, z!)
  ) {
    throw new KnightsTourError(
      `start (${cell.join(',')}) is off the ${board.width}x${board.height}x${board.depth} board (x from 0 to ${board.width - 1}, y from 0 to ${board.height - 1}, z from 0 to ${board.depth - 1})`,
    );
  }
  return [x!, y!, z!];
}
