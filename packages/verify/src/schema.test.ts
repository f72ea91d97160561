import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solve } from '@knights-tour/core';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { validateTourDocument } from './json-document.js';

const root = join(import.meta.dirname, '..');
const load = (p: string) => JSON.parse(readFileSync(join(root, p), 'utf8'));
const ajv = new Ajv2020.default({ allErrors: true, strict: false });
ajv.addSchema(load('schema/tour.json'), 'tour.json');
const tourSchema = ajv.getSchema('tour.json')!;

const good = solve({ n: 6, start: [1, 2] });
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
  ['complete as a string', { ...good, complete: 'yes' }],
  ['a bad start', { ...good, start: [1] }],
  ['negative attempts', { ...good, attempts: -1 }],
  ['a bad variant', { ...good, variant: { r: 2, t: 0 } }],
  ['format as a number', { ...good, format: 1 }],
];

describe('the tour document schema (schema/tour.json) agrees with the document validator', () => {
  for (const [name, value] of samples) {
    it(name, () => {
      const bySchema = tourSchema(value) as boolean;
      const byValidator = validateTourDocument(value);
      expect(
        bySchema,
        `schema: ${JSON.stringify(tourSchema.errors)}; validator: ${byValidator.join('; ')}`,
      ).toBe(byValidator.length === 0);
    });
  }
  it('has valid and invalid samples both', () => {
    const valid = samples.filter(([, v]) => validateTourDocument(v).length === 0).length;
    expect(valid).toBeGreaterThanOrEqual(5);
    expect(samples.length - valid).toBeGreaterThanOrEqual(10);
  });
  it('is exported by the package', () => {
    const pkg = load('package.json');
    expect(pkg.exports['./schema/tour.json']).toBe('./schema/tour.json');
    expect(pkg.files).toContain('schema');
  });
});
