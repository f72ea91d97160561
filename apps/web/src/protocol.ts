import type { AlgorithmName, HeuristicName, Square, Tour } from '@knights-tour/core';
import type { SymmetryReport, TourReport } from '@knights-tour/verify';
import type { Heuristic3dName } from './core-compat.js';
import type { Tour3d } from './export.js';

/**
 * Messages between the page and its worker. Every request carries an `id`; the worker
 * answers with messages of the same `id`: any number of `progress`, then exactly one final
 * message (`solved`, `solved3d`, `map`, `symmetry`, `verified`, `verified3d`, `cancelled` or
 * `error`). A `verify` request is answered `verified3d` when the text holds a 3-D tour. Typed arrays
 * travel as transferables (a 200×200 walk is 160 KB, never copied square by square).
 */
export type Request =
  | {
      readonly id: number;
      readonly kind: 'solve';
      readonly width: number;
      readonly height: number;
      readonly start: Square;
      readonly algorithm: AlgorithmName;
      readonly closed: boolean;
      readonly seed?: number;
      readonly maxNodes?: number;
      readonly maxMs?: number;
    }
  | {
      readonly id: number;
      readonly kind: 'solve3d';
      readonly width: number;
      readonly height: number;
      readonly depth: number;
      readonly start: readonly [number, number, number];
      readonly algorithm: Heuristic3dName;
    }
  | {
      readonly id: number;
      readonly kind: 'map';
      readonly width: number;
      readonly height: number;
      readonly algorithm: HeuristicName;
    }
  | {
      readonly id: number;
      readonly kind: 'symmetry';
      readonly width: number;
      readonly height: number;
      readonly start: Square;
      readonly algorithm: AlgorithmName;
      readonly seed?: number;
    }
  | {
      readonly id: number;
      readonly kind: 'verify';
      readonly text: string;
      readonly closed: boolean;
    }
  | { readonly id: number; readonly kind: 'cancel'; readonly target: number };

/** A request without its id, as the page writes it (the client numbers them). */
export type JobRequest = Request extends infer R
  ? R extends { kind: 'cancel' }
    ? never
    : R extends Request
      ? Omit<R, 'id'>
      : never
  : never;

/** A walk and how long the worker took to find it. */
export interface SolvedTour extends Tour {
  readonly elapsedMs: number;
}

/**
 * Outcome of every start of one board: per square (linear index `y * width + x`), the
 * squares the reported walk reached (`-1`: no open tour can start there) and the attempts used.
 */
export interface FailureMap {
  readonly width: number;
  readonly height: number;
  readonly algorithm: HeuristicName;
  readonly length: Int32Array;
  readonly attempts: Uint8Array;
  /** Walks whose `length` was filled in so far (all of them in the final message). */
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
  /** Walks stepped together by the WebAssembly kernel; 0 when the JavaScript walker ran. */
  readonly lanes: number;
}

/** Outcomes of some starts of a failure map: linear start indices and what each walk did. */
export interface MapPart {
  readonly starts: Int32Array;
  readonly length: Int32Array;
  readonly attempts: Uint8Array;
}

/** The tour read from a file, with the verifier's verdict on it. */
export interface VerifiedFile {
  readonly format: string;
  readonly width: number;
  readonly height: number;
  /** Column and row of each step; NaN for an entry that could not be read. */
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly report: TourReport;
  /** The verifier's own words: verdict, problems, what was left out, warnings. */
  readonly lines: readonly string[];
}

/** A 3-D walk and how long the worker took to find it. */
export interface SolvedTour3d extends Tour3d {
  readonly algorithm: Heuristic3dName;
  readonly elapsedMs: number;
}

/** A 3-D tour read from a file (docs/three-d.md §6), with the 3-D verifier's verdict on it. */
export interface VerifiedFile3d {
  readonly format: string;
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  /** Coordinates of each step; NaN for an entry that could not be read. */
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly zs: Float64Array;
  readonly report: TourReport;
  /** The verifier's own words (`describeReport`). */
  readonly lines: readonly string[];
}

/** One image of the start under a symmetry of the board, with the walk solved from it. */
export interface SymmetryImage {
  readonly name: string;
  readonly start: Square;
  readonly tour: SolvedTour;
}

export type Response =
  | {
      readonly id: number;
      readonly kind: 'progress';
      readonly done: number;
      readonly total: number;
      /** The walks finished since the last progress message (failure maps), to draw as they come. */
      readonly part?: MapPart;
    }
  | { readonly id: number; readonly kind: 'solved'; readonly tour: SolvedTour }
  | { readonly id: number; readonly kind: 'solved3d'; readonly tour: SolvedTour3d }
  | { readonly id: number; readonly kind: 'map'; readonly map: FailureMap }
  | {
      readonly id: number;
      readonly kind: 'symmetry';
      readonly report: SymmetryReport;
      readonly images: readonly SymmetryImage[];
    }
  | { readonly id: number; readonly kind: 'verified'; readonly file: VerifiedFile }
  | { readonly id: number; readonly kind: 'verified3d'; readonly file: VerifiedFile3d }
  | { readonly id: number; readonly kind: 'cancelled' }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

/** The final answers (everything but progress). */
export type FinalResponse = Exclude<Response, { kind: 'progress' }>;

/** Typed arrays of a response that can be handed over instead of copied. */
export function transferablesOf(response: Response): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  const add = (array: { buffer: ArrayBufferLike }) => {
    if (array.buffer instanceof ArrayBuffer && !buffers.includes(array.buffer)) {
      buffers.push(array.buffer);
    }
  };
  switch (response.kind) {
    case 'progress':
      if (response.part) {
        add(response.part.starts);
        add(response.part.length);
        add(response.part.attempts);
      }
      break;
    case 'solved':
      add(response.tour.squares);
      break;
    case 'solved3d':
      add(response.tour.cells);
      break;
    case 'map':
      add(response.map.length);
      add(response.map.attempts);
      break;
    case 'symmetry':
      for (const image of response.images) add(image.tour.squares);
      break;
    case 'verified':
      add(response.file.xs);
      add(response.file.ys);
      break;
    case 'verified3d':
      add(response.file.xs);
      add(response.file.ys);
      add(response.file.zs);
      break;
  }
  return buffers;
}

/** The part of `Worker` the client uses (a fake in tests). */
export interface WorkerLike {
  postMessage(message: Request): void;
  onmessage: ((event: { data: Response }) => void) | null;
}

/** Called with each progress message of a job. */
export type ProgressListener = (done: number, total: number, part?: MapPart) => void;

/** A running job: its id, its final answer, and a way to stop it. */
export interface Job {
  readonly id: number;
  readonly result: Promise<FinalResponse>;
}

/**
 * The page's side of the protocol: numbers requests, routes progress to the caller and
 * resolves each job with its final message. Answers to forgotten jobs are dropped.
 */
export class JobClient {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (r: FinalResponse) => void; onProgress?: ProgressListener }
  >();

  constructor(private readonly worker: WorkerLike) {
    worker.onmessage = (event) => this.receive(event.data);
  }

  run(request: JobRequest, onProgress?: ProgressListener): Job {
    const id = this.nextId++;
    const result = new Promise<FinalResponse>((resolve) => {
      this.pending.set(id, onProgress ? { resolve, onProgress } : { resolve });
    });
    this.worker.postMessage({ ...request, id } as Request);
    return { id, result };
  }

  /** Asks the worker to stop job `id`; it answers `cancelled` (or its result, if it was done). */
  cancel(id: number): void {
    if (this.pending.has(id)) this.worker.postMessage({ id: 0, kind: 'cancel', target: id });
  }

  /** Jobs still waiting for their answer. */
  get running(): number {
    return this.pending.size;
  }

  private receive(response: Response): void {
    const job = this.pending.get(response.id);
    if (!job) return;
    if (response.kind === 'progress') {
      job.onProgress?.(response.done, response.total, response.part);
      return;
    }
    this.pending.delete(response.id);
    job.resolve(response);
  }
}
