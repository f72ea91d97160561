import { completeWalk, createBoard, searchTour } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { connect, expectKind, run } from './in-process.js';

describe('the search jobs', () => {
  it('answers "can this walk still be completed?" with core’s completeWalk', async () => {
    const { client } = connect();
    const board = createBoard(6);
    for (const walk of [[0], [14, 27, 31, 20, 33, 22, 26], [0, 13, 26]]) {
      const request = {
        kind: 'complete',
        board,
        walk: Int32Array.from(walk),
        closed: false,
        maxNodes: 100_000,
      } as const;
      const { answer } = expectKind(await run(client, request), 'searched');
      const expected = completeWalk(board, walk, { maxNodes: 100_000 });
      expect(answer.status).toBe(expected.status);
      expect(answer.reason).toBe(expected.reason);
      if (expected.squares) expect([...answer.squares!]).toEqual([...expected.squares]);
    }
  });

  it('streams every square the search tries, and they replay to its answer', async () => {
    const { client } = connect();
    const board = createBoard(6);
    const events: number[] = [];
    const response = await client.run(
      {
        kind: 'search',
        board,
        start: [2, 2],
        algorithm: 'backtrack',
        closed: false,
        maxNodes: 10_000,
      },
      (progress) => events.push(...progress.events!),
    ).result;
    const { answer } = expectKind(response, 'searched');
    const expected = searchTour(board, [2, 2], { maxNodes: 10_000 });
    expect(answer.status).toBe(expected.status);
    expect(answer.nodes).toBe(expected.nodes);
    const path = [14];
    for (const e of events) {
      if (e >= 0) path.push(e);
      else expect(path.pop()).toBe(-1 - e);
    }
    expect(path).toEqual([...expected.squares!]);
    expect(events.filter((e) => e < 0).length).toBeGreaterThan(100);
  });
});
