import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { escapeControls, quote, rethrowAs } from '@knights-tour/core';
import {
  readByteChunks as readBytes,
  readTextChunks as readChunks,
  readText,
} from '@knights-tour/files';
import { MAX_INPUT } from '@knights-tour/verify';
import { globSync, isDynamicPattern } from 'tinyglobby';
import { UsageError, usageError } from './command.js';

// Every command reads and writes files through @knights-tour/files: the one bounded reader
// (binary data and endless inputs refused at once), the one atomic writer (temporary file,
// fsync, rename; symlinks followed, devices and FIFOs written through) and the one wording
// of file errors (`cannot write F: no space left on the device`).
export {
  type Chunks,
  checkOutputPath,
  showPath,
  Utf8Pieces,
  writeFileAtomic,
} from '@knights-tour/files';

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

/**
 * A whole text file, or standard input for `-`, through the bounded reader: binary data is
 * refused at once and nothing longer than 256 MiB (more than any tour a command draws) is
 * held, each with one line.
 */
export function readInput(path: string, stdin: NodeJS.ReadableStream): Promise<string> {
  // A file that cannot be read is bad input, told apart from what a reader finds in a file.
  return rethrowAs(() => readText(path, { stdin, what: 'tour file' }), usageError());
}

/**
 * A file, or standard input for `-`, as text in pieces of about 1 MiB, never the whole file
 * in one string: the verifier's streaming reader takes them, and itself refuses binary data
 * (with the line and column) and inputs past its {@link MAX_INPUT}.
 */
export function readTextChunks(path: string, stdin: NodeJS.ReadableStream): AsyncIterable<string> {
  return rethrowAs(
    () => readChunks(path, { stdin, limit: MAX_INPUT, text: false, what: 'tour file' }),
    usageError(),
  );
}

/**
 * A file, or standard input for `-`, as bytes in pieces of about 1 MiB: what the verifier reads
 * fastest (its fast paths take bytes; it decodes only the rest, and refuses binary data itself).
 */
export function readByteChunks(
  path: string,
  stdin: NodeJS.ReadableStream,
): AsyncIterable<Uint8Array> {
  return rethrowAs(
    () => readBytes(path, { stdin, limit: MAX_INPUT, text: false, what: 'tour file' }),
    usageError(),
  );
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
    if (matches.length === 0) {
      throw new UsageError(`no file matches ${quote(arg, 200)} (in ${escapeControls(cwd)})`);
    }
    out.push(...matches);
  }
  return out;
}
