#!/usr/bin/env node
// Bundles the Action into dist/ (committed: GitHub runs dist/index.js straight from the
// repository, with no install step).
//   node build.mjs           regenerate dist/ and the repository's root action.yml
//   node build.mjs --check   rebuild into a temporary directory and fail if it differs from dist/,
//                            or if the root action.yml differs from its generation
//
// action.yml is the one source of the inputs and their defaults: the bundle imports it
// (action-yml.mjs turns it into a module) and the root action.yml is generated from it.
//
// The workspace libraries are bundled from their TypeScript sources, so the bundle depends only
// on the sources and the lockfile, not on whether (or when) the libraries were built. The output
// is deterministic: esbuild is, and the one machine-dependent part, the paths of dependencies
// in the store, is cut down to `node_modules/<package>/…` (see STORE_PATH).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { nodeBundle } from '../../esbuild.shared.mjs';
import { esbuildActionYml, rootActionYml } from './action-yml.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const dist = join(here, 'dist');
const rootYml = join(root, 'action.yml');

// Workspace packages by name -> their source entry points.
const WORKSPACE = {
  '@knights-tour/core': 'packages/core/src/index.ts',
  '@knights-tour/core/internal': 'packages/core/src/internal.ts',
  '@knights-tour/files': 'packages/files/src/index.ts',
  '@knights-tour/sweep': 'packages/sweep/src/index.ts',
  '@knights-tour/sweep/plan': 'packages/sweep/src/plan/index.ts',
  '@knights-tour/verify': 'packages/verify/src/index.ts',
};

/** Entry points: the Action, and the sweep's worker script, which must sit beside it. */
function entryPoints() {
  const entries = { index: join(here, 'src/index.ts') };
  const worker = join(root, 'packages/sweep/src/node/worker.ts');
  if (existsSync(worker)) entries.worker = worker;
  return entries;
}

// @actions/core imports its HTTP client (undici, ~750 KiB) for OIDC tokens at top level. The
// Action never asks for a token, so declaring those modules free of side effects lets esbuild
// drop them from the bundle when nothing uses them.
const UNUSED_WHEN_UNREFERENCED = /^(@actions\/http-client|@actions\/exec|undici|tunnel)(\/.*)?$/;
const dropUnusedHttp = {
  name: 'drop-unused-http',
  setup(build) {
    build.onResolve({ filter: UNUSED_WHEN_UNREFERENCED }, async (args) => {
      if (args.pluginData === 'drop-unused-http') return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'drop-unused-http',
      });
      return resolved.errors.length > 0 ? undefined : { path: resolved.path, sideEffects: false };
    });
  },
};

const workspaceSources = {
  name: 'workspace-sources',
  setup(build) {
    build.onResolve({ filter: /^@knights-tour\/[a-z-]+(\/[a-z-]+)?$/ }, (args) => {
      const source = WORKSPACE[args.path];
      return source ? { path: join(root, source) } : undefined;
    });
  },
};

// esbuild's ESM output has no `require`; bundled CommonJS dependencies (undici, via
// @actions/core) call it for Node built-ins.
const banner = [
  "import { createRequire as __knightsTourCreateRequire } from 'node:module';",
  'const require = __knightsTourCreateRequire(import.meta.url);',
].join('\n');

// esbuild names bundled dependencies by their path from this directory, in comments and in
// CommonJS wrappers: `../../node_modules/.pnpm/picomatch@4.0.3/node_modules/picomatch/…`.
// Where the store lies (and its version-and-peer-hash folder names) depends on the machine
// and pnpm's settings, so the path is cut down to `node_modules/picomatch/…`.
const STORE_PATH =
  /(?:\.\.\/)+(?:[\w.@+-]+\/)*?node_modules\/(?:\.pnpm\/[^/"\s]+\/node_modules\/)?/g;

/** Builds into memory; returns { relativePath: contents }. */
async function bundle() {
  const result = await esbuild.build({
    ...nodeBundle,
    absWorkingDir: here,
    entryPoints: entryPoints(),
    outdir: dist,
    banner: { js: banner },
    sourcemap: false,
    write: false,
    plugins: [workspaceSources, dropUnusedHttp, esbuildActionYml],
  });
  const files = {};
  for (const file of result.outputFiles) {
    files[relative(dist, file.path)] = file.text.replace(STORE_PATH, 'node_modules/');
  }
  // Node decides ESM vs CommonJS from the nearest package.json: this one makes dist/*.js ESM
  // wherever the directory ends up.
  files['package.json'] = `${JSON.stringify({ type: 'module' }, null, 2)}\n`;
  return files;
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

function writeFiles(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

const files = await bundle();
const rootYmlText = rootActionYml(join(here, 'action.yml'));

if (process.argv.includes('--check')) {
  if (!existsSync(rootYml) || readFileSync(rootYml, 'utf8') !== rootYmlText) {
    console.error(
      'action.yml at the repository root is not generated from apps/action/action.yml.',
    );
    console.error(
      "Run 'pnpm --filter @knights-tour/action run build' and commit action.yml and apps/action/dist.",
    );
    process.exit(1);
  }
  const temp = mkdtempSync(join(tmpdir(), 'knights-tour-action-dist-'));
  try {
    writeFiles(temp, files);
    const fresh = listFiles(temp);
    const committed = listFiles(dist);
    const stale = [...new Set([...fresh, ...committed])].filter(
      (name) =>
        !existsSync(join(dist, name)) ||
        !existsSync(join(temp, name)) ||
        readFileSync(join(dist, name), 'utf8') !== readFileSync(join(temp, name), 'utf8'),
    );
    if (stale.length > 0) {
      console.error(`apps/action/dist is out of date (${stale.join(', ')} differ).`);
      try {
        execFileSync('diff', ['-r', '-u', dist, temp], { stdio: ['ignore', 'pipe', 'inherit'] });
      } catch (error) {
        const out = String(error.stdout ?? '');
        const lines = out.split('\n');
        console.error(lines.slice(0, 60).join('\n'));
        if (lines.length > 60) console.error(`... (${lines.length - 60} more diff lines)`);
      }
      console.error(
        "Run 'pnpm --filter @knights-tour/action run build' and commit apps/action/dist.",
      );
      process.exit(1);
    }
    console.log(`apps/action/dist is up to date (${fresh.length} files).`);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
} else {
  rmSync(dist, { recursive: true, force: true });
  writeFiles(dist, files);
  writeFileSync(rootYml, rootYmlText);
  for (const name of listFiles(dist)) {
    const size = readFileSync(join(dist, name)).length;
    console.log(`dist/${name}  ${(size / 1024).toFixed(1)} KiB`);
  }
}
