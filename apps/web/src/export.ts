import {
  cellCount,
  formatTour,
  isClosedWalk,
  TOUR_FORMAT,
  type Tour,
  type TourDocument,
  toDocument,
} from '@knights-tour/core';
import { hex, stepColour, textColour, UNVISITED } from './colour.js';
import {
  cellAt,
  formatTour3d,
  type Heuristic3dName,
  isClosedWalk3d,
  type Tour3dDocument,
} from './core-compat.js';
import {
  baseColour,
  cellAtPicture,
  type LayerLayout,
  panelRects,
  picturePath,
  sameLayer,
} from './layers.js';
import { boardName } from './state.js';

/** Boards up to this many squares get step numbers in the SVG. */
export const SVG_NUMBERS_UP_TO = 900;
/** 3-D boards up to this many cells get a dot on both cells of each move between layers. */
const SVG_JUMPS_UP_TO = 8000;

/**
 * The walk as a standalone SVG (one unit a square): squares coloured by step, squares a
 * failed walk never reached in dark grey, the path as polylines, the start as a dot and
 * step numbers on boards small enough to read them. With `layers`, `width × height` is the
 * picture of a 3-D board's layer panels and `squares` are picture indices: the panels are
 * drawn with their `z = …` labels, lines join only moves within a layer, and a move between
 * layers gets a small dot on each of its cells.
 */
export function tourSvg(
  width: number,
  height: number,
  squares: Int32Array,
  layers?: LayerLayout,
): string {
  const total = width * height;
  const cells = layers ? cellCount(layers) : total;
  const step = new Int32Array(total);
  squares.forEach((s, k) => {
    if (s >= 0 && s < total) step[s] = k + 1;
  });
  const finished = squares.length === cells;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.25 -0.25 ${width + 0.5} ${height + 0.5}" width="${Math.min(1600, (width + 0.5) * 40)}">`,
    `<rect x="-0.25" y="-0.25" width="${width + 0.5}" height="${height + 0.5}" fill="#ffffff"/>`,
  ];
  const isCell = (i: number) => !layers || cellAtPicture(layers, i) !== undefined;
  for (let i = 0; i < total; i++) {
    if (!isCell(i)) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const k = step[i]!;
    const colour = k
      ? stepColour(k, squares.length)
      : finished
        ? baseColour(i, width, layers)
        : UNVISITED;
    out.push(`<rect x="${x}" y="${y}" width="1" height="1" fill="${hex(colour)}"/>`);
  }
  const panels = layers ? panelRects(layers) : [[0, 0, width, height] as const];
  for (const [px, py, pw, ph] of panels) {
    out.push(
      `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="none" stroke="#222222" stroke-width="0.04"/>`,
    );
  }
  if (layers) {
    out.push(`<g font-family="system-ui,sans-serif" font-size="0.6" fill="#444444">`);
    panels.forEach(([px, py], z) => {
      out.push(`<text x="${px}" y="${py - 0.2}">z = ${z}</text>`);
    });
    out.push('</g>');
  }
  const centre = (s: number) => `${(s % width) + 0.5},${Math.floor(s / width) + 0.5}`;
  // Runs of steps within one layer, each a polyline; a move between layers ends a run.
  const runs: string[][] = [];
  const jumps: number[] = [];
  let previous = -1;
  for (const s of squares) {
    if (!(s >= 0 && s < total)) {
      previous = -1;
      continue;
    }
    if (previous >= 0 && sameLayer(layers, previous, s)) runs[runs.length - 1]!.push(centre(s));
    else {
      if (previous >= 0) jumps.push(previous, s);
      runs.push([centre(s)]);
    }
    previous = s;
  }
  for (const run of runs) {
    if (run.length < 2) continue;
    out.push(
      `<polyline fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="0.14" stroke-linejoin="round" stroke-linecap="round" points="${run.join(' ')}"/>`,
      `<polyline fill="none" stroke="#1b1b1b" stroke-width="0.07" stroke-linejoin="round" stroke-linecap="round" points="${run.join(' ')}"/>`,
    );
  }
  if (cells <= SVG_JUMPS_UP_TO && jumps.length > 0) {
    out.push('<g fill="#1b1b1b" fill-opacity="0.55">');
    for (const s of jumps) {
      const [cx, cy] = centre(s).split(',');
      out.push(`<circle cx="${cx}" cy="${cy}" r="0.07"/>`);
    }
    out.push('</g>');
  }
  if (runs.length > 0) {
    const [sx, sy] = runs[0]![0]!.split(',');
    out.push(`<circle cx="${sx}" cy="${sy}" r="0.16" fill="#000000"/>`);
  }
  if (cells <= SVG_NUMBERS_UP_TO) {
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
    closed: complete && isClosedWalk({ width, height, depth: 1 }, squares),
    attempts: 0,
    squares,
  };
}

/** The tour as the JSON document every knights-tour tool reads. */
export function tourDocumentText(tour: Tour): string {
  const document: TourDocument = toDocument(tour);
  return [...formatTour(document, 'json')].join('');
}

/**
 * Default file name of an export: `knights-tour-8x8-aml-0-0.svg`,
 * `knights-tour-6x6x6-octaml16-3d-0-0-0.json`.
 */
export function exportName(
  tour: {
    readonly width: number;
    readonly height: number;
    readonly depth?: number;
    readonly algorithm: string;
    readonly start: readonly number[];
  },
  extension: string,
): string {
  const size = boardName(tour.width, tour.height, tour.depth);
  return `knights-tour-${size}-${tour.algorithm}-${tour.start.join('-')}.${extension}`;
}

/**
 * A 3-D walk as the page keeps it: the fields of the 3-D tour document (docs/three-d.md §6)
 * with the walk as flat cell indices `(z·height + y)·width + x`. `imported` names a walk
 * read from a file, as in 2-D.
 */
export interface Tour3d extends Omit<Tour3dDocument, 'path' | 'algorithm'> {
  readonly algorithm: Heuristic3dName | 'imported';
  readonly cells: Int32Array;
}

/** The 3-D document of a walk read from a file (what the file says of itself is recomputed). */
export function importedTour3d(
  width: number,
  height: number,
  depth: number,
  cells: Int32Array,
): Tour3d {
  const board = { width, height, depth };
  return {
    format: TOUR_FORMAT,
    width,
    height,
    depth,
    algorithm: 'imported',
    start: cellAt(board, cells[0]!),
    complete: cells.length === cellCount(board),
    closed: isClosedWalk3d(board, cells),
    attempts: 0,
    cells,
  };
}

/** The 3-D tour as the JSON document the CLI's `verify` and `render` read. */
export function tour3dDocumentText(tour: Tour3d): string {
  const { cells, ...fields } = tour;
  const path = Array.from(cells, (c) => cellAt(tour, c));
  // formatTour3d writes the document as it is; an imported walk names its algorithm 'imported'.
  return [...formatTour3d({ ...fields, path } as Tour3dDocument, 'json')].join('');
}

/** The SVG of a 3-D walk: its layer panels, laid out in `layout`. */
export function tour3dSvg(tour: Tour3d, layout: LayerLayout): string {
  return tourSvg(layout.imageWidth, layout.imageHeight, picturePath(layout, tour.cells), layout);
}
