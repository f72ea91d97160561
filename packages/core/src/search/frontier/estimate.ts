import { type Board, type BoardLike, boardName } from '../../board/board.js';
import { isPossibleStart } from '../../board/colour.js';
import { roughDuration } from '../../text/duration.js';
import { plural } from '../../text/quote.js';
import { startClasses } from '../count.js';
import { closedParityReason } from '../search.js';
import { checkFrontierBoard, type FrontierCountOptions } from './frontier-count.js';

/**
 * How big a frontier count will be, said before it starts: the most states a layer will
 * hold, the memory that takes, and the time. Read from the peaks measured on this project's
 * boards (docs/counting.md); a board between or beyond them is interpolated or extrapolated
 * along its longer side, so the figure is an estimate, and says so.
 */

/** What an estimate is of: closed tours, all open tours, or the open tours from one square. */
export type FrontierKind = 'closed' | 'open' | 'start';

/**
 * Peak states by kind and shorter side: [longer side, peak states], measured
 * (docs/counting.md), or [longer side, peak states, false] for a guess no run has confirmed.
 * Every 8×8 is a guess: the 8×8 closed run of docs/counting.md held 1.8e7, 2.2e7, 4.4e7,
 * 7.4e7 and 1.4e8 states after steps 24..28 of 64, growing 1.6-2× a step with 4 steps still
 * to go to the middle column, so its peak is put at 1.4e8 × 1.7^4 ≈ 1.2e9.
 */
const MEASURED: Readonly<
  Record<FrontierKind, Readonly<Record<number, readonly (readonly [number, number, false?])[]>>>
> = {
  closed: {
    3: [
      [10, 10],
      [16, 127],
      [20, 132],
    ],
    4: [
      [6, 9],
      [10, 72],
      [14, 81],
    ],
    5: [
      [6, 140],
      [8, 6185],
      [10, 36250],
      [12, 46764],
      [14, 52151],
    ],
    6: [
      [6, 7185],
      [7, 68571],
      [8, 294362],
      [9, 626592],
      [10, 1103551],
    ],
    7: [[8, 7954757]],
    8: [[8, 1.2e9, false]],
  },
  open: {
    3: [
      [4, 15],
      [10, 260],
      [14, 718],
    ],
    4: [
      [4, 77],
      [8, 2262],
      [14, 4005],
    ],
    5: [
      [5, 849],
      [8, 126306],
      [10, 402431],
      [14, 462267],
    ],
    6: [
      [6, 288190],
      [7, 1735621],
    ],
    7: [[7, 48736735]],
    8: [[8, 3e9, false]],
  },
  start: {
    3: [[14, 400]],
    4: [[14, 2500]],
    5: [
      [5, 383],
      [10, 260216],
      [12, 288403],
    ],
    6: [
      [6, 115129],
      [7, 753230],
    ],
    7: [[7, 2.5e7, false]],
    8: [[8, 1.5e9, false]],
  },
};

/**
 * Growth of the peak per column beyond the longest board measured, until the board is about
 * twice as long as it is wide (then the peak levels off: the measured 5×n and 4×n do).
 */
const GROWTH_PER_COLUMN = 1.8;

/** Bytes per state at the peak: the layer, the successors on their way, the next layer. */
const BYTES_PER_STATE = 80;

/**
 * States one core expands per second, by shorter side: a rough figure from the boards measured
 * up to 6×n, 7×7 open's (473 s of CPU for a peak of 4.9e7) and for 8 rows the 8×8 closed
 * run's (docs/counting.md: 2 workers expanded 2.3e6 states/s at step 25 and 8.4e5 at step 28,
 * the rate falling as the layers outgrow the caches). The whole count expands about as many
 * states as its peak times its steps times STEP_SHARE.
 */
const statesPerSecond = (rows: number): number => (rows >= 8 ? 4e5 : rows === 7 ? 1.3e6 : 2e6);
const STEP_SHARE = 0.25;

/** The estimate of one count (or the counts of a per-square job). */
export interface FrontierEstimate {
  /** What is counted: `start` for the open tours from one square or from each (`counts` > 1). */
  readonly kind: FrontierKind;
  /** The most states one layer holds. */
  readonly peakStates: number;
  /** Memory at the peak, bytes. */
  readonly bytes: number;
  /** Time of one core, seconds (all the counts of a per-square job). */
  readonly seconds: number;
  /** Counts run: 1, or one per class of start squares. */
  readonly counts: number;
  /** True when the board itself was measured; false for an inter- or extrapolation. */
  readonly measured: boolean;
}

function peakOf(kind: FrontierKind, rows: number, columns: number): [number, boolean] {
  const points = MEASURED[kind][rows];
  if (!points || points.length === 0) return [0, false];
  const exact = points.find(([n]) => n === columns);
  if (exact) return [exact[1], exact[2] ?? true];
  const below = [...points].reverse().find(([n]) => n < columns);
  const above = points.find(([n]) => n > columns);
  if (below && above) {
    // geometric interpolation between the two measured lengths
    const t = (columns - below[0]) / (above[0] - below[0]);
    return [below[1] * (above[1] / below[1]) ** t, false];
  }
  if (above) return [above[1] * GROWTH_PER_COLUMN ** (columns - above[0]), false];
  const last = below!;
  const levels = Math.max(last[0], 2 * rows + 2);
  return [last[1] * GROWTH_PER_COLUMN ** (Math.min(columns, levels) - last[0]), false];
}

/**
 * The estimate of what {@link frontierCount} (or a count job) with these options takes on
 * `board`. Throws like {@link frontierCount} for a board it cannot count.
 */
export function frontierEstimate(
  unchecked: BoardLike,
  options: Pick<FrontierCountOptions, 'closed' | 'start' | 'perSquare'> = {},
): FrontierEstimate {
  const board = checkFrontierBoard(unchecked);
  const { closed, start, perSquare } = options;
  const kind: FrontierKind = closed ? 'closed' : start ? 'start' : perSquare ? 'start' : 'open';
  // Parity answers these without counting.
  if (
    (closed && closedParityReason(board)) ||
    (!closed && start && !isPossibleStart(board, start[0], start[1]))
  ) {
    return { kind, peakStates: 0, bytes: 0, seconds: 0, counts: 0, measured: true };
  }

  const counts = !closed && !start && perSquare ? startClasses(board).classes.length : 1;
  return estimateOf(board, kind, counts);
}

function estimateOf(board: Board, kind: FrontierKind, counts: number): FrontierEstimate {
  const rows = Math.min(board.width, board.height);
  const columns = Math.max(board.width, board.height);
  const [peak, measured] = peakOf(kind, rows, columns);
  const peakStates = Math.max(1, Math.round(peak));
  const steps = rows * columns;
  return {
    kind,
    peakStates,
    bytes: peakStates * BYTES_PER_STATE,
    seconds: (counts * peakStates * steps * STEP_SHARE) / statesPerSecond(rows),
    counts,
    measured,
  };
}

/**
 * The estimate in words, for the line a long count prints before it starts: `7x7: about
 * 4.9e7 states at the peak (3.9 GB), about 7.7 minutes of one core (measured)`.
 */
export function describeFrontierEstimate(board: Board, estimate: FrontierEstimate): string {
  const states = estimate.peakStates.toExponential(1).replace('e+', 'e');
  const gb = gigabytes(estimate.bytes);
  const counts = estimate.counts > 1 ? ` over ${plural(estimate.counts, 'count')}` : '';
  const how = estimate.measured ? 'measured' : `estimated from the boards measured`;
  return `${boardName(board)}: about ${states} states at the peak (${gb} GB), about ${roughDuration(estimate.seconds)} of one core${counts} (${how})`;
}

/** Bytes in GB as the estimates say them: `3.9`, `96`. */
function gigabytes(bytes: number): string {
  return (bytes / 1e9).toFixed(bytes >= 1e10 ? 0 : 1);
}

/**
 * Share of a machine's memory a count may be estimated to take. A count estimated beyond it
 * is not started without confirmation: one that outgrows the memory fails hours in.
 */
export const COUNT_MEMORY_SHARE = 0.8;

/**
 * The machine a count is planned for where its own memory is not known (the web page, naming
 * a command to run): 24 GB, the machine docs/counting.md measures on.
 */
export const COUNT_MACHINE_MEMORY = 24e9;

/** Whether a count of this estimate fits in a machine of `memory` bytes. */
export function countFitsMemory(
  estimate: FrontierEstimate,
  memory: number = COUNT_MACHINE_MEMORY,
): boolean {
  return estimate.bytes <= COUNT_MEMORY_SHARE * memory;
}

/**
 * Seconds of one core above which a count runs only when confirmed: 10^4 s, about 3 hours, as
 * for a sweep. Hours of work a user did not expect are worse than a question.
 */
export const LONG_COUNT_SECONDS = 1e4;

/**
 * Whether a count of this estimate runs only when confirmed (the command line's `--yes`): more
 * than {@link LONG_COUNT_SECONDS} of one core.
 */
export function countNeedsConfirmation(estimate: FrontierEstimate): boolean {
  return estimate.seconds > LONG_COUNT_SECONDS;
}

/** Options of {@link countMemoryRefusal}. */
export interface CountMemoryOptions {
  /** Bytes of memory of the machine (default 24 GB, the machine docs/counting.md measures on). */
  readonly memory?: number | undefined;
  /** The machine is the one running (the command line's), not one planned for. */
  readonly here?: boolean | undefined;
}

/**
 * Why counts of `board` do not fit in a machine's memory, in one sentence naming each count
 * that does not and what it needs: `8x8's closed tours need about 96 GB of memory at the peak
 * of their count, more than 80% of a 24 GB machine's memory — see docs/counting.md`.
 * Undefined when every count fits.
 */
export function countMemoryRefusal(
  board: Board,
  estimates: readonly FrontierEstimate[],
  options: CountMemoryOptions = {},
): string | undefined {
  const memory = options.memory ?? COUNT_MACHINE_MEMORY;
  const over = estimates.filter((estimate) => !countFitsMemory(estimate, memory));
  if (over.length === 0) return undefined;
  const needs = over
    .map(
      (e, i) =>
        `${i === 0 ? `${boardName(board)}'s` : 'its'} ${toursOf(e)} ${i === 0 ? 'need ' : ''}about ${gigabytes(e.bytes)} GB`,
    )
    .join(' and ');
  const share = `${Math.round(COUNT_MEMORY_SHARE * 100)}%`;
  const machine = options.here
    ? `this machine's ${gigabytes(memory)} GB of memory`
    : `a ${gigabytes(memory)} GB machine's memory`;
  return `${needs} of memory at the peak of ${over.length === 1 ? 'their count' : 'their counts'}, more than ${share} of ${machine} — see docs/counting.md`;
}

/** What an estimate counts, in words: `closed tours`, `open tours per start square`. */
function toursOf(estimate: FrontierEstimate): string {
  if (estimate.kind === 'closed') return 'closed tours';
  if (estimate.kind === 'open') return 'open tours';
  return estimate.counts > 1 ? 'open tours per start square' : 'open tours from the start square';
}
