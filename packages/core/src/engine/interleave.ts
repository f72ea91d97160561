import {
  BLOCKED,
  type Geometry,
  MAX_PATTERNS,
  NO_CANDIDATE,
  ORDER_IDS,
  PLAIN_ORDER_ID,
  rankTable,
} from './geometry.js';
import type { PriorityOrder } from './orders.js';
import { Walker } from './walk.js';
import { encodeModule, op, type WasmFunction } from './wasm.js';

/**
 * The sweep engine: many greedy walks on one board, several stepped round-robin in one loop.
 *
 * Walks from different starts share no data, so stepping K of them in turn lets the CPU
 * overlap their dependent load chains. In JavaScript that gains nothing (V8's code for the
 * step is bound by instruction count, not latency: measured in docs/performance.md), so the
 * loop is a WebAssembly kernel, generated at run time and compiled once per process (the
 * board's stride and rank tables live in its memory, so one module serves every board):
 * no bounds checks, the minimum is a tree of `select` (cmov).
 * Every walk is identical to {@link Walker.walk}'s; without WebAssembly (or for boards too
 * large for its 32-bit memory) the engine falls back to that walker, one walk at a time.
 */

/** Lanes (walks stepped together) by default: the best measured on the benchmark machine. */
export const DEFAULT_LANES = 3;

/** Most lanes a kernel is generated for. */
export const MAX_LANES = 8;

/** Rounds a kernel call runs before returning, so a long walk lets V8 swap in optimised code. */
const ROUND_BUDGET = 1 << 16;

/** Largest WebAssembly memory the engine asks for: addresses stay positive 32-bit integers. */
const MAX_MEMORY = 2 ** 31 - 65536;

/** Work for {@link InterleavedWalker.run}: every instance makes up to `attemptsPer` attempts. */
export interface WalkBatch {
  /** Padded start cell of each instance. */
  readonly cells: Int32Array;
  /** `tables[i * attemptsPer + a]`: rank-table id (see geometry `tableId`) of attempt a of instance i. */
  readonly tables: Uint8Array;
  readonly attemptsPer: number;
}

/** Per-instance outcome of a batch, as arrays (no object per instance). */
export interface BatchOutcome {
  /** Squares of the reported walk: the first complete attempt, else the longest (earliest on ties). */
  readonly length: Int32Array;
  /** Attempts made (stops at the first complete one). */
  readonly attempts: Uint8Array;
  /** Attempt index (0-based) of the reported walk. */
  readonly reported: Uint8Array;
  /** Squares walked over all attempts. */
  readonly walked: Float64Array;
}

/** The priority order of a rank-table id, undefined for plain Warnsdorff. */
function orderOfTable(id: number): PriorityOrder | undefined {
  if (id === PLAIN_ORDER_ID) return undefined;
  return { first: (id % 8) + 1, direction: id < 8 ? 1 : -1 };
}

const align = (value: number, to: number): number => Math.ceil(value / to) * to;

/**
 * Memory layout of one board's engine (bytes): lane records (cell, table base, first round,
 * pattern delta) · board parameters · rank words · move offsets (both sized for the most
 * patterns, so the kernels' addresses are constants) · K degree regions · pattern · degree
 * template.
 */
interface Layout {
  readonly lanes: number;
  readonly region: number;
  readonly degrees: number;
  readonly pattern: number;
  readonly template: number;
  readonly bytes: number;
}

/** Lane records, one per lane: written by the driver, read by the kernel (which saves the cell back). */
const LANE_RECORDS = 0;
/** Bytes of one lane record: four 32-bit fields. */
const LANE_BYTES = 16;
/** Field: the lane's current cell, as a byte address in its degree region. */
const LANE_CELL = 0;
/** Field: the base of the lane's rank table (table id × patterns). */
const LANE_TABLE = 4;
/** Field: the round of the walk's first step ("born"). */
const LANE_BORN = 8;
/** Field: pattern area − the lane's degree region, so that cell + delta is the cell's pattern. */
const LANE_PATTERN_DELTA = 12;
/** Int32 index of a field of lane `lane`'s record (the driver's view of the same layout). */
const laneWord = (lane: number, field: number): number =>
  (LANE_RECORDS + lane * LANE_BYTES + field) >> 2;
/** Board parameters: stride, 2 × stride, 2 × stride + 2 (fields at these byte offsets). */
const PARAMETERS = LANE_BYTES * MAX_LANES;
const PARAMETER_STRIDE = 0;
const PARAMETER_TWICE = 4;
const PARAMETER_REACH = 8;
/** The round counter: a lane's walk has visited `round − born + 1` squares when it ends. */
const ROUND = PARAMETERS + 12;
const RANKS = 256;
const MOVES = RANKS + 4 * ORDER_IDS * MAX_PATTERNS;
const DEGREES = MOVES + 32 * ORDER_IDS * MAX_PATTERNS;

function layoutFor(g: Geometry, lanes: number): Layout {
  const region = align(g.size, 64);
  const pattern = DEGREES + lanes * region;
  const template = pattern + region;
  return { lanes, region, degrees: DEGREES, pattern, template, bytes: template + region };
}

/**
 * The kernel stepping `k` lanes: `step<k>(budget) → lane` runs rounds (one step of every
 * lane) until a lane's walk ends (returns that lane; every lane's record is saved) or
 * `budget` rounds passed (returns −1). Lane j's record at `16 j` holds its current cell's
 * address, its table base, the round of its walk's first step and the distance from its
 * degrees to the pattern. Lengths come from the shared round counter: no per-step count.
 * The kernels do not depend on the board (stride and layout are read from memory), so one
 * module serves every board and V8 optimises it once.
 */
function kernel(k: number): WasmFunction {
  const budget = 0;
  let next = 1;
  const cur: number[] = [];
  const base: number[] = [];
  const delta: number[] = [];
  for (let j = 0; j < k; j++) {
    cur.push(next++);
    base.push(next++);
    delta.push(next++);
  }
  const round = next++;
  const stride = next++;
  const twice = next++;
  const reach = next++;
  const row0 = next++;
  const row1 = next++;
  const row3 = next++;
  const row4 = next++;
  const q = next++;
  const w = next++;
  const d = next++;
  const key: number[] = [];
  for (let m = 0; m < 8; m++) key.push(next++);
  const body: number[] = [];
  const save: number[] = [];
  const load = (local: number, address: number) =>
    body.push(...op.const(0), ...op.load(address), ...op.set(local));
  load(stride, PARAMETERS + PARAMETER_STRIDE);
  load(twice, PARAMETERS + PARAMETER_TWICE);
  load(reach, PARAMETERS + PARAMETER_REACH);
  load(round, ROUND);
  save.push(...op.const(0), ...op.get(round), ...op.store(ROUND));
  for (let j = 0; j < k; j++) {
    const record = LANE_RECORDS + LANE_BYTES * j;
    load(cur[j]!, record + LANE_CELL);
    load(base[j]!, record + LANE_TABLE);
    load(delta[j]!, record + LANE_PATTERN_DELTA);
    save.push(...op.const(0), ...op.get(cur[j]!), ...op.store(record + LANE_CELL));
  }
  // The 8 neighbours of (x, y), from the rows y−2, y−1, y+1, y+2 each starting at x − 2.
  const neighbours: [row: number, at: number][] = [
    [row1, 0], // (-2,-1)
    [row0, 1], // (-1,-2)
    [row0, 3], // (1,-2)
    [row1, 4], // (2,-1)
    [row3, 4], // (2,1)
    [row4, 3], // (1,2)
    [row4, 1], // (-1,2)
    [row3, 0], // (-2,1)
  ];
  body.push(...op.loop);
  body.push(...op.get(budget), ...op.const(1), ...op.sub, ...op.tee(budget), ...op.eqz);
  body.push(...op.if, ...save, ...op.const(-1), ...op.return, ...op.end);
  body.push(...op.get(round), ...op.const(1), ...op.add, ...op.set(round));
  for (let j = 0; j < k; j++) {
    const c = cur[j]!;
    body.push(...op.get(c), ...op.const(BLOCKED), ...op.store8(0));
    body.push(...op.get(c), ...op.get(reach), ...op.sub, ...op.tee(row0));
    body.push(...op.get(stride), ...op.add, ...op.tee(row1));
    body.push(...op.get(twice), ...op.add, ...op.tee(row3));
    body.push(...op.get(stride), ...op.add, ...op.set(row4));
    // q = table base + pattern of the cell; w = the packed ranks of its moves.
    body.push(...op.get(base[j]!), ...op.get(c), ...op.get(delta[j]!), ...op.add, ...op.load8(0));
    body.push(...op.add, ...op.tee(q), ...op.const(2), ...op.shl, ...op.load(RANKS), ...op.set(w));
    neighbours.forEach(([row, at], m) => {
      body.push(...op.get(row), ...op.get(row), ...op.load8(at), ...op.const(1), ...op.sub);
      body.push(...op.tee(d), ...op.store8(at));
      body.push(...op.get(d), ...op.const(3), ...op.shl, ...op.get(w));
      if (m > 0) body.push(...op.const(3 * m), ...op.shrU);
      if (m < 7) body.push(...op.const(7), ...op.and);
      body.push(...op.add, ...op.set(key[m]!));
    });
    // Balanced minimum with select (compiled to cmov: no mispredicted branches).
    for (const [a, b] of [
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
      [0, 2],
      [4, 6],
      [0, 4],
    ] as const) {
      const x = key[a]!;
      const y = key[b]!;
      body.push(...op.get(x), ...op.get(y), ...op.get(x), ...op.get(y), ...op.ltS, ...op.select);
      body.push(...op.set(x));
    }
    body.push(...op.get(key[0]!), ...op.const(NO_CANDIDATE), ...op.geS);
    body.push(...op.if, ...save, ...op.const(j), ...op.return, ...op.end);
    // cell += offset of the move of the winning rank: moves[(q * 8 + rank) * 4]
    body.push(...op.get(c), ...op.get(q), ...op.const(3), ...op.shl, ...op.get(key[0]!));
    body.push(...op.const(7), ...op.and, ...op.add, ...op.const(2), ...op.shl);
    body.push(...op.load(MOVES), ...op.add, ...op.set(c));
  }
  body.push(...op.br(0), ...op.end, ...op.const(-1));
  return { name: `step${k}`, params: 1, locals: next - 1, body };
}

/** The module of kernels for 1..MAX_LANES lanes, compiled once per process (lazily). */
let kernelModule: object | undefined;

type Kernel = (budget: number) => number;

/** The part of the WebAssembly API used here (core's TypeScript lib has no DOM/wasm types). */
interface WasmApi {
  Memory: new (descriptor: { initial: number; maximum?: number }) => { buffer: ArrayBuffer };
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}

const wasmApi = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

/** The compiled kernels of one board, with the memory they work in. */
class WasmLanes {
  readonly layout: Layout;
  readonly u8: Uint8Array;
  readonly i32: Int32Array;
  readonly kernels: Kernel[];
  private loaded = 0;

  constructor(
    readonly geometry: Geometry,
    lanes: number,
  ) {
    const layout = layoutFor(geometry, lanes);
    this.layout = layout;
    const api = wasmApi;
    if (!api) throw new Error('WebAssembly is not available');
    const pages = Math.ceil(layout.bytes / 65536);
    kernelModule ??= new api.Module(
      encodeModule(
        1,
        Array.from({ length: MAX_LANES }, (_, i) => kernel(i + 1)),
      ),
    );
    const memory = new api.Memory({ initial: pages, maximum: pages });
    const instance = new api.Instance(kernelModule, { env: { memory } });
    this.kernels = Array.from(
      { length: lanes },
      (_, i) => instance.exports[`step${i + 1}`] as Kernel,
    );
    this.u8 = new Uint8Array(memory.buffer);
    this.i32 = new Int32Array(memory.buffer);
    this.u8.set(geometry.pattern, layout.pattern);
    this.u8.set(geometry.degrees, layout.template);
    this.i32[(PARAMETERS + PARAMETER_STRIDE) >> 2] = geometry.stride;
    this.i32[(PARAMETERS + PARAMETER_TWICE) >> 2] = 2 * geometry.stride;
    this.i32[(PARAMETERS + PARAMETER_REACH) >> 2] = 2 * geometry.stride + 2;
  }

  /** Writes the packed ranks and move offsets of a rank table (once per table id). */
  ensureTable(id: number): void {
    if (this.loaded & (1 << id)) return;
    const g = this.geometry;
    const table = rankTable(g, orderOfTable(id));
    const pc = g.patternCount;
    for (let p = 0; p < pc; p++) {
      const q = id * pc + p;
      this.i32[(RANKS >> 2) + q] = table.ranks[p]!;
      for (let r = 0; r < 8; r++) {
        this.i32[(MOVES >> 2) + q * 8 + r] = g.offsets[table.moveOfRank[p * 8 + r]!]!;
      }
    }
    this.loaded |= 1 << id;
  }
}

/** True when this runtime can compile and run the WebAssembly kernels. */
export function wasmAvailable(): boolean {
  return typeof wasmApi?.Module === 'function';
}

/** Options of {@link InterleavedWalker}. */
export interface InterleaveOptions {
  /** Walks stepped together, 1..8 (default {@link DEFAULT_LANES}). */
  readonly lanes?: number;
  /** Use the JavaScript walker even when WebAssembly is available (for tests and comparisons). */
  readonly javascript?: boolean;
}

/**
 * Runs batches of greedy walks on one board (the sweep's inner loop). Allocates its memory
 * once (about `lanes + 2` bytes per cell); nothing per walk or per step.
 */
export class InterleavedWalker {
  readonly geometry: Geometry;
  /** Lanes in use: 0 when the JavaScript fallback runs. */
  readonly lanes: number;
  private readonly wasm: WasmLanes | undefined;
  private walker: Walker | undefined;
  private path: Int32Array | undefined;

  constructor(geometry: Geometry, options: InterleaveOptions = {}) {
    this.geometry = geometry;
    const lanes = Math.max(1, Math.min(MAX_LANES, Math.floor(options.lanes ?? DEFAULT_LANES)));
    let wasm: WasmLanes | undefined;
    if (!options.javascript && wasmAvailable() && layoutFor(geometry, lanes).bytes <= MAX_MEMORY) {
      try {
        wasm = new WasmLanes(geometry, lanes);
      } catch {
        wasm = undefined; // e.g. a Content-Security-Policy without wasm-unsafe-eval: fall back
      }
    }
    this.wasm = wasm;
    this.lanes = wasm ? lanes : 0;
  }

  /** Runs every instance of `batch`; returns per-instance arrays. */
  run(batch: WalkBatch): BatchOutcome {
    const n = batch.cells.length;
    const out: BatchOutcome = {
      length: new Int32Array(n),
      attempts: new Uint8Array(n),
      reported: new Uint8Array(n),
      walked: new Float64Array(n),
    };
    if (this.wasm) this.runWasm(this.wasm, batch, out);
    else this.runJavaScript(batch, out);
    return out;
  }

  private runJavaScript(batch: WalkBatch, out: BatchOutcome): void {
    const g = this.geometry;
    const total = g.board.width * g.board.height;
    this.walker ??= new Walker(g);
    this.path ??= new Int32Array(total);
    const { cells, tables, attemptsPer } = batch;
    for (let i = 0; i < cells.length; i++) {
      for (let a = 0; a < attemptsPer; a++) {
        const table = rankTable(g, orderOfTable(tables[i * attemptsPer + a]!));
        const length = this.walker.walk(cells[i]!, table, this.path);
        if (record(out, i, a, length, total) || a + 1 === attemptsPer) break;
      }
    }
  }

  private runWasm(wasm: WasmLanes, batch: WalkBatch, out: BatchOutcome): void {
    const g = this.geometry;
    const total = g.board.width * g.board.height;
    const { layout, u8, i32, kernels } = wasm;
    const { cells, tables, attemptsPer } = batch;
    for (const id of new Set(tables)) wasm.ensureTable(id);
    const pc = g.patternCount;
    const laneInstance = new Int32Array(layout.lanes);
    const laneAttempt = new Int32Array(layout.lanes);
    const begin = (lane: number, i: number, a: number) => {
      const start = layout.degrees + lane * layout.region;
      u8.copyWithin(start, layout.template, layout.template + g.size);
      i32[laneWord(lane, LANE_CELL)] = start + cells[i]!;
      i32[laneWord(lane, LANE_TABLE)] = tables[i * attemptsPer + a]! * pc;
      i32[laneWord(lane, LANE_BORN)] = i32[ROUND >> 2]! + 1; // its first step is in the next round
      i32[laneWord(lane, LANE_PATTERN_DELTA)] = layout.pattern - start;
      laneInstance[lane] = i;
      laneAttempt[lane] = a;
    };
    let next = 0;
    let active = 0;
    while (active < layout.lanes && next < cells.length) begin(active++, next++, 0);
    while (active > 0) {
      const lane = kernels[active - 1]!(ROUND_BUDGET);
      if (lane < 0) continue;
      const round = i32[ROUND >> 2]!;
      // The lanes after it did not step in this round: their walks start a round later.
      for (let j = lane + 1; j < active; j++) i32[laneWord(j, LANE_BORN)]! += 1;
      const i = laneInstance[lane]!;
      const a = laneAttempt[lane]!;
      const length = (round - i32[laneWord(lane, LANE_BORN)]! + 1) | 0; // rounds wrap modulo 2^32
      if (!record(out, i, a, length, total) && a + 1 < attemptsPer) {
        begin(lane, i, a + 1);
      } else if (next < cells.length) {
        begin(lane, next++, 0);
      } else {
        // No work left: move the last active lane into this slot so lanes 0..active−1 stay busy.
        active--;
        if (lane !== active) {
          const from = layout.degrees + active * layout.region;
          const to = layout.degrees + lane * layout.region;
          u8.copyWithin(to, from, from + g.size);
          i32[laneWord(lane, LANE_CELL)] = i32[laneWord(active, LANE_CELL)]! - from + to;
          i32[laneWord(lane, LANE_TABLE)] = i32[laneWord(active, LANE_TABLE)]!;
          i32[laneWord(lane, LANE_BORN)] = i32[laneWord(active, LANE_BORN)]!;
          i32[laneWord(lane, LANE_PATTERN_DELTA)] = layout.pattern - to;
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
