import { formatTour, solve } from '@knights-tour/core';
import { describeReport, parseTour, verifyTour } from '@knights-tour/verify';
import { describe, expect, it } from 'vitest';
import { connect, expectKind, run } from './in-process.js';

describe('the verify job', () => {
  it('reads and checks a tour, from text or a file, 2-D and 3-D, as the verifier does', async () => {
    const { client } = connect();
    const broken = 'step,x,y\n1,0,0\n2,1,2\n3,1,2\n4,3,4\n5,2,3\n';
    const { file } = expectKind(
      await run(client, { kind: 'verify', source: broken, closed: false }),
      'verified',
    );
    expect(file).toMatchObject({
      format: 'csv',
      board: { width: 4, height: 5, depth: 1 },
      valid: false,
    });
    expect([...file.cells]).toEqual([0, 9, 9, 19, 14]);
    expect([...file.repeated]).toEqual([9]);
    expect([...file.badMoves]).toEqual([3, 4, 5]);
    expect(file.lines).toEqual(describeReport(verifyTour(parseTour(broken))));
    // A file (a Blob) is read in the worker: the same answer as its text.
    const fromFile = expectKind(
      await run(client, { kind: 'verify', source: new Blob([broken]), closed: false }),
      'verified',
    ).file;
    expect(fromFile).toEqual(file);
    // 3-D: every format of the 3-D document, and a corrupted one.
    const doc = solve({ width: 4, height: 4, depth: 4, start: [0, 0, 0] });
    for (const format of ['json', 'csv', 'text'] as const) {
      const text = [...formatTour(doc, format)].join('');
      const read = expectKind(
        await run(client, { kind: 'verify', source: text, closed: false }),
        'verified',
      ).file;
      expect(read).toMatchObject({ format, board: { width: 4, height: 4, depth: 4 }, valid: true });
      expect([...read.cells]).toEqual(doc.path.map(([x, y, z = 0]) => (z * 4 + y) * 4 + x));
      expect(read.lines).toEqual(describeReport(verifyTour(parseTour(text))));
    }
    // Few squares need a small board (a quarter of its cells at least) for its size to be inferred.
    const corrupted = 'step,x,y,z\n1,0,0,0\n2,1,2,0\n3,1,2,0\n4,0,0,1\n';
    const bad = expectKind(
      await run(client, { kind: 'verify', source: corrupted, closed: false }),
      'verified',
    ).file;
    expect([...bad.repeated]).toEqual([5]);
    expect([...bad.badMoves]).toEqual([3, 4]);
  });

  it('analyses a valid tour as the verifier does, with core’s heuristics as the rules', async () => {
    const { client } = connect();
    const tour = solve({ n: 8, start: [2, 3], algorithm: 'octaml16' });
    const text = [...formatTour(tour, 'json')].join('');
    const answer = expectKind(
      await run(client, { kind: 'verify', source: text, closed: false }),
      'verified',
    );
    expect(answer.file.analysis?.[0]).toBe('closed tour of 8x8 (64 squares) from (2,3)');
    expect(answer.file.analysis).toContainEqual(expect.stringMatching(/^produced by: .*octaml16/));
    expect(answer.file.analysis).toContainEqual(expect.stringMatching(/^class: 8x8-c-/));
    // A walk that is no tour has no analysis.
    const rows = tour.path.slice(0, -1).map(([x, y], k) => `${k + 1},${x},${y}`);
    const broken = `step,x,y\n${rows.join('\n')}\n`;
    const bad = expectKind(
      await run(client, { kind: 'verify', source: broken, closed: false }),
      'verified',
    );
    expect(bad.file.valid).toBe(false);
    expect(bad.file.analysis).toBeUndefined();
  });

  it('keeps the verifier’s words to a few hundred lines however many problems a file has', async () => {
    const { client } = connect();
    const text = Array.from({ length: 5000 }, (_, k) => `${k % 2 ? 'c2' : 'a1'} zz${k}`).join('\n');
    const response = await run(client, { kind: 'verify', source: text, closed: false });
    const lines = response.kind === 'verified' ? response.file.lines : [response.kind];
    expect(lines.length).toBeLessThanOrEqual(301);
  });
});
