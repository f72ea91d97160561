import { KnightsTourError } from './board.js';
import type { TourDocument } from './tour.js';

/** The text formats a tour is written in: SPEC §9 JSON, `step,x,y` CSV, and a board of step numbers. */
export const TOUR_FORMATS = ['json', 'csv', 'text'] as const;
export type TourFormat = (typeof TOUR_FORMATS)[number];

export function isTourFormat(name: string): name is TourFormat {
  return (TOUR_FORMATS as readonly string[]).includes(name);
}

const CHUNK = 1 << 16;

/**
 * Serialises a tour in pieces, so a board of 10^8 squares never needs one giant string.
 * Joining the pieces gives the whole file, ending with a newline.
 */
export function* formatTour(doc: TourDocument, format: TourFormat): Generator<string> {
  switch (format) {
    case 'json': {
      const { path, ...head } = doc;
      const prefix = JSON.stringify({ ...head, path: [] });
      yield `${prefix.slice(0, -3)}[`;
      for (let i = 0; i < path.length; i += CHUNK) {
        const part = path.slice(i, i + CHUNK).map(([x, y]) => `[${x},${y}]`);
        yield (i > 0 ? ',' : '') + part.join(',');
      }
      yield ']}\n';
      return;
    }
    case 'csv': {
      // The comment line carries what CSV rows cannot: the board size of a partial walk.
      yield `# ${doc.format} width=${doc.width} height=${doc.height} algorithm=${doc.algorithm} start=${doc.start.join(',')} complete=${doc.complete} closed=${doc.closed} attempts=${doc.attempts}\n`;
      yield 'step,x,y\n';
      for (let i = 0; i < doc.path.length; i += CHUNK) {
        let out = '';
        const end = Math.min(doc.path.length, i + CHUNK);
        for (let j = i; j < end; j++) {
          const [x, y] = doc.path[j]!;
          out += `${j + 1},${x},${y}\n`;
        }
        yield out;
      }
      return;
    }
    case 'text': {
      const { width, height } = doc;
      const steps = new Int32Array(width * height);
      doc.path.forEach(([x, y], i) => {
        steps[y * width + x] = i + 1;
      });
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
