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
  type FrontierPlan,
  firstLayer,
  frontierPlan,
  keysOf,
  keysWhere,
  layerStates,
  MAX_COUNT_LANES,
  partitionsFor,
  startClasses,
  widened,
} from '@knights-tour/core/internal';
import { lockFile, showPath } from '@knights-tour/files';
import { type CheckpointHeader, readCheckpoint, writeCheckpoint } from './checkpoint.js';
import { CountPool } from './pool.js';
import type { CountReply, CountRequest } from './protocol.js';

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

/** Where a count job is: after each step, and as a step's states are expanded. */
export interface CountJobProgress {
  /** Which count (1-based) of how many (one per start-square class with `perSquare`). */
  readonly count: number;
  readonly counts: number;
  readonly square?: readonly [number, number];
  /** The pass over degree profiles, their backward check, then the count of frontiers. */
  readonly phase: 'profiles' | 'check' | 'frontiers';
  /** Steps done of `steps` (cells decided); the column in progress (1-based) of `columns`. */
  readonly step: number;
  readonly steps: number;
  readonly column: number;
  readonly columns: number;
  /** States of the last layer finished. */
  readonly states: number;
  /** Frontier states expanded per second by this run, so far. */
  readonly rate: number;
  /** Share of the job done, estimated (0..1), and milliseconds left (NaN while unknown). */
  readonly fraction: number;
  readonly etaMs: number;
  /** Milliseconds since the job started. */
  readonly elapsedMs: number;
  /** Resident memory of the process, bytes. */
  readonly memory: number;
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

/** One count (all tours, or those from one start) as the job runs it. */
interface CountRun {
  readonly mode: { readonly closed: boolean; readonly start: number | undefined };
  readonly square: readonly [number, number] | undefined;
  readonly count: number;
  readonly counts: number;
}

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

/** What a step on the workers gives: the next layer, their tours so far, an overflow. */
interface StepOutcome {
  readonly layer: Uint8Array[];
  readonly total: bigint;
  readonly overflowed: boolean;
  /** Bytes of successors the step's expansions handed over (all rounds). */
  readonly emitted: number;
}

/**
 * One step on the workers: every partition of `layer` expanded (any worker, any order), the
 * successors gathered by partition, each partition added up by one worker. In `rounds`
 * rounds, each expanding the whole layer again but keeping a share of the partitions, when
 * all the successors at once would not fit in memory.
 */
async function stepOnPool(
  pool: CountPool,
  profiles: boolean,
  step: number,
  layer: readonly Uint8Array[],
  entry: number,
  live: BigUint64Array | undefined,
  onExpanded: (states: number) => void,
  rounds = 1,
): Promise<StepOutcome> {
  const parts = partitionsFor(layerStates(layer, entry));
  rounds = Math.min(rounds, parts);
  await pool.broadcast({ kind: 'step', profiles, step, parts, live });
  const out: Uint8Array[] = new Array(parts);
  let total = 0n;
  let overflowed = false;
  let emitted = 0;
  for (let round = 0; round < rounds; round++) {
    if (rounds > 1) await pool.broadcast({ kind: 'round', profiles, round, rounds });
    const incoming: Uint8Array[][] = Array.from({ length: parts }, () => []);
    const gather = (reply: CountReply) => {
      if (reply.kind !== 'pieces') return;
      const { arena, index } = reply;
      emitted += arena.length;
      for (let k = 0; k < index.length; k += 3) {
        incoming[index[k]!]!.push(arena.subarray(index[k + 1]!, index[k + 1]! + index[k + 2]!));
      }
    };
    const expand: CountRequest[] = layer.map((states) => ({ kind: 'expand', profiles, states }));
    await pool.run(expand, (reply, i) => {
      gather(reply);
      if (reply.kind === 'expanded') onExpanded(layer[i]!.length / entry / rounds);
    });
    for (const reply of await pool.broadcast({ kind: 'flush', profiles }, gather)) {
      if (reply.kind !== 'flushed') continue;
      // Each worker's total is of all its rounds so far: the last round's is the step's.
      if (round === rounds - 1) total += BigInt(reply.total);
      overflowed ||= reply.overflowed;
    }
    const size = (q: number) => incoming[q]!.reduce((n, piece) => n + piece.length, 0);
    const mine = Array.from({ length: parts }, (_, q) => q).filter(
      (q) => (q & (rounds - 1)) === round,
    );
    const reduce: CountRequest[] = mine
      .sort((a, b) => size(b) - size(a))
      .map((part) => ({ kind: 'reduce', profiles, part, pieces: incoming[part]! }));
    await pool.run(reduce, (reply) => {
      if (reply.kind !== 'reduced') return;
      out[reply.part] = reply.states;
      incoming[reply.part] = [];
      overflowed ||= reply.overflowed;
    });
  }
  return { layer: out, total, overflowed, emitted };
}

/** A live set no longer needed (its step is done). */
const EMPTY = new BigUint64Array(0);

/**
 * Rounds for a step of `input` bytes whose successors are about `growth` times as many bytes
 * and whose next layer about `next` times: a power of 2 such that the input, a share of the
 * successors and the next layer fit in `memory` bytes (as far as rounds can make them fit).
 */
export function roundsFor(input: number, growth: number, next: number, memory: number): number {
  const successors = 1.25 * growth * input;
  const layer = 1.25 * next * input;
  let rounds = 1;
  while (rounds < MAX_ROUNDS && input + successors / rounds + layer > memory) rounds *= 2;
  return rounds;
}

/** Most rounds a step is split into. */
const MAX_ROUNDS = 8;

/** Profiles checked per request of the backward pass. */
const CHECK_PIECE = 1 << 20;

/** Shares an array of keys with the workers (one copy for all of them). */
function shared(parts: readonly BigUint64Array[]): BigUint64Array {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new BigUint64Array(new SharedArrayBuffer(8 * n));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A shared copy of an ordinary array of entries. */
function sharedBytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(new SharedArrayBuffer(bytes.length));
  out.set(bytes);
  return out;
}

/**
 * One count on the pool: the profile pass forward and its backward check (which profiles
 * are live), then the frontiers, from the first layer or a checkpoint's, saving a checkpoint
 * at each column's end. A count that outgrows 64 bits widens to 2 lanes and redoes the step.
 */
async function countOne(
  pool: CountPool,
  plan: FrontierPlan,
  run: CountRun,
  clock: JobClock,
  from: { header: CheckpointHeader; layer: Uint8Array[] } | undefined,
  save: (
    step: number,
    lanes: number,
    total: bigint,
    peak: number,
    layer: Uint8Array[],
  ) => Promise<void>,
  memory: number,
): Promise<{ total: bigint; peakStates: number }> {
  const { cells } = plan;
  // A finished count's checkpoint holds its answer.
  if (from && from.header.step === cells) {
    return { total: BigInt(from.header.total), peakStates: from.header.peakStates };
  }
  const { width, height } = plan.board;
  let lanes = from?.header.lanes ?? 1;
  const setup = (l: number) =>
    pool.broadcast({
      kind: 'setup',
      width,
      height,
      closed: run.mode.closed,
      start: run.mode.start,
      lanes: l,
    });
  await setup(lanes);
  clock.begin(run, cells, plan.rows);

  // Profiles forward, their keys kept for the backward check (shared, for the workers).
  const forward: BigUint64Array[] = [];
  let layer: Uint8Array[] = firstLayer(1).map(sharedBytes);
  for (let step = 0; step < cells; step++) {
    forward.push(shared([keysOf(layer, 16)]));
    ({ layer } = await stepOnPool(pool, true, step, layer, 16, undefined, () => {}));
    clock.step('profiles', step + 1, layerStates(layer, 16));
  }
  const live: BigUint64Array[] = new Array(cells);
  for (let step = cells - 1; step >= 0; step--) {
    await pool.broadcast({ kind: 'step', profiles: true, step, parts: 1, live: live[step + 1] });
    const profiles = forward[step]!;
    // Pieces of about a million profiles, checked on whichever worker is free.
    const pieces: BigUint64Array[] = [];
    for (let at = 0; at < profiles.length; at += CHECK_PIECE) {
      pieces.push(profiles.subarray(at, at + CHECK_PIECE));
    }
    const keys: BigUint64Array[] = new Array(pieces.length);
    await pool.run(
      pieces.map((piece) => ({ kind: 'check', profiles: piece })),
      (reply, i) => {
        if (reply.kind === 'checked') keys[i] = keysWhere(pieces[i]!, reply.flags);
      },
    );
    live[step] = shared(keys);
    forward.length = step;
    clock.step('check', cells - step, live[step]!.length);
  }
  if (live[0]!.length === 0) return { total: 0n, peakStates: 0 };
  clock.weigh(live.map((l) => l.length));

  // Frontiers.
  let total = from ? BigInt(from.header.total) : 0n;
  let base = total;
  layer = from?.layer ?? firstLayer(lanes).map(sharedBytes);
  let peakStates = Math.max(from?.header.peakStates ?? 0, layerStates(layer, 8 + 8 * lanes));
  // Successors and next states per byte of input, as the last step had them: how many rounds
  // the next step needs.
  let growth = 4;
  let next = 2;
  for (let step = from?.header.step ?? 0; step < cells; ) {
    const entry = 8 + 8 * lanes;
    const input = layer.reduce((n, part) => n + part.length, 0);
    const rounds = roundsFor(input, growth, next, memory);
    const outcome = await stepOnPool(
      pool,
      false,
      step,
      layer,
      entry,
      live[step + 1],
      (n) => clock.expanded(n),
      rounds,
    );
    if (input > 0) {
      growth = Math.max(1, outcome.emitted / input);
      next = Math.max(0.5, outcome.layer.reduce((n, part) => n + part.length, 0) / input);
    }
    if (outcome.overflowed) {
      if (lanes === MAX_COUNT_LANES)
        throw new KnightsTourError(`a count outgrew ${64 * lanes} bits`);
      // Nothing of this step is kept: it is done again with counts one limb wider.
      layer = layer.map((part) => sharedBytes(widened(part, lanes)));
      lanes++;
      base = total;
      await setup(lanes);
      continue;
    }
    total = base + outcome.total;
    layer = outcome.layer;
    live[step + 1] = EMPTY;
    step++;
    const states = layerStates(layer, entry);
    peakStates = Math.max(peakStates, states);
    clock.step('frontiers', step, states);
    if (step % plan.rows === 0 || step === cells) await save(step, lanes, total, peakStates, layer);
  }
  return { total, peakStates };
}

/** Progress of a job: the share done (weighted by live profiles per step), rate and time left. */
class JobClock {
  private run: CountRun | undefined;
  private steps = 1;
  private weights: number[] = [];
  private weightTotal = 0;
  private weightDone = 0;
  private currentWeight = 0;
  private stepExpanded = 0;
  private stepStates = 1;
  private expandedTotal = 0;
  private frontierStart = 0;
  private phase: CountJobProgress['phase'] = 'profiles';
  private lastStep = 0;
  private lastStates = 0;
  private rows = 1;

  constructor(
    private readonly began: number,
    private readonly counts: number,
    private readonly onProgress: ((progress: CountJobProgress) => void) | undefined,
  ) {}

  begin(run: CountRun, steps: number, rows: number): void {
    this.run = run;
    this.steps = steps;
    this.rows = rows;
    this.weightDone = 0;
    this.weights = [];
  }

  /** The frontier steps weigh as their layers' live profiles. */
  weigh(liveCounts: number[]): void {
    this.weights = liveCounts.map((n) => Math.max(1, n));
    this.weightTotal = this.weights.reduce((a, b) => a + b, 0);
    this.weightDone = 0;
    this.frontierStart = Date.now();
    this.expandedTotal = 0;
    this.stepStates = 1;
    this.stepExpanded = 0;
    this.currentWeight = this.weights[0] ?? 0;
  }

  step(phase: CountJobProgress['phase'], step: number, states: number): void {
    this.phase = phase;
    this.lastStep = step;
    if (phase === 'frontiers') {
      this.weightDone += this.currentWeight;
      this.currentWeight = this.weights[step] ?? 0;
      this.stepStates = Math.max(1, states);
      this.stepExpanded = 0;
    }
    this.lastStates = states;
    this.report();
  }

  expanded(states: number): void {
    this.stepExpanded += states;
    this.expandedTotal += states;
    this.report();
  }

  private report(): void {
    if (!this.onProgress || !this.run) return;
    const { run } = this;
    // A run's profile passes count for a tenth of it: they are far smaller than its frontiers.
    const profileShare = 0.1;
    let within: number;
    if (this.phase === 'frontiers') {
      const inStep = Math.min(1, this.stepExpanded / this.stepStates) * this.currentWeight;
      within =
        profileShare +
        (1 - profileShare) * ((this.weightDone + inStep) / Math.max(1, this.weightTotal));
    } else {
      const half = this.phase === 'profiles' ? 0 : 0.5;
      within = profileShare * (half + (0.5 * this.lastStep) / this.steps);
    }
    const fraction = (run.count - 1 + within) / this.counts;
    const now = Date.now();
    const elapsedMs = now - this.began;
    const etaMs =
      fraction > 0.02 && elapsedMs > 2000 ? (elapsedMs * (1 - fraction)) / fraction : Number.NaN;
    const frontierMs = now - this.frontierStart;
    const columns = this.steps / this.rows;
    this.onProgress({
      count: run.count,
      counts: run.counts,
      ...(run.square ? { square: run.square } : {}),
      phase: this.phase,
      step: this.lastStep,
      steps: this.steps,
      column: Math.min(columns, Math.floor(this.lastStep / this.rows) + 1),
      columns,
      states: this.lastStates,
      rate:
        this.phase === 'frontiers' && frontierMs > 0 ? (this.expandedTotal * 1000) / frontierMs : 0,
      fraction,
      etaMs,
      elapsedMs,
      memory: process.memoryUsage.rss(),
    });
  }
}
