import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared.js';

// One module graph for all the test files of a worker (`isolate: false`): picture is pure and its tests share no mutable state, so
// the per-file fresh start (a new process and every import again) was most of the package's
// test time.
export default defineConfig({
  test: {
    ...shared,
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
