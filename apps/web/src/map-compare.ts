import { type Board, createBoard } from '@knights-tour/core';
import type { Rgb, StartOutcome } from './colour.js';
import type { MapContent } from './content.js';
import { outcomeAt } from './failure-map.js';
import type { FailureMap } from './protocol.js';

// Two rules' failure maps of one board compared: side by side (one panel each, a board of
// depth 2 laid out as layer panels) or as one map of their difference.

/** What two rules did from one start. */
export type Difference =
  | 'both-complete'
  | 'only-first'
  | 'only-second'
  | 'both-failed'
  | 'impossible';

/** The board whose two layers are the two maps, side by side (layer 0: the first rule). */
export function pairBoard(board: Board): Board {
  return createBoard(board.width, board.height, 2);
}

/** The difference of two maps at a start (flat cell of their board); undefined while either is not run. */
export function differenceAt(
  first: FailureMap,
  second: FailureMap,
  cell: number,
): Difference | undefined {
  const a = outcomeAt(first, cell);
  const b = outcomeAt(second, cell);
  if (!a || !b) return undefined;
  if (a.kind === 'impossible' || b.kind === 'impossible') return 'impossible';
  const aFails = a.kind === 'failed';
  const bFails = b.kind === 'failed';
  return aFails
    ? bFails
      ? 'both-failed'
      : 'only-first'
    : bFails
      ? 'only-second'
      : 'both-complete';
}

/** Colour of each difference: the two "only" kinds far apart in hue and lightness. */
export const DIFFERENCE_COLOURS: Readonly<Record<Difference, Rgb>> = {
  'both-complete': [205, 228, 205],
  'only-first': [235, 130, 20],
  'only-second': [70, 80, 200],
  'both-failed': [140, 15, 35],
  impossible: [150, 150, 150],
};

/** How many starts fall in each difference. */
export function differenceCounts(
  first: FailureMap,
  second: FailureMap,
): Record<Difference, number> {
  const counts: Record<Difference, number> = {
    'both-complete': 0,
    'only-first': 0,
    'only-second': 0,
    'both-failed': 0,
    impossible: 0,
  };
  for (let cell = 0; cell < first.length.length; cell++) {
    const d = differenceAt(first, second, cell);
    if (d) counts[d]++;
  }
  return counts;
}

/** The legend of a difference map of rules `first` and `second`, with its counts when known. */
export function differenceLegend(
  first: string,
  second: string,
  counts?: Record<Difference, number>,
): { label: string; colour: Rgb }[] {
  const n = (d: Difference) => (counts ? ` (${counts[d]})` : '');
  const colour = DIFFERENCE_COLOURS;
  return [
    { label: `both give a tour${n('both-complete')}`, colour: colour['both-complete'] },
    { label: `only ${first} fails${n('only-first')}`, colour: colour['only-first'] },
    { label: `only ${second} fails${n('only-second')}`, colour: colour['only-second'] },
    { label: `both fail${n('both-failed')}`, colour: colour['both-failed'] },
    { label: 'no tour can start here', colour: colour.impossible },
  ];
}

/**
 * The map and the flat cell of its board behind a cell of the content's board: the board
 * itself for one map or a difference, the pair board's layer for two side by side.
 */
export function mapOfCell(content: MapContent, cell: number): { map: FailureMap; cell: number } {
  if (!content.versus || content.difference) return { map: content.map, cell };
  const { board } = content.map;
  const layer = board.width * board.height;
  return cell < layer ? { map: content.map, cell } : { map: content.versus, cell: cell - layer };
}

/** The outcome drawn on a cell of the content's board (one map, or two side by side). */
export function shownOutcome(content: MapContent, cell: number): StartOutcome | undefined {
  const at = mapOfCell(content, cell);
  return outcomeAt(at.map, at.cell);
}
