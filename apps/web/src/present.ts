import {
  algorithmInfo,
  type Board,
  cellAt,
  cellCount,
  describeWalk,
  isAlgorithmName,
  openToursExist,
  squareLabel,
  unitOf,
} from '@knights-tour/core';
import { knightTargets } from './knight-moves.js';
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

/** What the status line says: a headline in plain words, a quieter line, and core's sentence. */
export interface Words {
  readonly headline: string;
  readonly tone: 'good' | 'bad';
  /** Plain words after the headline: which rule, how many attempts, whether a tour exists. */
  readonly detail: string;
  /** Core's `describeWalk` sentence (the method, attempts and variant), as the CLI prints it. */
  readonly walk: string;
}

/** A count as the page writes every number: `40,000` (exact for a `bigint`). */
export function count(n: number | bigint): string {
  return n.toLocaleString('en');
}

/**
 * A solved walk in words: what happened, plainly (a complete tour; where the knight got
 * stuck and what stayed red; or that no tour exists here, and why), then which rule walked,
 * and core's `describeWalk` sentence for whoever wants the method's name and variant.
 */
export function walkWords(tour: SolvedTour): Words {
  const { board } = tour;
  const cells = cellCount(board);
  const unit = unitOf(board);
  const reached = tour.squares.length;
  const walk = sentence(describeWalk({ ...tour, reached }));
  const rule =
    tour.method && tour.method !== tour.algorithm
      ? `The rule: ${tour.method}, chosen by ${tour.algorithm}`
      : `The rule: ${tour.algorithm}`;
  const attempts = tour.attempts > 1 ? `, after ${count(tour.attempts)} attempts` : '';
  if (tour.complete) {
    return {
      headline: tour.closed
        ? `Closed tour: the knight visited all ${count(cells)} ${unit}, and the last is a knight’s move from the first.`
        : `Tour complete: the knight visited all ${count(cells)} ${unit}, each once.`,
      tone: 'good',
      detail: `${rule}${attempts}.`,
      walk,
    };
  }
  const impossible =
    tour.existence?.exists === false
      ? tour.existence.reason
      : reached === 0 && tour.reason
        ? tour.reason
        : undefined;
  if (impossible) {
    // Too small a board: plain words first, the theorem (core's words) after them.
    const plain = board.depth === 1 && !openToursExist(board) ? smallBoard(board) : undefined;
    return plain
      ? {
          headline: `No tour exists here: ${plain}`,
          tone: 'bad',
          detail: `The theorem: ${sentence(impossible)}`,
          walk,
        }
      : {
          headline: `No tour exists here, because ${sentence(impossible)}`,
          tone: 'bad',
          detail: '',
          walk,
        };
  }
  const where = reached > 0 ? squareLabel(cellAt(board, tour.squares[reached - 1]!)) : '';
  const red = `the ${count(cells - reached)} red ${unit} were never reached`;
  const headline =
    !isAlgorithmName(tour.algorithm) || algorithmInfo(tour.algorithm).kind !== 'search'
      ? `Stuck after ${count(reached)} of ${count(cells)} ${unit}: the knight at ${where} has no unvisited ${unit === 'cells' ? 'cell' : 'square'} to jump to; ${red}.`
      : `No tour found: the longest walk reached ${count(reached)} of ${count(cells)} ${unit}; ${red}.`;
  const exists =
    tour.existence?.exists === true
      ? ` The rule got stuck, not the board: ${sentence(tour.existence.reason)}`
      : '';
  return { headline, tone: 'bad', detail: `${rule}${attempts}.${exists}`, walk };
}

/**
 * Why a board too small for any tour has none, in a student's words: a square no knight's
 * move reaches (the centre of 3×3), or a board too small or too narrow.
 */
function smallBoard(board: Board): string {
  for (let cell = 0; cell < cellCount(board); cell++) {
    if (knightTargets(board, cell).length === 0) {
      return `no knight’s move reaches the square ${squareLabel(cellAt(board, cell))}, so no walk can visit it.`;
    }
  }
  return 'the board is too small: no single walk of a knight visits every square of it.';
}

/** Text ending in one full stop (core's reasons sometimes end in one already). */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
