import { createBoard } from '@knights-tour/core';
import { parseTour } from '@knights-tour/verify';
import { describe, expect, it } from 'vitest';
import { edgeLabels, fileLetters, squareName } from './coordinates.js';

describe('coordinates', () => {
  it('names squares as the verifier reads chess notation (a1 bottom-left, files past z as aa)', () => {
    for (const [w, h] of [
      [8, 8],
      [30, 5],
      [5, 12],
    ] as const) {
      const board = createBoard(w, h);
      const squares: [number, number][] = [];
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) squares.push([x, y]);
      const text = squares.map((s) => squareName(board, s, 'chess')).join(' ');
      const read = parseTour(text, { inputFormat: 'algebraic', size: `${w}x${h}` });
      expect(Array.from(read.xs)).toEqual(squares.map((s) => s[0]));
      expect(Array.from(read.ys)).toEqual(squares.map((s) => s[1]));
    }
  });

  it('labels the edges: 0.. or a.., and rows 0.. from the top or 8..1', () => {
    const board = createBoard(8);
    expect(edgeLabels(board, 'xy')).toEqual({
      columns: ['0', '1', '2', '3', '4', '5', '6', '7'],
      rows: ['0', '1', '2', '3', '4', '5', '6', '7'],
    });
    expect(edgeLabels(board, 'chess')).toEqual({
      columns: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
      rows: ['8', '7', '6', '5', '4', '3', '2', '1'],
    });
    expect(squareName(board, [2, 5], 'xy')).toBe('(2,5)');
    expect(squareName(board, [2, 5], 'chess')).toBe('c3');
    expect(squareName(createBoard(4, 4, 4), [1, 2, 3], 'chess')).toBe('(1,2,3)');
    expect([0, 25, 26, 51, 52, 199].map((x) => fileLetters(createBoard(200), x))).toEqual([
      'a',
      'z',
      'aa',
      'az',
      'ba',
      'gr',
    ]);
  });
});
