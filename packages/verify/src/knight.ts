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
