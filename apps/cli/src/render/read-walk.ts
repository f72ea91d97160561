import {
  boardName,
  cellIndex,
  onBoard,
  rethrowAs,
  squareLabel,
  squareOf,
} from '@knights-tour/core';
import type { WalkLike } from '@knights-tour/picture';
import { parseTour } from '@knights-tour/verify';
import { UsageError, usageError } from '../command.js';

/**
 * Reads a tour file with the verifier's readers into the walk a picture takes, the file's
 * name in the one-line error; every step must be a cell of the board, or it cannot be drawn.
 */
export function readWalk(name: string, text: string): WalkLike {
  const tour = rethrowAs(() => parseTour(text), usageError(name));
  const { board } = tour;
  const squares = new Int32Array(tour.length);
  for (let i = 0; i < tour.length; i++) {
    const [x, y, z] = [tour.xs[i]!, tour.ys[i]!, tour.zs[i]!];
    const square = squareOf(board, x, y, z);
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
  return { board, squares };
}
