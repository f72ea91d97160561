import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared.js';

// One module graph for all the test files of a worker (`isolate: false`): core is pure and its
// tests share no mutable state, so the per-file fresh start (a new process and every import
// again) was a third of the package's test time. A test that needs a fresh module instance
// says so itself (vi.resetModules, engine/interleave-failure.test.ts).
export default defineConfig({
  test: {
    ...shared,
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
