import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSweep, runAction, runShards, workspace } from './testing/step.js';

describe('merge mode', () => {
  const sweep = { sizes: '5-14', starts: 'octant', algorithm: 'aml' };

  it('merges the shards of a sweep into exactly the unsharded sweep’s results', async () => {
    const whole = await runAction({ ...sweep, results: 'whole.json' });
    await runShards(sweep, 3, [1, 2, 3]);
    const run = await runAction({ mode: 'merge', shards: 'shards/*.json', results: 'all.json' });
    const unsharded = parseSweep(readFileSync(join(workspace, 'whole.json'), 'utf8'));
    const merged = parseSweep(readFileSync(join(workspace, 'all.json'), 'utf8'));
    expect(merged).toEqual(unsharded);
    // Same outputs, failures and verdict as the unsharded sweep (AML fails on some boards here).
    expect(run.outputs.instances).toBe(whole.outputs.instances);
    expect(run.outputs.failures).toBe(whole.outputs.failures);
    expect(Number(run.outputs.failures)).toBeGreaterThan(0);
    expect(run.outputs.results).toBe(join(workspace, 'all.json'));
    expect(run.errors).toEqual(whole.errors);
    expect(run.code).toBe(1);
    expect(run.summary).toContain('merged from 3 files');
    expect(run.summary.split('\n').filter((l) => l.startsWith('|'))).toEqual(
      whole.summary.split('\n').filter((l) => l.startsWith('|')),
    );
    expect(run.stdout).toContain('Merged 3 result files: shards/shard-1.json, shards/shard-2.json');
  });

  it('never reads its own results file, even when a pattern matches it', async () => {
    await runShards({ sizes: '5-8' }, 2, [1, 2]);
    const first = await runAction({
      mode: 'merge',
      shards: 'shards/*.json',
      results: 'shards/all.json',
    });
    expect(first.code, first.stdout).toBe(0);
    const again = await runAction({
      mode: 'merge',
      shards: 'shards/*.json',
      results: 'shards/all.json',
    });
    expect(again.code, again.stdout).toBe(0);
    expect(again.stdout).toContain('Merged 2 result files');
  });

  it('writes what it has but fails with one line naming a missing shard', async () => {
    await runShards(sweep, 3, [1, 3]);
    const run = await runAction({ mode: 'merge', shards: 'shards/*.json' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const failed = run.errors.filter((e) => !e.includes('title=Incomplete knight'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(/^::error::incomplete: \d+ of \d+ tasks; missing shards 2\/3$/);
    expect(run.summary).toContain('⚠️ incomplete');
    const merged = parseSweep(readFileSync(join(workspace, 'knights-tour-results.json'), 'utf8'));
    expect(merged.shard).toBeNull();
  });

  it('refuses thousands of copies of one shard at the second file, without reading the rest', async () => {
    await runShards({ sizes: '5-8' }, 2, [1]);
    const shard = readFileSync(join(workspace, 'shards', 'shard-1.json'));
    rmSync(join(workspace, 'shards', 'shard-1.json'));
    for (let i = 0; i < 3000; i++) {
      writeFileSync(join(workspace, 'shards', `${String(i).padStart(5, '0')}.json`), shard);
    }
    // The last file, read only if the merge went on, would be refused with another message.
    writeFileSync(join(workspace, 'shards', '99999.json'), '{"nope": 1}');
    const run = await runAction({ mode: 'merge', shards: 'shards/*.json' });
    expect(run.errors).toEqual([
      '::error::overlapping shards: shards/00000.json and shards/00001.json both cover shard 1/2',
    ]);
  });

  it.each([
    [
      'the same shard twice',
      async () => {
        await runShards({ sizes: '5-8' }, 2, [1]);
        copyFileSync(
          join(workspace, 'shards', 'shard-1.json'),
          join(workspace, 'shards', 'copy.json'),
        );
      },
      'overlapping shards: shards/copy.json and shards/shard-1.json both cover shard 1/2',
    ],
    [
      'shards of different sweeps',
      async () => {
        await runShards({ sizes: '5-8' }, 2, [1]);
        await runShards({ sizes: '5-9' }, 2, [2]);
      },
      'mismatched sweeps: shards/shard-1.json is',
    ],
    [
      'a file that is not a result file',
      () => {
        mkdirSync(join(workspace, 'shards'));
        writeFileSync(join(workspace, 'shards', 'x.json'), '{"nope": 1}');
      },
      'shards/x.json:',
    ],
    [
      'a shard whose records were edited, naming the task and the reason',
      async () => {
        await runShards({ sizes: '5-8', algorithm: 'aml' }, 2, [1]);
        const path = join(workspace, 'shards', 'shard-1.json');
        const data = JSON.parse(readFileSync(path, 'utf8'));
        data.results[0].attempts[1] += 1;
        writeFileSync(path, JSON.stringify(data));
      },
      'shards/shard-1.json: results[0] (task 0): complete (',
    ],
    [
      'binary data, without echoing it',
      () => {
        mkdirSync(join(workspace, 'shards'));
        writeFileSync(
          join(workspace, 'shards', 'x.json'),
          Buffer.from([0x1b, 0x5b, 0x32, 0x4a, 0, 7, 1]),
        );
      },
      'cannot read shards/x.json: binary data, not text (control byte 0x00 at character 5)',
    ],
  ])('refuses %s with one line and writes nothing', async (_, setup, message) => {
    await setup();
    const run = await runAction({ mode: 'merge', shards: 'shards/*.json' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]!.startsWith(`::error::${message}`), run.errors[0]).toBe(true);
    expect(run.errors[0]).not.toContain('%0A');
    expect(run.outputs).toEqual({});
    expect(existsSync(join(workspace, 'knights-tour-results.json'))).toBe(false);
  });
});
