import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError } from './command.js';

/** Fails with a one-line error when the directory a file would go into does not exist. */
export function checkOutputPath(path: string): string {
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

/**
 * Writes `chunks` to `path` atomically: a temporary file beside it, renamed over the target
 * only when everything was written. On any error the temporary file is removed, so no
 * partial output is ever left behind.
 */
export async function writeFileAtomic(path: string, chunks: Iterable<string>): Promise<void> {
  const full = checkOutputPath(path);
  const temp = join(dirname(full), `.${basename(full)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await new Promise<void>((done, failed) => {
      const out = createWriteStream(temp);
      out.on('error', failed);
      const pump = () => {
        for (;;) {
          const next = iterator.next();
          if (next.done) {
            out.end(done);
            return;
          }
          if (!out.write(next.value)) {
            out.once('drain', pump);
            return;
          }
        }
      };
      const iterator = chunks[Symbol.iterator]();
      pump();
    });
    renameSync(temp, full);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error instanceof UsageError
      ? error
      : new UsageError(`cannot write ${path}: ${(error as Error).message}`);
  }
}

/** Writes chunks to a stream, respecting back-pressure. */
export async function writeChunks(
  stream: NodeJS.WritableStream,
  chunks: Iterable<string>,
): Promise<void> {
  for (const chunk of chunks) {
    if (!stream.write(chunk)) {
      await new Promise<void>((done) => stream.once('drain', () => done()));
    }
  }
}

/** Reads a file, or standard input for `-`, with a one-line error when it cannot. */
export async function readInput(path: string, stdin: NodeJS.ReadableStream): Promise<string> {
  if (path === '-') {
    const parts: Buffer[] = [];
    for await (const part of stdin) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
    return Buffer.concat(parts).toString('utf8');
  }
  try {
    if (statSync(path).isDirectory()) throw new Error('is a directory');
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new UsageError(`cannot read ${path}: ${why}`);
  }
}
