import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared.js';

// One module graph for all the test files of a worker (`isolate: false`): re-importing core,
// the plan and the node runner for each of the 17 files cost a fifth of the suite's CPU. The
// tests share no state: each keeps its own temporary directory, mocks nothing and restores
// what it changes.
export default defineConfig({
  test: {
    ...shared,
    include: ['src/**/*.test.ts'],
    isolate: false,
  },
});
