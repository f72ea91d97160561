import { TOUR_FORMATS, type TourFormat } from '@knights-tour/core';
import { parseBoardText } from './board-text.js';
import { parseCsv } from './csv.js';
import { parseJson } from './json-document.js';
import { type ParsedTour, quote, TourFormatError } from './parsed-tour.js';

/** Options of {@link parseTour}. */
export interface ParseTourOptions {
  /** Read the text as this format instead of detecting it. */
  format?: TourFormat;
}

/** 1-based line of character `pos`. */
function lineAt(text: string, pos: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < pos; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * Which of the three formats a text looks like: a JSON object, `step,x,y` CSV (or its
 * `# knights-tour/1 …` comment), or a board of step numbers. Undefined when none fits.
 */
export function detectTourFormat(text: string): TourFormat | undefined {
  const start = text.search(/\S/);
  if (start === -1) return undefined;
  const c = text[start];
  if (c === '{' || c === '[') return 'json';
  const end = text.indexOf('\n', start);
  const line = text.slice(start, end === -1 ? undefined : end).trim();
  if (line.startsWith('#') || line.includes(',')) return 'csv';
  if (/^[\d.\s]+$/.test(line)) return 'text';
  return undefined;
}

/**
 * Reads a tour in any format the core writes (`formatTour`): SPEC §9 JSON, `step,x,y` CSV
 * or a text board of 1-based step numbers. The format is detected unless given.
 * Throws {@link TourFormatError} when the text cannot be read as a tour.
 */
export function parseTour(text: string, options: ParseTourOptions = {}): ParsedTour {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') throw new TourFormatError('empty input: no tour to read');
  const format = options.format ?? detectTourFormat(text);
  switch (format) {
    case 'json':
      return parseJson(text);
    case 'csv':
      return parseCsv(text);
    case 'text':
      return parseBoardText(text);
    case undefined: {
      const first = text.trim().split('\n', 1)[0] ?? '';
      throw new TourFormatError(
        `not a tour: expected a JSON document, step,x,y CSV or a board of step numbers, got ${quote(first)}`,
        lineAt(text, text.search(/\S/)),
      );
    }
    default:
      throw new TourFormatError(
        `unknown format '${String(format)}' (expected one of ${TOUR_FORMATS.join(', ')})`,
      );
  }
}
