import { boardName, cellCount } from '@knights-tour/core';
import { AmbiguousReadingError, TourFormatError } from '../../errors.js';
import type { FixedReading, InputFormat } from '../../options.js';
import type { Reading } from '../../reading.js';
import type { SquareNotation, TourClaims, TourSink } from '../../sink.js';
import type { BoardGrid } from './grid.js';
import { boardOrigin, indicesReadingIsTour, replayBoard } from './replay.js';

/** A board of step numbers read whole: its reading decided and its walk replayed into the sink. */
export function emitBoard(
  grid: BoardGrid,
  fixed: FixedReading,
  sink: TourSink,
  how: {
    readonly format: InputFormat;
    /** `lines 3-10`, `the JSON array`: where the board is, for messages. */
    readonly where: string;
    readonly claims?: TourClaims;
    /** A notation for squares when the board has none of its own (a move list beside it). */
    readonly notation?: SquareNotation | undefined;
    readonly key?: string | undefined;
  },
): { reading: Reading; notation: SquareNotation | undefined } {
  const size = fixed.size;
  const { board } = grid;
  if (size && boardName(size) !== boardName(board)) {
    throw new TourFormatError(
      `the board has ${boardName(board)} squares but --size says ${boardName(size)}`,
      grid.firstLine || undefined,
    );
  }
  if (cellCount(board) === 1) {
    throw new AmbiguousReadingError(
      `${how.where} ${how.where.startsWith('line') ? 'holds' : 'hold'} a board of one square: a truncated file or a misreading, not a tour; give --size WxH and --input-format if it is one`,
      grid.firstLine || undefined,
    );
  }
  const origin = boardOrigin(grid, fixed);
  if (fixed.format === undefined && indicesReadingIsTour(grid, origin, size)) {
    throw new AmbiguousReadingError(
      `${how.where} read as a board of step numbers are not a tour, but read as linear square indices they are: give --input-format text or --input-format indices`,
    );
  }
  const reading: Reading = {
    format: how.format,
    style: grid.style,
    origin,
    order: 'xy',
    board,
    sizeFrom: size ? 'option' : 'grid',
    ...(how.key !== undefined ? { key: how.key } : {}),
    skipped: [],
  };
  const notation = grid.notation ?? how.notation;
  sink.begin(reading, notation, how.claims ?? {});
  replayBoard(grid, origin, sink);
  return { reading, notation };
}
