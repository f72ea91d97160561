import { type Board, cellCount } from '@knights-tour/core';
import { type IndexedLayout, indexLayout, layerLayout } from '@knights-tour/picture';
import type { FailureMap } from './protocol.js';

/**
 * What the board shows: a walk (solved, played, searched or read from a file), a failure
 * map, a board's tour counts, or the empty board. Every kind carries its {@link IndexedLayout}: squares and steps are
 * picture indices (on a 2-D board, the cells themselves).
 */
export type BoardContent = WalkContent | MapContent | CountContent | EmptyContent;

export interface WalkContent {
  readonly kind: 'walk';
  readonly layout: IndexedLayout;
  /** Picture indices of the steps; -1 for a step that is not a cell of the board. */
  readonly steps: Int32Array;
  /** Steps the colour ramp spans: the walk's length, or every cell while a walk grows. */
  readonly rampLength: number;
  /** The walk is over: once its last step is shown, the cells it never reached are dark. */
  readonly finished: boolean;
  /** Squares the verifier flagged (repeated), framed in red (picture indices). */
  readonly problemSquares?: Int32Array;
  /** Steps (1-based) arriving by a move that is not a knight move, drawn in red. */
  readonly badMoves?: Int32Array;
  readonly shape: WalkShape;
}

/**
 * What the drawing needs to know of a whole walk, worked out once (in the worker for a file):
 * in cell space, so it does not depend on how the layers are laid out on the picture.
 */
export interface WalkShape {
  /** Every step is a cell and none is visited twice: each step can carry its number. */
  readonly simple: boolean;
  /** The walk visits every cell of the board once. */
  readonly complete: boolean;
  /** Cells the walk visits, each counted once. */
  readonly distinct: number;
  /** For a walk that is not simple: 1 for each cell it visits. */
  readonly visited?: Uint8Array;
  /**
   * For a walk that is not simple (a file that repeats squares, up to millions of steps on a
   * few squares): for each cell and knight direction, the first step (1-based) that moves from
   * it that way within a layer, 0 for none. Lines are drawn from this table, once per distinct
   * move, never once per step.
   */
  readonly moves?: Int32Array;
}

export interface MapContent {
  readonly kind: 'map';
  /** The board's layout; with `versus` side by side, the layout of the pair board (two layers). */
  readonly layout: IndexedLayout;
  readonly map: FailureMap;
  /** A second rule's map of the same board, compared with `map`. */
  readonly versus?: FailureMap;
  /** The comparison as one map of the difference (else the two maps side by side). */
  readonly difference?: boolean;
  /** The start whose walk was last watched, ringed. */
  readonly selected?: number;
}

/** The open tours starting on each square of a 2-D board, written and coloured on it. */
export interface CountContent {
  readonly kind: 'count';
  readonly layout: IndexedLayout;
  /** `perSquare[y * width + x]`: the directed open tours starting at (x, y). */
  readonly perSquare: readonly bigint[];
}

export interface EmptyContent {
  readonly kind: 'empty';
  readonly layout: IndexedLayout;
}

/** Knight direction (0..7) of a move `(dx, dy)`, looked up at `(dx + 2) * 5 + dy + 2`; -1 for none. */
const DIRECTION = new Int8Array(25).fill(-1);
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];
DIRECTIONS.forEach(([dx, dy], k) => {
  DIRECTION[(dx + 2) * 5 + dy + 2] = k;
});

/** Works out the {@link WalkShape} of a walk of flat cells on `board` (-1: a step that is no cell). */
export function walkShape(board: Board, cells: Int32Array): WalkShape {
  const size = cellCount(board);
  const seen = new Uint8Array(size);
  let simple = true;
  for (let k = 0; k < cells.length; k++) {
    const s = cells[k]!;
    if (!(s >= 0 && s < size) || seen[s]) {
      simple = false;
      break;
    }
    seen[s] = 1;
  }
  if (simple) return { simple, complete: cells.length === size, distinct: cells.length };
  // One pass over what can be millions of steps: cells counted once, each distinct move
  // within a layer kept with the first step that makes it. Coordinates are looked up.
  const { width, height } = board;
  const layer = width * height;
  const xs = new Int32Array(size);
  const ys = new Int32Array(size);
  const zs = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    xs[i] = i % width;
    zs[i] = Math.floor(i / layer);
    ys[i] = (i - zs[i]! * layer - xs[i]!) / width;
  }
  seen.fill(0);
  const moves = new Int32Array(size * 8);
  let distinct = 0;
  let a = -1;
  for (let k = 0; k < cells.length; k++) {
    const b = cells[k]!;
    if (!(b >= 0 && b < size)) {
      a = -1;
      continue;
    }
    if (seen[b] === 0) {
      seen[b] = 1;
      distinct++;
    }
    if (a >= 0 && zs[a] === zs[b]) {
      const dx = xs[b]! - xs[a]!;
      const dy = ys[b]! - ys[a]!;
      if (dx >= -2 && dx <= 2 && dy >= -2 && dy <= 2) {
        const dir = DIRECTION[(dx + 2) * 5 + dy + 2]!;
        if (dir >= 0 && moves[a * 8 + dir] === 0) moves[a * 8 + dir] = k + 1;
      }
    }
    a = b;
  }
  return { simple, complete: false, distinct, visited: seen, moves };
}

/** A walk of flat cells to show on `layout`, its shape worked out (or given, from the worker). */
export function walkContent(
  layout: IndexedLayout,
  cells: Int32Array,
  options: {
    readonly rampLength?: number;
    readonly finished?: boolean;
    readonly problemSquares?: Int32Array;
    readonly badMoves?: Int32Array;
    readonly shape?: WalkShape;
  } = {},
): WalkContent {
  return {
    kind: 'walk',
    layout,
    steps: picturePath(layout, cells),
    rampLength: options.rampLength ?? cells.length,
    finished: options.finished ?? true,
    ...(options.problemSquares
      ? { problemSquares: picturePath(layout, options.problemSquares) }
      : {}),
    ...(options.badMoves ? { badMoves: options.badMoves } : {}),
    shape: options.shape ?? walkShape(layout, cells),
  };
}

/**
 * The layer the knight is in after `shown` steps of a walk on a box, or -1 (a 2-D board, no
 * step yet, or a last step that is no cell). The page names it; the drawing frames its panel.
 */
export function knightLayer(content: BoardContent, shown: number): number {
  if (content.kind !== 'walk' || content.layout.depth === 1) return -1;
  const upTo = Math.min(shown, content.steps.length);
  const head = upTo > 0 ? content.steps[upTo - 1]! : -1;
  return head >= 0 ? content.layout.layerAt[head]! : -1;
}

/**
 * The layout of a board on the picture the canvas draws (the picture package's: a 2-D board is
 * its own picture; a box, its layers side by side in `columns` columns), with its lookups.
 */
export function boardLayout(board: Board, columns = 1): IndexedLayout {
  return indexLayout(layerLayout(board, columns));
}

/**
 * A walk of flat cell indices as picture indices; -1 (a step that is no cell) stays -1. On a
 * 2-D board the picture is the board, so the walk itself is returned.
 */
export function picturePath(layout: IndexedLayout, cells: Int32Array): Int32Array {
  if (layout.depth === 1) return cells;
  const out = new Int32Array(cells.length);
  const { pictureOf } = layout;
  for (let k = 0; k < cells.length; k++) {
    const c = cells[k]!;
    out[k] = c >= 0 && c < pictureOf.length ? pictureOf[c]! : -1;
  }
  return out;
}
