import { type Board, boardName, cellCount, squareLabel, squareOf } from '@knights-tour/core';
import { int32s } from './buffer.js';
import { describePlace, TourFormatError } from './errors.js';
import { TourReader } from './formats/reader.js';
import { type FixedReading, fixReading, type ReadOptions } from './options.js';
import type { Reading } from './reading.js';
import type { SquareNotation, TourClaims, TourSink } from './sink.js';

/** A walk read as flat square indices (`(z * height + y) * width + x`): 4 bytes a step, whatever the style. */
export interface SquareWalk {
  readonly board: Board;
  readonly squares: Int32Array;
  readonly reading: Reading;
  readonly claims: TourClaims;
}

/** Keeps the squares; an entry that is not a square on the board cannot be kept. */
class SquaresSink implements TourSink {
  readonly squares = int32s(1024);
  board: Board = { width: 0, height: 0, depth: 1 };
  private notation: SquareNotation | undefined;

  begin(reading: Reading, notation: SquareNotation | undefined): void {
    this.board = reading.board;
    this.notation = notation;
    // A walk is one step a square (more only when squares repeat).
    this.squares.reserve(Math.min(cellCount(reading.board), 2 ** 28));
  }

  visit(x: number, y: number, z: number, line: number, column: number): void {
    const { width, height, depth } = this.board;
    if (!(x >= 0 && y >= 0 && z >= 0 && x < width && y < height && z < depth)) {
      const name = this.notation
        ? this.notation(x, y, z)
        : squareLabel(squareOf(this.board, x, y, z));
      throw new TourFormatError(
        `step ${this.squares.length + 1}${describePlace(line, column)}: ${name} is off the ${boardName(this.board)} board, so the walk cannot be written as squares`,
      );
    }
    this.squares.push((z * height + y) * width + x);
  }

  malformed(why: string, line: number, column: number): void {
    throw new TourFormatError(
      `step ${this.squares.length + 1}${describePlace(line, column)}: ${why}, so the walk cannot be written as squares`,
    );
  }
}

/** A reader of any style into a compact walk: see {@link createSquareReader}. */
export interface SquareReader {
  /** Reads the next piece of the text, as it arrives. */
  push(chunk: string): void;
  /** Ends the input and returns the walk; throws a `TourFormatError` when it is not a walk of squares. */
  finish(): SquareWalk;
}

/**
 * Reads a tour in any style (same readers and options as `parseTour`) into flat square
 * indices, streaming: what `knights-tour convert` writes from. Every entry must be a square
 * on the board (a walk with an off-board or malformed entry throws `TourFormatError`);
 * repeated squares and non-moves are kept as they are, for the verifier to judge.
 */
export function createSquareReader(options: ReadOptions | FixedReading = {}): SquareReader {
  const sink = new SquaresSink();
  const reader = new TourReader(sink, fixReading(options));
  return {
    push: (chunk) => reader.push(chunk),
    finish() {
      const { reading, claims } = reader.finish();
      return { board: sink.board, squares: sink.squares.view(), reading, claims };
    },
  };
}
