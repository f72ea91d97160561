import { MOVES } from '../board/moves.js';
import {
  buildRankTable,
  cornerEdgeSpace,
  type Geometry,
  MAX_PATTERNS,
  PAD,
  type PatternSpace,
  type RankTable,
} from './geometry.js';
import { type RothRounding, rothDestination } from './literature.js';
import { type MoveOrder, orderPositions } from './orders.js';

// Static tie-breaks: every rule whose levels after the degree depend only on the square and
// the move (corner/edge distances, Roth's distance, a move order) becomes one rank table, and
// the walk's key is `degree * 8 + rank` (the kernel's and walkFrom's whole step).

/**
 * The static levels a rank table sorts by before its move order: `plain` (none: the order
 * alone), `corner-edge` (SPEC §4 b, c), or Roth's distance to his destination, in either rounding.
 */
export type SpaceName = 'plain' | 'corner-edge' | `roth-${RothRounding}`;

/** The pattern space `name` of the board (built once per geometry). */
export function patternSpace(g: Geometry, name: SpaceName): PatternSpace {
  if (name === 'corner-edge') return cornerEdgeSpace(g);
  const key = `space/${name}`;
  const cached = g.cache.get(key) as PatternSpace | undefined;
  if (cached) return cached;
  const space =
    name === 'plain'
      ? { pattern: new Uint8Array(g.size), levels: new Uint8Array(8), count: 1 }
      : rothSpace(g, name === 'roth-half-up' ? 'half-up' : 'half-even');
  g.cache.set(key, space);
  return space;
}

/**
 * The rank table of `order` over the space `space`: what one attempt of a static rule walks
 * with. Cached on the geometry unless `cache` is false (a scan of thousands of orders).
 */
export function orderRanking(
  g: Geometry,
  space: SpaceName,
  order: MoveOrder,
  cache = true,
): RankTable {
  const key = `${space}/${order}`;
  const cached = g.cache.get(key) as RankTable | undefined;
  if (cached) return cached;
  const table = buildRankTable(patternSpace(g, space), orderPositions(order));
  if (cache) g.cache.set(key, table);
  return table;
}

/** The differences of two knight moves, one per direction (a, b) with a > 0 or a = 0 < b. */
const DIRECTIONS: readonly (readonly [number, number])[] = (() => {
  const out = new Map<string, [number, number]>();
  const gcd = (p: number, q: number): number => (q === 0 ? Math.abs(p) : gcd(q, p % q));
  for (const [dx1, dy1] of MOVES) {
    for (const [dx2, dy2] of MOVES) {
      let a = dx1 - dx2;
      let b = dy1 - dy2;
      if (a === 0 && b === 0) continue;
      const d = gcd(a, b);
      a /= d;
      b /= d;
      if (a < 0 || (a === 0 && b < 0)) [a, b] = [-a, -b];
      out.set(`${a},${b}`, [a, b]);
    }
  }
  return [...out.values()];
})();

/**
 * Roth's space: the 8 moves of a square ranked by the squared distance of their targets to
 * the destination E, largest first. With X = 2x − Ex, Y = 2y − Ey that distance is
 * X² + Y² + 4(X·dx + Y·dy) + 20, so only the dot products X·dx + Y·dy matter: the ranking
 * depends on the direction from E alone (at most ~110 patterns on any board), and moves off
 * the board need no care (their degree never wins). Along a row it changes only where two
 * dot products cross, so each row is filled in runs between those crossings.
 */
function rothSpace(g: Geometry, rounding: RothRounding): PatternSpace {
  const { width: w, height: h } = g.board;
  const [ex, ey] = rothDestination(g.board, rounding);
  const pattern = new Uint8Array(g.size);
  const ids = new Map<number, number>();
  // The ranking is fixed by the signs of X·a + Y·b over the DIRECTIONS: a cheap key to
  // remember the pattern of, instead of ranking the 8 moves again at every run of a row.
  const known = new Map<number, number>();
  const levels: number[] = [];
  const values = new Array<number>(8);
  const classify = (x: number, y: number): number => {
    const X = 2 * x - ex;
    const Y = 2 * y - ey;
    let signs = 0;
    for (const [a, b] of DIRECTIONS) signs = signs * 3 + Math.sign(X * a + Y * b) + 1;
    const seen = known.get(signs);
    if (seen !== undefined) return seen;
    for (let k = 0; k < 8; k++) values[k] = X * MOVES[k]![0] + Y * MOVES[k]![1];
    const distinct = [...new Set(values)].sort((p, q) => q - p); // largest distance first
    let word = 0;
    for (let k = 0; k < 8; k++) word = word * 16 + distinct.indexOf(values[k]!);
    let id = ids.get(word);
    if (id === undefined) {
      id = ids.size;
      if (id >= MAX_PATTERNS) throw new Error(`more than ${MAX_PATTERNS} Roth patterns`);
      ids.set(word, id);
      for (let k = 7; k >= 0; k--) levels.push(Math.floor(word / 16 ** k) % 16);
    }
    known.set(signs, id);
    return id;
  };
  for (let y = 0; y < h; y++) {
    const Y = 2 * y - ey;
    // x where some pair of dot products is equal: X·a + Y·b = 0 with (a, b) the difference of
    // two moves; the ranking is constant between the cells next to those crossings.
    const cuts = new Set<number>([0, w]);
    for (const [a, b] of DIRECTIONS) {
      if (a === 0) continue;
      const x = Math.floor((ex * a - Y * b) / (2 * a)); // exact: small integers
      if (x > 0 && x < w) cuts.add(x);
      if (x + 1 > 0 && x + 1 < w) cuts.add(x + 1);
    }
    const sorted = [...cuts].sort((a, b) => a - b);
    const row = (y + PAD) * g.stride + PAD;
    for (let i = 0; i + 1 < sorted.length; i++) {
      pattern.fill(classify(sorted[i]!, y), row + sorted[i]!, row + sorted[i + 1]!);
    }
  }
  return { pattern, levels: Uint8Array.from(levels), count: ids.size };
}
