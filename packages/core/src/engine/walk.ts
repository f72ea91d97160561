import { BLOCKED, type Geometry, NO_CANDIDATE, type RankTable } from './geometry.js';

/**
 * Working state of greedy walks on one board: the degree array (one byte per cell) and
 * nothing else. Reused across attempts; reset by copying the geometry's template.
 */
export class Walker {
  readonly geometry: Geometry;
  private readonly degree: Uint8Array;

  constructor(geometry: Geometry) {
    this.geometry = geometry;
    this.degree = new Uint8Array(geometry.size);
  }

  /**
   * One attempt of the greedy walk of SPEC §4 from padded cell `start`, choosing by
   * (a) degree, then the static rank of `table` (whatever static levels it sorts by:
   * corner/edge distances, Roth's distance, then its move order). Writes visited cells to
   * `path` and returns how many were visited.
   */
  walk(start: number, table: RankTable, path: Int32Array): number {
    const deg = this.degree;
    deg.set(this.geometry.degrees);
    return walkFrom(
      deg,
      table.pattern,
      table.ranks,
      table.moves,
      this.geometry.offsets,
      start,
      path,
    );
  }
}

/**
 * The walk loop, kept a plain function of typed arrays so V8 compiles one tight monomorphic
 * loop (no property loads, no allocation, no module-binding loads inside it).
 *
 * Per step: mark the cell visited, decrement the 8 neighbours (border and visited cells
 * start at BLOCKED so they never win), form the 8 keys `degree * 8 + rank` with the ranks
 * unpacked from one word, take their minimum branch-free (a balanced tree of
 * `b + ((a − b) & ((a − b) >> 31))`: the winner is unpredictable, and a compare-and-branch
 * chain measured 3–20 % slower, bench/branch-free.mjs) and follow the move of the winning rank.
 */
function walkFrom(
  deg: Uint8Array,
  pattern: Uint8Array,
  ranks: Int32Array,
  moves: Int32Array,
  off: Int32Array,
  start: number,
  path: Int32Array,
): number {
  const blocked = BLOCKED;
  const none = NO_CANDIDATE;
  const o0 = off[0]!;
  const o1 = off[1]!;
  const o2 = off[2]!;
  const o3 = off[3]!;
  const o4 = off[4]!;
  const o5 = off[5]!;
  const o6 = off[6]!;
  const o7 = off[7]!;
  let cur = start;
  let len = 0;
  for (;;) {
    path[len] = cur;
    len = (len + 1) | 0;
    deg[cur] = blocked;
    const p = pattern[cur]!;
    const w = ranks[p]!;
    let i = (cur + o0) | 0;
    let d = deg[i]! - 1;
    deg[i] = d;
    const k0 = (d << 3) | (w & 7);
    i = (cur + o1) | 0;
    d = deg[i]! - 1;
    deg[i] = d;
    const k1 = (d << 3) | ((w >>> 3) & 7);
    i = (cur + o2) | 0;
    d = deg[i]! - 1;
    deg[i] = d;
    const k2 = (d << 3) | ((w >>> 6) & 7);
    i = (cur + o3) | 0;
    d = deg[i]! - 1;
    deg[i] = d;
    const k3 = (d << 3) | ((w >>> 9) & 7);
    i = (cur + o4) | 0;
    d = deg[i]! - 1;
    deg[i] = d;
    const k4 = (d << 3) | ((w >>> 12) & 7);
    i = (cur + o5) | 0;
    d = deg[i]! - 1;
    deg[i] = d;
    const k5 = (d << 3) | ((w >>> 15) & 7);
    i = (cur + o6) | 0;
    d = deg[i]! - 1;
    deg[i] = d;
    const k6 = (d << 3) | ((w >>> 18) & 7);
    i = (cur + o7) | 0;
    d = deg[i]! - 1;
    deg[i] = d;
    const k7 = (d << 3) | (w >>> 21);
    let m = (k0 - k1) | 0;
    const a = (k1 + (m & (m >> 31))) | 0;
    m = (k2 - k3) | 0;
    const b = (k3 + (m & (m >> 31))) | 0;
    m = (k4 - k5) | 0;
    const c = (k5 + (m & (m >> 31))) | 0;
    m = (k6 - k7) | 0;
    const e = (k7 + (m & (m >> 31))) | 0;
    m = (a - b) | 0;
    const ab = (b + (m & (m >> 31))) | 0;
    m = (c - e) | 0;
    const ce = (e + (m & (m >> 31))) | 0;
    m = (ab - ce) | 0;
    const best = (ce + (m & (m >> 31))) | 0;
    if (best >= none) return len;
    cur = (cur + off[(moves[p]! >>> ((best & 7) * 3)) & 7]!) | 0;
  }
}
