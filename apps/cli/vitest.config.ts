import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared.js';

// The in-process runs of the CLI (src/test-helpers.ts) change the working directory, which
// worker threads cannot: the shared `forks` pool. One module graph for all the test files of
// a fork (`isolate: false`): every file imported the whole command line again in a fresh
// process. The tests share no state: in-process runs restore the working directory, mock
// nothing and write into their own temporary directories.
export default defineConfig({
  test: {
    ...shared,
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
