import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseResultFile, runSweep } from '../index.js';
import { parseSizes, type SweepSpec } from '../plan/index.js';

const SPEC: SweepSpec = { algorithm: 'aml', sizes: parseSizes('5-30'), starts: 'all' };
const dir = mkdtempSync(join(tmpdir(), 'kt-out-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const OLD = 'an older result, kept until the new one is complete\n';

describe('an existing --out file without resume', () => {
  it('stays as it was while the sweep runs and is replaced when it completes', async () => {
    const out = join(dir, 'kept.json');
    writeFileSync(out, OLD);
    const during: string[] = [];
    const run = await runSweep({
      spec: SPEC,
      workers: 1,
      out,
      onProgress: () => during.push(readFileSync(out, 'utf8')),
    });
    expect(during.length).toBeGreaterThan(10);
    expect(during.every((text) => text === OLD)).toBe(true);
    expect(run.saved).toBe(true);
    expect(parseResultFile(readFileSync(out, 'utf8')).results.length).toBe(run.summary.tasksTotal);
  });

  it('stays as it was when the sweep is interrupted', async () => {
    const out = join(dir, 'interrupted.json');
    writeFileSync(out, OLD);
    const controller = new AbortController();
    const run = await runSweep({
      spec: SPEC,
      workers: 1,
      out,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.tasksDone >= 5) controller.abort();
      },
    });
    expect(run.interrupted).toBe(true);
    expect(run.saved).toBe(false);
    expect(readFileSync(out, 'utf8')).toBe(OLD);
  });
});

describe('the lock beside --out', () => {
  it('refuses a second sweep writing the same file while the first runs', async () => {
    const out = join(dir, 'shared.json');
    const first = runSweep({ spec: SPEC, workers: 1, out });
    expect(existsSync(`${out}.lock`)).toBe(true);
    await expect(runSweep({ spec: SPEC, workers: 1, out })).rejects.toThrow(
      new RegExp(
        `^${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is being written by another sweep \\(process ${process.pid}\\)`,
      ),
    );
    const run = await first;
    expect(run.summary.complete).toBe(true);
    expect(existsSync(`${out}.lock`)).toBe(false);
    expect(parseResultFile(readFileSync(out, 'utf8')).results.length).toBe(run.summary.tasksTotal);
  });

  it('takes over a stale lock left by a process that is gone, and releases it', async () => {
    const out = join(dir, 'stale.json');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    writeFileSync(`${out}.lock`, `${dead}\n`);
    const run = await runSweep({ spec: { ...SPEC, sizes: parseSizes('5-8') }, out });
    expect(run.summary.complete).toBe(true);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });

  it('is released when the sweep fails', async () => {
    const out = join(dir, 'failing.json');
    writeFileSync(out, '{"not": "a result file"}');
    await expect(runSweep({ spec: SPEC, out, resume: true })).rejects.toThrow(
      /not a sweep result file/,
    );
    expect(existsSync(`${out}.lock`)).toBe(false);
  });
});
