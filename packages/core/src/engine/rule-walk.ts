import { BLOCKED, type Geometry, NO_CANDIDATE, type RankTable } from './geometry.js';
import { nextState, randomValue, type SeededRandom } from './random.js';

/**
 * What one attempt of a walk-dependent rule needs (rules whose key changes with what was
 * visited: Pohl's neighbour sums, the switching algorithm's orders, random ties, Parberry's
 * early abort). Static rules also run here (`ranking` alone), but walk.ts's lean loop and
 * the kernel are faster for them.
 */
export interface RuleWalkSetup {
  /** Padded start cell. */
  readonly start: number;
  /** The order in force as a rank table; unused when `random` breaks the last ties. */
  readonly ranking: RankTable;
  /** Pohl's level: after the degree, the smallest sum of the candidate's neighbours' degrees. */
  readonly pohl: boolean;
  /** Random last ties (reservoir sampling over the candidates in move order); the walk advances its state. */
  readonly random?: SeededRandom | undefined;
  /** Switching: `rankings[t + 1]` takes over when the knight stands on `switchCells[t]`. */
  readonly switchCells?: Int32Array | undefined;
  readonly rankings?: readonly RankTable[] | undefined;
  /** Parberry: stop as soon as every neighbour of the start has been visited. */
  readonly closedAbort: boolean;
}

/** Degrees of unvisited cells are at most 8; visited and border cells hold BLOCKED − (≤ 8). */
const UNVISITED_BELOW = 16;

/** The general walker: one loop for every rule, reading the setup's levels. */
export class RuleWalker {
  readonly geometry: Geometry;
  private readonly degree: Uint8Array;

  constructor(geometry: Geometry) {
    this.geometry = geometry;
    this.degree = new Uint8Array(geometry.size);
  }

  /**
   * One attempt from `setup.start`: writes the visited padded cells to `path` and returns how
   * many were visited. Per step: mark the cell visited and decrement its neighbours, switch
   * the order if the cell is the next switch square, stop (closed walks) if the start has no
   * unvisited neighbour left, then move to the candidate of the smallest key — degree, Pohl's
   * sum, then rank — or, with random ties, draw among the candidates tied on the key before
   * the rank by reservoir sampling in move order (a draw for every candidate that ties the
   * best seen so far). Pohl's sums are computed only for candidates tied on the degree.
   */
  walk(setup: RuleWalkSetup, path: Int32Array): number {
    const g = this.geometry;
    const deg = this.degree;
    deg.set(g.degrees);
    const off = g.offsets;
    const total = g.board.width * g.board.height;
    const { start, pohl, random, switchCells, rankings, closedAbort } = setup;
    let table = setup.ranking;
    let pattern = table.pattern;
    let ranks = table.ranks;
    let moves = table.moves;
    let switchAt = switchCells && switchCells.length > 0 ? switchCells[0]! : -1;
    let row = 0;
    // deg[start] once every neighbour of the start is visited (it counts down from BLOCKED).
    const startDone = closedAbort ? BLOCKED - g.degrees[start]! : -1;
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
      path[len++] = cur;
      deg[cur] = BLOCKED;
      // Decrement the neighbours, keeping their degrees for the keys (one load each).
      const d0 = deg[cur + o0]! - 1;
      deg[cur + o0] = d0;
      const d1 = deg[cur + o1]! - 1;
      deg[cur + o1] = d1;
      const d2 = deg[cur + o2]! - 1;
      deg[cur + o2] = d2;
      const d3 = deg[cur + o3]! - 1;
      deg[cur + o3] = d3;
      const d4 = deg[cur + o4]! - 1;
      deg[cur + o4] = d4;
      const d5 = deg[cur + o5]! - 1;
      deg[cur + o5] = d5;
      const d6 = deg[cur + o6]! - 1;
      deg[cur + o6] = d6;
      const d7 = deg[cur + o7]! - 1;
      deg[cur + o7] = d7;
      if (cur === switchAt) {
        row++;
        table = rankings![row]!;
        pattern = table.pattern;
        ranks = table.ranks;
        moves = table.moves;
        switchAt = row < switchCells!.length ? switchCells![row]! : -1;
      }
      if (len === total || deg[start] === startDone) return len;
      let next = -1;
      if (random) {
        next = drawn(deg, off, cur, pohl, random);
      } else {
        // The smallest key degree · 8 + rank (blocked cells' keys are at least NO_CANDIDATE).
        const p = pattern[cur]!;
        const w = ranks[p]!;
        // Unrolled and branch-free, as walk.ts's loop (the winner is unpredictable).
        const k0 = (d0 << 3) | (w & 7);
        const k1 = (d1 << 3) | ((w >>> 3) & 7);
        const k2 = (d2 << 3) | ((w >>> 6) & 7);
        const k3 = (d3 << 3) | ((w >>> 9) & 7);
        const k4 = (d4 << 3) | ((w >>> 12) & 7);
        const k5 = (d5 << 3) | ((w >>> 15) & 7);
        const k6 = (d6 << 3) | ((w >>> 18) & 7);
        const k7 = (d7 << 3) | (w >>> 21);
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
        let best = (ce + (m & (m >> 31))) | 0;
        if (best >= NO_CANDIDATE) return len;
        if (pohl) best = pohlChoice(deg, off, cur, best >>> 3, w);
        next = cur + off[(moves[p]! >>> ((best & 7) * 3)) & 7]!;
      }
      if (next < 0) return len;
      cur = next;
    }
  }
}

/** Pohl's sum of a cell: the degrees of its unvisited neighbours. */
function neighbourSum(deg: Uint8Array, off: Int32Array, cell: number): number {
  let sum = 0;
  for (let j = 0; j < 8; j++) {
    const v = deg[cell + off[j]!]!;
    if (v < UNVISITED_BELOW) sum += v;
  }
  return sum;
}

/**
 * Among the candidates of degree `least`, the key (sum · 8 + rank) of the one with the
 * smallest neighbour sum, then rank; returned as degree · 8 + rank for the caller's lookup.
 */
function pohlChoice(
  deg: Uint8Array,
  off: Int32Array,
  cur: number,
  least: number,
  w: number,
): number {
  let best = Number.MAX_SAFE_INTEGER;
  let rank = 0;
  for (let k = 0; k < 8; k++) {
    const cell = cur + off[k]!;
    if (deg[cell] !== least) continue;
    const r = (w >>> (3 * k)) & 7;
    const key = neighbourSum(deg, off, cell) * 8 + r;
    if (key < best) {
      best = key;
      rank = r;
    }
  }
  return (least << 3) | rank;
}

/**
 * The random choice: reservoir sampling over the candidates in move order, keyed by degree
 * (and Pohl's sum, computed only on a degree tie): a candidate with a smaller key restarts the
 * draw, one with an equal key is kept with probability 1/ties. −1 when there is no candidate.
 */
function drawn(
  deg: Uint8Array,
  off: Int32Array,
  cur: number,
  pohl: boolean,
  random: SeededRandom,
): number {
  let state = random.state; // stepped here, not through a call per draw
  let chosen = -1;
  let bestDeg = UNVISITED_BELOW;
  let bestSum = -1; // unknown until a tie needs it
  let ties = 0;
  for (let k = 0; k < 8; k++) {
    const cell = cur + off[k]!;
    const d = deg[cell]!;
    if (d > bestDeg || d >= UNVISITED_BELOW) continue;
    if (d < bestDeg) {
      bestDeg = d;
      bestSum = -1;
      chosen = cell;
      ties = 1;
      continue;
    }
    if (pohl) {
      if (bestSum < 0) bestSum = neighbourSum(deg, off, chosen);
      const sum = neighbourSum(deg, off, cell);
      if (sum > bestSum) continue;
      if (sum < bestSum) {
        bestSum = sum;
        chosen = cell;
        ties = 1;
        continue;
      }
    }
    state = nextState(state);
    if (randomValue(state) * ++ties < 1) chosen = cell; // each tied candidate is kept with probability 1/ties
  }
  random.state = state;
  return chosen;
}
