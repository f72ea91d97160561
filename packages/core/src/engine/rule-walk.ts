import { BLOCKED, type Geometry, type RankTable } from './geometry.js';

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
  /** Random last ties (reservoir sampling over the candidates in move order). */
  readonly random?: (() => number) | undefined;
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
   * unvisited neighbour left, then take the candidate of the smallest key — degree, Pohl's sum,
   * then rank — with random ties drawn by reservoir sampling in move order.
   */
  walk(setup: RuleWalkSetup, path: Int32Array): number {
    const g = this.geometry;
    const deg = this.degree;
    deg.set(g.degrees);
    const off = g.offsets;
    const total = g.board.width * g.board.height;
    const { start, pohl, random, switchCells, rankings, closedAbort } = setup;
    let table = setup.ranking;
    let switchAt = switchCells && switchCells.length > 0 ? switchCells[0]! : -1;
    let row = 0;
    // deg[start] once every neighbour of the start is visited (it counts down from BLOCKED).
    const startDone = BLOCKED - g.degrees[start]!;
    let cur = start;
    let len = 0;
    for (;;) {
      path[len++] = cur;
      deg[cur] = BLOCKED;
      for (let k = 0; k < 8; k++) deg[cur + off[k]!]!--;
      if (cur === switchAt) {
        row++;
        table = rankings![row]!;
        switchAt = row < switchCells!.length ? switchCells![row]! : -1;
      }
      if (len === total || (closedAbort && deg[start] === startDone)) return len;
      const p = table.pattern[cur]! << 3;
      const rank = table.rank;
      let best = Number.MAX_SAFE_INTEGER;
      let chosen = -1;
      let ties = 0;
      for (let k = 0; k < 8; k++) {
        const next = cur + off[k]!;
        const d = deg[next]!;
        if (d >= UNVISITED_BELOW) continue;
        let key = d;
        if (pohl) {
          let sum = 0;
          for (let j = 0; j < 8; j++) {
            const v = deg[next + off[j]!]!;
            if (v < UNVISITED_BELOW) sum += v;
          }
          key = key * 128 + sum;
        }
        if (random) {
          if (key < best) {
            best = key;
            chosen = next;
            ties = 1;
          } else if (key === best && random() * ++ties < 1) {
            chosen = next; // each tied candidate is kept with probability 1/ties
          }
        } else {
          key = key * 8 + rank[p + k]!;
          if (key < best) {
            best = key;
            chosen = next;
          }
        }
      }
      if (chosen < 0) return len;
      cur = chosen;
    }
  }
}
