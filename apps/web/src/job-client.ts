import type { FinalResponse, JobRequest, Request, Response } from './protocol.js';

/** The part of `Worker` the client uses (an in-process handler in tests). */
export interface WorkerLike {
  postMessage(message: Request): void;
  onmessage: ((event: { data: Response }) => void) | null;
  terminate(): void;
}

/** Called with each progress message of a job. */
export type ProgressListener = (progress: Extract<Response, { kind: 'progress' }>) => void;

/** A running job: its id and its final answer. */
export interface Job {
  readonly id: number;
  readonly result: Promise<FinalResponse>;
}

interface Pending {
  readonly request: Request;
  readonly resolve: (response: FinalResponse) => void;
  readonly onProgress: ProgressListener | undefined;
}

/**
 * The page's side of the protocol: numbers requests, routes progress to the caller and
 * resolves each job with its final message.
 *
 * Cancelling ends the worker and starts a fresh one. A job in the worker is one synchronous
 * computation (an exact search can hold it for a minute between two messages, reading a big
 * file for seconds), so only ending the worker stops it at once, whatever it is doing; the
 * jobs still waiting are sent again to the new worker. Messages of an ended worker are never
 * delivered, so a stopped job cannot move a progress bar afterwards.
 *
 * With a `standby` job, a second worker is started ahead and warmed up with that job (its
 * answer ignored: the code compiled, the kernel loaded), and takes over at a cancel: the next
 * job does not wait for a worker to start (about 100 ms on a slow machine). It is started once
 * the first worker has said something (a progress or an answer: its code is compiled and the
 * first job under way), so that it never competes with the start of the page's first walk.
 */
export class JobClient {
  private worker: WorkerLike;
  private spare: WorkerLike | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Workers started: the first, the standby, and one more for each cancel of a job in progress. */
  started = 0;

  constructor(
    private readonly spawn: () => WorkerLike,
    private readonly standby?: JobRequest,
  ) {
    this.worker = this.start();
  }

  private startSpare(): WorkerLike | undefined {
    if (!this.standby) return undefined;
    const spare = this.start();
    // Id 0 is never a job's: its answer is dropped.
    spare.postMessage({ ...this.standby, id: 0 } as Request);
    return spare;
  }

  private start(): WorkerLike {
    const worker = this.spawn();
    this.started++;
    worker.onmessage = (event) => {
      if (this.worker !== worker) return;
      this.spare ??= this.startSpare();
      this.receive(event.data);
    };
    return worker;
  }

  run(request: JobRequest, onProgress?: ProgressListener): Job {
    const id = this.nextId++;
    const message = { ...request, id } as Request;
    const result = new Promise<FinalResponse>((resolve) => {
      this.pending.set(id, { request: message, resolve, onProgress });
    });
    this.worker.postMessage(message);
    return { id, result };
  }

  /** Stops job `id` now; it resolves `cancelled`. Nothing happens for a job already answered. */
  cancel(id: number): void {
    const job = this.pending.get(id);
    if (!job) return;
    this.pending.delete(id);
    const ended = this.worker;
    ended.onmessage = null;
    ended.terminate();
    this.worker = this.spare ?? this.start();
    this.spare = this.startSpare();
    for (const other of this.pending.values()) this.worker.postMessage(other.request);
    job.resolve({ id, kind: 'cancelled' });
  }

  /** Jobs still waiting for their answer. */
  get running(): number {
    return this.pending.size;
  }

  private receive(response: Response): void {
    const job = this.pending.get(response.id);
    if (!job) return;
    if (response.kind === 'progress') {
      job.onProgress?.(response);
      return;
    }
    this.pending.delete(response.id);
    job.resolve(response);
  }
}
