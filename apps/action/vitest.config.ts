import { defineConfig } from 'vitest/config';
import { viteActionYml } from './action-yml.mjs';

// The JSON report is what .ci/run counts; turbo's prefixed console output is not parsed.
export default defineConfig({
  plugins: [viteActionYml],
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    testTimeout: 120_000,
  },
});
