import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The READMEs as published (read from the installed tarballs in the consumer project): their
 * code blocks, their API tables, and the TypeScript files made of them for tsc to check.
 */

export interface Block {
  lang: string;
  code: string;
}

export function codeBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({
    lang: m[1] ?? '',
    code: m[2] ?? '',
  }));
}

/** Text of the `## API` section, up to the next `## ` heading. */
export function apiSection(markdown: string): string {
  const start = markdown.search(/^## API\b/m);
  if (start < 0) return '';
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * The names the API tables list, by entry point: a `### \`@scope/pkg/entry\`` subsection lists
 * the exports of that entry, everything else the package root's.
 */
export function apiNames(api: string, root: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of api.split(/^(?=### )/m)) {
    const heading = part.startsWith('### ') ? (part.split('\n')[0] ?? '') : '';
    const entry = /`(@[\w-]+\/[\w-]+\/[\w-]+)`/.exec(heading)?.[1] ?? root;
    const names = [...part.matchAll(/^\| `([A-Za-z_$][\w$]*)`/gm)].map((m) => m[1]!);
    out.set(entry, [...new Set([...(out.get(entry) ?? []), ...names])]);
  }
  for (const [entry, names] of out) if (names.length === 0) out.delete(entry);
  return out;
}

export const safe = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/** The installed README of `name` in the consumer project (empty when it has none). */
export function installedReadme(consumerDir: string, name: string): string {
  const path = join(consumerDir, 'node_modules', name, 'README.md');
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/** The TypeScript files of one README's checks, written into the consumer project. */
export interface ReadmeTsFiles {
  /** One module per TypeScript example, so that two examples may use the same names. */
  examples: string[];
  /** A module importing every name the API section lists (`type X` imports values and types alike). */
  api?: string;
}

/** Writes (again, the same text) the TypeScript files of the README of `name`. */
export function writeReadmeTsFiles(consumerDir: string, name: string): ReadmeTsFiles {
  const readme = installedReadme(consumerDir, name);
  const write = (file: string, text: string) => {
    writeFileSync(join(consumerDir, file), text);
    return file;
  };
  const examples = codeBlocks(readme)
    .filter((b) => b.lang === 'ts' || b.lang === 'typescript')
    .map((b, i) => write(`readme-${safe(name)}-${i}.ts`, `${b.code}\nexport {};\n`));
  const names = apiNames(apiSection(readme), name);
  if (names.size === 0) return { examples };
  const imports = [...names].map(
    ([entry, list], i) =>
      `import { ${list.map((n) => `type ${n} as N${i}_${n}`).join(', ')} } from '${entry}';`,
  );
  return {
    examples,
    api: write(`readme-api-${safe(name)}.ts`, `${imports.join('\n')}\nexport {};\n`),
  };
}
