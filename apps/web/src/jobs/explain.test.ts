import { createBoard, findTour } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { connect, expectKind, run } from './in-process.js';

describe('the explain job', () => {
  it('explains a walk step by step as core does, every step read out and posted', async () => {
    const { client } = connect();
    const board = createBoard(5);
    const answer = await run(client, {
      kind: 'explain',
      board,
      start: [2, 0],
      algorithm: 'order-58217346',
    });
    const { walk } = expectKind(answer, 'explained');
    // Squirrel & Cull's order 58217346 dead-ends on 5x5 from (2,0) after 17 squares.
    expect(walk.steps).toHaveLength(17);
    expect(walk.steps.at(-1)!.end).toBe('dead-end');
    expect(walk.steps.map((s) => s.square)).toEqual(
      [...findTour({ n: 5, start: [2, 0], algorithm: 'order-58217346' }).squares].map((c) => [
        c % 5,
        Math.floor(c / 5),
      ]),
    );
    expect(walk.levels.map((l) => l.name)).toEqual(['degree', 'order']);
    const bad = await run(client, {
      kind: 'explain',
      board,
      start: [0, 0],
      algorithm: 'switching',
      seed: 1,
    });
    expect(expectKind(bad, 'error').message).toMatch(/seed/);
  });
});
