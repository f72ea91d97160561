/**
 * Small, fast, reproducible PRNG (mulberry32): the same seed gives the same sequence
 * everywhere. Its whole state is one 32-bit word, which {@link SeededRandom.state} reads and
 * sets: an explanation replays an attempt from the state it began with, and the general walker
 * steps it in a local variable ({@link nextState}, {@link randomValue}) instead of calling `next`.
 */
export class SeededRandom {
  state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next number in [0, 1). */
  readonly next = (): number => {
    this.state = nextState(this.state);
    return randomValue(this.state);
  };
}

/** The state after `state`. */
export function nextState(state: number): number {
  return (state + 0x6d2b79f5) >>> 0;
}

/** The number in [0, 1) a state stands for. */
export function randomValue(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** The numbers of a {@link SeededRandom} as a function. */
export function seededRandom(seed: number): () => number {
  return new SeededRandom(seed).next;
}
