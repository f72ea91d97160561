import {
  type Board,
  boardName,
  closedToursExist,
  frontierEstimate,
  KnightsTourError,
  openToursExist,
  roughDuration,
  tourExists,
} from '@knights-tour/core';
import { formatBoardSize } from './state.js';

/**
 * The most a count may take in the page, in seconds of one core as core's `frontierEstimate`
 * puts it: 6×6 open per square (about 3 s) and short boards' closed counts (5×14, 6×7) fit;
 * 7×7 open (minutes) and 8×8 closed (an hour) are the command line's.
 */
export const PAGE_COUNT_SECONDS = 5;

/** What the page does with one part of a board's count: count it, or say why not. */
export type CountPart =
  /** Counted: about `seconds` of one core, core's estimate. */
  | { readonly count: true; readonly seconds: number }
  /** No tour of the kind exists: core's theorem in its words; the count is 0. */
  | { readonly count: false; readonly none: string }
  /** Too long for the page: the command line counts it. */
  | { readonly count: false; readonly seconds: number };

/** What the count view counts on a board: the closed tours, and the open tours per start square. */
export interface CountPlan {
  readonly closed: CountPart;
  readonly open: CountPart;
  /**
   * Why the page counts nothing or only part of the board, with the command that counts the
   * rest; undefined when it counts everything there is.
   */
  readonly refusal?: string;
}

/**
 * Plans the count view's count of `board` (2-D): a kind of tour no theorem rules out is
 * counted when core estimates it within {@link PAGE_COUNT_SECONDS}; otherwise one sentence
 * says how long it would take and gives the command line's command. A board whose shorter
 * side is above 8 is refused in core's words.
 */
export function countPlan(board: Board): CountPlan {
  try {
    // Core refuses a shorter side above 8 with its reason.
    frontierEstimate(board);
  } catch (error) {
    if (!(error instanceof KnightsTourError)) throw error;
    const seconds = Number.POSITIVE_INFINITY;
    return {
      closed: { count: false, seconds },
      open: { count: false, seconds },
      refusal: error.message,
    };
  }
  const closed: CountPart = !closedToursExist(board)
    ? { count: false, none: tourExists(board, { closed: true }).reason }
    : part(frontierEstimate(board, { closed: true }).seconds);
  const open: CountPart = !openToursExist(board)
    ? { count: false, none: tourExists(board).reason }
    : part(frontierEstimate(board, { perSquare: true }).seconds);
  const refusal = refusalOf(board, closed, open);
  return { closed, open, ...(refusal ? { refusal } : {}) };
}

function part(seconds: number): CountPart {
  return { count: seconds <= PAGE_COUNT_SECONDS, seconds } as CountPart;
}

/** The one sentence for the parts too long for the page, with the command for each. */
function refusalOf(board: Board, closed: CountPart, open: CountPart): string | undefined {
  const size = formatBoardSize(board);
  const long = [
    ...(!closed.count && 'seconds' in closed
      ? [{ what: 'closed tours', flag: ' --closed', seconds: closed.seconds }]
      : []),
    ...(!open.count && 'seconds' in open
      ? [{ what: 'open tours per start square', flag: '', seconds: open.seconds }]
      : []),
  ];
  if (long.length === 0) return undefined;
  const what = long.map((l) => l.what).join(' and the ');
  const seconds = long.reduce((sum, l) => sum + l.seconds, 0);
  const commands = long.map((l) => `knights-tour count ${size}${l.flag}`).join(' and ');
  return `The page counts only what a browser counts in seconds, and the ${what} of ${boardName(board)} would take about ${roughDuration(seconds)}: count them with ${commands}.`;
}
