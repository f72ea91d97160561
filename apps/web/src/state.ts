import {
  ALGORITHMS,
  type AlgorithmInfo,
  type AlgorithmName,
  algorithmInfo,
  type Board,
  boardName,
  cellAt,
  cellCount,
  checkSeed,
  createBoard,
  defaultAlgorithm,
  defaultHeuristic,
  fitsBoard,
  type HeuristicName,
  isKnightMove,
  KnightsTourError,
  parseAlgorithm,
  parseBoardSize,
  quote,
  type Square,
} from '@knights-tour/core';

/**
 * The page's views, each a history entry. `solve` watches a heuristic's walk; `learn` explains
 * it; `count` counts a board's tours.
 */
export const MODES = [
  'solve',
  'learn',
  'play',
  'search',
  'map',
  'count',
  'symmetry',
  'verify',
] as const;
export type Mode = (typeof MODES)[number];

/**
 * The boards the page draws and animates: sides 3 to 200 on a 2-D board, 2 to 40 on a 3-D one
 * (64,000 cells, still a readable picture of 40 layer panels). The canvas and the animation
 * set these; core takes far larger boards, and the command line draws them.
 */
export const DRAWN_SIDES = {
  plane: { min: 3, max: 200 },
  box: { min: 2, max: 40 },
} as const;

/** Why the page does not draw `board`, or undefined when it does (the one rule for links, sizes and files). */
export function undrawnReason(board: Board): string | undefined {
  const { min, max } = board.depth === 1 ? DRAWN_SIDES.plane : DRAWN_SIDES.box;
  const sides = [board.width, board.height, board.depth === 1 ? min : board.depth];
  if (sides.every((side) => side >= min && side <= max)) return undefined;
  const { plane, box } = DRAWN_SIDES;
  // Too large: the command line draws it; too small: it is no board to draw a tour on.
  const why = sides.some((side) => side > max)
    ? 'the command line takes larger ones'
    : 'it is too small';
  return `the page draws boards with sides ${plane.min} to ${plane.max}, and 3-D boards with sides ${box.min} to ${box.max}, not ${boardName(board)} (${why})`;
}

/**
 * The largest side the learn view explains: every candidate carries a label, readable up to
 * 20×20 on a laptop's screen.
 */
export const LEARN_MAX_SIDE = 20;

/** Views that work on 2-D boards only, and why (shown on their disabled tabs). */
export const PLANE_ONLY: Readonly<Partial<Record<Mode, string>>> = {
  learn: 'The learn view is 2-D only: core explains the 2-D heuristics step by step.',
  search:
    'The search view is 2-D only: core’s exact search runs on 2-D boards (docs/three-d.md has the 3-D heuristics).',
  count: 'The count view is 2-D only: core’s exact count sweeps a 2-D board column by column.',
  symmetry:
    'The symmetry view is 2-D only: it uses the verifier’s 2-D check (core tests the 3-D symmetry).',
};

/** The exact search the search view starts with: Warnsdorff-ordered, so its first descent is AML's walk. */
const WATCHED_SEARCH: AlgorithmName = 'warnsdorff-backtrack';

/**
 * The algorithms a view offers on a board, from core's catalogue (a rule added there appears
 * here): every algorithm made for the board's dimension in the solve and symmetry views, the
 * heuristics in the failure map and the learn view (2-D: core explains those), the exact
 * searches in the search view, none elsewhere.
 */
export function algorithmsOf(mode: Mode, board: Board): AlgorithmName[] {
  return ALGORITHMS.filter((a) => offers(mode, board, algorithmInfo(a)));
}

/** True when a view offers the algorithm on a board (a fixed order `order-…` included). */
export function offers(mode: Mode, board: Board, info: AlgorithmInfo): boolean {
  if (!fitsBoard(info.name, board)) return false;
  if (board.depth === 1 && info.dimensions !== 2) return false;
  switch (mode) {
    case 'solve':
    case 'symmetry':
      return true;
    case 'map':
      return info.kind === 'heuristic';
    case 'learn':
      return info.kind === 'heuristic' && info.dimensions === 2 && board.depth === 1;
    case 'search':
      return info.kind === 'search';
    default:
      return false;
  }
}

/** What a view runs when the algorithm chosen does not fit it. */
export function defaultAlgorithmOf(mode: Mode, board: Board): AlgorithmName {
  const offered = algorithmsOf(mode, board);
  // The map and the learn view take heuristics only: the map's default (OctAML16), not auto.
  if (mode === 'map' || mode === 'learn') {
    const heuristic = defaultHeuristic(board);
    return offered.length === 0 || offered.includes(heuristic) ? heuristic : offered[0]!;
  }
  if (mode === 'search') return offered.includes(WATCHED_SEARCH) ? WATCHED_SEARCH : offered[0]!;
  return defaultAlgorithm(board);
}

/** Everything a link reproduces: the view, the board, the start and how it is solved. */
export interface ViewState {
  mode: Mode;
  board: Board;
  /** Start square `[x, y]`, or cell `[x, y, z]` on a 3-D board; undefined until one is chosen. */
  start: Square | undefined;
  algorithm: AlgorithmName;
  closed: boolean;
  /** Random tie-breaks, for the algorithms that take a seed (reproducible per seed). */
  seed: number | undefined;
  /** Exact search limits. */
  maxNodes: number;
  maxMs: number;
  /** The failure map's second rule, compared with `algorithm`; undefined: one map. */
  compare: HeuristicName | undefined;
  /** The comparison as one map of the difference, instead of two maps side by side. */
  difference: boolean;
  /** The play view's walk so far (flat cells, the start first): a link holds a game. */
  moves: readonly number[];
}

export const DEFAULT_STATE: Readonly<ViewState> = {
  mode: 'solve',
  board: createBoard(8),
  start: undefined,
  algorithm: 'auto',
  closed: false,
  seed: undefined,
  maxNodes: 1_000_000,
  maxMs: 5_000,
  compare: undefined,
  difference: false,
  moves: [],
};

/** Search limits the page accepts: enough for the small boards exact search is for. */
export const MAX_SEARCH_NODES = 100_000_000;
export const MAX_SEARCH_MS = 60_000;

/** Sets the algorithm to the view's default when the view does not offer it on the board. */
export function fitAlgorithm(state: ViewState): void {
  const offered = algorithmsOf(state.mode, state.board);
  // A fixed order typed in a link (`order-58217346`) is offered without being listed.
  if (offered.length > 0 && !offers(state.mode, state.board, algorithmInfo(state.algorithm))) {
    state.algorithm = defaultAlgorithmOf(state.mode, state.board);
  }
  // The second rule is the map's: a rule that does not fit the board, or the first rule
  // itself, is dropped.
  if (
    state.compare !== undefined &&
    (state.compare === state.algorithm || !offers('map', state.board, algorithmInfo(state.compare)))
  ) {
    state.compare = undefined;
    state.difference = false;
  }
}

/** The mode a board allows: a 2-D-only view falls back to the solve view on a 3-D board. */
export function modeFor(mode: Mode, board: Board): Mode {
  return board.depth > 1 && PLANE_ONLY[mode] !== undefined ? 'solve' : mode;
}

/**
 * Reads a board size as the size box and links do: core's one grammar (`8`, `8x10`, `6x6x6`),
 * then the page's own limits. Throws `KnightsTourError` with the reason.
 */
export function readBoardSize(text: string): Board {
  const board = parseBoardSize(text);
  const reason = undrawnReason(board);
  if (reason) throw new KnightsTourError(reason);
  return board;
}

/** `8` for a square board, `8x10` for a rectangle, `6x6x6` for a 3-D board. */
export function formatBoardSize(board: Board): string {
  return board.depth === 1 && board.width === board.height ? String(board.width) : boardName(board);
}

function integer(text: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** The message of a bad input (every value a link echoes is quoted, so cut short). */
function problemOf(error: unknown): string {
  if (error instanceof KnightsTourError) return error.message;
  throw error;
}

/**
 * Reads the state from a URL fragment (`#mode=solve&size=8&start=3,4&algorithm=aml`).
 * Anything missing or invalid falls back to the default, so an old or edited link still
 * opens a page; `problems` says what was ignored, each value quoted and cut short.
 */
export function parseState(fragment: string): { state: ViewState; problems: string[] } {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const state: ViewState = { ...DEFAULT_STATE };
  const problems: string[] = [];
  const mode = params.get('mode');
  if (mode !== null) {
    if ((MODES as readonly string[]).includes(mode)) state.mode = mode as Mode;
    else problems.push(`unknown view ${quote(mode)}`);
  }
  const size = params.get('size');
  if (size !== null) {
    try {
      state.board = readBoardSize(size);
    } catch (error) {
      problems.push(problemOf(error));
    }
  }
  const board = state.board;
  const allowed = modeFor(state.mode, board);
  if (allowed !== state.mode) {
    problems.push(`the ${state.mode} view is for 2-D boards only, not ${boardName(board)}`);
    state.mode = allowed;
  }
  state.algorithm = defaultAlgorithmOf(state.mode, board);
  const start = params.get('start');
  if (start !== null) {
    const sides = [board.width, board.height, ...(board.depth > 1 ? [board.depth] : [])];
    const cell = /^\d+(,\d+){1,2}$/.test(start) ? start.split(',').map(Number) : [];
    if (cell.length === sides.length && cell.every((v, i) => v < sides[i]!)) {
      state.start = cell as unknown as Square;
    } else {
      const what = board.depth > 1 ? 'cell x,y,z' : 'square x,y';
      problems.push(`start ${quote(start)} is not a ${what} of the ${boardName(board)} board`);
    }
  }
  const algorithm = params.get('algorithm');
  if (algorithm !== null) {
    const mode = algorithmsOf(state.mode, board).length > 0 ? state.mode : 'solve';
    try {
      state.algorithm = parseAlgorithm(algorithm, (info) => offers(mode, board, info));
    } catch (error) {
      problems.push(problemOf(error));
    }
  }
  const compare = params.get('compare');
  if (compare !== null && state.mode === 'map') {
    try {
      // The map offers heuristics only.
      state.compare = parseAlgorithm(compare, (info) =>
        offers('map', board, info),
      ) as HeuristicName;
    } catch (error) {
      problems.push(problemOf(error));
    }
  }
  if (state.compare !== undefined && state.compare === state.algorithm) {
    problems.push(
      `compare ${quote(compare ?? '')} is the first rule: a rule is compared with another`,
    );
    state.compare = undefined;
  }
  state.difference = state.compare !== undefined && params.get('difference') === '1';
  fitAlgorithm(state);
  const moves = params.get('moves');
  if (moves !== null && state.mode === 'play') {
    const walk = readMoves(moves, board);
    if (walk) {
      state.moves = walk;
      if (walk.length > 0) state.start = cellAt(board, walk[0]!);
    } else {
      problems.push(`moves ${quote(moves)} is not a knight’s walk on ${boardName(board)}`);
    }
  }
  state.closed = params.get('closed') === '1';
  const seed = params.get('seed');
  if (seed !== null) {
    try {
      const value = /^\d+$/.test(seed) ? Number(seed) : Number.NaN;
      checkSeed(state.algorithm, value);
      state.seed = value;
    } catch (error) {
      problems.push(problemOf(error).replace(String(Number.NaN), quote(seed)));
    }
  }
  const limit = (name: 'maxNodes' | 'maxMs', max: number) => {
    const text = params.get(name);
    if (text === null) return;
    const value = integer(text, 1, max);
    if (value === undefined)
      problems.push(`${name} ${quote(text)} is not a whole number 1..${max}`);
    else state[name] = value;
  };
  limit('maxNodes', MAX_SEARCH_NODES);
  limit('maxMs', MAX_SEARCH_MS);
  return { state, problems };
}

/**
 * A game's moves as a link holds them (`0.17.34`: flat cells, the start first), or undefined
 * when they are not a knight's walk on the board (a cell off it, a repeat, a jump that is not
 * a knight's move).
 */
export function readMoves(text: string, board: Board): number[] | undefined {
  if (text === '') return [];
  if (!/^\d+(\.\d+)*$/.test(text)) return undefined;
  const cells = text.split('.').map(Number);
  const size = cellCount(board);
  const seen = new Set<number>();
  for (const [k, cell] of cells.entries()) {
    if (cell >= size || seen.has(cell)) return undefined;
    seen.add(cell);
    if (k === 0) continue;
    const [ax, ay, az = 0] = cellAt(board, cells[k - 1]!);
    const [bx, by, bz = 0] = cellAt(board, cell);
    if (!isKnightMove(bx - ax, by - ay, bz - az)) return undefined;
  }
  return cells;
}

/** The fragment of a state: only what differs from the defaults, in a fixed order. */
export function formatState(state: ViewState): string {
  const params = new URLSearchParams();
  params.set('mode', state.mode);
  params.set('size', formatBoardSize(state.board));
  if (state.start) params.set('start', state.start.join(','));
  if (algorithmsOf(state.mode, state.board).length > 0) params.set('algorithm', state.algorithm);
  if (state.closed) params.set('closed', '1');
  if (state.seed !== undefined) params.set('seed', String(state.seed));
  if (state.maxNodes !== DEFAULT_STATE.maxNodes) params.set('maxNodes', String(state.maxNodes));
  if (state.maxMs !== DEFAULT_STATE.maxMs) params.set('maxMs', String(state.maxMs));
  if (state.mode === 'map' && state.compare !== undefined) {
    params.set('compare', state.compare);
    if (state.difference) params.set('difference', '1');
  }
  if (state.mode === 'play' && state.moves.length > 0) params.set('moves', state.moves.join('.'));
  return `#${params.toString()}`;
}
