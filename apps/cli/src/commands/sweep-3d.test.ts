import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../test-helpers.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kt-sweep-3d-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Summary {
  algorithm: string;
  sizes: string;
  starts: string;
  instances: number;
  failures: number;
  failed: { width: number; height: number; depth?: number; start: number[]; reached: number }[];
  perSize: { size: string; depth?: number; instances: number; failures: number }[];
  attempts: Record<string, number>;
  verified: number;
  complete: boolean;
}

const CUBES = ['--sizes', '3-5x3-5x3-5'];

describe('sweep of 3-D boxes', () => {
  it('runs octaml16-3d by default and reports the 3x3x3 cube, which has no tour (exit 1)', async () => {
    const out = join(dir, 'whole.json');
    const r = await runCli(['sweep', ...CUBES, '--verify', '--format', 'json', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const s = JSON.parse(r.stdout) as Summary;
    expect([s.algorithm, s.sizes, s.starts]).toEqual(['octaml16-3d', '3-5x3-5x3-5', 'all']);
    expect(s.perSize).toHaveLength(27);
    expect(s.perSize[0]).toEqual({
      size: '3x3x3',
      width: 3,
      height: 3,
      depth: 3,
      instances: 14,
      failures: 14,
      attempts: {},
    });
    expect(s.failures).toBe(14);
    expect(s.failed[0]).toEqual({
      width: 3,
      height: 3,
      depth: 3,
      start: [0, 0, 0],
      reached: 25,
      attempts: 16,
    });
    expect(s.verified).toBe(s.instances - 14);
    expect(s.attempts).toEqual({ '1': s.instances - 14 });
  });

  it('writes the failures of the text report with the 3-D board, start and cells', async () => {
    const r = await runCli(['sweep', '--sizes', '3x3x3,4x4x4', '--algorithm', 'OctAML16-3D']);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(
      'octaml16-3d on sizes 3x3x3,4x4x4, all starts: 78 instances, 14 failures',
    );
    expect(lines).toContain(
      '  octaml16-3d: failed on 3x3x3 from (0,0,0): reached 25 of 27 cells after 16 attempts',
    );
    expect(lines).toContain('4x4x4         64         0');
    expect(lines).toContain('   1: 64');
  });

  it('exits 0 when every instance has a tour; warnsdorff3d and fundamental starts too', async () => {
    const r = await runCli([
      'sweep',
      '--sizes',
      '4-5x4-5x4-5',
      '--algorithm',
      'warnsdorff3d',
      '--starts',
      'fundamental',
      '--format',
      'json',
    ]);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout) as Summary;
    expect(s.failures).toBe(0);
    expect(s.starts).toBe('fundamental');
    // One cell per orbit: far fewer than every start (4x4x4 alone has 64).
    expect(s.perSize[0]).toMatchObject({ size: '4x4x4', instances: 4 });
  });

  it('finds where the one-variant rule fails on a thin box and the 16 variants do not', async () => {
    const one = await runCli([
      'sweep',
      '--sizes',
      '2x7x12',
      '--algorithm',
      'octaml3d',
      '-f',
      'json',
    ]);
    const sixteen = await runCli(['sweep', '--sizes', '2x7x12', '-f', 'json']);
    expect([one.code, sixteen.code]).toEqual([1, 0]);
    expect((JSON.parse(one.stdout) as Summary).failures).toBe(16);
    expect((JSON.parse(sixteen.stdout) as Summary).failures).toBe(0);
  });

  it('shards merge into the unsharded file and summary; resume of a complete file is a no-op', async () => {
    const parts: string[] = [];
    for (const i of [1, 2, 3]) {
      const out = join(dir, `shard-${i}.json`);
      const r = await runCli(['sweep', ...CUBES, '--verify', '--shard', `${i}/3`, '--out', out]);
      expect(r.code).toBeLessThanOrEqual(1);
      parts.push(out);
    }
    const all = join(dir, 'all.json');
    const merged = await runCli(['merge', ...parts, '--format', 'json', '--out', all]);
    expect(merged.code).toBe(1); // complete, with the 3x3x3 failures
    const whole = await runCli(['merge', join(dir, 'whole.json'), '--format', 'json']);
    expect(merged.stdout).toBe(whole.stdout);
    expect(readFileSync(all, 'utf8')).toBe(readFileSync(join(dir, 'whole.json'), 'utf8'));
    const again = await runCli([
      'sweep',
      ...CUBES,
      '--verify',
      '--out',
      all,
      '--resume',
      '-f',
      'json',
    ]);
    expect(again.code).toBe(1);
    expect(readFileSync(all, 'utf8')).toBe(readFileSync(join(dir, 'whole.json'), 'utf8'));
  });

  it('never merges the files of two sweeps', async () => {
    const flat = join(dir, 'flat.json');
    expect((await runCli(['sweep', '--sizes', '5-6', '--out', flat])).code).toBe(0);
    const r = await runCli(['merge', flat, join(dir, 'whole.json')]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `knights-tour: mismatched sweeps: ${flat} is octaml16 on sizes 5-6, all starts, not verified but ${join(dir, 'whole.json')} is octaml16-3d on sizes 3-5x3-5x3-5, all starts, verified\n`,
    );
  });

  it('runs a 3-D heuristic on flat boards and boxes in one sweep (one code path)', async () => {
    const mixed = await runCli([
      'sweep',
      '--sizes',
      '5-8,3x4x5',
      '--algorithm',
      'warnsdorff3d',
      '-f',
      'json',
    ]);
    const flat = await runCli([
      'sweep',
      '--sizes',
      '5-8',
      '--algorithm',
      'warnsdorff3d',
      '-f',
      'json',
    ]);
    const m = JSON.parse(mixed.stdout) as Summary;
    expect(m.sizes).toBe('5x5x1,6x6x1,7x7x1,8x8x1,3x4x5');
    expect(m.perSize.map((p) => p.size)).toEqual(['5x5', '6x6', '7x7', '8x8', '3x4x5']);
    expect(m.perSize.slice(0, 4)).toEqual((JSON.parse(flat.stdout) as Summary).perSize);
    // With a box among the sizes the default is octaml16-3d.
    const byDefault = JSON.parse(
      (await runCli(['sweep', '--sizes', '5,3x3x3', '-f', 'json'])).stdout,
    ) as Summary;
    expect(byDefault.algorithm).toBe('octaml16-3d');
  });

  const bad: [string, string[], string][] = [
    [
      'a 2-D algorithm on 3-D sizes',
      ['--sizes', '3-8x3-8x3-8', '--algorithm', 'octaml16'],
      'octaml16 runs on 2-D boards only; on 3x3x3 use octaml16-3d, octaml3d or warnsdorff3d',
    ],
    [
      'a 2-D algorithm on sizes mixing boards and boxes',
      ['--sizes', '5-8,6x6x6', '--algorithm', 'aml'],
      'aml runs on 2-D boards only; on 6x6x6 use octaml16-3d, octaml3d or warnsdorff3d',
    ],
    [
      'auto on 3-D sizes',
      ['--sizes', '6x6x6', '--algorithm', 'auto'],
      'auto runs on 2-D boards only; on 6x6x6 use octaml16-3d, octaml3d or warnsdorff3d',
    ],
    [
      'a seed on 3-D sizes',
      ['--sizes', '6x6x6', '--algorithm', 'warnsdorff3d', '--seed', '7'],
      'a seed only applies to warnsdorff, pohl or parberry, not warnsdorff3d',
    ],
    [
      'a 2-D start set on 3-D sizes',
      ['--sizes', '6x6x6', '--starts', 'paper-quadrant2'],
      "start set 'paper-quadrant2' is for 2-D boards; on 6x6x6 use all, fundamental or corner",
    ],
    [
      'a box beyond the 3-D cell limit',
      ['--sizes', '300x300x300'],
      'board 300x300x300 has 27000000 cells, more than the 3-D limit 16777216 (the 3-D walk needs about 100 bytes per cell)',
    ],
    [
      'a 3-D sweep beyond the work limit',
      ['--sizes', '40-60x40-60x40-60'],
      'this sweep would walk about',
    ],
  ];
  for (const [what, args, message] of bad) {
    it(`refuses ${what}: exit 2, one stderr line, no file`, async () => {
      const cwd = mkdtempSync(join(dir, 'bad-'));
      const r = await runCli(['sweep', ...args, '--out', 'r.json'], { cwd });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.startsWith(`knights-tour: ${message}`), r.stderr).toBe(true);
      expect(r.stderr).toMatch(/^knights-tour: [^\n]+\n$/);
      expect(readdirSync(cwd)).toEqual([]);
    });
  }

  it('lists 3-D sizes and algorithms in its help', async () => {
    const r = await runCli(['sweep', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('3-12x3-12x3-12');
    expect(r.stdout).toContain('octaml16-3d when a box is among the sizes');
    expect(r.stdout).toContain('knights-tour sweep --sizes 3-8x3-8x3-8 --algorithm octaml16-3d');
  });
});

describe('compare on 3-D boxes', () => {
  it('compares the three 3-D heuristics by default', async () => {
    const r = await runCli(['compare', '--sizes', '2x3x6,3x3x3,4x4x4', '--format', 'json']);
    expect(r.code).toBe(0);
    const table = JSON.parse(r.stdout) as {
      sizes: string;
      rows: { algorithm: string; instances: number; failures: number }[];
    };
    expect(table.sizes).toBe('2x3x6,3x3x3,4x4x4');
    // docs/three-d.md: 2x3x6 fails warnsdorff3d and octaml3d from 12 of 36 starts, never
    // octaml16-3d; 3x3x3 fails everything from its 14 starts.
    expect(table.rows.map((row) => [row.algorithm, row.instances, row.failures])).toEqual([
      ['warnsdorff3d', 114, 26],
      ['octaml3d', 114, 26],
      ['octaml16-3d', 114, 14],
    ]);
  });

  it('refuses a 2-D heuristic among 3-D sizes with one line', async () => {
    const r = await runCli(['compare', '--sizes', '4x4x4', '--algorithms', 'octaml3d,aml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'knights-tour: aml runs on 2-D boards only; on 4x4x4 use octaml16-3d, octaml3d or warnsdorff3d\n',
    );
  });
});
