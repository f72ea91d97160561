// action.yml as the Action's source of truth: its inputs (with their defaults) become a module
// the sources import (`import action from '../action.yml'`), and the repository's root
// action.yml is generated from it. Used by build.mjs (esbuild) and vitest.config.ts (Vite).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The JavaScript module of an action.yml: its inputs' defaults and whether they are required. */
export function actionYmlModule(path) {
  const action = parse(readFileSync(path, 'utf8'));
  const inputs = {};
  for (const [name, input] of Object.entries(action.inputs ?? {})) {
    inputs[name] = {
      ...(input.default === undefined ? {} : { default: String(input.default) }),
      ...(input.required === undefined ? {} : { required: input.required === true }),
    };
  }
  return `export default ${JSON.stringify({ inputs }, null, 2)};\n`;
}

/**
 * The root action.yml (`uses: knights-tour/knights-tour@v1`): this directory's action.yml
 * with a comment on top and `main` relative to the root.
 */
export function rootActionYml(path) {
  const text = readFileSync(path, 'utf8');
  const main = 'main: dist/index.js';
  if (!text.includes(`  ${main}\n`)) throw new Error(`${path}: expected '  ${main}' under runs:`);
  return `# Generated from apps/action/action.yml by apps/action/build.mjs: edit that file, then run
# 'pnpm --filter @knights-tour/action run build'. The Action at the repository root (as the
# Marketplace lists it), with the same inputs and the same bundle.
${text.replace(`  ${main}\n`, '  main: apps/action/dist/index.js\n')}`;
}

/** The esbuild plugin that loads `action.yml` imports as their module. */
export const esbuildActionYml = {
  name: 'action-yml',
  setup(build) {
    build.onLoad({ filter: /[/\\]action\.yml$/ }, (args) => ({
      contents: actionYmlModule(args.path),
      loader: 'js',
    }));
  },
};

/** The Vite plugin (for vitest) that loads `action.yml` imports as their module. */
export const viteActionYml = {
  name: 'action-yml',
  load(id) {
    return /[/\\]action\.yml$/.test(id) ? actionYmlModule(id) : undefined;
  },
};
