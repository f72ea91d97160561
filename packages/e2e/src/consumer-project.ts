import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Runs a command in the consumer project and returns its exit code and output. */
export function runIn(
  dir: string,
  command: string,
  args: readonly string[],
  env?: Record<string, string>,
): SpawnSyncReturns<string> {
  const out = spawnSync(command, args, {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    ...(env ? { env: { ...process.env, ...env } } : {}),
  });
  if (out.error) throw out.error;
  return out;
}

/**
 * Type-checks `files` of the consumer project as a strict TypeScript user would (NodeNext,
 * DOM + ES2022 libraries, no @types, skipLibCheck off so the shipped .d.ts files are
 * checked too, and the declarations they bring in). TypeScript's own library files are not
 * checked again (skipDefaultLibCheck): they are not ours, and checking them was a third of
 * the run. Returns tsc's exit code and output.
 */
export function typecheck(dir: string, files: readonly string[], name = 'tsconfig.check.json') {
  writeFileSync(
    join(dir, name),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        skipLibCheck: false,
        skipDefaultLibCheck: true,
        types: [],
        noEmit: true,
      },
      files,
    }),
  );
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const out = runIn(dir, process.execPath, [tsc, '-p', name]);
  return { status: out.status, output: `${out.stdout}${out.stderr}` };
}
