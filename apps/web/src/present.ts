import { cellAt, cellCount, type Tour } from '@knights-tour/core';

/** `(x,y)` or `(x,y,z)`, the notation of the CLI and the verifier's messages. */
export function squareName(...coordinates: readonly number[]): string {
  return `(${coordinates.join(',')})`;
}

/** Steps per second for speed slider position `0..100`: 1 to 100,000, evenly in log scale. */
export function speedOf(position: number): number {
  const p = Math.min(100, Math.max(0, position));
  return Math.round(10 ** (p / 20));
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

/**
 * The headline and the details of a solved walk: what it reached and how it was found. A
 * 3-D walk has a `depth` and its steps are flat cell indices `(z·height + y)·width + x`.
 */
export function tourSummary(
  tour: Pick<
    Tour,
    | 'width'
    | 'height'
    | 'complete'
    | 'closed'
    | 'attempts'
    | 'algorithm'
    | 'method'
    | 'variant'
    | 'reason'
    | 'squares'
  > & { elapsedMs?: number; depth?: number },
): { verdict: string; details: string } {
  // A 2-D walk is one layer of a box: one place for the index arithmetic.
  const board = { width: tour.width, height: tour.height, depth: tour.depth ?? 1 };
  const squares = cellCount(board);
  const unit = tour.depth === undefined ? 'squares' : 'cells';
  const reached = tour.squares.length;
  const how: string[] = [];
  if (tour.method && tour.method !== tour.algorithm) how.push(`method ${tour.method}`);
  how.push(`${tour.attempts} attempt${tour.attempts === 1 ? '' : 's'}`);
  if (tour.variant) how.push(`variant r=${tour.variant.r} t=${tour.variant.t}`);
  if (tour.elapsedMs !== undefined)
    how.push(`${tour.elapsedMs < 10 ? tour.elapsedMs.toFixed(1) : Math.round(tour.elapsedMs)} ms`);
  const by = `${tour.algorithm}: ${how.join(', ')}.`;
  if (tour.complete) {
    return {
      verdict: `Complete ${tour.closed ? 'closed' : 'open'} tour of ${squares} ${unit}.`,
      details: by,
    };
  }
  const last = reached > 0 ? tour.squares[reached - 1]! : -1;
  const at = cellAt(board, last);
  const stranded =
    last >= 0
      ? `, stranded at ${squareName(...(tour.depth === undefined ? at.slice(0, 2) : at))}`
      : '';
  const reason = tour.reason ? ` ${tour.reason}.` : '';
  return {
    verdict: `Failed: reached ${reached} of ${squares} ${unit}${stranded}; ${squares - reached} never visited (dark).`,
    details: `${by}${reason}`,
  };
}
