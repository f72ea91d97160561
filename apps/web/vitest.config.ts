import { defineConfig } from 'vitest/config';

// The JSON report is what .ci/run counts; turbo's prefixed console output is not parsed.
// The browser tests drive the built folder (dist/, made by the build task turbo runs first).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One Chromium for the run; each browser test file opens its own context in it.
    globalSetup: ['src/browser/browser-server.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // A test waits for events, each up to 2 minutes (harness.ts WAIT): only a hang reaches these.
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
