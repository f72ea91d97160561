import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTO_METHODS, HEURISTICS, MAX_SEED, solve } from '@knights-tour/core';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { verifyTour } from './verify.js';

const root = join(import.meta.dirname, '..');
const load = (p: string) => JSON.parse(readFileSync(join(root, p), 'utf8'));
const ajv = new Ajv2020.default({ allErrors: true, strict: false });
ajv.addSchema(load('schema/tour.json'), 'tour.json');
const tourSchema = ajv.getSchema('tour.json')!;
const resultsSchema = ajv.compile(load('schema/sweep-results.json'));

/**
 * Why the verifier does not read a value as a well-formed document: a format error, or the
 * malformed steps it finds (empty when it reads it cleanly).
 */
function readErrors(value: unknown): string[] {
  try {
    const report = verifyTour(value as never);
    return report.problems.filter((p) => p.kind === 'malformed').map((p) => p.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

const good = solve({ n: 6, start: [1, 2] });
const box = solve({ width: 3, height: 4, depth: 5 });
/** Documents whose structure the verifier reads: the schema and the verifier must agree on them. */
const samples: [string, unknown][] = [
  ['a solved tour', good],
  ['the least document', { width: 1, height: 1, path: [[0, 0]] }],
  ['an empty path', { width: 5, height: 5, path: [] }],
  ['a partial walk', solve({ n: 7, start: [6, 2], algorithm: 'aml' })],
  [
    'an invalid tour that is well formed',
    {
      width: 5,
      height: 5,
      path: [
        [0, 0],
        [0, 0],
        [9, 9],
      ],
    },
  ],
  ['extra fields', { ...good, note: 'mine' }],
  ['no path', { width: 8, height: 8 }],
  ['no width', { height: 8, path: [] }],
  ['zero width', { width: 0, height: 8, path: [] }],
  ['fractional height', { width: 8, height: 7.5, path: [] }],
  ['side too large', { width: 16385, height: 1, path: [] }],
  ['an array', [[0, 0]]],
  ['a string', 'a1'],
  ['null', null],
  ['path not an array', { width: 8, height: 8, path: 'a1' }],
  ['an entry of one number', { width: 5, height: 5, path: [[0, 0], [1]] }],
  ['a fractional coordinate', { width: 5, height: 5, path: [[0.5, 0]] }],
  ['a string coordinate', { width: 5, height: 5, path: [['0', 0]] }],
  ['an object entry', { width: 5, height: 5, path: [{ x: 0, y: 0 }] }],
  ['a box', box],
  ['a box of depth 1 (a board)', { ...good, depth: 1 }],
  ['a box with an [x, y] entry', { ...box, path: [...box.path.slice(1), [0, 0]] }],
  ['a board with an [x, y, z] entry', { ...good, path: [[0, 0, 0]] }],
  ['a control character in format', { ...good, format: 'knights-tour/1\u001b[2J' }],
];

/** Informative fields of the wrong type: the schema refuses them; the verifier never trusts them anyway. */
const informative: [string, unknown][] = [
  ['complete as a string', { ...good, complete: 'yes' }],
  ['a bad start', { ...good, start: [1] }],
  ['negative attempts', { ...good, attempts: -1 }],
  ['a bad variant', { ...good, variant: { r: 2, t: 0 } }],
  ['format as a number', { ...good, format: 1 }],
];

describe('the tour document schema (schema/tour.json) agrees with the verifier', () => {
  for (const [name, value] of samples) {
    it(name, () => {
      const bySchema = tourSchema(value) as boolean;
      const errors = readErrors(value);
      expect(
        bySchema,
        `schema: ${JSON.stringify(tourSchema.errors)}; verifier: ${errors.join('; ')}`,
      ).toBe(errors.length === 0);
    });
  }
  it('has valid and invalid samples both', () => {
    const valid = samples.filter(([, v]) => readErrors(v).length === 0).length;
    expect(valid).toBeGreaterThanOrEqual(6);
    expect(samples.length - valid).toBeGreaterThanOrEqual(10);
  });
  for (const [name, value] of informative) {
    it(`${name}: refused by the schema, never trusted by the verifier`, () => {
      expect(tourSchema(value)).toBe(false);
      expect(readErrors(value)).toEqual([]);
    });
  }
  it('is exported by the package', () => {
    const pkg = load('package.json');
    expect(pkg.exports['./schema/tour.json']).toBe('./schema/tour.json');
    expect(pkg.exports['./schema/sweep-results.json']).toBe('./schema/sweep-results.json');
    expect(pkg.files).toContain('schema');
  });
});

describe('the sweep results schema (schema/sweep-results.json)', () => {
  it('lists exactly the algorithms, auto methods and seed range the code has', () => {
    // The schema is JSON and cannot import them: this keeps its copies in step with core.
    const schema = load('schema/sweep-results.json');
    const result = schema.properties.results.items.properties;
    expect([...schema.properties.algorithm.enum].sort()).toEqual([...HEURISTICS, 'auto'].sort());
    expect(schema.properties.seed.maximum).toBe(MAX_SEED);
    expect(result.methods.propertyNames.enum).toEqual([...AUTO_METHODS]);
  });

  const real = load('fixtures/sweep-results.json');
  it('accepts a results file written by knights-tour sweep', () => {
    expect(resultsSchema(real), JSON.stringify(resultsSchema.errors)).toBe(true);
    expect(resultsSchema({ ...real, shard: { index: 2, count: 3 } })).toBe(true);
  });
  it('rejects a verify results file, a wrong format tag, a missing field, a bad result', () => {
    expect(resultsSchema({ ...real, format: 'knights-tour-verify/1' })).toBe(false);
    const { tasksTotal: _, ...missing } = real;
    expect(resultsSchema(missing)).toBe(false);
    expect(resultsSchema({ ...real, results: [{ ...real.results[0], instances: -1 }] })).toBe(
      false,
    );
    expect(resultsSchema({ ...real, algorithm: 'best' })).toBe(false);
  });
  it('accepts the files of auto and seeded sweeps, and rejects an unknown method or seed', () => {
    // Written by `knights-tour sweep --sizes 1-6 --algorithm auto` and
    // `sweep --sizes 5-6 --algorithm warnsdorff --seed 7` (both with --out).
    const auto = load('fixtures/sweep-results-auto.json');
    expect(resultsSchema(auto), JSON.stringify(resultsSchema.errors)).toBe(true);
    expect(auto.results.some((r: { methods?: object }) => r.methods)).toBe(true);
    const guessed = { ...auto, results: [{ ...auto.results[0], methods: { guess: 1 } }] };
    expect(resultsSchema(guessed)).toBe(false);
    const seeded = load('fixtures/sweep-results-seed.json');
    expect(resultsSchema(seeded), JSON.stringify(resultsSchema.errors)).toBe(true);
    expect(seeded.seed).toBe(7);
    expect(resultsSchema({ ...seeded, seed: -1 })).toBe(false);
    expect(resultsSchema({ ...seeded, seed: 2 ** 32 })).toBe(false);
  });
  it('accepts a 3-D results file (depth, [x, y, z] starts) and rejects a 2-D start in it', () => {
    const cubes = load('fixtures/sweep-results-3d.json');
    expect(resultsSchema(cubes), JSON.stringify(resultsSchema.errors)).toBe(true);
    expect(cubes.results[0].depth).toBe(3);
    const failed = cubes.results[0].failed[0];
    expect(failed.start).toHaveLength(3);
    const flat = {
      ...cubes,
      results: [{ ...cubes.results[0], failed: [{ ...failed, start: [0, 0, 0, 0] }] }],
    };
    expect(resultsSchema(flat)).toBe(false);
    expect(resultsSchema({ ...cubes, starts: 'cube-octant' })).toBe(false);
  });
});
