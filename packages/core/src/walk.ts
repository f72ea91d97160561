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
   * (a) degree, then the static rank of `table` (criteria b–d). Writes visited cells to
   * `path` and returns how many were visited.
   */
  walk(start: number, table: RankTable, path: Int32Array): number {
    const g = this.geometry;
    const deg = this.degree;
    deg.set(g.degrees);
    const pattern = g.pattern;
    const rank = table.rank;
    const moveOfRank = table.moveOfRank;
    const off = g.offsets;
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
      // Visit: block the cell and remove it from its neighbours' degrees (border cells too,
      // which is harmless: they start at BLOCKED and lose at most 8).
      path[len++] = cur;
      deg[cur] = BLOCKED;
      deg[cur + o0]!--;
      deg[cur + o1]!--;
      deg[cur + o2]!--;
      deg[cur + o3]!--;
      deg[cur + o4]!--;
      deg[cur + o5]!--;
      deg[cur + o6]!--;
      deg[cur + o7]!--;
      const p = pattern[cur]! << 3;
      let best = deg[cur + o0]! * 8 + rank[p]!;
      let key = deg[cur + o1]! * 8 + rank[p + 1]!;
      if (key < best) best = key;
      key = deg[cur + o2]! * 8 + rank[p + 2]!;
      if (key < best) best = key;
      key = deg[cur + o3]! * 8 + rank[p + 3]!;
      if (key < best) best = key;
      key = deg[cur + o4]! * 8 + rank[p + 4]!;
      if (key < best) best = key;
      key = deg[cur + o5]! * 8 + rank[p + 5]!;
      if (key < best) best = key;
      key = deg[cur + o6]! * 8 + rank[p + 6]!;
      if (key < best) best = key;
      key = deg[cur + o7]! * 8 + rank[p + 7]!;
      if (key < best) best = key;
      if (best >= NO_CANDIDATE) return len;
      cur += off[moveOfRank[p + (best & 7)]!]!;
    }
  }

  /**
   * Plain Warnsdorff with ties broken uniformly at random by `random` (SPEC §5): a
   * separate, slower loop because the choice is no longer a fixed minimum.
   */
  walkRandom(start: number, random: () => number, path: Int32Array): number {
    const g = this.geometry;
    const deg = this.degree;
    deg.set(g.degrees);
    const off = g.offsets;
    let cur = start;
    let len = 0;
    for (;;) {
      path[len++] = cur;
      deg[cur] = BLOCKED;
      for (let k = 0; k < 8; k++) deg[cur + off[k]!]!--;
      let best = NO_CANDIDATE;
      let chosen = -1;
      let ties = 0;
      for (let k = 0; k < 8; k++) {
        const next = cur + off[k]!;
        const d = deg[next]! * 8;
        if (d < best) {
          best = d;
          chosen = next;
          ties = 1;
        } else if (d === best && d < NO_CANDIDATE && random() * ++ties < 1) {
          chosen = next; // reservoir sampling: each tied candidate kept with probability 1/ties
        }
      }
      if (chosen < 0) return len;
      cur = chosen;
    }
  }
}
