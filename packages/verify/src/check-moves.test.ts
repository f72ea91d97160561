import { createBoard, HeuristicRunner, MOVES, solve, startSquares } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMoves } from './check-moves.js';
import { checkSquares } from './check-squares.js';
import { checkWalk } from './check-walk.js';
import { KNIGHT_MOVES } from './knight.js';
import { isMoveTour } from './wasm-check.js';

/** Core's move table, the reference the tests decode with (held to SPEC §2 below). */
const SPEC_MOVES = MOVES;

/** A tour from core's solver, as its start square index and move numbers (by SPEC's table). */
function movesOf(width: number, height: number, start: readonly [number, number] = [0, 0]) {
  const { path } = solve({ width, height, start: [...start] });
  const moves = new Uint8Array(path.length - 1);
  for (let k = 0; k + 1 < path.length; k++) {
    const [x, y] = path[k]!;
    const [nx, ny] = path[k + 1]!;
    moves[k] = SPEC_MOVES.findIndex(([dx, dy]) => nx - x === dx && ny - y === dy);
  }
  const squares = Int32Array.from(path, ([x, y]) => y * width + x);
  return { start: path[0]![1] * width + path[0]![0], moves, squares };
}

/** The moves decoded by SPEC's table into square indices, −1 from the first one off the board. */
function decode(width: number, height: number, start: number, moves: Uint8Array): Int32Array {
  const out = new Int32Array(moves.length + 1).fill(-1);
  let x = start % width;
  let y = Math.floor(start / width);
  out[0] = start;
  for (let k = 0; k < moves.length; k++) {
    const step = SPEC_MOVES[moves[k]!];
    if (!step) break;
    x += step[0]!;
    y += step[1]!;
    if (x < 0 || x >= width || y < 0 || y >= height) break;
    out[k + 1] = y * width + x;
  }
  return out;
}

describe('the verifier’s move numbers', () => {
  it('are SPEC §2’s, derived from the rule: clockwise from west-north-west', () => {
    // SPEC §2's table, moves 1..8.
    const spec = '-2,-1 -1,-2 1,-2 2,-1 2,1 1,2 -1,2 -2,1';
    expect(KNIGHT_MOVES.map(([dx, dy]) => `${dx},${dy}`).join(' ')).toBe(spec);
    expect(SPEC_MOVES.map(([dx, dy]) => `${dx},${dy}`).join(' ')).toBe(spec);
  });
});

describe('checkMoves (the kernel’s hand-over)', () => {
  const board = createBoard(8, 8);
  const tour = movesOf(8, 8, [0, 0]);

  it('accepts a complete tour from its start', () => {
    expect(checkMoves(board, tour.start, tour.moves)).toBeUndefined();
    expect(isMoveTour(8, 8, tour.start, tour.moves)).toBe(true);
  });

  it('names each kind of wrong walk, and the fast check rejects it too', () => {
    const cases: [start: number, moves: Uint8Array, problem: string | RegExp][] = [];
    const corrupt = tour.moves.slice();
    corrupt[20] = 9;
    cases.push([tour.start, corrupt, 'step 22: move number 9 names no knight move (0..7)']);
    const high = tour.moves.slice();
    high[40] = 255;
    cases.push([tour.start, high, 'step 42: move number 255 names no knight move (0..7)']);
    // From the corner (0,0), move 0 (−2, −1) leaves the board.
    const off = tour.moves.slice();
    off[0] = 0;
    cases.push([0, off, 'step 2: move 0 from (0,0) leaves the board']);
    // A move and its opposite: back to the square before.
    const back = tour.moves.slice();
    back[11] = (back[10]! + 4) % 8;
    cases.push([tour.start, back, /^step 13: square \(\d,\d\) was already visited$/]);
    cases.push([
      tour.start,
      tour.moves.subarray(0, 62),
      'the walk has 63 steps but the 8x8 board has 64 squares',
    ]);
    cases.push([64, tour.moves, 'step 1: square index 64 is off the board']);
    cases.push([-1, tour.moves, 'step 1: square index -1 is off the board']);
    for (const [start, moves, problem] of cases) {
      if (typeof problem === 'string') expect(checkMoves(board, start, moves)).toBe(problem);
      else expect(checkMoves(board, start, moves)).toMatch(problem);
      if (moves.length === 63 && start >= 0 && start < 64) {
        expect(isMoveTour(8, 8, start, moves)).toBe(false);
      }
    }
    // The right moves from another start: not this start's tour.
    for (let start = 1; start < 64; start++) {
      const problem = checkMoves(board, start, tour.moves);
      expect(problem, `from ${start}`).toMatch(/^step \d+: /);
    }
    // The right walk on the wrong board.
    expect(checkMoves(createBoard(8, 9), tour.start, tour.moves)).toBe(
      'the walk has 64 steps but the 8x9 board has 72 squares',
    );
    expect(checkMoves(createBoard(4, 4, 4), 0, tour.moves)).toMatch(/2-D board/);
  });

  it('agrees with checkSquares on the decoded walk, for any corrupted byte (property)', () => {
    const tours = [movesOf(5, 5), movesOf(6, 7, [2, 3]), movesOf(9, 8, [4, 4]), tour];
    const sizes = [
      [5, 5],
      [6, 7],
      [9, 8],
      [8, 8],
    ] as const;
    fc.assert(
      fc.property(fc.nat(3), fc.nat(), fc.nat(255), fc.boolean(), (t, i, byte, twice) => {
        const [w, h] = sizes[t]!;
        const b = createBoard(w, h);
        const moves = tours[t]!.moves.slice();
        moves[i % moves.length] = byte;
        if (twice) moves[(i * 7 + 3) % moves.length] = byte % 8;
        const start = tours[t]!.start;
        const decoded = decode(w, h, start, moves);
        const want = checkSquares(b, decoded) === undefined;
        expect(checkMoves(b, start, moves) === undefined).toBe(want);
        expect(isMoveTour(w, h, start, moves)).toBe(want);
      }),
      { numRuns: 400 },
    );
  });

  it('reuses its stamps across many checks without a stale one passing', () => {
    const five = movesOf(5, 5);
    const broken = five.moves.slice();
    broken[10] = (broken[9]! + 4) % 8;
    for (let round = 0; round < 600; round++) {
      expect(isMoveTour(5, 5, five.start, five.moves)).toBe(true);
      expect(isMoveTour(5, 5, five.start, broken)).toBe(false);
      if (round % 100 === 0) expect(isMoveTour(8, 8, tour.start, tour.moves)).toBe(true);
    }
  });

  it('checks the kernel’s walks as it hands them over (n = 150), through checkWalk', () => {
    const n = 150;
    const b = createBoard(n);
    const starts = startSquares('paper-octant1', b).slice(0, 6);
    let checked = 0;
    new HeuristicRunner(b).summarizeAll('octaml16', starts, (i, walk) => {
      expect(walk.moves).toBeDefined();
      const [x, y] = starts[i]!;
      const start = y * n + x;
      expect(checkWalk(b, { ...walk, start })).toBeUndefined();
      expect(checkSquares(b, walk.squares())).toBeUndefined();
      const moves = walk.moves!.slice();
      moves[11_111] = (moves[11_110]! + 4) % 8;
      expect(checkMoves(b, start, moves)).toMatch(/^step 11113: square .* was already visited$/);
      checked++;
    });
    expect(checked).toBe(6);
  });
});
