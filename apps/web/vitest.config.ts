import { defineConfig } from 'vitest/config';

// The JSON report is what .ci/run counts; turbo's prefixed console output is not parsed.
// The browser tests drive the built folder (dist/, made by the build task turbo runs first).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
