import { describe, expect, it } from 'vitest';
import { type Board, createBoard, isWhite } from '../board/index.js';
import { isKnightMove } from '../board/moves.js';
import { cellOf } from '../engine/geometry.js';
import { HeuristicRunner } from '../heuristics.js';
import { solve } from '../solve.js';
import { searchTour } from './search.js';
import { TourSearch } from './tour-search.js';

/** Checks a walk of linear squares: distinct squares on the board joined by knight moves. */
function expectKnightWalk(board: Board, squares: ArrayLike<number>): void {
  // One assertion for the whole walk: tens of thousands of expect() calls would be slow.
  const seen = new Uint8Array(board.width * board.height);
  let problem = '';
  for (let i = 0; i < squares.length && problem === ''; i++) {
    const s = squares[i]!;
    if (!(s >= 0 && s < seen.length)) problem = `step ${i} is off the board`;
    else if (seen[s]) problem = `step ${i} revisits ${s}`;
    else if (i > 0) {
      const p = squares[i - 1]!;
      const dx = (s % board.width) - (p % board.width);
      const dy = Math.floor(s / board.width) - Math.floor(p / board.width);
      if (!isKnightMove(dx, dy)) problem = `step ${i} is not a knight move`;
    }
    seen[s] = 1;
  }
  expect(problem).toBe('');
}

function expectTour(board: Board, squares: Int32Array | undefined, start: readonly number[]) {
  expect(squares).toBeDefined();
  expect(squares!.length).toBe(board.width * board.height);
  expect(squares![0]).toBe(start[1]! * board.width + start[0]!);
  expectKnightWalk(board, squares!);
}

/**
 * Reference counter without any pruning: plain recursive DFS over adjacency lists. Only for
 * boards of at most ~20 squares; it is what the pruned search must agree with.
 */
function naiveCount(board: Board, start: readonly [number, number], closed: boolean): number {
  const { width: w, height: h } = board;
  const n = w * h;
  const adj: number[][] = [];
  for (let s = 0; s < n; s++) {
    const x = s % w;
    const y = Math.floor(s / w);
    adj.push([]);
    for (const [dx, dy] of [
      [1, 2],
      [2, 1],
      [-1, 2],
      [-2, 1],
      [1, -2],
      [2, -1],
      [-1, -2],
      [-2, -1],
    ] as const) {
      if (x + dx >= 0 && x + dx < w && y + dy >= 0 && y + dy < h)
        adj[s]!.push((y + dy) * w + x + dx);
    }
  }
  const first = start[1] * w + start[0];
  const seen = new Uint8Array(n);
  let count = 0;
  const go = (s: number, depth: number): void => {
    if (depth === n) {
      if (!closed || adj[s]!.includes(first)) count++;
      return;
    }
    for (const t of adj[s]!) {
      if (seen[t]) continue;
      seen[t] = 1;
      go(t, depth + 1);
      seen[t] = 0;
    }
  };
  seen[first] = 1;
  go(first, 1);
  return count;
}

function prunedCount(board: Board, start: readonly [number, number], closed: boolean): number {
  const search = new TourSearch(board);
  const cell = cellOf(search.geometry, start[0], start[1]);
  const local = search.run(cell, { closed, countAll: true }).count;
  // The connectivity rule (on when looking for one tour) must not lose any tour either.
  const connected = search.run(cell, { closed, countAll: true, connectivity: true }).count;
  expect(connected, 'with the connectivity rule').toBe(local);
  return local;
}

describe('searchTour', () => {
  it('4×4: no tour from any start, proven by exhausting the space (both orders)', () => {
    const board = createBoard(4);
    for (let y = 0; y < 4; y++) {
      for (let x = 0; x < 4; x++) {
        for (const order of ['plain', 'warnsdorff'] as const) {
          const result = searchTour(board, [x, y], { order });
          expect(result.status, `(${x},${y}) ${order}`).toBe('none');
          expect(result.nodes).toBeGreaterThan(1);
          expect(result.reason).toBeUndefined();
          expectKnightWalk(board, result.deepest!);
          expect(result.deepest!.length).toBeLessThan(16);
        }
      }
    }
  });

  it('5×5: a tour from every white start, in both orders; black starts answered by parity', () => {
    const board = createBoard(5);
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 5; x++) {
        for (const order of ['plain', 'warnsdorff'] as const) {
          const result = searchTour(board, [x, y], { order });
          if (isWhite(x, y)) {
            expect(result.status, `(${x},${y}) ${order}`).toBe('found');
            expectTour(board, result.squares, [x, y]);
          } else {
            expect(result.status).toBe('none');
            expect(result.nodes).toBe(0);
            expect(result.reason).toMatch(/black/);
          }
        }
      }
    }
  });

  it('plain and Warnsdorff orders are different searches', () => {
    const board = createBoard(6);
    const plain = searchTour(board, [0, 0], { order: 'plain' });
    const warnsdorff = searchTour(board, [0, 0], { order: 'warnsdorff' });
    expectTour(board, plain.squares, [0, 0]);
    expectTour(board, warnsdorff.squares, [0, 0]);
    expect([...plain.squares!]).not.toEqual([...warnsdorff.squares!]);
    expect(warnsdorff.nodes).toBeLessThan(plain.nodes);
  });

  it('Warnsdorff order descends first along the AML walk: where AML succeeds it finds that tour with no backtracking', () => {
    for (const [n, x, y] of [
      [8, 0, 0],
      [7, 4, 0],
      [12, 3, 5],
    ] as const) {
      const board = createBoard(n);
      const aml = new HeuristicRunner(board).run('aml', [x, y]);
      expect(aml.complete).toBe(true);
      const result = searchTour(board, [x, y], { order: 'warnsdorff' });
      expect(result.status).toBe('found');
      expect([...result.squares!]).toEqual([...aml.squares]);
      expect(result.nodes).toBe(n * n);
    }
  });

  it('Warnsdorff order backtracks past AML failures (n = 7, corners)', () => {
    const board = createBoard(7);
    expect(new HeuristicRunner(board).run('aml', [0, 0]).complete).toBe(false);
    const result = searchTour(board, [0, 0], { order: 'warnsdorff' });
    expectTour(board, result.squares, [0, 0]);
    expect(result.nodes).toBeGreaterThan(49);
  });

  it('closed search finds a closed tour of 6×6, 3×10 and 5×6 (last square a knight move from the start)', () => {
    for (const [w, h, order] of [
      [6, 6, 'plain'],
      [6, 6, 'warnsdorff'],
      [10, 3, 'plain'],
      [5, 6, 'warnsdorff'],
    ] as const) {
      const board = createBoard(w, h);
      const result = searchTour(board, [1, 2], { closed: true, order });
      expect(result.status, `${w}x${h}`).toBe('found');
      expectTour(board, result.squares, [1, 2]);
      const first = result.squares![0]!;
      const last = result.squares![w * h - 1]!;
      expect(
        isKnightMove((last % w) - (first % w), Math.floor(last / w) - Math.floor(first / w)),
      ).toBe(true);
    }
  });

  it('closed search proves no closed tour of 4×5 and 3×8 (Schwenk) by exhaustion, and of 5×5 by parity', () => {
    for (const [w, h] of [
      [5, 4],
      [8, 3],
    ] as const) {
      const result = searchTour(createBoard(w, h), [0, 0], { closed: true });
      expect(result.status).toBe('none');
      expect(result.nodes).toBeGreaterThan(1);
    }
    const odd = searchTour(createBoard(5), [0, 0], { closed: true });
    expect(odd).toMatchObject({ status: 'none', nodes: 0 });
    expect(odd.reason).toMatch(/odd/);
  });

  it('limits give up without claiming anything', () => {
    const board = createBoard(12);
    const byNodes = searchTour(board, [0, 0], { order: 'plain', maxNodes: 1000 });
    expect(byNodes.status).toBe('gave-up');
    expect(byNodes.nodes).toBe(1000);
    expect(byNodes.reason).toMatch(/node limit 1000/);
    expectKnightWalk(board, byNodes.deepest!);
    const controller = new AbortController();
    controller.abort();
    const aborted = searchTour(board, [0, 0], { signal: controller.signal });
    expect(aborted.status).toBe('gave-up');
    expect(aborted.reason).toBe('aborted');
    // A limit that is not reached changes nothing.
    expect(searchTour(createBoard(4), [0, 0], { maxNodes: 1e6 }).status).toBe('none');
  });

  it('reports progress', () => {
    const seen: number[] = [];
    searchTour(createBoard(12), [0, 0], { maxNodes: 3 * 2 ** 20, onProgress: (n) => seen.push(n) });
    expect(seen).toEqual([2 ** 20, 2 ** 21]);
  });

  it('is iterative: a depth of 40,000 squares (200×200) without stack overflow', () => {
    const board = createBoard(200);
    const result = searchTour(board, [0, 0], { order: 'warnsdorff' });
    expect(result.status).toBe('found');
    expectTour(board, result.squares, [0, 0]);
  });

  it('50×50 and a 9×31 rectangle by Warnsdorff-ordered backtracking', () => {
    for (const [w, h, x, y] of [
      [50, 50, 17, 4],
      [9, 31, 4, 14],
    ] as const) {
      const board = createBoard(w, h);
      const result = searchTour(board, [x, y], { order: 'warnsdorff' });
      expectTour(board, result.squares, [x, y]);
    }
  });

  it('the connectivity rule gets narrow boards out of dead regions (5×100: 1M nodes were not enough without it)', () => {
    const board = createBoard(5, 100);
    const result = searchTour(board, [0, 0], { order: 'warnsdorff', maxNodes: 20_000 });
    expectTour(board, result.squares, [0, 0]);
  });

  it('trivial and degenerate boards', () => {
    expect(searchTour(createBoard(1), [0, 0])).toMatchObject({ status: 'found', nodes: 1 });
    expect([...searchTour(createBoard(1), [0, 0]).squares!]).toEqual([0]);
    expect(searchTour(createBoard(1), [0, 0], { closed: true }).status).toBe('none');
    expect(searchTour(createBoard(2, 1), [0, 0]).status).toBe('none');
    expect(searchTour(createBoard(3), [0, 0]).status).toBe('none');
  });

  it('rejects a start off the board and negative limits', () => {
    expect(() => searchTour(createBoard(5), [5, 0])).toThrow(/off the 5x5 board/);
    expect(() => searchTour(createBoard(5), [0, 0], { maxNodes: -1 })).toThrow(/maxNodes/);
  });
});

describe('pruning is sound: counts agree with an unpruned search', () => {
  it('open tours from every start of 3×4, 4×4, 4×5, 3×7 and 3×6', () => {
    for (const [w, h] of [
      [3, 4],
      [4, 4],
      [4, 5],
      [7, 3],
      [3, 6],
    ] as const) {
      const board = createBoard(w, h);
      let total = 0;
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const expected = naiveCount(board, [x, y], false);
          expect(prunedCount(board, [x, y], false), `${w}x${h} from (${x},${y})`).toBe(expected);
          total += expected;
        }
      }
      // Not vacuous: the boards with tours do have some.
      if (w * h !== 16 && w * h !== 18) expect(total).toBeGreaterThan(0);
    }
  });

  it('closed tours on 3×6 (none), 4×5 (none) and 3×10 and 5×6 against published counts', () => {
    expect(prunedCount(createBoard(3, 6), [0, 0], true)).toBe(
      naiveCount(createBoard(3, 6), [0, 0], true),
    );
    expect(prunedCount(createBoard(4, 5), [1, 1], true)).toBe(
      naiveCount(createBoard(4, 5), [1, 1], true),
    );
    // Undirected closed tours: 3×10 has 16, 5×6 has 8, 6×6 has 9,862 (OEIS A070030, A001230);
    // from a fixed start each is counted once per direction.
    expect(prunedCount(createBoard(10, 3), [0, 0], true)).toBe(32);
    expect(prunedCount(createBoard(5, 6), [2, 3], true)).toBe(16);
    expect(prunedCount(createBoard(6), [0, 0], true)).toBe(2 * 9862);
  });
});

describe('solve with the search algorithms', () => {
  it('4×4: complete false and a reason saying no tour exists after exhausting N nodes', () => {
    for (const algorithm of ['backtrack', 'warnsdorff-backtrack'] as const) {
      const doc = solve({ n: 4, algorithm });
      expect(doc.complete).toBe(false);
      expect(doc.algorithm).toBe(algorithm);
      expect(doc.reason).toMatch(
        /exhaustive backtracking from \(0,0\) .* in [\d,]+ nodes: no tour exists/,
      );
      expect(doc.path.length).toBeGreaterThan(0);
    }
  });

  it('finds tours and says when it gave up', () => {
    const doc = solve({ n: 6, start: [2, 1], algorithm: 'warnsdorff-backtrack' });
    expect(doc).toMatchObject({ complete: true, closed: false, attempts: 1 });
    expect(doc.path.length).toBe(36);
    const gaveUp = solve({ n: 12, algorithm: 'backtrack', maxNodes: 500 });
    expect(gaveUp.complete).toBe(false);
    expect(gaveUp.reason).toMatch(/gave up after 500 nodes \(node limit 500\)/);
  });

  it('a black start on an odd board is answered by parity, not searched', () => {
    const doc = solve({ n: 5, start: [1, 0], algorithm: 'backtrack' });
    expect(doc.complete).toBe(false);
    expect(doc.reason).toMatch(/black/);
  });
});
