import { type Board, type BoardLike, boardName, checkPlaneBoard } from '../board/board.js';
import { parityReason } from '../board/colour.js';
import { checkStart, squareLabel } from '../board/square.js';
import { searchFrom, validateLimit } from './search.js';

/** Options of {@link tourExists}. */
export interface ExistsOptions {
  /** Ask about tours from this square (default: from some square). */
  start?: readonly [number, number];
  /** Ask about closed tours (Hamiltonian cycles). */
  closed?: boolean;
  /**
   * Node budget of the search that settles an open-tour question for a given start when no
   * theorem does (default `max(10^6, 4 × squares)`; 0 answers from theorems alone).
   */
  maxNodes?: number;
}

/** What an {@link ExistenceAnswer} rests on. */
export type ExistenceBasis =
  /** A 1×1 board: the empty walk of one square. */
  | 'trivial'
  /** Colour counting: black start on an odd board, or a closed tour on an odd board. */
  | 'parity'
  /** Schwenk (1991): which boards have closed tours. */
  | 'schwenk-1991'
  /** Cull & De Curtins (1978), Conrad et al. (1994): which boards have open tours. */
  | 'open-tour-theorem'
  /** Exact search from the start: it found a tour, or exhausted every continuation. */
  | 'search'
  /** OctAML16 found an open tour from every possible start of n×n, 5 ≤ n ≤ 430 (SPEC §1). */
  | 'octaml16-verified'
  /** Believed, not proven: open tours from every possible start of n×n for n ≥ 5. */
  | 'conjecture'
  /** Nothing known here decides it (the search gave up). */
  | 'unknown';

/** Answer of {@link tourExists}. */
export interface ExistenceAnswer {
  /** `undefined` only with `certainty: 'unknown'`. */
  readonly exists: boolean | undefined;
  /**
   * `proven`: a theorem, the parity argument, a tour found or an exhausted search.
   * `verified`: a published computation (OctAML16). `believed`: a conjecture. `unknown`.
   */
  readonly certainty: 'proven' | 'verified' | 'believed' | 'unknown';
  readonly basis: ExistenceBasis;
  /** One or two sentences naming the theorem or fact and applying it to this board. */
  readonly reason: string;
  /** Search nodes spent, when a search was run. */
  readonly nodes?: number;
}

const SCHWENK =
  'Schwenk (1991): an m×n board with m ≤ n has a closed tour unless m and n are both odd, or m is 1, 2 or 4, or m = 3 and n is 4, 6 or 8';
const OPEN_THEOREM =
  'Cull & De Curtins (1978), Conrad et al. (1994): an m×n board with m ≤ n has an open tour if and only if m = n = 1, or m = 3 and n = 4 or n ≥ 7, or m = 4 and n ≥ 5, or m ≥ 5';
/** Largest board (squares) searched for a given start; beyond it, memory grows too large. */
const SEARCH_SQUARES = 1_000_000;

/** Schwenk's theorem: does the `width × height` board have a closed tour? */
export function closedToursExist(board: Board): boolean {
  const m = Math.min(board.width, board.height);
  const n = Math.max(board.width, board.height);
  if (m % 2 === 1 && n % 2 === 1) return false;
  if (m === 1 || m === 2 || m === 4) return false;
  return !(m === 3 && (n === 4 || n === 6 || n === 8));
}

/** The open-tour characterization of SPEC §1: does the board have an open tour from some square? */
export function openToursExist(board: Board): boolean {
  const m = Math.min(board.width, board.height);
  const n = Math.max(board.width, board.height);
  return (m === 1 && n === 1) || (m === 3 && (n === 4 || n >= 7)) || (m === 4 && n >= 5) || m >= 5;
}

/**
 * Does a knight's tour exist (open, or closed with `closed`), on the board or from `start`?
 * Answers from the theorems of SPEC §1 and names the one used; for an open tour from a
 * given start, where the theorems only say that *some* start works, it runs a bounded
 * Warnsdorff-ordered exact search (a tour found, or the space exhausted, settles it), and
 * otherwise falls back on the OctAML16 verification (n×n, 5 ≤ n ≤ 430) or the conjecture
 * for larger square boards. Throws {@link KnightsTourError} for a start off the board.
 */
export function tourExists(board: BoardLike, options: ExistsOptions = {}): ExistenceAnswer {
  const checked = checkPlaneBoard(board, 'deciding whether a tour exists');
  if (options.start) checkStart(checked, options.start);
  validateLimit('maxNodes', options.maxNodes);
  return existence(checked, options);
}

/** {@link tourExists} below the door: the board, the start and the limit are checked. */
export function existence(board: Board, options: ExistsOptions = {}): ExistenceAnswer {
  const { width: w, height: h } = board;
  const m = Math.min(w, h);
  const n = Math.max(w, h);
  const size = boardName(board);
  const start = options.start;
  const here = `m = ${m}, n = ${n}`;

  if (options.closed) {
    const exists = closedToursExist(board);
    if (!exists && m % 2 === 1 && n % 2 === 1) {
      return {
        exists,
        certainty: 'proven',
        basis: 'parity',
        reason: `no closed tour of ${size}: a closed tour alternates colours around a cycle, so it needs as many white squares as black, and an odd board has one more white (${SCHWENK})`,
      };
    }
    const anywhere = start
      ? ' A closed tour visits every square, so it can be started from any of them.'
      : '';
    return {
      exists,
      certainty: 'proven',
      basis: 'schwenk-1991',
      reason: `${exists ? 'closed tours of' : 'no closed tour of'} ${size}: ${SCHWENK}; here ${here}.${exists ? anywhere : ''}`,
    };
  }

  if (w === 1 && h === 1) {
    return {
      exists: true,
      certainty: 'proven',
      basis: 'trivial',
      reason: 'the 1x1 board: the walk of its one square is a tour',
    };
  }
  if (start) {
    const parity = parityReason(board, start[0], start[1]);
    if (parity) return { exists: false, certainty: 'proven', basis: 'parity', reason: parity };
  }
  const onBoardExists = openToursExist(board);
  if (!onBoardExists || !start) {
    return {
      exists: onBoardExists,
      certainty: 'proven',
      basis: 'open-tour-theorem',
      reason: `${onBoardExists ? 'open tours of' : 'no open tour of'} ${size}${start ? ' from any square' : ''}: ${OPEN_THEOREM}; here ${here}.`,
    };
  }

  // The theorem says some start works; whether this one does is settled by search if possible.
  const [x, y] = start;
  const inner = innerLineReason(board, x, y);
  if (inner)
    return { exists: false, certainty: 'proven', basis: 'open-tour-theorem', reason: inner };
  const from = `from ${squareLabel([x, y])}`;
  const budget = options.maxNodes ?? Math.max(1_000_000, 4 * w * h);
  let nodes: number | undefined;
  if (budget > 0 && w * h <= SEARCH_SQUARES) {
    const result = searchFrom(board, x, y, { order: 'warnsdorff', maxNodes: budget });
    nodes = result.nodes;
    const spent = `${result.nodes.toLocaleString('en-US')} nodes`;
    if (result.status === 'found') {
      return {
        exists: true,
        certainty: 'proven',
        basis: 'search',
        reason: `an open tour of ${size} ${from} exists: Warnsdorff-ordered exact search found one in ${spent}`,
        nodes,
      };
    }
    if (result.status === 'none') {
      return {
        exists: false,
        certainty: 'proven',
        basis: 'search',
        reason: `no open tour of ${size} ${from}: exact search exhausted every continuation in ${spent} (the board has open tours from other squares: ${OPEN_THEOREM})`,
        nodes,
      };
    }
  }
  const searched =
    nodes === undefined
      ? ''
      : ` (exact search gave up after ${nodes.toLocaleString('en-US')} nodes)`;
  if (w === h && n >= 5 && n <= 430) {
    return {
      exists: true,
      certainty: 'verified',
      basis: 'octaml16-verified',
      reason: `an open tour of ${size} ${from} exists: OctAML16 found one from every possible start of every n×n board with 5 ≤ n ≤ 430 (Costa & Pereira de Sá)${searched}`,
      ...(nodes === undefined ? {} : { nodes }),
    };
  }
  if (w === h && n > 430) {
    return {
      exists: true,
      certainty: 'believed',
      basis: 'conjecture',
      reason: `an open tour of ${size} ${from} is believed to exist: open tours exist from every possible start of n×n for n ≥ 5 as far as verified (OctAML16 up to 430), not proven beyond${searched}`,
      ...(nodes === undefined ? {} : { nodes }),
    };
  }
  return {
    exists: undefined,
    certainty: 'unknown',
    basis: 'unknown',
    reason: `unknown whether an open tour of ${size} starts at ${squareLabel([x, y])}: the board has open tours (${OPEN_THEOREM}), but not necessarily from every square${searched}`,
    ...(nodes === undefined ? {} : { nodes }),
  };
}

/**
 * Why no open tour starts on an inner line of a 4-wide board. The 2n squares of the outer
 * lines only reach inner squares, so no two are consecutive on a tour of 4n squares; a tour
 * starting on an inner square would then have to alternate inner and outer squares exactly,
 * and as knight moves alternate colours, all outer squares would share a colour, but each
 * outer line has both. So every open tour begins (and ends) on an outer line.
 */
export function innerLineReason(board: Board, x: number, y: number): string | undefined {
  const { width: w, height: h } = board;
  const across = w === 4 ? x : h === 4 ? y : -1;
  if (across !== 1 && across !== 2) return undefined;
  return `no open tour of ${boardName(board)} starts at ${squareLabel([x, y])}: on a 4-wide board the outer-line squares only reach the inner lines, so a tour from an inner square would alternate inner and outer squares and, since knight moves alternate colours, all outer squares would share one colour, which they do not; every open tour begins and ends on an outer line`;
}
