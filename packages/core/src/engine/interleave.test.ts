import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsBoard, HEURISTICS_2D as HEURISTICS, type HeuristicName } from '../algorithms.js';
import { type Board, createBoard, type Square } from '../board/index.js';
import { MOVES } from '../board/moves.js';
import { startSquares } from '../board/starts.js';
import { HeuristicRunner } from '../heuristics.js';
import { cellOf, createGeometry } from './geometry.js';
import { DEFAULT_LANES, InterleavedWalker, MAX_LANES, wasmAvailable } from './interleave.js';
import { orderRanking } from './ranking.js';
import { Walker } from './walk.js';

/** Every start of the board, row by row. */
function allStarts(board: Board): Square[] {
  const out: Square[] = [];
  for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) out.push([x, y]);
  return out;
}

/**
 * The batch engine against the single walk, start by start: same reported length, attempts,
 * squares walked over all attempts and reported attempt (the OctAML16 variant).
 */
function expectSameAsSingleWalks(
  board: Board,
  algorithm: HeuristicName,
  starts: readonly Square[],
  options: { lanes?: number; javascript?: boolean },
): void {
  if (!fitsBoard(algorithm, board)) return; // the switching algorithm: square boards only
  const single = new HeuristicRunner(board);
  const batch = new HeuristicRunner(board, options).summarizeAll(algorithm, starts);
  starts.forEach(([x, y], i) => {
    const want = single.summarize(algorithm, [x, y]);
    const got = {
      length: batch.length[i],
      attempts: batch.attempts[i],
      walked: batch.walked[i],
      complete: batch.length[i] === board.width * board.height,
    };
    expect(got, `${algorithm} ${board.width}x${board.height} from (${x},${y})`).toEqual({
      length: want.length,
      attempts: want.attempts,
      walked: want.walked,
      complete: want.complete,
    });
    if (algorithm === 'octaml16') {
      // The reported attempt index is the variant's position in the OctAML16 order.
      const variant = want.variant!;
      expect(batch.reported[i]).toBe((variant.r === 1 ? 0 : 8) + variant.t);
    }
  });
}

describe('interleaved walks (the sweep engine)', () => {
  it('runs the WebAssembly kernel here, and the JavaScript walker on request', () => {
    expect(wasmAvailable()).toBe(true);
    const board = createBoard(8);
    expect(new HeuristicRunner(board).lanes).toBe(DEFAULT_LANES);
    expect(new HeuristicRunner(board, { lanes: 5 }).lanes).toBe(5);
    expect(new HeuristicRunner(board, { lanes: 99 }).lanes).toBe(MAX_LANES);
    expect(new HeuristicRunner(board, { javascript: true }).lanes).toBe(0);
  });

  it('gives every start of small boards exactly the single walk, for every algorithm and lane count', () => {
    for (const algorithm of HEURISTICS) {
      for (const [w, h] of [
        [1, 1],
        [3, 4],
        [4, 4],
        [5, 5],
        [7, 7],
        [8, 8],
        [6, 9],
        [12, 5],
      ] as const) {
        const board = createBoard(w, h);
        for (const lanes of [1, 2, 3, 8]) {
          expectSameAsSingleWalks(board, algorithm, allStarts(board), { lanes });
        }
        expectSameAsSingleWalks(board, algorithm, allStarts(board), { javascript: true });
      }
    }
  });

  it('reproduces the failing AML walks and the OctAML16 retries of n = 7', () => {
    const board = createBoard(7);
    const starts: Square[] = [
      [0, 0],
      [6, 0],
      [0, 6],
      [6, 6],
      [4, 0],
      [6, 2],
    ];
    const aml = new HeuristicRunner(board).summarizeAll('aml', starts);
    // SPEC §8: AML fails from the four corners and (6,2), succeeds from (4,0).
    expect(Array.from(aml.length, (l) => l === 49)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
    const octaml16 = new HeuristicRunner(board).summarizeAll('octaml16', starts);
    expect(octaml16.attempts[0]).toBe(2); // the reference walk from (0,0) needs 2 attempts
    expect(Array.from(octaml16.length)).toEqual([49, 49, 49, 49, 49, 49]);
    expectSameAsSingleWalks(board, 'aml', starts, {});
    expectSameAsSingleWalks(board, 'octaml16', starts, {});
  });

  it('agrees on the multi-attempt OctAML16 instances of paper-quadrant2 boards', () => {
    for (const n of [6, 9, 10, 13, 22, 31]) {
      const board = createBoard(n);
      const starts = startSquares('paper-quadrant2', board);
      for (const lanes of [1, 3, 4, 7])
        expectSameAsSingleWalks(board, 'octaml16', starts, { lanes });
    }
  });

  it('agrees on boards with no tour, where all 16 attempts fail', () => {
    for (const [w, h] of [
      [4, 4],
      [3, 6],
      [2, 8],
    ] as const) {
      const board = createBoard(w, h);
      const batch = new HeuristicRunner(board).summarizeAll('octaml16', allStarts(board));
      expect(Array.from(batch.attempts).every((a) => a === 16)).toBe(true);
      expectSameAsSingleWalks(board, 'octaml16', allStarts(board), { lanes: 2 });
    }
  });

  it('agrees on walks longer than one kernel call (the round budget) and on big boards', () => {
    const board = createBoard(300); // 90,000 squares: more rounds than one call runs
    const starts: Square[] = [
      [0, 0],
      [150, 149],
      [7, 201],
    ];
    expectSameAsSingleWalks(board, 'octaml16', starts, { lanes: 1 });
    expectSameAsSingleWalks(board, 'aml', starts, { lanes: 3 });
  });

  it('agrees on random boards, start lists and lane counts (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 24 }),
        fc.constantFrom(...HEURISTICS),
        fc.integer({ min: 1, max: MAX_LANES }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 0, maxLength: 30 }),
        (w, h, algorithm, lanes, picks) => {
          const board = createBoard(w, h);
          const starts = picks.map(([a, b]): Square => [a % w, b % h]);
          expectSameAsSingleWalks(board, algorithm, starts, { lanes });
        },
      ),
      { numRuns: 60, seed: 20240611 },
    );
  });

  it('hands over every complete walk, square by square the single walk, with any lane count', () => {
    // Rules that run one start at a time on the general walker, not in the kernel.
    const walkDependent = new Set(['switching', 'pohl', 'parberry']);
    for (const [w, h, algorithm] of [
      [8, 8, 'octaml16'],
      [7, 7, 'octaml16'],
      [13, 9, 'aml'],
      [4, 9, 'octaml16'], // narrower than the kernel's windows: the JavaScript walker
      [30, 30, 'warnsdorff'],
      [12, 12, 'squirrel-cull'],
      [11, 13, 'roth'],
      [9, 9, 'roth-mathematica'],
      [10, 10, 'order-58217346'],
      [10, 10, 'switching'],
      [9, 12, 'pohl'],
      [8, 8, 'parberry'], // closed tours, rotated to begin at each start
    ] as const) {
      const board = createBoard(w, h);
      const starts = allStarts(board);
      const single = new HeuristicRunner(board);
      for (const options of [
        { lanes: 1 },
        { lanes: 3 },
        { lanes: MAX_LANES },
        { javascript: true },
      ]) {
        const seen = new Map<number, number[]>();
        const batch = new HeuristicRunner(board, options).summarizeAll(
          algorithm,
          starts,
          (i, walk) => {
            expect(seen.has(i)).toBe(false);
            const squares = walk.squares();
            seen.set(i, Array.from(squares));
            // The kernel's walks come as moves (SPEC §2's move k + 1 as k), a byte a step.
            const kernel = !('javascript' in options) && w >= 5 && !walkDependent.has(algorithm);
            expect(walk.moves !== undefined, `${algorithm} ${w}x${h}`).toBe(kernel);
            if (walk.moves) {
              expect(walk.moves.length).toBe(w * h - 1);
              const wrong = walk.moves.findIndex(
                (m, k) => squares[k + 1]! - squares[k]! !== MOVES[m]![1] * w + MOVES[m]![0],
              );
              expect(wrong).toBe(-1);
            }
          },
        );
        starts.forEach(([x, y], i) => {
          const want = single.run(algorithm, [x, y]);
          expect(batch.length[i] === w * h, `${w}x${h} (${x},${y})`).toBe(want.complete);
          if (want.complete)
            expect(seen.get(i), `${w}x${h} (${x},${y})`).toEqual(Array.from(want.squares));
          else expect(seen.has(i)).toBe(false);
        });
      }
    }
  });

  it('uses the JavaScript walker on boards narrower than the kernel windows', () => {
    expect(new HeuristicRunner(createBoard(4, 9)).lanes).toBe(0);
    expect(new HeuristicRunner(createBoard(5, 3)).lanes).toBe(DEFAULT_LANES);
  });

  it('walks thousands of rank tables in one batch, and other tables in the next (the memory grows)', () => {
    const board = createBoard(10, 11);
    const g = createGeometry(board);
    const orders: string[] = [];
    for (let i = 0; orders.length < 6000; i++) {
      // Distinct pseudo-random permutations of 1..8.
      const digits = [...'12345678'];
      for (let j = 7, v = i * 7919 + 17; j > 0; j--, v = (v * 48271) % 2147483647) {
        const k = v % (j + 1);
        [digits[j], digits[k]] = [digits[k]!, digits[j]!];
      }
      const order = digits.join('');
      if (!orders.includes(order)) orders.push(order);
    }
    const lean = new Walker(g);
    const path = new Int32Array(110);
    const walker = new InterleavedWalker(g, { lanes: 8 });
    expect(walker.lanes).toBe(8);
    for (const [space, part] of [
      ['plain', orders.slice(0, 5000)], // 160 kB of rank vectors: more than the first memory
      ['roth-half-up', orders.slice(5000)], // about 100 patterns each: megabytes
      ['corner-edge', orders.slice(0, 40)],
    ] as const) {
      const rankings = part.map((o) => orderRanking(g, space, o, false));
      const cell = cellOf(g, 3, 4);
      const out = walker.run({
        cells: new Int32Array(part.length).fill(cell),
        rankings,
        tables: Int32Array.from(part, (_, i) => i),
        attemptsPer: 1,
      });
      part.forEach((order, i) => {
        expect(out.length[i], `${space} ${order}`).toBe(lean.walk(cell, rankings[i]!, path));
      });
    }
  });

  it('rejects starts off the board', () => {
    const runner = new HeuristicRunner(createBoard(5));
    expect(() => runner.summarizeAll('octaml16', [[5, 0]])).toThrow(/off the 5x5 board/);
  });
});
