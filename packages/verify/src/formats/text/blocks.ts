import type { Board } from '@knights-tour/core';
import type { AxisOrder } from '../../options.js';
import type { TourClaims } from '../../sink.js';
import type { AlgebraicSquare } from '../algebraic.js';
import { BoardReader } from '../board/grid.js';
import type { CsvLayout } from '../csv.js';
import { HeldList } from '../held.js';

/**
 * Blocks of a text file: consecutive lines of one style. A list block holds its entries until
 * the end decides their reading (or streams them, for our own CSV); a board block reads its
 * rows as they come.
 */

export type Family = 'csv' | 'pairs' | 'algebraic' | 'board';

export interface ListBlock {
  readonly family: 'csv' | 'pairs' | 'algebraic';
  readonly held: HeldList;
  firstLine: number;
  lastLine: number;
  order: AxisOrder | undefined;
  fromBottom: boolean;
  /** CSV: the columns a header named. */
  layout: CsvLayout | undefined;
  /** CSV: the next step number expected. */
  nextStep: number;
  /** CSV: the board of its `# knights-tour/1 width=… height=…` comment. */
  board: Board | undefined;
  claims: TourClaims;
  /** A CSV block streaming straight into the sink (its size was known from the start). */
  streaming: boolean;
  /** Rows of a CSV block not yet known to be CSV (a 3- or 4-wide board with commas looks alike). */
  tentative: { line: number; text: string }[] | undefined;
  /** Algebraic: the square read last, where a move on the next line starts. */
  last: AlgebraicSquare | undefined;
  count: number;
}

export interface BoardBlock {
  readonly family: 'board';
  readonly reader: BoardReader;
  firstLine: number;
  lastLine: number;
}

export type Block = ListBlock | BoardBlock;

/** A new list block of `family` starting at `line`. */
export function listBlock(
  family: ListBlock['family'],
  line: number,
  order: AxisOrder | undefined,
): ListBlock {
  return {
    family,
    held: new HeldList(),
    firstLine: line,
    lastLine: line,
    order,
    fromBottom: false,
    layout: undefined,
    nextStep: Number.NaN,
    board: undefined,
    claims: {},
    streaming: false,
    tentative: family === 'csv' ? [] : undefined,
    last: undefined,
    count: 0,
  };
}

/** A new board block starting at `line`. */
export function boardBlock(line: number): BoardBlock {
  return { family: 'board', reader: new BoardReader(), firstLine: line, lastLine: line };
}

/** `line 3` or `lines 3-10`. */
export const linesOf = (b: { firstLine: number; lastLine: number }) =>
  b.firstLine === b.lastLine ? `line ${b.firstLine}` : `lines ${b.firstLine}-${b.lastLine}`;

const familyName: Record<Family, string> = {
  csv: 'step,x,y rows',
  pairs: 'a coordinate list',
  algebraic: 'algebraic notation',
  board: 'a board of step numbers',
};

/** A CSV block of `step,x,y,z` rows (a box). */
const isBoxCsv = (block: Block) =>
  block.family === 'csv' && (block.layout?.coordinates.length === 3 || block.held.arity === 3);

/** How a block's style is named in messages. */
export const styleOf = (block: Block) =>
  isBoxCsv(block) ? 'step,x,y,z rows' : familyName[block.family];

/** Words prose is made of: three letters or more, other than the few a move list may hold. */
const WORD = /[A-Za-z]{3,}/g;
const LIST_WORDS = /^(?:move|moves|knight|step|from)$/i;

/** A line that looks like a broken entry of the block before it (checked only right after it). */
export function nearMiss(block: Block, text: string): boolean {
  const words = (text.match(WORD) ?? []).filter((w) => !LIST_WORDS.test(w));
  switch (block.family) {
    case 'csv':
      return (text.match(/,/g) ?? []).length >= 2 && /\d/.test(text);
    case 'pairs':
      return words.length === 0 && /\d/.test(text) && /[([{,]/.test(text);
    case 'algebraic':
      return words.length === 0 && /[a-zA-Z]\d/.test(text);
    default:
      return words.length === 0 && /\d/.test(text) && !/\d\.\d/.test(text);
  }
}

/** What an entry of the block should look like, after a near miss. */
export function hint(block: Block): string {
  switch (block.family) {
    case 'csv':
      return isBoxCsv(block)
        ? ': expected step,x,y,z with four integers'
        : ': expected step,x,y with three integers';
    case 'pairs':
      return ': expected a pair of integers such as (3, 4)';
    case 'algebraic':
      return ': expected squares such as e4';
    default:
      return ": expected step numbers or '.'";
  }
}
