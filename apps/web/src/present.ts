import {
  algorithmInfo,
  cellAt,
  cellCount,
  describeWalk,
  isAlgorithmName,
  squareLabel,
  unitOf,
} from '@knights-tour/core';
import type { SolvedTour } from './protocol.js';

/** Steps per second for speed slider position `0..100`: 1 to 100,000, evenly in log scale. */
export function speedOf(position: number): number {
  const p = Math.min(100, Math.max(0, position));
  return Math.round(10 ** (p / 20));
}

/** Seconds a whole walk takes at the speed that fits it. */
export const WALK_SECONDS = 4;

/**
 * The slider position whose speed plays `steps` steps in about {@link WALK_SECONDS}: an 8×8
 * walk in 4 s (16 steps a second), a 200×200 one in 4 s too (10,000 a second).
 */
export function fittingPosition(steps: number): number {
  const perSecond = Math.max(1, steps / WALK_SECONDS);
  return Math.min(100, Math.max(0, Math.round(20 * Math.log10(perSecond))));
}

/**
 * Whole steps to advance after `seconds` at `perSecond`, carrying the fraction to the next
 * frame so slow speeds still move and fast ones never drift.
 */
export function stepsToShow(
  perSecond: number,
  seconds: number,
  carry: number,
): { steps: number; carry: number } {
  // A frame after a long pause (a background tab) must not jump far ahead.
  const exact = perSecond * Math.min(seconds, 0.25) + carry;
  const steps = Math.floor(exact);
  return { steps, carry: exact - steps };
}

/** What the status line says: a headline in plain words, then core's one sentence. */
export interface Words {
  readonly headline: string;
  readonly tone: 'good' | 'bad';
  readonly detail: string;
}

/**
 * A solved walk in words: what happened, plainly (a complete tour; where the knight got
 * stuck and what stayed dark; or that no tour exists here, and why), then core's
 * `describeWalk` sentence with the method, attempts and variant.
 */
export function walkWords(tour: SolvedTour): Words {
  const { board } = tour;
  const cells = cellCount(board);
  const unit = unitOf(board);
  const reached = tour.squares.length;
  const detail = sentence(describeWalk({ ...tour, reached }));
  if (tour.complete) {
    return {
      headline: tour.closed
        ? `Closed tour: the knight visited all ${cells} ${unit}, and the last is a knight’s move from the first.`
        : `Tour complete: the knight visited all ${cells} ${unit}, each once.`,
      tone: 'good',
      detail,
    };
  }
  const impossible =
    tour.existence?.exists === false
      ? tour.existence.reason
      : reached === 0 && tour.reason
        ? tour.reason
        : undefined;
  if (impossible) {
    // The reason is core's own words; describeWalk would only say it again.
    return {
      headline: `No tour exists here, because ${sentence(impossible)}`,
      tone: 'bad',
      detail: '',
    };
  }
  const where = reached > 0 ? squareLabel(cellAt(board, tour.squares[reached - 1]!)) : '';
  const dark = `the ${cells - reached} dark ${unit} were never reached`;
  const headline =
    !isAlgorithmName(tour.algorithm) || algorithmInfo(tour.algorithm).kind !== 'search'
      ? `Stuck after ${reached} of ${cells} ${unit}: the knight at ${where} has no unvisited ${unit === 'cells' ? 'cell' : 'square'} to jump to; ${dark}.`
      : `No tour found: the longest walk reached ${reached} of ${cells} ${unit}; ${dark}.`;
  const exists =
    tour.existence?.exists === true
      ? ` The heuristic got stuck, not the board: ${sentence(tour.existence.reason)}`
      : '';
  return { headline, tone: 'bad', detail: `${detail}${exists}` };
}

/** Text ending in one full stop (core's reasons sometimes end in one already). */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
