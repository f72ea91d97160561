import { describe, expect, it } from 'vitest';
import { type AutoMethod, autoTour } from './auto.js';
import { type Board, createBoard, isPossibleStart } from './board/index.js';
import { symmetriesOf } from './board/symmetry.js';
import { HeuristicRunner } from './heuristics.js';
import { solve } from './solve.js';
import { KnightsTourError } from './text/errors.js';

/** Independent check: every square once, knight moves only; a problem or ''. */
function tourProblem(board: Board, squares: ArrayLike<number>): string {
  const { width: w, height: h } = board;
  if (squares.length !== w * h) return `length ${squares.length} of ${w * h}`;
  const seen = new Uint8Array(w * h);
  for (let i = 0; i < squares.length; i++) {
    const s = squares[i]!;
    if (!(s >= 0 && s < w * h)) return `step ${i} off the board`;
    if (seen[s]) return `square ${s} twice`;
    seen[s] = 1;
    if (i > 0) {
      const p = squares[i - 1]!;
      const dx = Math.abs((p % w) - (s % w));
      const dy = Math.abs(Math.floor(p / w) - Math.floor(s / w));
      if (!((dx === 1 && dy === 2) || (dx === 2 && dy === 1))) return `step ${i} not a knight move`;
    }
  }
  return '';
}

const isClosed = (board: Board, squares: Int32Array) => {
  const w = board.width;
  const a = squares[0]!;
  const b = squares[squares.length - 1]!;
  const dx = Math.abs((a % w) - (b % w));
  const dy = Math.abs(Math.floor(a / w) - Math.floor(b / w));
  return (dx === 1 && dy === 2) || (dx === 2 && dy === 1);
};

/**
 * Runs auto from every possible start of `w × h`, checks every tour independently and
 * counts the methods; any start without a verified tour is a failure.
 */
function sweep(w: number, h: number, counts: Map<AutoMethod, number>, failures: string[]) {
  const board = createBoard(w, h);
  const runner = new HeuristicRunner(board);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!isPossibleStart(board, x, y)) continue;
      const outcome = autoTour(board, x, y, { runner });
      const problem = outcome.complete ? tourProblem(board, outcome.squares) : outcome.reason;
      if (problem || outcome.squares[0] !== y * w + x) {
        failures.push(`${w}x${h} from (${x},${y}): ${problem || 'wrong first square'}`);
      }
      counts.set(outcome.method, (counts.get(outcome.method) ?? 0) + 1);
    }
  }
}

describe('auto: OctAML16, then constructions, then search', () => {
  it('is the default of solve and reports OctAML16 when it succeeds', () => {
    const doc = solve({ n: 8 });
    expect(doc).toMatchObject({ algorithm: 'auto', method: 'octaml16', complete: true });
    expect(doc.variant).toEqual({ r: 1, t: 0 });
    expect(doc.path).toHaveLength(64);
  });

  it('falls back to a closed tour by divide and conquer where OctAML16 fails', () => {
    const board = createBoard(5, 8);
    expect(new HeuristicRunner(board).summarize('octaml16', [1, 1]).complete).toBe(false);
    const outcome = autoTour(board, 1, 1);
    expect(outcome).toMatchObject({ complete: true, method: 'closed-blocks', attempts: 17 });
    expect(outcome.squares[0]).toBe(1 * 5 + 1);
    expect(tourProblem(board, outcome.squares)).toBe('');
    expect(isClosed(board, outcome.squares)).toBe(true);
    const doc = solve({ width: 5, height: 8, start: [1, 1] });
    expect(doc).toMatchObject({ method: 'closed-blocks', complete: true, closed: true });
  });

  it('falls back to a tour of the board minus the start on odd boards', () => {
    const board = createBoard(5, 7);
    expect(new HeuristicRunner(board).summarize('octaml16', [0, 2]).complete).toBe(false);
    const outcome = autoTour(board, 0, 2);
    expect(outcome).toMatchObject({ complete: true, method: 'open-blocks', attempts: 17 });
    expect(outcome.squares[0]).toBe(2 * 5);
    expect(tourProblem(board, outcome.squares)).toBe('');
  });

  it('tries random Warnsdorff walks, then exact search, on narrow boards without closed tours', () => {
    const board = createBoard(4, 7);
    expect(new HeuristicRunner(board).summarize('octaml16', [0, 0]).complete).toBe(false);
    const found = autoTour(board, 0, 0);
    expect(found).toMatchObject({ complete: true, method: 'random-warnsdorff', attempts: 19 });
    expect(tourProblem(board, found.squares)).toBe('');
    // Reproducible: the same seeds, the same tour.
    expect(Array.from(autoTour(board, 0, 0).squares)).toEqual(Array.from(found.squares));
    // Where the random walks fail too, the exact search decides (here: there is none).
    const none = autoTour(createBoard(3, 7), 1, 3);
    expect(none).toMatchObject({ complete: false, method: 'search' });
    expect(none.reason).toMatch(/exhausted every continuation/);
    // The walk reached is kept, as for a failed heuristic.
    expect(none.squares.length).toBeGreaterThan(1);
  });

  it('rules out inner starts of 4-wide boards without search', () => {
    for (const [w, h, x, y] of [
      [4, 9, 1, 0],
      [4, 200, 2, 150],
      [300, 4, 7, 1],
    ] as const) {
      const outcome = autoTour(createBoard(w, h), x, y);
      expect(outcome).toMatchObject({ complete: false, method: 'theorem', attempts: 0 });
      expect(outcome.reason).toMatch(/outer line/);
    }
  });

  it('answers impossible boards and starts by theorem and parity, without a walk', () => {
    expect(autoTour(createBoard(4), 0, 0)).toMatchObject({ complete: false, method: 'theorem' });
    expect(autoTour(createBoard(4), 0, 0).reason).toMatch(/Cull & De Curtins/);
    expect(autoTour(createBoard(7), 1, 0)).toMatchObject({ complete: false, method: 'parity' });
    expect(autoTour(createBoard(1), 0, 0)).toMatchObject({ complete: true, method: 'octaml16' });
    expect(() => autoTour(createBoard(5), 5, 0)).toThrow(KnightsTourError);
  });

  it('checks at its door that a runner handed to it walks the same board', () => {
    const runner = new HeuristicRunner(createBoard(8));
    expect(() => autoTour(createBoard(8, 9), 0, 0, { runner })).toThrow(
      'the runner handed to auto walks 8x8, not 8x9',
    );
    expect(autoTour(createBoard(8), 0, 0, { runner }).complete).toBe(true);
  });

  it('builds closed tours on request, for every board that has one', () => {
    for (let w = 1; w <= 14; w++) {
      for (let h = 1; h <= 14; h++) {
        const board = createBoard(w, h);
        const outcome = autoTour(board, w - 1, 0, { closed: true });
        if (!outcome.complete) {
          expect(['theorem', 'parity']).toContain(outcome.method);
          expect(outcome.reason).toMatch(/Schwenk/);
          continue;
        }
        expect(outcome.method).toBe('closed-blocks');
        expect(outcome.squares[0]).toBe(w - 1);
        expect(tourProblem(board, outcome.squares), `${w}x${h}`).toBe('');
        expect(isClosed(board, outcome.squares), `${w}x${h} closed`).toBe(true);
      }
    }
    expect(solve({ n: 6, start: [2, 3], closed: true })).toMatchObject({
      complete: true,
      closed: true,
      method: 'closed-blocks',
    });
  });

  it('rejects a seed and heuristics that cannot promise a closed tour', () => {
    expect(() => solve({ n: 8, seed: 1 })).toThrow(KnightsTourError);
    expect(() => solve({ n: 8, algorithm: 'octaml16', closed: true })).toThrow(/auto/);
    expect(solve({ n: 6, algorithm: 'warnsdorff-backtrack', closed: true })).toMatchObject({
      complete: true,
      closed: true,
    });
  });

  it('is symmetric like OctAML16, fallbacks included', () => {
    for (const [w, h] of [
      [5, 8],
      [5, 10],
      [7, 9],
      [6, 9],
    ] as const) {
      const board = createBoard(w, h);
      const group = symmetriesOf(board);
      const runner = new HeuristicRunner(board);
      let fallbacks = 0;
      for (let s = 0; s < w * h; s++) {
        const x = s % w;
        const y = Math.floor(s / w);
        if (
          !isPossibleStart(board, x, y) ||
          group.some((g) => g.name !== 'identity' && g.fixes(x, y))
        ) {
          continue;
        }
        const tour = autoTour(board, x, y, { runner });
        if (tour.method !== 'octaml16') fallbacks++;
        for (const g of group) {
          const [u, v] = g.apply(x, y);
          const image = autoTour(board, u, v, { runner });
          expect(image.method).toBe(tour.method);
          const mapped = Array.from(tour.squares, (q) => {
            const [a, b] = g.apply(q % w, Math.floor(q / w));
            return b * w + a;
          });
          expect(Array.from(image.squares), `${w}x${h} ${g.name} of (${x},${y})`).toEqual(mapped);
        }
      }
      if (w === 5) expect(fallbacks).toBeGreaterThan(0);
    }
  });

  it('returns a verified tour from every possible start: rectangles 5..12, squares 5..24', () => {
    const counts = new Map<AutoMethod, number>();
    const failures: string[] = [];
    for (let w = 5; w <= 12; w++) for (let h = 5; h <= 12; h++) sweep(w, h, counts, failures);
    for (let n = 13; n <= 24; n++) sweep(n, n, counts, failures);
    expect(failures).toEqual([]);
    expect(counts.get('octaml16')).toBeGreaterThan(0);
    expect(counts.get('closed-blocks')).toBeGreaterThan(0);
    expect(counts.get('open-blocks')).toBeGreaterThan(0);
  });

  // The full proof (squares 5..60, rectangles 5..30) runs in every CI build, checked by the
  // verifier: packages/verify/src/auto-proof.test.ts.
});
