import type { SquareNotation } from './checker.js';
import {
  describePlace,
  type Reading,
  type ReadOptions,
  TourFormatError,
} from './formats/reading.js';
import type { TourSink } from './formats/sink.js';
import type { TourClaims } from './parsed-tour.js';
import { TourReader } from './reader.js';

/** A walk read as linear square indices `y * width + x`: 4 bytes a step, whatever the style. */
export interface SquareWalk {
  readonly width: number;
  readonly height: number;
  readonly squares: Int32Array;
  readonly reading: Reading;
  readonly claims: TourClaims;
}

/** Keeps the squares; an entry that is not a square on the board cannot be kept. */
class SquaresSink implements TourSink {
  squares = new Int32Array(1024);
  length = 0;
  width = 0;
  height = 0;
  private notation: SquareNotation | undefined;

  begin(reading: Reading, notation: SquareNotation | undefined): void {
    this.width = reading.width;
    this.height = reading.height;
    this.notation = notation;
    // A walk is at most one step a square (more is refused below only if off the board).
    const expected = reading.width * reading.height;
    if (expected > this.squares.length) this.squares = new Int32Array(Math.min(expected, 2 ** 28));
  }

  visit(x: number, y: number, line: number, column: number): void {
    const k = this.length + 1;
    if (!(x >= 0 && y >= 0 && x < this.width && y < this.height)) {
      const name = this.notation ? this.notation(x, y) : `(${x},${y})`;
      throw new TourFormatError(
        `step ${k}${describePlace(line, column)}: ${name} is off the ${this.width}x${this.height} board, so the walk cannot be written as squares`,
      );
    }
    if (this.length === this.squares.length) {
      const next = new Int32Array(this.squares.length * 2);
      next.set(this.squares);
      this.squares = next;
    }
    this.squares[this.length++] = y * this.width + x;
  }

  malformed(why: string, line: number, column: number): void {
    throw new TourFormatError(
      `step ${this.length + 1}${describePlace(line, column)}: ${why}, so the walk cannot be written as squares`,
    );
  }
}

/** A reader of any style into a compact walk: see {@link createSquareReader}. */
export interface SquareReader {
  /** Reads the next piece of the text, as it arrives. */
  push(chunk: string): void;
  /** Ends the input and returns the walk; throws a {@link TourFormatError} when it is not a tour. */
  finish(): SquareWalk;
}

/**
 * Reads a tour in any style (same readers and options as `parseTour`) into linear square
 * indices, streaming: what `knights-tour convert` writes from. Every entry must be a square
 * on the board (a walk with an off-board or malformed entry throws `TourFormatError`);
 * repeated squares and non-moves are kept as they are, for the verifier to judge.
 */
export function createSquareReader(options: ReadOptions = {}): SquareReader {
  const sink = new SquaresSink();
  const reader = new TourReader(sink, options);
  return {
    push: (chunk) => reader.push(chunk),
    finish() {
      const { reading, claims } = reader.finish();
      return {
        width: reading.width,
        height: reading.height,
        squares: sink.squares.subarray(0, sink.length),
        reading,
        claims,
      };
    },
  };
}
