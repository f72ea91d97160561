import { type Board, boardName, quote, squareArity } from '@knights-tour/core';
import { TourFormatError } from '../../errors.js';
import { expectedSquare } from '../../object-reader.js';
import type { AxisOrder } from '../../options.js';
import { SquareRun, type TourSink, visitRun } from '../../sink.js';
import { fileName } from '../algebraic.js';
import { type EntryBatch, FAST_VALUES } from './entries.js';

/** Where the JSON listener puts an entry of an array: held (collect.ts) or checked at once (here). */
export interface EntryTarget {
  index(v: number, line: number, column: number): void;
  algebraic(file: number, rank: number, line: number, column: number): void;
  /** An array entry: its first `n` values (`NaN` for `null`), with the column of each. */
  tuple(
    values: ArrayLike<number>,
    n: number,
    columns: ArrayLike<number>,
    line: number,
    column: number,
  ): void;
  keyed(
    values: readonly number[],
    order: AxisOrder,
    fromBottom: boolean,
    family: string,
    line: number,
    column: number,
  ): void;
  bad(why: string, line: number, column: number): void;
  /** Entries read on the fast path, as `tuple` takes them one by one (optional: see {@link tuples}). */
  tuples?(batch: EntryBatch): void;
}

/** Hands a batch of fast-path entries to `target`: at once where it takes batches, else one `tuple` each. */
export function tuples(target: EntryTarget, batch: EntryBatch): void {
  if (target.tuples) {
    target.tuples(batch);
    return;
  }
  const { counts, values, columns, lines, starts } = batch;
  for (let i = 0; i < batch.length; i++) {
    const at = i * FAST_VALUES;
    target.tuple(
      values.subarray(at, at + counts[i]!),
      counts[i]!,
      columns.subarray(at, at + counts[i]!),
      lines[i]!,
      starts[i]!,
    );
  }
}

/**
 * The `path` of our own document when its size came first (SPEC §9, as `solve` writes it):
 * every entry goes to the sink as it is read, so a document of any length is checked in
 * bounded memory. `[x, y]` entries (`[x, y, z]` on a box), 0-based unless `--origin` says.
 */
export class PathStream implements EntryTarget {
  private steps = 0;
  private readonly run = new SquareRun();

  constructor(
    private readonly sink: TourSink,
    private readonly board: Board,
    private readonly origin: 0 | 1,
    private readonly order: AxisOrder,
  ) {}

  private get arity(): 2 | 3 {
    return squareArity(this.board);
  }

  private expected(): string {
    return expectedSquare(this.arity);
  }

  index(v: number, line: number, column: number): void {
    this.bad(`${quote(String(v))} is not a square`, line, column);
  }

  algebraic(file: number, rank: number, line: number, column: number): void {
    this.bad(`${quote(`"${fileName(file)}${rank}"`)} is not a square`, line, column);
  }

  tuple(
    values: ArrayLike<number>,
    n: number,
    _columns: ArrayLike<number>,
    line: number,
    column: number,
  ): void {
    if (n === 2 && this.arity === 3 && this.steps === 0) {
      throw new TourFormatError(
        `the document is the box ${boardName(this.board)} but its path holds [x, y] pairs: a 2-D tour with a depth?`,
        line,
        column,
      );
    }
    let integers = true;
    for (let i = 0; i < n; i++) if (!Number.isInteger(values[i])) integers = false;
    if (n !== this.arity || !integers) {
      const what = integers ? `${n} numbers` : 'not all integers';
      this.bad(`malformed entry: ${what} (expected ${this.expected()})`, line, column);
      return;
    }
    this.visit(values, false, line, column);
  }

  /**
   * A batch of entries of plain integers: the squares go to the sink as one run, each entry
   * that is not one (its length, a pair on a box) as `tuple` says it, in their order.
   */
  tuples(batch: EntryBatch): void {
    const { counts, values, lines, starts } = batch;
    const arity = this.arity;
    const o = this.origin;
    const rc = this.order === 'rc';
    const run = this.run;
    for (let i = 0; i < batch.length; i++) {
      const at = i * FAST_VALUES;
      if (counts[i] !== arity || this.steps === 0) {
        visitRun(this.sink, run);
        this.tuple(values.subarray(at, at + counts[i]!), counts[i]!, [], lines[i]!, starts[i]!);
        continue;
      }
      this.steps++;
      const a = values[at]! - o;
      const b = values[at + 1]! - o;
      run.add(rc ? b : a, rc ? a : b, arity === 3 ? values[at + 2]! - o : 0, lines[i]!, starts[i]!);
      if (run.full) visitRun(this.sink, run);
    }
    visitRun(this.sink, run);
  }

  keyed(
    values: readonly number[],
    order: AxisOrder,
    fromBottom: boolean,
    _family: string,
    line: number,
    column: number,
  ): void {
    if (values.length !== this.arity) {
      this.bad(
        `malformed entry: ${values.length} coordinates (expected ${this.expected()})`,
        line,
        column,
      );
      return;
    }
    this.visit(
      order === this.order ? values : [values[1]!, values[0]!, ...values.slice(2)],
      fromBottom,
      line,
      column,
    );
  }

  private visit(
    values: ArrayLike<number>,
    fromBottom: boolean,
    line: number,
    column: number,
  ): void {
    this.steps++;
    const o = this.origin;
    const rc = this.order === 'rc';
    const x = (rc ? values[1]! : values[0]!) - o;
    const wy = (rc ? values[0]! : values[1]!) - o;
    const y = fromBottom ? this.board.height - 1 - wy : wy;
    this.sink.visit(x, y, this.arity === 3 ? values[2]! - o : 0, line, column);
  }

  bad(why: string, line: number, column: number): void {
    this.steps++;
    this.sink.malformed(why, line, column);
  }
}
