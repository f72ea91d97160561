import { type Board, boardName } from './board/board.js';
import { type Entry, familyEntry, INFO } from './catalogue.js';
import { isMoveOrder, MOVE_NUMBER_ORDER, type MoveOrder } from './engine/orders.js';
import { type HeuristicRule, isStatic, type LevelName, maxAttempts } from './engine/rule.js';
import { SEARCH_ALGORITHMS } from './search/search.js';
import { KnightsTourError } from './text/errors.js';
import { didYouMean } from './text/names.js';
import { orList, quote } from './text/quote.js';
import { HEURISTICS_3D } from './three-d/walk.js';

// The one list of algorithm names and how they are read and described (each entry's facts,
// words and rule are in catalogue.ts). The CLI's help, sweeps, the Action and the web page
// take names, facts and words from here.

/** The named greedy heuristics on 2-D boards (SPEC §5 and HEURISTICS-LITERATURE.md). */
export const HEURISTICS_2D = [
  'warnsdorff',
  'aml',
  'octaml',
  'octaml16',
  'order-34567812',
  'squirrel-cull',
  'switching',
  'roth',
  'roth-mathematica',
  'pohl',
  'parberry',
] as const;

/** Every named greedy heuristic, 2-D then 3-D (docs/three-d.md): what `HeuristicRunner` and sweeps run. */
export const HEURISTICS = [...HEURISTICS_2D, ...HEURISTICS_3D] as const;

/** A fixed move order: `order-` and 8 digits, each move 1..8 once, highest priority first. */
export type OrderAlgorithmName = `order-${string}`;
/** Pohl's rule with its residual ties in another order than `12345678`: `pohl-` and 8 digits. */
export type PohlAlgorithmName = `pohl-${string}`;

/** A heuristic: one of {@link HEURISTICS} or a member of a family of {@link ALGORITHM_FAMILIES}. */
export type HeuristicName = (typeof HEURISTICS)[number] | OrderAlgorithmName | PohlAlgorithmName;

/** The menu of `solve`: `auto`, the named heuristics, the exact searches and the 3-D heuristics. */
export const ALGORITHMS = [
  'auto',
  ...HEURISTICS_2D,
  ...SEARCH_ALGORITHMS,
  ...HEURISTICS_3D,
] as const;
/** An algorithm: one of {@link ALGORITHMS} or a member of a family of {@link ALGORITHM_FAMILIES}. */
export type AlgorithmName = (typeof ALGORITHMS)[number] | OrderAlgorithmName | PohlAlgorithmName;

/** A name of {@link ALGORITHMS}. */
export type ListedName = (typeof ALGORITHMS)[number];

/** A parameterised family of 2-D heuristics: every 8-digit move order gives one. */
export interface AlgorithmFamily {
  /** What precedes the 8 digits: `order-` or `pohl-`. */
  readonly prefix: 'order-' | 'pohl-';
  /** How help texts write the family: `order-DDDDDDDD`. */
  readonly pattern: string;
  /** A member, for examples. */
  readonly example: AlgorithmName;
  readonly summary: string;
}

/** The families whose members {@link parseAlgorithm} accepts beside the listed names. */
export const ALGORITHM_FAMILIES: readonly AlgorithmFamily[] = [
  {
    prefix: 'order-',
    pattern: 'order-DDDDDDDD',
    example: 'order-34567812',
    summary:
      'fewest onward moves, ties to the first in a fixed order of the moves 1..8 (any of the 8! orders)',
  },
  {
    prefix: 'pohl-',
    pattern: 'pohl-DDDDDDDD',
    example: 'pohl-87654321',
    summary: "Pohl's rule with its last ties in a fixed order of the moves 1..8",
  },
];

/** Largest seed: seeds are 32-bit (the PRNG is mulberry32). */
export const MAX_SEED = 2 ** 32 - 1;

/** What an algorithm is and accepts beyond a board and a start. */
export interface AlgorithmInfo {
  /** The canonical name: the one spelling results, files and links use. */
  readonly name: AlgorithmName;
  /** `heuristic`: a greedy walk (sweeps run these); `search`: exact; `auto`: never gives up. */
  readonly kind: 'auto' | 'heuristic' | 'search';
  /** 2: 2-D boards only; 3: any box (a 2-D board is a box of depth 1). */
  readonly dimensions: 2 | 3;
  /** Runs on square boards only (the switching algorithm's table is for m × m). */
  readonly squareOnly: boolean;
  /** Most attempts (walks) one start can take: 16 for the OctAML16 family, 19 for squirrel-cull, … */
  readonly attempts: number;
  /** Takes `maxNodes` / `maxMs`: the exact searches, and `auto` for its search fallback. */
  readonly limits: boolean;
  /** Can promise a closed tour (`closed: true`): `auto` builds one, the searches look for one, Parberry walks one. */
  readonly closed: boolean;
  /** Takes a `seed` (random tie-breaks, reproducible per seed). */
  readonly seed: boolean;
  /** The same walk every time without a seed (false for Parberry's, which is random: seed 0 by default). */
  readonly deterministic: boolean;
  /**
   * A sweep walks many of its starts at once in the 2-D WebAssembly kernel: the rules whose
   * choice depends only on the degree, the square and the move (and `auto`, whose first stage
   * is OctAML16). False for the rules that depend on the walk (Pohl's sums, the switching
   * orders, random ties, Parberry's early stop), which walk one start at a time, for the 3-D
   * heuristics and the searches. With a seed, a rule with random ties is never interleaved.
   */
  readonly interleaved: boolean;
  /** A 2-D heuristic's criteria in order, the degree first (without a seed). */
  readonly levels?: readonly LevelName[];
  /** The fixed move orders it tries, in turn (8 digits each, SPEC §2 move numbers). */
  readonly orders?: readonly MoveOrder[];
  /** One line, in plain words, for help texts and menus. */
  readonly summary: string;
  /** A 2-D heuristic's rule in one paragraph of plain words (what `explainWalk` shows). */
  readonly description?: string;
  /** Where the rule was published. */
  readonly source: string;
}

/** The canonical spelling of a well-formed family name: the orders the listed names use fold into them. */
function canonical(name: string): string {
  if (name === `order-${MOVE_NUMBER_ORDER}`) return 'warnsdorff';
  if (name === `pohl-${MOVE_NUMBER_ORDER}`) return 'pohl';
  return name;
}

function entryOf(name: string): Entry | undefined {
  return Object.hasOwn(INFO, name) ? INFO[name as ListedName] : familyEntry(name);
}

/** True when `name` is an algorithm in its canonical spelling (a listed name or a family member). */
export function isAlgorithmName(name: string): name is AlgorithmName {
  return canonical(name) === name && entryOf(name) !== undefined;
}

/** True when `name` is a heuristic in its canonical spelling (2-D or 3-D). */
export function isHeuristicName(name: string): name is HeuristicName {
  return isAlgorithmName(name) && entryOf(name)!.kind === 'heuristic';
}

/** What `algorithm` is and accepts (any spelling {@link parseAlgorithm} reads). */
export function algorithmInfo(algorithm: AlgorithmName | string): AlgorithmInfo {
  const name = isAlgorithmName(algorithm) ? algorithm : parseAlgorithm(algorithm);
  const { rule, ...entry } = entryOf(name)!;
  return {
    name,
    ...entry,
    squareOnly: entry.squareOnly ?? false,
    attempts: entry.attempts ?? (rule ? maxAttempts(rule) : 1),
    interleaved: rule ? isStatic(rule, false) : entry.kind === 'auto',
    ...(rule ? { levels: ['degree', ...rule.levels] as LevelName[] } : {}),
    ...(rule?.orders.kind === 'fixed' ? { orders: rule.orders.orders } : {}),
  };
}

/** The rule of a 2-D heuristic, as the walkers interpret it (undefined for other algorithms). */
export function ruleOf(algorithm: AlgorithmName): HeuristicRule | undefined {
  return entryOf(algorithm)?.rule;
}

/** How the expected names are listed in an error: the listed ones, then the families. */
function expectedNames(names: readonly string[], families: boolean): string {
  const patterns = families ? ALGORITHM_FAMILIES.map((f) => f.pattern) : [];
  return `expected one of ${[...names, ...patterns].join(', ')}`;
}

/**
 * Reads an algorithm name as every command does: surrounding space ignored, any case, a
 * did-you-mean for the listed names and a one-line error for a malformed order
 * (`order-12345677`); returns the canonical name (`order-12345678` is `warnsdorff`,
 * `pohl-12345678` is `pohl`). With `accept`, only algorithms it accepts are read
 * (`(info) => info.kind === 'heuristic'`, say).
 */
export function parseAlgorithm(
  text: string,
  accept: (info: AlgorithmInfo) => boolean = () => true,
): AlgorithmName {
  const name = canonical(String(text).trim().toLowerCase());
  const listed = ALGORITHMS.filter((a) => accept(algorithmInfo(a)));
  const families = ALGORITHM_FAMILIES.some((f) => accept(algorithmInfo(f.example)));
  const family = ALGORITHM_FAMILIES.find((f) => name.startsWith(f.prefix));
  if (family && families && !Object.hasOwn(INFO, name)) {
    const digits = name.slice(family.prefix.length);
    if (!isMoveOrder(digits)) {
      throw new KnightsTourError(
        `malformed order ${quote(String(text))}: an order is the 8 moves 1..8, each once, highest priority first (e.g. ${family.example})`,
      );
    }
  }
  const entry = entryOf(name);
  if (entry && accept(algorithmInfo(name as AlgorithmName))) return name as AlgorithmName;
  throw new KnightsTourError(
    `unknown algorithm ${quote(String(text))}${didYouMean(name, listed)} (${expectedNames(listed, families)})`,
  );
}

/** The listed algorithms that run on a board: every 2-D one on a 2-D board, the 3-D heuristics on any. */
export function algorithmsFor(board: Board): AlgorithmName[] {
  return ALGORITHMS.filter((a) => fitsBoard(a, board));
}

/** True when `algorithm` runs on `board`. */
export function fitsBoard(algorithm: AlgorithmName, board: Board): boolean {
  const info = algorithmInfo(algorithm);
  if (info.dimensions === 3) return true;
  return board.depth === 1 && (!info.squareOnly || board.width === board.height);
}

/** Throws {@link KnightsTourError} unless `algorithm` runs on `board`, naming those that do. */
export function checkFitsBoard(algorithm: AlgorithmName, board: Board): void {
  if (fitsBoard(algorithm, board)) return;
  if (board.depth === 1) {
    throw new KnightsTourError(`${algorithm} runs on square boards only, not ${boardName(board)}`);
  }
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
  if (!algorithmInfo(algorithm).seed) {
    const seeded = ALGORITHMS.filter((a) => INFO[a].seed);
    throw new KnightsTourError(`a seed only applies to ${orList(seeded)}, not ${algorithm}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new KnightsTourError(
      `seed must be an integer from 0 to ${MAX_SEED}, got ${String(seed)}`,
    );
  }
}
