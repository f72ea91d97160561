import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-helpers.js';
import { type Doc, verifyTours } from './verify.fixtures.js';

const { dir, file, read } = verifyTours();

describe('knights-tour verify on invalid tours (exit 1, reasons with step numbers)', () => {
  const doc = () => JSON.parse(read('tour.json')) as Doc;
  const write = (name: string, d: Doc) => writeFileSync(file(name), JSON.stringify(d));

  it('reports a square visited twice with both steps', async () => {
    const d = doc();
    d.path[40] = d.path[11]!;
    write('dup.json', d);
    const result = await runCli(['verify', 'dup.json'], { cwd: dir() });
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
    const result = await runCli(['verify', 'swap.json'], { cwd: dir() });
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
    const result = await runCli(['verify', 'off.json'], { cwd: dir() });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('  step 5 (line 1, col 202): (8,0) is off the 8x8 board\n');
    expect(result.stdout).toContain(`  step 10 (line 1, col 232): '"b1"' is not a square\n`);
  });

  it('reports an incomplete walk, an empty path and a wrong board size', async () => {
    expect((await runCli(['verify', 'aml-fail.txt'], { cwd: dir() })).stdout).toMatch(
      /^aml-fail\.txt: invalid 7x7 tour: 1 problem \(1 unvisited\), 33 of 49 squares visited in 33 steps\n {2}16 of 49 squares never visited: /,
    );
    write('empty.json', { width: 5, height: 5, path: [] });
    const empty = await runCli(['verify', 'empty.json'], { cwd: dir() });
    expect(empty.code).toBe(1);
    expect(empty.stdout).toContain('  the path is empty\n');
    write('small.json', { ...doc(), width: 6, height: 6 });
    const small = await runCli(['verify', 'small.json'], { cwd: dir() });
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
    const csv = await runCli(['verify', 'dup.csv'], { cwd: dir() });
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
    const text = await runCli(['verify', 'swap.txt'], { cwd: dir() });
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(
      / {2}step 10 \(line \d, col \d+\): \(\d,\d\) → \(\d,\d\) is not a knight move\n/,
    );
  });

  it('lists at most --max-problems per kind and counts the rest', async () => {
    const d = doc();
    d.path = d.path.map(() => d.path[0]!);
    write('same.json', d);
    const result = await runCli(['verify', 'same.json', '--max-problems', '3'], { cwd: dir() });
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').filter((l) => l.includes('already visited'))).toHaveLength(3);
    expect(result.stdout).toContain('  … and 60 more duplicate problems\n');
  });
});
