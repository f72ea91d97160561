import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Core's layers, lowest first: a file may import its own layer and the layers below it.
// Top-level files (solve, auto, heuristics, formats, index) are the facade. three-d/ (3-D boards)
// uses board/ only; it sits just below the facade so that nothing 2-D depends on it.
const LAYERS = ['text', 'board', 'engine', 'search', 'construct', 'three-d', 'facade'] as const;

const src = dirname(fileURLToPath(import.meta.url));

/** The layer of a path relative to src/ (posix separators), or undefined for an unknown folder. */
function layerOf(path: string): number | undefined {
  const parts = path.split('/');
  if (parts.length === 1) return LAYERS.indexOf('facade');
  const i = LAYERS.indexOf(parts[0] as (typeof LAYERS)[number]);
  return i < 0 || parts[0] === 'facade' ? undefined : i;
}

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** Every module specifier a source text imports or re-exports. */
function specifiers(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

/**
 * The layering problems of library files (path relative to src/ → text): an import of a
 * higher layer, of anything outside core (core is pure: no `node:` modules, no packages),
 * or a file in a folder that is not a layer.
 */
function violations(files: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const [path, text] of files) {
    const own = layerOf(path);
    if (own === undefined) {
      out.push(`${path}: folder is not one of the layers ${LAYERS.join(' < ')}`);
      continue;
    }
    for (const spec of specifiers(text)) {
      if (!spec.startsWith('.')) {
        out.push(
          `${path} imports '${spec}': core imports nothing outside itself (no node:, no packages)`,
        );
        continue;
      }
      const target = posix.normalize(posix.join(posix.dirname(path), spec));
      const layer = target.startsWith('..') ? undefined : layerOf(target);
      if (layer === undefined) out.push(`${path} imports '${spec}', outside core's layers`);
      else if (layer > own) {
        out.push(`${path} (${LAYERS[own]}) imports '${spec}' (${LAYERS[layer]}), a higher layer`);
      }
    }
  }
  return out;
}

function libraryFiles(dir: string, out = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) libraryFiles(path, out);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      out.set(relative(src, path).split(sep).join('/'), readFileSync(path, 'utf8'));
    }
  }
  return out;
}

describe('core layering (text < board < engine < search < construct < three-d < facade)', () => {
  // Tests are exempt: they may cross-check against higher layers and read fixtures with node:fs.
  const files = libraryFiles(src);

  it('finds the library files of every layer', () => {
    for (const layer of ['board', 'engine', 'search', 'construct']) {
      expect(files.has(`${layer}/index.ts`), `${layer}/index.ts`).toBe(true);
    }
    expect(files.has('index.ts')).toBe(true);
    expect(files.size).toBeGreaterThan(20);
  });

  it('no file imports a higher layer or anything outside core', () => {
    expect(violations(files)).toEqual([]);
  });

  it('the check catches an upward import, a node: import and a stray folder', () => {
    const bad = new Map([
      ['board/board.ts', "import { walk } from '../engine/walk.js';\n"],
      [
        'engine/walk.ts',
        "export { x } from './geometry.js';\nimport { readFileSync } from 'node:fs';\n",
      ],
      [
        'search/count.ts',
        "import type { Tour } from '../board/tour.js';\nconst m = import('../solve.js');\n",
      ],
      ['sweep/plan.ts', ''],
    ]);
    expect(violations(bad)).toEqual([
      "board/board.ts (board) imports '../engine/walk.js' (engine), a higher layer",
      "engine/walk.ts imports 'node:fs': core imports nothing outside itself (no node:, no packages)",
      "search/count.ts (search) imports '../solve.js' (facade), a higher layer",
      'sweep/plan.ts: folder is not one of the layers text < board < engine < search < construct < three-d < facade',
    ]);
  });
});
