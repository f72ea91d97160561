import { cellOf, type Geometry, type RankTable } from './geometry.js';
import { MOVE_NUMBER_ORDER } from './orders.js';
import { SeededRandom } from './random.js';
import { orderRanking } from './ranking.js';
import {
  type AttemptPlan,
  type HeuristicRule,
  isStatic,
  levelsOf,
  maxAttempts,
  planAttempts,
  spaceOf,
} from './rule.js';
import { RuleWalker } from './rule-walk.js';
import { Walker } from './walk.js';

/** How a rule's attempts from one start went, and which one is reported. */
export interface RuleOutcome {
  readonly complete: boolean;
  readonly attempts: number;
  /** Squares of the reported walk. */
  readonly length: number;
  /** Squares walked over all attempts. */
  readonly walked: number;
  /** 0-based index of the reported attempt: the first complete one, else the longest (earliest on ties; the first for closed walks). */
  readonly reported: number;
  readonly plan: AttemptPlan;
  /** The random state the reported attempt began with (random rules): replaying from it walks it again. */
  readonly randomState: number | undefined;
  /** True when the path buffer still holds the reported walk (it was the last attempt). */
  readonly inBuffer: boolean;
}

/**
 * Runs any 2-D rule (engine/rule.ts) from one start, one attempt at a time: the lean static
 * loop of walk.ts where the rule allows it, else the general walker. The batch engine
 * (interleave.ts) runs the static rules' attempts without this class.
 */
export class RuleEngine {
  readonly geometry: Geometry;
  private readonly lean: Walker;
  private general: RuleWalker | undefined;

  constructor(geometry: Geometry) {
    this.geometry = geometry;
    this.lean = new Walker(geometry);
  }

  /** The rank table of an attempt's order in force (the first one for switching). */
  ranking(rule: HeuristicRule, order: string | undefined): RankTable {
    return orderRanking(this.geometry, spaceOf(rule), order ?? MOVE_NUMBER_ORDER);
  }

  /** Walks one attempt into `path` (padded cells); returns its length. */
  walkAttempt(
    rule: HeuristicRule,
    plan: AttemptPlan,
    random: SeededRandom | undefined,
    path: Int32Array,
  ): number {
    const g = this.geometry;
    const start = cellOf(g, plan.x, plan.y);
    const seeded = random !== undefined;
    if (isStatic(rule, seeded)) return this.lean.walk(start, this.ranking(rule, plan.order), path);
    const levels = levelsOf(rule, seeded);
    const schedule = plan.schedule;
    this.general ??= new RuleWalker(g);
    return this.general.walk(
      {
        start,
        ranking: this.ranking(rule, plan.order),
        pohl: levels.includes('pohl'),
        random: levels.includes('random') ? random : undefined,
        switchCells: schedule
          ? Int32Array.from(schedule.switches, ([x, y]) =>
              x >= 0 && y >= 0 && x < g.board.width && y < g.board.height ? cellOf(g, x, y) : -1,
            )
          : undefined,
        rankings: schedule?.orders.map((order) => this.ranking(rule, order)),
        closedAbort: rule.closed !== undefined,
      },
      path,
    );
  }

  /**
   * Every attempt of `rule` from `(x, y)` until one is complete. `seed` makes a `ties` rule
   * random (an `always` rule is random with seed 0 when none is given); `closedPossible`
   * false limits a closed-walk rule to one attempt (the board has no closed tour).
   */
  run(
    rule: HeuristicRule,
    x: number,
    y: number,
    seed: number | undefined,
    path: Int32Array,
    closedPossible = true,
  ): RuleOutcome {
    const total = this.geometry.board.width * this.geometry.board.height;
    const random = randomFor(rule, seed);
    const limit = rule.closed && !closedPossible ? 1 : maxAttempts(rule);
    let best = -1;
    let reported = 0;
    let plan: AttemptPlan | undefined;
    let randomState: number | undefined;
    let walked = 0;
    let attempts = 0;
    let complete = false;
    for (const attempt of planAttempts(rule, this.geometry.board, x, y, random?.next, limit)) {
      const state = random?.state;
      const length = this.walkAttempt(rule, attempt, random, path);
      walked += length;
      complete = length === total;
      if (complete || (rule.closed ? attempts === 0 : length > best)) {
        best = length;
        reported = attempts;
        plan = attempt;
        randomState = state;
      }
      attempts++;
      if (complete) break;
    }
    return {
      complete,
      attempts,
      length: best,
      walked,
      reported,
      plan: plan!,
      randomState,
      inBuffer: reported === attempts - 1,
    };
  }

  /** Walks the reported attempt of `outcome` into `path` again (walks are reproducible). */
  replay(
    rule: HeuristicRule,
    outcome: RuleOutcome,
    seed: number | undefined,
    path: Int32Array,
  ): void {
    const random = randomFor(rule, seed);
    if (random && outcome.randomState !== undefined) random.state = outcome.randomState;
    this.walkAttempt(rule, outcome.plan, random, path);
  }
}

/** The random source of a walk: a `ties` rule's with a seed, an `always` rule's always (seed 0 by default). */
export function randomFor(rule: HeuristicRule, seed: number | undefined): SeededRandom | undefined {
  if (rule.seed === 'always') return new SeededRandom(seed ?? 0);
  if (rule.seed === 'ties' && seed !== undefined) return new SeededRandom(seed);
  return undefined;
}
