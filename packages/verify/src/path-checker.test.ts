import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathChecker } from './path-checker.js';

describe('PathChecker', () => {
  // Entries: squares on and off a small board, and entries that are no square at all.
  const entries = fc.array(
    fc.oneof(
      {
        weight: 8,
        arbitrary: fc.tuple(fc.integer({ min: -1, max: 4 }), fc.integer({ min: -1, max: 3 })),
      },
      { weight: 1, arbitrary: fc.constant('malformed' as const) },
    ),
    { maxLength: 60 },
  );

  it('names the first visit of every square visited again, as a table of first steps would', () => {
    fc.assert(
      fc.property(entries, (path) => {
        const checker = new PathChecker({ width: 4, height: 3, depth: 1 }, { maxPerKind: 1000 });
        const first = new Map<string, number>();
        const expected: [number, number][] = [];
        path.forEach((entry, i) => {
          if (entry === 'malformed') {
            checker.malformed('no square');
            return;
          }
          const [x, y] = entry;
          checker.visit(x, y, 0);
          if (x < 0 || y < 0 || x >= 4 || y >= 3) return;
          const seen = first.get(`${x},${y}`);
          if (seen === undefined) first.set(`${x},${y}`, i + 1);
          else expected.push([seen, i + 1]);
        });
        const result = checker.finish();
        const duplicates = result.problems.flatMap((p) =>
          p.kind === 'duplicate' ? [p.steps] : [],
        );
        expect(duplicates).toEqual(expected);
        expect(result.visited).toBe(first.size);
      }),
      { numRuns: 500 },
    );
  });
});
