import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared.js';

// setup.ts packs and installs once for all files (the slow part: npm install). One module
// graph for all the test files of a fork (`isolate: false`): the files share no state (each
// works in its own temporary directory or the consumer project's own files, and mocks nothing).
export default defineConfig({
  test: {
    ...shared,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/setup.ts'],
    isolate: false,
  },
});
