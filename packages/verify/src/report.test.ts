import { solve } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { readingFields } from './reading.js';
import { describeReport, summarizeReport } from './report.js';
import { verifyText, verifyTour } from './verify.js';

describe('describeReport', () => {
  const doc = solve({ n: 6, start: [0, 0] });

  it('gives a one-line verdict for a valid tour', () => {
    expect(summarizeReport(verifyTour(doc))).toBe(
      `valid ${doc.closed ? 'closed' : 'open'} tour of 6x6 (36 squares)`,
    );
    expect(describeReport(verifyTour(doc))).toHaveLength(1);
  });

  it('lists problems, how many more were left out, and false claims', () => {
    // Every step after the first on the same square: 35 duplicates and 35 bad moves.
    const path = doc.path.map(() => doc.path[0]!);
    const lines = describeReport(verifyTour({ ...doc, path }, { maxPerKind: 2 }));
    expect(lines[0]).toBe(
      'invalid 6x6 tour: 71 problems (35 duplicate, 35 not-a-knight-move, 1 unvisited), 1 of 36 squares visited in 36 steps',
    );
    expect(lines).toContain('  step 2: (0,0) was already visited at step 1');
    expect(lines).toContain('  … and 33 more duplicate problems');
    expect(lines).toContain('  … and 33 more not-a-knight-move problems');
    expect(lines.at(-1)).toBe(
      '  warning: the document says complete: true, but it is not a complete tour',
    );
    expect(lines).toHaveLength(1 + 5 + 2 + 1);
  });
});

describe('report grammar', () => {
  it('says "1 step", not "1 steps"', () => {
    const line = summarizeReport(verifyTour({ width: 3, height: 3, path: [[0, 0]] }));
    expect(line).toContain('in 1 step');
    expect(line).not.toContain('1 steps');
  });
});

describe('readingFields', () => {
  it('writes the board as its sides in the reading’s place, depth included', () => {
    const flat = verifyText('(0, 0)\n(2, 1)\n(4, 2)\n').reading;
    expect(readingFields(flat)).toMatchObject({ width: 5, height: 3, depth: 1 });
    expect(Object.keys(readingFields(flat))).toEqual([
      'format',
      'style',
      'origin',
      'order',
      'width',
      'height',
      'depth',
      'sizeFrom',
      'inferredFrom',
      'skipped',
    ]);
    const box = verifyTour(solve({ width: 3, height: 4, depth: 5 })).reading;
    expect(readingFields(box)).toMatchObject({ width: 3, height: 4, depth: 5 });
    expect(readingFields(box)).not.toHaveProperty('board');
  });
});
