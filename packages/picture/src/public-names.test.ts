import { describe, expect, it } from 'vitest';
import { readmeNames } from '../../../scripts/readme-names.mjs';

// House rule 4: the README lists the package's public names, and nothing it does not export.
describe('the README and the public names', () => {
  const names = readmeNames(new URL('..', import.meta.url), ['src/index.ts']);
  it('are read from the entries as they run', async () => {
    const runtime = [await import('./index.js')].flatMap((entry) => Object.keys(entry));
    expect(runtime.length).toBeGreaterThan(0);
    expect(runtime.filter((name) => !names.exported.has(name))).toEqual([]);
  });
  it('are each named in the README', () => expect(names.missing).toEqual([]));
  it('are all the API tables list', () => {
    expect(names.listed.length).toBeGreaterThan(0);
    expect(names.unexported).toEqual([]);
  });
});
