import { describe, expect, it } from 'vitest';
import { BASE_TOURS } from './closed-bases.js';

// Checks every stored base tour from scratch, with its own move table and decoder (nothing
// from closed.ts or blocks.ts), so a wrong generator, a hand edit or a broken decoder in the
// construction cannot hide here. Regenerate with scripts/closed-bases.mjs (--check compares).

/** SPEC §2 moves 1..8. */
const MOVE = [
  [-2, -1],
  [-1, -2],
  [1, -2],
  [2, -1],
  [2, 1],
  [1, 2],
  [-1, 2],
  [-2, 1],
] as const;

function squaresOf(text: string, w: number): [number, number][] {
  const [first, moves] = text.split(':') as [string, string];
  let x = Number(first) % w;
  let y = Math.floor(Number(first) / w);
  const out: [number, number][] = [[x, y]];
  for (const c of moves) {
    const [dx, dy] = MOVE[Number(c) - 1]!;
    x += dx;
    y += dy;
    out.push([x, y]);
  }
  return out;
}

const knight = (a: readonly number[], b: readonly number[]) => {
  const dx = Math.abs(a[0]! - b[0]!);
  const dy = Math.abs(a[1]! - b[1]!);
  return (dx === 1 && dy === 2) || (dx === 2 && dy === 1);
};

/** Undirected edges of a cycle (or a path with `closed` false), as `x,y-x,y` keys both ways. */
function edgesOf(squares: [number, number][], closed: boolean): Set<string> {
  const edges = new Set<string>();
  const n = squares.length;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const a = squares[i]!;
    const b = squares[(i + 1) % n]!;
    edges.add(`${a}-${b}`).add(`${b}-${a}`);
  }
  return edges;
}

/** A Hamiltonian cycle (or path) of the w × h block minus `hole`, with knight moves only. */
function expectCover(
  squares: [number, number][],
  w: number,
  h: number,
  hole: [number, number] | undefined,
  closed: boolean,
) {
  const seen = new Set<string>();
  squares.forEach(([x, y], i) => {
    expect(x >= 0 && y >= 0 && x < w && y < h, `(${x},${y}) on the ${w}x${h} block`).toBe(true);
    expect(hole && x === hole[0] && y === hole[1], 'the hole is not visited').toBeFalsy();
    expect(seen.has(`${x},${y}`), `(${x},${y}) visited once`).toBe(false);
    seen.add(`${x},${y}`);
    if (i > 0) expect(knight(squares[i - 1]!, [x, y]), `step ${i} is a knight move`).toBe(true);
  });
  expect(seen.size).toBe(w * h - (hole ? 1 : 0));
  if (closed) expect(knight(squares.at(-1)!, squares[0]!), 'the cycle closes').toBe(true);
}

/** The join edges of blocks.ts, restated: right, down, left and up. */
function joinEdges(w: number, h: number): [number, number, number, number][] {
  return [
    [w - 2, 1, w - 1, 3],
    [1, h - 2, 3, h - 1],
    [1, 1, 0, 3],
    [1, 1, 3, 0],
  ];
}

const entries = Object.entries(BASE_TOURS);

describe('stored base tours of the divide-and-conquer constructions', () => {
  it('has a closed tour with every join edge for every block, sides 5..11 not both odd', () => {
    let blocks = 0;
    for (let w = 5; w <= 11; w++) {
      for (let h = w; h <= 11; h++) {
        if (w % 2 === 1 && h % 2 === 1) continue;
        const text = BASE_TOURS[`${w}x${h}`];
        expect(text, `${w}x${h} is stored`).toBeDefined();
        const squares = squaresOf(text!, w);
        expectCover(squares, w, h, undefined, true);
        const edges = edgesOf(squares, true);
        for (const [x1, y1, x2, y2] of joinEdges(w, h)) {
          expect(
            edges.has(`${x1},${y1}-${x2},${y2}`),
            `${w}x${h} has ${x1},${y1}-${x2},${y2}`,
          ).toBe(true);
        }
        blocks++;
      }
    }
    expect(blocks).toBe(18);
  });

  it('blocks minus a square: odd × odd, a white square, every join edge not touching it', () => {
    const punctured = entries.filter(([key]) => key.includes('-') && !key.startsWith('piece'));
    expect(punctured.length).toBeGreaterThan(100);
    for (const [key, text] of punctured) {
      const [, w, h, x, y] = key.match(/^(\d+)x(\d+)-(\d+),(\d+)$/)!.map(Number) as number[];
      expect(w! % 2 === 1 && h! % 2 === 1 && w! <= h!, key).toBe(true);
      expect((x! + y!) % 2, `${key}: the hole is white`).toBe(0);
      const squares = squaresOf(text, w!);
      expectCover(squares, w!, h!, [x!, y!], true);
      const edges = edgesOf(squares, true);
      for (const [x1, y1, x2, y2] of joinEdges(w!, h!)) {
        if ((x1 === x && y1 === y) || (x2 === x && y2 === y)) continue;
        expect(edges.has(`${x1},${y1}-${x2},${y2}`), `${key} has ${x1},${y1}-${x2},${y2}`).toBe(
          true,
        );
      }
    }
  });

  it('3-high strips: closed 3×10 and 3×12 tours with the strip edge, and the 3×4 piece', () => {
    for (const n of [10, 12]) {
      const squares = squaresOf(BASE_TOURS[`${n}x3`]!, n);
      expectCover(squares, n, 3, undefined, true);
      expect(edgesOf(squares, true).has(`${n - 1},0-${n - 2},2`)).toBe(true);
    }
    const piece = squaresOf(BASE_TOURS['piece-4x3']!, 4);
    expectCover(piece, 4, 3, undefined, false);
    expect(piece[0]).toEqual([0, 2]);
    expect(piece.at(-1)).toEqual([0, 1]);
    expect(edgesOf(piece, false).has('3,0-2,2')).toBe(true);
  });

  it('holds nothing else', () => {
    const known = /^(\d+x\d+(-\d+,\d+)?|piece-4x3)$/;
    for (const [key] of entries) expect(key).toMatch(known);
  });
});
