import {
  type ExplainedCandidate,
  type ExplainedLevel,
  type ExplainedStep,
  plural,
  squareLabel,
} from '@knights-tour/core';

// The learn view's words and labels for one explained step (core's `explainWalk`): which
// criterion decided, in a sentence, and the value each candidate shows on the board.

/** A criterion's value, named short, for labels and ties: `3 onward moves`, `corner distance 2`. */
const VALUE: Readonly<Record<ExplainedLevel['name'], (value: number) => string>> = {
  degree: (v) => `${v} onward ${v === 1 ? 'move' : 'moves'}`,
  corner: (v) => `corner distance ${v}`,
  edge: (v) => `wall distance ${v}`,
  roth: (v) => `Roth’s distance ${v}`,
  pohl: (v) => `Pohl’s sum ${v}`,
  order: (v) => `priority ${v}`,
  random: () => 'a draw',
};

/** How squares are named: `(2,1)`, or `c7` with chess coordinates on. */
export type Namer = (square: readonly number[]) => string;

/** `a`, `a and b`, `a, b and c`. */
function list(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The index of the level that decided the step, or -1 (one candidate, or none). */
export function deciderIndex(levels: readonly ExplainedLevel[], step: ExplainedStep): number {
  const decided = step.decidedBy;
  if (decided === undefined || decided === 'only') return -1;
  return levels.findIndex((l) => l.name === decided);
}

/** The candidates still tied with the chosen one when the deciding level was reached. */
export function tiedAtDecider(
  levels: readonly ExplainedLevel[],
  step: ExplainedStep,
): ExplainedCandidate[] {
  const at = deciderIndex(levels, step);
  const chosen = step.candidates[step.chosen];
  if (at < 0 || !chosen) return [];
  return step.candidates.filter((c) =>
    c.values.slice(0, at).every((v, i) => v === chosen.values[i]),
  );
}

/**
 * What each candidate shows on the board: its onward moves (Warnsdorff's degree), then, for
 * the candidates a tie left to a later criterion, that criterion's value (`5·3`).
 */
export function candidateLabels(levels: readonly ExplainedLevel[], step: ExplainedStep): string[] {
  const at = deciderIndex(levels, step);
  const tied = new Set(tiedAtDecider(levels, step));
  return step.candidates.map((c) => {
    const degree = String(c.values[0]);
    if (at <= 0 || !tied.has(c) || levels[at]!.name === 'random') return degree;
    return `${degree}·${c.values[at]}`;
  });
}

/**
 * One line saying what happened at a step: the only move, the fewest onward moves, or the
 * tie-break that decided (with the values), or why the walk ends there.
 */
export function stepWords(
  levels: readonly ExplainedLevel[],
  step: ExplainedStep,
  squares: number,
  name: Namer = squareLabel,
): string {
  const label = (c: ExplainedCandidate) => name(c.square);
  const here = `Step ${step.step} at ${name(step.square)}`;
  const chosen = step.candidates[step.chosen];
  if (!chosen) {
    switch (step.end) {
      case 'complete':
        return `${here}: every square is visited — a tour of ${squares} squares.`;
      case 'start-closed-in':
        return `${here}: every square next to the start is visited, so the walk could not close: this attempt stops.`;
      default:
        return `${here}: no unvisited square is a knight’s move away — stuck after ${plural(step.step, 'square')} of ${squares}.`;
    }
  }
  const to = label(chosen);
  const count = step.candidates.length;
  if (step.decidedBy === 'only') {
    return `${here}: ${to} is the only unvisited square a knight’s move away.`;
  }
  const at = deciderIndex(levels, step);
  const level = levels[at]!;
  if (at === 0) {
    const others = step.candidates.filter((c) => c !== chosen).map((c) => c.values[0]!);
    return `${here}: of ${count} candidates, ${to} has the fewest onward moves (${chosen.values[0]}; the others ${list([...new Set(others)].sort((a, b) => a - b).map(String))}): the degree decides.`;
  }
  const tied = tiedAtDecider(levels, step);
  const tie = levels
    .slice(0, at)
    .map((l, i) => VALUE[l.name](chosen.values[i]!))
    .join(', ');
  const names = list(tied.map(label));
  if (level.name === 'random') {
    return `${here}: ${names} tie (${tie}); a random draw picks ${to}.`;
  }
  if (level.name === 'order') {
    const order = step.order ? ` ${step.order}` : '';
    return `${here}: ${names} tie (${tie}); the move order${order} decides: move ${chosen.move} of ${to} comes first.`;
  }
  const values = tied.map((c) => `${label(c)} ${c.values[at]}`).join(', ');
  return `${here}: ${names} tie (${tie}); ${level.words} decides: ${values} — ${to} wins with the ${level.wins} value.`;
}

/**
 * The first beat of a step, before any choice: the candidates and their score (onward moves,
 * Warnsdorff's degree: fewer is better), or that there is none.
 */
export function scoreWords(step: ExplainedStep, name: Namer = squareLabel): string {
  const here = name(step.square);
  const { candidates } = step;
  if (candidates.length === 0) return `From ${here}, no unvisited square is a knight’s move away.`;
  const scores = candidates.map((c) => `${name(c.square)} ${c.values[0]}`).join(', ');
  return `From ${here}, ${plural(candidates.length, 'unvisited square')} ${candidates.length === 1 ? 'is' : 'are'} a knight’s move away; each is scored by its onward moves (fewer is better): ${scores}.`;
}

/** The last beat of a step: the knight moves (or the walk ends). */
export function moveWords(step: ExplainedStep, name: Namer = squareLabel): string {
  const chosen = step.candidates[step.chosen];
  if (!chosen) return 'The walk ends here.';
  return `The knight jumps from ${name(step.square)} to ${name(chosen.square)}: step ${step.step + 1}.`;
}

/** The move number a step's line cites (the move order decided), or undefined. */
export function citedMove(
  levels: readonly ExplainedLevel[],
  step: ExplainedStep,
): number | undefined {
  const chosen = step.candidates[step.chosen];
  const at = deciderIndex(levels, step);
  return chosen && at >= 0 && levels[at]!.name === 'order' ? chosen.move : undefined;
}
