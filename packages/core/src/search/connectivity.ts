import { FREE_LIMIT } from '../engine/geometry.js';

/**
 * The exact search's third pruning rule, checked every so often when looking for one tour:
 * the unvisited squares must stay connected by knight moves. Reads the search's degrees
 * (unvisited squares are below FREE_LIMIT) and keeps its own scratch: visit stamps by epoch,
 * so never cleared, and the breadth-first queue.
 */
export class Connectivity {
  private readonly mark: Uint32Array;
  private epoch = 0;
  private readonly queue: Int32Array;

  /** `deg` and `offsets` over `cells` padded cells, of which `squares` are the board's. */
  constructor(
    private readonly deg: Uint8Array,
    private readonly offsets: Int32Array,
    cells: number,
    squares: number,
  ) {
    this.mark = new Uint32Array(cells);
    this.queue = new Int32Array(squares);
  }

  /**
   * Are the `remaining` unvisited squares connected by knight moves? A completion visits them
   * all in one walk that never returns to a visited square, so a split means a dead end.
   * Breadth-first from an unvisited neighbour of `current` (none: not this check's concern).
   */
  connected(current: number, remaining: number): boolean {
    if (remaining <= 1) return true;
    const deg = this.deg;
    const off = this.offsets;
    let seed = -1;
    for (let k = 0; k < 8 && seed < 0; k++) {
      if (deg[current + off[k]!]! < FREE_LIMIT) seed = current + off[k]!;
    }
    if (seed < 0) return true;
    if (this.epoch === 0xffffffff) {
      this.mark.fill(0);
      this.epoch = 0;
    }
    const epoch = ++this.epoch;
    const mark = this.mark;
    const queue = this.queue;
    mark[seed] = epoch;
    queue[0] = seed;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const u = queue[head++]!;
      for (let k = 0; k < 8; k++) {
        const v = u + off[k]!;
        if (deg[v]! < FREE_LIMIT && mark[v] !== epoch) {
          mark[v] = epoch;
          queue[tail++] = v;
        }
      }
    }
    return tail === remaining;
  }
}
