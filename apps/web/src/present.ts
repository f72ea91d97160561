import type { Tour } from '@knights-tour/core';

/** `(x,y)`, the notation of the CLI and the verifier's messages. */
export function squareName(x: number, y: number): string {
  return `(${x},${y})`;
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

/** The headline and the details of a solved walk: what it reached and how it was found. */
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
  > & { elapsedMs?: number },
): { verdict: string; details: string } {
  const squares = tour.width * tour.height;
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
      verdict: `Complete ${tour.closed ? 'closed' : 'open'} tour of ${squares} squares.`,
      details: by,
    };
  }
  const last = reached > 0 ? tour.squares[reached - 1]! : -1;
  const stranded =
    last >= 0
      ? `, stranded at ${squareName(last % tour.width, Math.floor(last / tour.width))}`
      : '';
  const reason = tour.reason ? ` ${tour.reason}.` : '';
  return {
    verdict: `Failed: reached ${reached} of ${squares} squares${stranded}; ${squares - reached} never visited (dark).`,
    details: `${by}${reason}`,
  };
}
