/**
 * The limits family of the hostile-input suite: impossible or huge work, which must be refused
 * (or answered) at once, timed. Each was measured at seconds to minutes before issue 32 (the
 * figure beside it, from the audit, under load); each now answers in well under a second of
 * work. The suite runs them one at a time and fails any that takes longer than a bound only a
 * regression reaches on a busy machine.
 */
export interface SlowCase {
  readonly args: readonly string[];
  /** Exit code: 2 for a refusal, 1 for an answer of `unknown` or `no`. */
  readonly code: 1 | 2;
  /** What stdout (an answer) or the one stderr line (a refusal) says. */
  readonly says: RegExp;
  /** What the audit measured before the fix. */
  readonly before: string;
}

const REFUSED = /^knights-tour: this (sweep|comparison|walk) would walk about/;
const LISTED = /^knights-tour: sizes '[^']+' name more than 250,000 boards: split the sweep$/;
const TOO_BIG =
  /^knights-tour: (exact search on|counting the tours of) \S+ is refused: .*at most [\d,]+ squares/;

export const SLOW_CASES: readonly SlowCase[] = [
  {
    args: ['sweep', '--sizes', '5-2000', '--starts', 'corner', '--algorithm', 'parberry'],
    code: 2,
    says: REFUSED,
    before: 'not refused, more than 300 s',
  },
  {
    args: ['sweep', '--sizes', '5-60', '--starts', 'octant', '--algorithm', 'parberry'],
    code: 2,
    says: REFUSED,
    before: 'not refused, more than 575 s',
  },
  {
    args: ['solve', '16384', '--algorithm', 'parberry', '--out', '/dev/null'],
    code: 2,
    says: REFUSED,
    before: 'more than 600 s',
  },
  {
    args: ['sweep', '--sizes', '3-50x3-50x3-50', '--starts', 'fundamental'],
    code: 2,
    says: REFUSED,
    before: '493 s',
  },
  {
    args: ['sweep', '--sizes', '3-99x3-99x3-99', '--starts', 'fundamental'],
    code: 2,
    says: LISTED,
    before: 'not refused after 600 s',
  },
  {
    args: ['compare', '--sizes', '3-30x3-30x3-30', '--starts', 'fundamental'],
    code: 2,
    says: REFUSED,
    before: '82 s',
  },
  { args: ['compare', '--sizes', '1-999x1-999'], code: 2, says: LISTED, before: '57 s, 1.55 GB' },
  {
    args: ['sweep', '--sizes', '16000-16384x16000-16384', '--starts', 'octant'],
    code: 2,
    says: REFUSED,
    before: '6.9 s',
  },
  {
    args: ['sweep', '--sizes', '5-999x5-999', '--starts', 'octant'],
    code: 2,
    says: LISTED,
    before: '5.9 s',
  },
  {
    args: ['sweep', '--sizes', '1-500x1-500'],
    code: 2,
    says: REFUSED,
    before: 'the most boards a list may name, planned (new)',
  },
  {
    args: ['sweep', '--sizes', '3-63x3-63x3-63', '--starts', 'fundamental'],
    code: 2,
    says: REFUSED,
    before: 'the most boxes, their starts counted by Burnside (new)',
  },
  {
    args: ['sweep', '--sizes', '1-99x1-99x1-99', '--starts', 'corner'],
    code: 2,
    says: LISTED,
    before: '4.3 s',
  },
  { args: ['count', '8000', '--max-nodes', '1'], code: 2, says: TOO_BIG, before: '72-90 s, 1 GB' },
  {
    args: ['count', '16384', '--max-nodes', '10'],
    code: 2,
    says: TOO_BIG,
    before: '66 s, 3.5 GB, internal error',
  },
  {
    args: ['solve', '16384x16384', '--algorithm', 'backtrack', '--max-nodes', '1000'],
    code: 2,
    says: TOO_BIG,
    before: 'internal error',
  },
  {
    args: ['exists', '3x16384', '--start', '0,0'],
    code: 1,
    says: /^unknown: /,
    before: 'more than 600 s',
  },
  { args: ['exists', '16384x3', '--start', '1,1'], code: 1, says: /^unknown: /, before: '341 s' },
  { args: ['exists', '4000x3', '--start', '1,1'], code: 1, says: /^unknown: /, before: '66-78 s' },
];
