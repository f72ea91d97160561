import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKnightStep } from './knight.js';
import { moveCode, StepLog } from './step-log.js';

describe('StepLog', () => {
  it('gives every square its first step, whatever mix of moves, jumps and non-squares', () => {
    const box = fc.record({
      width: fc.integer({ min: 1, max: 7 }),
      height: fc.integer({ min: 1, max: 7 }),
      depth: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(
        box,
        fc.array(fc.nat(), { maxLength: 200 }),
        ({ width, height, depth }, picks) => {
          const cells = width * height * depth;
          const x = (s: number) => s % width;
          const y = (s: number) => Math.floor(s / width) % height;
          const z = (s: number) => Math.floor(s / (width * height));
          const log = new StepLog(4, width, height);
          const first = new Int32Array(cells);
          let last = -1;
          picks.forEach((pick, i) => {
            // A knight move from the last square where there is one (two times in three), else
            // any square, or none.
            const moves: number[] = [];
            for (let s = 0; s < cells && last >= 0; s++) {
              if (isKnightStep(x(s) - x(last), y(s) - y(last), z(s) - z(last))) moves.push(s);
            }
            let s: number;
            if (moves.length > 0 && pick % 3 !== 0) {
              s = moves[pick % moves.length]!;
              log.push(moveCode(x(s) - x(last), y(s) - y(last), z(s) - z(last)));
            } else {
              s = pick % 5 === 0 ? -1 : pick % cells;
              log.pushSquare(s);
            }
            if (s >= 0 && first[s] === 0) first[s] = i + 1;
            last = s;
          });
          expect(log.firstSteps(cells)).toEqual(first);
        },
      ),
      { numRuns: 300 },
    );
  });
});
