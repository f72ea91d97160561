import { type HeuristicName, KnightsTourError } from '@knights-tour/core';
import type { Request, Response } from '../protocol.js';
import { COUNT_PROGRESS_TOTAL, countBoard } from './count.js';
import { explained } from './explain.js';
import { failureMap } from './map.js';
import { completion, watchedSearch } from './search.js';
import { solveWalk } from './solve.js';
import { symmetryImages } from './symmetry.js';
import { verifySource } from './verify.js';

type Post = (response: Response) => void;

/**
 * The worker's side of the protocol, without the worker: `handle` takes a request and posts
 * its progress and its answer. One module per kind of job; nothing here waits for a cancel
 * (the page ends the worker instead, see `JobClient`).
 */
export class JobHandler {
  constructor(private readonly post: Post) {}

  async handle(request: Request): Promise<void> {
    try {
      this.post(await this.answer(request));
    } catch (error) {
      // Bad input (KnightsTourError, and verify's TourFormatError, one of them) has a one-line
      // message fit to show.
      const message =
        error instanceof KnightsTourError
          ? error.message
          : `internal error: ${error instanceof Error ? error.message : String(error)}`;
      this.post({ id: request.id, kind: 'error', message });
    }
  }

  private async answer(request: Request): Promise<Response> {
    const { id } = request;
    switch (request.kind) {
      case 'solve':
        return { id, kind: 'solved', tour: solveWalk(request, request.start) };
      case 'symmetry': {
        const [x, y] = request.start;
        return { id, kind: 'symmetry', ...symmetryImages(request, [x, y]) };
      }
      case 'map': {
        const map = failureMap(
          request.board,
          request.algorithm as HeuristicName,
          (part, done, total) => this.post({ id, kind: 'progress', done, total, part }),
        );
        return { id, kind: 'map', map };
      }
      case 'verify':
        return { id, kind: 'verified', file: await verifySource(request.source, request.closed) };
      case 'explain':
        return { id, kind: 'explained', walk: explained(request) };
      case 'complete':
        return {
          id,
          kind: 'searched',
          answer: completion(request.board, request.walk, request.closed, request.maxNodes),
        };
      case 'search': {
        let events = 0;
        const answer = watchedSearch(
          request.board,
          request.start,
          request.algorithm,
          request.closed,
          request.maxNodes,
          (part) => {
            events += part.length;
            this.post({ id, kind: 'progress', done: events, total: 0, events: part });
          },
        );
        return { id, kind: 'searched', answer };
      }
      case 'count': {
        const counts = countBoard(request.board, (done) =>
          this.post({ id, kind: 'progress', done, total: COUNT_PROGRESS_TOTAL }),
        );
        return { id, kind: 'counted', counts };
      }
    }
  }
}
