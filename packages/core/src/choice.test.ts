import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEURISTICS_2D } from './algorithms.js';
import { explainChoice } from './choice.js';
import { explainWalk } from './explain.js';
import { HeuristicRunner } from './heuristics.js';

const board7 = { width: 7, height: 7 };

describe('explainChoice', () => {
  it('says why the rule breaks a tie where a wrong tie-break does not (SPEC §5: Warnsdorff ties by move order)', () => {
    expect(explainChoice(board7, 'warnsdorff', [0, 0], 2, [1, 2])).toEqual({
      step: 2,
      from: [0, 0],
      chosen: [2, 1],
      decidedBy: 'order',
      words:
        'at step 1 on (0,0), warnsdorff moves to (2,1) (candidates (2,1) 5 and (1,2) 5 onward moves): both have 5 onward moves; earliest in the move order in force 12345678 decides: (2,1) priority 5, (1,2) priority 6',
    });
  });

  it('compares the two squares at the first criterion where they differ', () => {
    // AML from (0,0) on 7x7, step 3: (4,0) and (0,2) tie on degree, corner and edge.
    expect(explainChoice(board7, 'aml', [0, 0], 3, [0, 2]).words).toBe(
      'at step 2 on (2,1), aml moves to (4,0) (candidates (4,0) 3, (4,2) 7, (3,3) 7, (1,3) 5 and (0,2) 3 onward moves): both have 3 onward moves, corner distance 2, edge distance 0; earliest in the move order in force 12345678 decides: (4,0) priority 4, (0,2) priority 8',
    );
    // Against a square with more onward moves, the degree decides.
    expect(explainChoice(board7, 'aml', [0, 0], 3, [1, 3]).words).toMatch(
      /: fewest onward moves \(Warnsdorff\) decides: \(4,0\) 3 onward moves, \(1,3\) 5 onward moves$/,
    );
    expect(explainChoice(board7, 'aml', [0, 0], 3, [6, 6]).words).toMatch(
      /: \(6,6\) is not one of its candidates$/,
    );
  });

  it('says where and why the rule stops (SPEC §8: AML fails from the corners of 7x7)', () => {
    const { squares } = new HeuristicRunner(board7).run('aml', [0, 0]);
    const last = squares[squares.length - 1]!;
    expect(explainChoice(board7, 'aml', [0, 0], squares.length + 1)).toEqual({
      step: squares.length + 1,
      from: [last % 7, Math.floor(last / 7)],
      words: `at step ${squares.length} on (${last % 7},${Math.floor(last / 7)}), aml stops: no unvisited square is a knight’s move away`,
    });
    expect(() => explainChoice(board7, 'aml', [0, 0], squares.length + 2)).toThrow(
      `the aml walk from (0,0) ends before step ${squares.length + 1}`,
    );
    expect(() => explainChoice(board7, 'aml', [0, 0], 1)).toThrow(/step must be an integer from 2/);
    expect(() => explainChoice(board7, 'backtrack', [0, 0], 2)).toThrow(/backtrack/);
  });

  it('is the engine’s walk and explainWalk’s reason at every step, for every open 2-D heuristic', () => {
    // Not Parberry's: its reported walk is a closed tour turned to begin at the start (and a
    // retry starts elsewhere), not the walk of its choices from there. Not the switching
    // rule's: it runs on square boards only.
    fc.assert(
      fc.property(
        fc.constantFrom(...HEURISTICS_2D.filter((h) => h !== 'switching' && h !== 'parberry')),
        fc.integer({ min: 5, max: 9 }),
        fc.integer({ min: 5, max: 9 }),
        fc.nat(),
        fc.nat(),
        (algorithm, width, height, sx, sy) => {
          const board = { width, height };
          const start = [sx % width, sy % height];
          const { squares } = new HeuristicRunner(board).run(algorithm, start);
          const steps = [...explainWalk(board, algorithm, start).steps];
          for (let k = 2; k <= Math.min(squares.length, 12); k++) {
            const choice = explainChoice(board, algorithm, start, k);
            const s = squares[k - 1]!;
            expect(choice.chosen).toEqual([s % width, Math.floor(s / width)]);
            expect(choice.decidedBy).toBe(steps[k - 2]!.decidedBy);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
