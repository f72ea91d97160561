import { type Board, type BoardLike, boardName, checkPlaneBoard } from './board/board.js';
import { parityReason } from './board/colour.js';
import { checkStart, type Square, squareLabel } from './board/square.js';
import { symmetriesOf } from './board/symmetry.js';
import { closedTourFrom, puncturedTour } from './construct/closed.js';
import type { Variant } from './engine/orders.js';
import { BoardEngines, enginesOf, type HeuristicRunner } from './heuristics.js';
import { closedToursExist, existence, innerLineReason, openToursExist } from './search/exists.js';
import { DEFAULT_SEARCH_NODES, searchFrom, validateLimit } from './search/search.js';
import { KnightsTourError } from './text/errors.js';

/**
 * How `auto` found (or ruled out) a tour, in the order it tries them:
 * - `octaml16`: the OctAML16 heuristic (SPEC §5);
 * - `closed-blocks`: a closed tour built by divide and conquer, begun at the start (boards
 *   with a closed tour, Schwenk 1991);
 * - `open-blocks`: odd × odd boards, sides ≥ 5: a closed tour of the board minus the start,
 *   built by divide and conquer, entered from the start;
 * - `random-warnsdorff`: Warnsdorff's rule with ties broken at random (SPEC §5), seeds 1, 2, …
 *   up to `RANDOM_WARNSDORFF_SEEDS` (reproducible), for boards without a construction
 *   (3- and 4-wide boards without closed tours);
 * - `search`: Warnsdorff-ordered exact backtracking (SPEC §6), with limits;
 * - `parity`, `theorem`: no tour, and why, without searching.
 */
export const AUTO_METHODS = [
  'octaml16',
  'closed-blocks',
  'open-blocks',
  'random-warnsdorff',
  'search',
  'parity',
  'theorem',
] as const;
/** One of {@link AUTO_METHODS}. */
export type AutoMethod = (typeof AUTO_METHODS)[number];

/**
 * Most random Warnsdorff walks `auto` tries before exact search (fewer on boards so large
 * that they would walk more than {@link RANDOM_WARNSDORFF_SQUARES} squares in all). Measured:
 * enough for every start with a tour of 4 × n up to n = 50 and 3 × n up to n = 51.
 */
export const RANDOM_WARNSDORFF_SEEDS = 16_384;
/** Budget of squares walked by the random Warnsdorff walks of `auto` (about a second). */
export const RANDOM_WARNSDORFF_SQUARES = 50_000_000;

/** Options of {@link autoTour}. */
export interface AutoOptions {
  /** Ask for a closed tour (built directly, for every board that has one). */
  closed?: boolean;
  /** Node limit of the exact-search fallback (default `DEFAULT_SEARCH_NODES`). */
  maxNodes?: number;
  /** Time limit of the exact-search fallback, in milliseconds. */
  maxMs?: number;
  /** A runner for this board, to reuse its geometry and buffers across many starts. */
  runner?: HeuristicRunner;
}

/** Outcome of {@link autoTour}. */
export interface AutoOutcome {
  /** True when `squares` is a complete tour (closed too, when a closed one was asked for). */
  readonly complete: boolean;
  /** The tour as linear indices `y * width + x`; when incomplete, the longest walk reached. */
  readonly squares: Int32Array;
  readonly method: AutoMethod;
  /** Walks made: OctAML16's attempts, plus one for a construction or a search. */
  readonly attempts: number;
  /** The OctAML variant, when OctAML16 produced the tour. */
  readonly variant?: Variant;
  /** The seed of the random Warnsdorff walk, when it produced the tour. */
  readonly seed?: number;
  /** Why there is no tour (or none was found), when incomplete. */
  readonly reason?: string;
}

/**
 * A tour from `(x, y)` that does not give up: OctAML16 first; if it fails, a construction in
 * time linear in the board (a closed tour by divide and conquer, begun at the start, on every
 * board that has one; on odd × odd boards a closed tour of the board minus the start,
 * entered from it); otherwise (3- and 4-wide boards without closed tours, interior starts of
 * 5 × 5) Warnsdorff walks with random tie-breaks (seeded), then Warnsdorff-ordered exact
 * search within the limits. Impossible starts are answered
 * without search: a black start of an odd board by parity, a board without tours by the
 * theorem. The constructions are made symmetric like OctAML16: the tour from a start is the
 * image of the tour from the first square of its symmetry class.
 * Throws {@link KnightsTourError} for a start off the board, or a `runner` of another board.
 */
export function autoTour(
  board: BoardLike,
  x: number,
  y: number,
  options: AutoOptions = {},
): AutoOutcome {
  const checked = checkPlaneBoard(board, 'auto (OctAML16, then exact search)');
  checkStart(checked, [x, y]);
  validateLimit('maxNodes', options.maxNodes);
  validateLimit('maxMs', options.maxMs);
  const runner = options.runner?.board;
  if (runner && boardName(runner) !== boardName(checked)) {
    throw new KnightsTourError(
      `the runner handed to auto walks ${boardName(runner)}, not ${boardName(checked)}`,
    );
  }
  return autoFrom(checked, x, y, options);
}

/** {@link autoTour} below the door: the board, the start and the limits are checked. */
export function autoFrom(
  board: Board,
  x: number,
  y: number,
  options: AutoOptions = {},
): AutoOutcome {
  const none = (method: AutoMethod, reason: string, attempts = 0): AutoOutcome => ({
    complete: false,
    squares: new Int32Array(0),
    method,
    attempts,
    reason,
  });
  if (options.closed) {
    if (!closedToursExist(board)) {
      const answer = existence(board, { closed: true });
      return none(answer.basis === 'parity' ? 'parity' : 'theorem', answer.reason);
    }
    return {
      complete: true,
      squares: symmetric(board, x, y, (sx, sy) => closedTourFrom(board, sx, sy)),
      method: 'closed-blocks',
      attempts: 1,
    };
  }
  const parity = parityReason(board, x, y);
  if (parity) return none('parity', parity);
  if (!openToursExist(board)) return none('theorem', existence(board).reason);
  const inner = innerLineReason(board, x, y);
  if (inner) return none('theorem', inner);

  // Below the door: the runner's engines walk without checking the start and names again.
  const engines = options.runner ? enginesOf(options.runner) : new BoardEngines(board);
  const heuristic = engines.run('octaml16', [x, y], undefined, true);
  if (heuristic.complete) {
    return {
      complete: true,
      squares: heuristic.squares,
      method: 'octaml16',
      attempts: heuristic.attempts,
      ...(heuristic.variant ? { variant: heuristic.variant } : {}),
    };
  }
  const attempts = heuristic.attempts + 1;
  if (closedToursExist(board)) {
    const squares = symmetric(board, x, y, (sx, sy) => closedTourFrom(board, sx, sy));
    return { complete: true, squares, method: 'closed-blocks', attempts };
  }
  const punctured = symmetric(board, x, y, (sx, sy) => puncturedTour(board, sx, sy));
  if (punctured) return { complete: true, squares: punctured, method: 'open-blocks', attempts };

  // Narrow boards: random tie-breaks find tours where the fixed orders do not; reproducible.
  const total = board.width * board.height;
  const seeds = Math.min(RANDOM_WARNSDORFF_SEEDS, Math.floor(RANDOM_WARNSDORFF_SQUARES / total));
  for (let seed = 1; seed <= seeds; seed++) {
    if (engines.run('warnsdorff', [x, y], seed, false).complete) {
      const walk = engines.run('warnsdorff', [x, y], seed, true);
      return {
        complete: true,
        squares: walk.squares,
        method: 'random-warnsdorff',
        attempts: heuristic.attempts + seed,
        seed,
      };
    }
  }
  const result = searchFrom(board, x, y, {
    order: 'warnsdorff',
    maxNodes: options.maxNodes ?? DEFAULT_SEARCH_NODES,
    ...(options.maxMs === undefined ? {} : { maxMs: options.maxMs }),
  });
  const nodes = `${result.nodes.toLocaleString('en-US')} nodes`;
  const searched = attempts + seeds;
  if (result.status === 'found' && result.squares) {
    return { complete: true, squares: result.squares, method: 'search', attempts: searched };
  }
  const tried = `OctAML16 and ${seeds.toLocaleString('en-US')} random Warnsdorff walks failed`;
  const deepest = result.deepest ?? new Int32Array(0);
  const longest = deepest.length > heuristic.squares.length ? deepest : heuristic.squares;
  const reason =
    result.status === 'none'
      ? `no open tour of ${boardName(board)} from ${squareLabel([x, y])}: exact search exhausted every continuation in ${nodes} (${tried})`
      : `${tried}, and exact search gave up after ${nodes} (${result.reason ?? 'limit'}) before finding a tour from ${squareLabel([x, y])} or ruling one out`;
  return { complete: false, squares: longest, method: 'search', attempts: searched, reason };
}

/**
 * Runs `build` from the first square (lowest index) of the start's symmetry class and maps
 * the result back, so that a construction commutes with the board's symmetries (for starts
 * that no symmetry other than the identity fixes).
 */
function symmetric<T extends Int32Array | undefined>(
  board: Board,
  x: number,
  y: number,
  build: (x: number, y: number) => T,
): T {
  const W = board.width;
  let best = y * W + x;
  let map: ((x: number, y: number) => Square) | undefined;
  for (const g of symmetriesOf(board)) {
    const [u, v] = g.apply(x, y);
    if (v * W + u < best) {
      best = v * W + u;
      map = g.apply;
    }
  }
  if (!map) return build(x, y);
  const squares = build(best % W, Math.floor(best / W));
  if (!squares) return squares;
  // Map back with the inverse of `map`, an affine map (x, y) -> (a + b·x + c·y, d + e·x + f·y)
  // read off three squares; the symmetries of a board are their own inverses except the
  // quarter turns, so solve for the inverse instead of looking it up.
  const [a, d] = map(0, 0);
  const [p, q] = map(1, 0);
  const [r, t] = map(0, 1);
  const [b, e, c, f] = [p - a, q - d, r - a, t - d];
  // Inverse of [[b, c], [e, f]] (entries 0, ±1, determinant ±1).
  const det = b * f - c * e;
  const [ib, ic, ie, iF] = [f / det, -c / det, -e / det, b / det];
  for (let i = 0; i < squares.length; i++) {
    const s = squares[i]!;
    const u = (s % W) - a;
    const v = Math.floor(s / W) - d;
    squares[i] = (ie * u + iF * v) * W + ib * u + ic * v;
  }
  return squares;
}
