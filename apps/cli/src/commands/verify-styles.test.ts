import { describe, expect, it } from 'vitest';
import { expectOneLineError, runCli } from '../test-helpers.js';
import { type Doc, verifyTours } from './verify.fixtures.js';

const { read } = verifyTours();

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
