import { cellAt, type Square } from '@knights-tour/core';
import type { TourWalk } from './walk.js';

/**
 * A deterministic rule that walks a board from a start square — a heuristic of some solver.
 * The verifier imports no solver: callers pass the rules they know (the CLI passes every
 * heuristic of `@knights-tour/core`'s catalogue), and their names are only reported.
 */
export interface KnownRule {
  /** The rule's name, as its catalogue gives it. */
  readonly name: string;
  /**
   * The walk the rule makes from `start` (`[x, y]`, `[x, y, z]` on a box) as flat square
   * indices, and which variant of the rule made it; undefined when it cannot run there.
   */
  walk(
    start: Square,
  ): { readonly squares: ArrayLike<number>; readonly variant?: string | undefined } | undefined;
}

/** A rule that walks exactly the tour. */
export interface RuleMatch {
  readonly rule: string;
  readonly variant?: string;
  /** It walks the tour from its last square, backwards. */
  readonly reversed: boolean;
}

/** Runs every rule from the tour's first square (and from its last, for the tour read backwards). */
export function matchRules(walk: TourWalk, rules: readonly KnownRule[]): RuleMatch[] {
  const { board, squares } = walk;
  const n = squares.length;
  const out: RuleMatch[] = [];
  for (const rule of rules) {
    for (const reversed of [false, true]) {
      const start: Square = cellAt(board, squares[reversed ? n - 1 : 0]!);
      let result: ReturnType<KnownRule['walk']>;
      try {
        result = rule.walk(start);
      } catch {
        continue; // a rule that cannot run on this board or from this square walks nothing
      }
      if (!result || result.squares.length !== n) continue;
      let same = true;
      for (let i = 0; i < n && same; i++)
        same = result.squares[i] === squares[reversed ? n - 1 - i : i];
      if (same) {
        out.push({
          rule: rule.name,
          ...(result.variant ? { variant: result.variant } : {}),
          reversed,
        });
      }
    }
  }
  return out;
}

/** `octaml16 (variant r=+1 t=0)`, `aml, from the last square (6,2) backwards`. */
export function describeMatch(match: RuleMatch, last: string): string {
  const variant = match.variant ? ` (variant ${match.variant})` : '';
  return match.reversed
    ? `${match.rule}${variant}, from the last square ${last} backwards`
    : `${match.rule}${variant}`;
}
