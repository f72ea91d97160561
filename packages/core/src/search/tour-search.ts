// The exact search's engine, unguarded: the doors that validate and call it are in search.ts,
// what a run takes and gives back in run-options.ts, the connectivity rule's check in
// connectivity.ts.
import type { Board } from '../board/board.js';
import {
  BLOCKED,
  cellOf,
  createGeometry,
  FREE_LIMIT,
  type Geometry,
  squareIndexOfCell,
  toSquareIndices,
} from '../engine/geometry.js';
import { Connectivity } from './connectivity.js';
import type { RunOptions, RunOutcome, SearchLimits } from './run-options.js';

const PROGRESS_MASK = (1 << 20) - 1;
const CLOCK_MASK = (1 << 12) - 1;
/**
 * Connectivity is checked again after (squares left) / 2^CHECK_SHIFT nodes: its cost, a
 * breadth-first pass over the squares left, stays a small multiple of the nodes visited.
 */
const CHECK_SHIFT = 2;
/**
 * Squares of breadth-first passes earned by each node entered. Every pass (the scheduled
 * ones, a check right after a split, the re-checks of ancestors on the way up) spends what
 * it walks, and none runs without the credit for it: the passes of a run stay within
 * CHECK_CREDIT times its nodes (plus one board), so a node limit bounds the time. Without
 * it, unwinding a split found deep on a long thin board re-checked thousands of ancestors
 * at thousands of squares each (`exists 4000x3 --start 1,1`: 66 s for 10^6 nodes).
 */
const CHECK_CREDIT = 32;

/**
 * Depth-first search for knight's paths over a padded board, iterative (explicit stack in
 * typed arrays), with two pruning rules that are sound, so that exhausting it proves
 * there is no tour and counting with it is exact.
 *
 * The rules look at the *remaining graph* H: the unvisited squares plus the current one.
 * A completion is a Hamiltonian path of H starting at the current square, so every
 * unvisited square needs H-degree ≥ 2 except one (the end), which needs ≥ 1. For a closed
 * tour the start stays in H as the fixed end, so every unvisited square needs ≥ 2. Moving
 * from c to n does not change the H-degree of n's neighbours (they lose n as unvisited but
 * gain it as current) and lowers it by one for c's other unvisited neighbours (the graph
 * is bipartite, so none is both). That makes both rules local: only c's neighbours are
 * looked at on each step.
 *
 * A third rule, used when looking for one tour (counting gains nothing from it on small
 * boards): the unvisited squares must stay connected. It is checked every so often, not on
 * every node, and a split found at depth d abandons every ancestor that is split too.
 */
export class TourSearch {
  readonly geometry: Geometry;
  private readonly deg: Uint8Array;
  private readonly path: Int32Array;
  private readonly children: Uint8Array;
  private readonly childCount: Uint8Array;
  private readonly childPos: Uint8Array;
  /** Fixed move order: bit mask of the children not tried yet, per depth. */
  private readonly pending: Uint8Array;
  /** Open: number of squares that must be the end (H-degree 1) at each depth. */
  private readonly ends: Uint8Array;
  /** Bits of the children that lower the end count by one (their degree was 1). */
  private readonly oneMask: Uint8Array;
  private readonly saved: Uint8Array;
  private readonly nearStart: Uint8Array;
  private deepestLen = 0;
  private readonly deepestCells: Int32Array;
  /** The connectivity rule's check, over `deg`. */
  private readonly reach: Connectivity;
  /** Sort keys of one node's children (scratch for expand). */
  private readonly keys = [0, 0, 0, 0, 0, 0, 0, 0];

  constructor(boardOrGeometry: Board | Geometry) {
    this.geometry = 'stride' in boardOrGeometry ? boardOrGeometry : createGeometry(boardOrGeometry);
    const n = this.geometry.board.width * this.geometry.board.height;
    this.deg = new Uint8Array(this.geometry.size);
    this.path = new Int32Array(n);
    this.children = new Uint8Array(n * 8);
    this.childCount = new Uint8Array(n);
    this.childPos = new Uint8Array(n);
    this.pending = new Uint8Array(n);
    this.ends = new Uint8Array(n);
    this.oneMask = new Uint8Array(n);
    this.saved = new Uint8Array(n);
    this.nearStart = new Uint8Array(this.geometry.size);
    this.deepestCells = new Int32Array(n);
    this.reach = new Connectivity(this.deg, this.geometry.offsets, this.geometry.size, n);
  }

  /** Longest walk of the last run, as linear square indices. */
  deepest(): Int32Array {
    const out = new Int32Array(this.deepestLen);
    toSquareIndices(this.geometry, this.deepestCells, this.deepestLen, out);
    return out;
  }

  /** The path of the last `found` run, as linear square indices. */
  tour(): Int32Array {
    const out = new Int32Array(this.path.length);
    toSquareIndices(this.geometry, this.path, this.path.length, out);
    return out;
  }

  /**
   * Runs the search from padded cell `start` (see {@link RunOptions}): resets the board,
   * visits the start, checks that the root can be completed at all, then descends.
   */
  run(start: number, options: RunOptions = {}): RunOutcome {
    const closed = options.closed ?? false;
    const countAll = options.countAll ?? false;
    let startFree = this.visitStart(start, closed);
    const walk = options.walk;
    const root = walk === undefined ? 0 : walk.length - 1;
    for (let d = 1; d <= root; d++) startFree -= this.visit(d, walk![d]!);
    const current = this.path[root]!;
    // A given walk is the longest walk until the search goes deeper.
    this.deepestCells.set(this.path.subarray(0, root + 1));
    this.deepestLen = walk === undefined ? 0 : root + 1;
    if (root === this.path.length - 1) {
      const found = !closed || this.nearStart[current] === 1;
      return { found, count: found ? 1 : 0, nodes: 1, stopped: undefined };
    }
    const ends = this.rootEnds(current, closed, closed && root === 0);
    if (ends < 0) {
      this.childCount[root] = 0;
      this.pending[root] = 0;
    } else {
      this.ends[root] = ends;
      this.expand(root, this.path.length, closed, options.table?.rank, this.keys, startFree);
    }
    this.childPos[root] = 0;
    return this.descend(
      closed,
      countAll,
      options.connectivity ?? !countAll,
      options,
      startFree,
      root,
    );
  }

  /** Visits `cell` as step `d` of a given walk (as the descent enters a child); returns 1 when it neighbours the start. */
  private visit(d: number, cell: number): number {
    const deg = this.deg;
    const off = this.geometry.offsets;
    this.path[d] = cell;
    this.saved[d] = deg[cell]!;
    deg[cell] = BLOCKED;
    for (let k = 0; k < 8; k++) deg[cell + off[k]!]!--;
    return this.nearStart[cell]!;
  }

  /**
   * Resets the degrees, marks the start's neighbours and visits the start. For a closed
   * search its neighbours keep counting it as a neighbour: it is the fixed end of the
   * remaining path. Returns how many unvisited neighbours the start has.
   */
  private visitStart(start: number, closed: boolean): number {
    const g = this.geometry;
    const deg = this.deg;
    const off = g.offsets;
    const nearStart = this.nearStart;
    deg.set(g.degrees);
    nearStart.fill(0);
    for (let k = 0; k < 8; k++) {
      const u = start + off[k]!;
      if (deg[u]! < FREE_LIMIT) nearStart[u] = 1;
    }
    // Closed: unvisited neighbours of the start left to close the cycle on.
    let startFree = 0;
    for (let k = 0; k < 8; k++) startFree += nearStart[start + off[k]!]!;
    this.path[0] = start;
    this.saved[0] = deg[start]!;
    deg[start] = BLOCKED;
    if (!closed) for (let k = 0; k < 8; k++) deg[start + off[k]!]!--;
    return startFree;
  }

  /**
   * The first check of every unvisited square (later checks are local): the number of
   * squares that must be the end of an open tour (H-degree 1), or -1 when no completion
   * exists (a square of H-degree 0; closed: below 2; open: more than one end). `current` is
   * the square the walk stands on; `counted` says its neighbours still count it (a closed
   * search at its start), else it is added back here.
   */
  private rootEnds(current: number, closed: boolean, counted = closed): number {
    const g = this.geometry;
    const deg = this.deg;
    const off = g.offsets;
    // H holds the current square: its unvisited neighbours count it for now.
    if (!counted) for (let k = 0; k < 8; k++) deg[current + off[k]!]!++;
    let endCount = 0;
    let result = 0;
    for (let y = 0; y < g.board.height && result === 0; y++) {
      for (let x = 0; x < g.board.width; x++) {
        const u = cellOf(g, x, y);
        const h = deg[u]!;
        if (h >= FREE_LIMIT) continue; // visited
        if (h === 0 || (closed && h < 2)) {
          result = -1;
          break;
        }
        if (h === 1) endCount++;
      }
    }
    if (!counted) for (let k = 0; k < 8; k++) deg[current + off[k]!]!--;
    if (result < 0) return -1;
    return !closed && endCount > 1 ? -1 : endCount;
  }

  /**
   * The depth-first descent from the visited root: takes the next child of the deepest
   * node, or undoes that node when none is left, until the tree is exhausted, a tour ends
   * the search (unless counting) or a limit stops it. One loop over typed arrays: this is
   * the hot path, so its state stays in locals.
   */
  private descend(
    closed: boolean,
    countAll: boolean,
    connectivity: boolean,
    limits: SearchLimits,
    startFreeAtRoot: number,
    root: number,
  ): RunOutcome {
    const g = this.geometry;
    const N = this.path.length;
    const deg = this.deg;
    const path = this.path;
    const children = this.children;
    const childCount = this.childCount;
    const childPos = this.childPos;
    const pending = this.pending;
    const rank = limits.table?.rank;
    const plain = rank === undefined;
    // Counting never reports a partial walk, so it skips keeping the longest one.
    const track = !countAll;
    const ends = this.ends;
    const oneMask = this.oneMask;
    const saved = this.saved;
    const nearStart = this.nearStart;
    const deepestCells = this.deepestCells;
    const off = g.offsets;
    const keys = this.keys;
    const maxNodes = limits.maxNodes ?? Number.POSITIVE_INFINITY;
    const deadline =
      limits.maxMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + limits.maxMs;
    const onProgress = limits.onProgress;
    const signal = limits.signal;
    const observer = limits.observer;
    const onTour = limits.onTour;

    let startFree = startFreeAtRoot;
    let count = 0;
    let nodes = 1;
    let stopped: RunOutcome['stopped'];
    let deepestLen = this.deepestLen;
    let lowWater = deepestLen;
    let nextCheck = 0;
    // Squares the breadth-first passes may still walk (see CHECK_CREDIT); one board to start.
    let credit = 16 * N;
    // Set when a check found the unvisited squares split: ancestors are re-checked on the
    // way up and abandoned while they are split too (the split happened above them).
    let recheck = false;
    let d = root;

    while (d >= root) {
      // The next child of the node at depth d, or -1 when all were tried.
      let k = -1;
      if (plain) {
        const m = pending[d]!;
        if (m !== 0) {
          const low = m & -m;
          pending[d] = m ^ low;
          k = 31 - Math.clz32(low);
        }
      } else if (childPos[d]! < childCount[d]!) {
        k = children[d * 8 + childPos[d]!]!;
        childPos[d]!++;
      }
      if (k >= 0) {
        // Enter the child: visit its square.
        const cell = path[d]! + off[k]!;
        const parentEnds = ends[d]!;
        const lowers = (oneMask[d]! >> k) & 1;
        d++;
        path[d] = cell;
        saved[d] = deg[cell]!;
        deg[cell] = BLOCKED;
        deg[cell + off[0]!]!--;
        deg[cell + off[1]!]!--;
        deg[cell + off[2]!]!--;
        deg[cell + off[3]!]!--;
        deg[cell + off[4]!]!--;
        deg[cell + off[5]!]!--;
        deg[cell + off[6]!]!--;
        deg[cell + off[7]!]!--;
        startFree -= nearStart[cell]!;
        nodes++;
        credit += CHECK_CREDIT;
        if (observer !== undefined) observer.enter(squareIndexOfCell(g, cell), d);
        if (track && d >= deepestLen) {
          for (let i = lowWater; i <= d; i++) deepestCells[i] = path[i]!;
          deepestLen = d + 1;
          lowWater = d + 1;
        }
        if (d === N - 1) {
          // A leaf: every square visited.
          if (!closed || nearStart[cell] === 1) {
            count++;
            if (onTour !== undefined) onTour(path);
            if (!countAll) {
              this.deepestLen = deepestLen;
              return { found: true, count, nodes, stopped };
            }
          }
          childCount[d] = 0;
          pending[d] = 0;
        } else if (
          connectivity &&
          nodes >= nextCheck &&
          credit >= N - 1 - d &&
          !this.reach.connected(cell, N - 1 - d)
        ) {
          credit -= N - 1 - d;
          recheck = true;
          childCount[d] = 0;
          pending[d] = 0;
        } else {
          if (connectivity && nodes >= nextCheck && credit >= N - 1 - d) {
            // The check ran and passed: the next one is due later.
            credit -= N - 1 - d;
            nextCheck = nodes + Math.max(16, (N - 1 - d) >> CHECK_SHIFT);
          }
          ends[d] = parentEnds - lowers;
          this.expand(d, N, closed, rank, keys, startFree);
          if (countAll && plain && d === N - 2) {
            // One square left: count its completion here instead of entering it (the last
            // level is a fifth of all nodes when counting).
            const m = pending[d]!;
            if (m !== 0) {
              const last = cell + off[31 - Math.clz32(m)]!;
              if (!closed || nearStart[last] === 1) {
                count++;
                if (onTour !== undefined) {
                  path[d + 1] = last;
                  onTour(path);
                }
              }
            }
            pending[d] = 0;
          }
        }
        childPos[d] = 0;
        // Limits: the node count on every node, the clock and the signal every 2^12.
        if (nodes >= maxNodes) {
          stopped = 'max-nodes';
          break;
        }
        if ((nodes & CLOCK_MASK) === 0) {
          if (Date.now() > deadline) stopped = 'max-ms';
          else if (signal?.aborted) stopped = 'aborted';
          if ((nodes & PROGRESS_MASK) === 0) onProgress?.(nodes, count);
          if (stopped) break;
        }
      } else {
        // Leave the node: undo the visit of path[d].
        const cell = path[d]!;
        if (d > 0 || !closed) {
          deg[cell + off[0]!]!++;
          deg[cell + off[1]!]!++;
          deg[cell + off[2]!]!++;
          deg[cell + off[3]!]!++;
          deg[cell + off[4]!]!++;
          deg[cell + off[5]!]!++;
          deg[cell + off[6]!]!++;
          deg[cell + off[7]!]!++;
        }
        deg[cell] = saved[d]!;
        startFree += nearStart[cell]!;
        if (observer !== undefined && d > root) observer.leave(squareIndexOfCell(g, cell), d);
        d--;
        if (d + 1 < lowWater) lowWater = d + 1; // path[d + 1] will be overwritten
        if (recheck && d >= root) {
          const left = N - 1 - d;
          // Without the credit for it, the ancestors are searched as they are (still sound).
          if (credit < left) recheck = false;
          else {
            credit -= left;
            if (this.reach.connected(path[d]!, left)) recheck = false;
            else {
              childCount[d] = 0;
              pending[d] = 0;
            }
          }
        }
      }
    }
    this.deepestLen = deepestLen;
    return { found: false, count, nodes, stopped };
  }

  /**
   * Computes the children of the node at depth `d` (square `path[d]` just visited), after
   * the pruning rules; none when the node is a dead end.
   */
  private expand(
    d: number,
    N: number,
    closed: boolean,
    rank: Uint8Array | undefined,
    keys: number[],
    startFree: number,
  ): void {
    const deg = this.deg;
    const off = this.geometry.offsets;
    const c = this.path[d]!;
    const remaining = N - 1 - d;
    let all = 0;
    let low = 0; // open: degree 0 (H-degree would drop to 0); closed: degree ≤ 1
    let lowCount = 0;
    let ones = 0; // open: degree 1 (would become an end)
    let oneCount = 0;
    for (let k = 0; k < 8; k++) {
      const du = deg[c + off[k]!]!;
      if (du >= FREE_LIMIT) continue;
      all |= 1 << k;
      if (closed ? du <= 1 : du === 0) {
        low |= 1 << k;
        lowCount++;
      } else if (!closed && du === 1) {
        ones |= 1 << k;
        oneCount++;
      }
    }
    let mask = all;
    this.oneMask[d] = ones;
    if (remaining === 1) {
      mask = all; // the last square: moving there is the only option, checked at the leaf
    } else if (closed) {
      // Closed: the start must keep an unvisited neighbour to close the cycle on. At the
      // start itself nothing drops (its neighbours keep counting it).
      if (startFree === 0) mask = 0;
      else if (d > 0) {
        if (lowCount >= 2) mask = 0;
        else if (lowCount === 1) mask = low;
      }
    } else if (lowCount > 0) {
      mask = 0; // a neighbour left behind would be unreachable; entering it is a dead end
    } else {
      const total = this.ends[d]! + oneCount;
      this.ends[d] = total; // a child's end count: this, minus one if it had degree 1
      if (total >= 3) mask = 0;
      else if (total === 2) mask = ones; // only entering one of them keeps a single end
    }
    let count = 0;
    const base = d * 8;
    const children = this.children;
    if (rank === undefined) {
      this.pending[d] = mask; // tried lowest bit first: the fixed move order
    } else {
      const p = this.geometry.pattern[c]! << 3;
      // Insertion sort of at most 8 keys: degree first, then the static rank (b)–(d).
      for (let k = 0; k < 8; k++) {
        if (((mask >> k) & 1) === 0) continue;
        const key = deg[c + off[k]!]! * 8 + rank[p + k]!;
        let i = count++;
        while (i > 0 && keys[i - 1]! > key) {
          keys[i] = keys[i - 1]!;
          children[base + i] = children[base + i - 1]!;
          i--;
        }
        keys[i] = key;
        children[base + i] = k;
      }
    }
    this.childCount[d] = count;
  }
}
