import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALGORITHMS, algorithmInfo } from '@knights-tour/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOneLineError, runCli, runCliProcess, startCli, waitFor } from '../test-helpers.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kt-compare-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Row {
  algorithm: string;
  seed?: number;
  instances: number;
  failures: number;
  firstFailure: string | null;
  attempts: Record<string, number>;
  methods?: Record<string, number>;
  perSize: { size: string; instances: number; failures: number }[];
  complete: boolean;
}
interface Table {
  sizes: string;
  starts: string;
  shard?: string;
  rows: Row[];
}

// A comparison runs one sweep per algorithm, each on its own worker threads; a small plan's
// time is mostly the workers' start-up (0.1-0.2 s of CPU each), so the tests run one worker a
// sweep (results do not depend on the count: sweep.test.ts, '1 and 2 workers give identical
// summaries').
const ONE_WORKER = ['--workers', '1'];

/** The row a separate sweep of `algorithm` gives. */
async function sweepRow(args: string[], algorithm: string): Promise<Row> {
  const s = JSON.parse(
    (await runCli(['sweep', ...args, '--algorithm', algorithm, ...ONE_WORKER, '--format', 'json']))
      .stdout,
  );
  return {
    algorithm,
    instances: s.instances,
    failures: s.failures,
    firstFailure: s.perSize.find((p: { failures: number }) => p.failures > 0)?.size ?? null,
    attempts: s.attempts,
    perSize: s.perSize.map(({ size, instances, failures }: Row['perSize'][0]) => ({
      size,
      instances,
      failures,
    })),
    complete: true,
  };
}

describe('compare', () => {
  it('tabulates exactly what separate sweeps find (the paper table on 5-80 is in sweep.test.ts)', async () => {
    const args = ['--sizes', '5-40', '--starts', 'paper-quadrant2'];
    const r = await runCli([
      'compare',
      ...args,
      '--algorithms',
      'aml,octaml,OctAML16',
      ...ONE_WORKER,
      '--format',
      'json',
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const table = JSON.parse(r.stdout) as Table;
    expect(table.sizes).toBe('5-40');
    expect(table.starts).toBe('paper-quadrant2');
    const expected: Row[] = [];
    for (const a of ['aml', 'octaml', 'octaml16']) expected.push(await sweepRow(args, a));
    expect(table.rows).toEqual(expected);
    // Smaller boards fail more often: AML and OctAML both fail somewhere below 40.
    expect(expected[0]!.failures).toBeGreaterThan(0);
    expect(expected[1]!.firstFailure).toMatch(/^\d+x\d+$/);
    expect(expected[2]!.failures).toBe(0);
    expect(expected[2]!.firstFailure).toBeNull();
  });

  it('compares every heuristic of core’s catalogue by default, of the sizes’ dimension', async () => {
    const plane = ALGORITHMS.filter(
      (a) => algorithmInfo(a).kind === 'heuristic' && algorithmInfo(a).dimensions === 2,
    );
    const r = await runCli([
      'compare',
      '--sizes',
      '5-7',
      '--starts',
      'corner',
      ...ONE_WORKER,
      '--format',
      'json',
    ]);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as Table).rows.map((row) => row.algorithm)).toEqual(plane);
    expect(plane).toEqual(expect.arrayContaining(['warnsdorff', 'aml', 'octaml', 'octaml16']));
  });

  it('runs any algorithm of the catalogue a sweep runs, 3-D heuristics on flat boards too', async () => {
    const runnable = ALGORITHMS.filter((a) => algorithmInfo(a).kind !== 'search');
    const r = await runCli([
      'compare',
      '--sizes',
      '5-6',
      '--starts',
      'corner',
      '--algorithms',
      runnable.join(','),
      ...ONE_WORKER,
      '--format',
      'json',
    ]);
    expect(r.stderr).toBe('');
    expect((JSON.parse(r.stdout) as Table).rows.map((row) => row.algorithm)).toEqual(runnable);
  });

  it('prints a text table of the chosen algorithms', async () => {
    const r = await runCli([
      'compare',
      '--sizes',
      '7',
      '--starts',
      'all',
      '--algorithms',
      'warnsdorff,aml,octaml16',
      ...ONE_WORKER,
    ]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('sizes 7, all starts');
    expect(lines[1]).toMatch(/^algorithm\s+instances\s+failures\s+failure rate\s+first failure$/);
    expect(lines.slice(2).map((l) => l.split(/\s+/).slice(0, 2))).toEqual([
      ['warnsdorff', '25'],
      ['aml', '25'],
      ['octaml16', '25'],
    ]);
    // SPEC §8: AML fails from the four corners of 7x7 (and more); OctAML16 never.
    expect(lines[3]).toMatch(/^aml\s+25\s+20\s+80\.00 %\s+7x7$/);
    expect(lines[4]).toMatch(/^octaml16\s+25\s+0\s+0\.00 %\s+-$/);
  });

  for (const [what, args, message] of [
    ['missing sizes', ['compare'], /missing --sizes/],
    [
      'an unknown algorithm',
      ['compare', '--sizes', '5-8', '--algorithms', 'aml,nope'],
      /unknown algorithm 'nope'/,
    ],
    ['an exact search', ['compare', '--sizes', '5-8', '--algorithms', 'backtrack'], /exact search/],
    [
      'an empty algorithm',
      ['compare', '--sizes', '5-8', '--algorithms', 'aml,'],
      /malformed algorithm list/,
    ],
    ['malformed sizes', ['compare', '--sizes', '5-x'], /malformed sizes/],
    [
      'an unknown start set',
      ['compare', '--sizes', '5-8', '--starts', 'edges'],
      /unknown start set/,
    ],
    ['an unknown format', ['compare', '--sizes', '5-8', '--format', 'md'], /unknown format/],
    ['a malformed shard', ['compare', '--sizes', '5-8', '--shard', '3/2'], /malformed shard/],
    [
      '--resume without --out',
      ['compare', '--sizes', '5-8', '--resume'],
      /--resume needs --out DIR/,
    ],
    [
      'run options with result files',
      ['compare', 'x.json', '--sizes', '5-8'],
      /--sizes is not used with result files/,
    ],
    [
      'a long run without --yes',
      ['compare', '--sizes', '5-1000', '--starts', 'all'],
      /this comparison would walk about/,
    ],
  ] as const) {
    it(`refuses ${what} with exit 2 and one stderr line`, async () => {
      const r = await runCli([...args]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^knights-tour: [^\n]+\n$/);
      expect(r.stderr).toMatch(message);
    });
  }
});

describe('compare: shards, result files and resume', () => {
  const ARGS = ['--sizes', '5-20', '--algorithms', 'aml,octaml16,warnsdorff', '--seed', '3'];
  // The whole table, run once: the shards and the resumed run both compare to it.
  let table: Promise<Table> | undefined;
  const whole = () => {
    table ??= runCli(['compare', ...ARGS, ...ONE_WORKER, '--format', 'json']).then(
      (r) => JSON.parse(r.stdout) as Table,
    );
    return table;
  };

  it('runs in shards whose result files compare to the whole table', async () => {
    const out = join(dir, 'shards');
    for (let i = 1; i <= 3; i++) {
      const r = await runCli([
        'compare',
        ...ARGS,
        ...ONE_WORKER,
        '--shard',
        `${i}/3`,
        '--out',
        out,
        '--format',
        'json',
      ]);
      expect(r.code).toBe(0);
      expect((JSON.parse(r.stdout) as Table).shard).toBe(`shard ${i}/3`);
    }
    expect(readdirSync(out).sort()).toEqual(
      ['aml', 'octaml16', 'warnsdorff-seed3']
        .flatMap((a) => [1, 2, 3].map((i) => `${a}.shard-${i}-of-3.json`))
        .sort(),
    );
    const merged = join(dir, 'merged');
    const r = await runCli(['compare', join(out, '*.json'), '--format', 'json', '--out', merged]);
    expect(r.code).toBe(0);
    const table = JSON.parse(r.stdout) as Table;
    // Globbed files come sorted by name: the rows follow them.
    expect(table.rows.map((row) => row.algorithm)).toEqual(['aml', 'octaml16', 'warnsdorff']);
    const byName = (t: Table) => [...t.rows].sort((a, b) => a.algorithm.localeCompare(b.algorithm));
    expect(byName(table)).toEqual(byName(await whole()));
    expect(readdirSync(merged).sort()).toEqual([
      'aml.json',
      'octaml16.json',
      'warnsdorff-seed3.json',
    ]);
    // A missing shard: the table says incomplete, exit 1.
    const partial = await runCli([
      'compare',
      join(out, 'aml.shard-1-of-3.json'),
      join(out, 'aml.shard-3-of-3.json'),
    ]);
    expect(partial.code).toBe(1);
    expect(partial.stdout).toMatch(/^aml\*/m);
    expect(partial.stderr).toBe('knights-tour: incomplete: aml: missing shards 2/3\n');
  });

  it('refuses result files of different plans in one table', async () => {
    const a = join(dir, 'a');
    const b = join(dir, 'b');
    expect(
      (
        await runCli([
          'compare',
          '--sizes',
          '5-6',
          '--algorithms',
          'aml',
          ...ONE_WORKER,
          '--out',
          a,
        ])
      ).code,
    ).toBe(0);
    expect(
      (
        await runCli([
          'compare',
          '--sizes',
          '5-7',
          '--algorithms',
          'octaml',
          ...ONE_WORKER,
          '--out',
          b,
        ])
      ).code,
    ).toBe(0);
    const r = await runCli(['compare', join(a, 'aml.json'), join(b, 'octaml.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^knights-tour: compare: the files are not of one plan: .*aml\.json is aml on sizes 5-6, all starts but .*octaml\.json is octaml on sizes 5-7, all starts\n$/,
    );
  });

  it('says --out is a directory when result files are given one that is a file', async () => {
    const a = join(dir, 'for-out');
    expect(
      (
        await runCli([
          'compare',
          '--sizes',
          '5-6',
          '--algorithms',
          'aml',
          ...ONE_WORKER,
          '--out',
          a,
        ])
      ).code,
    ).toBe(0);
    const file = join(dir, 't8.json');
    writeFileSync(file, 'not a directory\n');
    const r = await runCli(['compare', join(a, 'aml.json'), '--out', file]);
    expectOneLineError(
      r,
      /compare: --out .*t8\.json is not a directory \(the result files go there\)$/,
    );
    expect(readFileSync(file, 'utf8')).toBe('not a directory\n');
  });

  it('stops cleanly on Ctrl-C and resumes to the same table', async () => {
    const out = join(dir, 'resumed');
    const args = ['compare', ...ARGS, '--out', out, '--workers', '1'];
    // The sweep package's test hook holds the worker after its first task: the signal lands
    // mid-sweep, after the first task was saved (at once), whatever the machine's load.
    const running = startCli(args, { env: { KNIGHTS_TOUR_TEST_HOLD_AFTER: '1' } });
    const saved = () => {
      try {
        return JSON.parse(readFileSync(join(out, 'aml.json'), 'utf8')).results.length as number;
      } catch {
        return 0;
      }
    };
    await waitFor('the first task saved in aml.json', () => saved() >= 1, { running });
    running.child.kill('SIGINT');
    const stopped = await running.done;
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toMatch(
      /^knights-tour: interrupted during aml; the files in .*resumed keep the finished tasks\. Resume with: knights-tour compare --sizes 5-20 --starts all --algorithms aml,octaml16,warnsdorff --seed 3 --out \S+ --resume\n$/,
    );
    expect(readdirSync(out).sort()).toEqual(['aml.json']); // no lock or temporary file left
    // The resumed run ends three sweeps' worker threads: a process of its own, whose exit
    // status says whether one of them brought it down (it did, under load: see the sweep
    // package's pool.ts).
    const resumed = runCliProcess([...args, '--resume', '--format', 'json']);
    expect(resumed.stderr).toBe('');
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.stdout)).toEqual(await whole());
  });
});

describe('compare: auto and seeded warnsdorff', () => {
  it('adds auto (with its methods) and a seeded warnsdorff row', async () => {
    const args = [
      'compare',
      '--sizes',
      '5-8',
      '--algorithms',
      'warnsdorff,auto',
      '--seed',
      '3',
      ...ONE_WORKER,
    ];
    const r = await runCli([...args, '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Table;
    expect(out.rows.map((row) => [row.algorithm, row.seed])).toEqual([
      ['warnsdorff', 3],
      ['auto', undefined],
    ]);
    expect(out.rows[1]!.failures).toBe(0);
    expect(out.rows[1]!.methods).toMatchObject({ octaml16: expect.any(Number) });
    const text = await runCli(args);
    expect(text.stdout).toMatch(/^warnsdorff \(seed 3\)\s+\d+\s+\d+\s+[\d.]+ %\s+\S+$/m);
    expect(text.stdout).toMatch(/auto: instances by method/);
  });

  it('refuses a seed no row takes', async () => {
    const r = await runCli(['compare', '--sizes', '5-8', '--algorithms', 'aml', '--seed', '3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'knights-tour: a seed only applies to warnsdorff, pohl or parberry, not aml\n',
    );
  });
});
