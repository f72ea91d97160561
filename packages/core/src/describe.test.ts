import { describe, expect, it } from 'vitest';
import { describeWalk } from './describe.js';
import { findTour } from './solve.js';

const facts = (options: Parameters<typeof findTour>[0]) => {
  const tour = findTour(options);
  return describeWalk({ ...tour, reached: tour.squares.length });
};

describe('the outcome sentence', () => {
  it('says how a walk ended, on 2-D boards and boxes alike', () => {
    expect(facts({ n: 8, algorithm: 'octaml16' })).toBe(
      'octaml16: open tour of 8x8 from (0,0) in 1 attempt, variant r=+1 t=0',
    );
    expect(facts({ n: 7, start: [6, 2], algorithm: 'aml' })).toBe(
      'aml: failed on 7x7 from (6,2): reached 33 of 49 squares after 1 attempt',
    );
    expect(facts({ width: 3, height: 3, depth: 3, algorithm: 'octaml16-3d' })).toMatch(
      /^octaml16-3d: failed on 3x3x3 from \(0,0,0\): reached \d+ of 27 cells after 16 attempts$/,
    );
    expect(facts({ n: 5, start: [1, 0] })).toMatch(
      /^auto: no tour of 5x5: no open tour starts at \(1,0\)/,
    );
    expect(facts({ n: 8, closed: true })).toMatch(
      /^auto: closed tour of 8x8 from \(0,0\) in \d+ attempts?, by /,
    );
  });
});
