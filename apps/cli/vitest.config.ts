import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared.js';

// The in-process runs of the CLI (src/test-helpers.ts) change the working directory, which
// worker threads cannot: the shared `forks` pool.
export default defineConfig({
  test: {
    ...shared,
    include: ['src/**/*.test.ts'],
  },
});
