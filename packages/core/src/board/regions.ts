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
