import { type Board, cellAt, cellIndex, isKnightMove, onBoard } from '@knights-tour/core';

/** The knight moves of a board's dimension, found by core's `isKnightMove` (8 in 2-D, 24 in 3-D). */
function movesOf(depth: number): readonly (readonly [number, number, number])[] {
  const out: [number, number, number][] = [];
  const zs = depth > 1 ? [-2, -1, 0, 1, 2] : [0];
  for (const dz of zs) {
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) {
        if (isKnightMove(dx, dy, dz)) out.push([dx, dy, dz]);
      }
    }
  }
  return out;
}

const PLANE = movesOf(1);
const BOX = movesOf(2);

/** The cells a knight's move from `cell` (flat indices), in 2-D or 3-D. */
export function knightTargets(board: Board, cell: number): number[] {
  const [x, y, z = 0] = cellAt(board, cell);
  const out: number[] = [];
  for (const [dx, dy, dz] of board.depth > 1 ? BOX : PLANE) {
    if (onBoard(board, x + dx, y + dy, z + dz)) out.push(cellIndex(board, x + dx, y + dy, z + dz));
  }
  return out;
}
