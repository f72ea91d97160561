import { describe, expect, it } from 'vitest';
import { type Board, cornerDistance, createBoard, edgeDistance, onBoard } from '../board/index.js';
import { MOVES } from '../board/moves.js';
import {
  BLOCKED,
  cellOf,
  createGeometry,
  type Geometry,
  MAX_PATTERNS,
  rankTable,
} from './geometry.js';
import { OCTAML16_VARIANTS, octamlOrder } from './orders.js';

/** SPEC §4 (b) and (c) levels of the 8 moves from (x, y), computed directly: 15 = off the board. */
function directLevels(board: Board, x: number, y: number): number[] {
  const keys = MOVES.map(([dx, dy]) =>
    onBoard(board, x + dx, y + dy)
      ? cornerDistance(board, x + dx, y + dy) * 1000 + edgeDistance(board, x + dx, y + dy)
      : Number.POSITIVE_INFINITY,
  );
  const distinct = [...new Set(keys.filter(Number.isFinite))].sort((a, b) => a - b);
  return keys.map((k) => (Number.isFinite(k) ? distinct.indexOf(k) : 15));
}

function levelsOf(g: Geometry, x: number, y: number): number[] {
  const p = g.pattern[cellOf(g, x, y)]!;
  return Array.from(g.levels.subarray(p * 8, p * 8 + 8));
}

/** Compares the geometry with the direct computation on every square (and the border). */
function expectExact(board: Board): void {
  const g = createGeometry(board);
  const wrong: string[] = [];
  const seen = new Set<number>();
  for (let y = -2; y < board.height + 2; y++) {
    for (let x = -2; x < board.width + 2; x++) {
      const cell = cellOf(g, x, y);
      if (!onBoard(board, x, y)) {
        if (g.degrees[cell] !== BLOCKED) wrong.push(`border (${x},${y})`);
        continue;
      }
      const want = directLevels(board, x, y);
      if (levelsOf(g, x, y).join() !== want.join()) wrong.push(`levels (${x},${y})`);
      if (g.degrees[cell] !== want.filter((l) => l !== 15).length) wrong.push(`degree (${x},${y})`);
      seen.add(g.pattern[cell]!);
    }
  }
  expect(wrong.slice(0, 5), `${board.width}x${board.height}`).toEqual([]);
  // Every pattern id is used, and patterns are distinct.
  expect(seen.size).toBe(g.patternCount);
  const words = new Set<string>();
  for (let p = 0; p < g.patternCount; p++) words.add(g.levels.subarray(p * 8, p * 8 + 8).join());
  expect(words.size).toBe(g.patternCount);
}

describe('geometry (static tie-break patterns)', () => {
  it('classifies every square of every board up to 26 x 26 exactly', () => {
    for (let w = 1; w <= 26; w++) for (let h = 1; h <= 26; h++) expectExact(createBoard(w, h));
  });

  it('classifies large, narrow and odd/even boards exactly', () => {
    for (const [w, h] of [
      [100, 100],
      [101, 101],
      [257, 13],
      [6, 311],
      [3, 200],
      [120, 121],
    ] as const) {
      expectExact(createBoard(w, h));
    }
  });

  it('needs at most MAX_PATTERNS patterns (one byte per cell)', () => {
    let most = 0;
    for (let w = 1; w <= 40; w++) {
      for (let h = 1; h <= 40; h++)
        most = Math.max(most, createGeometry(createBoard(w, h)).patternCount);
    }
    for (const n of [430, 1001]) most = Math.max(most, createGeometry(createBoard(n)).patternCount);
    expect(most).toBeLessThanOrEqual(MAX_PATTERNS);
    expect(most).toBe(115); // measured: far from the limit
  });

  it('packs each rank table into words consistent with its byte tables', () => {
    const board = createBoard(13);
    const g = createGeometry(board);
    for (const variant of OCTAML16_VARIANTS) {
      const table = rankTable(g, octamlOrder(board, 2, 3, variant));
      for (let p = 0; p < g.patternCount; p++) {
        for (let k = 0; k < 8; k++) {
          const r = table.rank[p * 8 + k]!;
          expect((table.ranks[p]! >>> (3 * k)) & 7).toBe(r);
          expect(table.moveOfRank[p * 8 + r]).toBe(k);
          expect((table.moves[p]! >>> (3 * r)) & 7).toBe(k);
        }
      }
    }
    expect(rankTable(g, undefined).rank.subarray(0, 8)).toEqual(
      Uint8Array.of(0, 1, 2, 3, 4, 5, 6, 7),
    );
  });
});
