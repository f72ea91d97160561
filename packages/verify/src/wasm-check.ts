import { isKnightStep, KNIGHT_MOVES } from './knight.js';
import { WASM_CHECK_WASM } from './wasm-check.generated.js';

// The fast yes/no tour check of `checkSquares`, in WebAssembly (wasm-check.wat): sweeps with
// --verify re-check millions of tours, and V8's code for the same loop in JavaScript ran at
// about 6.5 ns per square, as long as the walk itself; the module takes about 2. The sweep's
// kernel hands its walks over as moves, a byte a step, which isMoveTour checks (`checkMoves`).

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
type IsMoveTour = (
  offsets: number,
  cell: number,
  moves: number,
  count: number,
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
    if (!fits(this.memory, walkAt + 4 * total)) {
      this.width = 0; // the old views may be detached: lay out again next time
      return false;
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

/** Grows `memory` to at least `bytes`; false when it cannot. */
function fits(memory: WasmMemory, bytes: number): boolean {
  const have = memory.buffer.byteLength;
  if (bytes <= have) return true;
  try {
    memory.grow(Math.ceil((bytes - have) / PAGE_BYTES));
    return true;
  } catch {
    return false;
  }
}

/** Border cells of the move check's padded board: above every stamp. */
const BORDER = 255;
/** Padding on each side of the move check's board: a knight move reaches 2 cells. */
const PAD = 2;

/**
 * The memory of the move check, laid out for one board (see wasm-check.wat): the 8 move
 * offsets at 0, then the padded board, then the moves. Re-laid out when the board changes.
 */
class MoveCheck {
  private width = 0;
  private height = 0;
  private board = new Uint8Array(0);
  private moves = new Uint8Array(0);
  private visit = 0;

  constructor(
    private readonly memory: WasmMemory,
    private readonly isMoveTour: IsMoveTour,
  ) {}

  /** Whether `moves` from the square index `start` (on the board) are an open tour; undefined when it does not fit. */
  check(width: number, height: number, start: number, moves: Uint8Array): boolean | undefined {
    if ((width !== this.width || height !== this.height) && !this.layOut(width, height))
      return undefined;
    if (this.visit === BORDER - 1) this.clear();
    this.visit++;
    this.moves.set(moves);
    const stride = width + 2 * PAD;
    const x = start % width;
    const cell = this.board.byteOffset + (((start - x) / width + PAD) * stride + x + PAD);
    return this.isMoveTour(0, cell, this.moves.byteOffset, moves.length, this.visit) === 1;
  }

  private layOut(width: number, height: number): boolean {
    const stride = width + 2 * PAD;
    const boardAt = 8 * 4;
    const movesAt = align16(boardAt + (height + 2 * PAD) * stride);
    if (!fits(this.memory, movesAt + width * height)) {
      this.width = 0;
      return false;
    }
    const { buffer } = this.memory;
    new Int32Array(buffer, 0, 8).set(KNIGHT_MOVES.map(([dx, dy]) => dy * stride + dx));
    this.board = new Uint8Array(buffer, boardAt, (height + 2 * PAD) * stride);
    this.moves = new Uint8Array(buffer, movesAt, width * height - 1);
    this.width = width;
    this.height = height;
    this.clear();
    return true;
  }

  /** Every square unvisited (0), the border at {@link BORDER}. */
  private clear(): void {
    const stride = this.width + 2 * PAD;
    this.board.fill(BORDER);
    for (let y = 0; y < this.height; y++) {
      const row = (y + PAD) * stride + PAD;
      this.board.fill(0, row, row + this.width);
    }
    this.visit = 0;
  }
}

/**
 * Compiled on first use; null when WebAssembly is not available or failed (the plain check
 * serves). A failure is kept: under an address-space limit each try costs V8 its last-resort
 * garbage collections, about 0.1 s, on every call.
 */
let tourCheck: TourCheck | null | undefined;
let moveCheck: MoveCheck | null | undefined;
let module: object | undefined;

/** A fresh instance of the module (each check lays out its own memory); undefined when none can run. */
function instantiate(): Record<string, unknown> | undefined {
  const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (!api) return undefined;
  try {
    module ??= new api.Module(WASM_CHECK_WASM);
    return new api.Instance(module).exports;
  } catch {
    return undefined;
  }
}

function loadTourCheck(): TourCheck | null {
  const exports = instantiate();
  return exports ? new TourCheck(exports.memory as WasmMemory, exports.isTour as IsTour) : null;
}

function loadMoveCheck(): MoveCheck | null {
  const exports = instantiate();
  return exports
    ? new MoveCheck(exports.memory as WasmMemory, exports.isMoveTour as IsMoveTour)
    : null;
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

/**
 * True when `moves` (move numbers of the verifier's {@link KNIGHT_MOVES}, one a step) taken
 * from the square index `start` (which the caller has checked is on the board) are an open
 * knight's tour of a board `width` × `height`, with `moves.length` = squares − 1; false when
 * anything is wrong; undefined when this check cannot run (no WebAssembly, not enough memory):
 * the caller's plain check then decides.
 */
export function isMoveTour(
  width: number,
  height: number,
  start: number,
  moves: Uint8Array,
): boolean | undefined {
  if (moveCheck === undefined) moveCheck = loadMoveCheck();
  return moveCheck?.check(width, height, start, moves);
}
