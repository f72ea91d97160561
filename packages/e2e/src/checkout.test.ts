import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_ROOT } from './workspace.js';

// The root README's way to run the CLI from a checkout must be pipe-clean: nothing but the
// command's own output on stdout (no pnpm or turbo banners), so one command feeds another.
const readme = readFileSync(join(WORKSPACE_ROOT, 'README.md'), 'utf8');

describe('running the CLI from a checkout, as the root README says', () => {
  const pipe = readme
    .split('\n')
    .find((line) => /solve 5 --format json \| .*verify -/.test(line) && line.includes('pnpm'));

  it('documents a solve | verify pipe through the root script', () => {
    expect(pipe).toMatch(/^npx -y pnpm@10\.34\.9 -s knights-tour solve 5 --format json \| /);
  });

  it('runs that exact pipe: the tour reaches verify untouched', () => {
    const command = pipe!.replace(/\s+#.*$/, '');
    const r = spawnSync('bash', ['-o', 'pipefail', '-c', command], {
      cwd: WORKSPACE_ROOT,
      encoding: 'utf8',
      timeout: 300_000,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^stdin: valid open tour of 5x5/);
  }, 300_000);

  it('keeps stdout to the command alone, builds quietly', () => {
    const r = spawnSync(
      'npx',
      ['-y', 'pnpm@10.34.9', '-s', 'knights-tour', 'solve', '5', '--format', 'json'],
      {
        cwd: WORKSPACE_ROOT,
        encoding: 'utf8',
        timeout: 300_000,
      },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(() => JSON.parse(r.stdout)).not.toThrow();
    expect(r.stderr).not.toMatch(/turbo|Tasks:/);
  }, 300_000);
});
