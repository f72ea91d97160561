import { ALGORITHMS, type AlgorithmName, HEURISTICS, isAlgorithmName } from '@knights-tour/core';

/** The page's four views. */
export const MODES = ['solve', 'map', 'symmetry', 'verify'] as const;
export type Mode = (typeof MODES)[number];

/** Smallest and largest board side the page offers (core takes more; the canvas is the limit). */
export const MIN_SIDE = 3;
export const MAX_SIDE = 200;

/** Algorithms of the failure map: the heuristics the sweep kernel runs (auto never fails). */
export const MAP_ALGORITHMS = HEURISTICS;

/** Everything a link reproduces: the view, the board, the start and how it is solved. */
export interface ViewState {
  mode: Mode;
  width: number;
  height: number;
  /** Start square `[x, y]`; undefined until one is chosen. */
  start: [number, number] | undefined;
  algorithm: AlgorithmName;
  closed: boolean;
  /** Random tie-breaks for `warnsdorff` (reproducible per seed). */
  seed: number | undefined;
  /** Exact search limits. */
  maxNodes: number;
  maxMs: number;
}

export const DEFAULT_STATE: Readonly<ViewState> = {
  mode: 'solve',
  width: 8,
  height: 8,
  start: undefined,
  algorithm: 'auto',
  closed: false,
  seed: undefined,
  maxNodes: 1_000_000,
  maxMs: 5_000,
};

/** Search limits the page accepts: enough for the small boards exact search is for. */
export const MAX_SEARCH_NODES = 100_000_000;
export const MAX_SEARCH_MS = 60_000;

function isMode(value: string): value is Mode {
  return (MODES as readonly string[]).includes(value);
}

function integer(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** Parses `8`, `8x10` into `[width, height]` within the page's limits. */
export function parseBoardSize(text: string): [number, number] | undefined {
  const match = /^\s*(\d+)\s*(?:[x×*]\s*(\d+))?\s*$/i.exec(text);
  if (!match) return undefined;
  const width = integer(match[1]!, MIN_SIDE, MAX_SIDE);
  const height = match[2] === undefined ? width : integer(match[2], MIN_SIDE, MAX_SIDE);
  return width === undefined || height === undefined ? undefined : [width, height];
}

/** `8` for a square board, `8x10` for a rectangle. */
export function formatBoardSize(width: number, height: number): string {
  return width === height ? String(width) : `${width}x${height}`;
}

/**
 * Reads the state from a URL fragment (`#mode=solve&size=8&start=3,4&algorithm=aml`).
 * Anything missing or invalid falls back to the default, so an old or edited link still
 * opens a page; `problems` says what was ignored.
 */
export function parseState(fragment: string): { state: ViewState; problems: string[] } {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const state: ViewState = { ...DEFAULT_STATE };
  const problems: string[] = [];
  const mode = params.get('mode');
  if (mode !== null) {
    if (isMode(mode)) state.mode = mode;
    else problems.push(`unknown mode '${mode}'`);
  }
  const size = params.get('size');
  if (size !== null) {
    const parsed = parseBoardSize(size);
    if (parsed) [state.width, state.height] = parsed;
    else problems.push(`board size '${size}' is not ${MIN_SIDE}..${MAX_SIDE} or WxH`);
  }
  const start = params.get('start');
  if (start !== null) {
    const match = /^(\d+),(\d+)$/.exec(start);
    const x = match ? Number(match[1]) : Number.NaN;
    const y = match ? Number(match[2]) : Number.NaN;
    if (x < state.width && y < state.height) state.start = [x, y];
    else
      problems.push(`start '${start}' is not a square of the ${state.width}x${state.height} board`);
  }
  const algorithm = params.get('algorithm');
  if (algorithm !== null) {
    if (isAlgorithmName(algorithm)) state.algorithm = algorithm;
    else problems.push(`unknown algorithm '${algorithm}' (one of ${ALGORITHMS.join(', ')})`);
  }
  state.closed = params.get('closed') === '1';
  const seed = params.get('seed');
  if (seed !== null) {
    const value = integer(seed, 0, 2 ** 32 - 1);
    if (value === undefined) problems.push(`seed '${seed}' is not an integer 0..2^32-1`);
    else state.seed = value;
  }
  const maxNodes = params.get('maxNodes');
  if (maxNodes !== null) {
    const value = integer(maxNodes, 1, MAX_SEARCH_NODES);
    if (value === undefined) problems.push(`maxNodes '${maxNodes}' is not 1..${MAX_SEARCH_NODES}`);
    else state.maxNodes = value;
  }
  const maxMs = params.get('maxMs');
  if (maxMs !== null) {
    const value = integer(maxMs, 1, MAX_SEARCH_MS);
    if (value === undefined) problems.push(`maxMs '${maxMs}' is not 1..${MAX_SEARCH_MS}`);
    else state.maxMs = value;
  }
  return { state, problems };
}

/** The fragment of a state: only what differs from the defaults, in a fixed order. */
export function formatState(state: ViewState): string {
  const params = new URLSearchParams();
  params.set('mode', state.mode);
  params.set('size', formatBoardSize(state.width, state.height));
  if (state.start) params.set('start', `${state.start[0]},${state.start[1]}`);
  params.set('algorithm', state.algorithm);
  if (state.closed) params.set('closed', '1');
  if (state.seed !== undefined) params.set('seed', String(state.seed));
  if (state.maxNodes !== DEFAULT_STATE.maxNodes) params.set('maxNodes', String(state.maxNodes));
  if (state.maxMs !== DEFAULT_STATE.maxMs) params.set('maxMs', String(state.maxMs));
  return `#${params.toString()}`;
}
