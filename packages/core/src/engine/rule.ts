import type { Board } from '../board/board.js';
import { octantOf, quadrantOf } from '../board/regions.js';
import { type RothRounding, type SwitchingSchedule, switchingSchedule } from './literature.js';
import {
  amlOrder,
  MOVE_NUMBER_ORDER,
  type MoveOrder,
  octamlOrder,
  orderDigits,
  type Variant,
} from './orders.js';
import type { SpaceName } from './ranking.js';

// A 2-D greedy heuristic as data: every rule is Warnsdorff's (smallest degree first) followed
// by tie-break levels, with the move order(s) it tries and how its attempts go. The walkers
// (walk.ts, rule-walk.ts, the WebAssembly kernel) interpret this; no rule has its own loop.

/** A tie-break level after the degree (the degree itself is always the first criterion). */
export type TieLevel =
  /** SPEC §4 (b): Manhattan distance to the nearest corner, smaller first. */
  | 'corner'
  /** SPEC §4 (c): distance to the nearest edge, smaller first. */
  | 'edge'
  /** Roth: squared distance to his destination near the centre, larger first. */
  | 'roth'
  /** Pohl: sum of the degrees of the candidate's unvisited neighbours, smaller first. */
  | 'pohl'
  /** The priority of the move in the order in force, earlier first. */
  | 'order'
  /** Uniformly at random among the candidates still tied (seeded). */
  | 'random';

/** Every criterion of a walk, the degree first. */
export type LevelName = 'degree' | TieLevel;

/** Where an attempt's move order comes from. */
export type OrderPlan =
  /** One attempt per order, in turn, until one is complete. */
  | { readonly kind: 'fixed'; readonly orders: readonly MoveOrder[] }
  /** One attempt: AML's circular order for the start's quadrant (SPEC §5). */
  | { readonly kind: 'aml' }
  /** One attempt per OctAML variant, in turn (SPEC §5). */
  | { readonly kind: 'octaml'; readonly variants: readonly Variant[] }
  /** One attempt; the order switches at the squares of the `m mod 8` table (square boards). */
  | { readonly kind: 'switching' }
  /** No order: the rule's last level is `random`. */
  | { readonly kind: 'none' };

/** A 2-D heuristic, as the walkers interpret it. */
export interface HeuristicRule {
  /** Tie-break levels after the degree, in order; the last one always separates all candidates. */
  readonly levels: readonly TieLevel[];
  readonly orders: OrderPlan;
  /** Roth's rounding of the destination, for the `roth` level. */
  readonly rounding?: RothRounding;
  /**
   * `none`: no randomness; `ties`: with a seed, the `order` level becomes `random`;
   * `always`: the rule is random (seed 0 unless one is given).
   */
  readonly seed: 'none' | 'ties' | 'always';
  /**
   * Parberry's closed-tour walk: stop as soon as every neighbour of the attempt's start is
   * used; success only when every square is visited (the last is then next to the start);
   * up to `attempts` attempts, the first from the given start and the others from random ones.
   */
  readonly closed?: { readonly attempts: number };
}

/** One planned attempt: its start, its order in force (and switches), its OctAML variant. */
export interface AttemptPlan {
  readonly x: number;
  readonly y: number;
  /** The order in force (the first row's for switching); undefined when ties are random. */
  readonly order: MoveOrder | undefined;
  readonly variant?: Variant;
  readonly schedule?: SwitchingSchedule;
}

/** The levels actually walked: with a seed, a `ties` rule's `order` level becomes `random`. */
export function levelsOf(rule: HeuristicRule, seeded: boolean): readonly TieLevel[] {
  if (!seeded || rule.seed !== 'ties') return rule.levels;
  return rule.levels.map((level) => (level === 'order' ? 'random' : level));
}

/** The static levels a rank table must sort by before the order. */
export function spaceOf(rule: HeuristicRule): SpaceName {
  if (rule.levels.includes('corner')) return 'corner-edge';
  if (rule.levels.includes('roth')) return `roth-${rule.rounding ?? 'half-up'}`;
  return 'plain';
}

/**
 * True when the rule's choice depends only on the degree, the square and the move: one rank
 * table per attempt, which the WebAssembly kernel and the lean walk loop run.
 */
export function isStatic(rule: HeuristicRule, seeded: boolean): boolean {
  return (
    rule.orders.kind !== 'switching' &&
    rule.closed === undefined &&
    levelsOf(rule, seeded).every((l) => l !== 'pohl' && l !== 'random')
  );
}

/** Most attempts the rule makes from one start. */
export function maxAttempts(rule: HeuristicRule): number {
  if (rule.closed) return rule.closed.attempts;
  switch (rule.orders.kind) {
    case 'fixed':
      return rule.orders.orders.length;
    case 'octaml':
      return rule.orders.variants.length;
    default:
      return 1;
  }
}

/**
 * The attempts of `rule` from `(x, y)`, in order; the caller stops at the first complete one.
 * A generator because Parberry's later starts are drawn from `random` only when asked for
 * (after the previous attempt drew its ties), and `attempts` bounds them (1 on a board with no
 * closed tour).
 */
export function* planAttempts(
  rule: HeuristicRule,
  board: Board,
  x: number,
  y: number,
  random?: () => number,
  attempts = maxAttempts(rule),
): Generator<AttemptPlan> {
  const plan = rule.orders;
  switch (plan.kind) {
    case 'fixed':
      for (const order of plan.orders) yield { x, y, order };
      return;
    case 'aml':
      yield { x, y, order: orderDigits(amlOrder(board, x, y)) };
      return;
    case 'octaml':
      for (const variant of plan.variants) {
        yield { x, y, order: orderDigits(octamlOrder(board, x, y, variant)), variant };
      }
      return;
    case 'switching': {
      const schedule = switchingSchedule(board.width);
      yield { x, y, order: schedule.orders[0], schedule };
      return;
    }
    case 'none':
      yield { x, y, order: undefined };
      for (let a = 1; a < attempts; a++) {
        if (!random) throw new Error('a random rule needs a random source');
        const sx = Math.floor(random() * board.width);
        const sy = Math.floor(random() * board.height);
        yield { x: sx, y: sy, order: undefined };
      }
  }
}

/**
 * A number that determines a static rule's attempts from `(x, y)`: starts with the same key
 * have the same plans (all of them for fixed orders, a quadrant for AML, an octant for
 * OctAML), so a batch plans each key once.
 */
export function planKey(rule: HeuristicRule, board: Board, x: number, y: number): number {
  switch (rule.orders.kind) {
    case 'aml':
      return quadrantOf(board, x, y);
    case 'octaml':
      return octantOf(board, x, y);
    default:
      return 0;
  }
}

/** Plain Warnsdorff's description: the degree, then move number (or random ties with a seed). */
export const WARNSDORFF_RULE: HeuristicRule = {
  levels: ['order'],
  orders: { kind: 'fixed', orders: [MOVE_NUMBER_ORDER] },
  seed: 'ties',
};
