import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectOneLineError, runCli } from '../test-helpers.js';
import { verifyTours } from './verify.fixtures.js';

const { dir, file } = verifyTours();

describe('knights-tour verify on unreadable input (exit 2, one line naming the file)', () => {
  it('a missing file', async () => {
    const result = await runCli(['verify', 'nope.json'], { cwd: dir() });
    expectOneLineError(result, /^knights-tour: cannot read nope\.json: no such file$/);
    expect(result.stdout).toBe('');
  });

  it('malformed JSON, with the line', async () => {
    writeFileSync(file('bad.json'), '{"width": 8,\n "height": 8,\n "path": [[0,0] [1,2]]}');
    expectOneLineError(
      await runCli(['verify', 'bad.json'], { cwd: dir() }),
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
    const result = await runCli(['verify', ...cases.map(([name]) => name)], { cwd: dir() });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(cases.length);
    cases.forEach(([, , pattern], i) => {
      expect(lines[i]).toMatch(new RegExp(`^knights-tour: ${pattern.source}`));
    });
  });

  it('still reports the readable files given with an unreadable one', async () => {
    const result = await runCli(['verify', 'tour.json', 'nope.json', 'aml-fail.txt'], {
      cwd: dir(),
    });
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
