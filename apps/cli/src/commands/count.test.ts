import { describe, expect, it } from 'vitest';
import { runCli, runCliProcess } from '../test-helpers.js';

describe('knights-tour count', () => {
  it('5×5: the total 1,728 and the board of per-square counts', async () => {
    const r = await runCli(['count', '5']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        '1,728 directed open tours (a tour and its reverse count twice) of 5x5',
        'tours starting on each square:',
        '304   0  56   0 304',
        '  0  56   0  56   0',
        ' 56   0  64   0  56',
        '  0  56   0  56   0',
        '304   0  56   0 304',
        '',
      ].join('\n'),
    );
    expect(r.stderr).toMatch(/search nodes over 4 start squares/);
  });

  it('json: per-square rows summing to the total; --start counts one square', async () => {
    const r = await runCli(['count', '3x7', '--format', 'json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { total: number; perSquare: number[][]; width: number };
    expect(doc.width).toBe(3);
    expect(doc.perSquare).toHaveLength(7);
    expect(doc.perSquare.flat().reduce((a, b) => a + b, 0)).toBe(doc.total);
    expect(doc.total).toBeGreaterThan(0);
    const one = await runCli(['count', '3x7', '--start', '2,6', '--format', 'json']);
    expect(one.code).toBe(0);
    const single = JSON.parse(one.stdout) as {
      total: number;
      start: number[];
      perSquare?: unknown;
    };
    expect(single.start).toEqual([2, 6]);
    expect(single.total).toBe(doc.perSquare[6]![2]);
    expect(single.perSquare).toBeUndefined();
  });

  it('a black start of an odd board: 0, with the parity reason', async () => {
    const r = await runCli(['count', '5', '--start', '1,0']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^0 directed open tours .* start at \(1,0\)/);
    expect(r.stderr).toMatch(/black/);
  });

  it('no progress line when stderr is not a terminal', async () => {
    const r = await runCli(['count', '5', '--start', '0,0']);
    expect(r.stdout).toMatch(/^304 /);
    expect(r.stderr).not.toMatch(/\r/);
  });

  it('bad input: one line, exit 2, nothing on stdout', async () => {
    for (const args of [
      ['count'],
      ['count', '0'],
      ['count', 'five'],
      ['count', '5', '6'],
      ['count', '5', '--start', '5,0'],
      ['count', '5', '--start', 'a,b'],
      ['count', '5', '--format', 'xml'],
      ['count', '5', '--closed'],
    ]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^knights-tour: /);
    }
  });

  it('refuses a box in words, not by the name of a function (count and exists alike)', async () => {
    expect(await runCli(['count', '4x4x4'])).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'knights-tour: counting tours works on 2-D boards only, not on 4x4x4\n',
    });
    expect(await runCli(['exists', '4x4x4'])).toMatchObject({
      code: 2,
      stdout: '',
      stderr:
        'knights-tour: deciding whether a tour exists works on 2-D boards only, not on 4x4x4\n',
    });
  });

  it('refuses boards whose count cannot finish, at once, with one line', () => {
    // Before: `count 16384` ran 43 s to 3 GB then died; `count 1000` never ended.
    for (const args of [
      ['count', '16384'],
      ['count', '1000'],
      ['count', '7'],
      ['count', '7', '--start', '0,0'],
      ['count', '5x8'],
    ]) {
      const r = runCliProcess(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(
        /^knights-tour: counting the tours of .* cannot finish: boards of more than 36 squares .* --max-nodes N or --max-ms N/,
      );
    }
  });

  it('counts a bigger board within --max-nodes or --max-ms, exit 1 when the limit stops it', async () => {
    const r = await runCli(['count', '7', '--start', '0,0', '--max-nodes', '3000000']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^count: stopped by --max-nodes after [\d,]+ nodes: at least [\d,]+ tours so far/m,
    );
    const timed = await runCli(['count', '8', '--max-ms', '300']);
    expect(timed.code).toBe(1);
    expect(timed.stderr).toMatch(/stopped by --max-ms/);
  });

  it('prints totals with digit grouping on stdout, as on stderr', async () => {
    const r = await runCli(['count', '5']);
    expect(r.stdout.split('\n')[0]).toBe(
      '1,728 directed open tours (a tour and its reverse count twice) of 5x5',
    );
  });
});
