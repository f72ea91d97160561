import { layerAtPicture, panelRects } from './layout.js';
import { hex, palette, Slot, textSlotOver, UNVISITED_COLOUR } from './palette.js';
import {
  type Picture,
  type PictureOptions,
  pictureTitle,
  type WalkLike,
  walkPicture,
} from './picture.js';
import { type Annotations, type IndexedImage, squaresImage } from './raster.js';

/**
 * Above this many picture squares the squares are one embedded PNG of a pixel a square
 * (scaled up without smoothing) instead of vector shapes, when the caller can encode PNGs
 * ({@link SvgOptions.encodePng}): a 1000 × 1000 board stays near 150 KB instead of tens of MB.
 */
const MAX_VECTOR_SQUARES = 40_000;

/** Options of {@link svgChunks} and {@link pictureSvg}. */
export interface SvgOptions extends Annotations {
  /** Displayed pixels a square (the `width`/`height` attributes); default 48, less on large boards. */
  readonly cell?: number;
  /** The `<title>`; default {@link pictureTitle}. */
  readonly title?: string;
  /**
   * Encodes a palette image as PNG bytes. Given, pictures of more than
   * 40,000 squares embed their squares as one PNG; without it they are
   * always vector shapes (this package has no PNG encoder of its own).
   */
  readonly encodePng?: (image: IndexedImage) => Uint8Array;
}

/** Default cell: 48 px a square, less on large boards so that the image stays near 2048 px. */
function defaultCell(picture: Picture): number {
  return Math.max(1, Math.min(48, Math.floor(2048 / Math.max(picture.width, picture.height))));
}

const INK = hex(palette()[Slot.Line]!);
const HALO = hex(palette()[Slot.Halo]!);

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Centre of a picture square, in user units (one a square). */
function centre(picture: Picture, p: number): [number, number] {
  return [(p % picture.width) + 0.5, Math.floor(p / picture.width) + 0.5];
}

/**
 * Squares as one `<path>` per colour, each horizontal run of equal colour one rectangle:
 * a few bytes a square, and no seams between neighbours.
 */
function* vectorSquares(picture: Picture): Generator<string> {
  const colours = palette();
  const runs = new Map<number, string[]>();
  const { width, height, slots } = picture;
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      const slot = slots[y * width + x]!;
      let end = x + 1;
      while (end < width && slots[y * width + end] === slot) end++;
      let list = runs.get(slot);
      if (!list) {
        list = [];
        runs.set(slot, list);
      }
      list.push(`M${x} ${y}h${end - x}v1h${x - end}z`);
      x = end;
    }
  }
  yield `<g shape-rendering="crispEdges">\n`;
  for (const slot of [...runs.keys()].sort((a, b) => a - b)) {
    yield `<path fill="${hex(colours[slot]!)}" d="${runs.get(slot)!.join('')}"/>\n`;
  }
  yield '</g>\n';
}

/** Base64 of bytes, in pieces (no `Buffer` or `btoa`: this runs anywhere). */
function* base64(bytes: Uint8Array): Generator<string> {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const piece = 3 * 16_384;
  for (let start = 0; start < bytes.length; start += piece) {
    const end = Math.min(bytes.length, start + piece);
    let text = '';
    for (let i = start; i < end; i += 3) {
      const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
      text += abc[(n >> 18) & 63]! + abc[(n >> 12) & 63]!;
      text += i + 1 < end ? abc[(n >> 6) & 63]! : '=';
      text += i + 2 < end ? abc[n & 63]! : '=';
    }
    yield text;
  }
}

/** The layer panels of a box: a frame each and a `z = …` label above it. */
function* panels(picture: Picture): Generator<string> {
  if (picture.layout.depth === 1) return;
  const rects = panelRects(picture.layout);
  yield `<g fill="none" stroke="#222222" stroke-width="0.04">\n`;
  for (const [x, y, w, h] of rects) yield `<rect x="${x}" y="${y}" width="${w}" height="${h}"/>\n`;
  yield '</g>\n';
  yield `<g font-family="Helvetica,Arial,sans-serif" font-size="0.6" fill="#444444">\n`;
  for (const [z, [x, y]] of rects.entries())
    yield `<text x="${x}" y="${y - 0.25}">z = ${z}</text>\n`;
  yield '</g>\n';
}

/**
 * Path lines as polylines, one per run of moves within a layer (a light halo under each), a
 * dot on both cells of a move between layers, the start as a dot and the end as a ring.
 */
function* pathLines(picture: Picture): Generator<string> {
  const { order, layout } = picture;
  const runs: string[][] = [];
  const jumps: number[] = [];
  let previous = -1;
  for (const p of order) {
    if (p < 0) {
      previous = -1;
      continue;
    }
    const point = centre(picture, p).join(',');
    if (previous >= 0 && layerAtPicture(layout, previous) === layerAtPicture(layout, p)) {
      runs[runs.length - 1]!.push(point);
    } else {
      if (previous >= 0) jumps.push(previous, p);
      runs.push([point]);
    }
    previous = p;
  }
  if (runs.length === 0) return;
  yield `<g fill="none" stroke-linejoin="round" stroke-linecap="round">\n`;
  for (const [stroke, width] of [
    [HALO, 0.13],
    [INK, 0.06],
  ] as const) {
    for (const run of runs) {
      if (run.length > 1) {
        yield `<polyline stroke="${stroke}" stroke-width="${width}" points="${run.join(' ')}"/>\n`;
      }
    }
  }
  yield '</g>\n';
  if (jumps.length > 0) {
    yield `<g fill="${INK}" stroke="${HALO}" stroke-width="0.03">\n`;
    for (const p of jumps) {
      const [x, y] = centre(picture, p);
      yield `<circle cx="${x}" cy="${y}" r="0.08"/>\n`;
    }
    yield '</g>\n';
  }
  const [sx, sy] = runs[0]![0]!.split(',');
  const [ex, ey] = runs[runs.length - 1]!.at(-1)!.split(',');
  yield `<circle cx="${sx}" cy="${sy}" r="0.15" fill="${INK}" stroke="${HALO}" stroke-width="0.04"/>\n`;
  yield `<circle cx="${ex}" cy="${ey}" r="0.13" fill="${HALO}" stroke="${INK}" stroke-width="0.06"/>\n`;
}

/**
 * The walk's problems in red, always drawn: a move that is not a knight move as a dashed
 * segment (red rings on both cells when it leaves its layer), a cell visited twice framed.
 */
function* problems(picture: Picture): Generator<string> {
  const { order, layout, badMoves, repeated } = picture;
  if (badMoves.length > 0) {
    yield `<g fill="none" stroke="${UNVISITED_COLOUR}" stroke-width="0.1" stroke-linecap="round">\n`;
    for (const step of badMoves) {
      const a = order[step - 2]!;
      const b = order[step - 1]!;
      const [x1, y1] = centre(picture, a);
      const [x2, y2] = centre(picture, b);
      if (layerAtPicture(layout, a) === layerAtPicture(layout, b)) {
        yield `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke-dasharray="0.2 0.15"/>\n`;
      } else {
        yield `<circle cx="${x1}" cy="${y1}" r="0.3"/>\n<circle cx="${x2}" cy="${y2}" r="0.3"/>\n`;
      }
    }
    yield '</g>\n';
  }
  if (repeated.length > 0) {
    yield `<g fill="none" stroke="${UNVISITED_COLOUR}" stroke-width="0.1">\n`;
    for (const p of repeated) {
      yield `<rect x="${(p % picture.width) + 0.05}" y="${Math.floor(p / picture.width) + 0.05}" width="0.9" height="0.9"/>\n`;
    }
    yield '</g>\n';
  }
}

/** Step numbers in the middle of their squares, outlined in the square's colour over the lines. */
function* stepNumbers(picture: Picture): Generator<string> {
  const colours = palette();
  const digits = String(Math.max(1, picture.length)).length;
  // Sans-serif digits are about 0.6 em wide: fit them in 85% of a square, at most 0.42 high.
  const size = Math.min(0.42, 0.85 / (0.6 * digits));
  yield `<g font-family="Helvetica,Arial,sans-serif" font-size="${size.toFixed(3)}" text-anchor="middle" paint-order="stroke" stroke-width="${(size * 0.3).toFixed(3)}" stroke-linejoin="round">\n`;
  for (let p = 0; p < picture.steps.length; p++) {
    const step = picture.steps[p]!;
    if (step === 0) continue;
    const slot = picture.slots[p]!;
    const [x, cy] = centre(picture, p);
    // 0.35 em below the centre puts the middle of the digits on the centre line.
    const y = cy + size * 0.35;
    yield `<text x="${x}" y="${y.toFixed(3)}" fill="${hex(colours[textSlotOver(slot)]!)}" stroke="${hex(colours[slot]!)}">${step}</text>\n`;
  }
  yield '</g>\n';
}

/**
 * The picture as SVG text, in pieces (for streaming a large picture to a file). User units
 * are squares (`viewBox` = the picture); `cell` sets the displayed size in pixels.
 */
export function* svgChunks(picture: Picture, options: SvgOptions = {}): Generator<string> {
  const cell = options.cell ?? defaultCell(picture);
  const { width, height } = picture;
  yield `<?xml version="1.0" encoding="UTF-8"?>\n`;
  yield `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width * cell}" height="${height * cell}" viewBox="0 0 ${width} ${height}">\n`;
  yield `<title>${escapeXml(options.title ?? pictureTitle(picture))}</title>\n`;
  if (width * height <= MAX_VECTOR_SQUARES || !options.encodePng) yield* vectorSquares(picture);
  else {
    yield `<image width="${width}" height="${height}" preserveAspectRatio="none" image-rendering="optimizeSpeed" style="image-rendering:pixelated" xlink:href="data:image/png;base64,`;
    yield* base64(options.encodePng(squaresImage(picture)));
    yield `"/>\n`;
  }
  yield* panels(picture);
  if (options.lines) yield* pathLines(picture);
  yield* problems(picture);
  if (options.numbers) yield* stepNumbers(picture);
  yield '</svg>\n';
}

/** The picture as one SVG string. */
export function pictureSvg(picture: Picture, options: SvgOptions = {}): string {
  return [...svgChunks(picture, options)].join('');
}

/**
 * A walk straight to SVG: {@link walkPicture} then {@link pictureSvg}. What a page's
 * "export SVG" button needs: `tourSvg(tour, { lines: true, numbers: cells <= 900 })`.
 */
export function tourSvg(walk: WalkLike, options: SvgOptions & PictureOptions = {}): string {
  return pictureSvg(walkPicture(walk, options), options);
}
