import { describe, expect, it } from 'vitest';
import { encodeModule, op, sleb, uleb } from './wasm.js';

/** The WebAssembly API as used here (core's TypeScript lib has no wasm types). */
interface WasmApi {
  Memory: new (d: { initial: number }) => { buffer: ArrayBuffer };
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}

describe('WebAssembly encoder', () => {
  it('encodes LEB128 integers', () => {
    expect(uleb(0)).toEqual([0]);
    expect(uleb(127)).toEqual([127]);
    expect(uleb(128)).toEqual([0x80, 1]);
    expect(uleb(624485)).toEqual([0xe5, 0x8e, 0x26]);
    expect(sleb(-1)).toEqual([0x7f]);
    expect(sleb(63)).toEqual([63]);
    expect(sleb(64)).toEqual([0xc0, 0]);
    expect(sleb(-123456)).toEqual([0xc0, 0xbb, 0x78]);
    expect(sleb(2 ** 31 - 1)).toEqual([0xff, 0xff, 0xff, 0xff, 0x07]);
  });

  it('builds a module that compiles and runs against the imported memory', () => {
    // sum(n): adds the bytes 0..n-1 of memory, with a loop, a store and a select.
    const body = [
      ...op.const(0),
      ...op.set(1),
      ...op.loop,
      ...op.get(0),
      ...op.eqz,
      ...op.if,
      ...op.get(1),
      ...op.return,
      ...op.end,
      ...op.get(0),
      ...op.const(1),
      ...op.sub,
      ...op.tee(0),
      ...op.load8(0),
      ...op.get(1),
      ...op.add,
      ...op.set(1),
      ...op.br(0),
      ...op.end,
      ...op.const(-1),
    ];
    const min = [...op.get(0), ...op.get(1), ...op.get(0), ...op.get(1), ...op.ltS, ...op.select];
    const bytes = encodeModule(1, [
      { name: 'sum', params: 1, locals: 1, body },
      { name: 'min', params: 2, locals: 0, body: min },
    ]);
    const api = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
    const memory = new api.Memory({ initial: 1 });
    new Uint8Array(memory.buffer).set([5, 6, 7, 200]);
    const instance = new api.Instance(new api.Module(bytes), { env: { memory } });
    const { sum, min: smaller } = instance.exports as {
      sum: (n: number) => number;
      min: (a: number, b: number) => number;
    };
    expect(sum(4)).toBe(218);
    expect(sum(0)).toBe(0);
    expect(smaller(-3, 2)).toBe(-3);
    expect(smaller(9, 4)).toBe(4);
  });
});
