/**
 * The 24 knight moves in 3-D: 2 along one axis and 1 along another. Numbered 0..23 by
 * (axis of the 2-step, axis of the 1-step, sign of the 2-step, sign of the 1-step); plain
 * Warnsdorff-3D breaks its last ties by this number.
 */
export const MOVES_3D: readonly (readonly [dx: number, dy: number, dz: number])[] = (() => {
  const out: [number, number, number][] = [];
  for (let two = 0; two < 3; two++) {
    for (let one = 0; one < 3; one++) {
      if (one === two) continue;
      for (const s2 of [-1, 1]) {
        for (const s1 of [-1, 1]) {
          const m: [number, number, number] = [0, 0, 0];
          m[two] = 2 * s2;
          m[one] = s1;
          out.push(m);
        }
      }
    }
  }
  return out;
})();

/** The number of a move in {@link MOVES_3D}, or -1 when it is not a knight move. */
export function moveNumber3d(dx: number, dy: number, dz: number): number {
  return MOVES_3D.findIndex(([a, b, c]) => a === dx && b === dy && c === dz);
}
