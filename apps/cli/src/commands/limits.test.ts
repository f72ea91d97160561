import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, startCli, waitFor } from '../test-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'kt-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * One line on stderr, exit 2, nothing on stdout. Refusing is the command's logic: it runs in
 * this process (issue 30). Before the limit these ran for 15-40 s and died of memory; such a
 * regression still fails the test, by its time limit or by ending the test process.
 */
async function refused(args: string[]) {
  const r = await runCli(args);
  expect(r.stdout).toBe('');
  expect(r.code).toBe(2);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  return r.stderr;
}

describe('work beyond the limit is refused before it starts', () => {
  it('sweep --sizes 5-5000 answers with the estimate and how to proceed', async () => {
    const line = await refused(['sweep', '--sizes', '5-5000', '--workers', '2']);
    expect(line).toMatch(
      /^knights-tour: this sweep would walk about 4\.69e\+17 squares, about .* years on 2 workers/,
    );
    expect(line).toContain('--shard i/k');
    expect(line).toContain('--yes');
  });

  it('sweep --sizes 5-1000 --starts all, also sharded 1/64', async () => {
    await refused(['sweep', '--sizes', '5-1000', '--starts', 'all']);
    await refused(['sweep', '--sizes', '5-1000', '--starts', 'all', '--shard', '1/64']);
  });

  it('compare counts the work of every algorithm', async () => {
    expect(await refused(['compare', '--sizes', '5-5000'])).toMatch(
      /^knights-tour: this comparison/,
    );
  });

  it('--yes accepts the long run: it starts, keeps memory small, and stops on Ctrl-C', async () => {
    const out = join(dir, 'long.json');
    const running = startCli([
      'sweep',
      '--sizes',
      '5-5000',
      '--yes',
      '--workers',
      '1',
      '--out',
      out,
    ]);
    // The file appears (atomically) when the first task is saved: the plan is made and the
    // work under way.
    await waitFor('the first task saved', () => existsSync(out), { running });
    expect(existsSync(`${out}.lock`)).toBe(true);
    // Before the lazy plan the process grew past 5 GB here; now only the boards are planned.
    const rss = Number(
      /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${running.child.pid}/status`, 'utf8'))?.[1],
    );
    expect(rss).toBeLessThan(512 * 1024);
    running.child.kill('SIGINT');
    const stopped = await running.done;
    expect(stopped.stderr).toMatch(/interrupted/);
    expect(stopped.code).toBe(130);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });
});

describe('impossible or huge work is refused, or answered, at once (issue 32)', () => {
  it.each([
    [
      'a Parberry sweep of 5-2000 (its retries counted)',
      ['sweep', '--sizes', '5-2000', '--starts', 'corner', '--algorithm', 'parberry'],
      /^knights-tour: this sweep would walk about/,
    ],
    [
      'a Parberry sweep of 5-60 octant',
      ['sweep', '--sizes', '5-60', '--starts', 'octant', '--algorithm', 'parberry'],
      /^knights-tour: this sweep would walk about/,
    ],
    [
      'one Parberry walk of 16384x16384',
      ['solve', '16384', '--algorithm', 'parberry'],
      /^knights-tour: this walk would walk about .* of one worker is refused\): /,
    ],
    [
      'a 3-D sweep of fundamental starts (counted, not listed)',
      ['sweep', '--sizes', '3-50x3-50x3-50', '--starts', 'fundamental'],
      /^knights-tour: this sweep would walk about/,
    ],
    [
      'a comparison of 1-999x1-999 (more boards than a list may name)',
      ['compare', '--sizes', '1-999x1-999'],
      /^knights-tour: sizes '1-999x1-999' name more than 250,000 boards/,
    ],
    [
      'a comparison of 1-500x1-500 (the most boards a list may name)',
      ['compare', '--sizes', '1-500x1-500'],
      /^knights-tour: this comparison would walk about/,
    ],
    [
      'a count of 8000x8000 stopped after one node',
      ['count', '8000', '--max-nodes', '1'],
      /^knights-tour: counting the tours of 8000x8000 is refused: .*at most 65,536 squares/,
    ],
    [
      'a count of 16384x16384 stopped after ten nodes',
      ['count', '16384', '--max-nodes', '10'],
      /^knights-tour: counting the tours of 16384x16384 is refused: .*at most 65,536 squares/,
    ],
    [
      'an exact search of 16384x16384',
      ['solve', '16384x16384', '--algorithm', 'backtrack', '--max-nodes', '1000'],
      /^knights-tour: exact search on 16384x16384 is refused: .*at most 4,194,304 squares/,
    ],
  ])('%s', async (_, args, says) => {
    const line = await refused(args);
    expect(line).toMatch(says);
    expect(line).not.toMatch(/internal error/);
  });

  it.each([
    ['3x16384', '0,0'],
    ['16384x3', '1,1'],
    ['4000x3', '1,1'],
  ])('exists %s --start %s answers (unknown) without minutes of search', async (size, start) => {
    // Minutes of search would fail it at the test's time limit.
    const r = await runCli(['exists', size, '--start', start]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^unknown: /);
  });
});

describe('one --out at a time', () => {
  it('refuses a second sweep on a locked file with one line', async () => {
    const out = join(dir, 'locked.json');
    writeFileSync(`${out}.lock`, `${process.pid}\n`);
    const line = await refused(['sweep', '--sizes', '5-8', '--out', out]);
    expect(line).toBe(
      `knights-tour: ${out} is being written by another sweep (process ${process.pid}): wait for it to finish or choose another file (remove ${out}.lock if nothing writes it)\n`,
    );
    expect(existsSync(out)).toBe(false);
    rmSync(`${out}.lock`);
  });

  it('an interrupted sweep over an older file says the file was left as it was', async () => {
    const out = join(dir, 'older.json');
    writeFileSync(out, 'older\n');
    // The test hook holds the worker after its first task: the signal lands mid-sweep.
    const running = startCli(
      ['sweep', '--sizes', '5-300', '--starts', 'all', '--workers', '1', '--out', out],
      { env: { KNIGHTS_TOUR_TEST_HOLD_AFTER: '1' } },
    );
    // The lock is taken after the Ctrl-C handler is installed: the sweep is under way.
    await waitFor('the lock file', () => existsSync(`${out}.lock`), { running });
    running.child.kill('SIGINT');
    const stopped = await running.done;
    expect(stopped.code).toBe(130);
    expect(readFileSync(out, 'utf8')).toBe('older\n');
    expect(stopped.stderr).toMatch(/left as it was/);
    expect(stopped.stderr).toContain('--resume');
  });
});
