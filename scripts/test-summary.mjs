#!/usr/bin/env node
// Sums every vitest JSON report under packages/ and apps/ and prints the plain closing line
// "N passed, N failed" that CI reads (turbo prefixes vitest's own summary lines).
// Exits 1 when a package that has tests wrote no report, so a silently skipped suite fails CI.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];
for (const group of ['packages', 'apps']) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    const pkg = join(dir, name);
    if (!existsSync(join(pkg, 'vitest.config.ts'))) continue;
    const report = join(pkg, 'test-results', 'vitest.json');
    if (!existsSync(report)) {
      missing.push(`${group}/${name}`);
      continue;
    }
    let json;
    try {
      json = JSON.parse(readFileSync(report, 'utf8'));
    } catch {
      missing.push(`${group}/${name} (unreadable report)`); // e.g. vitest died mid-write
      continue;
    }
    passed += json.numPassedTests ?? 0;
    failed += json.numFailedTests ?? 0;
    skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    // A file that failed to load has no failed tests of its own: count it once.
    for (const file of json.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (file.status === 'failed' && failedTests.length === 0) failed += 1;
    }
  }
}
for (const m of missing) console.log(`no test report from ${m}`);
console.log(
  `${passed} passed, ${failed + missing.length} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failed + missing.length > 0 ? 1 : 0);
