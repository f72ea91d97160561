import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/**
 * Helpers for tests that run the BUILT command line (`bin/knights-tour.js` over `dist/`),
 * so they exercise exactly what users run. turbo builds before testing; when running
 * vitest by hand, build first (`pnpm --filter knights-tour... run build`).
 * Excluded from the build by tsconfig.build.json.
 */

/** Absolute path of the `knights-tour` executable script. */
export const CLI_BIN = fileURLToPath(new URL('../bin/knights-tour.js', import.meta.url));

const BUILT = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

/** What a finished CLI run produced. */
export interface CliResult {
  /** Exit code (null only if the process was killed by a signal). */
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Options of {@link runCli}. */
export interface RunCliOptions {
  /** Written to the child's standard input (otherwise stdin is empty). */
  input?: string | Buffer;
  /** Working directory of the child (default: the test process's). */
  cwd?: string;
  /** Extra environment variables, merged over the current environment. */
  env?: Record<string, string>;
  /** Kill the child after this many milliseconds (default 60 s). */
  timeout?: number;
}

/** Runs `node bin/knights-tour.js ...args` synchronously and returns its exit code and output. */
export function runCli(args: readonly string[], options: RunCliOptions = {}): CliResult {
  if (!existsSync(BUILT)) {
    throw new Error(`the CLI is not built (${BUILT} missing): run the build before these tests`);
  }
  const result = spawnSync(process.execPath, [CLI_BIN, ...args], {
    input: options.input ?? '',
    cwd: options.cwd,
    env: { ...process.env, KNIGHTS_TOUR_DEBUG: '', ...options.env },
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    timeout: options.timeout ?? 60_000,
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
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
