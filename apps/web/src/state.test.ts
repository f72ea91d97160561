import { ALGORITHMS } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE,
  formatState,
  MAX_SIDE,
  MIN_SIDE,
  MODES,
  parseBoardSize,
  parseState,
  type ViewState,
} from './state.js';

const stateArb: fc.Arbitrary<ViewState> = fc
  .record({
    mode: fc.constantFrom(...MODES),
    width: fc.integer({ min: MIN_SIDE, max: MAX_SIDE }),
    height: fc.integer({ min: MIN_SIDE, max: MAX_SIDE }),
    algorithm: fc.constantFrom(...ALGORITHMS),
    closed: fc.boolean(),
    seed: fc.option(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { nil: undefined }),
    maxNodes: fc.integer({ min: 1, max: 100_000_000 }),
    maxMs: fc.integer({ min: 1, max: 60_000 }),
    sx: fc.nat(),
    sy: fc.nat(),
    hasStart: fc.boolean(),
  })
  .map(({ sx, sy, hasStart, ...rest }) => ({
    ...rest,
    start: hasStart ? ([sx % rest.width, sy % rest.height] as [number, number]) : undefined,
  }));

describe('URL state', () => {
  it('reads back every state it writes', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const { state: back, problems } = parseState(formatState(state));
        expect(problems).toEqual([]);
        expect(back).toEqual(state);
      }),
    );
  });

  it('reads a hand-written link', () => {
    const { state, problems } = parseState('#mode=map&size=7&algorithm=aml');
    expect(problems).toEqual([]);
    expect(state).toEqual({ ...DEFAULT_STATE, mode: 'map', width: 7, height: 7, algorithm: 'aml' });
    expect(parseState('#size=10x12&start=3,4&seed=7').state).toMatchObject({
      width: 10,
      height: 12,
      start: [3, 4],
      seed: 7,
    });
  });

  it('falls back to the defaults for what it cannot read, and says what', () => {
    const { state, problems } = parseState(
      '#mode=dance&size=2&start=9,9&algorithm=magic&seed=-1&maxNodes=0&maxMs=x',
    );
    expect(state).toEqual(DEFAULT_STATE);
    expect(problems).toEqual([
      "unknown mode 'dance'",
      "board size '2' is not 3..200 or WxH",
      "start '9,9' is not a square of the 8x8 board",
      `unknown algorithm 'magic' (one of ${ALGORITHMS.join(', ')})`,
      "seed '-1' is not an integer 0..2^32-1",
      "maxNodes '0' is not 1..100000000",
      "maxMs 'x' is not 1..60000",
    ]);
    expect(parseState('').state).toEqual(DEFAULT_STATE);
  });

  it('parses board sizes within the page’s limits', () => {
    expect(parseBoardSize('8')).toEqual([8, 8]);
    expect(parseBoardSize(' 8 x 10 ')).toEqual([8, 10]);
    expect(parseBoardSize('8×10')).toEqual([8, 10]);
    expect(parseBoardSize('200')).toEqual([200, 200]);
    expect(parseBoardSize('201')).toBeUndefined();
    expect(parseBoardSize('2x8')).toBeUndefined();
    expect(parseBoardSize('8x')).toBeUndefined();
    expect(parseBoardSize('eight')).toBeUndefined();
  });
});
