import { autoTour } from './auto.js';
import {
  assertStart,
  type Board,
  createBoard,
  KnightsTourError,
  parityReason,
} from './board/board.js';
import {
  isClosedWalk,
  TOUR_FORMAT,
  type Tour,
  type TourDocument,
  toDocument,
} from './board/tour.js';
import {
  assertSeed,
  HEURISTICS,
  type HeuristicName,
  HeuristicRunner,
  takesSeed,
} from './heuristics.js';
import {
  isSearchAlgorithmName,
  SEARCH_ALGORITHMS,
  type SearchAlgorithmName,
  searchSolution,
  validateLimit,
} from './search/search.js';

/** Every algorithm `solve` accepts; `auto` (the default) never gives up (see `autoTour`). */
export const ALGORITHMS = ['auto', ...HEURISTICS, ...SEARCH_ALGORITHMS] as const;
export type AlgorithmName = 'auto' | HeuristicName | SearchAlgorithmName;

export function isAlgorithmName(name: string): name is AlgorithmName {
  return (ALGORITHMS as readonly string[]).includes(name);
}

/** What an algorithm accepts beyond a board and a start: read by `solve`, the CLI and the Action. */
export interface AlgorithmCapabilities {
  /** Takes `maxNodes` / `maxMs`: the exact searches, and `auto` for its search fallback. */
  readonly limits: boolean;
  /** Can promise a closed tour (`closed: true`): `auto` builds one, the searches look for one. */
  readonly closed: boolean;
  /** Takes a `seed` (see `takesSeed`). */
  readonly seed: boolean;
}

/** The {@link AlgorithmCapabilities} of `algorithm`. */
export function capabilitiesOf(algorithm: AlgorithmName): AlgorithmCapabilities {
  const search = algorithm === 'auto' || isSearchAlgorithmName(algorithm);
  return { limits: search, closed: search, seed: takesSeed(algorithm) };
}

export interface SolveOptions {
  /** Side of a square board (or give `width` and `height`). */
  n?: number;
  width?: number;
  height?: number;
  /** Start square `[x, y]`; default `[0, 0]`. */
  start?: readonly [number, number];
  /** Default `auto`: OctAML16, then linear-time constructions, then exact search. */
  algorithm?: AlgorithmName;
  /** Ask for a closed tour: `auto` builds one for every board that has one; the searches look for one; the heuristics cannot. */
  closed?: boolean;
  /** Plain Warnsdorff only: break ties at random, reproducibly per seed. */
  seed?: number;
  /** Search algorithms (and `auto`'s search fallback): give up after this many nodes (default `DEFAULT_SEARCH_NODES`, 10^8). */
  maxNodes?: number;
  /** Search algorithms (and `auto`'s search fallback): give up after this many milliseconds. */
  maxMs?: number;
}

/** Resolves `n` / `width` × `height` into a validated board. */
export function boardOf(options: Pick<SolveOptions, 'n' | 'width' | 'height'>): Board {
  const width = options.width ?? options.n;
  const height = options.height ?? options.n ?? width;
  if (width === undefined || height === undefined) {
    throw new KnightsTourError('give a board size: n, or width and height');
  }
  return createBoard(width, height);
}

/**
 * Finds a tour with one algorithm and returns it as a SPEC §9 document.
 * A heuristic that fails is not an error: the document says `complete: false` and holds
 * the walk it reached. Bad input throws {@link KnightsTourError}.
 */
export function solve(options: SolveOptions): TourDocument {
  return toDocument(findTour(options));
}

/**
 * {@link solve} without the `[x, y]` pairs: the walk stays a typed array of linear square
 * indices, which is what very large boards need (see {@link Tour}).
 */
export function findTour(options: SolveOptions): Tour {
  const board = boardOf(options);
  const algorithm = options.algorithm ?? 'auto';
  if (!isAlgorithmName(algorithm)) {
    throw new KnightsTourError(
      `unknown algorithm '${String(algorithm)}' (expected one of ${ALGORITHMS.join(', ')})`,
    );
  }
  const [x, y] = options.start ?? [0, 0];
  assertStart(board, x, y);
  const base = {
    format: TOUR_FORMAT,
    width: board.width,
    height: board.height,
    algorithm,
    start: [x, y] as [number, number],
  } as const;
  const parity = parityReason(board, x, y);
  if (parity) {
    return {
      ...base,
      complete: false,
      closed: false,
      attempts: 0,
      reason: parity,
      squares: new Int32Array(0),
    };
  }
  validateLimit('maxNodes', options.maxNodes); // even where no search ends up running
  validateLimit('maxMs', options.maxMs);
  const limits = {
    ...(options.maxNodes === undefined ? {} : { maxNodes: options.maxNodes }),
    ...(options.maxMs === undefined ? {} : { maxMs: options.maxMs }),
  };
  if (options.seed !== undefined) assertSeed(algorithm, options.seed);
  if (isSearchAlgorithmName(algorithm)) {
    return searchSolution(board, algorithm, [x, y], {
      ...(options.closed ? { closed: true } : {}),
      ...limits,
    });
  }
  if (options.closed && !capabilitiesOf(algorithm).closed) {
    throw new KnightsTourError(
      `${algorithm} walks greedily and cannot promise a closed tour: use auto (or a search algorithm) for closed tours`,
    );
  }
  const outcome =
    algorithm === 'auto'
      ? autoTour(board, x, y, { ...limits, closed: options.closed ?? false })
      : new HeuristicRunner(board).run(algorithm, x, y, options.seed);
  return {
    ...base,
    complete: outcome.complete,
    closed: isClosedWalk(board, outcome.squares),
    attempts: outcome.attempts,
    ...(outcome.variant ? { variant: { ...outcome.variant } } : {}),
    ...('method' in outcome ? { method: outcome.method } : {}),
    ...('reason' in outcome && outcome.reason !== undefined ? { reason: outcome.reason } : {}),
    squares: outcome.squares,
  };
}
