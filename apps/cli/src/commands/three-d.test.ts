import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isKnightMove } from '@knights-tour/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOneLineError, runCli } from '../test-helpers.js';

let dir: string;
const file = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kt-3d-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('solve WxHxD', () => {
  it('prints one board of step numbers per layer, and the walk is a tour', async () => {
    const r = await runCli(['solve', '6x6x6']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^octaml16-3d: open tour of 6x6x6 from \(0,0,0\) in 1 attempt/);
    const blocks = r.stdout.trimEnd().split(/\n\n/);
    expect(blocks).toHaveLength(6);
    expect(blocks[0]!.split('\n')[0]).toBe('# layer 0');
    const steps = r.stdout
      .split('\n')
      .filter((l) => l !== '' && !l.startsWith('#'))
      .flatMap((l) => l.trim().split(/\s+/).map(Number));
    expect(steps.sort((a, b) => a - b)).toEqual(Array.from({ length: 216 }, (_, i) => i + 1));
  });

  it('writes the document with depth, checked by verify', async () => {
    const r = await runCli([
      'solve',
      '5x6x7',
      '--start',
      '2,3,1',
      '--format',
      'json',
      '--out',
      file('t.json'),
    ]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(readFileSync(file('t.json'), 'utf8'));
    expect(doc).toMatchObject({
      format: 'knights-tour/1',
      width: 5,
      height: 6,
      depth: 7,
      start: [2, 3, 1],
    });
    for (let i = 1; i < doc.path.length; i++) {
      const [a, b] = [doc.path[i - 1], doc.path[i]];
      expect(isKnightMove(b[0] - a[0], b[1] - a[1], b[2] - a[2])).toBe(true);
    }
    const v = await runCli(['verify', file('t.json')]);
    expect(v.code).toBe(0);
    expect(v.stdout).toBe(`${file('t.json')}: valid open tour of 5x6x7 (210 cells)\n`);
  });

  it('a failed walk exits 1 with the walk reached; parity is answered without walking', async () => {
    const fail = await runCli(['solve', '3x3x3']);
    expect(fail.code).toBe(1);
    expect(fail.stderr).toMatch(
      /failed on 3x3x3 from \(0,0,0\): reached \d+ of 27 cells after 16 attempts/,
    );
    expect(fail.stdout).toContain(' . ');
    const black = await runCli(['solve', '5x5x5', '--start', '0,0,1']);
    expect(black.code).toBe(1);
    expect(black.stdout).toBe('');
    expect(black.stderr).toMatch(/majority colour/);
  });

  it('bad input: one line, exit 2', async () => {
    expectOneLineError(
      await runCli(['solve', '4x4x4', '--algorithm', 'aml']),
      /aml runs on 2-D boards only; on 4x4x4 use octaml16-3d, octaml3d or warnsdorff3d/,
    );
    expectOneLineError(await runCli(['solve', '4x4x4', '--start', '1,1']), /a box needs x,y,z/);
    expectOneLineError(await runCli(['solve', '4x4x4', '--start', '4,0,0']), /off the 4x4x4 board/);
    expectOneLineError(await runCli(['solve', '4x4x0']), /depth must be a positive integer/);
    expectOneLineError(await runCli(['solve', '4x4x4', '--closed']), /no algorithm on 4x4x4/);
  });
});

describe('render of 3-D tours: the layers side by side, through the one picture', () => {
  it('SVG and PNG of a tour, and a failed walk with its unvisited cells in red', async () => {
    await runCli(['solve', '4x4x3', '--format', 'json', '--out', file('t.json')]);
    const svg = await runCli(['render', file('t.json'), '--out', file('t.svg'), '--numbers']);
    expect(svg.code).toBe(0);
    expect(svg.stderr).toMatch(/4x4x3 board in 3 layer panels, all 48 cells visited/);
    const text = readFileSync(file('t.svg'), 'utf8');
    expect(text).toContain('viewBox="0 0 14 5"'); // 3 panels of 4 plus 2 gaps, a label row
    expect(text).toContain('>z = 2</text>');
    expect(text).toContain('>48</text>');
    expect(text).not.toContain('#e31a1c');
    const png = await runCli(['render', file('t.json'), '--out', file('t.png')]);
    expect(png.code).toBe(0);
    expect(readFileSync(file('t.png')).subarray(1, 4).toString()).toBe('PNG');
    await runCli(['solve', '3x3x3', '--format', 'json', '--out', file('fail.json')]);
    const failed = await runCli(['render', file('fail.json'), '--out', file('fail.svg')]);
    expect(failed.stderr).toMatch(/of 27 cells visited, \d+ unvisited \(red\)/);
    expect(readFileSync(file('fail.svg'), 'utf8')).toContain('#e31a1c');
  });

  it('--lines joins the moves within a layer and dots both cells of a move between layers', async () => {
    const r = await runCli(['render', file('t.json'), '--out', file('lines.svg'), '--lines']);
    expect(r.code).toBe(0);
    const text = readFileSync(file('lines.svg'), 'utf8');
    expect(text).toContain('<polyline');
    expect(text).toMatch(/<circle cx="[\d.]+" cy="[\d.]+" r="0.08"\/>/);
  });
});
