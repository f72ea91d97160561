import {
  type Board,
  boardName,
  cellCount,
  checkBoard,
  rethrowAs,
  squareArity,
  squareLabel,
  squareOf,
} from '@knights-tour/core';
import { AmbiguousReadingError, TourFormatError } from '../errors.js';
import type { AxisOrder, FixedReading, InputFormat } from '../options.js';
import type { InferredSide, Reading } from '../reading.js';
import type { SquareNotation, TourClaims, TourSink } from '../sink.js';
import { squareName } from './algebraic.js';
import type { HeldList } from './held.js';

/**
 * A held list → its reading → replayed into the sink: the one decision for JSON arrays and
 * text lists alike. Three families: `pairs` (coordinates, 2 or 3 values), `algebraic`
 * (file index and rank) and `indices` (flat square indices). The board comes from the
 * `size` option, else the input (a document, a CSV comment), else — except for indices,
 * which fit any board of their count — from the largest values; the origin from the option,
 * the input, else the smallest value.
 */
export type ListFamily = 'pairs' | 'algebraic' | 'indices';

/** What the input says about a list besides its entries. */
export interface ListContext {
  readonly format: InputFormat;
  readonly style: string;
  readonly fixed: FixedReading;
  /** The board the input names (a document's width and height, a CSV comment). */
  readonly board?: Board | undefined;
  /** The input's own origin (our document and CSV are 0-based). */
  readonly origin?: 0 | 1 | undefined;
  /** From keys or a header: (x, y) or (row, col). */
  readonly order?: AxisOrder | undefined;
  /** A rank (file/rank keys) counts from the bottom of the board. */
  readonly fromBottom?: boolean | undefined;
  /** How the file writes a square of numbers: `(3, 4)` or `[3, 4]`. */
  readonly brackets: '()' | '[]';
  /** Where the list is, for messages: `line 3`, `lines 3-70`, `the JSON array`. */
  readonly where: string;
  /** First line of the list, for errors. */
  readonly line?: number | undefined;
  readonly claims: TourClaims;
  /** Where in a JSON document the list was found. */
  readonly key?: string | undefined;
}

/** How a list was read: what the sink was given. */
export interface Decided {
  readonly reading: Reading;
  readonly claims: TourClaims;
  readonly notation: SquareNotation | undefined;
}

/** A board inferred from values: core's limits, refused as a misreading when it is one square. */
function inferredBoard(width: number, height: number, depth: number, ctx: ListContext): Board {
  const board = rethrowAs(
    () => checkBoard({ width, height, depth }),
    (error) =>
      new TourFormatError(
        `${error.message} (the size inferred from the squares of ${ctx.where})`,
        ctx.line,
      ),
  );
  if (cellCount(board) === 1) {
    throw new AmbiguousReadingError(
      `${ctx.where} read as ${ctx.style} ${width === 1 && height === 1 ? 'fit' : 'fits'} a 1x1 board: a truncated file or a misreading, not a tour; give --size WxH (and --input-format) if it is one`,
      ctx.line,
    );
  }
  return board;
}

function reading(
  ctx: ListContext,
  board: Board,
  origin: 0 | 1,
  order: AxisOrder,
  sizeFrom: Reading['sizeFrom'],
  inferredFrom?: InferredSide[],
): Reading {
  return {
    format: ctx.format,
    style: ctx.style,
    origin,
    order,
    board,
    sizeFrom,
    ...(inferredFrom ? { inferredFrom } : {}),
    ...(ctx.key !== undefined ? { key: ctx.key } : {}),
    skipped: [],
  };
}

/** The board given by the option or the input, and where it came from. */
function givenBoard(ctx: ListContext): { board: Board; from: 'option' | 'document' } | undefined {
  if (ctx.fixed.size) return { board: ctx.fixed.size, from: 'option' };
  if (ctx.board) return { board: ctx.board, from: 'document' };
  return undefined;
}

/** Decides the reading of `list`, begins the sink and replays every entry into it. */
export function emitList(
  list: HeldList,
  family: ListFamily,
  ctx: ListContext,
  sink: TourSink,
): Decided {
  const decided =
    family === 'indices'
      ? decideIndices(list, ctx)
      : family === 'algebraic'
        ? decideAlgebraic(list, ctx)
        : decidePairs(list, ctx);
  sink.begin(decided.reading, decided.notation, ctx.claims);
  const { a, b, c, line, column, notes } = list;
  for (let i = 0; i < list.size; i++) {
    const at = line.data[i]!;
    const col = column.data[i]!;
    if (list.isBad(i)) {
      sink.malformed(notes.get(i) ?? 'malformed entry', at, col);
      continue;
    }
    const square = decided.square(a.data[i]!, b.data[i]!, c.data[i]!);
    if (typeof square === 'string') sink.malformed(square, at, col);
    else sink.visit(square[0], square[1], square[2], at, col);
  }
  return { reading: decided.reading, claims: ctx.claims, notation: decided.notation };
}

interface Decision {
  readonly reading: Reading;
  readonly notation: SquareNotation | undefined;
  /** The square of raw values, or why they name none. */
  square(a: number, b: number, c: number): readonly [number, number, number] | string;
}

/** The sides of an inferred board and, for each, the entry that set it. */
function inferredSides(
  list: HeldList,
  sides: readonly ['width' | 'height' | 'depth', number][],
  decision: Omit<Decision, 'reading'>,
  board: Board,
): InferredSide[] {
  return sides.map(([side, position]) => {
    const i = list.argmax[position]!;
    const s = decision.square(list.a.data[i]!, list.b.data[i]!, list.c.data[i]!);
    const square = typeof s === 'string' ? squareOf(board, 0, 0) : squareOf(board, ...s);
    const written =
      typeof s === 'string' || !decision.notation
        ? squareLabel(square)
        : decision.notation(s[0], s[1], s[2]);
    return { side, length: board[side], step: i + 1, square, written };
  });
}

function decidePairs(list: HeldList, ctx: ListContext): Decision {
  const arity = list.arity === 3 ? 3 : 2;
  const order: AxisOrder = ctx.fixed.order ?? ctx.order ?? 'xy';
  const min = list.smallest(arity);
  const origin: 0 | 1 =
    ctx.fixed.origin ?? ctx.origin ?? (Number.isFinite(min) && min >= 1 ? 1 : 0);
  const given = givenBoard(ctx);
  const xAt = order === 'xy' ? 0 : 1;
  const yAt = 1 - xAt;
  let board: Board;
  if (given) board = given.board;
  else {
    if (list.arity === 0) {
      throw new TourFormatError(
        `no squares to read and no board size (${ctx.where}): give --size WxH`,
        ctx.line,
      );
    }
    board = inferredBoard(
      Math.max(1, list.max[xAt]! - origin + 1),
      Math.max(1, list.max[yAt]! - origin + 1),
      arity === 3 ? Math.max(1, list.max[2]! - origin + 1) : 1,
      ctx,
    );
  }
  if (squareArity(board) !== arity && list.arity !== 0) {
    throw new TourFormatError(
      arity === 3
        ? `${ctx.where} holds squares of three coordinates but the board is ${boardName(board)}`
        : `${ctx.where} holds squares of two coordinates but the board is the box ${boardName(board)}: a 2-D tour with a depth?`,
      ctx.line,
    );
  }
  const { height } = board;
  const flip = ctx.fromBottom === true;
  const [open, close] = ctx.brackets === '()' ? ['(', ')'] : ['[', ']'];
  const plain = origin === 0 && order === 'xy' && !flip;
  // The values as the file writes them, for the square (x, y, z).
  const written = (x: number, y: number, z: number) => {
    const wy = flip ? height - 1 - y : y;
    const pair = order === 'xy' ? [x + origin, wy + origin] : [wy + origin, x + origin];
    return arity === 3 ? [...pair, z + origin] : pair;
  };
  // File and rank keys are chess: their squares read as chess names (`e4`).
  const notation: SquareNotation | undefined = plain
    ? undefined
    : flip && origin === 1 && arity === 2
      ? (x, y) => squareName(x, y, height)
      : (x, y, z) => `${open}${written(x, y, z).join(', ')}${close}`;
  const square = (a: number, b: number, c: number): [number, number, number] => {
    const x = (order === 'xy' ? a : b) - origin;
    const wy = (order === 'xy' ? b : a) - origin;
    return [x, flip ? height - 1 - wy : wy, arity === 3 ? c - origin : 0];
  };
  const sides: ['width' | 'height' | 'depth', number][] = [
    ['width', xAt],
    ['height', yAt],
    ...(arity === 3 ? ([['depth', 2]] as ['depth', number][]) : []),
  ];
  const decision = { notation, square };
  return {
    ...decision,
    reading: given
      ? reading(ctx, board, origin, order, given.from)
      : reading(ctx, board, origin, order, 'inferred', inferredSides(list, sides, decision, board)),
  };
}

function decideAlgebraic(list: HeldList, ctx: ListContext): Decision {
  const given = givenBoard(ctx);
  if (given && given.board.depth > 1) {
    throw new TourFormatError(
      `algebraic notation names squares of a 2-D board, not of the box ${boardName(given.board)}`,
    );
  }
  const board =
    given?.board ?? inferredBoard(Math.max(1, list.max[0]! + 1), Math.max(1, list.max[1]!), 1, ctx);
  const { height } = board;
  const notation: SquareNotation = (x, y) => squareName(x, y, height);
  const square = (file: number, rank: number): [number, number, number] => [file, height - rank, 0];
  const decision = { notation, square };
  return {
    ...decision,
    reading: given
      ? reading(ctx, board, 1, 'xy', given.from)
      : reading(
          ctx,
          board,
          1,
          'xy',
          'inferred',
          inferredSides(
            list,
            [
              ['width', 0],
              ['height', 1],
            ],
            decision,
            board,
          ),
        ),
  };
}

function decideIndices(list: HeldList, ctx: ListContext): Decision {
  const given = givenBoard(ctx);
  const count = list.size;
  if (!given) {
    const root = Math.sqrt(count);
    const fits = [boardName({ width: count, height: 1, depth: 1 })];
    fits.push(boardName({ width: 1, height: count, depth: 1 }));
    if (Number.isInteger(root)) fits.push(boardName({ width: root, height: root, depth: 1 }));
    throw new AmbiguousReadingError(
      `${ctx.where} holds ${count} linear square indices, which fit any board of ${count} squares (${fits.join(', ')} …): give --size WxH`,
    );
  }
  const { board } = given;
  const origin: 0 | 1 = ctx.fixed.origin ?? ctx.origin ?? (list.min[0]! <= 0 ? 0 : 1);
  const { width, height, depth } = board;
  const total = width * height * depth;
  const notation: SquareNotation = (x, y, z) => `index ${(z * height + y) * width + x + origin}`;
  const square = (v: number): [number, number, number] | string => {
    const s = v - origin;
    if (s < 0 || s >= total) {
      return `index ${v} is beyond the ${total} squares of the ${boardName(board)} board (numbered from ${origin})`;
    }
    const x = s % width;
    const rest = (s - x) / width;
    const y = rest % height;
    return [x, y, (rest - y) / height];
  };
  return { notation, square, reading: reading(ctx, board, origin, 'xy', given.from) };
}
