import type { Board, BoardLike } from './board.js';

/**
 * A board as files write it (SPEC §9, docs/three-d.md §6): `width` and `height`, and `depth`
 * only on a box. This is the wire form of a {@link Board}: records kept in a process hold a
 * `Board`, {@link boardFields} writes this form and {@link boardOf} reads it back.
 */
export interface BoardFields {
  readonly width: number;
  readonly height: number;
  /** Only on a box: a 2-D board's fields have no `depth`. */
  readonly depth?: number;
}

/** The fields a file writes for a board: `{ width, height }`, with `depth` only on a box. */
export function boardFields(board: Board): BoardFields {
  const { width, height, depth } = board;
  return depth === 1 ? { width, height } : { width, height, depth };
}

/**
 * The board of fields already checked (a document the verifier read, a result file's
 * record): `depth` 1 when absent. A public door checks instead, with `checkBoard`.
 */
export function boardOf(fields: BoardLike): Board {
  return { width: fields.width, height: fields.height, depth: fields.depth ?? 1 };
}
