import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectOneLineError, runCli } from '../test-helpers.js';
import { verifyTours } from './verify.fixtures.js';

const { file } = verifyTours();

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
