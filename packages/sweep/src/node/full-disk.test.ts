import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseSizes } from '../plan/index.js';
import { runSweep } from './run.js';

// A full disk, simulated: every write of a temporary results file fails with ENOSPC.
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    openSync: (...args: Parameters<typeof fs.openSync>) => {
      if (String(args[0]).endsWith('.tmp')) {
        throw Object.assign(new Error(`ENOSPC: no space left on device, open '${args[0]}'`), {
          code: 'ENOSPC',
        });
      }
      return fs.openSync(...args);
    },
  };
});

const dir = mkdtempSync(join(tmpdir(), 'kt-full-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a full disk', () => {
  it('keeps the previous result and says so in words, without the temporary name', async () => {
    const out = join(dir, 'results.json');
    writeFileSync(out, 'the previous good result\n');
    const spec = { algorithm: 'aml' as const, sizes: parseSizes('5-9'), starts: 'all' as const };
    await expect(runSweep({ spec, workers: 1, out })).rejects.toThrow(
      `cannot write ${out}: no space left on the device`,
    );
    expect(readFileSync(out, 'utf8')).toBe('the previous good result\n');
    expect(readdirSync(dir).sort()).toEqual(['results.json']);
  });
});
