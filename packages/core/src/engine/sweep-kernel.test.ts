import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BLOCKED, NO_CANDIDATE } from './geometry.js';
import { SWEEP_KERNEL_LAYOUT as L } from './sweep-kernel.generated.js';

const core = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('the sweep kernel (sweep-kernel.wat)', () => {
  it('is embedded exactly as a fresh build of its source assembles it', () => {
    const out = execFileSync(
      process.execPath,
      ['../../scripts/assemble-wat.mjs', 'src/engine/sweep-kernel.wat', '--check'],
      {
        cwd: core,
        encoding: 'utf8',
      },
    );
    expect(out).toMatch(/committed bytes equal a fresh build/);
  });

  it('names a layout that agrees with the engine and does not overlap', () => {
    expect(L.BLOCKED).toBe(BLOCKED);
    // The walk's "no candidate" key, in the kernel's 16-bit keys (degree << 8 | rank << 3 | move).
    expect(L.NO_MOVE_KEY).toBe((NO_CANDIDATE / 8) << 8);
    expect(L.RECORDS + L.MAX_LANES * L.RECORD_BYTES).toBeLessThanOrEqual(L.WINDOW_ABOVE_2);
    const fields = [
      L.RECORD_CELL,
      L.RECORD_TABLE,
      L.RECORD_BORN,
      L.RECORD_PATTERN,
      L.RECORD_PATH,
      L.RECORD_SQUARE,
    ];
    expect(new Set(fields).size).toBe(fields.length);
    expect(Math.max(...fields) + 4).toBeLessThanOrEqual(L.RECORD_BYTES);
    expect([L.WINDOW_ABOVE_1, L.WINDOW_BELOW_1, L.WINDOW_BELOW_2, L.ROUND]).toEqual([
      L.WINDOW_ABOVE_2 + 4,
      L.WINDOW_ABOVE_2 + 8,
      L.WINDOW_ABOVE_2 + 12,
      L.WINDOW_ABOVE_2 + 16,
    ]);
    expect(L.ROUND + 4).toBeLessThanOrEqual(L.OFFSETS);
    expect(L.OFFSETS + 32).toBeLessThanOrEqual(L.SQUARE_OFFSETS);
    expect(L.SQUARE_OFFSETS + 32).toBeLessThanOrEqual(L.DEGREES);
    // Rank vectors are loaded as v128 from 32-byte slots the driver aligns.
    expect(L.RANK_BYTES).toBe(32);
    expect(L.DEGREES % 64).toBe(0);
  });
});
