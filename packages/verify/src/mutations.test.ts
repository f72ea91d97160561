import { type Board, boardName } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { TourFormatError } from './errors.js';
import {
  CORRUPTIONS,
  corrupt,
  isTour,
  STYLES,
  seeded,
  tourOf,
  Unwritable,
  type Written,
} from './test-helpers.js';
import { verifyText } from './verify.js';

// No wrong verdicts, as a tested property: for every style, random valid tours and random
// corruptions of them (swap, repeat, drop, off-board, a step that is not a knight move, a
// wrong size claim) are written and verified, and the verdict is compared with isTour, the
// definition checked apart from the verifier. A valid tour must be read (never refused) on
// its true board; a corrupted one must be invalid, or refused (exit 2) — never valid.
//
// CI runs a few cases per style; the benchmark-sized run (figures in the README):
//   KT_MUTATIONS=10000 pnpm --filter @knights-tour/verify run mutations
const CASES = Number(process.env.KT_MUTATIONS ?? 40);
const SEED = Number(process.env.KT_SEED ?? 1);

const BOXES: Board[] = [
  [4, 4, 4],
  [4, 5, 6],
  [4, 4, 6],
  [5, 6, 6],
  [6, 6, 6],
].map(([width, height, depth]) => ({ width: width!, height: height!, depth: depth! }));

interface Tally {
  cases: number;
  valid: number;
  invalid: number;
  refused: number;
  wrong: string[];
}

function run(style: string, random: () => number): Tally {
  const { box, write } = STYLES[style]!;
  const tally: Tally = { cases: 0, valid: 0, invalid: 0, refused: 0, wrong: [] };
  while (tally.cases < CASES) {
    const board = box
      ? BOXES[Math.floor(random() * BOXES.length)]!
      : { width: 5 + Math.floor(random() * 6), height: 5 + Math.floor(random() * 6), depth: 1 };
    const tour = tourOf(board, Math.floor(random() * 1000));
    const kind = CORRUPTIONS[Math.floor(random() * CORRUPTIONS.length)]!;
    const { path, claim } = corrupt(tour, board, kind, random);
    let written: Written;
    try {
      written = write(path, board, claim);
    } catch (error) {
      if (error instanceof Unwritable) continue; // this style cannot write that square
      throw error;
    }
    tally.cases++;
    const truth = isTour(written.truth.path, written.truth.board);
    const label = `${style}, ${boardName(board)}, ${kind}`;
    try {
      const report = verifyText(written.text, written.options);
      if (report.valid !== truth)
        tally.wrong.push(`${label}: verdict ${report.valid}, truth ${truth}`);
      else if (truth && boardName(report.board) !== boardName(written.truth.board)) {
        tally.wrong.push(`${label}: read on ${boardName(report.board)}`);
      }
      tally[report.valid ? 'valid' : 'invalid']++;
    } catch (error) {
      if (!(error instanceof TourFormatError)) throw error;
      if (truth) tally.wrong.push(`${label}: a valid tour refused: ${error.message}`);
      tally.refused++;
    }
  }
  return tally;
}

describe('property: no wrong verdicts on random tours and corruptions, in every style', () => {
  const random = seeded(SEED);
  const rows: string[] = [];
  for (const style of Object.keys(STYLES)) {
    it(style, () => {
      const t = run(style, random);
      rows.push(
        `| ${style} | ${t.cases} | ${t.valid} | ${t.invalid} | ${t.refused} | ${t.wrong.length} |`,
      );
      expect(t.wrong.slice(0, 5)).toEqual([]);
      expect(t.valid).toBeGreaterThan(0);
      expect(t.invalid).toBeGreaterThan(0);
    });
  }
  it('prints the tally (the README quotes the benchmark-sized run)', () => {
    if (process.env.KT_MUTATIONS) {
      console.log(
        `KT_MUTATIONS=${CASES} KT_SEED=${SEED}\n| style | cases | valid | invalid | refused | wrong |\n| --- | ---: | ---: | ---: | ---: | ---: |\n${rows.join('\n')}`,
      );
    }
    expect(rows.length).toBe(Object.keys(STYLES).length);
  });
});
