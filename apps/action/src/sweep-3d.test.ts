import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSweep, runAction, runShards, workspace } from './testing/step.js';

describe('3-D sweeps', () => {
  const cubes = { sizes: '3-5x3-5x3-5', algorithm: 'octaml16-3d' };

  it('sweep mode runs every start of every 3-D box: annotations, summary table, outputs', async () => {
    const run = await runAction({ ...cubes, results: 'cubes.json' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    // docs/three-d.md: only the 3x3x3 cube (no tour) fails, from all 14 of its starts.
    expect(run.outputs.failures).toBe('14');
    const file = parseSweep(readFileSync(join(workspace, 'cubes.json'), 'utf8'));
    expect(file.spec.sizes).toBe('3-5x3-5x3-5');
    expect(file.results.reduce((a, r) => a + r.instances, 0)).toBe(Number(run.outputs.instances));
    const failures = run.errors.filter((e) => e.includes('title=Incomplete knight'));
    expect(failures).toHaveLength(14);
    expect(failures[0]).toBe(
      '::error title=Incomplete knight’s tour::octaml16-3d: failed on 3x3x3 from (0,0,0): reached 25 of 27 cells after 16 attempts',
    );
    expect(run.summary).toContain("## Knight's tour sweep: octaml16-3d");
    expect(run.summary).toContain('Sizes 3-5x3-5x3-5 · starts `all`');
    expect(run.summary).toContain('| 3x3-5x3-5 | 338 | 14 | 1: 324 |');
    expect(run.summary).toContain('| board | start | cells reached | attempts |');
    expect(run.summary).toContain('| 3x3x3 | (0,0,0) | 25 of 27 | 16 |');
  });

  it('defaults to octaml16-3d on 3-D sizes and takes the 3-D start sets', async () => {
    const run = await runAction({ sizes: '4x4x4', starts: 'Fundamental', results: 'f.json' });
    expect(run.code, run.stdout).toBe(0);
    const file = parseSweep(readFileSync(join(workspace, 'f.json'), 'utf8'));
    expect([file.spec.algorithm, file.spec.starts]).toEqual(['octaml16-3d', 'fundamental']);
    // One cell per orbit of the cube's 48 symmetries: the wedge z <= y <= x <= 1.
    expect(run.outputs.instances).toBe('4');
  });

  it('merge mode combines 3-D shards into exactly the unsharded results', async () => {
    const whole = await runAction({ ...cubes, results: 'whole.json' });
    await runShards(cubes, 3, [1, 2, 3]);
    const run = await runAction({ mode: 'merge', shards: 'shards/*.json', results: 'all.json' });
    expect(parseSweep(readFileSync(join(workspace, 'all.json'), 'utf8'))).toEqual(
      parseSweep(readFileSync(join(workspace, 'whole.json'), 'utf8')),
    );
    expect(run.outputs.failures).toBe('14');
    expect(run.errors).toEqual(whole.errors);
  });

  it('refuses to merge a 2-D and a 3-D shard with one line', async () => {
    await runShards({ sizes: '5-8' }, 2, [1]);
    await runShards({ sizes: '3-4x3-4x3-4' }, 2, [2]);
    const run = await runAction({ mode: 'merge', shards: 'shards/*.json' });
    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      '::error::mismatched sweeps: shards/shard-1.json is octaml16 on sizes 5-8, all starts, not verified but shards/shard-2.json is octaml16-3d on sizes 3-4x3-4x3-4, all starts, not verified',
    ]);
    expect(existsSync(join(workspace, 'knights-tour-results.json'))).toBe(false);
  });
});
