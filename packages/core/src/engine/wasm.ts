/**
 * A minimal WebAssembly binary encoder: just what the walk kernels of interleave.ts need
 * (i32 arithmetic, byte and word loads/stores, select, loop/if). The kernels are generated
 * at run time, once per process and independent of the board; nothing is downloaded or
 * prebuilt, and the module is pure bytes (works in browsers and Node alike).
 */

/** Unsigned LEB128. */
export function uleb(value: number): number[] {
  const out: number[] = [];
  let v = value >>> 0;
  do {
    let byte = v & 0x7f;
    v >>>= 7;
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
  return out;
}

/** Signed LEB128 of an i32. */
export function sleb(value: number): number[] {
  const out: number[] = [];
  let v = value | 0;
  for (;;) {
    const byte = v & 0x7f;
    v >>= 7;
    if ((v === 0 && (byte & 0x40) === 0) || (v === -1 && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

/** A length-prefixed vector of already-encoded items. */
export function vector(items: readonly (readonly number[])[]): number[] {
  return [...uleb(items.length), ...items.flat()];
}

/** A UTF-8 (here ASCII) name. */
export function name(text: string): number[] {
  return vector([...text].map((ch) => [ch.charCodeAt(0) & 0x7f]));
}

const section = (id: number, bytes: readonly number[]): number[] => [
  id,
  ...uleb(bytes.length),
  ...bytes,
];

/** The i32 value type. */
export const I32 = 0x7f;

/** Instruction encoders (all values i32). */
export const op = {
  get: (local: number) => [0x20, ...uleb(local)],
  set: (local: number) => [0x21, ...uleb(local)],
  tee: (local: number) => [0x22, ...uleb(local)],
  const: (value: number) => [0x41, ...sleb(value)],
  add: [0x6a],
  sub: [0x6b],
  mul: [0x6c],
  and: [0x71],
  shl: [0x74],
  shrU: [0x76],
  ltS: [0x48],
  geS: [0x4e],
  eqz: [0x45],
  select: [0x1b],
  /** `i32.load8_u` at address + `offset`. */
  load8: (offset: number) => [0x2d, 0, ...uleb(offset)],
  /** `i32.store8` at address + `offset`. */
  store8: (offset: number) => [0x3a, 0, ...uleb(offset)],
  /** `i32.load` (4-byte aligned) at address + `offset`. */
  load: (offset: number) => [0x28, 2, ...uleb(offset)],
  /** `i32.store` (4-byte aligned) at address + `offset`. */
  store: (offset: number) => [0x36, 2, ...uleb(offset)],
  loop: [0x03, 0x40],
  if: [0x04, 0x40],
  end: [0x0b],
  br: (depth: number) => [0x0c, ...uleb(depth)],
  return: [0x0f],
} as const;

/** One exported function `(i32 × params) → i32` with `locals` extra i32 locals. */
export interface WasmFunction {
  readonly name: string;
  readonly params: number;
  readonly locals: number;
  readonly body: readonly number[];
}

/**
 * A module importing one memory as `env.memory` (at least `minPages` pages of 64 KiB) and
 * exporting `functions`.
 */
export function encodeModule(minPages: number, functions: readonly WasmFunction[]): Uint8Array {
  const signatures: number[][] = [];
  const typeOf = functions.map((f) => {
    const sig = [0x60, ...uleb(f.params), ...new Array<number>(f.params).fill(I32), 1, I32];
    const key = sig.join(',');
    let index = signatures.findIndex((s) => s.join(',') === key);
    if (index < 0) index = signatures.push(sig) - 1;
    return index;
  });
  const code = functions.map((f) => {
    const entry = [...vector(f.locals > 0 ? [[...uleb(f.locals), I32]] : []), ...f.body, ...op.end];
    return [...uleb(entry.length), ...entry];
  });
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector(signatures)),
    ...section(2, vector([[...name('env'), ...name('memory'), 0x02, 0x00, ...uleb(minPages)]])),
    ...section(3, vector(typeOf.map((t) => uleb(t)))),
    ...section(7, vector(functions.map((f, i) => [...name(f.name), 0x00, ...uleb(i)]))),
    ...section(10, vector(code)),
  ]);
}
