import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { describe, expect, inject, it } from 'vitest';

// Each published package, checked on the tarball `pnpm pack` made of it: what npm would serve.
const packed = inject('packed');
/**
 * attw's `esm-only` profile: the resolutions it ignores. The packages are ESM only on purpose
 * (Node >= 20 can require() them), so the CommonJS-resolution problems attw reports for every
 * ESM-only package do not count; every other problem does, as the attw command counts them.
 */
const ESM_ONLY_IGNORES: readonly string[] = ['node10', 'node16-cjs'];

function tarList(tarball: string): string[] {
  const out = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`tar -tzf ${tarball}: ${out.stderr}`);
  return out.stdout
    .split('\n')
    .filter(Boolean)
    .map((f) => f.replace(/^package\//, ''));
}

function tarFile(tarball: string, path: string): string {
  const out = spawnSync('tar', ['-xOzf', tarball, `package/${path}`], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`${path} is not in ${tarball}: ${out.stderr}`);
  return out.stdout;
}

interface PackedManifest {
  name: string;
  version: string;
  description?: string;
  license?: string;
  repository?: { type: string; url: string; directory: string };
  keywords?: string[];
  files?: string[];
  type?: string;
  sideEffects?: boolean | string[];
  engines?: { node?: string };
  bin?: Record<string, string>;
  exports?: Record<string, { types?: string; default?: string } | string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

it('finds the publishable packages', () => {
  expect(packed.map((p) => p.name)).toEqual(
    expect.arrayContaining(['@knights-tour/core', '@knights-tour/verify', 'knights-tour']),
  );
});

describe.each(packed)('$name', (pkg) => {
  const files = tarList(pkg.tarball);
  const manifest = JSON.parse(tarFile(pkg.tarball, 'package.json')) as PackedManifest;

  it('has the metadata a registry page and a consumer need', () => {
    expect(manifest.name).toBe(pkg.name);
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.description?.length).toBeGreaterThan(20);
    expect(manifest.license).toBe('MIT');
    expect(manifest.repository?.url).toMatch(/^git\+https:\/\//);
    expect(manifest.repository?.directory).toBe(
      pkg.dir.slice(pkg.dir.indexOf(pkg.dir.includes('/apps/') ? 'apps/' : 'packages/')),
    );
    expect(manifest.keywords?.length).toBeGreaterThan(0);
    expect(manifest.type).toBe('module');
    // false, or the list of the few modules that do have side effects (a worker entry).
    expect(manifest.sideEffects === false || Array.isArray(manifest.sideEffects)).toBe(true);
    expect(manifest.engines?.node).toMatch(/^>=\s*20/);
    const root = manifest.exports?.['.'];
    expect(typeof root === 'object' && root.types?.endsWith('.d.ts')).toBe(true);
    expect(typeof root === 'object' && root.default?.endsWith('.js')).toBe(true);
    if (typeof root === 'object') {
      expect(files).toContain(root.types!.replace(/^\.\//, ''));
      expect(files).toContain(root.default!.replace(/^\.\//, ''));
    }
  });

  it('ships its README and licence, and no tests', () => {
    expect(tarFile(pkg.tarball, 'README.md')).toMatch(/## Install[\s\S]*## /);
    expect(tarFile(pkg.tarball, 'LICENSE')).toMatch(/MIT License/);
    expect(files.filter((f) => /\.test\.|test-helpers|vitest\.config/.test(f))).toEqual([]);
  });

  it('has real version ranges, not workspace: ones', () => {
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'] as const) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        expect(range, `${field}.${name}`).not.toMatch(/^workspace:/);
        expect(range, `${field}.${name}`).toMatch(/^[\^~]?\d+\.\d+\.\d+/);
      }
    }
  });

  it('passes publint (strict: warnings count as errors)', async () => {
    const tarball = readFileSync(pkg.tarball);
    const { messages, pkg: lintedManifest } = await publint({
      pack: {
        tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength),
      },
      level: 'suggestion',
      strict: true,
    });
    const text = messages.map((m) => `${m.type}: ${formatMessage(m, lintedManifest) ?? m.code}`);
    expect(text).toEqual([]);
  });

  it('has types that resolve the same way as the JavaScript (attw, ESM-only profile)', async () => {
    // attw's own checks (@arethetypeswrong/core, what the attw command runs), in this process:
    // one TypeScript load for every package instead of one attw process each.
    const analysis = await checkPackage(
      createPackageFromTarballData(new Uint8Array(readFileSync(pkg.tarball))),
    );
    expect(analysis.types, 'attw found no types').toBeTruthy();
    const problems = analysis.types
      ? analysis.problems.filter(
          (p) => !('resolutionKind' in p) || !ESM_ONLY_IGNORES.includes(p.resolutionKind),
        )
      : [];
    expect(problems).toEqual([]);
  });

  if (manifest.bin) {
    it('declares bins that exist in the tarball and start with a node shebang', () => {
      for (const [name, path] of Object.entries(manifest.bin ?? {})) {
        const file = path.replace(/^\.\//, '');
        expect(files, name).toContain(file);
        expect(tarFile(pkg.tarball, file).startsWith('#!/usr/bin/env node\n'), name).toBe(true);
      }
    });
  }
});
