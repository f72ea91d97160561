import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  type ActionPlaces,
  actionCases,
  actionEnv,
  makeOutside,
  PRECIOUS,
  runAction,
  SECRET,
} from './hostile/action.js';
import { type HostileCase, hostileCases, INPUTS } from './hostile/cases.js';
import { InProcessCli } from './hostile/in-process.js';
import { type Base, type Family, RESULT_SWEEP } from './hostile/inputs.js';
import { SLOW_CASES } from './hostile/limits.js';
import { entries, type Outcome, runCommand, runTimed } from './hostile/run.js';
import { WORKSPACE_ROOT } from './workspace.js';

// The hostile-input suite (README: "Hostile inputs"): the installed `knights-tour` command, as
// a user runs it, given junk, binary, endless, huge, special and control-character inputs and
// tampered result files on every input of every command. CI runs the quick subset (the first
// case of each command and family); KNIGHTS_TOUR_HOSTILE=full runs the whole table.
//
// The cases run through the installed CLI's own `main` (what its bin runs), one after another in
// one process (hostile/in-process.ts), each in its own directory: a case then costs its own work,
// not Node's and the CLI's start-up. What only a real process shows is still run as one: every
// case whose standard input is an open descriptor, and the first case of each family, whose
// exit code and error line must be the same from the bin as in the shared process.

const consumerDir = inject('consumerDir');
const BIN = join(consumerDir, 'node_modules', 'knights-tour', 'bin', 'knights-tour.js');
const FULL = process.env.KNIGHTS_TOUR_HOSTILE === 'full';
/** Most time a case may take: a FIFO is waited on for 5 s, the rest answer at once. */
const LIMIT_MS = 20_000;
/** Control characters that must never reach a terminal raw (newline and tab aside). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

const root = mkdtempSync(join(tmpdir(), 'knights-tour-hostile-'));
const inProcess = new InProcessCli(
  join(consumerDir, 'node_modules', 'knights-tour', 'dist', 'knights-tour.js'),
);
afterAll(() => {
  inProcess.close();
  rmSync(root, { recursive: true, force: true });
});

/** Runs `knights-tour ...args` in `dir` in the shared process, to make a valid file. */
async function make(args: string[], dir: string): Promise<void> {
  const r = await inProcess.run(args, dir, undefined, LIMIT_MS);
  if (r.code !== 0 && r.code !== 1) throw new Error(`${args.join(' ')}: ${r.stderr}`);
}

/** The valid files the hostile ones are made from, written by the command itself. */
async function makeBase(): Promise<Base> {
  const dir = join(root, 'base');
  mkdirSync(dir);
  await make(['solve', '5', '--format', 'json', '--out', 'tour.json'], dir);
  await make(['sweep', ...RESULT_SWEEP, '--out', 'result.json'], dir);
  return { tour: join(dir, 'tour.json'), result: join(dir, 'result.json') };
}

const base = await makeBase();
const texts = { tour: readFileSync(base.tour, 'utf8'), result: readFileSync(base.result, 'utf8') };
const CASES = hostileCases(texts);

/** Everything wrong with how a case ended, in words (empty when it held). */
function problems(c: HostileCase, o: Outcome, left: string[]): string[] {
  const found: string[] = [];
  const code = c.code ?? 2;
  if (o.hung) found.push(`still running after ${LIMIT_MS} ms`);
  else if (o.code !== code) found.push(`exit ${o.code}, expected ${code}`);
  if (code === 2) {
    const lines = o.stderr.split('\n').filter((line) => line !== '');
    if (lines.length !== 1) found.push(`${lines.length} lines on stderr, expected 1`);
    if (!lines[0]?.startsWith('knights-tour: ')) found.push("stderr is not 'knights-tour: …'");
    if (c.says && !c.says.test(o.stderr)) found.push(`stderr does not say ${c.says}`);
    if (o.stdout !== '') found.push('output on stdout');
    if ((lines[0]?.length ?? 0) > 1000) found.push(`a line of ${lines[0]!.length} characters`);
  }
  if (/\n\s+at |internal error/.test(o.stdout + o.stderr)) found.push('a stack trace');
  if (RAW.test(o.stdout)) found.push('a raw control character on stdout');
  if (RAW.test(o.stderr)) found.push('a raw control character on stderr');
  for (const name of left) {
    if (!c.leaves?.test(name)) found.push(`left ${JSON.stringify(name)} behind`);
  }
  return found.length === 0 ? [] : [...found, `stderr: ${JSON.stringify(o.stderr)}`];
}

describe(`hostile inputs (${FULL ? 'full table' : 'quick subset'})`, () => {
  let n = 0;
  /** Families whose first case has also run as a real process. */
  const spawned = new Set<Family>();
  for (const c of CASES.filter((c) => FULL || c.quick)) {
    const dir = join(root, `case-${++n}`);
    const descriptor = c.stdin !== undefined && 'file' in c.stdin;
    const alsoSpawned = !descriptor && !spawned.has(c.family);
    if (alsoSpawned) spawned.add(c.family);
    /** Runs the case in a fresh `at`, checks how it ended, and returns the outcome. */
    const check = async (at: string, how: 'process' | 'in-process') => {
      mkdirSync(at);
      const args = c.command === '' ? c.prepare(at, base) : [c.command, ...c.prepare(at, base)];
      const before = new Set(entries(at));
      const outcome =
        how === 'process'
          ? await runCommand(BIN, args, at, c.stdin, LIMIT_MS)
          : await inProcess.run(args, at, c.stdin, LIMIT_MS);
      const left = entries(at).filter((name) => !before.has(name));
      expect(problems(c, outcome, left), how).toEqual([]);
      rmSync(at, { recursive: true, force: true });
      return outcome;
    };
    it(
      c.name,
      async () => {
        const outcome = await check(dir, descriptor ? 'process' : 'in-process');
        if (!alsoSpawned) return;
        // The same case from the bin, in a directory of the same name: the same exit and line.
        const real = await check(dir, 'process');
        expect([real.code, real.stderr]).toEqual([outcome.code, outcome.stderr]);
      },
      2 * LIMIT_MS + 10_000,
    );
  }
});

/** Command names as `knights-tour --help` lists them: the CLI's command registry. */
async function listedCommands(): Promise<string[]> {
  const help = (await inProcess.run(['--help'], root, undefined, LIMIT_MS)).stdout;
  const section = help.split('Commands:\n')[1]?.split('\n\n')[0] ?? '';
  return section
    .split('\n')
    .map((line) => /^ {2}(\S+) {2,}/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

describe('the hostile-input table', () => {
  it('covers every command the CLI registers, and no other', async () => {
    const listed = await listedCommands();
    expect(listed.length).toBeGreaterThan(5);
    expect(Object.keys(INPUTS).sort()).toEqual([...listed].sort());
  });

  it('gives every command every family that fits what it reads', () => {
    for (const [command, inputs] of Object.entries(INPUTS)) {
      const families = new Set(CASES.filter((c) => c.command === command).map((c) => c.family));
      const wanted: Family[] = ['junk', 'huge', 'control'];
      if (inputs.files || inputs.stdin) wanted.push('binary', 'endless', 'special');
      if (inputs.out) wanted.push('special');
      if (inputs.files?.some((f) => f.kind === 'result')) wanted.push('tampered');
      for (const family of wanted) expect(families, `${command}: ${family}`).toContain(family);
    }
  });

  it('has unique case names', () => {
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });

  it("has as many cases as the README says, and the quick subset's count", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const total = /\*\*(\d+) cases\*\*/.exec(readme)?.[1];
    const quick = /\*\*(\d+)\*\* of them in the quick subset/.exec(readme)?.[1];
    expect(Number(total)).toBe(CASES.length);
    expect(Number(quick)).toBe(CASES.filter((c) => c.quick).length);
  });
});

// The Action's family: paths a pull request controls, outside the workspace (hostile/action.ts).
// The Action is not a package: the suite runs its committed bundle, as a workflow does.
const BUNDLE = join(WORKSPACE_ROOT, 'apps', 'action', 'dist', 'index.js');
/** Workflow commands the Action issues itself; a line starting `::` otherwise was injected. */
const OWN_COMMANDS = /^::(error|warning|group|endgroup)[ :]/;

/** Everything wrong with how an Action case ended, in words (empty when it held). */
function actionProblems(
  c: ReturnType<typeof actionCases>[number],
  o: Outcome,
  at: ActionPlaces,
): string[] {
  const found: string[] = [];
  const errors = o.stdout.split('\n').filter((l) => l.startsWith('::error'));
  if (o.hung) found.push(`still running after ${LIMIT_MS} ms`);
  else if (o.code !== (c.code ?? 1)) found.push(`exit ${o.code}, expected ${c.code ?? 1}`);
  if (c.says) {
    if (errors.length !== 1) found.push(`${errors.length} error lines, expected 1`);
    else if (!errors[0]!.startsWith('::error::') || !c.says.test(errors[0]!)) {
      found.push(`the error does not say ${c.says}: ${JSON.stringify(errors[0])}`);
    }
  }
  if (o.stderr !== '') found.push(`stderr: ${JSON.stringify(o.stderr.slice(0, 300))}`);
  const written = [join(at.temp, 'summary'), join(at.temp, 'output')];
  for (const name of readdirSync(at.workspace)) {
    if (name.endsWith('.json') && existsSync(join(at.workspace, name))) {
      written.push(join(at.workspace, name));
    }
  }
  for (const text of [
    o.stdout,
    ...written.filter(existsSync).map((f) => readFileSync(f, 'utf8')),
  ]) {
    if (text.includes(SECRET)) found.push('the secret from outside the workspace was shown');
    if (/root:x:0:0/.test(text)) found.push('a line of /etc/passwd was shown');
  }
  if (RAW.test(o.stdout)) found.push('a raw control character on stdout');
  for (const line of o.stdout.split(/\r\n|\r|\n/)) {
    if (/^\s*(::|##\[)/.test(line) && !OWN_COMMANDS.test(line)) {
      found.push(`an injected workflow command: ${JSON.stringify(line)}`);
    }
    if (/^\s*(::[a-z-]+( [^:]*)?::|##\[[a-z]+\])\s*INJECTED/.test(line)) {
      found.push(`an injected workflow command: ${JSON.stringify(line)}`);
    }
  }
  const outside = readdirSync(at.outside).sort();
  if (outside.join() !== 'd,secret.txt,victim.txt') found.push(`wrote outside: ${outside.join()}`);
  if (readFileSync(join(at.outside, 'victim.txt'), 'utf8') !== PRECIOUS) {
    found.push('overwrote a file outside the workspace');
  }
  return found;
}

/** A shard result file for the Action's merge cases (`sweep --sizes 5 --starts corner`). */
const actionShard = join(root, 'action-base', 'shard.json');
mkdirSync(join(root, 'action-base'));
await make(['sweep', '--sizes', '5', '--starts', 'corner', '--out', actionShard], root);

describe.concurrent('the Action: paths outside the workspace (the committed bundle, as a runner runs it)', () => {
  let n = 0;
  const cases = actionCases();
  // The 5x5 tour the CLI's cases are made from (`solve 5 --format json`), not made again.
  const tour = base.tour;
  const shard = actionShard;
  for (const c of cases) {
    const dir = join(root, `action-${++n}`);
    it(
      c.name,
      async () => {
        const at: ActionPlaces = {
          workspace: join(dir, 'ws'),
          outside: join(dir, 'outside'),
          temp: join(dir, 'temp'),
          tour,
          shard,
        };
        for (const d of [at.workspace, at.temp]) mkdirSync(d, { recursive: true });
        makeOutside(at.outside);
        const outcome = await runAction(BUNDLE, at, c.prepare(at), LIMIT_MS);
        expect(actionProblems(c, outcome, at), outcome.stdout.slice(0, 2000)).toEqual([]);
        rmSync(dir, { recursive: true, force: true });
      },
      LIMIT_MS + 10_000,
    );
  }

  it('covers every input that names a path, in every mode', () => {
    const names = cases.map((c) => c.name.split(': ').slice(0, 2).join(': '));
    for (const input of [
      'verify: tours',
      'merge: shards',
      'sweep: results',
      'verify: results',
      'merge: results',
    ]) {
      expect(names).toContain(input);
    }
  });
});

describe('the Action on 10,000 small files (as a runner runs it)', () => {
  /** Most milliseconds of CPU time verify mode may take on them: the issue's bound. */
  const BOUND_MS = 60_000;
  /** A run still going after this many seconds (wall time) hangs: it is killed. */
  const HANG_S = 600;
  /**
   * The workspace of 10,000 copies of one 6x6 tour, made once for both runs (which only read
   * it): writing 10,000 files costs as much again as a run's start.
   */
  let workspace: string | undefined;
  const tenThousand = (): string => {
    if (workspace) return workspace;
    const made = join(root, 'ten-thousand', 'ws');
    mkdirSync(join(made, 'tours'), { recursive: true });
    const file = join(root, 'ten-thousand', 't.json');
    spawnSync(process.execPath, [BIN, 'solve', '6', '--format', 'json', '--out', file]);
    const tour = readFileSync(file);
    for (let i = 0; i < 10_000; i++) {
      writeFileSync(join(made, 'tours', `${String(i).padStart(5, '0')}.json`), tour);
    }
    workspace = made;
    return made;
  };
  afterAll(() => rmSync(join(root, 'ten-thousand'), { recursive: true, force: true }));

  it.each([
    ['', 'without a limit on address space'],
    ['ulimit -v 8000000; ', 'under an 8 GB address-space limit, as shared CI machines set one'],
  ])(
    'verifies them in under a minute, %s%s',
    // At scale (10,000 files written, then two runs of 10 s): `pnpm test:long`, which CI runs.
    { tags: ['long'], timeout: (HANG_S + 60) * 1000 },
    (limit) => {
      const dir = join(root, `ten-thousand-${limit === '' ? 'free' : 'limited'}`);
      const at = { workspace: tenThousand(), temp: join(dir, 'temp') };
      mkdirSync(at.temp, { recursive: true });
      const env = actionEnv(at, { mode: 'verify', tours: 'tours/*.json' });
      // Held to CPU time: a busy machine stretches wall time (printed too), not the work.
      const run = runTimed(BUNDLE, [], { cwd: at.workspace, env, prefix: limit, hangS: HANG_S });
      console.log(
        `the Action verified 10,000 6x6 tour files in ${run.wallMs} ms wall, ${run.cpuMs} ms CPU ${limit === '' ? '' : `(${limit.trim()})`}`,
      );
      expect(run.code, run.stdout.slice(-500)).toBe(0);
      expect(readFileSync(env.GITHUB_OUTPUT!, 'utf8')).toMatch(/^instances<<.*\n10000\n/m);
      expect(run.cpuMs).toBeLessThan(BOUND_MS);
      rmSync(dir, { recursive: true, force: true });
    },
  );
});

// The limits family: impossible or huge work refused (or answered) at once, timed one at a time
// (hostile/limits.ts), in the shared process (see the top of this file). The bound is one only a
// regression reaches on a busy machine; the figures are printed.
/**
 * Most milliseconds of CPU time one of them may take: each is a fraction of a second of work,
 * each took from seconds to minutes before. The command's own CPU time (worker threads
 * included), not the process's start-up, and not wall time: a busy machine stretches the one,
 * not the other (wall time is printed beside it).
 */
const SLOW_BOUND_MS = 5_000;
/** Seconds of wall time after which one is killed as hung. */
const SLOW_HANG_S = 60;

describe('slow refusals, timed against a bound', () => {
  const timings: { args: string; cpuMs: number; wallMs: number; before: string }[] = [];
  afterAll(() => {
    const worst = [...timings].sort((a, b) => b.cpuMs - a.cpuMs);
    console.log(
      `refusals of impossible or huge work, CPU time of the command (bound ${SLOW_BOUND_MS} ms) and wall time:\n${worst
        .map(
          (t) =>
            `  ${String(t.cpuMs).padStart(6)} ms CPU ${String(t.wallMs).padStart(6)} ms wall  knights-tour ${t.args}   (before: ${t.before})`,
        )
        .join('\n')}`,
    );
  });
  let n = 0;
  for (const c of SLOW_CASES) {
    const dir = join(root, `slow-${++n}`);
    it(
      c.args.join(' '),
      async () => {
        mkdirSync(dir);
        const o = await inProcess.run(c.args, dir, undefined, SLOW_HANG_S * 1000);
        timings.push({ args: c.args.join(' '), cpuMs: o.cpuMs, wallMs: o.ms, before: c.before });
        expect(o.hung, `killed after ${SLOW_HANG_S} s`).toBe(false);
        expect(o.code, o.stderr).toBe(c.code);
        if (c.code === 2) {
          expect(o.stderr.trim().split('\n')).toHaveLength(1);
          expect(o.stderr.trim()).toMatch(c.says);
        } else expect(o.stdout).toMatch(c.says);
        expect(o.stdout + o.stderr).not.toMatch(/internal error|\n\s+at /);
        expect(o.cpuMs).toBeLessThan(SLOW_BOUND_MS);
        rmSync(dir, { recursive: true, force: true });
      },
      (SLOW_HANG_S + 30) * 1000,
    );
  }
});

// Each rule's estimate against its real cost, with the installed packages, task by task as a
// worker runs them: small sweeps of every heuristic walk no more squares than their plan
// estimated (by more than a half); and a sweep of each engine (the kernel, the general walker,
// the 3-D walker, Parberry's retries) estimated at about a second takes less than ten times
// its estimate (a rate 30 times too high, the kernel's given to a rule walked one start at a
// time, fails), the figures printed.
describe("each rule's estimate against its real cost", () => {
  const load = (path: string) =>
    import(pathToFileURL(join(inject('consumerDir'), 'node_modules', path)).href);

  /** Squares walked and seconds taken by a sweep run task by task, and the plan's estimate. */
  async function measure(input: Record<string, unknown>) {
    const plan = await load('@knights-tour/sweep/dist/plan/index.js');
    const spec = plan.createSweepSpec(input);
    const whole = plan.planSweep(spec);
    const runner = new plan.TaskRunner();
    // CPU time, not wall time: the loop is synchronous, so this is its own work, which other
    // processes on a busy machine do not stretch.
    const began = process.cpuUsage();
    let squares = 0;
    for (const task of whole.tasks()) squares += runner.run(spec, task).squares;
    const used = process.cpuUsage(began);
    const seconds = (used.user + used.system) / 1e6;
    const label = `${plan.algorithmLabel(spec)} on ${spec.sizes}, ${spec.starts} starts`;
    return {
      label,
      squares,
      seconds,
      walked: whole.walked as number,
      estimate: whole.seconds as number,
    };
  }

  it('never walks more squares than estimated, for every heuristic, random ties and retries', async () => {
    const core = await load('@knights-tour/core/dist/index.js');
    const heuristics: string[] = core.ALGORITHMS.filter(
      (a: string) => core.algorithmInfo(a).kind === 'heuristic',
    );
    const sweeps = [
      ...heuristics.map((algorithm) =>
        core.algorithmInfo(algorithm).dimensions === 3
          ? { sizes: '3-5x3-5x3-5', algorithm }
          : { sizes: '5-20', starts: 'octant', algorithm },
      ),
      { sizes: '5-20', starts: 'octant', algorithm: 'auto' },
      { sizes: '5-20', starts: 'octant', algorithm: 'warnsdorff', seed: 3 },
      { sizes: '6-30', starts: 'corner', algorithm: 'parberry', seed: 3 },
    ];
    for (const input of sweeps) {
      const m = await measure(input);
      expect(m.squares, m.label).toBeLessThanOrEqual(1.5 * m.walked);
    }
  }, 300_000);

  it('takes less than ten times its estimated time, on every engine', async () => {
    const rows: string[] = [];
    for (const input of [
      { sizes: '5-90', starts: 'octant', algorithm: 'octaml16' },
      { sizes: '5-40', starts: 'octant', algorithm: 'pohl' },
      { sizes: '5-40', starts: 'octant', algorithm: 'warnsdorff', seed: 1 },
      { sizes: '3-7x3-7x3-7', algorithm: 'octaml16-3d' },
      { sizes: '6-40', starts: 'corner', algorithm: 'parberry' },
    ]) {
      const m = await measure(input);
      rows.push(
        `  ${m.label.padEnd(52)} ${m.seconds.toFixed(2).padStart(6)} s, estimated ${m.estimate.toFixed(2)} s; ${m.squares} squares, estimated ${Math.round(m.walked)}`,
      );
      expect(m.seconds, m.label).toBeLessThan(10 * m.estimate + 0.5);
    }
    console.log(
      `each engine's estimate against its real cost (CPU time of one core, task by task):\n${rows.join('\n')}`,
    );
  }, 300_000);
});
