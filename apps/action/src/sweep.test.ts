import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSweepSpec, type SizeCount } from '@knights-tour/sweep/plan';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError, readInputs } from './inputs.js';
import { sizeRows } from './report.js';

const cwd = mkdtempSync(join(tmpdir(), 'knights-tour-action-inputs-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
const read = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';

describe('sweep inputs', () => {
  it('accept exactly the sizes the CLI accepts: one grammar, read by createSweepSpec', () => {
    for (const sizes of ['5-80', '8*10', '8 X 10', '5,7,9-12', '5-8x5-8', '3×3×3', '5-6,3x4x5']) {
      const algorithm = sizes.includes('3x4x5') ? 'warnsdorff3d' : '';
      const { plan } = readInputs(read({ sizes, algorithm }), cwd);
      expect(plan?.spec).toEqual(createSweepSpec({ sizes, algorithm: algorithm || undefined }));
    }
    for (const sizes of ['5-', '9-5', '0', '5x', 'x5', '5xx5']) {
      let cli = '';
      try {
        createSweepSpec({ sizes });
      } catch (error) {
        cli = (error as Error).message;
      }
      expect(() => readInputs(read({ sizes }), cwd)).toThrow(new InputError('sizes', cli).message);
    }
  });

  it('name the input at fault from the spec’s field, never from the words of the message', () => {
    const cases: [Record<string, string>, string][] = [
      [{ sizes: '5', algorithm: 'nope' }, 'algorithm'],
      [{ sizes: '4x4x4', starts: 'paper-octant1' }, 'starts'],
      [{ sizes: '5', algorithm: 'aml', seed: '4' }, 'seed'],
      [{ sizes: '5', algorithm: 'warnsdorff', seed: 'start set' }, 'seed'],
      [{ sizes: '99999' }, 'sizes'],
    ];
    for (const [inputs, input] of cases) {
      try {
        readInputs(read(inputs), cwd);
        throw new Error('not refused');
      } catch (error) {
        expect(error).toBeInstanceOf(InputError);
        expect((error as InputError).input, JSON.stringify(inputs)).toBe(input);
      }
    }
  });

  it('plan the sweep once, with its shard', () => {
    const { plan } = readInputs(read({ sizes: '5-20', shard: '2/3' }), cwd);
    expect(plan?.shard).toEqual({ index: 2, count: 3 });
    expect(plan?.spec.sizes).toBe('5-20');
  });
});

describe('the per-size table', () => {
  const count = (width: number, depth?: number): SizeCount => ({
    size: depth ? `${width}x${width}x${depth}` : `${width}x${width}`,
    board: { width, height: width, depth: depth ?? 1 },
    instances: 10,
    failures: width === 7 ? 1 : 0,
    attempts: { '1': width === 7 ? 9 : 10 },
  });

  it('is one row per board for small sweeps, from the summary’s fold', () => {
    expect(sizeRows([count(5), count(7)])).toEqual([
      { sizes: '5x5', instances: 10, failures: 0, attempts: { '1': 10 } },
      { sizes: '7x7', instances: 10, failures: 1, attempts: { '1': 9 } },
    ]);
  });

  it('groups many boards by ten widths, and boxes by width', () => {
    const rows = sizeRows([
      ...Array.from({ length: 16 }, (_, i) => count(5 + i)),
      count(3, 3),
      count(3, 4),
    ]);
    expect(rows.map((r) => r.sizes)).toEqual(['5-9', '10-19', '20', '3x3x3-4']);
    expect(rows[0]).toEqual({ sizes: '5-9', instances: 50, failures: 1, attempts: { '1': 49 } });
  });
});
