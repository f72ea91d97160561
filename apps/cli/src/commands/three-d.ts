// What is left of the 3-D wing: `verify` of one 3-D file, which the verifier owner moves into
// verify.ts with verify's one reader for both dimensions. solve and render draw 3-D walks
// through their one path.
import { KnightsTourError } from '@knights-tour/core';
import {
  describeReport3d,
  type ParsedTour3d,
  parseTour3d,
  type Tour3dReport,
  verifyTour3d,
} from '@knights-tour/verify';
import { UsageError } from '../command.js';

/** Reads a 3-D tour file, with the file's name in the one-line error. */
function readTour3d(name: string, text: string): ParsedTour3d {
  try {
    return parseTour3d(text);
  } catch (error) {
    if (error instanceof KnightsTourError) throw new UsageError(`${name}: ${error.message}`);
    throw error;
  }
}

/** `verify` of one 3-D file: the report and its text lines. */
export function verify3dFile(
  name: string,
  text: string,
  options: { closed: boolean; maxPerKind: number },
): { format: string; report: Tour3dReport; lines: string[] } {
  const tour = readTour3d(name, text);
  const report = verifyTour3d(tour, options);
  return { format: tour.format, report, lines: describeReport3d(report) };
}
