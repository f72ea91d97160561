import { type Board, HeuristicRunner } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTour } from './parse.js';
import { verifyTour } from './verify.js';
import { createWalkReader } from './walk-reader.js';

/** The general reader's answer, computed the long way: parse, verify, squares from the coordinates. */
function general(text: string, board: Board, options: object) {
  const tour = parseTour(text, { ...options, size: board });
  const report = verifyTour(tour);
  const squares: number[] = [];
  for (let i = 0; i < tour.length; i++) {
    const [x, y] = [tour.xs[i]!, tour.ys[i]!];
    if (!(Number.isInteger(x) && x >= 0 && y >= 0 && x < board.width && y < board.height)) {
      return { report, squares: undefined };
    }
    squares.push(y * board.width + x);
  }
  return { report, squares: Int32Array.from(squares) };
}

const blank = fc.constantFrom('', ' ', '  ', '\t', '\n', ' \n');

/** A walk of squares as a program prints it, in one of the three shapes of integers. */
const printed = fc
  .record({
    width: fc.integer({ min: 5, max: 12 }),
    height: fc.integer({ min: 5, max: 12 }),
    shape: fc.constantFrom('pairs', 'flat', 'blank-separated'),
    origin: fc.constantFrom(0, 1),
    order: fc.constantFrom('xy', 'rc'),
    around: fc.tuple(blank, blank),
    gap: blank,
  })
  .chain((p) =>
    fc
      .oneof(
        // Any squares (off the board by one too): mostly walks with a problem at a step.
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: p.width }), fc.integer({ min: 0, max: p.height })),
          { minLength: 1, maxLength: 40 },
        ),
        // A heuristic's walk, whole or cut short: a tour or a walk that stopped.
        fc.tuple(fc.nat(p.width - 1), fc.nat(p.height - 1), fc.nat()).map(([x, y, cut]) => {
          const { squares } = new HeuristicRunner(p).run('warnsdorff', [x, y]);
          const kept = squares.subarray(0, 1 + (cut % squares.length));
          return Array.from(kept, (s) => [s % p.width, Math.floor(s / p.width)] as const);
        }),
      )
      .map((walk) => {
        const { width, origin, order, gap, around } = p;
        const entries = walk.map(([x, y]) =>
          p.shape === 'pairs'
            ? `[${gap}${(order === 'xy' ? [x, y] : [y, x]).map((v) => v + origin).join(`${gap},`)}]`
            : String(y * width + x + origin),
        );
        const body =
          p.shape === 'blank-separated'
            ? entries.join(gap === '' ? ' ' : gap)
            : `[${entries.join(`,${gap}`)}]`;
        return { ...p, text: `${around[0]}${body}${around[1]}` };
      }),
  );

describe('createWalkReader', () => {
  it('reads the common shapes of integers exactly as the general reader does, without it once it knows the reading', () => {
    let fast = 0;
    fc.assert(
      fc.property(printed, (p) => {
        const board: Board = { width: p.width, height: p.height, depth: 1 };
        const options = {
          inputFormat: p.shape === 'blank-separated' ? 'indices' : 'json',
          origin: p.origin,
          order: p.shape === 'pairs' ? p.order : 'xy',
        } as const;
        const expected = general(p.text, board, options);
        const reader = createWalkReader(options);
        // The first read of a shape goes the general way and teaches the reader its reading.
        expect(reader.read(p.text, board)).toEqual(expected);
        expect(reader.read(p.text, board)).toEqual(expected);
        fast += reader.fastReads;
      }),
      { numRuns: 300 },
    );
    // The walks without a problem at a step are the fast reader's.
    expect(fast).toBeGreaterThan(100);
  });

  it('fixes the reading of the first walk it reads, so a short walk cannot be read another way', () => {
    const board: Board = { width: 5, height: 5, depth: 1 };
    const reader = createWalkReader();
    // A complete tour shows its origin (0 and 24 are there)…
    const tour = '0 7 4 13 24 17 20 11 2 9 18 21 10 1 8 19 22 15 6 3 14 23 16 5 12';
    expect(reader.read(tour, board).report.valid).toBe(true);
    expect(reader.options).toMatchObject({ inputFormat: 'indices', origin: 0 });
    // …and a short walk from the same program is read in the same origin.
    const walk = reader.read('7 4 13', board);
    expect(walk.squares).toEqual(Int32Array.of(7, 4, 13));
    expect(reader.read('0 7 4 13', board).report.steps).toBe(4);
  });

  it('leaves a walk with a problem at a step to the general reader, which says where it is', () => {
    const board: Board = { width: 5, height: 5, depth: 1 };
    const reader = createWalkReader({ inputFormat: 'json', origin: 0, order: 'xy' });
    reader.read('[[0,0],[2,1]]', board);
    const bad = reader.read('[[0,0],[2,1],[2,2]]', board);
    expect(bad.report.problems[0]?.message).toMatch(
      /^step 3 \(line 1, col \d+\): .* is not a knight move/,
    );
    const off = reader.read('[[0,0],[5,0]]', board);
    expect([off.squares, off.report.problems[0]?.kind]).toEqual([undefined, 'off-board']);
  });
});
