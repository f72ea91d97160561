import type {
  AlgorithmName,
  Board,
  ExistenceAnswer,
  ExplainedStep,
  HeuristicName,
  Square,
  Tour,
  WalkExplanation,
} from '@knights-tour/core';
import type { SymmetryReport } from '@knights-tour/verify';
import type { WalkShape } from './content.js';
import type { CountPlan } from './count-plan.js';

/**
 * Messages between the page and its worker. The page sends a request with an `id`; the worker
 * answers with messages of the same `id`: any number of `progress`, then exactly one final
 * message. A job is cancelled by ending the worker (see `JobClient`), so no job has to look
 * for a cancel between its steps. Typed arrays travel as transferables (a 200×200 walk is
 * 160 KB, never copied square by square). One request per job, 2-D and 3-D boards alike.
 */
export type JobRequest =
  | {
      readonly kind: 'solve';
      readonly board: Board;
      readonly start: Square;
      readonly algorithm: AlgorithmName;
      readonly closed: boolean;
      readonly seed?: number;
      readonly maxNodes?: number;
      readonly maxMs?: number;
    }
  | { readonly kind: 'map'; readonly board: Board; readonly algorithm: HeuristicName }
  | {
      readonly kind: 'symmetry';
      readonly board: Board;
      readonly start: Square;
      readonly algorithm: AlgorithmName;
      readonly seed?: number;
    }
  /** A file is handed over as a `Blob` and read in the worker, never on the page's thread. */
  | { readonly kind: 'verify'; readonly source: string | Blob; readonly closed: boolean }
  /** Can this walk (flat cells, start first) still become a tour? With a finish if so. */
  | {
      readonly kind: 'complete';
      readonly board: Board;
      readonly walk: Int32Array;
      readonly closed: boolean;
      readonly maxNodes: number;
    }
  /** A heuristic's walk explained step by step (core's `explainWalk`), for the learn view. */
  | {
      readonly kind: 'explain';
      readonly board: Board;
      readonly start: Square;
      readonly algorithm: HeuristicName;
      readonly seed?: number;
    }
  /** The exact search from a start, every square it tries and takes back sent as progress. */
  | {
      readonly kind: 'search';
      readonly board: Board;
      readonly start: Square;
      readonly algorithm: AlgorithmName;
      readonly closed: boolean;
      readonly maxNodes: number;
    }
  /**
   * The exact count (core's frontier count): closed tours, and open tours per start square,
   * each when the browser counts it in seconds (`count-plan.ts`, planned here in the worker).
   */
  | { readonly kind: 'count'; readonly board: Board };

export type Request = JobRequest & { readonly id: number };

/** A walk, how long the worker took and, when it is no tour, whether one exists from its start. */
export interface SolvedTour extends Tour {
  readonly elapsedMs: number;
  /** Asked only when the walk is incomplete on a 2-D board (core's `tourExists`). */
  readonly existence?: Pick<ExistenceAnswer, 'exists' | 'reason'>;
}

/**
 * Outcome of every start of one board: per square (linear index `y * width + x`), the
 * squares the reported walk reached (`-1`: no open tour can start there) and the attempts used.
 */
export interface FailureMap {
  readonly board: Board;
  readonly algorithm: HeuristicName;
  readonly length: Int32Array;
  readonly attempts: Int32Array;
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
  readonly attempts: Int32Array;
}

/** A tour read from a file or pasted text, with the verifier's verdict, ready to draw. */
export interface VerifiedFile {
  readonly format: string;
  readonly board: Board;
  /** Flat cell index of each step; -1 for an entry that could not be read or lies off the board. */
  readonly cells: Int32Array;
  /** Cells the verifier found visited twice (flat indices). */
  readonly repeated: Int32Array;
  /** Steps (1-based) arriving by a move that is not a knight move. */
  readonly badMoves: Int32Array;
  /** What the drawing needs of the walk, worked out here (millions of steps stay off the page's thread). */
  readonly shape: WalkShape;
  readonly valid: boolean;
  readonly problems: number;
  /** The verifier's own words: the verdict, then its problems and notes (at most a few hundred). */
  readonly lines: readonly string[];
  /** A valid tour's analysis in the verifier's words (`describeAnalysis`): symmetry, class, … */
  readonly analysis?: readonly string[];
}

/** Core's explanation of a walk with its steps read out (they are computed lazily there). */
export interface ExplainedWalk extends Omit<WalkExplanation, 'steps'> {
  readonly steps: readonly ExplainedStep[];
}

/** One image of the start under a symmetry of the board, with the walk solved from it. */
export interface SymmetryImage {
  readonly name: string;
  readonly start: Square;
  readonly tour: SolvedTour;
}

/** What an exact search (a `complete` or `search` job) found. */
export interface SearchAnswer {
  readonly status: 'found' | 'none' | 'gave-up';
  /** Why `none` or `gave-up`, in core's words. */
  readonly reason?: string;
  /** The whole tour when found (flat cells, start first). */
  readonly squares?: Int32Array;
  readonly nodes: number;
}

/**
 * Squares a `search` job entered and took back, in order: `s ≥ 0` entered square `s`,
 * `−1 − s` took it back.
 */
export type SearchEvents = Int32Array;

/** What a `count` job counted: each part planned, exact (`bigint` survives the message). */
export interface TourCounts {
  readonly board: Board;
  /** What was counted, and why the rest was not. */
  readonly plan: CountPlan;
  /** Closed tours as cycles: a tour and its reverse once (directed: twice that). */
  readonly closed?: bigint;
  /** Directed open tours: a tour and its reverse twice. */
  readonly open?: bigint;
  /** `perSquare[y * width + x]`: the directed open tours starting at (x, y). */
  readonly perSquare?: readonly bigint[];
  readonly elapsedMs: number;
}

export type Response =
  | {
      readonly id: number;
      readonly kind: 'progress';
      readonly done: number;
      readonly total: number;
      /** The walks finished since the last progress message (failure maps), to draw as they come. */
      readonly part?: MapPart;
      /** The squares the search tried since the last progress message. */
      readonly events?: SearchEvents;
    }
  | { readonly id: number; readonly kind: 'solved'; readonly tour: SolvedTour }
  | { readonly id: number; readonly kind: 'map'; readonly map: FailureMap }
  | {
      readonly id: number;
      readonly kind: 'symmetry';
      readonly report: SymmetryReport;
      readonly images: readonly SymmetryImage[];
    }
  | { readonly id: number; readonly kind: 'verified'; readonly file: VerifiedFile }
  | { readonly id: number; readonly kind: 'searched'; readonly answer: SearchAnswer }
  | { readonly id: number; readonly kind: 'explained'; readonly walk: ExplainedWalk }
  | { readonly id: number; readonly kind: 'counted'; readonly counts: TourCounts }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

/** The final answers, and `cancelled` for a job the page stopped (made by the client). */
export type FinalResponse =
  | Exclude<Response, { kind: 'progress' }>
  | { readonly id: number; readonly kind: 'cancelled' };

/** Typed arrays of a response that can be handed over instead of copied. */
export function transferablesOf(response: Response): ArrayBuffer[] {
  const arrays: { buffer: ArrayBufferLike }[] = [];
  switch (response.kind) {
    case 'progress':
      if (response.part) {
        arrays.push(response.part.starts, response.part.length, response.part.attempts);
      }
      if (response.events) arrays.push(response.events);
      break;
    case 'solved':
      arrays.push(response.tour.squares);
      break;
    case 'map':
      arrays.push(response.map.length, response.map.attempts);
      break;
    case 'symmetry':
      for (const image of response.images) arrays.push(image.tour.squares);
      break;
    case 'verified':
      arrays.push(response.file.cells, response.file.repeated, response.file.badMoves);
      if (response.file.shape.moves) arrays.push(response.file.shape.moves);
      if (response.file.shape.visited) arrays.push(response.file.shape.visited);
      break;
    case 'searched':
      if (response.answer.squares) arrays.push(response.answer.squares);
      break;
  }
  const buffers: ArrayBuffer[] = [];
  for (const { buffer } of arrays) {
    if (buffer instanceof ArrayBuffer && !buffers.includes(buffer)) buffers.push(buffer);
  }
  return buffers;
}
