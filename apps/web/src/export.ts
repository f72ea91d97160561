import {
  type Board,
  boardName,
  cellAt,
  cellCount,
  formatTour,
  isClosedWalk,
  type Tour,
  tourDocument,
} from '@knights-tour/core';
import { tourSvg } from '@knights-tour/picture';
import { renderToCanvas } from './board-canvas.js';
import type { BoardContent } from './content.js';
import { outcomeAt } from './failure-map.js';
import type { FailureMap } from './protocol.js';

// Everything the page writes to a file: pictures (PNG as drawn; SVG by the picture package,
// as the CLI draws it), the tour document and a failure map's data.

/** Boards up to this many cells get step numbers in the SVG. */
export const SVG_NUMBERS_UP_TO = 900;

/**
 * A walk as a standalone SVG: @knights-tour/picture's `tourSvg`, the picture the CLI's
 * `render` writes, with path lines, and step numbers on boards small enough to read them. A
 * box's layers are laid out in the columns the page shows them in.
 */
export function walkSvg(walk: Tour, columns = 1): string {
  const cells = cellCount(walk.board);
  return tourSvg(walk, { lines: true, numbers: cells <= SVG_NUMBERS_UP_TO, columns });
}

/** The board as drawn (walk or map), as a PNG of at most about 2,400 pixels a side. */
export function pngBlob(content: BoardContent, shown: number): Promise<Blob> {
  const { width, height } = content.layout;
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
    board,
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
  return [...formatTour(tourDocument(tour), 'json')].join('');
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
  return `knights-tour-${boardName(tour.board)}-${tour.algorithm}-${tour.start.join('-')}.${extension}`;
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
