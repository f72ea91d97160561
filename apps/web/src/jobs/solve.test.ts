import { type Board, createBoard, findTour } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { connect, expectKind, run } from './in-process.js';

describe('the solve job', () => {
  it('solves as findTour does on any board, the walk handed over as a typed array', async () => {
    const { client } = connect();
    for (const [board, algorithm, start] of [
      [createBoard(7), 'auto', [0, 0]],
      [createBoard(7), 'octaml16', [3, 3]],
      [createBoard(8, 6), 'warnsdorff', [2, 1]],
      [createBoard(5, 4, 6), 'octaml16-3d', [1, 2, 3]],
      [createBoard(5, 4, 6), 'warnsdorff3d', [0, 0, 0]],
    ] as const) {
      const { tour } = expectKind(
        await run(client, { kind: 'solve', board, start, algorithm, closed: false }),
        'solved',
      );
      const expected = findTour({ ...board, start, algorithm });
      expect(tour.squares).toBeInstanceOf(Int32Array);
      expect([...tour.squares]).toEqual([...expected.squares]);
      expect(tour).toMatchObject({ complete: expected.complete, attempts: expected.attempts });
      expect(tour.elapsedMs).toBeGreaterThanOrEqual(0);
      expect(tour.existence).toBeUndefined();
    }
    const seeded = await run(client, {
      kind: 'solve',
      board: createBoard(8, 6),
      start: [2, 1],
      algorithm: 'warnsdorff',
      closed: false,
      seed: 5,
    });
    expect(expectKind(seeded, 'solved').tour.squares).toEqual(
      findTour({ width: 8, height: 6, start: [2, 1], algorithm: 'warnsdorff', seed: 5 }).squares,
    );
  });

  it('says whether a tour exists where a walk fails: the heuristic, or the board', async () => {
    const { client } = connect();
    const solved = async (board: Board, start: [number, number]) =>
      expectKind(
        await run(client, { kind: 'solve', board, start, algorithm: 'auto', closed: false }),
        'solved',
      ).tour;
    const aml = expectKind(
      await run(client, {
        kind: 'solve',
        board: createBoard(7),
        start: [6, 2],
        algorithm: 'aml',
        closed: false,
      }),
      'solved',
    ).tour;
    expect(aml.existence?.exists).toBe(true);
    const [three, four, parity] = [
      await solved(createBoard(3), [0, 0]),
      await solved(createBoard(4), [0, 0]),
      await solved(createBoard(5), [1, 0]),
    ];
    expect(three.existence).toMatchObject({
      exists: false,
      reason: expect.stringMatching(/^no open tour of 3x3/),
    });
    expect(four.existence).toMatchObject({
      exists: false,
      reason: expect.stringMatching(/^no open tour of 4x4/),
    });
    expect(parity.existence).toMatchObject({
      exists: false,
      reason: expect.stringMatching(/^no open tour starts at \(1,0\)/),
    });
  });
});
