import { describe, expect, it } from 'vitest';
import { formatDuration, formatProgress, progressFigures } from './progress.js';
import type { SweepProgress } from './run.js';

const progress = (over: Partial<SweepProgress>): SweepProgress => ({
  tasksDone: 10,
  tasksTotal: 40,
  instancesDone: 12_345,
  instancesTotal: 33_000,
  squares: 123_600_000,
  elapsedMs: 3000,
  workDone: 25,
  workTotal: 100,
  ...over,
});

describe('progress of a sweep', () => {
  it('durations read as seconds, minutes or hours', () => {
    expect(formatDuration(44_600)).toBe('45s');
    expect(formatDuration(130_000)).toBe('2m10s');
    expect(formatDuration(3_900_000)).toBe('1h05m');
    expect(formatDuration(-5)).toBe('0s');
  });

  it('the share, the rate of this run and the time left (remaining work over the rate)', () => {
    const p = progress({ squares: 90_000_000, elapsedMs: 3000, workDone: 90e6, workTotal: 360e6 });
    expect(progressFigures(p)).toEqual({ fraction: 0.25, rate: 30e6, etaMs: 9000 });
    expect(formatProgress(p)).toBe(
      '25% (12,345 of 33,000 instances), 30.0 M squares/s, about 9s left',
    );
  });

  it('no time left before 2 s of this run (the first tasks say little), none when done', () => {
    const early = progress({ elapsedMs: 1500 });
    expect(progressFigures(early).etaMs).toBeNaN();
    expect(formatProgress(early)).not.toMatch(/left/);
    const done = progress({ workDone: 100, instancesDone: 33_000 });
    expect(formatProgress(done)).toBe('100% (33,000 of 33,000 instances), 41.2 M squares/s');
  });

  it("a solver check's pace in instances a second: its program's", () => {
    const p = progress({ instancesRun: 50, elapsedMs: 4000, workDone: 90e6, workTotal: 360e6 });
    expect(formatProgress(p)).toMatch(/^25% \(12,345 of 33,000 instances\), 12\.5 instances\/s/);
  });
});
