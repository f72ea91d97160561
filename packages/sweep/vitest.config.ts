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
    // Its files mostly wait (a solver check waits out its programs' 8 s time-outs, spawns
    // solvers in Python and Node): two workers even on 2 cores, so that another file runs
    // meanwhile. Alone on this 2-core machine: 25 s instead of 40 s, 41 s of CPU against 39 s.
    maxWorkers: Math.max(2, shared.maxWorkers as number),
  },
});
