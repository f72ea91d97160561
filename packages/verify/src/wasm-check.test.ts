import { createBoard, HeuristicRunner, solve, startSquares } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itIsFresh } from '../../../scripts/wat-fresh.mjs';
import { isOpenTour } from './wasm-check.js';

/** A tour as linear indices, from core's solver (the module under test never sees the solver). */
function tourOf(width: number, height: number, start: readonly [number, number] = [0, 0]) {
  const doc = solve({ width, height, start: [...start] });
  return Int32Array.from(doc.path, ([x, y]) => y * width + x);
}

/** The definition, by division: every square once, every step a knight move. */
function isTourPlainly(width: number, squares: Int32Array): boolean {
  const total = squares.length;
  const seen = new Set<number>();
  for (let i = 0; i < total; i++) {
    const s = squares[i]!;
    if (s < 0 || s >= total || seen.has(s)) return false;
    seen.add(s);
    if (i > 0) {
      const p = squares[i - 1]!;
      const dx = Math.abs((s % width) - (p % width));
      const dy = Math.abs(Math.floor(s / width) - Math.floor(p / width));
      if (dx * dx + dy * dy !== 5) return false;
    }
  }
  return true;
}

describe('the tour check module (wasm-check.wat)', () => {
  itIsFresh(new URL('../', import.meta.url), 'src/wasm-check.wat');

  it('accepts the tours of square and rectangular boards, and declines boards narrower than 5', () => {
    for (const [w, h] of [
      [5, 5],
      [5, 6],
      [6, 5],
      [8, 8],
      [12, 5],
      [31, 17],
    ] as const) {
      expect(isOpenTour(w, tourOf(w, h)), `${w}x${h}`).toBe(true);
    }
    expect(isOpenTour(4, tourOf(4, 5))).toBeUndefined();
    expect(isOpenTour(3, tourOf(3, 4))).toBeUndefined();
    expect(isOpenTour(8, new Int32Array(63))).toBeUndefined(); // not whole rows
  });

  it('agrees with the definition on every corruption of a tour: duplicates, swaps, wraps, off-board', () => {
    const tours = new Map<string, Int32Array>();
    const sizes = fc.constantFrom([5, 5], [6, 5], [5, 8], [8, 8], [10, 7], [13, 13]);
    fc.assert(
      fc.property(
        sizes,
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: -300, max: 300 }),
        ([w, h], i, j, kind, value) => {
          const key = `${w}x${h}`;
          if (!tours.has(key)) tours.set(key, tourOf(w!, h!));
          const s = tours.get(key)!.slice();
          const total = s.length;
          const a = i % total;
          const b = j % total;
          if (kind === 0) s[a] = s[b]!; // a repeat (and so a square missing)
          if (kind === 1) [s[a], s[b]] = [s[b]!, s[a]!];
          if (kind === 2) s[a] = value; // anything, on the board or not
          if (kind === 3) s[a] = s[a]! + w!; // one row down: same column, not a knight move
          if (kind === 4) s.reverse(); // still a tour
          if (kind === 5) s[a] = (s[a]! + value * w! + total * 10) % total; // same column elsewhere
          expect(isOpenTour(w!, s)).toBe(isTourPlainly(w!, s));
        },
      ),
      { numRuns: 600 },
    );
  });

  it('rejects walks whose every linear step is a knight step but some wrap across an edge', () => {
    // The squares of a board w wide, joined when their indices differ by a knight move's
    // linear step (dy * w + dx): the knight graph plus the moves that wrap to another row. A
    // Warnsdorff walk on it is a permutation with such steps only, and it uses wrapping steps:
    // only following the column can tell it from a tour.
    const linear = (w: number) => [2 * w + 1, 2 * w - 1, w + 2, w - 2].flatMap((d) => [d, -d]);
    function wrappingWalk(w: number, h: number, seed: number): Int32Array | undefined {
      const total = w * h;
      const steps = linear(w);
      const visited = new Uint8Array(total);
      const walk = new Int32Array(total);
      let random = seed;
      const next = (s: number) =>
        steps.map((d) => s + d).filter((t) => t >= 0 && t < total && !visited[t]);
      walk[0] = seed % total;
      visited[walk[0]!] = 1;
      for (let i = 1; i < total; i++) {
        const options = next(walk[i - 1]!);
        if (options.length === 0) return undefined;
        random = (random * 1103515245 + 12345) >>> 0;
        const degree = (t: number) => next(t).length * 64 + (((random >>> 8) + t) % 64);
        const best = options.reduce((a, b) => (degree(b) < degree(a) ? b : a));
        walk[i] = best;
        visited[best] = 1;
      }
      return walk;
    }
    let found = 0;
    for (const [w, h] of [
      [5, 6],
      [6, 6],
      [8, 8],
      [9, 7],
    ] as const) {
      for (let seed = 1; seed < 400 && found < 40; seed++) {
        const walk = wrappingWalk(w, h, seed);
        if (!walk) continue;
        expect(isTourPlainly(w, walk)).toBe(false); // it does wrap (else it would be a tour)
        expect(isOpenTour(w, walk), `${w}x${h} seed ${seed}`).toBe(false);
        found++;
      }
    }
    expect(found).toBeGreaterThan(20);
  });

  it('stays right when its stamps wrap (every 255 checks) and when the board changes', () => {
    const big = tourOf(9, 9);
    // The tour with its last square replaced by another knight move from the square before:
    // every step a knight move, one square twice and big's last square never visited, which
    // only the stamps can tell.
    const missing = big.slice();
    const before = big[79]!;
    const again = [...big.subarray(0, 78)].find((t) => {
      const dx = Math.abs((t % 9) - (before % 9));
      const dy = Math.abs(Math.floor(t / 9) - Math.floor(before / 9));
      return dx * dx + dy * dy === 5;
    });
    missing[80] = again!;
    expect(isTourPlainly(9, missing)).toBe(false);
    // big[80] holds the stamp of this check; without clearing, the stamps would come round
    // to it again and a later check of `missing` would pass.
    expect(isOpenTour(9, big)).toBe(true);
    for (let round = 0; round < 600; round++) expect(isOpenTour(9, missing)).toBe(false);
    for (let round = 0; round < 20; round++) {
      expect(isOpenTour(6, tourOf(6, 6))).toBe(true);
      expect(isOpenTour(9, missing)).toBe(false);
      expect(isOpenTour(9, big)).toBe(true);
    }
  });

  it('checks the long walks a sweep hands over (n = 150, every start of a band)', () => {
    const board = createBoard(150);
    const starts = startSquares('paper-octant1', board).slice(0, 6);
    let checked = 0;
    new HeuristicRunner(board).summarizeAll('octaml16', starts, (_start, handed) => {
      const walk = handed.squares();
      expect(isOpenTour(150, walk)).toBe(true);
      const broken = walk.slice();
      broken[11_111] = broken[11_110]!;
      expect(isOpenTour(150, broken)).toBe(false);
      checked++;
    });
    expect(checked).toBe(6);
  });
});
