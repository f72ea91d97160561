import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardName } from '@knights-tour/core';
import {
  isSolverFile,
  mergeResultFiles,
  parseResultFile,
  type SweepResultFile,
} from '@knights-tour/sweep';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { run } from './main.js';

/**
 * Each test runs the Action as GitHub's runner does: the inputs in INPUT_* variables (upper
 * case, hyphens kept), outputs and job summary written to the files named by GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY, annotations as workflow commands on stdout, the step failed by the exit
 * code. Most call `run()` in this process with that environment (a process per test cost a
 * third of a second of start-up each, most of this file's time); the tests of the process
 * itself (the COMMITTED bundle as action.yml runs it, alone in a copy of dist/, stopped by
 * SIGTERM, exit codes and stderr of a failing step) spawn `node dist/index.js`. Nothing is
 * built here; `check-dist` keeps dist/ in step with the sources.
 */

const ACTION_DIR = fileURLToPath(new URL('..', import.meta.url));
const BUNDLE = join(ACTION_DIR, 'dist', 'index.js');
const FIXTURES = join(ACTION_DIR, 'fixtures');

/** A sweep's result file, read back. */
const parseSweep = (text: string) => parseResultFile(text) as SweepResultFile;

const scratch = mkdtempSync(join(tmpdir(), 'knights-tour-action-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A fresh workspace directory per test: the step's working directory. */
let workspace = '';
let counter = 0;
beforeEach(() => {
  workspace = join(scratch, `ws-${++counter}`);
  mkdirSync(workspace);
});

interface ActionRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
  /** `::error …::…` lines, as the runner turns them into annotations. */
  readonly errors: string[];
}

/** The runner's temporary directory of the current test. */
function runnerTemp(): string {
  const dir = join(scratch, `temp-${counter}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The runner's environment: inputs only as given (the test process's own INPUT_* never leak). */
function runnerEnv(inputs: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? workspace,
    // Beside the workspace, one pair for every run (each run empties them): @actions/core
    // keeps the summary's path for the life of the process, which runs many steps here.
    GITHUB_OUTPUT: join(scratch, 'output'),
    GITHUB_STEP_SUMMARY: join(scratch, 'summary'),
    GITHUB_WORKSPACE: workspace,
    // As on a runner: the temporary directory is beside the workspace, not around it.
    RUNNER_TEMP: runnerTemp(),
  };
  writeFileSync(env.GITHUB_OUTPUT!, '');
  writeFileSync(env.GITHUB_STEP_SUMMARY!, '');
  for (const [name, value] of Object.entries(inputs)) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  return env;
}

/** Reads a GITHUB_OUTPUT file: `name<<delimiter`, value lines, `delimiter`. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    outputs[m[1]!] = value.join('\n');
  }
  return outputs;
}

function collect(code: number | null, stdout: string, stderr: string, env: Record<string, string>) {
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(env.GITHUB_OUTPUT!, 'utf8')),
    summary: readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8'),
    errors: stdout.split('\n').filter((l) => l.startsWith('::error')),
  };
}

/** Runs the committed bundle as a step with these inputs, in the test's workspace. */
function spawnAction(inputs: Record<string, string>): ActionRun {
  const env = runnerEnv(inputs);
  const child = spawnSync(process.execPath, [BUNDLE], {
    cwd: workspace,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return collect(child.status, child.stdout, child.stderr, env);
}

/** In-process runs one at a time: each owns the process's stdout, exit code and directory. */
let turn: Promise<unknown> = Promise.resolve();

/**
 * Runs the Action's `run()` in this process as a step with these inputs, in the test's
 * workspace: @actions/core writes outputs and summary to the files the environment names and
 * annotations to stdout (captured here), and fails the step through `process.exitCode`.
 */
function runAction(inputs: Record<string, string>): Promise<ActionRun> {
  const step = turn.then(() => runInProcess(runnerEnv(inputs)));
  turn = step.catch(() => {});
  return step;
}

async function runInProcess(env: Record<string, string>): Promise<ActionRun> {
  const saved = { ...process.env };
  const cwd = process.cwd();
  const writes = { out: process.stdout.write, err: process.stderr.write };
  let stdout = '';
  let stderr = '';
  // The runner's environment, as the bundle sees it (the test process's INPUT_* never leak).
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, env);
  process.exitCode = undefined;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  let code: number;
  try {
    process.chdir(workspace);
    await run({ env, cwd: workspace });
  } finally {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    process.chdir(cwd);
    code = Number(process.exitCode ?? 0);
    process.exitCode = undefined;
    for (const name of Object.keys(process.env)) delete process.env[name];
    Object.assign(process.env, saved);
  }
  return collect(code, stdout, stderr, env);
}

/** Copies fixture tour files into the workspace. */
function addFixtures(...names: string[]): void {
  mkdirSync(join(workspace, 'tours'), { recursive: true });
  for (const name of names) copyFileSync(join(FIXTURES, name), join(workspace, 'tours', name));
}

/** Possible start squares of an n×n board: all of them, or the white ones when n is odd. */
const possibleStarts = (n: number) => (n % 2 === 0 ? n * n : (n * n + 1) / 2);

describe('the committed bundle', () => {
  it('is run the same from the root action.yml (uses: knights-tour/knights-tour@v1): one bundle', async () => {
    // The root action.yml is generated from apps/action/action.yml (build.mjs; check-dist
    // fails when it is stale): here, both run the one bundle.
    const root = join(ACTION_DIR, '..', '..');
    const here = readFileSync(join(ACTION_DIR, 'action.yml'), 'utf8');
    const there = readFileSync(join(root, 'action.yml'), 'utf8');
    expect(existsSync(join(root, 'LICENSE'))).toBe(true);
    // As the runner runs each: node <directory of action.yml>/<main>.
    for (const [dir, yml] of [
      [ACTION_DIR, here],
      [root, there],
    ] as const) {
      const main = /^ {2}main: (.+)$/m.exec(yml)![1]!;
      const env = runnerEnv({ sizes: '5-6', algorithm: 'OctAML16' });
      const child = spawnSync(process.execPath, [join(dir, main)], {
        cwd: workspace,
        env,
        encoding: 'utf8',
      });
      const run = collect(child.status, child.stdout, child.stderr, env);
      expect(run.code, run.stdout).toBe(0);
      expect(run.outputs.instances).toBe(String(possibleStarts(5) + possibleStarts(6)));
    }
  });

  it('is what action.yml runs, as ESM on Node 24, with the sweep worker beside it', async () => {
    const yml = readFileSync(join(ACTION_DIR, 'action.yml'), 'utf8');
    expect(yml).toMatch(/^runs:\n {2}using: node24\n {2}main: dist\/index\.js$/m);
    expect(existsSync(BUNDLE)).toBe(true);
    expect(existsSync(join(ACTION_DIR, 'dist', 'worker.js'))).toBe(true);
    // Node reads the nearest package.json to decide that dist/*.js are ES modules.
    expect(JSON.parse(readFileSync(join(ACTION_DIR, 'dist', 'package.json'), 'utf8'))).toEqual({
      type: 'module',
    });
  });

  it('runs from a copy of dist/ alone, with no node_modules anywhere above it', async () => {
    const alone = join(scratch, 'alone');
    mkdirSync(join(alone, 'dist'), { recursive: true });
    for (const f of readdirSync(join(ACTION_DIR, 'dist'))) {
      copyFileSync(join(ACTION_DIR, 'dist', f), join(alone, 'dist', f));
    }
    const env = runnerEnv({ sizes: '5-6' });
    const child = spawnSync(process.execPath, [join(alone, 'dist', 'index.js')], {
      cwd: workspace,
      env,
      encoding: 'utf8',
    });
    const run = collect(child.status, child.stdout, child.stderr, env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs.instances).toBe(String(possibleStarts(5) + possibleStarts(6)));
  });
});

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

/** Runs shards i/k of a sweep into shards/shard-i.json (failing instances do not fail the step). */
async function runShards(
  inputs: Record<string, string>,
  count: number,
  indices: readonly number[],
) {
  mkdirSync(join(workspace, 'shards'), { recursive: true });
  for (const i of indices) {
    const run = await runAction({
      ...inputs,
      shard: `${i}/${count}`,
      results: `shards/shard-${i}.json`,
      'fail-on-failure': 'false',
    });
    expect(run.code, run.stdout).toBe(0);
  }
}

describe('merge mode', () => {
  const sweep = { sizes: '5-14', starts: 'octant', algorithm: 'aml' };

  it('merges the shards of a sweep into exactly the unsharded sweep’s results', async () => {
    const whole = await runAction({ ...sweep, results: 'whole.json' });
    await runShards(sweep, 3, [1, 2, 3]);
    const run = await runAction({ mode: 'merge', shards: 'shards/*.json', results: 'all.json' });
    const unsharded = parseSweep(readFileSync(join(workspace, 'whole.json'), 'utf8'));
    const merged = parseSweep(readFileSync(join(workspace, 'all.json'), 'utf8'));
    expect(merged).toEqual(unsharded);
    // Same outputs, failures and verdict as the unsharded sweep (AML fails on some boards here).
    expect(run.outputs.instances).toBe(whole.outputs.instances);
    expect(run.outputs.failures).toBe(whole.outputs.failures);
    expect(Number(run.outputs.failures)).toBeGreaterThan(0);
    expect(run.outputs.results).toBe(join(workspace, 'all.json'));
    expect(run.errors).toEqual(whole.errors);
    expect(run.code).toBe(1);
    expect(run.summary).toContain('merged from 3 files');
    expect(run.summary.split('\n').filter((l) => l.startsWith('|'))).toEqual(
      whole.summary.split('\n').filter((l) => l.startsWith('|')),
    );
    expect(run.stdout).toContain('Merged 3 result files: shards/shard-1.json, shards/shard-2.json');
  });

  it('never reads its own results file, even when a pattern matches it', async () => {
    await runShards({ sizes: '5-8' }, 2, [1, 2]);
    const first = await runAction({
      mode: 'merge',
      shards: 'shards/*.json',
      results: 'shards/all.json',
    });
    expect(first.code, first.stdout).toBe(0);
    const again = await runAction({
      mode: 'merge',
      shards: 'shards/*.json',
      results: 'shards/all.json',
    });
    expect(again.code, again.stdout).toBe(0);
    expect(again.stdout).toContain('Merged 2 result files');
  });

  it('writes what it has but fails with one line naming a missing shard', async () => {
    await runShards(sweep, 3, [1, 3]);
    const run = await runAction({ mode: 'merge', shards: 'shards/*.json' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const failed = run.errors.filter((e) => !e.includes('title=Incomplete knight'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(/^::error::incomplete: \d+ of \d+ tasks; missing shards 2\/3$/);
    expect(run.summary).toContain('⚠️ incomplete');
    const merged = parseSweep(readFileSync(join(workspace, 'knights-tour-results.json'), 'utf8'));
    expect(merged.shard).toBeNull();
  });

  it('refuses thousands of copies of one shard at the second file, without reading the rest', async () => {
    await runShards({ sizes: '5-8' }, 2, [1]);
    const shard = readFileSync(join(workspace, 'shards', 'shard-1.json'));
    rmSync(join(workspace, 'shards', 'shard-1.json'));
    for (let i = 0; i < 3000; i++) {
      writeFileSync(join(workspace, 'shards', `${String(i).padStart(5, '0')}.json`), shard);
    }
    // The last file, read only if the merge went on, would be refused with another message.
    writeFileSync(join(workspace, 'shards', '99999.json'), '{"nope": 1}');
    const run = await runAction({ mode: 'merge', shards: 'shards/*.json' });
    expect(run.errors).toEqual([
      '::error::overlapping shards: shards/00000.json and shards/00001.json both cover shard 1/2',
    ]);
  });

  it.each([
    [
      'the same shard twice',
      async () => {
        await runShards({ sizes: '5-8' }, 2, [1]);
        copyFileSync(
          join(workspace, 'shards', 'shard-1.json'),
          join(workspace, 'shards', 'copy.json'),
        );
      },
      'overlapping shards: shards/copy.json and shards/shard-1.json both cover shard 1/2',
    ],
    [
      'shards of different sweeps',
      async () => {
        await runShards({ sizes: '5-8' }, 2, [1]);
        await runShards({ sizes: '5-9' }, 2, [2]);
      },
      'mismatched sweeps: shards/shard-1.json is',
    ],
    [
      'a file that is not a result file',
      () => {
        mkdirSync(join(workspace, 'shards'));
        writeFileSync(join(workspace, 'shards', 'x.json'), '{"nope": 1}');
      },
      'shards/x.json:',
    ],
    [
      'a shard whose records were edited, naming the task and the reason',
      async () => {
        await runShards({ sizes: '5-8', algorithm: 'aml' }, 2, [1]);
        const path = join(workspace, 'shards', 'shard-1.json');
        const data = JSON.parse(readFileSync(path, 'utf8'));
        data.results[0].attempts[1] += 1;
        writeFileSync(path, JSON.stringify(data));
      },
      'shards/shard-1.json: results[0] (task 0): complete (',
    ],
    [
      'binary data, without echoing it',
      () => {
        mkdirSync(join(workspace, 'shards'));
        writeFileSync(
          join(workspace, 'shards', 'x.json'),
          Buffer.from([0x1b, 0x5b, 0x32, 0x4a, 0, 7, 1]),
        );
      },
      'cannot read shards/x.json: binary data, not text (control byte 0x00 at character 5)',
    ],
  ])('refuses %s with one line and writes nothing', async (_, setup, message) => {
    await setup();
    const run = await runAction({ mode: 'merge', shards: 'shards/*.json' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]!.startsWith(`::error::${message}`), run.errors[0]).toBe(true);
    expect(run.errors[0]).not.toContain('%0A');
    expect(run.outputs).toEqual({});
    expect(existsSync(join(workspace, 'knights-tour-results.json'))).toBe(false);
  });
});

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

describe('verify mode', () => {
  it('accepts valid tours in every format and rejects a corrupted one, annotating its file', async () => {
    addFixtures('tour-8x8.json', 'tour-6x6.txt', 'corrupted-5x5.csv');
    const run = await runAction({ mode: 'verify', tours: 'tours/*', results: 'verdicts.json' });
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({
      instances: '3',
      failures: '1',
      results: join(workspace, 'verdicts.json'),
    });
    expect(run.errors).toEqual([
      // Step 12 is on line 14 of the CSV (a comment and a header come first).
      '::error title=Invalid knight’s tour,file=tours/corrupted-5x5.csv,line=14,col=4::invalid 5x5 tour: 2 problems (2 not-a-knight-move), 25 of 25 squares visited in 25 steps; step 12 (line 14, col 4): (3,3) → (0,2) is not a knight move',
      '::error::1 of 3 tour files is not a valid tour',
    ]);
    expect(run.summary).toContain("## Knight's tour verification");
    expect(run.summary).toContain(
      '| `tours/tour-8x8.json` | 8x8 | ✅ valid open tour (64 squares) |',
    );
    expect(run.summary).toContain(
      '| `tours/tour-6x6.txt` | 6x6 | ✅ valid open tour (36 squares) |',
    );
    expect(run.summary).toContain(
      '| `tours/corrupted-5x5.csv` | 5x5 | ❌ step 12 (line 14, col 4): (3,3) → (0,2) is not a knight move (and 1 more problem) | – |',
    );
    // Valid tours are analysed: closed or open, their symmetry and the id of their class.
    expect(run.summary).toContain('| file | board | verdict | tour |');
    expect(run.summary).toMatch(
      /\| `tours\/tour-8x8\.json` \| 8x8 \| ✅ valid open tour \(64 squares\) \| open · (none \(asymmetric\)|[a-z-]+ \(.*\)) · `8x8-o-[0-9a-f]{12}` \|/,
    );
    const results = JSON.parse(readFileSync(join(workspace, 'verdicts.json'), 'utf8'));
    expect(results.format).toBe('knights-tour-verify/1');
    const valid = results.results.find((r: { file: string }) => r.file === 'tours/tour-6x6.txt');
    expect(valid.analysis).toMatchObject({ classId: expect.stringMatching(/^6x6-[co]-/) });
    expect(results.results[0].problems).toEqual([
      {
        message: 'step 12 (line 14, col 4): (3,3) → (0,2) is not a knight move',
        line: 14,
        column: 4,
      },
      {
        message: 'step 14 (line 16, col 4): (1,4) → (1,0) is not a knight move',
        line: 16,
        column: 4,
      },
    ]);
    expect(results.results.map((r: { file: string; valid: boolean }) => [r.file, r.valid])).toEqual(
      [
        ['tours/corrupted-5x5.csv', false],
        ['tours/tour-6x6.txt', true],
        ['tours/tour-8x8.json', true],
      ],
    );
  });

  it('passes when every file is valid', async () => {
    addFixtures('tour-8x8.json', 'tour-6x6.txt');
    const run = await runAction({ mode: 'verify', tours: 'tours/*.json\ntours/*.txt' });
    expect(run.code).toBe(0);
    expect(run.errors).toEqual([]);
    expect(run.outputs.instances).toBe('2');
    expect(run.outputs.failures).toBe('0');
    expect(run.summary).toContain('✅ every tour is valid');
  });

  it('annotates a bad step of a text board on its row, and a JSON tour on the file', async () => {
    // The 6x6 fixture with steps 9 and 30 swapped on row 5: step 9 is no longer a knight move
    // from step 8, and the first problem is on line 5.
    const board = readFileSync(join(FIXTURES, 'tour-6x6.txt'), 'utf8').split('\n');
    expect(board[4]).toBe('32 21 12  9 30 23');
    board[4] = '32 21 12 30  9 23';
    writeFileSync(join(workspace, 'board.txt'), board.join('\n'));
    writeFileSync(
      join(workspace, 'doc.json'),
      JSON.stringify({
        width: 3,
        height: 3,
        path: [
          [0, 0],
          [1, 2],
          [1, 2],
        ],
      }),
    );
    const run = await runAction({ mode: 'verify', tours: 'board.txt\ndoc.json' });
    expect(run.outputs.failures).toBe('2');
    expect(run.errors[0]).toMatch(
      /^::error title=Invalid knight’s tour,file=board\.txt,line=5,col=\d+::invalid 6x6 tour: .*; step 9 \(line 5, col \d+\): /,
    );
    expect(run.errors[1]).toMatch(
      /^::error title=Invalid knight’s tour,file=doc\.json,line=1,col=\d+::/,
    );
  });

  it('annotates an unreadable file with the line at fault', async () => {
    writeFileSync(
      join(workspace, 'broken.csv'),
      '# knights-tour/1 width=5 height=5\nstep,x,y\n1,0,0\n2,2,1\n3,4\n',
    );
    const run = await runAction({ mode: 'verify', tours: '*.csv' });
    expect(run.code).toBe(1);
    expect(run.outputs.failures).toBe('1');
    expect(run.errors[0]).toMatch(
      /^::error title=Unreadable tour file,file=broken\.csv,line=5::broken\.csv: line 5: mixed styles: step,x,y rows at lines 1-4 and a coordinate list at line 5/,
    );
  });

  it('reads the styles real solvers print, and refuses the ambiguous one with the input that settles it', async () => {
    const styles = join(FIXTURES, '..', '..', '..', 'packages', 'verify', 'fixtures', 'styles');
    mkdirSync(join(workspace, 'styles'), { recursive: true });
    for (const f of readdirSync(styles).filter(
      (n) => !/\.(md|mjs)$/.test(n) && !n.startsWith('indices'),
    )) {
      copyFileSync(join(styles, f), join(workspace, 'styles', f));
    }
    const run = await runAction({ mode: 'verify', tours: 'styles/*', 'fail-on-failure': 'false' });
    expect(run.code).toBe(0);
    const results = JSON.parse(readFileSync(join(workspace, 'knights-tour-results.json'), 'utf8'));
    const isBad = (name: string) => /\.bad[-.]/.test(name);
    for (const r of results.results) expect(r.valid, r.file).toBe(!isBad(r.file));
    expect(run.outputs.failures).toBe(
      String(results.results.filter((r: { file: string }) => isBad(r.file)).length),
    );
    expect(run.errors).toContain(
      '::error title=Invalid knight’s tour,file=styles/rosetta-algebraic.bad.txt,line=2,col=61::invalid 8x8 tour (size inferred from the squares): 2 problems (2 not-a-knight-move), 64 of 64 squares visited in 64 steps; step 21 (line 2, col 61): a4 → a8 is not a knight move [(0,4) → (0,0)]',
    );
    copyFileSync(join(styles, 'indices.txt'), join(workspace, 'indices.txt'));
    const amb = await runAction({ mode: 'verify', tours: 'indices.txt' });
    expect(amb.errors[0]).toMatch(
      /^::error title=Unreadable tour file,file=indices\.txt::indices\.txt: ambiguous: .*give --input-format text or --input-format indices/,
    );
    const settled = await runAction({
      mode: 'verify',
      tours: 'indices.txt',
      'input-format': 'indices',
      size: '8x8',
    });
    expect(settled.code).toBe(0);
  });

  it('never reads its own results files: a second run over **/*.json passes', async () => {
    addFixtures('tour-8x8.json');
    const first = await runAction({ mode: 'verify', tours: '**/*.json' });
    expect(first.code).toBe(0);
    const second = await runAction({ mode: 'verify', tours: '**/*.json' });
    expect(second.code).toBe(0);
    expect(second.outputs.instances).toBe('1');
    expect(second.stdout).toContain(
      'skipped knights-tour-results.json: a results file of this Action, not a tour',
    );
  });

  it('one unreadable file (deep nesting) never costs the others their verdicts', async () => {
    addFixtures('tour-8x8.json');
    writeFileSync(
      join(workspace, 'tours', 'deep.json'),
      `{"width":8,"height":8,"path":${'['.repeat(100_000)}`,
    );
    const run = await runAction({ mode: 'verify', tours: 'tours/*.json' });
    expect(run.outputs).toMatchObject({ instances: '2', failures: '1' });
    expect(run.errors[0]).toBe(
      '::error title=Unreadable tour file,file=tours/deep.json,line=1,col=541::tours/deep.json: line 1, col 541: invalid JSON: nesting deeper than 512 levels',
    );
    expect(run.summary).toContain(
      '| `tours/tour-8x8.json` | 8x8 | ✅ valid open tour (64 squares) |',
    );
  });

  it('requires closed tours with closed: true', async () => {
    addFixtures('tour-8x8.json');
    const run = await runAction({ mode: 'verify', tours: 'tours/tour-8x8.json', closed: 'true' });
    expect(run.code).toBe(1);
    expect(run.outputs.failures).toBe('1');
    expect(run.errors[0]).toContain('file=tours/tour-8x8.json');
    expect(run.errors[0]).toContain('not-closed');
    expect(run.summary).toContain('closed tours required');
  });

  it('shares the sorted files between shards', async () => {
    addFixtures('tour-8x8.json', 'tour-6x6.txt', 'corrupted-5x5.csv');
    const a = await runAction({
      mode: 'verify',
      tours: 'tours/*',
      shard: '1/2',
      'fail-on-failure': 'false',
    });
    const b = await runAction({
      mode: 'verify',
      tours: 'tours/*',
      shard: '2/2',
      'fail-on-failure': 'false',
    });
    expect([a.outputs.instances, b.outputs.instances]).toEqual(['2', '1']);
    expect([a.outputs.failures, b.outputs.failures]).toEqual(['1', '0']);
  });
});

/**
 * A directory beside the workspace, as another repository or the runner's home is: what a pull
 * request's paths and links must never read, quote or overwrite.
 */
function makeOutside(): { dir: string; rel: string } {
  const dir = join(scratch, `outside-${counter}`);
  mkdirSync(join(dir, 'd'), { recursive: true });
  writeFileSync(join(dir, 'secret.txt'), `${SECRET} do not leak\n`);
  writeFileSync(join(dir, 'd', 'secret.json'), `{"width": 5, "height": 5, "note": "${SECRET}"}\n`);
  writeFileSync(join(dir, 'victim.txt'), 'PRECIOUS\n');
  return { dir, rel: `../outside-${counter}` };
}
const SECRET = 'SECRET-TOKEN-12345';

/** Workflow commands the Action itself issues; any other line starting `::` was injected. */
const OWN_COMMANDS = /^::(error|warning|group|endgroup)[ :]/;

/** Everything a run showed that it must not: content from outside, raw controls, injected commands. */
function leaks(run: ActionRun, ...files: string[]): string[] {
  const shown = [
    run.stdout,
    run.stderr,
    run.summary,
    ...files.filter(existsSync).map((f) => readFileSync(f, 'utf8')),
  ];
  const found: string[] = [];
  for (const text of shown) {
    if (text.includes(SECRET)) found.push(`the secret: ${JSON.stringify(text.slice(0, 300))}`);
    if (/root:x:0:0/.test(text)) found.push('a line of /etc/passwd');
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  if (/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(run.stdout))
    found.push('a raw control byte on stdout');
  for (const line of run.stdout.split(/\r\n|\r|\n/)) {
    const command = /^\s*(::|##\[)/.test(line);
    if (command && !OWN_COMMANDS.test(line))
      found.push(`an injected command: ${JSON.stringify(line)}`);
    if (/^\s*(::[a-z-]+( [^:]*)?::|##\[[a-z]+\])\s*INJECTED/.test(line)) {
      found.push(`an injected command: ${JSON.stringify(line)}`);
    }
  }
  return found;
}

describe('a pull request’s paths: nothing outside the workspace is read, quoted or written', () => {
  it.each([
    ['an absolute path', () => '/etc/passwd'],
    ['a path up out of the workspace', (rel: string) => `${rel}/secret.txt`],
    ['a pattern up out of the workspace', (rel: string) => `${rel}/*.txt`],
    ['the process environment', () => '/proc/self/environ'],
    ['a pattern climbing out after a wildcard', (rel: string) => `*/../${rel}/secret.txt`],
  ])('refuses tours naming %s, in one line that quotes nothing from the file', async (_, tours) => {
    const { rel } = makeOutside();
    const run = await runAction({ mode: 'verify', tours: tours(rel) });
    expect(run.code).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatch(/^::error::Invalid input 'tours': .* is refused: .*outside/);
    expect(leaks(run)).toEqual([]);
    expect(readdirSync(workspace)).toEqual([]);
  });

  it('refuses a committed symlink to a file outside, by name, and verifies the other tours', async () => {
    const { rel } = makeOutside();
    addFixtures('tour-8x8.json');
    symlinkSync(`../${rel}/secret.txt`, join(workspace, 'tours', 'x.json'));
    symlinkSync('/etc/passwd', join(workspace, 'tours', 'passwd.json'));
    const run = await runAction({ mode: 'verify', tours: 'tours/*' });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ instances: '3', failures: '2' });
    expect(run.errors).toContain(
      '::error title=Unreadable tour file,file=tours/x.json::tours/x.json: not read: a symbolic link that leads outside the workspace',
    );
    expect(run.summary).toContain(
      '| `tours/tour-8x8.json` | 8x8 | ✅ valid open tour (64 squares) |',
    );
    expect(leaks(run, join(workspace, 'knights-tour-results.json'))).toEqual([]);
  });

  it('never walks a symlinked directory out of the workspace, and refuses a pattern through one', async () => {
    const { rel } = makeOutside();
    addFixtures('tour-8x8.json');
    symlinkSync(`../${rel}/d`, join(workspace, 'tours', 'd'));
    const run = await runAction({ mode: 'verify', tours: 'tours/**/*.json' });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ instances: '1', failures: '0' });
    expect(leaks(run, join(workspace, 'knights-tour-results.json'))).toEqual([]);
    const through = await runAction({ mode: 'verify', tours: 'tours/d/*.json' });
    expect(through.errors).toHaveLength(1);
    expect(through.errors[0]).toMatch(
      /^::error::Invalid input 'tours': 'tours\/d\/\*\.json' is refused: it leads outside the workspace through a symbolic link/,
    );
    expect(leaks(through)).toEqual([]);
  });

  it('refuses a shard symlinked outside in merge mode, quoting nothing, and writes nothing', async () => {
    const { rel } = makeOutside();
    await runShards({ sizes: '5-8' }, 2, [1]);
    symlinkSync(`../${rel}/secret.txt`, join(workspace, 'shards', 'shard-2.json'));
    const run = await runAction({ mode: 'merge', shards: 'shards/*.json' });
    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      '::error::shards/shard-2.json: not read: a symbolic link that leads outside the workspace',
    ]);
    expect(leaks(run)).toEqual([]);
    expect(existsSync(join(workspace, 'knights-tour-results.json'))).toBe(false);
  });

  /** The inputs of each mode, with the results path given. */
  const modes: [string, (results: string) => Promise<Record<string, string>>][] = [
    ['sweep', async (results) => ({ sizes: '5', starts: 'corner', results })],
    [
      'verify',
      async (results) => {
        addFixtures('tour-8x8.json');
        return { mode: 'verify', tours: 'tours/*.json', results };
      },
    ],
    [
      'merge',
      async (results) => {
        await runShards({ sizes: '5', starts: 'corner' }, 1, [1]);
        return { mode: 'merge', shards: 'shards/*.json', results };
      },
    ],
  ];
  const targets: [string, (outside: { dir: string; rel: string }) => string, RegExp][] = [
    ['up out of the workspace', (o) => `${o.rel}/r.json`, /is outside the workspace/],
    ['an absolute path outside', (o) => join(o.dir, 'r.json'), /is outside the workspace/],
    ['standard output', () => '/dev/stdout', /is outside the workspace/],
    [
      'a symlink to a file outside',
      (o) => {
        symlinkSync(`${o.rel}/victim.txt`, join(workspace, 'r.json'));
        return 'r.json';
      },
      /leads outside the workspace through a symbolic link/,
    ],
    [
      'a dangling symlink to a new file outside',
      (o) => {
        symlinkSync(`${o.rel}/new.json`, join(workspace, 'r.json'));
        return 'r.json';
      },
      /leads outside the workspace through a symbolic link/,
    ],
    [
      'a file in a symlinked directory outside',
      (o) => {
        symlinkSync(o.rel, join(workspace, 'out'));
        return 'out/r.json';
      },
      /leads outside the workspace through a symbolic link/,
    ],
  ];
  for (const [mode, inputs] of modes) {
    it.each(targets)(
      `${mode} mode refuses results %s, before any work, and writes nothing`,
      async (_, target, says) => {
        const outside = makeOutside();
        const run = await runAction(await inputs(target(outside)));
        expect(run.code).toBe(1);
        expect(run.errors).toHaveLength(1);
        expect(run.errors[0]).toMatch(/^::error::Invalid input 'results': /);
        expect(run.errors[0]).toMatch(says);
        expect(readdirSync(outside.dir).sort()).toEqual(['d', 'secret.txt', 'victim.txt']);
        expect(readFileSync(join(outside.dir, 'victim.txt'), 'utf8')).toBe('PRECIOUS\n');
        expect(run.outputs).toEqual({});
        expect(leaks(run)).toEqual([]);
      },
    );
  }

  it('verify mode refuses a results path that is one of the tours it checks', async () => {
    addFixtures('tour-8x8.json', 'tour-6x6.txt');
    const before = readFileSync(join(workspace, 'tours', 'tour-8x8.json'), 'utf8');
    const run = await runAction({
      mode: 'verify',
      tours: 'tours/*',
      results: 'tours/tour-8x8.json',
    });
    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      "::error::Invalid input 'results': tours/tour-8x8.json is one of the tour files checked (the tours input matches it): the results would overwrite it; name another results file",
    ]);
    expect(readFileSync(join(workspace, 'tours', 'tour-8x8.json'), 'utf8')).toBe(before);
    // Through a link to it as well.
    symlinkSync('tours/tour-6x6.txt', join(workspace, 'alias.json'));
    const alias = await runAction({ mode: 'verify', tours: 'tours/*', results: 'alias.json' });
    expect(alias.errors[0]).toContain('tours/tour-6x6.txt is one of the tour files checked');
  });

  it('lets no file name, results path or pattern inject a workflow command or a raw escape', async () => {
    addFixtures('tour-8x8.json');
    const injected = '\n::warning::INJECTED\n##[warning]INJECTED\n::add-mask::INJECTED\n';
    writeFileSync(join(workspace, 'tours', `x${injected}.json`), 'junk');
    writeFileSync(join(workspace, 'tours', '\u001b[31mred\u001b]0;title\u0007.json'), 'junk');
    const verify = await runAction({
      mode: 'verify',
      tours: 'tours/*',
      'fail-on-failure': 'false',
    });
    expect(verify.code, verify.stdout).toBe(0);
    expect(verify.outputs.failures).toBe('2');
    expect(verify.stdout).toContain(
      'INVALID tours/x\\x0a:\\x3awarning:\\x3aINJECTED\\x0a#\\x23[warning]',
    );
    expect(leaks(verify)).toEqual([]);
    const sweep = await runAction({ sizes: '5', starts: 'corner', results: `r${injected}.json` });
    expect(sweep.code, sweep.stdout).toBe(0);
    expect(sweep.stdout).toContain('No failures. Results in r\\x0a:\\x3awarning:\\x3aINJECTED');
    expect(leaks(sweep)).toEqual([]);
    const pattern = await runAction({ mode: 'verify', tours: `tours/\u001b[31m*${injected}` });
    expect(pattern.errors).toHaveLength(1);
    expect(leaks(pattern)).toEqual([]);
  });
});

describe('solver mode', () => {
  const EXAMPLES = join(ACTION_DIR, '..', '..', 'examples', 'solvers');
  const FAULTY = join(
    ACTION_DIR,
    '..',
    '..',
    'packages',
    'sweep',
    'fixtures',
    'solvers',
    'faulty.mjs',
  );
  /** The example solvers, in the workspace as a repository would have them. */
  const addSolvers = () => cpSync(EXAMPLES, join(workspace, 'solvers'), { recursive: true });
  const table = (summary: string) =>
    summary
      .split('\n')
      .filter((l) => l.startsWith('| '))
      .map((l) => l.split(' | ').slice(0, -1).join(' | ')); // the last column is the program's time

  it('passes a Python AML written from SPEC alone: every instance is the rule’s own walk', async () => {
    addSolvers();
    const run = await runAction({
      mode: 'solver',
      command: 'python3 solvers/aml.py --lines',
      protocol: 'lines',
      sizes: '5-9',
      reference: 'aml',
      junit: 'junit.xml',
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.errors).toEqual([]);
    expect(run.outputs).toEqual({
      instances: '179',
      failures: '0',
      results: join(workspace, 'knights-tour-results.json'),
    });
    expect(run.summary).toContain("**✅ every instance is aml's own walk**");
    expect(run.summary).toMatch(
      /^\| 7x7 \| 25 \| 5 \| 20 \| 0 \| 0 \| 0 \| 0 \| 25 \| [\d.]+ \|$/m,
    );
    const file = parseResultFile(readFileSync(run.outputs.results!, 'utf8'));
    expect(isSolverFile(file)).toBe(true);
    expect(readFileSync(join(workspace, 'junit.xml'), 'utf8').match(/<testcase /g)).toHaveLength(
      179,
    );
  });

  it('fails with one annotation per kind of failure, each with the line that runs it again', async () => {
    const run = await runAction({
      mode: 'solver',
      command: `node ${FAULTY} repeat@0,0 crash@2,0 garbage@4,0 give-up@1,1 {width} {height} {x} {y}`,
      sizes: '5',
      reference: 'warnsdorff',
    });
    expect(run.code).toBe(1);
    expect(run.outputs.failures).toBe('4');
    const titles = run.errors.map((e) => /title=([^:]*)::/.exec(e)?.[1]);
    expect(titles).toEqual([
      'Invalid walks (a claim that is not so)%3A 1',
      'Unreadable output%3A 1',
      'Crashes%3A 1',
      'Departures from warnsdorff%3A 1',
      undefined, // the step's own failure line
    ]);
    expect(run.errors[2]).toContain(
      `crashed: exit code 3; stderr: 'ValueError: boom' — run it: node ${FAULTY} repeat@0,0 crash@2,0 garbage@4,0 give-up@1,1 5 5 2 0`,
    );
    expect(run.errors[4]).toMatch(
      /^::error::4 of 13 instances fail \(a pass is warnsdorff's own walk: a valid tour, or stuck where warnsdorff gets stuck\)$/,
    );
    expect(run.summary).toContain('### Crashes: 1');
  });

  it('splits a check into shards that merge mode makes whole, and refuses a shard of another check', async () => {
    addSolvers();
    const check = {
      mode: 'solver',
      command: 'node solvers/warnsdorff-wrong-tie.mjs --lines',
      protocol: 'lines',
      sizes: '5-7',
      reference: 'warnsdorff',
    };
    const whole = await runAction({ ...check, results: 'whole.json' });
    mkdirSync(join(workspace, 'shards'));
    mkdirSync(join(workspace, 'other'));
    for (const i of [1, 2]) {
      const run = await runAction({ ...check, shard: `${i}/2`, results: `shards/shard-${i}.json` });
      expect(run.code).toBe(1);
    }
    const merged = await runAction({ mode: 'merge', shards: 'shards/*.json', results: 'all.json' });
    expect(merged.code).toBe(1);
    expect([merged.outputs.instances, merged.outputs.failures]).toEqual([
      whole.outputs.instances,
      whole.outputs.failures,
    ]);
    expect(table(merged.summary)).toEqual(table(whole.summary));
    expect(merged.summary).toContain('merged from 2 files');
    await runAction({
      ...check,
      reference: 'order-87654321',
      shard: '2/2',
      results: 'other/shard-2.json',
    });
    copyFileSync(
      join(workspace, 'shards', 'shard-1.json'),
      join(workspace, 'other', 'shard-1.json'),
    );
    const mixed = await runAction({ mode: 'merge', shards: 'other/*.json', results: 'mixed.json' });
    expect(mixed.errors).toHaveLength(1);
    expect(mixed.errors[0]).toMatch(
      /^::error::mismatched sweeps: other\/shard-1\.json is .* against warnsdorff .* but other\/shard-2\.json is .* against order-87654321/,
    );
  });

  it.each([
    [{ mode: 'solver', sizes: '5' }, "Invalid input 'command': required in solver mode"],
    [
      { mode: 'solver', command: 'node s.js {n} {x} {y}' },
      "Invalid input 'sizes': required in solver mode",
    ],
    [
      { mode: 'solver', command: 'node s.js {n} {x} {y}', sizes: '5x6' },
      "Invalid input 'command': the solver's command uses {n}, but 5x6 is not square",
    ],
    [
      { mode: 'solver', command: 'node s.js {q}', sizes: '5' },
      "Invalid input 'command': the solver's command 'node s.js {q}' uses the unknown placeholder {q}",
    ],
    [
      { mode: 'solver', command: 'node s.js {n} {x} {y}', sizes: '5', reference: 'backtrack' },
      "Invalid input 'reference': the reference must be a heuristic",
    ],
    [
      { mode: 'solver', command: 'node s.js {n} {x} {y}', sizes: '5', timeout: '-1' },
      "Invalid input 'timeout': timeout must be a number of seconds above 0",
    ],
    [
      { mode: 'solver', command: 'node s.js {n} {x} {y}', sizes: '5', algorithm: 'aml' },
      "Invalid input 'algorithm': only used in sweep mode",
    ],
    [
      { mode: 'solver', command: 'no-such-solver {n} {x} {y}', sizes: '5' },
      "the solver's program 'no-such-solver' is not found on the PATH",
    ],
    [{ sizes: '5', command: 'node s.js' }, "Invalid input 'command': only used in solver mode"],
  ])('refuses %j in one line', async (inputs, message) => {
    const run = await runAction(inputs);
    expect(run.code).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]!.startsWith(`::error::${message}`), run.errors[0]).toBe(true);
    expect(readdirSync(workspace)).toEqual([]);
  });
});

describe('invalid inputs: one error naming the input, no outputs, no results file', () => {
  const cases: [string, Record<string, string>, string][] = [
    [
      'bad mode',
      { mode: 'check', sizes: '5' },
      "Invalid input 'mode': unknown mode 'check' (expected one of sweep, solver, verify, merge)",
    ],
    ['missing sizes', {}, "Invalid input 'sizes': required in sweep mode"],
    ['bad sizes', { sizes: '5-x' }, "Invalid input 'sizes': malformed sizes '5-x'"],
    ['reversed sizes', { sizes: '9-5' }, "Invalid input 'sizes': malformed sizes '9-5'"],
    ['bad shard', { sizes: '5', shard: '3/2' }, "Invalid input 'shard': malformed shard '3/2'"],
    ['shard 0', { sizes: '5', shard: '0/4' }, "Invalid input 'shard': malformed shard '0/4'"],
    [
      'unknown algorithm',
      { sizes: '5', algorithm: 'dfs' },
      "Invalid input 'algorithm': unknown algorithm 'dfs'",
    ],
    [
      'a seed for octaml16',
      { sizes: '5', seed: '3' },
      "Invalid input 'seed': a seed only applies to warnsdorff, pohl or parberry, not octaml16",
    ],
    [
      'a malformed seed',
      { sizes: '5', algorithm: 'warnsdorff', seed: 'x' },
      "Invalid input 'seed': malformed seed 'x'",
    ],
    [
      'a seed in verify mode',
      { mode: 'verify', tours: '*.json', algorithm: 'warnsdorff', seed: '3' },
      "Invalid input 'seed': only used in sweep mode",
    ],
    [
      'a 2-D algorithm on 3-D sizes',
      { sizes: '3-8x3-8x3-8', algorithm: 'octaml16' },
      "Invalid input 'algorithm': octaml16 runs on 2-D boards only; on 3x3x3 use octaml16-3d, octaml3d or warnsdorff3d",
    ],
    [
      'a 2-D algorithm on sizes mixing boards and boxes',
      { sizes: '5,4x4x4', algorithm: 'aml' },
      "Invalid input 'algorithm': aml runs on 2-D boards only; on 4x4x4 use octaml16-3d, octaml3d or warnsdorff3d",
    ],
    [
      'an exact search',
      { sizes: '5', algorithm: 'backtrack' },
      "Invalid input 'algorithm': backtrack is an exact search: a sweep runs a heuristic or auto",
    ],
    [
      'a 2-D start set on 3-D sizes',
      { sizes: '4x4x4', starts: 'octant' },
      "Invalid input 'starts': start set 'octant' is for 2-D boards; on 4x4x4 use all, fundamental or corner",
    ],
    [
      'a box beyond the 3-D cell limit',
      { sizes: '300x300x300' },
      "Invalid input 'sizes': board 300x300x300 has 27000000 cells, more than the 3-D limit",
    ],
    [
      'unknown starts',
      { sizes: '5', starts: 'edges' },
      "Invalid input 'starts': unknown start set 'edges'",
    ],
    ['missing tours', { mode: 'verify' }, "Invalid input 'tours': required in verify mode"],
    [
      'tours matching nothing',
      { mode: 'verify', tours: 'nothing/*.json' },
      "Invalid input 'tours': no file matches 'nothing/*.json'",
    ],
    ['missing shards', { mode: 'merge' }, "Invalid input 'shards': required in merge mode"],
    [
      'shards matching nothing',
      { mode: 'merge', shards: 'shards/*.json' },
      "Invalid input 'shards': no file matches 'shards/*.json'",
    ],
    [
      'sizes in merge mode',
      { mode: 'merge', shards: '*.json', sizes: '5' },
      "Invalid input 'sizes': not used in merge mode",
    ],
    [
      'shards in sweep mode',
      { sizes: '5', shards: '*.json' },
      "Invalid input 'shards': only used in merge mode",
    ],
    [
      'invalid boolean',
      { sizes: '5', 'fail-on-failure': 'yes' },
      "Invalid input 'fail-on-failure': expected true or false, got 'yes'",
    ],
    [
      'invalid closed',
      { mode: 'verify', tours: '*', closed: '1' },
      "Invalid input 'closed': expected true or false, got '1'",
    ],
    [
      'tours in sweep mode',
      { sizes: '5', tours: '*.json' },
      "Invalid input 'tours': only used in verify mode",
    ],
    [
      'sizes in verify mode',
      { mode: 'verify', tours: '*', sizes: '5' },
      "Invalid input 'sizes': only used in sweep mode",
    ],
    [
      'a sweep beyond the work limit (answered at once, not after an out-of-memory crash)',
      { sizes: '5-5000' },
      "Invalid input 'sizes': this sweep would walk about 4.69e+17 squares",
    ],
    [
      'a sweep of every start of 5-1000',
      { sizes: '5-1000', shard: '1/64' },
      "Invalid input 'sizes': this sweep would walk about",
    ],
    [
      'an invalid accept-long-run',
      { sizes: '5', 'accept-long-run': 'maybe' },
      "Invalid input 'accept-long-run': expected true or false, got 'maybe'",
    ],
    [
      'results in a missing directory',
      { sizes: '5', results: 'no/such/dir/r.json' },
      "Invalid input 'results': cannot write no/such/dir/r.json",
    ],
  ];
  it.each(cases)('%s', async (_, inputs, message) => {
    const run = await runAction(inputs);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]!.startsWith(`::error::${message}`)).toBe(true);
    expect(run.errors[0]).not.toContain('%0A'); // one line, no stack trace
    expect(run.outputs).toEqual({});
    expect(run.summary).toBe('');
    expect(readdirSync(workspace)).toEqual([]);
  });
});
