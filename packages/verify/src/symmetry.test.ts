import {
  type AlgorithmName,
  createBoard,
  isPossibleStart,
  type Square,
  solve,
  symmetriesOf,
} from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { checkSymmetries, type SymmetryResult, type TourSolver } from './symmetry.js';

/** Core's solver as the checker's parameter, memoised: each start is solved once. */
function solverFor(n: number, algorithm: AlgorithmName): TourSolver {
  const memo = new Map<string, Square[]>();
  return (start) => {
    const key = start.join(',');
    let path = memo.get(key);
    if (!path) {
      path = solve({ n, start, algorithm }).path;
      memo.set(key, path);
    }
    return path;
  };
}

function possibleStarts(n: number): Square[] {
  const board = createBoard(n);
  const out: Square[] = [];
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) if (isPossibleStart(board, x, y)) out.push([x, y]);
  return out;
}

/** A few reproducible pseudo-random possible starts of a large board. */
function sampledStarts(n: number, count: number): Square[] {
  const board = createBoard(n);
  const out: Square[] = [];
  let seed = n * 7919;
  while (out.length < count) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const s = seed % (n * n);
    const x = s % n;
    const y = Math.floor(s / n);
    if (isPossibleStart(board, x, y)) out.push([x, y]);
  }
  return out;
}

const describeFailure = (r: SymmetryResult) => (r.status === 'fails' ? r.message : r.status);

describe('OctAML and OctAML16 are symmetric (SPEC §5)', () => {
  const cases: [AlgorithmName, number, Square[]][] = [];
  for (const algorithm of ['octaml', 'octaml16'] as const) {
    for (let n = 5; n <= 12; n++) cases.push([algorithm, n, possibleStarts(n)]);
    // Larger boards: sampled starts plus a corner's neighbour and a diagonal square.
    for (const n of [23, 40, 61])
      cases.push([algorithm, n, [...sampledStarts(n, 3), [1, 0], [4, 4]]]);
  }
  for (const [algorithm, n, starts] of cases) {
    it(`${algorithm}, n = ${n}, ${starts.length} starts: rotations always hold, reflections off the axes`, () => {
      const board = createBoard(n);
      const solver = solverFor(n, algorithm);
      const held = { rotation: 0, reflection: 0 };
      for (const start of starts) {
        const report = checkSymmetries(board, solver, start);
        expect(report.results).toHaveLength(7);
        for (const r of report.results) {
          const g = symmetriesOf(board).find((s) => s.name === r.name)!;
          const where = `${r.name} from (${start.join(',')})`;
          // Not applicable exactly when g fixes the start: the centre, or a reflection's axis.
          if (g.fixes(start[0], start[1])) {
            expect(r.status, where).toBe('not-applicable');
          } else if (r.kind === 'rotation' || report.startOnAxes.length === 0) {
            expect(describeFailure(r), where).toBe('holds');
            held[r.kind]++;
          } else {
            // A start on another reflection's axis is an octant-boundary square: SPEC §3's
            // pinwheel rule gives it an odd octant whichever way it is mirrored, so the
            // parity rule of §5 cannot mirror its order. Every such reflection fails.
            expect(r.status, where).toBe('fails');
          }
        }
      }
      // The property was exercised, not vacuously true (on 5x5 every white square lies on
      // an axis, so no reflection applies off the axes there).
      expect(held.rotation).toBeGreaterThan(0);
      if (n > 5) expect(held.reflection).toBeGreaterThan(0);
    });
  }

  it('reports the centre and the axes as not applicable, with the reason', () => {
    const board = createBoard(7);
    const centre = checkSymmetries(board, solverFor(7, 'octaml'), [3, 3]);
    expect(centre.results.every((r) => r.status === 'not-applicable')).toBe(true);
    expect(centre.startOnAxes).toEqual(['flipX', 'flipY', 'transpose', 'antiTranspose']);
    const rot = centre.results.find((r) => r.name === 'rot90');
    expect(rot).toMatchObject({
      reason: '(3,3) is the centre of the board, which rot90 leaves fixed',
    });
    const diagonal = checkSymmetries(board, solverFor(7, 'octaml'), [2, 2]);
    expect(diagonal.startOnAxes).toEqual(['transpose']);
    const status = Object.fromEntries(diagonal.results.map((r) => [r.name, r.status]));
    expect(status).toEqual({
      rot90: 'holds',
      rot180: 'holds',
      rot270: 'holds',
      flipX: 'fails',
      flipY: 'fails',
      transpose: 'not-applicable',
      antiTranspose: 'fails',
    });
    expect(diagonal.results.find((r) => r.name === 'transpose')).toMatchObject({
      reason: '(2,2) lies on the axis of transpose',
    });
  });

  it('n = 7: the OctAML tour from (6,2) is the anti-diagonal mirror of its tour from (4,0) (SPEC §8)', () => {
    const board = createBoard(7);
    const report = checkSymmetries(board, solverFor(7, 'octaml'), [4, 0]);
    expect(report.results.find((r) => r.name === 'antiTranspose')?.status).toBe('holds');
    // The same fact directly from the two documents.
    const from40 = solve({ n: 7, start: [4, 0], algorithm: 'octaml' });
    const from62 = solve({ n: 7, start: [6, 2], algorithm: 'octaml' });
    expect(from40.complete && from62.complete).toBe(true);
    expect(from62.path).toEqual(from40.path.map(([x, y]) => [6 - y, 6 - x]));
  });
});

describe('AML is rotation-symmetric but not reflection-symmetric', () => {
  it('n = 7 from (4,0): the anti-diagonal mirror fails, AML completes one walk and not the other', () => {
    const board = createBoard(7);
    const report = checkSymmetries(board, solverFor(7, 'aml'), [4, 0]);
    const anti = report.results.find((r) => r.name === 'antiTranspose');
    expect(anti?.status).toBe('fails');
    if (anti?.status !== 'fails') return;
    expect(anti.step).toBeGreaterThan(1);
    expect(anti.message).toMatch(
      /^antiTranspose: the walk from \(6,2\) differs from antiTranspose of the walk from \(4,0\) at step \d+: /,
    );
    expect(report.symmetric).toBe(false);
    expect(solve({ n: 7, start: [4, 0], algorithm: 'aml' }).complete).toBe(true);
    expect(solve({ n: 7, start: [6, 2], algorithm: 'aml' }).complete).toBe(false);
    for (const name of ['rot90', 'rot180', 'rot270'])
      expect(report.results.find((r) => r.name === name)?.status).toBe('holds');
  });

  for (let n = 5; n <= 12; n++) {
    it(`n = ${n}: every rotation holds from every start, and some reflection fails somewhere`, () => {
      const board = createBoard(n);
      const solver = solverFor(n, 'aml');
      const reflectionFailures: string[] = [];
      for (const start of possibleStarts(n)) {
        for (const r of checkSymmetries(board, solver, start).results) {
          if (r.kind === 'rotation') {
            expect(r.status === 'holds' || r.status === 'not-applicable').toBe(true);
          } else if (r.status === 'fails') reflectionFailures.push(`${r.name}@${start.join(',')}`);
        }
      }
      expect(reflectionFailures.length).toBeGreaterThan(0);
    });
  }
});

describe('the checker itself', () => {
  it('finds the first differing step of a solver that ignores the board symmetry', () => {
    // Always the same walk shape translated to the start: not symmetric under a flip.
    const board = createBoard(8);
    const solver: TourSolver = ([x, y]) => ({
      path: [
        [x, y],
        [x + 1, y + 2],
        [x + 2, y + 4],
      ],
    });
    const report = checkSymmetries(board, solver, [1, 0]);
    const flipX = report.results.find((r) => r.name === 'flipX');
    expect(flipX).toMatchObject({ status: 'fails', step: 2, expected: [5, 2], actual: [7, 2] });
    expect(report.symmetric).toBe(false);
  });

  it('reports a walk that is a prefix of the other as differing just past its end', () => {
    const board = createBoard(6);
    const solver: TourSolver = ([x, y]) =>
      x === 0 && y === 1
        ? [[0, 1]]
        : [
            [x, y],
            [5 - x, y],
          ];
    const flipX = checkSymmetries(board, solver, [5, 1]).results.find((r) => r.name === 'flipX');
    expect(flipX).toMatchObject({ status: 'fails', step: 2, expected: [5, 1], actual: undefined });
  });

  it('checks the four symmetries of a rectangle', () => {
    const report = checkSymmetries(
      createBoard(5, 8),
      (s) => solve({ width: 5, height: 8, start: s }),
      [1, 1],
    );
    expect(report.results.map((r) => [r.name, r.status])).toEqual([
      ['rot180', 'holds'],
      ['flipX', 'holds'],
      ['flipY', 'holds'],
    ]);
  });
});
