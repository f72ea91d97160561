import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFile } from './lock.js';

const dir = mkdtempSync(join(tmpdir(), 'knights-tour-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lockFile', () => {
  it('creates FILE.lock with this process id, refuses a second writer, releases once', () => {
    const path = join(dir, 'results.json');
    const releaseLock = lockFile(path, 'another sweep');
    expect(readFileSync(`${path}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    expect(() => lockFile(path, 'another sweep')).toThrow(
      new RegExp(
        `^${path.replace(/\./g, '\\.')} is being written by another sweep \\(process ${process.pid}\\)`,
      ),
    );
    releaseLock();
    releaseLock();
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it('takes over a stale lock whose process is gone', () => {
    const path = join(dir, 'stale.json');
    writeFileSync(`${path}.lock`, '999999999\n');
    const releaseLock = lockFile(path);
    expect(readFileSync(`${path}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    releaseLock();
  });

  it('takes no lock on special files: /dev/null, /dev/stdout', () => {
    lockFile('/dev/null')();
    lockFile('/dev/stdout')();
    lockFile('/proc/self/fd/1')();
  });
});

const built = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const fullDisk = fileURLToPath(new URL('../fixtures/full-disk.mjs', import.meta.url));

/** A child process that takes the lock of `path`, prints `locked` and waits; `then` runs after. */
function lockingChild(path: string, then = 'setInterval(() => {}, 1000);') {
  const script = `const m = await import(${JSON.stringify(built)}); m.lockFile(process.argv[1]); console.log('locked'); ${then}`;
  return spawn(process.execPath, ['--input-type=module', '-e', script, path], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe.skipIf(!existsSync(built))('every way out removes the lock', () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    it(`${signal}: the process ends as the signal would, without its lock`, async () => {
      const path = join(dir, `${signal}.json`);
      const child = lockingChild(path);
      await new Promise<void>((done) => child.stdout.once('data', () => done()));
      expect(existsSync(`${path}.lock`)).toBe(true);
      child.kill(signal);
      const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
      expect(code).toBe(128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const)[signal]);
      expect(existsSync(`${path}.lock`)).toBe(false);
    });
  }

  it('process.exit and an uncaught error', async () => {
    for (const [name, then] of [
      ['exit', 'process.exit(3);'],
      ['throw', "throw new Error('boom');"],
    ]) {
      const path = join(dir, `${name}.json`);
      const child = lockingChild(path, then);
      await new Promise((done) => child.on('exit', done));
      expect(existsSync(`${path}.lock`), name).toBe(false);
    }
  });

  it('a full disk: the lock cannot be written, is removed, and the error is in words', () => {
    const path = join(dir, 'full.json');
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        fullDisk,
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(built)}); try { m.lockFile(process.argv[1]); } catch (e) { console.log(e.message); }`,
        path,
      ],
      { encoding: 'utf8', env: { ...process.env, FULL_DISK_DIR: dir, FULL_DISK_BYTES: '0' } },
    );
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe(`cannot write ${path}: no space left on the device`);
    expect(readdirSync(dir).filter((f) => f.startsWith('full.json'))).toEqual([]);
  });
});
