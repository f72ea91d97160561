import {
  createBoard,
  findTour,
  HeuristicRunner,
  isPossibleStart,
  KnightsTourError,
  type Square,
  squaresToPath,
  symmetriesOf,
} from '@knights-tour/core';
import {
  checkSymmetries,
  describeReport,
  describeReport3d,
  isTour3dText,
  parseTour,
  parseTour3d,
  verifyTour,
  verifyTour3d,
} from '@knights-tour/verify';
import { solve3d } from './core-compat.js';
import { cellsOfPath } from './layers.js';
import type {
  FailureMap,
  Request,
  Response,
  SolvedTour,
  SolvedTour3d,
  SymmetryImage,
  VerifiedFile,
  VerifiedFile3d,
} from './protocol.js';

/**
 * Squares walked per failure-map chunk: small enough that progress moves and a cancel is
 * seen within a fraction of a second, large enough that the kernel runs at full speed.
 */
export const CHUNK_SQUARES = 2_000_000;

type Post = (response: Response) => void;

/** Lets queued messages (a cancel, a solve) run between chunks of a long job. */
const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function solveTour(request: Extract<Request, { kind: 'solve' | 'symmetry' }>, start: Square) {
  const began = performance.now();
  const tour = findTour({
    width: request.width,
    height: request.height,
    start,
    algorithm: request.algorithm,
    ...('closed' in request && request.closed ? { closed: true } : {}),
    ...(request.seed === undefined ? {} : { seed: request.seed }),
    ...('maxNodes' in request && request.maxNodes !== undefined
      ? { maxNodes: request.maxNodes }
      : {}),
    ...('maxMs' in request && request.maxMs !== undefined ? { maxMs: request.maxMs } : {}),
  });
  return { ...tour, elapsedMs: performance.now() - began } satisfies SolvedTour;
}

/** A 3-D walk by core's `solve3d`, kept as flat cell indices (the page's compact form). */
function solveTour3d(request: Extract<Request, { kind: 'solve3d' }>): SolvedTour3d {
  const began = performance.now();
  const { path, ...fields } = solve3d({
    width: request.width,
    height: request.height,
    depth: request.depth,
    start: request.start,
    algorithm: request.algorithm,
  });
  return { ...fields, cells: cellsOfPath(fields, path), elapsedMs: performance.now() - began };
}

/**
 * The worker's side of the protocol, without the worker: `handle` takes requests, `post`
 * sends answers. Long jobs (the failure map) run in chunks and notice a cancel between them.
 */
export class JobHandler {
  private readonly cancelled = new Set<number>();
  private readonly active = new Set<number>();

  constructor(private readonly post: Post) {}

  async handle(request: Request): Promise<void> {
    if (request.kind === 'cancel') {
      if (this.active.has(request.target)) this.cancelled.add(request.target);
      return;
    }
    this.active.add(request.id);
    try {
      this.post(await this.answer(request));
    } catch (error) {
      // Bad input (KnightsTourError, TourFormatError) has a one-line message fit to show.
      const message =
        error instanceof KnightsTourError
          ? error.message
          : `internal error: ${error instanceof Error ? error.message : String(error)}`;
      this.post({ id: request.id, kind: 'error', message });
    } finally {
      this.active.delete(request.id);
      this.cancelled.delete(request.id);
    }
  }

  private async answer(request: Exclude<Request, { kind: 'cancel' }>): Promise<Response> {
    switch (request.kind) {
      case 'solve':
        return { id: request.id, kind: 'solved', tour: solveTour(request, request.start) };
      case 'solve3d':
        return { id: request.id, kind: 'solved3d', tour: solveTour3d(request) };
      case 'symmetry':
        return this.symmetry(request);
      case 'verify':
        // The verifier's own test decides which reader, as the CLI's verify does.
        return isTour3dText(request.text)
          ? { id: request.id, kind: 'verified3d', file: verifyText3d(request.text, request.closed) }
          : { id: request.id, kind: 'verified', file: verifyText(request.text, request.closed) };
      case 'map':
        return this.map(request);
    }
  }

  private symmetry(request: Extract<Request, { kind: 'symmetry' }>): Response {
    const board = createBoard(request.width, request.height);
    const tours = new Map<number, SolvedTour>();
    const solver = (start: Square) => {
      const tour = solveTour(request, start);
      tours.set(start[1] * board.width + start[0], tour);
      return squaresToPath(board, tour.squares);
    };
    const report = checkSymmetries(board, solver, request.start);
    const [sx, sy] = request.start;
    const images: SymmetryImage[] = [];
    const identity = tours.get(sy * board.width + sx)!;
    images.push({ name: 'identity', start: request.start, tour: identity });
    for (const g of symmetriesOf(board)) {
      if (g.name === 'identity') continue;
      // The checker solved every image it compared; a symmetry fixing the start shows the same walk.
      const image = g.apply(sx, sy);
      const tour = tours.get(image[1] * board.width + image[0]) ?? identity;
      images.push({ name: g.name, start: image, tour: copyTour(tour) });
    }
    return { id: request.id, kind: 'symmetry', report, images };
  }

  private async map(request: Extract<Request, { kind: 'map' }>): Promise<Response> {
    const began = performance.now();
    const board = createBoard(request.width, request.height);
    const squares = board.width * board.height;
    const length = new Int32Array(squares).fill(-1);
    const attempts = new Uint8Array(squares);
    const starts: Square[] = [];
    for (let y = 0; y < board.height; y++) {
      for (let x = 0; x < board.width; x++) {
        if (isPossibleStart(board, x, y)) starts.push([x, y]);
      }
    }
    const runner = new HeuristicRunner(board);
    const chunk = Math.max(1, Math.floor(CHUNK_SQUARES / squares));
    for (let from = 0; from < starts.length; from += chunk) {
      if (this.cancelled.has(request.id)) return { id: request.id, kind: 'cancelled' };
      const part = starts.slice(from, from + chunk);
      const outcome = runner.summarizeAll(request.algorithm, part);
      const indices = new Int32Array(part.length);
      part.forEach(([x, y], i) => {
        const square = y * board.width + x;
        indices[i] = square;
        length[square] = outcome.length[i]!;
        attempts[square] = outcome.attempts[i]!;
      });
      this.post({
        id: request.id,
        kind: 'progress',
        done: from + part.length,
        total: starts.length,
        part: {
          starts: indices,
          length: outcome.length,
          attempts: Uint8Array.from(outcome.attempts, (a) => Math.min(a, 255)),
        },
      });
      await yieldToEvents();
    }
    if (this.cancelled.has(request.id)) return { id: request.id, kind: 'cancelled' };
    const map: FailureMap = {
      width: board.width,
      height: board.height,
      algorithm: request.algorithm,
      length,
      attempts,
      done: starts.length,
      total: starts.length,
      elapsedMs: performance.now() - began,
      lanes: runner.lanes,
    };
    return { id: request.id, kind: 'map', map };
  }
}

/** Each image gets its own buffer: transferring one buffer twice is an error. */
function copyTour(tour: SolvedTour): SolvedTour {
  return { ...tour, squares: tour.squares.slice() };
}

/** What a 2-D and a 3-D read share: the format, the box's first two sides and the readable steps. */
function readFields(parsed: {
  readonly format: string;
  readonly width: number;
  readonly height: number;
  readonly length: number;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
}) {
  const { format, width, height, length } = parsed;
  return { format, width, height, xs: parsed.xs.slice(0, length), ys: parsed.ys.slice(0, length) };
}

/** Reads a tour in any format the verifier knows (it detects which) and checks it. */
function verifyText(text: string, closed: boolean): VerifiedFile {
  const parsed = parseTour(text);
  const report = verifyTour(parsed, closed ? { closed: true } : {});
  return { ...readFields(parsed), report, lines: describeReport(report) };
}

/** Reads a 3-D tour (document with `depth`, CSV `step,x,y,z`, or layer text) and checks it. */
function verifyText3d(text: string, closed: boolean): VerifiedFile3d {
  const parsed = parseTour3d(text);
  const report = verifyTour3d(parsed, closed ? { closed: true } : {});
  return {
    ...readFields(parsed),
    depth: parsed.depth,
    zs: parsed.zs.slice(0, parsed.length),
    report,
    lines: describeReport3d(report),
  };
}
