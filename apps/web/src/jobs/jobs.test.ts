import {
  type Board,
  cellCount,
  completeWalk,
  createBoard,
  findTour,
  formatTour,
  frontierCount,
  HeuristicRunner,
  isPossibleStart,
  searchTour,
  solve,
} from '@knights-tour/core';
import { checkSymmetries, describeReport, parseTour, verifyTour } from '@knights-tour/verify';
import { describe, expect, it } from 'vitest';
import { emptyMap, failingStarts, mapCounts, outcomeAt, withPart } from '../failure-map.js';
import { JobClient, type WorkerLike } from '../job-client.js';
import {
  type FinalResponse,
  type JobRequest,
  type Response,
  transferablesOf,
} from '../protocol.js';
import { JobHandler } from './index.js';

/**
 * The page's client wired to the worker's handler in-process, every message passed through
 * structuredClone as postMessage does (with the transfer list), so what crosses is exactly
 * what a real worker would receive. An ended "worker" delivers nothing more.
 */
function connect(standby?: JobRequest): {
  client: JobClient;
  received: Response[];
  spawned: () => number;
} {
  const received: Response[] = [];
  let spawned = 0;
  const spawn = (): WorkerLike => {
    spawned++;
    let ended = false;
    const fake: WorkerLike = {
      onmessage: null,
      postMessage(message) {
        const request = structuredClone(message);
        setTimeout(() => void handler.handle(request), 0);
      },
      terminate() {
        ended = true;
      },
    };
    const handler = new JobHandler((response) => {
      if (ended) return;
      const copy = structuredClone(response, { transfer: transferablesOf(response) });
      received.push(copy);
      fake.onmessage?.({ data: copy });
    });
    return fake;
  };
  return { client: new JobClient(spawn, standby), received, spawned: () => spawned };
}

function expectKind<K extends FinalResponse['kind']>(response: FinalResponse, kind: K) {
  if (response.kind !== kind) throw new Error(`expected ${kind}, got ${JSON.stringify(response)}`);
  return response as Extract<FinalResponse, { kind: K }>;
}

const run = (client: JobClient, request: JobRequest) => client.run(request).result;

describe('worker jobs', () => {
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

describe('the job client', () => {
  it('cancels a job at once by ending the worker, and sends the other jobs to a new one', async () => {
    const { client, spawned } = connect();
    const board = createBoard(60);
    const seen: number[] = [];
    const map = client.run({ kind: 'map', board, algorithm: 'octaml16' }, ({ done }) =>
      seen.push(done),
    );
    const solve5 = client.run({
      kind: 'solve',
      board: createBoard(5),
      start: [0, 0],
      algorithm: 'auto',
      closed: false,
    });
    client.cancel(map.id);
    expect((await map.result).kind).toBe('cancelled');
    expect(spawned()).toBe(2);
    // The job that waited behind it is answered by the new worker.
    expect((await solve5.result).kind).toBe('solved');
    // Nothing of the ended job arrives afterwards.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    expect(client.running).toBe(0);
    // Cancelling a job already answered does nothing.
    client.cancel(map.id);
    expect(spawned()).toBe(2);
  });

  it('keeps a worker on standby to take over at once at a cancel', async () => {
    const { client, spawned, received } = connect({
      kind: 'map',
      board: createBoard(5),
      algorithm: 'octaml16',
    });
    // The standby waits for the first word of the first worker: nothing competes with its start.
    expect(spawned()).toBe(1);
    await run(client, {
      kind: 'solve',
      board: createBoard(5),
      start: [0, 0],
      algorithm: 'auto',
      closed: false,
    });
    expect(spawned()).toBe(2);
    const map = client.run({ kind: 'map', board: createBoard(60), algorithm: 'octaml16' });
    client.cancel(map.id);
    // The standby took over; a new standby was started behind it.
    expect(spawned()).toBe(3);
    // Its warm-up was answered (id 0) and went nowhere.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.some((r) => r.id === 0 && r.kind === 'map')).toBe(true);
    const next = await run(client, {
      kind: 'solve',
      board: createBoard(6),
      start: [0, 0],
      algorithm: 'auto',
      closed: false,
    });
    expect(next.kind).toBe('solved');
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
      terminate() {},
    };
    const client = new JobClient(() => fake);
    const job = client.run({ kind: 'verify', source: '', closed: false });
    expect(client.running).toBe(1);
    onmessage!({ data: { id: job.id + 1, kind: 'error', message: '' } });
    expect(client.running).toBe(1);
    onmessage!({ data: { id: job.id, kind: 'error', message: '' } });
    expect(client.running).toBe(0);
  });

  it('hands typed arrays over once each', () => {
    const squares = new Int32Array(4);
    const tour = { ...findTour({ n: 5 }), elapsedMs: 0 };
    const response: Response = {
      id: 1,
      kind: 'symmetry',
      report: { start: [0, 0], results: [], symmetric: true, startOnAxes: [] },
      images: [
        { name: 'identity', start: [0, 0], tour },
        { name: 'rot90', start: [4, 0], tour: { ...tour, squares } },
      ],
    };
    const buffers = transferablesOf(response);
    expect(buffers).toHaveLength(2);
    expect(buffers).toContain(squares.buffer);
    const events = new Int32Array(3);
    expect(transferablesOf({ id: 2, kind: 'progress', done: 3, total: 0, events })).toEqual([
      events.buffer,
    ]);
  });
});
