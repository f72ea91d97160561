// House rule 4, checked by a test in each package (src/public-names.test.ts): the README lists the
// package's public names, and its API tables list nothing the package does not export.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The public names of a package (every name its entries export, types included, as a
 * consumer's compiler sees them), those its README never names in backticks, and those its
 * API tables (rows under `## API` whose first cell names something) list but no entry exports.
 */
export function readmeNames(packageDir, entries) {
  const files = entries.map((entry) => fileURLToPath(new URL(entry, packageDir)));
  const program = ts.createProgram(files, { module: ts.ModuleKind.NodeNext, noEmit: true });
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
