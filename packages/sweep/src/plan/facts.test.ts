import { countStartSquares, createBoard, type HeuristicName, solve } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { parseSizes, planSweep, summarize, TaskRunner } from './plan.js';

function sweep(algorithm: HeuristicName, sizes: string, starts: 'paper-quadrant2' | 'corner') {
  const spec = { algorithm, sizes: parseSizes(sizes), starts } as const;
  const tasks = planSweep(spec);
  const runner = new TaskRunner();
  return summarize(
    spec,
    tasks.map((t) => runner.run(spec, t)),
    tasks.length,
  );
}

describe('reference facts of SPEC §8', () => {
  it('n = 7: AML fails from all four corners', () => {
    for (const start of [
      [0, 0],
      [6, 0],
      [6, 6],
      [0, 6],
    ] as const) {
      const doc = solve({ n: 7, start, algorithm: 'aml' });
      expect(doc.complete, `corner ${start.join(',')}`).toBe(false);
      expect(doc.path.length).toBeLessThan(49);
    }
  });

  it('n = 7: AML succeeds from (4,0) and fails from (6,2)', () => {
    expect(solve({ n: 7, start: [4, 0], algorithm: 'aml' }).complete).toBe(true);
    expect(solve({ n: 7, start: [6, 2], algorithm: 'aml' }).complete).toBe(false);
  });

  it('n = 7: OctAML succeeds from (6,2) with the anti-diagonal mirror of its tour from (4,0)', () => {
    const from62 = solve({ n: 7, start: [6, 2], algorithm: 'octaml' });
    const from40 = solve({ n: 7, start: [4, 0], algorithm: 'octaml' });
    expect(from62.complete).toBe(true);
    expect(from40.complete).toBe(true);
    // Anti-diagonal reflection of a 7×7 board: (x, y) -> (6 - y, 6 - x).
    expect(from62.path).toEqual(from40.path.map(([x, y]) => [6 - y, 6 - x]));
  });

  it.each([
    ['aml', 227],
    ['octaml', 219],
    ['octaml16', 0],
  ] as const)(
    'paper-quadrant2, 5 ≤ n ≤ 80: %s fails %i of 31,597 instances',
    (algorithm, failures) => {
      const summary = sweep(algorithm, '5-80', 'paper-quadrant2');
      expect(summary.instances).toBe(31_597);
      expect(summary.failures).toBe(failures);
      expect(summary.complete).toBe(true);
    },
  );

  it('paper-octant1, 5 ≤ n ≤ 430 has 2,548,199 instances', () => {
    let total = 0;
    for (let n = 5; n <= 430; n++) total += countStartSquares('paper-octant1', createBoard(n));
    expect(total).toBe(2_548_199);
  });
});
