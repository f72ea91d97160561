import { existsSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import {
  type Board,
  type BoardLike,
  boardName,
  boardOf,
  checkStart,
  type FrontierCount,
  isPossibleStart,
  KnightsTourError,
  squareLabel,
} from '@knights-tour/core';
import {
  checkFrontierBoard,
  closedParityReason,
  entryBytes,
  frontierPlan,
  MAX_COUNT_LANES,
  startClasses,
} from '@knights-tour/core/internal';
import { lockFile, showPath } from '@knights-tour/files';
import { type CheckpointHeader, readCheckpoint, writeCheckpoint } from './checkpoint.js';
import { JobClock } from './clock.js';
import { type CountRun, countOne } from './count-one.js';
import { CountPool } from './pool.js';
import type { CountJobProgress } from './progress.js';

/** Options of {@link runCountJob}. */
export interface CountJobOptions {
  readonly board: BoardLike;
  /** Closed tours; default open ones. */
  readonly closed?: boolean | undefined;
  /** Open tours from this square only. */
  readonly start?: readonly [number, number] | undefined;
  /** Open tours from every square: one count per class of the board's symmetries. */
  readonly perSquare?: boolean | undefined;
  /** Worker threads (default `os.availableParallelism()`); the count does not depend on it. */
  readonly workers?: number | undefined;
  /**
   * A file rewritten atomically at the end of every column with the count's state, so that
   * an interrupted count can be resumed. A lock file beside it refuses a second job.
   */
  readonly checkpoint?: string | undefined;
  /** Continue from `checkpoint` when it exists (a checkpoint of another count is refused). */
  readonly resume?: boolean | undefined;
  /**
   * Bytes the job's states may take (default 60% of the machine's memory): a step whose
   * successors would not fit is done in rounds, each keeping a share of them.
   */
  readonly memory?: number | undefined;
  /** Stops the job: the last checkpoint stays. */
  readonly signal?: AbortSignal | undefined;
  /** Told the count's progress as it goes (`formatCountProgress` writes it as a line). */
  readonly onProgress?: ((progress: CountJobProgress) => void) | undefined;
  /** The worker script (by default `count-worker.js` beside this module). */
  readonly worker?: URL | string | undefined;
}

/** The outcome of {@link runCountJob}: a count as core's `frontierCount` gives it. */
export interface CountJobResult extends FrontierCount {
  /** True when `signal` stopped the job; the counts are then undefined (0). */
  readonly interrupted: boolean;
  /** The step the checkpoint holds, when the job was interrupted with one. */
  readonly resumableFrom?: number;
}

/**
 * The worker script: `count-worker.js` beside this module (tests run from src/, where only
 * dist/ has it). Named apart from the sweep's `worker.js`: a bundle (the CLI's) puts both
 * beside the chunks that start them.
 */
function defaultWorker(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? new URL('../../dist/count/count-worker.js', here)
    : new URL('./count-worker.js', here);
}

class Interrupted extends Error {}

/**
 * Counts tours exactly like core's `frontierCount`, on worker threads: each step's states are
 * split into partitions that the workers expand and add up in parallel (states and successors
 * in shared memory). With `checkpoint`, the count's state is saved at the end of each column
 * and `resume` continues from it. Throws `KnightsTourError` for bad input or a checkpoint of
 * another count.
 */
export async function runCountJob(options: CountJobOptions): Promise<CountJobResult> {
  const board = checkFrontierBoard(options.board);
  const began = Date.now();
  const { width, height } = board;
  const closed = options.closed ?? false;
  const checked = options.start ? checkStart(board, options.start) : undefined;
  const start = checked ? ([checked[0], checked[1]] as const) : undefined;
  const perSquare = !closed && !start && (options.perSquare ?? false);
  const workers = options.workers ?? availableParallelism();
  if (!Number.isSafeInteger(workers) || workers < 1) {
    throw new KnightsTourError(`workers must be a positive integer, got ${String(workers)}`);
  }
  if (options.resume && !options.checkpoint) {
    throw new KnightsTourError('resume needs the checkpoint file');
  }
  const plan = frontierPlan(board);
  const shape = { board, closed, ...(start ? { start } : {}) };
  const done = (undirected: bigint, directed: bigint, peakStates: number, extra = {}) => ({
    ...shape,
    undirected,
    directed,
    peakStates,
    ms: Date.now() - began,
    interrupted: false,
    ...extra,
  });
  if (closed && closedParityReason(board)) return done(0n, 0n, 0);
  if (!closed && width * height === 1) {
    return done(1n, 1n, 1, perSquare ? { perSquare: [1n] } : {});
  }
  if (start && !closed && !isPossibleStart(board, start[0], start[1])) return done(0n, 0n, 0);

  // The counts to run: one, or one per class of start squares.
  const runs: CountRun[] = [];
  const classes = perSquare ? startClasses(board) : undefined;
  if (classes) {
    classes.classes.forEach((square, k) => {
      runs.push({
        mode: { closed, start: plan.cellOf[square] },
        square: [square % width, Math.floor(square / width)],
        count: k + 1,
        counts: classes.classes.length,
      });
    });
  } else {
    // A closed tour passes every square: the tours from a start are all of them.
    const cell = start && !closed ? plan.cellOf[start[1] * width + start[0]] : undefined;
    runs.push({ mode: { closed, start: cell }, square: start, count: 1, counts: 1 });
  }

  const path = options.checkpoint;
  const release = path ? lockFile(path, 'another count') : () => {};
  const pool = new CountPool(options.worker ?? defaultWorker(), workers);
  const { signal } = options;
  const onAbort = () => void pool.abort(new Interrupted());
  signal?.addEventListener('abort', onAbort, { once: true });
  let saved: number | undefined;
  try {
    if (signal?.aborted) throw new Interrupted();
    let resumed: { header: CheckpointHeader; layer: Uint8Array[] } | undefined;
    if (path && options.resume && existsSync(path)) {
      resumed = await readCheckpoint(path, entryBytes, MAX_COUNT_LANES);
      checkSameCount(resumed.header, board, closed, start, perSquare, path);
      saved = resumed.header.step;
    }
    const finished = [...(resumed?.header.finished ?? [])];
    const clock = new JobClock(began, runs.length, options.onProgress);
    let peakStates = 0;
    for (const run of runs) {
      const label = run.square ? squareLabel(run.square) : '';
      if (finished.some((f) => squareLabel(f.square) === label)) continue;
      const header = resumed?.header;
      const from =
        header && (header.square ? squareLabel(header.square) : '') === label ? resumed : undefined;
      const save = async (
        step: number,
        lanes: number,
        total: bigint,
        peak: number,
        layer: Uint8Array[],
      ) => {
        if (!path) return;
        const head = {
          width,
          height,
          closed,
          start: start ?? null,
          perSquare,
          finished,
          square: run.square ?? null,
          step,
          steps: plan.cells,
          lanes,
          total: String(total),
          peakStates: peak,
        };
        await writeCheckpoint(path, head, layer, entryBytes(lanes));
        saved = step;
      };
      const memory = options.memory ?? 0.6 * totalmem();
      const outcome = await countOne(pool, plan, run, clock, from, save, memory);
      finished.push({ square: run.square ?? [0, 0], total: String(outcome.total) });
      peakStates = Math.max(peakStates, outcome.peakStates);
    }
    const totalOf = (square: readonly [number, number] | undefined) =>
      BigInt(finished.find((f) => !square || squareLabel(f.square) === squareLabel(square))!.total);
    if (classes) {
      const counts = Array.from(classes.representative, (r) =>
        r >= 0 ? totalOf([r % width, Math.floor(r / width)]) : 0n,
      );
      const directed = counts.reduce((a, b) => a + b, 0n);
      return done(directed / 2n, directed, peakStates, { perSquare: counts });
    }
    const total = totalOf(start);
    return done(total, start && !closed ? total : 2n * total, peakStates);
  } catch (error) {
    if (!(error instanceof Interrupted)) throw error;
    return {
      ...done(0n, 0n, 0),
      interrupted: true,
      ...(saved === undefined ? {} : { resumableFrom: saved }),
    };
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await pool.close();
    release();
  }
}

/** Refuses a checkpoint of another count than the one asked for. */
function checkSameCount(
  header: CheckpointHeader,
  board: Board,
  closed: boolean,
  start: readonly [number, number] | undefined,
  perSquare: boolean,
  path: string,
): void {
  const what = (h: {
    width: number;
    height: number;
    closed: boolean;
    start: readonly [number, number] | null | undefined;
    perSquare: boolean;
  }) =>
    `${h.closed ? 'closed' : 'open'} tours of ${boardName(boardOf(h))}${h.start ? ` from ${squareLabel(h.start)}` : ''}${h.perSquare ? ' per square' : ''}`;
  const theirs = what(header);
  const ours = what({ ...board, closed, start, perSquare });
  if (theirs !== ours || header.steps !== board.width * board.height) {
    throw new KnightsTourError(
      `${showPath(path)} is the checkpoint of another count (${theirs}), not of ${ours}: resume that count, or choose another checkpoint file`,
    );
  }
}
