import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solve } from '@knights-tour/core';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { verifyTour } from './verify.js';

const root = join(import.meta.dirname, '..');
const load = (p: string) => JSON.parse(readFileSync(join(root, p), 'utf8'));
const ajv = new Ajv2020.default({ allErrors: true, strict: false });
ajv.addSchema(load('schema/tour.json'), 'tour.json');
const tourSchema = ajv.getSchema('tour.json')!;

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
    expect(pkg.files).toContain('schema');
  });
});
