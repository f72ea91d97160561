import type { Annotations } from './layout.js';
import { hex, LINE, palette, textSlotOver, type WalkImage } from './model.js';
import { encodePng } from './png.js';
import { rasterize } from './raster.js';

/**
 * Above this many squares the coloured squares are one embedded PNG of a pixel a square
 * (scaled up without smoothing) instead of vector shapes: that keeps a 1000×1000 board
 * near 150 KB instead of tens of megabytes.
 */
export const MAX_VECTOR_SQUARES = 40_000;

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Squares as one `<path>` per colour, each horizontal run of equal colour one rectangle:
 * a few bytes a square, and no seams between neighbours.
 */
function* vectorSquares(image: WalkImage, colors: readonly (readonly number[])[]) {
  const runs = new Map<number, string[]>();
  for (let y = 0; y < image.height; y++) {
    let x = 0;
    while (x < image.width) {
      const slot = image.slots[y * image.width + x]!;
      let end = x + 1;
      while (end < image.width && image.slots[y * image.width + end] === slot) end++;
      let list = runs.get(slot);
      if (!list) {
        list = [];
        runs.set(slot, list);
      }
      list.push(`M${x} ${y}h${end - x}v1h${x - end}z`);
      x = end;
    }
  }
  for (const slot of [...runs.keys()].sort((a, b) => a - b)) {
    yield `<path fill="${hex(colors[slot]!)}" d="${runs.get(slot)!.join('')}"/>\n`;
  }
}

/** Path lines as one polyline (with a light halo under it), start dot and end ring. */
function* pathLines(image: WalkImage, colors: readonly (readonly number[])[]) {
  if (image.order.length === 0) return;
  const points: string[] = [];
  for (const square of image.order) {
    points.push(`${(square % image.width) + 0.5},${Math.floor(square / image.width) + 0.5}`);
  }
  const ink = hex(colors[LINE]!);
  const all = points.join(' ');
  yield `<g fill="none" stroke-linejoin="round" stroke-linecap="round">\n`;
  yield `<polyline stroke="#ffffff" stroke-width="0.13" points="${all}"/>\n`;
  yield `<polyline stroke="${ink}" stroke-width="0.06" points="${all}"/>\n`;
  const [sx, sy] = points[0]!.split(',');
  const [ex, ey] = points[points.length - 1]!.split(',');
  yield `<circle cx="${sx}" cy="${sy}" r="0.15" fill="${ink}" stroke="#ffffff" stroke-width="0.04"/>\n`;
  yield `<circle cx="${ex}" cy="${ey}" r="0.13" fill="#ffffff" stroke="${ink}" stroke-width="0.06"/>\n`;
  yield '</g>\n';
}

/** Step numbers in the middle of their squares, outlined in the square's colour over the lines. */
function* stepNumbers(image: WalkImage, colors: readonly (readonly number[])[]) {
  const digits = String(Math.max(1, image.length)).length;
  // Sans-serif digits are about 0.6 em wide: fit them in 85% of a square, at most 0.42 high.
  const size = Math.min(0.42, 0.85 / (0.6 * digits));
  yield `<g font-family="Helvetica,Arial,sans-serif" font-size="${size.toFixed(3)}" text-anchor="middle" paint-order="stroke" stroke-width="${(size * 0.3).toFixed(3)}" stroke-linejoin="round">\n`;
  const inks = new Map<number, string>();
  for (let square = 0; square < image.steps.length; square++) {
    const step = image.steps[square]!;
    if (step === 0) continue;
    const slot = image.slots[square]!;
    let ink = inks.get(slot);
    if (ink === undefined) {
      ink = hex(colors[textSlotOver(colors, slot)]!);
      inks.set(slot, ink);
    }
    const x = (square % image.width) + 0.5;
    // 0.35 em below the centre puts the middle of the digits on the centre line.
    const y = Math.floor(square / image.width) + 0.5 + size * 0.35;
    yield `<text x="${x}" y="${y.toFixed(3)}" fill="${ink}" stroke="${hex(colors[slot]!)}">${step}</text>\n`;
  }
  yield '</g>\n';
}

/**
 * The walk as SVG, in pieces. User units are squares (`viewBox` = the board); `cell` sets
 * the displayed size in pixels. Small boards are vector shapes, large ones an embedded PNG.
 */
export function* renderSvg(
  image: WalkImage,
  cell: number,
  annotations: Annotations,
  title: string,
): Generator<string> {
  const colors = palette();
  const { width, height } = image;
  yield `<?xml version="1.0" encoding="UTF-8"?>\n`;
  yield `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width * cell}" height="${height * cell}" viewBox="0 0 ${width} ${height}">\n`;
  yield `<title>${escapeXml(title)}</title>\n`;
  if (width * height <= MAX_VECTOR_SQUARES) {
    yield `<g shape-rendering="crispEdges">\n`;
    yield* vectorSquares(image, colors);
    yield '</g>\n';
  } else {
    const png = encodePng(rasterize(image, 1, { lines: false, numbers: false }));
    yield `<image width="${width}" height="${height}" preserveAspectRatio="none" image-rendering="optimizeSpeed" style="image-rendering:pixelated" xlink:href="data:image/png;base64,`;
    yield Buffer.from(png.buffer, png.byteOffset, png.byteLength).toString('base64');
    yield `"/>\n`;
  }
  if (annotations.lines) yield* pathLines(image, colors);
  if (annotations.numbers) yield* stepNumbers(image, colors);
  yield '</svg>\n';
}
