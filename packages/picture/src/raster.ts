import { layerAtPicture, panelRects } from './layout.js';
import { palette, type Rgb, Slot, textSlotOver } from './palette.js';
import type { Picture } from './picture.js';

/** What to draw over the coloured squares. Bad moves and repeated cells are always marked. */
export interface Annotations {
  /** The path from square to square (a dot at the start, a ring at the end). */
  readonly lines?: boolean;
  /** Each square's step number. */
  readonly numbers?: boolean;
}

/** A palette image: one byte (a palette slot) per pixel, row by row, and the 256 colours. */
export interface IndexedImage {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
  readonly palette: readonly Rgb[];
}

// 5×7 glyphs (HD44780 style), one byte per row, bit 4 = leftmost pixel: the digits, and
// `z` and `=` for the layer labels.
const GLYPHS: Record<string, readonly number[]> = {
  '0': [0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  '1': [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
  z: [0x00, 0x00, 0x1f, 0x02, 0x04, 0x08, 0x1f],
  '=': [0x00, 0x00, 0x1f, 0x00, 0x1f, 0x00, 0x00],
};

/** Width in pixels of `chars` characters of the 5×7 font at scale 1 (1 px between them). */
function digitsWidth(chars: number): number {
  return 6 * chars - 1;
}

/** Smallest cell (pixels a square) that holds a number of `digits` digits, 2 px margin each side. */
export function minNumberCell(digits: number): number {
  return Math.max(11, digitsWidth(digits) + 4);
}

/** Writes `text` in the 5×7 font at `scale`, top-left at (left, top), in palette slot `ink`. */
function writeText(
  out: IndexedImage,
  text: string,
  left: number,
  top: number,
  scale: number,
  ink: number,
): void {
  for (let d = 0; d < text.length; d++) {
    const glyph = GLYPHS[text[d]!]!;
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

/** Fills every cell with its square's colour: one pixel row per picture row, then copies. */
function fillSquares(picture: Picture, cell: number, pixels: Uint8Array): void {
  const rowWidth = picture.width * cell;
  for (let y = 0; y < picture.height; y++) {
    const top = y * cell * rowWidth;
    for (let x = 0; x < picture.width; x++) {
      pixels.fill(picture.slots[y * picture.width + x]!, top + x * cell, top + (x + 1) * cell);
    }
    for (let r = 1; r < cell; r++) pixels.copyWithin(top + r * rowWidth, top, top + rowWidth);
  }
}

/** `z=3` above each layer panel of a box, when the label row is tall enough for the font. */
function drawLabels(picture: Picture, cell: number, out: IndexedImage): void {
  const scale = Math.floor((cell * 0.5) / 7);
  if (picture.layout.label === 0 || scale < 1) return;
  panelRects(picture.layout).forEach(([left, top], z) => {
    const y = (top - 1) * cell + Math.floor((cell - 7 * scale) / 2);
    writeText(out, `z=${z}`, left * cell + scale, y, scale, Slot.Line);
  });
}

/** Sets every pixel within `radius` of the segment (x0,y0)-(x1,y1) to `slot`. */
function stroke(
  out: IndexedImage,
  [x0, y0]: readonly [number, number],
  [x1, y1]: readonly [number, number],
  radius: number,
  slot: number,
): void {
  const left = Math.max(0, Math.floor(Math.min(x0, x1) - radius));
  const right = Math.min(out.width - 1, Math.ceil(Math.max(x0, x1) + radius));
  const top = Math.max(0, Math.floor(Math.min(y0, y1) - radius));
  const bottom = Math.min(out.height - 1, Math.ceil(Math.max(y0, y1) + radius));
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
      if (ex * ex + ey * ey <= r2) out.pixels[py * out.width + px] = slot;
    }
  }
}

/** A ring of `radius` and `width` around a point, over a halo. */
function ring(
  out: IndexedImage,
  at: [number, number],
  radius: number,
  width: number,
  slot: number,
) {
  stroke(out, at, at, radius + 1, Slot.Halo);
  stroke(out, at, at, radius, slot);
  stroke(out, at, at, Math.max(0, radius - width), Slot.Halo);
}

/**
 * Path lines centre to centre within a layer (a light halo under a dark core, readable on
 * every shade), a dot on both cells of a move between layers, the start as a dot and the end
 * as a ring, so the direction is visible.
 */
function drawLines(picture: Picture, cell: number, out: IndexedImage): void {
  const { order, layout } = picture;
  const centre = pixelCentre(picture, cell);
  const core = Math.max(0.5, cell / 28);
  const halo = core + Math.max(0.75, cell / 24);
  const jumps: number[] = [];
  for (const [radius, slot] of [
    [halo, Slot.Halo],
    [core, Slot.Line],
  ] as const) {
    for (let i = 1; i < order.length; i++) {
      const a = order[i - 1]!;
      const b = order[i]!;
      if (a < 0 || b < 0) continue;
      if (layerAtPicture(layout, a) === layerAtPicture(layout, b))
        stroke(out, centre(a), centre(b), radius, slot);
      else if (slot === Slot.Line) jumps.push(a, b);
    }
  }
  for (const p of jumps) {
    stroke(out, centre(p), centre(p), core * 2 + 1, Slot.Halo);
    stroke(out, centre(p), centre(p), core * 2, Slot.Line);
  }
  let first = 0;
  while (first < order.length && order[first]! < 0) first++;
  let last = order.length - 1;
  while (last >= 0 && order[last]! < 0) last--;
  if (last < 0) return;
  const start = centre(order[first]!);
  stroke(out, start, start, cell * 0.16 + 1, Slot.Halo);
  stroke(out, start, start, cell * 0.16, Slot.Line);
  ring(out, centre(order[last]!), cell * 0.16, core * 2, Slot.Line);
}

/** Bad moves as red segments (red rings on both cells between layers), repeated cells framed red. */
function drawProblems(picture: Picture, cell: number, out: IndexedImage): void {
  const { order, layout } = picture;
  const centre = pixelCentre(picture, cell);
  const width = Math.max(1, cell / 12);
  for (const step of picture.badMoves) {
    const a = order[step - 2]!;
    const b = order[step - 1]!;
    if (layerAtPicture(layout, a) === layerAtPicture(layout, b)) {
      stroke(out, centre(a), centre(b), width + 1, Slot.Halo);
      stroke(out, centre(a), centre(b), width, Slot.Unvisited);
    } else {
      for (const p of [a, b]) ring(out, centre(p), cell * 0.3, width, Slot.Unvisited);
    }
  }
  const frame = Math.max(1, Math.round(cell / 10));
  for (const p of picture.repeated) {
    const left = (p % picture.width) * cell;
    const top = Math.floor(p / picture.width) * cell;
    for (let y = top; y < top + cell; y++) {
      const edge = y < top + frame || y >= top + cell - frame;
      const row = y * out.width + left;
      if (edge) out.pixels.fill(Slot.Unvisited, row, row + cell);
      else {
        out.pixels.fill(Slot.Unvisited, row, row + frame);
        out.pixels.fill(Slot.Unvisited, row + cell - frame, row + cell);
      }
    }
  }
}

/**
 * Step numbers centred in their cells, scaled to the cell, on a box of the cell's own colour
 * when lines are drawn, so that the lines do not run through the digits.
 */
function drawNumbers(picture: Picture, cell: number, out: IndexedImage, boxed: boolean): void {
  const digits = String(Math.max(1, picture.length)).length;
  // As large as fits in 70% of the cell's width and 35% of its height (1 px font at least).
  const scale = Math.max(
    1,
    Math.min(Math.floor((cell * 0.7) / digitsWidth(digits)), Math.floor((cell * 0.35) / 7)),
  );
  const inkOver = new Uint8Array(256);
  for (let slot = 0; slot < 256; slot++) inkOver[slot] = textSlotOver(slot);
  for (let square = 0; square < picture.steps.length; square++) {
    const step = picture.steps[square]!;
    if (step === 0) continue;
    const text = String(step);
    const w = digitsWidth(text.length) * scale;
    const h = 7 * scale;
    const left = (square % picture.width) * cell + Math.floor((cell - w) / 2);
    const top = Math.floor(square / picture.width) * cell + Math.floor((cell - h) / 2);
    const background = picture.slots[square]!;
    if (boxed) {
      for (let y = top - scale; y < top + h + scale; y++) {
        out.pixels.fill(background, y * out.width + left - scale, y * out.width + left + w + scale);
      }
    }
    writeText(out, text, left, top, scale, inkOver[background]!);
  }
}

/** Pixel centre of a picture square at `cell` pixels a square. */
function pixelCentre(picture: Picture, cell: number) {
  return (p: number): [number, number] => [
    ((p % picture.width) + 0.5) * cell,
    (Math.floor(p / picture.width) + 0.5) * cell,
  ];
}

/**
 * Draws a picture as a palette image of `cell` pixels a square: the coloured squares, the
 * layer labels of a box, optional path lines and step numbers, and always the walk's problems
 * (bad moves, repeated cells) in red. What a PNG encoder takes.
 */
export function rasterize(
  picture: Picture,
  cell: number,
  annotations: Annotations = {},
): IndexedImage {
  const width = picture.width * cell;
  const height = picture.height * cell;
  const out: IndexedImage = {
    width,
    height,
    pixels: new Uint8Array(width * height),
    palette: palette(),
  };
  fillSquares(picture, cell, out.pixels);
  drawLabels(picture, cell, out);
  if (annotations.lines) drawLines(picture, cell, out);
  drawProblems(picture, cell, out);
  if (annotations.numbers) drawNumbers(picture, cell, out, annotations.lines === true);
  return out;
}

/** The coloured squares alone at one pixel a square: the picture's own slots, no copy. */
export function squaresImage(picture: Picture): IndexedImage {
  return {
    width: picture.width,
    height: picture.height,
    pixels: picture.slots,
    palette: palette(),
  };
}
