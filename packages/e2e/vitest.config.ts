import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared.js';

// setup.ts packs and installs once for all files (the slow part: npm install).
export default defineConfig({
  test: {
    ...shared,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/setup.ts'],
  },
});
