import { describe, expect, it } from 'vitest';
import { fitsBoard, HEURISTICS_2D } from './algorithms.js';
import { createBoard } from './board/board.js';
import { explainWalk } from './explain.js';
import { HeuristicRunner } from './heuristics.js';
import { KnightsTourError } from './text/errors.js';

/** The squares of an explained walk, as flat indices. */
function explainedSquares(
  width: number,
  steps: Iterable<{ square: readonly [number, number] }>,
): number[] {
  return [...steps].map(({ square: [x, y] }) => y * width + x);
}

/** A closed tour turned to begin at `square` (the engine hands Parberry's tours over so). */
function beginAt(squares: number[], square: number): number[] {
  const i = squares.indexOf(square);
  return [...squares.slice(i), ...squares.slice(0, i)];
}

const RULES = [...HEURISTICS_2D, 'order-58217346', 'pohl-87654321'] as const;

describe('explainWalk', () => {
  it.each(RULES)(
    '%s: the explained walk is the engine’s walk, from every start of small boards',
    (algorithm) => {
      for (const [w, h] of [
        [5, 5],
        [6, 6],
        [7, 7],
        [8, 8],
        [6, 9],
        [10, 10],
      ] as const) {
        const board = createBoard(w, h);
        if (!fitsBoard(algorithm, board)) continue;
        const runner = new HeuristicRunner(board);
        const seeds: (number | undefined)[] = ['warnsdorff', 'pohl', 'parberry'].includes(algorithm)
          ? [undefined, 1, 2]
          : [undefined];
        for (let y = 0; y < h; y++) {
          for (let x = 0; x < w; x++) {
            for (const seed of seeds) {
              const walk = runner.run(algorithm, [x, y], seed);
              const explained = explainWalk(board, algorithm, [x, y], { seed });
              let squares = explainedSquares(w, explained.steps);
              if (algorithm === 'parberry' && walk.complete) squares = beginAt(squares, y * w + x);
              expect(squares, `${algorithm} ${w}x${h} (${x},${y}) seed ${seed}`).toEqual(
                Array.from(walk.squares),
              );
              expect(explained.attempts).toBe(walk.attempts);
            }
          }
        }
      }
    },
  );

  it('gives each candidate its value at every level, the choice and the level that decided', () => {
    const e = explainWalk(createBoard(8), 'aml', [0, 0]);
    expect(e.levels.map((l) => [l.name, l.wins])).toEqual([
      ['degree', 'smaller'],
      ['corner', 'smaller'],
      ['edge', 'smaller'],
      ['order', 'smaller'],
    ]);
    expect(e.description).toMatch(/AML/);
    expect(e.source).toMatch(/SBPO 2012/);
    const [first, second] = e.steps;
    // From the corner: (2,1) by move 5 and (1,2) by move 6, both of degree 5 after the corner
    // is visited; (2,1) is 3 from a corner, (1,2) also 3; both 1 from an edge: the order decides.
    expect(first!.square).toEqual([0, 0]);
    expect(first!.candidates.map((c) => [c.square, c.move, c.values])).toEqual([
      [[2, 1], 5, [5, 3, 1, first!.candidates[0]!.values[3]]],
      [[1, 2], 6, [5, 3, 1, first!.candidates[1]!.values[3]]],
    ]);
    expect(first!.decidedBy).toBe('order');
    expect(second!.step).toBe(2);
    expect(second!.square).toEqual(first!.candidates[first!.chosen]!.square);
  });

  it('says which level decided: degree, a tie-break, random, or the only candidate', () => {
    const deciders = new Set<string>();
    for (const [algorithm, seed] of [
      ['roth', undefined],
      ['pohl', undefined],
      ['pohl', 4],
      ['warnsdorff', 9],
    ] as const) {
      for (const step of explainWalk(createBoard(12), algorithm, [0, 0], { seed }).steps) {
        if (step.decidedBy) deciders.add(step.decidedBy);
        if (step.chosen >= 0 && step.decidedBy !== 'only' && step.decidedBy !== 'random') {
          // The decider's values: the chosen one is strictly best there among those tied so far.
          expect(step.candidates.length).toBeGreaterThan(1);
        }
      }
    }
    expect([...deciders].sort()).toEqual(
      ['degree', 'only', 'order', 'pohl', 'random', 'roth'].sort(),
    );
  });

  it('shows the order in force, switching at the table’s squares', () => {
    const e = explainWalk(createBoard(10), 'switching', [0, 0]);
    const orders = [...new Set([...e.steps].map((s) => s.order))];
    expect(orders[0]).toBe('56483712');
    expect(orders.length).toBeGreaterThan(2);
  });

  it('explains any attempt on request, and ends with why the walk stopped', () => {
    const board = createBoard(7);
    const e = explainWalk(board, 'octaml16', [0, 0]);
    expect([e.attempt, e.attempts]).toEqual([2, 2]);
    const failed = explainWalk(board, 'octaml16', [0, 0], { attempt: 1 });
    expect(failed.variant).toEqual({ r: 1, t: 0 });
    const steps = [...failed.steps];
    expect(steps.at(-1)!.end).toBe('dead-end');
    expect(steps.at(-1)!.chosen).toBe(-1);
    expect([...e.steps].at(-1)!.end).toBe('complete');
    const closed = [...explainWalk(createBoard(6), 'parberry', [0, 0], { attempt: 1 }).steps];
    expect(['start-closed-in', 'complete', 'dead-end']).toContain(closed.at(-1)!.end);
  });

  it('rejects bad input with one-line errors', () => {
    const board = createBoard(8);
    expect(() => explainWalk(board, 'auto', [0, 0])).toThrow(KnightsTourError);
    expect(() => explainWalk(board, 'octaml3d', [0, 0])).toThrow(
      'only the 2-D heuristics can be explained step by step, not octaml3d',
    );
    expect(() => explainWalk(board, 'order-12345677', [0, 0])).toThrow(/malformed order/);
    expect(() => explainWalk(board, 'aml', [9, 0])).toThrow(/off the 8x8 board/);
    expect(() => explainWalk(board, 'aml', [0, 0], { seed: 1 })).toThrow(/seed/);
    expect(() => explainWalk(board, 'aml', [0, 0], { attempt: 2 })).toThrow(/attempt must be/);
    expect(() => explainWalk(createBoard(8, 9), 'switching', [0, 0])).toThrow(/square boards/);
  });
});
