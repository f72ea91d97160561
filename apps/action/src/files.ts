import { resolve } from 'node:path';
import type { Shard } from '@knights-tour/sweep/plan';
import { glob } from 'tinyglobby';
import { InputError } from './inputs.js';

// Dependencies and VCS metadata are never tour files, even when a pattern like **/*.json reaches them.
const ALWAYS_IGNORED = ['**/node_modules/**', '**/.git/**'];

/**
 * The files the patterns name, sorted, relative to `cwd`, for the input `input` (`tours` or
 * `shards`). Every positive pattern must match something: a pattern matching nothing is almost
 * always a typo, and checking "no files" would pass silently. `skip` (an absolute path, the
 * step's own results file) is never returned, so a broad pattern does not read what the step writes.
 */
export async function findFiles(
  patterns: readonly string[],
  cwd: string,
  input: 'tours' | 'shards',
  skip?: string,
): Promise<string[]> {
  const excludes = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const includes = patterns.filter((p) => !p.startsWith('!'));
  if (includes.length === 0) {
    throw new InputError(
      input,
      'every pattern is an exclusion (!…): give at least one pattern of files to read',
    );
  }
  const found = new Set<string>();
  for (const pattern of includes) {
    const matches = (
      await glob(pattern, {
        cwd,
        ignore: [...ALWAYS_IGNORED, ...excludes],
        onlyFiles: true,
        expandDirectories: false,
      })
    ).filter((m) => skip === undefined || resolve(cwd, m) !== skip);
    if (matches.length === 0) {
      throw new InputError(input, `no file matches '${pattern}' (in ${cwd})`);
    }
    for (const m of matches) found.add(m);
  }
  return [...found].sort();
}

/** Files of shard i/k: every k-th file of the sorted list, starting at the i-th. */
export function shardFiles(files: readonly string[], shard: Shard): string[] {
  return files.filter((_, i) => i % shard.count === shard.index - 1);
}
