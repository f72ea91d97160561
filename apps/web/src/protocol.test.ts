import { createBoard, findTour, HeuristicRunner, isPossibleStart, solve } from '@knights-tour/core';
import { checkSymmetries, describeReport, parseTour, verifyTour } from '@knights-tour/verify';
import { describe, expect, it } from 'vitest';
import { formatTour3d, HEURISTICS_3D, solve3d } from './core-compat.js';
import { emptyMap, failingStarts, mapCounts, outcomeAt, withPart } from './failure-map.js';
import { CHUNK_SQUARES, JobHandler } from './jobs.js';
import { cellsOfPath } from './layers.js';
import {
  type FinalResponse,
  JobClient,
  type Request,
  type Response,
  transferablesOf,
  type WorkerLike,
} from './protocol.js';

/**
 * The page's client wired to the worker's handler in-process, every message passed through
 * structuredClone as postMessage does (with the transfer list), so what crosses is exactly
 * what a real worker would receive.
 */
function connect(): { client: JobClient; sent: Request[]; received: Response[] } {
  const sent: Request[] = [];
  const received: Response[] = [];
  const fake: WorkerLike = {
    onmessage: null,
    postMessage(message) {
      const request = structuredClone(message);
      sent.push(request);
      setTimeout(() => void handler.handle(request), 0);
    },
  };
  const handler = new JobHandler((response) => {
    const copy = structuredClone(response, { transfer: transferablesOf(response) });
    received.push(copy);
    fake.onmessage?.({ data: copy });
  });
  return { client: new JobClient(fake), sent, received };
}

function expectKind<K extends FinalResponse['kind']>(response: FinalResponse, kind: K) {
  if (response.kind !== kind) throw new Error(`expected ${kind}, got ${JSON.stringify(response)}`);
  return response as Extract<FinalResponse, { kind: K }>;
}

describe('worker protocol', () => {
  it('solves as findTour does, the walk handed over as a typed array', async () => {
    const { client } = connect();
    for (const [algorithm, start] of [
      ['auto', [0, 0]],
      ['aml', [6, 2]],
      ['octaml16', [3, 3]],
    ] as const) {
      const response = await client.run({
        kind: 'solve',
        width: 7,
        height: 7,
        start,
        algorithm,
        closed: false,
      }).result;
      const { tour } = expectKind(response, 'solved');
      const expected = findTour({ n: 7, start, algorithm });
      expect(tour.squares).toBeInstanceOf(Int32Array);
      expect([...tour.squares]).toEqual([...expected.squares]);
      expect(tour.complete).toBe(expected.complete);
      expect(tour.attempts).toBe(expected.attempts);
      expect(tour.method).toBe(expected.method);
      expect(tour.elapsedMs).toBeGreaterThanOrEqual(0);
    }
    const seeded = await client.run({
      kind: 'solve',
      width: 8,
      height: 6,
      start: [2, 1],
      algorithm: 'warnsdorff',
      closed: false,
      seed: 5,
    }).result;
    expect(expectKind(seeded, 'solved').tour.squares).toEqual(
      findTour({ width: 8, height: 6, start: [2, 1], algorithm: 'warnsdorff', seed: 5 }).squares,
    );
    const search = await client.run({
      kind: 'solve',
      width: 5,
      height: 5,
      start: [0, 0],
      algorithm: 'backtrack',
      closed: false,
      maxNodes: 10,
    }).result;
    const limited = expectKind(search, 'solved').tour;
    expect(limited.complete).toBe(false);
    expect(limited.reason).toMatch(/10/);
  });

  it('answers bad input with a one-line error, not an exception', async () => {
    const { client } = connect();
    const offBoard = await client.run({
      kind: 'solve',
      width: 8,
      height: 8,
      start: [8, 0],
      algorithm: 'auto',
      closed: false,
    }).result;
    expect(expectKind(offBoard, 'error').message).toMatch(/^start \(8,0\) is off the 8x8 board/);
    const closedAml = await client.run({
      kind: 'solve',
      width: 8,
      height: 8,
      start: [0, 0],
      algorithm: 'aml',
      closed: true,
    }).result;
    expect(expectKind(closedAml, 'error').message).toMatch(/cannot promise a closed tour/);
    const notATour = await client.run({ kind: 'verify', text: 'hello', closed: false }).result;
    expect(expectKind(notATour, 'error').message).toMatch(/^line 1: not a tour/);
  });

  it('maps every start of AML on 7x7 as the runner does, with progress up to the total', async () => {
    const { client } = connect();
    const progress: [number, number][] = [];
    const response = await client.run(
      { kind: 'map', width: 7, height: 7, algorithm: 'aml' },
      (done, total) => progress.push([done, total]),
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
    const failing: [number, number][] = [];
    for (let y = 0; y < 7; y++) {
      for (let x = 0; x < 7; x++) {
        if (
          isPossibleStart(board, x, y) &&
          !solve({ n: 7, start: [x, y], algorithm: 'aml' }).complete
        ) {
          failing.push([x, y]);
        }
      }
    }
    expect(failingStarts(map).map((f) => f.start)).toEqual(failing);
    expect(progress.at(-1)).toEqual([25, 25]);
  });

  it('sends a map in parts that add up to the whole', async () => {
    const { client } = connect();
    const n = 60;
    let partial = emptyMap(n, n, 'warnsdorff');
    let parts = 0;
    const response = await client.run(
      { kind: 'map', width: n, height: n, algorithm: 'warnsdorff' },
      (done, total, part) => {
        expect(part).toBeDefined();
        parts++;
        partial = withPart(partial, part!, done, total);
      },
    ).result;
    const { map } = expectKind(response, 'map');
    expect(parts).toBeGreaterThan(2);
    expect(partial.done).toBe(map.total);
    expect(partial.length).toEqual(map.length);
    expect(partial.attempts).toEqual(map.attempts);
    expect(mapCounts(partial)).toEqual(mapCounts(map));
  });

  it('stops a failure map between chunks when cancelled', async () => {
    const { client, received } = connect();
    const n = 60;
    const chunks = Math.ceil((n * n) / Math.floor(CHUNK_SQUARES / (n * n)));
    expect(chunks).toBeGreaterThan(2);
    let job: ReturnType<JobClient['run']> | undefined;
    job = client.run({ kind: 'map', width: n, height: n, algorithm: 'octaml16' }, () => {
      if (job) client.cancel(job.id);
    });
    expect((await job.result).kind).toBe('cancelled');
    const progress = received.filter((r) => r.kind === 'progress');
    expect(progress.length).toBeLessThan(chunks);
    // The worker is free again: the next job runs to its end.
    const next = await client.run({
      kind: 'solve',
      width: 5,
      height: 5,
      start: [0, 0],
      algorithm: 'auto',
      closed: false,
    }).result;
    expect(next.kind).toBe('solved');
  });

  it('solves a start and its images and reports the verifier’s symmetry check', async () => {
    const { client } = connect();
    for (const algorithm of ['octaml', 'aml'] as const) {
      const response = await client.run({
        kind: 'symmetry',
        width: 8,
        height: 8,
        start: [1, 2],
        algorithm,
      }).result;
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
        expect(image.tour.start).toEqual(image.start);
        expect(image.tour.squares[0]).toBe(image.start[1] * 8 + image.start[0]);
      }
    }
  });

  it('reads and checks a tour file, any format the verifier knows', async () => {
    const { client } = connect();
    const broken = await client.run({
      kind: 'verify',
      text: 'step,x,y\n1,0,0\n2,1,2\n3,1,2\n',
      closed: false,
    }).result;
    const { file } = expectKind(broken, 'verified');
    expect(file.format).toBe('csv');
    expect(file.report.valid).toBe(false);
    expect(file.report.counts.duplicate).toBe(1);
    expect([...file.xs]).toEqual([0, 1, 1]);
    expect(file.lines[1]?.trim()).toBe(
      'step 3 (line 4, col 3): (1,2) was already visited at step 2',
    );
    const tour = solve({ n: 5, start: [0, 0] });
    const board = tour.path.reduce<number[][]>(
      (rows, [x, y], k) => {
        rows[y]![x] = k + 1;
        return rows;
      },
      Array.from({ length: 5 }, () => Array(5).fill(0)),
    );
    const text = board.map((row) => row.join(' ')).join('\n');
    const valid = await client.run({ kind: 'verify', text, closed: false }).result;
    expect(expectKind(valid, 'verified').file.report.valid).toBe(true);
    expect(expectKind(valid, 'verified').file.format).toBe('text');
  });

  it('solves a 3-D board as core’s solve3d does, the cells handed over as a typed array', async () => {
    const { client, received } = connect();
    const board = { width: 5, height: 4, depth: 6 };
    for (const algorithm of HEURISTICS_3D) {
      const start = [1, 2, 3] as const;
      const response = await client.run({ kind: 'solve3d', ...board, start, algorithm }).result;
      const { tour } = expectKind(response, 'solved3d');
      const expected = solve3d({ ...board, start, algorithm });
      expect(tour.cells).toBeInstanceOf(Int32Array);
      expect([...tour.cells]).toEqual([...cellsOfPath(board, expected.path)]);
      expect(tour).toMatchObject({
        ...board,
        algorithm,
        start: [1, 2, 3],
        complete: expected.complete,
        closed: expected.closed,
        attempts: expected.attempts,
      });
      expect(tour.variant).toEqual(expected.variant);
      expect(tour.elapsedMs).toBeGreaterThanOrEqual(0);
    }
    expect(received.filter((r) => r.kind === 'solved3d')).toHaveLength(HEURISTICS_3D.length);
    // A failed walk (3x3x3: the centre is unreachable) and a start ruled out by parity.
    const failed = expectKind(
      await client.run({
        kind: 'solve3d',
        width: 3,
        height: 3,
        depth: 3,
        start: [0, 0, 0],
        algorithm: 'octaml16-3d',
      }).result,
      'solved3d',
    ).tour;
    expect(failed.complete).toBe(false);
    expect(failed.cells.length).toBe(solve3d({ width: 3, height: 3, depth: 3 }).path.length);
    const parity = expectKind(
      await client.run({
        kind: 'solve3d',
        width: 5,
        height: 5,
        depth: 5,
        start: [1, 0, 0],
        algorithm: 'octaml3d',
      }).result,
      'solved3d',
    ).tour;
    expect(parity.cells.length).toBe(0);
    expect(parity.reason).toMatch(/^no open tour starts at \(1,0,0\)/);
    // Bad input: one line, not an exception.
    const off = await client.run({
      kind: 'solve3d',
      width: 4,
      height: 4,
      depth: 4,
      start: [0, 0, 4],
      algorithm: 'warnsdorff3d',
    }).result;
    expect(expectKind(off, 'error').message).toMatch(/^start \(0,0,4\) is off the 4x4x4 board/);
  });

  it('reads and checks a 3-D tour file with the 3-D verifier, in each of its formats', async () => {
    const { client } = connect();
    const doc = solve3d({ width: 4, height: 4, depth: 4, start: [0, 0, 0] });
    for (const format of ['json', 'csv', 'text'] as const) {
      const text = [...formatTour3d(doc, format)].join('');
      const response = await client.run({ kind: 'verify', text, closed: false }).result;
      const { file } = expectKind(response, 'verified3d');
      expect(file).toMatchObject({ format, width: 4, height: 4, depth: 4 });
      expect(file.report.valid).toBe(true);
      expect([...file.zs]).toEqual(doc.path.map(([, , z]) => z));
      expect(file.lines).toEqual(describeReport(verifyTour(parseTour(text))));
    }
    // A corrupted file: a cell twice and a move that is not a knight move.
    const corrupted = 'step,x,y,z\n1,0,0,0\n2,1,2,0\n3,1,2,0\n4,3,3,3\n';
    const broken = await client.run({ kind: 'verify', text: corrupted, closed: false }).result;
    const { file } = expectKind(broken, 'verified3d');
    expect(file.report.valid).toBe(false);
    expect(file.report.counts.duplicate).toBe(1);
    expect(file.report.counts['not-a-knight-move']).toBe(2);
    expect(file.lines).toEqual(describeReport(verifyTour(parseTour(corrupted))));
    // A closed tour required of an open one.
    const open = await client.run({
      kind: 'verify',
      text: [...formatTour3d(doc, 'json')].join(''),
      closed: true,
    }).result;
    const { report } = expectKind(open, 'verified3d').file;
    expect(report.valid).toBe(doc.closed);
  });

  it('drops answers to jobs it does not know', () => {
    let onmessage: WorkerLike['onmessage'] = null;
    const fake: WorkerLike = {
      get onmessage() {
        return onmessage;
      },
      set onmessage(f) {
        onmessage = f;
      },
      postMessage() {},
    };
    const client = new JobClient(fake);
    const job = client.run({ kind: 'verify', text: '', closed: false });
    expect(client.running).toBe(1);
    onmessage!({ data: { id: job.id + 1, kind: 'cancelled' } });
    expect(client.running).toBe(1);
    onmessage!({ data: { id: job.id, kind: 'cancelled' } });
    expect(client.running).toBe(0);
  });

  it('hands typed arrays over once each', () => {
    const squares = new Int32Array(4);
    const response: Response = {
      id: 1,
      kind: 'symmetry',
      report: { start: [0, 0], results: [], symmetric: true, startOnAxes: [] },
      images: [
        { name: 'identity', start: [0, 0], tour: { ...findTour({ n: 5 }), elapsedMs: 0 } },
        { name: 'rot90', start: [4, 0], tour: { ...findTour({ n: 5 }), squares, elapsedMs: 0 } },
      ],
    };
    const buffers = transferablesOf(response);
    expect(buffers).toHaveLength(2);
    expect(buffers).toContain(squares.buffer);
    const cells = Int32Array.from([0, 6, 2]);
    const solved3d: Response = {
      id: 2,
      kind: 'solved3d',
      tour: {
        format: 'knights-tour/1',
        width: 2,
        height: 3,
        depth: 2,
        algorithm: 'octaml3d',
        start: [0, 0, 0],
        complete: false,
        closed: false,
        attempts: 1,
        cells,
        elapsedMs: 0,
      },
    };
    expect(transferablesOf(solved3d)).toEqual([cells.buffer]);
    const [xs, ys, zs] = [new Float64Array(1), new Float64Array(1), new Float64Array(1)];
    const verified3d = {
      id: 3,
      kind: 'verified3d',
      file: { format: 'csv', width: 1, height: 1, depth: 1, xs, ys, zs, lines: [] },
    } as unknown as Response;
    expect(transferablesOf(verified3d)).toEqual([xs.buffer, ys.buffer, zs.buffer]);
  });
});
