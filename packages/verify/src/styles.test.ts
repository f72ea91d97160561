import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardName } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { TourFormatError } from './errors.js';
import type { ReadOptions } from './options.js';
import { parseTour } from './parse.js';
import { createTourVerifier, verifyText, verifyTour } from './verify.js';

const dir = join(import.meta.dirname, '..', 'fixtures', 'styles');
const read = (name: string) => readFileSync(join(dir, name), 'utf8');

/** Fixture → expected reading and, for the corrupted one, the first problem (or the refusal). */
const STYLES: Record<
  string,
  {
    format: string;
    size: string;
    options?: ReadOptions;
    /** The first problem (or the refusal) of `name.bad.ext`, or of each `name.bad-<how>.ext`. */
    bad: RegExp | Record<string, RegExp>;
    origin?: 0 | 1;
    order?: string;
  }
> = {
  'gfg-board-0based.txt': {
    format: 'text',
    size: '8x8',
    origin: 0,
    bad: /^step 55 \(line 3, col 10\): \(2,3\) → \(3,2\) is not a knight move$/,
  },
  'json-pairs.json': {
    format: 'json',
    size: '8x8',
    origin: 0,
    bad: /^step 41 \(line 1, col 242\): .* is not a knight move/,
  },
  'rosetta-algebraic.txt': {
    format: 'algebraic',
    size: '8x8',
    bad: /^step 21 \(line 2, col 61\): [a-h][1-8] → [a-h][1-8] is not a knight move \[\(\d,\d\) → \(\d,\d\)\]$/,
  },
  'parens-lines.txt': {
    format: 'pairs',
    size: '6x6',
    origin: 0,
    bad: /^step 18 \(line 18, col 1\): \(1,3\) was already visited at step 11$/,
  },
  'hyperskill-board.txt': {
    format: 'text',
    size: '6x6',
    bad: /^step 1 \(line 8, col 20\): number 1 is written twice: at \(1,6\) and \(6,1\)$/,
  },
  'ascii-grid.txt': {
    format: 'text',
    size: '10x10',
    bad: /^line 20, col 38: step number 101 is beyond the 100 squares/,
  },
  'python-list-rows.txt': {
    format: 'text',
    size: '5x5',
    bad: /^step 9 \(line 1, col 5\): .* is not a knight move/,
  },
  'rosetta-python-commas.txt': {
    format: 'text',
    size: '6x6',
    bad: /^line 6, col 10: step number 36 is beyond the 36 squares/,
  },
  'cowgol-moves.txt': {
    format: 'algebraic',
    size: '8x8',
    bad: /^1 of 64 squares never visited: d6 \(3,2\)$/,
  },
  'numbered-arrows.txt': {
    format: 'algebraic',
    size: '8x8',
    bad: /^step 64 \(line 8, col 75\): a8 was already visited at step 1 \[\(0,0\)\]$/,
  },
  'json-rowcol.json': {
    format: 'json',
    size: '5x5',
    order: 'rc',
    bad: /^step 8 \(line 30, col 3\): \[4, 0\] → \[9, 9\] is not a knight move/,
  },
  'ansi-board.txt': {
    format: 'text',
    size: '8x8',
    bad: /^step 16 \(line 8, col 5\): .* is not a knight move/,
  },
  'list-and-board.txt': {
    format: 'algebraic',
    size: '8x8',
    bad: /^line 2: the file prints the tour twice and they disagree at step 1: a8 \(0,0\) in the move list \(line 2\), c7 \(2,1\) on the board \(lines 5-12\)$/,
  },
  'indices.txt': {
    format: 'indices',
    size: '8x8',
    options: { inputFormat: 'indices', size: '8x8' },
    bad: /^step 63 \(line 8, col \d+\): index \d+ → index \d+ is not a knight move/,
  },
  'xy-header-1based.csv': {
    format: 'pairs',
    size: '6x6',
    origin: 1,
    bad: /^step 31 \(line 32, col 1\): \(4, 3\) → \(7, 7\) is not a knight move \[\(3,2\) → \(6,6\)\]$/,
  },
  'judge-grid.json': {
    format: 'json',
    size: '5x5',
    origin: 0,
    bad: {
      '': /^step 5 \(line 1, col 57\): \(0,3\) → \(3,3\) is not a knight move$/,
      '-repeat': /^step 22 \(line 1, col 73\): number 21 is written twice: at \(3,2\) and \(4,4\)$/,
    },
  },
  'json-grid-rows.json': {
    format: 'json',
    size: '4x3',
    origin: 1,
    bad: {
      '': /^1 of 12 squares never visited: \(0,1\)$/,
      '-beyond': /^line 3, col 4: step number 13 is beyond the 12 squares of the 4x3 board/,
    },
  },
  'json-paths-export.json': {
    format: 'json',
    size: '6x6',
    order: 'rc',
    bad: {
      '': /^step 21 \(line \d+, col 4\): \[4, 1\] → \[2, 7\] is not a knight move \[\(1,4\) → \(7,2\)\]$/,
      '-two':
        /^line \d+: ambiguous: the document holds 2 arrays that could be the tour: 'paths\.0', 'paths\.1'; give --key NAME to pick one$/,
    },
  },
  'json-solution-key.json': {
    format: 'json',
    size: '8x8',
    bad: /^step 31 \(line 1, col 200\): \(3,6\) → \(4,5\) is not a knight move$/,
  },
  'json-file-rank.json': {
    format: 'json',
    size: '8x8',
    bad: /^step 51 \(line 1, col 1102\): g1 was already visited at step 13 \[\(6,7\)\]$/,
  },
  'pgn-moves.txt': {
    format: 'algebraic',
    size: '8x8',
    bad: {
      '': /^step 41 \(line 20, col 16\): f3 → b5 is not a knight move \[\(5,5\) → \(1,3\)\]$/,
      '-chain': /^step 22 \(line 11, col 6\): a1 was already visited at step 1 \[\(0,7\)\]$/,
    },
  },
  'long-moves.txt': {
    format: 'algebraic',
    size: '8x8',
    bad: /^4 of 64 squares never visited: e8 \(4,0\), g7 \(6,1\), d6 \(3,2\), f5 \(5,3\)$/,
  },
  'dash-moves.txt': {
    format: 'algebraic',
    size: '6x6',
    bad: /^step 18 \(line 1, col 116\): d3 → g2 is not a knight move \[\(3,3\) → \(6,4\)\]$/,
  },
  'named-columns.csv': {
    format: 'csv',
    size: '5x5',
    bad: /^step 6 \(line 7, col 1\): \(4,4\) → \(0,4\) is not a knight move$/,
  },
  'box-layers.txt': {
    format: 'text',
    size: '4x4x4',
    bad: /^step 12 \(line 11, col 10\): \(0,0,2\) → \(3,3,1\) is not a knight move$/,
  },
  'box.csv': {
    format: 'csv',
    size: '4x4x4',
    bad: /^step 34 \(line 36, col 4\): \(3,2,0\) was already visited at step 8$/,
  },
  'js-objects.txt': {
    format: 'pairs',
    size: '5x5',
    bad: /^step 13 \(line 13, col 1\): \(1,4\) → \(1,0\) is not a knight move$/,
  },
};

/** The corrupted files of a style and the first problem (or refusal) of each. */
function badFiles(file: string): [string, RegExp][] {
  const bad = STYLES[file]!.bad;
  const cases = bad instanceof RegExp ? { '': bad } : bad;
  return Object.entries(cases).map(([how, pattern]) => [
    file.replace(/\.(\w+)$/, `.bad${how}.$1`),
    pattern,
  ]);
}

/** The first problem's message, or the refusal's. */
function firstProblem(text: string, options: ReadOptions = {}): string {
  try {
    const report = verifyText(text, options);
    expect(report.valid).toBe(false);
    return report.problems[0]!.message;
  } catch (error) {
    expect(error).toBeInstanceOf(TourFormatError);
    return (error as Error).message;
  }
}

describe('fixtures in the styles real solvers print', () => {
  it('has a valid and a corrupted file of every style listed, and nothing unlisted', () => {
    const files = readdirSync(dir).filter((f) => !f.endsWith('.md') && !f.endsWith('.mjs'));
    const listed = Object.keys(STYLES).flatMap((f) => [f, ...badFiles(f).map(([name]) => name)]);
    expect(files.sort()).toEqual(listed.sort());
    expect(Object.keys(STYLES).length).toBeGreaterThanOrEqual(27);
  });
  for (const [file, want] of Object.entries(STYLES)) {
    it(`${file}: valid, read as ${want.format} ${want.size}`, () => {
      const report = verifyText(read(file), want.options);
      expect(report.valid, report.problems[0]?.message).toBe(true);
      const reading = report.reading!;
      expect(reading.format).toBe(want.format);
      expect(boardName(reading.board)).toBe(want.size);
      if (want.origin !== undefined) expect(reading.origin).toBe(want.origin);
      if (want.order !== undefined) expect(reading.order).toBe(want.order);
      // parseTour + verifyTour (the web app's way) agrees with the streaming verifier.
      expect(verifyTour(parseTour(read(file), want.options)).valid).toBe(true);
    });
    for (const [bad, pattern] of badFiles(file)) {
      it(`${bad}: rejected with the step, line and column at fault`, () => {
        expect(firstProblem(read(bad), want.options)).toMatch(pattern);
      });
    }
  }

  it('reads in chunks of any size with the same verdict and messages', () => {
    for (const file of Object.keys(STYLES)) {
      for (const name of [file, ...badFiles(file).map(([bad]) => bad)]) {
        const text = read(name);
        const whole = firstOrValid(() => verifyText(text, STYLES[file]!.options));
        for (const size of [1, 7, 64]) {
          const verifier = createTourVerifier(STYLES[file]!.options);
          const chunked = firstOrValid(() => {
            for (let i = 0; i < text.length; i += size) verifier.push(text.slice(i, i + size));
            return verifier.finish();
          });
          expect(chunked, `${name} in chunks of ${size}`).toBe(whole);
        }
      }
    }
  });

  it('skips and reports the prose around a tour', () => {
    expect(verifyText(read('cowgol-moves.txt')).reading?.skipped.map((s) => s.line)).toEqual([
      1, 2,
    ]);
    expect(verifyText(read('ansi-board.txt')).reading?.skipped).toEqual([
      { line: 9, text: 'Solved in 0.002 s' },
    ]);
    expect(verifyText(read('list-and-board.txt')).reading).toMatchObject({ twice: true });
  });

  it('refuses rows of square indices read without a flag, naming the flag', () => {
    expect(() => verifyText(read('indices.txt'))).toThrow(
      /ambiguous: lines 1-8 read as a board of step numbers are not a tour, but read as linear square indices they are: give --input-format text or --input-format indices/,
    );
  });
});

function firstOrValid(
  run: () => { valid: boolean; problems: readonly { message: string }[] },
): string {
  try {
    const r = run();
    return r.valid ? 'valid' : r.problems[0]!.message;
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
}
