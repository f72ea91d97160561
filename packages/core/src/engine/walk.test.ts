import { describe, expect, it } from 'vitest';
import { createBoard } from '../board/board.js';
import { isKnightMove } from '../board/moves.js';
import { HeuristicRunner } from '../heuristics.js';
import { OCTAML16_VARIANTS } from './orders.js';

function expectWalk(width: number, squares: Int32Array): void {
  expect(new Set(squares).size).toBe(squares.length);
  for (let i = 1; i < squares.length; i++) {
    const a = squares[i - 1]!;
    const b = squares[i]!;
    expect(
      isKnightMove((b % width) - (a % width), Math.floor(b / width) - Math.floor(a / width)),
    ).toBe(true);
  }
}

describe('HeuristicRunner buffers', () => {
  it('hands each complete tour over: a later run does not overwrite an earlier result', () => {
    const runner = new HeuristicRunner(createBoard(12));
    const first = runner.run('octaml16', [0, 0]);
    const copy = Int32Array.from(first.squares);
    const second = runner.run('octaml16', [5, 6]);
    runner.summarize('aml', [3, 3]);
    expect(first.complete && second.complete).toBe(true);
    expect(first.squares).toEqual(copy);
    expect(second.squares).not.toEqual(copy);
    expectWalk(12, first.squares);
  });

  it('reports the longest failed attempt, re-walked when a later attempt was shorter', () => {
    // 4x4 has no open tour: OctAML16 makes 16 attempts and reports the longest (earliest on ties).
    const board = createBoard(4);
    const runner = new HeuristicRunner(board);
    for (let y = 0; y < 4; y++) {
      for (let x = 0; x < 4; x++) {
        const outcome = runner.run('octaml16', [x, y]);
        expect(outcome.attempts).toBe(16);
        expect(outcome.squares.length).toBe(outcome.length);
        expectWalk(4, outcome.squares);
        expect(outcome.squares[0]).toBe(y * 4 + x);
        // The reported variant's own walk is the reported walk.
        const variant = outcome.variant!;
        const index = OCTAML16_VARIANTS.findIndex((v) => v.r === variant.r && v.t === variant.t);
        const batch = runner.summarizeAll('octaml16', [[x, y]]);
        expect(batch.reported[0]).toBe(index);
        expect(batch.length[0]).toBe(outcome.length);
      }
    }
  });

  it('walks the same after any other walk (degrees are reset between attempts)', () => {
    const runner = new HeuristicRunner(createBoard(9, 11));
    const before = runner.run('aml', [2, 7]).squares;
    runner.run('warnsdorff', [0, 0], 3);
    runner.summarizeAll('octaml16', [
      [1, 1],
      [8, 10],
    ]);
    expect(runner.run('aml', [2, 7]).squares).toEqual(before);
  });
});
