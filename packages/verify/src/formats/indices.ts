import type { SquareNotation } from '../checker.js';
import { AmbiguousReadingError, type BoardSize, type FixedReading } from './reading.js';

/**
 * Linear square indices `y * width + x` (SPEC §1), 0- or 1-based, one a line or many on a
 * line, as text or as a JSON array. An index says nothing about the board's width, so the
 * size must be given (`--size WxH`) or come from a JSON document's `width` and `height`.
 */

/** The board for a list of indices: given, or refused with the flag that settles it. */
export function indicesSize(fixed: FixedReading, count: number, where: string): BoardSize {
  if (fixed.size) return fixed.size;
  throw new AmbiguousReadingError(
    `${where} holds ${count} linear square indices, which fit any board of ${count} squares (${count}x1, 1x${count}${Number.isInteger(Math.sqrt(count)) ? `, ${Math.sqrt(count)}x${Math.sqrt(count)}` : ''} …): give --size WxH`,
  );
}

/** Origin of indices: the smallest is 0 → 0-based, else 1-based (unless given). */
export function indicesOrigin(fixed: FixedReading, min: number): 0 | 1 {
  return fixed.origin ?? (min <= 0 ? 0 : 1);
}

/** `index 17` for a square, in the file's own numbering. */
export function indexNotation(width: number, origin: 0 | 1): SquareNotation {
  return (x, y) => `index ${y * width + x + origin}`;
}

/** 0-based square of index `v` (off the board stays off it: x or y out of range). */
export function indexSquare(
  v: number,
  width: number,
  height: number,
  origin: 0 | 1,
): [number, number] {
  const s = v - origin;
  if (s < 0 || s >= width * height) return [s < 0 ? -1 : width, Math.floor(s / width)];
  const x = s % width;
  return [x, (s - x) / width];
}
