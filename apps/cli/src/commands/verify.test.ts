import { writeFileSync } from 'node:fs';
import { formatTour, isKnightMove, solve } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { expectOneLineError, runCli } from '../test-helpers.js';
import { solveTo, verifyTours } from './verify.fixtures.js';

const { dir, file, read } = verifyTours();

describe('knights-tour verify on valid tours written by solve', () => {
  it('accepts the JSON, CSV and text tours (exit 0), one verdict line each', async () => {
    const names = ['tour.json', 'tour.csv', 'tour.txt'].map(file);
    const result = await runCli(['verify', ...names]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([
      ...names.map((name) =>
        expect.stringMatching(
          new RegExp(
            `^${name.replace(/[.\\]/g, '\\$&')}: valid (open|closed) tour of 8x8 \\(64 squares\\)$`,
          ),
        ),
      ),
      '',
    ]);
  });

  it('accepts a rectangle', async () => {
    const result = await runCli(['verify', 'rect.json'], { cwd: dir() });
    expect(result).toMatchObject({
      code: 0,
      stdout: 'rect.json: valid open tour of 6x8 (48 squares)\n',
    });
  });

  it('reads standard input with -', async () => {
    const result = await runCli(['verify', '-'], { input: read('tour.csv') });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^stdin: valid (open|closed) tour of 8x8/);
  });

  it('accepts a closed tour with --closed and rejects an open one (exit 1)', async () => {
    // octaml16 tours of 6x6 whose ends are / are not a knight move apart, checked here.
    for (let s = 0; s < 36; s++) {
      const doc = solve({ n: 6, start: [s % 6, Math.floor(s / 6)] });
      const [a, b] = [doc.path[0]!, doc.path[35]!];
      const name = isKnightMove(a[0] - b[0], a[1] - b[1]) ? 'closed.csv' : 'open.csv';
      writeFileSync(file(name), [...formatTour(doc, 'csv')].join(''));
    }
    const result = await runCli(['verify', '--closed', 'closed.csv', 'open.csv'], { cwd: dir() });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^closed\.csv: valid closed tour of 6x6 \(36 squares\)\nopen\.csv: invalid 6x6 tour: 1 problem \(1 not-closed\), 36 of 36 squares visited in 36 steps\n {2}not closed: the last square \(\d,\d\) \(step 36\) is not a knight move from the first \(\d,\d\)\n$/,
    );
  });

  it('verifies a 500x500 tour (250,000 squares) end to end', async () => {
    await solveTo(file('big.txt'), ['500']);
    const result = await runCli(['verify', 'big.txt'], { cwd: dir() });
    expect(result).toMatchObject({
      code: 0,
      stdout: 'big.txt: valid open tour of 500x500 (250000 squares)\n',
    });
  });
});

describe('knights-tour verify with several files', () => {
  it('reports each file and exits 1 when any is invalid', async () => {
    const result = await runCli(['verify', 'tour.json', 'aml-fail.txt', 'tour.csv'], {
      cwd: dir(),
    });
    expect(result.code).toBe(1);
    const verdicts = result.stdout.split('\n').filter((l) => /^\S/.test(l));
    expect(verdicts).toEqual([
      expect.stringMatching(/^tour\.json: valid/),
      expect.stringMatching(/^aml-fail\.txt: invalid/),
      expect.stringMatching(/^tour\.csv: valid/),
    ]);
  });

  it('--format json prints one result per file, errors included', async () => {
    writeFileSync(file('garbage.json'), '{"width": 8, "height": 8, "path": [[0,0],}');
    const result = await runCli(
      ['verify', '--format', 'json', 'tour.json', 'aml-fail.txt', 'garbage.json', '-'],
      { cwd: dir(), input: read('tour.txt') },
    );
    expect(result.code).toBe(2);
    const results = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(results.map((r) => [r.file, r.valid ?? r.error])).toEqual([
      ['tour.json', true],
      ['aml-fail.txt', false],
      ['garbage.json', "garbage.json: line 1, col 42: invalid JSON: unexpected '}'"],
      ['stdin', true],
    ]);
    expect(results[0]).toMatchObject({ format: 'json', complete: true, squares: 64, problems: [] });
    expect(results[1]).toMatchObject({
      format: 'text',
      visited: 33,
      counts: { unvisited: 1 },
      problems: [{ kind: 'unvisited', count: 16 }],
    });
    expect(results[3]).toMatchObject({ format: 'text', valid: true });
    expectOneLineError(result, /^knights-tour: garbage\.json: line 1, col 42: invalid JSON/);
  });
});
