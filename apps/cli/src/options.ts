import {
  ALGORITHMS,
  type AlgorithmName,
  type Board,
  checkStart,
  createBoard,
  isAlgorithmName,
  isTourFormat,
  MAX_SIDE,
  MAX_SQUARES,
  TOUR_FORMATS,
  type TourFormat,
} from '@knights-tour/core';
import { didYouMean } from '@knights-tour/sweep/plan';
import { parseReadOptions, ReadOptionError, type ReadOptions } from '@knights-tour/verify';
import { UsageError } from './command.js';

/**
 * Why boards are limited, in one phrase: core's solver keeps about 7 bytes of working state
 * per square, so the limits keep a run within a couple of GiB of memory.
 */
const LIMIT_REASON = `at most ${MAX_SIDE} squares a side and ${MAX_SQUARES} (2^${Math.log2(MAX_SQUARES)}) squares in all, because the solver needs about 7 bytes of memory per square (about ${Math.round((MAX_SQUARES * 7) / 2 ** 30)} GiB at the limit)`;

/**
 * Parses `n` or `WxH` (also `WXH`, `W×H`) into a board, with a one-line error that says
 * what is wrong: not an integer, zero, or too large (and how large is allowed, and why).
 */
export function parseBoard(text: string | undefined): Board {
  if (text === undefined || text.trim() === '') {
    throw new UsageError('missing board size: give n (e.g. 8) or WxH (e.g. 8x10)');
  }
  const m = /^\s*(\d+)(?:\s*[xX×]\s*(\d+))?\s*$/.exec(text);
  if (!m) {
    throw new UsageError(
      `board size '${text}' is not a positive integer n or WxH (e.g. 8 or 8x10)`,
    );
  }
  const width = Number(m[1]);
  const height = m[2] === undefined ? width : Number(m[2]);
  if (width < 1 || height < 1) {
    throw new UsageError(`board size '${text}' must be at least 1 (e.g. 8 or 8x10)`);
  }
  const label = m[2] === undefined ? `${width}` : `${width}x${height}`;
  if (
    !Number.isSafeInteger(width) ||
    !Number.isSafeInteger(height) ||
    width > MAX_SIDE ||
    height > MAX_SIDE ||
    width * height > MAX_SQUARES
  ) {
    throw new UsageError(`board ${label} is too large: ${LIMIT_REASON}`);
  }
  return createBoard(width, height);
}

/** Parses `x,y` (0-based column,row). Whether it is on the board is the caller's check. */
export function parseSquare(text: string, what = 'start'): [number, number] {
  const m = /^\s*\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?\s*$/.exec(text);
  if (!m) throw new UsageError(`${what} '${text}' is not x,y (two integers, e.g. 0,0)`);
  return [Number(m[1]), Number(m[2])];
}

/** Parses `--start x,y` and checks that the square is on `board`. */
export function parseStart(text: string, board: Board): [number, number] {
  const [x, y] = parseSquare(text);
  checkStart(board, [x, y]); // core's KnightsTourError: exit 2 like a UsageError
  return [x, y];
}

/** Parses a whole-number option within bounds. */
export function parseInteger(name: string, text: string, min: number, max: number): number {
  const v = Number(text);
  if (!/^\s*-?\d+\s*$/.test(text) || !Number.isSafeInteger(v) || v < min || v > max) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}, got '${text}'`);
  }
  return v;
}

/** Parses `--algorithm`: one of core's {@link ALGORITHMS}. */
export function parseAlgorithm(text: string | undefined, fallback: AlgorithmName): AlgorithmName {
  if (text === undefined) return fallback;
  const name = text.trim().toLowerCase();
  if (!isAlgorithmName(name)) {
    throw new UsageError(
      `unknown algorithm '${text}'${didYouMean(name, ALGORITHMS)} (expected one of ${ALGORITHMS.join(', ')})`,
    );
  }
  return name;
}

/** Parses a tour `--format`: one of core's {@link TOUR_FORMATS}. */
export function parseFormat(text: string | undefined, fallback: TourFormat): TourFormat {
  if (text === undefined) return fallback;
  const name = text.trim().toLowerCase();
  if (!isTourFormat(name)) {
    throw new UsageError(
      `unknown format '${text}'${didYouMean(name, TOUR_FORMATS)} (expected one of ${TOUR_FORMATS.join(', ')})`,
    );
  }
  return name;
}

/** Parses a value that must be one of `choices` (case-insensitive), naming them when it is not. */
export function parseChoice<T extends string>(
  name: string,
  text: string,
  choices: readonly T[],
): T {
  const value = text.trim().toLowerCase();
  const found = choices.find((c) => c === value);
  if (found === undefined) {
    throw new UsageError(
      `unknown ${name} '${text}'${didYouMean(value, choices)} (expected one of ${choices.join(', ')})`,
    );
  }
  return found;
}

/** A string option's value (parseArgs gives strings for `type: 'string'`). */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Fails when a command got more positional arguments than it takes. */
export function expectPositionals(command: string, positionals: string[], max: number): void {
  if (positionals.length > max) {
    throw new UsageError(
      `${command}: unexpected argument '${positionals[max]}' (see 'knights-tour ${command} --help')`,
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
export function parseReadingOptions(values: Record<string, unknown>): ReadOptions {
  try {
    return parseReadOptions({
      inputFormat: str(values['input-format']),
      origin: str(values.origin),
      order: str(values.order),
      size: str(values.size),
      key: str(values.key),
    });
  } catch (error) {
    if (error instanceof ReadOptionError) throw new UsageError(error.message);
    throw error;
  }
}
