import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTour, isKnightMove, solve } from '@knights-tour/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, runCli } from '../test-helpers.js';

let dir: string;
const file = (name: string) => join(dir, name);
const read = (name: string) => readFileSync(file(name), 'utf8');

type Doc = { width: number; height: number; path: [number, number][]; [k: string]: unknown };

/** Writes a tour with the real `knights-tour solve`, as a user would; exit 0 = complete. */
function solveTo(name: string, args: string[], complete = true): void {
  const result = runCli(['solve', ...args, '--out', file(name)]);
  expect(result.stderr).toMatch(/^(auto|octaml16|octaml|aml|warnsdorff): /);
  expect(result.code).toBe(complete ? 0 : 1);
}

/** A one-line error on stderr: `knights-tour: ...`, exit 2, no stack trace. */
function expectOneLineError(result: CliResult, pattern: RegExp): void {
  expect(result.code).toBe(2);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^knights-tour: /);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at |internal error/);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kt-verify-'));
  solveTo('tour.json', ['8', '--format', 'json']);
  solveTo('tour.csv', ['8', '--format', 'csv', '--start', '3,5']);
  solveTo('tour.txt', ['8', '--format', 'text', '--start', '7,7']);
  solveTo('rect.json', ['6x8', '--format', 'json', '--start', '1,1']);
  solveTo('aml-fail.txt', ['7', '--start', '6,2', '--algorithm', 'aml'], false);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('knights-tour verify on valid tours written by solve', () => {
  it('accepts the JSON, CSV and text tours (exit 0), one verdict line each', () => {
    const names = ['tour.json', 'tour.csv', 'tour.txt'].map(file);
    const result = runCli(['verify', ...names]);
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

  it('accepts a rectangle', () => {
    const result = runCli(['verify', 'rect.json'], { cwd: dir });
    expect(result).toMatchObject({
      code: 0,
      stdout: 'rect.json: valid open tour of 6x8 (48 squares)\n',
    });
  });

  it('reads standard input with -', () => {
    const result = runCli(['verify', '-'], { input: read('tour.csv') });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^stdin: valid (open|closed) tour of 8x8/);
  });

  it('accepts a closed tour with --closed and rejects an open one (exit 1)', () => {
    // octaml16 tours of 6x6 whose ends are / are not a knight move apart, checked here.
    for (let s = 0; s < 36; s++) {
      const doc = solve({ n: 6, start: [s % 6, Math.floor(s / 6)] });
      const [a, b] = [doc.path[0]!, doc.path[35]!];
      const name = isKnightMove(a[0] - b[0], a[1] - b[1]) ? 'closed.csv' : 'open.csv';
      writeFileSync(file(name), [...formatTour(doc, 'csv')].join(''));
    }
    const result = runCli(['verify', '--closed', 'closed.csv', 'open.csv'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^closed\.csv: valid closed tour of 6x6 \(36 squares\)\nopen\.csv: invalid 6x6 tour: 1 problem \(1 not-closed\), 36 of 36 squares visited in 36 steps\n {2}not closed: the last square \(\d,\d\) \(step 36\) is not a knight move from the first \(\d,\d\)\n$/,
    );
  });

  it('verifies a 500x500 tour (250,000 squares) end to end', () => {
    solveTo('big.txt', ['500']);
    const result = runCli(['verify', 'big.txt'], { cwd: dir });
    expect(result).toMatchObject({
      code: 0,
      stdout: 'big.txt: valid open tour of 500x500 (250000 squares)\n',
    });
  });
});

describe('knights-tour verify on invalid tours (exit 1, reasons with step numbers)', () => {
  const doc = () => JSON.parse(read('tour.json')) as Doc;
  const write = (name: string, d: Doc) => writeFileSync(file(name), JSON.stringify(d));

  it('reports a square visited twice with both steps', () => {
    const d = doc();
    d.path[40] = d.path[11]!;
    write('dup.json', d);
    const result = runCli(['verify', 'dup.json'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `  step 41 (line 1, col 418): (${d.path[11]!.join(',')}) was already visited at step 12\n`,
    );
    expect(result.stdout).toMatch(/ {2}1 of 64 squares never visited: \(\d,\d\)\n/);
    expect(result.stdout).toContain(
      '  warning: the document says complete: true, but it is not a complete tour\n',
    );
  });

  it('reports a step that is not a knight move', () => {
    const d = doc();
    [d.path[19], d.path[20]] = [d.path[20]!, d.path[19]!];
    write('swap.json', d);
    const result = runCli(['verify', 'swap.json'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `  step 20 (line 1, col 292): (${d.path[18]!.join(',')}) → (${d.path[19]!.join(',')}) is not a knight move\n`,
    );
    expect(result.stdout).toMatch(/ {2}step 22 \(line 1, col 304\): \(\d,\d\) → /);
  });

  it('reports squares off the board and malformed entries', () => {
    const d = doc();
    const path: unknown[] = d.path;
    path[4] = [8, 0];
    path[9] = 'b1';
    write('off.json', d);
    const result = runCli(['verify', 'off.json'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('  step 5 (line 1, col 202): (8,0) is off the 8x8 board\n');
    expect(result.stdout).toContain(`  step 10 (line 1, col 232): '"b1"' is not a square\n`);
  });

  it('reports an incomplete walk, an empty path and a wrong board size', () => {
    expect(runCli(['verify', 'aml-fail.txt'], { cwd: dir }).stdout).toMatch(
      /^aml-fail\.txt: invalid 7x7 tour: 1 problem \(1 unvisited\), 33 of 49 squares visited in 33 steps\n {2}16 of 49 squares never visited: /,
    );
    write('empty.json', { width: 5, height: 5, path: [] });
    const empty = runCli(['verify', 'empty.json'], { cwd: dir });
    expect(empty.code).toBe(1);
    expect(empty.stdout).toContain('  the path is empty\n');
    write('small.json', { ...doc(), width: 6, height: 6 });
    const small = runCli(['verify', 'small.json'], { cwd: dir });
    expect(small.code).toBe(1);
    expect(small.stdout).toContain('  the path has 64 steps but the 6x6 board has 36 squares\n');
    expect(small.stdout).toMatch(/… and 8 more off-board problems\n/);
  });

  it('reports corrupted CSV and text boards with their step numbers', () => {
    // CSV: step 30 moved onto step 29's square.
    const rows = read('tour.csv').split('\n');
    const at = (k: number) => rows.findIndex((r) => r.startsWith(`${k},`));
    rows[at(30)] = `30,${rows[at(29)]!.split(',').slice(1).join(',')}`;
    writeFileSync(file('dup.csv'), rows.join('\n'));
    const csv = runCli(['verify', 'dup.csv'], { cwd: dir });
    expect(csv.code).toBe(1);
    expect(csv.stdout).toMatch(
      / {2}step 30 \(line 32, col 4\): \(\d,\d\) was already visited at step 29\n/,
    );
    expect(csv.stdout).toMatch(
      / {2}step 30 \(line 32, col 4\): \(\d,\d\) → \(\d,\d\) is not a knight move\n/,
    );
    // Text board: the numbers 10 and 11 exchanged.
    const board = read('tour.txt').replace(/\b(10|11)\b/g, (m) => (m === '10' ? '11' : '10'));
    writeFileSync(file('swap.txt'), board);
    const text = runCli(['verify', 'swap.txt'], { cwd: dir });
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(
      / {2}step 10 \(line \d, col \d+\): \(\d,\d\) → \(\d,\d\) is not a knight move\n/,
    );
  });

  it('lists at most --max-problems per kind and counts the rest', () => {
    const d = doc();
    d.path = d.path.map(() => d.path[0]!);
    write('same.json', d);
    const result = runCli(['verify', 'same.json', '--max-problems', '3'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').filter((l) => l.includes('already visited'))).toHaveLength(3);
    expect(result.stdout).toContain('  … and 60 more duplicate problems\n');
  });
});

describe('knights-tour verify with several files', () => {
  it('reports each file and exits 1 when any is invalid', () => {
    const result = runCli(['verify', 'tour.json', 'aml-fail.txt', 'tour.csv'], { cwd: dir });
    expect(result.code).toBe(1);
    const verdicts = result.stdout.split('\n').filter((l) => /^\S/.test(l));
    expect(verdicts).toEqual([
      expect.stringMatching(/^tour\.json: valid/),
      expect.stringMatching(/^aml-fail\.txt: invalid/),
      expect.stringMatching(/^tour\.csv: valid/),
    ]);
  });

  it('--format json prints one result per file, errors included', () => {
    writeFileSync(file('garbage.json'), '{"width": 8, "height": 8, "path": [[0,0],}');
    const result = runCli(
      ['verify', '--format', 'json', 'tour.json', 'aml-fail.txt', 'garbage.json', '-'],
      { cwd: dir, input: read('tour.txt') },
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

describe('knights-tour verify on unreadable input (exit 2, one line naming the file)', () => {
  it('a missing file', () => {
    const result = runCli(['verify', 'nope.json'], { cwd: dir });
    expectOneLineError(result, /^knights-tour: cannot read nope\.json: no such file$/);
    expect(result.stdout).toBe('');
  });

  it('malformed JSON, with the line', () => {
    writeFileSync(file('bad.json'), '{"width": 8,\n "height": 8,\n "path": [[0,0] [1,2]]}');
    expectOneLineError(
      runCli(['verify', 'bad.json'], { cwd: dir }),
      /^knights-tour: bad\.json: line 3, col 17: invalid JSON: expected ',' between values$/,
    );
  });

  it('a document without a path, a broken CSV row, a ragged board, prose', () => {
    const cases: [string, string, RegExp][] = [
      ['nopath.json', '{"width":8,"height":8}', /nopath\.json: the document has no 'path'$/],
      [
        'row.csv',
        'step,x,y\n1,0,0\n2,1,x\n',
        /row\.csv: line 3: '2,1,x' is not part of the step,x,y rows above \(lines 1-2\): expected step,x,y with three integers$/,
      ],
      [
        'ragged.txt',
        '1 2 3\n4\n',
        /ragged\.txt: line 2, col 1: this rank has 1 squares, the first rank has 3$/,
      ],
      ['prose.txt', 'this is not a tour\n', /prose\.txt: line 1: not a tour: /],
      ['blank.txt', '\n\n', /blank\.txt: empty input/],
    ];
    for (const [name, content] of cases) writeFileSync(file(name), content);
    // One run: every file gets its own one-line error, in order.
    const result = runCli(['verify', ...cases.map(([name]) => name)], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(cases.length);
    cases.forEach(([, , pattern], i) => {
      expect(lines[i]).toMatch(new RegExp(`^knights-tour: ${pattern.source}`));
    });
  });

  it('still reports the readable files given with an unreadable one', () => {
    const result = runCli(['verify', 'tour.json', 'nope.json', 'aml-fail.txt'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/^tour\.json: valid .*\naml-fail\.txt: invalid /);
    expectOneLineError(result, /cannot read nope\.json/);
  });

  it('bad usage', () => {
    expectOneLineError(runCli(['verify']), /give one or more tour files/);
    expectOneLineError(runCli(['verify', '-', '-']), /standard input \(-\) can only be read once/);
    expectOneLineError(runCli(['verify', 'x', '--format', 'yaml']), /format/);
    expectOneLineError(
      runCli(['verify', 'x', '--max-problems', '0']),
      /--max-problems must be an integer/,
    );
    expectOneLineError(runCli(['verify', 'x', '--bogus']), /verify: .*bogus/);
  });

  it('--help shows usage, options and examples', () => {
    const result = runCli(['verify', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: knights-tour verify <file|-> [more files...]');
    expect(result.stdout).toContain('--closed');
    expect(result.stdout).toContain('Examples:');
  });
});
