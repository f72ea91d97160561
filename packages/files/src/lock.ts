import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { KnightsTourError } from '@knights-tour/core';
import { holdUntilExit, release } from './cleanup.js';
import { fileError, showPath } from './errors.js';
import { targetOf, writeAllSync } from './write.js';

/**
 * Takes the lock file beside `path` (`path.lock` beside the file a symlink points to,
 * created exclusively, holding this process id) and returns its release. A lock whose
 * process is gone is stale and taken over; a live one is refused with one line naming
 * `holder` (what writes such files, for the message: `another sweep`). The lock file is
 * removed by the release, and on any exit or signal before it (see cleanup.ts); a lock that
 * cannot be written completely (a full disk) is removed at once and reported in the words of
 * the writer. Special files (devices, FIFOs, `/dev/stdout`) are written through, never
 * replaced: they take no lock.
 */
export function lockFile(path: string, holder = 'another process'): () => void {
  const target = targetOf(path);
  if (target.direct) return () => {};
  const lock = `${target.path}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw fileError('write', path, error);
      let pid = Number.NaN;
      try {
        pid = Number.parseInt(readFileSync(lock, 'utf8'), 10);
      } catch {}
      if (!Number.isSafeInteger(pid) || processAlive(pid)) {
        throw new KnightsTourError(
          `${showPath(path)} is being written by ${holder}${Number.isSafeInteger(pid) ? ` (process ${pid})` : ''}: wait for it to finish or choose another file (remove ${showPath(lock)} if nothing writes it)`,
        );
      }
      rmSync(lock, { force: true }); // stale: its process died without releasing it
      continue;
    }
    holdUntilExit(lock);
    try {
      writeAllSync(fd, Buffer.from(`${process.pid}\n`));
    } catch (error) {
      closeSync(fd);
      release(lock, true);
      throw fileError('write', path, error);
    }
    closeSync(fd);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release(lock, true);
    };
  }
  throw fileError('lock', path, `${showPath(lock)} keeps reappearing`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
