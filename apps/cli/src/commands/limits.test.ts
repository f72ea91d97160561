import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_BIN, runCli } from '../test-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'kt-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One line on stderr, exit 2, nothing on stdout. */
function refused(args: string[]) {
  // Before the limit these ran for 15-40 s and died of memory; the timeout turns that into a failure.
  const r = runCli(args, { timeout: 20_000 });
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
    const child = spawn(
      process.execPath,
      [CLI_BIN, 'sweep', '--sizes', '5-5000', '--yes', '--workers', '1', '--out', out],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(child.exitCode).toBe(null);
    expect(existsSync(`${out}.lock`)).toBe(true);
    // Before the lazy plan the process grew past 5 GB here; now only the boards are planned.
    const rss = Number(
      /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1],
    );
    expect(rss).toBeLessThan(512 * 1024);
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', resolve);
      child.kill('SIGINT');
    });
    expect(stderr).toMatch(/interrupted/);
    expect(code).toBe(130);
    expect(existsSync(`${out}.lock`)).toBe(false);
  }, 30_000);
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
    const child = spawn(
      process.execPath,
      [CLI_BIN, 'sweep', '--sizes', '5-300', '--starts', 'all', '--workers', '1', '--out', out],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', resolve);
      child.kill('SIGINT');
    });
    expect(code).toBe(130);
    expect(readFileSync(out, 'utf8')).toBe('older\n');
    expect(stderr).toMatch(/left as it was/);
    expect(stderr).toContain('--resume');
  }, 30_000);
});
