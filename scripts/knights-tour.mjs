#!/usr/bin/env node
// Runs the knights-tour CLI from a checkout: `npx -y pnpm@10.34.9 -s knights-tour <command> …`.
// It first builds what the CLI needs (turbo, cached after the first time) with the build's
// output held back, shown on stderr only if the build fails, then runs the CLI with stdin,
// stdout and stderr untouched, so its output can be piped like the installed command's.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const turbo = join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'turbo.cmd' : 'turbo',
);
const build = spawnSync(
  turbo,
  ['run', 'build', '--filter=knights-tour...', '--output-logs=errors-only'],
  {
    cwd: root,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
  },
);
if (build.status !== 0) {
  process.stderr.write(build.error ? `${build.error.message}\n` : `${build.stdout}${build.stderr}`);
  process.stderr.write('knights-tour: building the CLI from this checkout failed (see above)\n');
  process.exit(2);
}
const cli = spawnSync(
  process.execPath,
  [join(root, 'apps', 'cli', 'bin', 'knights-tour.js'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(cli.status ?? (cli.signal === 'SIGINT' ? 130 : 1));
