/**
 * The verifier's own knight-move test, for 2-D and 3-D alike: integer steps with
 * dx² + dy² + dz² = 5 (2 along one axis, 1 along another, 0 along the third).
 *
 * Deliberately not core's `isKnightMove`: the verifier checks the solvers' output, so it shares
 * no rule with them (docs/architecture.md). A bug in core's move table must not also hide
 * here. Callers pass integers (squares are validated before moves are looked at).
 */
export function isKnightStep(dx: number, dy: number, dz = 0): boolean {
  return dx * dx + dy * dy + dz * dz === 5;
}

/**
 * The verifier's own numbering of the 8 knight moves of a 2-D board, by SPEC §2's rule rather
 * than from a table: clockwise (screen orientation, y down) from west-north-west, 0-based (SPEC's
 * move k is `KNIGHT_MOVES[k - 1]`). Sweeps hand their walks over as these numbers.
 */
export const KNIGHT_MOVES: readonly (readonly [dx: number, dy: number])[] = (() => {
  const moves: [number, number][] = [];
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) if (isKnightStep(dx, dy)) moves.push([dx, dy]);
  }
  // Clockwise on screen is the angle from +x growing towards +y (down); west-north-west,
  // (−2, −1), has the smallest angle above −π.
  return moves.sort(([ax, ay], [bx, by]) => Math.atan2(ay, ax) - Math.atan2(by, bx));
})();
