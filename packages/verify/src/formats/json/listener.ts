import type { EntryBatch } from './entries.js';

// What the JSON lexer tells the reader that listens to it (lexer.ts is the grammar).

/** Characters of a string kept for the listener (keys, square names, claims). */
export const KEPT = 256;

/** What a scalar is. */
export enum Scalar {
  String,
  /** An integer of at most 15 digits: `number` holds it exactly. */
  Integer,
  /** Any other number: `number` holds its value (maybe not an integer, maybe huge). */
  Number,
  True,
  False,
  Null,
}

/** What the lexer reports, in document order. Depths count containers, the root being 1. */
export interface JsonListener {
  /**
   * A container opens. True for an array whose entries are squares to take through
   * {@link entry}: the lexer then reads entries of plain integers (`[3, 4]`) on its fast path.
   */
  open(kind: 'array' | 'object', depth: number, line: number, column: number): boolean;
  close(kind: 'array' | 'object', depth: number): void;
  /** A property name of the object at `depth` (its first {@link KEPT} characters, escapes decoded). */
  key(name: string, depth: number, line: number, column: number): void;
  /** A scalar inside the container at `depth` (0 for a root scalar); `text` as written or decoded. */
  value(
    kind: Scalar,
    number: number,
    text: string,
    depth: number,
    line: number,
    column: number,
  ): void;
  /**
   * Entries `[a, b …]` of plain integers in the array at `depth` (one that `open` took), read
   * on the fast path: what `open`, `value` and `close` of each entry would have told, for a
   * whole batch of entries in one call (reused: read it at once).
   */
  entries(depth: number, batch: EntryBatch): void;
}
