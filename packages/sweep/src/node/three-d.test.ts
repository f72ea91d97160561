import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatResultFile,
  mergeResultFiles,
  parseResultFile,
  runSweep,
  type SweepResultFile,
} from '../index.js';
import { parseSizes, planSweep, type SweepSpec } from '../plan/index.js';

// 27 boxes, 3x3x3 among them (no tour: 14 failures), several tasks per worker.
const SPEC: SweepSpec = {
  algorithm: 'octaml16-3d',
  sizes: parseSizes('3-5x3-5x3-5'),
  starts: 'all',
};

let dir: string;
let whole: Awaited<ReturnType<typeof runSweep>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kt-sweep-3d-'));
  whole = await runSweep({ spec: SPEC, workers: 2, verify: true, out: join(dir, 'whole.json') });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('3-D sweeps on worker threads', () => {
  it('run every instance, verified by the independent checker, and write the file returned', () => {
    const plan = planSweep(SPEC);
    expect(whole.summary.complete).toBe(true);
    expect(whole.summary.instances).toBe(plan.instances);
    expect(whole.summary.failures).toBe(14);
    expect(whole.summary.failed.every((f) => f.depth === 3 && f.start.length === 3)).toBe(true);
    expect(whole.summary.verified).toBe(plan.instances - 14);
    expect(whole.summary.sizes).toBe('3-5x3-5x3-5');
    expect(whole.summary.perSize[26]).toMatchObject({ size: '5x5x5', depth: 5, failures: 0 });
    const text = readFileSync(join(dir, 'whole.json'), 'utf8');
    expect(text).toBe(formatResultFile(whole.file));
    expect(JSON.parse(text).results[0]).toMatchObject({ id: 0, width: 3, height: 3, depth: 3 });
    expect(parseResultFile(text)).toEqual(whole.file);
  });

  it('give the same summary whatever the workers, and shards merge into the unsharded run', async () => {
    const shards: SweepResultFile[] = [];
    for (let index = 1; index <= 3; index++) {
      const run = await runSweep({
        spec: SPEC,
        workers: 1,
        verify: true,
        shard: { index, count: 3 },
        out: join(dir, `shard-${index}.json`),
      });
      expect(run.file.results.length).toBeGreaterThan(0);
      shards.push(parseResultFile(readFileSync(join(dir, `shard-${index}.json`), 'utf8')));
    }
    const merged = mergeResultFiles(shards);
    expect(merged.missing).toEqual([]);
    expect(merged.summary).toEqual(whole.summary);
    expect(formatResultFile(merged.file)).toBe(formatResultFile(whole.file));
  });

  it('resume an interrupted 3-D sweep to the same file', async () => {
    const out = join(dir, 'resumed.json');
    const controller = new AbortController();
    const first = await runSweep({
      spec: SPEC,
      workers: 1,
      verify: true,
      out,
      signal: controller.signal,
      onProgress: (p) => p.tasksDone >= 5 && controller.abort(),
    });
    expect(first.interrupted).toBe(true);
    expect(parseResultFile(readFileSync(out, 'utf8')).results.length).toBeLessThan(27);
    const second = await runSweep({ spec: SPEC, workers: 2, verify: true, out, resume: true });
    expect(second.summary).toEqual(whole.summary);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(dir, 'whole.json'), 'utf8'));
  });

  it('never merge a 2-D and a 3-D file, nor read a 3-D file whose tasks are 2-D', async () => {
    const flat = await runSweep({
      spec: { algorithm: 'octaml16', sizes: parseSizes('5-6'), starts: 'all' },
      workers: 1,
      verify: true,
    });
    expect(() => mergeResultFiles([whole.file, flat.file], ['cubes.json', 'flat.json'])).toThrow(
      'mismatched sweeps: cubes.json is a 3-D sweep (sizes 3-5x3-5x3-5) but flat.json is a 2-D sweep (sizes 5-6); 2-D and 3-D results never merge',
    );
    const data = JSON.parse(formatResultFile(whole.file));
    const noDepth = structuredClone(data);
    delete noDepth.results[0].depth;
    expect(() => parseResultFile(JSON.stringify(noDepth), 'x.json')).toThrow(
      'x.json: results[0]: depth must be a whole number (a 3-D sweep)',
    );
    const flatStart = structuredClone(data);
    flatStart.results[0].failed[0].start = [0, 0];
    expect(() => parseResultFile(JSON.stringify(flatStart), 'x.json')).toThrow(
      'x.json: results[0].failed[0]: start must be [x, y, z]',
    );
    const wrongAlgorithm = { ...data, algorithm: 'octaml16' };
    expect(() => parseResultFile(JSON.stringify(wrongAlgorithm), 'x.json')).toThrow(
      'x.json: octaml16 runs on 2-D boards; for 3-D boards use octaml16-3d, octaml3d or warnsdorff3d',
    );
    const flatData = JSON.parse(formatResultFile(flat.file));
    flatData.results[0].depth = 5;
    expect(() => parseResultFile(JSON.stringify(flatData), 'y.json')).toThrow(
      'y.json: results[0]: depth must be absent (a 2-D sweep)',
    );
  });
});
