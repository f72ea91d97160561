import { layerStates, partitionsFor } from '@knights-tour/core/internal';
import type { CountPool } from './pool.js';
import type { CountReply, CountRequest } from './protocol.js';

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
export async function stepOnPool(
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

/** Shares an array of keys with the workers (one copy for all of them). */
export function shared(parts: readonly BigUint64Array[]): BigUint64Array {
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
export function sharedBytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(new SharedArrayBuffer(bytes.length));
  out.set(bytes);
  return out;
}
