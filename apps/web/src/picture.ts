import { type Board, cellAt, cellCount } from '@knights-tour/core';
import { boardColour, PAPER } from './colour.js';

/**
 * Where each cell of a board lies on the flat picture the canvas draws, computed once per
 * board and column count. A 2-D board is its own picture (picture index = cell index). A box
 * is drawn as one panel per layer `z = 0..depth−1` (docs/three-d.md: the CLI's render puts
 * them side by side too), left to right then top to bottom in `columns` columns, a column of
 * gap between panels and a row above each row of panels for its `z = …` label.
 *
 * Everything the drawing asks per square (which cell, which layer, which colour) is a lookup
 * in these arrays, never a call back into layout arithmetic.
 */
export interface Picture {
  readonly board: Board;
  readonly columns: number;
  readonly rows: number;
  /** Picture size in squares. */
  readonly width: number;
  readonly height: number;
  /** Flat cell index (core's `cellIndex`) of each picture square; -1 for gaps and labels. */
  readonly cellAt: Int32Array;
  /** Picture index of each flat cell. */
  readonly pictureOf: Int32Array;
  /** Layer of each picture square; -1 for gaps and labels (0 everywhere on a 2-D board). */
  readonly layerAt: Int32Array;
  /** Each layer's panel `[left, top, width, height]` in picture squares, layer 0 first. */
  readonly panels: readonly (readonly [number, number, number, number])[];
  /** RGBA of every picture square before any step: the checker pattern, paper around panels. */
  readonly base: Uint8ClampedArray;
}

/** Squares between two panels side by side, and above each row of panels (the label). */
const GAP = 1;
const LABEL = 1;

export function createPicture(board: Board, columns = 1): Picture {
  const { width: w, height: h, depth } = board;
  const flat = depth === 1;
  const c = flat ? 1 : Math.max(1, Math.min(depth, Math.floor(columns)));
  const rows = Math.ceil(depth / c);
  const label = flat ? 0 : LABEL;
  const width = c * (w + GAP) - GAP;
  const height = rows * (h + label);
  const size = width * height;
  const cellAtPicture = new Int32Array(size).fill(-1);
  const layerAt = new Int32Array(size).fill(-1);
  const pictureOf = new Int32Array(cellCount(board));
  const panels: [number, number, number, number][] = [];
  for (let z = 0; z < depth; z++) {
    const column = z % c;
    const left = column * (w + GAP);
    const top = ((z - column) / c) * (h + label) + label;
    panels.push([left, top, w, h]);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const p = (top + y) * width + left + x;
        const cell = (z * h + y) * w + x;
        cellAtPicture[p] = cell;
        layerAt[p] = z;
        pictureOf[cell] = p;
      }
    }
  }
  const base = new Uint8ClampedArray(size * 4);
  for (let p = 0; p < size; p++) {
    const cell = cellAtPicture[p]!;
    const [x, y, z = 0] = cell < 0 ? [] : cellAt(board, cell);
    const [r, g, b] = cell < 0 ? PAPER : boardColour(x!, y!, z);
    base[p * 4] = r;
    base[p * 4 + 1] = g;
    base[p * 4 + 2] = b;
    base[p * 4 + 3] = 255;
  }
  return {
    board,
    columns: c,
    rows,
    width,
    height,
    cellAt: cellAtPicture,
    pictureOf,
    layerAt,
    panels,
    base,
  };
}

/**
 * The columns of layer panels that give the largest cells in a `viewWidth × viewHeight`
 * area: one row when the layers fit side by side, more rows when the board is wide. Ties go
 * to fewer rows. A 2-D board has one.
 */
export function chooseColumns(board: Board, viewWidth: number, viewHeight: number): number {
  const { width: w, height: h, depth } = board;
  if (depth === 1) return 1;
  let best = 1;
  let bestScale = -1;
  for (let c = depth; c >= 1; c--) {
    const width = c * (w + GAP) - GAP;
    const height = Math.ceil(depth / c) * (h + LABEL);
    const scale = Math.min(viewWidth / width, viewHeight / height);
    if (scale > bestScale + 1e-9) {
      best = c;
      bestScale = scale;
    }
  }
  return best;
}

/**
 * A walk of flat cell indices as picture indices; -1 (a step that is no cell) stays -1. On a
 * 2-D board the picture is the board, so the walk itself is returned.
 */
export function picturePath(picture: Picture, cells: Int32Array): Int32Array {
  if (picture.board.depth === 1) return cells;
  const out = new Int32Array(cells.length);
  const { pictureOf } = picture;
  for (let k = 0; k < cells.length; k++) {
    const c = cells[k]!;
    out[k] = c >= 0 && c < pictureOf.length ? pictureOf[c]! : -1;
  }
  return out;
}
