import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared.js';

// The browser tests drive the built folder (dist/, made by the build task turbo runs first).
export default defineConfig({
  test: {
    ...shared,
    include: ['src/**/*.test.ts'],
    // A test waits for events, each up to 2 minutes (harness.ts WAIT): only a hang reaches this.
    testTimeout: 600_000,
    // The files share their worker's modules (core, verify, picture, playwright-core): imported
    // once, not once a file, and the Chromium and browser contexts harness.ts keeps (one browser
    // for the run, a context per device, not per file). No file mocks a module or changes a
    // global.
    isolate: false,
  },
});
