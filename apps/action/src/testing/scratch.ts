import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's directory (see step.ts): made here once, removed when the run ends. */
    scratch: string;
  }
}

/**
 * vitest's global setup: one directory for the whole run. The test files share one process
 * (`isolate: false`), and @actions/core keeps the job summary's path for the life of the
 * process, so the runner's output and summary files must stay where the first step found them.
 */
export default function setup(project: TestProject): () => void {
  const scratch = mkdtempSync(join(tmpdir(), 'knights-tour-action-test-'));
  project.provide('scratch', scratch);
  return () => rmSync(scratch, { recursive: true, force: true });
}
