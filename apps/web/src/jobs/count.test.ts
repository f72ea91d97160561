import { createBoard, frontierCount } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { connect, expectKind, run } from './in-process.js';

describe('the count job', () => {
  it('counts closed and open tours as core does, per square, with progress up to the total', async () => {
    const { client } = connect();
    const board = createBoard(5, 6);
    const done: number[] = [];
    const response = await client.run({ kind: 'count', board }, (progress) => {
      expect(progress.total).toBe(1000);
      done.push(progress.done);
    }).result;
    const { counts } = expectKind(response, 'counted');
    const open = frontierCount(board, { perSquare: true });
    expect(counts.closed).toBe(frontierCount(board, { closed: true }).undirected);
    expect(counts.closed).toBe(8n);
    expect(counts.open).toBe(open.directed);
    expect(counts.perSquare).toEqual(open.perSquare);
    expect(done.length).toBeGreaterThan(10);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.at(-1)).toBeGreaterThan(990);
    expect(counts.plan.refusal).toBeUndefined();
    // What the page does not count in seconds is not counted: 6x7's closed tours alone.
    const long = expectKind(
      await run(client, { kind: 'count', board: createBoard(6, 7) }),
      'counted',
    ).counts;
    expect(long.closed).toBe(frontierCount(createBoard(6, 7), { closed: true }).undirected);
    expect(long.open).toBeUndefined();
    expect(long.plan.refusal).toContain('knights-tour count 6x7.');
  });
});
