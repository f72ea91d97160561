import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../test-helpers.js';

// AML on all starts of 5..30 and 64 (two tasks): failures to carry through, and a plan of
// 28 tasks that 3 shards split unevenly.
const SWEEP = ['sweep', '--sizes', '5-30,64', '--starts', 'all', '--algorithm', 'aml'];

let dir: string;
let whole: string;
const shard = (i: number, k = 3) => join(dir, `s${i}of${k}.json`);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kt-merge-cli-'));
  const r = runCli([...SWEEP, '--format', 'json', '--out', join(dir, 'whole.json')]);
  expect(r.code).toBe(1);
  whole = r.stdout;
  for (let i = 1; i <= 3; i++) {
    const s = runCli([...SWEEP, '--shard', `${i}/3`, '--out', shard(i), '--format', 'json']);
    // Shards are contiguous runs of the plan: whether one holds a failure depends on its boards.
    expect(s.code).toBe(JSON.parse(s.stdout).failures > 0 ? 1 : 0);
    expect(JSON.parse(s.stdout).tasksTotal).toBeLessThan(JSON.parse(whole).tasksTotal);
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('merge', () => {
  it('3 shards merge into exactly the unsharded summary and result file', () => {
    const out = join(dir, 'merged.json');
    const r = runCli(['merge', shard(3), shard(1), shard(2), '--format', 'json', '--out', out]);
    expect(r.code).toBe(1); // AML fails from some starts
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(whole));
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(dir, 'whole.json'), 'utf8'));
    const text = runCli(['merge', shard(1), shard(2), shard(3)]);
    expect(text.stdout).toMatch(/^aml on sizes 5-30,64, all starts: \d+ instances, \d+ failures\n/);
    expect(text.stdout).not.toContain('INCOMPLETE');
    expect(text.stdout).toContain('n=7 from (0,0): reached');
  });

  it('a missing shard makes the summary incomplete and names it', () => {
    const r = runCli(['merge', shard(1), shard(3), '--format', 'json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^knights-tour: incomplete: \d+ of 28 tasks; missing shards: 2\/3\n$/);
    const s = JSON.parse(r.stdout);
    expect(s.complete).toBe(false);
    expect(s.missingShards).toEqual(['2/3']);
    const text = runCli(['merge', shard(2)]);
    expect(text.stdout).toContain('INCOMPLETE');
    expect(text.stdout).toContain('missing shards: 1/3, 3/3');
  });

  it('an interrupted shard makes the summary incomplete and names it', () => {
    const file = JSON.parse(readFileSync(shard(2), 'utf8'));
    file.results.pop();
    const partial = join(dir, 'partial2of3.json');
    writeFileSync(partial, JSON.stringify(file));
    const r = runCli(['merge', shard(1), partial, shard(3), '--format', 'json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^knights-tour: incomplete: 27 of 28 tasks; interrupted \(continue with sweep --resume\): shard 2\/3\n$/,
    );
    const s = JSON.parse(r.stdout);
    expect(s.partialShards).toEqual(['shard 2/3']);
    expect(s.missingShards).toBeUndefined();
    expect(s.tasksDone).toBe(27);
  });

  it('a single complete octaml16 file merges with exit 0', () => {
    const out = join(dir, 'small.json');
    expect(runCli(['sweep', '--sizes', '5-9', '--out', out]).code).toBe(0);
    const r = runCli(['merge', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('octaml16 on sizes 5-9, all starts');
  });

  describe('bad input: exit 2, one stderr line, no output file', () => {
    const cases: [string, () => string[], RegExp][] = [
      ['no files', () => [], /merge needs result files/],
      [
        'the same shard twice',
        () => [shard(1), shard(2), shard(1)],
        /overlapping shards: .*s1of3\.json and .*s1of3\.json both cover shard 1\/3/,
      ],
      ['a shard of another sharding', () => [shard(1), shard(1, 2)], /mismatched shards:/],
      [
        'a whole sweep with a shard',
        () => [join(dir, 'whole.json'), shard(2)],
        /mismatched shards:/,
      ],
      ['a shard of another sweep', () => [shard(1), join(dir, 'other.json')], /mismatched sweeps:/],
      ['a missing file', () => [shard(1), join(dir, 'nope.json')], /cannot read .*nope\.json/],
      ['not JSON', () => [join(dir, 'junk.json')], /junk\.json: not JSON/],
      ['a tour document', () => [join(dir, 'tour.json')], /tour\.json: not a sweep result file/],
    ];
    beforeAll(() => {
      expect(runCli([...SWEEP, '--shard', '1/2', '--out', shard(1, 2)]).code).toBe(1);
      const octaml = ['sweep', '--sizes', '5-30,64', '--starts', 'all', '--algorithm', 'octaml'];
      expect(runCli([...octaml, '--shard', '3/3', '--out', join(dir, 'other.json')]).code).not.toBe(
        2,
      );
      writeFileSync(join(dir, 'junk.json'), '{"format": "knights-tour-sweep/1", ');
      expect(runCli(['solve', '5', '--format', 'json', '--out', join(dir, 'tour.json')]).code).toBe(
        0,
      );
    });
    for (const [what, files, message] of cases) {
      it(what, () => {
        const r = runCli(['merge', ...files(), '--out', join(dir, 'refused.json')]);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(/^knights-tour: [^\n]+\n$/);
        expect(r.stderr).toMatch(message);
        expect(existsSync(join(dir, 'refused.json'))).toBe(false);
      });
    }
    it('an output directory that does not exist', () => {
      const r = runCli(['merge', shard(1), '--out', join(dir, 'no', 'merged.json')]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^knights-tour: cannot write .*: directory .* does not exist\n$/);
      expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    });
  });
});
