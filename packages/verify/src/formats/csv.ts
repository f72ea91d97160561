import type { TourClaims } from '../parsed-tour.js';
import { type AxisOrder, quote, TourFormatError } from './reading.js';

/**
 * `step,x,y` rows as `solve --format csv` writes them, with an optional `step,x,y` (or
 * `step,row,col`) header and `#` comments; the `# knights-tour/1 width=W height=H …` comment
 * gives the board, which lets the file be checked as it streams. Step numbers must follow
 * each other (1, 2, 3 … or 0, 1, 2 …): a row out of order is a malformed step.
 */

export interface CsvRow {
  readonly step: number;
  readonly a: number;
  readonly b: number;
}

const ROW = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,?\s*$/;

export function readCsvRow(line: string): CsvRow | undefined {
  const m = ROW.exec(line);
  return m ? { step: Number(m[1]), a: Number(m[2]), b: Number(m[3]) } : undefined;
}

/** `step,x,y` → xy, `step,row,col` → rc; undefined when the line is no such header. */
export function readCsvHeader(line: string): AxisOrder | undefined {
  const m = /^\s*(?:step|move|n|k|#)\s*,\s*(x|y|row|col|r|c)\s*,\s*(x|y|row|col|r|c)\s*$/i.exec(
    line,
  );
  if (!m) return undefined;
  const first = m[1]!.toLowerCase();
  return first === 'x' || first === 'col' || first === 'c' ? 'xy' : 'rc';
}

export interface CsvComment {
  readonly width?: number;
  readonly height?: number;
  readonly claims: TourClaims;
}

/** Reads `key=value` pairs of the `# knights-tour/1 width=.. height=..` comment, or undefined for another comment. */
export function readCsvComment(comment: string, line: number): CsvComment | undefined {
  if (!/^\s*#/.test(comment) || !/\bwidth=|\bheight=/.test(comment)) return undefined;
  const out: { width?: number; height?: number } = {};
  const claims: {
    format?: string;
    complete?: boolean;
    closed?: boolean;
    start?: [number, number];
  } = {};
  const words = comment.trim().replace(/^#\s*/, '').split(/\s+/);
  if (words[0] && !words[0].includes('=')) claims.format = words[0];
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq <= 0) continue;
    const key = word.slice(0, eq);
    const value = word.slice(eq + 1);
    if (key === 'width' || key === 'height') {
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        throw new TourFormatError(`${key} must be a positive integer, got ${quote(value)}`, line);
      }
      out[key] = Number(value);
    } else if (
      (key === 'complete' || key === 'closed') &&
      (value === 'true' || value === 'false')
    ) {
      claims[key] = value === 'true';
    } else if (key === 'start') {
      const m = /^(-?\d+),(-?\d+)$/.exec(value);
      if (m) claims.start = [Number(m[1]), Number(m[2])];
    }
  }
  return { ...out, claims };
}
