import { createBoard, findTour } from '@knights-tour/core';
import { palette, Slot } from '@knights-tour/picture';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcomeColour, stepColour, UNVISITED } from './colour.js';
import { boardLayout, knightLayer, walkContent, walkShape } from './content.js';
import { emptyMap, withPart } from './failure-map.js';
import { canPaintForward, paintCells, paintSteps } from './paint.js';

/** The bare board's colour of square (x, y): the picture package's light and dark squares. */
const boardColour = (x: number, y: number) =>
  palette()[(x + y) % 2 === 0 ? Slot.BoardLight : Slot.BoardDark]!;
const PAPER = palette()[Slot.Paper]!;

function pixel(out: Uint8ClampedArray, i: number): number[] {
  return [...out.subarray(i * 4, i * 4 + 3)];
}

function walkOf(n: number, algorithm: 'aml' | 'octaml16', start: [number, number]) {
  const layout = boardLayout(createBoard(n));
  return walkContent(layout, findTour({ n, start, algorithm }).squares);
}

/** A 3-D walk on its layer panels, as the page shows it. */
function walk3dOf(width: number, height: number, depth: number, columns: number) {
  const board = createBoard(width, height, depth);
  const layout = boardLayout(board, columns);
  const tour = findTour({ ...board, start: [0, 0, 0] });
  return walkContent(layout, tour.squares);
}

describe('board cells', () => {
  it('colours the steps shown by the ramp and the rest as the board', () => {
    const content = walkOf(8, 'octaml16', [0, 0]);
    const out = new Uint8ClampedArray(64 * 4);
    paintCells(content, 10, out);
    for (let k = 0; k < 64; k++) {
      const s = content.steps[k]!;
      const expected = k < 10 ? stepColour(k + 1, 64) : boardColour(s % 8, Math.floor(s / 8));
      expect(pixel(out, s)).toEqual([...expected]);
    }
  });

  it('shows each square of a walk that comes back to it in the colour of its last visit', () => {
    const steps = Int32Array.from([0, 7, 0, 7, 14, 3, 14, -1, 21, 14]);
    const content = walkContent(boardLayout(createBoard(5)), steps);
    const out = new Uint8ClampedArray(25 * 4);
    paintCells(content, 7, out);
    expect(pixel(out, 0)).toEqual([...stepColour(3, 10)]);
    expect(pixel(out, 14)).toEqual([...stepColour(7, 10)]);
    paintCells(content, 10, out);
    expect(pixel(out, 14)).toEqual([...stepColour(10, 10)]);
    expect(pixel(out, 21)).toEqual([...stepColour(9, 10)]);
    // Over: the 20 squares it never visited are dark.
    let dark = 0;
    for (let i = 0; i < 25; i++) if (pixel(out, i).join() === UNVISITED.join()) dark++;
    expect(dark).toBe(20);
  });

  it('marks the squares a finished, failed walk never reached once it is over, not before', () => {
    const content = walkOf(7, 'aml', [6, 2]);
    expect(content.steps.length).toBe(33);
    const out = new Uint8ClampedArray(49 * 4);
    const unvisited = () => {
      let count = 0;
      for (let i = 0; i < 49; i++) if (pixel(out, i).join() === UNVISITED.join()) count++;
      return count;
    };
    paintCells(content, 32, out);
    expect(unvisited()).toBe(0);
    paintCells(content, 33, out);
    expect(unvisited()).toBe(16);
    // A walk still growing (play, search) is never finished.
    paintCells({ ...content, finished: false }, 33, out);
    expect(unvisited()).toBe(0);
  });

  it('paints forward step by step exactly as a full repaint does, 2-D and 3-D', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          walkOf(7, 'aml', [6, 2]),
          walkOf(6, 'octaml16', [1, 1]),
          walk3dOf(3, 4, 3, 2),
          // A file that goes back and forth: painted from its last step back.
          walkContent(
            boardLayout(createBoard(5)),
            Int32Array.from([0, 7, 0, 7, 14, 3, 14, -1, 21, 14]),
          ),
        ),
        fc.array(fc.nat(60), { minLength: 1, maxLength: 8 }),
        (content, jumps) => {
          const size = content.layout.imageWidth * content.layout.imageHeight * 4;
          const forward = new Uint8ClampedArray(size);
          paintCells(content, 0, forward);
          let shown = 0;
          for (const jump of jumps) {
            const next = Math.min(content.steps.length, shown + jump);
            expect(canPaintForward(content, shown, next)).toBe(
              next < content.steps.length || content.shape.complete,
            );
            if (!canPaintForward(content, shown, next)) break;
            paintSteps(content, shown, next, forward);
            shown = next;
            const full = new Uint8ClampedArray(size);
            paintCells(content, shown, full);
            expect(forward).toEqual(full);
          }
        },
      ),
    );
  });

  it('paints the gaps and labels between layer panels as paper, and names the knight’s layer', () => {
    const content = walk3dOf(3, 3, 2, 2);
    const out = new Uint8ClampedArray(content.layout.imageWidth * content.layout.imageHeight * 4);
    paintCells(content, content.steps.length, out);
    const { cellAt } = content.layout;
    for (let p = 0; p < cellAt.length; p++) {
      if (cellAt[p]! < 0) expect(pixel(out, p)).toEqual([...PAPER]);
    }
    const last = content.steps[content.steps.length - 1]!;
    expect(knightLayer(content, content.steps.length)).toBe(content.layout.layerAt[last]);
    expect(knightLayer(walkOf(5, 'octaml16', [0, 0]), 3)).toBe(-1);
  });

  it('colours a map’s starts by outcome as the parts arrive', () => {
    const board = createBoard(5);
    const layout = boardLayout(board);
    let map = emptyMap(board, 'aml');
    const out = new Uint8ClampedArray(25 * 4);
    map = withPart(
      map,
      {
        starts: Int32Array.from([0, 12]),
        length: Int32Array.from([25, 9]),
        attempts: Int32Array.from([1, 1]),
      },
      2,
      13,
    );
    paintCells({ kind: 'map', layout, map }, 0, out);
    expect(pixel(out, 0)).toEqual([...outcomeColour({ kind: 'complete', attempts: 1 })]);
    expect(pixel(out, 12)).toEqual([...outcomeColour({ kind: 'failed', reached: 9, squares: 25 })]);
    expect(pixel(out, 1)).toEqual([...boardColour(1, 0)]);
  });
});

describe('the shape of a walk', () => {
  it('knows a tour, a failed walk and a walk that repeats squares apart', () => {
    const layout = createBoard(8);
    const tour = findTour({ n: 8 }).squares;
    expect(walkShape(layout, tour)).toEqual({ simple: true, complete: true, distinct: 64 });
    expect(walkShape(layout, tour.subarray(0, 10))).toEqual({
      simple: true,
      complete: false,
      distinct: 10,
    });
    expect(walkShape(layout, Int32Array.from([0, 17, 0, -1]))).toMatchObject({
      simple: false,
      complete: false,
      distinct: 2,
    });
  });

  it('lists each distinct move of a long repeating walk once, at its first step', () => {
    const layout = createBoard(3, 2);
    // a1 c2 a1 c2 …: (0,1) ↔ (2,0), a million steps.
    const steps = new Int32Array(1_000_000);
    for (let k = 0; k < steps.length; k++) steps[k] = k % 2 ? 2 : 3;
    const { moves } = walkShape(layout, steps);
    const listed: [number, number, number][] = [];
    moves!.forEach((first, i) => {
      if (first) listed.push([Math.floor(i / 8), i % 8, first]);
    });
    // (0,1) → (2,0) is (+2,−1), direction 2; (2,0) → (0,1) is (−2,+1), direction 6.
    expect(listed).toEqual([
      [2, 6, 3],
      [3, 2, 2],
    ]);
  });
});
