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
async function solveTo(name: string, args: string[], complete = true): Promise<void> {
  const result = await runCli(['solve', ...args, '--out', file(name)]);
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

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kt-verify-'));
  await solveTo('tour.json', ['8', '--format', 'json']);
  await solveTo('tour.csv', ['8', '--format', 'csv', '--start', '3,5']);
  await solveTo('tour.txt', ['8', '--format', 'text', '--start', '7,7']);
  await solveTo('rect.json', ['6x8', '--format', 'json', '--start', '1,1']);
  await solveTo('aml-fail.txt', ['7', '--start', '6,2', '--algorithm', 'aml'], false);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
    const result = await runCli(['verify', 'rect.json'], { cwd: dir });
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
    const result = await runCli(['verify', '--closed', 'closed.csv', 'open.csv'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^closed\.csv: valid closed tour of 6x6 \(36 squares\)\nopen\.csv: invalid 6x6 tour: 1 problem \(1 not-closed\), 36 of 36 squares visited in 36 steps\n {2}not closed: the last square \(\d,\d\) \(step 36\) is not a knight move from the first \(\d,\d\)\n$/,
    );
  });

  it('verifies a 500x500 tour (250,000 squares) end to end', async () => {
    await solveTo('big.txt', ['500']);
    const result = await runCli(['verify', 'big.txt'], { cwd: dir });
    expect(result).toMatchObject({
      code: 0,
      stdout: 'big.txt: valid open tour of 500x500 (250000 squares)\n',
    });
  });
});

describe('knights-tour verify on invalid tours (exit 1, reasons with step numbers)', () => {
  const doc = () => JSON.parse(read('tour.json')) as Doc;
  const write = (name: string, d: Doc) => writeFileSync(file(name), JSON.stringify(d));

  it('reports a square visited twice with both steps', async () => {
    const d = doc();
    d.path[40] = d.path[11]!;
    write('dup.json', d);
    const result = await runCli(['verify', 'dup.json'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `  step 41 (line 1, col 418): (${d.path[11]!.join(',')}) was already visited at step 12\n`,
    );
    expect(result.stdout).toMatch(/ {2}1 of 64 squares never visited: \(\d,\d\)\n/);
    expect(result.stdout).toContain(
      '  warning: the document says complete: true, but it is not a complete tour\n',
    );
  });

  it('reports a step that is not a knight move', async () => {
    const d = doc();
    [d.path[19], d.path[20]] = [d.path[20]!, d.path[19]!];
    write('swap.json', d);
    const result = await runCli(['verify', 'swap.json'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `  step 20 (line 1, col 292): (${d.path[18]!.join(',')}) → (${d.path[19]!.join(',')}) is not a knight move\n`,
    );
    expect(result.stdout).toMatch(/ {2}step 22 \(line 1, col 304\): \(\d,\d\) → /);
  });

  it('reports squares off the board and malformed entries', async () => {
    const d = doc();
    const path: unknown[] = d.path;
    path[4] = [8, 0];
    path[9] = 'b1';
    write('off.json', d);
    const result = await runCli(['verify', 'off.json'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('  step 5 (line 1, col 202): (8,0) is off the 8x8 board\n');
    expect(result.stdout).toContain(`  step 10 (line 1, col 232): '"b1"' is not a square\n`);
  });

  it('reports an incomplete walk, an empty path and a wrong board size', async () => {
    expect((await runCli(['verify', 'aml-fail.txt'], { cwd: dir })).stdout).toMatch(
      /^aml-fail\.txt: invalid 7x7 tour: 1 problem \(1 unvisited\), 33 of 49 squares visited in 33 steps\n {2}16 of 49 squares never visited: /,
    );
    write('empty.json', { width: 5, height: 5, path: [] });
    const empty = await runCli(['verify', 'empty.json'], { cwd: dir });
    expect(empty.code).toBe(1);
    expect(empty.stdout).toContain('  the path is empty\n');
    write('small.json', { ...doc(), width: 6, height: 6 });
    const small = await runCli(['verify', 'small.json'], { cwd: dir });
    expect(small.code).toBe(1);
    expect(small.stdout).toContain('  the path has 64 steps but the 6x6 board has 36 squares\n');
    expect(small.stdout).toMatch(/… and 8 more off-board problems\n/);
  });

  it('reports corrupted CSV and text boards with their step numbers', async () => {
    // CSV: step 30 moved onto step 29's square.
    const rows = read('tour.csv').split('\n');
    const at = (k: number) => rows.findIndex((r) => r.startsWith(`${k},`));
    rows[at(30)] = `30,${rows[at(29)]!.split(',').slice(1).join(',')}`;
    writeFileSync(file('dup.csv'), rows.join('\n'));
    const csv = await runCli(['verify', 'dup.csv'], { cwd: dir });
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
    const text = await runCli(['verify', 'swap.txt'], { cwd: dir });
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(
      / {2}step 10 \(line \d, col \d+\): \(\d,\d\) → \(\d,\d\) is not a knight move\n/,
    );
  });

  it('lists at most --max-problems per kind and counts the rest', async () => {
    const d = doc();
    d.path = d.path.map(() => d.path[0]!);
    write('same.json', d);
    const result = await runCli(['verify', 'same.json', '--max-problems', '3'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').filter((l) => l.includes('already visited'))).toHaveLength(3);
    expect(result.stdout).toContain('  … and 60 more duplicate problems\n');
  });
});

describe('knights-tour verify with several files', () => {
  it('reports each file and exits 1 when any is invalid', async () => {
    const result = await runCli(['verify', 'tour.json', 'aml-fail.txt', 'tour.csv'], { cwd: dir });
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
  it('a missing file', async () => {
    const result = await runCli(['verify', 'nope.json'], { cwd: dir });
    expectOneLineError(result, /^knights-tour: cannot read nope\.json: no such file$/);
    expect(result.stdout).toBe('');
  });

  it('malformed JSON, with the line', async () => {
    writeFileSync(file('bad.json'), '{"width": 8,\n "height": 8,\n "path": [[0,0] [1,2]]}');
    expectOneLineError(
      await runCli(['verify', 'bad.json'], { cwd: dir }),
      /^knights-tour: bad\.json: line 3, col 17: invalid JSON: expected ',' between values$/,
    );
  });

  it('a document without a path, a broken CSV row, a ragged board, prose', async () => {
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
        /ragged\.txt: line 2, col 1: this row has 1 squares, the first row has 3$/,
      ],
      ['prose.txt', 'this is not a tour\n', /prose\.txt: line 1: not a tour: /],
      ['blank.txt', '\n\n', /blank\.txt: empty input/],
    ];
    for (const [name, content] of cases) writeFileSync(file(name), content);
    // One run: every file gets its own one-line error, in order.
    const result = await runCli(['verify', ...cases.map(([name]) => name)], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(cases.length);
    cases.forEach(([, , pattern], i) => {
      expect(lines[i]).toMatch(new RegExp(`^knights-tour: ${pattern.source}`));
    });
  });

  it('still reports the readable files given with an unreadable one', async () => {
    const result = await runCli(['verify', 'tour.json', 'nope.json', 'aml-fail.txt'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/^tour\.json: valid .*\naml-fail\.txt: invalid /);
    expectOneLineError(result, /cannot read nope\.json/);
  });

  it('bad usage', async () => {
    expectOneLineError(await runCli(['verify']), /give one or more tour files/);
    expectOneLineError(
      await runCli(['verify', '-', '-']),
      /standard input \(-\) can only be read once/,
    );
    expectOneLineError(await runCli(['verify', 'x', '--format', 'yaml']), /format/);
    expectOneLineError(
      await runCli(['verify', 'x', '--max-problems', '0']),
      /--max-problems must be an integer/,
    );
    expectOneLineError(await runCli(['verify', 'x', '--bogus']), /verify: .*bogus/);
  });

  it('--help shows usage, options and examples', async () => {
    const result = await runCli(['verify', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: knights-tour verify <file|-> [more files...]');
    expect(result.stdout).toContain('--closed');
    expect(result.stdout).toContain('Examples:');
  });
});

describe('verify of 3-D files: the same command, reader and report', () => {
  it('CSV from stdin, and a corrupted CSV with the step numbers', async () => {
    const csv = (await runCli(['solve', '4x4x5', '--format', 'csv'])).stdout;
    expect(csv.split('\n')[1]).toBe('step,x,y,z');
    expect((await runCli(['verify', '-'], { input: csv })).code).toBe(0);
    const rows = csv.split('\n');
    // Step 10 repeats step 3's cell.
    const bad = rows.map((row, i) =>
      i === 11 ? `10,${rows[4]!.split(',').slice(1).join(',')}` : row,
    );
    writeFileSync(file('bad3.csv'), bad.join('\n'));
    const r = await runCli(['verify', file('bad3.csv')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/invalid 4x4x5 tour/);
    expect(r.stdout).toMatch(
      /step 10 \(line 12, col 4\): \(\d,\d,\d\) was already visited at step 3/,
    );
    expect(r.stdout).toMatch(/1 of 80 cells never visited/);
  });

  it('--format json reports 3-D files beside 2-D ones', async () => {
    await runCli(['solve', '6', '--format', 'json', '--out', file('flat.json')]);
    await runCli(['solve', '4x4x4', '--format', 'text', '--out', file('cube.txt')]);
    const r = await runCli(['verify', file('flat.json'), file('cube.txt'), '--format', 'json']);
    expect(r.code).toBe(0);
    const results = JSON.parse(r.stdout);
    expect(results[0]).toMatchObject({ valid: true, width: 6, height: 6, depth: 1 });
    expect(results[1]).toMatchObject({ valid: true, format: 'text', depth: 4, squares: 64 });
  });

  it('an unreadable 3-D file is exit 2 with one line', async () => {
    writeFileSync(file('broken.csv'), 'step,x,y,z\n1,0,0\n');
    expectOneLineError(
      await runCli(['verify', file('broken.csv')]),
      /broken\.csv: line 2: '1,0,0' is not part of the step,x,y,z rows above \(line 1\): expected step,x,y,z with four integers$/,
    );
  });

  it('a 3-D document whose entries are 2-D is refused, not read as a 2-D tour', async () => {
    const doc = JSON.parse((await runCli(['solve', '5x6x2', '--format', 'json'])).stdout);
    doc.path = doc.path.map(([x, y]: number[]) => [x, y]);
    writeFileSync(file('flat3.json'), JSON.stringify(doc));
    expectOneLineError(
      await runCli(['verify', file('flat3.json')]),
      /flat3\.json: line 1, col \d+: the document is the box 5x6x2 but its path holds \[x, y\] pairs/,
    );
    expectOneLineError(
      await runCli(['convert', file('flat3.json'), '--to', 'csv']),
      /box 5x6x2 but its path holds/,
    );
  });
});

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
    const r = await runCli(['verify', 'ctrl.json'], { cwd: dir });
    expectOneLineError(
      r,
      /ctrl\.json: line 1, col \d+: 'format' holds a control character: 'knights-tour\/1\\x1b\[2J'$/,
    );
  });
});

describe('the styles judges, puzzle pages and other tools use (issue 22)', () => {
  const path = () => (JSON.parse(read('tour.json')) as Doc).path;

  it('a JSON array of rows of step numbers, on one line or pretty-printed, 0- or 1-based', async () => {
    const judge = '[[0,11,16,5,20],[17,4,19,10,15],[12,1,8,21,6],[3,18,23,14,9],[24,13,2,7,22]]';
    expect((await runCli(['verify', '-'], { input: judge })).stdout).toBe(
      'stdin: valid open tour of 5x5 (25 squares)\n  read as json (rows of step numbers), origin 0, order xy, size 5x5 (grid)\n',
    );
    const grid = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
    path().forEach(([x, y], i) => {
      grid[y]![x] = i + 1;
    });
    const pretty = `[\n${grid.map((row) => `  [${row.join(', ')}]`).join(',\n')}\n]\n`;
    expect((await runCli(['verify', '-'], { input: pretty })).code).toBe(0);
    const rows = `[${grid.map((row) => `[${row.join(',')}]`).join(',\n ')}]`;
    expect((await runCli(['verify', '-'], { input: rows })).code).toBe(0);
  });

  it('a document with the tour under any one key, or nested one level; several are refused with their names', async () => {
    const objects = path().map(([x, y]) => ({ row: y, col: x }));
    const nested = JSON.stringify({ metadata: { solver: 'x', n: 8 }, paths: [objects] });
    expect((await runCli(['verify', '-'], { input: nested })).stdout).toMatch(
      /^stdin: valid .* tour of 8x8 \(64 squares, size inferred from the squares\)\n {2}read as json \(array of \{row, col\} objects\), the tour at 'paths\.0'/,
    );
    for (const key of ['tour', 'moves', 'squares', 'solution', 'steps']) {
      expect(
        (await runCli(['verify', '-'], { input: JSON.stringify({ [key]: path() }) })).code,
        key,
      ).toBe(0);
    }
    const two = JSON.stringify({ solutions: [path(), path()] });
    expectOneLineError(
      await runCli(['verify', '-'], { input: two }),
      /line 1: ambiguous: the document holds 2 arrays that could be the tour: 'solutions\.0', 'solutions\.1'; give --key NAME to pick one/,
    );
    expect((await runCli(['verify', '-', '--key', 'solutions.1'], { input: two })).code).toBe(0);
  });

  it('move tokens with the piece letter, numbered like a game, with dashes of any kind', async () => {
    const squares = path().map(([x, y]) => `${'abcdefgh'[x]}${8 - y}`);
    const moves = squares.slice(1).map((to, i) => `${squares[i]}-${to}`);
    const styles = [
      moves.map((m) => `N${m}`).join(' '),
      moves.map((m, i) => `${i % 2 === 0 ? `${i / 2 + 1}. ` : ''}N${m}`).join(' '),
      moves.map((m) => `N${m.replace('-', '')}`).join('\n'),
      moves.map((m) => m.replace('-', '–')).join(', '),
    ];
    for (const input of styles) {
      expect((await runCli(['verify', '-'], { input })).stdout, input.slice(0, 40)).toMatch(
        /^stdin: valid (open|closed) tour of 8x8/,
      );
    }
  });
});
