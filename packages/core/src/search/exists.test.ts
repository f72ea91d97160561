import { describe, expect, it } from 'vitest';
import { type Board, createBoard, isPossibleStart } from '../board/index.js';
import { cellOf } from '../engine/geometry.js';
import { closedToursExist, openToursExist, tourExists } from './exists.js';
import { searchTour } from './search.js';
import { TourSearch } from './tour-search.js';

/** Does exhaustive search find an open tour from some square? (No limits: small boards only.) */
function searchOpen(board: Board): boolean {
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      if (searchTour(board, [x, y]).status === 'found') return true;
    }
  }
  return false;
}

/** Does exhaustive search find a closed tour? Runs the search even where parity decides. */
function searchClosed(board: Board): boolean {
  const search = new TourSearch(board);
  return search.run(cellOf(search.geometry, 0, 0), { closed: true }).found;
}

const SMALL: [number, number][] = [];
for (let m = 1; m <= 5; m++) for (let n = m; n <= 5; n++) SMALL.push([m, n]);
SMALL.push([3, 6], [3, 7], [3, 8], [3, 9], [4, 6], [4, 7], [5, 6], [6, 6]);

describe('the existence theorems agree with exhaustive search on small boards', () => {
  it('open tours (SPEC §1 characterization): every board with sides ≤ 5, 3×6..3×9, 4×6, 4×7, 5×6, 6×6', () => {
    for (const [m, n] of SMALL) {
      for (const board of [createBoard(m, n), createBoard(n, m)]) {
        const label = `${board.width}x${board.height}`;
        expect(searchOpen(board), label).toBe(openToursExist(board));
        expect(tourExists(board).exists, label).toBe(openToursExist(board));
      }
    }
  });

  it('closed tours (Schwenk 1991): the same boards plus 3×10 and 4×8', () => {
    for (const [m, n] of [...SMALL, [3, 10] as [number, number], [4, 8] as [number, number]]) {
      const board = createBoard(m, n);
      expect(searchClosed(board), `${m}x${n}`).toBe(closedToursExist(board));
      expect(tourExists(board, { closed: true }).exists).toBe(closedToursExist(board));
    }
  });

  it('per start: the answer agrees with exhaustive search on 3×4, 4×5 and 3×7 (tours start on some squares only)', () => {
    for (const [w, h] of [
      [3, 4],
      [4, 5],
      [7, 3],
    ] as const) {
      const board = createBoard(w, h);
      let some = 0;
      let none = 0;
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const answer = tourExists(board, { start: [x, y] });
          const found = searchTour(board, [x, y]).status === 'found';
          expect(answer.exists, `${w}x${h} (${x},${y})`).toBe(found);
          expect(answer.certainty).toBe('proven');
          if (found) some++;
          else none++;
        }
      }
      expect(some).toBeGreaterThan(0);
      expect(none).toBeGreaterThan(0);
    }
  });
});

describe('tourExists', () => {
  it('names the theorem for whole boards', () => {
    expect(tourExists(createBoard(8))).toMatchObject({
      exists: true,
      certainty: 'proven',
      basis: 'open-tour-theorem',
    });
    const four = tourExists(createBoard(4));
    expect(four).toMatchObject({ exists: false, basis: 'open-tour-theorem' });
    expect(four.reason).toMatch(/Conrad et al\. \(1994\)/);
    expect(four.reason).toMatch(/m = 4, n = 4/);
    const closed = tourExists(createBoard(3, 8), { closed: true });
    expect(closed).toMatchObject({ exists: false, basis: 'schwenk-1991' });
    expect(closed.reason).toMatch(/Schwenk \(1991\)/);
    expect(tourExists(createBoard(10, 3), { closed: true }).exists).toBe(true);
    expect(tourExists(createBoard(7), { closed: true })).toMatchObject({
      exists: false,
      basis: 'parity',
    });
    expect(tourExists(createBoard(1))).toMatchObject({ exists: true, basis: 'trivial' });
    expect(tourExists(createBoard(1), { closed: true }).exists).toBe(false);
  });

  it('a closed tour can start anywhere: Schwenk answers for every start', () => {
    const answer = tourExists(createBoard(6), { start: [2, 3], closed: true });
    expect(answer).toMatchObject({ exists: true, basis: 'schwenk-1991', certainty: 'proven' });
    expect(answer.reason).toMatch(/any of them/);
  });

  it('a black start on an odd board is answered by parity', () => {
    const answer = tourExists(createBoard(7), { start: [0, 1] });
    expect(answer).toMatchObject({ exists: false, basis: 'parity', certainty: 'proven' });
    expect(answer.reason).toMatch(/black/);
  });

  it('open tours from a start: settled by search when it can be', () => {
    const found = tourExists(createBoard(8), { start: [3, 3] });
    expect(found).toMatchObject({ exists: true, basis: 'search', certainty: 'proven' });
    expect(found.nodes).toBeGreaterThanOrEqual(64);
    const none = tourExists(createBoard(3, 7), { start: [1, 3] });
    expect(none).toMatchObject({ exists: false, basis: 'search', certainty: 'proven' });
    expect(none.reason).toMatch(/exhausted/);
    // The theorem alone settles boards without tours, whatever the start.
    expect(tourExists(createBoard(4), { start: [0, 0] }).basis).toBe('open-tour-theorem');
  });

  it('without search: OctAML16 verification up to 430, the conjecture beyond, unknown for rectangles', () => {
    const verified = tourExists(createBoard(100), { start: [7, 3], maxNodes: 0 });
    expect(verified).toMatchObject({
      exists: true,
      certainty: 'verified',
      basis: 'octaml16-verified',
    });
    expect(verified.nodes).toBeUndefined();
    const believed = tourExists(createBoard(431), { start: [0, 0], maxNodes: 0 });
    expect(believed).toMatchObject({ exists: true, certainty: 'believed', basis: 'conjecture' });
    const unknown = tourExists(createBoard(5, 100), { start: [1, 1], maxNodes: 1000 });
    expect(unknown).toMatchObject({ exists: undefined, certainty: 'unknown', basis: 'unknown' });
    expect(unknown.reason).toMatch(/gave up after 1,000 nodes/);
  });

  it('rejects a start off the board and a negative budget', () => {
    expect(() => tourExists(createBoard(5), { start: [-1, 0] })).toThrow(/off the 5x5 board/);
    expect(() => tourExists(createBoard(5), { start: [0, 0], maxNodes: -5 })).toThrow(/maxNodes/);
  });

  it('possible starts of 5×5 and 6×6 all have tours (the counts are positive there)', () => {
    for (const n of [5, 6]) {
      const board = createBoard(n);
      for (let y = 0; y < n; y++) {
        for (let x = 0; x < n; x++) {
          const answer = tourExists(board, { start: [x, y] });
          expect(answer.exists, `${n}x${n} (${x},${y})`).toBe(isPossibleStart(board, x, y));
        }
      }
    }
  });
});

describe('inner lines of 4-wide boards', () => {
  it('are ruled out by the theorem, at once, at any length', () => {
    for (const board of [createBoard(4, 200), createBoard(200, 4)]) {
      const start: [number, number] = board.width === 4 ? [1, 0] : [0, 2];
      const answer = tourExists(board, { start });
      expect(answer).toMatchObject({ exists: false, certainty: 'proven' });
      expect(answer.nodes).toBeUndefined();
    }
  });
});
