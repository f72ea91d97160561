import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parseResultFile } from './result-file.js';
import { resultFileSchema } from './schema.js';

const root = join(import.meta.dirname, '..', '..');
const text = (p: string) => readFileSync(join(root, p), 'utf8');
const load = (p: string) => JSON.parse(text(p));
const ajv = new Ajv2020.default({ allErrors: true, strict: true });
const schema = ajv.compile(load('schema/sweep-results.json'));

// Written by `knights-tour sweep --out` (then formatted): `--sizes 5-8 --algorithm aml`,
// `--sizes 1-6 --algorithm auto`, `--sizes 5-6 --algorithm warnsdorff --seed 7` and
// `--sizes 3x3x3,2x3x6 --algorithm octaml3d --starts fundamental --verify`; and by
// `knights-tour check-solver --command 'node packages/sweep/fixtures/solvers/faulty.mjs
// repeat@0,0 crash@2,0 garbage@4,0 give-up@1,1 hang@3,1 --lines' --protocol lines --sizes 5-6
// --reference warnsdorff --timeout 3 --out …` (a verdict of every kind, and departures).
const FIXTURES = [
  ...['', '-auto', '-seed', '-3d'].map((s) => `fixtures/sweep-results${s}.json`),
  'fixtures/solver-results.json',
];

describe('the sweep results schema (schema/sweep-results.json)', () => {
  it('is the one generated from the constants the writer and the reader use', () => {
    // Regenerate with `pnpm --filter @knights-tour/sweep run schema`.
    expect(load('schema/sweep-results.json')).toEqual(resultFileSchema());
  });

  it('is exported and shipped by the package', () => {
    const pkg = load('package.json');
    expect(pkg.exports['./schema/sweep-results.json']).toBe('./schema/sweep-results.json');
    expect(pkg.files).toContain('schema');
  });

  for (const fixture of FIXTURES) {
    it(`accepts ${fixture}, which the reader accepts too`, () => {
      const data = load(fixture);
      expect(schema(data), JSON.stringify(schema.errors)).toBe(true);
      expect(() => parseResultFile(text(fixture), fixture)).not.toThrow();
    });
  }

  it('rejects other formats, missing or unknown fields, bad values', () => {
    const real = load('fixtures/sweep-results.json');
    const task = real.results[0];
    const { tasksTotal: _, ...missing } = real;
    const { sum: __, ...unsummed } = task;
    const check = load('fixtures/solver-results.json');
    const solverTask = check.results[0];
    const instance = solverTask.failed[0];
    for (const bad of [
      { ...check, algorithm: 'aml' },
      { ...check, verify: false },
      { ...check, solver: { ...check.solver, protocol: 'pipe' } },
      { ...check, solver: { ...check.solver, timeout: 0 } },
      { ...check, solver: { ...check.solver, shell: true } },
      { ...check, results: [{ ...solverTask, verdicts: { ...solverTask.verdicts, wrong: 1 } }] },
      { ...check, results: [{ ...solverTask, failed: [{ ...instance, verdict: 'fine' }] }] },
      { ...check, results: [{ ...solverTask, failed: [{ ...instance, start: [0, 0, 0] }] }] },
      { ...check, results: [{ ...solverTask, failed: [{ ...instance, departure: { step: 2 } }] }] },
      { ...real, format: 'knights-tour-sweep/1' },
      missing,
      { ...real, extra: 1 },
      { ...real, algorithm: 'backtrack' },
      { ...real, starts: 'cube-octant' },
      { ...real, seed: -1 },
      { ...real, seed: 2 ** 32 },
      { ...real, shard: { index: 1, count: 1 } },
      { ...real, results: [{ ...task, instances: -1 }] },
      { ...real, results: [unsummed] },
      { ...real, results: [{ ...task, sum: 'XYZ' }] },
      { ...real, results: [{ ...task, depth: 1 }] },
      { ...real, results: [{ ...task, methods: { guess: 1 } }] },
      { ...real, results: [{ ...task, failed: [{ ...task.failed[0], start: [0, 0, 0, 0] }] }] },
    ]) {
      expect(schema(bad), JSON.stringify(bad).slice(0, 200)).toBe(false);
    }
  });
});
