import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  createReadStream,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KnightsTourError } from '@knights-tour/core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Chunks,
  checkOutputPath,
  type WriteOptions,
  writeFileAtomic,
  writeFileAtomicSync,
} from './write.js';

const dir = mkdtempSync(join(tmpdir(), 'knights-tour-write-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const temps = () => readdirSync(dir).filter((f) => f.endsWith('.tmp'));

// Both writers, so that every case holds for each.
const writers = [
  [
    'writeFileAtomic',
    (path: string, chunks: Chunks, options?: WriteOptions) =>
      writeFileAtomic(path, chunks, options),
  ],
  [
    'writeFileAtomicSync',
    async (path: string, chunks: Chunks, options?: WriteOptions) =>
      writeFileAtomicSync(path, chunks, options),
  ],
] as const;

describe.each(writers)('%s', (name, write) => {
  it('writes a regular file, replaces it whole and keeps its permissions, leaving no temporary file', async () => {
    const path = join(dir, `${name}-plain.txt`);
    await write(path, ['one ', Buffer.from('two'), '\n']);
    expect(readFileSync(path, 'utf8')).toBe('one two\n');
    await write(path, 'a whole string\n');
    expect(readFileSync(path, 'utf8')).toBe('a whole string\n');
    chmodSync(path, 0o640);
    await write(path, ['three\n']);
    expect(readFileSync(path, 'utf8')).toBe('three\n');
    expect(statSync(path).mode & 0o777).toBe(0o640);
    expect(temps()).toEqual([]);
  });

  it('follows a symlink: the target is replaced, the link stays (also when it dangles)', async () => {
    const target = join(dir, `${name}-target.txt`);
    const link = join(dir, `${name}-link.txt`);
    writeFileSync(target, 'old\n');
    symlinkSync(target, link);
    await write(link, ['new\n']);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(target);
    expect(readFileSync(target, 'utf8')).toBe('new\n');

    const dangling = join(dir, `${name}-dangling.txt`);
    symlinkSync(`${name}-created.txt`, dangling); // relative, to a file that does not exist yet
    await write(dangling, ['made\n']);
    expect(lstatSync(dangling).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, `${name}-created.txt`), 'utf8')).toBe('made\n');
    expect(temps()).toEqual([]);
  });

  it('writes through a device (/dev/null) instead of replacing it', async () => {
    await write('/dev/null', ['discarded\n']);
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('writes through a FIFO to its reader, and the FIFO stays a FIFO', async () => {
    const fifo = join(dir, `${name}.fifo`);
    execFileSync('mkfifo', [fifo]);
    const received = new Promise<string>((done, failed) => {
      const parts: Buffer[] = [];
      createReadStream(fifo)
        .on('data', (part) => parts.push(Buffer.from(part)))
        .on('end', () => done(Buffer.concat(parts).toString('utf8')))
        .on('error', failed);
    });
    // The sync writer would block this thread opening the FIFO before the reader opens it.
    if (name === 'writeFileAtomic') await write(fifo, ['through ', 'the pipe\n']);
    else await spawnWriter(fifo, 'through the pipe\n');
    expect(await received).toBe('through the pipe\n');
    expect(statSync(fifo).isFIFO()).toBe(true);
  });

  it('refuses a FIFO that nothing reads after the wait, instead of hanging', async () => {
    const fifo = join(dir, `${name}-unread.fifo`);
    execFileSync('mkfifo', [fifo]);
    // The wait is an option (as the readers'): the default 5 s twice was most of this file's time.
    const wait = 200;
    const started = Date.now();
    await expect(write(fifo, ['lost\n'], { fifoWait: wait })).rejects.toThrow(
      `cannot write ${fifo}: nothing read from this pipe within 0.2 s`,
    );
    // It waited for a reader first; only a hang reaches the test's time limit.
    expect(Date.now() - started).toBeGreaterThanOrEqual(wait);
  }, 20_000);

  it('keeps the old file intact when the data fails mid-write', async () => {
    const path = join(dir, `${name}-intact.txt`);
    writeFileSync(path, 'old content\n');
    function* failing() {
      yield 'x'.repeat(3 << 20); // past one batch: part of it reached the temporary file
      throw new Error('generator broke');
    }
    await expect(write(path, failing())).rejects.toThrow('generator broke');
    expect(readFileSync(path, 'utf8')).toBe('old content\n');
    expect(temps()).toEqual([]);
  });

  it('says what went wrong in words, without the errno code or the temporary name', async () => {
    // /dev/full refuses every write with ENOSPC.
    const full = write('/dev/full', ['x']);
    await expect(full).rejects.toThrow(KnightsTourError);
    await expect(write('/dev/full', ['x'])).rejects.toThrow(
      /^cannot write \/dev\/full: no space left on the device$/,
    );
    await expect(write(join(dir, 'missing', 'f.txt'), ['x'])).rejects.toThrow(
      /^cannot write .*f\.txt: directory .*missing does not exist$/,
    );
    await expect(write(dir, ['x'])).rejects.toThrow(/: it is a directory$/);
    expect(temps()).toEqual([]);
  });
});

const atomicModule = fileURLToPath(new URL('../dist/write.js', import.meta.url));

/** Runs the sync writer in a child process (the built module), for cases that block the thread. */
function spawnWriter(path: string, text: string): Promise<void> {
  const script = `const { writeFileAtomicSync } = await import(${JSON.stringify(atomicModule)}); writeFileAtomicSync(process.argv[1], [process.argv[2]]);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, path, text], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (part) => {
    stderr += String(part);
  });
  return new Promise((done, failed) =>
    child.on('exit', (code) => (code === 0 ? done() : failed(new Error(stderr)))),
  );
}

describe('file size limit (a write refused part way)', () => {
  it.skipIf(!existsSync(atomicModule))('reports EFBIG in words and leaves the old file', () => {
    const path = join(dir, 'limited.txt');
    writeFileSync(path, 'old\n');
    // `ulimit -f 16`: the kernel refuses writes past 16 KiB (Node ignores SIGXFSZ).
    const child = spawnSync(
      '/bin/bash',
      [
        '-c',
        'ulimit -f 16; exec "$0" "$@"',
        process.execPath,
        '--input-type=module',
        '-e',
        `const { writeFileAtomicSync } = await import(${JSON.stringify(atomicModule)});
try { writeFileAtomicSync(process.argv[1], ['y'.repeat(1 << 20)]); } catch (e) { console.log(e.name + ': ' + e.message); }`,
        path,
      ],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(child.stdout.trim()).toBe(
      `KnightsTourError: cannot write ${path}: file too large (file size limit reached)`,
    );
    expect(readFileSync(path, 'utf8')).toBe('old\n');
    expect(temps()).toEqual([]);
  });
});

describe('/dev/stdout and /dev/fd/N (descriptors this process has open)', () => {
  it.skipIf(!existsSync(atomicModule))(
    'are written through, whatever stdout is (here a socket, which cannot be reopened)',
    () => {
      for (const [writer, path] of [
        ['writeFileAtomic', '/dev/stdout'],
        ['writeFileAtomicSync', '/dev/fd/1'],
      ] as const) {
        const child = spawnSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `const m = await import(${JSON.stringify(atomicModule)}); await m.${writer}(process.argv[1], ['to ', 'stdout\\n']);`,
            path,
          ],
          { encoding: 'utf8', timeout: 30_000 },
        );
        expect(child.stderr, writer).toBe('');
        expect(child.stdout, writer).toBe('to stdout\n');
      }
      expect(lstatSync('/dev/stdout').isSymbolicLink()).toBe(true);
    },
  );
});

describe('checkOutputPath', () => {
  it('accepts a writable path and refuses the rest with one line', () => {
    expect(checkOutputPath(join(dir, 'new.txt'))).toBe(join(dir, 'new.txt'));
    expect(checkOutputPath('/dev/null')).toBe('/dev/null');
    expect(() => checkOutputPath(' ')).toThrow(/^output file name is empty$/);
    expect(() => checkOutputPath(dir)).toThrow(/it is a directory/);
  });
});
