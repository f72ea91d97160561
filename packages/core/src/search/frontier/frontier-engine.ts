import { type WasmMemory, wasmApi } from '../../engine/wasm.js';
import { FRONTIER_KERNEL_WASM, FRONTIER_KERNEL_LAYOUT as L } from './frontier-kernel.generated.js';
import type { FrontierPlan } from './plan.js';

/**
 * The driver of frontier-kernel.wat: one WebAssembly instance and its memory, which expands
 * states a step at a time and adds up the counts of equal states. It holds no layer: the
 * states of a step live outside (in the caller's arrays, on other threads or on disk) as
 * partitions of entries, so that one engine per worker thread can share the work of a step
 * and a layer can be larger than any one memory.
 *
 * An entry is a 64-bit key (see {@link FrontierPlan}) and its count in `lanes` little-endian
 * 64-bit limbs (8 + 8 × lanes bytes). A count is exact: the kernel notes any carry out of the
 * top limb ({@link FrontierEngine.overflowed}), and the caller then does the step again with
 * one limb more; counts of any size are exact that way.
 */

/** What is counted: closed tours, or open tours (paths), all of them or those with an end at `start`. */
export interface FrontierMode {
  readonly closed: boolean;
  /** Open tours with an end at this cell (count order): each is a tour starting there. */
  readonly start?: number | undefined;
}

let kernelModule: object | undefined;

/** Largest memory an engine asks for (WebAssembly's 32-bit limit). */
const MAX_MEMORY = 2 ** 32 - 65536;
/** States copied in per `expand` call, and entries per piece of a partition being added up. */
const PIECE_ENTRIES = 1 << 16;
/** Bytes of all buckets together, and the bounds of one bucket. */
const BUCKET_AREA = 1 << 24;
const MIN_BUCKET = 1 << 12;
const MAX_BUCKET = 1 << 20;

/** Most partitions a step may use. */
export const MAX_PARTITIONS: number = L.MAX_PARTS;

/** Most 64-bit limbs of a count (1024 bits). */
export const MAX_COUNT_LANES: number = L.MAX_LANES;

/** Bytes of an entry with `lanes` count lanes. */
export function entryBytes(lanes: number): number {
  return 8 + 8 * lanes;
}

export class FrontierEngine {
  readonly entry: number;
  private readonly memory: WasmMemory;
  private readonly expandFn: (input: number, from: number, n: number) => number;
  private readonly aggregateFn: (from: number, n: number) => void;
  private readonly compactFn: (out: number) => number;
  private readonly checkFn: (input: number, n: number, out: number) => void;
  private readonly addLiveFn: (from: number, n: number) => void;
  private u8!: Uint8Array;
  private i32!: Int32Array;
  private parts = 1;
  private bucketBytes = MAX_BUCKET;
  private readonly input: number = L.DATA;
  private buckets = 0;
  private live = 0;
  private liveBytes = 0;
  private table = 0;

  constructor(
    readonly plan: FrontierPlan,
    readonly mode: FrontierMode,
    readonly lanes: number,
    /** `profiles`: the states are degree profiles (see frontier-kernel.wat), not frontiers. */
    readonly profiles = false,
  ) {
    const api = wasmApi;
    if (!api) throw new Error('WebAssembly is not available');
    if (!(lanes >= 1 && lanes <= MAX_COUNT_LANES))
      throw new RangeError(`a count of ${lanes} limbs`);
    kernelModule ??= new api.Module(FRONTIER_KERNEL_WASM);
    this.entry = entryBytes(lanes);
    const bytes = L.DATA + PIECE_ENTRIES * this.entry + MAX_BUCKET;
    this.memory = new api.Memory({
      initial: Math.ceil(bytes / 65536),
      maximum: MAX_MEMORY / 65536,
    });
    const { exports } = new api.Instance(kernelModule, { env: { memory: this.memory } });
    this.expandFn = exports.expand as typeof this.expandFn;
    this.aggregateFn = exports.aggregate as typeof this.aggregateFn;
    this.compactFn = exports.compact as typeof this.compactFn;
    this.checkFn = exports.check as typeof this.checkFn;
    this.addLiveFn = exports.addLive as typeof this.addLiveFn;
    this.views();
    const i32 = this.i32;
    i32[L.P_WINDOW >> 2] = plan.window;
    i32[L.P_LANES >> 2] = lanes;
    i32[L.P_ENTRY >> 2] = this.entry;
    i32[L.P_OPEN >> 2] = mode.closed ? 0 : 1;
    i32[L.P_PROFILE >> 2] = profiles ? 1 : 0;
    // The edge sets the kernel tries: for k candidates, the masks of e of them.
    for (let k = 0; k <= 4; k++) {
      for (let e = 0; e <= 2; e++) {
        const at = L.COMBOS + 8 * (3 * k + e);
        let n = 0;
        for (let mask = 0; mask < 1 << k; mask++) {
          if (popcount(mask) === e) this.u8[at + 1 + n++] = mask;
        }
        this.u8[at] = n;
      }
    }
    const wide = new BigInt64Array(this.memory.buffer);
    for (let p = 0; p < plan.window; p++) {
      wide[(L.SHIFTS >> 3) + p] = BigInt(plan.shifts[p]!);
      this.u8[L.FIELD_MASK + p] = (1 << plan.widths[p]!) - 1;
      this.u8[L.FIELD_WIDTH + p] = plan.widths[p]!;
    }
    this.setParts(1);
  }

  private views(): void {
    this.u8 = new Uint8Array(this.memory.buffer);
    this.i32 = new Int32Array(this.memory.buffer);
  }

  /** Grows the memory to at least `bytes`. */
  private reserve(bytes: number): void {
    if (bytes <= this.u8.length) return;
    if (bytes > MAX_MEMORY) {
      throw new RangeError(`a partition needs ${bytes} bytes, more than one engine's memory`);
    }
    this.memory.grow(Math.ceil((bytes - this.u8.length) / 65536));
    this.views();
  }

  /**
   * Keeps, of the next expansions' successors, only the partitions whose number modulo
   * `rounds` (a power of 2) is `round`: a step done in rounds holds a share of its successors
   * at a time. Tours completed by the step count in round 0 only.
   */
  setRound(round: number, rounds: number): void {
    this.i32[L.P_ROUND_MASK >> 2] = rounds - 1;
    this.i32[L.P_ROUND >> 2] = round;
  }

  /** Splits the successors of the next step into `parts` partitions (a power of 2). */
  setParts(parts: number): void {
    this.parts = parts;
    const high = MAX_SUCCESSORS_BYTES(this.entry);
    this.bucketBytes = Math.min(MAX_BUCKET, Math.max(MIN_BUCKET, BUCKET_AREA / parts, 2 * high));
    this.layout();
    const i32 = this.i32;
    i32[L.P_PARTS_MASK >> 2] = parts - 1;
    i32[L.P_BUCKET_BYTES >> 2] = this.bucketBytes;
    i32[L.P_HIGH >> 2] = this.bucketBytes - high;
    i32.fill(0, L.FILLS >> 2, (L.FILLS >> 2) + parts);
  }

  /**
   * The input area, then the live set, the buckets and the table: the live set stays where
   * it is when the buckets change, and the buckets and table move when it grows.
   */
  private layout(): void {
    this.live = this.input + PIECE_ENTRIES * this.entry;
    this.buckets = this.live + this.liveBytes;
    this.table = this.buckets + this.parts * this.bucketBytes;
    this.reserve(this.table);
    this.i32[L.P_LIVE >> 2] = this.live;
    this.i32[L.P_BUCKETS >> 2] = this.buckets;
  }

  /**
   * The profiles from which a tour can still be completed after this step (see
   * {@link liveProfiles}), or undefined: successors of frontiers whose profile is not among
   * them are dropped, and `check` looks profiles up in them.
   */
  setLive(profiles: BigUint64Array | undefined): void {
    const count = profiles?.length ?? 0;
    let slots = 16;
    while (slots < 2 * count) slots *= 2;
    this.liveBytes = profiles ? slots * 8 : 0;
    this.layout();
    this.i32[L.P_FILTER >> 2] = profiles && !this.profiles ? 1 : 0;
    this.i32[L.P_LIVE_MASK >> 2] = slots - 1;
    if (!profiles) return;
    this.u8.fill(0, this.live, this.live + this.liveBytes);
    const bytes = new Uint8Array(profiles.buffer, profiles.byteOffset, profiles.byteLength);
    for (let at = 0; at < bytes.length; at += PIECE_ENTRIES * 8) {
      const piece = bytes.subarray(at, Math.min(bytes.length, at + PIECE_ENTRIES * 8));
      this.u8.set(piece, this.input);
      this.addLiveFn(this.input, piece.length / 8);
    }
  }

  /**
   * Profiles only: for each of `profiles` (keys alone, 8 bytes each), 1 when one of its
   * successors by the current step is in the live set (or completes a tour on the last step),
   * else 0.
   */
  check(profiles: BigUint64Array): Uint8Array {
    const n = profiles.length;
    const bytes = new Uint8Array(profiles.buffer, profiles.byteOffset, profiles.byteLength);
    const flags = new Uint8Array(n);
    const out = this.table;
    this.reserve(out + PIECE_ENTRIES);
    // Checking reads keys only: the stride is a key's 8 bytes while it runs.
    this.i32[L.P_ENTRY >> 2] = 8;
    try {
      for (let at = 0; at < n; at += PIECE_ENTRIES) {
        const count = Math.min(PIECE_ENTRIES, n - at);
        this.u8.set(bytes.subarray(at * 8, (at + count) * 8), this.input);
        this.checkFn(this.input, count, out);
        flags.set(this.u8.subarray(out, out + count), at);
      }
    } finally {
      this.i32[L.P_ENTRY >> 2] = this.entry;
    }
    return flags;
  }

  /** Writes the tables of step `i` (deciding cell `i`). */
  setStep(i: number): void {
    const { plan, mode } = this;
    const { window: w, cells, neighbours, white } = plan;
    const i32 = this.i32;
    const start = mode.start;
    const open = !mode.closed;
    const even = cells % 2 === 0;
    const sign = (c: number) => (white[c] ? 1 : -1);
    // Which cells may end an open tour, by colour: on an odd board only white ones (the
    // majority); with a start given on an even board, only the other colour.
    const endColour = (c: number) =>
      even ? start === undefined || white[c] !== white[start] : white[c] === 1;
    const real = Math.min(w + 1, cells - i);
    i32[L.P_REAL >> 2] = real;
    i32[L.P_FINAL >> 2] = i + w + 1 >= cells ? 1 : 0;
    i32[L.P_LAST >> 2] = i === cells - 1 ? 1 : 0;
    const later = neighbours[i]!.filter((j) => j > i);
    i32[L.P_NCANDS >> 2] = later.length;
    later.forEach((j, k) => {
      i32[(L.P_CANDS >> 2) + k] = j - i;
    });
    i32[L.P_TERMINAL >> 2] = !open ? 0 : i === start ? 2 : endColour(i) ? 1 : 0;
    i32[L.P_RESERVED >> 2] = start !== undefined && start > i ? 1 : 0;
    i32[L.P_COLOUR >> 2] = open && even && start === undefined ? 1 : 0;
    i32[L.P_SIGN0 >> 2] = sign(i);
    let imbalance = 0;
    for (let c = i + w; c < cells; c++) imbalance += 2 * sign(c);
    i32[L.P_IMBALANCE >> 2] = imbalance;
    i32[L.P_START >> 2] = start !== undefined && start >= i && start - i <= w ? start - i : -1;
    for (let p = 0; p <= w; p++) {
      const cell = i + p;
      const on = p < real;
      let mask = 0;
      let beyond = 0;
      if (on && p > 0) {
        for (const u of neighbours[cell]!) {
          if (u <= i) continue;
          if (u - i <= w) mask |= 1 << (u - i);
          else beyond++;
        }
      }
      i32[(L.NBR >> 2) + p] = mask;
      i32[(L.BEYOND >> 2) + p] = beyond;
      i32[(L.SIGNS >> 2) + p] = on && p < w ? sign(cell) : 0;
      i32[(L.TERM_OK >> 2) + p] = on && open && endColour(cell) ? 1 : 0;
    }
  }

  /**
   * Expands the states of `states` (whole entries) by the current step, handing each
   * partition's successors to `emit` in pieces: `entries` is a view of the engine's memory,
   * valid during the call only (copy what you keep).
   */
  expand(states: Uint8Array, emit: (part: number, entries: Uint8Array) => void): void {
    const n = states.length / this.entry;
    for (let at = 0; at < n; at += PIECE_ENTRIES) {
      const count = Math.min(PIECE_ENTRIES, n - at);
      this.u8.set(states.subarray(at * this.entry, (at + count) * this.entry), this.input);
      let from = 0;
      while (from < count) {
        from = this.expandFn(this.input, from, count);
        if (from < count) this.flush(emit);
      }
    }
    this.flush(emit);
  }

  /** Hands every non-empty bucket to `emit` and empties it. */
  private flush(emit: (part: number, entries: Uint8Array) => void): void {
    const fills = L.FILLS >> 2;
    for (let part = 0; part < this.parts; part++) {
      const fill = this.i32[fills + part]!;
      if (fill === 0) continue;
      const at = this.buckets + part * this.bucketBytes;
      emit(part, this.u8.subarray(at, at + fill));
      this.i32[fills + part] = 0;
    }
  }

  /**
   * Adds up the counts of equal keys among the entries of `pieces` (one partition's
   * successors) and returns the distinct entries, in a new array.
   */
  reduce(pieces: readonly Uint8Array[]): Uint8Array {
    let total = 0;
    for (const piece of pieces) total += piece.length / this.entry;
    let slots = 1024;
    while (slots < 2 * total) slots *= 2;
    this.reserve(this.table + slots * this.entry);
    this.i32[L.P_TABLE >> 2] = this.table;
    this.i32[L.P_TABLE_MASK >> 2] = slots - 1;
    this.u8.fill(0xff, this.table, this.table + slots * this.entry);
    for (const piece of pieces) {
      for (let at = 0; at < piece.length; at += PIECE_ENTRIES * this.entry) {
        const part = piece.subarray(at, Math.min(piece.length, at + PIECE_ENTRIES * this.entry));
        this.u8.set(part, this.input);
        this.aggregateFn(this.input, part.length / this.entry);
      }
    }
    // In place: an entry only ever moves to a lower address.
    const distinct = this.compactFn(this.table);
    return this.u8.slice(this.table, this.table + distinct * this.entry);
  }

  /** The count of the tours completed so far. */
  get total(): bigint {
    const limbs = new BigUint64Array(this.memory.buffer, L.TOTAL, this.lanes);
    let total = 0n;
    for (let k = this.lanes - 1; k >= 0; k--) total = (total << 64n) | limbs[k]!;
    return total;
  }

  /** True when a count outgrew its lanes (then nothing counted is right: count again with more). */
  get overflowed(): boolean {
    return this.i32[L.P_OVERFLOW >> 2] !== 0;
  }
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** Bytes a bucket must keep free: the most successors one state can have. */
function MAX_SUCCESSORS_BYTES(entry: number): number {
  return L.MAX_SUCCESSORS * entry;
}
