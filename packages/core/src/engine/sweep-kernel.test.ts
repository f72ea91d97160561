import { describe, expect, it } from 'vitest';
import { itIsFresh } from '../../../../scripts/wat-fresh.mjs';
import { BLOCKED, NO_CANDIDATE } from './geometry.js';
import { SWEEP_KERNEL_LAYOUT as L } from './sweep-kernel.generated.js';

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
    expect(L.RECORDS + L.MAX_LANES * L.RECORD_BYTES).toBeLessThanOrEqual(L.WINDOW_ABOVE_2);
    const fields = [L.RECORD_CELL, L.RECORD_TABLE, L.RECORD_BORN, L.RECORD_PATTERN, L.RECORD_PATH];
    expect(new Set(fields).size).toBe(fields.length);
    expect(Math.max(...fields) + 4).toBeLessThanOrEqual(L.RECORD_BYTES);
    expect([L.WINDOW_ABOVE_1, L.WINDOW_BELOW_1, L.WINDOW_BELOW_2, L.ROUND]).toEqual([
      L.WINDOW_ABOVE_2 + 4,
      L.WINDOW_ABOVE_2 + 8,
      L.WINDOW_ABOVE_2 + 12,
      L.WINDOW_ABOVE_2 + 16,
    ]);
    expect(L.ROUND + 4).toBeLessThanOrEqual(L.OFFSETS);
    expect(L.OFFSETS + 32).toBeLessThanOrEqual(L.DEGREES);
    // Rank vectors are loaded as v128 from 32-byte slots the driver aligns.
    expect(L.RANK_BYTES).toBe(32);
    expect(L.DEGREES % 64).toBe(0);
  });
});
