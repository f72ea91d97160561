import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The check's module is compiled once per module instance, and the stub below must be in place
// before it is first used: the modules are loaded afresh for this test (another test file in the
// same worker may have loaded them, vitest.config.ts), and afresh again after it, so that no
// later file gets the check that gave up on WebAssembly.

describe('a tour check whose WebAssembly instance cannot be made (an address-space limit)', () => {
  beforeAll(() => vi.resetModules());
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is tried once per process: every later call answers undefined at once (the plain check decides)', async () => {
    let tries = 0;
    // The package is typed without the DOM's or Node's globals.
    const real = (globalThis as unknown as { WebAssembly: Record<string, unknown> }).WebAssembly;
    vi.stubGlobal('WebAssembly', {
      Module: real.Module,
      Memory: real.Memory,
      validate: real.validate,
      Instance: class {
        constructor() {
          tries++;
          throw new RangeError(
            'WebAssembly.Instance(): Out of memory: Cannot allocate Wasm memory',
          );
        }
      },
    });
    const { isOpenTour, isMoveTour } = await import('./wasm-check.js');
    const walk = Int32Array.from({ length: 25 }, (_, i) => i);
    for (let i = 0; i < 5; i++) expect(isOpenTour(5, walk)).toBeUndefined();
    expect(tries).toBe(1);
    // The move check has its own instance: tried once too, and the plain loop still answers.
    const moves = new Uint8Array(24);
    for (let i = 0; i < 5; i++) expect(isMoveTour(5, 5, 12, moves)).toBeUndefined();
    expect(tries).toBe(2);
    const { createBoard } = await import('@knights-tour/core');
    const { checkMoves } = await import('./check-moves.js');
    expect(checkMoves(createBoard(5), 12, moves)).toBe(
      'step 3: move 0 from (0,1) leaves the board',
    );
  });
});
