import { escapeControls, KnightsTourError } from '@knights-tour/core';

// The one wording of file errors: every reader, writer and lock of the CLI, the sweep and the
// Action says why in the same words, never an errno code, a stack or a temporary file's name.

const WORDS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large (file size limit reached)',
  ENAMETOOLONG: 'file name too long',
  ELOOP: 'too many levels of symbolic links',
  EIO: 'input/output error',
  EPIPE: 'the reading end was closed',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  ERR_FS_FILE_TOO_LARGE: 'file too large to read',
};

/** Most characters of a path a message shows; a longer one keeps its start and its end. */
const SHOWN_PATH = 200;

/**
 * A path as messages show it: control characters (an ESC in a file name) escaped, and a path
 * longer than 200 characters cut in the middle (`aaaa…zzzz`), so a message stays one short line.
 */
export function showPath(path: string): string {
  const half = SHOWN_PATH / 2;
  const cut = path.length > SHOWN_PATH ? `${path.slice(0, half)}…${path.slice(-half)}` : path;
  return escapeControls(cut);
}

/**
 * Why a file operation failed, in words: `no space left on the device`. An error without a
 * known code keeps the words of its message (`EXDEV: cross-device link not permitted, rename
 * '/a/.b.tmp' -> '/a/b'` → `cross-device link not permitted`), escaped.
 */
function describeFileError(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  const words = typeof code === 'string' ? WORDS[code] : undefined;
  if (words) return words;
  const message = error instanceof Error ? error.message : String(error);
  const first = message.split('\n')[0] ?? '';
  return escapeControls(/^[A-Z_]+: ([^,]+)/.exec(first)?.[1] ?? first);
}

/** True for an operating-system error (one with an errno code), as opposed to a bug. */
export function isSystemError(error: unknown): error is Error & { code: string } {
  return typeof (error as { code?: unknown } | undefined)?.code === 'string';
}

/**
 * The one-line error of a failed file operation: `cannot write results.json: no space left on
 * the device`. `why` is the error to describe, or the words themselves.
 */
export function fileError(
  action: 'read' | 'write' | 'lock',
  path: string,
  why: unknown,
): KnightsTourError {
  const words = typeof why === 'string' ? why : describeFileError(why);
  return new KnightsTourError(`cannot ${action} ${showPath(path)}: ${words}`);
}
