import {
  type Board,
  boardName,
  cellIndex,
  KnightsTourError,
  onBoard,
  squareLabel,
} from '@knights-tour/core';
import type { WalkLike } from '@knights-tour/picture';
import { isTour3dText, parseTour, parseTour3d } from '@knights-tour/verify';
import { UsageError } from '../command.js';

/** A tour as verify's readers give it, 2-D (no `zs`) or 3-D. */
interface ReadTour {
  readonly width: number;
  readonly height: number;
  readonly depth?: number;
  readonly length: number;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly zs?: Float64Array;
  readonly malformed: ReadonlyMap<number, string>;
}

/**
 * Reads a tour file with the verifier's readers into the walk a picture takes, the file's
 * name in the one-line error; every step must be a cell of the board, or it cannot be drawn.
 */
export function readWalk(name: string, text: string): WalkLike {
  let tour: ReadTour;
  try {
    // verify reads the two dimensions with two readers today; the picture takes either.
    tour = isTour3dText(text) ? parseTour3d(text) : parseTour(text);
  } catch (error) {
    if (error instanceof KnightsTourError) throw new UsageError(`${name}: ${error.message}`);
    throw error;
  }
  const board: Board = { width: tour.width, height: tour.height, depth: tour.depth ?? 1 };
  const squares = new Int32Array(tour.length);
  for (let i = 0; i < tour.length; i++) {
    const square = [tour.xs[i]!, tour.ys[i]!, ...(tour.zs ? [tour.zs[i]!] : [])];
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
