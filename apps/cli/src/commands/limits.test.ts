import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliProcess, startCli, waitFor } from '../test-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'kt-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One line on stderr, exit 2, nothing on stdout. */
function refused(args: string[]) {
  // Before the limit these ran for 15-40 s and died of memory: a process of its own, so that
  // such a regression fails this test instead of taking the test runner's memory.
  const r = runCliProcess(args);
  expect(r.stdout).toBe('');
  expect(r.code).toBe(2);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  return r.stderr;
}

describe('work beyond the limit is refused before it starts', () => {
  it('sweep --sizes 5-5000 answers with the estimate and how to proceed', () => {
    const line = refused(['sweep', '--sizes', '5-5000', '--workers', '2']);
    expect(line).toMatch(
      /^knights-tour: this sweep would walk about 4\.69e\+17 squares, about .* years on 2 workers/,
    );
    expect(line).toContain('--shard i/k');
    expect(line).toContain('--yes');
  });

  it('sweep --sizes 5-1000 --starts all, also sharded 1/64', () => {
    refused(['sweep', '--sizes', '5-1000', '--starts', 'all']);
    refused(['sweep', '--sizes', '5-1000', '--starts', 'all', '--shard', '1/64']);
  });

  it('compare counts the work of every algorithm', () => {
    expect(refused(['compare', '--sizes', '5-5000'])).toMatch(/^knights-tour: this comparison/);
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

describe('one --out at a time', () => {
  it('refuses a second sweep on a locked file with one line', () => {
    const out = join(dir, 'locked.json');
    writeFileSync(`${out}.lock`, `${process.pid}\n`);
    const line = refused(['sweep', '--sizes', '5-8', '--out', out]);
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
