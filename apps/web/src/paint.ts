import { boardColours } from '@knights-tour/picture';
import { countColour, countRange, outcomeColour, putStepColour, UNVISITED } from './colour.js';
import type { BoardContent, WalkContent } from './content.js';
import { DIFFERENCE_COLOURS, differenceAt, shownOutcome } from './map-compare.js';

// The board's cells as an image of one pixel a picture square, which the canvas scales up:
// cheap at any size, and moving an animation forward repaints only the new steps.

/** The colour of each picture square for what is shown: steps `1..shown` of a walk, or the map. */
export function paintCells(content: BoardContent, shown: number, out: Uint8ClampedArray): void {
  const { layout } = content;
  boardColours(layout, out);
  if (content.kind === 'map') {
    const { cellAt } = layout;
    const { map, versus } = content;
    for (let i = 0; i < cellAt.length; i++) {
      if (cellAt[i]! < 0) continue;
      if (versus && content.difference) {
        const d = differenceAt(map, versus, cellAt[i]!);
        if (d) put(out, i, DIFFERENCE_COLOURS[d]);
        continue;
      }
      const outcome = shownOutcome(content, cellAt[i]!);
      if (outcome) put(out, i, outcomeColour(outcome));
    }
    return;
  }
  if (content.kind === 'count') {
    const { cellAt } = layout;
    const { perSquare } = content;
    const { fewest, most } = countRange(perSquare);
    for (let i = 0; i < cellAt.length; i++) {
      const tours = perSquare[cellAt[i]!];
      if (tours !== undefined) put(out, i, countColour(tours, fewest, most));
    }
    return;
  }
  if (content.kind !== 'walk') return;
  const upTo = Math.min(shown, content.steps.length);
  paintSteps(content, 0, upTo, out);
  if (upTo === content.steps.length && content.finished && !content.shape.complete) {
    // The walk is over and cells are left: mark where it never went.
    const { cellAt } = layout;
    let visited = content.shape.visited;
    if (!visited) {
      visited = new Uint8Array(layout.pictureOf.length);
      const { steps } = content;
      for (let k = 0; k < upTo; k++) if (steps[k]! >= 0) visited[cellAt[steps[k]!]!] = 1;
    }
    for (let i = 0; i < cellAt.length; i++) {
      if (cellAt[i]! >= 0 && !visited[cellAt[i]!]) put(out, i, UNVISITED);
    }
  }
}

function put(out: Uint8ClampedArray, i: number, [r, g, b]: readonly number[]): void {
  out[i * 4] = r!;
  out[i * 4 + 1] = g!;
  out[i * 4 + 2] = b!;
  out[i * 4 + 3] = 255;
}

/**
 * Paints steps `from + 1 .. to` in their ramp colours over what is there. A walk that visits
 * squares again (a file of millions of steps on a few squares) is painted from its last step
 * back, each square once, until every square it visits is painted: a square shows its last
 * visit either way.
 */
export function paintSteps(
  content: WalkContent,
  from: number,
  to: number,
  out: Uint8ClampedArray,
): void {
  const { steps, rampLength, shape } = content;
  const size = out.length / 4;
  if (shape.simple) {
    for (let k = from; k < to; k++) putStepColour(out, steps[k]!, k + 1, rampLength);
    return;
  }
  // Squares painted so far, going back from the last step: marked with a fresh stamp in a
  // buffer kept between calls (an animation paints every frame; no allocation each time).
  if (stamps.length < size) stamps = new Uint32Array(size);
  const stamp = ++epoch;
  let left = shape.distinct;
  for (let k = to - 1; k >= from && left > 0; k--) {
    const s = steps[k]!;
    if (s < 0 || s >= size || stamps[s] === stamp) continue;
    stamps[s] = stamp;
    left--;
    putStepColour(out, s, k + 1, rampLength);
  }
}

let stamps = new Uint32Array(0);
let epoch = 0;

/** True when `paintSteps` from `before` to `after` gives what a full repaint would. */
export function canPaintForward(
  content: BoardContent,
  before: number,
  after: number,
): content is WalkContent {
  // Going back needs the board under the steps; reaching the end of a finished, incomplete
  // walk marks its unvisited cells.
  return (
    content.kind === 'walk' &&
    before >= 0 &&
    after >= before &&
    (after < content.steps.length || !content.finished || content.shape.complete)
  );
}
