import { availableParallelism } from 'node:os';
import type { TestUserConfig } from 'vitest/config';

/**
 * What every package's vitest.config.ts shares (`test: { ...shared, include: [...] }`).
 *
 * - The JSON report is what .ci/run counts (scripts/test-summary.mjs); turbo's prefixed
 *   console output is not parsed. `test:long` writes its own (`--outputFile.json=...`).
 * - Tests tagged `long` (`it('...', { tags: ['long'] }, ...)`: censuses and exhaustive checks
 *   over big ranges, a minute or more of CPU) run in `pnpm test:long`, which CI runs after
 *   `pnpm test`; `pnpm test` runs everything else (`--tags-filter=!long`). A package with such
 *   tests has both scripts.
 * - Sized for small machines: turbo runs as many packages at once as there are cores, so each
 *   package's vitest takes half of them (one on 2 cores) for its test files.
 * - Time limits only a hang reaches, even on a busy machine: tests wait for events, never
 *   for time.
 */
export const shared: TestUserConfig = {
  reporters: ['default', 'json'],
  outputFile: { json: 'test-results/vitest.json' },
  tags: [
    {
      name: 'long',
      description:
        'a census or exhaustive check over a big range: run by `pnpm test:long` (and CI), not by `pnpm test`',
    },
  ],
  pool: 'forks',
  maxWorkers: Math.max(1, Math.floor(availableParallelism() / 2)),
  testTimeout: 120_000,
  hookTimeout: 300_000,
  // The workspace libraries as Node loads them (their built dist/, as a consumer and the
  // sweep's worker threads do), not each module again through vite's transform: they are
  // plain ESM, and no test mocks them. A package's own src/ is still transformed.
  server: { deps: { external: [/\/packages\/(core|files|picture|sweep|verify)\/dist\//] } },
};
