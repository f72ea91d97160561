import {
  type AlgorithmName,
  algorithmInfo,
  checkFitsBoard,
  checkSeed,
  parseAlgorithm,
  ruleOf,
} from './algorithms.js';
import { type BoardLike, cellCount, checkBoard } from './board/board.js';
import { MOVES } from './board/moves.js';
import { cornerDistance, edgeDistance } from './board/regions.js';
import { checkStart } from './board/square.js';
import { RuleEngine, type RuleOutcome, randomFor } from './engine/attempts.js';
import { createGeometry } from './engine/geometry.js';
import { rothDestination } from './engine/literature.js';
import { MOVE_NUMBER_ORDER, orderPositions, type Variant } from './engine/orders.js';
import {
  type AttemptPlan,
  type HeuristicRule,
  type LevelName,
  levelsOf,
  planAttempts,
} from './engine/rule.js';
import { closedToursExist } from './search/exists.js';
import { KnightsTourError } from './text/errors.js';

// A heuristic walk step by step, for people: every candidate with its value at each level of
// the rule, which one was chosen and which level decided. An independent reading of the same
// rule description the walkers interpret (tests check that it walks exactly their walks).

/** One criterion of a rule, as a page shows it. */
export interface ExplainedLevel {
  readonly name: LevelName;
  /** Which value wins: the smaller, the larger, or none (a random draw among the tied). */
  readonly wins: 'smaller' | 'larger' | 'random';
  /** A short phrase: `fewest onward moves`. */
  readonly words: string;
}

/** A candidate move of one step. */
export interface ExplainedCandidate {
  readonly square: readonly [number, number];
  /** Its move number, 1..8 (SPEC §2). */
  readonly move: number;
  /** Its value at each of the explanation's levels, in order (`null` at the `random` level). */
  readonly values: readonly (number | null)[];
}

/** One step of an explained walk: the knight on `square`, its candidates and its choice. */
export interface ExplainedStep {
  /** 1-based position of `square` in the walk. */
  readonly step: number;
  readonly square: readonly [number, number];
  /** The move order in force (8 digits), when the rule has one. */
  readonly order: string | undefined;
  /** The unvisited neighbours, in move order. */
  readonly candidates: readonly ExplainedCandidate[];
  /** Index in `candidates` of the one moved to; −1 when the walk ends here. */
  readonly chosen: number;
  /** The first level that left the chosen candidate alone (`random` for a draw), `only` when it was the one candidate. */
  readonly decidedBy: LevelName | 'only' | undefined;
  /** Why the walk ends here, on its last step: every square visited, no candidate, or (Parberry) the start's neighbours all used. */
  readonly end?: 'complete' | 'dead-end' | 'start-closed-in';
}

/** What {@link explainWalk} returns: the rule in words and a lazy sequence of steps. */
export interface WalkExplanation {
  readonly algorithm: AlgorithmName;
  /** The rule in one paragraph, and where it was published. */
  readonly description: string;
  readonly source: string;
  /** The criteria in order, the degree first; each step's candidate values follow them. */
  readonly levels: readonly ExplainedLevel[];
  /** The attempt explained (1-based) of the `attempts` the rule made. */
  readonly attempt: number;
  readonly attempts: number;
  /** Where that attempt starts (a Parberry retry starts at a random square). */
  readonly start: readonly [number, number];
  /** The attempt's first order in force and its OctAML variant, when it has them. */
  readonly order?: string;
  readonly variant?: Variant;
  /** The steps, computed as they are read. */
  readonly steps: Iterable<ExplainedStep>;
}

/** Options of {@link explainWalk}. */
export interface ExplainOptions {
  /** For the rules that take one (random ties). */
  readonly seed?: number;
  /** Explain this attempt (1-based) instead of the reported one (the first complete, else the longest). */
  readonly attempt?: number;
}

/** How each criterion wins, and in words. */
export const LEVELS: Readonly<Record<LevelName, Omit<ExplainedLevel, 'name'>>> = {
  degree: { wins: 'smaller', words: 'fewest onward moves (Warnsdorff)' },
  corner: { wins: 'smaller', words: 'nearest a corner (Manhattan distance)' },
  edge: { wins: 'smaller', words: 'nearest an edge' },
  roth: {
    wins: 'larger',
    words: 'farthest from Roth’s point near the centre (squared distance, in half squares)',
  },
  pohl: { wins: 'smaller', words: 'fewest onward moves summed over its own neighbours (Pohl)' },
  order: { wins: 'smaller', words: 'earliest in the move order in force' },
  random: { wins: 'random', words: 'drawn at random among those still tied' },
};

/**
 * Explains the walk of a 2-D heuristic from `start`, step by step: the reported attempt by
 * default (the engine's walk: tests check they are equal), or `options.attempt`. Bad input
 * throws {@link KnightsTourError}, as `solve` does.
 */
export function explainWalk(
  board: BoardLike,
  algorithm: string,
  start: readonly number[],
  options: ExplainOptions = {},
): WalkExplanation {
  const b = checkBoard(board);
  const name = parseAlgorithm(algorithm, (info) => info.kind === 'heuristic');
  const info = algorithmInfo(name);
  const rule = ruleOf(name);
  if (!rule)
    throw new KnightsTourError(
      `only the 2-D heuristics can be explained step by step, not ${name}`,
    );
  checkFitsBoard(name, b);
  const [x, y] = checkStart(b, start);
  if (options.seed !== undefined) checkSeed(name, options.seed);
  const g = createGeometry(b);
  const engine = new RuleEngine(g);
  const path = new Int32Array(cellCount(b));
  const outcome = engine.run(rule, x, y, options.seed, path, closedToursExist(b));
  const target = options.attempt ?? outcome.reported + 1;
  if (!Number.isInteger(target) || target < 1 || target > outcome.attempts) {
    throw new KnightsTourError(
      `attempt must be an integer from 1 to ${outcome.attempts} (the attempts ${name} made), got ${String(options.attempt)}`,
    );
  }
  const { plan, randomState } =
    target === outcome.reported + 1
      ? outcome
      : locate(engine, rule, outcome, x, y, options.seed, target, path);
  const seeded = randomFor(rule, options.seed) !== undefined;
  const levels: LevelName[] = ['degree', ...levelsOf(rule, seeded)];
  return {
    algorithm: name,
    description: info.description ?? info.summary,
    source: info.source,
    levels: levels.map((level) => ({ name: level, ...LEVELS[level] })),
    attempt: target,
    attempts: outcome.attempts,
    start: [plan.x, plan.y],
    ...(plan.order !== undefined && levels.includes('order') ? { order: plan.order } : {}),
    ...(plan.variant ? { variant: plan.variant } : {}),
    steps: {
      [Symbol.iterator]: () => explainSteps(b, rule, plan, levels, options.seed, randomState),
    },
  };
}

/** The plan and random state of attempt `target` (1-based): the attempts before it are walked again. */
function locate(
  engine: RuleEngine,
  rule: HeuristicRule,
  outcome: RuleOutcome,
  x: number,
  y: number,
  seed: number | undefined,
  target: number,
  path: Int32Array,
): { plan: AttemptPlan; randomState: number | undefined } {
  const random = randomFor(rule, seed);
  let a = 0;
  for (const plan of planAttempts(
    rule,
    engine.geometry.board,
    x,
    y,
    random?.next,
    outcome.attempts,
  )) {
    if (++a === target) return { plan, randomState: random?.state };
    engine.walkAttempt(rule, plan, random, path);
  }
  throw new Error('unreachable: the attempt was made');
}

/** The steps of one attempt, read from the rule with every candidate's values. */
function* explainSteps(
  board: ReturnType<typeof checkBoard>,
  rule: HeuristicRule,
  plan: AttemptPlan,
  levels: readonly LevelName[],
  seed: number | undefined,
  randomState: number | undefined,
): Generator<ExplainedStep> {
  const { width: w, height: h } = board;
  const total = w * h;
  const random = randomFor(rule, seed);
  if (random && randomState !== undefined) random.state = randomState;
  const [ex, ey] = rothDestination(board, rule.rounding ?? 'half-up');
  const visited = new Uint8Array(total);
  const degree = new Int32Array(total);
  const neighbours = (sx: number, sy: number): number[] => {
    const out: number[] = [];
    for (const [dx, dy] of MOVES) {
      const tx = sx + dx;
      const ty = sy + dy;
      out.push(tx >= 0 && ty >= 0 && tx < w && ty < h ? ty * w + tx : -1);
    }
    return out;
  };
  for (let s = 0; s < total; s++) {
    degree[s] = neighbours(s % w, Math.floor(s / w)).filter((t) => t >= 0).length;
  }
  const schedule = plan.schedule;
  let row = 0;
  let order = plan.order ?? MOVE_NUMBER_ORDER;
  let positions = orderPositions(order);
  const start = plan.y * w + plan.x;
  let cur = start;
  for (let step = 1; ; step++) {
    const cx = cur % w;
    const cy = Math.floor(cur / w);
    visited[cur] = 1;
    for (const t of neighbours(cx, cy)) if (t >= 0) degree[t]!--;
    if (schedule && row < schedule.switches.length) {
      const [sx, sy] = schedule.switches[row]!;
      if (sx === cx && sy === cy) {
        row++;
        order = schedule.orders[row]!;
        positions = orderPositions(order);
      }
    }
    const shown = levels.includes('order') ? order : undefined;
    const startClosedIn =
      rule.closed !== undefined &&
      neighbours(plan.x, plan.y).every((t) => t < 0 || visited[t] === 1);
    const candidates: ExplainedCandidate[] = [];
    const cells: number[] = [];
    if (step < total && !startClosedIn) {
      neighbours(cx, cy).forEach((t, k) => {
        if (t < 0 || visited[t]) return;
        const tx = t % w;
        const ty = Math.floor(t / w);
        const values = levels.map((level): number | null => {
          switch (level) {
            case 'degree':
              return degree[t]!;
            case 'corner':
              return cornerDistance(board, tx, ty);
            case 'edge':
              return edgeDistance(board, tx, ty);
            case 'roth':
              return (2 * tx - ex) ** 2 + (2 * ty - ey) ** 2;
            case 'pohl':
              return neighbours(tx, ty)
                .filter((u) => u >= 0 && !visited[u])
                .reduce((sum, u) => sum + degree[u]!, 0);
            case 'order':
              return positions[k]! + 1;
            default:
              return null; // random: no value, a draw
          }
        });
        candidates.push({ square: [tx, ty], move: k + 1, values });
        cells.push(t);
      });
    }
    const chosen = choose(candidates, levels, random?.next);
    const end = step === total ? 'complete' : startClosedIn ? 'start-closed-in' : 'dead-end';
    yield {
      step,
      square: [cx, cy],
      order: shown,
      candidates,
      chosen,
      decidedBy: chosen < 0 ? undefined : decider(candidates, levels, chosen),
      ...(chosen < 0 ? { end } : {}),
    };
    if (chosen < 0) return;
    cur = cells[chosen]!;
  }
}

/**
 * The chosen candidate: the smallest (or largest) value level by level, as the walkers
 * compare; at a `random` level, reservoir sampling over the candidates in move order, drawing
 * for every candidate that ties the best seen so far (exactly the walkers' draws).
 */
function choose(
  candidates: readonly ExplainedCandidate[],
  levels: readonly LevelName[],
  random: (() => number) | undefined,
): number {
  const randomAt = levels.indexOf('random');
  const keyLevels = randomAt < 0 ? levels.length : randomAt;
  const compare = (a: ExplainedCandidate, b: ExplainedCandidate): number => {
    for (let i = 0; i < keyLevels; i++) {
      const sign = LEVELS[levels[i]!].wins === 'larger' ? -1 : 1;
      const d = (a.values[i]! - b.values[i]!) * sign;
      if (d !== 0) return d;
    }
    return 0;
  };
  let best = -1;
  let ties = 0;
  candidates.forEach((c, i) => {
    if (best < 0) {
      best = i;
      ties = 1;
      return;
    }
    const d = compare(c, candidates[best]!);
    if (d < 0) {
      best = i;
      ties = 1;
    } else if (d === 0 && randomAt >= 0 && random!() * ++ties < 1) {
      best = i;
    }
  });
  return best;
}

/** The first level after which only the chosen candidate is left among the tied. */
function decider(
  candidates: readonly ExplainedCandidate[],
  levels: readonly LevelName[],
  chosen: number,
): LevelName | 'only' {
  if (candidates.length === 1) return 'only';
  let tied = candidates;
  const c = candidates[chosen]!;
  for (let i = 0; i < levels.length; i++) {
    if (levels[i] === 'random') return 'random';
    tied = tied.filter((t) => t.values[i] === c.values[i]);
    if (tied.length === 1) return levels[i]!;
  }
  return levels[levels.length - 1]!;
}
