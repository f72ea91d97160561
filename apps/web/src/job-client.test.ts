import { createBoard, findTour } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { JobClient, type WorkerLike } from './job-client.js';
import { connect, run } from './jobs/in-process.js';
import { type Response, transferablesOf } from './protocol.js';

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
