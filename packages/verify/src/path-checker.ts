import {
  type Board,
  boardName,
  type Square,
  squareLabel,
  squareOf,
  unitOf,
} from '@knights-tour/core';
import { describePlace } from './errors.js';
import { isKnightStep } from './knight.js';
import type { SquareNotation, SquareRun } from './sink.js';
import { moveCode, StepLog } from './step-log.js';

/** What can be wrong with a tour. */
export type ProblemKind =
  | 'empty'
  | 'malformed'
  | 'off-board'
  | 'duplicate'
  | 'not-a-knight-move'
  | 'unvisited'
  | 'size-mismatch'
  | 'not-closed';

/** Where in the file a problem is: 1-based line and column, when the input has them. */
export interface Located {
  readonly line?: number;
  readonly column?: number;
}

/**
 * One thing wrong with a tour. Step numbers are 1-based. Squares are `[x, y]`, or `[x, y, z]`
 * on a box. Messages cite the step, the line and column of the entry, the square in the file's
 * own notation and then, in brackets, the 0-based `(x,y)` of SPEC §1.
 */
export type Problem =
  | { readonly kind: 'empty'; readonly message: string }
  | ({ readonly kind: 'malformed'; readonly step: number; readonly message: string } & Located)
  | ({
      readonly kind: 'off-board';
      readonly step: number;
      readonly square: Square;
      readonly message: string;
    } & Located)
  | ({
      readonly kind: 'duplicate';
      /** The step that first visited the square (0 when unknown) and the step that came back. */
      readonly steps: readonly [first: number, again: number];
      readonly square: Square;
      readonly message: string;
    } & Located)
  | ({
      readonly kind: 'not-a-knight-move';
      /** The step the move arrives at (the move goes from step `step - 1`). */
      readonly step: number;
      readonly from: Square;
      readonly to: Square;
      readonly message: string;
    } & Located)
  | {
      readonly kind: 'unvisited';
      readonly count: number;
      /** The first few unvisited squares, in index order. */
      readonly squares: readonly Square[];
      readonly message: string;
    }
  | {
      readonly kind: 'size-mismatch';
      readonly steps: number;
      readonly squares: number;
      readonly message: string;
    }
  | {
      readonly kind: 'not-closed';
      readonly first?: Square;
      readonly last?: Square;
      readonly message: string;
    };

/** Options of the check. */
export interface VerifyOptions {
  /** Require a closed tour (a Hamiltonian cycle); an open one is then a `not-closed` problem. */
  readonly closed?: boolean;
  /** Problems listed per kind (the rest are only counted); default 20. */
  readonly maxPerKind?: number;
  /** Unvisited squares listed in the `unvisited` problem; default 10. */
  readonly maxUnvisited?: number;
}

/** What the check found, before the document's claims are compared (see `verifyTour`). */
export interface CheckResult {
  readonly valid: boolean;
  readonly complete: boolean;
  readonly closed: boolean;
  readonly board: Board;
  readonly squares: number;
  readonly visited: number;
  readonly steps: number;
  readonly problems: readonly Problem[];
  readonly counts: Readonly<Partial<Record<ProblemKind, number>>>;
  /** The first and last entries, when they are squares on the board. */
  readonly start: Square | undefined;
  readonly last: Square | undefined;
}

/** `{ line, column }` of a problem, only where known (built only for problems kept). */
const place = (line: number, column: number): Located =>
  line > 0 ? (column > 0 ? { line, column } : { line }) : {};

/**
 * The Hamiltonian check, one step at a time, on a board of any depth: readers feed it as they
 * read, so a tour is never held twice. A square's first visit is one bit per square; where
 * the step of a first visit is wanted (move lists, where a square can come twice, not boards,
 * where it cannot), the steps are also kept in order, a byte a step (step-log.ts). A table of
 * first steps (one Int32 per square, each visit a random access: it
 * made the check as slow as reading the file) is built from them only at the first square
 * visited twice. Problems are counted all, listed up to a cap per kind, and their messages
 * built only for the listed ones.
 */
export class PathChecker {
  readonly squares: number;
  private readonly list: Problem[] = [];
  private readonly counts: Partial<Record<ProblemKind, number>> = {};
  private readonly cap: number;
  private readonly seen: Uint8Array;
  /** Squares in step order, until the first square visited twice. */
  private order: StepLog | undefined;
  /** Each square's first step (0 before it), built from `order` at the first square visited twice. */
  private first: Int32Array | undefined;
  private visited = 0;
  private steps = 0;
  // Previous square (NaN after an entry that is none) and the first one.
  private px = Number.NaN;
  private py = 0;
  private pz = 0;
  private start: Square | undefined;

  constructor(
    readonly board: Board,
    private readonly options: VerifyOptions = {},
    private readonly notation?: SquareNotation,
    trackFirstVisit = true,
  ) {
    this.squares = board.width * board.height * board.depth;
    this.cap = options.maxPerKind ?? 20;
    this.seen = new Uint8Array((this.squares + 7) >>> 3);
    if (trackFirstVisit) this.order = new StepLog(this.squares, board.width, board.height);
  }

  private add(kind: ProblemKind, make: () => Problem): void {
    const count = (this.counts[kind] ?? 0) + 1;
    this.counts[kind] = count;
    if (count <= this.cap) this.list.push(make());
  }

  private square(x: number, y: number, z: number): Square {
    return squareOf(this.board, x, y, z);
  }

  /** A square in the file's notation (SPEC's `(x,y)` when it has none). */
  private name(s: Square): string {
    return this.notation ? this.notation(s[0], s[1], s[2] ?? 0) : squareLabel(s);
  }

  /** ` [(x,y) → (x,y)]` after squares in the file's notation; nothing when the file uses (x,y). */
  private zero(...squares: Square[]): string {
    if (!this.notation) return '';
    const plain = squares.map(squareLabel);
    return plain.join(' → ') === squares.map((s) => this.name(s)).join(' → ')
      ? ''
      : ` [${plain.join(' → ')}]`;
  }

  /** Step `k`'s prefix: `step 17 (line 3, col 9)`. */
  private head(k: number, line: number, column: number): string {
    return `step ${k}${describePlace(line, column)}`;
  }

  /** An entry that is not a square at all (`why` says what it is). */
  malformed(why: string, line = 0, column = 0): void {
    const k = ++this.steps;
    this.add('malformed', () => ({
      kind: 'malformed',
      step: k,
      message: `${this.head(k, line, column)}: ${why}`,
      ...place(line, column),
    }));
    this.px = Number.NaN;
    this.order?.pushSquare(-1);
  }

  /** The next step: square `(x, y, z)` (0-based integers, possibly off the board), found at `line`, `column`. */
  visit(x: number, y: number, z: number, line = 0, column = 0): void {
    const k = ++this.steps;
    const { width, height, depth } = this.board;
    if (!(x >= 0 && y >= 0 && z >= 0 && x < width && y < height && z < depth)) {
      this.add('off-board', () => {
        const s = this.square(x, y, z);
        return {
          kind: 'off-board',
          step: k,
          square: s,
          message: `${this.head(k, line, column)}: ${this.name(s)} is off the ${boardName(this.board)} board${this.zero(s)}`,
          ...place(line, column),
        };
      });
      this.px = Number.NaN;
      this.order?.pushSquare(-1);
      return;
    }
    if (k === 1) this.start = this.square(x, y, z);
    const s = (z * height + y) * width + x;
    const bits = this.seen;
    const bit = 1 << (s & 7);
    if ((bits[s >>> 3]! & bit) === 0) {
      bits[s >>> 3]! |= bit;
      this.visited++;
      if (this.first) this.first[s] = k;
    } else this.duplicate(this.firstStep(s), k, x, y, z, line, column);
    const { px, py, pz } = this;
    const knight = !Number.isNaN(px) && isKnightStep(x - px, y - py, z - pz);
    if (knight) this.order?.push(moveCode(x - px, y - py, z - pz));
    else this.order?.pushSquare(s);
    if (!Number.isNaN(px) && !knight) {
      this.add('not-a-knight-move', () => {
        const from = this.square(px, py, pz);
        const to = this.square(x, y, z);
        return {
          kind: 'not-a-knight-move',
          step: k,
          from,
          to,
          message: `${this.head(k, line, column)}: ${this.name(from)} → ${this.name(to)} is not a knight move${this.zero(from, to)}`,
          ...place(line, column),
        };
      });
    }
    this.px = x;
    this.py = y;
    this.pz = z;
  }

  /**
   * The steps of `run`, as {@link visit} takes them one by one: a step onto a new square on the
   * board, a knight move from the last, is taken here in a few instructions; any other step
   * (the first, off the board, a repeat, not a knight move) goes through `visit`, which says
   * what is wrong with it.
   */
  visitRun(run: SquareRun): void {
    const { xs, ys, zs, lines, columns } = run;
    const { width, height, depth } = this.board;
    const bits = this.seen;
    const first = this.first;
    const order = this.order;
    // The moves in step order, a byte each, written here directly.
    order?.reserve(run.length);
    const kept = order?.codes;
    let { px, py, pz, steps, visited } = this;
    for (let i = 0; i < run.length; i++) {
      const x = xs[i]!;
      const y = ys[i]!;
      const z = zs[i]!;
      const s = (z * height + y) * width + x;
      const bit = 1 << (s & 7);
      const dx = x - px;
      const dy = y - py;
      const dz = z - pz;
      if (
        steps > 0 &&
        x >= 0 &&
        y >= 0 &&
        z >= 0 &&
        x < width &&
        y < height &&
        z < depth &&
        dx * dx + dy * dy + dz * dz === 5 &&
        (bits[s >>> 3]! & bit) === 0
      ) {
        // px is NaN after a step that was no square: dx is then NaN and the test above fails.
        bits[s >>> 3]! |= bit;
        steps++;
        visited++;
        if (first) first[s] = steps;
        else if (kept) kept[order!.length++] = moveCode(dx, dy, dz);
        px = x;
        py = y;
        pz = z;
        continue;
      }
      this.steps = steps;
      this.visited = visited;
      this.px = px;
      this.py = py;
      this.pz = pz;
      this.visit(x, y, z, lines[i]!, columns[i]!);
      if (this.order !== order || this.first !== first) {
        // The first repeat built the table of first steps: the rest with it, one at a time.
        for (let j = i + 1; j < run.length; j++) {
          this.visit(xs[j]!, ys[j]!, zs[j]!, lines[j]!, columns[j]!);
        }
        return;
      }
      ({ px, py, pz, steps, visited } = this);
    }
    this.steps = steps;
    this.visited = visited;
    this.px = px;
    this.py = py;
    this.pz = pz;
  }

  private duplicate(
    seen: number,
    k: number,
    x: number,
    y: number,
    z: number,
    line: number,
    column: number,
  ): void {
    this.add('duplicate', () => {
      const s = this.square(x, y, z);
      const when = seen > 0 ? ` at step ${seen}` : '';
      return {
        kind: 'duplicate',
        steps: [seen, k],
        square: s,
        message: `${this.head(k, line, column)}: ${this.name(s)} was already visited${when}${this.zero(s)}`,
        ...place(line, column),
      };
    });
  }

  /** The step that first visited square `s` (0 when first steps are not kept). */
  private firstStep(s: number): number {
    const order = this.order;
    if (order) {
      // The first square visited twice: the table of first steps from here on.
      this.first = order.firstSteps(this.squares);
      this.order = undefined;
    }
    return this.first ? this.first[s]! : 0;
  }

  private isVisited(s: number): boolean {
    return (this.seen[s >>> 3]! & (1 << (s & 7))) !== 0;
  }

  /** Ends the walk: unvisited squares, length and closure. */
  finish(): CheckResult {
    const { board, squares, steps, visited, options } = this;
    const unit = unitOf(board);
    if (steps === 0) this.add('empty', () => ({ kind: 'empty', message: 'the path is empty' }));
    if (steps > squares) {
      this.add('size-mismatch', () => ({
        kind: 'size-mismatch',
        steps,
        squares,
        message: `the path has ${steps} steps but the ${boardName(board)} board has ${squares} ${unit}`,
      }));
    }
    if (visited < squares) {
      const max = options.maxUnvisited ?? 10;
      const list: Square[] = [];
      const { width, height } = board;
      for (let s = 0; s < squares && list.length < max; s++) {
        if (this.isVisited(s)) continue;
        const x = s % width;
        const rest = (s - x) / width;
        list.push(this.square(x, rest % height, Math.floor(rest / height)));
      }
      const count = squares - visited;
      const shown = list
        .map((s) =>
          this.notation && this.zero(s) !== '' ? `${this.name(s)} ${squareLabel(s)}` : this.name(s),
        )
        .join(', ');
      this.add('unvisited', () => ({
        kind: 'unvisited',
        count,
        squares: list,
        message: `${count} of ${squares} ${unit} never visited: ${shown}${count > list.length ? ', …' : ''}`,
      }));
    }
    const isTour = Object.keys(this.counts).length === 0;
    const start = this.start;
    const last = !Number.isNaN(this.px) ? this.square(this.px, this.py, this.pz) : undefined;
    const endsMeet =
      start !== undefined &&
      last !== undefined &&
      isKnightStep(last[0] - start[0], last[1] - start[1], (last[2] ?? 0) - (start[2] ?? 0));
    const closed = isTour && steps >= 2 && endsMeet;
    if (options.closed && !closed) {
      this.add('not-closed', () =>
        isTour && start && last
          ? {
              kind: 'not-closed',
              first: start,
              last,
              message: `not closed: the last square ${this.name(last)} (step ${steps}) is not a knight move from the first ${this.name(start)}${this.zero(last, start)}`,
            }
          : {
              kind: 'not-closed',
              message: 'not closed: a closed tour was required and this is not a complete tour',
            },
      );
    }
    return {
      valid: Object.keys(this.counts).length === 0,
      complete: visited === squares,
      closed,
      board,
      squares,
      visited,
      steps,
      problems: this.list,
      counts: this.counts,
      start,
      last,
    };
  }
}
