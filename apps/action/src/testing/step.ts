import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResultFile, type SweepResultFile } from '@knights-tour/sweep';
import { expect, inject } from 'vitest';
import { run } from '../main.js';

/**
 * The Action run as a step, for its tests (one file per mode). Each test runs the Action as
 * GitHub's runner does: the inputs in INPUT_* variables (upper
 * case, hyphens kept), outputs and job summary written to the files named by GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY, annotations as workflow commands on stdout, the step failed by the exit
 * code. Most call `run()` in this process with that environment (a process per test cost a
 * third of a second of start-up each, most of this file's time); the tests of the process
 * itself (the COMMITTED bundle as action.yml runs it, alone in a copy of dist/, stopped by
 * SIGTERM, exit codes and stderr of a failing step) spawn `node dist/index.js`. Nothing is
 * built here; `check-dist` keeps dist/ in step with the sources.
 */

export const ACTION_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const BUNDLE = join(ACTION_DIR, 'dist', 'index.js');
export const FIXTURES = join(ACTION_DIR, 'fixtures');

/** A sweep's result file, read back. */
export const parseSweep = (text: string) => parseResultFile(text) as SweepResultFile;

/** The test run's directory (testing/scratch.ts): the runner's output and summary files. */
const runDir = inject('scratch');

/** The current test file's directory, in the run's (testing/setup.ts makes one per file). */
export let scratch = '';
export function newScratch(): void {
  scratch = mkdtempSync(join(runDir, 'file-'));
}

/** A fresh workspace directory per test (testing/setup.ts): the step's working directory. */
export let workspace = '';
export let counter = 0;
export function newWorkspace(): void {
  workspace = join(scratch, `ws-${++counter}`);
  mkdirSync(workspace);
}

export interface ActionRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
  /** `::error …::…` lines, as the runner turns them into annotations. */
  readonly errors: string[];
}

/** The runner's temporary directory of the current test. */
export function runnerTemp(): string {
  const dir = join(scratch, `temp-${counter}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The runner's environment: inputs only as given (the test process's own INPUT_* never leak). */
export function runnerEnv(inputs: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? workspace,
    // Beside the workspace, one pair for every run (each run empties them): @actions/core
    // keeps the summary's path for the life of the process, which runs many steps here.
    GITHUB_OUTPUT: join(runDir, 'output'),
    GITHUB_STEP_SUMMARY: join(runDir, 'summary'),
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
export function parseOutputs(text: string): Record<string, string> {
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

export function collect(
  code: number | null,
  stdout: string,
  stderr: string,
  env: Record<string, string>,
) {
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
export function spawnAction(inputs: Record<string, string>): ActionRun {
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
export function runAction(inputs: Record<string, string>): Promise<ActionRun> {
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
export function addFixtures(...names: string[]): void {
  mkdirSync(join(workspace, 'tours'), { recursive: true });
  for (const name of names) copyFileSync(join(FIXTURES, name), join(workspace, 'tours', name));
}

/** Possible start squares of an n×n board: all of them, or the white ones when n is odd. */
export const possibleStarts = (n: number) => (n % 2 === 0 ? n * n : (n * n + 1) / 2);

/** Runs shards i/k of a sweep into shards/shard-i.json (failing instances do not fail the step). */
export async function runShards(
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
