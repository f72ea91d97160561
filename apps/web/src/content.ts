import { cellCount } from '@knights-tour/core';
import type { Picture } from './picture.js';
import type { FailureMap } from './protocol.js';

/**
 * What the board shows: a walk (solved, played, searched or read from a file), a failure
 * map, or the empty board. Every kind carries its {@link Picture}: squares and steps are
 * picture indices (on a 2-D board, the cells themselves).
 */
export type BoardContent = WalkContent | MapContent | EmptyContent;

export interface WalkContent {
  readonly kind: 'walk';
  readonly picture: Picture;
  /** Picture indices of the steps; -1 for a step that is not a cell of the board. */
  readonly steps: Int32Array;
  /** Steps the colour ramp spans: the walk's length, or every cell while a walk grows. */
  readonly rampLength: number;
  /** The walk is over: once its last step is shown, the cells it never reached are dark. */
  readonly finished: boolean;
  /** Cells the verifier flagged (repeated), framed in red. */
  readonly problemSquares?: Int32Array;
  /** Steps (1-based) arriving by a move that is not a knight move, drawn in red. */
  readonly badMoves?: Int32Array;
  readonly shape: WalkShape;
}

/** What the drawing needs to know of a whole walk, worked out once when it is shown. */
export interface WalkShape {
  /** Every step is a cell and none is visited twice: each step can carry its number. */
  readonly simple: boolean;
  /** The walk visits every cell of the board once. */
  readonly complete: boolean;
  /**
   * For a walk that is not simple (a file that repeats squares, up to millions of steps on a
   * few squares): for each picture square and knight direction, the first step (1-based) that
   * moves from it that way within a panel, 0 for none. Lines are drawn from this table, once
   * per distinct move, never once per step.
   */
  readonly moves?: Int32Array;
}

export interface MapContent {
  readonly kind: 'map';
  readonly picture: Picture;
  readonly map: FailureMap;
  /** The start whose walk was last watched, ringed. */
  readonly selected?: number;
}

export interface EmptyContent {
  readonly kind: 'empty';
  readonly picture: Picture;
}

/** Knight direction (0..7) of a picture move `(dx, dy)`, looked up at `(dx + 2) * 5 + dy + 2`; -1 for none. */
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

/** Works out the {@link WalkShape} of `steps` (picture indices) on `picture`. */
export function walkShape(picture: Picture, steps: Int32Array): WalkShape {
  const size = picture.width * picture.height;
  const seen = new Uint8Array(size);
  let simple = true;
  for (let k = 0; k < steps.length; k++) {
    const s = steps[k]!;
    if (!(s >= 0 && s < size) || seen[s]) {
      simple = false;
      break;
    }
    seen[s] = 1;
  }
  const complete = simple && steps.length === cellCount(picture.board);
  if (simple) return { simple, complete };
  const moves = new Int32Array(size * 8);
  const { width, layerAt } = picture;
  for (let k = 1; k < steps.length; k++) {
    const a = steps[k - 1]!;
    const b = steps[k]!;
    if (!(a >= 0 && b >= 0 && a < size && b < size) || layerAt[a] !== layerAt[b]) continue;
    const ax = a % width;
    const bx = b % width;
    const dx = bx - ax;
    const dy = (b - bx) / width - (a - ax) / width;
    if (dx < -2 || dx > 2 || dy < -2 || dy > 2) continue;
    const dir = DIRECTION[(dx + 2) * 5 + dy + 2]!;
    if (dir >= 0 && moves[a * 8 + dir] === 0) moves[a * 8 + dir] = k + 1;
  }
  return { simple, complete, moves };
}

/** A walk to show, its shape worked out. `steps` are picture indices (see {@link picturePath}). */
export function walkContent(
  picture: Picture,
  steps: Int32Array,
  options: {
    readonly rampLength?: number;
    readonly finished?: boolean;
    readonly problemSquares?: Int32Array;
    readonly badMoves?: Int32Array;
  } = {},
): WalkContent {
  return {
    kind: 'walk',
    picture,
    steps,
    rampLength: options.rampLength ?? steps.length,
    finished: options.finished ?? true,
    ...(options.problemSquares ? { problemSquares: options.problemSquares } : {}),
    ...(options.badMoves ? { badMoves: options.badMoves } : {}),
    shape: walkShape(picture, steps),
  };
}

/**
 * The layer the knight is in after `shown` steps of a walk on a box, or -1 (a 2-D board, no
 * step yet, or a last step that is no cell). The page names it; the drawing frames its panel.
 */
export function knightLayer(content: BoardContent, shown: number): number {
  if (content.kind !== 'walk' || content.picture.board.depth === 1) return -1;
  const upTo = Math.min(shown, content.steps.length);
  const head = upTo > 0 ? content.steps[upTo - 1]! : -1;
  return head >= 0 ? content.picture.layerAt[head]! : -1;
}
