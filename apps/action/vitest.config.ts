import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared.js';
import { viteActionYml } from './action-yml.mjs';

// One module graph for all the test files of a worker (`isolate: false`): every file imports
// the Action's run() with core, verify and sweep, and the per-file fresh start (a new process
// and every import again) was a quarter of the package's test time. No file mocks a module or
// changes a global it does not restore (testing/step.ts puts back the environment, the
// directory, stdout and the exit code after each run); the run's and each file's directories
// and each test's workspace come from testing/scratch.ts and testing/setup.ts.
export default defineConfig({
  plugins: [viteActionYml],
  test: {
    ...shared,
    include: ['src/**/*.test.ts'],
    isolate: false,
    globalSetup: ['src/testing/scratch.ts'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
