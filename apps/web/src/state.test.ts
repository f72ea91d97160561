import {
  ALGORITHMS,
  algorithmInfo,
  createBoard,
  type HeuristicName,
  MAX_SEED,
} from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  algorithmsOf,
  DEFAULT_STATE,
  DRAWN_SIDES,
  defaultAlgorithmOf,
  formatState,
  MODES,
  PLANE_ONLY,
  parseState,
  readBoardSize,
  readMoves,
  undrawnReason,
  type ViewState,
} from './state.js';

const { plane, box } = DRAWN_SIDES;

const stateArb: fc.Arbitrary<ViewState> = fc
  .record({
    threeD: fc.boolean(),
    w: fc.integer({ min: plane.min, max: plane.max }),
    h: fc.integer({ min: plane.min, max: plane.max }),
    bw: fc.integer({ min: box.min, max: box.max }),
    bh: fc.integer({ min: box.min, max: box.max }),
    bd: fc.integer({ min: box.min, max: box.max }),
    mode: fc.constantFrom(...MODES),
    pick: fc.nat(),
    closed: fc.boolean(),
    seed: fc.option(fc.integer({ min: 0, max: MAX_SEED }), { nil: undefined }),
    maxNodes: fc.integer({ min: 1, max: 100_000_000 }),
    maxMs: fc.integer({ min: 1, max: 60_000 }),
    start: fc.option(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { nil: undefined }),
    compare: fc.option(fc.nat(), { nil: undefined }),
    difference: fc.boolean(),
  })
  .map((r) => {
    const board = r.threeD ? createBoard(r.bw, r.bh, r.bd) : createBoard(r.w, r.h);
    const mode = r.threeD && PLANE_ONLY[r.mode] ? 'solve' : r.mode;
    const offered = algorithmsOf(mode, board);
    const algorithm =
      offered.length > 0 ? offered[r.pick % offered.length]! : defaultAlgorithmOf(mode, board);
    const [x, y, z] = r.start ?? [0, 0, 0];
    // The failure map compares with a second rule (any the map offers on the board).
    const rules = algorithmsOf('map', board);
    const second =
      mode === 'map' && r.compare !== undefined
        ? (rules[r.compare % rules.length] as HeuristicName)
        : undefined;
    // A rule is never compared with itself.
    const compare = second === algorithm ? undefined : second;
    return {
      mode,
      board,
      start: r.start
        ? board.depth > 1
          ? ([x % board.width, y % board.height, z % board.depth] as const)
          : ([x % board.width, y % board.height] as const)
        : undefined,
      algorithm,
      closed: r.closed,
      seed: algorithmInfo(algorithm).seed ? r.seed : undefined,
      maxNodes: r.maxNodes,
      maxMs: r.maxMs,
      compare,
      difference: compare !== undefined && r.difference,
      moves: [],
    };
  });

describe('URL state', () => {
  it('reads back every state it writes, 2-D and 3-D', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const { state: back, problems } = parseState(formatState(state));
        expect(problems).toEqual([]);
        expect(back).toEqual(state);
      }),
    );
  });

  it('reads a hand-written link', () => {
    const { state, problems } = parseState('#mode=map&size=7&algorithm=AML');
    expect(problems).toEqual([]);
    expect(state).toEqual({
      ...DEFAULT_STATE,
      mode: 'map',
      board: createBoard(7),
      algorithm: 'aml',
    });
    expect(parseState('#size=10x12&start=3,4&algorithm=warnsdorff&seed=7').state).toMatchObject({
      board: { width: 10, height: 12, depth: 1 },
      start: [3, 4],
      seed: 7,
    });
    expect(parseState('#size=6*6x6').state.board).toEqual(createBoard(6, 6, 6));
  });

  it('reads a comparison of two rules in the failure map, a fixed order typed in the link included', () => {
    const { state, problems } = parseState(
      '#mode=map&size=9&algorithm=order-58217346&compare=Roth&difference=1',
    );
    expect(problems).toEqual([]);
    expect(state).toMatchObject({ algorithm: 'order-58217346', compare: 'roth', difference: true });
    expect(formatState(state)).toBe(
      '#mode=map&size=9&algorithm=order-58217346&compare=roth&difference=1',
    );
    // Switching is for square boards: not on 8x10, where the second rule is dropped, said why.
    const rect = parseState('#mode=map&size=8x10&algorithm=aml&compare=switching');
    expect(rect.state.compare).toBeUndefined();
    expect(rect.problems).toEqual([expect.stringMatching(/switching/)]);
    // Every literature rule is offered in solve, learn and the map on a square board.
    for (const mode of ['solve', 'learn', 'map'] as const) {
      expect(algorithmsOf(mode, createBoard(8))).toEqual(
        expect.arrayContaining([
          'order-34567812',
          'squirrel-cull',
          'switching',
          'roth',
          'roth-mathematica',
          'pohl',
          'parberry',
        ]),
      );
    }
    expect(algorithmsOf('learn', createBoard(8))).not.toContain('auto');
    expect(algorithmsOf('learn', createBoard(4, 4, 4))).toEqual([]);
  });

  it('falls back to the defaults for what it cannot read, and says what, quoted and cut short', () => {
    const { state, problems } = parseState(
      '#mode=dance&size=2&start=9,9&algorithm=octml16&seed=-1&maxNodes=0&maxMs=x',
    );
    expect(state).toEqual(DEFAULT_STATE);
    expect(problems).toEqual([
      "unknown view 'dance'",
      'the page draws boards with sides 3 to 200, and 3-D boards with sides 2 to 40, not 2x2 (it is too small)',
      "start '9,9' is not a square x,y of the 8x8 board",
      expect.stringMatching(
        /^unknown algorithm 'octml16': did you mean octaml16\? \(expected one of auto, /,
      ),
      expect.stringMatching(/^a seed only applies to .*, not auto$/),
      "maxNodes '0' is not a whole number 1..100000000",
      "maxMs 'x' is not a whole number 1..60000",
    ]);
    expect(parseState('').state).toEqual(DEFAULT_STATE);
    // A huge value is quoted cut short: a link can never make the page's text huge.
    const long = 'x'.repeat(100_000);
    for (const key of ['mode', 'size', 'start', 'algorithm', 'maxMs']) {
      const { problems: said } = parseState(`#${key}=${long}`);
      expect(said).toHaveLength(1);
      expect(said[0]!.length).toBeLessThan(400);
    }
  });

  it('reads a 3-D link, and says what of it only fits 2-D boards', () => {
    const { state, problems } = parseState('#mode=solve&size=6x6x6&start=1,2,3&algorithm=octaml3d');
    expect(problems).toEqual([]);
    expect(state).toMatchObject({
      board: createBoard(6, 6, 6),
      start: [1, 2, 3],
      algorithm: 'octaml3d',
    });
    expect(formatState(state)).toBe('#mode=solve&size=6x6x6&start=1%2C2%2C3&algorithm=octaml3d');
    expect(parseState('#size=2x7x12').state.algorithm).toBe('octaml16-3d');
    const wrong = parseState('#mode=symmetry&size=5x5x5&start=1,2&algorithm=aml');
    expect(wrong.state).toMatchObject({
      mode: 'solve',
      start: undefined,
      algorithm: 'octaml16-3d',
    });
    expect(wrong.problems).toEqual([
      'the symmetry view is for 2-D boards only, not 5x5x5',
      "start '1,2' is not a cell x,y,z of the 5x5x5 board",
      expect.stringMatching(/^unknown algorithm 'aml' \(expected one of warnsdorff3d, /),
    ]);
    // The failure map and play work on 3-D boards.
    expect(parseState('#mode=map&size=4x4x4').state.mode).toBe('map');
    expect(parseState('#mode=play&size=4x4x4').state.mode).toBe('play');
  });

  it('offers core’s catalogue per view: every algorithm, the heuristics, the searches', () => {
    const eight = createBoard(8);
    expect(algorithmsOf('solve', eight)).toEqual(
      ALGORITHMS.filter((a) => algorithmInfo(a).dimensions === 2),
    );
    expect(algorithmsOf('map', eight).every((a) => algorithmInfo(a).kind === 'heuristic')).toBe(
      true,
    );
    expect(algorithmsOf('search', eight)).toEqual(['backtrack', 'warnsdorff-backtrack']);
    expect(defaultAlgorithmOf('search', eight)).toBe('warnsdorff-backtrack');
    // Learn and the map start with a heuristic, never auto (which learn does not explain).
    expect(defaultAlgorithmOf('learn', eight)).toBe('octaml16');
    expect(parseState('#mode=learn&size=8&algorithm=backtrack').state.algorithm).toBe('octaml16');
    expect(algorithmsOf('play', eight)).toEqual([]);
    expect(algorithmsOf('solve', createBoard(4, 4, 4))).toEqual([
      'warnsdorff3d',
      'octaml3d',
      'octaml16-3d',
    ]);
  });

  it('reads board sizes with core’s grammar, then the page’s own limits', () => {
    expect(readBoardSize(' 8 x 10 ')).toEqual(createBoard(8, 10));
    expect(readBoardSize('8×10')).toEqual(createBoard(8, 10));
    expect(readBoardSize('8*10')).toEqual(createBoard(8, 10));
    expect(readBoardSize('200')).toEqual(createBoard(200));
    expect(readBoardSize('40x40x40')).toEqual(createBoard(40, 40, 40));
    expect(() => readBoardSize('201')).toThrow(/the page draws boards with sides 3 to 200/);
    expect(() => readBoardSize('41x4x4')).toThrow(/not 41x4x4/);
    expect(() => readBoardSize('eight')).toThrow(/^board size 'eight' is not n, WxH or WxHxD/);
    expect(undrawnReason(createBoard(1))).toMatch(/not 1x1/);
    expect(undrawnReason(createBoard(600))).toMatch(/not 600x600 \(the command line takes larger/);
    expect(undrawnReason(createBoard(5, 2))).toMatch(/not 5x2 \(it is too small/);
    expect(undrawnReason(createBoard(3))).toBeUndefined();
  });

  it('holds a game of the play view: its moves, checked to be a knight’s walk', () => {
    const { state, problems } = parseState('#mode=play&size=5&moves=0.7.14');
    expect(problems).toEqual([]);
    expect(state.moves).toEqual([0, 7, 14]);
    expect(state.start).toEqual([0, 0]);
    expect(formatState(state)).toBe('#mode=play&size=5&start=0%2C0&moves=0.7.14');
    expect(readMoves('0.1', createBoard(5))).toBeUndefined();
    expect(readMoves('0.7.0', createBoard(5))).toBeUndefined();
    expect(readMoves('0.70', createBoard(5))).toBeUndefined();
    expect(parseState('#mode=play&size=5&moves=0.1').problems).toEqual([
      "moves '0.1' is not a knight’s walk on 5x5",
    ]);
  });

  it('never compares a rule with itself', () => {
    const { state, problems } = parseState('#mode=map&size=7&algorithm=aml&compare=aml');
    expect(state.compare).toBeUndefined();
    expect(problems[0]).toMatch(/^compare 'aml' is the first rule/);
  });
});
