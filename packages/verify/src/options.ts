import {
  type Board,
  type BoardLike,
  checkBoard,
  escapeControls,
  type KnightsTourError,
  parseBoardSize,
  parseName,
  quote,
  rethrowAs,
} from '@knights-tour/core';
import { ReadOptionError } from './errors.js';

/**
 * The styles a tour file can be read in. `json`, `csv` and `text` are what `solve` writes;
 * `text` is any board of step numbers (one per layer on a box); `pairs` is a list of
 * coordinates; `algebraic` is chess notation (squares or moves such as `Nb1-c3`); `indices`
 * is flat square indices (`y * width + x`).
 */
export const INPUT_FORMATS = ['json', 'csv', 'text', 'algebraic', 'pairs', 'indices'] as const;
/** A style of {@link INPUT_FORMATS}. */
export type InputFormat = (typeof INPUT_FORMATS)[number];

/** Whether coordinates are written (x, y) — column then row — or (row, col). */
export const AXIS_ORDERS = ['xy', 'rc'] as const;
/** One of {@link AXIS_ORDERS}. */
export type AxisOrder = (typeof AXIS_ORDERS)[number];

/** What the caller says about the input; anything left out is detected. */
export interface ReadOptions {
  /** The style to read (detected when absent). */
  readonly inputFormat?: InputFormat;
  /** Whether coordinates, step numbers and indices count from 0 or from 1. */
  readonly origin?: 0 | 1;
  /** Coordinate order of pairs: (x, y) or (row, col). */
  readonly order?: AxisOrder;
  /** The board: `'WxH'`, `'WxHxD'` (core's size grammar) or `{ width, height, depth? }`. */
  readonly size?: string | BoardLike;
  /**
   * Where a JSON document holds the tour, when it holds several arrays of squares: keys and
   * array positions joined by dots (`solutions.0`, `result.moves`).
   */
  readonly key?: string;
}

/** {@link ReadOptions} as text, the way flags and Action inputs give them (empty = not given). */
export interface ReadOptionsText {
  readonly inputFormat?: string | undefined;
  readonly origin?: string | number | undefined;
  readonly order?: string | undefined;
  readonly size?: string | BoardLike | undefined;
  readonly key?: string | undefined;
}

/** Marks options {@link fixReading} has checked, so that a door handed them does not check them again. */
export const CHECKED: unique symbol = Symbol('checked reading options');

/** Validated options, as the readers use them: what {@link parseReadOptions} returns. */
export interface FixedReading {
  readonly [CHECKED]: true;
  readonly format?: InputFormat;
  readonly origin?: 0 | 1;
  readonly order?: AxisOrder;
  readonly size?: Board;
  /** `key` split at its dots. */
  readonly key?: readonly string[];
}

const given = (v: unknown): boolean => v !== undefined && v !== '';

/** Core's one-line error as the fault of `option` (for core's `rethrowAs`). */
const blame = (option: ReadOptionError['option']) => (error: KnightsTourError) =>
  new ReadOptionError(option, error.message);

/**
 * The one validation of the reading options, for the library's doors and for the apps' flags
 * and inputs alike: names in any case with a did-you-mean (core's `parseName`), sizes in
 * core's grammar and limits. Options it checked already pass as they are. Throws
 * {@link ReadOptionError} naming the option.
 */
export function fixReading(
  options: ReadOptions | ReadOptionsText | FixedReading = {},
): FixedReading {
  if (CHECKED in options) return options;
  const { inputFormat, origin, order, size, key } = options as ReadOptionsText;
  const out: {
    [CHECKED]: true;
    format?: InputFormat;
    origin?: 0 | 1;
    order?: AxisOrder;
    size?: Board;
    key?: string[];
  } = { [CHECKED]: true };
  if (given(inputFormat)) {
    out.format = rethrowAs(
      () => parseName('input format', String(inputFormat), INPUT_FORMATS),
      blame('inputFormat'),
    );
  }
  if (given(origin))
    out.origin =
      rethrowAs(() => parseName('origin', String(origin), ['0', '1']), blame('origin')) === '0'
        ? 0
        : 1;
  if (given(order)) {
    out.order = rethrowAs(() => parseName('order', String(order), AXIS_ORDERS), blame('order'));
  }
  if (given(size)) {
    out.size = rethrowAs(
      () => (typeof size === 'string' ? parseBoardSize(size) : checkBoard(size as BoardLike)),
      blame('size'),
    );
  }
  if (given(key)) {
    const text = String(key);
    if (escapeControls(text) !== text || text.split('.').some((part) => part === '')) {
      throw new ReadOptionError(
        'key',
        `key must be names and positions joined by dots (e.g. solutions.0), got ${quote(text)}`,
      );
    }
    out.key = text.split('.');
  }
  return out;
}

/**
 * Reads the options as flags and inputs give them (text; empty means not given), checked
 * once: what the CLI and the Action call, so that both accept the same values, and what they
 * hand `parseTour`, `createSquareReader` and `createTourVerifier` (which read checked options
 * as they are). Throws {@link ReadOptionError} naming the option at fault.
 */
export function parseReadOptions(text: ReadOptionsText): FixedReading {
  return fixReading(text);
}
