import { type Board, boardName } from './board/board.js';
import { SEARCH_ALGORITHMS } from './search/search.js';
import { KnightsTourError } from './text/errors.js';
import { parseName } from './text/names.js';
import { orList } from './text/quote.js';
import { HEURISTICS_3D } from './three-d/walk.js';

// The one list of algorithm names, with what each can do and one line saying what it is. The
// CLI's help, sweeps, the Action and the web page take names, facts and words from here.

/** The greedy heuristics of SPEC §5 on 2-D boards. */
export const HEURISTICS_2D = ['warnsdorff', 'aml', 'octaml', 'octaml16'] as const;

/** Every greedy heuristic, 2-D then 3-D (docs/three-d.md): what `HeuristicRunner` and sweeps run. */
export const HEURISTICS = [...HEURISTICS_2D, ...HEURISTICS_3D] as const;
/** One of {@link HEURISTICS}. */
export type HeuristicName = (typeof HEURISTICS)[number];

/** Every algorithm `solve` accepts: `auto`, the heuristics and the exact searches. */
export const ALGORITHMS = [
  'auto',
  ...HEURISTICS_2D,
  ...SEARCH_ALGORITHMS,
  ...HEURISTICS_3D,
] as const;
/** An algorithm of {@link ALGORITHMS}. */
export type AlgorithmName = (typeof ALGORITHMS)[number];

/** Largest seed: seeds are 32-bit (the PRNG is mulberry32). */
export const MAX_SEED = 2 ** 32 - 1;

/** What an algorithm is and accepts beyond a board and a start. */
export interface AlgorithmInfo {
  readonly name: AlgorithmName;
  /** `heuristic`: a greedy walk (sweeps run these); `search`: exact; `auto`: never gives up. */
  readonly kind: 'auto' | 'heuristic' | 'search';
  /** 2: 2-D boards only; 3: any box (a 2-D board is a box of depth 1). */
  readonly dimensions: 2 | 3;
  /** Most attempts (walks) one start can take: 16 for the OctAML16 family, else 1. */
  readonly attempts: number;
  /** Takes `maxNodes` / `maxMs`: the exact searches, and `auto` for its search fallback. */
  readonly limits: boolean;
  /** Can promise a closed tour (`closed: true`): `auto` builds one, the searches look for one. */
  readonly closed: boolean;
  /** Takes a `seed` (random tie-breaks, reproducible per seed). */
  readonly seed: boolean;
  /** One line, in plain words, for help texts and menus. */
  readonly summary: string;
}

const INFO: Record<AlgorithmName, Omit<AlgorithmInfo, 'name'>> = {
  auto: {
    kind: 'auto',
    dimensions: 2,
    attempts: 16,
    limits: true,
    closed: true,
    seed: false,
    summary: 'OctAML16, else a linear-time construction, else exact search (default)',
  },
  warnsdorff: {
    kind: 'heuristic',
    dimensions: 2,
    attempts: 1,
    limits: false,
    closed: false,
    seed: true,
    summary: 'fewest onward moves, ties by move order (or at random with --seed)',
  },
  aml: {
    kind: 'heuristic',
    dimensions: 2,
    attempts: 1,
    limits: false,
    closed: false,
    seed: false,
    summary: 'Warnsdorff + corner/edge distance + fixed move priority (Álvarez-Martínez & Lázaro)',
  },
  octaml: {
    kind: 'heuristic',
    dimensions: 2,
    attempts: 1,
    limits: false,
    closed: false,
    seed: false,
    summary: 'symmetric AML tie-break, one attempt',
  },
  octaml16: {
    kind: 'heuristic',
    dimensions: 2,
    attempts: 16,
    limits: false,
    closed: false,
    seed: false,
    summary: 'OctAML with 16 priority variants, first complete walk',
  },
  backtrack: {
    kind: 'search',
    dimensions: 2,
    attempts: 1,
    limits: true,
    closed: true,
    seed: false,
    summary: 'exact depth-first search in move order (exponential; limits below)',
  },
  'warnsdorff-backtrack': {
    kind: 'search',
    dimensions: 2,
    attempts: 1,
    limits: true,
    closed: true,
    seed: false,
    summary: 'exact search, children in AML order: AML plus backtracking',
  },
  warnsdorff3d: {
    kind: 'heuristic',
    dimensions: 3,
    attempts: 1,
    limits: false,
    closed: false,
    seed: false,
    summary: '3-D boxes: fewest onward moves, ties by move number',
  },
  octaml3d: {
    kind: 'heuristic',
    dimensions: 3,
    attempts: 1,
    limits: false,
    closed: false,
    seed: false,
    summary: '3-D boxes: corner/face distance and a symmetric priority order, one attempt',
  },
  'octaml16-3d': {
    kind: 'heuristic',
    dimensions: 3,
    attempts: 16,
    limits: false,
    closed: false,
    seed: false,
    summary: '3-D boxes: OctAML3D with 16 priority variants, first complete walk (3-D default)',
  },
};

/** True when `name` is one of {@link ALGORITHMS} (exact spelling). */
export function isAlgorithmName(name: string): name is AlgorithmName {
  return (ALGORITHMS as readonly string[]).includes(name);
}

/** True when `name` is one of {@link HEURISTICS} (exact spelling). */
export function isHeuristicName(name: string): name is HeuristicName {
  return (HEURISTICS as readonly string[]).includes(name);
}

/** What `algorithm` is and accepts. */
export function algorithmInfo(algorithm: AlgorithmName): AlgorithmInfo {
  return { name: algorithm, ...INFO[algorithm] };
}

/** Reads an algorithm name as every command does: any case, with a did-you-mean. */
export function parseAlgorithm<T extends AlgorithmName = AlgorithmName>(
  text: string,
  names: readonly T[] = ALGORITHMS as readonly AlgorithmName[] as readonly T[],
): T {
  return parseName('algorithm', text, names);
}

/** The algorithms that run on a board: every 2-D one on a 2-D board, the 3-D heuristics on any. */
export function algorithmsFor(board: Board): AlgorithmName[] {
  return ALGORITHMS.filter((a) => fitsBoard(a, board));
}

/** True when `algorithm` runs on `board`. */
export function fitsBoard(algorithm: AlgorithmName, board: Board): boolean {
  return INFO[algorithm].dimensions === 3 || board.depth === 1;
}

/** Throws {@link KnightsTourError} unless `algorithm` runs on `board`, naming those that do. */
export function checkFitsBoard(algorithm: AlgorithmName, board: Board): void {
  if (fitsBoard(algorithm, board)) return;
  throw new KnightsTourError(
    `${algorithm} runs on 2-D boards only; on ${boardName(board)} use ${orList([...HEURISTICS_3D].reverse())}`,
  );
}

/** What `solve` runs when no algorithm is named: `auto` on a 2-D board, `octaml16-3d` on a box. */
export function defaultAlgorithm(board: Board): AlgorithmName {
  return board.depth === 1 ? 'auto' : 'octaml16-3d';
}

/** The heuristic a sweep runs when none is named: `octaml16`, or `octaml16-3d` on a box. */
export function defaultHeuristic(board: Board): HeuristicName {
  return board.depth === 1 ? 'octaml16' : 'octaml16-3d';
}

/** The seed rule, checked wherever a seed comes in: the algorithm takes one, and 0 ≤ seed ≤ {@link MAX_SEED}. */
export function checkSeed(algorithm: AlgorithmName, seed: number): void {
  if (!INFO[algorithm]?.seed) {
    const seeded = ALGORITHMS.filter((a) => INFO[a].seed);
    throw new KnightsTourError(`a seed only applies to ${orList(seeded)}, not ${algorithm}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new KnightsTourError(
      `seed must be an integer from 0 to ${MAX_SEED}, got ${String(seed)}`,
    );
  }
}
