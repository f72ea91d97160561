import { lstatSync, readlinkSync, realpathSync, type Stats, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { KnightsTourError } from '@knights-tour/core';
import { checkOutputPath, isSpecialFile, showPath } from '@knights-tour/files';

// The system's realpath, one call a path (Node's own walks the path with an lstat per name:
// most of the time of checking ten thousand files).
const realpath = realpathSync.native;

/**
 * The one guard of every path the Action reads or writes. A pull request controls the files
 * of the workspace, symbolic links included, so a path that looks inside the workspace can
 * lead anywhere the runner can read (`tours/x.json → /etc/passwd`) or write
 * (`results → ../other-repo/file`). Every path is therefore resolved the way the system will
 * resolve it (symbolic links followed, for a file still to be written those of its deepest
 * existing ancestor), and must end inside the workspace; the Action's own files may also be
 * in the runner's temporary directory, when the path given is there itself (a link from the
 * workspace into it is refused: the runner keeps its command files there). A refusal says
 * which rule the path broke and never anything the file holds.
 */

/** A directory the Action may use: as the runner named it, and its real path. */
export interface Root {
  readonly given: string;
  readonly real: string;
}

/** Where the Action may read and write. */
export interface Workspace {
  /** `GITHUB_WORKSPACE` (or the working directory outside a runner): every file read is here. */
  readonly root: Root;
  /** `RUNNER_TEMP`, when the runner set it: the Action's own files may be written here too. */
  readonly temp: Root | undefined;
  /** Where relative paths start: the step's working directory. */
  readonly cwd: string;
}

function realOrSelf(path: string): string {
  try {
    return realpath(path);
  } catch {
    return resolve(path);
  }
}

const rootOf = (dir: string): Root => ({ given: resolve(dir), real: realOrSelf(dir) });

/** The workspace of a run: the runner's variables, or `cwd` alone outside a runner. */
export function workspaceOf(env: NodeJS.ProcessEnv, cwd: string): Workspace {
  return {
    root: rootOf(env.GITHUB_WORKSPACE || cwd),
    temp: env.RUNNER_TEMP ? rootOf(env.RUNNER_TEMP) : undefined,
    cwd: resolve(cwd),
  };
}

/** True when `path` (absolute) is `dir` or lies below it. */
export function isWithin(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** True when `path`, as written (no link followed), names something in `root`. */
const namedIn = (root: Root, path: string) =>
  isWithin(root.given, path) || isWithin(root.real, path);

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Where writing `path` really goes: the end of its chain of symbolic links (a dangling last
 * link included: writing creates its target), then the real path of the deepest ancestor that
 * exists, with the names below it that do not exist yet.
 */
function resolveForWrite(path: string): string {
  let at = path;
  for (let i = 0; i < 40; i++) {
    const stat = lstatOrUndefined(at);
    if (!stat?.isSymbolicLink()) break;
    at = resolve(dirname(at), readlinkSync(at));
  }
  const missing: string[] = [];
  let base = at;
  while (lstatOrUndefined(base) === undefined && dirname(base) !== base) {
    missing.unshift(basename(base));
    base = dirname(base);
  }
  // A dangling link among the ancestors: nothing can be written there.
  const real = realpath(base);
  return missing.length === 0 ? real : join(real, ...missing);
}

const shown = (text: string) => `'${showPath(text)}'`;

/**
 * The real file that writing `text` (a path relative to the working directory, or absolute)
 * replaces, checked: it must resolve inside the workspace (or, named there, inside the
 * runner's temporary directory), be a regular file or nothing yet, in a directory that
 * exists. Throws a one-line `KnightsTourError` naming `text` (nothing of the file's content).
 */
export function outputTarget(ws: Workspace, text: string): string {
  const given = resolve(ws.cwd, text);
  // The root the path names, as written; it must also hold the file the links lead to.
  const home = [ws.root, ws.temp].find((r) => r !== undefined && namedIn(r, given));
  if (home === undefined) {
    throw new KnightsTourError(
      `${shown(text)} is outside the workspace: the Action writes only inside GITHUB_WORKSPACE (or RUNNER_TEMP)`,
    );
  }
  let real: string;
  try {
    real = resolveForWrite(given);
  } catch {
    throw new KnightsTourError(`cannot write ${shown(text)}: its directory does not exist`);
  }
  if (!isWithin(home.real, real)) {
    throw new KnightsTourError(
      `${shown(text)} leads outside the workspace through a symbolic link: the Action writes only inside GITHUB_WORKSPACE (or RUNNER_TEMP)`,
    );
  }
  checkOutputPath(real, text);
  if (isSpecialFile(real)) {
    throw new KnightsTourError(
      `${shown(text)} is not a regular file (a device, a FIFO or a socket): the results file is written whole and read back`,
    );
  }
  return real;
}

/** A file found for reading: its name as shown, and its real path, or why it is not read. */
export type FoundFile =
  | { readonly name: string; readonly real: string; readonly refused?: undefined }
  | { readonly name: string; readonly real?: undefined; readonly refused: string };

/**
 * Checks a file a pattern matched before anything reads it: it must resolve inside the
 * workspace and be a regular file. `name` is how messages show it.
 */
export function readableFile(ws: Workspace, name: string): FoundFile {
  const given = resolve(ws.cwd, name);
  if (!namedIn(ws.root, given)) {
    return { name, refused: 'not read: it is outside the workspace' };
  }
  let real: string;
  try {
    real = realpath(given);
  } catch {
    return { name, refused: 'not read: a symbolic link to nothing' };
  }
  if (!isWithin(ws.root.real, real)) {
    return {
      name,
      refused: 'not read: a symbolic link that leads outside the workspace',
    };
  }
  let stat: Stats;
  try {
    stat = statSync(real);
  } catch {
    return { name, refused: 'not read: it cannot be opened' };
  }
  if (!stat.isFile()) {
    return { name, refused: 'not read: not a regular file (a directory, a device or a FIFO)' };
  }
  return { name, real };
}

/**
 * Checks a directory a pattern starts from (its part before the first wildcard): it must
 * lie inside the workspace, and so must its real path, or the crawl itself would read
 * directories outside. Returns undefined when it does, else the reason.
 */
export function patternBaseRefusal(ws: Workspace, base: string): string | undefined {
  const given = resolve(ws.cwd, base);
  if (!namedIn(ws.root, given)) return 'it names files outside the workspace';
  let at = given;
  while (lstatOrUndefined(at) === undefined && dirname(at) !== at) at = dirname(at);
  if (!isWithin(ws.root.real, realOrSelf(at))) {
    return 'it leads outside the workspace through a symbolic link';
  }
  return undefined;
}
