import { KnightsTourError } from '../text/errors.js';
import { orList, quote } from '../text/quote.js';
import { type Board, boardName, cellIndex } from './board.js';
import { isPossibleStart } from './colour.js';
import { octantOf } from './regions.js';
import { type Square, squareOf } from './square.js';
import { type Symmetry, symmetriesOf } from './symmetry.js';

/**
 * Named start-square sets (SPEC §7; `fundamental` is the boxes' one square per symmetry class,
 * docs/three-d.md). All of them contain possible starts only.
 */
export const START_SETS = [
  'all',
  'octant',
  'paper-octant1',
  'paper-quadrant2',
  'corner',
  'fundamental',
] as const;
/** The name of a start-square set of {@link START_SETS}. */
export type StartSetName = (typeof START_SETS)[number];

const BOX_SETS: readonly StartSetName[] = ['all', 'fundamental', 'corner'];

/**
 * The start sets that apply to a board: all of them on a 2-D board; `all`, `fundamental`,
 * `corner` on a box (the octant and paper sets are defined for the plane).
 */
export function startSetsFor(board: Board): readonly StartSetName[] {
  return board.depth === 1 ? START_SETS : BOX_SETS;
}

/** True when `name` is one of {@link START_SETS} (exact spelling). */
export function isStartSetName(name: string): name is StartSetName {
  return (START_SETS as readonly string[]).includes(name);
}

/** Throws {@link KnightsTourError} unless the set applies to the board, naming the ones that do. */
export function checkStartSet(set: StartSetName, board: Board): void {
  const sets = startSetsFor(board);
  if (!isStartSetName(set)) {
    throw new KnightsTourError(
      `unknown start set ${quote(String(set))} (expected one of ${START_SETS.join(', ')})`,
    );
  }
  if (!sets.includes(set)) {
    throw new KnightsTourError(
      `start set '${set}' is for 2-D boards; on ${boardName(board)} use ${orList(sets)}`,
    );
  }
}

/** A membership test for one set on one board (the box group is computed once). */
function membership(set: StartSetName, board: Board): (x: number, y: number, z: number) => boolean {
  const { width: w, height: h } = board;
  const half = Math.floor(w / 2);
  switch (set) {
    case 'all':
      return () => true;
    case 'corner':
      return (x, y, z) => x === 0 && y === 0 && z === 0;
    case 'octant':
      if (w !== h) return (x, y) => 2 * x <= w - 1 && 2 * y <= h - 1;
      return (x, y) => octantOf(board, x, y) === 1;
    case 'paper-octant1':
      return (x, y) => x < half && y <= half && x <= y;
    case 'paper-quadrant2':
      return (x, y) => x > half && y < half;
    case 'fundamental': {
      // The square of its orbit with the smallest flat index.
      const group: readonly Symmetry[] = symmetriesOf(board);
      return (x, y, z) => {
        const own = cellIndex(board, x, y, z);
        return !group.some((g) => {
          const [u, v, t = 0] = g.apply(x, y, z);
          return cellIndex(board, u, v, t) < own;
        });
      };
    }
  }
}

/**
 * Whether the square belongs to the named set on this board (possible starts only).
 * On a rectangle, `octant` means one square per class of its 4 symmetries (the top-left quarter).
 */
export function inStartSet(set: StartSetName, board: Board, x: number, y: number, z = 0): boolean {
  checkStartSet(set, board);
  return isPossibleStart(board, x, y, z) && membership(set, board)(x, y, z);
}

/** Squares of a named set in flat-index order (layer, row, column). */
export function startSquares(set: StartSetName, board: Board): Square[] {
  checkStartSet(set, board);
  const member = membership(set, board);
  const out: Square[] = [];
  for (let z = 0; z < board.depth; z++) {
    for (let y = 0; y < board.height; y++) {
      for (let x = 0; x < board.width; x++) {
        if (isPossibleStart(board, x, y, z) && member(x, y, z)) out.push(squareOf(board, x, y, z));
      }
    }
  }
  return out;
}

/** Number of squares in a named set, without materialising them. */
export function countStartSquares(set: StartSetName, board: Board): number {
  checkStartSet(set, board);
  const member = membership(set, board);
  let count = 0;
  for (let z = 0; z < board.depth; z++) {
    for (let y = 0; y < board.height; y++) {
      for (let x = 0; x < board.width; x++) {
        if (isPossibleStart(board, x, y, z) && member(x, y, z)) count++;
      }
    }
  }
  return count;
}
