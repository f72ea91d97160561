import { type Board, boardName, plural, type Square, squareLabel } from '@knights-tour/core';
import type { AxisOrder, InputFormat } from './options.js';

/** How a file was read: every choice that could have gone another way. */
export interface Reading {
  readonly format: InputFormat;
  /** A few words on the layout, e.g. `board with rank labels, rank 1 at the bottom`. */
  readonly style: string;
  /** What step numbers or coordinates count from. */
  readonly origin: 0 | 1;
  readonly order: AxisOrder;
  /** The board the tour was read on. */
  readonly board: Board;
  /**
   * Where the size came from: the document, an option, the drawn board (`grid`), or
   * `inferred` from the largest coordinates, where a square far off the board makes the
   * board larger instead (see {@link inferredFrom}).
   */
  readonly sizeFrom: 'document' | 'option' | 'grid' | 'inferred';
  /** With `sizeFrom: 'inferred'`: the entry that set each side. */
  readonly inferredFrom?: readonly InferredSide[];
  /** Where in a JSON document the tour was found (`solutions.0`), when not the document itself. */
  readonly key?: string;
  /** Lines around the tour that were skipped (prose, timings), 1-based; the first 20. */
  readonly skipped: readonly SkippedLine[];
  /** The file printed the tour twice (a move list and a board) and both agree. */
  readonly twice?: boolean;
}

/** A line around the tour that was not part of it (prose, timings). */
export interface SkippedLine {
  /** 1-based line number. */
  readonly line: number;
  readonly text: string;
}

/** The entry that made one side of an inferred board as long as it is. */
export interface InferredSide {
  readonly side: 'width' | 'height' | 'depth';
  readonly length: number;
  /** 1-based step of the entry, and the square it names (0-based) and as the file writes it. */
  readonly step: number;
  readonly square: Square;
  readonly written: string;
}

/**
 * `size inferred as 11x7 from the squares (width from step 17, (10,3))`: said in every verdict
 * on an inferred board, because a square far off the true board makes the board larger
 * instead of being reported off it.
 */
export function describeInferred(reading: Reading): string | undefined {
  if (reading.sizeFrom !== 'inferred') return undefined;
  const sides = (reading.inferredFrom ?? []).map((s) => {
    const plain = squareLabel(s.square);
    const written = s.written === plain ? plain : `${s.written} ${plain}`;
    return `${s.side} from step ${s.step}, ${written}`;
  });
  return `size inferred as ${boardName(reading.board)} from the squares${sides.length > 0 ? ` (${sides.join('; ')})` : ''}`;
}

/** One line on a reading, for reports: `algebraic (…), origin 1, order xy, size 8x8 (inferred)`. */
export function describeReading(reading: Reading): string {
  const skipped = reading.skipped.length;
  return [
    `${reading.format} (${reading.style})`,
    ...(reading.key !== undefined ? [`the tour at '${reading.key}'`] : []),
    `origin ${reading.origin}`,
    `order ${reading.order}`,
    `size ${boardName(reading.board)} (${reading.sizeFrom})`,
    ...(reading.twice ? ['printed twice, both agree'] : []),
    ...(skipped > 0
      ? [`${plural(skipped, 'line')} skipped (${reading.skipped.map((s) => s.line).join(', ')})`]
      : []),
  ].join(', ');
}

/**
 * A reading as JSON output writes it (`knights-tour verify --format json`, the Action's results
 * file): the board's sides in its place, `depth` included (1 on a 2-D board), the rest as read.
 */
export function readingFields(reading: Reading) {
  const { format, style, origin, order, board, ...rest } = reading;
  const { width, height, depth } = board;
  return { format, style, origin, order, width, height, depth, ...rest };
}
