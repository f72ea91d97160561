import { boardName, cellCount, quote as quoteText, squareLabel } from '@knights-tour/core';
import { AmbiguousReadingError, TourFormatError } from '../../errors.js';
import type { FixedReading } from '../../options.js';
import type { Reading, SkippedLine } from '../../reading.js';
import { RecordingSink, type SquareNotation, type TourClaims, type TourSink } from '../../sink.js';
import { squareName } from '../algebraic.js';
import { emitBoard } from '../board/emit.js';
import type { BoardGrid } from '../board/grid.js';
import { type Decided, emitList } from '../decide.js';
import { HeldList } from '../held.js';
import { type Block, type BoardBlock, type ListBlock, linesOf, styleOf } from './blocks.js';

/**
 * The end of a text file: size lines set aside, mixed styles refused, a move list printed
 * with its board compared, and the one tour's reading decided and replayed into the sink.
 */
export function finishBlocks(
  all: readonly Block[],
  skipped: SkippedLine[],
  fixed: FixedReading,
  sink: TourSink,
  streamed: { block: ListBlock; reading: Reading } | undefined,
): { reading: Reading; claims: TourClaims } {
  let blocks = all.filter(
    (b) => !(b.family === 'board' && b.reader.rows === 0 && !b.reader.layered),
  );
  // A lone number or pair beside the tour is a size line ("8", "8 8"), not a second tour.
  if (blocks.length > 1) {
    const adjacent = (b: Block) =>
      blocks.some(
        (o) => o !== b && (o.lastLine === b.firstLine - 1 || o.firstLine === b.lastLine + 1),
      );
    const trivial = (b: Block) =>
      !adjacent(b) &&
      ((b.family === 'board' && b.reader.rows === 1 && b.reader.singles) ||
        (b.family === 'pairs' && b.count === 1 && b.held.min[0] === b.held.max[1]));
    const kept = blocks.filter((b) => !trivial(b));
    if (kept.length >= 1) {
      for (const b of blocks)
        if (trivial(b)) skipped.push({ line: b.firstLine, text: '(a size line)' });
      blocks = kept;
    }
  }
  const done = (decided: { reading: Reading; claims: TourClaims }, twice = false) => {
    skipped.sort((a, b) => a.line - b.line);
    return {
      reading: { ...decided.reading, skipped: skipped.slice(0, 20), ...(twice ? { twice } : {}) },
      claims: decided.claims,
    };
  };
  if (blocks.length === 0) {
    const first = [...skipped].sort((a, b) => a.line - b.line)[0];
    throw new TourFormatError(
      `not a tour: expected a JSON document or array, step,x,y CSV, a board of step numbers, algebraic notation (a1 c2 …), coordinates ((0, 0) …) or square indices${first ? `, got ${quoteText(first.text)}` : ''}`,
      first?.line,
    );
  }
  if (blocks.length > 2) {
    throw new TourFormatError(
      `mixed styles: ${blocks.map((b) => `${styleOf(b)} at ${linesOf(b)}`).join(', ')}; a file holds one tour (or a move list and its board)`,
      blocks[2]!.firstLine,
    );
  }
  if (blocks.length === 2) {
    const list = blocks.find((b) => b.family !== 'board') as ListBlock | undefined;
    const board = blocks.find((b) => b.family === 'board') as BoardBlock | undefined;
    if (!list || !board) {
      throw new TourFormatError(
        `mixed styles: ${styleOf(blocks[0]!)} at ${linesOf(blocks[0]!)} and ${styleOf(blocks[1]!)} at ${linesOf(blocks[1]!)}; a file holds one tour (or a move list and its board)`,
        blocks[1]!.firstLine,
      );
    }
    return done(twice(list, board, fixed, sink, skipped), true);
  }
  const block = blocks[0]!;
  if (block.family !== 'board' && block.streaming)
    return done({ reading: streamed!.reading, claims: block.claims });
  return done(emitBlock(block, fixed, sink, skipped));
}

/** A move list and a board of the same tour: both are read and must give the same squares. */
function twice(
  list: ListBlock,
  board: BoardBlock,
  fixed: FixedReading,
  sink: TourSink,
  skipped: SkippedLine[],
): Decided {
  if (list.streaming) {
    throw new TourFormatError(
      'a second tour after a streamed CSV: a file holding a move list and a board is read up to 4194304 squares; give them in two files',
      board.firstLine,
    );
  }
  const a = new RecordingSink();
  const b = new RecordingSink();
  const listOut = emitBlock(list, fixed, a, skipped);
  emitBlock(board, fixed, b, skipped, listOut);
  if (a.overflow || b.overflow) {
    throw new TourFormatError(
      `a move list and a board in one file are compared up to ${RecordingSink.LIMIT} squares; give them in two files`,
      board.firstLine,
    );
  }
  const n = Math.max(a.xs.length, b.xs.length);
  const name = listOut.notation ?? ((x: number, y: number) => squareLabel([x, y]));
  for (let i = 0; i < n; i++) {
    if (a.xs[i] === b.xs[i] && a.ys[i] === b.ys[i] && a.zs[i] === b.zs[i]) continue;
    const show = (s: RecordingSink) =>
      i >= s.xs.length
        ? 'nothing'
        : Number.isNaN(s.xs[i]!)
          ? 'a malformed entry'
          : `${name(s.xs[i]!, s.ys[i]!, s.zs[i]!)} ${squareLabel([s.xs[i]!, s.ys[i]!])}`;
    throw new TourFormatError(
      `the file prints the tour twice and they disagree at step ${i + 1}: ${show(a)} in the move list (${linesOf(list)}), ${show(b)} on the board (${linesOf(board)})`,
      a.lines[i] || b.lines[i] || list.firstLine,
    );
  }
  // They agree: the move list is the tour reported (its lines are the ones to cite).
  return emitBlock(list, fixed, sink, skipped);
}

/** Decides a block's reading and replays it into `sink`. */
function emitBlock(
  block: Block,
  fixed: FixedReading,
  sink: TourSink,
  skipped: SkippedLine[],
  beside?: Decided,
): Decided {
  if (block.family === 'board') return emitBoardBlock(block, fixed, sink, skipped, beside);
  const where = linesOf(block);
  if (block.family === 'algebraic') {
    return emitList(
      block.held,
      'algebraic',
      {
        format: 'algebraic',
        style: 'algebraic notation, a1 at the bottom left',
        fixed,
        brackets: '()',
        where,
        line: block.firstLine,
        claims: {},
      },
      sink,
    );
  }
  const csv = block.family === 'csv';
  const arity = block.held.arity === 3 ? 3 : 2;
  return emitList(
    block.held,
    'pairs',
    {
      format: csv ? 'csv' : 'pairs',
      style: csv ? (arity === 3 ? 'step,x,y,z rows' : 'step,x,y rows') : 'coordinate list',
      fixed,
      board: block.board,
      origin: csv && block.board ? 0 : undefined,
      order: block.order,
      fromBottom: block.fromBottom,
      brackets: '()',
      where,
      line: block.firstLine,
      claims: block.claims,
    },
    sink,
  );
}

function emitBoardBlock(
  block: BoardBlock,
  fixed: FixedReading,
  sink: TourSink,
  skipped: SkippedLine[],
  beside: Decided | undefined,
): Decided {
  const reader = block.reader;
  const where = linesOf(block);
  // One number a line: linear indices. One line of many numbers: a 1xN board or indices?
  if (fixed.format !== 'text' && reader.rows > 1 && reader.singles)
    return emitIndices(block, undefined, fixed, sink);
  if (fixed.format === 'indices') {
    return reader.rows === 1
      ? emitIndices(block, undefined, fixed, sink)
      : emitIndices(block, reader.finish(), fixed, sink);
  }
  if (fixed.format !== 'text' && reader.rows === 1) {
    const row = reader.heldRow();
    if (!fixed.size && row && row.values.length > 2) {
      throw new AmbiguousReadingError(
        `line ${block.firstLine} holds ${row.values.length} numbers on one line: a ${row.values.length}x1 board of step numbers or linear square indices? Give --input-format text, or --input-format indices --size WxH`,
      );
    }
    if (fixed.size && fixed.size.height > 1) return emitIndices(block, undefined, fixed, sink);
  }
  const grid: BoardGrid = reader.finish();
  for (const l of reader.sizeLines) skipped.push({ line: l, text: '(a size line)' });
  const size = fixed.size;
  if (
    size &&
    !fixed.format &&
    cellCount(size) === grid.cells.length &&
    boardName(size) !== boardName(grid.board)
  ) {
    // --size says another shape for the same count: rows of square indices.
    return emitIndices(block, grid, fixed, sink);
  }
  // With a move list in the same file, the board is named in the list's notation.
  const notation: SquareNotation | undefined =
    beside?.reading.format === 'algebraic'
      ? (x, y) => squareName(x, y, grid.board.height)
      : undefined;
  const { reading, notation: used } = emitBoard(grid, fixed, sink, {
    format: 'text',
    where,
    notation,
  });
  return { reading, claims: {}, notation: used };
}

/** Numbers read as flat square indices: one a line, one line of them, or rows of a grid. */
function emitIndices(
  block: BoardBlock,
  grid: BoardGrid | undefined,
  fixed: FixedReading,
  sink: TourSink,
): Decided {
  const held = new HeldList();
  const reader = block.reader;
  if (grid) {
    for (let c = 0; c < grid.cells.length; c++) {
      held.push(
        [grid.cells[c]!],
        grid.rowLines[Math.floor(c / grid.board.width)]!,
        grid.columns?.[c] ?? 0,
      );
    }
  } else if (reader.singles) {
    const { values, lines, columns } = reader.heldSingles();
    values.forEach((v, i) => {
      held.push([v], lines[i]!, columns[i]!);
    });
  } else {
    const row = reader.heldRow();
    if (!row) {
      throw new TourFormatError(
        'linear square indices are one line of numbers or one number a line',
        block.firstLine,
      );
    }
    row.values.forEach((v, i) => {
      held.push([v], row.line, row.columns[i]!);
    });
  }
  return emitList(
    held,
    'indices',
    {
      format: 'indices',
      style: 'linear square indices',
      fixed,
      brackets: '()',
      where: linesOf(block),
      line: block.firstLine,
      claims: {},
    },
    sink,
  );
}
