import type { Square } from '@knights-tour/core';
import { describePlace } from './formats/reading.js';

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
 * One thing wrong with a tour. Step numbers are 1-based, as in the text board. Messages cite
 * the step, the line and column of the entry, the square in the file's own notation and
 * then, in brackets, the 0-based `(x,y)` of SPEC §1.
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
      /** The step that first visited the square and the step that visited it again. */
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
      /** The first few unvisited squares, in row order. */
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
  closed?: boolean;
  /** Problems listed per kind (the rest are only counted); default 20. */
  maxPerKind?: number;
  /** Unvisited squares listed in the `unvisited` problem; default 10. */
  maxUnvisited?: number;
}

/** A square as the file writes it (`e4`, `(5, 4)`), given its 0-based `(x, y)`. */
export type SquareNotation = (x: number, y: number) => string;

/** Collects problems, building the message only for the ones that are kept. */
export class Problems {
  readonly list: Problem[] = [];
  readonly counts: Partial<Record<ProblemKind, number>> = {};

  constructor(private readonly cap: number) {}

  add(kind: ProblemKind, make: () => Problem): void {
    const count = (this.counts[kind] ?? 0) + 1;
    this.counts[kind] = count;
    if (count <= this.cap) this.list.push(make());
  }

  /** Whether anything was found: the counts, never the capped list, decide validity. */
  get none(): boolean {
    return Object.keys(this.counts).length === 0;
  }
}

export const isKnight = (dx: number, dy: number): boolean => {
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  return (ax === 1 && ay === 2) || (ax === 2 && ay === 1);
};

const plain = (x: number, y: number) => `(${x},${y})`;

/** `{ line, column }` of a problem, only where known (built only for problems kept). */
const place = (line: number, column: number) =>
  line > 0 ? (column > 0 ? { line, column } : { line }) : {};

/** What the streaming check found, before claims are compared (see `verifyTour`). */
export interface CheckResult {
  readonly valid: boolean;
  readonly complete: boolean;
  readonly closed: boolean;
  readonly width: number;
  readonly height: number;
  readonly squares: number;
  readonly visited: number;
  readonly steps: number;
  readonly problems: readonly Problem[];
  readonly counts: Readonly<Partial<Record<ProblemKind, number>>>;
  /** The first and last entries, when they are squares on the board. */
  readonly start: Square | undefined;
  readonly last: Square | undefined;
}

/**
 * The Hamiltonian check, one step at a time: readers feed it as they read, so a tour is never
 * held twice. Memory is one Int32 per square when the step of a first visit is wanted (move
 * lists, where a square can come twice), else one bit per square (boards, where it cannot).
 */
export class PathChecker {
  readonly squares: number;
  private readonly problems: Problems;
  private readonly first: Int32Array | undefined;
  private readonly seen: Uint8Array | undefined;
  private visited = 0;
  private steps = 0;
  private px = Number.NaN;
  private py = Number.NaN;
  private startX = Number.NaN;
  private startY = Number.NaN;
  private readonly name: SquareNotation;
  private readonly board: string;

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly options: VerifyOptions = {},
    private readonly notation?: SquareNotation,
    trackFirstVisit = true,
  ) {
    this.squares = width * height;
    this.problems = new Problems(options.maxPerKind ?? 20);
    if (trackFirstVisit) this.first = new Int32Array(this.squares);
    else this.seen = new Uint8Array((this.squares + 7) >>> 3);
    this.name = notation ?? plain;
    this.board = `${width}x${height}`;
  }

  /** ` [(x,y)]` after a square in the file's notation; nothing when the file uses (x,y) itself. */
  private zero(...squares: readonly (readonly [number, number])[]): string {
    if (!this.notation) return '';
    return ` [${squares.map(([x, y]) => plain(x, y)).join(' → ')}]`;
  }

  /** Step `k`'s prefix: `step 17 (line 3, col 9)`. */
  private head(k: number, line: number, column: number): string {
    return `step ${k}${describePlace(line, column)}`;
  }

  /** An entry that is not a square at all (`why` says what it is). */
  malformed(why: string, line = 0, column = 0): void {
    const k = ++this.steps;
    this.problems.add('malformed', () => ({
      kind: 'malformed',
      step: k,
      message: `${this.head(k, line, column)}: ${why}`,
      ...(line > 0 ? { line } : {}),
      ...(column > 0 ? { column } : {}),
    }));
    this.px = this.py = Number.NaN;
    if (k === 1) this.startX = this.startY = Number.NaN;
  }

  /** The next step: square `(x, y)` (0-based, possibly off the board), found at `line`, `column`. */
  visit(x: number, y: number, line = 0, column = 0): void {
    const k = ++this.steps;
    if (k === 1) {
      this.startX = x;
      this.startY = y;
    }
    const { width, height } = this;
    if (!(x >= 0 && y >= 0 && x < width && y < height)) {
      this.problems.add('off-board', () => ({
        kind: 'off-board',
        step: k,
        square: [x, y],
        message: `${this.head(k, line, column)}: ${this.name(x, y)} is off the ${this.board} board${this.zero([x, y])}`,
        ...place(line, column),
      }));
      this.px = this.py = Number.NaN;
      if (k === 1) this.startX = this.startY = Number.NaN;
      return;
    }
    const s = y * width + x;
    if (this.first) {
      const seen = this.first[s]!;
      if (seen === 0) {
        this.first[s] = k;
        this.visited++;
      } else {
        this.problems.add('duplicate', () => ({
          kind: 'duplicate',
          steps: [seen, k],
          square: [x, y],
          message: `${this.head(k, line, column)}: ${this.name(x, y)} was already visited at step ${seen}${this.zero([x, y])}`,
          ...place(line, column),
        }));
      }
    } else {
      const seen = this.seen!;
      const bit = 1 << (s & 7);
      if ((seen[s >>> 3]! & bit) === 0) {
        seen[s >>> 3]! |= bit;
        this.visited++;
      } else {
        this.problems.add('duplicate', () => ({
          kind: 'duplicate',
          steps: [0, k],
          square: [x, y],
          message: `${this.head(k, line, column)}: ${this.name(x, y)} was already visited${this.zero([x, y])}`,
          ...place(line, column),
        }));
      }
    }
    const { px, py } = this;
    if (!Number.isNaN(px) && !isKnight(x - px, y - py)) {
      this.problems.add('not-a-knight-move', () => ({
        kind: 'not-a-knight-move',
        step: k,
        from: [px, py],
        to: [x, y],
        message: `${this.head(k, line, column)}: ${this.name(px, py)} → ${this.name(x, y)} is not a knight move${this.zero([px, py], [x, y])}`,
        ...place(line, column),
      }));
    }
    this.px = x;
    this.py = y;
  }

  private isVisited(s: number): boolean {
    return this.first ? this.first[s] !== 0 : (this.seen![s >>> 3]! & (1 << (s & 7))) !== 0;
  }

  /** Ends the walk: unvisited squares, length and closure. */
  finish(): CheckResult {
    const { width, height, squares, steps, visited, problems, options } = this;
    if (steps === 0) problems.add('empty', () => ({ kind: 'empty', message: 'the path is empty' }));
    if (steps > squares) {
      problems.add('size-mismatch', () => ({
        kind: 'size-mismatch',
        steps,
        squares,
        message: `the path has ${steps} steps but the ${this.board} board has ${squares} squares`,
      }));
    }
    if (visited < squares) {
      const max = options.maxUnvisited ?? 10;
      const list: Square[] = [];
      for (let s = 0; s < squares && list.length < max; s++) {
        if (!this.isVisited(s)) list.push([s % width, Math.floor(s / width)]);
      }
      const count = squares - visited;
      const shown = list
        .map(([x, y]) => (this.notation ? `${this.name(x, y)} (${x},${y})` : plain(x, y)))
        .join(', ');
      problems.add('unvisited', () => ({
        kind: 'unvisited',
        count,
        squares: list,
        message: `${count} of ${squares} squares never visited: ${shown}${count > list.length ? ', …' : ''}`,
      }));
    }
    const isTour = problems.none;
    const start: Square | undefined = Number.isNaN(this.startX)
      ? undefined
      : [this.startX, this.startY];
    const last: Square | undefined = Number.isNaN(this.px) ? undefined : [this.px, this.py];
    const endsMeet =
      start !== undefined && last !== undefined && isKnight(last[0] - start[0], last[1] - start[1]);
    const closed = isTour && steps >= 2 && endsMeet;
    if (options.closed && !closed) {
      problems.add('not-closed', () => {
        if (isTour && start && last) {
          return {
            kind: 'not-closed',
            first: start,
            last,
            message: `not closed: the last square ${this.name(...last)} (step ${steps}) is not a knight move from the first ${this.name(...start)}${this.zero(last, start)}`,
          };
        }
        return {
          kind: 'not-closed',
          message: 'not closed: a closed tour was required and this is not a complete tour',
        };
      });
    }
    return {
      valid: problems.none,
      complete: visited === squares,
      closed,
      width,
      height,
      squares,
      visited,
      steps,
      problems: problems.list,
      counts: problems.counts,
      start,
      last,
    };
  }
}
