import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { main } from './cli.js';

/**
 * Helpers for the CLI's tests. Two ways to run a command (CONTRIBUTING.md, "The command line"):
 *
 * - {@link runCli} calls `main(argv, io)` in the test's own process, with its streams, standard
 *   input, environment and working directory given: what every test of a command's logic
 *   (options, output, exit code, files written) uses. No process start-up, no build needed.
 * - {@link runCliProcess} and {@link startCli} run the BUILT command line
 *   (`node bin/knights-tour.js`, the bundle in dist/), for what only a process shows: signals,
 *   the exit status, pipes closed early, memory and file-size limits, files left behind. turbo
 *   builds before testing; when running vitest by hand, build first
 *   (`pnpm --filter knights-tour... run build`).
 *
 * Excluded from the build by tsconfig.build.json.
 */

/** Absolute path of the `knights-tour` executable script. */
export const CLI_BIN = fileURLToPath(new URL('../bin/knights-tour.js', import.meta.url));

const BUILT = fileURLToPath(new URL('../dist/knights-tour.js', import.meta.url));

/** What a finished CLI run produced. */
export interface CliResult {
  /** Exit code (null only if the process was killed by a signal). */
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Options of {@link runCli} and {@link runCliProcess}. */
export interface RunCliOptions {
  /** Standard input (otherwise it is empty). */
  input?: string | Buffer;
  /** Working directory of the command (default: the test process's). */
  cwd?: string;
  /** Extra environment variables, merged over the current environment. */
  env?: Record<string, string>;
}

/** A stream that keeps what is written to it, as a terminal or a file would receive it. */
function capture(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

// The working directory is the process's: in-process runs take turns (and vitest's `forks`
// pool, which apps/cli/vitest.config.ts sets, allows process.chdir).
let turn: Promise<unknown> = Promise.resolve();

/**
 * Runs `knights-tour ...args` in this process, through the same `main` as the executable, and
 * returns its exit code and output. `KNIGHTS_TOUR_DEBUG` is off unless `env` sets it.
 */
export function runCli(args: readonly string[], options: RunCliOptions = {}): Promise<CliResult> {
  const run = async (): Promise<CliResult> => {
    const stdout = capture();
    const stderr = capture();
    const input = options.input ?? '';
    const io = {
      stdout: stdout.stream,
      stderr: stderr.stream,
      stdin: Readable.from(input.length === 0 ? [] : [Buffer.from(input)]),
      signal: new AbortController().signal,
      env: { ...process.env, KNIGHTS_TOUR_DEBUG: '', ...options.env },
    };
    const home = process.cwd();
    if (options.cwd !== undefined) process.chdir(options.cwd);
    try {
      const code = await main([...args], io);
      return { code, stdout: stdout.text(), stderr: stderr.text() };
    } finally {
      process.chdir(home);
    }
  };
  const result = turn.then(run, run);
  turn = result.catch(() => {});
  return result;
}

/** Options of {@link runCliProcess}. */
export interface RunCliProcessOptions extends RunCliOptions {
  /**
   * Kill the process after this many milliseconds (default 120 s: only a hang reaches it, even
   * on a busy machine); the test then fails with a timeout error.
   */
  timeout?: number;
  /** Node options before the script, e.g. `--max-old-space-size=96`. */
  nodeOptions?: readonly string[];
}

function checkBuilt(): void {
  if (!existsSync(BUILT)) {
    throw new Error(`the CLI is not built (${BUILT} missing): run the build before these tests`);
  }
}

/** Runs `node bin/knights-tour.js ...args` synchronously and returns its exit code and output. */
export function runCliProcess(
  args: readonly string[],
  options: RunCliProcessOptions = {},
): CliResult {
  checkBuilt();
  const result = spawnSync(process.execPath, [...(options.nodeOptions ?? []), CLI_BIN, ...args], {
    input: options.input ?? '',
    cwd: options.cwd,
    env: { ...process.env, KNIGHTS_TOUR_DEBUG: '', ...options.env },
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    timeout: options.timeout ?? 120_000,
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A running `knights-tour` process (see {@link startCli}). */
export interface RunningCli {
  readonly child: ChildProcess;
  /** What it wrote to stdout and stderr so far. */
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Settles when it has exited and its output is read: the code, or null and the signal. */
  readonly done: Promise<CliResult & { signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node bin/knights-tour.js ...args` without waiting for it: for tests that signal a
 * running command. Wait for what the test needs with {@link waitFor}, never a fixed sleep.
 */
export function startCli(args: readonly string[], options: RunCliOptions = {}): RunningCli {
  checkBuilt();
  const child = spawn(process.execPath, [CLI_BIN, ...args], {
    cwd: options.cwd,
    env: { ...process.env, KNIGHTS_TOUR_DEBUG: '', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(options.input ?? '');
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const done = new Promise<CliResult & { signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, stdout: () => stdout, stderr: () => stderr, done };
}

/**
 * Waits until `ready()` is true, checking every 10 ms; fails after `timeoutMs` (default 120 s,
 * which only a hang reaches) saying what it waited for. When `running` is given, fails at once
 * if that process ended first (with what it wrote).
 */
export async function waitFor(
  what: string,
  ready: () => boolean,
  { running, timeoutMs = 120_000 }: { running?: RunningCli; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  running?.done.then(() => {
    ended = true;
  });
  while (!ready()) {
    if (ended) {
      const r = await running!.done;
      throw new Error(
        `the command ended (code ${r.code}, signal ${r.signal}) before ${what}; stderr: ${r.stderr}`,
      );
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Bad input as the CLI must report it: one line `knights-tour: ...` on stderr, exit 2, no stack trace. */
export function expectOneLineError(result: CliResult, pattern: RegExp): void {
  expect(result.code).toBe(2);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^knights-tour: /);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at |internal error/);
}
