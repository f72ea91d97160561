// What every Node bundle of the house shares (apps/cli, apps/action, packages/sweep's workers):
// ESM for Node 20, licences kept at the end of each file, UTF-8 as written, warnings only.
// Each build adds its entries, output and splitting. Like vitest.shared.ts, a global
// dependency of turbo's tasks: a change here rebuilds every bundle.

/** @type {import('esbuild').BuildOptions} */
export const nodeBundle = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'eof',
  charset: 'utf8',
  logLevel: 'warning',
};
