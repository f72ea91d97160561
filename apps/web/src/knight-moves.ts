import { type Board, cellAt, cellIndex, isKnightMove, MOVES, onBoard } from '@knights-tour/core';

/** The knight moves of a box, found by core's `isKnightMove` (24). */
function boxMoves(): readonly (readonly [number, number, number])[] {
  const out: [number, number, number][] = [];
  for (const dz of [-2, -1, 0, 1, 2]) {
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) {
        if (isKnightMove(dx, dy, dz)) out.push([dx, dy, dz]);
      }
    }
  }
  return out;
}

// On a 2-D board, core's numbered moves in their order (SPEC §2): ties go to the first.
const PLANE: readonly (readonly [number, number, number])[] = MOVES.map(([dx, dy]) => [dx, dy, 0]);
const BOX = boxMoves();

/** The cells a knight's move from `cell` (flat indices), in 2-D or 3-D. */
export function knightTargets(board: Board, cell: number): number[] {
  const [x, y, z = 0] = cellAt(board, cell);
  const out: number[] = [];
  for (const [dx, dy, dz] of board.depth > 1 ? BOX : PLANE) {
    if (onBoard(board, x + dx, y + dy, z + dz)) out.push(cellIndex(board, x + dx, y + dy, z + dz));
  }
  return out;
}
