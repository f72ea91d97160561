#!/usr/bin/env node
// The second step of the CLI's build (`pnpm run build`), after tsc has written dist/*.js and
// the .d.ts files (the package's library entry: `main` in dist/cli.js). It bundles what
// bin/knights-tour.js runs: dist/knights-tour.js with the libraries inlined, and in
// dist/chunks/ each command's code in a chunk of its own, loaded only when that command runs
// (commands/index.ts imports them lazily). Node then reads a few files instead of some two
// hundred modules, so `knights-tour --version` and `solve 8` start in about Node's own time
// (bench/startup.mjs measures it).
//
// The sweep's and the count's worker scripts are entries of their own in dist/chunks/, beside
// the chunks that start them, where each looks for its own (`./worker.js`, `./count-worker.js`),
// sharing the CLI's chunks of core and verify.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { nodeBundle } from '../../esbuild.shared.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

// The workers from the sweep package's source (it ships src/), not from its dist/, whose
// workers are bundles of their own: bundled again here, their copies of core and verify would
// sit beside the CLI's (esbuild shares chunks only within one module graph).
const sweepSource = join(dirname(require.resolve('@knights-tour/sweep/package.json')), 'src');

// Chunk names carry a hash: the old ones would pile up.
rmSync(join(here, 'dist', 'chunks'), { recursive: true, force: true });
await esbuild.build({
  ...nodeBundle,
  absWorkingDir: here,
  entryPoints: {
    'knights-tour': 'dist/cli.js',
    'chunks/worker': join(sweepSource, 'node/worker.ts'),
    'chunks/count-worker': join(sweepSource, 'count/count-worker.ts'),
  },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
});
