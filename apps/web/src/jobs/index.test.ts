import { createBoard } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { connect, expectKind, run } from './in-process.js';

describe('the job handler', () => {
  it('answers bad input with a one-line error, not an exception', async () => {
    const { client } = connect();
    const offBoard = await run(client, {
      kind: 'solve',
      board: createBoard(8),
      start: [8, 0],
      algorithm: 'auto',
      closed: false,
    });
    expect(expectKind(offBoard, 'error').message).toMatch(/^start \(8,0\) is off the 8x8 board/);
    const closedAml = await run(client, {
      kind: 'solve',
      board: createBoard(8),
      start: [0, 0],
      algorithm: 'aml',
      closed: true,
    });
    expect(expectKind(closedAml, 'error').message).toMatch(/cannot promise a closed tour/);
    const notATour = await run(client, { kind: 'verify', source: 'hello', closed: false });
    expect(expectKind(notATour, 'error').message).toMatch(/^line 1: not a tour/);
  });
});
