import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { typecheck } from './consumer-project.js';
import { writeReadmeTsFiles } from './readmes.js';

/**
 * Every TypeScript file the tests check in the consumer project (the consumer fixtures and
 * every README's examples and API names), type-checked together by one tsc run: each run costs
 * seconds of start-up and of checking the same shipped declarations (skipLibCheck off) and DOM
 * library, whatever the files. Made and run on first use, by whichever test file asks first.
 */

/** The fixtures copied in as they are. */
const FIXTURES = ['consumer.ts', 'cli-types.ts'];

let checked: { files: string[]; status: number | null; output: string } | undefined;

function checkAll() {
  if (checked) return checked;
  const consumerDir = inject('consumerDir');
  const files: string[] = [];
  for (const name of FIXTURES) {
    copyFileSync(
      fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)),
      join(consumerDir, name),
    );
    files.push(name);
  }
  for (const pkg of inject('packed')) {
    const made = writeReadmeTsFiles(consumerDir, pkg.name);
    files.push(...made.examples, ...(made.api ? [made.api] : []));
  }
  checked = { files, ...typecheck(consumerDir, files, 'tsconfig.check.json') };
  return checked;
}

/**
 * tsc's errors in `files` (of the checked ones), and any error it reported outside every
 * checked file (a shipped declaration, the configuration): either fails the test. Empty when
 * they compile.
 */
export function typeErrors(files: readonly string[]): string[] {
  const { files: all, status, output } = checkAll();
  const unknown = files.filter((f) => !all.includes(f));
  if (unknown.length > 0) return [`not among the checked files: ${unknown.join(', ')}`];
  // One diagnostic per line that starts at column 0; its continuation lines are indented.
  const diagnostics = output.split(/\n(?=\S)/).filter((d) => d.trim() !== '');
  const fileOf = (d: string) => /^(.+?)\(\d+,\d+\): /.exec(d)?.[1];
  const mine = diagnostics.filter((d) => files.includes(fileOf(d) ?? ''));
  const elsewhere = diagnostics.filter((d) => !all.includes(fileOf(d) ?? ''));
  // A failed run with nothing to show for it is an error too.
  if (status !== 0 && diagnostics.length === 0) return [`tsc exited with ${status}`];
  return [...mine, ...elsewhere];
}
