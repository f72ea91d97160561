import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fchmodSync,
  fsyncSync,
  lstatSync,
  openSync,
  readlinkSync,
  realpathSync,
  renameSync,
  type Stats,
  statSync,
  write as writeCallback,
  writeSync,
} from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { KnightsTourError } from '@knights-tour/core';
import { holdUntilExit, release } from './cleanup.js';
import { fileError, isSystemError, showPath } from './errors.js';
import { FIFO_WAIT_MS } from './read.js';

/**
 * The one atomic file writer of the CLI, the sweep and the Action. A regular file is written
 * to a temporary file beside it, flushed to disk (fsync), renamed over the target and the
 * directory flushed, so a reader (or a crash) sees the old file or the new one, never half of
 * one. A symlink is followed: its target is replaced, the link stays. A target that exists and
 * is not a regular file (`/dev/null`, a FIFO, a process substitution) is written through
 * directly: it cannot be renamed over and holds no old content to keep. `/dev/stdout` and
 * `/dev/fd/N` name a descriptor this process has open: the bytes go to that descriptor.
 * The temporary file is removed on every way out: an error, an exception in the data, a signal.
 */

/** What a file is written from: text or bytes, whole or in pieces (huge outputs never need one string). */
export type Chunks = string | Uint8Array | Iterable<string | Uint8Array>;

/** Options of the writers. */
export interface WriteOptions {
  /** Most milliseconds a FIFO is waited on for a reader (default 5000, 5 s), as the readers'. */
  readonly fifoWait?: number | undefined;
}

/** Where the bytes go: the file to replace atomically, or a special file to write directly. */
export interface Target {
  /** The file replaced (symlinks followed), or the special file written through. */
  readonly path: string;
  /** Not a regular file: written through, never replaced, holds nothing to keep. */
  readonly direct: boolean;
  /** An open descriptor of this process the path names (`/dev/stdout` → 1): written as is. */
  readonly fd?: number | undefined;
  /** Permission bits of the file being replaced, kept on the new one. */
  readonly mode: number | undefined;
  /** A named pipe: opened without blocking, waiting a while for a reader (see {@link openFifo}). */
  readonly fifo?: boolean | undefined;
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The descriptor a `/proc/<this process>/fd/N` link names, or undefined for any other path.
 * Such links (`/dev/stdout`, `/dev/fd/N`) name what this process has open: a pipe, a socket,
 * a terminal or a file the shell redirected. They are written through, never replaced.
 */
function ownDescriptor(link: string): number | undefined {
  let dir: string;
  try {
    dir = realpathSync(dirname(link));
  } catch {
    return undefined;
  }
  if (dir !== `/proc/${process.pid}/fd` && dir !== '/proc/self/fd') return undefined;
  const n = Number(basename(link));
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * The end of a symlink chain, even when the last link dangles (at most 40 links, as Linux),
 * or the descriptor when the chain reaches one of this process's (see {@link ownDescriptor}).
 */
function followLinks(path: string, shown: string): string | { fd: number } {
  let at = path;
  for (let i = 0; i < 40; i++) {
    let link: Stats;
    try {
      link = lstatSync(at);
    } catch {
      return at; // nothing there (yet): the file to create
    }
    if (!link.isSymbolicLink()) return at;
    const fd = ownDescriptor(at);
    if (fd !== undefined) return { fd };
    at = resolve(dirname(at), readlinkSync(at));
  }
  throw fileError('write', shown, 'too many levels of symbolic links');
}

/** Where writing `path` goes (see {@link Target}); one-line errors for what cannot be written. */
export function targetOf(path: string, shown = path): Target {
  if (path.trim() === '') throw new KnightsTourError('output file name is empty');
  const given = resolve(path);
  const existing = statOrUndefined(given);
  if (existing?.isDirectory()) throw fileError('write', shown, 'it is a directory');
  const file = followLinks(given, shown);
  if (typeof file !== 'string') return { path: given, direct: true, fd: file.fd, mode: undefined };
  if (existing && !existing.isFile()) {
    return { path: given, direct: true, mode: undefined, fifo: existing.isFIFO() };
  }
  const dir = dirname(file);
  if (!statOrUndefined(dir)?.isDirectory()) {
    throw fileError('write', shown, `directory ${showPath(dir)} does not exist`);
  }
  return { path: file, direct: false, mode: existing ? existing.mode & 0o7777 : undefined };
}

/**
 * Checks that `path` can be written (its directory exists, it is not a directory) and
 * returns it resolved. Throws `KnightsTourError` with a one-line message otherwise,
 * naming the file `shown` (default `path`).
 */
export function checkOutputPath(path: string, shown = path): string {
  targetOf(path, shown);
  return resolve(path);
}

/**
 * True when `path` names something other than a regular file (or a file to create): a device,
 * a FIFO, a descriptor of this process (`/dev/stdout`). Such targets are written through once;
 * a file that is rewritten as work goes on, or read back later, cannot be one of them.
 */
export function isSpecialFile(path: string): boolean {
  return path.trim() !== '' && targetOf(path).direct;
}

/** Rethrows an operating-system error as the one-line wording; anything else (a bug in the chunks) as is. */
function rethrow(path: string, error: unknown): never {
  if (error instanceof KnightsTourError || !isSystemError(error)) throw error;
  throw fileError('write', path, error);
}

function tempBeside(file: string): string {
  return join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
}

/** Flushes a directory entry change (the rename) to disk; not every file system can. */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, constants.O_RDONLY);
    fsyncSync(fd);
  } catch {
    // EINVAL/EISDIR/EPERM on file systems without directory fsync: the rename still happened.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

// Pieces are gathered up to this size before a write call, so tiny chunks cost no syscall each.
const BATCH_BYTES = 1 << 20;

function* batches(data: Chunks): Generator<Uint8Array> {
  // A string is iterable too, but character by character: it is one piece.
  const chunks = typeof data === 'string' || data instanceof Uint8Array ? [data] : data;
  let parts: Uint8Array[] = [];
  let size = 0;
  for (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    // A piece already batch-sized (a tour writer's ~1 MiB chunk) goes out as it is, not copied.
    if (size === 0 && bytes.length >= BATCH_BYTES / 2) {
      yield bytes;
      continue;
    }
    parts.push(bytes);
    size += bytes.length;
    if (size >= BATCH_BYTES) {
      yield Buffer.concat(parts);
      parts = [];
      size = 0;
    }
  }
  if (size > 0 || parts.length > 0) yield Buffer.concat(parts);
}

/** Writes all of `bytes` to `fd`, waiting out EAGAIN (Node makes pipes non-blocking). */
export function writeAllSync(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length; ) {
    try {
      at += writeSync(fd, bytes, at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
    }
  }
}

/**
 * One try at opening a named pipe for writing. The usual open waits for a reader, forever if
 * none comes, in a thread the process cannot end; opened without blocking it fails with ENXIO
 * while nothing reads, so callers retry for up to `wait` ms ({@link FIFO_WAIT_MS} by default),
 * then it is refused in one line. The descriptor is non-blocking: writes wait out EAGAIN (as on
 * `/dev/stdout`).
 */
function tryOpenFifo(
  path: string,
  shown: string,
  started: number,
  wait: number,
): number | undefined {
  try {
    return openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENXIO') throw error;
    if (Date.now() - started > wait) {
      throw fileError('write', shown, `nothing read from this pipe within ${wait / 1000} s`);
    }
    return undefined;
  }
}

async function openFifo(path: string, shown: string, wait: number): Promise<number> {
  const started = Date.now();
  for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
    const fd = tryOpenFifo(path, shown, started, wait);
    if (fd !== undefined) return fd;
    await new Promise((done) => setTimeout(done, pause));
  }
}

function openFifoSync(path: string, shown: string, wait: number): number {
  const started = Date.now();
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
    const fd = tryOpenFifo(path, shown, started, wait);
    if (fd !== undefined) return fd;
    Atomics.wait(cell, 0, 0, pause); // a synchronous sleep
  }
}

/** Writes to a descriptor this process already has open (`/dev/stdout`); it stays open. */
async function writeToDescriptor(path: string, fd: number, data: Chunks): Promise<void> {
  const write = (bytes: Uint8Array, at: number) =>
    new Promise<number>((done, failed) =>
      writeCallback(fd, bytes, at, bytes.length - at, null, (error, n) =>
        error ? failed(error) : done(n),
      ),
    );
  try {
    for (const bytes of batches(data)) {
      for (let at = 0; at < bytes.length; ) {
        try {
          at += await write(bytes, at);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
          await new Promise((done) => setTimeout(done, 1));
        }
      }
    }
  } catch (error) {
    rethrow(path, error);
  }
}

/**
 * Writes `data` to `path` atomically (see the module comment). On any error, including one
 * thrown by the chunks themselves, the temporary file is removed and `path` is untouched.
 * Throws `KnightsTourError` with a one-line message for what the system refused.
 */
export async function writeFileAtomic(
  path: string,
  data: Chunks,
  options: WriteOptions = {},
): Promise<void> {
  const target = targetOf(path);
  if (target.fd !== undefined) return writeToDescriptor(path, target.fd, data);
  if (target.fifo) {
    let fd: number;
    try {
      fd = await openFifo(target.path, path, options.fifoWait ?? FIFO_WAIT_MS);
    } catch (error) {
      rethrow(path, error);
    }
    try {
      return await writeToDescriptor(path, fd, data);
    } finally {
      closeSync(fd);
    }
  }
  const file = target.direct ? target.path : tempBeside(target.path);
  let handle: FileHandle | undefined;
  if (!target.direct) holdUntilExit(file);
  try {
    handle = await open(file, target.direct ? 'w' : 'wx', target.mode ?? 0o666);
    // The replaced file's permissions, not the umask's (best effort: another owner's file).
    if (target.mode !== undefined) await handle.chmod(target.mode).catch(() => undefined);
    for (const bytes of batches(data)) {
      for (let at = 0; at < bytes.length; ) {
        at += (await handle.write(bytes, at)).bytesWritten;
      }
    }
    if (!target.direct) await handle.sync();
    await handle.close();
    handle = undefined;
    if (!target.direct) {
      renameSync(file, target.path);
      syncDirectory(dirname(target.path));
    }
  } catch (error) {
    await handle?.close().catch(() => undefined);
    if (!target.direct) release(file, true);
    rethrow(path, error);
  }
  if (!target.direct) release(file);
}

/** {@link writeFileAtomic} for small files written between other work (e.g. a sweep's results file). */
export function writeFileAtomicSync(path: string, data: Chunks, options: WriteOptions = {}): void {
  const target = targetOf(path);
  if (target.fd !== undefined) {
    try {
      for (const bytes of batches(data)) writeAllSync(target.fd, bytes);
    } catch (error) {
      rethrow(path, error);
    }
    return;
  }
  if (target.fifo) {
    let fd: number | undefined;
    try {
      fd = openFifoSync(target.path, path, options.fifoWait ?? FIFO_WAIT_MS);
      for (const bytes of batches(data)) writeAllSync(fd, bytes);
    } catch (error) {
      rethrow(path, error);
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    return;
  }
  const file = target.direct ? target.path : tempBeside(target.path);
  let fd: number | undefined;
  if (!target.direct) holdUntilExit(file);
  try {
    fd = openSync(file, target.direct ? 'w' : 'wx', target.mode ?? 0o666);
    if (target.mode !== undefined) {
      try {
        fchmodSync(fd, target.mode);
      } catch {
        // best effort, as in writeFileAtomic
      }
    }
    for (const bytes of batches(data)) writeAllSync(fd, bytes);
    if (!target.direct) fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    if (!target.direct) {
      renameSync(file, target.path);
      syncDirectory(dirname(target.path));
    }
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    if (!target.direct) release(file, true);
    rethrow(path, error);
  }
  if (!target.direct) release(file);
}
