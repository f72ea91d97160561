import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { globSync, isDynamicPattern } from 'tinyglobby';
import { UsageError } from './command.js';

// The one atomic writer (temporary file, fsync, rename; symlinks followed, devices and FIFOs
// written through) and its output-path check live in @knights-tour/sweep.
export { type Chunks, checkOutputPath, writeFileAtomic } from '@knights-tour/sweep';

/** Writes chunks to a stream, respecting back-pressure. */
export async function writeChunks(
  stream: NodeJS.WritableStream,
  chunks: Iterable<string | Uint8Array>,
): Promise<void> {
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

/**
 * Expands glob patterns among file arguments, as the Action does (tinyglobby), so
 * `merge 'shard*.json'` works where the shell does not expand it (Windows). `-` and names of
 * existing files are kept as given; a pattern gives its matches sorted, and a pattern that
 * matches nothing is refused with one line. Order is kept (a file named twice stays twice,
 * as a shell would pass it: merge refuses the same shard twice).
 */
export function expandFileArguments(args: readonly string[], cwd = process.cwd()): string[] {
  const out: string[] = [];
  for (const arg of args) {
    if (arg === '-' || existsSync(resolve(cwd, arg)) || !isDynamicPattern(arg)) {
      out.push(arg);
      continue;
    }
    const matches = globSync(arg, { cwd, onlyFiles: true, expandDirectories: false }).sort();
    if (matches.length === 0) throw new UsageError(`no file matches '${arg}' (in ${cwd})`);
    out.push(...matches);
  }
  return out;
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
