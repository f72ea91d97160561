#!/usr/bin/env node
// Sums every vitest JSON report under packages/ and apps/ and prints the plain closing line
// "N passed, N failed" that CI reads (turbo prefixes vitest's own summary lines).
//   node scripts/test-summary.mjs          the reports of `pnpm test` (test-results/vitest.json)
//   node scripts/test-summary.mjs --long   ... and of `pnpm test:long` (vitest-long.json), as CI runs both
// Each run reports the other's tests as skipped (vitest.shared.ts tags them): a test counts
// once, as the run that ran it says. Exits 1 when a package that has tests wrote no report, so
// a silently skipped suite fails CI.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const long = process.argv.includes('--long');
const RAN = new Set(['passed', 'failed']);

/** Test id (file and full name) -> status, over every report; files that failed to load, counted once each. */
const statuses = new Map();
let unloadable = 0;
const missing = [];

/** Reads one report into `statuses`; false when it is missing or unreadable. */
function read(report, pkgName) {
  if (!existsSync(report)) return false;
  let json;
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    missing.push(`${pkgName} (unreadable report)`); // e.g. vitest died mid-write
    return true;
  }
  for (const file of json.testResults ?? []) {
    const results = file.assertionResults ?? [];
    // A file that failed to load has no failed tests of its own.
    if (file.status === 'failed' && !results.some((t) => t.status === 'failed')) unloadable += 1;
    for (const t of results) {
      const id = `${file.name}\u0000${t.fullName ?? [...(t.ancestorTitles ?? []), t.title].join(' ')}`;
      const before = statuses.get(id);
      if (before === undefined || (!RAN.has(before) && RAN.has(t.status))) {
        statuses.set(id, t.status);
      } else if (before === 'passed' && t.status === 'failed') {
        statuses.set(id, 'failed');
      }
    }
  }
  return true;
}

for (const group of ['packages', 'apps']) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    const pkg = join(dir, name);
    if (!existsSync(join(pkg, 'vitest.config.ts'))) continue;
    const pkgName = `${group}/${name}`;
    if (!read(join(pkg, 'test-results', 'vitest.json'), pkgName)) missing.push(pkgName);
    const scripts = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).scripts ?? {};
    if (long && scripts['test:long'] !== undefined) {
      if (!read(join(pkg, 'test-results', 'vitest-long.json'), pkgName)) {
        missing.push(`${pkgName} (test:long)`);
      }
    }
  }
}

const count = (status) => [...statuses.values()].filter((s) => s === status).length;
const passed = count('passed');
const failed = count('failed') + unloadable + missing.length;
const skipped = statuses.size - count('passed') - count('failed');
for (const m of missing) console.log(`no test report from ${m}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
