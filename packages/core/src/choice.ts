import { type BoardLike, cellCount, checkBoard } from './board/board.js';
import { squareLabel } from './board/square.js';
import type { LevelName } from './engine/rule.js';
import {
  type ExplainedCandidate,
  type ExplainedStep,
  type ExplainOptions,
  explainWalk,
  LEVELS,
} from './explain.js';
import { KnightsTourError } from './text/errors.js';
import { plural } from './text/quote.js';

// One decision of a heuristic in words, for someone whose own walk went elsewhere: where the
// rule moves at a step, and why there rather than to the square they chose. Read from
// explainWalk's step, so it is exactly the engine's walk and the engine's reason.

/** The rule's decision for one step of its walk, in words. */
export interface RuleChoice {
  /** The step (1-based position in the walk) whose square the rule chooses. */
  readonly step: number;
  /** Where the knight stands when it chooses: the square of step `step - 1`. */
  readonly from: readonly [number, number];
  /** The rule's square for `step`; absent when its walk ends at `step - 1`. */
  readonly chosen?: readonly [number, number];
  /** The criterion that decided (`only` for a single candidate); absent when the walk ends. */
  readonly decidedBy?: LevelName | 'only';
  /** Why, in one sentence (against `other` when it was given). */
  readonly words: string;
}

/** `2 onward moves`, `corner distance 1`, `priority 3`: a value of a level as a phrase. */
function valueWords(level: LevelName, value: number | null): string {
  switch (level) {
    case 'degree':
      return plural(value ?? 0, 'onward move');
    case 'corner':
      return `corner distance ${value}`;
    case 'edge':
      return `edge distance ${value}`;
    case 'roth':
      return `distance ${value} from Roth’s point`;
    case 'pohl':
      return `Pohl’s sum ${value}`;
    case 'order':
      return `priority ${value}`;
    default:
      return 'a random draw';
  }
}

const label = (c: ExplainedCandidate) => squareLabel([c.square[0], c.square[1]]);

/** `(4,4) 2, (0,4) 2 and (1,1) 4 onward moves`: every candidate's degree. */
function degrees(candidates: readonly ExplainedCandidate[]): string {
  const each = candidates.map((c) => `${label(c)} ${c.values[0]}`);
  const list =
    each.length === 1 ? each[0] : `${each.slice(0, -1).join(', ')} and ${each[each.length - 1]}`;
  return `${list} onward ${candidates.length === 1 && candidates[0]!.values[0] === 1 ? 'move' : 'moves'}`;
}

/**
 * Why `chosen` wins over `other` (both candidates): the first criterion where they differ,
 * with both values, after the values they tie on.
 */
function versus(
  levels: readonly LevelName[],
  step: ExplainedStep,
  chosen: ExplainedCandidate,
  other: ExplainedCandidate,
): string {
  const at = levels.findIndex(
    (level, i) => level === 'random' || chosen.values[i] !== other.values[i],
  );
  if (at < 0) return `${label(chosen)} and ${label(other)} tie on every criterion`;
  const level = levels[at]!;
  const tie = levels
    .slice(0, at)
    .map((l, i) => valueWords(l, chosen.values[i]!))
    .join(', ');
  const tied = at > 0 ? `both have ${tie}; ` : '';
  if (level === 'random') return `${tied}a random draw among the tied picks ${label(chosen)}`;
  const order = level === 'order' && step.order ? ` ${step.order}` : '';
  return `${tied}${LEVELS[level].words}${order} decides: ${label(chosen)} ${valueWords(level, chosen.values[at]!)}, ${label(other)} ${valueWords(level, other.values[at]!)}`;
}

/** Why `chosen` wins among all the candidates (no square to contrast it with). */
function among(
  levels: readonly LevelName[],
  step: ExplainedStep,
  chosen: ExplainedCandidate,
): string {
  if (step.decidedBy === 'only') return `${label(chosen)} is the only candidate`;
  if (step.decidedBy === 'degree') return `${label(chosen)} has the fewest onward moves`;
  const at = levels.indexOf(step.decidedBy as LevelName);
  const tied = step.candidates.filter((c) =>
    c.values.slice(0, at).every((v, i) => v === chosen.values[i]),
  );
  const rival = tied.find((c) => c !== chosen);
  return rival ? versus(levels, step, chosen, rival) : `${label(chosen)} wins`;
}

/**
 * Why `algorithm`'s walk from `start` goes where it goes at step `step` (2 or more): the
 * candidates with their onward moves, the square the rule chooses and the criterion that
 * decided, with the values it compared. With `other` (a square `[x, y]`), the words say why the
 * rule's square wins over that one: how a program whose walk went to `other` departs from the
 * rule. When the rule's walk ends at `step - 1`, the words say why it ends. Throws
 * {@link KnightsTourError} for bad input, and for a step past the end of the rule's walk.
 */
export function explainChoice(
  board: BoardLike,
  algorithm: string,
  start: readonly number[],
  step: number,
  other?: readonly number[],
  options: ExplainOptions = {},
): RuleChoice {
  const b = checkBoard(board);
  const explanation = explainWalk(b, algorithm, start, options);
  if (!Number.isInteger(step) || step < 2 || step > cellCount(b)) {
    throw new KnightsTourError(
      `step must be an integer from 2 to ${cellCount(b)} (the square chosen after the start), got ${String(step)}`,
    );
  }
  const name = explanation.algorithm;
  let at: ExplainedStep | undefined;
  for (const s of explanation.steps) {
    if (s.step === step - 1) {
      at = s;
      break;
    }
  }
  if (!at) {
    throw new KnightsTourError(
      `the ${name} walk from ${squareLabel([...start])} ends before step ${step - 1}`,
    );
  }
  const levels = explanation.levels.map((l) => l.name);
  const from = at.square;
  const here = `at step ${step - 1} on ${squareLabel([from[0], from[1]])}`;
  const chosen = at.candidates[at.chosen];
  if (!chosen) {
    const why =
      at.end === 'start-closed-in'
        ? 'every square next to its start is visited, so it cannot close its tour and stops'
        : 'no unvisited square is a knight’s move away';
    return { step, from, words: `${here}, ${name} stops: ${why}` };
  }
  const candidates = at.candidates.length === 1 ? '' : ` (candidates ${degrees(at.candidates)})`;
  const rival =
    other === undefined
      ? undefined
      : at.candidates.find((c) => c.square[0] === other[0] && c.square[1] === other[1]);
  const why =
    other === undefined || rival === chosen
      ? among(levels, at, chosen)
      : !rival
        ? `${squareLabel([...other])} is not one of its candidates`
        : versus(levels, at, chosen, rival);
  return {
    step,
    from,
    chosen: chosen.square,
    decidedBy: at.decidedBy as LevelName | 'only',
    words: `${here}, ${name} moves to ${label(chosen)}${candidates}: ${why}`,
  };
}
