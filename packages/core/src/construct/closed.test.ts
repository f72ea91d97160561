import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Board, createBoard } from '../board/board.js';
import { KnightsTourError } from '../text/errors.js';
import { oddCuts } from './blocks.js';
import { closedTour, puncturedBlock, puncturedTour } from './closed.js';

/** Independent check: a walk over every square once with knight moves; returns a problem or ''. */
function tourProblem(board: Board, squares: ArrayLike<number>, closed: boolean): string {
  const { width: w, height: h } = board;
  if (squares.length !== w * h) return `length ${squares.length} of ${w * h}`;
  const seen = new Uint8Array(w * h);
  const knight = (a: number, b: number) => {
    const dx = Math.abs((a % w) - (b % w));
    const dy = Math.abs(Math.floor(a / w) - Math.floor(b / w));
    return (dx === 1 && dy === 2) || (dx === 2 && dy === 1);
  };
  for (let i = 0; i < squares.length; i++) {
    const s = squares[i]!;
    if (!(s >= 0 && s < w * h)) return `step ${i} off the board`;
    if (seen[s]) return `square ${s} twice`;
    seen[s] = 1;
    if (i > 0 && !knight(squares[i - 1]!, s)) return `step ${i} is not a knight move`;
  }
  if (closed && !knight(squares[squares.length - 1]!, squares[0]!)) return 'not closed';
  return '';
}

/** Schwenk (1991), restated. */
function schwenk(w: number, h: number): boolean {
  const m = Math.min(w, h);
  const n = Math.max(w, h);
  if (m % 2 === 1 && n % 2 === 1) return false;
  if (m === 1 || m === 2 || m === 4) return false;
  return !(m === 3 && (n === 4 || n === 6 || n === 8));
}

describe('closedTour: divide and conquer', () => {
  it('builds a verified closed tour of every board up to 30 × 30 that has one, and only those', () => {
    let built = 0;
    for (let w = 1; w <= 30; w++) {
      for (let h = 1; h <= 30; h++) {
        const board = createBoard(w, h);
        if (!schwenk(w, h)) {
          expect(() => closedTour(board), `${w}x${h}`).toThrow(KnightsTourError);
          expect(() => closedTour(board)).toThrow(/no closed tour/);
          continue;
        }
        const x = (w * 7 + h) % w;
        const y = (h * 5 + w) % h;
        const tour = closedTour(board, x, y);
        expect(tour[0], `${w}x${h} starts at (${x},${y})`).toBe(y * w + x);
        expect(tourProblem(board, tour, true), `${w}x${h}`).toBe('');
        built++;
      }
    }
    // 900 boards minus the odd × odd, the 1-, 2-, 4-wide ones and 3 × {4, 6, 8, odd}.
    expect(built).toBeGreaterThan(500);
  });

  it('builds 3-high strips of every even length 10..80, both orientations', () => {
    for (let n = 10; n <= 80; n += 2) {
      expect(tourProblem(createBoard(n, 3), closedTour(createBoard(n, 3), 1, 1), true)).toBe('');
      expect(tourProblem(createBoard(3, n), closedTour(createBoard(3, n), 2, n - 1), true)).toBe(
        '',
      );
    }
  });

  it('is one cycle from every start: each start gives the same cycle rotated', () => {
    const board = createBoard(12, 9);
    const base = closedTour(board, 0, 0);
    const position = new Int32Array(base.length);
    base.forEach((s, i) => {
      position[s] = i;
    });
    for (let s = 0; s < base.length; s++) {
      const tour = closedTour(board, s % 12, Math.floor(s / 12));
      expect(tour[0]).toBe(s);
      // Same cycle, either direction.
      const offset = position[s]!;
      const forward = tour.every((q, i) => q === base[(offset + i) % base.length]);
      const backward = tour.every(
        (q, i) => q === base[(offset - i + 2 * base.length) % base.length],
      );
      expect(forward || backward).toBe(true);
    }
  });

  it('builds random large boards (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 260 }),
        fc.integer({ min: 5, max: 260 }),
        fc.nat(),
        (w, h, seed) => {
          fc.pre(schwenk(w, h));
          const board = createBoard(w, h);
          const x = seed % w;
          const y = Math.floor(seed / w) % h;
          const tour = closedTour(board, x, y);
          expect(tour[0]).toBe(y * w + x);
          expect(tourProblem(board, tour, true)).toBe('');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('rejects a start off the board', () => {
    expect(() => closedTour(createBoard(6), 6, 0)).toThrow(KnightsTourError);
  });
});

describe('puncturedTour: odd boards, a closed tour of the board minus the start', () => {
  it('gives a verified open tour from every white start of every odd board up to 19 × 19', () => {
    for (let w = 5; w <= 19; w += 2) {
      for (let h = 5; h <= 19; h += 2) {
        const board = createBoard(w, h);
        for (let y = 0; y < h; y++) {
          for (let x = y % 2; x < w; x += 2) {
            const tour = puncturedTour(board, x, y);
            if (w === 5 && h === 5 && !((x === 0 || x === 4) && (y === 0 || y === 4))) {
              // 5 × 5 minus an inner square has no cycle: only its corners are built.
              expect(tour).toBeUndefined();
              continue;
            }
            expect(tour, `${w}x${h} from (${x},${y})`).toBeDefined();
            expect(tour![0]).toBe(y * w + x);
            expect(tourProblem(board, tour!, false), `${w}x${h} from (${x},${y})`).toBe('');
          }
        }
      }
    }
  });

  it('finds a stored block for every white start of every odd board but 5 × 5, of any size', () => {
    // The choice depends on the start only through the cuts of each side that can hold it
    // (block side, position inside the block). Collect every distinct set of those, per
    // side, over sides up to 301; they stop changing long before that (checked), so trying
    // every pair of them covers all boards.
    const signatures = (limit: number) => {
      const found = new Map<string, [number, number]>();
      for (let length = 5; length <= limit; length += 2) {
        for (let c = 0; c < length; c++) {
          const key = oddCuts(length, c)
            .map((cut) => `${cut.size}:${c - cut.offset}`)
            .join(' ');
          if (!found.has(key)) found.set(key, [length, c]);
        }
      }
      return found;
    };
    const sides = signatures(301);
    expect([...signatures(101).keys()].sort()).toEqual([...sides.keys()].sort());
    let pairs = 0;
    for (const [w, x] of sides.values()) {
      for (const [h, y] of sides.values()) {
        if ((x + y) % 2 === 1 || (w === 5 && h === 5)) continue;
        expect(puncturedBlock(w, h, x, y), `${w}x${h} from (${x},${y})`).toBeDefined();
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(100);
  });

  it('builds random large odd boards (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 130 }),
        fc.integer({ min: 3, max: 130 }),
        fc.nat(),
        (a, b, seed) => {
          const board = createBoard(2 * a + 1, 2 * b + 1);
          const w = board.width;
          const y = seed % board.height;
          const x = (Math.floor(seed / board.height) % Math.ceil((w - (y % 2)) / 2)) * 2 + (y % 2);
          const tour = puncturedTour(board, x, y);
          expect(tour).toBeDefined();
          expect(tour![0]).toBe(y * w + x);
          expect(tourProblem(board, tour!, false)).toBe('');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('does not apply to even boards, black starts or sides below 5', () => {
    expect(puncturedTour(createBoard(6, 7), 0, 0)).toBeUndefined();
    expect(puncturedTour(createBoard(7, 7), 1, 0)).toBeUndefined();
    expect(puncturedTour(createBoard(3, 9), 0, 0)).toBeUndefined();
  });
});
