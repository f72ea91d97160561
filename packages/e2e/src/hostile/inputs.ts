import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The hostile inputs, by family. Each `make` creates its input inside the case's own
 * directory (so cases never share a file a command could change) and returns the path to
 * give the command, relative to that directory.
 */

export type Family = 'junk' | 'binary' | 'endless' | 'huge' | 'special' | 'control' | 'tampered';

/** The valid files hostile inputs are made from (written once by the CLI itself). */
export interface Base {
  /** A 5x5 tour document (`solve 5 --format json`). */
  readonly tour: string;
  /** A result file of {@link RESULT_SWEEP}, with failures. */
  readonly result: string;
}

/** The sweep whose result file the tampered inputs edit (aml fails on 7x7 from a corner). */
export const RESULT_SWEEP = ['--sizes', '5-7', '--starts', 'corner', '--algorithm', 'aml'];

/** A hostile content for a file argument. */
export interface Content {
  readonly family: Family;
  readonly label: string;
  /** Makes the input in `dir` from `valid` (the file the argument expects) and returns its path. */
  readonly make: (dir: string, valid: string) => string;
  /** The valid file under a hostile name: the command's answer on a valid file, not exit 2. */
  readonly valid?: true;
  /** What the one error line must say. */
  readonly says?: RegExp;
}

/** Bytes that look random but are the same on every run. */
function noise(length: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

/** Terminal escapes that would retitle the window, ring the bell and clear the screen. */
export const ESCAPES = '\u001b]0;owned\u0007\u001b[2J\u001b[31m';
/** ESC, BEL, DEL and a C1 control: what an argument or a file name may hold. */
export const CONTROLS = `x${ESCAPES}\u007f\u009b`;

const file = (name: string, data: string | Uint8Array) => (dir: string) => {
  writeFileSync(join(dir, name), data);
  return name;
};

/** Contents every file argument is given (tour files and result files alike). */
export const CONTENTS: readonly Content[] = [
  { family: 'junk', label: 'prose', make: file('junk.txt', 'hello\nthis is not it\n') },
  {
    family: 'junk',
    label: 'the valid file cut in half',
    make: (dir, valid) => file('cut.json', valid.slice(0, valid.length >> 1))(dir),
  },
  { family: 'binary', label: 'random bytes', make: file('noise.bin', noise(4096)) },
  { family: 'binary', label: 'NUL bytes', make: file('nul.bin', Buffer.alloc(4096)) },
  { family: 'binary', label: 'gzip', make: (dir, valid) => file('v.gz', gzipSync(valid))(dir) },
  {
    family: 'binary',
    label: 'UTF-16',
    make: (dir, valid) => file('utf16.txt', Buffer.from(`\ufeff${valid}`, 'utf16le'))(dir),
  },
  { family: 'endless', label: '/dev/zero', make: () => '/dev/zero' },
  { family: 'endless', label: '/dev/urandom', make: () => '/dev/urandom' },
  {
    family: 'huge',
    label: 'a sparse 65 GiB file (past every limit) starting with the valid file',
    make: (dir, valid) => {
      const name = file('huge.json', valid)(dir);
      truncateSync(join(dir, name), 65 * 2 ** 30); // sparse: costs no disk
      return name;
    },
  },
  {
    family: 'special',
    label: 'a directory',
    make: (dir) => {
      mkdirSync(join(dir, 'folder'));
      return 'folder';
    },
  },
  {
    family: 'special',
    label: 'a FIFO nothing writes to',
    make: (dir) => {
      execFileSync('mkfifo', [join(dir, 'pipe')]);
      return 'pipe';
    },
  },
  { family: 'special', label: '/dev/null', make: () => '/dev/null' },
  {
    family: 'control',
    label: 'terminal escapes in the contents',
    make: (dir, valid) => file('esc.json', `${ESCAPES}${valid}`)(dir),
  },
  {
    family: 'control',
    label: 'prose under a name with ESC and BEL',
    make: file(`junk${ESCAPES}.txt`, 'hello\n'),
    says: /junk\\x1b\]0;owned\\x07\\x1b\[2J\\x1b\[31m\.txt/,
  },
  {
    family: 'control',
    label: 'the valid file under a name with ESC and BEL',
    make: (dir, valid) => file(`valid${ESCAPES}.json`, valid)(dir),
    valid: true,
  },
];

/** Symlinks `name` in `dir` to what `content` made (for inputs found by name, as in compare's DIR). */
export function linkAs(dir: string, name: string, made: string): void {
  symlinkSync(made.startsWith('/') ? made : join(dir, made), join(dir, name));
}

/** Edits of a valid sweep result file, as a hand or a bad disk makes them. */
export interface Tampering {
  readonly label: string;
  readonly edit: (text: string) => string;
  readonly says: RegExp;
}

function once(text: string, from: RegExp, to: string | ((m: string) => string)): string {
  if (!from.test(text)) throw new Error(`the result file has no ${from}`);
  return text.replace(from, to as string);
}

export const TAMPERINGS: readonly Tampering[] = [
  {
    label: 'an instance count edited',
    edit: (t) => once(t, /"instances":(\d+)/, (m) => m.replace(/\d+/, (n) => `${Number(n) + 1}`)),
    says: /task \d+.*instances/,
  },
  {
    label: 'attempts moved from one bucket to another',
    edit: (t) => once(t, /"attempts":\[0,1\]/, '"attempts":[1,0]'),
    says: /task \d+/,
  },
  {
    label: "a failure's start moved off the board",
    edit: (t) => once(t, /"start":\[0,0\]/, '"start":[99,0]'),
    says: /task \d+/,
  },
  {
    label: "a failure's reached larger than the board",
    edit: (t) => once(t, /"reached":\d+/, '"reached":5000'),
    says: /task \d+/,
  },
  {
    label: 'verify: true on tasks that were not verified',
    edit: (t) => once(t, /"verify":false/, '"verify":true'),
    says: /task \d+|verif/,
  },
  {
    label: 'a header naming another algorithm',
    edit: (t) => once(t, /"algorithm":"aml"/, '"algorithm":"warnsdorff"'),
    says: /task \d+|warnsdorff/,
  },
  {
    label: 'a flipped bit in a count',
    edit: (t) =>
      once(t, /"squares":\d+/, (m) =>
        m.replace(/\d$/, (d) => String.fromCharCode(d.charCodeAt(0) ^ 1)),
      ),
    says: /task \d+/,
  },
  {
    label: 'a checksum edited',
    edit: (t) => once(t, /"sum":"(.)/, (m) => `${m.slice(0, -1)}${m.endsWith('0') ? '1' : '0'}`),
    says: /task \d+.*checksum/,
  },
];
