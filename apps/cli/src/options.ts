import {
  ALGORITHMS,
  type AlgorithmName,
  type Board,
  createBoard,
  isAlgorithmName,
  isTourFormat,
  TOUR_FORMATS,
  type TourFormat,
} from '@knights-tour/core';
import { UsageError } from './command.js';

/** Parses `n` or `WxH` into a board (one-line error otherwise). */
export function parseBoard(text: string | undefined): Board {
  if (text === undefined)
    throw new UsageError('missing board size: give n (e.g. 8) or WxH (e.g. 8x10)');
  const m = /^(\d+)(?:x(\d+))?$/.exec(text.trim());
  if (!m) throw new UsageError(`board size '${text}' is not an integer n or WxH`);
  const width = Number(m[1]);
  const height = m[2] === undefined ? width : Number(m[2]);
  return createBoard(width, height);
}

/** Parses `x,y`. */
export function parseSquare(text: string, what = 'start'): [number, number] {
  const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(text);
  if (!m) throw new UsageError(`${what} '${text}' is not x,y (two integers, e.g. 0,0)`);
  return [Number(m[1]), Number(m[2])];
}

/** Parses a whole number option within bounds. */
export function parseInteger(name: string, text: string, min: number, max: number): number {
  const v = Number(text);
  if (!/^\s*-?\d+\s*$/.test(text) || !Number.isSafeInteger(v) || v < min || v > max) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}, got '${text}'`);
  }
  return v;
}

export function parseAlgorithm(text: string | undefined, fallback: AlgorithmName): AlgorithmName {
  if (text === undefined) return fallback;
  if (!isAlgorithmName(text)) {
    throw new UsageError(`unknown algorithm '${text}' (expected one of ${ALGORITHMS.join(', ')})`);
  }
  return text;
}

export function parseFormat(text: string | undefined, fallback: TourFormat): TourFormat {
  if (text === undefined) return fallback;
  if (!isTourFormat(text)) {
    throw new UsageError(`unknown format '${text}' (expected one of ${TOUR_FORMATS.join(', ')})`);
  }
  return text;
}

/** A string option's value (parseArgs gives strings for `type: 'string'`). */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
