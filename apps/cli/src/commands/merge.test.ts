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

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kt-merge-cli-'));
  const r = await runCli([...SWEEP, '--format', 'json', '--out', join(dir, 'whole.json')]);
  expect(r.code).toBe(1);
  whole = r.stdout;
  for (let i = 1; i <= 3; i++) {
    const s = await runCli([...SWEEP, '--shard', `${i}/3`, '--out', shard(i), '--format', 'json']);
    // Shards are contiguous runs of the plan: whether one holds a failure depends on its boards.
    expect(s.code).toBe(JSON.parse(s.stdout).failures > 0 ? 1 : 0);
    expect(JSON.parse(s.stdout).tasksTotal).toBeLessThan(JSON.parse(whole).tasksTotal);
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('merge', () => {
  it('3 shards merge into exactly the unsharded summary and result file', async () => {
    const out = join(dir, 'merged.json');
    const r = await runCli([
      'merge',
      shard(3),
      shard(1),
      shard(2),
      '--format',
      'json',
      '--out',
      out,
    ]);
    expect(r.code).toBe(1); // AML fails from some starts
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(whole));
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(dir, 'whole.json'), 'utf8'));
    const text = await runCli(['merge', shard(1), shard(2), shard(3)]);
    expect(text.stdout).toMatch(/^aml on sizes 5-30,64, all starts: \d+ instances, \d+ failures\n/);
    expect(text.stdout).not.toContain('INCOMPLETE');
    expect(text.stdout).toContain('  aml: failed on 7x7 from (0,0): reached 33 of 49 squares');
  });

  it('a missing shard makes the summary incomplete and names it', async () => {
    const r = await runCli(['merge', shard(1), shard(3), '--format', 'json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^knights-tour: incomplete: \d+ of 28 tasks; missing shards: 2\/3\n$/);
    const s = JSON.parse(r.stdout);
    expect(s.complete).toBe(false);
    expect(s.missingShards).toEqual(['2/3']);
    const text = await runCli(['merge', shard(2)]);
    expect(text.stdout).toContain('INCOMPLETE');
    expect(text.stdout).toContain('missing shards: 1/3, 3/3');
  });

  it('an interrupted shard makes the summary incomplete and names it', async () => {
    const file = JSON.parse(readFileSync(shard(2), 'utf8'));
    file.results.pop();
    const partial = join(dir, 'partial2of3.json');
    writeFileSync(partial, JSON.stringify(file));
    const r = await runCli(['merge', shard(1), partial, shard(3), '--format', 'json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^knights-tour: incomplete: 27 of 28 tasks; interrupted \(continue with --resume\): .*partial2of3\.json\n$/,
    );
    const s = JSON.parse(r.stdout);
    expect(s.partialShards).toEqual([partial]);
    expect(s.missingShards).toBeUndefined();
    expect(s.tasksDone).toBe(27);
  });

  it('a single complete octaml16 file merges with exit 0', async () => {
    const out = join(dir, 'small.json');
    expect((await runCli(['sweep', '--sizes', '5-9', '--out', out])).code).toBe(0);
    const r = await runCli(['merge', out]);
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
      [
        'not JSON',
        () => [join(dir, 'junk.json')],
        /junk\.json: not a sweep result file \(not JSON/,
      ],
      [
        'a file whose counts were edited',
        () => [join(dir, 'tampered.json')],
        /tampered\.json: results\[\d+\] \(task \d+\): complete \(\d+\) and failed \(\d+\) instances do not add up/,
      ],
      [
        'a file with a flipped bit',
        () => [join(dir, 'flipped.json')],
        /flipped\.json: results\[0\] \(task 0\): squares walked \(\d+\) cannot be/,
      ],
      [
        'endless binary data',
        () => ['/dev/urandom'],
        /^knights-tour: cannot read \/dev\/urandom: binary data, not text/,
      ],
      [
        'an ANSI-coloured file',
        () => [join(dir, 'ansi.json')],
        /ansi\.json: not a sweep result file \(not JSON: .*\\x1b/,
      ],
      [
        'a terminal escape inside a file and its name',
        () => [join(dir, 'esc\u001b[31m.json')],
        /esc\\x1b\[31m\.json: not a sweep result file \(format is 'knights-tour\\x1b\]0;x\\x07'/,
      ],
      ['a tour document', () => [join(dir, 'tour.json')], /tour\.json: not a sweep result file/],
    ];
    beforeAll(async () => {
      expect((await runCli([...SWEEP, '--shard', '1/2', '--out', shard(1, 2)])).code).toBe(1);
      const octaml = ['sweep', '--sizes', '5-30,64', '--starts', 'all', '--algorithm', 'octaml'];
      expect(
        (await runCli([...octaml, '--shard', '3/3', '--out', join(dir, 'other.json')])).code,
      ).not.toBe(2);
      writeFileSync(join(dir, 'junk.json'), '{"format": "knights-tour-sweep/2", ');
      const tampered = JSON.parse(readFileSync(shard(1), 'utf8'));
      tampered.results.find((r: { failed: unknown[] }) => r.failed.length > 0).failed.pop();
      writeFileSync(join(dir, 'tampered.json'), JSON.stringify(tampered));
      // "squares":1234 → "squares":1235 in the first task line.
      writeFileSync(
        join(dir, 'flipped.json'),
        readFileSync(shard(1), 'utf8').replace(
          /("squares":\d*)(\d)/,
          (_, a, d) => `${a}${(Number(d) + 1) % 10}`,
        ),
      );
      writeFileSync(join(dir, 'esc\u001b[31m.json'), '{"format":"knights-tour\\u001b]0;x\\u0007"}');
      writeFileSync(join(dir, 'ansi.json'), '\u001b[31m{"format": 1}\u001b[0m');
      expect(
        (await runCli(['solve', '5', '--format', 'json', '--out', join(dir, 'tour.json')])).code,
      ).toBe(0);
    });
    for (const [what, files, message] of cases) {
      it(what, async () => {
        const r = await runCli(['merge', ...files(), '--out', join(dir, 'refused.json')]);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(/^knights-tour: [^\n]+\n$/);
        expect(r.stderr).toMatch(message);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: none may reach the terminal
        expect(r.stderr.slice(0, -1)).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
        expect(existsSync(join(dir, 'refused.json'))).toBe(false);
      });
    }
    it('an output directory that does not exist', async () => {
      const r = await runCli(['merge', shard(1), '--out', join(dir, 'no', 'merged.json')]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^knights-tour: cannot write .*: directory .* does not exist\n$/);
      expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    });
  });
});
