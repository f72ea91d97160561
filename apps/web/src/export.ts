import {
  formatTour,
  isClosedWalk,
  TOUR_FORMAT,
  type Tour,
  type TourDocument,
  toDocument,
} from '@knights-tour/core';
import { boardColour, hex, stepColour, textColour, UNVISITED } from './colour.js';

/** Boards up to this many squares get step numbers in the SVG. */
export const SVG_NUMBERS_UP_TO = 900;

/**
 * The walk as a standalone SVG (one unit a square): squares coloured by step, squares a
 * failed walk never reached in dark grey, the path as a polyline, the start as a dot and
 * step numbers on boards small enough to read them.
 */
export function tourSvg(width: number, height: number, squares: Int32Array): string {
  const total = width * height;
  const step = new Int32Array(total);
  squares.forEach((s, k) => {
    if (s >= 0 && s < total) step[s] = k + 1;
  });
  const finished = squares.length === total;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.25 -0.25 ${width + 0.5} ${height + 0.5}" width="${Math.min(1600, (width + 0.5) * 40)}">`,
    `<rect x="-0.25" y="-0.25" width="${width + 0.5}" height="${height + 0.5}" fill="#ffffff"/>`,
  ];
  for (let i = 0; i < total; i++) {
    const x = i % width;
    const y = Math.floor(i / width);
    const k = step[i]!;
    const colour = k ? stepColour(k, squares.length) : finished ? boardColour(x, y) : UNVISITED;
    out.push(`<rect x="${x}" y="${y}" width="1" height="1" fill="${hex(colour)}"/>`);
  }
  out.push(
    `<rect x="0" y="0" width="${width}" height="${height}" fill="none" stroke="#222222" stroke-width="0.04"/>`,
  );
  const points: string[] = [];
  for (const s of squares) {
    if (s >= 0 && s < total) points.push(`${(s % width) + 0.5},${Math.floor(s / width) + 0.5}`);
  }
  if (points.length > 1) {
    out.push(
      `<polyline fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="0.14" stroke-linejoin="round" stroke-linecap="round" points="${points.join(' ')}"/>`,
      `<polyline fill="none" stroke="#1b1b1b" stroke-width="0.07" stroke-linejoin="round" stroke-linecap="round" points="${points.join(' ')}"/>`,
    );
  }
  if (points.length > 0) {
    const [sx, sy] = points[0]!.split(',');
    out.push(`<circle cx="${sx}" cy="${sy}" r="0.16" fill="#000000"/>`);
  }
  if (total <= SVG_NUMBERS_UP_TO) {
    const digits = String(squares.length).length;
    const size = Math.min(0.42, 0.85 / (0.6 * digits));
    out.push(
      `<g font-family="system-ui,sans-serif" font-size="${size.toFixed(3)}" text-anchor="middle" dominant-baseline="central">`,
    );
    for (let i = 0; i < total; i++) {
      const k = step[i]!;
      if (!k) continue;
      const fill = textColour(stepColour(k, squares.length));
      out.push(
        `<text x="${(i % width) + 0.5}" y="${Math.floor(i / width) + 0.5}" fill="${fill}">${k}</text>`,
      );
    }
    out.push('</g>');
  }
  out.push('</svg>\n');
  return out.join('\n');
}

/** The SPEC §9 document of a walk read from a file (what the file says of itself is recomputed). */
export function importedTour(width: number, height: number, squares: Int32Array): Tour {
  const complete = squares.length === width * height;
  return {
    format: TOUR_FORMAT,
    width,
    height,
    algorithm: 'imported',
    start: [squares[0]! % width, Math.floor(squares[0]! / width)],
    complete,
    closed: complete && isClosedWalk({ width, height }, squares),
    attempts: 0,
    squares,
  };
}

/** The tour as the JSON document every knights-tour tool reads. */
export function tourDocumentText(tour: Tour): string {
  const document: TourDocument = toDocument(tour);
  return [...formatTour(document, 'json')].join('');
}

/** Default file name of an export: `knights-tour-8x8-aml-0-0.svg`. */
export function exportName(
  tour: Pick<Tour, 'width' | 'height' | 'algorithm' | 'start'>,
  extension: string,
): string {
  return `knights-tour-${tour.width}x${tour.height}-${tour.algorithm}-${tour.start[0]}-${tour.start[1]}.${extension}`;
}
