import { type Annotations, digitsWidth } from './layout.js';
import { HALO, LINE, palette, textSlotOver, type WalkImage } from './model.js';

/** A palette image: one byte (palette slot) per pixel, row by row. */
export interface IndexedImage {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
  readonly palette: [number, number, number][];
}

// 5×7 digits (HD44780 style), one byte per row, bit 4 = leftmost pixel.
const FONT: readonly (readonly number[])[] = [
  [0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
  [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
];

/** Fills every cell with its square's colour: one pixel row per board row, then copies. */
function fillSquares(image: WalkImage, cell: number, pixels: Uint8Array): void {
  const rowWidth = image.width * cell;
  for (let y = 0; y < image.height; y++) {
    const top = y * cell * rowWidth;
    for (let x = 0; x < image.width; x++) {
      pixels.fill(image.slots[y * image.width + x]!, top + x * cell, top + (x + 1) * cell);
    }
    for (let r = 1; r < cell; r++) pixels.copyWithin(top + r * rowWidth, top, top + rowWidth);
  }
}

/** Sets every pixel within `radius` of the segment (x0,y0)-(x1,y1) to `slot`. */
function strokeSegment(
  pixels: Uint8Array,
  width: number,
  height: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  radius: number,
  slot: number,
): void {
  const left = Math.max(0, Math.floor(Math.min(x0, x1) - radius));
  const right = Math.min(width - 1, Math.ceil(Math.max(x0, x1) + radius));
  const top = Math.max(0, Math.floor(Math.min(y0, y1) - radius));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(y0, y1) + radius));
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length2 = dx * dx + dy * dy || 1;
  const r2 = radius * radius;
  for (let py = top; py <= bottom; py++) {
    const cy = py + 0.5;
    for (let px = left; px <= right; px++) {
      const cx = px + 0.5;
      // Distance from the pixel centre to the nearest point of the segment.
      const t = Math.max(0, Math.min(1, ((cx - x0) * dx + (cy - y0) * dy) / length2));
      const ex = x0 + t * dx - cx;
      const ey = y0 + t * dy - cy;
      if (ex * ex + ey * ey <= r2) pixels[py * width + px] = slot;
    }
  }
}

/** Path lines centre to centre: a light halo under a dark core, readable on every shade. */
function drawLines(image: WalkImage, cell: number, out: IndexedImage): void {
  const core = Math.max(0.5, cell / 28);
  const halo = core + Math.max(0.75, cell / 24);
  const centre = (square: number): [number, number] => [
    ((square % image.width) + 0.5) * cell,
    (Math.floor(square / image.width) + 0.5) * cell,
  ];
  for (const [radius, slot] of [
    [halo, HALO],
    [core, LINE],
  ] as const) {
    for (let i = 1; i < image.order.length; i++) {
      const [x0, y0] = centre(image.order[i - 1]!);
      const [x1, y1] = centre(image.order[i]!);
      strokeSegment(out.pixels, out.width, out.height, x0, y0, x1, y1, radius, slot);
    }
  }
  if (image.order.length === 0) return;
  // The start is a dot with a halo; the end is a ring, so the direction is visible.
  const [sx, sy] = centre(image.order[0]!);
  strokeSegment(out.pixels, out.width, out.height, sx, sy, sx, sy, cell * 0.16 + 1, HALO);
  strokeSegment(out.pixels, out.width, out.height, sx, sy, sx, sy, cell * 0.16, LINE);
  const [ex, ey] = centre(image.order[image.order.length - 1]!);
  const ring = cell * 0.16;
  strokeSegment(out.pixels, out.width, out.height, ex, ey, ex, ey, ring + 1, HALO);
  strokeSegment(out.pixels, out.width, out.height, ex, ey, ex, ey, ring, LINE);
  strokeSegment(out.pixels, out.width, out.height, ex, ey, ex, ey, ring - core * 2, HALO);
}

/**
 * Step numbers centred in their cells, scaled to the cell, on a box of the cell's own colour so that path lines do not run through the digits.
 */
function drawNumbers(image: WalkImage, cell: number, out: IndexedImage, boxed: boolean): void {
  const digits = String(Math.max(1, image.length)).length;
  // As large as fits in 70% of the cell's width and 35% of its height (1 px font at least).
  const scale = Math.max(
    1,
    Math.min(Math.floor((cell * 0.7) / digitsWidth(digits)), Math.floor((cell * 0.35) / 7)),
  );
  const textOver = new Uint8Array(256);
  for (let slot = 0; slot < 256; slot++) textOver[slot] = textSlotOver(out.palette, slot);
  for (let square = 0; square < image.steps.length; square++) {
    const step = image.steps[square]!;
    if (step === 0) continue;
    const text = String(step);
    const w = digitsWidth(text.length) * scale;
    const h = 7 * scale;
    const left = (square % image.width) * cell + Math.floor((cell - w) / 2);
    const top = Math.floor(square / image.width) * cell + Math.floor((cell - h) / 2);
    const background = image.slots[square]!;
    const ink = textOver[background]!;
    if (boxed) {
      const pad = scale;
      for (let y = top - pad; y < top + h + pad; y++) {
        out.pixels.fill(background, y * out.width + left - pad, y * out.width + left + w + pad);
      }
    }
    for (let d = 0; d < text.length; d++) {
      const glyph = FONT[text.charCodeAt(d) - 48]!;
      const gx = left + d * 6 * scale;
      for (let row = 0; row < 7; row++) {
        const bits = glyph[row]!;
        for (let col = 0; col < 5; col++) {
          if (((bits >> (4 - col)) & 1) === 0) continue;
          for (let sy = 0; sy < scale; sy++) {
            const offset = (top + row * scale + sy) * out.width + gx + col * scale;
            out.pixels.fill(ink, offset, offset + scale);
          }
        }
      }
    }
  }
}

/** Draws a walk as a palette image of `cell` pixels a square, with optional lines and numbers. */
export function rasterize(image: WalkImage, cell: number, annotations: Annotations): IndexedImage {
  const width = image.width * cell;
  const height = image.height * cell;
  const out: IndexedImage = {
    width,
    height,
    pixels: new Uint8Array(width * height),
    palette: palette(),
  };
  fillSquares(image, cell, out.pixels);
  if (annotations.lines) drawLines(image, cell, out);
  if (annotations.numbers) drawNumbers(image, cell, out, annotations.lines);
  return out;
}
