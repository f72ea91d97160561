import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Board, createBoard } from '../board/index.js';
import { MOVES } from '../board/moves.js';
import { solve } from '../solve.js';
import { completeWalk } from './complete.js';
import { searchTour } from './search.js';

/** Squares a knight's move from `s`. */
function neighbours(board: Board, s: number): number[] {
  const x = s % board.width;
  const y = (s - x) / board.width;
  const out: number[] = [];
  for (const [dx, dy] of MOVES) {
    const tx = x + dx;
    const ty = y + dy;
    if (tx >= 0 && ty >= 0 && tx < board.width && ty < board.height)
      out.push(ty * board.width + tx);
  }
  return out;
}

/** Reference without pruning: can `walk` be extended to visit every square (closing, if asked)? */
function naiveCompletes(board: Board, walk: readonly number[], closed: boolean): boolean {
  const n = board.width * board.height;
  const seen = new Uint8Array(n);
  for (const s of walk) seen[s] = 1;
  const first = walk[0]!;
  const go = (s: number, depth: number): boolean => {
    if (depth === n) return !closed || neighbours(board, s).includes(first);
    for (const t of neighbours(board, s)) {
      if (seen[t]) continue;
      seen[t] = 1;
      if (go(t, depth + 1)) return true;
      seen[t] = 0;
    }
    return false;
  };
  return go(walk[walk.length - 1]!, walk.length);
}

/** A random knight walk of up to `length` squares from `start` (stops early when stuck). */
function randomWalk(board: Board, start: number, length: number, picks: number[]): number[] {
  const walk = [start];
  const seen = new Set(walk);
  for (let i = 1; i < length; i++) {
    const next = neighbours(board, walk[i - 1]!).filter((t) => !seen.has(t));
    if (next.length === 0) break;
    const t = next[picks[i % picks.length]! % next.length]!;
    walk.push(t);
    seen.add(t);
  }
  return walk;
}

/** Checks a whole tour that begins with `walk`. */
function expectTourFrom(board: Board, squares: Int32Array | undefined, walk: readonly number[]) {
  expect(squares).toBeDefined();
  expect([...squares!.subarray(0, walk.length)]).toEqual(walk);
  expect(new Set(squares).size).toBe(board.width * board.height);
  for (let i = 1; i < squares!.length; i++) {
    expect(neighbours(board, squares![i - 1]!)).toContain(squares![i]);
  }
}

describe('completeWalk', () => {
  it('agrees with an unpruned search on random walks of 5x5 and 4x5, open and closed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(createBoard(5), createBoard(4, 5)),
        fc.nat(24),
        fc.integer({ min: 1, max: 16 }),
        fc.array(fc.nat(7), { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        (board, s, length, picks, closed) => {
          const start = s % (board.width * board.height);
          const walk = randomWalk(board, start, length, picks);
          const result = completeWalk(board, walk, { closed });
          const expected = naiveCompletes(board, walk, closed);
          expect(result.status).toBe(expected ? 'found' : 'none');
          if (expected) expectTourFrom(board, result.squares, walk);
          else expect(result.reason).toBeTruthy();
        },
      ),
      { numRuns: 150 },
    );
  });

  it('finishes every prefix of a tour of 8x8', () => {
    const board = createBoard(8);
    const tour = solve({ n: 8, start: [0, 0], algorithm: 'octaml16' });
    const squares = tour.path.map(([x, y]) => y * 8 + x);
    for (const k of [1, 10, 40, 63, 64]) {
      const walk = squares.slice(0, k);
      const result = completeWalk(board, walk, { maxNodes: 1_000_000 });
      expect(result.status).toBe('found');
      expectTourFrom(board, result.squares, walk);
    }
  });

  it('says why in words, without search, where no search is needed', () => {
    const five = createBoard(5);
    // A black start on an odd board: parity.
    expect(completeWalk(five, [1]).reason).toMatch(/^no open tour starts at \(1,0\): .* black/);
    // (0,0) → (1,2) → (2,0) → … the knight in a corner it cannot leave.
    const stuck = completeWalk(createBoard(3), [0, 5, 6, 1, 8, 3, 2, 7]);
    expect(stuck.status).toBe('none');
    expect(stuck.reason).toBe(
      "the knight at (1,2) has no unvisited square a knight's move away, and 1 square is left",
    );
    expect(stuck.nodes).toBe(0);
    // Visiting (3,4) and (4,3), the two ways into the corner (5,5), cuts it off.
    const cut = completeWalk(createBoard(6), [14, 27, 31, 20, 33, 22, 26]);
    expect(cut.reason).toBe(
      '(5,5) can no longer be reached from (2,4): the visited squares cut it off',
    );
    expect(completeWalk(five, [12, 23, 14, 17, 24]).reason).toBe(
      '(3,0) and (0,4) each have only one way in left, but a walk ends on only one square',
    );
    // Closed tours on an odd board: parity again.
    expect(completeWalk(five, [0], { closed: true }).reason).toMatch(/^no closed tour of 5x5/);
  });

  it('reports a search that found nothing, or gave up, with its nodes', () => {
    // No open tour of 4x5 starts on an inner line: only the search can tell here.
    const none = completeWalk(createBoard(4, 5), [1]);
    expect(none.status).toBe('none');
    expect(none.reason).toMatch(
      /^exact search from \(1,0\) ruled out every continuation in \d+ nodes$/,
    );
    expect(none.nodes).toBeGreaterThan(1);
    const six = createBoard(6);
    const gaveUp = completeWalk(six, [0], { maxNodes: 10, closed: true });
    expect(gaveUp.status).toBe('gave-up');
    expect(gaveUp.reason).toBe('node limit 10');
    expect(gaveUp.deepest![0]).toBe(0);
  });

  it('refuses what is not a walk of the board', () => {
    const board = createBoard(5);
    expect(() => completeWalk(board, [])).toThrow(/empty/);
    expect(() => completeWalk(board, [0, 1])).toThrow(
      /step 2 .* \(1,0\), is not a knight move from \(0,0\)/,
    );
    expect(() => completeWalk(board, [0, 7, 0])).toThrow(/visits \(0,0\) a second time/);
    expect(() => completeWalk(board, [25])).toThrow(/not a square/);
    expect(() => completeWalk(createBoard(3, 3, 3), [0])).toThrow(/2-D boards only/);
  });
});

describe('the search observer', () => {
  it('reports every square entered and taken back, as a stack the tour is left on', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(createBoard(5), createBoard(6), createBoard(5, 6)),
        fc.nat(35),
        fc.constantFrom('plain' as const, 'warnsdorff' as const),
        (board, s, order) => {
          const squares = board.width * board.height;
          const start = s % squares;
          const x = start % board.width;
          const y = (start - x) / board.width;
          const stack = [start];
          let entered = 0;
          let problem = '';
          const result = searchTour(board, [x, y], {
            order,
            maxNodes: 20_000,
            observer: {
              enter(square, depth) {
                entered++;
                if (depth !== stack.length) problem ||= `entered at depth ${depth}`;
                if (!neighbours(board, stack[stack.length - 1]!).includes(square))
                  problem ||= `${square} is not a knight move away`;
                stack.push(square);
              },
              leave(square, depth) {
                if (depth !== stack.length - 1 || stack[depth] !== square)
                  problem ||= `left ${square} at ${depth}`;
                stack.pop();
              },
            },
          });
          expect(problem).toBe('');
          // Every node but the start was reported; the result is the search's own.
          expect(entered).toBe(result.nodes - (result.status === 'none' && result.reason ? 0 : 1));
          const plain = searchTour(board, [x, y], { order, maxNodes: 20_000 });
          expect(result.status).toBe(plain.status);
          expect(result.nodes).toBe(plain.nodes);
          if (result.status === 'found') expect(stack).toEqual([...result.squares!]);
          if (result.status === 'none' && !result.reason) expect(stack).toEqual([start]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
