import { checkBoardSize } from './formats/reading.js';
import { MAX_NOTES, type ParsedTour, quote, TourFormatError } from './parsed-tour.js';

function describeEntry(entry: unknown): string {
  let shown: string;
  try {
    shown = JSON.stringify(entry) ?? String(entry);
  } catch {
    shown = String(entry);
  }
  return `malformed entry ${quote(shown, 30)} (expected [x, y] with integers x and y)`;
}

/** A board from a document's size fields, with one-line errors naming the field. */
function boardSize(width: unknown, height: unknown): { width: number; height: number } {
  for (const [name, v] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (v === undefined) throw new TourFormatError(`the document has no '${name}'`);
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
      throw new TourFormatError(
        `'${name}' must be a positive integer, got ${quote(typeof v === 'number' ? String(v) : (JSON.stringify(v) ?? String(v)))}`,
      );
    }
  }
  checkBoardSize(width as number, height as number);
  return { width: width as number, height: height as number };
}

/**
 * Reads an already-parsed SPEC §9 document: any object with `width`, `height` and `path`.
 * Path entries that are not `[x, y]` integer pairs become malformed steps, reported by the
 * verifier with their step number; a missing or ill-typed `width`, `height` or `path`
 * throws `TourFormatError`.
 */
export function readTourDocument(value: unknown): ParsedTour {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TourFormatError(
      `a tour document must be an object with width, height and path, got ${Array.isArray(value) ? 'an array' : quote(String(value))}`,
    );
  }
  const doc = value as Record<string, unknown>;
  const { width, height } = boardSize(doc.width, doc.height);
  const path = doc.path;
  if (path === undefined) throw new TourFormatError("the document has no 'path'");
  if (!Array.isArray(path)) {
    throw new TourFormatError(
      `'path' must be an array of [x, y] squares, got ${quote(JSON.stringify(path) ?? String(path))}`,
    );
  }
  const length = path.length;
  const xs = new Float64Array(length);
  const ys = new Float64Array(length);
  const malformed = new Map<number, string>();
  for (let i = 0; i < length; i++) {
    const entry: unknown = path[i];
    if (
      Array.isArray(entry) &&
      entry.length === 2 &&
      Number.isInteger(entry[0]) &&
      Number.isInteger(entry[1])
    ) {
      xs[i] = entry[0] as number;
      ys[i] = entry[1] as number;
    } else {
      xs[i] = Number.NaN;
      ys[i] = Number.NaN;
      if (malformed.size < MAX_NOTES) malformed.set(i + 1, describeEntry(entry));
    }
  }
  const claims: {
    format?: string;
    complete?: boolean;
    closed?: boolean;
    start?: [number, number];
  } = {};
  if (typeof doc.format === 'string') claims.format = doc.format;
  if (typeof doc.complete === 'boolean') claims.complete = doc.complete;
  if (typeof doc.closed === 'boolean') claims.closed = doc.closed;
  const start = doc.start;
  if (Array.isArray(start) && start.length === 2 && start.every((v) => Number.isInteger(v))) {
    claims.start = [start[0] as number, start[1] as number];
  }
  return { format: 'json', width, height, length, xs, ys, malformed, claims };
}

/**
 * Why a JSON value is not a well-formed `knights-tour/1` document, as one line each (empty
 * when it is one): what `schema/tour.json` says, checked by the reader's own rules. Well
 * formed means the verifier reads it with no format error and no malformed step.
 */
export function validateTourDocument(value: unknown): string[] {
  const errors: string[] = [];
  let tour: ParsedTour;
  try {
    tour = readTourDocument(value);
  } catch (error) {
    return [(error as Error).message];
  }
  for (const [step, why] of tour.malformed) errors.push(`step ${step}: ${why}`);
  const doc = value as Record<string, unknown>;
  const isPair = (v: unknown) => Array.isArray(v) && v.length === 2 && v.every(Number.isInteger);
  if (doc.format !== undefined && typeof doc.format !== 'string')
    errors.push("'format' must be a string");
  if (doc.algorithm !== undefined && typeof doc.algorithm !== 'string')
    errors.push("'algorithm' must be a string");
  for (const key of ['complete', 'closed'] as const) {
    if (doc[key] !== undefined && typeof doc[key] !== 'boolean')
      errors.push(`'${key}' must be true or false`);
  }
  if (doc.start !== undefined && !isPair(doc.start))
    errors.push("'start' must be [x, y] with integers");
  if (
    doc.attempts !== undefined &&
    !(Number.isInteger(doc.attempts) && (doc.attempts as number) >= 0)
  ) {
    errors.push("'attempts' must be a non-negative integer");
  }
  for (const key of ['method', 'reason'] as const) {
    if (doc[key] !== undefined && typeof doc[key] !== 'string')
      errors.push(`'${key}' must be a string`);
  }
  const v = doc.variant as Record<string, unknown> | undefined;
  if (
    v !== undefined &&
    !(
      typeof v === 'object' &&
      v !== null &&
      (v.r === 1 || v.r === -1) &&
      Number.isInteger(v.t) &&
      (v.t as number) >= 0
    )
  ) {
    errors.push("'variant' must be {r: 1 or -1, t: a non-negative integer}");
  }
  return errors;
}
