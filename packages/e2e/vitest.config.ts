import { defineConfig } from 'vitest/config';

// The JSON report is what .ci/run counts; turbo's prefixed console output is not parsed.
// setup.ts packs and installs once for all files (the slow part: npm install).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/setup.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
