import { type Board, cellCount } from './board/board.js';
import { boardOfTour, type Tour, type TourDocument } from './board/tour.js';
import { KnightsTourError } from './text/errors.js';

/** The text formats a tour is written in: SPEC §9 JSON, `step,x,y(,z)` CSV, and a board of step numbers. */
export const TOUR_FORMATS = ['json', 'csv', 'text'] as const;
/** A format of {@link TOUR_FORMATS}. */
export type TourFormat = (typeof TOUR_FORMATS)[number];

/** True when `name` is one of {@link TOUR_FORMATS} (exact spelling). */
export function isTourFormat(name: string): name is TourFormat {
  return (TOUR_FORMATS as readonly string[]).includes(name);
}

const CHUNK = 1 << 16;

/** Flat square indices of a walk, from either form of a tour. */
function walkOf(tour: TourDocument | Tour, board: Board): ArrayLike<number> {
  if ('squares' in tour) return tour.squares;
  return tour.path.map(([x, y, z = 0]) => (z * board.height + y) * board.width + x);
}

/** `x,y` or `x,y,z` of a flat index: the coordinates as CSV and JSON write them. */
function coordinates(board: Board, s: number): string {
  const x = s % board.width;
  const rest = (s - x) / board.width;
  if (board.depth === 1) return `${x},${rest}`;
  const y = rest % board.height;
  return `${x},${y},${(rest - y) / board.height}`;
}

/**
 * Serialises a tour (a document, or a compact {@link Tour}; 2-D or a box) in pieces, so a
 * board of 10^8 squares never needs one giant string. Joining the pieces gives the whole
 * file, ending with a newline. A box's `text` is one board of step numbers per layer, each
 * after a `# layer z` line.
 */
export function* formatTour(tour: TourDocument | Tour, format: TourFormat): Generator<string> {
  const board = boardOfTour(tour);
  const walk = walkOf(tour, board);
  switch (format) {
    case 'json': {
      const { format: tag, width, height, algorithm, start, complete, closed, attempts } = tour;
      const head = {
        format: tag,
        width,
        height,
        ...(board.depth > 1 ? { depth: board.depth } : {}),
        algorithm,
        start,
        complete,
        closed,
        attempts,
      };
      const extra = {
        ...(tour.variant ? { variant: tour.variant } : {}),
        ...(tour.method === undefined ? {} : { method: tour.method }),
        ...(tour.reason === undefined ? {} : { reason: tour.reason }),
      };
      const prefix = JSON.stringify({ ...head, ...extra, path: [] });
      yield `${prefix.slice(0, -3)}[`;
      for (let i = 0; i < walk.length; i += CHUNK) {
        let out = i > 0 ? ',' : '';
        const end = Math.min(walk.length, i + CHUNK);
        for (let j = i; j < end; j++) out += `${j > i ? ',' : ''}[${coordinates(board, walk[j]!)}]`;
        yield out;
      }
      yield ']}\n';
      return;
    }
    case 'csv': {
      // The comment line carries what CSV rows cannot: the board size of a partial walk.
      const depth = board.depth > 1 ? ` depth=${board.depth}` : '';
      yield `# ${tour.format} width=${tour.width} height=${tour.height}${depth} algorithm=${tour.algorithm} start=${tour.start.join(',')} complete=${tour.complete} closed=${tour.closed} attempts=${tour.attempts}\n`;
      yield board.depth > 1 ? 'step,x,y,z\n' : 'step,x,y\n';
      for (let i = 0; i < walk.length; i += CHUNK) {
        let out = '';
        const end = Math.min(walk.length, i + CHUNK);
        for (let j = i; j < end; j++) out += `${j + 1},${coordinates(board, walk[j]!)}\n`;
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
