import { type Board, isPossibleStart, KnightsTourError, type Square } from './board.js';
import { octantOf } from './regions.js';

/** Named start-square sets of SPEC §7. All of them contain possible starts only. */
export const START_SETS = ['all', 'octant', 'paper-octant1', 'paper-quadrant2', 'corner'] as const;
export type StartSetName = (typeof START_SETS)[number];

export function isStartSetName(name: string): name is StartSetName {
  return (START_SETS as readonly string[]).includes(name);
}

/**
 * Whether `(x, y)` belongs to the named set on this board (possible starts only).
 * On a rectangle, `octant` means one square per class of its 4 symmetries (the top-left quarter).
 */
export function inStartSet(set: StartSetName, board: Board, x: number, y: number): boolean {
  if (!isPossibleStart(board, x, y)) return false;
  const { width: w, height: h } = board;
  const half = Math.floor(w / 2);
  switch (set) {
    case 'all':
      return true;
    case 'corner':
      return x === 0 && y === 0;
    case 'octant':
      if (w !== h) return 2 * x <= w - 1 && 2 * y <= h - 1;
      return octantOf(board, x, y) === 1;
    case 'paper-octant1':
      return x < half && y <= half && x <= y;
    case 'paper-quadrant2':
      return x > half && y < half;
  }
}

/** Squares of a named set, row by row (y, then x). */
export function startSquares(set: StartSetName, board: Board): Square[] {
  if (!isStartSetName(set)) {
    throw new KnightsTourError(
      `unknown start set '${String(set)}' (expected one of ${START_SETS.join(', ')})`,
    );
  }
  const out: Square[] = [];
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      if (inStartSet(set, board, x, y)) out.push([x, y]);
    }
  }
  return out;
}

/** Number of squares in a named set, without materialising them. */
export function countStartSquares(set: StartSetName, board: Board): number {
  let count = 0;
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      if (inStartSet(set, board, x, y)) count++;
    }
  }
  return count;
}
