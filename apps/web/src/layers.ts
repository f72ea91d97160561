import { cellIndex } from '@knights-tour/core';
import { boardColour, PAPER, type Rgb } from './colour.js';
import { type Board3d, type Cell, cellAt } from './core-compat.js';

/**
 * How the layers `z = 0..depth−1` of a `width × height × depth` board lie on one flat
 * picture (docs/three-d.md: the CLI's render puts them side by side too): one panel per
 * layer, left to right then top to bottom in `columns` columns, a column of gap between
 * panels and a row above each row of panels for its `z = …` label. The 2-D drawing code
 * draws that picture as a board of `imageWidth × imageHeight` squares; the layout says which
 * of them are cells.
 */
export interface LayerLayout {
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly columns: number;
  readonly rows: number;
  readonly imageWidth: number;
  readonly imageHeight: number;
}

/** Squares between two panels side by side, and above each row of panels (the label). */
const GAP = 1;
const LABEL = 1;

export function layerLayout(
  width: number,
  height: number,
  depth: number,
  columns: number,
): LayerLayout {
  const c = Math.max(1, Math.min(depth, Math.floor(columns)));
  const rows = Math.ceil(depth / c);
  return {
    width,
    height,
    depth,
    columns: c,
    rows,
    imageWidth: c * (width + GAP) - GAP,
    imageHeight: rows * (height + LABEL),
  };
}

/**
 * The columns that give the largest cells in a `viewWidth × viewHeight` area: one row when
 * the layers fit side by side, more rows when the board is wide. Ties go to fewer rows.
 */
export function chooseColumns(
  width: number,
  height: number,
  depth: number,
  viewWidth: number,
  viewHeight: number,
): number {
  let best = 1;
  let bestScale = -1;
  for (let c = depth; c >= 1; c--) {
    const { imageWidth, imageHeight } = layerLayout(width, height, depth, c);
    const scale = Math.min(viewWidth / imageWidth, viewHeight / imageHeight);
    if (scale > bestScale + 1e-9) {
      best = c;
      bestScale = scale;
    }
  }
  return best;
}

/** Picture column and row of the top-left cell of layer `z`'s panel. */
export function panelOrigin(layout: LayerLayout, z: number): [number, number] {
  const column = z % layout.columns;
  const row = (z - column) / layout.columns;
  return [column * (layout.width + GAP), row * (layout.height + LABEL) + LABEL];
}

/** Picture index (`row · imageWidth + column`) of cell `(x, y, z)`. */
export function pictureIndex(layout: LayerLayout, x: number, y: number, z: number): number {
  const [left, top] = panelOrigin(layout, z);
  return (top + y) * layout.imageWidth + left + x;
}

/** The cell `[x, y, z]` at a picture index, or undefined for a gap or a label. */
export function cellAtPicture(
  layout: LayerLayout,
  index: number,
): [number, number, number] | undefined {
  const z = layerAtPicture(layout, index);
  if (z < 0) return undefined;
  const [left, top] = panelOrigin(layout, z);
  const px = index % layout.imageWidth;
  return [px - left, (index - px) / layout.imageWidth - top, z];
}

/**
 * The layer of a picture index, or -1 for a gap or a label. Plain arithmetic, no tuple:
 * the drawing asks it for every move of the path on every frame.
 */
export function layerAtPicture(layout: LayerLayout, index: number): number {
  const { width, height, depth, columns, imageWidth, imageHeight } = layout;
  if (!(index >= 0 && index < imageWidth * imageHeight)) return -1;
  const px = index % imageWidth;
  const py = (index - px) / imageWidth;
  const column = Math.floor(px / (width + GAP));
  const row = Math.floor(py / (height + LABEL));
  const z = row * columns + column;
  const inPanel = px - column * (width + GAP) < width && py - row * (height + LABEL) >= LABEL;
  return inPanel && z < depth ? z : -1;
}

/** A 3-D path of cells `[x, y, z]` as flat cell indices (core's order): the page's compact form. */
export function cellsOfPath(board: Board3d, path: readonly Cell[]): Int32Array {
  return Int32Array.from(path, ([x, y, z]) => cellIndex(board, x, y, z));
}

/**
 * The steps of a 3-D walk, given as flat cell indices `(z·height + y)·width + x` (core's
 * order), as picture indices; -1 stays -1 (a step that is not a cell).
 */
export function picturePath(layout: LayerLayout, cells: ArrayLike<number>): Int32Array {
  const out = new Int32Array(cells.length);
  for (let k = 0; k < cells.length; k++) {
    const c = cells[k]!;
    out[k] = c < 0 ? -1 : pictureIndex(layout, ...cellAt(layout, c));
  }
  return out;
}

/** The panels as picture rectangles `[left, top, width, height]`, layer 0 first. */
export function panelRects(layout: LayerLayout): [number, number, number, number][] {
  return Array.from({ length: layout.depth }, (_, z) => [
    ...panelOrigin(layout, z),
    layout.width,
    layout.height,
  ]) as [number, number, number, number][];
}

/**
 * Colour of picture square `i` before any step: the board's checker pattern (of its cell on
 * a 3-D board), paper between and above the layer panels.
 */
export function baseColour(i: number, imageWidth: number, layers?: LayerLayout): Rgb {
  if (!layers) return boardColour(i % imageWidth, Math.floor(i / imageWidth));
  const cell = cellAtPicture(layers, i);
  return cell ? boardColour(...cell) : PAPER;
}

/** True when a move between picture squares `a` and `b` stays in one panel (always in 2-D). */
export function sameLayer(layers: LayerLayout | undefined, a: number, b: number): boolean {
  return !layers || layerAtPicture(layers, a) === layerAtPicture(layers, b);
}
