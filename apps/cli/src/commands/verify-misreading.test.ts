import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectOneLineError, runCli } from '../test-helpers.js';
import { type Doc, verifyTours } from './verify.fixtures.js';

const { dir, file, read } = verifyTours();

describe('no misreading becomes a verdict (issue 24)', () => {
  const tour = () => read('tour.json');

  it('a JSON document followed by trailing text is refused', async () => {
    expectOneLineError(
      await runCli(['verify', '-'], { input: `${tour().trimEnd()} and more\n` }),
      /^knights-tour: stdin: line 1, col \d+: invalid JSON: text after the end of the JSON document: 'and more'$/,
    );
    expectOneLineError(
      await runCli(['convert', '-', '--to', 'csv'], { input: `${tour().trimEnd()}}` }),
      /text after the end of the JSON document/,
    );
  });

  it('a CSV with unknown columns is refused, not read as a 1x1 tour', async () => {
    expectOneLineError(
      await runCli(['verify', '-'], { input: 'id,name,score,team,rank2\n1,2,3,4,5\n' }),
      /a CSV whose columns 'id, name, score, team, rank2' name no squares/,
    );
    expectOneLineError(
      await runCli(['verify', '-'], { input: 'a,b,c\n1,0,0\n' }),
      /name no squares/,
    );
  });

  it('squares followed by a terminal escape are read as those squares', async () => {
    for (const sequence of [
      '\u001b[0m',
      '\u001b[1;31m',
      '\u001b7',
      '\u001b(B',
      '\u001b]0;title\u0007',
      '\u009b2J',
    ]) {
      const r = await runCli(['verify', '-', '--format', 'json'], { input: `a1 c2${sequence}\n` });
      expect(r.code, JSON.stringify(sequence)).toBe(1);
      const [result] = JSON.parse(r.stdout);
      expect([result.width, result.height, result.steps], JSON.stringify(sequence)).toEqual([
        3, 2, 2,
      ]);
    }
  });

  it('dimensions of 10^18 are a one-line error', async () => {
    expectOneLineError(
      await runCli(['verify', '-'], {
        input: '{"width":1000000000000000000,"height":1000000000000000000,"path":[[0,0]]}',
      }),
      /^knights-tour: stdin: width 1000000000000000000 is larger than the maximum side 16384/,
    );
    expectOneLineError(
      await runCli(['verify', '-'], { input: '{"path":[[0,0]],"width":1e18,"height":8}' }),
      /width 1000000000000000000 is larger than the maximum side/,
    );
  });

  it('CR-only line endings read as lines', async () => {
    const cr = read('tour.csv').replace(/\n/g, '\r');
    expect((await runCli(['verify', '-'], { input: cr })).stdout).toMatch(
      /^stdin: valid (open|closed) tour of 8x8 \(64 squares\)\n$/,
    );
    const board = read('tour.txt').replace(/\n/g, '\r');
    expect((await runCli(['verify', '-'], { input: board })).code).toBe(0);
  });

  it('an inferred size is said in the verdict, and a 1x1 board is a misreading', async () => {
    const d = JSON.parse(tour()) as Doc;
    const pairs = d.path
      .map(([x, y], i) => (i === 10 ? `(${x + 8}, ${y})` : `(${x}, ${y})`))
      .join('\n');
    const r = await runCli(['verify', '-'], { input: pairs });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^stdin: invalid (9|1\d)x8 tour \(size inferred from the squares\): /);
    expect(r.stdout).toMatch(
      /\n {2}size inferred as (9|1\d)x8 from the squares \(width from step 11, \(\d+,\d\)/,
    );
    expect(
      (await runCli(['verify', '-'], { input: d.path.map(([x, y]) => `(${x}, ${y})`).join('\n') }))
        .stdout,
    ).toMatch(
      /^stdin: valid (open|closed) tour of 8x8 \(64 squares, size inferred from the squares\)\n/,
    );
    for (const input of ['(0,', '[[0, 0]]', 'a1\n', '1\n']) {
      expectOneLineError(
        await runCli(['verify', '-'], { input }),
        /ambiguous: .*1x1|one square.*give --size/,
      );
    }
  });

  it('a control character inside a JSON field is refused', async () => {
    const d = JSON.parse(tour()) as Doc;
    writeFileSync(file('ctrl.json'), JSON.stringify({ ...d, format: 'knights-tour/1\u001b[2J' }));
    const r = await runCli(['verify', 'ctrl.json'], { cwd: dir() });
    expectOneLineError(
      r,
      /ctrl\.json: line 1, col \d+: 'format' holds a control character: 'knights-tour\/1\\x1b\[2J'$/,
    );
  });
});
