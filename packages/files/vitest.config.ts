import { defineConfig } from 'vitest/config';

// The JSON report is what .ci/run counts; turbo's prefixed console output is not parsed.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    testTimeout: 120_000,
  },
});
