import { type ChildProcess, spawn } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardName } from '@knights-tour/core';
import { mergeResultFiles } from '@knights-tour/sweep';
import { describe, expect, it } from 'vitest';
import {
  BUNDLE,
  parseOutputs,
  parseSweep,
  possibleStarts,
  runAction,
  runnerEnv,
  runnerTemp,
  spawnAction,
  workspace,
} from './testing/step.js';

describe('sweep mode', () => {
  it('reads names in any case, as the CLI does', async () => {
    const run = await runAction({
      mode: 'Sweep',
      algorithm: 'OCTAML16',
      starts: 'Paper-Octant1',
      sizes: '5-8',
    });
    expect(run.errors).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('::group::Sweep octaml16, sizes 5-8, paper-octant1 starts');
  });

  it('writes the results through a symlink to its target inside the workspace, and into RUNNER_TEMP', async () => {
    mkdirSync(join(workspace, 'real'));
    writeFileSync(join(workspace, 'real', 'r.json'), 'old');
    symlinkSync('real/r.json', join(workspace, 'link.json'));
    const run = await runAction({ sizes: '5', results: 'link.json' });
    expect(run.code).toBe(0);
    expect(lstatSync(join(workspace, 'link.json')).isSymbolicLink()).toBe(true);
    expect(parseSweep(readFileSync(join(workspace, 'real', 'r.json'), 'utf8')).spec.sizes).toBe(
      '5',
    );
    const temp = join(runnerTemp(), 'r.json');
    const toTemp = await runAction({ sizes: '5', results: temp });
    expect(toTemp.code, toTemp.stdout).toBe(0);
    expect(parseSweep(readFileSync(temp, 'utf8')).spec.sizes).toBe('5');
  });

  it('says how to proceed with a long sweep: shards or accept-long-run', async () => {
    const run = await runAction({ sizes: '5-5000' });
    expect(run.errors[0]).toContain('shard');
    expect(run.errors[0]).toContain('accept-long-run: true');
  });

  it('passes a sweep with no failures and reports it in outputs, summary and results', () => {
    // A process: exit code 0 and nothing on stderr.
    const run = spawnAction({ sizes: '5-10', results: 'sweep.json' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.errors).toEqual([]);
    let expected = 0;
    for (let n = 5; n <= 10; n++) expected += possibleStarts(n);
    expect(run.outputs).toEqual({
      instances: String(expected),
      failures: '0',
      results: join(workspace, 'sweep.json'),
    });
    // The results file is a sweep result file the sweep library (and so `knights-tour merge`) reads.
    const file = parseSweep(readFileSync(join(workspace, 'sweep.json'), 'utf8'));
    expect(file.spec.algorithm).toBe('octaml16');
    expect(file.spec.sizes).toBe('5-10');
    expect(file.results.reduce((sum, r) => sum + r.instances, 0)).toBe(expected);
    expect(run.summary).toContain("## Knight's tour sweep: octaml16");
    expect(run.summary).toContain('✅ every instance has a complete tour');
    expect(run.summary).toContain(`| 8x8 | 64 | 0 | 1: 64 |`);
    expect(run.summary).toMatch(/\| \*\*all\*\* \| \*\*279\*\* \| \*\*0\*\* \| 1: \d+/);
    expect(run.summary).not.toContain('Failing instances');
    expect(run.stdout).toContain('::group::Sweep octaml16, sizes 5-10, all starts');
    expect(run.stdout).toContain('::endgroup::');
  });

  it('fails on AML failures (SPEC §8: all four corners of 7x7 fail) with one annotation each', () => {
    // A process: the failed step's exit code 1.
    const run = spawnAction({ algorithm: 'aml', sizes: '5-12' });
    expect(run.code).toBe(1);
    const failures = Number(run.outputs.failures);
    expect(failures).toBeGreaterThanOrEqual(4);
    const file = parseSweep(readFileSync(run.outputs.results!, 'utf8'));
    const failed = file.results.flatMap((r) => r.failed);
    expect(failed).toHaveLength(failures);
    const starts = failed.map((f) => `${boardName(f.board)}@${f.start.join(',')}`);
    for (const corner of ['0,0', '6,0', '0,6', '6,6']) expect(starts).toContain(`7x7@${corner}`);
    expect(starts).toContain('7x7@6,2');
    expect(starts).not.toContain('7x7@4,0');
    // One annotation per failed instance, plus the step's own failure message.
    const annotations = run.errors.filter((l) => l.includes('aml: failed on'));
    expect(annotations).toHaveLength(failures);
    expect(annotations).toContain(
      `::error title=Incomplete knight’s tour::aml: failed on 7x7 from (0,0): reached ${failed[0]!.reached} of 49 squares after 1 attempt`,
    );
    expect(run.errors.at(-1)).toBe(
      `::error::${failures} of ${run.outputs.instances} instances have no complete tour`,
    );
    expect(run.summary).toContain('❌');
    expect(run.summary).toContain('### Failing instances');
    expect(run.summary).toMatch(/\| 7x7 \| \(0,0\) \| \d+ of 49 \| 1 \|/);
    expect(run.summary).toMatch(new RegExp(`\\| 7x7 \\| 25 \\| ${failures} \\|`));
    // AML walks once: an "attempts needed" column would always say 1.
    expect(run.summary).not.toContain('attempts needed');
    expect(run.summary).toMatch(/^\| 8x8 \| 64 \| \d+ \|$/m);
  });

  it('sweeps auto: every start of 3..8 x 3..8 answered, the methods in the summary and the file', async () => {
    const run = await runAction({
      algorithm: 'auto',
      sizes: '3-8x3-8',
      'fail-on-failure': 'false',
    });
    expect(run.code).toBe(0);
    const file = parseSweep(readFileSync(run.outputs.results!, 'utf8'));
    expect(file.spec.algorithm).toBe('auto');
    const summary = mergeResultFiles([file]).summary;
    expect(summary.methods?.octaml16).toBeGreaterThan(0);
    expect(summary.methods?.theorem).toBeGreaterThan(0); // 3x3, 4x4, ...: no tour, no search
    expect(Number(run.outputs.failures)).toBe(summary.failures);
    expect(run.summary).toContain("## Knight's tour sweep: auto");
    expect(run.summary).toContain('### Instances by method');
    expect(run.summary).toMatch(new RegExp(`\\| octaml16 \\| ${summary.methods!.octaml16} \\|`));
    expect(run.stdout).toMatch(/instances by method: .*octaml16 \d+/);
  });

  it('sweeps warnsdorff with a seed: the seed in the title, the file and the failures', async () => {
    const seeded = await runAction({
      algorithm: 'warnsdorff',
      seed: '7',
      sizes: '5-20',
      'fail-on-failure': 'false',
    });
    // Read before the next run rewrites the same results file.
    const file = parseSweep(readFileSync(seeded.outputs.results!, 'utf8'));
    const plain = await runAction({
      algorithm: 'warnsdorff',
      sizes: '5-20',
      'fail-on-failure': 'false',
    });
    expect(file.spec.seed).toBe(7);
    expect(seeded.summary).toContain("## Knight's tour sweep: warnsdorff (seed 7)");
    expect(seeded.outputs.failures).not.toBe(plain.outputs.failures);
    expect(seeded.stdout).toContain('warnsdorff (seed 7): failed on');
  });

  it('groups a long range of sizes into ranges of ten in the summary table', async () => {
    const run = await runAction({ sizes: '5-20', starts: 'corner' });
    expect(run.code).toBe(0);
    const rows = run.summary.split('\n').filter((l) => /^\| (\d|\*)/.test(l));
    expect(rows.map((r) => r.split(' | ')[0])).toEqual(['| 5-9', '| 10-19', '| 20', '| **all**']);
    expect(rows[1]).toMatch(/^\| 10-19 \| 10 \| 0 \| /);
  });

  it('caps annotations at 50 and says how many more failures there are', async () => {
    const run = await runAction({ algorithm: 'aml', sizes: '5-30', 'fail-on-failure': 'false' });
    const failures = Number(run.outputs.failures);
    expect(failures).toBeGreaterThan(50);
    const annotations = run.errors.filter((l) => l.includes('aml: failed on'));
    expect(annotations).toHaveLength(50);
    expect(run.errors).toContain(
      `::error title=More failures::${failures - 50} more failures are not annotated: see the job summary and knights-tour-results.json`,
    );
    // The summary lists the first 100 failing instances and counts the rest.
    const failingRows = run.summary.split('\n').filter((l) => /^\| \d+x\d+ \|/.test(l));
    expect(failingRows).toHaveLength(Math.min(failures, 100));
  });

  it('reports failures without failing the step when fail-on-failure is false', async () => {
    const run = await runAction({
      algorithm: 'aml',
      sizes: '7',
      starts: 'corner',
      'fail-on-failure': 'false',
    });
    expect(run.code).toBe(0);
    expect(run.outputs.instances).toBe('1');
    expect(run.outputs.failures).toBe('1');
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toContain('aml: failed on 7x7 from (0,0)');
    expect(run.stdout).toContain(
      '::warning::1 of 1 instances have no complete tour (not failing: fail-on-failure is false)',
    );
  });

  it('splits a sweep into shards that together make the whole', async () => {
    const whole = await runAction({ sizes: '5-14', starts: 'octant', results: 'whole.json' });
    expect(whole.code).toBe(0);
    const parts = [];
    for (const i of [1, 2, 3]) {
      parts.push(
        await runAction({
          sizes: '5-14',
          starts: 'octant',
          shard: `${i}/3`,
          results: `shard-${i}.json`,
        }),
      );
    }
    const instances = parts.map((p) => Number(p.outputs.instances));
    expect(instances.every((n) => n > 0)).toBe(true);
    expect(instances.reduce((a, b) => a + b, 0)).toBe(Number(whole.outputs.instances));
    expect(parts[1]!.summary).toContain('shard 2/3');
  });

  it('applies the action.yml defaults itself when the runner passes no inputs for them', async () => {
    const bare = await runAction({ sizes: '5-7', results: 'bare.json' });
    const explicit = await runAction({
      mode: 'sweep',
      algorithm: 'octaml16',
      sizes: '5-7',
      starts: 'all',
      shard: '1/1',
      closed: 'false',
      'fail-on-failure': 'true',
      results: 'explicit.json',
    });
    expect(bare.code).toBe(0);
    expect(explicit.code).toBe(0);
    expect(readFileSync(bare.outputs.results!, 'utf8')).toBe(
      readFileSync(explicit.outputs.results!, 'utf8'),
    );
    const defaults = await runAction({ sizes: '5' });
    expect(defaults.outputs.results).toBe(join(workspace, 'knights-tour-results.json'));
  });

  it('stops on cancellation (SIGTERM), keeps the finished tasks and fails the step', async () => {
    const env = runnerEnv({ sizes: '5-400', starts: 'paper-octant1', results: 'long.json' });
    const child: ChildProcess = spawn(process.execPath, [BUNDLE], { cwd: workspace, env });
    let stdout = '';
    const started = new Promise<void>((resolve) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('::group::')) resolve();
      });
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    await started;
    child.kill('SIGTERM');
    const code = await exited;
    expect(code).toBe(1);
    expect(stdout).toContain('::error::cancelled before the end: partial results in long.json');
    const file = parseSweep(readFileSync(join(workspace, 'long.json'), 'utf8'));
    expect(file.results.length).toBeLessThan(file.tasksTotal);
    const outputs = parseOutputs(readFileSync(env.GITHUB_OUTPUT!, 'utf8'));
    expect(Number(outputs.instances)).toBe(file.results.reduce((s, r) => s + r.instances, 0));
    expect(readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8')).toContain('⚠️ interrupted after');
  });
});
