import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The kernel's state is per module instance, and the stub below must be in place before the
// module reads `WebAssembly`: the modules are loaded afresh for this test (another test file in
// the same worker may have loaded them, vitest.config.ts), and afresh again after it, so that
// no later file gets the kernel that gave up on WebAssembly.

describe('a WebAssembly memory that cannot be had (an address-space limit)', () => {
  beforeAll(() => vi.resetModules());
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is tried once per process: every later board walks in JavaScript at once', async () => {
    let tries = 0;
    // Core is typed without the DOM's or Node's globals.
    const real = (globalThis as unknown as { WebAssembly: Record<string, unknown> }).WebAssembly;
    vi.stubGlobal('WebAssembly', {
      Module: real.Module,
      Instance: real.Instance,
      validate: real.validate,
      Memory: class {
        constructor() {
          tries++;
          throw new RangeError('WebAssembly.Memory(): could not allocate memory');
        }
      },
    });
    const { createBoard } = await import('../board/index.js');
    const { HeuristicRunner } = await import('../heuristics.js');
    for (const n of [8, 9, 10, 11, 12]) {
      const runner = new HeuristicRunner(createBoard(n));
      const outcome = runner.summarizeAll('octaml16', [
        [0, 0],
        [2, 0],
      ]);
      expect(Array.from(outcome.length)).toEqual([n * n, n * n]);
    }
    expect(tries).toBe(1);
  });
});
