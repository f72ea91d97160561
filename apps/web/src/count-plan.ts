import {
  type Board,
  boardName,
  closedToursExist,
  countFitsMemory,
  countMemoryRefusal,
  countNeedsConfirmation,
  type FrontierEstimate,
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
   * rest, or what the rest needs where no machine's memory holds it (core's estimate);
   * undefined when it counts everything there is.
   */
  readonly refusal?: string;
}

/**
 * Plans the count view's count of `board` (2-D): a kind of tour no theorem rules out is
 * counted when core estimates it within {@link PAGE_COUNT_SECONDS}; otherwise one sentence
 * says how long it would take and gives the command line's command, or, for a count core
 * estimates beyond a machine's memory (8×8), what it needs in core's words. A board whose
 * shorter side is above 8 is refused in core's words.
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
  const closedEstimate = frontierEstimate(board, { closed: true });
  const openEstimate = frontierEstimate(board, { perSquare: true });
  const closed: CountPart = !closedToursExist(board)
    ? { count: false, none: tourExists(board, { closed: true }).reason }
    : part(closedEstimate.seconds);
  const open: CountPart = !openToursExist(board)
    ? { count: false, none: tourExists(board).reason }
    : part(openEstimate.seconds);
  const refusal = refusalOf(board, [
    { part: closed, estimate: closedEstimate, what: 'closed tours', flag: ' --closed' },
    { part: open, estimate: openEstimate, what: 'open tours per start square', flag: '' },
  ]);
  return { closed, open, ...(refusal ? { refusal } : {}) };
}

function part(seconds: number): CountPart {
  return { count: seconds <= PAGE_COUNT_SECONDS, seconds } as CountPart;
}

/** One part of the count, for the refusal: what it counts and the command line's flag for it. */
interface RefusedPart {
  readonly part: CountPart;
  readonly estimate: FrontierEstimate;
  readonly what: string;
  readonly flag: string;
}

/**
 * The one sentence for the parts too long for the page: the command for each that the command
 * line counts, and for each that no machine's memory holds, core's words for what it needs.
 */
function refusalOf(board: Board, parts: readonly RefusedPart[]): string | undefined {
  const size = formatBoardSize(board);
  const long = parts.filter((p) => !p.part.count && 'seconds' in p.part);
  if (long.length === 0) return undefined;
  const what = (some: readonly RefusedPart[]) => some.map((l) => l.what).join(' and the ');
  const seconds = long.reduce((sum, l) => sum + l.estimate.seconds, 0);
  const fit = long.filter((l) => countFitsMemory(l.estimate));
  // The command line asks before a count of hours (core's rule): the command says yes for them.
  const yes = (l: RefusedPart) => (countNeedsConfirmation(l.estimate) ? ' --yes' : '');
  const commands = fit.map((l) => `knights-tour count ${size}${l.flag}${yes(l)}`).join(' and ');
  const them = fit.length === long.length ? 'them' : `the ${what(fit)}`;
  const count = fit.length > 0 ? `: count ${them} with ${commands}.` : '.';
  const memory = countMemoryRefusal(
    board,
    long.map((l) => l.estimate),
  );
  return `The page counts only what a browser counts in seconds, and the ${what(long)} of ${boardName(board)} would take about ${roughDuration(seconds)}${count}${memory ? ` ${memory}.` : ''}`;
}
