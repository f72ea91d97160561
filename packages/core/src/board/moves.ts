/**
 * The eight knight moves, numbered clockwise (screen orientation, y down) from
 * west-north-west: move `k` (1-based) lies in relative octant `k` (SPEC §2).
 * Stored 0-based: `MOVES[k - 1]`.
 */
export const MOVES: readonly (readonly [dx: number, dy: number])[] = [
  [-2, -1],
  [-1, -2],
  [1, -2],
  [2, -1],
  [2, 1],
  [1, 2],
  [-1, 2],
  [-2, 1],
];

/** True when `(dx, dy)` is a knight move. */
export function isKnightMove(dx: number, dy: number): boolean {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  return (ax === 1 && ay === 2) || (ax === 2 && ay === 1);
}
