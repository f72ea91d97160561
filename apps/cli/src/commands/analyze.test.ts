import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOneLineError, runCli } from '../test-helpers.js';

let dir: string;
const file = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kt-analyze-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('knights-tour analyze', () => {
  it('tells what a tour is, and which heuristic of core walks it', async () => {
    await runCli([
      'solve',
      '8',
      '--algorithm',
      'octaml16',
      '--start',
      '2,3',
      '--format',
      'json',
      '--out',
      file('t.json'),
    ]);
    const r = await runCli(['analyze', file('t.json')]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/t\.json: (open|closed) tour of 8x8 \(64 squares\) from \(2,3\)$/);
    expect(r.stdout).toMatch(/\n {2}symmetry: /);
    expect(r.stdout).toMatch(/\n {2}class: 8x8-[co]-[0-9a-f]{12} \(canonical form from \(0,0\) /);
    expect(r.stdout).toMatch(/\n {2}crossings: \d+; turns: \d+, straight on: \d+ \(/);
    expect(r.stdout).toMatch(/\n {2}magic: /);
    expect(r.stdout).toMatch(/\n {2}Warnsdorff: the last \d+ moves follow his rule/);
    expect(r.stdout).toMatch(/\n {2}produced by: .*octaml16 \(variant r=\+1 t=0\)/);
  });

  it('gives the same class id to a rotated and reversed copy, in another style', async () => {
    await runCli(['solve', '6', '--closed', '--format', 'json', '--out', file('c.json')]);
    const doc = JSON.parse((await runCli(['convert', file('c.json'), '--to', 'json'])).stdout);
    // rot90 of every square, and the walk read backwards, written as 1-based (row, col) lines.
    const moved = (doc.path as number[][]).map(([x, y]) => [5 - y!, x!]).reverse();
    writeFileSync(
      file('moved.txt'),
      `row,col\n${moved.map(([x, y]) => `${y! + 1},${x! + 1}`).join('\n')}\n`,
    );
    const id = async (name: string) =>
      JSON.parse((await runCli(['analyze', file(name), '--format', 'json'])).stdout).classId;
    expect(await id('c.json')).toMatch(/^6x6-c-[0-9a-f]{12}$/);
    expect(await id('moved.txt')).toBe(await id('c.json'));
  });

  it('analyses a 3-D tour', async () => {
    await runCli(['solve', '4x4x4', '--format', 'csv', '--out', file('cube.csv')]);
    const r = await runCli(['analyze', file('cube.csv'), '--format', 'json']);
    expect(r.code).toBe(0);
    const a = JSON.parse(r.stdout);
    expect(a).toMatchObject({ board: { width: 4, height: 4, depth: 4 }, squares: 64 });
    expect(a.classId).toMatch(/^4x4x4-[co]-/);
    expect(a.magic).toBeUndefined();
    expect(a.producedBy.map((m: { rule: string }) => m.rule)).toContain('octaml16-3d');
  });

  it('an invalid tour is exit 1 with the verdict; an unreadable one exit 2', async () => {
    writeFileSync(file('bad.txt'), 'a1 b3 c1\n');
    const r = await runCli(['analyze', file('bad.txt')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/bad\.txt: invalid 3x3 tour/);
    expectOneLineError(
      await runCli(['analyze', '-'], { input: 'hello\n' }),
      /stdin: line 1: not a tour/,
    );
    expectOneLineError(await runCli(['analyze']), /give a tour file/);
  });
});
