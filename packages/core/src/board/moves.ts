/**
 * The eight knight moves of a 2-D board, numbered clockwise (screen orientation, y down) from
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

/**
 * True when `(dx, dy, dz)` is a knight move, in 2-D or 3-D alike: 2 along one axis, 1 along
 * another, 0 along the third, i.e. integer steps with dx² + dy² + dz² = 5.
 */
export function isKnightMove(dx: number, dy: number, dz = 0): boolean {
  return (
    Number.isInteger(dx) &&
    Number.isInteger(dy) &&
    Number.isInteger(dz) &&
    dx * dx + dy * dy + dz * dz === 5
  );
}
