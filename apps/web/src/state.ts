import type { AlgorithmName } from '@knights-tour/core';
import {
  ALGORITHMS_2D as ALGORITHMS,
  HEURISTICS_2D as HEURISTICS,
  HEURISTICS_3D,
  type Heuristic3dName,
  isAlgorithm2dName as isAlgorithmName,
  isHeuristic3dName,
} from './core-compat.js';

/** The page's four views. */
export const MODES = ['solve', 'map', 'symmetry', 'verify'] as const;
export type Mode = (typeof MODES)[number];

/** Smallest and largest board side the page offers (core takes more; the canvas is the limit). */
export const MIN_SIDE = 3;
export const MAX_SIDE = 200;

/**
 * Sides of a 3-D board the page offers: 2 (the thin boxes where the 3-D rules fail,
 * docs/three-d.md §7) to 40 (64,000 cells, still a readable picture of 40 layer panels).
 */
export const MIN_SIDE_3D = 2;
export const MAX_SIDE_3D = 40;

/** Algorithms of the failure map: the heuristics the sweep kernel runs (auto never fails). */
export const MAP_ALGORITHMS = HEURISTICS;

/** What a 3-D board is solved with first (docs/three-d.md §4), as the CLI does. */
export const DEFAULT_ALGORITHM_3D: Heuristic3dName = 'octaml16-3d';

/** Views that exist for 2-D boards only, and why (shown on their disabled tabs). */
export const MODES_2D_ONLY: Readonly<Partial<Record<Mode, string>>> = {
  map: 'The failure map is 2-D only: it runs the 2-D sweep kernel (docs/three-d.md has the 3-D table).',
  symmetry:
    'The symmetry view is 2-D only: it uses the verifier’s 2-D check (core tests the 3-D symmetry).',
};

/** Any algorithm the page runs: the 2-D ones, or a 3-D heuristic on a 3-D board. */
export type PageAlgorithm = AlgorithmName | Heuristic3dName;

/** Everything a link reproduces: the view, the board, the start and how it is solved. */
export interface ViewState {
  mode: Mode;
  width: number;
  height: number;
  /** Layers of a 3-D board (`WxHxD`); undefined on a 2-D board. */
  depth: number | undefined;
  /** Start square `[x, y]`, or cell `[x, y, z]` on a 3-D board; undefined until one is chosen. */
  start: [number, number] | [number, number, number] | undefined;
  /** A 2-D algorithm, or one of {@link HEURISTICS_3D} on a 3-D board. */
  algorithm: PageAlgorithm;
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
  depth: undefined,
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

/**
 * Parses `8`, `8x10` into `[width, height]`, and `6x6x6` into `[width, height, depth]`,
 * within the page's limits (3..200 a side in 2-D, 2..40 in 3-D).
 */
export function parseBoardSize(
  text: string,
): [number, number] | [number, number, number] | undefined {
  const match = /^\s*(\d+)\s*(?:[x×*]\s*(\d+)\s*(?:[x×*]\s*(\d+)\s*)?)?$/i.exec(text);
  if (!match) return undefined;
  if (match[3] !== undefined) {
    const sides = [match[1]!, match[2]!, match[3]].map((t) => integer(t, MIN_SIDE_3D, MAX_SIDE_3D));
    return sides.every((v) => v !== undefined) ? (sides as [number, number, number]) : undefined;
  }
  const width = integer(match[1]!, MIN_SIDE, MAX_SIDE);
  const height = match[2] === undefined ? width : integer(match[2], MIN_SIDE, MAX_SIDE);
  return width === undefined || height === undefined ? undefined : [width, height];
}

/** `WxH`, or `WxHxD` on a 3-D board: how messages and file names name a board. */
export function boardName(width: number, height: number, depth?: number): string {
  return depth === undefined ? `${width}x${height}` : `${width}x${height}x${depth}`;
}

/** `8` for a square board, `8x10` for a rectangle, `6x6x6` for a 3-D board (always three sides). */
export function formatBoardSize(width: number, height: number, depth?: number): string {
  return depth === undefined && width === height ? String(width) : boardName(width, height, depth);
}

/** The algorithms offered for a board: the 3-D heuristics on a 3-D board, else `twoD`. */
export function algorithmsFor(
  depth: number | undefined,
  twoD: readonly AlgorithmName[],
): readonly PageAlgorithm[] {
  return depth === undefined ? twoD : HEURISTICS_3D;
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
    if (parsed) [state.width, state.height, state.depth] = parsed;
    else
      problems.push(
        `board size '${size}' is not ${MIN_SIDE}..${MAX_SIDE} or WxH, or WxHxD with sides ${MIN_SIDE_3D}..${MAX_SIDE_3D}`,
      );
  }
  const board = boardName(state.width, state.height, state.depth);
  if (state.depth !== undefined) {
    state.algorithm = DEFAULT_ALGORITHM_3D;
    const reason = MODES_2D_ONLY[state.mode];
    if (reason !== undefined) {
      problems.push(`mode '${state.mode}' is for 2-D boards only, not ${board}`);
      state.mode = 'solve';
    }
  }
  const start = params.get('start');
  if (start !== null) {
    const match = /^(\d+),(\d+)(?:,(\d+))?$/.exec(start);
    const cell = match
      ? match
          .slice(1)
          .filter((t) => t !== undefined)
          .map(Number)
      : [];
    const sides = [state.width, state.height, ...(state.depth === undefined ? [] : [state.depth])];
    if (cell.length === sides.length && cell.every((v, i) => v < sides[i]!))
      state.start = cell as [number, number] | [number, number, number];
    else
      problems.push(
        `start '${start}' is not a ${state.depth === undefined ? 'square' : 'cell x,y,z'} of the ${board} board`,
      );
  }
  const algorithm = params.get('algorithm');
  if (algorithm !== null) {
    if (state.depth !== undefined) {
      if (isHeuristic3dName(algorithm)) state.algorithm = algorithm;
      else
        problems.push(
          `algorithm '${algorithm}' does not run on 3-D boards (one of ${HEURISTICS_3D.join(', ')})`,
        );
    } else if (isAlgorithmName(algorithm)) state.algorithm = algorithm;
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
  params.set('size', formatBoardSize(state.width, state.height, state.depth));
  if (state.start) params.set('start', state.start.join(','));
  params.set('algorithm', state.algorithm);
  if (state.closed) params.set('closed', '1');
  if (state.seed !== undefined) params.set('seed', String(state.seed));
  if (state.maxNodes !== DEFAULT_STATE.maxNodes) params.set('maxNodes', String(state.maxNodes));
  if (state.maxMs !== DEFAULT_STATE.maxMs) params.set('maxMs', String(state.maxMs));
  return `#${params.toString()}`;
}
