import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// House rule: the README lists the package's public names, and lists no name it does not export.
const ENTRIES = ['./index.ts'];
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** Every name the entries export, types included, as a consumer's compiler sees them. */
function publicNames(): Set<string> {
  const files = ENTRIES.map((e) => new URL(e, import.meta.url).pathname);
  const program = ts.createProgram(files, { module: ts.ModuleKind.NodeNext, noEmit: true });
  const checker = program.getTypeChecker();
  return new Set(
    files.flatMap((file) =>
      checker
        .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!)
        .map((symbol) => symbol.getName()),
    ),
  );
}

describe('the README and the public names', () => {
  const names = publicNames();
  it('sees every runtime export (the compiler read the entries)', async () => {
    for (const entry of ENTRIES) {
      const runtime = Object.keys(await import(entry));
      expect(runtime.length).toBeGreaterThan(0);
      expect(runtime.filter((name) => !names.has(name))).toEqual([]);
    }
  });
  it('names every export', () => {
    // `name`, or `name(…)`, `name.member`, `name<T>` where the README shows it in use.
    const named = (name: string) =>
      new RegExp(`\`${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(readme);
    expect([...names].filter((name) => !named(name))).toEqual([]);
  });
  it('lists in its API tables only what is exported', () => {
    const api = readme.slice(readme.indexOf('\n## API')).split(/\n## (?!API)/)[0]!;
    const listed = api
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) =>
        [...line.split('|')[1]!.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((m) => m[1]!),
      );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
  });
});
