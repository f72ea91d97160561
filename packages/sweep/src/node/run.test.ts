import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KnightsTourError } from '@knights-tour/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSweep, type Shard } from '../plan/plan.js';
import { createSweepSpec, type SweepSpecInput } from '../plan/spec.js';
import { formatResultFile, parseResultFile } from './result-file.js';
import { runSweep, type SweepOptions } from './run.js';

// Small enough to run in well under a second, large enough for dozens of tasks, several of
// them slices of one board, and AML failures (n = 7 corners among them).
const SPEC = createSweepSpec({ sizes: '5-30,70', algorithm: 'aml' });
const plan = (input: SweepSpecInput = SPEC, shard?: Shard) =>
  planSweep(input === SPEC ? SPEC : createSweepSpec(input), shard);

let dir: string;
let whole: Awaited<ReturnType<typeof runSweep>>;
const read = (name: string) => readFileSync(join(dir, name), 'utf8');
const leftovers = () => readdirSync(dir).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kt-sweep-'));
  whole = await runSweep({ plan: plan(), workers: 1, out: join(dir, 'whole.json') });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('runSweep', () => {
  it('summarises every instance of the plan and writes the same file it returns', () => {
    const p = plan();
    expect(p.taskCount).toBeGreaterThan(SPEC.boards.length);
    expect(whole.interrupted).toBe(false);
    expect(whole.summary.complete).toBe(true);
    expect(whole.summary.tasksDone).toBe(p.taskCount);
    expect(whole.summary.instances).toBe(p.instances);
    const corners = whole.summary.failed.filter((f) => f.board.width === 7).map((f) => f.start);
    expect(corners).toEqual(
      expect.arrayContaining([
        [0, 0],
        [6, 0],
        [0, 6],
        [6, 6],
      ]),
    );
    expect(read('whole.json')).toBe(formatResultFile(whole.file));
    expect(parseResultFile(read('whole.json'))).toEqual(whole.file);
    expect(leftovers()).toEqual([]);
  });

  it('gives identical summaries and files with 1 and 2 workers', async () => {
    const two = await runSweep({ plan: plan(), workers: 2, out: join(dir, 'two.json') });
    expect(two.summary).toEqual(whole.summary);
    expect(read('two.json')).toBe(read('whole.json'));
  });

  it('reports progress up to the whole plan', async () => {
    const seen: number[] = [];
    const run = await runSweep({
      plan: plan({ sizes: '5-20', algorithm: 'aml' }),
      workers: 2,
      onProgress: (p) => seen.push(p.instancesDone),
    });
    expect(seen.length).toBe(run.summary.tasksTotal);
    expect(seen.at(-1)).toBe(run.summary.instances);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('stops on abort leaving a valid partial file, and a resume equals the uninterrupted run', async () => {
    const out = join(dir, 'resumed.json');
    const controller = new AbortController();
    const first = await runSweep({
      plan: plan(),
      workers: 2,
      out,
      signal: controller.signal,
      onProgress: (p) => p.tasksDone >= 10 && controller.abort(),
    });
    expect(first.interrupted).toBe(true);
    const partial = parseResultFile(read('resumed.json'));
    expect(partial.results.length).toBe(first.summary.tasksDone);
    expect(partial.results.length).toBeGreaterThanOrEqual(10);
    expect(partial.results.length).toBeLessThan(whole.summary.tasksTotal);
    let ran = 0;
    const second = await runSweep({
      plan: plan(),
      workers: 2,
      out,
      resume: true,
      onProgress: () => ran++,
    });
    expect(ran).toBe(whole.summary.tasksTotal - partial.results.length);
    expect(second.summary).toEqual(whole.summary);
    expect(read('resumed.json')).toBe(read('whole.json'));
  });

  it('saves the first finished task at once (then at most once a second)', async () => {
    const out = join(dir, 'first.json');
    const counts: number[] = [];
    // Stopped once the first two tasks are seen: the rest of the sweep would show nothing more.
    const controller = new AbortController();
    await runSweep({
      plan: plan(),
      workers: 1,
      out,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.tasksDone <= 2)
          counts.push(parseResultFile(readFileSync(out, 'utf8')).results.length);
        if (p.tasksDone >= 2) controller.abort();
      },
    });
    expect(counts[0]).toBe(1);
  });

  it('an already aborted signal runs nothing but still writes a valid file', async () => {
    const run = await runSweep({
      plan: plan(),
      out: join(dir, 'none.json'),
      signal: AbortSignal.abort(),
    });
    expect(run.interrupted).toBe(true);
    expect(run.summary.tasksDone).toBe(0);
    expect(parseResultFile(read('none.json')).results).toEqual([]);
  });

  it('refuses to resume a file of another sweep, shard or verification, leaving it untouched', async () => {
    const out = join(dir, 'other.json');
    writeFileSync(out, read('whole.json'));
    const attempts: Omit<SweepOptions, 'out' | 'resume'>[] = [
      { plan: plan({ sizes: '5-30,70', algorithm: 'octaml' }) },
      { plan: plan({ sizes: '5-30,71', algorithm: 'aml' }) },
      { plan: plan({ sizes: '5-30,70', algorithm: 'aml', starts: 'octant' }) },
      { plan: plan(SPEC, { index: 1, count: 2 }) },
      { plan: plan(), verify: true },
    ];
    for (const options of attempts) {
      await expect(runSweep({ ...options, out, resume: true })).rejects.toThrow(
        /^cannot resume: .*other\.json/,
      );
    }
    expect(read('other.json')).toBe(read('whole.json'));
    expect(leftovers()).toEqual([]);
  });

  it('refuses to resume a file that was tampered with, naming the task and the reason', async () => {
    const out = join(dir, 'tampered.json');
    const data = JSON.parse(read('whole.json'));
    const failing = data.results.find((r: { failed: unknown[] }) => r.failed.length > 0);
    failing.failed[0].reached = 10_000;
    writeFileSync(out, JSON.stringify(data));
    await expect(runSweep({ plan: plan(), out, resume: true })).rejects.toThrow(
      /^.*tampered\.json: results\[\d+\] \(task \d+\): failure 1: reached 10000 of the board's \d+ squares$/,
    );
    expect(leftovers()).toEqual([]);
  });

  it('resuming a missing file starts afresh; resume without out is refused', async () => {
    const run = await runSweep({
      plan: plan({ sizes: '5-9' }),
      out: join(dir, 'fresh.json'),
      resume: true,
    });
    expect(run.summary.complete).toBe(true);
    await expect(runSweep({ plan: plan(), resume: true })).rejects.toThrow(KnightsTourError);
  });

  it('refuses an output directory that does not exist, writing nothing', async () => {
    await expect(runSweep({ plan: plan(), out: join(dir, 'missing', 'x.json') })).rejects.toThrow(
      /directory .* does not exist/,
    );
    expect(leftovers()).toEqual([]);
  });

  it('writes a special file once at the end, without a lock, and never resumes from one', async () => {
    const run = await runSweep({ plan: plan({ sizes: '5-6' }), out: '/dev/null' });
    expect(run.saved).toBe(true);
    expect(existsSync('/dev/null.lock')).toBe(false);
    await expect(runSweep({ plan: plan(), out: '/dev/null', resume: true })).rejects.toThrow(
      'cannot resume from /dev/null: it is not a regular file',
    );
  });

  it('verifies every complete tour when asked', async () => {
    const octaml16 = plan({ sizes: '5-16' });
    const checked = await runSweep({ plan: octaml16, workers: 2, verify: true });
    expect(checked.summary.verified).toBe(checked.summary.instances - checked.summary.failures);
    expect(checked.summary.verified).toBeGreaterThan(1000);
    expect(checked.file.verify).toBe(true);
  });
});

describe('an existing out file without resume', () => {
  const OLD = 'an older result, kept until the new one is complete\n';

  it('stays as it was while the sweep runs and is replaced when it completes', async () => {
    const out = join(dir, 'kept.json');
    writeFileSync(out, OLD);
    const during: string[] = [];
    const run = await runSweep({
      plan: plan(),
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
      plan: plan(),
      workers: 1,
      out,
      signal: controller.signal,
      onProgress: (p) => p.tasksDone >= 5 && controller.abort(),
    });
    expect(run.interrupted).toBe(true);
    expect(run.saved).toBe(false);
    expect(readFileSync(out, 'utf8')).toBe(OLD);
  });
});

describe('the lock beside out', () => {
  it('refuses a second sweep writing the same file while the first runs, and is released', async () => {
    const out = join(dir, 'shared.json');
    // The lock is taken when the sweep starts: a few boards are enough to be running still.
    const few = { sizes: '5-12', algorithm: 'aml' };
    const first = runSweep({ plan: plan(few), workers: 1, out });
    expect(existsSync(`${out}.lock`)).toBe(true);
    await expect(runSweep({ plan: plan(few), workers: 1, out })).rejects.toThrow(
      /shared\.json is being written by another sweep \(process \d+\)/,
    );
    expect((await first).summary.complete).toBe(true);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });

  it('is released when the sweep fails', async () => {
    const out = join(dir, 'failing.json');
    writeFileSync(out, '{"not": "a result file"}');
    await expect(runSweep({ plan: plan(), out, resume: true })).rejects.toThrow(
      /not a sweep result file/,
    );
    expect(leftovers()).toEqual([]);
  });
});

describe('3-D and mixed sweeps on worker threads', () => {
  // 27 boxes, 3x3x3 among them (no tour: 14 failures), several tasks per worker.
  const BOXES = createSweepSpec({ sizes: '3-5x3-5x3-5' });

  it('run every instance verified, and resume an interrupted sweep to the same file', async () => {
    const out = join(dir, 'boxes.json');
    const full = await runSweep({ plan: planSweep(BOXES), workers: 2, verify: true });
    expect(full.summary.failures).toBe(14);
    expect(full.summary.verified).toBe(full.summary.instances - 14);
    expect(full.summary.failed.every((f) => f.board.depth === 3 && f.start.length === 3)).toBe(
      true,
    );
    const controller = new AbortController();
    await runSweep({
      plan: planSweep(BOXES),
      workers: 1,
      verify: true,
      out,
      signal: controller.signal,
      onProgress: (p) => p.tasksDone >= 5 && controller.abort(),
    });
    const resumed = await runSweep({
      plan: planSweep(BOXES),
      workers: 2,
      verify: true,
      out,
      resume: true,
    });
    expect(resumed.summary).toEqual(full.summary);
    expect(readFileSync(out, 'utf8')).toBe(formatResultFile(full.file));
  });

  it('mix flat boards and boxes when the algorithm runs on both', async () => {
    const mixed = createSweepSpec({ sizes: '5-7,3x4x5', algorithm: 'warnsdorff3d' });
    const run = await runSweep({ plan: planSweep(mixed), workers: 2, verify: true });
    expect(run.summary.perSize.map((s) => s.size)).toEqual(['5x5', '6x6', '7x7', '3x4x5']);
    expect(parseResultFile(formatResultFile(run.file))).toEqual(run.file);
  });
});

const fullDisk = fileURLToPath(new URL('../../../files/fixtures/full-disk.mjs', import.meta.url));
const built = fileURLToPath(new URL('../../dist/index.js', import.meta.url));

/** Runs a sweep of SPEC's sizes in a child process whose disk under `dir` fills after `bytes`. */
function sweepOnFullDisk(out: string, bytes: number, resume: boolean) {
  const script = `
    const { runSweep } = await import(${JSON.stringify(built)});
    const { createSweepSpec, planSweep } = await import(${JSON.stringify(built.replace('index.js', 'plan/index.js'))});
    const plan = planSweep(createSweepSpec({ sizes: '5-30,70', algorithm: 'aml' }));
    try {
      await runSweep({ plan, out: process.argv[2], resume: ${resume}, workers: 1 });
      console.log('done');
    } catch (e) { console.log(e.name + ': ' + e.message); }`;
  // A module file, not --input-type: worker threads inherit the flags of the process.
  const file = join(dir, 'full-disk-sweep.mjs');
  writeFileSync(file, script);
  return spawnSync(process.execPath, ['--import', fullDisk, file, out], {
    encoding: 'utf8',
    env: { ...process.env, FULL_DISK_DIR: dir, FULL_DISK_BYTES: String(bytes) },
    timeout: 60_000,
  });
}

describe.skipIf(!existsSync(built))('a full disk', () => {
  it('before the lock is written: one line in the writer’s words, the old file kept, nothing left', () => {
    const out = join(dir, 'full-0.json');
    writeFileSync(out, 'the previous good result\n');
    const child = sweepOnFullDisk(out, 0, false);
    expect(child.stdout.trim()).toBe(
      `KnightsTourError: cannot write ${out}: no space left on the device`,
    );
    expect(readFileSync(out, 'utf8')).toBe('the previous good result\n');
    expect(leftovers()).toEqual([]);
  });

  it('when the result is written: the old file kept, no lock, no temporary file', () => {
    const out = join(dir, 'full-end.json');
    writeFileSync(out, 'the previous good result\n');
    const child = sweepOnFullDisk(out, 64, false);
    expect(child.stdout.trim()).toBe(
      `KnightsTourError: cannot write ${out}: no space left on the device`,
    );
    expect(readFileSync(out, 'utf8')).toBe('the previous good result\n');
    expect(leftovers()).toEqual([]);
  });

  it('mid-sweep: the last checkpoint stays a valid partial file to resume from', () => {
    const out = join(dir, 'full-mid.json');
    const child = sweepOnFullDisk(out, 2000, true);
    expect(child.stdout.trim()).toBe(
      `KnightsTourError: cannot write ${out}: no space left on the device`,
    );
    const partial = parseResultFile(readFileSync(out, 'utf8'));
    expect(partial.results.length).toBeGreaterThan(0);
    expect(partial.results.length).toBeLessThan(whole.summary.tasksTotal);
    expect(leftovers()).toEqual([]);
  });
});
