import { JobClient, type WorkerLike } from '../job-client.js';
import {
  type FinalResponse,
  type JobRequest,
  type Response,
  transferablesOf,
} from '../protocol.js';
import { JobHandler } from './index.js';

// The worker's jobs driven through the page's client in-process, for the tests of both.

/**
 * The page's client wired to the worker's handler in-process, every message passed through
 * structuredClone as postMessage does (with the transfer list), so what crosses is exactly
 * what a real worker would receive. An ended "worker" delivers nothing more.
 */
export function connect(standby?: JobRequest): {
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

/** The answer, narrowed to the kind the test expects (else the test fails with what came). */
export function expectKind<K extends FinalResponse['kind']>(response: FinalResponse, kind: K) {
  if (response.kind !== kind) throw new Error(`expected ${kind}, got ${JSON.stringify(response)}`);
  return response as Extract<FinalResponse, { kind: K }>;
}

/** The final answer of a request. */
export const run = (client: JobClient, request: JobRequest) => client.run(request).result;
