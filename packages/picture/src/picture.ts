import { type Board, boardName, isKnightMove, unitOf } from '@knights-tour/core';
import { type LayerLayout, layerAtPicture, layerLayout, pictureIndex } from './layout.js';
import { palette, Slot, shadeOf } from './palette.js';

/**
 * A walk as a picture takes it: a board and the steps as flat cell indices in core's order,
 * `(z·height + y)·width + x` — core's `Tour` is one, and so is verify's `SquareWalk`.
 * A step that is not a cell of the board (negative, fractional, too large) is kept as a gap:
 * it is not drawn, and no line joins it.
 */
export interface WalkLike {
  readonly board: Board;
  readonly squares: ArrayLike<number>;
}

/** Options of {@link walkPicture}. */
export interface PictureOptions {
  /** Layer panels side by side on a box (default: all in one row); see `chooseColumns`. */
  readonly columns?: number;
}

/**
 * What a picture of a walk shows, on the flat picture of its layout ({@link LayerLayout}:
 * a 2-D board is its own picture; a box is its layers side by side). Flat typed arrays, one
 * entry per picture square, so a 4096 × 4096 board stays a few bytes a square.
 */
export interface Picture {
  readonly layout: LayerLayout;
  /** The picture's size in squares (the layout's `imageWidth × imageHeight`). */
  readonly width: number;
  readonly height: number;
  /** Steps of the walk (step numbers run 1..length). */
  readonly length: number;
  /** Cells of the board. */
  readonly cells: number;
  /** Cells visited at least once. */
  readonly visited: number;
  /** Step number of every picture square, 0 when never visited (the last visit wins). */
  readonly steps: Int32Array;
  /** Palette slot of every picture square: its step's shade, unvisited red, or paper. */
  readonly slots: Uint8Array;
  /** Picture square of every step in order, -1 for a step that is not a cell. */
  readonly order: Int32Array;
  /** Steps (1-based) arriving by a move that is not a knight move, both ends cells. */
  readonly badMoves: Int32Array;
  /** Picture squares visited more than once, each once, in the order first repeated. */
  readonly repeated: Int32Array;
}

/**
 * Lays a walk out as a picture: which step each square shows, its colour (the visit-order
 * ramp, red for cells never visited, paper between layer panels), and what is wrong with the
 * walk (moves that are not knight moves, cells visited twice). Throws `KnightsTourError` for
 * a board core would refuse.
 */
export function walkPicture(walk: WalkLike, options: PictureOptions = {}): Picture {
  const layout = layerLayout(walk.board, options.columns);
  const { width, height, depth, imageWidth, imageHeight } = layout;
  const cells = width * height * depth;
  const length = walk.squares.length;
  const steps = new Int32Array(imageWidth * imageHeight);
  const order = new Int32Array(length);
  const repeated = new Set<number>();
  const badMoves: number[] = [];
  let visited = 0;
  let px = 0;
  let py = 0;
  let pz = 0;
  let previous = -1;
  for (let i = 0; i < length; i++) {
    const cell = walk.squares[i]!;
    if (!(Number.isInteger(cell) && cell >= 0 && cell < cells)) {
      order[i] = -1;
      previous = -1;
      continue;
    }
    const x = cell % width;
    const rest = (cell - x) / width;
    const y = rest % height;
    const z = (rest - y) / height;
    const p = depth === 1 ? cell : pictureIndex(layout, x, y, z);
    if (steps[p] === 0) visited++;
    else repeated.add(p);
    steps[p] = i + 1;
    order[i] = p;
    if (previous >= 0 && !isKnightMove(x - px, y - py, z - pz)) badMoves.push(i + 1);
    [px, py, pz, previous] = [x, y, z, p];
  }
  const slots = new Uint8Array(imageWidth * imageHeight);
  if (depth === 1) slots.fill(Slot.Unvisited);
  else {
    slots.fill(Slot.Paper);
    for (let z = 0; z < depth; z++) {
      for (let y = 0; y < height; y++) {
        const row = pictureIndex(layout, 0, y, z);
        slots.fill(Slot.Unvisited, row, row + width);
      }
    }
  }
  for (let p = 0; p < steps.length; p++) {
    if (steps[p]! > 0) slots[p] = shadeOf(steps[p]!, length);
  }
  return {
    layout,
    width: imageWidth,
    height: imageHeight,
    length,
    cells,
    visited,
    steps,
    slots,
    order,
    badMoves: Int32Array.from(badMoves),
    repeated: Int32Array.from(repeated),
  };
}

/** `all 64 squares visited`, or `33 of 49 squares visited, 16 unvisited (red)`. */
export function coverage(picture: Picture): string {
  const { cells, visited, layout } = picture;
  const unit = unitOf(layout);
  return visited === cells
    ? `all ${cells} ${unit} visited`
    : `${visited} of ${cells} ${unit} visited, ${cells - visited} unvisited (red)`;
}

/**
 * One line saying what the picture shows, for an image's title:
 * `Knight's walk on 8x8: 64 steps, all 64 squares visited`, or on a box
 * `Knight's walk on 4x4x3, layers z = 0..2 left to right: 48 steps, all 48 cells visited`.
 */
export function pictureTitle(picture: Picture): string {
  const { layout } = picture;
  const layers =
    layout.depth === 1
      ? ''
      : `, layers z = 0..${layout.depth - 1} ${layout.columns === layout.depth ? 'left to right' : `in rows of ${layout.columns}`}`;
  return `Knight's walk on ${boardName(layout)}${layers}: ${picture.length} steps, ${coverage(picture)}`;
}

/** Options of {@link pictureColours}. */
export interface ColourOptions {
  /**
   * Show only the first `shown` steps, as a page does while it plays a walk: the squares of
   * later steps and the cells never visited keep the board's colours (light and dark squares),
   * since the walk is not over (also for `shown: 0` on a walk of no steps: the bare board).
   * Default: every step, unvisited cells red.
   */
  readonly shown?: number;
}

/**
 * The picture's colours as RGBA bytes, one pixel per picture square (row by row): what a
 * canvas `ImageData` of `width × height` takes. Pass `out` to reuse a buffer.
 */
export function pictureColours(
  picture: Picture,
  options: ColourOptions = {},
  out: Uint8ClampedArray = new Uint8ClampedArray(picture.width * picture.height * 4),
): Uint8ClampedArray {
  const colours = paletteBytes();
  const put = (p: number, slot: number) => {
    out[p * 4] = colours[slot * 3]!;
    out[p * 4 + 1] = colours[slot * 3 + 1]!;
    out[p * 4 + 2] = colours[slot * 3 + 2]!;
    out[p * 4 + 3] = 255;
  };
  const shown = options.shown ?? picture.length;
  if (shown >= picture.length && !(options.shown === 0 && picture.length === 0)) {
    for (let p = 0; p < picture.slots.length; p++) put(p, picture.slots[p]!);
    return out;
  }
  boardColours(picture.layout, out);
  for (let k = 0; k < Math.max(0, shown); k++) {
    const p = picture.order[k]!;
    if (p >= 0) put(p, shadeOf(k + 1, picture.length));
  }
  return out;
}

/**
 * A layout's bare board as RGBA bytes, one pixel per picture square: light and dark squares
 * (`x + y + z` even: light), paper between panels. What a page shows before a walk, and under
 * the steps not shown yet. Pass `out` to reuse a buffer.
 */
export function boardColours(
  layout: LayerLayout,
  out: Uint8ClampedArray = new Uint8ClampedArray(layout.imageWidth * layout.imageHeight * 4),
): Uint8ClampedArray {
  const colours = paletteBytes();
  const panelWidth = layout.width + 1;
  const panelHeight = layout.height + layout.label;
  const size = layout.imageWidth * layout.imageHeight;
  for (let p = 0; p < size; p++) {
    const z = layerAtPicture(layout, p);
    // The cell's x and y within its panel: panels start every panelWidth columns and
    // panelHeight rows, after the label row.
    const x = (p % layout.imageWidth) % panelWidth;
    const y = (Math.floor(p / layout.imageWidth) % panelHeight) - layout.label;
    const slot = z < 0 ? Slot.Paper : (x + y + z) % 2 === 0 ? Slot.BoardLight : Slot.BoardDark;
    out[p * 4] = colours[slot * 3]!;
    out[p * 4 + 1] = colours[slot * 3 + 1]!;
    out[p * 4 + 2] = colours[slot * 3 + 2]!;
    out[p * 4 + 3] = 255;
  }
  return out;
}

let bytes: Uint8Array | undefined;

/** The palette as 768 bytes (r, g, b per slot), for painting many squares. */
function paletteBytes(): Uint8Array {
  if (!bytes) bytes = Uint8Array.from(palette().flatMap((c) => [...c]));
  return bytes;
}
