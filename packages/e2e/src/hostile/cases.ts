import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Base,
  CONTENTS,
  CONTROLS,
  ESCAPES,
  type Family,
  linkAs,
  RESULT_SWEEP,
  TAMPERINGS,
} from './inputs.js';
import type { Stdin } from './run.js';

/**
 * The hostile-input table: for every command of the CLI, every input it reads (file
 * arguments, standard input, option values, output targets) crossed with the families of
 * hostile inputs. Each case expects exit 2 (or the code it names), one stderr line
 * `knights-tour: …`, no stack trace, no raw control byte in any output, nothing left behind in
 * its directory, within the time limit (see hostile.test.ts).
 */

export interface HostileCase {
  /** `command: input: what` (unique). */
  readonly name: string;
  readonly command: string;
  /** What the hostile input is given as. */
  readonly input: 'file' | 'stdin' | 'argument' | 'output';
  readonly family: Family;
  /** In the quick subset CI runs (see the end of {@link hostileCases}). */
  quick: boolean;
  /** Makes the inputs in the case's empty directory; returns the arguments after the command. */
  readonly prepare: (dir: string, base: Base) => string[];
  readonly stdin?: Stdin;
  /** Exit code when not 2. */
  readonly code?: 0 | 1;
  /** What the one error line must say. */
  readonly says?: RegExp;
  /** Files the case may leave in its directory (the output of a run that succeeds). */
  readonly leaves?: RegExp;
}

/** How a command takes a file: the arguments around it, and what a valid one is. */
interface FileSlot {
  readonly label: string;
  readonly kind: 'tour' | 'result';
  readonly args: (path: string) => string[];
  /** The exit code of a valid input (1 for a sweep with failures). */
  readonly valid: 0 | 1;
  /** Files a valid input under a hostile name makes. */
  readonly leaves?: RegExp;
}

/** An option value (or positional) of a command, with the arguments that surround it. */
interface ArgSlot {
  readonly label: string;
  readonly args: (value: string) => string[];
  /** The valid files the arguments name. */
  readonly needs?: 'tour' | 'result';
}

/** Where a command writes: the arguments around the target. */
interface OutSlot {
  readonly args: (target: string) => string[];
  /** The exit code when the target is written (1 for a result with failures). */
  readonly valid: 0 | 1;
  readonly needs?: 'tour' | 'result';
  /** The target is a directory (compare's --out DIR). */
  readonly directory?: boolean;
}

interface CommandInputs {
  readonly files?: readonly FileSlot[];
  /** The arguments that make the command read standard input. */
  readonly stdin?: readonly string[];
  readonly args: readonly ArgSlot[];
  readonly out?: OutSlot;
}

const TOUR = 'tour.json';
const RESULT = 'result.json';
const READING = (file: (v: string) => string[]): ArgSlot[] => [
  { label: '--size', args: (v) => file(v).concat('--size', v), needs: 'tour' },
  { label: '--key', args: (v) => file(v).concat('--key', v), needs: 'tour' },
  { label: '--input-format', args: (v) => file(v).concat('--input-format', v), needs: 'tour' },
  { label: '--origin', args: (v) => file(v).concat('--origin', v), needs: 'tour' },
  { label: '--order', args: (v) => file(v).concat('--order', v), needs: 'tour' },
];
const COMPARE = ['--sizes', '5-7', '--starts', 'corner', '--algorithms', 'aml'];
/** A solver check that passes: a program printing Warnsdorff's 5x5 tour from (0,0). */
const CHECK = [
  '--command',
  `node -e "console.log('0 7 4 13 24 17 20 11 2 9 18 21 10 1 8 19 22 15 6 3 14 23 16 5 12')"`,
  '--sizes',
  '5',
  '--starts',
  'corner',
];

/** Every command of the CLI and what it reads. A command missing here fails the suite. */
export const INPUTS: Readonly<Record<string, CommandInputs>> = {
  solve: {
    args: [
      { label: 'size', args: (v) => [v] },
      { label: '--start', args: (v) => ['5', '--start', v] },
      { label: '--algorithm', args: (v) => ['5', '--algorithm', v] },
      { label: '--format', args: (v) => ['5', '--format', v] },
      { label: '--seed', args: (v) => ['5', '--algorithm', 'warnsdorff', '--seed', v] },
      { label: '--max-nodes', args: (v) => ['5', '--algorithm', 'backtrack', '--max-nodes', v] },
      { label: '--max-ms', args: (v) => ['5', '--algorithm', 'backtrack', '--max-ms', v] },
    ],
    out: { args: (t) => ['5', '--format', 'json', '--out', t], valid: 0 },
  },
  verify: {
    files: [{ label: 'file', kind: 'tour', args: (p) => [p], valid: 0 }],
    stdin: ['-'],
    args: [
      { label: 'file name', args: (v) => [v] },
      ...READING(() => [TOUR]),
      { label: '--max-problems', args: (v) => [TOUR, '--max-problems', v], needs: 'tour' },
      { label: '--format', args: (v) => [TOUR, '--format', v], needs: 'tour' },
    ],
  },
  convert: {
    files: [{ label: 'file', kind: 'tour', args: (p) => [p, '--to', 'csv'], valid: 0 }],
    stdin: ['-', '--to', 'csv'],
    args: [
      { label: 'file name', args: (v) => [v, '--to', 'csv'] },
      { label: '--to', args: (v) => [TOUR, '--to', v], needs: 'tour' },
      ...READING(() => [TOUR, '--to', 'csv']),
    ],
    out: { args: (t) => [TOUR, '--to', 'csv', '--out', t], needs: 'tour', valid: 0 },
  },
  analyze: {
    files: [{ label: 'file', kind: 'tour', args: (p) => [p], valid: 0 }],
    stdin: ['-'],
    args: [
      { label: 'file name', args: (v) => [v] },
      { label: '--format', args: (v) => [TOUR, '--format', v], needs: 'tour' },
      ...READING(() => [TOUR]),
    ],
  },
  render: {
    files: [
      {
        label: 'file',
        kind: 'tour',
        args: (p) => [p, '--out', 'p.svg'],
        valid: 0,
        leaves: /^p\.svg$/,
      },
    ],
    stdin: ['-', '--out', 'p.svg'],
    args: [
      { label: 'file name', args: (v) => [v, '--out', 'p.svg'] },
      { label: '--cell', args: (v) => [TOUR, '--out', 'p.svg', '--cell', v], needs: 'tour' },
      { label: '--format', args: (v) => [TOUR, '--format', v], needs: 'tour' },
    ],
    out: { args: (t) => [TOUR, '--format', 'svg', '--out', t], needs: 'tour', valid: 0 },
  },
  sweep: {
    files: [
      {
        label: '--resume file',
        kind: 'result',
        args: (p) => [...RESULT_SWEEP, '--out', p, '--resume'],
        valid: 1,
      },
    ],
    args: [
      { label: '--sizes', args: (v) => ['--sizes', v] },
      { label: '--starts', args: (v) => ['--sizes', '5', '--starts', v] },
      { label: '--algorithm', args: (v) => ['--sizes', '5', '--algorithm', v] },
      { label: '--seed', args: (v) => ['--sizes', '5', '--algorithm', 'warnsdorff', '--seed', v] },
      { label: '--workers', args: (v) => ['--sizes', '5', '--workers', v] },
      { label: '--shard', args: (v) => ['--sizes', '5', '--shard', v] },
      { label: '--format', args: (v) => ['--sizes', '5', '--format', v] },
    ],
    out: { args: (t) => ['--sizes', '5', '--starts', 'corner', '--out', t], valid: 0 },
  },
  merge: {
    files: [{ label: 'file', kind: 'result', args: (p) => [p], valid: 1 }],
    stdin: ['-'],
    args: [
      { label: 'file name', args: (v) => [v] },
      { label: '--format', args: (v) => [RESULT, '--format', v], needs: 'result' },
    ],
    out: { args: (t) => [RESULT, '--out', t], needs: 'result', valid: 1 },
  },
  compare: {
    files: [
      { label: 'result file', kind: 'result', args: (p) => [p], valid: 0 },
      {
        label: '--resume DIR file',
        kind: 'result',
        // compare finds its files by name in DIR: the input is linked as DIR/aml.json
        args: (p) => [...COMPARE, '--out', p, '--resume'],
        valid: 0,
      },
    ],
    args: [
      { label: 'file name', args: (v) => [v] },
      { label: '--sizes', args: (v) => ['--sizes', v] },
      { label: '--starts', args: (v) => ['--sizes', '5', '--starts', v] },
      { label: '--algorithms', args: (v) => ['--sizes', '5', '--algorithms', v] },
      { label: '--seed', args: (v) => ['--sizes', '5', '--algorithms', 'warnsdorff', '--seed', v] },
      { label: '--workers', args: (v) => ['--sizes', '5', '--workers', v] },
      { label: '--shard', args: (v) => ['--sizes', '5', '--shard', v] },
      { label: '--format', args: (v) => ['--sizes', '5', '--format', v] },
    ],
    out: { args: (t) => [...COMPARE, '--out', t], directory: true, valid: 0 },
  },
  'check-solver': {
    args: [
      { label: '--command', args: (v) => ['--command', v, '--sizes', '5'] },
      { label: '--sizes', args: (v) => [...CHECK.slice(0, 2), '--sizes', v] },
      { label: '--starts', args: (v) => [...CHECK.slice(0, 4), '--starts', v] },
      { label: '--protocol', args: (v) => [...CHECK, '--protocol', v] },
      { label: '--reference', args: (v) => [...CHECK, '--reference', v] },
      { label: '--timeout', args: (v) => [...CHECK, '--timeout', v] },
      { label: '--input-format', args: (v) => [...CHECK, '--input-format', v] },
      { label: '--origin', args: (v) => [...CHECK, '--origin', v] },
      { label: '--order', args: (v) => [...CHECK, '--order', v] },
      { label: '--key', args: (v) => [...CHECK, '--key', v] },
      { label: '--workers', args: (v) => [...CHECK, '--workers', v] },
      { label: '--shard', args: (v) => [...CHECK, '--shard', v] },
      { label: '--format', args: (v) => [...CHECK, '--format', v] },
    ],
    out: { args: (t) => [...CHECK, '--out', t], valid: 0 },
  },
  count: {
    args: [
      { label: 'size', args: (v) => [v] },
      { label: '--start', args: (v) => ['5', '--start', v] },
      { label: '--max-nodes', args: (v) => ['5', '--max-nodes', v] },
      { label: '--max-ms', args: (v) => ['5', '--max-ms', v] },
      { label: '--format', args: (v) => ['5', '--format', v] },
    ],
  },
  exists: {
    args: [
      { label: 'size', args: (v) => [v] },
      { label: '--start', args: (v) => ['5', '--start', v] },
      { label: '--max-nodes', args: (v) => ['5', '--start', '0,0', '--max-nodes', v] },
      { label: '--format', args: (v) => ['5', '--format', v] },
    ],
  },
  completion: { args: [{ label: 'shell', args: (v) => [v] }] },
};

/** Values every argument is given, by family. */
const VALUES: readonly { family: Family; label: string; value: string; says?: RegExp }[] = [
  { family: 'junk', label: 'junk', value: 'banana' },
  // One line, and short: a message quotes a prefix of what it was given.
  { family: 'huge', label: 'a 100,000-character value', value: '9x'.repeat(50_000) },
  { family: 'control', label: 'ESC, BEL, DEL and C1', value: CONTROLS, says: /\\x1b/ },
];

/** Standard input, by family. */
const STDINS: readonly { family: Family; label: string; stdin: Stdin }[] = [
  { family: 'junk', label: 'prose', stdin: { bytes: 'hello\nthis is not it\n' } },
  { family: 'binary', label: 'NUL bytes', stdin: { bytes: Buffer.alloc(4096) } },
  {
    family: 'binary',
    label: 'UTF-16',
    stdin: { bytes: Buffer.from('\ufeff{"format": 1}', 'utf16le') },
  },
  { family: 'endless', label: 'endless NUL bytes', stdin: { endless: Buffer.alloc(4096) } },
  {
    family: 'endless',
    label: 'endless random bytes',
    stdin: { endless: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)) },
  },
  { family: 'endless', label: 'endless prose', stdin: { endless: 'y\n' } },
  { family: 'special', label: 'empty (/dev/null)', stdin: { file: '/dev/null' } },
  { family: 'special', label: 'a directory', stdin: { file: '/' } },
  { family: 'control', label: 'terminal escapes', stdin: { bytes: `${ESCAPES}hello\n` } },
];

/** Output targets, by family (for a directory target, what stands where the directory goes). */
const TARGETS: readonly {
  family: Family;
  label: string;
  make: (dir: string, directory: boolean) => string;
  /** Written: the command's answer, not exit 2. */
  valid?: true;
}[] = [
  {
    family: 'special',
    label: 'a directory (a file, for an output directory)',
    make: (dir, directory) => {
      if (directory) writeFileSync(join(dir, 'plain'), 'x\n');
      else mkdirSync(join(dir, 'plain'));
      return 'plain';
    },
  },
  { family: 'special', label: 'a full disk (/dev/full)', make: () => '/dev/full' },
  {
    family: 'special',
    label: 'a FIFO nothing reads',
    make: (dir) => {
      execFileSync('mkfifo', [join(dir, 'out.fifo')]);
      return 'out.fifo';
    },
  },
  {
    family: 'control',
    label: 'a name with ESC and BEL',
    make: () => `out${ESCAPES}`,
    valid: true,
  },
];

function copyBase(dir: string, base: Base, needs: 'tour' | 'result' | undefined): void {
  if (needs === 'tour') copyFileSync(base.tour, join(dir, TOUR));
  if (needs === 'result') copyFileSync(base.result, join(dir, RESULT));
}

/** The valid file's text for a slot (read by the cases that derive inputs from it). */
export type Texts = Readonly<Record<'tour' | 'result', string>>;

/** Builds the whole table. */
export function hostileCases(texts: Texts): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const [command, inputs] of Object.entries(INPUTS)) {
    for (const slot of inputs.files ?? []) {
      const compareDir = slot.label.startsWith('--resume DIR');
      const place = (dir: string, made: string): string => {
        if (!compareDir) return made;
        mkdirSync(join(dir, 'cmp'));
        linkAs(dir, 'cmp/aml.json', made);
        return 'cmp';
      };
      for (const content of CONTENTS) {
        cases.push({
          name: `${command}: ${slot.label}: ${content.label}`,
          command,
          input: 'file',
          family: content.family,
          quick: false,
          prepare: (dir) => slot.args(place(dir, content.make(dir, texts[slot.kind]))),
          ...(content.valid ? { code: slot.valid, leaves: slot.leaves ?? /^$/ } : {}),
          ...(content.says && !compareDir ? { says: content.says } : {}),
        });
      }
      if (slot.kind !== 'result') continue;
      for (const tampering of TAMPERINGS) {
        cases.push({
          name: `${command}: ${slot.label}: ${tampering.label}`,
          command,
          input: 'file',
          family: 'tampered',
          quick: false,
          prepare: (dir) => {
            writeFileSync(join(dir, 'edited.json'), tampering.edit(texts.result));
            return slot.args(place(dir, 'edited.json'));
          },
          says: tampering.says,
        });
      }
    }
    if (inputs.stdin) {
      for (const s of STDINS) {
        cases.push({
          name: `${command}: standard input: ${s.label}`,
          command,
          input: 'stdin',
          family: s.family,
          quick: false,
          prepare: () => [...inputs.stdin!],
          stdin: s.stdin,
        });
      }
    }
    for (const slot of inputs.args) {
      for (const v of VALUES) {
        cases.push({
          name: `${command}: ${slot.label}: ${v.label}`,
          command,
          input: 'argument',
          family: v.family,
          quick: false,
          prepare: (dir, base) => {
            copyBase(dir, base, slot.needs);
            return slot.args(v.value);
          },
          ...(v.says ? { says: v.says } : {}),
        });
      }
    }
    cases.push({
      name: `${command}: an unknown option with ESC and BEL`,
      command,
      input: 'argument',
      family: 'control',
      quick: false,
      prepare: () => [`--${CONTROLS}`],
      says: /unknown option '--x\\x1b/,
    });
    const out = inputs.out;
    if (out) {
      for (const target of TARGETS) {
        cases.push({
          name: `${command}: --out: ${target.label}`,
          command,
          input: 'output',
          family: target.family,
          quick: false,
          prepare: (dir, base) => {
            copyBase(dir, base, out.needs);
            return out.args(target.make(dir, out.directory === true));
          },
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the file named with ESC
          ...(target.valid ? { code: out.valid, leaves: /^out\u001b/ } : {}),
        });
      }
    }
  }
  cases.push({
    name: 'knights-tour: a command name with ESC and BEL',
    command: '',
    input: 'argument',
    family: 'control',
    quick: true,
    prepare: () => [CONTROLS],
    says: /unknown command 'x\\x1b/,
  });
  // The quick subset: the first case of each family on each file, standard input and output
  // of a command, and on its arguments as a whole.
  const seen = new Set<string>();
  for (const c of cases) {
    const on = c.input === 'argument' ? 'arguments' : c.name.slice(0, c.name.lastIndexOf(': '));
    const key = `${c.command} ${on} ${c.family}`;
    if (!seen.has(key)) c.quick = true;
    seen.add(key);
  }
  return cases;
}
