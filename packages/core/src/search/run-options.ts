// What one run of the exact search takes and gives back: its limits, its watchers and its
// outcome. The engine is tour-search.ts; the doors that validate and call it are search.ts.
import type { RankTable } from '../engine/geometry.js';

/**
 * The part of an `AbortSignal` the searches read. Structural, so that core needs neither DOM
 * nor Node types; a real `AbortSignal` fits.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
}

/** Watches an exact search square by square: see {@link SearchOptions.observer}. */
export interface SearchObserver {
  /** The search entered `square` (flat index `y * width + x`) as step `depth` (the start is 0). */
  enter(square: number, depth: number): void;
  /** The search took `square` back from step `depth`: no continuation from it completes a tour. */
  leave(square: number, depth: number): void;
}

/** The limits of one run, as the doors pass them on (each documented on `SearchOptions`). */
interface RunLimits {
  readonly maxNodes?: number | undefined;
  readonly maxMs?: number | undefined;
  readonly onProgress?: ((nodes: number, tours: number) => void) | undefined;
  readonly signal?: AbortSignalLike | undefined;
  readonly observer?: SearchObserver | undefined;
}

/** The limits and the child order of one {@link TourSearch.run}. */
export type SearchLimits = RunLimits & {
  readonly table?: RankTable | undefined;
  readonly onTour?: ((path: Int32Array) => void) | undefined;
};

/** Options of {@link TourSearch.run}. */
export interface RunOptions extends RunLimits {
  /** Search Hamiltonian cycles: the last square must be one knight move from the start. */
  readonly closed?: boolean;
  /** Orders children by criteria (a)–(d); without it, the fixed move order. */
  readonly table?: RankTable | undefined;
  /** Count every tour instead of stopping at the first. */
  readonly countAll?: boolean;
  /** The connectivity rule (default: on, except when counting). */
  readonly connectivity?: boolean;
  /**
   * Padded cells of a walk already made from the start (`walk[0]` is the start, each next one
   * a knight move to an unvisited cell): the search continues from its last cell.
   */
  readonly walk?: Int32Array | undefined;
  /**
   * When counting: called with each tour found, as padded cells (`path[0..N-1]`; a view,
   * valid during the call). Only looked at when a tour is found, so counting without it
   * costs nothing more.
   */
  readonly onTour?: ((path: Int32Array) => void) | undefined;
}

/** What one exhaustive run reports internally. */
export interface RunOutcome {
  found: boolean;
  /** Tours found (all of them when counting, else 0 or 1). */
  count: number;
  nodes: number;
  /** A limit or the signal stopped the run before it finished. */
  stopped: 'max-nodes' | 'max-ms' | 'aborted' | undefined;
}
