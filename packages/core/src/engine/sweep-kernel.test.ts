import { describe, expect, it } from 'vitest';
import { itIsFresh } from '../../../../scripts/wat-fresh.mjs';
import { BLOCKED, NO_CANDIDATE } from './geometry.js';
import {
  SWEEP_KERNEL_LAYOUT as L,
  SWEEP_KERNEL_PATCHES as P,
  SWEEP_KERNEL_WASM as W,
} from './sweep-kernel.generated.js';

describe('the sweep kernel (sweep-kernel.wat)', () => {
  itIsFresh(new URL('../../', import.meta.url), 'src/engine/sweep-kernel.wat');

  it('names a layout that agrees with the engine and does not overlap', () => {
    expect(L.BLOCKED).toBe(BLOCKED);
    // The walk's "no candidate" key, in the kernel's 16-bit keys (degree << 8 | rank << 3 | move).
    expect(L.NO_MOVE_KEY).toBe((NO_CANDIDATE / 8) << 8);
    // Rank (3 bits) above the move (3 bits, scaled by 4 to index OFFSETS' i32s), below the degree.
    expect(L.KEY_MOVE_MASK).toBe(7 << L.KEY_MOVE_SHIFT);
    expect(L.KEY_MOVE_SHIFT).toBe(2);
    expect(L.KEY_RANK_SHIFT).toBe(L.KEY_MOVE_SHIFT + 3);
    expect(L.KEY_RANK_SHIFT + 3).toBeLessThanOrEqual(8);
    expect(L.RECORDS + L.MAX_LANES * L.RECORD_BYTES).toBeLessThanOrEqual(L.ROUND);
    const fields = [L.RECORD_CELL, L.RECORD_TABLE, L.RECORD_BORN, L.RECORD_PATTERN, L.RECORD_PATH];
    expect(new Set(fields).size).toBe(fields.length);
    expect(Math.max(...fields) + 4).toBeLessThanOrEqual(L.RECORD_BYTES);
    expect(L.BUDGET).toBe(L.ROUND + 4);
    expect(L.BUDGET + 4).toBeLessThanOrEqual(L.OFFSETS);
    expect(L.OFFSETS + 32).toBeLessThanOrEqual(L.DEGREES);
    // Rank vectors are loaded as v128 from 32-byte slots the driver aligns.
    expect(L.RANK_BYTES).toBe(32);
    expect(L.DEGREES % 64).toBe(0);
  });

  it('has every stride offset at the same places in each unrolled step', () => {
    // 16 lane records, each in the round with paths and the one without; the cell's offset once
    // a step (marking it visited), each window's twice (its load and its store).
    expect(P.AT_CELL).toHaveLength(2 * L.MAX_LANES);
    for (const at of [P.AT_ABOVE_1, P.AT_BELOW_1, P.AT_BELOW_2])
      expect(at).toHaveLength(4 * L.MAX_LANES);
    // Each is a 5-byte LEB128 (room for any u32), and no two overlap.
    const all = [...P.AT_CELL, ...P.AT_ABOVE_1, ...P.AT_BELOW_1, ...P.AT_BELOW_2].sort(
      (a, b) => a - b,
    );
    for (let k = 1; k < all.length; k++) expect(all[k]! - all[k - 1]!).toBeGreaterThanOrEqual(5);
    for (const p of all) {
      expect([0, 1, 2, 3].map((k) => W[p + k]! & 0x80)).toEqual([0x80, 0x80, 0x80, 0x80]);
      expect(W[p + 4]! & 0x80).toBe(0);
    }
  });
});
