import { TourReader } from './formats/reader.js';
import { type FixedReading, fixReading, type ReadOptions } from './options.js';
import { type ParsedTour, ParsedTourBuilder } from './parsed-tour.js';

/**
 * Reads a tour in any style real solvers print, 2-D or 3-D: our JSON document, CSV and
 * boards (what `solve` writes), JSON arrays of pairs, objects, grids of step numbers, indices
 * or algebraic strings, a tour under any one key of a JSON document, boards of step numbers
 * with borders and labels, algebraic notation and moves (`Nb1-c3`), coordinate lists and
 * linear square indices. The style, origin, axis order and size are detected unless given in
 * `options`; `reading` in the result says which reading was used and which lines around the
 * tour were skipped. Problems with the tour itself are for `verifyTour`; text that is no tour
 * throws `TourFormatError`, text that reads more than one way `AmbiguousReadingError`.
 */
export function parseTour(text: string, options: ReadOptions | FixedReading = {}): ParsedTour {
  const builder = new ParsedTourBuilder();
  const reader = new TourReader(builder, fixReading(options));
  reader.push(text);
  const { reading, claims } = reader.finish();
  return builder.build(reading, claims);
}
