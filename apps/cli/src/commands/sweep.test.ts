import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BIN, runCli } from '../test-helpers.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kt-sweep-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Summary {
  algorithm: string;
  instances: number;
  failures: number;
  failed: { width: number; start: [number, number]; reached: number }[];
  perSize: { size: string; instances: number; failures: number }[];
  attempts: Record<string, number>;
  verified: number;
  tasksDone: number;
  tasksTotal: number;
  complete: boolean;
}

const PAPER = ['--sizes', '5-80', '--starts', 'paper-quadrant2'];
const summaries = new Map<string, Summary>();

describe('sweep: SPEC §8 paper-quadrant2, 5 <= n <= 80', () => {
  for (const [algorithm, failures] of [
    ['aml', 227],
    ['octaml', 219],
    ['octaml16', 0],
  ] as const) {
    it(`${algorithm}: 31597 instances, ${failures} failures`, () => {
      const out = join(dir, `paper-${algorithm}.json`);
      const r = runCli([
        'sweep',
        ...PAPER,
        '--algorithm',
        algorithm,
        '--format',
        'json',
        '--out',
        out,
      ]);
      expect(r.stderr).toBe(''); // no progress bar when stderr is not a terminal
      expect(r.code).toBe(failures === 0 ? 0 : 1);
      const s = JSON.parse(r.stdout) as Summary;
      summaries.set(algorithm, s);
      expect(s.instances).toBe(31597);
      expect(s.failures).toBe(failures);
      expect(s.failed).toHaveLength(failures);
      expect(s.complete).toBe(true);
      expect(s.perSize.map((p) => p.size)).toEqual(
        Array.from({ length: 76 }, (_, i) => `${i + 5}`),
      );
      expect(s.perSize.reduce((a, p) => a + p.instances, 0)).toBe(31597);
      expect(s.perSize.reduce((a, p) => a + p.failures, 0)).toBe(failures);
      const complete = Object.values(s.attempts).reduce((a, b) => a + b, 0);
      expect(complete).toBe(31597 - failures);
      if (algorithm !== 'octaml16') expect(Object.keys(s.attempts)).toEqual(['1']);
      else expect(Object.keys(s.attempts).length).toBeGreaterThan(1);
      expect(existsSync(out)).toBe(true);
    });
  }

  it('the n = 7 AML failures of SPEC §8 are in the failed list', () => {
    const aml = summaries.get('aml')!;
    const seven = aml.failed.filter((f) => f.width === 7).map((f) => f.start);
    // paper-quadrant2 on 7x7 holds the corner (6,0) and (6,2), (4,0).
    expect(seven).toContainEqual([6, 0]);
    expect(seven).toContainEqual([6, 2]);
    expect(seven).not.toContainEqual([4, 0]);
  });
});

describe('sweep: reports', () => {
  it('text report of AML on 7x7 lists the four corner failures, per-size counts and exits 1', () => {
    const r = runCli(['sweep', '--sizes', '7', '--starts', 'all', '--algorithm', 'aml']);
    expect(r.code).toBe(1);
    for (const corner of ['(0,0)', '(6,0)', '(0,6)', '(6,6)', '(6,2)']) {
      expect(r.stdout).toContain(`n=7 from ${corner}: reached`);
    }
    expect(r.stdout).not.toContain('from (4,0)');
    expect(r.stdout).toMatch(/^aml on sizes 7, all starts: 25 instances, \d+ failures$/m);
    expect(r.stdout).toMatch(/^\s+7\s+25\s+\d+$/m);
  });

  it('text report of octaml16 shows the attempts distribution', () => {
    const r = runCli(['sweep', '--sizes', '5-12', '--starts', 'all']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('octaml16 on sizes 5-12, all starts');
    expect(r.stdout).toContain('0 failures');
    expect(r.stdout).toMatch(/Attempts needed by the complete instances:\n\s+1: \d+\n\s+2: \d+/);
  });

  it('1 and 2 workers give identical summaries', () => {
    const args = [
      'sweep',
      '--sizes',
      '5-30,64',
      '--starts',
      'all',
      '--algorithm',
      'aml',
      '--format',
      'json',
    ];
    const one = runCli([...args, '--workers', '1']);
    const two = runCli([...args, '--workers', '2']);
    expect(one.code).toBe(1);
    expect(two.stdout).toBe(one.stdout);
    expect((JSON.parse(one.stdout) as Summary).tasksTotal).toBeGreaterThan(27);
  });

  it('--verify re-checks every complete tour', () => {
    const args = ['sweep', '--sizes', '5-14', '--starts', 'all', '--algorithm', 'aml'];
    const plain = JSON.parse(runCli([...args, '--format', 'json']).stdout) as Summary;
    const r = runCli([...args, '--verify', '--format', 'json']);
    expect(r.code).toBe(1);
    const s = JSON.parse(r.stdout) as Summary;
    expect(plain.verified).toBe(0);
    expect(s.verified).toBe(s.instances - s.failures);
    expect(s.verified).toBeGreaterThan(500);
    expect({ ...s, verified: 0 }).toEqual(plain);
    expect(runCli([...args, '--verify']).stdout).toContain(
      `verified: ${s.verified} complete tours`,
    );
  });
});

/** Runs the CLI asynchronously (to signal it while it runs). */
function spawnCli(args: string[]) {
  const child = spawn(process.execPath, [CLI_BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

const tasksIn = (path: string): number => {
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { results: unknown[] }).results.length;
  } catch {
    return -1;
  }
};

describe('sweep: Ctrl-C and --resume', () => {
  it('SIGINT leaves a valid partial file, exits 130, and a resumed sweep equals an uninterrupted one', async () => {
    const out = join(dir, 'interrupted.json');
    const args = [...PAPER, '--algorithm', 'octaml16', '--out', out];
    const { child, done } = spawnCli(['sweep', ...args, '--workers', '1', '--format', 'json']);
    // The file is rewritten about once a second: wait until it holds finished tasks.
    const deadline = Date.now() + 60_000;
    while (tasksIn(out) <= 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
    }
    child.kill('SIGINT');
    const stopped = await done;
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toMatch(
      /^knights-tour: interrupted \(\d+ of 78 tasks done\); .*interrupted\.json keeps them\. Resume with: knights-tour sweep --sizes 5-80 --starts paper-quadrant2 --algorithm octaml16 --out \S+ --resume\n$/,
    );
    const partial = JSON.parse(stopped.stdout) as Summary;
    expect(partial.complete).toBe(false);
    expect(partial.tasksDone).toBe(tasksIn(out));
    expect(partial.tasksDone).toBeGreaterThan(0);
    expect(partial.tasksDone).toBeLessThan(78);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const resumed = runCli(['sweep', ...args, '--resume', '--format', 'json']);
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.stdout)).toEqual(summaries.get('octaml16'));
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(dir, 'paper-octaml16.json'), 'utf8'));
  });
});

describe('sweep: bad input', () => {
  const bad: [string, string[]][] = [
    ['missing sizes', ['sweep']],
    ['malformed sizes', ['sweep', '--sizes', '5-']],
    ['decreasing sizes', ['sweep', '--sizes', '9-5']],
    ['size zero', ['sweep', '--sizes', '0-3']],
    ['malformed shard', ['sweep', '--sizes', '5-8', '--shard', '2']],
    ['shard out of range', ['sweep', '--sizes', '5-8', '--shard', '4/3']],
    ['shard zero', ['sweep', '--sizes', '5-8', '--shard', '0/3']],
    ['unknown start set', ['sweep', '--sizes', '5-8', '--starts', 'diagonal']],
    ['unknown algorithm', ['sweep', '--sizes', '5-8', '--algorithm', 'backtrack']],
    ['workers zero', ['sweep', '--sizes', '5-8', '--workers', '0']],
    ['unknown format', ['sweep', '--sizes', '5-8', '--format', 'csv']],
    ['unknown option', ['sweep', '--sizes', '5-8', '--size', '5']],
    ['positional', ['sweep', '8']],
    ['--resume without --out', ['sweep', '--sizes', '5-8', '--resume']],
    ['out directory missing', ['sweep', '--sizes', '5-8', '--out', 'no/such/dir/r.json']],
  ];
  for (const [what, args] of bad) {
    it(`${what}: exit 2, one stderr line, no file`, () => {
      const cwd = mkdtempSync(join(dir, 'bad-'));
      const r = runCli(args, { cwd });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^knights-tour: [^\n]+\n$/);
      expect(readdirSync(cwd)).toEqual([]);
    });
  }

  it('resuming a result file of another sweep is refused and leaves the file as it was', () => {
    const cwd = mkdtempSync(join(dir, 'bad-'));
    const first = runCli(['sweep', '--sizes', '5-9', '--out', 'r.json'], { cwd });
    expect(first.code).toBe(0);
    const before = readFileSync(join(cwd, 'r.json'), 'utf8');
    for (const args of [
      ['--sizes', '5-10'],
      ['--sizes', '5-9', '--algorithm', 'aml'],
      ['--sizes', '5-9', '--starts', 'octant'],
      ['--sizes', '5-9', '--shard', '1/2'],
      ['--sizes', '5-9', '--verify'],
    ]) {
      const r = runCli(['sweep', ...args, '--out', 'r.json', '--resume'], { cwd });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /^knights-tour: cannot resume: r\.json holds [^\n]+\n$|^knights-tour: cannot resume: r\.json was run [^\n]+\n$/,
      );
    }
    writeFileSync(join(cwd, 'junk.json'), '{"format":"knights-tour/1"}');
    const junk = runCli(['sweep', '--sizes', '5-9', '--out', 'junk.json', '--resume'], { cwd });
    expect(junk.code).toBe(2);
    expect(junk.stderr).toMatch(/^knights-tour: junk\.json: not a sweep result file[^\n]*\n$/);
    expect(readFileSync(join(cwd, 'r.json'), 'utf8')).toBe(before);
    expect(readdirSync(cwd).sort()).toEqual(['junk.json', 'r.json']);
  });
});

describe('sweep: auto and seeded warnsdorff', () => {
  it('auto answers every start of 3..8 x 3..8, counting the methods', () => {
    const r = runCli(['sweep', '--sizes', '3-8x3-8', '--algorithm', 'auto', '--format', 'json']);
    expect(r.stderr).toBe('');
    const s = JSON.parse(r.stdout) as Summary & { methods: Record<string, number> };
    expect(s.algorithm).toBe('auto');
    expect(Object.values(s.methods).reduce((a, b) => a + b, 0)).toBe(s.instances);
    expect(s.methods.octaml16).toBeGreaterThan(0);
    // Boards without tours (3x3, 4x4, ...) fail, answered by the theorem, not by a search.
    expect(s.methods.theorem).toBeGreaterThan(0);
    expect(s.failures).toBeGreaterThanOrEqual(s.methods.theorem!);
    expect(r.code).toBe(s.failures === 0 ? 0 : 1);
    const text = runCli(['sweep', '--sizes', '5-8x5-8', '--algorithm', 'auto']);
    expect(text.stdout).toMatch(/^Instances by the method that answered them:$/m);
    expect(text.stdout).toMatch(/^ {2}octaml16 +\d+$/m);
    expect(text.stdout).toMatch(/^ {2}construction +\d+ \(closed-blocks \d+/m);
    expect(text.stdout).toMatch(/^ {2}search +\d+/m);
    expect(text.code).toBe(0); // every start of 5..8 x 5..8 with a tour gets one
  });

  it('warnsdorff --seed N: reproducible, differs from the plain rule, kept in --out and resume', () => {
    const args = ['sweep', '--sizes', '5-20', '--algorithm', 'warnsdorff', '--format', 'json'];
    const seeded = JSON.parse(runCli([...args, '--seed', '7']).stdout) as Summary & {
      seed: number;
    };
    const again = JSON.parse(runCli([...args, '--seed', '7', '--workers', '1']).stdout);
    const plain = JSON.parse(runCli(args).stdout) as Summary;
    expect(seeded.seed).toBe(7);
    expect(again).toEqual(seeded);
    expect(seeded.failures).not.toBe(plain.failures);
    const out = join(dir, 'seeded.json');
    expect(runCli([...args, '--seed', '7', '--out', out]).code).toBe(seeded.failures ? 1 : 0);
    expect(JSON.parse(readFileSync(out, 'utf8')).seed).toBe(7);
    const other = runCli([...args, '--seed', '8', '--out', out, '--resume']);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/cannot resume: .* holds a sweep of warnsdorff \(seed 7\)/);
  });

  for (const [what, args, message] of [
    [
      'a seed for another algorithm',
      ['--algorithm', 'aml', '--seed', '1'],
      /a seed only applies to warnsdorff, pohl or parberry, not aml/,
    ],
    ['a malformed seed', ['--algorithm', 'warnsdorff', '--seed', '1.5'], /malformed seed '1.5'/],
    [
      'an unknown algorithm',
      ['--algorithm', 'autos'],
      /unknown algorithm 'autos': did you mean auto\? \(expected one of .*auto; on 3-D boards octaml16-3d, octaml3d, warnsdorff3d\)/,
    ],
  ] as const) {
    it(`refuses ${what} with exit 2 and one stderr line`, () => {
      const r = runCli(['sweep', '--sizes', '5-8', ...args]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toMatch(/^knights-tour: [^\n]+\n$/);
    });
  }
});
