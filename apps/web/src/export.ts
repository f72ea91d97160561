import {
  type Board,
  boardName,
  cellAt,
  cellCount,
  formatTour,
  isClosedWalk,
  TOUR_FORMAT,
  type Tour,
  toDocument,
} from '@knights-tour/core';
import { renderToCanvas } from './board-canvas.js';
import { hex, stepColour, textColour, UNVISITED } from './colour.js';
import type { BoardContent } from './content.js';
import { outcomeAt } from './failure-map.js';
import { type Picture, picturePath } from './picture.js';
import type { FailureMap } from './protocol.js';

// Everything the page writes to a file: pictures (PNG as drawn, SVG), the tour document and a
// failure map's data. One module, so that the shared picture package replaces one place.

/** Boards up to this many cells get step numbers in the SVG. */
export const SVG_NUMBERS_UP_TO = 900;
/** 3-D boards up to this many cells get a dot on both cells of each move between layers. */
const SVG_JUMPS_UP_TO = 8000;

/**
 * A walk (flat cells) as a standalone SVG, one unit a picture square: squares coloured by step,
 * cells a walk never reached in dark grey, the path as polylines, the start as a dot and step
 * numbers on boards small enough to read them. On a 3-D board the layer panels are drawn with
 * their `z = …` labels, lines join only moves within a layer, and a move between layers gets
 * a small dot on each of its cells.
 */
export function tourSvg(picture: Picture, cells: Int32Array): string {
  const { width, height, cellAt: cellOfPicture, layerAt } = picture;
  const squares = picturePath(picture, cells);
  const total = width * height;
  const step = new Int32Array(total);
  squares.forEach((s, k) => {
    if (s >= 0 && s < total) step[s] = k + 1;
  });
  const finished = squares.length === cellCount(picture.board);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.25 -0.25 ${width + 0.5} ${height + 0.5}" width="${Math.min(1600, (width + 0.5) * 40)}">`,
    `<rect x="-0.25" y="-0.25" width="${width + 0.5}" height="${height + 0.5}" fill="#ffffff"/>`,
  ];
  for (let i = 0; i < total; i++) {
    if (cellOfPicture[i]! < 0) continue;
    const k = step[i]!;
    const colour = k
      ? stepColour(k, squares.length)
      : finished
        ? [...picture.base.subarray(i * 4, i * 4 + 3)]
        : UNVISITED;
    out.push(
      `<rect x="${i % width}" y="${Math.floor(i / width)}" width="1" height="1" fill="${hex(colour as [number, number, number])}"/>`,
    );
  }
  for (const [px, py, pw, ph] of picture.panels) {
    out.push(
      `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="none" stroke="#222222" stroke-width="0.04"/>`,
    );
  }
  if (picture.board.depth > 1) {
    out.push(`<g font-family="system-ui,sans-serif" font-size="0.6" fill="#444444">`);
    picture.panels.forEach(([px, py], z) => {
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
    if (previous >= 0 && layerAt[previous] === layerAt[s]) runs[runs.length - 1]!.push(centre(s));
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
  if (cellCount(picture.board) <= SVG_JUMPS_UP_TO && jumps.length > 0) {
    out.push('<g fill="#1b1b1b" fill-opacity="0.55">');
    for (const s of jumps) {
      const [x, y] = centre(s).split(',');
      out.push(`<circle cx="${x}" cy="${y}" r="0.07"/>`);
    }
    out.push('</g>');
  }
  if (runs.length > 0) {
    const [sx, sy] = runs[0]![0]!.split(',');
    out.push(`<circle cx="${sx}" cy="${sy}" r="0.16" fill="#000000"/>`);
  }
  if (cellCount(picture.board) <= SVG_NUMBERS_UP_TO) {
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

/** The board as drawn (walk or map), as a PNG of at most about 2,400 pixels a side. */
export function pngBlob(content: BoardContent, shown: number): Promise<Blob> {
  const { width, height } = content.picture;
  const cell = Math.max(2, Math.min(48, Math.floor(2400 / Math.max(width, height))));
  const canvas = renderToCanvas(content, shown, cell);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}

/** The tour document (SPEC §9) of a walk read from a file: what the file says of itself is recomputed. */
export function importedTour(board: Board, cells: Int32Array): Tour {
  const complete = cells.length === cellCount(board);
  return {
    format: TOUR_FORMAT,
    width: board.width,
    height: board.height,
    ...(board.depth > 1 ? { depth: board.depth } : {}),
    algorithm: 'imported',
    start: cellAt(board, cells[0]!),
    complete,
    closed: complete && isClosedWalk(board, cells),
    attempts: 0,
    squares: cells,
  };
}

/** The tour as the JSON document every knights-tour tool reads (2-D and 3-D alike). */
export function tourDocumentText(tour: Tour): string {
  return [...formatTour(toDocument(tour), 'json')].join('');
}

/** What the export buttons write: a tour, or a failure map (with a second rule's, compared). */
export type Exported =
  | { readonly kind: 'tour'; readonly tour: Tour }
  | { readonly kind: 'map'; readonly map: FailureMap; readonly versus?: FailureMap };

/**
 * Default file name of an export: `knights-tour-8x8-aml-0-0.svg`,
 * `knights-tour-6x6x6-octaml16-3d-0-0-0.json`, `knights-tour-map-7x7-aml.csv`,
 * `knights-tour-map-7x7-aml-vs-roth.csv`.
 */
export function exportName(what: Exported, extension: string): string {
  if (what.kind === 'map') {
    const versus = what.versus ? `-vs-${what.versus.algorithm}` : '';
    return `knights-tour-map-${boardName(what.map.board)}-${what.map.algorithm}${versus}.${extension}`;
  }
  const { tour } = what;
  return `knights-tour-${boardName(tour)}-${tour.algorithm}-${tour.start.join('-')}.${extension}`;
}

/** One start of a failure map as data: where, how far its walk got, in how many attempts. */
export interface MapRecord {
  readonly start: number[];
  readonly outcome: 'complete' | 'failed' | 'impossible';
  readonly reached: number;
  readonly attempts: number;
}

/** Every start of a finished map, in cell order. */
export function mapRecords(map: FailureMap): MapRecord[] {
  const records: MapRecord[] = [];
  for (let cell = 0; cell < map.length.length; cell++) {
    const outcome = outcomeAt(map, cell);
    if (!outcome) continue;
    records.push({
      start: cellAt(map.board, cell),
      outcome: outcome.kind,
      reached: Math.max(0, map.length[cell]!),
      attempts: map.attempts[cell]!,
    });
  }
  return records;
}

/** The records of two maps of one board, start by start, each named by its rule. */
function pairedRecords(map: FailureMap, versus: FailureMap) {
  const second = mapRecords(versus);
  return mapRecords(map).flatMap((record, i) => [
    { algorithm: map.algorithm, ...record },
    { algorithm: versus.algorithm, ...second[i]! },
  ]);
}

/**
 * The map as JSON: the board, the algorithm and one record per start, a line each. Two maps
 * compared: `algorithms` names both, and each start has a record per rule, named.
 */
export function mapJson(map: FailureMap, versus?: FailureMap): string {
  const { board, algorithm } = map;
  const head = JSON.stringify({
    width: board.width,
    height: board.height,
    ...(board.depth > 1 ? { depth: board.depth } : {}),
    ...(versus ? { algorithms: [algorithm, versus.algorithm] } : { algorithm }),
    squares: cellCount(board),
  });
  const records = versus ? pairedRecords(map, versus) : mapRecords(map);
  const starts = records.map((record) => `  ${JSON.stringify(record)}`);
  return `${head.slice(0, -1)},"starts":[\n${starts.join(',\n')}\n]}\n`;
}

/**
 * The map as CSV: `x,y[,z],outcome,reached,squares,attempts`, one row per start. Two maps
 * compared: an `algorithm` column after the start, a row per start and rule.
 */
export function mapCsv(map: FailureMap, versus?: FailureMap): string {
  const threeD = map.board.depth > 1;
  const squares = cellCount(map.board);
  const rule = versus ? 'algorithm,' : '';
  const rows = [`x,y,${threeD ? 'z,' : ''}${rule}outcome,reached,squares,attempts`];
  const records = versus ? pairedRecords(map, versus) : mapRecords(map);
  for (const r of records) {
    const name = 'algorithm' in r ? `${r.algorithm},` : '';
    rows.push(`${r.start.join(',')},${name}${r.outcome},${r.reached},${squares},${r.attempts}`);
  }
  return `${rows.join('\n')}\n`;
}
