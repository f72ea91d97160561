import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_BIN, expectOneLineError } from './test-helpers.js';

// Every command that reads a file goes through the one bounded reader: endless binary input,
// a file or standard input, is answered in one line at once, in bounded memory.
function withStdin(args: string, stdin: string) {
  const r = spawnSync(
    '/bin/sh',
    ['-c', `exec "${process.execPath}" --max-old-space-size=96 "${CLI_BIN}" ${args} < ${stdin}`],
    { encoding: 'utf8', timeout: 30_000 },
  );
  // Unbounded reading runs into the 96 MB heap (or the 30 s timeout) long before an answer.
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('bounded reading of endless inputs', () => {
  for (const [args, stdin, message] of [
    [
      'render /dev/zero --format svg',
      '/dev/null',
      /cannot read \/dev\/zero: binary data, not text/,
    ],
    ['render - --format svg', '/dev/zero', /cannot read standard input: binary data, not text/],
    ['merge /dev/urandom', '/dev/null', /cannot read \/dev\/urandom: binary data, not text/],
    ['merge -', '/dev/zero', /cannot read standard input: binary data, not text/],
    ['compare /dev/urandom', '/dev/null', /cannot read \/dev\/urandom: binary data, not text/],
  ] as const) {
    it(`${args} < ${stdin}: one line, exit 2, in bounded memory`, () => {
      const r = withStdin(args, stdin);
      expectOneLineError(r, message);
      expect(r.stdout).toBe('');
    });
  }
});
