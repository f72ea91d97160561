import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError } from './command.js';

/** What a file is written from: text or bytes, in pieces so huge outputs never need one string. */
export type Chunks = Iterable<string | Uint8Array>;

/** Fails with a one-line error when the directory a file would go into does not exist. */
export function checkOutputPath(path: string): string {
  if (path.trim() === '') throw new UsageError('output file name is empty');
  const full = resolve(path);
  const dir = dirname(full);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new UsageError(`cannot write ${path}: directory ${dir} does not exist`);
  }
  if (existsSync(full) && statSync(full).isDirectory()) {
    throw new UsageError(`cannot write ${path}: it is a directory`);
  }
  return full;
}

// Temporary files being written right now: removed if the process is interrupted, so that
// Ctrl-C never leaves a `.name.xxxx.tmp` behind either.
const pending = new Set<string>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
function onSignal(signal: NodeJS.Signals): void {
  for (const temp of pending) rmSync(temp, { force: true });
  process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
}
function track(temp: string): void {
  if (pending.size === 0) for (const s of SIGNALS) process.on(s, onSignal);
  pending.add(temp);
}
function untrack(temp: string): void {
  pending.delete(temp);
  if (pending.size === 0) for (const s of SIGNALS) process.off(s, onSignal);
}

/** Why a write failed, in words (the errno code alone means little to most users). */
function describeWriteError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'EFBIG':
      return 'file too large (file size limit reached)';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'read-only file system';
    default:
      return error.message;
  }
}

/**
 * Writes `chunks` to `path` atomically: a temporary file beside it, renamed over the target
 * only when everything was written. On any error (including one thrown by the chunk
 * generator itself) the temporary file is removed, so no partial output is ever left behind.
 */
export async function writeFileAtomic(path: string, chunks: Chunks): Promise<void> {
  const full = checkOutputPath(path);
  const temp = join(dirname(full), `.${basename(full)}.${randomBytes(6).toString('hex')}.tmp`);
  track(temp);
  try {
    await new Promise<void>((done, failed) => {
      const out = createWriteStream(temp);
      let broken = false;
      out.on('error', (error) => {
        broken = true;
        failed(error);
      });
      const iterator = chunks[Symbol.iterator]();
      const pump = () => {
        try {
          for (;;) {
            if (broken) return;
            const next = iterator.next();
            if (next.done) {
              out.end(() => (broken ? undefined : done()));
              return;
            }
            if (!out.write(next.value)) {
              out.once('drain', pump);
              return;
            }
          }
        } catch (error) {
          broken = true;
          out.destroy();
          failed(error);
        }
      };
      out.once('open', pump);
    });
    renameSync(temp, full);
  } catch (error) {
    rmSync(temp, { force: true });
    if (error instanceof UsageError) throw error;
    const err = error as NodeJS.ErrnoException;
    if (err.code === undefined) throw error; // a bug in the chunk generator: not the user's fault
    throw new UsageError(`cannot write ${path}: ${describeWriteError(err)}`);
  } finally {
    untrack(temp);
  }
}

/** Writes chunks to a stream, respecting back-pressure. */
export async function writeChunks(stream: NodeJS.WritableStream, chunks: Chunks): Promise<void> {
  for (const chunk of chunks) {
    if (!stream.write(chunk)) {
      await new Promise<void>((done) => stream.once('drain', () => done()));
    }
  }
}

/** Reads bytes from a file, or standard input for `-`, with a one-line error when it cannot. */
export async function readInputBytes(path: string, stdin: NodeJS.ReadableStream): Promise<Buffer> {
  if (path === '-') {
    const parts: Buffer[] = [];
    for await (const part of stdin) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
    return Buffer.concat(parts);
  }
  try {
    if (statSync(path).isDirectory()) throw Object.assign(new Error(), { code: 'EISDIR' });
    return readFileSync(path);
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    const why =
      err.code === 'ENOENT'
        ? 'no such file'
        : err.code === 'EISDIR'
          ? 'it is a directory'
          : err.code === 'EACCES' || err.code === 'EPERM'
            ? 'permission denied'
            : err.code === 'ERR_FS_FILE_TOO_LARGE'
              ? 'file too large to read'
              : err.message;
    throw new UsageError(`cannot read ${path}: ${why}`);
  }
}

/** Reads a text file, or standard input for `-`, with a one-line error when it cannot. */
export async function readInput(path: string, stdin: NodeJS.ReadableStream): Promise<string> {
  const bytes = await readInputBytes(path, stdin);
  try {
    // Buffer.toString fails past V8's largest string (about 512 MiB).
    return bytes.toString('utf8');
  } catch {
    throw new UsageError(`cannot read ${path}: file too large to read as text`);
  }
}

/** Why a file cannot be read, in words. */
function describeReadError(path: string, error: NodeJS.ErrnoException): UsageError {
  const why =
    error.code === 'ENOENT'
      ? 'no such file'
      : error.code === 'EISDIR'
        ? 'it is a directory'
        : error.code === 'EACCES' || error.code === 'EPERM'
          ? 'permission denied'
          : error.message;
  return new UsageError(`cannot read ${path}: ${why}`);
}

/**
 * A file, or standard input for `-`, as text in pieces of about 1 MiB: never the whole file
 * in one string, so files of any size (and endless ones, which the reader stops) can be read.
 */
export async function* readTextChunks(
  path: string,
  stdin: NodeJS.ReadableStream,
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let source: AsyncIterable<Buffer | string>;
  if (path === '-') source = stdin as AsyncIterable<Buffer | string>;
  else {
    try {
      if (statSync(path).isDirectory()) throw Object.assign(new Error(), { code: 'EISDIR' });
    } catch (error) {
      throw describeReadError(path, error as NodeJS.ErrnoException);
    }
    source = createReadStream(path, { highWaterMark: 1 << 20 });
  }
  try {
    for await (const part of source) {
      yield typeof part === 'string' ? part : decoder.decode(part, { stream: true });
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const err = error as NodeJS.ErrnoException;
    if (err.code === undefined) throw error;
    throw describeReadError(path, err);
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}
