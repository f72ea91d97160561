import {
  type AlgorithmName,
  algorithmInfo,
  checkFitsBoard,
  checkSeed,
  defaultAlgorithm,
  isAlgorithmName,
  parseAlgorithm,
} from './algorithms.js';
import { autoFrom } from './auto.js';
import { type Board, createBoard } from './board/board.js';
import { parityReason } from './board/colour.js';
import { checkStart, squareOf } from './board/square.js';
import { isClosedWalk, type Tour, type TourDocument, tourDocument } from './board/tour.js';
import { BoardEngines } from './heuristics.js';
import { closedToursExist, existence } from './search/exists.js';
import { isSearchAlgorithmName, searchSolution, validateLimit } from './search/search.js';
import { KnightsTourError } from './text/errors.js';

/** What `solve` is asked: the board, the start, the algorithm and its limits. */
export interface SolveOptions {
  /** Side of a square board (or give `width` and `height`, and `depth` for a box). */
  n?: number;
  width?: number;
  height?: number;
  /** Layers of a box (docs/three-d.md); default 1, a 2-D board. */
  depth?: number;
  /** Start square `[x, y]` (`[x, y, z]` on a box); default the corner. */
  start?: readonly number[];
  /** Default `auto` on a 2-D board (OctAML16, then constructions, then exact search), `octaml16-3d` on a box. */
  algorithm?: AlgorithmName;
  /** Ask for a closed tour: `auto` builds one for every board that has one; the searches look for one; `parberry` walks one (it walks nothing else); the other heuristics cannot. */
  closed?: boolean;
  /** `warnsdorff` and `pohl`: break their last ties at random, reproducibly per seed; `parberry`: its seed (default 0). */
  seed?: number;
  /** Search algorithms (and `auto`'s search fallback): give up after this many nodes (default `DEFAULT_SEARCH_NODES`, 10^8). */
  maxNodes?: number;
  /** Search algorithms (and `auto`'s search fallback): give up after this many milliseconds. */
  maxMs?: number;
}

/** Resolves `n` / `width` × `height` (× `depth`) into a validated board. */
function boardOfOptions(options: Pick<SolveOptions, 'n' | 'width' | 'height' | 'depth'>): Board {
  const width = options.width ?? options.n;
  const height = options.height ?? options.n ?? width;
  if (width === undefined || height === undefined) {
    throw new KnightsTourError('give a board size: n, or width and height');
  }
  return createBoard(width, height, options.depth);
}

/**
 * Finds a tour with one algorithm and returns it as a SPEC §9 document (with `depth` and
 * `[x, y, z]` squares on a box). A heuristic that fails is not an error: the document says
 * `complete: false` and holds the walk it reached. Bad input throws {@link KnightsTourError}.
 */
export function solve(options: SolveOptions): TourDocument {
  return tourDocument(findTour(options));
}

/**
 * {@link solve} without the `[x, y]` pairs: the walk stays a typed array of flat square
 * indices, which is what very large boards need (see {@link Tour}).
 */
export function findTour(options: SolveOptions): Tour {
  const board = boardOfOptions(options);
  const requested = options.algorithm ?? defaultAlgorithm(board);
  const algorithm = isAlgorithmName(requested) ? requested : parseAlgorithm(String(requested));
  checkFitsBoard(algorithm, board);
  const start = checkStart(board, options.start ?? squareOf(board, 0, 0, 0));
  const base = { board, algorithm, start };
  const [x, y, z = 0] = start;
  const parity = parityReason(board, x, y, z);
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
  const info = algorithmInfo(algorithm);
  validateLimit('maxNodes', options.maxNodes); // even where no search ends up running
  validateLimit('maxMs', options.maxMs);
  const limits = {
    ...(options.maxNodes === undefined ? {} : { maxNodes: options.maxNodes }),
    ...(options.maxMs === undefined ? {} : { maxMs: options.maxMs }),
  };
  if (options.seed !== undefined) checkSeed(algorithm, options.seed);
  if (isSearchAlgorithmName(algorithm)) {
    return searchSolution(board, algorithm, [x, y], {
      ...(options.closed ? { closed: true } : {}),
      ...limits,
    });
  }
  if (options.closed && !info.closed) {
    throw new KnightsTourError(
      `${algorithm} walks greedily and cannot promise a closed tour: use auto, parberry (or a search algorithm) for closed tours`,
    );
  }
  if (info.kind === 'heuristic' && info.closed && !closedToursExist(board)) {
    const { reason } = existence(board, { closed: true });
    return {
      ...base,
      complete: false,
      closed: false,
      attempts: 0,
      reason,
      squares: new Int32Array(0),
    };
  }
  const outcome =
    algorithm === 'auto'
      ? autoFrom(board, x, y, { ...limits, closed: options.closed ?? false })
      : new BoardEngines(board).run(algorithm, start, options.seed, true);
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
