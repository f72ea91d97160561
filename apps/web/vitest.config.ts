import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared.js';

// The browser tests drive the built folder (dist/, made by the build task turbo runs first).
export default defineConfig({
  test: {
    ...shared,
    include: ['src/**/*.test.ts'],
  },
});
