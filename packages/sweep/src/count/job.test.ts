import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  countMemoryRefusal,
  createBoard,
  frontierCount,
  frontierEstimate,
} from '@knights-tour/core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_FORMAT } from './checkpoint.js';
import { runCountJob } from './job.js';
import { checkCountLimit } from './limit.js';
import { formatCountProgress } from './progress.js';

const scratch = mkdtempSync(join(tmpdir(), 'kt-count-job-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('runCountJob', () => {
  it("counts what core's frontierCount counts, on 1 or 2 workers", async () => {
    for (const [w, h, closed, perSquare, workers] of [
      [6, 6, true, false, 1],
      [6, 6, true, false, 2],
      [5, 5, false, true, 2],
      [4, 7, false, false, 2],
    ] as const) {
      const board = createBoard(w, h);
      const core = frontierCount(board, { closed, perSquare });
      {
        const job = await runCountJob({ board, closed, perSquare, workers });
        expect([job.undirected, job.directed, job.perSquare], `${w}x${h} on ${workers}`).toEqual([
          core.undirected,
          core.directed,
          core.perSquare,
        ]);
        expect(job.peakStates).toBe(core.peakStates);
        expect(job.interrupted).toBe(false);
      }
    }
    const start = await runCountJob({ board: createBoard(5), start: [0, 0], workers: 2 });
    expect(start.directed).toBe(304n);
  });

  it('does a step in rounds when its successors would not fit the memory given, to the same count', async () => {
    const board = createBoard(6, 7);
    const job = await runCountJob({ board, closed: true, workers: 2, memory: 1 });
    expect(job.undirected).toBe(1067638n);
    expect(job.peakStates).toBe(frontierCount(board, { closed: true }).peakStates);
  });

  it('widens a count that outgrows 64 bits, exactly', async () => {
    const board = createBoard(3, 50);
    const job = await runCountJob({ board, closed: true, workers: 2 });
    expect(job.undirected).toBe(frontierCount(board, { closed: true }).undirected);
    expect(job.undirected).toBeGreaterThan(2n ** 64n);
  });

  it('saves a checkpoint at each column, stops when asked, and resumes to the same count', async () => {
    const file = join(scratch, '5x10.ckpt');
    const board = createBoard(5, 10);
    const stop = new AbortController();
    const seen: string[] = [];
    const first = await runCountJob({
      board,
      closed: true,
      workers: 2,
      checkpoint: file,
      signal: stop.signal,
      onProgress: (p) => {
        seen.push(formatCountProgress(p));
        if (p.phase === 'frontiers' && p.step >= 27) stop.abort();
      },
    });
    expect(first).toMatchObject({ interrupted: true, resumableFrom: 25 });
    expect(seen.some((line) => /^column \d+ of 10 \(step \d+ of 50\), /.test(line))).toBe(true);
    const header = JSON.parse(readFileSync(file, 'utf8').split('\n')[0]!);
    expect(header).toMatchObject({ format: CHECKPOINT_FORMAT, step: 25, steps: 50, closed: true });
    expect(existsSync(`${file}.lock`)).toBe(false);
    const resumed = await runCountJob({
      board,
      closed: true,
      workers: 2,
      checkpoint: file,
      resume: true,
    });
    const core = frontierCount(board, { closed: true });
    expect(resumed.undirected).toBe(core.undirected);
    expect(resumed.peakStates).toBe(core.peakStates);
  });

  it('refuses a checkpoint of another count, or one that does not add up', async () => {
    const file = join(scratch, '5x6.ckpt');
    await runCountJob({ board: createBoard(5, 6), closed: true, workers: 1, checkpoint: file });
    await expect(
      runCountJob({ board: createBoard(6, 5), workers: 1, checkpoint: file, resume: true }),
    ).rejects.toThrow(
      /checkpoint of another count \(closed tours of 5x6\), not of open tours of 6x5/,
    );
    const resume = () =>
      runCountJob({
        board: createBoard(5, 6),
        closed: true,
        workers: 1,
        checkpoint: file,
        resume: true,
      });
    // The SHA-256 covers the header too: a total edited by hand is refused.
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('"total":"8"', '"total":"9"'));
    await expect(resume()).rejects.toThrow(/do not match their SHA-256/);
    writeFileSync(file, 'not a checkpoint\n');
    await expect(resume()).rejects.toThrow(
      /is not a count checkpoint this version can resume: its header is not JSON/,
    );
  });
});

describe('checkCountLimit', () => {
  it('refuses a count beyond the time or the memory unless accepted, in one line', () => {
    const board = createBoard(8, 8);
    const open = frontierEstimate(board);
    // The memory in core's words (the web page says the same): no 8x8 count fits in 24 GB.
    expect(() => checkCountLimit(board, open, { workers: 2, memory: 24e9 })).toThrow(
      `${countMemoryRefusal(board, [open], { memory: 24e9, here: true })}; pass --yes to run it anyway`,
    );
    expect(() => checkCountLimit(board, open, { workers: 2, memory: 24e9 })).toThrow(
      /^8x8's open tours need about \d+ GB of memory at the peak of their count, more than 80% of this machine's 24 GB of memory — see docs\/counting\.md; pass --yes to run it anyway$/,
    );
    // With memory enough, the time still needs confirmation.
    expect(() => checkCountLimit(board, open, { workers: 2, memory: 1e12 })).toThrow(
      /^counting 8x8: about [\d.e]+ states at the peak .* needs confirmation\); pass --yes to run it anyway$/,
    );
    expect(() =>
      checkCountLimit(board, open, { workers: 2, memory: 24e9, accept: true }),
    ).not.toThrow();
    const small = frontierEstimate(createBoard(6, 6), { closed: true });
    expect(() =>
      checkCountLimit(createBoard(6, 6), small, { workers: 2, memory: 24e9 }),
    ).not.toThrow();
  });
});
