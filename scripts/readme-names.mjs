// House rule 4, checked by a test in each package (src/public-names.test.ts): the README lists the
// package's public names, and its API tables list nothing the package does not export.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The public names of a package (every name its entries export, types included, as a
 * consumer's compiler sees them), those its README never names in backticks, and those its
 * API tables (rows under `## API` whose first cell names something) list but no entry exports.
 */
export function readmeNames(packageDir, entries) {
  const files = entries.map((entry) => fileURLToPath(new URL(entry, packageDir)));
  // Names only, no type check: without the default library and @types/* (which the
  // program would otherwise load, parse and bind: three quarters of its time), the entries
  // and what they re-export give the same names.
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    noEmit: true,
    noLib: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const exported = new Set(
    files.flatMap((file) =>
      checker
        .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)))
        .map((symbol) => symbol.getName()),
    ),
  );
  const readme = readFileSync(new URL('README.md', packageDir), 'utf8');
  // `name`, or `name(…)`, `name.member`, `name<T>` where the README shows it in use.
  const named = (name) => new RegExp(`\`${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(readme);
  const api = readme.slice(readme.indexOf('\n## API')).split(/\n## (?!API)/)[0];
  const listed = api
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((m) => m[1]));
  return {
    exported,
    listed,
    missing: [...exported].filter((name) => !named(name)),
    unexported: listed.filter((name) => !exported.has(name)),
  };
}

/**
 * The test each package runs (its `src/public-names.test.ts` calls only this): `entries` maps
 * each entry's source path to a function importing that entry as it runs, from the package.
 */
export function describePublicNames(packageDir, entries) {
  describe('the README and the public names', () => {
    const names = readmeNames(packageDir, Object.keys(entries));
    it('are read from the entries as they run', async () => {
      const modules = await Promise.all(Object.values(entries).map((load) => load()));
      const runtime = modules.flatMap((entry) => Object.keys(entry));
      expect(runtime.length).toBeGreaterThan(0);
      expect(runtime.filter((name) => !names.exported.has(name))).toEqual([]);
    });
    it('are each named in the README', () => expect(names.missing).toEqual([]));
    it('are all the API tables list', () => {
      expect(names.listed.length).toBeGreaterThan(0);
      expect(names.unexported).toEqual([]);
    });
  });
}
