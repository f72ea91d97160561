import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KnightsTourError } from '../text/errors.js';
import { boardName, createBoard, MAX_SIDE } from './board.js';
import { formatBoardSizes, parseBoardSize, parseBoardSizes } from './sizes.js';

describe('the board-size grammar', () => {
  it('reads n, WxH and WxHxD with any of x X × * and spaces around them', () => {
    expect(parseBoardSize('8')).toEqual({ width: 8, height: 8, depth: 1 });
    for (const text of ['8x10', '8X10', '8×10', '8*10', ' 8 x 10 ']) {
      expect(parseBoardSize(text)).toEqual({ width: 8, height: 10, depth: 1 });
    }
    expect(parseBoardSize('6x6x6')).toEqual({ width: 6, height: 6, depth: 6 });
    expect(parseBoardSize('8x8x1')).toEqual({ width: 8, height: 8, depth: 1 });
  });

  it('says what is wrong in one line: not a size, or which side and why', () => {
    expect(() => parseBoardSize('')).toThrow(/^missing board size/);
    expect(() => parseBoardSize('8x')).toThrow("board size '8x' is not n, WxH or WxHxD");
    expect(() => parseBoardSize('-3')).toThrow(KnightsTourError);
    expect(() => parseBoardSize('0x5')).toThrow('width must be a positive integer, got 0');
    expect(() => parseBoardSize('5x20000')).toThrow(
      `height 20000 is larger than the maximum side ${MAX_SIDE}`,
    );
    expect(() => parseBoardSize('16384x16384x2')).toThrow(/more than the 3-D limit/);
    expect(() => parseBoardSize('a1\u001b[31m')).toThrow("'a1\\x1b[31m'");
  });

  it('reads size lists with ranges on every side, each board once', () => {
    expect(parseBoardSizes('5-7').map(boardName)).toEqual(['5x5', '6x6', '7x7']);
    expect(parseBoardSizes('5,7,5x5,9-10').map(boardName)).toEqual(['5x5', '7x7', '9x9', '10x10']);
    expect(parseBoardSizes('5-6x7-8').map(boardName)).toEqual(['5x7', '5x8', '6x7', '6x8']);
    expect(parseBoardSizes('3-4x3x1-2').map(boardName)).toEqual(['3x3', '3x3x2', '4x3', '4x3x2']);
    expect(() => parseBoardSizes('5,,6')).toThrow(/malformed sizes/);
    expect(() => parseBoardSizes('8-5')).toThrow(/must be increasing sizes from 1 to/);
    expect(() => parseBoardSizes('1-2000x1-2000')).toThrow(/name more than 250,000 boards/);
    expect(() => parseBoardSizes('1-999x1-999')).toThrow(/name more than 250,000 boards/);
    expect(parseBoardSizes('1-500x1-500')).toHaveLength(250_000);
  });

  it('names the first board of a range past a limit, as checking each board would', () => {
    // In the order of the list (depth fastest), 253x256x260 is the first past the 3-D limit.
    expect(() => parseBoardSizes('250-260x256x250-260')).toThrow(
      /^board 253x256x260 has 16839680 cells, more than the 3-D limit/,
    );
    expect(parseBoardSizes('250-256x256x250-256')).toHaveLength(49);
    // The boards of a list past no limit are the boards createBoard makes, each once.
    expect(parseBoardSizes('1-40x1-30,5-6,5x5')).toEqual([
      ...Array.from({ length: 40 * 30 }, (_, i) =>
        createBoard(Math.floor(i / 30) + 1, (i % 30) + 1),
      ),
    ]);
  });

  it('writes a list back as text that reads back to the same list (property)', () => {
    const board = fc
      .tuple(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
      )
      .map(([w, h, d]) => createBoard(w, h, d));
    fc.assert(
      fc.property(fc.array(board, { minLength: 1, maxLength: 30 }), (boards) => {
        const unique = [...new Map(boards.map((b) => [boardName(b), b])).values()];
        expect(parseBoardSizes(formatBoardSizes(unique))).toEqual(unique);
      }),
    );
    expect(formatBoardSizes(parseBoardSizes('5-80'))).toBe('5-80');
    expect(formatBoardSizes(parseBoardSizes('3-8x3-8x3-8'))).toBe('3-8x3-8x3-8');
  });
});
