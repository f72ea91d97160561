import { describe, expect, it } from 'vitest';
import { createBoard } from '../../board/board.js';
import {
  countFitsMemory,
  countMemoryRefusal,
  countNeedsConfirmation,
  frontierEstimate,
  LONG_COUNT_SECONDS,
} from './estimate.js';

describe('whether a count fits in a machine’s memory', () => {
  const eight = createBoard(8);
  const closed = frontierEstimate(eight, { closed: true });
  const perSquare = frontierEstimate(eight, { perSquare: true });

  it('says what it is an estimate of', () => {
    expect(closed.kind).toBe('closed');
    expect(perSquare.kind).toBe('start');
    expect(perSquare.counts).toBeGreaterThan(1);
    expect(frontierEstimate(eight).kind).toBe('open');
    expect(frontierEstimate(createBoard(7), { closed: true }).kind).toBe('closed');
  });

  it('refuses 8x8 closed on a 24 GB machine, in one sentence with what it needs', () => {
    expect(closed.bytes).toBeGreaterThan(0.8 * 24e9);
    expect(countFitsMemory(closed)).toBe(false);
    expect(countMemoryRefusal(eight, [closed])).toBe(
      `8x8's closed tours need about ${Math.round(closed.bytes / 1e9)} GB of memory at the peak of their count, more than 80% of a 24 GB machine's memory — see docs/counting.md`,
    );
    expect(countMemoryRefusal(eight, [closed], { memory: 24e9, here: true })).toMatch(
      /, more than 80% of this machine's 24 GB of memory — see docs\/counting\.md$/,
    );
  });

  it('names every count that does not fit, and none that does', () => {
    const six = frontierEstimate(createBoard(6), { closed: true });
    expect(countFitsMemory(six)).toBe(true);
    expect(countMemoryRefusal(createBoard(6), [six])).toBeUndefined();
    expect(countMemoryRefusal(eight, [closed, perSquare])).toMatch(
      /^8x8's closed tours need about \d+ GB and its open tours per start square about \d+ GB of memory at the peak of their counts, /,
    );
    // A count that fits is left out of the sentence.
    expect(countMemoryRefusal(eight, [six, closed])).toMatch(/^8x8's closed tours need about/);
  });

  it('fits a machine with memory enough, at 80% of it', () => {
    expect(countFitsMemory(closed, closed.bytes / 0.8)).toBe(true);
    expect(countFitsMemory(closed, closed.bytes / 0.8 - 1e6)).toBe(false);
    expect(countMemoryRefusal(eight, [closed], { memory: closed.bytes / 0.8 })).toBeUndefined();
  });

  it('answers parity with nothing to count, which always fits', () => {
    const odd = frontierEstimate(createBoard(7), { closed: true });
    expect(odd.bytes).toBe(0);
    expect(countMemoryRefusal(createBoard(7), [odd], { memory: 1 })).toBeUndefined();
  });
});

describe('whether a count needs confirmation', () => {
  it('asks above LONG_COUNT_SECONDS of one core, at the bound exactly not', () => {
    const open = frontierEstimate(createBoard(7, 10), { perSquare: true });
    expect(open.seconds).toBeGreaterThan(LONG_COUNT_SECONDS);
    expect(countNeedsConfirmation(open)).toBe(true);
    expect(countNeedsConfirmation({ ...open, seconds: LONG_COUNT_SECONDS })).toBe(false);
    expect(countNeedsConfirmation(frontierEstimate(createBoard(7), { perSquare: true }))).toBe(
      false,
    );
  });
});
