import { type Board, cellCount, cellIndex } from './board/board.js';
import { boardFields, boardOf } from './board/fields.js';
import { squareArity } from './board/square.js';
import { TOUR_FORMAT, type Tour, type TourDocument, tourDocument } from './board/tour.js';
import { KnightsTourError } from './text/errors.js';

/** The text formats a tour is written in: SPEC §9 JSON, `step,x,y(,z)` CSV, and a board of step numbers. */
export const TOUR_FORMATS = ['json', 'csv', 'text'] as const;
/** A format of {@link TOUR_FORMATS}. */
export type TourFormat = (typeof TOUR_FORMATS)[number];

const CHUNK = 1 << 16;

/** The compact tour of a document: its board read from the fields, its path as flat indices. */
function compactOf(doc: TourDocument): Tour {
  const board = boardOf(doc);
  const { path, format: _, width: _w, height: _h, depth: _d, ...facts } = doc;
  const squares = Int32Array.from(path, ([x, y, z = 0]) => cellIndex(board, x, y, z));
  return { ...facts, board, squares };
}

/** `x,y` or `x,y,z` of a flat index: the coordinates of `squareOf` as CSV and JSON write them. */
function coordinates(board: Board, arity: 2 | 3, s: number): string {
  const x = s % board.width;
  const rest = (s - x) / board.width;
  if (arity === 2) return `${x},${rest}`;
  const y = rest % board.height;
  return `${x},${y},${(rest - y) / board.height}`;
}

/**
 * Serialises a tour (a document, or a compact {@link Tour}; 2-D or a box) in pieces, so a
 * board of 10^8 squares never needs one giant string. Joining the pieces gives the whole
 * file, ending with a newline. A box's `text` is one board of step numbers per layer, each
 * after a `# layer z` line.
 */
export function* formatTour(given: TourDocument | Tour, format: TourFormat): Generator<string> {
  const tour = 'squares' in given ? given : compactOf(given);
  const { board, squares: walk } = tour;
  const arity = squareArity(board);
  switch (format) {
    case 'json': {
      const prefix = JSON.stringify(tourDocument(tour, []));
      yield `${prefix.slice(0, -3)}[`;
      for (let i = 0; i < walk.length; i += CHUNK) {
        let out = i > 0 ? ',' : '';
        const end = Math.min(walk.length, i + CHUNK);
        for (let j = i; j < end; j++) {
          out += `${j > i ? ',' : ''}[${coordinates(board, arity, walk[j]!)}]`;
        }
        yield out;
      }
      yield ']}\n';
      return;
    }
    case 'csv': {
      // The comment line carries what CSV rows cannot: the board size of a partial walk.
      const fields = Object.entries(boardFields(board)).map(([k, v]) => `${k}=${v}`);
      yield `# ${TOUR_FORMAT} ${fields.join(' ')} algorithm=${tour.algorithm} start=${tour.start.join(',')} complete=${tour.complete} closed=${tour.closed} attempts=${tour.attempts}\n`;
      yield `step,${['x', 'y', 'z'].slice(0, arity).join(',')}\n`;
      for (let i = 0; i < walk.length; i += CHUNK) {
        let out = '';
        const end = Math.min(walk.length, i + CHUNK);
        for (let j = i; j < end; j++) out += `${j + 1},${coordinates(board, arity, walk[j]!)}\n`;
        yield out;
      }
      return;
    }
    case 'text': {
      const { width, height, depth } = board;
      const steps = new Int32Array(cellCount(board));
      for (let i = 0; i < walk.length; i++) steps[walk[i]!] = i + 1;
      const cell = String(steps.length).length;
      for (let z = 0; z < depth; z++) {
        if (depth > 1) yield `${z > 0 ? '\n' : ''}# layer ${z}\n`;
        for (let y = 0; y < height; y++) {
          const row = new Array<string>(width);
          for (let x = 0; x < width; x++) {
            const s = steps[(z * height + y) * width + x]!;
            row[x] = (s === 0 ? '.' : String(s)).padStart(cell);
          }
          yield `${row.join(' ')}\n`;
        }
      }
      return;
    }
    default:
      throw new KnightsTourError(`unknown format '${String(format)}' (expected json, csv or text)`);
  }
}
