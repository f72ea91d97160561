import { type Board, type BoardLike, boardName, checkPlaneBoard } from '../board/board.js';
import { parityReason } from '../board/colour.js';
import { checkStart, squareLabel } from '../board/square.js';
import { isClosedWalk, type Tour } from '../board/tour.js';
import { cellOf, rankTable } from '../engine/geometry.js';
import { amlOrder } from '../engine/orders.js';
import { KnightsTourError } from '../text/errors.js';
import type { AbortSignalLike, SearchObserver } from './run-options.js';
import { TourSearch } from './tour-search.js';

export type { AbortSignalLike, SearchObserver } from './run-options.js';

/** The exact-search algorithms of SPEC §6, as `solve` names them. */
export const SEARCH_ALGORITHMS = ['backtrack', 'warnsdorff-backtrack'] as const;
/** `backtrack`: fixed move order; `warnsdorff-backtrack`: children ordered by SPEC §4 (a)–(d). */
export type SearchAlgorithmName = (typeof SEARCH_ALGORITHMS)[number];

/** True for the names in {@link SEARCH_ALGORITHMS}. */
export function isSearchAlgorithmName(name: string): name is SearchAlgorithmName {
  return (SEARCH_ALGORITHMS as readonly string[]).includes(name);
}

/** The child order of a search algorithm: `backtrack` tries moves in order, `warnsdorff-backtrack` by SPEC §4. */
export function searchOrder(algorithm: SearchAlgorithmName): 'plain' | 'warnsdorff' {
  return algorithm === 'warnsdorff-backtrack' ? 'warnsdorff' : 'plain';
}

/**
 * Node limit `solve` applies to the search algorithms when none is given: about ten
 * seconds of search, so that an unlucky start does not hang a command line.
 */
export const DEFAULT_SEARCH_NODES = 100_000_000;

/** Options of {@link searchTour}. */
export interface SearchOptions {
  /**
   * Order in which the children of a node are tried. `plain`: fixed move order 1..8
   * (SPEC §2). `warnsdorff`: SPEC §4 criteria (a)–(d), with the AML priority order of
   * the start square for (d), so wherever AML completes, the first descent is its walk.
   * Default `plain`.
   */
  order?: 'plain' | 'warnsdorff';
  /** Search Hamiltonian cycles: the last square must be one knight move from the start. */
  closed?: boolean;
  /** Give up after visiting this many nodes (squares entered, the start included). */
  maxNodes?: number;
  /** Give up after this many milliseconds (checked every few thousand nodes). */
  maxMs?: number;
  /** Called every 2^20 nodes with the number of nodes so far (and tours found so far). */
  onProgress?: (nodes: number, tours: number) => void;
  /** Aborting it stops the search, which then reports `gave-up`. */
  signal?: AbortSignalLike;
  /**
   * Told of every square the search enters and takes back (the web page animates it). The
   * start (or the given walk) is not reported; without an observer the search pays nothing.
   */
  observer?: SearchObserver;
}

/** Outcome of {@link searchTour}. */
export interface SearchResult {
  /**
   * `found`: a tour is in `squares`. `none`: no tour exists from that start (proven by
   * exhausting the search space, or by parity without search). `gave-up`: a limit was hit
   * first, so nothing is known.
   */
  status: 'found' | 'none' | 'gave-up';
  /** The tour as linear indices `y * width + x`, when found. */
  squares?: Int32Array;
  /** The longest walk reached, when no tour was found (linear indices). */
  deepest?: Int32Array;
  /** Nodes visited: squares entered by the search, the start included. */
  nodes: number;
  /** Wall-clock milliseconds spent. */
  ms: number;
  /** Why `none` is known without search (parity), or which limit stopped a `gave-up`. */
  reason?: string;
}

/** Why no closed tour exists on an odd × odd board, without search. */
export function closedParityReason(board: Board): string | undefined {
  if ((board.width * board.height) % 2 === 1 && board.width * board.height > 1) {
    return `no closed tour of ${boardName(board)}: a closed tour alternates colours around a cycle, so it needs as many white as black squares, and an odd board has one more white`;
  }
  return undefined;
}

/**
 * Largest board (squares) an exact search or count is set up for: its state, about 30 bytes a
 * square, is allocated before the first node (125 MB at this size), so a larger board would
 * cost its memory and seconds whatever the node or time limit.
 */
export const MAX_SEARCH_SQUARES = 2 ** 22;

/**
 * Throws {@link KnightsTourError} for a board an exact search is not set up for: more than
 * `max` squares (default {@link MAX_SEARCH_SQUARES}). `what` starts the sentence (`exact search
 * on 9000x9000 is refused: …`); `why` says what costs too much before the first node (default:
 * the search's memory).
 */
export function checkSearchSize(
  board: Board,
  what: string,
  max = MAX_SEARCH_SQUARES,
  why?: string,
): void {
  const squares = board.width * board.height;
  if (squares <= max) return;
  const gb = (squares * 30) / 1e9;
  const memory = gb >= 1 ? `${gb.toFixed(1)} GB` : `${Math.ceil(gb * 1000)} MB`;
  const side = Math.floor(Math.sqrt(max));
  throw new KnightsTourError(
    `${what} is refused: ${why ?? `the search holds about 30 bytes a square (${memory} here) before its first node`}, so it runs on boards of at most ${max.toLocaleString('en-US')} squares (${side}x${side})`,
  );
}

/** Throws for a negative or NaN search limit (undefined means no limit). */
export function validateLimit(name: string, value: number | undefined): void {
  if (value !== undefined && !(value >= 0)) {
    throw new KnightsTourError(`${name} must be a non-negative number, got ${String(value)}`);
  }
}

/**
 * Exact search for one knight's tour from `start` (SPEC §6): depth-first with backtracking,
 * iterative (no recursion, so no stack overflow at any size), with sound pruning.
 *
 * - `order: 'plain'` tries moves 1..8 in order; `order: 'warnsdorff'` orders children by
 *   SPEC §4 criteria (a)–(d) with, for (d), the AML priority order of the start square
 *   (SPEC §5), so wherever AML completes its first descent is the AML walk (pruning may
 *   make it leave AML's walk earlier where AML would fail).
 * - Returns `none` only after exhausting the space (or, for a black start on an odd board
 *   and for closed tours on odd boards, by the parity argument without search), and
 *   `gave-up` when `maxNodes`, `maxMs` or the signal stopped it first.
 *
 * Throws {@link KnightsTourError} for a start off the board or a negative limit.
 */
export function searchTour(
  board: BoardLike,
  start: readonly [number, number],
  options: SearchOptions = {},
): SearchResult {
  const checked = checkPlaneBoard(board, 'exact search');
  checkSearchSize(checked, `exact search on ${boardName(checked)}`);
  const [x, y] = checkStart(checked, start);
  validateLimit('maxNodes', options.maxNodes);
  validateLimit('maxMs', options.maxMs);
  return searchFrom(checked, x, y, options);
}

/** {@link searchTour} below the door: the board, the start and the limits are checked. */
export function searchFrom(
  board: Board,
  x: number,
  y: number,
  options: SearchOptions = {},
): SearchResult {
  const began = Date.now();
  const closed = options.closed ?? false;
  const parity = parityReason(board, x, y) ?? (closed ? closedParityReason(board) : undefined);
  if (parity) return { status: 'none', nodes: 0, ms: Date.now() - began, reason: parity };
  const search = new TourSearch(board);
  const g = search.geometry;
  const table = options.order === 'warnsdorff' ? rankTable(g, amlOrder(board, x, y)) : undefined;
  const outcome = search.run(cellOf(g, x, y), { ...options, closed, table });
  const ms = Date.now() - began;
  if (outcome.found) return { status: 'found', squares: search.tour(), nodes: outcome.nodes, ms };
  const deepest = search.deepest();
  if (outcome.stopped) {
    const why =
      outcome.stopped === 'max-nodes'
        ? `node limit ${options.maxNodes}`
        : outcome.stopped === 'max-ms'
          ? `time limit ${options.maxMs} ms`
          : 'aborted';
    return { status: 'gave-up', deepest, nodes: outcome.nodes, ms, reason: why };
  }
  return { status: 'none', deepest, nodes: outcome.nodes, ms };
}

/**
 * Runs a search algorithm for `solve` and describes the outcome as a compact tour:
 * the tour when found; otherwise `complete: false`, the longest walk reached and a
 * `reason` saying whether no tour exists (exhausted) or the search gave up.
 */
export function searchSolution(
  board: Board,
  algorithm: SearchAlgorithmName,
  start: readonly [number, number],
  options: Pick<SearchOptions, 'closed' | 'maxNodes' | 'maxMs'> = {},
): Tour {
  checkSearchSize(board, `exact search on ${boardName(board)}`);
  const [x, y] = start;
  const closed = options.closed ?? false;
  const result = searchFrom(board, x, y, {
    order: searchOrder(algorithm),
    closed,
    maxNodes: options.maxNodes ?? DEFAULT_SEARCH_NODES,
    ...(options.maxMs === undefined ? {} : { maxMs: options.maxMs }),
  });
  const squares = result.squares ?? result.deepest ?? new Int32Array(0);
  const kind = closed ? 'closed tour' : 'tour';
  const nodes = `${result.nodes.toLocaleString('en-US')} node${result.nodes === 1 ? '' : 's'}`;
  let reason: string | undefined;
  if (result.status === 'none') {
    reason =
      result.reason ??
      `exhaustive backtracking from ${squareLabel([x, y])} ruled out every continuation in ${nodes}: no ${kind} exists from that start`;
  } else if (result.status === 'gave-up') {
    reason = `search gave up after ${nodes} (${result.reason}) before finding a ${kind} or ruling one out`;
  }
  return {
    board,
    algorithm,
    start: [x, y],
    complete: result.status === 'found',
    closed: result.status === 'found' && isClosedWalk(board, squares),
    attempts: 1,
    ...(reason === undefined ? {} : { reason }),
    squares: result.status === 'none' && result.reason ? new Int32Array(0) : squares,
  };
}
