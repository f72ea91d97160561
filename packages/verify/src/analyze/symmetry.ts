import { boardName, symmetriesOf } from '@knights-tour/core';
import type { TourWalk } from './walk.js';

/** A map of the board that carries a tour onto itself. */
export interface TourSymmetry {
  /** The map's name in core's `symmetriesOf` (`rot180`, `flipX`, or `(-y,x,z)` on a box). */
  readonly name: string;
  readonly kind: 'rotation' | 'reflection';
  /** The map also reverses the tour's direction (an open tour: step k goes to step N + 1 − k). */
  readonly reversed: boolean;
}

/** A map of the board's group on flat indices, by arithmetic (no table: tours may be large). */
interface IndexMap {
  readonly name: string;
  readonly kind: 'rotation' | 'reflection';
  image(s: number): number;
}

/** The board's maps (core's `symmetriesOf`): new coordinate `i` is old coordinate `axes[i]`, reflected when `flips[i]`. */
function maps(walk: TourWalk): IndexMap[] {
  const { width, height, depth } = walk.board;
  const sides = [width, height, depth];
  return symmetriesOf(walk.board).map((g) => {
    const [a0 = 0, a1 = 1, a2 = 2] = g.axes;
    const [f0 = false, f1 = false, f2 = false] = g.flips;
    const take = (axis: number, x: number, y: number, z: number) =>
      axis === 0 ? x : axis === 1 ? y : z;
    return {
      name: g.name,
      kind: g.kind,
      image(s: number): number {
        const x = s % width;
        const rest = (s - x) / width;
        const y = rest % height;
        const z = (rest - y) / height;
        const u = take(a0, x, y, z);
        const v = take(a1, x, y, z);
        const w = take(a2, x, y, z); // z, 0 on a 2-D board (whose maps name two axes)
        return (
          ((f2 ? sides[2]! - 1 - w : w) * height + (f1 ? sides[1]! - 1 - v : v)) * width +
          (f0 ? sides[0]! - 1 - u : u)
        );
      },
    };
  });
}

/** `next[s]` and `prev[s]`: the squares before and after `s` on the tour (−1 at an open end). */
function links(walk: TourWalk): { next: Int32Array; prev: Int32Array } {
  const { squares, closed } = walk;
  const n = squares.length;
  const next = new Int32Array(n).fill(-1);
  const prev = new Int32Array(n).fill(-1);
  for (let i = 0; i + 1 < n; i++) {
    next[squares[i]!] = squares[i + 1]!;
    prev[squares[i + 1]!] = squares[i]!;
  }
  if (closed) {
    next[squares[n - 1]!] = squares[0]!;
    prev[squares[0]!] = squares[n - 1]!;
  }
  return { next, prev };
}

/** What the board's maps do to the tour: the ones that fix it, and its canonical form and class. */
export interface TourClass {
  /** The maps other than the identity that carry the tour (as a path, or as a cycle when closed) onto itself. */
  readonly symmetries: readonly TourSymmetry[];
  /** How many maps fix it, the identity included: 1 for an asymmetric tour, 2 for two-fold symmetry … */
  readonly order: number;
  /** The least of the tour's images (every map, both directions; a closed tour from square 0), lexicographically. */
  readonly canonical: Int32Array;
  /** `6x6-c-1f3a9c0b7d2e`: the board, `c` closed or `o` open, and a hash of the canonical form. */
  readonly id: string;
}

/**
 * The tour's symmetries and its class: two tours are in one class when a map of the board
 * carries one onto the other (a closed tour taken as a cycle, from any square, either way
 * round; an open one as a path, either way), and then they have the same canonical form and id.
 */
export function classify(walk: TourWalk): TourClass {
  const { squares, closed, board } = walk;
  const n = squares.length;
  const { next, prev } = links(walk);
  const group = maps(walk);
  const symmetries: TourSymmetry[] = [];
  let order = 0;
  for (const { name, kind, image } of group) {
    let forward = true;
    let backward = true;
    for (let s = 0; s < n && (forward || backward); s++) {
      const after = next[s]! < 0 ? -1 : image(next[s]!);
      const at = image(s);
      if (after !== next[at]) forward = false;
      if (after !== prev[at]) backward = false;
    }
    if (!forward && !backward) continue;
    order++;
    if (name !== 'identity') symmetries.push({ name, kind, reversed: !forward });
  }
  const canonical = canonicalForm(walk, group);
  return {
    symmetries,
    order,
    canonical,
    id: `${boardName(board)}-${closed ? 'c' : 'o'}-${hash(canonical)}`,
  };
}

/**
 * The least image of the tour: each map `g`, each direction, and for a closed tour starting at
 * square 0 (every cycle passes there); compared element by element, keeping the candidates
 * still tied, so most are dropped after a few steps.
 */
function canonicalForm(walk: TourWalk, group: readonly IndexMap[]): Int32Array {
  const { squares, closed, step } = walk;
  const n = squares.length;
  // A candidate: the image table, where on the tour it starts, and which way it runs.
  let candidates: { image: (s: number) => number; start: number; dir: 1 | -1 }[] = [];
  for (const { image } of group) {
    if (closed) {
      // The square the map sends to 0 is where its image starts.
      let zero = 0;
      for (let s = 0; s < n; s++) if (image(s) === 0) zero = s;
      candidates.push(
        { image, start: step[zero]!, dir: 1 },
        { image, start: step[zero]!, dir: -1 },
      );
    } else candidates.push({ image, start: 0, dir: 1 }, { image, start: n - 1, dir: -1 });
  }
  const at = (c: (typeof candidates)[number], k: number) =>
    c.image(squares[(((c.start + c.dir * k) % n) + n) % n]!);
  const out = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    let least = Infinity;
    for (const c of candidates) least = Math.min(least, at(c, k));
    out[k] = least;
    if (candidates.length > 1) candidates = candidates.filter((c) => at(c, k) === least);
  }
  return out;
}

/**
 * 12 hex digits of a 53-bit hash of the canonical form (cyrb53, by bryc, public domain, over
 * the 32-bit values): part of a class id, so it never changes.
 */
function hash(values: Int32Array): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    h1 = Math.imul(h1 ^ v, 2654435761);
    h2 = Math.imul(h2 ^ v, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(16).padStart(14, '0').slice(-12);
}
