import { defineConfig } from 'vitest/config';
import { viteActionYml } from './action-yml.mjs';

// The JSON report is what .ci/run counts; turbo's prefixed console output is not parsed.
export default defineConfig({
  plugins: [viteActionYml],
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    testTimeout: 120_000,
    // Removing the scratch workspaces (thousands of shard copies among them) takes seconds on
    // a loaded machine: past the default 10 s, a passing file failed as a whole.
    hookTimeout: 120_000,
  },
});
