import { parentPort } from 'node:worker_threads';
import { createBoard } from '@knights-tour/core';
import { FrontierEngine, frontierPlan } from '@knights-tour/core/internal';
import type { CountReply, CountRequest } from './protocol.js';

// One worker of a count job: a frontier engine and a profile engine, driven step by step.

/** Bytes of an arena of successors handed to the main thread at a time: from 1 MiB, doubling to 32 MiB. */
const MIN_ARENA = 1 << 20;
const MAX_ARENA = 1 << 25;

const port = parentPort;
if (!port) throw new Error('the count worker must run in a worker thread');
const reply = (message: CountReply) => port.postMessage(message);

let frontiers: FrontierEngine | undefined;
let profiles: FrontierEngine | undefined;
const engine = (isProfiles: boolean) => (isProfiles ? profiles : frontiers)!;

// Successors gather in a shared arena, handed over when full (and at a flush); the next one
// is twice as large when this one filled up.
let arena: Uint8Array | undefined;
let arenaBytes = MIN_ARENA;
let used = 0;
let index: number[] = [];
const handOver = () => {
  if (!arena || index.length === 0) return;
  reply({ kind: 'pieces', arena: arena.subarray(0, used), index: Int32Array.from(index) });
  arena = undefined;
  used = 0;
  index = [];
};
const keep = (part: number, entries: Uint8Array) => {
  if (arena && used + entries.length > arena.length) {
    handOver();
    arenaBytes = Math.min(MAX_ARENA, 2 * arenaBytes);
  }
  arena ??= new Uint8Array(new SharedArrayBuffer(Math.max(arenaBytes, entries.length)));
  arena.set(entries, used);
  index.push(part, used, entries.length);
  used += entries.length;
};

function handle(message: CountRequest): void {
  switch (message.kind) {
    case 'setup': {
      const plan = frontierPlan(createBoard(message.width, message.height));
      const mode = { closed: message.closed, start: message.start };
      frontiers = new FrontierEngine(plan, mode, message.lanes);
      profiles = new FrontierEngine(plan, mode, 1, true);
      reply({ kind: 'ready' });
      return;
    }
    case 'step': {
      const e = engine(message.profiles);
      e.setLive(message.live);
      e.setParts(message.parts);
      e.setStep(message.step);
      e.setRound(0, 1);
      reply({ kind: 'ready' });
      return;
    }
    case 'round':
      engine(message.profiles).setRound(message.round, message.rounds);
      reply({ kind: 'ready' });
      return;
    case 'expand':
      engine(message.profiles).expand(message.states, keep);
      reply({ kind: 'expanded' });
      return;
    case 'flush': {
      handOver();
      const e = engine(message.profiles);
      reply({ kind: 'flushed', total: String(e.total), overflowed: e.overflowed });
      return;
    }
    case 'reduce': {
      const e = engine(message.profiles);
      const states = e.reduce(message.pieces);
      // Shared, so that any worker can expand it and the job keep it without a copy.
      const shared = new Uint8Array(new SharedArrayBuffer(states.length));
      shared.set(states);
      reply({ kind: 'reduced', part: message.part, states: shared, overflowed: e.overflowed });
      return;
    }
    case 'check':
      reply({ kind: 'checked', flags: profiles!.check(message.profiles) });
      return;
  }
}

port.on('message', (message: CountRequest) => {
  try {
    handle(message);
  } catch (error) {
    reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
