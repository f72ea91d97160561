/**
 * How the divide-and-conquer tours cut a board into blocks (no data, no tours: the pure
 * arithmetic, shared by the construction in closed.ts and by the script that generates its
 * base tours, scripts/closed-bases.mjs).
 *
 * Every block is `w × h` with sides 5..11 and gets a closed base tour (a Hamiltonian cycle);
 * neighbouring cycles are joined by exchanging two edges across their common side. The joins
 * only use edges that every base tour contains: the two edges at each corner (a corner has
 * exactly two knight moves, so every closed tour uses both) and the four *join edges* below,
 * which the generator requires of every base tour.
 */

/** Odd block sides of the block that holds the start on an odd × odd board. */
export const PUNCTURED_SIDES = [5, 7, 9, 11] as const;

/** Cuts an even length ≥ 6 into even block sides 6..10 (largest pieces of 8 first). */
function splitEven(length: number): number[] {
  const parts: number[] = [];
  let rest = length;
  while (rest > 10) {
    const part = rest - 8 >= 6 ? 8 : 6;
    parts.push(part);
    rest -= part;
  }
  if (rest > 0) parts.push(rest);
  return parts;
}

/** True when an even stretch of this length can be cut into even block sides (0 included). */
function isEvenSpan(length: number): boolean {
  return length === 0 || (length >= 6 && length % 2 === 0);
}

/**
 * Cuts a side ≥ 5 into block sides for a closed tour: even sides only when the length is
 * even; one odd side first (5, 7 or 9) and even ones after it when it is odd.
 */
export function splitSide(length: number): number[] {
  if (length % 2 === 0) return splitEven(length);
  if (length <= 9) return [length];
  return [5, ...splitEven(length - 5)];
}

/** One way to cut an odd side so that the odd block (`offset`, `size`) holds a coordinate. */
export interface OddCut {
  /** Where the odd block begins (an even sum of even sides, so colours are kept). */
  readonly offset: number;
  /** Its odd side, from {@link PUNCTURED_SIDES}. */
  readonly size: number;
}

/** Every {@link OddCut} of an odd side `length` whose odd block holds coordinate `c`. */
export function oddCuts(length: number, c: number): OddCut[] {
  const cuts: OddCut[] = [];
  for (const size of PUNCTURED_SIDES) {
    for (let offset = 0; offset <= c; offset += 2) {
      if (c < offset + size && isEvenSpan(offset) && isEvenSpan(length - offset - size)) {
        cuts.push({ offset, size });
      }
    }
  }
  return cuts;
}

/** Block sides of a whole odd side cut by `cut`. */
export function cutSides(length: number, cut: OddCut): number[] {
  return [
    ...(cut.offset > 0 ? splitEven(cut.offset) : []),
    cut.size,
    ...(length - cut.offset - cut.size > 0 ? splitEven(length - cut.offset - cut.size) : []),
  ];
}

/**
 * The odd × odd block that holds the start `(x, y)` of an odd board, as cuts of both sides,
 * in order of preference (smallest block first). The construction takes the first one for
 * which a base tour of the block minus the start is known.
 */
export function puncturedCuts(
  width: number,
  height: number,
  x: number,
  y: number,
): [OddCut, OddCut][] {
  const pairs: [OddCut, OddCut][] = [];
  for (const cx of oddCuts(width, x)) for (const cy of oddCuts(height, y)) pairs.push([cx, cy]);
  // Stable sort: smallest area, then the order of oddCuts.
  return pairs
    .map((pair, i) => ({ pair, i, area: pair[0].size * pair[1].size }))
    .sort((a, b) => a.area - b.area || a.i - b.i)
    .map((e) => e.pair);
}

/**
 * The join edges every base tour of a `w × h` block contains (besides the corner edges), as
 * pairs of local squares `[x1, y1, x2, y2]`:
 * - right: `(w-2,1)–(w-1,3)`, joined to the next block's top-left corner edge `(0,0)–(1,2)`;
 * - down: `(1,h-2)–(3,h-1)`, joined to the top-left corner edge `(0,0)–(2,1)` below;
 * - left: `(1,1)–(0,3)`, joined to the top-right corner edge `(w-1,0)–(w-2,2)` of the block on
 *   the left (the other way round, when the start sits on a corner edge);
 * - up: `(1,1)–(3,0)`, joined to the bottom-left corner edge `(0,h-1)–(2,h-2)` above.
 * A block minus its start square contains those not touching the start.
 */
export function joinEdges(w: number, h: number): [number, number, number, number][] {
  return [
    [w - 2, 1, w - 1, 3],
    [1, h - 2, 3, h - 1],
    [1, 1, 0, 3],
    [1, 1, 3, 0],
  ];
}

/**
 * Join edge of 3-high strips: a `3 × n` base tour contains `(n-1,0)–(n-2,2)`; a `3 × 4`
 * piece is a path from `(0,2)` to `(0,1)` containing `(3,0)–(2,2)`, so appending it (remove
 * the edge, link its ends to the path's ends) leaves the same edge at the new right end.
 */
export const STRIP_EDGE = [-1, 0, -2, 2] as const;

/** Key of a base tour in the data: `WxH` or, for a block minus a square, `WxH-x,y`. */
export function baseKey(w: number, h: number, hole?: readonly [number, number]): string {
  return hole ? `${w}x${h}-${hole[0]},${hole[1]}` : `${w}x${h}`;
}
