import type { InputFormat, ReadOptions } from './formats/reading.js';
import { type ParsedTour, ParsedTourBuilder } from './parsed-tour.js';
import { TourReader } from './reader.js';

/** Options of {@link parseTour}: the reading, any part of which is detected when left out. */
export type ParseTourOptions = ReadOptions;

/**
 * Which style a text looks like, from its first lines: `json`, `csv`, `text` (a board),
 * `algebraic`, `pairs` or `indices`. Undefined when it is no tour. (Reads the whole text:
 * for a style decision on a huge file, use the report's `reading` instead.)
 */
export function detectTourFormat(text: string, options: ReadOptions = {}): InputFormat | undefined {
  try {
    return parseTour(text, options).format;
  } catch {
    return undefined;
  }
}

/**
 * Reads a tour in any style real solvers print: our JSON document, CSV and boards (what
 * `solve` writes), JSON arrays of pairs, objects, indices or algebraic strings, boards of
 * step numbers with borders and labels, algebraic notation, coordinate lists and linear
 * square indices. The style, origin, axis order and size are detected unless given in
 * `options` ({ inputFormat, origin, order, size }); `reading` in the result says which
 * reading was used and which lines around the tour were skipped. Problems with the tour
 * itself are for {@link verifyTour}; text that is no tour throws `TourFormatError`.
 */
export function parseTour(text: string, options: ParseTourOptions = {}): ParsedTour {
  const builder = new ParsedTourBuilder();
  const reader = new TourReader(builder, options);
  reader.push(text);
  const { reading, claims } = reader.finish();
  return builder.build(reading, claims);
}
