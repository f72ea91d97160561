import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  type PackedPackage,
  publishablePackages,
  WORKSPACE_ROOT,
  workspaceDependencies,
} from './workspace.js';

/**
 * Packs every publishable package once with `pnpm pack` (one recursive run, which rewrites
 * `workspace:` ranges to real versions, exactly as a release does) and installs all the tarballs with plain npm
 * into a fresh project outside the workspace. The tests then look only at that project.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tarballs, one per publishable package. */
    packed: PackedPackage[];
    /** The temporary consumer project (package.json + node_modules from the tarballs). */
    consumerDir: string;
  }
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} (in ${cwd}) exited ${result.status}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** pnpm as the one running us (turbo under `pnpm test`), else the pinned version through npx. */
function pnpm(): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath) && existsSync(execPath)) {
    return [process.execPath, [execPath]];
  }
  return ['npx', ['-y', 'pnpm@10.34.9']];
}

export default function setup(project: TestProject): () => void {
  const packages = publishablePackages();
  // A new publishable package must also be a devDependency here, so that turbo builds it
  // before these tests pack it.
  const deps = workspaceDependencies();
  const unlisted = packages.filter((p) => !deps.includes(p.name)).map((p) => p.name);
  if (unlisted.length > 0) {
    throw new Error(
      `publishable packages missing from packages/e2e devDependencies ("workspace:*"): ${unlisted.join(', ')}`,
    );
  }

  const scratch = mkdtempSync(join(tmpdir(), 'knights-tour-consumer-'));
  const tarballs = join(scratch, 'tarballs');
  mkdirSync(tarballs);
  // One recursive `pnpm pack` for all of them: each pnpm start costs 1.5-2 s of CPU, and a
  // package packed in a run of its own is packed no differently.
  const [pnpmCommand, pnpmArgs] = pnpm();
  const filters = packages.flatMap((pkg) => ['--filter', pkg.name]);
  run(
    pnpmCommand,
    [...pnpmArgs, '--recursive', ...filters, 'pack', '--pack-destination', tarballs],
    WORKSPACE_ROOT,
  );
  const made = readdirSync(tarballs).filter((f) => f.endsWith('.tgz'));
  if (made.length !== packages.length)
    throw new Error(`pnpm pack made ${made.length} tarballs for ${packages.length} packages`);
  const packed: PackedPackage[] = packages.map((pkg) => {
    // npm's name for a package's tarball, which pnpm keeps: @scope/name 1.0.0 is scope-name-1.0.0.tgz.
    const file = `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`;
    if (!made.includes(file))
      throw new Error(`pnpm pack made no ${file} for ${pkg.dir} (made ${made.join(', ')})`);
    return { ...pkg, tarball: join(tarballs, file) };
  });

  // Only the @knights-tour packages come from the tarballs; `overrides` makes npm take them
  // from there for transitive dependencies too, instead of asking the registry.
  const consumerDir = join(scratch, 'consumer');
  mkdirSync(consumerDir);
  const specs = Object.fromEntries(packed.map((p) => [p.name, `file:${p.tarball}`]));
  writeFileSync(
    join(consumerDir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'consumer',
        version: '1.0.0',
        private: true,
        type: 'module',
        dependencies: specs,
        overrides: specs,
      },
      null,
      2,
    )}\n`,
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], consumerDir);

  project.provide('packed', packed);
  project.provide('consumerDir', consumerDir);
  // Keep the scratch directory when asked, to look at what a consumer got.
  return () => {
    if (!process.env.KNIGHTS_TOUR_KEEP_CONSUMER) rmSync(scratch, { recursive: true, force: true });
  };
}
