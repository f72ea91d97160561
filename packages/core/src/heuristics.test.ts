import { describe, expect, it } from 'vitest';
import { autoTour } from './auto.js';
import { createBoard } from './board/board.js';
import { isKnightMove } from './board/moves.js';
import { closedTour } from './construct/closed.js';
import { HeuristicRunner } from './heuristics.js';
import { countTours } from './search/count.js';
import { tourExists } from './search/exists.js';
import { searchTour } from './search/search.js';
import { solve } from './solve.js';
import { KnightsTourError } from './text/errors.js';

function isKnightPath(path: readonly (readonly number[])[]): boolean {
  return path.every(
    (s, i) => i === 0 || isKnightMove(s[0]! - path[i - 1]![0]!, s[1]! - path[i - 1]![1]!),
  );
}

describe('heuristics', () => {
  it('OctAML16 reports the variant and attempts of the first complete walk', () => {
    const doc = solve({ n: 7, start: [0, 0], algorithm: 'octaml16' });
    expect(doc.complete).toBe(true);
    expect(doc.attempts).toBe(2);
    expect(doc.variant).toEqual({ r: 1, t: 1 });
  });

  it('a failed OctAML16 instance reports its longest attempt (16 attempts)', () => {
    // 4x4 has no open tour at all: every attempt fails.
    const doc = solve({ n: 4, start: [0, 0], algorithm: 'octaml16' });
    expect(doc.complete).toBe(false);
    expect(doc.attempts).toBe(16);
    expect(isKnightPath(doc.path)).toBe(true);
  });

  it('a runner gives the same walks whatever it ran before (buffers reset between attempts)', () => {
    const runner = new HeuristicRunner(createBoard(9));
    const first = runner.run('octaml16', [4, 4]);
    runner.run('aml', [0, 0]);
    runner.run('warnsdorff', [2, 2], 7);
    expect(runner.run('octaml16', [4, 4]).squares).toEqual(first.squares);
  });

  it('seeded Warnsdorff is reproducible per seed and differs between seeds', () => {
    const a = solve({ n: 30, algorithm: 'warnsdorff', seed: 1 });
    const b = solve({ n: 30, algorithm: 'warnsdorff', seed: 1 });
    const c = solve({ n: 30, algorithm: 'warnsdorff', seed: 2 });
    expect(a.path).toEqual(b.path);
    expect(a.path).not.toEqual(c.path);
    expect(isKnightPath(a.path)).toBe(true);
  });

  it('plain Warnsdorff breaks ties by move order 1..8', () => {
    // From a corner of 8x8 the two moves (1,2) [move 6] and (2,1) [move 5] both have degree 5
    // after the corner is visited; move 5 comes first.
    expect(solve({ n: 8, algorithm: 'warnsdorff' }).path[1]).toEqual([2, 1]);
  });

  it('walks rectangles', () => {
    for (const [w, h] of [
      [8, 10],
      [10, 8],
      [6, 9],
    ] as const) {
      const doc = solve({ width: w, height: h, start: [1, 1] });
      expect(doc.complete).toBe(true);
      expect(new Set(doc.path.map((s) => s.join(','))).size).toBe(w * h);
      expect(isKnightPath(doc.path)).toBe(true);
    }
  });

  it('rejects bad input with KnightsTourError', () => {
    expect(() => solve({ n: 0 })).toThrow(KnightsTourError);
    expect(() => solve({ n: 2.5 })).toThrow(KnightsTourError);
    expect(() => solve({ n: 8, start: [8, 0] })).toThrow(/off the 8x8 board/);
    expect(() => solve({ n: 8, algorithm: 'nope' as never })).toThrow(/unknown algorithm/);
    expect(() => solve({ n: 8, algorithm: 'aml', seed: 3 })).toThrow(/seed/);
    for (const seed of [-1, 2 ** 32, 1.5, Number.NaN]) {
      expect(() => solve({ n: 8, algorithm: 'warnsdorff', seed })).toThrow(
        /seed must be an integer from 0 to 4294967295/,
      );
    }
  });

  it('every entry point that takes a start rejects one off the board with the same message', () => {
    const board = createBoard(5, 6);
    const message = 'start (5,0) is off the 5x6 board (x from 0 to 4, y from 0 to 5)';
    const runner = new HeuristicRunner(board);
    const calls: [string, () => unknown][] = [
      ['solve', () => solve({ width: 5, height: 6, start: [5, 0] })],
      ['HeuristicRunner.run', () => runner.run('aml', [5, 0])],
      ['HeuristicRunner.summarizeAll', () => runner.summarizeAll('aml', [[5, 0]])],
      ['autoTour', () => autoTour(board, 5, 0)],
      ['searchTour', () => searchTour(board, [5, 0])],
      ['countTours', () => countTours(board, { start: [5, 0] })],
      ['tourExists', () => tourExists(board, { start: [5, 0] })],
      ['closedTour', () => closedTour(board, 5, 0)],
    ];
    for (const [name, call] of calls) {
      expect(call, name).toThrow(KnightsTourError);
      expect(call, name).toThrow(message);
    }
  });

  it('answers a black start on an odd board by parity, without walking', () => {
    const doc = solve({ n: 7, start: [1, 0] });
    expect(doc.complete).toBe(false);
    expect(doc.attempts).toBe(0);
    expect(doc.path).toEqual([]);
    expect(doc.reason).toMatch(/black/);
  });
});

describe('boards given as plain objects are validated at every entry point', () => {
  it.each([
    { width: 5, height: Number.NaN },
    { width: -1, height: 5 },
    { width: 6.5, height: 6 },
    { width: 6, height: 1e9 },
  ])('%o is a KnightsTourError, never a hang, a RangeError or a crash', async (board) => {
    const { autoTour } = await import('./auto.js');
    const { closedTour } = await import('./construct/closed.js');
    const { countTours } = await import('./search/count.js');
    const { tourExists } = await import('./search/exists.js');
    expect(() => new HeuristicRunner(board).run('aml', [0, 0])).toThrow(KnightsTourError);
    expect(() => closedTour(board)).toThrow(KnightsTourError);
    expect(() => countTours(board)).toThrow(KnightsTourError);
    expect(() => tourExists(board)).toThrow(KnightsTourError);
    expect(() => autoTour(board, 0, 0)).toThrow(KnightsTourError);
  });
});
