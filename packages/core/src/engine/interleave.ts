import {
  type Geometry,
  MAX_PATTERNS,
  moveOffsets,
  type RankTable,
  squareIndexOfCell,
  toSquareIndices,
} from './geometry.js';
import { SWEEP_KERNEL_LAYOUT, SWEEP_KERNEL_WASM } from './sweep-kernel.generated.js';
import { Walker } from './walk.js';
import { type WasmMemory, wasmApi } from './wasm.js';

/**
 * The sweep engine: many greedy walks on one board, several stepped round-robin in one loop.
 *
 * Walks from different starts share no data, so stepping K of them in turn lets the CPU
 * overlap their dependent load chains. In JavaScript that gains nothing (V8's code for the
 * step is bound by instruction count, not latency: measured in docs/performance.md), so the
 * loop is a WebAssembly SIMD kernel, written as WebAssembly text in sweep-kernel.wat and
 * assembled at build time (the bytes are embedded; one module serves every board: the
 * board's row distances and rank vectors live in its memory). This file is its driver: it
 * fills the memory the kernel's layout names, refills lanes whose walk ended and folds the
 * lengths into per-instance outcomes. Each lane walks with its own rank table and pattern array
 * (both addresses are in its record), so one batch can mix any number of static rules.
 * Every walk is identical to {@link Walker.walk}'s; without WebAssembly, on boards narrower
 * than 5 columns, or for boards too large for its 32-bit memory the engine falls back to that
 * walker, one walk at a time.
 */

/** Lanes (walks stepped together) by default: the best measured on the benchmark machine. */
export const DEFAULT_LANES = 8;

/** Most lanes the kernel steps together. */
export const MAX_LANES: number = SWEEP_KERNEL_LAYOUT.MAX_LANES;

/** Rounds a kernel call runs before returning, so a long walk lets V8 swap in optimised code. */
const ROUND_BUDGET = 1 << 16;

/** Largest WebAssembly memory the engine asks for: addresses stay positive 32-bit integers. */
const MAX_MEMORY = 2 ** 31 - 65536;

/** Work for {@link InterleavedWalker.run}: every instance makes up to `attemptsPer` attempts. */
export interface WalkBatch {
  /** Padded start cell of each instance. */
  readonly cells: Int32Array;
  /** The rank tables the batch walks with (each carries its pattern array). */
  readonly rankings: readonly RankTable[];
  /** `tables[i * attemptsPer + a]`: index in `rankings` of attempt a of instance i. */
  readonly tables: Int32Array;
  readonly attemptsPer: number;
}

/** Per-instance outcome of a batch, as arrays (no object per instance). */
export interface BatchOutcome {
  /** Squares of the reported walk: the first complete attempt, else the longest (earliest on ties). */
  readonly length: Int32Array;
  /** Attempts made (stops at the first complete one). */
  readonly attempts: Int32Array;
  /** Attempt index (0-based) of the reported walk. */
  readonly reported: Int32Array;
  /** Squares walked over all attempts. */
  readonly walked: Float64Array;
}

/** An outcome for `n` instances, every array zero until the walks fill it in. */
export function emptyOutcome(n: number): BatchOutcome {
  return {
    length: new Int32Array(n),
    attempts: new Int32Array(n),
    reported: new Int32Array(n),
    walked: new Float64Array(n),
  };
}

/**
 * A complete walk handed over (valid only during the call). The kernel keeps a walk as the
 * move of each step, one byte (a quarter of the traffic of square indices), so a check that
 * can read moves takes `moves`; `squares()` gives the walk as square indices either way.
 */
export interface CompleteWalk {
  /**
   * The move of each step, 0..7 in `MOVES` order (SPEC §2's move k + 1 as k), one fewer than
   * the walk's squares, from the instance's start; undefined when the walk was kept as squares.
   */
  readonly moves: Uint8Array | undefined;
  /** The walk as square indices `y * width + x` (`(z * height + y) * width + x` on a box), in order. */
  squares(): Int32Array;
}

/**
 * Called with every complete walk of a batch when the caller asks for them, with its
 * instance's index.
 */
export type CompleteWalkHandler = (instance: number, walk: CompleteWalk) => void;

/** A complete walk kept as square indices. */
export function walkOfSquares(squares: Int32Array): CompleteWalk {
  return { moves: undefined, squares: () => squares };
}

/** A complete walk kept as moves from the square index `start` of a board `width` wide. */
function walkOfMoves(start: number, moves: Uint8Array, width: number): CompleteWalk {
  return {
    moves,
    squares: () => {
      const offsets = moveOffsets(width);
      const squares = new Int32Array(moves.length + 1);
      squares[0] = start;
      for (let k = 0; k < moves.length; k++) squares[k + 1] = squares[k]! + offsets[moves[k]!]!;
      return squares;
    },
  };
}

const align = (value: number, to: number): number => Math.ceil(value / to) * to;

const L = SWEEP_KERNEL_LAYOUT;
/** Lane records in i32 units. */
const RECORD_WORDS = L.RECORD_BYTES >> 2;
const CELL = L.RECORD_CELL >> 2;
const TABLE = L.RECORD_TABLE >> 2;
const BORN = L.RECORD_BORN >> 2;
const PATTERN = L.RECORD_PATTERN >> 2;
const PATH = L.RECORD_PATH >> 2;

/**
 * Where one board's engine lives in the kernel's memory (bytes, after the fixed part named in
 * sweep-kernel.wat): `lanes` degree regions, the degree template, when complete walks are
 * handed out one path buffer per lane, then the data area: the pattern arrays and rank vectors
 * the batches use, placed on demand (the memory grows when they do not fit).
 */
interface Layout {
  readonly lanes: number;
  readonly region: number;
  readonly template: number;
  /** First path buffer (a byte per step each; none when paths are not kept). */
  readonly paths: number;
  readonly pathBytes: number;
  /** Start of the data area. */
  readonly data: number;
  /** Bytes before any data is placed (with room for one pattern array and a few tables). */
  readonly bytes: number;
}

function layoutFor(g: Geometry, lanes: number, keepPaths: boolean): Layout {
  const region = align(g.size, 64);
  const template = L.DEGREES + lanes * region;
  const paths = template + region;
  const pathBytes = keepPaths ? align(g.board.width * g.board.height, 64) : 0;
  const data = align(paths + lanes * pathBytes + L.SLACK, 64);
  return {
    lanes,
    region,
    template,
    paths,
    pathBytes,
    data,
    bytes: data + region + 16 * MAX_PATTERNS * L.RANK_BYTES,
  };
}

/**
 * The move (moves.ts index) whose target degree lands in each u16 lane of the kernel's
 * north window (lanes 0..7) and south window (8..15), −1 for lanes holding no neighbour.
 */
const WINDOW_LANES = [1, 2, -1, -1, 0, -1, 3, -1, 6, 5, -1, -1, 7, -1, 4, -1];

/** `walk(lanes, budget, keepPaths) → lane` of sweep-kernel.wat. */
type Kernel = (lanes: number, budget: number, keepPaths: number) => number;

/** The kernel module, compiled once per process (lazily). */
let kernelModule: object | undefined;
/**
 * Set when a kernel could not be made (no memory could be reserved, e.g. under an
 * address-space limit, or a policy forbids WebAssembly): every later board walks in plain
 * JavaScript at once instead of paying V8's failed reservation again, about 0.1 s each.
 */
let kernelFailed = false;
const SMALL_MEMORY = 64 * 1024 * 1024;

/** The kernel of one board, with the memory it works in. */
class WasmLanes {
  readonly layout: Layout;
  u8: Uint8Array;
  i32: Int32Array;
  readonly walk: Kernel;
  private readonly memory: WasmMemory;
  /** Where each pattern array and each rank table's vectors are placed in the data area. */
  private readonly placed = new Map<Uint8Array | RankTable, number>();
  private dataEnd: number;

  constructor(
    readonly geometry: Geometry,
    layout: Layout,
  ) {
    this.layout = layout;
    const api = wasmApi;
    if (!api) throw new Error('WebAssembly is not available');
    const pages = Math.ceil(layout.bytes / 65536);
    kernelModule ??= new api.Module(SWEEP_KERNEL_WASM);
    this.memory = new api.Memory({ initial: pages, maximum: MAX_MEMORY / 65536 });
    const instance = new api.Instance(kernelModule, { env: { memory: this.memory } });
    this.walk = instance.exports.walk as Kernel;
    this.u8 = new Uint8Array(this.memory.buffer);
    this.i32 = new Int32Array(this.memory.buffer);
    this.dataEnd = layout.data;
    this.u8.set(geometry.degrees, layout.template);
    const s = geometry.stride;
    this.i32[L.WINDOW_ABOVE_2 >> 2] = -2 * s - 1;
    this.i32[L.WINDOW_ABOVE_1 >> 2] = -s - 2;
    this.i32[L.WINDOW_BELOW_1 >> 2] = s - 2;
    this.i32[L.WINDOW_BELOW_2 >> 2] = 2 * s - 1;
    this.i32.set(geometry.offsets, L.OFFSETS >> 2);
  }

  /**
   * Places the pattern arrays and rank vectors of `rankings` in the data area (those not
   * placed yet); when they do not fit, the area is emptied and refilled with this batch's
   * alone, and the memory grows if even that does not fit. Returns each table's address.
   */
  place(rankings: readonly RankTable[]): Int32Array {
    const missing = (r: RankTable) => !this.placed.has(r) || !this.placed.has(r.pattern);
    if (rankings.some(missing)) {
      const need = this.bytesFor(rankings.filter(missing));
      if (this.dataEnd + need > this.u8.length - L.SLACK) {
        this.placed.clear();
        this.dataEnd = this.layout.data;
        this.reserve(this.bytesFor(rankings));
      }
      for (const r of rankings) this.load(r);
    }
    return Int32Array.from(rankings, (r) => this.placed.get(r)!);
  }

  /** The pattern array of a placed table. */
  patternOf(table: RankTable): number {
    return this.placed.get(table.pattern)!;
  }

  private bytesFor(rankings: readonly RankTable[]): number {
    const patterns = new Set(rankings.map((r) => r.pattern));
    let bytes = patterns.size * align(this.geometry.size, 64);
    for (const r of new Set(rankings)) bytes += r.ranks.length * L.RANK_BYTES;
    return bytes;
  }

  /** Grows the memory so that `bytes` more fit after the data placed so far. */
  private reserve(bytes: number): void {
    const want = this.dataEnd + bytes + L.SLACK;
    if (want <= this.u8.length) return;
    if (want > MAX_MEMORY) throw new RangeError('the batch needs more memory than the kernel has');
    this.memory.grow(Math.ceil((want - this.u8.length) / 65536));
    this.u8 = new Uint8Array(this.memory.buffer);
    this.i32 = new Int32Array(this.memory.buffer);
  }

  /** Writes a table's rank vectors (and its pattern array, once). */
  private load(table: RankTable): void {
    if (!this.placed.has(table.pattern)) {
      this.reserve(align(this.geometry.size, 64));
      this.u8.set(table.pattern, this.dataEnd);
      this.placed.set(table.pattern, this.dataEnd);
      this.dataEnd += align(this.geometry.size, 64);
    }
    if (this.placed.has(table)) return;
    const count = table.ranks.length;
    this.reserve(count * L.RANK_BYTES);
    const at0 = this.dataEnd;
    const u16 = new Uint16Array(this.u8.buffer);
    for (let p = 0; p < count; p++) {
      const at = (at0 + p * L.RANK_BYTES) >> 1;
      u16.fill(0xffff, at, at + 16);
      WINDOW_LANES.forEach((m, lane) => {
        if (m >= 0)
          u16[at + lane] = (table.rank[p * 8 + m]! << L.KEY_RANK_SHIFT) | (m << L.KEY_MOVE_SHIFT);
      });
    }
    this.placed.set(table, at0);
    this.dataEnd += count * L.RANK_BYTES;
  }
}

/** True when this runtime can compile and run the WebAssembly kernels. */
export function wasmAvailable(): boolean {
  return typeof wasmApi?.Module === 'function';
}

/** Options of {@link InterleavedWalker}. */
export interface InterleaveOptions {
  /** Walks stepped together, 1..16 (default {@link DEFAULT_LANES}). */
  readonly lanes?: number;
  /** Use the JavaScript walker even when WebAssembly is available (for tests and comparisons). */
  readonly javascript?: boolean;
}

/**
 * Runs batches of greedy walks on one board (the sweep's inner loop). Allocates its memory
 * once (about `lanes + 2` bytes per cell, plus a byte per square and lane when complete
 * walks are handed out); nothing per walk or per step.
 */
export class InterleavedWalker {
  readonly geometry: Geometry;
  /** Lanes in use: 0 when the JavaScript fallback runs. */
  readonly lanes: number;
  private readonly requested: number;
  private readonly javascript: boolean;
  private wasm: WasmLanes | undefined;
  private walker: Walker | undefined;
  private path: Int32Array | undefined;

  constructor(geometry: Geometry, options: InterleaveOptions = {}) {
    this.geometry = geometry;
    this.requested = Math.max(1, Math.min(MAX_LANES, Math.floor(options.lanes ?? DEFAULT_LANES)));
    this.javascript = options.javascript === true || geometry.stride < L.MIN_STRIDE;
    this.wasm = this.kernel(false);
    this.lanes = this.wasm ? this.requested : 0;
  }

  /** The WebAssembly kernel for this board (with path buffers or without), if it can run here. */
  private kernel(keepPaths: boolean): WasmLanes | undefined {
    if (this.wasm && (this.wasm.layout.pathBytes > 0 || !keepPaths)) return this.wasm;
    if (this.javascript || kernelFailed || !wasmAvailable()) return undefined;
    const layout = layoutFor(this.geometry, this.requested, keepPaths);
    if (layout.bytes > MAX_MEMORY) return undefined;
    try {
      return new WasmLanes(this.geometry, layout);
    } catch {
      // e.g. a Content-Security-Policy without wasm-unsafe-eval: fall back. A small memory that
      // cannot be had means none can (V8 reserves the same address space for any size).
      if (layout.bytes <= SMALL_MEMORY) kernelFailed = true;
      return undefined;
    }
  }

  /**
   * Runs every instance of `batch`; returns per-instance arrays. With `onComplete`, every
   * complete walk is also handed to it (in the order the walks end).
   */
  run(batch: WalkBatch, onComplete?: CompleteWalkHandler): BatchOutcome {
    const n = batch.cells.length;
    const out = emptyOutcome(n);
    const wasm = this.lanes > 0 ? this.kernel(onComplete !== undefined) : undefined;
    if (wasm) {
      this.wasm = wasm;
      this.runWasm(wasm, batch, out, onComplete);
    } else this.runJavaScript(batch, out, onComplete);
    return out;
  }

  private runJavaScript(
    batch: WalkBatch,
    out: BatchOutcome,
    onComplete?: CompleteWalkHandler,
  ): void {
    const g = this.geometry;
    const total = g.board.width * g.board.height;
    this.walker ??= new Walker(g);
    this.path ??= new Int32Array(total);
    const { cells, tables, rankings, attemptsPer } = batch;
    for (let i = 0; i < cells.length; i++) {
      for (let a = 0; a < attemptsPer; a++) {
        const table = rankings[tables[i * attemptsPer + a]!]!;
        const length = this.walker.walk(cells[i]!, table, this.path);
        if (record(out, i, a, length, total)) {
          if (onComplete) {
            toSquareIndices(g, this.path, total);
            onComplete(i, walkOfSquares(this.path));
          }
          break;
        }
        if (a + 1 === attemptsPer) break;
      }
    }
  }

  private runWasm(
    wasm: WasmLanes,
    batch: WalkBatch,
    out: BatchOutcome,
    onComplete: CompleteWalkHandler | undefined,
  ): void {
    const g = this.geometry;
    const total = g.board.width * g.board.height;
    const { cells, tables, rankings, attemptsPer } = batch;
    const address = wasm.place(rankings);
    const patterns = Int32Array.from(rankings, (r) => wasm.patternOf(r));
    const { layout, u8, i32, walk } = wasm; // after place(): the memory may have grown
    const keepPaths = layout.pathBytes > 0;
    const laneInstance = new Int32Array(layout.lanes);
    const laneAttempt = new Int32Array(layout.lanes);
    const round = () => i32[L.ROUND >> 2]!;
    // Lane j's record, path buffer and degree region.
    const rec = (lane: number) => (L.RECORDS >> 2) + lane * RECORD_WORDS;
    const pathOf = (lane: number) => layout.paths + lane * layout.pathBytes;
    const regionOf = (lane: number) => L.DEGREES + lane * layout.region;
    const begin = (lane: number, i: number, a: number) => {
      const start = regionOf(lane);
      const r = rec(lane);
      u8.copyWithin(start, layout.template, layout.template + g.size);
      const table = tables[i * attemptsPer + a]!;
      i32[r + CELL] = start + cells[i]!;
      i32[r + TABLE] = address[table]!;
      i32[r + BORN] = round() + 1; // its first step is in the next round
      i32[r + PATTERN] = patterns[table]! - start;
      i32[r + PATH] = pathOf(lane); // the kernel appends each move when keepPaths
      laneInstance[lane] = i;
      laneAttempt[lane] = a;
    };
    let next = 0;
    let active = 0;
    while (active < layout.lanes && next < cells.length) begin(active++, next++, 0);
    while (active > 0) {
      const lane = walk(active, ROUND_BUDGET, keepPaths ? 1 : 0);
      if (lane < 0) continue;
      const r = rec(lane);
      // The kernel steps lanes active−1 down to 0: those below this one did not step in this
      // round, so their walks start a round later.
      for (let j = 0; j < lane; j++) i32[rec(j) + BORN] = i32[rec(j) + BORN]! + 1;
      const i = laneInstance[lane]!;
      const a = laneAttempt[lane]!;
      const length = (round() - i32[r + BORN]! + 1) | 0; // rounds wrap modulo 2^32
      const complete = record(out, i, a, length, total);
      if (complete && onComplete) {
        const moves = u8.subarray(pathOf(lane), pathOf(lane) + total - 1);
        onComplete(i, walkOfMoves(squareIndexOfCell(g, cells[i]!), moves, g.board.width));
      }
      if (!complete && a + 1 < attemptsPer) {
        begin(lane, i, a + 1);
      } else if (next < cells.length) {
        begin(lane, next++, 0);
      } else {
        // No work left: move the last active lane into this slot so lanes 0..active−1 stay busy.
        active--;
        if (lane !== active) {
          const from = regionOf(active);
          const to = regionOf(lane);
          const src = rec(active);
          u8.copyWithin(to, from, from + g.size);
          if (keepPaths) {
            const walked = i32[src + PATH]! - pathOf(active);
            u8.copyWithin(pathOf(lane), pathOf(active), pathOf(active) + walked);
            i32[r + PATH] = pathOf(lane) + walked;
          }
          i32[r + CELL] = i32[src + CELL]! - from + to;
          i32[r + TABLE] = i32[src + TABLE]!;
          i32[r + BORN] = i32[src + BORN]!;
          i32[r + PATTERN] = i32[src + PATTERN]! + from - to;
          laneInstance[lane] = laneInstance[active]!;
          laneAttempt[lane] = laneAttempt[active]!;
        }
      }
    }
  }
}

/** Folds one finished attempt into the outcome; true when the walk was complete. */
function record(out: BatchOutcome, i: number, a: number, length: number, total: number): boolean {
  out.walked[i] = out.walked[i]! + length;
  out.attempts[i] = a + 1;
  if (length > out.length[i]!) {
    out.length[i] = length;
    out.reported[i] = a;
  }
  return length === total;
}
