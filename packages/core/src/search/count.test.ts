import { describe, expect, it } from 'vitest';
import { createBoard, isWhite } from '../board/index.js';
import { symmetriesOf } from '../board/symmetry.js';
import { countTours, startClasses } from './count.js';

describe('countTours', () => {
  it('5×5: 1,728 directed open tours (OEIS A165134), per square summing to the total', () => {
    const board = createBoard(5);
    const result = countTours(board);
    expect(result.total).toBe(1728);
    expect(result.searched).toBe(4); // (0,0), (2,0), (1,1), (2,2): one per symmetry class
    const per = result.perSquare!;
    expect(per.reduce((a, b) => a + b, 0)).toBe(1728);
    // Tours starting at each square (each class: corner, edge, inner ring, centre).
    expect([...per]).toEqual([
      304, 0, 56, 0, 304, 0, 56, 0, 56, 0, 56, 0, 64, 0, 56, 0, 56, 0, 56, 0, 304, 0, 56, 0, 304,
    ]);
    for (let s = 0; s < 25; s++) {
      if (!isWhite(s % 5, Math.floor(s / 5))) expect(per[s]).toBe(0);
    }
  });

  it('5×5: counting starts directly agrees with the symmetry-reduced counts', () => {
    const board = createBoard(5);
    const per = countTours(board).perSquare!;
    // Non-representatives of their classes, so the symmetry step is what is checked.
    for (const [x, y] of [
      [4, 4],
      [0, 2],
      [3, 1],
      [4, 2],
      [2, 2],
    ] as const) {
      const direct = countTours(board, { start: [x, y] });
      expect(direct.total, `(${x},${y})`).toBe(per[y * 5 + x]);
      expect(direct.start).toEqual([x, y]);
      expect(direct.perSquare).toBeUndefined();
    }
    // A black start of an odd board: 0 by parity, no search.
    expect(countTours(board, { start: [1, 0] })).toMatchObject({ total: 0, nodes: 0, searched: 0 });
  });

  // A census (7 s of one core): `pnpm test:long`, which CI runs.
  it('6×6: 6,637,920 directed open tours (OEIS A165134), and one start counted directly', {
    tags: ['long'],
  }, () => {
    const board = createBoard(6);
    const result = countTours(board);
    expect(result.total).toBe(6_637_920);
    expect(result.searched).toBe(6);
    const per = result.perSquare!;
    expect(per.reduce((a, b) => a + b, 0)).toBe(6_637_920);
    expect(countTours(board, { start: [3, 2] }).total).toBe(per[2 * 6 + 3]);
  });

  it('rectangles use their 4-map group: per-square counts equal direct counts (3×4, 4×5, 3×7)', () => {
    for (const [w, h] of [
      [4, 3],
      [4, 5],
      [3, 7],
    ] as const) {
      const board = createBoard(w, h);
      const result = countTours(board);
      let sum = 0;
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const direct = countTours(board, { start: [x, y] }).total;
          expect(result.perSquare![y * w + x], `${w}x${h} (${x},${y})`).toBe(direct);
          sum += direct;
        }
      }
      expect(result.total).toBe(sum);
      expect(sum).toBeGreaterThan(0);
    }
  });

  it('boards without tours count 0; the 1×1 board counts its one-square walk', () => {
    expect(countTours(createBoard(4)).total).toBe(0);
    expect(countTours(createBoard(3)).total).toBe(0);
    expect(countTours(createBoard(1)).total).toBe(1);
    expect(countTours(createBoard(2, 5)).total).toBe(0);
  });

  it('start classes are the orbits of the symmetry group', () => {
    const board = createBoard(6);
    const { representative, classes } = startClasses(board);
    expect(classes).toEqual([0, 1, 2, 7, 8, 14]);
    for (let s = 0; s < 36; s++) {
      for (const g of symmetriesOf(board)) {
        const [u, v] = g.apply(s % 6, Math.floor(s / 6));
        expect(representative[v * 6 + u]).toBe(representative[s]);
      }
    }
  });

  it('reports progress per start and stops when aborted', () => {
    const progress: number[] = [];
    countTours(createBoard(5), { onProgress: (p) => progress.push(p.startsDone) });
    expect(progress).toEqual([1, 2, 3, 4]);
    const controller = new AbortController();
    controller.abort(new Error('stop counting'));
    expect(() => countTours(createBoard(5), { signal: controller.signal })).toThrow(
      'stop counting',
    );
    const late = new AbortController();
    expect(() =>
      countTours(createBoard(5), {
        signal: late.signal,
        onProgress: (p) => {
          if (p.startsDone === 1) late.abort(new Error('stopped after one start'));
        },
      }),
    ).toThrow('stopped after one start');
  });

  it('rejects a start off the board', () => {
    expect(() => countTours(createBoard(5), { start: [0, 5] })).toThrow(/off the 5x5 board/);
  });
});
