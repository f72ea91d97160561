import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBoard } from '../../board/board.js';
import { symmetriesOf } from '../../board/symmetry.js';
import { KnightsTourError } from '../../text/errors.js';
import { countTours } from '../count.js';
import { closedParityReason } from '../search.js';
import { frontierCount, frontierCounting } from './frontier-count.js';
import { countLayers, liveProfiles } from './layer.js';
import { frontierPlan } from './plan.js';

/** Every board of at most `squares` squares, both ways round. */
function boards(squares: number): [number, number][] {
  const out: [number, number][] = [];
  for (let w = 1; w <= squares; w++) {
    for (let h = 1; w * h <= squares; h++) out.push([w, h]);
  }
  return out;
}

describe('frontierCount equals the enumeration (countTours) wherever both run', () => {
  it('open tours from each square, on every board of up to 24 squares', () => {
    for (const [w, h] of boards(24)) {
      const board = createBoard(w, h);
      const searched = countTours(board);
      const counted = frontierCount(board, { perSquare: true });
      expect(counted.directed, `${w}x${h}`).toBe(BigInt(searched.total));
      expect(counted.perSquare, `${w}x${h}`).toEqual(Array.from(searched.perSquare!, BigInt));
      expect(counted.undirected * 2n, `${w}x${h}`).toBe(w * h === 1 ? 2n : counted.directed);
    }
  });

  it('open tours in all, on every board of 25 to 30 squares', () => {
    for (const [w, h] of boards(30).filter(([w, h]) => w * h > 24)) {
      const board = createBoard(w, h);
      expect(frontierCount(board).directed, `${w}x${h}`).toBe(BigInt(countTours(board).total));
    }
  });

  it('closed tours on every board of up to 30 squares (the search counts every start and direction)', () => {
    for (const [w, h] of boards(30)) {
      const board = createBoard(w, h);
      const counted = frontierCount(board, { closed: true });
      expect(counted.directed).toBe(2n * counted.undirected);
      if (closedParityReason(board)) {
        expect(counted.undirected, `${w}x${h}`).toBe(0n);
        continue;
      }
      const searched = countTours(board, { closed: true });
      expect(counted.directed * BigInt(w * h), `${w}x${h}`).toBe(BigInt(searched.total));
    }
  });

  it('the tours from one square, on boards of up to 30 squares', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...boards(30).filter(([w, h]) => w * h >= 12)),
        fc.nat(),
        ([w, h], k) => {
          const board = createBoard(w, h);
          const square = k % (w * h);
          const start = [square % w, Math.floor(square / w)] as const;
          const counted = frontierCount(board, { start });
          expect(counted.directed).toBe(BigInt(countTours(board, { start }).total));
          expect(counted.start).toEqual(start);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('frontierCount checks itself', () => {
  it('counts a board the same along its longer side and across it (different frontiers)', () => {
    for (const [w, h, closed] of [
      [6, 6, true],
      [5, 6, false],
      [4, 7, false],
      [5, 8, true],
      [5, 6, true],
      [3, 8, false],
    ] as const) {
      const board = createBoard(w, h);
      const along = countLayers(frontierPlan(board), { closed });
      const across = countLayers(frontierPlan(board, true), { closed });
      expect(across.total, `${w}x${h}`).toBe(along.total);
      if (w !== h) expect(across.peakStates).not.toBe(along.peakStates);
    }
  });

  it('counts m x n as n x m: in all, closed, and per square transposed', () => {
    for (const [w, h] of [
      [3, 8],
      [4, 5],
      [5, 6],
    ] as const) {
      const wide = createBoard(w, h);
      const tall = createBoard(h, w);
      expect(frontierCount(tall, { closed: true }).undirected, `${w}x${h}`).toBe(
        frontierCount(wide, { closed: true }).undirected,
      );
      const across = frontierCount(wide, { perSquare: true }).perSquare!;
      const down = frontierCount(tall, { perSquare: true }).perSquare!;
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++)
          expect(down[x * h + y], `${w}x${h} (${x}, ${y})`).toBe(across[y * w + x]);
      }
    }
  });

  it('counts each square of a board like its images under the board symmetries', () => {
    for (const [w, h] of [
      [5, 5],
      [4, 6],
      [3, 7],
    ] as const) {
      const board = createBoard(w, h);
      const per: bigint[] = [];
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) per.push(frontierCount(board, { start: [x, y] }).directed);
      }
      for (const g of symmetriesOf(board)) {
        for (let s = 0; s < w * h; s++) {
          const [x, y] = g.apply(s % w, Math.floor(s / w));
          expect(per[y * w + x], `${w}x${h} square ${s}`).toBe(per[s]);
        }
      }
      expect(per.reduce((a, b) => a + b)).toBe(frontierCount(board).directed);
    }
  });

  it('finds closed counts even: no closed tour is its own mirror image', () => {
    for (const [w, h] of [
      [3, 10],
      [3, 12],
      [3, 14],
      [5, 6],
      [5, 8],
      [6, 6],
    ] as const) {
      const { undirected } = frontierCount(createBoard(w, h), { closed: true });
      expect(undirected > 0n && undirected % 2n === 0n, `${w}x${h}`).toBe(true);
    }
  });

  it('counts 2-factors (and path-and-cycle covers) in its profile pass as brute force does', () => {
    for (const [w, h] of [
      [3, 4],
      [4, 4],
      [3, 6],
      [4, 5],
      [5, 5],
    ] as const) {
      const board = createBoard(w, h);
      const plan = frontierPlan(board);
      for (const closed of [true, false]) {
        const ends = closed ? 0 : 2;
        const { subgraphs } = liveProfiles(plan, { closed });
        expect(subgraphs, `${w}x${h} ${closed ? 'closed' : 'open'}`).toBe(
          BigInt(degreeSubgraphs(w, h, ends)),
        );
      }
    }
  });

  it('counts the published closed tours of 3xn (OEIS A070030) and 5x8', () => {
    // A070030: undirected closed tours on 3 x 2n boards, n = 5..10.
    const published = [16n, 176n, 1536n, 15424n, 147728n, 1448416n];
    published.forEach((value, k) => {
      expect(frontierCount(createBoard(3, 10 + 2 * k), { closed: true }).undirected).toBe(value);
    });
    expect(frontierCount(createBoard(5, 8), { closed: true }).undirected).toBe(44202n);
    expect(frontierCount(createBoard(6, 6), { closed: true }).undirected).toBe(9862n);
  });
});

describe('frontierCount at its doors', () => {
  it('refuses boxes and boards whose shorter side is above 8, in one line', () => {
    expect(() => frontierCount({ width: 9, height: 9 })).toThrow(KnightsTourError);
    expect(() => frontierCount({ width: 9, height: 9 })).toThrow(/shorter side is at most 8/);
    expect(() => frontierCount({ width: 4, height: 4, depth: 4 })).toThrow(/2-D boards only/);
    expect(() => frontierCount(createBoard(5), { start: [5, 0] })).toThrow(/off the 5x5 board/);
  });

  it('answers parity and the 1x1 board without counting', () => {
    expect(frontierCount(createBoard(7, 7), { closed: true })).toMatchObject({
      undirected: 0n,
      peakStates: 0,
    });
    expect(frontierCount(createBoard(5, 5), { start: [1, 0] })).toMatchObject({ directed: 0n });
    expect(frontierCount(createBoard(1, 1), { perSquare: true })).toMatchObject({
      directed: 1n,
      perSquare: [1n],
    });
  });

  it('runs a step at a time as a generator, to the same count, or stops when returned', () => {
    const steps = frontierCounting(createBoard(5, 5), { perSquare: true });
    let next = steps.next();
    let yielded = 0;
    while (!next.done) {
      yielded++;
      expect(next.value.counts).toBe(4);
      next = steps.next();
    }
    expect(yielded).toBe(4 * 2 * 25);
    expect(next.value.perSquare).toEqual(
      frontierCount(createBoard(5, 5), { perSquare: true }).perSquare,
    );
    const stopped = frontierCounting(createBoard(6, 6), { closed: true });
    stopped.next();
    expect(stopped.return(undefined as never)).toMatchObject({ done: true });
    expect(() => frontierCounting({ width: 9, height: 9 }).next()).toThrow(KnightsTourError);
  });

  it('reports each step, and stops when aborted', () => {
    const seen: string[] = [];
    frontierCount(createBoard(3, 4), {
      onProgress: (p) => seen.push(`${p.phase} ${p.step}/${p.steps}`),
    });
    expect(seen[0]).toBe('profiles 1/12');
    expect(seen.at(-1)).toBe('frontiers 12/12');
    const stop = new AbortController();
    const reason = new Error('stopped');
    expect(() =>
      frontierCount(createBoard(5, 6), {
        onProgress: (p) => p.step === 3 && stop.abort(reason),
        signal: stop.signal,
      }),
    ).toThrow(reason);
  });
});

/**
 * Spanning subgraphs of the w×h knight graph in which `ends` squares have degree 1 and all
 * others degree 2 (cycles allowed), by brute force: edges taken or not one at a time.
 */
function degreeSubgraphs(w: number, h: number, ends: number): number {
  const n = w * h;
  const edges: [number, number][] = [];
  for (let s = 0; s < n; s++) {
    for (let t = s + 1; t < n; t++) {
      const dx = Math.abs((s % w) - (t % w));
      const dy = Math.abs(Math.floor(s / w) - Math.floor(t / w));
      if (dx * dy === 2) edges.push([s, t]);
    }
  }
  // lastEdge[v]: the last edge touching v; once past it, v's degree is final.
  const lastEdge = new Int32Array(n).fill(-1);
  edges.forEach(([s, t], e) => {
    lastEdge[s] = e;
    lastEdge[t] = e;
  });
  const degree = new Int32Array(n);
  let count = 0;
  const settled = (v: number, e: number, onesLeft: number): number => {
    if (lastEdge[v] !== e) return onesLeft;
    if (degree[v] === 2) return onesLeft;
    if (degree[v] === 1 && onesLeft > 0) return onesLeft - 1;
    return -1;
  };
  const walk = (e: number, onesLeft: number) => {
    if (e === edges.length) {
      if (onesLeft === 0) count++;
      return;
    }
    const [s, t] = edges[e]!;
    for (const take of [0, 1]) {
      if (take && (degree[s] === 2 || degree[t] === 2)) continue;
      degree[s]! += take;
      degree[t]! += take;
      let left = settled(s, e, onesLeft);
      if (left >= 0) left = settled(t, e, left);
      if (left >= 0) walk(e + 1, left);
      degree[s]! -= take;
      degree[t]! -= take;
    }
  };
  // Isolated squares (no edges) can never reach degree 1 or 2.
  if (lastEdge.some((e) => e < 0)) return 0;
  walk(0, ends);
  return count;
}
