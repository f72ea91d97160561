import { quote } from '@knights-tour/core';
import { ClaimsReader } from '../claims.js';
import { TourFormatError } from '../errors.js';
import type { AxisOrder } from '../options.js';
import type { TourClaims } from '../sink.js';
import { axisKey } from './keys.js';

/**
 * CSV rows, as `solve --format csv` writes them (`step,x,y`, or `step,x,y,z` on a box) and as
 * spreadsheets export them: an optional header names the columns (the step and the axes, by
 * the names of keys.ts, in any order and among other columns, which are ignored), `#`
 * comments, and the `# knights-tour/1 width=W height=H [depth=D] …` comment that gives the
 * board, which lets the file be checked as it streams. Step numbers must follow each other
 * (1, 2, 3 … or 0, 1, 2 …): a row out of order is a malformed step.
 */

/** Which column holds what: the step (−1 when none) and the coordinates, in the order they are read. */
export interface CsvLayout {
  readonly delimiter: string;
  readonly fields: number;
  readonly step: number;
  /** Columns of the coordinates: (x, y[, z]), or (row, col[, z]) with order `rc`. */
  readonly coordinates: readonly number[];
  readonly order: AxisOrder;
  /** A `rank` column counts from the bottom of the board. */
  readonly fromBottom: boolean;
}

/** One row: its step number (undefined without a step column) and its coordinates as written. */
export interface CsvRow {
  readonly step: number | undefined;
  readonly values: readonly number[];
}

const ROW3 = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,?\s*$/;
const ROW4 = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,?\s*$/;

/** A header-less row of three or four integers: `step,x,y` or `step,x,y,z`. */
export function readCsvRow(line: string): CsvRow | undefined {
  const m = ROW3.exec(line) ?? ROW4.exec(line);
  if (!m) return undefined;
  return {
    step: Number(m[1]),
    values:
      m[4] === undefined
        ? [Number(m[2]), Number(m[3])]
        : [Number(m[2]), Number(m[3]), Number(m[4])],
  };
}

/** A layout that is `step,x,y` or `step,x,y,z` in that order: the fast row reader serves. */
export const isPlain = (layout: CsvLayout) =>
  layout.delimiter === ',' &&
  layout.step === 0 &&
  layout.coordinates.every((c, i) => c === i + 1) &&
  layout.fields === layout.coordinates.length + 1;

/** A row read by a header's layout; undefined when the line is not such a row. */
export function readCsvFields(line: string, layout: CsvLayout): CsvRow | undefined {
  if (isPlain(layout)) {
    const row = readCsvRow(line);
    return row && row.values.length === layout.coordinates.length ? row : undefined;
  }
  const fields = line.split(layout.delimiter);
  if (
    fields.length !== layout.fields &&
    !(fields.length === layout.fields + 1 && fields[layout.fields]!.trim() === '')
  ) {
    return undefined;
  }
  const number = (i: number) => {
    const text = fields[i]!.trim();
    return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  };
  const values = layout.coordinates.map(number);
  const step = layout.step >= 0 ? number(layout.step) : undefined;
  if (values.some(Number.isNaN) || (step !== undefined && Number.isNaN(step))) return undefined;
  return { step, values };
}

const STEP_NAMES = /^(?:step|steps|move|moves|n|k|#|no|nr|number|i|t)\.?$/i;

/**
 * A header line: names separated by commas, semicolons or tabs. Its layout when it names the
 * coordinates (x and y, row and col, or file and rank; z optional; a step column optional);
 * `unknown` with its names when it names none (a CSV of something else: refused if rows
 * follow); undefined when the line is no header at all.
 */
export function readCsvHeader(line: string): CsvLayout | { unknown: string[] } | undefined {
  const delimiter = line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',';
  const names = line.split(delimiter).map((n) => n.trim().replace(/^["']|["']$/g, ''));
  if (names.length < 2 || !names.every((n) => /^[#A-Za-z_][\w .#-]*$/.test(n))) return undefined;
  let step = -1;
  const axes: Partial<Record<'x' | 'y' | 'z', number>> = {};
  let family: string | undefined;
  names.forEach((name, i) => {
    const key = axisKey(name);
    if (
      key &&
      axes[key.axis] === undefined &&
      (key.axis === 'z' || family === undefined || family === key.family)
    ) {
      axes[key.axis] = i;
      if (key.axis !== 'z') family = key.family;
    } else if (STEP_NAMES.test(name) && step === -1) step = i;
  });
  if (axes.x === undefined || axes.y === undefined) return { unknown: names };
  // `x,y` alone is the header of a coordinate list (pairs.ts).
  if (step === -1 && names.length === 2) return undefined;
  // Columns are read in the order they are written: (x, y) when x comes first, else (row, col).
  const rc = axes.y < axes.x;
  return {
    delimiter,
    fields: names.length,
    step,
    coordinates: [
      ...(rc ? [axes.y, axes.x] : [axes.x, axes.y]),
      ...(axes.z !== undefined ? [axes.z] : []),
    ],
    order: rc ? 'rc' : 'xy',
    fromBottom: family === 'chess',
  };
}

export interface CsvComment {
  readonly width?: number;
  readonly height?: number;
  readonly depth?: number;
  readonly claims: TourClaims;
}

/** Reads `key=value` pairs of the `# knights-tour/1 width=.. height=.. [depth=..]` comment, or undefined for another comment. */
export function readCsvComment(comment: string, line: number): CsvComment | undefined {
  if (!/^\s*#/.test(comment) || !/\bwidth=|\bheight=/.test(comment)) return undefined;
  const out: { width?: number; height?: number; depth?: number } = {};
  const claims = new ClaimsReader();
  const words = comment.trim().replace(/^#\s*/, '').split(/\s+/);
  if (words[0] && !words[0].includes('=')) claims.field('format', words[0], line);
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq <= 0) continue;
    const key = word.slice(0, eq);
    const value = word.slice(eq + 1);
    if (key === 'width' || key === 'height' || key === 'depth') {
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        throw new TourFormatError(`${key} must be a positive integer, got ${quote(value)}`, line);
      }
      out[key] = Number(value);
    } else if (
      (key === 'complete' || key === 'closed') &&
      (value === 'true' || value === 'false')
    ) {
      claims.field(key, value === 'true');
    } else if (key === 'start' && /^-?\d+(?:,-?\d+){1,2}$/.test(value)) {
      claims.field('start', value.split(',').map(Number));
    }
  }
  return { ...out, claims: claims.result() };
}
