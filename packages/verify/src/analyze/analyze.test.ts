import {
  closedTour,
  countTours,
  createBoard,
  HEURISTICS,
  HeuristicRunner,
  solve,
  symmetriesOf,
  variantLabel,
} from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTour } from '../parse.js';
import { analyzeTour, describeAnalysis } from './analyze.js';
import type { KnownRule } from './rules.js';

/** Complete tours of random boards (n in 5..10, rectangles too) from random starts. */
const tours = fc
  .record({
    width: fc.integer({ min: 5, max: 10 }),
    height: fc.integer({ min: 5, max: 10 }),
    s: fc.nat(),
  })
  .map(({ width, height, s }) => {
    let start: [number, number] = [s % width, Math.floor(s / width) % height];
    if ((width * height) % 2 === 1 && (start[0] + start[1]) % 2 === 1) start = [0, 0];
    const doc = solve({ width, height, start });
    return { board: createBoard(width, height), squares: doc.path.map(([x, y]) => y * width + x) };
  });

/** Crossings by brute force over all pairs of moves: the definition the windowed count must meet. */
function crossingsPlainly(width: number, squares: readonly number[], closed: boolean): number {
  const xy = (s: number) => [s % width, Math.floor(s / width)] as const;
  const moves = squares
    .slice(0, closed ? squares.length : -1)
    .map((s, i) => [xy(s), xy(squares[(i + 1) % squares.length]!)] as const);
  const side = (a: readonly number[], b: readonly number[], c: readonly number[]) =>
    Math.sign((b[0]! - a[0]!) * (c[1]! - a[1]!) - (b[1]! - a[1]!) * (c[0]! - a[0]!));
  let n = 0;
  for (let i = 0; i < moves.length; i++) {
    for (let j = i + 1; j < moves.length; j++) {
      const [a, b] = moves[i]!;
      const [c, d] = moves[j]!;
      if (side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0) n++;
    }
  }
  return n;
}

describe('analyzeTour', () => {
  it('every tour’s last four moves follow Warnsdorff’s rule (Ganzfried 2004, Theorem 2.2)', () => {
    fc.assert(
      fc.property(tours, (t) => {
        expect(analyzeTour(t).warnsdorffTail).toBeGreaterThanOrEqual(4);
      }),
      { numRuns: 60 },
    );
    // A 3-D tour too, and a closed tour built by a construction, not by Warnsdorff's rule.
    expect(
      analyzeTour(solve({ width: 4, height: 5, depth: 6 })).warnsdorffTail,
    ).toBeGreaterThanOrEqual(4);
    const built = { board: createBoard(12, 10), squares: closedTour({ width: 12, height: 10 }) };
    expect(analyzeTour(built).warnsdorffTail).toBeGreaterThanOrEqual(4);
  });

  it('counts crossings as the brute-force definition does, and a turn or a straight at every inner square', () => {
    fc.assert(
      fc.property(tours, (t) => {
        const a = analyzeTour(t);
        expect(a.shape.crossings).toBe(crossingsPlainly(t.board.width, t.squares, a.closed));
        expect(a.shape.turns + a.shape.straight).toBe(
          a.closed ? t.squares.length : t.squares.length - 2,
        );
        expect(Object.values(a.shape.angles).reduce((x, y) => x + y, 0)).toBe(a.shape.turns);
      }),
      { numRuns: 40 },
    );
  });

  it('gives every image of a tour under the board’s maps, either way round, the same canonical form and id', () => {
    fc.assert(
      fc.property(tours, fc.nat(), fc.boolean(), fc.nat(), (t, g, reverse, shift) => {
        const maps = symmetriesOf(t.board);
        const map = maps[g % maps.length]!;
        let image = t.squares.map((s) => {
          const [x, y] = map.apply(s % t.board.width, Math.floor(s / t.board.width));
          return y! * t.board.width + x!;
        });
        if (reverse) image.reverse();
        const a = analyzeTour(t);
        // A closed tour is the same tour from any of its squares.
        if (a.closed)
          image = [...image.slice(shift % image.length), ...image.slice(0, shift % image.length)];
        const b = analyzeTour({ ...t, squares: image });
        expect(b.classId).toBe(a.classId);
        expect(Array.from(b.canonical)).toEqual(Array.from(a.canonical));
        expect(b.symmetryOrder).toBe(a.symmetryOrder);
      }),
      { numRuns: 80 },
    );
  });

  it('finds the maps that fix a symmetric tour, with or without reversing it', () => {
    const seen = new Map<string, number>();
    const tally = (width: number, height: number, closed: boolean) =>
      countTours(
        { width, height },
        {
          start: [0, 0],
          closed,
          onTour(squares) {
            const a = analyzeTour({ board: { width, height }, squares });
            const maps = a.symmetries
              .map((g) => `${g.name}${g.reversed ? ' reversed' : ''}`)
              .join(', ');
            const key = `${width}x${height} ${a.closed ? 'closed' : 'open'}: ${maps || 'none'}`;
            seen.set(key, (seen.get(key) ?? 0) + 1);
          },
        },
      );
    tally(5, 5, false);
    // An open tour fixed by a map is fixed reversed: its ends trade places. (The closed tours of
    // 6x6 and their rotations are in census.test.ts.)
    expect(Object.fromEntries(seen)).toEqual({
      '5x5 open: none': 288,
      '5x5 open: rot180 reversed': 16,
    });
  });

  it('tells a semi-magic tour (Beverley, 1848) from one that is not, with the magic constant', () => {
    const beverley = parseTour(
      [
        ' 1 30 47 52  5 28 43 54',
        '48 51  2 29 44 53  6 27',
        '31 46 49  4 25  8 55 42',
        '50  3 32 45 56 41 26  7',
        '33 62 15 20  9 24 39 58',
        '16 19 34 61 40 57 10 23',
        '63 14 17 36 21 12 59 38',
        '18 35 64 13 60 37 22 11',
      ].join('\n'),
    );
    expect(analyzeTour(beverley).magic).toEqual({
      kind: 'semi-magic',
      rows: 260,
      columns: 260,
      constant: 260,
    });
    expect(analyzeTour(solve({ n: 8 })).magic?.kind).toBe('none');
    expect(analyzeTour(solve({ width: 4, height: 4, depth: 4 })).magic).toBeUndefined();
  });

  it('names the rules given that walk exactly this tour, with their variant, and no others', () => {
    const board = { width: 8, height: 8, depth: 1 };
    const runner = new HeuristicRunner(board);
    const rules: KnownRule[] = HEURISTICS.map((name) => ({
      name,
      walk: (start) => {
        const o = runner.run(name, start);
        return { squares: o.squares, variant: o.variant && variantLabel(o.variant) };
      },
    }));
    const aml = solve({ n: 8, start: [3, 2], algorithm: 'aml' });
    const a = analyzeTour(parseTour(JSON.stringify(aml)), { rules });
    expect(a.producedBy.map((m) => m.rule)).toContain('aml');
    expect(a.rulesTried).toBe(HEURISTICS.length);
    // Read backwards, it is walked by the same rule from its last square.
    const back = analyzeTour(
      { board: createBoard(8), squares: aml.path.map(([x, y]) => y * 8 + x).reverse() },
      { rules },
    );
    expect(back.producedBy.find((m) => m.rule === 'aml')).toMatchObject({ reversed: true });
    const built = analyzeTour(
      { board: createBoard(8), squares: closedTour({ width: 8, height: 8 }) },
      { rules },
    );
    expect(built.producedBy).toEqual([]);
    expect(describeAnalysis(built).at(-1)).toMatch(
      /^ {2}produced by: none of the \d+ rules tried walks it/,
    );
  });

  it('refuses what is not a complete tour', () => {
    expect(() => analyzeTour({ board: createBoard(5), squares: [0, 7] })).toThrow(
      /not a complete tour of 5x5/,
    );
  });
});
