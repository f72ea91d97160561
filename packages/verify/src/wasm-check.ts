import { isKnightStep } from './knight.js';
import { WASM_CHECK_WASM } from './wasm-check.generated.js';

// The fast yes/no tour check of `checkSquares`, in WebAssembly (wasm-check.wat): sweeps with
// --verify re-check millions of tours, and V8's code for the same loop in JavaScript ran at
// about 6.5 ns per square, as long as the walk itself; the module takes about 2.

/** The parts of the WebAssembly API used here (the package has no DOM or Node typings). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: Record<string, unknown> };
}
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
type IsTour = (
  width: number,
  total: number,
  steps: number,
  seen: number,
  squares: number,
  visit: number,
) => number;

const PAGE_BYTES = 65536;
const align16 = (bytes: number): number => (bytes + 15) & ~15;

/**
 * The module's memory, laid out for one board (see wasm-check.wat): the steps table at 0, then
 * one seen byte per square, then the walk. Re-laid out (and cleared) when the board changes.
 */
class TourCheck {
  private width = 0;
  private seen = new Uint8Array(0);
  private walk = new Int32Array(0);
  /** The stamp of the last check, 1..255; the seen bytes hold no stamp above it. */
  private visit = 0;

  constructor(
    private readonly memory: WasmMemory,
    private readonly isTour: IsTour,
  ) {}

  /** Whether `squares` is an open tour of a board `width` wide; undefined when it does not fit in memory. */
  check(width: number, squares: Int32Array): boolean | undefined {
    const total = squares.length;
    if ((width !== this.width || total !== this.walk.length) && !this.layOut(width, total))
      return undefined;
    if (this.visit === 255) {
      this.seen.fill(0);
      this.visit = 0;
    }
    this.visit++;
    this.walk.set(squares);
    return (
      this.isTour(width, total, 0, this.seen.byteOffset, this.walk.byteOffset, this.visit) === 1
    );
  }

  private layOut(width: number, total: number): boolean {
    const reach = 2 * width + 2;
    const seenAt = align16(2 * reach + 1);
    const walkAt = align16(seenAt + total);
    const bytes = walkAt + 4 * total;
    const have = this.memory.buffer.byteLength;
    if (bytes > have) {
      try {
        this.memory.grow(Math.ceil((bytes - have) / PAGE_BYTES));
      } catch {
        this.width = 0; // the old views may be detached: lay out again next time
        return false;
      }
    }
    const { buffer } = this.memory;
    new Uint8Array(buffer, 0, walkAt).fill(0);
    const steps = new Int8Array(buffer, 0, 2 * reach + 1);
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++)
        if (isKnightStep(dx, dy)) steps[dy * width + dx + reach] = dx;
    }
    this.seen = new Uint8Array(buffer, seenAt, total);
    this.walk = new Int32Array(buffer, walkAt, total);
    this.width = width;
    this.visit = 0;
    return true;
  }
}

/**
 * Compiled on first use; null when WebAssembly is not available or failed (the plain check
 * serves). A failure is kept: under an address-space limit each try costs V8 its last-resort
 * garbage collections, about 0.1 s, on every call.
 */
let tourCheck: TourCheck | null | undefined;

function loadTourCheck(): TourCheck | null {
  const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (!api) return null;
  try {
    const { exports } = new api.Instance(new api.Module(WASM_CHECK_WASM));
    return new TourCheck(exports.memory as WasmMemory, exports.isTour as IsTour);
  } catch {
    return null;
  }
}

/**
 * True when `squares` (linear indices `y * width + x`, one per square of a board `width` wide
 * and `squares.length / width` high) is an open knight's tour; false when anything is wrong;
 * undefined when this check cannot run (no WebAssembly, not enough memory, a board narrower
 * than 5): the caller's plain check then decides.
 */
export function isOpenTour(width: number, squares: Int32Array): boolean | undefined {
  if (width < 5 || squares.length % width !== 0) return undefined;
  if (tourCheck === undefined) tourCheck = loadTourCheck();
  return tourCheck?.check(width, squares);
}
