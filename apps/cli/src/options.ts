// Reading option values. Each rule is core's or verify's (sizes, names, squares, reading
// options); this file only turns their one-line errors into the CLI's usage error (exit 2).
import {
  type AlgorithmName,
  type Board,
  checkStart,
  parseAlgorithm as coreParseAlgorithm,
  parseBoardSize,
  parseName,
  quote,
  rethrowAs,
  type Square,
  squareArity,
  TOUR_FORMATS,
  type TourFormat,
} from '@knights-tour/core';
import { type FixedReading, parseReadOptions } from '@knights-tour/verify';
import { UsageError, usageError } from './command.js';

/** A board size, in core's one grammar: `8`, `8x10`, `6x6x6` (`x`, `X`, `×` or `*`). */
export function parseBoard(text: string | undefined): Board {
  return rethrowAs(() => parseBoardSize(text ?? ''), usageError());
}

/** Parses `x,y` or `x,y,z` (0-based). Whether it is on the board is the caller's check. */
function parseSquare(text: string, what = 'start'): number[] {
  const m = /^\s*\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*(?:,\s*(-?\d+)\s*)?\)?\s*$/.exec(text);
  if (!m) {
    throw new UsageError(`${what} ${quote(text)} is not x,y or x,y,z (integers, e.g. 0,0)`);
  }
  return m
    .slice(1)
    .filter((v) => v !== undefined)
    .map(Number);
}

/** Parses `--start x,y` (`x,y,z` on a box) and checks that the square is on `board`. */
export function parseStart(text: string, board: Board): Square {
  const square = parseSquare(text);
  if (squareArity(board) === 3 && square.length === 2) {
    throw new UsageError(`start ${quote(text)} is x,y, but a box needs x,y,z (e.g. 0,0,0)`);
  }
  return rethrowAs(() => checkStart(board, square), usageError());
}

/** Parses a whole-number option within bounds. */
export function parseInteger(name: string, text: string, min: number, max: number): number {
  const v = Number(text);
  if (!/^\s*-?\d+\s*$/.test(text) || !Number.isSafeInteger(v) || v < min || v > max) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}, got ${quote(text)}`);
  }
  return v;
}

/** A value that must be one of `choices`: core's `parseName` (any case, did-you-mean). */
export function parseChoice<T extends string>(
  name: string,
  text: string,
  choices: readonly T[],
): T {
  return rethrowAs(() => parseName(name, text, choices), usageError());
}

/** Parses `--algorithm`: one of core's algorithms. */
export function parseAlgorithm(text: string | undefined, fallback: AlgorithmName): AlgorithmName {
  return text === undefined ? fallback : rethrowAs(() => coreParseAlgorithm(text), usageError());
}

/** Parses a tour `--format`: one of core's `TOUR_FORMATS`. */
export function parseFormat(text: string | undefined, fallback: TourFormat): TourFormat {
  return text === undefined ? fallback : parseChoice('format', text, TOUR_FORMATS);
}

/** A string option's value (parseArgs gives strings for `type: 'string'`). */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The one tour file (or `-`) a reading command takes: more, or none, is one line. */
export function oneTourFile(command: string, positionals: string[]): string {
  expectPositionals(command, positionals, 1);
  const input = positionals[0];
  if (input === undefined) {
    throw new UsageError(
      `${command}: give a tour file, or - for standard input (see 'knights-tour ${command} --help')`,
    );
  }
  return input;
}

/** Fails when a command got more positional arguments than it takes. */
export function expectPositionals(command: string, positionals: string[], max: number): void {
  if (positionals.length > max) {
    throw new UsageError(
      `${command}: unexpected argument ${quote(positionals[max]!)} (see 'knights-tour ${command} --help')`,
    );
  }
}

/** The reading flags shared by `verify`, `convert` and `analyze`: --input-format, --origin, --order, --size, --key. */
export const READING_OPTIONS = {
  'input-format': { type: 'string' },
  origin: { type: 'string' },
  order: { type: 'string' },
  size: { type: 'string' },
  key: { type: 'string' },
} as const;

/** Help lines of {@link READING_OPTIONS}. */
export const READING_HELP = `      --input-format F   read as F instead of detecting it: json, csv, text (a board of
                         step numbers), algebraic, pairs (coordinates) or indices
      --origin 0|1       coordinates, step numbers and indices count from 0 or from 1
      --order xy|rc      coordinate pairs are (x, y) = (column, row) or (row, col)
      --size WxH         the board size, WxHxD for a box (needed for square indices;
                         otherwise read from the file or inferred)
      --key NAME         the tour is the JSON array at NAME (keys and positions joined
                         by dots, e.g. solutions.0) when a document holds several`;

/** The reading flags, validated by the verifier (the one place that knows them). */
export function parseReadingOptions(values: Record<string, unknown>): FixedReading {
  return rethrowAs(
    () =>
      parseReadOptions({
        inputFormat: str(values['input-format']),
        origin: str(values.origin),
        order: str(values.order),
        size: str(values.size),
        key: str(values.key),
      }),
    usageError(),
  );
}

/** The `[x, y]` of a square, for the 2-D questions (count, exists): core refuses a box itself. */
export function planeSquare(square: Square): [number, number] {
  return [square[0], square[1]];
}
