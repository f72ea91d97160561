import { closeSync, constants, createReadStream, openSync, readSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { KnightsTourError } from '@knights-tour/core';
import { fileError, isSystemError, showPath } from './errors.js';
import { Utf8Pieces } from './utf8.js';

/**
 * The one bounded reader of every command that reads a file: a file (or standard input for
 * `-`) arrives in pieces of about 1 MiB, and reading stops with one line as soon as it is
 * more than `limit` bytes, or, when text is expected, as soon as its first bytes show binary
 * data. So `/dev/zero`, `/dev/urandom` or an endless pipe are answered at once, in bounded
 * memory, and no message ever echoes their bytes.
 */

/**
 * Default most bytes read: 256 MiB, half the longest string JavaScript can hold (V8: 2^29 - 24
 * characters), far more than any tour a command draws or any sweep's result file.
 */
export const MAX_TEXT_BYTES = 256 * 1024 * 1024;

/**
 * Default most milliseconds a named pipe (FIFO) is waited on for a writer: a FIFO that nothing
 * opens for writing is refused after this long instead of waiting forever.
 */
export const FIFO_WAIT_MS = 5000;

/** Bytes of the start looked at for binary data (as the tour reader does). */
const SNIFF_BYTES = 8192;

/** Options of the readers. */
export interface ReadOptions {
  /** Read for the path `-` (default `process.stdin`): any stream of bytes or text. */
  readonly stdin?: AsyncIterable<Uint8Array | string> | undefined;
  /** What messages call the input (default the path, or `standard input` for `-`). */
  readonly name?: string | undefined;
  /** Most bytes read; a longer input is refused (default 256 MiB). */
  readonly limit?: number | undefined;
  /** What the input should be, for the message past the limit: `a sweep result file`. */
  readonly what?: string | undefined;
  /**
   * Refuse binary data at once: NUL or other control bytes (tab, line ends, form feed and
   * ESC aside) or bytes that are not UTF-8 in the first 8 KiB, or a NUL anywhere. Default true.
   */
  readonly text?: boolean | undefined;
  /** Most milliseconds a FIFO is waited on for a writer (default 5000, 5 s). */
  readonly fifoWait?: number | undefined;
}

/** `standard input` for `-`, else the path (escaped), or the `name` of the options. */
function inputName(path: string, options: Pick<ReadOptions, 'name'> = {}): string {
  if (options.name !== undefined) return showPath(options.name);
  return path === '-' ? 'standard input' : showPath(path);
}

const MIB = 1024 * 1024;
const size = (bytes: number) =>
  bytes >= MIB ? `${Math.round(bytes / MIB).toLocaleString('en-US')} MiB` : `${bytes} bytes`;

function tooLong(path: string, options: ReadOptions, limit: number): KnightsTourError {
  const what = options.what ? `, larger than any ${options.what}` : '';
  return new KnightsTourError(
    `cannot read ${inputName(path, options)}: it is longer than ${size(limit)}${what}`,
  );
}

/** The first control byte or non-UTF-8 sequence of `text` (decoded), as words, or undefined. */
function binaryAt(text: string): string | undefined {
  const n = Math.min(text.length, SNIFF_BYTES);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xfffd) return `bytes that are not UTF-8 at character ${i + 1}`;
    if (c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13 && c !== 27) {
      return `control byte 0x${c.toString(16).padStart(2, '0')} at character ${i + 1}`;
    }
  }
  return undefined;
}

function binary(path: string, options: ReadOptions, where: string): KnightsTourError {
  return new KnightsTourError(
    `cannot read ${inputName(path, options)}: binary data, not text (${where})`,
  );
}

/**
 * The bytes of a named pipe (or a process substitution's `/dev/fd/N`). Opened the usual way, a
 * FIFO that nothing writes to blocks the open, forever, in a thread the process cannot end.
 * Opened without blocking, a read tells: bytes, or EAGAIN (a writer is there, with nothing yet),
 * or 0 bytes (no writer: none yet, or it has left, which ends the input once one was seen).
 */
async function* fifoChunks(path: string, options: ReadOptions): AsyncGenerator<Uint8Array> {
  const wait = options.fifoWait ?? FIFO_WAIT_MS;
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const buffer = Buffer.allocUnsafe(1 << 20);
  const start = Date.now();
  let writer = false;
  let pause = 1;
  try {
    for (;;) {
      let n = -1;
      try {
        n = readSync(fd, buffer, 0, buffer.length, null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
        writer = true;
      }
      if (n > 0) {
        writer = true;
        pause = 1;
        yield Buffer.from(buffer.subarray(0, n));
        continue;
      }
      if (n === 0 && writer) return;
      if (n === 0 && Date.now() - start > wait) {
        throw new KnightsTourError(
          `cannot read ${inputName(path, options)}: nothing wrote to this pipe within ${wait / 1000} s`,
        );
      }
      await sleep(pause);
      pause = Math.min(pause * 2, 50);
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * A file, or standard input for `-`, as bytes in pieces of about 1 MiB, refused past the limit
 * (no text check: a reader of bytes does its own, as the verifier does).
 */
export async function* readByteChunks(
  path: string,
  options: ReadOptions,
): AsyncGenerator<Uint8Array> {
  const limit = options.limit ?? MAX_TEXT_BYTES;
  let source: AsyncIterable<Uint8Array | string>;
  if (path === '-') {
    source = options.stdin ?? process.stdin;
  } else {
    let fifo = false;
    try {
      const stat = statSync(path);
      fifo = stat.isFIFO();
      if (stat.isDirectory()) throw Object.assign(new Error(), { code: 'EISDIR' });
      if (stat.isFile() && stat.size > limit) throw tooLong(path, options, limit);
    } catch (error) {
      if (error instanceof KnightsTourError) throw error;
      throw fileError('read', options.name ?? path, error);
    }
    source = fifo ? fifoChunks(path, options) : createReadStream(path, { highWaterMark: 1 << 20 });
  }
  let total = 0;
  try {
    // Leaving the loop early (an error below) closes the stream: an endless input stops here.
    for await (const part of source) {
      const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
      total += bytes.length;
      if (total > limit) throw tooLong(path, options, limit);
      yield bytes;
    }
  } catch (error) {
    if (error instanceof KnightsTourError || !isSystemError(error)) throw error;
    throw fileError('read', options.name ?? path, error);
  }
}

/**
 * A file, or standard input for `-`, as text in pieces of about 1 MiB: never the whole input
 * in one string, so inputs of any size up to the limit can be read (see {@link ReadOptions}).
 */
export async function* readTextChunks(
  path: string,
  options: ReadOptions = {},
): AsyncGenerator<string> {
  const decoder = new Utf8Pieces();
  const text = options.text ?? true;
  let head = 0;
  for await (const bytes of readByteChunks(path, options)) {
    const piece = decoder.write(bytes);
    if (text) {
      if (head < SNIFF_BYTES) {
        const why = binaryAt(piece.slice(0, SNIFF_BYTES - head));
        if (why) throw binary(path, options, why);
        head += piece.length;
      } else if (bytes.indexOf(0) !== -1) {
        throw binary(path, options, 'a NUL byte');
      }
    }
    if (piece !== '') yield piece;
  }
  const rest = decoder.end();
  if (rest !== '') yield rest;
}

/** A whole file, or standard input for `-`, as one string (see {@link ReadOptions}). */
export async function readText(path: string, options: ReadOptions = {}): Promise<string> {
  const parts: string[] = [];
  for await (const piece of readTextChunks(path, options)) parts.push(piece);
  return parts.join('');
}

/** A whole file, or standard input for `-`, as bytes, refused past the limit (no text check). */
export async function readBytes(path: string, options: ReadOptions = {}): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const bytes of readByteChunks(path, options)) parts.push(bytes);
  return Buffer.concat(parts);
}
