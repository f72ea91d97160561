import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BIN, runCli, runCliProcess, startCli, waitFor } from '../test-helpers.js';

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
    it(`${algorithm}: 31597 instances, ${failures} failures`, async () => {
      const out = join(dir, `paper-${algorithm}.json`);
      const r = await runCli([
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
        Array.from({ length: 76 }, (_, i) => `${i + 5}x${i + 5}`),
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
  it('text report of AML on 7x7 lists the four corner failures, per-size counts and exits 1', async () => {
    const r = await runCli(['sweep', '--sizes', '7', '--starts', 'all', '--algorithm', 'aml']);
    expect(r.code).toBe(1);
    for (const corner of ['(0,0)', '(6,0)', '(0,6)', '(6,6)', '(6,2)']) {
      expect(r.stdout).toContain(
        `  aml: failed on 7x7 from ${corner}: reached 33 of 49 squares after 1 attempt\n`,
      );
    }
    expect(r.stdout).not.toContain('from (4,0)');
    expect(r.stdout).toMatch(/^aml on sizes 7, all starts: 25 instances, \d+ failures$/m);
    expect(r.stdout).toMatch(/^\s*7x7\s+25\s+\d+$/m);
  });

  it('text report of octaml16 shows the attempts distribution', async () => {
    const r = await runCli(['sweep', '--sizes', '5-12', '--starts', 'all']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('octaml16 on sizes 5-12, all starts');
    expect(r.stdout).toContain('0 failures');
    expect(r.stdout).toMatch(/Attempts needed by the complete instances:\n\s+1: \d+\n\s+2: \d+/);
  });

  it('1 and 2 workers give identical summaries', async () => {
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
    const one = await runCli([...args, '--workers', '1']);
    const two = await runCli([...args, '--workers', '2']);
    expect(one.code).toBe(1);
    expect(two.stdout).toBe(one.stdout);
    expect((JSON.parse(one.stdout) as Summary).tasksTotal).toBeGreaterThan(27);
  });

  it('--verify re-checks every complete tour', async () => {
    const args = ['sweep', '--sizes', '5-14', '--starts', 'all', '--algorithm', 'aml'];
    const plain = JSON.parse((await runCli([...args, '--format', 'json'])).stdout) as Summary;
    const r = await runCli([...args, '--verify', '--format', 'json']);
    expect(r.code).toBe(1);
    const s = JSON.parse(r.stdout) as Summary;
    expect(plain.verified).toBe(0);
    expect(s.verified).toBe(s.instances - s.failures);
    expect(s.verified).toBeGreaterThan(500);
    expect({ ...s, verified: 0 }).toEqual(plain);
    expect((await runCli([...args, '--verify'])).stdout).toContain(
      `verified: ${s.verified} complete tours`,
    );
  });
});

const tasksIn = (path: string): number => {
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { results: unknown[] }).results.length;
  } catch {
    return -1;
  }
};

describe('sweep: Ctrl-C, SIGTERM and --resume', () => {
  // KNIGHTS_TOUR_TEST_HOLD_AFTER (the sweep package's test hook) holds the worker after its
  // first task: the signal always lands mid-sweep, with the first task saved (the first
  // finished task is saved at once), never after the sweep ended or before it saved anything.
  const HOLD = { KNIGHTS_TOUR_TEST_HOLD_AFTER: '1' };

  async function interrupted(out: string, args: string[], signal: NodeJS.Signals) {
    const running = startCli(['sweep', ...args, '--workers', '1', '--format', 'json'], {
      env: HOLD,
    });
    await waitFor(`the first task saved in ${out}`, () => tasksIn(out) >= 1, { running });
    running.child.kill(signal);
    return running.done;
  }

  it('SIGINT leaves a valid partial file, exits 130, and a resumed sweep equals an uninterrupted one', async () => {
    const out = join(dir, 'interrupted.json');
    const args = [...PAPER, '--algorithm', 'octaml16', '--out', out];
    const stopped = await interrupted(out, args, 'SIGINT');
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toMatch(
      /^knights-tour: interrupted \(1 of 78 tasks done\); .*interrupted\.json keeps them\. Resume with: knights-tour sweep --sizes 5-80 --starts paper-quadrant2 --algorithm octaml16 --out \S+ --resume\n$/,
    );
    const partial = JSON.parse(stopped.stdout) as Summary;
    expect(partial.complete).toBe(false);
    expect(partial.tasksDone).toBe(1);
    expect(tasksIn(out)).toBe(1);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);

    const resumed = runCliProcess(['sweep', ...args, '--resume', '--format', 'json']);
    expect(resumed.stderr).toBe('');
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.stdout)).toEqual(summaries.get('octaml16'));
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(dir, 'paper-octaml16.json'), 'utf8'));
  });

  it('SIGTERM stops as cleanly: a valid partial file, no lock, no temporary file', async () => {
    const out = join(dir, 'terminated.json');
    const stopped = await interrupted(out, ['--sizes', '5-40', '--out', out], 'SIGTERM');
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toMatch(/^knights-tour: interrupted \(1 of \d+ tasks done\); /);
    expect(tasksIn(out)).toBe(1);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);
  });

  it('refuses to resume a tampered file, naming the task and the reason', async () => {
    const cwd = mkdtempSync(join(dir, 'tampered-'));
    expect(
      (await runCli(['sweep', '--sizes', '5-9', '--algorithm', 'aml', '--out', 'r.json'], { cwd }))
        .code,
    ).toBe(1);
    const data = JSON.parse(readFileSync(join(cwd, 'r.json'), 'utf8'));
    data.verify = true;
    writeFileSync(join(cwd, 'r.json'), JSON.stringify(data));
    const r = await runCli(
      ['sweep', '--sizes', '5-9', '--algorithm', 'aml', '--verify', '--out', 'r.json', '--resume'],
      { cwd },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^knights-tour: r\.json: results\[0\] \(task 0\): verified is 0, not its \d+ complete walks\n$/,
    );
    expect(readdirSync(cwd)).toEqual(['r.json']);
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
    ['out /dev/stdout', ['sweep', '--sizes', '5-8', '--out', '/dev/stdout']],
    ['out /proc/self/fd/1', ['sweep', '--sizes', '5-8', '--out', '/proc/self/fd/1']],
    ['a 2-D algorithm on a box', ['sweep', '--sizes', '5-8,3x3x3', '--algorithm', 'aml']],
  ];
  for (const [what, args] of bad) {
    it(`${what}: exit 2, one stderr line, no file`, async () => {
      const cwd = mkdtempSync(join(dir, 'bad-'));
      // /dev/stdout and fd 1 are the process's own standard output: a process of its own.
      const own = args.some((a) => a === '/dev/stdout' || a.startsWith('/proc/self/'));
      const r = own ? runCliProcess(args, { cwd }) : await runCli(args, { cwd });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^knights-tour: [^\n]+\n$/);
      expect(readdirSync(cwd)).toEqual([]);
    });
  }

  it('resuming a result file of another sweep is refused and leaves the file as it was', async () => {
    const cwd = mkdtempSync(join(dir, 'bad-'));
    const first = await runCli(['sweep', '--sizes', '5-9', '--out', 'r.json'], { cwd });
    expect(first.code).toBe(0);
    const before = readFileSync(join(cwd, 'r.json'), 'utf8');
    for (const args of [
      ['--sizes', '5-10'],
      ['--sizes', '5-9', '--algorithm', 'aml'],
      ['--sizes', '5-9', '--starts', 'octant'],
      ['--sizes', '5-9', '--shard', '1/2'],
      ['--sizes', '5-9', '--verify'],
    ]) {
      const r = await runCli(['sweep', ...args, '--out', 'r.json', '--resume'], { cwd });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /^knights-tour: cannot resume: r\.json holds [^\n]+\n$|^knights-tour: cannot resume: r\.json was run [^\n]+\n$/,
      );
    }
    writeFileSync(join(cwd, 'junk.json'), '{"format":"knights-tour/1"}');
    const junk = await runCli(['sweep', '--sizes', '5-9', '--out', 'junk.json', '--resume'], {
      cwd,
    });
    expect(junk.code).toBe(2);
    expect(junk.stderr).toMatch(/^knights-tour: junk\.json: not a sweep result file[^\n]*\n$/);
    expect(readFileSync(join(cwd, 'r.json'), 'utf8')).toBe(before);
    expect(readdirSync(cwd).sort()).toEqual(['junk.json', 'r.json']);
  });
});

describe('sweep: auto and seeded warnsdorff', () => {
  it('auto answers every start of 3..8 x 3..8, counting the methods', async () => {
    const r = await runCli([
      'sweep',
      '--sizes',
      '3-8x3-8',
      '--algorithm',
      'auto',
      '--format',
      'json',
    ]);
    expect(r.stderr).toBe('');
    const s = JSON.parse(r.stdout) as Summary & { methods: Record<string, number> };
    expect(s.algorithm).toBe('auto');
    expect(Object.values(s.methods).reduce((a, b) => a + b, 0)).toBe(s.instances);
    expect(s.methods.octaml16).toBeGreaterThan(0);
    // Boards without tours (3x3, 4x4, ...) fail, answered by the theorem, not by a search.
    expect(s.methods.theorem).toBeGreaterThan(0);
    expect(s.failures).toBeGreaterThanOrEqual(s.methods.theorem!);
    expect(r.code).toBe(s.failures === 0 ? 0 : 1);
    const text = await runCli(['sweep', '--sizes', '5-8x5-8', '--algorithm', 'auto']);
    expect(text.stdout).toMatch(/^Instances by the method that answered them:$/m);
    expect(text.stdout).toMatch(/^ {2}octaml16 +\d+$/m);
    expect(text.stdout).toMatch(/^ {2}construction +\d+ \(closed-blocks \d+/m);
    expect(text.stdout).toMatch(/^ {2}search +\d+/m);
    expect(text.code).toBe(0); // every start of 5..8 x 5..8 with a tour gets one
  });

  it('warnsdorff --seed N: reproducible, differs from the plain rule, kept in --out and resume', async () => {
    const args = ['sweep', '--sizes', '5-20', '--algorithm', 'warnsdorff', '--format', 'json'];
    const seeded = JSON.parse((await runCli([...args, '--seed', '7'])).stdout) as Summary & {
      seed: number;
    };
    const again = JSON.parse((await runCli([...args, '--seed', '7', '--workers', '1'])).stdout);
    const plain = JSON.parse((await runCli(args)).stdout) as Summary;
    expect(seeded.seed).toBe(7);
    expect(again).toEqual(seeded);
    expect(seeded.failures).not.toBe(plain.failures);
    const out = join(dir, 'seeded.json');
    expect((await runCli([...args, '--seed', '7', '--out', out])).code).toBe(
      seeded.failures ? 1 : 0,
    );
    expect(JSON.parse(readFileSync(out, 'utf8')).seed).toBe(7);
    const other = await runCli([...args, '--seed', '8', '--out', out, '--resume']);
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
      /unknown algorithm 'autos': did you mean auto\? \(expected one of auto, warnsdorff, .*octaml16-3d, order-DDDDDDDD, pohl-DDDDDDDD\)/,
    ],
  ] as const) {
    it(`refuses ${what} with exit 2 and one stderr line`, async () => {
      const r = await runCli(['sweep', '--sizes', '5-8', ...args]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toMatch(/^knights-tour: [^\n]+\n$/);
    });
  }
});

describe('sweep --out: what it can be', () => {
  it('refuses /dev/stdout in one line saying that the summary goes there without --out', async () => {
    const r = runCliProcess(['sweep', '--sizes', '5-8', '--out', '/dev/stdout']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'knights-tour: sweep: --out needs a regular file, which is rewritten as tasks finish and read back by --resume; without --out the summary goes to standard output\n',
    );
  });

  it('escapes a file name holding a terminal escape, in the resume message too', async () => {
    const cwd = mkdtempSync(join(dir, 'esc-'));
    const name = 'r\u001b[2J.json';
    const first = await runCli(['sweep', '--sizes', '5-9', '--starts', 'corner', '--out', name], {
      cwd,
    });
    expect(first.code).toBe(0);
    writeFileSync(join(cwd, name), '{"format":"knights-tour/1"}');
    const r = await runCli(
      ['sweep', '--sizes', '5-9', '--starts', 'corner', '--out', name, '--resume'],
      {
        cwd,
      },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "knights-tour: r\\x1b[2J.json: not a sweep result file (format is 'knights-tour/1', expected 'knights-tour-sweep/2')\n",
    );
  });
});

const FULL_DISK = fileURLToPath(
  new URL('../../../../packages/files/fixtures/full-disk.mjs', import.meta.url),
);

describe('sweep: a full disk', () => {
  // The fixture replaces the file system's writes in the process it is loaded in.
  const onFullDisk = (cwd: string, bytes: number, args: string[]) =>
    runCliProcess(['sweep', '--sizes', '5-30', '--algorithm', 'aml', '--out', 'r.json', ...args], {
      cwd,
      env: {
        NODE_OPTIONS: `--import ${FULL_DISK}`,
        FULL_DISK_DIR: cwd,
        FULL_DISK_BYTES: String(bytes),
      },
    });

  it('ends with the writer’s one line and exit 2, keeps the old file, leaves no lock or temporary file', () => {
    // 0 bytes: the lock file cannot even be written; 64: the result cannot be.
    for (const bytes of [0, 64]) {
      const cwd = mkdtempSync(join(dir, 'full-'));
      writeFileSync(join(cwd, 'r.json'), 'the previous result\n');
      const r = onFullDisk(cwd, bytes, []);
      expect(r.code, `${bytes}`).toBe(2);
      expect(r.stderr).toBe('knights-tour: cannot write r.json: no space left on the device\n');
      expect(readFileSync(join(cwd, 'r.json'), 'utf8')).toBe('the previous result\n');
      expect(readdirSync(cwd)).toEqual(['r.json']);
    }
  });

  it('mid-sweep: the last saved tasks stay a valid partial file to resume from', async () => {
    const cwd = mkdtempSync(join(dir, 'full-'));
    const r = onFullDisk(cwd, 2000, ['--resume', '--format', 'json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('knights-tour: cannot write r.json: no space left on the device\n');
    expect(readdirSync(cwd)).toEqual(['r.json']);
    expect(tasksIn(join(cwd, 'r.json'))).toBeGreaterThan(0);
    const resumed = await runCli(
      ['sweep', '--sizes', '5-30', '--algorithm', 'aml', '--out', 'r.json', '--resume'],
      { cwd },
    );
    expect(resumed.code).toBe(1);
  });

  // A real full file system where the test may mount one (root, or a user namespace).
  const probe = mkdtempSync(join(tmpdir(), 'kt-tmpfs-probe-'));
  const tmpfs =
    spawnSync('unshare', ['-rm', 'sh', '-c', 'mount -t tmpfs -o size=16k tmpfs "$0"', probe])
      .status === 0;
  rmSync(probe, { recursive: true, force: true });
  it.skipIf(!tmpfs)(
    'on a small tmpfs that fills up: the same line, the old file, nothing left',
    () => {
      const mountPoint = mkdtempSync(join(tmpdir(), 'kt-tmpfs-'));
      // 64 KiB, filled up by the old file and a filler: not even the lock file's pid fits.
      const script = `mount -t tmpfs -o size=64k tmpfs "$0" && cd "$0" && printf 'old\\n' > r.json && (head -c 1048576 /dev/zero > filler) 2>/dev/null; "$1" "$2" sweep --sizes 5-40 --algorithm aml --out r.json 2>"$0.err"; echo "exit=$?"; cat "$0.err"; ls -A; cat r.json`;
      const r = spawnSync(
        'unshare',
        ['-rm', 'sh', '-c', script, mountPoint, process.execPath, CLI_BIN],
        {
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      rmSync(mountPoint, { recursive: true, force: true });
      rmSync(`${mountPoint}.err`, { force: true });
      expect(r.stdout).toBe(
        'exit=2\nknights-tour: cannot write r.json: no space left on the device\nfiller\nr.json\nold\n',
      );
    },
  );
});
