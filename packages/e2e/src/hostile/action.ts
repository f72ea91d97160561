import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Outcome, runCommand } from './run.js';

/**
 * The Action's family of the hostile-input suite: paths a pull request controls (the files of
 * the workspace, its symbolic links, their names) in every input that names a path, in every
 * mode, run as GitHub's runner runs the committed bundle. Outside the workspace lies a
 * directory with a secret and a victim file: no case may read, quote or overwrite them, and
 * no case may issue a workflow command of its own or print a raw control byte.
 */

/** What a case is run with: its workspace, and beside it the directory it must not touch. */
export interface ActionPlaces {
  /** GITHUB_WORKSPACE, the step's working directory. */
  readonly workspace: string;
  /** A directory beside the workspace (another checkout, the runner's home). */
  readonly outside: string;
  /** RUNNER_TEMP, beside both. */
  readonly temp: string;
  /** A valid 5x5 tour document and a valid shard result file, to copy in. */
  readonly tour: string;
  readonly shard: string;
}

export interface ActionCase {
  readonly name: string;
  /** Makes the case's files; returns the Action's inputs (without INPUT_, lower case). */
  readonly prepare: (at: ActionPlaces) => Record<string, string>;
  /** What the one refusal (an `::error::` line) must say, when the run is refused. */
  readonly says?: RegExp;
  /** The run is not refused: it annotates the bad files and exits 1 (or passes: 0). */
  readonly code?: 0 | 1;
}

export const SECRET = 'SECRET-TOKEN-32';
export const PRECIOUS = 'PRECIOUS\n';

/** Fills the directory beside the workspace: a secret, a victim file, a directory of secrets. */
export function makeOutside(outside: string): void {
  mkdirSync(join(outside, 'd'), { recursive: true });
  writeFileSync(join(outside, 'secret.txt'), `${SECRET} do not leak\n`);
  writeFileSync(join(outside, 'd', 'secret.json'), `{"width": 5, "height": 5, "x": "${SECRET}"}\n`);
  writeFileSync(join(outside, 'victim.txt'), PRECIOUS);
}

const up = (at: ActionPlaces) => relative(at.workspace, at.outside);
const link = (at: ActionPlaces, target: string, name: string) => {
  mkdirSync(join(at.workspace, name, '..'), { recursive: true });
  symlinkSync(target, join(at.workspace, name));
};
const copy = (from: string, to: string) => {
  mkdirSync(join(to, '..'), { recursive: true });
  writeFileSync(to, readFileSync(from));
};

/** Paths that read outside the workspace, as a `tours` (verify) or `shards` (merge) input. */
const READS: readonly [string, (at: ActionPlaces) => string, RegExp | 'annotated'][] = [
  ['an absolute path', () => '/etc/passwd', /is refused: it names files outside the workspace/],
  ['a path up and out', (at) => `${up(at)}/secret.txt`, /is refused: it names files outside/],
  ['a pattern up and out', (at) => `${up(at)}/*`, /is refused: it names files outside/],
  ['the process environment', () => '/proc/self/environ', /is refused: it names files outside/],
  ['.. after a wildcard', (at) => `*/../${up(at)}/*.txt`, /is refused: it climbs up/],
  [
    'a pattern through a linked directory',
    (at) => {
      link(at, join(at.outside, 'd'), 'in/d');
      return 'in/d/*.json';
    },
    /is refused: it leads outside the workspace through a symbolic link/,
  ],
  [
    'a committed link to a file outside',
    (at) => {
      link(at, join(at.outside, 'secret.txt'), 'in/x.json');
      return 'in/*';
    },
    'annotated',
  ],
  [
    'a committed link to /etc/passwd',
    (at) => {
      link(at, '/etc/passwd', 'in/p.json');
      return 'in/*.json';
    },
    'annotated',
  ],
];

/** Results paths that write outside the workspace. */
const WRITES: readonly [string, (at: ActionPlaces) => string, RegExp][] = [
  ['up and out', (at) => `${up(at)}/r.json`, /is outside the workspace/],
  ['an absolute path outside', (at) => join(at.outside, 'r.json'), /is outside the workspace/],
  ['standard output', () => '/dev/stdout', /is outside the workspace/],
  [
    'a link to a file outside',
    (at) => {
      link(at, join(at.outside, 'victim.txt'), 'r.json');
      return 'r.json';
    },
    /leads outside the workspace through a symbolic link/,
  ],
  [
    'a dangling link to a new file outside',
    (at) => {
      link(at, join(at.outside, 'new.json'), 'r.json');
      return 'r.json';
    },
    /leads outside the workspace through a symbolic link/,
  ],
  [
    'a file in a linked directory',
    (at) => {
      link(at, at.outside, 'out');
      return 'out/r.json';
    },
    /leads outside the workspace through a symbolic link/,
  ],
];

/** Names that would be workflow commands, or move a terminal, if printed raw. */
const INJECTED = '\n::warning::INJECTED\n##[warning]INJECTED\n::add-mask::INJECTED\n';
const ESCAPES = '\u001b]0;owned\u0007\u001b[2J\u001b[31m';

/** Each mode's inputs around the path under test. */
const MODES = {
  sweep: (results: string) => ({ sizes: '5', starts: 'corner', results }),
  verify: (at: ActionPlaces, tours: string, results?: string) => {
    copy(at.tour, join(at.workspace, 'tours', 'tour.json'));
    return { mode: 'verify', tours, ...(results ? { results } : {}) };
  },
  merge: (at: ActionPlaces, shards: string, results?: string) => {
    copy(at.shard, join(at.workspace, 'shards', 'shard.json'));
    return { mode: 'merge', shards, ...(results ? { results } : {}) };
  },
};

/** The family's cases: every hostile path in every input and mode that takes it. */
export function actionCases(): ActionCase[] {
  const cases: ActionCase[] = [];
  for (const [label, path, says] of READS) {
    cases.push({
      name: `verify: tours: ${label}`,
      prepare: (at) => MODES.verify(at, `tours/*.json\n${path(at)}`),
      ...(says === 'annotated' ? { code: 1 } : { says }),
    });
    cases.push({
      name: `merge: shards: ${label}`,
      prepare: (at) => MODES.merge(at, `shards/*.json\n${path(at)}`),
      says:
        says === 'annotated'
          ? /: not read: a symbolic link that leads outside the workspace$/
          : says,
    });
  }
  for (const [label, path, says] of WRITES) {
    cases.push({ name: `sweep: results: ${label}`, prepare: (at) => MODES.sweep(path(at)), says });
    cases.push({
      name: `verify: results: ${label}`,
      prepare: (at) => MODES.verify(at, 'tours/*.json', path(at)),
      says,
    });
    cases.push({
      name: `merge: results: ${label}`,
      prepare: (at) => MODES.merge(at, 'shards/*.json', path(at)),
      says,
    });
  }
  cases.push({
    name: 'verify: results: one of the tours checked',
    prepare: (at) => MODES.verify(at, 'tours/*.json', 'tours/tour.json'),
    says: /tours\/tour\.json is one of the tour files checked/,
  });
  cases.push({
    name: 'verify: tours: names with workflow commands and terminal escapes',
    prepare: (at) => {
      writeFileSync(join(at.workspace, `x${INJECTED}.json`), 'junk');
      writeFileSync(join(at.workspace, `y${ESCAPES}.json`), 'junk');
      return MODES.verify(at, '*.json\ntours/*.json');
    },
    code: 1,
  });
  cases.push({
    name: 'sweep: results: a name with workflow commands and terminal escapes',
    prepare: () => MODES.sweep(`r${INJECTED}${ESCAPES}.json`),
    code: 0,
  });
  cases.push({
    name: 'verify: tours: a pattern with workflow commands and terminal escapes',
    prepare: (at) => MODES.verify(at, `tours/${ESCAPES}*${INJECTED}`),
    says: /no file matches/,
  });
  return cases;
}

/**
 * The environment the runner gives the Action (INPUT_* variables, its workspace, temporary
 * directory and command files, the files made empty in `at.temp`).
 */
export function actionEnv(
  at: Pick<ActionPlaces, 'workspace' | 'temp'>,
  inputs: Record<string, string>,
): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: at.workspace,
    RUNNER_TEMP: at.temp,
    GITHUB_OUTPUT: join(at.temp, 'output'),
    GITHUB_STEP_SUMMARY: join(at.temp, 'summary'),
  };
  writeFileSync(env.GITHUB_OUTPUT!, '');
  writeFileSync(env.GITHUB_STEP_SUMMARY!, '');
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

/** Runs the bundle as the runner does (see {@link actionEnv}), killed at `limitMs`. */
export function runAction(
  bundle: string,
  at: ActionPlaces,
  inputs: Record<string, string>,
  limitMs: number,
): Promise<Outcome> {
  return runCommand(bundle, [], at.workspace, undefined, limitMs, actionEnv(at, inputs));
}
