import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS_2D as ALGORITHMS, HEURISTICS_3D } from './core-compat.js';
import {
  DEFAULT_STATE,
  formatState,
  MAX_SIDE,
  MAX_SIDE_3D,
  MIN_SIDE,
  MIN_SIDE_3D,
  MODES,
  MODES_2D_ONLY,
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
    depth: undefined,
    start: hasStart ? ([sx % rest.width, sy % rest.height] as [number, number]) : undefined,
  }));

/** 3-D states: the views that have a 3-D mode, a 3-D heuristic, a start `x,y,z`. */
const state3dArb: fc.Arbitrary<ViewState> = fc
  .record({
    mode: fc.constantFrom(...MODES.filter((m) => MODES_2D_ONLY[m] === undefined)),
    width: fc.integer({ min: MIN_SIDE_3D, max: MAX_SIDE_3D }),
    height: fc.integer({ min: MIN_SIDE_3D, max: MAX_SIDE_3D }),
    depth: fc.integer({ min: MIN_SIDE_3D, max: MAX_SIDE_3D }),
    algorithm: fc.constantFrom(...HEURISTICS_3D),
    closed: fc.boolean(),
    seed: fc.option(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { nil: undefined }),
    maxNodes: fc.integer({ min: 1, max: 100_000_000 }),
    maxMs: fc.integer({ min: 1, max: 60_000 }),
    start: fc.option(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { nil: undefined }),
  })
  .map(({ start, ...rest }) => ({
    ...rest,
    start: start
      ? ([start[0] % rest.width, start[1] % rest.height, start[2] % rest.depth] as [
          number,
          number,
          number,
        ])
      : undefined,
  }));

describe('URL state', () => {
  it('reads back every state it writes, 2-D and 3-D', () => {
    fc.assert(
      fc.property(fc.oneof(stateArb, state3dArb), (state) => {
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
      "board size '2' is not 3..200 or WxH, or WxHxD with sides 2..40",
      "start '9,9' is not a square of the 8x8 board",
      `unknown algorithm 'magic' (one of ${ALGORITHMS.join(', ')})`,
      "seed '-1' is not an integer 0..2^32-1",
      "maxNodes '0' is not 1..100000000",
      "maxMs 'x' is not 1..60000",
    ]);
    expect(parseState('').state).toEqual(DEFAULT_STATE);
  });

  it('reads a 3-D link: WxHxD, a start x,y,z, a 3-D heuristic (octaml16-3d by default)', () => {
    const { state, problems } = parseState('#mode=solve&size=6x6x6&start=1,2,3&algorithm=octaml3d');
    expect(problems).toEqual([]);
    expect(state).toEqual({
      ...DEFAULT_STATE,
      width: 6,
      height: 6,
      depth: 6,
      start: [1, 2, 3],
      algorithm: 'octaml3d',
    });
    expect(formatState(state)).toBe('#mode=solve&size=6x6x6&start=1%2C2%2C3&algorithm=octaml3d');
    expect(parseState('#size=2x7x12').state).toMatchObject({
      depth: 12,
      algorithm: 'octaml16-3d',
    });
  });

  it('says what of a 3-D link it cannot use: 2-D algorithms, 2-D starts, 2-D-only views', () => {
    const { state, problems } = parseState('#mode=map&size=5x5x5&start=1,2&algorithm=aml');
    expect(state).toMatchObject({ mode: 'solve', depth: 5, start: undefined });
    expect(state.algorithm).toBe('octaml16-3d');
    expect(problems).toEqual([
      "mode 'map' is for 2-D boards only, not 5x5x5",
      "start '1,2' is not a cell x,y,z of the 5x5x5 board",
      `algorithm 'aml' does not run on 3-D boards (one of ${HEURISTICS_3D.join(', ')})`,
    ]);
    // And the other way round: a 3-D start or heuristic on a 2-D board.
    expect(parseState('#size=8&start=1,2,3&algorithm=octaml3d').problems).toEqual([
      "start '1,2,3' is not a square of the 8x8 board",
      `unknown algorithm 'octaml3d' (one of ${ALGORITHMS.join(', ')})`,
    ]);
    expect(parseState('#size=6x6x9').problems).toEqual([]);
    expect(parseState('#size=6x6x41').problems).toHaveLength(1);
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
    expect(parseBoardSize('6x6x6')).toEqual([6, 6, 6]);
    expect(parseBoardSize(' 2 × 7 x 12 ')).toEqual([2, 7, 12]);
    expect(parseBoardSize('40x40x40')).toEqual([40, 40, 40]);
    expect(parseBoardSize('41x4x4')).toBeUndefined();
    expect(parseBoardSize('1x4x4')).toBeUndefined();
    expect(parseBoardSize('4x4x')).toBeUndefined();
  });
});
