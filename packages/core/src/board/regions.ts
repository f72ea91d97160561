import type { Board } from './board.js';

/**
 * Absolute quadrant 1..4 (NW, NE, SE, SW) in the pinwheel convention of SPEC §3: a 90°
 * rotation maps quadrant q to q + 1, and boundary squares belong to the quadrant
 * clockwise-after the axis. The centre of an odd board is quadrant 1.
 */
export function quadrantOf(board: Board, x: number, y: number): 1 | 2 | 3 | 4 {
  const X = 2 * x - (board.width - 1);
  const Y = 2 * y - (board.height - 1);
  if (X < 0 && Y <= 0) return 1;
  if (X >= 0 && Y < 0) return 2;
  if (X > 0 && Y >= 0) return 3;
  if (X <= 0 && Y > 0) return 4;
  return 1; // the centre of an odd board
}

/** Absolute octant 1..8, numbered clockwise from west-north-west (SPEC §3). The centre is octant 1. */
export function octantOf(board: Board, x: number, y: number): number {
  const X = 2 * x - (board.width - 1);
  const Y = 2 * y - (board.height - 1);
  const ax = Math.abs(X);
  const ay = Math.abs(Y);
  switch (quadrantOf(board, x, y)) {
    case 1:
      return ax >= ay ? 1 : 2;
    case 2:
      return ay >= ax ? 3 : 4;
    case 3:
      return ax >= ay ? 5 : 6;
    case 4:
      return ay >= ax ? 7 : 8;
  }
}

/**
 * Manhattan distance to the nearest corner, `Σ min(c, side − 1 − c)` over the axes: SPEC §4
 * criterion (b) (and its 3-D analogue).
 */
export function cornerDistance(board: Board, x: number, y: number, z = 0): number {
  return (
    Math.min(x, board.width - 1 - x) +
    Math.min(y, board.height - 1 - y) +
    Math.min(z, board.depth - 1 - z)
  );
}

/**
 * Distance to the nearest edge (the nearest face of a box): SPEC §4 criterion (c). A 2-D
 * board has no faces along z, so its layer does not count.
 */
export function edgeDistance(board: Board, x: number, y: number, z = 0): number {
  const plane = Math.min(x, board.width - 1 - x, y, board.height - 1 - y);
  return board.depth === 1 ? plane : Math.min(plane, z, board.depth - 1 - z);
}
