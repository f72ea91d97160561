import { KnightsTourError } from './board/board.js';
import type { Tour, TourDocument } from './board/tour.js';

/** The text formats a tour is written in: SPEC §9 JSON, `step,x,y` CSV, and a board of step numbers. */
export const TOUR_FORMATS = ['json', 'csv', 'text'] as const;
export type TourFormat = (typeof TOUR_FORMATS)[number];

export function isTourFormat(name: string): name is TourFormat {
  return (TOUR_FORMATS as readonly string[]).includes(name);
}

const CHUNK = 1 << 16;

/** Linear square indices of a walk, from either form of a tour. */
function walkOf(tour: TourDocument | Tour): ArrayLike<number> {
  if ('squares' in tour) return tour.squares;
  return tour.path.map(([x, y]) => y * tour.width + x);
}

/**
 * Serialises a tour (a document, or a compact {@link Tour}) in pieces, so a board of 10^8
 * squares never needs one giant string. Joining the pieces gives the whole file, ending
 * with a newline.
 */
export function* formatTour(tour: TourDocument | Tour, format: TourFormat): Generator<string> {
  const walk = walkOf(tour);
  const { width } = tour;
  switch (format) {
    case 'json': {
      const { format: tag, width: w, height, algorithm, start, complete, closed, attempts } = tour;
      const head = { format: tag, width: w, height, algorithm, start, complete, closed, attempts };
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
        for (let j = i; j < end; j++) {
          const s = walk[j]!;
          out += `${j > i ? ',' : ''}[${s % width},${Math.floor(s / width)}]`;
        }
        yield out;
      }
      yield ']}\n';
      return;
    }
    case 'csv': {
      // The comment line carries what CSV rows cannot: the board size of a partial walk.
      yield `# ${tour.format} width=${tour.width} height=${tour.height} algorithm=${tour.algorithm} start=${tour.start.join(',')} complete=${tour.complete} closed=${tour.closed} attempts=${tour.attempts}\n`;
      yield 'step,x,y\n';
      for (let i = 0; i < walk.length; i += CHUNK) {
        let out = '';
        const end = Math.min(walk.length, i + CHUNK);
        for (let j = i; j < end; j++) {
          const s = walk[j]!;
          out += `${j + 1},${s % width},${Math.floor(s / width)}\n`;
        }
        yield out;
      }
      return;
    }
    case 'text': {
      const { height } = tour;
      const steps = new Int32Array(width * height);
      for (let i = 0; i < walk.length; i++) steps[walk[i]!] = i + 1;
      const cell = String(width * height).length;
      for (let y = 0; y < height; y++) {
        const row = new Array<string>(width);
        for (let x = 0; x < width; x++) {
          const s = steps[y * width + x]!;
          row[x] = (s === 0 ? '.' : String(s)).padStart(cell);
        }
        yield `${row.join(' ')}\n`;
      }
      return;
    }
    default:
      throw new KnightsTourError(`unknown format '${String(format)}' (expected json, csv or text)`);
  }
}
