import { cellCount, createBoard, HeuristicRunner, isPossibleStart } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { emptyMap, failingStarts, mapCounts, outcomeAt, withPart } from '../failure-map.js';
import { connect, expectKind, run } from './in-process.js';

describe('the map job', () => {
  it('maps every start of AML on 7x7 as the runner does, with progress up to the total', async () => {
    const { client } = connect();
    const progress: [number, number][] = [];
    const response = await client.run(
      { kind: 'map', board: createBoard(7), algorithm: 'aml' },
      ({ done, total }) => progress.push([done, total]),
    ).result;
    const { map } = expectKind(response, 'map');
    const board = createBoard(7);
    const runner = new HeuristicRunner(board);
    for (let y = 0; y < 7; y++) {
      for (let x = 0; x < 7; x++) {
        const outcome = outcomeAt(map, y * 7 + x);
        if (!isPossibleStart(board, x, y)) {
          expect(outcome).toEqual({ kind: 'impossible' });
          continue;
        }
        const expected = runner.summarize('aml', [x, y]);
        expect(map.length[y * 7 + x]).toBe(expected.length);
        expect(outcome?.kind).toBe(expected.complete ? 'complete' : 'failed');
      }
    }
    expect(mapCounts(map)).toEqual({ starts: 25, complete: 5, failed: 20, multiAttempt: 0 });
    expect(map.lanes).toBe(runner.lanes);
    expect(failingStarts(map)[0]).toEqual({ start: [0, 0], reached: 33 });
    expect(progress.at(-1)).toEqual([25, 25]);
  });

  it('maps a 3-D board too, each cell as the runner walks it', async () => {
    const { client } = connect();
    const board = createBoard(4, 4, 4);
    const { map } = expectKind(
      await run(client, { kind: 'map', board, algorithm: 'octaml3d' }),
      'map',
    );
    const runner = new HeuristicRunner(board);
    for (let cell = 0; cell < cellCount(board); cell++) {
      const x = cell % 4;
      const y = Math.floor(cell / 4) % 4;
      const z = Math.floor(cell / 16);
      expect(map.length[cell]).toBe(runner.summarize('octaml3d', [x, y, z]).length);
    }
  });

  it('sends a map in parts that add up to the whole', async () => {
    const { client } = connect();
    const board = createBoard(60);
    let partial = emptyMap(board, 'warnsdorff');
    let parts = 0;
    const response = await client.run(
      { kind: 'map', board, algorithm: 'warnsdorff' },
      ({ done, total, part }) => {
        parts++;
        partial = withPart(partial, part!, done, total);
      },
    ).result;
    const { map } = expectKind(response, 'map');
    expect(parts).toBeGreaterThan(2);
    expect(partial.done).toBe(map.total);
    expect(partial.length).toEqual(map.length);
    expect(mapCounts(partial)).toEqual(mapCounts(map));
  });
});
