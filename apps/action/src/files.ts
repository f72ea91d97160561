import { type Stats, stat } from 'node:fs';
import { resolve } from 'node:path';
import { escapeControls } from '@knights-tour/core';
import type { Shard } from '@knights-tour/sweep/plan';
import { glob, isDynamicPattern } from 'tinyglobby';
import { InputError } from './inputs.js';
import {
  type FoundFile,
  isWithin,
  patternBaseRefusal,
  readableFile,
  type Workspace,
} from './workspace.js';

// Dependencies and VCS metadata are never tour files, even when a pattern like **/*.json reaches them.
const ALWAYS_IGNORED = ['**/node_modules/**', '**/.git/**'];

/** `..` as a whole segment, also inside braces or extglobs (`{a,..}`, `@(..)`). */
const PARENT_SEGMENT = /(^|[/{,(|])\.\.($|[/},)|])/;

/**
 * Where a pattern's crawl starts: its segments before the first wildcard, the file name
 * aside. Refuses a pattern that starts outside the workspace, leads there through a link, or
 * climbs out (`..`) after a wildcard, where its start cannot tell.
 */
function patternBase(pattern: string, ws: Workspace, input: 'tours' | 'shards'): void {
  const segments = pattern.split('/');
  let fixed = 0;
  while (fixed < segments.length - 1 && !isDynamicPattern(segments[fixed]!)) fixed++;
  const why = PARENT_SEGMENT.test(segments.slice(fixed).join('/'))
    ? 'it climbs up (..) after a wildcard, which could lead outside the workspace'
    : patternBaseRefusal(ws, segments.slice(0, fixed).join('/') || '.');
  if (why !== undefined) {
    throw new InputError(
      input,
      `'${escapeControls(pattern)}' is refused: ${why}; the Action reads only files inside GITHUB_WORKSPACE`,
    );
  }
}

/**
 * The file system as the crawl sees it: a symbolic link whose target is outside the
 * workspace is a file there, never a directory to enter, so a crawl stays in the workspace
 * (a link to `/` is not walked) and the link is matched and refused by name like any file.
 */
function confinedFs(ws: Workspace) {
  const leaf = { isDirectory: () => false, isFile: () => true } as Stats;
  const confined = (path: string, done: (error: Error | null, stats: Stats) => void) => {
    if (!isWithin(ws.root.real, resolve(path))) done(null, leaf);
    else stat(path, done);
  };
  return { stat: confined as typeof stat };
}

/**
 * The files the patterns name, sorted, relative to the working directory, for the input
 * `input` (`tours` or `shards`), each with its real path or the reason it is not read (see
 * workspace.ts). Every positive pattern must match something: a pattern matching nothing is
 * almost always a typo, and checking "no files" would pass silently. `skip` (a real path:
 * the step's own results file) is never returned, so a broad pattern does not read what the
 * step writes.
 */
export async function findFiles(
  patterns: readonly string[],
  ws: Workspace,
  input: 'tours' | 'shards',
  skip?: string,
): Promise<FoundFile[]> {
  const excludes = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const includes = patterns.filter((p) => !p.startsWith('!'));
  if (includes.length === 0) {
    throw new InputError(
      input,
      'every pattern is an exclusion (!…): give at least one pattern of files to read',
    );
  }
  const found = new Map<string, FoundFile>();
  for (const pattern of includes) {
    patternBase(pattern, ws, input);
    const matches = (
      await glob(pattern, {
        cwd: ws.cwd,
        ignore: [...ALWAYS_IGNORED, ...excludes],
        onlyFiles: true,
        expandDirectories: false,
        fs: confinedFs(ws),
      })
    )
      .map((name) => found.get(name) ?? readableFile(ws, name))
      .filter((f) => skip === undefined || f.real !== skip);
    if (matches.length === 0) {
      throw new InputError(input, `no file matches '${escapeControls(pattern)}' (in ${ws.cwd})`);
    }
    for (const f of matches) found.set(f.name, f);
  }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Files of shard i/k: every k-th file of the sorted list, starting at the i-th. */
export function shardFiles<T>(files: readonly T[], shard: Shard): T[] {
  return files.filter((_, i) => i % shard.count === shard.index - 1);
}
