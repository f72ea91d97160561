import { KnightsTourError } from '@knights-tour/core';
import {
  type FrontierPlan,
  firstLayer,
  keysOf,
  keysWhere,
  layerStates,
  MAX_COUNT_LANES,
  widened,
} from '@knights-tour/core/internal';
import type { CheckpointHeader } from './checkpoint.js';
import type { JobClock } from './clock.js';
import type { CountPool } from './pool.js';
import { roundsFor, shared, sharedBytes, stepOnPool } from './step.js';

/** One count (all tours, or those from one start) as the job runs it. */
export interface CountRun {
  readonly mode: { readonly closed: boolean; readonly start: number | undefined };
  readonly square: readonly [number, number] | undefined;
  readonly count: number;
  readonly counts: number;
}

/** A live set no longer needed (its step is done). */
const EMPTY = new BigUint64Array(0);

/** Profiles checked per request of the backward pass. */
const CHECK_PIECE = 1 << 20;

/**
 * One count on the pool: the profile pass forward and its backward check (which profiles
 * are live), then the frontiers, from the first layer or a checkpoint's, saving a checkpoint
 * at each column's end. A count that outgrows 64 bits widens to 2 lanes and redoes the step.
 */
export async function countOne(
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
