import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../cli.js';
import { CLI_BIN, expectOneLineError } from '../test-helpers.js';

// The repository's example solvers, run as a user runs them: from the repository's root.
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const FAULTY = join(ROOT, 'packages/sweep/fixtures/solvers/faulty.mjs');
const dir = mkdtempSync(join(tmpdir(), 'kt-check-solver-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI in this process, in the repository's root, as `knights-tour …args`. */
async function cli(...args: string[]) {
  const capture = () => {
    const stream = new PassThrough();
    let text = '';
    stream.on('data', (d) => {
      text += d;
    });
    return { stream, text: () => text };
  };
  const [out, err] = [capture(), capture()];
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    const code = await main(args, {
      stdout: out.stream,
      stderr: err.stream,
      stdin: Readable.from([]),
      signal: new AbortController().signal,
    });
    return { code, stdout: out.text(), stderr: err.text() };
  } finally {
    process.chdir(cwd);
  }
}

const JS_LINES = [
  '--command',
  'node examples/solvers/warnsdorff.mjs --lines',
  '--protocol',
  'lines',
];
const WRONG_TIE = [
  '--command',
  'node examples/solvers/warnsdorff-wrong-tie.mjs --lines',
  '--protocol',
  'lines',
];

describe('check-solver', () => {
  it('refuses bad input in one line, exit 2, before running anything', async () => {
    const cases: [string[], RegExp][] = [
      [['--sizes', '5'], /^knights-tour: missing --command/],
      [['--command', '', '--sizes', '5'], /--command: the solver's command is empty/],
      [['--command', 'x {w} {y}', '--sizes', '5'], /unknown placeholder \{w\}/],
      [
        ['--command', './s {n} | tail', '--sizes', '5'],
        /holds '\|', which only a shell understands/,
      ],
      [
        ['--command', 'no-such-program-here {n} {x} {y}', '--sizes', '5'],
        /'no-such-program-here' is not found on the PATH/,
      ],
      [
        ['--command', './README.md {n} {x} {y}', '--sizes', '5'],
        /'\.\/README\.md' is not executable/,
      ],
      [
        ['--command', './nowhere/solve {n} {x} {y}', '--sizes', '5'],
        /'\.\/nowhere\/solve' does not exist/,
      ],
      [
        ['--command', 'node s.js {n} {x} {y}', '--sizes', '5x6'],
        /uses \{n\}, but 5x6 is not square/,
      ],
      [['--command', 'node s.js {n}', '--sizes', '5'], /does not pass the start: add \{x\} \{y\}/],
      [['--command', 'node s.js {x} {y}', '--sizes', '5-6'], /does not tell 5x5 from 6x6/],
      [
        ['--command', 'node s.js {n}', '--protocol', 'lines', '--sizes', '5'],
        /with the lines protocol each instance comes on standard input/,
      ],
      [
        ['--command', 'node s.js {n} {x} {y}', '--sizes', '5', '--reference', 'auto'],
        /--reference: the reference must be a heuristic/,
      ],
      [
        ['--command', 'node s.js {n} {x} {y}', '--sizes', '5x6', '--reference', 'switching'],
        /switching runs on square boards only, not 5x6/,
      ],
      [
        ['--command', 'node s.js {n} {x} {y}', '--sizes', '5', '--reference', 'parberry'],
        /parberry cannot be a reference/,
      ],
      [['--command', 'node s.js {n} {x} {y}', '--sizes', '3x3x3'], /3x3x3 is a box/],
      [
        ['--command', 'node s.js {n} {x} {y}', '--sizes', '5', '--timeout', '0'],
        /--timeout: timeout must be a number of seconds above 0/,
      ],
      [
        ['--command', 'node s.js {n} {x} {y}', '--sizes', '5', '--protocol', 'pipe'],
        /unknown protocol 'pipe'/,
      ],
      [
        ['--command', 'node s.js {n} {x} {y}', '--sizes', '5', '--input-format', 'yaml'],
        /--input-format: unknown input format 'yaml'/,
      ],
      [
        ['node', 's.js', '--sizes', '5'],
        /takes no positional arguments, got 'node' \(quote the command/,
      ],
    ];
    for (const [args, message] of cases) {
      const run = await cli('check-solver', ...args);
      expectOneLineError(run, message);
      expect(run.stdout, args.join(' ')).toBe('');
    }
  });

  it('passes a correct solver: valid, or stuck where the reference gets stuck too (exit 0)', async () => {
    const run = await cli(
      'check-solver',
      ...JS_LINES,
      '--sizes',
      '5-8',
      '--reference',
      'warnsdorff',
    );
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(
      "check-solver (lines protocol) 'node examples/solvers/warnsdorff.mjs --lines' against warnsdorff on sizes 5-8, all starts: 138 instances, 138 pass, 0 fail",
    );
    expect(run.stdout).toMatch(
      /^size {2}instances {2}valid {2}stuck {2}invalid {2}unreadable {2}crashed {2}timeouts {2}agreeing {2}ms\/instance$/m,
    );
    expect(run.stdout).toMatch(/^ all {8}138 +\d+ +\d+ +0 +0 +0 +0 +138 +[\d.]+$/m);
  });

  it('reports the departures of a wrong tie-break with the rule’s reason and the line that runs each again (exit 1)', async () => {
    const out = join(dir, 'wrong.json');
    const junit = join(dir, 'wrong.xml');
    const run = await cli(
      'check-solver',
      ...WRONG_TIE,
      '--sizes',
      '5-6',
      '--reference',
      'warnsdorff',
      '--out',
      out,
      '--junit',
      junit,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^Departures from warnsdorff: 49, the first 5$/m);
    expect(run.stdout).toContain(
      '  5x5 from (0,0): valid, but it departs from warnsdorff at step 2: (1,2) where warnsdorff moves to (2,1); at step 1 on (0,0), warnsdorff moves to (2,1) (candidates (2,1) 5 and (1,2) 5 onward moves): both have 5 onward moves; earliest in the move order in force 12345678 decides: (2,1) priority 5, (1,2) priority 6\n' +
        "    run it: echo '5 5 0 0' | node examples/solvers/warnsdorff-wrong-tie.mjs --lines\n",
    );
    const xml = readFileSync(junit, 'utf8');
    expect(xml.match(/<testcase /g)).toHaveLength(49);
    expect(xml.match(/<failure type="(valid|stuck)"/g)).toHaveLength(49);
    // The same as JSON, each failure with its command line; and merge reads the file back.
    const json = await cli('merge', out, '--format', 'json');
    expect(json.code).toBe(1);
    const document = JSON.parse(json.stdout);
    expect(document).toMatchObject({
      instances: 49,
      passed: 0,
      agreeing: 0,
      reference: 'warnsdorff',
    });
    expect(document.failed[0]).toMatchObject({
      width: 5,
      height: 5,
      start: [0, 0],
      verdict: 'valid',
      departure: { step: 2, walk: [1, 2], rule: [2, 1] },
      reproduce: "echo '5 5 0 0' | node examples/solvers/warnsdorff-wrong-tie.mjs --lines",
    });
  });

  it('merges the shards of a check into the whole, and refuses shards of another', async () => {
    const shard = (i: number, extra: string[] = []) =>
      cli(
        'check-solver',
        ...WRONG_TIE,
        '--sizes',
        '5-7',
        '--shard',
        `${i}/2`,
        '--out',
        join(dir, `s${i}${extra.length}.json`),
        ...extra,
      );
    const [one, two, other] = [await shard(1), await shard(2), await shard(2, ['--timeout', '20'])];
    expect([one.code, two.code, other.code]).toEqual([1, 1, 1]);
    const whole = await cli('check-solver', ...WRONG_TIE, '--sizes', '5-7', '--format', 'json');
    const merged = await cli(
      'merge',
      join(dir, 's10.json'),
      join(dir, 's20.json'),
      '--format',
      'json',
    );
    const counts = (text: string) => {
      const { verdicts, instances, passed } = JSON.parse(text);
      return { verdicts, instances, passed };
    };
    expect(counts(merged.stdout)).toEqual(counts(whole.stdout));
    const mixed = await cli('merge', join(dir, 's10.json'), join(dir, 's22.json'));
    expectOneLineError(
      mixed,
      /^knights-tour: mismatched sweeps: .*s10\.json is .* but .*s22\.json is /,
    );
  });

  it('groups the failures by kind, each with the line that runs it again', async () => {
    const run = await cli(
      'check-solver',
      '--command',
      `node ${FAULTY} repeat@0,0 crash@2,0 garbage@4,0 --lines`,
      '--protocol',
      'lines',
      '--sizes',
      '5',
    );
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n').filter((l) => /^[A-Z]/.test(l))).toEqual([
      'Invalid walks (a claim that is not so): 1',
      'Unreadable output: 1',
      'Crashes: 1',
      // Warnsdorff's own walk from (4,2): without a reference, a stuck walk fails.
      'Stuck walks: 1',
    ]);
    expect(run.stdout).toMatch(
      /\n {2}5x5 from \(2,0\): crashed: exited with code 3 before answering; stderr: 'ValueError: boom'\n {4}run it: echo '5 5 2 0' \| node \S+faulty\.mjs repeat@0,0 crash@2,0 garbage@4,0 --lines\n/,
    );
  });

  it('stops on Ctrl-C with every program and its children, and says how to resume', async () => {
    const pids = mkdtempSync(join(dir, 'pids-'));
    const out = join(dir, 'interrupted.json');
    const child = spawn(
      process.execPath,
      [
        CLI_BIN,
        'check-solver',
        '--command',
        `node ${FAULTY} hang {width} {height} {x} {y}`,
        '--sizes',
        '5',
        '--workers',
        '1',
        '--timeout',
        '600',
        '--out',
        out,
      ],
      { cwd: ROOT, env: { ...process.env, FAULTY_PIDS: pids } },
    );
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    // The program's child is running: its pid is written when it starts.
    const until = Date.now() + 60_000;
    while (readdirSync(pids).length === 0) {
      if (Date.now() > until) throw new Error('the program never started');
      await new Promise((next) => setTimeout(next, 20));
    }
    const hung = Number(readdirSync(pids)[0]);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toMatch(
      /^knights-tour: interrupted \(0 of 1 tasks done\); .*interrupted\.json keeps them\. Resume with: knights-tour check-solver --command 'node \S+ hang \{width\} \{height\} \{x\} \{y\}' --protocol args --sizes 5 --starts all --timeout 600 --out \S+ --resume\n$/,
    );
    const gone = Date.now() + 30_000;
    for (;;) {
      try {
        process.kill(hung, 0);
      } catch {
        break;
      }
      if (Date.now() > gone) throw new Error(`the program's child ${hung} is still running`);
      await new Promise((next) => setTimeout(next, 20));
    }
  });
});
