import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the monorepo root. */
export const WORKSPACE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A workspace package that is published (not `private`). */
export interface WorkspacePackage {
  name: string;
  version: string;
  /** Absolute directory of the package in the workspace. */
  dir: string;
}

/** A publishable package and the tarball `pnpm pack` made of it. */
export interface PackedPackage extends WorkspacePackage {
  /** Absolute path of the `.tgz`. */
  tarball: string;
}

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  devDependencies?: Record<string, string>;
}

function manifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** Every non-private package under packages/ and apps/, sorted by name. */
export function publishablePackages(): WorkspacePackage[] {
  const found: WorkspacePackage[] = [];
  for (const group of ['packages', 'apps']) {
    const groupDir = join(WORKSPACE_ROOT, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir)) {
      const dir = join(groupDir, entry);
      if (!existsSync(join(dir, 'package.json'))) continue;
      const m = manifest(dir);
      if (m.private) continue;
      found.push({ name: m.name, version: m.version, dir });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** Names of the workspace packages this e2e package lists as devDependencies. */
export function workspaceDependencies(): string[] {
  const own = manifest(fileURLToPath(new URL('..', import.meta.url)));
  return Object.entries(own.devDependencies ?? {})
    .filter(([, range]) => range.startsWith('workspace:'))
    .map(([name]) => name);
}
