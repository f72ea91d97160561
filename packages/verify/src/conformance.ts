import { type BoardLike, squareLabel } from '@knights-tour/core';

/**
 * Whether a walk is the walk a published rule makes from the same start, step for step, and
 * where it departs when it is not. The verifier imports no solver: the rule's walk and the
 * words of its decision are parameters, so that any walk engine (core's, another's) can be the
 * reference. Squares are flat indices `y * width + x` of a 2-D board.
 */

/** A rule's walk from the same start: complete, or as far as the rule got. */
export interface RuleWalk {
  /** The rule's name, as reports call it. */
  readonly algorithm: string;
  readonly squares: ArrayLike<number>;
}

/** How the outcomes differ where the walks do: a tour where the rule gets stuck, or the reverse. */
export type OutcomeDifference = 'completes-where-rule-is-stuck' | 'stuck-where-rule-completes';

/** Where a walk leaves the rule's walk from its start. */
export interface Departure {
  /** The first step (1-based) where the two walks differ. */
  readonly step: number;
  /** The walk's square at that step; absent when the walk ended before it. */
  readonly walk?: readonly [number, number];
  /** The rule's square at that step; absent when the rule's walk ended before it. */
  readonly rule?: readonly [number, number];
  /** Set when one of the two is a tour and the other is not. */
  readonly outcome?: OutcomeDifference;
  /** Why the rule goes where it goes at that step (the explainer's words). */
  readonly why: string;
}

/**
 * The rule's decision at `step` (2 or more) in words, against the walk's square there when it
 * has one: core's `explainChoice` is one.
 */
export type ChoiceExplainer = (step: number, walk: readonly [number, number] | undefined) => string;

/**
 * Compares a walk (a tour or a stuck walk, already verified) with the rule's walk from the
 * same start: undefined when they are the same walk, else where and why they part. The
 * explainer is called only for a departure.
 */
export function compareWithRule(
  board: BoardLike,
  walk: ArrayLike<number>,
  rule: RuleWalk,
  explain: ChoiceExplainer,
): Departure | undefined {
  const { width } = board;
  const reference = rule.squares;
  const shorter = Math.min(walk.length, reference.length);
  let k = 0;
  while (k < shorter && walk[k] === reference[k]) k++;
  if (k === walk.length && k === reference.length) return undefined;
  const at = (s: number): [number, number] => [s % width, Math.floor(s / width)];
  const mine = k < walk.length ? at(walk[k]!) : undefined;
  const theirs = k < reference.length ? at(reference[k]!) : undefined;
  const cells = width * board.height;
  const outcome: OutcomeDifference | undefined =
    walk.length === cells && reference.length < cells
      ? 'completes-where-rule-is-stuck'
      : walk.length < cells && reference.length === cells
        ? 'stuck-where-rule-completes'
        : undefined;
  const why =
    k === 0
      ? `the walk starts on ${mine ? squareLabel(mine) : 'no square'}, ${rule.algorithm}’s on ${theirs ? squareLabel(theirs) : 'no square'}`
      : explain(k + 1, mine);
  return {
    step: k + 1,
    ...(mine ? { walk: mine } : {}),
    ...(theirs ? { rule: theirs } : {}),
    ...(outcome ? { outcome } : {}),
    why,
  };
}

/**
 * A departure in one line: `departs from aml at step 12: (3,4) where aml moves to (5,4); at
 * step 11 on (2,3), aml moves to (5,4) (…): …`, with the outcome when it differs.
 */
export function describeDeparture(departure: Departure, algorithm: string): string {
  const { step, walk, rule, outcome, why } = departure;
  const what = walk
    ? rule
      ? `${squareLabel(walk)} where ${algorithm} moves to ${squareLabel(rule)}`
      : `${squareLabel(walk)} where ${algorithm} stops`
    : `stops where ${algorithm} moves to ${squareLabel(rule!)}`;
  const ending =
    outcome === 'completes-where-rule-is-stuck'
      ? `; it completes a tour where ${algorithm} gets stuck`
      : outcome === 'stuck-where-rule-completes'
        ? `; it gets stuck where ${algorithm} completes a tour`
        : '';
  return `departs from ${algorithm} at step ${step}: ${what}; ${why}${ending}`;
}
