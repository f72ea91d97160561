import type { IndexedLayout } from '@knights-tour/picture';

// What the layers of the board's drawing share: where the board lies and which squares are
// in view, the sizes from which each layer is readable, and the marks on one square.

/** Cell size (CSS px) from which grid lines, path lines and step numbers are drawn. */
export const GRID_FROM = 10;
export const LINES_FROM = 6;
export const NUMBERS_FROM = 18;

/** The page's accent: the knight's layer, where a move between layers left, the legal moves. */
export const ACCENT = '#0b5fff';

/** Where the board lies on a canvas: pixels per square and the picture's top-left corner. */
export interface Placement {
  readonly scale: number;
  readonly left: number;
  readonly top: number;
}

/** The placement and the squares in view: what every layer of the drawing needs. */
export interface Frame {
  readonly layout: IndexedLayout;
  readonly scale: number;
  readonly left: number;
  readonly top: number;
  /** Columns `x0..x1 − 1` and rows `y0..y1 − 1` of the picture are in view. */
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The centre of picture square `i` on the canvas: its x. */
export const cx = (f: Frame, i: number) => f.left + ((i % f.layout.imageWidth) + 0.5) * f.scale;
/** The centre of picture square `i` on the canvas: its y. */
export const cy = (f: Frame, i: number) =>
  f.top + (Math.floor(i / f.layout.imageWidth) + 0.5) * f.scale;

/** A frame just inside a square (on squares too small for a frame, the square filled). */
export function frameSquare(
  ctx: CanvasRenderingContext2D,
  f: Frame,
  square: number,
  colour: string,
) {
  const { scale, left, top } = f;
  const width = f.layout.imageWidth;
  const line = Math.max(2, scale * 0.1);
  const x = left + (square % width) * scale;
  const y = top + Math.floor(square / width) * scale;
  if (scale - line - 2 < 3) {
    ctx.fillStyle = colour;
    ctx.fillRect(x, y, Math.max(2, scale), Math.max(2, scale));
    return;
  }
  ctx.lineWidth = line;
  ctx.strokeStyle = colour;
  ctx.strokeRect(x + line / 2 + 1, y + line / 2 + 1, scale - line - 2, scale - line - 2);
}

/** A ring around a square's centre, on a white halo. */
export function ring(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  scale: number,
  colour: string,
  dashed = false,
) {
  const dash = dashed ? [Math.max(3, scale * 0.16), Math.max(2, scale * 0.1)] : [];
  ctx.setLineDash([]);
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = Math.max(3, scale * 0.12);
  ctx.beginPath();
  ctx.arc(x, y, Math.max(4, scale * 0.34), 0, 2 * Math.PI);
  ctx.stroke();
  ctx.setLineDash(dash);
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1.5, scale * (dashed ? 0.08 : 0.06));
  ctx.stroke();
  ctx.setLineDash([]);
}
