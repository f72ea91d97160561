import { type BoardLike, checkBoard } from '@knights-tour/core';

/**
 * Where the layers `z = 0..depth−1` of a board lie on one flat picture of squares: one panel
 * per layer, left to right then top to bottom in `columns` columns, a column of paper between
 * panels side by side and, on a box, a row above each row of panels for its `z = …` label. A
 * 2-D board is one panel with no label row: its picture is the board itself.
 */
export interface LayerLayout {
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  /** Panels side by side. */
  readonly columns: number;
  /** Rows of panels. */
  readonly rows: number;
  /** The picture's width in squares. */
  readonly imageWidth: number;
  /** The picture's height in squares. */
  readonly imageHeight: number;
  /** Rows above each row of panels for the labels: 1 on a box, 0 on a 2-D board. */
  readonly label: number;
}

/** Squares of paper between two panels side by side. */
const GAP = 1;

/**
 * The layout of a board's layers in `columns` columns (default: all in one row). Throws
 * `KnightsTourError` for a board core would refuse.
 */
export function layerLayout(board: BoardLike, columns?: number): LayerLayout {
  const { width, height, depth } = checkBoard(board);
  const c = Math.max(1, Math.min(depth, Math.floor(columns ?? depth)));
  const rows = Math.ceil(depth / c);
  const label = depth > 1 ? 1 : 0;
  return {
    width,
    height,
    depth,
    columns: c,
    rows,
    imageWidth: c * (width + GAP) - GAP,
    imageHeight: rows * (height + label),
    label,
  };
}

/**
 * The columns that give the largest squares in a `viewWidth × viewHeight` area: one row when
 * the layers fit side by side, more rows when the board is wide. Ties go to fewer rows.
 */
export function chooseColumns(board: BoardLike, viewWidth: number, viewHeight: number): number {
  const { depth } = checkBoard(board);
  let best = 1;
  let bestScale = -1;
  for (let c = depth; c >= 1; c--) {
    const { imageWidth, imageHeight } = layerLayout(board, c);
    const scale = Math.min(viewWidth / imageWidth, viewHeight / imageHeight);
    if (scale > bestScale + 1e-9) {
      best = c;
      bestScale = scale;
    }
  }
  return best;
}

/** Picture column and row of the top-left cell of layer `z`'s panel. */
export function panelOrigin(layout: LayerLayout, z: number): [left: number, top: number] {
  const column = z % layout.columns;
  const row = (z - column) / layout.columns;
  return [column * (layout.width + GAP), row * (layout.height + layout.label) + layout.label];
}

/** The panels as picture rectangles `[left, top, width, height]`, layer 0 first. */
export function panelRects(layout: LayerLayout): [number, number, number, number][] {
  return Array.from({ length: layout.depth }, (_, z) => {
    const [left, top] = panelOrigin(layout, z);
    return [left, top, layout.width, layout.height];
  });
}

/** Picture index (`row · imageWidth + column`) of cell `(x, y, z)`. */
export function pictureIndex(layout: LayerLayout, x: number, y: number, z = 0): number {
  const [left, top] = panelOrigin(layout, z);
  return (top + y) * layout.imageWidth + left + x;
}

/**
 * The layer of a picture index, or -1 for paper (a gap or a label). Plain arithmetic, no
 * tuple: a drawing asks it for every move of a walk.
 */
export function layerAtPicture(layout: LayerLayout, index: number): number {
  const { width, height, depth, columns, imageWidth, imageHeight, label } = layout;
  if (!(Number.isInteger(index) && index >= 0 && index < imageWidth * imageHeight)) return -1;
  const px = index % imageWidth;
  const py = (index - px) / imageWidth;
  const column = Math.floor(px / (width + GAP));
  const row = Math.floor(py / (height + label));
  const z = row * columns + column;
  const inPanel = px - column * (width + GAP) < width && py - row * (height + label) >= label;
  return inPanel && z < depth ? z : -1;
}

/** The cell `[x, y, z]` at a picture index, or undefined for paper. */
export function cellAtPicture(
  layout: LayerLayout,
  index: number,
): [x: number, y: number, z: number] | undefined {
  const z = layerAtPicture(layout, index);
  if (z < 0) return undefined;
  const [left, top] = panelOrigin(layout, z);
  const px = index % layout.imageWidth;
  return [px - left, (index - px) / layout.imageWidth - top, z];
}

/**
 * A layout with its lookups, worked out once for every square of the picture: what a page
 * asks for each square it draws, clicks or names (which cell, which layer), answered by an
 * array read instead of layout arithmetic.
 */
export interface IndexedLayout extends LayerLayout {
  /** Flat cell index (core's `cellIndex`) of each picture square; -1 for paper. */
  readonly cellAt: Int32Array;
  /** Picture square of each flat cell. */
  readonly pictureOf: Int32Array;
  /** Layer of each picture square; -1 for paper (0 everywhere on a 2-D board). */
  readonly layerAt: Int32Array;
}

/** The lookups of a layout ({@link IndexedLayout}). */
export function indexLayout(layout: LayerLayout): IndexedLayout {
  const { width, height, depth, imageWidth, imageHeight } = layout;
  const size = imageWidth * imageHeight;
  const cellAt = new Int32Array(size).fill(-1);
  const layerAt = new Int32Array(size).fill(-1);
  const pictureOf = new Int32Array(width * height * depth);
  for (let z = 0; z < depth; z++) {
    const [left, top] = panelOrigin(layout, z);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = (top + y) * imageWidth + left + x;
        const cell = (z * height + y) * width + x;
        cellAt[p] = cell;
        layerAt[p] = z;
        pictureOf[cell] = p;
      }
    }
  }
  return { ...layout, cellAt, pictureOf, layerAt };
}
