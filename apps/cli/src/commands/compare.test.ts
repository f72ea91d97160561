import { describe, expect, it } from 'vitest';
import { runCli } from '../test-helpers.js';

describe('compare', () => {
  it('tabulates exactly what separate sweeps find (the paper table on 5-80 is in sweep.test.ts)', () => {
    const args = ['--sizes', '5-40', '--starts', 'paper-quadrant2', '--format', 'json'];
    const r = runCli(['compare', ...args]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const table = JSON.parse(r.stdout);
    expect(table.sizes).toBe('5-40');
    expect(table.starts).toBe('paper-quadrant2');
    const expected = ['aml', 'octaml', 'octaml16'].map((algorithm) => {
      const s = JSON.parse(runCli(['sweep', ...args, '--algorithm', algorithm]).stdout);
      return { algorithm, instances: s.instances, failures: s.failures, attempts: s.attempts };
    });
    expect(table.rows).toEqual(expected);
    // Smaller boards fail more often: AML and OctAML both fail somewhere below 40.
    expect(expected[0]!.failures).toBeGreaterThan(0);
    expect(expected[1]!.failures).toBeGreaterThan(0);
    expect(expected[2]!.failures).toBe(0);
  });

  it('prints a text table of the chosen algorithms', () => {
    const r = runCli([
      'compare',
      '--sizes',
      '7',
      '--starts',
      'all',
      '--algorithms',
      'warnsdorff,aml,octaml16',
    ]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('sizes 7, all starts');
    expect(lines[1]).toMatch(/^algorithm\s+instances\s+failures$/);
    expect(lines.slice(2).map((l) => l.split(/\s+/).slice(0, 2))).toEqual([
      ['warnsdorff', '25'],
      ['aml', '25'],
      ['octaml16', '25'],
    ]);
    // SPEC §8: AML fails from the four corners of 7x7 (and more); OctAML16 never.
    expect(Number(lines[3]!.split(/\s+/)[2])).toBeGreaterThanOrEqual(4);
    expect(lines[4]).toMatch(/\s0$/);
  });

  for (const [what, args] of [
    ['missing sizes', ['compare']],
    ['an unknown algorithm', ['compare', '--sizes', '5-8', '--algorithms', 'aml,nope']],
    ['an empty algorithm', ['compare', '--sizes', '5-8', '--algorithms', 'aml,']],
    ['malformed sizes', ['compare', '--sizes', '5-x']],
    ['an unknown start set', ['compare', '--sizes', '5-8', '--starts', 'edges']],
    ['an unknown format', ['compare', '--sizes', '5-8', '--format', 'md']],
  ] as const) {
    it(`refuses ${what} with exit 2 and one stderr line`, () => {
      const r = runCli([...args]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^knights-tour: [^\n]+\n$/);
    });
  }
});

describe('compare: auto and seeded warnsdorff', () => {
  it('adds auto (with its methods) and a seeded warnsdorff row', () => {
    const r = runCli([
      'compare',
      '--sizes',
      '5-8',
      '--algorithms',
      'warnsdorff,auto',
      '--seed',
      '3',
      '--format',
      'json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      rows: { algorithm: string; seed?: number; failures: number; methods?: object }[];
    };
    expect(out.rows.map((row) => [row.algorithm, row.seed])).toEqual([
      ['warnsdorff', 3],
      ['auto', undefined],
    ]);
    expect(out.rows[1]!.failures).toBe(0);
    expect(out.rows[1]!.methods).toMatchObject({ octaml16: expect.any(Number) });
    const text = runCli([
      'compare',
      '--sizes',
      '5-8',
      '--algorithms',
      'warnsdorff,auto',
      '--seed',
      '3',
    ]);
    expect(text.stdout).toMatch(/^warnsdorff \(seed 3\)\s+\d+\s+\d+$/m);
    expect(text.stdout).toMatch(/auto: instances by method/);
  });

  it('refuses a seed without warnsdorff in the list', () => {
    const r = runCli(['compare', '--sizes', '5-8', '--algorithms', 'aml', '--seed', '3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'knights-tour: a seed only applies to warnsdorff, pohl or parberry, not aml\n',
    );
  });
});
