// The part of the WebAssembly API core's kernels use: core's TypeScript lib has no DOM or
// wasm types, and core runs where WebAssembly may be missing.

export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

export interface WasmApi {
  Memory: new (descriptor: { initial: number; maximum?: number }) => WasmMemory;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  validate(bytes: Uint8Array): boolean;
}

/** The host's WebAssembly, or undefined where there is none. */
export const wasmApi: WasmApi | undefined = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
