import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { KnightsTourError } from '@knights-tour/core';
import { afterAll, describe, expect, it } from 'vitest';
import { readBytes, readText, readTextChunks } from './read.js';

const dir = mkdtempSync(join(tmpdir(), 'knights-tour-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The message of what `read` rejects with. */
async function refusal(read: Promise<unknown>): Promise<string> {
  try {
    await read;
  } catch (error) {
    expect(error).toBeInstanceOf(KnightsTourError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('readText', () => {
  it('reads a file and standard input whole', async () => {
    const path = join(dir, 'plain.txt');
    writeFileSync(path, 'héllo\nworld\n');
    expect(await readText(path)).toBe('héllo\nworld\n');
    const stdin = Readable.from([Buffer.from('from '), Buffer.from('stdin\n')]);
    expect(await readText('-', { stdin })).toBe('from stdin\n');
  });

  it('keeps a character split between pieces whole', async () => {
    const bytes = Buffer.from('é');
    const stdin = Readable.from([bytes.subarray(0, 1), bytes.subarray(1)]);
    expect(await readText('-', { stdin })).toBe('é');
  });

  it('refuses binary data at once: /dev/zero, /dev/urandom, NUL piped in', async () => {
    for (const path of ['/dev/zero', '/dev/urandom']) {
      const started = Date.now();
      expect(await refusal(readText(path))).toMatch(
        new RegExp(`^cannot read ${path}: binary data, not text \\(`),
      );
      expect(Date.now() - started).toBeLessThan(2000);
    }
    const zeros = Readable.from(
      (function* () {
        for (;;) yield Buffer.alloc(1 << 16);
      })(),
    );
    expect(await refusal(readText('-', { stdin: zeros }))).toBe(
      'cannot read standard input: binary data, not text (control byte 0x00 at character 1)',
    );
  });

  it('refuses a NUL after the first 8 KiB, and bytes that are not UTF-8', async () => {
    const late = join(dir, 'late.txt');
    writeFileSync(late, Buffer.concat([Buffer.alloc(2 << 20, 'a'), Buffer.from([0])]));
    expect(await refusal(readText(late))).toMatch(/binary data, not text \(a NUL byte\)$/);
    const latin = join(dir, 'latin1.txt');
    writeFileSync(latin, Buffer.from([0x61, 0xe9, 0x0a]));
    expect(await refusal(readText(latin))).toMatch(/bytes that are not UTF-8 at character 2/);
  });

  it('refuses an input longer than the limit, a big file before reading it, an endless pipe as it streams', async () => {
    const big = join(dir, 'big.txt');
    writeFileSync(big, 'x'.repeat(5000));
    expect(await refusal(readText(big, { limit: 4096, what: 'tour file' }))).toBe(
      `cannot read ${big}: it is longer than 4096 bytes, larger than any tour file`,
    );
    const endless = Readable.from(
      (function* () {
        for (;;) yield Buffer.alloc(1 << 16, 'y');
      })(),
    );
    expect(await refusal(readText('-', { stdin: endless, limit: 1 << 20 }))).toBe(
      'cannot read standard input: it is longer than 1 MiB',
    );
  });

  it('says why a file cannot be read in words, with control characters in its name escaped', async () => {
    expect(await refusal(readText(join(dir, 'missing.txt')))).toMatch(/: no such file$/);
    expect(await refusal(readText(dir))).toMatch(/: it is a directory$/);
    const odd = join(dir, 'esc\u001b[31mred');
    expect(await refusal(readText(odd))).toBe(`cannot read ${dir}/esc\\x1b[31mred: no such file`);
    const locked = join(dir, 'locked.txt');
    writeFileSync(locked, 'secret', { mode: 0o000 });
    if (process.getuid?.() !== 0) {
      expect(await refusal(readText(locked))).toMatch(/: permission denied$/);
    }
  });
});

describe('a file name in a message', () => {
  it('is cut in the middle past 200 characters: a 100,000-character name is one short line', async () => {
    const name = `${'a'.repeat(50_000)}${'z'.repeat(50_000)}`;
    const message = await refusal(readText(name));
    expect(message).toBe(`cannot read ${'a'.repeat(100)}…${'z'.repeat(100)}: file name too long`);
  });
});

describe('readTextChunks and readBytes', () => {
  it('stream a file in pieces and leave binary checks off when asked', async () => {
    const path = join(dir, 'pieces.txt');
    writeFileSync(path, 'z'.repeat(3 << 20));
    const pieces: string[] = [];
    for await (const piece of readTextChunks(path)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('').length).toBe(3 << 20);
    const raw = join(dir, 'raw.bin');
    writeFileSync(raw, Buffer.from([0, 1, 2]));
    expect(await readText(raw, { text: false })).toBe('\u0000\u0001\u0002');
    expect([...(await readBytes(raw))]).toEqual([0, 1, 2]);
    expect(await refusal(readBytes(raw, { limit: 2 }))).toMatch(/longer than 2 bytes/);
  });
});

describe('in a process reading /dev/zero on standard input', () => {
  const built = fileURLToPath(new URL('../dist/read.js', import.meta.url));
  it.skipIf(!existsSync(built))('answers in one line within a second, in bounded memory', () => {
    mkdirSync(dir, { recursive: true });
    const started = Date.now();
    const child = spawnSync(
      '/bin/sh',
      [
        '-c',
        `exec "${process.execPath}" --max-old-space-size=64 --input-type=module -e "const m = await import('${built}'); try { await m.readText('-'); } catch (e) { console.log(e.message); }" < /dev/zero`,
      ],
      { encoding: 'utf8', timeout: 20_000 },
    );
    expect(child.stdout.trim()).toBe(
      'cannot read standard input: binary data, not text (control byte 0x00 at character 1)',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('a named pipe (FIFO)', () => {
  it('that nothing writes to is refused after the wait, not waited on forever', async () => {
    const fifo = join(dir, 'nobody.fifo');
    spawnSync('mkfifo', [fifo]);
    const started = Date.now();
    expect(await refusal(readText(fifo, { fifoWait: 200 }))).toBe(
      `cannot read ${fifo}: nothing wrote to this pipe within 0.2 s`,
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('is read whole from a writer that comes later and writes slowly', async () => {
    const fifo = join(dir, 'slow.fifo');
    spawnSync('mkfifo', [fifo]);
    const writer = spawn('/bin/sh', [
      '-c',
      `sleep 0.1; { echo one; sleep 0.2; echo two; } > "${fifo}"`,
    ]);
    const closed = new Promise((done) => writer.on('close', done));
    expect(await readText(fifo, { fifoWait: 5000 })).toBe('one\ntwo\n');
    await closed;
  });
});
