import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solve } from './solve.js';

// A copy of shared/reference/tours.jsonl travels with the repository so the tests also run
// outside this workspace; when the shared original is beside the clone, they must agree.
const fixture = new URL('../fixtures/reference-tours.jsonl', import.meta.url);
const shared = new URL('../../../../shared/reference/tours.jsonl', import.meta.url);

interface ReferenceWalk {
  algorithm: 'aml' | 'octaml' | 'octaml16';
  n: number;
  start: [number, number];
  complete: boolean;
  attempts: number;
  path: [number, number][];
}

const walks: ReferenceWalk[] = readFileSync(fixture, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as ReferenceWalk);

describe('reference walks (SPEC §8)', () => {
  it('the fixture is the shared reference file when that is present', () => {
    if (!existsSync(shared)) return;
    expect(readFileSync(fixture, 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  it('covers all three published algorithms and failing walks', () => {
    expect(new Set(walks.map((w) => w.algorithm))).toEqual(new Set(['aml', 'octaml', 'octaml16']));
    expect(walks.some((w) => !w.complete)).toBe(true);
    expect(walks.length).toBeGreaterThanOrEqual(30);
  });

  it.each(walks.map((w) => [`${w.algorithm} n=${w.n} from (${w.start.join(',')})`, w] as const))(
    '%s is reproduced step for step',
    (_name, ref) => {
      const doc = solve({ n: ref.n, start: ref.start, algorithm: ref.algorithm });
      expect(doc.complete).toBe(ref.complete);
      expect(doc.attempts).toBe(ref.attempts);
      expect(doc.path).toEqual(ref.path);
    },
  );
});
