#!/usr/bin/env node
// The second step of the package's build (`pnpm run build`), after tsc has written dist/: it
// replaces the two worker scripts, dist/node/worker.js (`@knights-tour/sweep/worker`) and
// dist/count/count-worker.js (`@knights-tour/sweep/count-worker`), by bundles of their module
// graphs (core, verify and this package's own modules), their shared code in dist/chunks/.
// Every sweep and count starts its workers afresh, and resolving and loading 65 to 130
// modules one by one was about a third of a worker's start-up; a bundle is a few files. Each
// worker still loads only what its kind of work runs: the kinds are chunks of their own,
// imported when the worker knows its kind. tsc's declarations of the two scripts stay.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { nodeBundle } from '../../esbuild.shared.mjs';

const here = dirname(fileURLToPath(import.meta.url));

// Chunk names carry a hash: the old ones would pile up.
rmSync(join(here, 'dist', 'chunks'), { recursive: true, force: true });
await esbuild.build({
  ...nodeBundle,
  absWorkingDir: here,
  entryPoints: {
    'node/worker': 'src/node/worker.ts',
    'count/count-worker': 'src/count/count-worker.ts',
  },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  sourcemap: true,
  sourcesContent: false,
});
