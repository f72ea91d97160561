import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared.js';
import { viteActionYml } from './action-yml.mjs';

export default defineConfig({
  plugins: [viteActionYml],
  test: {
    ...shared,
    include: ['src/**/*.test.ts'],
  },
});
