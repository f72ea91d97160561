import { type Board, quote, squareArity } from '@knights-tour/core';
import { AmbiguousReadingError, TourFormatError } from '../../errors.js';
import { documentBoard } from '../../object-reader.js';
import type { FixedReading } from '../../options.js';
import type { Reading } from '../../reading.js';
import type { TourClaims, TourSink } from '../../sink.js';
import { emitBoard } from '../board/emit.js';
import { emitList, type ListContext, type ListFamily } from '../decide.js';
import type { HeldList } from '../held.js';
import type { Collector, GridRows, SizeFields } from './collect.js';
import { GridRows as Rows } from './collect.js';

/**
 * Which array of a JSON document is the tour, and how it reads: the one `--key` names, else
 * the document's `path` (SPEC §9), else the one array of squares it holds. Several such arrays
 * are refused with their names and the option that picks one; none is refused with what was
 * looked for.
 */

/** Keys under which a list of plain integers is a walk of square indices (elsewhere it is a size or a start). */
const WALK_KEYS = new Set([
  'path',
  'paths',
  'tour',
  'tours',
  'moves',
  'squares',
  'solution',
  'solutions',
  'steps',
  'sequence',
  'route',
  'walk',
  'cells',
  'positions',
  'indices',
]);

interface Input {
  readonly collectors: readonly Collector[];
  readonly rootKind: 'array' | 'object';
  readonly rootSizes: SizeFields;
  readonly fixed: FixedReading;
  readonly claims: TourClaims;
  readonly sink: TourSink;
}

const named = (c: Collector) => (c.where === '' ? 'the JSON array' : `the array at '${c.where}'`);

function pick(input: Input): Collector {
  const { collectors, fixed, rootKind } = input;
  if (fixed.key) {
    const key = fixed.key.join('.');
    const found = collectors.find((c) => c.where === key);
    if (!found)
      throw new TourFormatError(`the document has no array at ${quote(key)} (the option key)`);
    return found;
  }
  if (rootKind === 'object') {
    const path = collectors.find((c) => c.where === 'path');
    if (path) return path;
  }
  const candidates = collectors.filter(
    (c) =>
      c.plausible &&
      (c.kind !== 'index' || c.where === '' || WALK_KEYS.has((c.key ?? '').toLowerCase())),
  );
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length > 1) {
    const names = candidates.slice(0, 8).map((c) => quote(c.where));
    throw new AmbiguousReadingError(
      `the document holds ${candidates.length} arrays that could be the tour: ${names.join(', ')}${candidates.length > 8 ? ', …' : ''}; give --key NAME to pick one`,
      candidates[1]!.line,
    );
  }
  const root = collectors.find((c) => c.where === '');
  if (root && root.squares === 0 && root.malformed === 0) {
    if (fixed.size) return root;
    throw new TourFormatError('an empty array and no board size: give --size WxH');
  }
  if (root) return root; // every entry malformed: the verdict says so
  if (input.rootSizes.width !== undefined || input.rootSizes.height !== undefined) {
    throw new TourFormatError("the document has no 'path'");
  }
  throw new TourFormatError(
    'the document has no tour: no \'path\', and no array of squares ([x, y] pairs, {x, y} or {row, col} objects, "a1" strings, square indices or rows of step numbers) under any key',
  );
}

/** The board the document names beside the array: its own object's size fields, else the root's. */
function namedBoard(c: Collector, root: SizeFields): Board | undefined {
  const sizes = c.sizes.width !== undefined || c.sizes.height !== undefined ? c.sizes : root;
  if (sizes.width === undefined && sizes.height === undefined && sizes.depth === undefined)
    return undefined;
  return documentBoard({ ...sizes });
}

/** Triples are cells of a box, or the rows of a board three squares wide. */
function triplesAreRows(c: Collector, board: Board | undefined): boolean {
  if (board) return squareArity(board) === 2;
  // A box with as many cells as the list has entries has sides, so coordinates, below that count.
  return Math.max(...c.held.max) >= c.held.size;
}

function rowsOfTriples(held: HeldList): GridRows {
  const rows = new Rows();
  for (let i = 0; i < held.size; i++) {
    const col = held.column.data[i]!;
    const values = held.isBad(i) ? [] : [held.a.data[i]!, held.b.data[i]!, held.c.data[i]!];
    rows.add(values, values.length, [col, col, col], held.line.data[i]!);
  }
  return rows;
}

export function chooseTour(input: Input): { reading: Reading; claims: TourClaims } {
  const c = pick(input);
  const { fixed, claims, sink } = input;
  const board = namedBoard(c, input.rootSizes);
  const spec = input.rootKind === 'object' && c.where === 'path';
  const where = named(c);
  const key = c.where === '' || spec ? undefined : c.where;
  if (
    c.kind === 'rows' ||
    (c.kind === 'tuple' && c.arity === 3 && triplesAreRows(c, fixed.size ?? board))
  ) {
    if (c.ragged) throw new TourFormatError(c.ragged.why, c.ragged.line, c.ragged.column);
    const rows = c.kind === 'rows' ? c.rows! : rowsOfTriples(c.held);
    if (c.kind !== 'rows' && rows.cells.length !== 3 * c.held.size) {
      throw new TourFormatError(
        `${where} mixes rows of three numbers with other entries`,
        c.line,
        c.column,
      );
    }
    const width = c.kind === 'rows' ? c.arity : 3;
    const height = rows.rowLines.length;
    const { reading } = emitBoard(
      {
        board: { width, height, depth: 1 },
        cells: rows.cells.view(),
        rowLines: rows.rowLines.view(),
        columns: rows.keepColumns ? rows.columns.view() : undefined,
        notation: undefined,
        style: 'rows of step numbers',
        firstLine: c.line,
        lastLine: rows.rowLines.data[height - 1] ?? c.line,
      },
      fixed,
      sink,
      { format: 'json', where, claims, key },
    );
    return { reading, claims };
  }
  const family: ListFamily =
    c.kind === 'index' ? 'indices' : c.kind === 'algebraic' ? 'algebraic' : 'pairs';
  const styles: Record<string, string> = {
    index: 'array of square indices',
    algebraic: 'array of algebraic squares',
    tuple: c.arity === 3 ? 'array of [x, y, z] cells' : 'array of [x, y] pairs',
    keyed: `array of ${c.keyFamily === 'rc' ? '{row, col}' : c.keyFamily === 'chess' ? '{file, rank}' : '{x, y}'} objects`,
  };
  const ctx: ListContext = {
    format: 'json',
    style: spec ? 'tour document' : (styles[c.kind ?? 'tuple'] ?? 'array of squares'),
    fixed,
    board,
    origin: spec ? 0 : undefined,
    order: c.order,
    fromBottom: c.fromBottom,
    brackets: '[]',
    where,
    line: c.line,
    claims,
    key,
  };
  const { reading } = emitList(c.held, family, ctx, sink);
  return { reading, claims };
}
