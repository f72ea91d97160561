import { type Board, type FrontierProgress, frontierCounting } from '@knights-tour/core';
import { type CountPart, countPlan } from '../count-plan.js';
import type { TourCounts } from '../protocol.js';

/** Progress is told in thousandths of the whole job. */
export const COUNT_PROGRESS_TOTAL = 1000;

/** How far one count is, 0..1: its share of the counts, the profile pass and then the frontiers. */
function fractionOf(p: FrontierProgress): number {
  const within = ((p.phase === 'frontiers' ? 1 : 0) + p.step / Math.max(1, p.steps)) / 2;
  return (p.count - 1 + within) / p.counts;
}

/**
 * The exact count of a board by core's frontier count (WebAssembly): the closed tours, then
 * the open tours from each start square, each as planned (counted when the browser counts it
 * in seconds); `onProgress` gets the thousandths done after each step. The page stops a count
 * by ending the worker (see `JobClient`).
 */
export function countBoard(board: Board, onProgress: (done: number) => void): TourCounts {
  const began = Date.now();
  const plan = countPlan(board);
  const closed = plan.closed.count;
  const perSquare = plan.open.count;
  // Each part's share of the bar: core's estimate of its time (6x6's closed tours take a
  // fiftieth of its open tours per square).
  const weight = (part: CountPart) => (part.count ? Math.max(part.seconds, 1e-3) : 0);
  const shares = [weight(plan.closed), weight(plan.open)];
  const whole = shares[0]! + shares[1]!;
  let before = 0;
  const run = (options: { closed: boolean; perSquare: boolean }) => {
    const share = shares[options.closed ? 0 : 1]! / whole;
    const steps = frontierCounting(board, options);
    for (;;) {
      const next = steps.next();
      if (next.done) {
        before += share;
        return next.value;
      }
      const done = before + share * fractionOf(next.value);
      onProgress(Math.floor(done * COUNT_PROGRESS_TOTAL));
    }
  };
  const cycles = closed ? run({ closed: true, perSquare: false }) : undefined;
  const open = perSquare ? run({ closed: false, perSquare: true }) : undefined;
  return {
    board,
    plan,
    ...(cycles ? { closed: cycles.undirected } : {}),
    ...(open ? { open: open.directed } : {}),
    ...(open?.perSquare ? { perSquare: open.perSquare } : {}),
    elapsedMs: Date.now() - began,
  };
}
