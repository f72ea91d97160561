import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../test-helpers.js';

// The CLI expands patterns itself: shells that do not (Windows) pass `shard*.json` as is.
const dir = mkdtempSync(join(tmpdir(), 'kt-globs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = { cwd: dir };

beforeAll(async () => {
  mkdirSync(join(dir, 'tours'));
  for (let i = 1; i <= 3; i++) {
    const s = await runCli(
      ['sweep', '--sizes', '5-12', '--shard', `${i}/3`, '--out', `shard${i}.json`],
      at,
    );
    expect(s.code).not.toBe(2);
  }
  for (const n of [5, 6]) {
    const r = await runCli(
      ['solve', String(n), '--format', 'json', '--out', `tours/t${n}.json`],
      at,
    );
    expect(r.code).toBe(0);
  }
});

describe('patterns in file arguments', () => {
  it('merge shard*.json equals naming the shards', async () => {
    const globbed = await runCli(['merge', 'shard*.json', '--format', 'json'], at);
    const named = await runCli(
      ['merge', 'shard1.json', 'shard2.json', 'shard3.json', '--format', 'json'],
      at,
    );
    expect(globbed.stderr).toBe('');
    expect(globbed.code).toBe(named.code);
    expect(globbed.stdout).toBe(named.stdout);
    expect(JSON.parse(globbed.stdout).complete).toBe(true);
  });

  it('verify tours/*.json checks every match, sorted', async () => {
    const r = await runCli(['verify', 'tours/*.json'], at);
    expect(r.code).toBe(0);
    expect(r.stdout.indexOf('t5.json')).toBeGreaterThanOrEqual(0);
    expect(r.stdout.indexOf('t5.json')).toBeLessThan(r.stdout.indexOf('t6.json'));
  });

  it('render takes a pattern matching one file, and refuses one matching several', async () => {
    expect((await runCli(['render', 'tours/t5*', '--out', 'five.svg'], at)).code).toBe(0);
    const many = await runCli(['render', 'tours/*.json', '--out', 'x.svg'], at);
    expect(many.code).toBe(2);
    expect(many.stderr).toBe(
      "knights-tour: render: 'tours/*.json' matches 2 files (tours/t5.json, tours/t6.json); give one\n",
    );
  });

  it('a pattern that matches nothing is one clear line, exit 2', async () => {
    for (const command of ['merge', 'verify', 'render']) {
      const r = await runCli(
        [command, 'nothing*.json', ...(command === 'render' ? ['--out', 'y.svg'] : [])],
        at,
      );
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`knights-tour: no file matches 'nothing*.json' (in ${dir})\n`);
    }
  });
});
