import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, runCliProcess } from '../test-helpers.js';

const scratch = mkdtempSync(join(tmpdir(), 'kt-count-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface CountJson {
  width: number;
  height: number;
  kind: string;
  start?: number[];
  total: string;
  undirected: string;
  directed: string;
  perSquare?: string[][];
  method: string;
}

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
    expect(r.stderr).toMatch(/^count: frontier method, [\d,]+ states at the peak/);
  });

  it('json: counts as decimal strings, per-square rows summing to the total; --start counts one square', async () => {
    const r = await runCli(['count', '3x7', '--format', 'json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as CountJson;
    expect(doc).toMatchObject({ width: 3, height: 7, kind: 'directed-open', method: 'frontier' });
    expect(doc.perSquare).toHaveLength(7);
    const sum = doc.perSquare!.flat().reduce((a, b) => a + BigInt(b), 0n);
    expect(String(sum)).toBe(doc.total);
    expect(doc.directed).toBe(doc.total);
    expect(BigInt(doc.undirected) * 2n).toBe(BigInt(doc.total));
    const one = JSON.parse(
      (await runCli(['count', '3x7', '--start', '2,6', '--format', 'json'])).stdout,
    );
    expect(one.start).toEqual([2, 6]);
    expect(one.total).toBe(doc.perSquare![6]![2]);
    expect(one.perSquare).toBeUndefined();
  });

  it('--closed: undirected closed tours (OEIS A001230: 9,862 on 6x6), the directed count beside', async () => {
    const r = await runCli(['count', '6', '--closed']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      '9,862 closed tours (a tour and its reverse count once) of 6x6; 19,724 directed\n',
    );
    const doc = JSON.parse(
      (await runCli(['count', '5x8', '--closed', '-f', 'json'])).stdout,
    ) as CountJson;
    expect(doc).toMatchObject({ kind: 'closed', total: '44202', directed: '88404' });
    // Beyond 64 bits the count stays exact.
    const big = JSON.parse(
      (await runCli(['count', '5x20', '--closed', '-f', 'json'])).stdout,
    ) as CountJson;
    expect(BigInt(big.total)).toBeGreaterThan(2n ** 64n);
  });

  it('the search method counts the same tours (the cross-check on small boards)', async () => {
    for (const args of [
      ['5'],
      ['4x5', '--start', '1,0'],
      ['5x6', '--closed'],
      ['3x10', '--closed'],
    ]) {
      const dp = JSON.parse((await runCli(['count', ...args, '-f', 'json'])).stdout) as CountJson;
      const search = await runCli(['count', ...args, '-f', 'json', '--method', 'search']);
      expect(search.code, args.join(' ')).toBe(0);
      const doc = JSON.parse(search.stdout) as CountJson;
      expect(doc.method).toBe('search');
      expect([doc.total, doc.undirected, doc.directed, doc.perSquare], args.join(' ')).toEqual([
        dp.total,
        dp.undirected,
        dp.directed,
        dp.perSquare,
      ]);
    }
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
      ['count', '5', '--method', 'guess'],
      ['count', '5', '--resume'],
      ['count', '5', '--max-nodes', '10', '--method', 'frontier'],
      ['count', '5', '--method', 'search', '--checkpoint', join(scratch, 'x')],
      ['count', '5', '--workers', '0'],
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

  it('refuses at once, in one line, counts that cannot finish', async () => {
    // Before: `count 16384` ran 43 s to 3 GB then died; `count 1000` never ended.
    for (const [args, why] of [
      [['count', '16384'], /shorter side is at most 8/],
      [['count', '1000'], /shorter side is at most 8/],
      [['count', '9x9', '--closed'], /shorter side is at most 8/],
      [['count', '7', '--method', 'search'], /boards of more than 36 squares .* --max-nodes N/],
      [['count', '8'], /need about \d+ GB of memory .* pass --yes|needs confirmation/],
    ] as const) {
      // The refusal is the command's logic, run in this process (issue 30); a count that ran
      // away would still fail here, at the test's time limit or by ending the test process.
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^knights-tour: /);
      expect(r.stderr).toMatch(why);
    }
  });

  it('counts a bigger board by a bounded search, exit 1 when the limit stops it', async () => {
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

  it('runs as a job with a checkpoint, says what it takes first, and resumes from it', async () => {
    const file = join(scratch, '6x6.ckpt');
    // Through the installed bin, whose bundle must hold the count's own worker script (it once
    // started the sweep's, and every count job failed) as well as the sweep's.
    const r = runCliProcess(['count', '6', '--closed', '--checkpoint', file, '--workers', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^9,862 closed tours/);
    expect(r.stderr).toMatch(/^count: 6x6: about [\d.e]+ states at the peak \([\d.]+ GB\)/);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').split('\n')[0]).toMatch(/"step":36,"steps":36/);
    // A finished count's checkpoint holds its answer.
    const again = await runCli(['count', '6', '--closed', '--checkpoint', file, '--resume']);
    expect(again.stdout).toBe(r.stdout);
    const other = await runCli(['count', '6', '--checkpoint', file, '--resume', '--total']);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/is the checkpoint of another count \(closed tours of 6x6\)/);
  });
});
