import { createBoard, solve } from '@knights-tour/core';
import { checkSymmetries } from '@knights-tour/verify';
import { describe, expect, it } from 'vitest';
import { connect, expectKind, run } from './in-process.js';

describe('the symmetry job', () => {
  it('solves a start and its images and reports the verifier’s symmetry check', async () => {
    const { client } = connect();
    for (const algorithm of ['octaml', 'aml'] as const) {
      const response = await run(client, {
        kind: 'symmetry',
        board: createBoard(8),
        start: [1, 2],
        algorithm,
      });
      const { report, images } = expectKind(response, 'symmetry');
      const expected = checkSymmetries(
        createBoard(8),
        (s) => solve({ n: 8, start: s, algorithm }),
        [1, 2],
      );
      expect(report).toEqual(expected);
      expect(images.map((i) => i.name)).toEqual([
        'identity',
        'rot90',
        'rot180',
        'rot270',
        'flipX',
        'flipY',
        'transpose',
        'antiTranspose',
      ]);
      for (const image of images) {
        expect(image.tour.squares[0]).toBe(image.start[1] * 8 + image.start[0]);
      }
    }
  });
});
