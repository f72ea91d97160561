import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTION_DIR,
  BUNDLE,
  collect,
  possibleStarts,
  runnerEnv,
  scratch,
  workspace,
} from './testing/step.js';

describe('the committed bundle', () => {
  it('is run the same from the root action.yml (uses: knights-tour/knights-tour@v1): one bundle', async () => {
    // The root action.yml is generated from apps/action/action.yml (build.mjs; check-dist
    // fails when it is stale): here, both run the one bundle.
    const root = join(ACTION_DIR, '..', '..');
    const here = readFileSync(join(ACTION_DIR, 'action.yml'), 'utf8');
    const there = readFileSync(join(root, 'action.yml'), 'utf8');
    expect(existsSync(join(root, 'LICENSE'))).toBe(true);
    // As the runner runs each: node <directory of action.yml>/<main>. Both name the same file,
    // so one run of it is the run of each.
    const [main, ...others] = [
      [ACTION_DIR, here],
      [root, there],
    ].map(([dir, yml]) => join(dir!, /^ {2}main: (.+)$/m.exec(yml!)![1]!));
    expect(others).toEqual([main]);
    const env = runnerEnv({ sizes: '5-6', algorithm: 'OctAML16' });
    const child = spawnSync(process.execPath, [main!], {
      cwd: workspace,
      env,
      encoding: 'utf8',
    });
    const run = collect(child.status, child.stdout, child.stderr, env);
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.instances).toBe(String(possibleStarts(5) + possibleStarts(6)));
  });

  it('is what action.yml runs, as ESM on Node 24, with the sweep worker beside it', async () => {
    const yml = readFileSync(join(ACTION_DIR, 'action.yml'), 'utf8');
    expect(yml).toMatch(/^runs:\n {2}using: node24\n {2}main: dist\/index\.js$/m);
    expect(existsSync(BUNDLE)).toBe(true);
    expect(existsSync(join(ACTION_DIR, 'dist', 'worker.js'))).toBe(true);
    // Node reads the nearest package.json to decide that dist/*.js are ES modules.
    expect(JSON.parse(readFileSync(join(ACTION_DIR, 'dist', 'package.json'), 'utf8'))).toEqual({
      type: 'module',
    });
  });

  it('runs from a copy of dist/ alone, with no node_modules anywhere above it', async () => {
    const alone = join(scratch, 'alone');
    mkdirSync(join(alone, 'dist'), { recursive: true });
    for (const f of readdirSync(join(ACTION_DIR, 'dist'))) {
      copyFileSync(join(ACTION_DIR, 'dist', f), join(alone, 'dist', f));
    }
    const env = runnerEnv({ sizes: '5-6' });
    const child = spawnSync(process.execPath, [join(alone, 'dist', 'index.js')], {
      cwd: workspace,
      env,
      encoding: 'utf8',
    });
    const run = collect(child.status, child.stdout, child.stderr, env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs.instances).toBe(String(possibleStarts(5) + possibleStarts(6)));
  });
});
