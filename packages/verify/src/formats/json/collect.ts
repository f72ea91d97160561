import { int32s } from '../../buffer.js';
import { expectedSquare } from '../../object-reader.js';
import type { AxisOrder } from '../../options.js';
import { COLUMN_LIMIT } from '../board/grid.js';
import { HeldList } from '../held.js';

/**
 * One array of a JSON document that may be the tour, and the entries read from it, held until
 * the end decides which array is the tour and how it reads. The first entry that is a square
 * fixes the array's kind; an entry of another kind is malformed:
 * - `index`: integers (flat square indices);
 * - `algebraic`: strings such as `"e4"`;
 * - `tuple`: arrays of 2 or 3 integers (`[x, y]`, `[x, y, z]`, or rows of a 3-wide board);
 * - `keyed`: objects such as `{"row": 2, "col": 3}` (keys.ts);
 * - `rows`: arrays of 4 or more numbers: the rows of a board of step numbers (`null` or a
 *   negative number is a square never visited).
 */
export type CollectedKind = 'index' | 'algebraic' | 'tuple' | 'keyed' | 'rows';

/** The width, height and depth an object names beside an array (shared by the arrays it holds). */
export interface SizeFields {
  width?: number;
  height?: number;
  depth?: number;
}

/** Rows of a board kept flat: cells, the line of each row, the column of each cell (small boards). */
export class GridRows {
  readonly cells = int32s(256);
  readonly rowLines = int32s(16);
  readonly columns = int32s(256);
  width = 0;
  keepColumns = true;

  /** A row: its first `n` values, with the column of each. */
  add(values: ArrayLike<number>, n: number, columns: ArrayLike<number>, line: number): void {
    if (this.width === 0) this.width = n;
    for (let i = 0; i < n; i++) {
      const v = values[i]!;
      this.cells.push(Number.isInteger(v) && v >= 0 ? Math.min(v, 0x7fffffff) : -1);
      if (this.keepColumns) this.columns.push(columns[i]!);
    }
    if (this.cells.length > COLUMN_LIMIT) this.keepColumns = false;
    this.rowLines.push(line);
  }
}

export class Collector {
  kind: CollectedKind | undefined;
  /** Values per tuple or row. */
  arity = 0;
  readonly held = new HeldList();
  rows: GridRows | undefined;
  /** Keyed entries: the order and direction their keys give. */
  order: AxisOrder | undefined;
  fromBottom = false;
  keyFamily: string | undefined;
  squares = 0;
  malformed = 0;
  /** A row of another length than the first: why the array cannot be a board. */
  ragged: { why: string; line: number; column: number } | undefined;

  constructor(
    /** Where the array is: keys and positions joined by dots (`''` for the document itself). */
    readonly where: string,
    /** The key the array is under, when its parent is an object. */
    readonly key: string | undefined,
    readonly sizes: SizeFields,
    readonly line: number,
    readonly column: number,
  ) {}

  /** True when `kind` fits the array (fixing it with the first square). */
  private fits(kind: CollectedKind): boolean {
    this.kind ??= kind;
    return this.kind === kind;
  }

  bad(why: string, line: number, column: number): void {
    this.malformed++;
    // A board has no malformed step: a row that is no row makes the array no board.
    if (this.kind === 'rows') this.ragged ??= { why, line, column };
    else this.held.bad(why, line, column);
  }

  index(v: number, line: number, column: number): void {
    if (!this.fits('index')) {
      this.unlike(line, column);
      return;
    }
    this.squares++;
    this.held.push([v], line, column);
  }

  algebraic(file: number, rank: number, line: number, column: number): void {
    if (!this.fits('algebraic')) {
      this.unlike(line, column);
      return;
    }
    this.squares++;
    this.held.push([file, rank], line, column);
  }

  /** An array entry: its first `n` numbers (`NaN` for `null`), with the column of each. */
  tuple(
    values: ArrayLike<number>,
    n: number,
    columns: ArrayLike<number>,
    line: number,
    column: number,
  ): void {
    let integers = true;
    for (let i = 0; i < n; i++) if (!Number.isInteger(values[i])) integers = false;
    if (this.kind === undefined && (n >= 4 || (n >= 3 && !integers))) this.kind = 'rows';
    if (this.kind === 'rows') {
      if (n !== this.arity && this.arity !== 0) {
        this.ragged ??= {
          why: `this row has ${n} numbers, the first row has ${this.arity}`,
          line,
          column,
        };
      }
      this.arity ||= n;
      this.rows ??= new GridRows();
      this.rows.add(values, n, columns, line);
      this.squares++;
      return;
    }
    if (!integers) {
      this.bad(
        `malformed entry: not all integers (expected ${expectedSquare(n === 3 ? 3 : 2)})`,
        line,
        column,
      );
      return;
    }
    if (n < 2 || n > 3 || !this.fits('tuple')) {
      this.bad(
        `malformed entry: ${n} numbers (expected ${expectedSquare(this.arity === 3 ? 3 : 2)})`,
        line,
        column,
      );
      return;
    }
    this.arity ||= n;
    this.squares++;
    this.held.push(values, line, column, n);
  }

  keyed(
    values: readonly number[],
    order: AxisOrder,
    fromBottom: boolean,
    family: string,
    line: number,
    column: number,
  ): void {
    if (!this.fits('keyed')) {
      this.unlike(line, column);
      return;
    }
    if (this.keyFamily !== undefined && this.keyFamily !== family) {
      this.bad('an object whose keys are unlike the first entry’s', line, column);
      return;
    }
    this.keyFamily = family;
    this.order = order;
    this.fromBottom = fromBottom;
    this.squares++;
    this.held.push(values, line, column);
  }

  private unlike(line: number, column: number): void {
    const what: Record<CollectedKind, string> = {
      index: 'a square index',
      algebraic: 'an algebraic square',
      tuple: 'an [x, y] pair',
      keyed: 'an object with coordinate keys',
      rows: 'a row of step numbers',
    };
    this.bad(`an entry that is not ${what[this.kind!]} like the first`, line, column);
  }

  /** The array can be the tour: squares in it, at least as many as entries that are not. */
  get plausible(): boolean {
    return this.squares > 0 && this.squares >= this.malformed;
  }
}
