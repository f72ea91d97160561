import { Worker } from 'node:worker_threads';
import type { CountReply, CountRequest } from './protocol.js';

/** Replies that end a request (`pieces` may come before them). */
const FINAL = new Set<CountReply['kind']>(['ready', 'expanded', 'flushed', 'reduced', 'checked']);

/**
 * The workers of a count job. A worker does one request at a time; `run` hands requests to
 * whichever worker is free, `broadcast` sends one to every worker. A worker that fails or
 * stops rejects what is running; `close` terminates them all.
 */
export class CountPool {
  private readonly workers: Worker[] = [];
  /** Per worker: where its replies go while a request runs. */
  private readonly handlers: (((reply: CountReply) => void) | undefined)[] = [];
  private failure: Error | undefined;
  private readonly failed: ((error: Error) => void)[] = [];
  private closed = false;

  constructor(script: URL | string, size: number) {
    for (let w = 0; w < size; w++) {
      const worker = new Worker(script);
      worker.on('message', (reply: CountReply) => {
        if (reply.kind === 'failed') return this.fail(new Error(reply.message));
        this.handlers[w]?.(reply);
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (!this.closed)
          this.fail(new Error(`a count worker stopped unexpectedly (exit code ${code})`));
      });
      this.workers.push(worker);
      this.handlers.push(undefined);
    }
  }

  get size(): number {
    return this.workers.length;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const reject of this.failed.splice(0)) reject(this.failure);
  }

  /** Sends `request` to worker `w`; `onReply` sees every reply, the promise the final one. */
  private send(
    w: number,
    request: CountRequest,
    onReply: (reply: CountReply) => void,
  ): Promise<CountReply> {
    return new Promise<CountReply>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.failed.push(reject);
      this.handlers[w] = (reply) => {
        onReply(reply);
        if (!FINAL.has(reply.kind)) return;
        this.handlers[w] = undefined;
        this.failed.splice(this.failed.indexOf(reject), 1);
        resolve(reply);
      };
      this.workers[w]!.postMessage(request);
    });
  }

  /** Sends `request` to every worker; resolves with their final replies. */
  broadcast(
    request: CountRequest,
    onReply: (reply: CountReply) => void = () => {},
  ): Promise<CountReply[]> {
    return Promise.all(this.workers.map((_, w) => this.send(w, request, onReply)));
  }

  /**
   * Runs `requests` on whichever worker is free, in order; every reply goes to `onReply`
   * with the index of the request it answers.
   */
  async run(
    requests: readonly CountRequest[],
    onReply: (reply: CountReply, request: number) => void,
  ): Promise<void> {
    let next = 0;
    const drain = async (w: number) => {
      while (next < requests.length) {
        const i = next++;
        await this.send(w, requests[i]!, (reply) => onReply(reply, i));
      }
    };
    await Promise.all(this.workers.map((_, w) => drain(w)));
  }

  /** Stops every worker at once: what runs rejects with `reason`. */
  async abort(reason: Error): Promise<void> {
    this.fail(reason);
    await this.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
