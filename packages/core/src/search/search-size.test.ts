import { describe, expect, it } from 'vitest';
import { createBoard } from '../board/index.js';
import { solve } from '../solve.js';
import { completeWalk } from './complete.js';
import { countTours, MAX_COUNT_SQUARES } from './count.js';
import { MAX_SEARCH_SQUARES, searchTour } from './search.js';

// An exact search allocates its state for the whole board before its first node: a board past
// the limit is refused at the door, at once, whatever the node or time limit (issue 32).
describe('boards too large for an exact search', () => {
  const huge = createBoard(16384);
  const over = createBoard(2049, 2048);

  it('are refused at once by every door that searches, naming the limit', () => {
    const limit = /at most 4,194,304 squares \(2048x2048\)$/;
    expect(() => searchTour(huge, [0, 0], { maxNodes: 1000 })).toThrow(limit);
    expect(() => searchTour(over, [0, 0], { maxNodes: 1 })).toThrow(limit);
    expect(() => countTours(huge, { start: [0, 0] })).toThrow(
      /^counting the tours of 16384x16384 is refused: a count classes every start square/,
    );
    expect(() => searchTour(createBoard(2049, 2048), [0, 0])).toThrow(
      /the search holds about 30 bytes a square \(126 MB here\)/,
    );
    // A count classes every start before its first node: it stops at 256x256 (every 4-row board).
    expect(() => countTours(createBoard(257, 256), { start: [0, 0] })).toThrow(
      /at most 65,536 squares \(256x256\)$/,
    );
    expect(() => completeWalk(huge, [0])).toThrow(limit);
    expect(() => solve({ n: 16384, algorithm: 'backtrack', maxNodes: 1000 })).toThrow(
      /^exact search on 16384x16384 is refused: /,
    );
  });

  it('are searched up to the limit', () => {
    expect(MAX_SEARCH_SQUARES).toBe(2048 * 2048);
    expect(MAX_COUNT_SQUARES).toBe(4 * 16384);
    expect(searchTour(createBoard(2048, 2), [0, 0], { maxNodes: 10 }).status).toBe('none');
  });
});
