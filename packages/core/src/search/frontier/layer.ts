import {
  FrontierEngine,
  type FrontierMode,
  MAX_COUNT_LANES,
  MAX_PARTITIONS,
} from './frontier-engine.js';
import type { FrontierPlan } from './plan.js';

/**
 * A layer: the states after some steps, as partitions of entries (see frontier-engine.ts).
 * One step turns a layer into the next; a whole count is `cells` steps from the layer that
 * holds the empty frontier alone. This is the single-threaded loop, in memory, that core's
 * counting door runs (and a browser's worker); a Node job runs the same steps on threads.
 */
export type Layer = readonly Uint8Array[];

/** States per partition the partition count aims at: a partition's table then stays in cache. */
export const STATES_PER_PARTITION = 1 << 15;

/** The partitions for a step whose input holds `states` states (a power of 2). */
export function partitionsFor(states: number): number {
  let parts = 1;
  while (parts < MAX_PARTITIONS && parts * STATES_PER_PARTITION < states) parts *= 2;
  return parts;
}

/** The layer before the first step: the empty frontier, counted once. */
export function firstLayer(lanes: number): Layer {
  const entry = new Uint8Array(8 + 8 * lanes);
  entry[8] = 1;
  return [entry];
}

/** States in a layer. */
export function layerStates(layer: Layer, entry: number): number {
  let n = 0;
  for (const part of layer) n += part.length / entry;
  return n;
}

/** One step on one thread: expands every partition of `layer` and adds up the successors. */
export function stepLayer(engine: FrontierEngine, step: number, layer: Layer): Layer {
  const parts = partitionsFor(layerStates(layer, engine.entry));
  engine.setParts(parts);
  engine.setStep(step);
  const pieces: Uint8Array[][] = Array.from({ length: parts }, () => []);
  for (const part of layer) {
    engine.expand(part, (q, entries) => pieces[q]!.push(entries.slice()));
  }
  return pieces.map((list) => engine.reduce(list));
}

/** The keys of the entries of a layer (8-byte aligned), in one array. */
export function keysOf(layer: Layer, entry: number): BigUint64Array {
  const keys = new BigUint64Array(layerStates(layer, entry));
  const stride = entry / 8;
  let k = 0;
  for (const part of layer) {
    const words = new BigUint64Array(part.buffer, part.byteOffset, part.byteLength / 8);
    for (let j = 0; j < words.length; j += stride) keys[k++] = words[j]!;
  }
  return keys;
}

/** The keys whose flag is set. */
export function keysWhere(keys: BigUint64Array, flags: Uint8Array): BigUint64Array {
  let n = 0;
  for (const f of flags) n += f;
  const out = new BigUint64Array(n);
  let k = 0;
  for (let j = 0; j < flags.length; j++) if (flags[j]) out[k++] = keys[j]!;
  return out;
}

/** Entries of counts in `lanes` limbs, widened by one limb (after a count outgrew them). */
export function widened(part: Uint8Array, lanes: number): Uint8Array {
  const from = 8 + 8 * lanes;
  const n = part.length / from;
  const out = new Uint8Array(n * (from + 8));
  for (let j = 0; j < n; j++) out.set(part.subarray(j * from, (j + 1) * from), j * (from + 8));
  return out;
}

/** The outcome of {@link liveProfiles}. */
export interface LiveProfiles {
  /** `live[i]`: the live profiles before step i. */
  readonly live: BigUint64Array[];
  /**
   * What counting profiles counts, mod 2^64: the spanning subgraphs whose degrees are 2 (1 at
   * the two path ends of an open tour, or at the start square), cycles allowed. Closed: the
   * 2-factors of the knight graph. Tests check it against a count by brute force.
   */
  readonly subgraphs: bigint;
}

/**
 * The live profiles of every layer: `live[i]` holds the degree profiles after step i - 1 from
 * which some spanning subgraph of the right degrees (2, and 1 at the path ends) completes
 * them. Counted forward like frontiers (a profile forgets how ends pair up, so there are far
 * fewer), then checked backward step by step. A frontier whose profile is not live is dead;
 * `live[0]` is empty when no tour exists at all.
 */
export function liveProfiles(
  plan: FrontierPlan,
  mode: FrontierMode,
  onStep?: (progress: LayerProgress) => void,
): LiveProfiles {
  return finish(liveProfileSteps(plan, mode), onStep);
}

/** {@link liveProfiles} a step at a time: yields after each step of the forward pass. */
export function* liveProfileSteps(
  plan: FrontierPlan,
  mode: FrontierMode,
): Generator<LayerProgress, LiveProfiles, void> {
  const engine = new FrontierEngine(plan, mode, 1, true);
  // The forward layers, keys alone (the backward check needs no counts).
  const forward: BigUint64Array[] = [];
  let layer = firstLayer(1);
  for (let step = 0; step < plan.cells; step++) {
    forward.push(keysOf(layer, engine.entry));
    layer = stepLayer(engine, step, layer);
    const states = layerStates(layer, engine.entry);
    yield { phase: 'profiles', step: step + 1, steps: plan.cells, states };
  }
  const live: BigUint64Array[] = new Array(plan.cells);
  for (let step = plan.cells - 1; step >= 0; step--) {
    engine.setStep(step);
    engine.setLive(step + 1 < plan.cells ? live[step + 1] : undefined);
    const profiles = forward[step]!;
    live[step] = keysWhere(profiles, engine.check(profiles));
    forward.length = step;
  }
  return { live, subgraphs: engine.total };
}

/** Runs a generator of steps to its end, telling `onStep` of each. */
function finish<T>(
  steps: Generator<LayerProgress, T, void>,
  onStep?: (p: LayerProgress) => void,
): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    onStep?.(next.value);
  }
}

/** Where a running count is, after each step. */
export interface LayerProgress {
  /** The pass over degree profiles first, then the count of frontiers. */
  readonly phase: 'profiles' | 'frontiers';
  /** Steps done (cells decided) and the whole count's steps. */
  readonly step: number;
  readonly steps: number;
  /** States after this step. */
  readonly states: number;
}

/** The outcome of {@link countLayers}. */
export interface LayerCount {
  readonly total: bigint;
  /** The most states any layer held. */
  readonly peakStates: number;
  /** Count limbs used at the end. */
  readonly lanes: number;
}

/**
 * Counts the tours of `mode` on one thread, all in memory: counts in one 64-bit limb, and a
 * step whose counts outgrow their limbs is done again with one more. `onStep` may throw to
 * stop it.
 */
export function countLayers(
  plan: FrontierPlan,
  mode: FrontierMode,
  onStep?: (progress: LayerProgress) => void,
): LayerCount {
  return finish(layerCountSteps(plan, mode), onStep);
}

/**
 * {@link countLayers} a step at a time: yields after each step (of the profile pass, then of
 * the frontiers), so that a caller can stop between steps or let other work run (a browser
 * worker answering messages).
 */
export function* layerCountSteps(
  plan: FrontierPlan,
  mode: FrontierMode,
): Generator<LayerProgress, LayerCount, void> {
  const { live } = yield* liveProfileSteps(plan, mode);
  if (live[0]!.length === 0) return { total: 0n, peakStates: 0, lanes: 1 };
  let lanes = 1;
  let engine = new FrontierEngine(plan, mode, lanes);
  let base = 0n;
  let layer = firstLayer(lanes);
  let peakStates = 1;
  for (let step = 0; step < plan.cells; ) {
    const before = base + engine.total;
    engine.setLive(live[step + 1]);
    const next = stepLayer(engine, step, layer);
    if (engine.overflowed) {
      if (lanes === MAX_COUNT_LANES) throw new RangeError(`a count outgrew ${64 * lanes} bits`);
      layer = layer.map((part) => widened(part, lanes));
      lanes++;
      engine = new FrontierEngine(plan, mode, lanes);
      base = before;
      continue;
    }
    layer = next;
    step++;
    const states = layerStates(layer, engine.entry);
    peakStates = Math.max(peakStates, states);
    yield { phase: 'frontiers', step, steps: plan.cells, states };
  }
  return { total: base + engine.total, peakStates, lanes };
}
