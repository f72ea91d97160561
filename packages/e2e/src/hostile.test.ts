import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type HostileCase, hostileCases, INPUTS } from './hostile/cases.js';
import { type Base, type Family, RESULT_SWEEP } from './hostile/inputs.js';
import { entries, type Outcome, runCommand } from './hostile/run.js';

// The hostile-input suite (README: "Hostile inputs"): the installed `knights-tour` command, as
// a user runs it, given junk, binary, endless, huge, special and control-character inputs and
// tampered result files on every input of every command. CI runs the quick subset (the first
// case of each command and family); KNIGHTS_TOUR_HOSTILE=full runs the whole table.

const consumerDir = inject('consumerDir');
const BIN = join(consumerDir, 'node_modules', 'knights-tour', 'bin', 'knights-tour.js');
const FULL = process.env.KNIGHTS_TOUR_HOSTILE === 'full';
/** Most time a case may take: a FIFO is waited on for 5 s, the rest answer at once. */
const LIMIT_MS = 20_000;
/** Control characters that must never reach a terminal raw (newline and tab aside). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

const root = mkdtempSync(join(tmpdir(), 'knights-tour-hostile-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The valid files the hostile ones are made from, written by the command itself. */
function makeBase(): Base {
  const dir = join(root, 'base');
  mkdirSync(dir);
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')}: ${r.stderr}`);
  };
  run(['solve', '5', '--format', 'json', '--out', 'tour.json']);
  run(['sweep', ...RESULT_SWEEP, '--out', 'result.json']);
  return { tour: join(dir, 'tour.json'), result: join(dir, 'result.json') };
}

const base = makeBase();
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

describe.concurrent(`hostile inputs (${FULL ? 'full table' : 'quick subset'})`, () => {
  let n = 0;
  for (const c of CASES.filter((c) => FULL || c.quick)) {
    const dir = join(root, `case-${++n}`);
    it(
      c.name,
      async () => {
        mkdirSync(dir);
        const args = c.command === '' ? c.prepare(dir, base) : [c.command, ...c.prepare(dir, base)];
        const before = new Set(entries(dir));
        const outcome = await runCommand(BIN, args, dir, c.stdin, LIMIT_MS);
        const left = entries(dir).filter((name) => !before.has(name));
        expect(problems(c, outcome, left)).toEqual([]);
        rmSync(dir, { recursive: true, force: true });
      },
      LIMIT_MS + 10_000,
    );
  }
});

/** Command names as `knights-tour --help` lists them: the CLI's command registry. */
function listedCommands(): string[] {
  const help = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' }).stdout;
  const section = help.split('Commands:\n')[1]?.split('\n\n')[0] ?? '';
  return section
    .split('\n')
    .map((line) => /^ {2}(\S+) {2,}/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

describe('the hostile-input table', () => {
  it('covers every command the CLI registers, and no other', () => {
    const listed = listedCommands();
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
