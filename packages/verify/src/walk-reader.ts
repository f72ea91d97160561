import type { Board } from '@knights-tour/core';
import { int32s } from './buffer.js';
import { type IntegerShape, scanIntegers } from './formats/integers.js';
import type { ReadOptions } from './options.js';
import { parseTour } from './parse.js';
import type { ParsedTour } from './parsed-tour.js';
import { PathChecker, type VerifyOptions } from './path-checker.js';
import { report, type TourReport, verifyTour } from './verify.js';

/**
 * Reading many walks of one program, one after another (what a solver check does with
 * thousands of outputs): the first is read as any text is, detected or as the options say;
 * its reading (style, origin, axis order) is then kept for all the others, so that a short
 * walk cannot be read another way than the long ones. A walk printed in one of the common
 * shapes of integers (formats/integers.ts) in which the general reader has already read a
 * walk of the same board is read and checked on flat indices without it, with that read's
 * reading, notation and claims; anything else, and every walk with a problem a reader would
 * place by line and column, goes the general way, so both give the same report.
 */

/** One walk read and checked. */
export interface CheckedWalk {
  readonly report: TourReport;
  /** The walk as flat square indices, when every entry is a square on the board (repeats and non-moves kept). */
  readonly squares: Int32Array | undefined;
}

/** A reader of one program's walks: see {@link createWalkReader}. */
export interface WalkReader {
  /** Reads and checks one walk on `board`; throws `TourFormatError` for text that is no walk. */
  read(text: string, board: Board): CheckedWalk;
  /** The reading in force: the options given, completed by the first walk read (format, origin, order). */
  readonly options: ReadOptions;
  /** Walks read so far without the general reader (the common shapes of integers). */
  readonly fastReads: number;
}

/** The walk of a parsed tour as flat indices, or undefined when an entry is not a square on its board. */
function squaresOf(tour: ParsedTour): Int32Array | undefined {
  const { xs, ys, zs } = tour;
  const { width, height, depth } = tour.board;
  const squares = new Int32Array(tour.length);
  for (let i = 0; i < tour.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    const z = zs[i]!;
    if (!(Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(z))) return undefined;
    if (x < 0 || y < 0 || z < 0 || x >= width || y >= height || z >= depth) return undefined;
    squares[i] = (z * height + y) * width + x;
  }
  return squares;
}

/**
 * A reader of walk after walk in one reading: see the module comment. `options.size` is
 * ignored (each walk's board is given to `read`).
 */
export function createWalkReader(options: ReadOptions & VerifyOptions = {}): WalkReader {
  const { closed, maxPerKind, maxUnvisited, size: _, ...given } = options;
  const verifying: VerifyOptions = {
    ...(closed !== undefined ? { closed } : {}),
    ...(maxPerKind !== undefined ? { maxPerKind } : {}),
    ...(maxUnvisited !== undefined ? { maxUnvisited } : {}),
  };
  let reading: ReadOptions = given;
  let fixed =
    given.inputFormat !== undefined && given.origin !== undefined && given.order !== undefined;
  let fastReads = 0;
  // The general reader's reading of each shape on the current board, once it has read one in
  // the fixed reading: the notation of squares in messages depends on the board.
  const templates = new Map<IntegerShape, ParsedTour>();
  let templateBoard = '';
  const values = int32s(1024);

  const general = (text: string, board: Board, shape: IntegerShape | undefined): CheckedWalk => {
    const tour = parseTour(text, { ...reading, size: board });
    if (!fixed) {
      reading = {
        ...reading,
        inputFormat: tour.format,
        origin: tour.reading.origin,
        order: tour.reading.order,
      };
      fixed = true;
    } else if (shape !== undefined && board.depth === 1) templates.set(shape, tour);
    return { report: verifyTour(tour, verifying), squares: squaresOf(tour) };
  };

  /** The walk of integers in the template's reading, checked; undefined where the general reader must say it. */
  const fast = (
    board: Board,
    shape: IntegerShape,
    template: ParsedTour,
  ): CheckedWalk | undefined => {
    const { width, height } = board;
    const { origin, order } = template.reading;
    const v = values.data;
    const count = shape === 'pairs' ? values.length / 2 : values.length;
    const squares = new Int32Array(count);
    const cells = width * height;
    for (let i = 0; i < count; i++) {
      if (shape === 'pairs') {
        const a = v[2 * i]! - origin;
        const b = v[2 * i + 1]! - origin;
        const x = order === 'xy' ? a : b;
        const y = order === 'xy' ? b : a;
        if (x < 0 || y < 0 || x >= width || y >= height) return undefined;
        squares[i] = y * width + x;
      } else {
        const s = v[i]! - origin;
        if (s < 0 || s >= cells) return undefined;
        squares[i] = s;
      }
    }
    const checker = new PathChecker(board, verifying, template.notation);
    for (let i = 0; i < count; i++) {
      const s = squares[i]!;
      checker.visit(s % width, (s - (s % width)) / width, 0);
    }
    const result = checker.finish();
    // Problems at a step are cited with their line and column: the general reader's to give.
    if (result.problems.some((p) => p.kind !== 'unvisited' && p.kind !== 'not-closed')) {
      return undefined;
    }
    return { report: report(result, template.claims, template.reading), squares };
  };

  return {
    read(text, board) {
      const key = `${board.width}x${board.height}x${board.depth}`;
      if (key !== templateBoard) {
        templates.clear();
        templateBoard = key;
      }
      const shape = scanIntegers(text, values);
      const template = shape === undefined ? undefined : templates.get(shape);
      const quick = template && shape ? fast(board, shape, template) : undefined;
      if (quick) fastReads++;
      return quick ?? general(text, board, shape);
    },
    get options() {
      return reading;
    },
    get fastReads() {
      return fastReads;
    },
  };
}
