import { defineConfig } from 'vitest/config';

// The JSON report is what .ci/run counts; turbo's prefixed console output is not parsed.
// `forks`: the in-process runs of the CLI (src/test-helpers.ts) change the working directory,
// which worker threads cannot.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    pool: 'forks',
    testTimeout: 120_000,
  },
});
