import {
  type Board,
  boardName,
  cellIndex,
  KnightsTourError,
  onBoard,
  squareLabel,
} from '@knights-tour/core';
import type { WalkLike } from '@knights-tour/picture';
import { type ParsedTour, parseTour } from '@knights-tour/verify';
import { UsageError } from '../command.js';

/**
 * Reads a tour file with the verifier's readers into the walk a picture takes, the file's
 * name in the one-line error; every step must be a cell of the board, or it cannot be drawn.
 */
export function readWalk(name: string, text: string): WalkLike {
  let tour: ParsedTour;
  try {
    tour = parseTour(text);
  } catch (error) {
    if (error instanceof KnightsTourError) throw new UsageError(`${name}: ${error.message}`);
    throw error;
  }
  const board: Board = { width: tour.width, height: tour.height, depth: tour.depth };
  const squares = new Int32Array(tour.length);
  for (let i = 0; i < tour.length; i++) {
    const square = [tour.xs[i]!, tour.ys[i]!, ...(board.depth > 1 ? [tour.zs[i]!] : [])];
    const [x = 0, y = 0, z = 0] = square;
    if (square.some(Number.isNaN)) {
      const why = tour.malformed.get(i + 1) ?? 'not a square of integers';
      throw new UsageError(`${name}: step ${i + 1}: ${why}`);
    }
    if (!onBoard(board, x, y, z)) {
      throw new UsageError(
        `${name}: step ${i + 1}: ${squareLabel(square)} is off the ${boardName(board)} board, so it cannot be drawn`,
      );
    }
    squares[i] = cellIndex(board, x, y, z);
  }
  return { ...board, squares };
}
