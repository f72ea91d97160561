import { MAX_SIDE } from '@knights-tour/core';
import {
  boardSizeOf,
  type ParsedTour,
  quote,
  type TourClaims,
  TourFormatError,
} from './parsed-tour.js';
import { byStep, COMMA, Column, forEachLine, LineReader, MINUS, NINE, ZERO } from './scan.js';

/** Reads `key=value` pairs of the `# knights-tour/1 width=.. height=..` comment. */
function readComment(
  comment: string,
  line: number,
): { width?: number; height?: number; claims: TourClaims } {
  const out: { width?: number; height?: number } = {};
  const claims: {
    format?: string;
    complete?: boolean;
    closed?: boolean;
    start?: [number, number];
  } = {};
  const words = comment.replace(/^#\s*/, '').split(/\s+/);
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

/**
 * Reads `step,x,y` rows, an optional `step,x,y` header and `#` comments; the
 * `# knights-tour/1 width=W height=H …` comment gives the board, otherwise it is the
 * smallest board holding every square given.
 */
export function parseCsv(text: string): ParsedTour {
  const steps = new Column();
  const xs = new Column();
  const ys = new Column();
  const lines = new Column();
  const reader = new LineReader(text);
  let width: number | undefined;
  let height: number | undefined;
  let claims: TourClaims = {};
  let maxX = -1;
  let maxY = -1;
  let maxXLine = 0;
  let maxYLine = 0;
  let maxStep = 0;
  let maxStepLine = 0;
  forEachLine(text, (start, end, line) => {
    reader.pos = start;
    reader.end = end;
    reader.skipSpaces();
    if (reader.pos >= end) return;
    const c = text.charCodeAt(reader.pos);
    if (c === 35 /* # */) {
      const comment = text.slice(reader.pos, end);
      if (/\bwidth=|\bheight=/.test(comment)) {
        const read = readComment(comment, line);
        width = read.width ?? width;
        height = read.height ?? height;
        claims = read.claims;
      }
      return;
    }
    if (c < ZERO || c > NINE) {
      if (c !== MINUS && /^step\s*,\s*x\s*,\s*y$/i.test(text.slice(reader.pos, end).trim())) return;
    }
    // Exactly three integers separated by commas, read in place (no per-row allocation).
    let k = 0;
    let x = 0;
    let y = 0;
    let fields = 0;
    for (; fields < 3; fields++) {
      reader.skipSpaces();
      if (!reader.integer()) break;
      if (fields === 0) k = reader.value;
      else if (fields === 1) x = reader.value;
      else y = reader.value;
      reader.skipSpaces();
      if (fields < 2) {
        if (reader.pos < end && text.charCodeAt(reader.pos) === COMMA) reader.pos++;
        else {
          fields++;
          break;
        }
      }
    }
    if (fields !== 3 || reader.pos < end) {
      throw new TourFormatError(
        `expected a row step,x,y of three integers, got ${quote(text.slice(start, end))}`,
        line,
      );
    }
    if (k < 1) throw new TourFormatError(`step must be 1 or more, got ${k}`, line);
    if (k > maxStep) {
      maxStep = k;
      maxStepLine = line;
    }
    if (x > maxX) {
      maxX = x;
      maxXLine = line;
    }
    if (y > maxY) {
      maxY = y;
      maxYLine = line;
    }
    steps.push(k);
    xs.push(x);
    ys.push(y);
    lines.push(line);
  });
  if (width === undefined || height === undefined) {
    // No size comment: the board is the smallest that holds every square given.
    if (steps.size === 0) {
      throw new TourFormatError(
        'no rows and no board size: add "# knights-tour/1 width=W height=H"',
      );
    }
    for (const [name, max, line] of [
      ['x', maxX, maxXLine],
      ['y', maxY, maxYLine],
    ] as const) {
      if (max + 1 > MAX_SIDE) {
        throw new TourFormatError(
          `no board size given and ${name} = ${max} implies a side above the limit ${MAX_SIDE}; add "# knights-tour/1 width=W height=H"`,
          line,
        );
      }
      if (max < 0) {
        throw new TourFormatError(`no board size given and every ${name} is negative`, line);
      }
    }
    width ??= maxX + 1;
    height ??= maxY + 1;
  }
  const board = boardSizeOf(width, height);
  // A step far beyond both the rows and the squares cannot be a typo of a tour; refusing it
  // keeps a garbage step number from allocating gigabytes.
  if (maxStep > Math.max(steps.size, board.width * board.height)) {
    throw new TourFormatError(
      `step ${maxStep} is beyond both the ${steps.size} rows and the ${board.width * board.height} squares of the board`,
      maxStepLine,
    );
  }
  return byStep('csv', board.width, board.height, steps, xs, ys, lines, claims);
}
