import { cellIndex, createBoard, formatTour, solve } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCells3d, isTour3dText, parseTour3d, verifyTour3d } from './three-d.js';

// A complete tour made by the solver; the verifier must agree without knowing how.
const tour = solve({ width: 4, height: 5, depth: 6, start: [1, 2, 3] });
const path = tour.path;

describe('3-D tour files', () => {
  it('recognises 3-D documents, CSV and layer text, and not 2-D ones', () => {
    for (const format of ['json', 'csv', 'text'] as const) {
      expect(isTour3dText([...formatTour(tour, format)].join(''))).toBe(true);
    }
    expect(isTour3dText('{"width":5,"height":5,"path":[[0,0]]}')).toBe(false);
    expect(isTour3dText('step,x,y\n1,0,0\n')).toBe(false);
    expect(isTour3dText('# knights-tour/1 width=5 height=5\nstep,x,y\n')).toBe(false);
    expect(isTour3dText('step,x,y,z\n1,0,0,0\n')).toBe(true);
    expect(isTour3dText(' 1 2\n 3 4\n')).toBe(false);
  });

  it('reads every format the solver writes back to the same walk, and it is valid', () => {
    for (const format of ['json', 'csv', 'text'] as const) {
      const parsed = parseTour3d([...formatTour(tour, format)].join(''));
      expect(parsed.format).toBe(format);
      expect([parsed.width, parsed.height, parsed.depth]).toEqual([4, 5, 6]);
      expect(
        Array.from({ length: parsed.length }, (_, i) => [parsed.xs[i], parsed.ys[i], parsed.zs[i]]),
      ).toEqual(path);
      const report = verifyTour3d(parsed);
      expect(report.valid).toBe(true);
      expect(report.complete).toBe(true);
      expect(report.cells).toBe(120);
    }
    expect(verifyTour3d({ ...tour, depth: 6 }).valid).toBe(true);
  });

  it('refuses what is not a 3-D tour with one line', () => {
    expect(() => parseTour3d('')).toThrow(/empty/);
    expect(() => parseTour3d('{"width":3,"height":3,"depth":0,"path":[]}')).toThrow(
      /depth must be a positive integer/,
    );
    expect(() => parseTour3d('{"width":3,')).toThrow(/invalid JSON/);
    expect(() => parseTour3d('step,x,y,z\n1,0,0\n')).toThrow(/line 2: expected step,x,y,z/);
    expect(() => parseTour3d('# layer 0\n1 2\n# layer 1\n3\n')).toThrow(
      /same number of rows and columns/,
    );
  });
});

describe('verifyTour3d finds every corruption, with step numbers', () => {
  const doc = (p: unknown[]) => ({ width: 4, height: 5, depth: 6, path: p });

  it('a cell visited twice (both steps) and what it leaves unvisited', () => {
    const bad = [...path];
    bad[10] = bad[4]!;
    const r = verifyTour3d(doc(bad));
    expect(r.valid).toBe(false);
    const dup = r.problems.find((p) => p.kind === 'duplicate');
    expect(dup?.steps).toEqual([5, 11]);
    expect(dup?.message).toMatch(/^step 11: .* already visited at step 5/);
    expect(r.counts.unvisited).toBe(1);
    expect(r.problems.some((p) => p.kind === 'not-a-knight-move' && p.step === 11)).toBe(true);
  });

  it('a step that is not a knight move, off-board and malformed entries', () => {
    const swapped = [...path];
    [swapped[20], swapped[30]] = [swapped[30]!, swapped[20]!];
    const r = verifyTour3d(doc(swapped));
    expect(r.problems.filter((p) => p.kind === 'not-a-knight-move').map((p) => p.step)).toEqual(
      expect.arrayContaining([21, 31]),
    );
    const off = verifyTour3d(doc([...path.slice(0, 5), [4, 0, 0], ...path.slice(6)]));
    expect(off.problems.find((p) => p.kind === 'off-board')?.message).toBe(
      'step 6: (4,0,0) is off the 4x5x6 board',
    );
    const malformed = verifyTour3d(doc([...path.slice(0, 2), [1, 2], ...path.slice(3)]));
    expect(malformed.problems[0]?.kind).toBe('malformed');
    expect(malformed.problems[0]?.step).toBe(3);
  });

  it('a walk too short, an empty one, a closed requirement and false claims', () => {
    const short = verifyTour3d({ ...doc(path.slice(0, 100)), complete: true });
    expect(short.complete).toBe(false);
    expect(short.problems.find((p) => p.kind === 'unvisited')?.count).toBe(20);
    expect(short.warnings[0]).toMatch(/says complete: true/);
    expect(verifyTour3d(doc([])).counts.empty).toBe(1);
    const closed = verifyTour3d(doc(path), { closed: true });
    expect(closed.valid).toBe(closed.closed);
  });

  it('any single changed entry of a tour is caught (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(path.length - 1),
        fc.tuple(
          fc.integer({ min: -1, max: 6 }),
          fc.integer({ min: -1, max: 6 }),
          fc.integer({ min: -1, max: 6 }),
        ),
        (i, cell) => {
          const old = path[i]!;
          fc.pre(cell.join() !== old.join());
          const bad = [...path];
          bad[i] = cell;
          expect(verifyTour3d(doc(bad)).valid).toBe(false);
          const board = createBoard(4, 5, 6);
          const inside = cell.every((v, a) => v >= 0 && v < [4, 5, 6][a]!);
          if (inside) {
            const flat = bad.map((c) => cellIndex(board, c[0]!, c[1]!, c[2]!));
            expect(checkCells3d(board, flat)).toBeDefined();
          }
        },
      ),
    );
  });

  it('checkCells3d accepts the tour and names the first problem', () => {
    const board = createBoard(4, 5, 6);
    const flat = path.map(([x, y, z]) => cellIndex(board, x, y, z));
    expect(checkCells3d(board, flat)).toBeUndefined();
    expect(checkCells3d(board, flat.slice(1))).toMatch(/119 steps/);
    const twice = [...flat];
    twice[7] = twice[2]!;
    expect(checkCells3d(board, twice)).toMatch(/^step \d+: /);
  });
});
