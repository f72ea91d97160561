import { type Board, type BoardLike, checkPlaneBoard, onBoard } from '../board/board.js';
import { parityReason } from '../board/colour.js';
import { MOVES } from '../board/moves.js';
import { checkStart } from '../board/square.js';
import { closedToursExist, existence } from '../search/exists.js';
import { KnightsTourError } from '../text/errors.js';
import { baseKey, cutSides, type OddCut, puncturedCuts, STRIP_EDGE, splitSide } from './blocks.js';
import { BASE_TOURS } from './closed-bases.js';

/** Decoded base tours: local linear indices in cycle (or path) order, per key and width. */
const decoded = new Map<string, Int32Array>();

/** Squares of a stored base tour in the coordinates of a block `w` wide (see closed-bases.ts). */
function decode(key: string, w: number, transpose: boolean): Int32Array {
  const id = `${key}/${transpose ? 't' : ''}`;
  const cached = decoded.get(id);
  if (cached) return cached;
  const text = BASE_TOURS[key];
  if (text === undefined) throw new Error(`internal: no base tour ${key}`);
  const colon = text.indexOf(':');
  const first = Number(text.slice(0, colon));
  // Stored width: the block's own, or its height when stored transposed.
  const sw = Number(key.replace(/^piece-/, '').split('x')[0]);
  const out = new Int32Array(text.length - colon);
  let x = first % sw;
  let y = (first - x) / sw;
  for (let i = 0; i < out.length; i++) {
    if (i > 0) {
      const [dx, dy] = MOVES[text.charCodeAt(colon + i) - 49]!;
      x += dx;
      y += dy;
    }
    out[i] = transpose ? x * w + y : y * w + x;
  }
  decoded.set(id, out);
  return out;
}

/**
 * The base tour of a `w × h` block (minus `hole`, in local coordinates), stored as given or
 * as the transpose of `h × w`; `undefined` when none is stored.
 */
function baseTour(w: number, h: number, hole?: readonly [number, number]): Int32Array | undefined {
  const direct = baseKey(w, h, hole);
  if (BASE_TOURS[direct] !== undefined) return decode(direct, w, false);
  const flipped = baseKey(h, w, hole ? [hole[1], hole[0]] : undefined);
  if (BASE_TOURS[flipped] !== undefined) return decode(flipped, w, true);
  return undefined;
}

/**
 * A set of disjoint cycles over the squares of a board, as a successor array, merged one
 * join at a time. Joining two cycles removes one edge of each and adds two knight moves
 * across: the union is one cycle. Only fresh cycles (a new block, a new row) are ever
 * reversed to fit, so the whole construction is linear in the number of squares.
 */
class CycleBuilder {
  readonly next: Int32Array;

  constructor(
    readonly width: number,
    squares: number,
  ) {
    this.next = new Int32Array(squares).fill(-1);
  }

  /** Lays a block's base tour (local indices, `w` wide) with its top-left corner at (x0, y0). */
  place(x0: number, y0: number, w: number, order: Int32Array): void {
    const W = this.width;
    const at = (local: number) => {
      const lx = local % w;
      return (y0 + (local - lx) / w) * W + x0 + lx;
    };
    let prev = at(order[order.length - 1]!);
    for (let i = 0; i < order.length; i++) {
      const cur = at(order[i]!);
      this.next[prev] = cur;
      prev = cur;
    }
  }

  hasEdge(u: number, v: number): boolean {
    return u >= 0 && v >= 0 && (this.next[u] === v || this.next[v] === u);
  }

  /** Reverses the cycle through `start`. */
  reverse(start: number): void {
    const next = this.next;
    let p = start;
    let c = next[start]!;
    do {
      const n = next[c]!;
      next[c] = p;
      p = c;
      c = n;
    } while (p !== start);
  }

  /**
   * Merges the cycle through edge a1–a2 with the (different, fresh) cycle through edge
   * b1–b2 by replacing both edges with a1–b1 and a2–b2. May reverse the second cycle.
   */
  join(a1: number, a2: number, b1: number, b2: number): void {
    const next = this.next;
    let x: number;
    let y: number;
    let bx: number;
    let by: number;
    if (next[a1] === a2) [x, y, bx, by] = [a1, a2, b1, b2];
    else if (next[a2] === a1) [x, y, bx, by] = [a2, a1, b2, b1];
    else throw new Error('internal: join edge missing from the first cycle');
    if (next[bx] === by) this.reverse(bx);
    if (next[by] !== bx) throw new Error('internal: join edge missing from the second cycle');
    next[x] = bx;
    next[by] = y;
  }

  /**
   * Joins the block whose top-left corner is (xb, y0) to the one on its left: the left
   * block's join edge (w-2,1)–(w-1,3) with the right one's corner edge (0,0)–(1,2), or, when
   * one of them is missing (the start was cut out there), the left block's corner edge
   * (w-1,0)–(w-2,2) with the right one's join edge (1,1)–(0,3).
   */
  joinRight(xb: number, y0: number): void {
    const s = (x: number, y: number) => (y0 + y) * this.width + xb + x;
    if (this.hasEdge(s(-2, 1), s(-1, 3)) && this.hasEdge(s(0, 0), s(1, 2))) {
      this.join(s(-2, 1), s(-1, 3), s(0, 0), s(1, 2));
    } else {
      this.join(s(-1, 0), s(-2, 2), s(1, 1), s(0, 3));
    }
  }

  /**
   * Joins the block whose top-left corner is (x0, yb) to the one above: the upper block's
   * join edge (1,h-2)–(3,h-1) with the lower one's corner edge (0,0)–(2,1), or else the upper
   * corner edge (0,h-1)–(2,h-2) with the lower join edge (1,1)–(3,0).
   */
  joinDown(x0: number, yb: number): void {
    const s = (x: number, y: number) => (yb + y) * this.width + x0 + x;
    if (this.hasEdge(s(1, -2), s(3, -1)) && this.hasEdge(s(0, 0), s(2, 1))) {
      this.join(s(1, -2), s(3, -1), s(0, 0), s(2, 1));
    } else {
      this.join(s(0, -1), s(2, -2), s(1, 1), s(3, 0));
    }
  }
}

/**
 * Lays blocks on a grid (column widths `cols`, row heights `rows`) and joins them into one
 * cycle: each row left to right, then each row to the one above through the first column.
 * `tourOf(col, row)` gives each block's base tour.
 */
function assemble(
  board: Board,
  cols: number[],
  rows: number[],
  tourOf: (w: number, h: number, col: number, row: number) => Int32Array,
): CycleBuilder {
  const builder = new CycleBuilder(board.width, board.width * board.height);
  let y0 = 0;
  rows.forEach((h, row) => {
    let x0 = 0;
    cols.forEach((w, col) => {
      builder.place(x0, y0, w, tourOf(w, h, col, row));
      if (col > 0) builder.joinRight(x0, y0);
      x0 += w;
    });
    if (row > 0) builder.joinDown(0, y0);
    y0 += h;
  });
  return builder;
}

/** A closed tour of a 3-high strip `n` wide (n even ≥ 10): a 3×10 or 3×12 base and 3×4 pieces. */
function stripCycle(n: number): CycleBuilder {
  const builder = new CycleBuilder(n, 3 * n);
  const base = n % 4 === 2 ? 10 : 12;
  builder.place(0, 0, base, baseTour(base, 3)!);
  const piece = decode('piece-4x3', 4, false);
  const [ex1, ey1, ex2, ey2] = STRIP_EDGE;
  const next = builder.next;
  for (let xr = base; xr < n; xr += 4) {
    // Remove the strip edge u–v at the right end; link its ends to the piece's ends
    // (u ~ (xr,2), the piece's first square; v ~ (xr,1), its last).
    const u = ey1 * n + xr + ex1;
    const v = ey2 * n + xr + ex2;
    const at = (local: number) => Math.floor(local / 4) * n + xr + (local % 4);
    if (next[u] === v) {
      let prev = u;
      for (let i = 0; i < piece.length; i++) {
        next[prev] = at(piece[i]!);
        prev = at(piece[i]!);
      }
      next[prev] = v;
    } else if (next[v] === u) {
      let prev = v;
      for (let i = piece.length - 1; i >= 0; i--) {
        next[prev] = at(piece[i]!);
        prev = at(piece[i]!);
      }
      next[prev] = u;
    } else {
      throw new Error('internal: strip edge missing');
    }
  }
  return builder;
}

/** Follows a successor array from `start` and checks it is one cycle of `n` squares. */
function cycleFrom(
  next: Int32Array,
  start: number,
  n: number,
  map?: (s: number) => number,
): Int32Array {
  const out = new Int32Array(n);
  let cur = start;
  for (let i = 0; i < n; i++) {
    out[i] = map ? map(cur) : cur;
    cur = next[cur]!;
    if (cur < 0) throw new Error('internal: the construction left a square outside the cycle');
  }
  if (cur !== start) throw new Error('internal: the construction did not close one cycle');
  return out;
}

/**
 * A closed knight's tour of the board beginning at `(x, y)`, built in time linear in the
 * number of squares by divide and conquer: the board is cut into blocks with sides 5..11,
 * each gets a stored closed base tour, and neighbouring cycles are joined by exchanging two
 * edges across their common side. 3-high boards (3 × n, n even ≥ 10) are built from a 3×10
 * or 3×12 tour extended 4 columns at a time. Works for every board that has a closed tour
 * (Schwenk's theorem, {@link closedToursExist}); throws {@link KnightsTourError}, with the
 * theorem that rules it out, for the others.
 *
 * @returns the tour as linear indices `y * width + x`, `(x, y)` first; its last square is
 * one knight move from `(x, y)`.
 */
export function closedTour(board: BoardLike, x = 0, y = 0): Int32Array {
  const checked = checkPlaneBoard(board, 'building a closed tour');
  if (!closedToursExist(checked)) {
    throw new KnightsTourError(existence(checked, { closed: true }).reason);
  }
  checkStart(checked, [x, y]);
  return closedTourFrom(checked, x, y);
}

/** {@link closedTour} below the door: the board has closed tours and `(x, y)` is on it. */
export function closedTourFrom(board: Board, x: number, y: number): Int32Array {
  const { width: W, height: H } = board;
  if (H === 3) return cycleFrom(stripCycle(W).next, y * W + x, W * H);
  if (W === 3) {
    // Build the transposed strip (H wide, 3 high) and map its squares back.
    return cycleFrom(stripCycle(H).next, x * H + y, W * H, (s) => (s % H) * 3 + Math.floor(s / H));
  }
  const builder = assemble(board, splitSide(W), splitSide(H), (w, h) => baseTour(w, h)!);
  return cycleFrom(builder.next, y * W + x, W * H);
}

/**
 * An open tour of an odd × odd board (both sides ≥ 5) from a white square `(x, y)`, built in
 * linear time: a closed tour of the board minus `(x, y)` (the block holding it uses a stored
 * base tour of that block minus the square), entered from `(x, y)` by one knight move.
 * `undefined` when the board is not odd × odd with sides ≥ 5, the start is black (no tour),
 * or no base block fits (only the 5 × 5 board, from a square other than a corner).
 */
export function puncturedTour(board: Board, x: number, y: number): Int32Array | undefined {
  const { width: W, height: H } = board;
  if (W < 5 || H < 5 || W % 2 === 0 || H % 2 === 0) return undefined;
  if (!onBoard(board, x, y) || parityReason(board, x, y)) return undefined;
  const chosen = puncturedBlock(W, H, x, y);
  if (!chosen) return undefined;
  const { cx, cy, tour } = chosen;
  const cols = cutSides(W, cx);
  const rows = cutSides(H, cy);
  const holeCol = blockAt(cols, cx.offset);
  const holeRow = blockAt(rows, cy.offset);
  const builder = assemble(board, cols, rows, (w, h, col, row) =>
    col === holeCol && row === holeRow ? tour : baseTour(w, h)!,
  );
  const start = y * W + x;
  const out = new Int32Array(W * H);
  out[0] = start;
  // Step from the start onto the cycle (every other square is on it), then go round.
  let entry = -1;
  for (const [dx, dy] of MOVES) {
    if (onBoard(board, x + dx, y + dy)) {
      entry = (y + dy) * W + x + dx;
      break;
    }
  }
  out.set(cycleFrom(builder.next, entry, W * H - 1), 1);
  return out;
}

/**
 * The block holding the start `(x, y)` of an odd × odd board: the first of
 * {@link puncturedCuts} for which a base tour of that block minus the start is stored.
 */
export function puncturedBlock(
  W: number,
  H: number,
  x: number,
  y: number,
): { cx: OddCut; cy: OddCut; tour: Int32Array } | undefined {
  for (const [cx, cy] of puncturedCuts(W, H, x, y)) {
    const tour = baseTour(cx.size, cy.size, [x - cx.offset, y - cy.offset]);
    if (tour) return { cx, cy, tour };
  }
  return undefined;
}

/** Index of the block that begins at `offset` in a list of sides. */
function blockAt(sides: number[], offset: number): number {
  let at = 0;
  for (let i = 0; i < sides.length; i++) {
    if (at === offset) return i;
    at += sides[i]!;
  }
  throw new Error('internal: cut offset is not a block boundary');
}
