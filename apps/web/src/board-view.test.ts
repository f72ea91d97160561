import { findTour } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BoardContent,
  canPaintForward,
  knightLayer,
  paintCells,
  paintSteps,
} from './board-view.js';
import { boardColour, outcomeColour, PAPER, stepColour, UNVISITED } from './colour.js';
import { solve3d } from './core-compat.js';
import { emptyMap, withPart } from './failure-map.js';
import { cellAtPicture, cellsOfPath, layerLayout, picturePath } from './layers.js';

function pixel(out: Uint8ClampedArray, i: number): number[] {
  return [...out.subarray(i * 4, i * 4 + 3)];
}

function walkOf(n: number, algorithm: 'aml' | 'octaml16', start: [number, number]) {
  const tour = findTour({ n, start, algorithm });
  return { kind: 'walk', width: n, height: n, steps: tour.squares } as const;
}

/** A 3-D walk on its layer panels, as the page shows it. */
function walk3dOf(width: number, height: number, depth: number, columns: number) {
  const tour = solve3d({ width, height, depth });
  const board = { width, height, depth };
  const layers = layerLayout(width, height, depth, columns);
  const cells = cellsOfPath(board, tour.path);
  return {
    kind: 'walk',
    width: layers.imageWidth,
    height: layers.imageHeight,
    layers,
    steps: picturePath(layers, cells),
  } as const;
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

  it('marks the squares a failed walk never reached once it is over, not before', () => {
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
  });

  it('paints forward step by step exactly as a full repaint does', () => {
    const walks = [
      walkOf(7, 'aml', [6, 2]),
      walkOf(6, 'octaml16', [1, 1]),
      walk3dOf(3, 3, 3, 2),
      walk3dOf(4, 3, 5, 3),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...walks),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        (content, jumps) => {
          const squares = content.width * content.height;
          const incremental = new Uint8ClampedArray(squares * 4);
          let shown = 0;
          paintCells(content, shown, incremental);
          for (const jump of jumps) {
            const next = Math.min(content.steps.length, shown + (jump % 12));
            if (canPaintForward(content, shown, next)) {
              paintSteps(content, shown, next, incremental);
            } else {
              paintCells(content, next, incremental);
            }
            shown = next;
            const full = new Uint8ClampedArray(squares * 4);
            paintCells(content, shown, full);
            expect(incremental).toEqual(full);
          }
        },
      ),
    );
    // Backwards, or onto the end of a failed walk, needs the full repaint.
    const aml = walks[0]!;
    expect(canPaintForward(aml, 10, 5)).toBe(false);
    expect(canPaintForward(aml, 10, 33)).toBe(false);
    expect(canPaintForward(walks[1]!, 10, 36)).toBe(true);
    expect(canPaintForward(aml, -1, 3)).toBe(false);
  });

  it('paints a 3-D walk on its layer panels: paper around them, dark cells left by a failed walk', () => {
    // 3x3x3 has no tour (its centre cannot be reached): the walk ends with cells left.
    const content = walk3dOf(3, 3, 3, 2);
    const { layers } = content;
    const squares = content.width * content.height;
    expect(content.steps.length).toBeLessThan(27);
    const out = new Uint8ClampedArray(squares * 4);
    paintCells(content, content.steps.length, out);
    const visited = new Set(content.steps);
    let unvisited = 0;
    for (let i = 0; i < squares; i++) {
      const cell = cellAtPicture(layers, i);
      if (!cell) expect(pixel(out, i)).toEqual([...PAPER]);
      else if (!visited.has(i)) {
        expect(pixel(out, i)).toEqual([...UNVISITED]);
        unvisited++;
      }
    }
    expect(unvisited).toBe(27 - content.steps.length);
    // Before the end, unvisited cells keep the board's colour (by x + y + z).
    paintCells(content, 1, out);
    const second = content.steps[1]!;
    expect(pixel(out, second)).toEqual([...boardColour(...cellAtPicture(layers, second)!)]);
    // A complete 3-D walk can be painted forward to its end.
    const complete = walk3dOf(4, 3, 5, 3);
    expect(complete.steps.length).toBe(60);
    expect(canPaintForward(complete, 10, 60)).toBe(true);
    expect(canPaintForward(content, 10, content.steps.length)).toBe(false);
  });

  it('marks the squares a file never reached even when it has as many steps as squares', () => {
    // Nine steps on 3x3, as many as squares, but one square twice and one never.
    const content: BoardContent = {
      kind: 'walk',
      width: 3,
      height: 3,
      steps: Int32Array.from([0, 5, 6, 1, 8, 3, 2, 7, 0]),
    };
    const repeats = { ...content, steps: Int32Array.from([0, 5, 6, 1, 0, 3, 2, 7, 4]) };
    const out = new Uint8ClampedArray(9 * 4);
    paintCells(repeats, 9, out);
    expect(pixel(out, 8)).toEqual([...UNVISITED]);
    expect(canPaintForward(repeats, 3, 9)).toBe(false);
    paintCells(content, 9, out);
    expect(pixel(out, 4)).toEqual([...UNVISITED]);
  });

  it('skips unreadable steps of a file', () => {
    const content: BoardContent = {
      kind: 'walk',
      width: 5,
      height: 5,
      steps: Int32Array.from([0, -1, 7]),
    };
    const out = new Uint8ClampedArray(25 * 4);
    paintCells(content, 3, out);
    expect(pixel(out, 0)).toEqual([...stepColour(1, 3)]);
    expect(pixel(out, 7)).toEqual([...stepColour(3, 3)]);
    expect(pixel(out, 1)).toEqual([...UNVISITED]);
  });

  it('colours a failure map by outcome, leaving starts not yet run as the board', () => {
    let map = emptyMap(5, 5, 'aml');
    map = withPart(
      map,
      {
        starts: Int32Array.from([0, 2]),
        length: Int32Array.from([25, 9]),
        attempts: Uint8Array.from([1, 1]),
      },
      2,
      13,
    );
    const out = new Uint8ClampedArray(25 * 4);
    paintCells({ kind: 'map', map }, 0, out);
    expect(pixel(out, 0)).toEqual([...outcomeColour({ kind: 'complete', attempts: 1 })]);
    expect(pixel(out, 2)).toEqual([...outcomeColour({ kind: 'failed', reached: 9, squares: 25 })]);
    expect(pixel(out, 4)).toEqual([...boardColour(4, 0)]);
  });
});

describe('knightLayer', () => {
  it('names the layer of the last step shown on a 3-D board, -1 before the first and in 2-D', () => {
    const content = walk3dOf(4, 3, 5, 3);
    const board = { width: 4, height: 3, depth: 5 };
    const tour = solve3d(board);
    expect(knightLayer(content, 0)).toBe(-1);
    for (let shown = 1; shown <= tour.path.length; shown++) {
      expect(knightLayer(content, shown)).toBe(tour.path[shown - 1]![2]);
    }
    expect(knightLayer(walkOf(5, 'aml', [0, 0]), 3)).toBe(-1);
    expect(knightLayer({ kind: 'empty', width: 3, height: 3 }, 1)).toBe(-1);
  });
});
