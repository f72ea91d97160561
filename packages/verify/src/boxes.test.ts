import { cellIndex, createBoard, formatTour, solve } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSquares } from './check-squares.js';
import { parseTour } from './parse.js';
import { describeReport } from './report.js';
import { verifyText, verifyTour } from './verify.js';

// A box's tours go through the same reader, checker and report as a board's. A complete tour
// made by the solver; the verifier must agree without knowing how.
const tour = solve({ width: 4, height: 5, depth: 6, start: [1, 2, 3] });
const path = tour.path as [number, number, number][];
const text = (format: 'json' | 'csv' | 'text') => [...formatTour(tour, format)].join('');

describe('3-D tour files', () => {
  it('reads every format the solver writes back to the same walk, and it is valid', () => {
    for (const format of ['json', 'csv', 'text'] as const) {
      const parsed = parseTour(text(format));
      expect(parsed.format).toBe(format);
      expect(parsed.board).toEqual({ width: 4, height: 5, depth: 6 });
      expect(
        Array.from({ length: parsed.length }, (_, i) => [parsed.xs[i], parsed.ys[i], parsed.zs[i]]),
      ).toEqual(path);
      const report = verifyTour(parsed);
      expect(report).toMatchObject({
        valid: true,
        complete: true,
        squares: 120,
        board: { depth: 6 },
      });
      expect(describeReport(report)).toEqual(['valid open tour of 4x5x6 (120 cells)']);
    }
    expect(verifyTour({ ...tour, depth: 6 }).valid).toBe(true);
    expect(verifyTour(solve({ width: 3, height: 4, depth: 5 })).board.depth).toBe(5);
  });

  it('refuses what is not a 3-D tour with one line', () => {
    expect(() => verifyText('{"width":3,"height":3,"depth":0,"path":[]}')).toThrow(
      /'depth' must be a positive integer/,
    );
    expect(() => verifyText('{"width":3,')).toThrow(/invalid JSON/);
    expect(() => verifyText('step,x,y,z\n1,0,0\n')).toThrow(
      /line 2: '1,0,0' is not part of the step,x,y,z rows above \(line 1\): expected step,x,y,z with four integers/,
    );
    expect(() => verifyText('# layer 0\n1 2 3\n4 5 6\n# layer 1\n7 8 9\n')).toThrow(
      /layer 1 has 1 rows, layer 0 has 2/,
    );
  });

  it('a box document whose entries are [x, y] pairs is refused, not read as a 2-D tour', () => {
    const flat = { ...tour, path: path.map(([x, y]) => [x, y]) };
    expect(() => verifyText(JSON.stringify(flat))).toThrow(
      /box 4x5x6 but its path holds \[x, y\] pairs/,
    );
    expect(() => verifyTour(flat)).toThrow(/box 4x5x6 but its path holds \[x, y\] pairs/);
    // The size after the path: held, then refused the same way.
    const late = `{"path":${JSON.stringify(flat.path)},"width":4,"height":5,"depth":6}`;
    expect(() => verifyText(late)).toThrow(/two coordinates but the board is the box 4x5x6/);
  });
});

describe('verifyTour finds every corruption of a box tour, with step numbers', () => {
  const doc = (p: unknown[]) => ({ width: 4, height: 5, depth: 6, path: p });

  it('a cell visited twice (both steps) and what it leaves unvisited', () => {
    const bad = [...path];
    bad[10] = bad[4]!;
    const r = verifyTour(doc(bad));
    expect(r.valid).toBe(false);
    const dup = r.problems.find((p) => p.kind === 'duplicate');
    expect(dup && 'steps' in dup && dup.steps).toEqual([5, 11]);
    expect(dup?.message).toMatch(/^step 11: \(\d,\d,\d\) was already visited at step 5/);
    expect(r.counts.unvisited).toBe(1);
    expect(r.problems.find((p) => p.kind === 'unvisited')?.message).toMatch(
      /^1 of 120 cells never visited: \(\d,\d,\d\)$/,
    );
    expect(r.problems.some((p) => p.kind === 'not-a-knight-move' && p.step === 11)).toBe(true);
  });

  it('a step that is not a knight move, off-board and malformed entries', () => {
    const swapped = [...path];
    [swapped[20], swapped[30]] = [swapped[30]!, swapped[20]!];
    const r = verifyTour(doc(swapped));
    const steps = r.problems.flatMap((p) => (p.kind === 'not-a-knight-move' ? [p.step] : []));
    expect(steps).toEqual(expect.arrayContaining([21, 31]));
    const off = verifyTour(doc([...path.slice(0, 5), [4, 0, 0], ...path.slice(6)]));
    expect(off.problems.find((p) => p.kind === 'off-board')?.message).toBe(
      'step 6: (4,0,0) is off the 4x5x6 board',
    );
    const malformed = verifyTour(doc([...path.slice(0, 2), [1, 2, 3, 4], ...path.slice(3)]));
    expect(malformed.problems[0]).toMatchObject({ kind: 'malformed', step: 3 });
  });

  it('a walk too short, an empty one, a closed requirement and false claims', () => {
    const short = verifyTour({ ...doc(path.slice(0, 100)), complete: true });
    expect(short.complete).toBe(false);
    expect(short.problems.find((p) => p.kind === 'unvisited')).toMatchObject({ count: 20 });
    expect(short.warnings[0]?.message).toMatch(/says complete: true/);
    expect(verifyTour(doc([])).counts.empty).toBe(1);
    const closed = verifyTour(doc(path), { closed: true });
    expect(closed.valid).toBe(closed.closed);
  });

  it('any single changed entry of a tour is caught, and checkSquares agrees (property)', () => {
    const board = createBoard(4, 5, 6);
    fc.assert(
      fc.property(
        fc.nat(path.length - 1),
        fc.tuple(
          fc.integer({ min: -1, max: 6 }),
          fc.integer({ min: -1, max: 6 }),
          fc.integer({ min: -1, max: 6 }),
        ),
        (i, cell) => {
          fc.pre(cell.join() !== path[i]!.join());
          const bad = [...path];
          bad[i] = cell;
          expect(verifyTour(doc(bad)).valid).toBe(false);
          const inside = cell.every((v, a) => v >= 0 && v < [4, 5, 6][a]!);
          if (inside) {
            const flat = bad.map((c) => cellIndex(board, c[0]!, c[1]!, c[2]!));
            expect(checkSquares(board, flat)).toBeDefined();
          }
        },
      ),
    );
  });

  it('checkSquares accepts the tour and names the first problem', () => {
    const board = createBoard(4, 5, 6);
    const flat = path.map(([x, y, z]) => cellIndex(board, x, y, z));
    expect(checkSquares(board, flat)).toBeUndefined();
    expect(checkSquares(board, Int32Array.from(flat))).toBeUndefined();
    expect(checkSquares(board, flat.slice(1))).toBe(
      'the walk has 119 steps but the 4x5x6 board has 120 cells',
    );
    const twice = [...flat];
    twice[7] = twice[2]!;
    expect(checkSquares(board, twice)).toMatch(/^step 8: square \(\d,\d,\d\) was already visited$/);
  });
});
