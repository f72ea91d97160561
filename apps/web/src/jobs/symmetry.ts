import {
  type Board,
  createBoard,
  type Square,
  squaresToPath,
  symmetriesOf,
} from '@knights-tour/core';
import { checkSymmetries, type SymmetryReport } from '@knights-tour/verify';
import type { SolvedTour, SymmetryImage } from '../protocol.js';
import { solveWalk, type WalkRequest } from './solve.js';

/**
 * The walk from a start and from each of its images under the board's symmetries, with the
 * verifier's `checkSymmetries` verdict on them (2-D boards).
 */
export function symmetryImages(
  request: WalkRequest,
  start: readonly [number, number],
): { report: SymmetryReport; images: SymmetryImage[] } {
  const board: Board = createBoard(request.board.width, request.board.height);
  const tours = new Map<number, SolvedTour>();
  const solver = (from: Square) => {
    const tour = solveWalk(request, from);
    tours.set(from[1] * board.width + from[0], tour);
    return squaresToPath(board, tour.squares);
  };
  const report = checkSymmetries(board, solver, start);
  const [sx, sy] = start;
  const identity = tours.get(sy * board.width + sx)!;
  const images: SymmetryImage[] = [{ name: 'identity', start, tour: identity }];
  for (const g of symmetriesOf(board)) {
    if (g.name === 'identity') continue;
    // The checker solved every image it compared; a symmetry fixing the start shows the same walk.
    const image = g.apply(sx, sy) as [number, number];
    const tour = tours.get(image[1] * board.width + image[0]) ?? identity;
    // Each image gets its own buffer: transferring one buffer twice is an error.
    images.push({ name: g.name, start: image, tour: { ...tour, squares: tour.squares.slice() } });
  }
  return { report, images };
}
