import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LineSession } from './lines.js';
import { type ProgramOptions, runProgram } from './program.js';
import { FAULTY, gone } from './test-helpers.js';

const tempDir = mkdtempSync(join(tmpdir(), 'knights-tour-program-test-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const options: ProgramOptions = { env: { ...process.env, SOLVER_TEST: 'yes' }, tempDir };
// Generous: only a real hang reaches it. The tests that time out set their own.
const limits = { timeoutMs: 60_000, maxOutput: 1 << 20 };
const node = (script: string) => [process.execPath, '-e', script];
/** The working directories of programs left in the temporary directory: none once they end. */
const runDirs = () => readdirSync(tempDir).filter((name) => name.startsWith('run-'));
const faulty = (...args: string[]) => [process.execPath, FAULTY, ...args];

describe('runProgram', () => {
  it('runs in a fresh temporary directory with the environment, nothing on stdin, and removes it', async () => {
    const run = await runProgram(
      node(
        `let s = ''; process.stdin.on('data', (d) => s += d).on('end', () => console.log(JSON.stringify([process.cwd(), process.env.SOLVER_TEST, s])))`,
      ),
      options,
      limits,
    );
    const [cwd, env, stdin] = JSON.parse(run.stdout) as [string, string, string];
    expect(cwd.startsWith(tempDir)).toBe(true);
    expect(existsSync(cwd)).toBe(false);
    expect([env, stdin, run.end]).toEqual(['yes', '', { code: 0, signal: null }]);
    expect(runDirs()).toEqual([]);
  });

  it('keeps the exit code, the walk and the last lines of standard error', async () => {
    const crash = await runProgram(faulty('crash', '5', '5', '0', '0'), options, limits);
    expect(crash.end).toEqual({ code: 3, signal: null });
    expect(crash.stderr).toMatch(/^Traceback .*\nValueError: boom$/s);
    const abort = await runProgram(faulty('abort', '5', '5', '0', '0'), options, limits);
    expect(abort.end).toEqual({ code: null, signal: 'SIGABRT' });
    const give = await runProgram(faulty('give-up', '5', '5', '0', '0'), options, limits);
    expect([give.end.code, give.stdout.trim()]).toEqual([1, '[[0,0],[2,1],[4,0],[3,2],[4,4]]']);
    expect(give.flooded || give.timedOut).toBe(false);
  });

  it('keeps only the end of a long standard error, from a whole line', async () => {
    const run = await runProgram(
      node(`for (let i = 0; i < 5000; i++) console.error('line ' + i)`),
      options,
      limits,
    );
    const lines = run.stderr.split('\n');
    expect(lines.at(-1)).toBe('line 4999');
    expect(lines[0]).toMatch(/^line \d+$/);
    expect(run.stderr.length).toBeLessThanOrEqual(4096);
  });

  it('stops a program that runs past its time, with every process of its group', async () => {
    const run = await runProgram(faulty('hang', '5', '5', '0', '0'), options, {
      ...limits,
      timeoutMs: 1500,
    });
    expect(run.timedOut).toBe(true);
    expect(run.end.signal).toBe('SIGKILL');
    const child = Number(/child (\d+)/.exec(run.stderr)?.[1]);
    expect(child).toBeGreaterThan(0);
    await gone(child);
  });

  it('stops a program that floods its output at the bound', async () => {
    const run = await runProgram(faulty('flood', '5', '5', '0', '0'), options, {
      ...limits,
      maxOutput: 100_000,
    });
    expect(run.flooded).toBe(true);
    expect(run.timedOut).toBe(false);
    expect(run.stdout.length).toBe(100_000);
  });

  it('says why a program could not start', async () => {
    const script = join(mkdtempSync(join(tempDir, 'script-')), 'not-executable.sh');
    writeFileSync(script, '#!/bin/sh\necho hi\n', { mode: 0o644 });
    const run = await runProgram([script], options, limits);
    expect(run.failedToStart).toMatch(/EACCES/);
    expect(runDirs()).toEqual([]);
  });
});

describe('LineSession', () => {
  const ask = (session: LineSession, x: number, bounds = limits) =>
    session.ask(`5 5 ${x} 0`, bounds);

  it('keeps one program for every answer in step, measuring each', async () => {
    const session = new LineSession(faulty('--lines'), options);
    try {
      const answers = [await ask(session, 0), await ask(session, 2)];
      expect(answers.map((a) => a.line?.slice(0, 14))).toEqual([
        'tour [[0,0],[2',
        'tour [[2,0],[4',
      ]);
      for (const a of answers) {
        expect(a.ms).toBeGreaterThan(0);
        expect(a.timedOut || a.flooded).toBe(false);
      }
    } finally {
      await session.close();
    }
    expect(runDirs()).toEqual([]);
  });

  it('starts the program afresh after a crash, a time-out, a flood, or when reset after a second line', async () => {
    const session = new LineSession(
      faulty('crash@1,0', 'hang@2,0', 'flood@3,0', 'two-lines@4,0', '--lines'),
      options,
    );
    const tight = { timeoutMs: 1500, maxOutput: 100_000 };
    try {
      expect((await ask(session, 0)).line).toMatch(/^tour /);
      const crash = await ask(session, 1);
      expect([crash.line, crash.end]).toEqual([undefined, { code: 3, signal: null }]);
      expect(crash.stderr).toMatch(/ValueError: boom$/);
      expect((await ask(session, 0)).line).toMatch(/^tour /);
      const hang = await ask(session, 2, tight);
      expect([hang.line, hang.timedOut]).toEqual([undefined, true]);
      await gone(Number(/child (\d+)/.exec(hang.stderr)?.[1]));
      const flood = await ask(session, 3, tight);
      expect([flood.line, flood.flooded]).toEqual([undefined, true]);
      expect((await ask(session, 4)).line).toMatch(/^tour \[\[4,0\]/);
      // Lines are answers in order, however they are timed: its second line is the next
      // answer; a caller that finds it wrong resets the program, which is then back in step.
      expect((await ask(session, 0)).line).toBe('and a second line');
      session.reset();
      expect((await ask(session, 0)).line).toMatch(/^tour \[\[0,0\]/);
    } finally {
      await session.close();
    }
  });
});
