import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { runCli } from '../test-helpers.js';

/**
 * The tours the verify command's tests read, written by the real `knights-tour solve` once for
 * all their files (vitest runs them in one process: apps/cli/vitest.config.ts), then copied
 * into each file's own directory, where its tests write their files beside them. Excluded
 * from the build, like the tests.
 */

export type Doc = { width: number; height: number; path: [number, number][]; [k: string]: unknown };

/** Writes a tour with the real `knights-tour solve`, as a user would; exit 0 = complete. */
export async function solveTo(path: string, args: string[], complete = true): Promise<void> {
  const result = await runCli(['solve', ...args, '--out', path]);
  expect(result.stderr).toMatch(/^(auto|octaml16|octaml|aml|warnsdorff): /);
  expect(result.code).toBe(complete ? 0 : 1);
}

const SOLVED: [name: string, args: string[], complete: boolean][] = [
  ['tour.json', ['8', '--format', 'json'], true],
  ['tour.csv', ['8', '--format', 'csv', '--start', '3,5'], true],
  ['tour.txt', ['8', '--format', 'text', '--start', '7,7'], true],
  ['rect.json', ['6x8', '--format', 'json', '--start', '1,1'], true],
  ['aml-fail.txt', ['7', '--start', '6,2', '--algorithm', 'aml'], false],
];

let solved: Promise<[string, string][]> | undefined;

function tours(): Promise<[string, string][]> {
  solved ??= (async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'kt-verify-tours-'));
    try {
      const texts: [string, string][] = [];
      for (const [name, args, complete] of SOLVED) {
        await solveTo(join(scratch, name), args, complete);
        texts.push([name, readFileSync(join(scratch, name), 'utf8')]);
      }
      return texts;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  })();
  return solved;
}

/**
 * A directory of the calling test file's own, made before its tests and removed after them,
 * holding tour.json, tour.csv, tour.txt (8x8), rect.json (6x8) and aml-fail.txt (AML stuck on
 * 7x7): `file(name)` is a path in it, `read(name)` a file's text, `dir()` the directory.
 */
export function verifyTours() {
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kt-verify-'));
    for (const [name, text] of await tours()) writeFileSync(join(dir, name), text);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string) => join(dir, name);
  return { dir: () => dir, file, read: (name: string) => readFileSync(file(name), 'utf8') };
}
