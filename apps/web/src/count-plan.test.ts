import {
  countFitsMemory,
  countMemoryRefusal,
  countNeedsConfirmation,
  createBoard,
  frontierEstimate,
  KnightsTourError,
  roughDuration,
  tourExists,
} from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { countPlan, PAGE_COUNT_SECONDS } from './count-plan.js';

describe('what the count view counts', () => {
  it('counts every board up to 6x6 whole, as core estimates it within the page’s seconds', () => {
    for (const [w, h] of [
      [5, 5],
      [5, 6],
      [6, 6],
      [3, 10],
      [4, 8],
    ] as const) {
      const plan = countPlan(createBoard(w, h));
      expect(plan.refusal).toBeUndefined();
      expect(plan.open.count).toBe(true);
    }
    expect(frontierEstimate(createBoard(6), { perSquare: true }).seconds).toBeLessThanOrEqual(
      PAGE_COUNT_SECONDS,
    );
  });

  it('says why a board has no closed or no open tour, in core’s words', () => {
    const plan = countPlan(createBoard(5));
    expect(plan.closed).toEqual({
      count: false,
      none: tourExists(createBoard(5), { closed: true }).reason,
    });
    expect(plan.open.count).toBe(true);
    // Schwenk: no 4xn board has a closed tour; 3x3 has no tour at all.
    expect('none' in countPlan(createBoard(4, 8)).closed).toBe(true);
    const small = countPlan(createBoard(3));
    expect(small.open).toEqual({ count: false, none: tourExists(createBoard(3)).reason });
    expect(small.refusal).toBeUndefined();
  });

  it('refuses what would take longer, in one sentence with the command that counts it', () => {
    // 7x7 has no closed tour (parity); its open tours are the command line's.
    const seven = countPlan(createBoard(7));
    expect('none' in seven.closed).toBe(true);
    expect(seven.refusal).toMatch(
      /the open tours per start square of 7x7 would take about .*: count them with knights-tour count 7\.$/,
    );
    // A short board: its closed tours counted here, its open tours per square refused.
    const short = countPlan(createBoard(5, 14));
    expect(short.closed.count).toBe(true);
    expect(short.open.count).toBe(false);
    expect(short.refusal).toMatch(/count them with knights-tour count 5x14\.$/);
  });

  it('names the command line’s --yes for a count core says needs confirmation', () => {
    // Before: "count them with knights-tour count 7x10", which the command line refuses
    // without --yes (about 11 hours of one core, over core's LONG_COUNT_SECONDS).
    const board = createBoard(7, 10);
    const perSquare = frontierEstimate(board, { perSquare: true });
    const closed = frontierEstimate(board, { closed: true });
    expect(countNeedsConfirmation(perSquare)).toBe(true);
    expect(countNeedsConfirmation(closed)).toBe(false);
    expect(countFitsMemory(perSquare)).toBe(true);
    expect(countPlan(board).refusal).toMatch(
      /: count them with knights-tour count 7x10 --closed and knights-tour count 7x10 --yes\.$/,
    );
    // 7x7's open count takes minutes: no --yes.
    expect(countPlan(createBoard(7)).refusal).not.toContain('--yes');
  });

  it('names no command for a count beyond a machine’s memory, but what it needs, in core’s words', () => {
    // Before: "count them with knights-tour count 8 --closed and knights-tour count 8", which
    // the command line refuses on a 24 GB machine (8x8 closed needs about 96 GB).
    const board = createBoard(8);
    const eight = countPlan(board);
    expect(eight.closed.count || eight.open.count).toBe(false);
    const closed = frontierEstimate(board, { closed: true });
    const open = frontierEstimate(board, { perSquare: true });
    const memory = countMemoryRefusal(board, [closed, open]);
    expect(memory).toMatch(/^8x8's closed tours need about 96 GB and its open tours per start/);
    expect(eight.refusal).toBe(
      `The page counts only what a browser counts in seconds, and the closed tours and the open tours per start square of 8x8 would take about ${roughDuration(closed.seconds + open.seconds)}. ${memory}.`,
    );
    expect(eight.refusal).not.toContain('knights-tour count');
    // 7x12: its closed tours fit (the command), its open tours per square do not (what they need).
    const long = createBoard(7, 12);
    const wide = countPlan(long);
    const perSquare = frontierEstimate(long, { perSquare: true });
    expect(countFitsMemory(frontierEstimate(long, { closed: true }))).toBe(true);
    expect(countFitsMemory(perSquare)).toBe(false);
    expect(wide.refusal).toMatch(
      /would take about .*: count the closed tours with knights-tour count 7x12 --closed\. 7x12's open tours per start square need about \d+ GB of memory/,
    );
    expect(wide.refusal).toContain(countMemoryRefusal(long, [perSquare]));
  });

  it('refuses a shorter side above 8 in core’s words', () => {
    const board = createBoard(9);
    let message = '';
    try {
      frontierEstimate(board);
    } catch (error) {
      if (error instanceof KnightsTourError) message = error.message;
    }
    expect(message).not.toBe('');
    expect(countPlan(board).refusal).toBe(message);
  });
});
