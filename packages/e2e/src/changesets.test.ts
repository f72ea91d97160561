import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishablePackages, WORKSPACE_ROOT } from './workspace.js';

// What the next release would publish: `changeset version` run on a scratch copy of the
// manifests and the pending changesets (never on the working tree).
const CHANGESET = join(WORKSPACE_ROOT, 'node_modules', '@changesets', 'cli', 'bin.js');
const packages = publishablePackages();
let scratch = '';
let output = '';
let status: number | null = null;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'knights-tour-changesets-'));
  const copy = (path: string) => {
    const from = join(WORKSPACE_ROOT, path);
    if (!existsSync(from)) return;
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    cpSync(from, join(scratch, path), { recursive: true });
  };
  for (const path of ['package.json', 'pnpm-workspace.yaml', '.changeset']) copy(path);
  for (const group of ['packages', 'apps']) {
    const dir = join(WORKSPACE_ROOT, group);
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      copy(join(group, name, 'package.json'));
      copy(join(group, name, 'CHANGELOG.md'));
    }
  }
  const out = spawnSync(process.execPath, [CHANGESET, 'version'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  status = out.status;
  output = `${out.stdout}${out.stderr}`;
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const versionAfter = (dir: string) =>
  (
    JSON.parse(
      readFileSync(join(scratch, relative(WORKSPACE_ROOT, dir), 'package.json'), 'utf8'),
    ) as {
      version: string;
    }
  ).version;

it('changeset version runs on the pending changesets', () => {
  expect(status, output).toBe(0);
});

describe.each(packages)('$name after changeset version', (pkg) => {
  it('is not left unreleased at 0.0.0 (a first release needs a changeset)', () => {
    expect(versionAfter(pkg.dir)).not.toBe('0.0.0');
  });

  it('has a changelog section for its new version (with an entry of its own on a first release)', () => {
    const after = versionAfter(pkg.dir);
    if (after === pkg.version) return; // nothing pending for this package
    const changelog = readFileSync(
      join(scratch, relative(WORKSPACE_ROOT, pkg.dir), 'CHANGELOG.md'),
      'utf8',
    );
    expect(changelog.startsWith(`# ${pkg.name}\n`)).toBe(true);
    const section = changelog.split(/^## /m)[1] ?? '';
    expect(section.startsWith(`${after}\n`), changelog).toBe(true);
    // A first release says what the package is, not only "Updated dependencies"; later
    // releases may be dependency bumps alone.
    if (pkg.version !== '0.0.0') return;
    const entries = [...section.matchAll(/^- (.+)$/gm)].map((m) => m[1]);
    expect(entries.filter((e) => e !== 'Updated dependencies').length, section).toBeGreaterThan(0);
  });
});
