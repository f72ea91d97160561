import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared.js';

// One module graph for all the test files of a worker (`isolate: false`): the tests work in their own temporary directories and mock nothing, so
// the per-file fresh start (a new process and every import again) was most of the package's
// test time.
export default defineConfig({
  test: {
    ...shared,
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
