import { explainChoice, type HeuristicName, HeuristicRunner } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { type ChoiceExplainer, compareWithRule, describeDeparture } from './conformance.js';

const board = { width: 7, height: 7 };
const runner = new HeuristicRunner(board);
const walkOf = (algorithm: string, start: [number, number]) =>
  runner.run(algorithm as HeuristicName, start).squares;
const explainer =
  (algorithm: string, start: [number, number]): ChoiceExplainer =>
  (step, walk) =>
    explainChoice(board, algorithm, start, step, walk).words;
const compare = (walk: ArrayLike<number>, algorithm: string, start: [number, number]) =>
  compareWithRule(
    board,
    walk,
    { algorithm, squares: walkOf(algorithm, start) },
    explainer(algorithm, start),
  );

describe('compareWithRule', () => {
  it('finds nothing to say about the rule’s own walk, complete or stuck', () => {
    expect(compare(walkOf('aml', [4, 0]), 'aml', [4, 0])).toBeUndefined();
    expect(compare(walkOf('aml', [0, 0]), 'aml', [0, 0])).toBeUndefined();
  });

  it('finds the first tie a wrong tie-break breaks, with both squares and the rule’s reason', () => {
    // Fewest onward moves with ties to the LAST move: the fixed order 87654321.
    const departure = compare(walkOf('order-87654321', [0, 0]), 'warnsdorff', [0, 0]);
    expect(departure).toMatchObject({ step: 2, walk: [1, 2], rule: [2, 1] });
    expect(departure?.why).toBe(explainChoice(board, 'warnsdorff', [0, 0], 2, [1, 2]).words);
    expect(describeDeparture(departure!, 'warnsdorff')).toMatch(
      /^departs from warnsdorff at step 2: \(1,2\) where warnsdorff moves to \(2,1\); at step 1 on \(0,0\), .*earliest in the move order in force 12345678 decides/,
    );
  });

  it('names the outcomes when they differ (SPEC §8: AML gets stuck from the corners of 7x7)', () => {
    const tour = walkOf('octaml16', [0, 0]);
    expect(tour.length).toBe(49);
    const departure = compare(tour, 'aml', [0, 0])!;
    expect(departure.outcome).toBe('completes-where-rule-is-stuck');
    expect(describeDeparture(departure, 'aml')).toMatch(
      /; it completes a tour where aml gets stuck$/,
    );
    const stuck = compare(walkOf('aml', [0, 0]), 'octaml16', [0, 0])!;
    expect(stuck.outcome).toBe('stuck-where-rule-completes');
  });

  it('says where a walk stops that the rule goes on with, and the reverse', () => {
    const rule = walkOf('aml', [4, 0]);
    const early = compare(rule.subarray(0, 10), 'aml', [4, 0])!;
    expect(early).toMatchObject({ step: 11, outcome: 'stuck-where-rule-completes' });
    expect(early.walk).toBeUndefined();
    expect(describeDeparture(early, 'aml')).toMatch(
      /^departs from aml at step 11: stops where aml moves to \(\d,\d\); at step 10 on /,
    );
    const stuck = walkOf('aml', [0, 0]);
    const past = compare([...stuck, 0], 'aml', [0, 0])!;
    expect(past).toMatchObject({ step: stuck.length + 1, walk: [0, 0] });
    expect(describeDeparture(past, 'aml')).toMatch(
      /: \(0,0\) where aml stops; at step 33 on \(\d,\d\), aml stops: no unvisited square is a knight’s move away$/,
    );
  });

  it('says so when the walks do not even start on the same square', () => {
    const departure = compare(walkOf('aml', [4, 0]), 'aml', [0, 0])!;
    expect(departure).toMatchObject({ step: 1, walk: [4, 0], rule: [0, 0] });
    expect(departure.why).toBe('the walk starts on (4,0), aml’s on (0,0)');
  });
});
