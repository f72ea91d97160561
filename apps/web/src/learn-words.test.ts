import { createBoard, explainWalk, HEURISTICS_2D } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { candidateLabels, stepWords, tiedAtDecider } from './learn-words.js';

const explained = (n: number, algorithm: string, start: [number, number]) => {
  const e = explainWalk(createBoard(n), algorithm, start);
  return { levels: e.levels, steps: [...e.steps] };
};

describe('the learn view’s words', () => {
  it('says the order decided AML’s first move from the corner, the tie’s values first', () => {
    const { levels, steps } = explained(8, 'aml', [0, 0]);
    expect(stepWords(levels, steps[0]!, 64)).toBe(
      'Step 1 at (0,0): (2,1) and (1,2) tie (5 onward moves, corner distance 3, wall distance 1); the move order 12345678 decides: move 5 of (2,1) comes first.',
    );
    // Both candidates were tied up to the order: each shows its degree and its priority.
    expect(candidateLabels(levels, steps[0]!)).toEqual(
      steps[0]!.candidates.map((c) => `5·${c.values[3]}`),
    );
  });

  it('names the degree when it decides, and the other candidates’ degrees', () => {
    const { levels, steps } = explained(8, 'roth', [0, 0]);
    const third = steps[2]!;
    expect(third.decidedBy).toBe('degree');
    expect(stepWords(levels, third, 64)).toBe(
      'Step 3 at (4,0): of 3 candidates, (6,1) has the fewest onward moves (3; the others 7): the degree decides.',
    );
    expect(candidateLabels(levels, third)).toEqual(['3', '7', '7']);
    // Roth's distance decides step 2: the tied candidates show it, the others only the degree.
    const second = steps[1]!;
    expect(second.decidedBy).toBe('roth');
    expect(stepWords(levels, second, 64)).toMatch(
      /^Step 2 at \(2,1\): \(4,0\) and \(0,2\) tie \(3 onward moves\); farthest from Roth’s point .* decides: \(4,0\) 34, \(0,2\) 26 — \(4,0\) wins with the larger value\.$/,
    );
    expect(candidateLabels(levels, second)).toEqual(['3·34', '7', '7', '5', '3·26']);
  });

  it('ends with the dead end of Squirrel & Cull’s order on 5x5 after 17 squares', () => {
    const { levels, steps } = explained(5, 'order-58217346', [2, 0]);
    expect(stepWords(levels, steps.at(-1)!, 25)).toBe(
      'Step 17 at (' +
        steps.at(-1)!.square.join(',') +
        '): no unvisited square is a knight’s move away — stuck after 17 squares of 25.',
    );
    const { levels: l2, steps: s2 } = explained(5, 'warnsdorff', [0, 0]);
    expect(stepWords(l2, s2.at(-1)!, 25)).toMatch(/every square is visited — a tour of 25/);
  });

  it('has a sentence and a label per candidate for every step of every 2-D heuristic', () => {
    for (const algorithm of HEURISTICS_2D) {
      if (algorithm === 'parberry') continue; // closed tours on even boards: below
      const { levels, steps } = explained(9, algorithm, [0, 0]);
      for (const step of steps) {
        const words = stepWords(levels, step, 81);
        expect(words).toMatch(/^Step \d+ at \(\d,\d\): .+[.]$/);
        expect(words).not.toMatch(/undefined|NaN/);
        expect(candidateLabels(levels, step)).toHaveLength(step.candidates.length);
        if (step.decidedBy && step.decidedBy !== 'only') {
          expect(tiedAtDecider(levels, step)).toContain(step.candidates[step.chosen]);
        }
      }
    }
    const { levels, steps } = explained(8, 'parberry', [0, 0]);
    expect(stepWords(levels, steps.at(-1)!, 64)).toMatch(/Step \d+ at/);
  });
});
