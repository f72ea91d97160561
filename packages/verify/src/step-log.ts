import { int32s } from './buffer.js';
import { isKnightStep } from './knight.js';

/** A step that is no knight move from the last square (or no square at all): its square is kept aside. */
const ESCAPE = 255;

/** The knight moves of a box (8 of them on a board), numbered by `(dx, dy, dz)`: see {@link moveCode}. */
const DELTAS: [number, number, number][] = [];
const CODES = new Uint8Array(125).fill(ESCAPE);
for (let dz = -2; dz <= 2; dz++) {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      if (!isKnightStep(dx, dy, dz)) continue;
      CODES[dx + 2 + 5 * (dy + 2) + 25 * (dz + 2)] = DELTAS.length;
      DELTAS.push([dx, dy, dz]);
    }
  }
}

/** The number of the knight move `(dx, dy, dz)` (integers with dx² + dy² + dz² = 5). */
export function moveCode(dx: number, dy: number, dz: number): number {
  return CODES[dx + 2 + 5 * (dy + 2) + 25 * (dz + 2)]!;
}

/**
 * The squares of a walk in step order, kept only to say at which step a square visited twice
 * was first visited: a byte a step, the number of the knight move from the last square, or an
 * escape whose square (−1 for an entry that is none) is kept aside. At 10^8 squares a square a
 * step was 400 MB written as the file was read, and cost about as much as the check itself.
 */
export class StepLog {
  /** Move numbers in step order (written directly by the checker's run loop: see `push`). */
  codes: Uint8Array;
  length = 0;
  private readonly squares = int32s(16);

  constructor(
    capacity: number,
    private readonly width: number,
    private readonly height: number,
  ) {
    this.codes = new Uint8Array(Math.max(capacity, 16));
  }

  /** Makes room for `more` steps; {@link codes} may be a new array after it. */
  reserve(more: number): void {
    if (this.length + more <= this.codes.length) return;
    const next = new Uint8Array(Math.max(this.length + more, this.codes.length * 2));
    next.set(this.codes.subarray(0, this.length));
    this.codes = next;
  }

  /** A step by knight move `code` from the last square. */
  push(code: number): void {
    this.reserve(1);
    this.codes[this.length++] = code;
  }

  /** A step that is no knight move from the last: square `s`, or −1 for none. */
  pushSquare(s: number): void {
    this.push(ESCAPE);
    this.squares.push(s);
  }

  /** Each square's first step (1-based; 0 for one never visited), for a board of `cells` squares. */
  firstSteps(cells: number): Int32Array {
    const first = new Int32Array(cells);
    const { width, height, codes } = this;
    const squares = this.squares.data;
    let escaped = 0;
    let x = 0;
    let y = 0;
    let z = 0;
    for (let i = 0; i < this.length; i++) {
      const code = codes[i]!;
      let s: number;
      if (code === ESCAPE) {
        s = squares[escaped++]!;
        if (s < 0) continue;
        x = s % width;
        const rest = (s - x) / width;
        y = rest % height;
        z = (rest - y) / height;
      } else {
        const [dx, dy, dz] = DELTAS[code]!;
        x += dx;
        y += dy;
        z += dz;
        s = (z * height + y) * width + x;
      }
      if (first[s] === 0) first[s] = i + 1;
    }
    return first;
  }
}
