import type { Board, Square } from '@knights-tour/core';
import { readTourDocument } from './json-document.js';
import { MAX_NOTES, type ParsedTour, type TourDocumentLike } from './parsed-tour.js';

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

/** One thing wrong with a tour. Step numbers are 1-based, as in the text board. */
export type Problem =
  | { readonly kind: 'empty'; readonly message: string }
  | { readonly kind: 'malformed'; readonly step: number; readonly message: string }
  | {
      readonly kind: 'off-board';
      readonly step: number;
      readonly square: Square;
      readonly message: string;
    }
  | {
      readonly kind: 'duplicate';
      /** The step that first visited the square and the step that visited it again. */
      readonly steps: readonly [first: number, again: number];
      readonly square: Square;
      readonly message: string;
    }
  | {
      readonly kind: 'not-a-knight-move';
      /** The step the move arrives at (the move goes from step `step - 1`). */
      readonly step: number;
      readonly from: Square;
      readonly to: Square;
      readonly message: string;
    }
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

/** A document's own claim that the verifier found to be false. It does not make the tour invalid. */
export interface ClaimMismatch {
  readonly field: 'complete' | 'closed' | 'start' | 'format';
  readonly claimed: unknown;
  readonly actual: unknown;
  readonly message: string;
}

/** Everything the verifier found about one tour. */
export interface TourReport {
  /** A knight's tour (open, or closed when that was required): no problems at all. */
  readonly valid: boolean;
  /** Every square of the board was visited. */
  readonly complete: boolean;
  /** A valid tour whose last square is one knight move from its first. */
  readonly closed: boolean;
  readonly width: number;
  readonly height: number;
  /** Squares on the board. */
  readonly squares: number;
  /** Distinct squares the path visits. */
  readonly visited: number;
  /** Entries in the path. */
  readonly steps: number;
  /** The problems found, at most {@link VerifyOptions.maxPerKind} of each kind. */
  readonly problems: readonly Problem[];
  /** How many problems of each kind there are in all (the list above is capped). */
  readonly counts: Readonly<Partial<Record<ProblemKind, number>>>;
  /** Claims of the document that the verifier found to be false. */
  readonly warnings: readonly ClaimMismatch[];
}

/** Options of {@link verifyTour}. */
export interface VerifyOptions {
  /** Require a closed tour (a Hamiltonian cycle); an open one is then a `not-closed` problem. */
  closed?: boolean;
  /** Problems listed per kind (the rest are only counted); default 20. */
  maxPerKind?: number;
  /** Unvisited squares listed in the `unvisited` problem; default 10. */
  maxUnvisited?: number;
}

const sq = (x: number, y: number) => `(${x},${y})`;

/** Collects problems, building the message only for the ones that are kept. */
class Problems {
  readonly list: Problem[] = [];
  readonly counts: Partial<Record<ProblemKind, number>> = {};

  constructor(private readonly cap: number) {}

  add(kind: ProblemKind, make: () => Problem): void {
    const count = (this.counts[kind] ?? 0) + 1;
    this.counts[kind] = count;
    if (count <= this.cap) this.list.push(make());
  }

  has(kind: ProblemKind): boolean {
    return (this.counts[kind] ?? 0) > 0;
  }

  /** Whether anything was found: the counts, never the capped list, decide validity. */
  get none(): boolean {
    return Object.keys(this.counts).length === 0;
  }
}

function isParsed(doc: ParsedTour | TourDocumentLike | CompactTourLike): doc is ParsedTour {
  return (doc as ParsedTour).xs instanceof Float64Array;
}

/**
 * The compact `Tour` of `findTour` (`@knights-tour/core`): the walk as linear square indices
 * `y * width + x` instead of a `path` of `[x, y]` pairs.
 */
export interface CompactTourLike {
  readonly width: number;
  readonly height: number;
  readonly squares: ArrayLike<number>;
  readonly complete?: unknown;
  readonly closed?: unknown;
  readonly start?: unknown;
}

function isCompact(doc: TourDocumentLike | CompactTourLike): doc is CompactTourLike {
  return (
    (doc as { path?: unknown }).path === undefined && (doc as CompactTourLike).squares !== undefined
  );
}

/** A compact tour as the verifier reads it: an index that names no square is a malformed step. */
function readCompact(doc: CompactTourLike): ParsedTour {
  // The document reader checks the board and reads the claims; the walk is read here.
  const { squares, ...fields } = doc;
  const { width, height, claims } = readTourDocument({ ...fields, path: [] });
  const length = squares.length;
  const xs = new Float64Array(length);
  const ys = new Float64Array(length);
  const malformed = new Map<number, string>();
  for (let k = 0; k < length; k++) {
    const s = squares[k]!;
    if (Number.isInteger(s) && s >= 0 && s < width * height) {
      xs[k] = s % width;
      ys[k] = Math.floor(s / width);
    } else {
      xs[k] = ys[k] = Number.NaN;
      if (malformed.size < MAX_NOTES) {
        malformed.set(k + 1, `square index ${s} is not a square of the ${width}x${height} board`);
      }
    }
  }
  return { format: 'json', width, height, length, xs, ys, malformed, claims };
}

const isKnight = (dx: number, dy: number) => {
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  return (ax === 1 && ay === 2) || (ax === 2 && ay === 1);
};

/**
 * Checks a tour independently of whatever produced it: every entry a square on the board,
 * no square twice, every step a knight move, every square visited, and (on request) the
 * last square a knight move from the first. `complete` and `closed` are recomputed; the
 * document's own flags are only compared, and a false one becomes a warning.
 * Accepts a parsed file, any object with `width`, `height` and `path` (SPEC §9), or the
 * compact `Tour` of `findTour` (`width`, `height` and `squares`, linear indices).
 */
export function verifyTour(
  doc: ParsedTour | TourDocumentLike | CompactTourLike,
  options: VerifyOptions = {},
): TourReport {
  const tour = isParsed(doc) ? doc : isCompact(doc) ? readCompact(doc) : readTourDocument(doc);
  const { width, height, length, xs, ys, malformed } = tour;
  const squares = width * height;
  const problems = new Problems(options.maxPerKind ?? 20);
  const board = `${width}x${height}`;

  // first[s] = 1-based step that first visited square s, 0 if none yet.
  const first = new Int32Array(squares);
  let visited = 0;
  let px = Number.NaN; // previous entry, NaN when it was not a square on the board
  let py = Number.NaN;
  for (let k = 1; k <= length; k++) {
    const x = xs[k - 1]!;
    const y = ys[k - 1]!;
    if (Number.isNaN(x) || Number.isNaN(y)) {
      problems.add('malformed', () => ({
        kind: 'malformed',
        step: k,
        message: `step ${k}: ${malformed.get(k) ?? 'malformed entry (expected [x, y] with integers x and y)'}`,
      }));
      px = py = Number.NaN;
      continue;
    }
    if (
      !(x >= 0 && y >= 0 && x < width && y < height && Number.isInteger(x) && Number.isInteger(y))
    ) {
      problems.add('off-board', () => ({
        kind: 'off-board',
        step: k,
        square: [x, y],
        message: `step ${k}: ${sq(x, y)} is off the ${board} board`,
      }));
      px = py = Number.NaN;
      continue;
    }
    const s = y * width + x;
    const seen = first[s]!;
    if (seen === 0) {
      first[s] = k;
      visited++;
    } else {
      problems.add('duplicate', () => ({
        kind: 'duplicate',
        steps: [seen, k],
        square: [x, y],
        message: `step ${k}: ${sq(x, y)} was already visited at step ${seen}`,
      }));
    }
    if (!Number.isNaN(px) && !isKnight(x - px, y - py)) {
      const fx = px;
      const fy = py;
      problems.add('not-a-knight-move', () => ({
        kind: 'not-a-knight-move',
        step: k,
        from: [fx, fy],
        to: [x, y],
        message: `step ${k}: the move from ${sq(fx, fy)} (step ${k - 1}) to ${sq(x, y)} is not a knight move`,
      }));
    }
    px = x;
    py = y;
  }

  if (length === 0) {
    problems.add('empty', () => ({ kind: 'empty', message: 'the path is empty' }));
  }
  if (length > squares) {
    problems.add('size-mismatch', () => ({
      kind: 'size-mismatch',
      steps: length,
      squares,
      message: `the path has ${length} steps but the ${board} board has ${squares} squares`,
    }));
  }
  if (visited < squares) {
    const max = options.maxUnvisited ?? 10;
    const list: Square[] = [];
    for (let s = 0; s < squares && list.length < max; s++) {
      if (first[s] === 0) list.push([s % width, Math.floor(s / width)]);
    }
    const count = squares - visited;
    const shown = list.map(([x, y]) => sq(x, y)).join(', ');
    problems.add('unvisited', () => ({
      kind: 'unvisited',
      count,
      squares: list,
      message: `${count} of ${squares} squares never visited: ${shown}${count > list.length ? ', …' : ''}`,
    }));
  }

  const isTour = problems.none;
  const ends = (k: number): Square | undefined => {
    const x = xs[k - 1];
    const y = ys[k - 1];
    return x !== undefined && y !== undefined && !Number.isNaN(x) && !Number.isNaN(y)
      ? [x, y]
      : undefined;
  };
  const start = ends(1);
  const last = ends(length);
  const endsMeet =
    start !== undefined && last !== undefined && isKnight(last[0] - start[0], last[1] - start[1]);
  const closed = isTour && length >= 2 && endsMeet;
  if (options.closed && !closed) {
    problems.add('not-closed', () => {
      if (isTour && start && last) {
        return {
          kind: 'not-closed',
          first: start,
          last,
          message: `not closed: the last square ${sq(...last)} (step ${length}) is not a knight move from the first ${sq(...start)}`,
        };
      }
      return {
        kind: 'not-closed',
        message: 'not closed: a closed tour was required and this is not a complete tour',
      };
    });
  }

  const warnings: ClaimMismatch[] = [];
  const { claims } = tour;
  const claim = (field: ClaimMismatch['field'], claimed: unknown, actual: unknown, what: string) =>
    warnings.push({
      field,
      claimed,
      actual,
      message: `the document says ${field}: ${JSON.stringify(claimed)}, but ${what}`,
    });
  if (claims.complete !== undefined && claims.complete !== isTour) {
    claim(
      'complete',
      claims.complete,
      isTour,
      isTour ? 'it is a complete tour' : 'it is not a complete tour',
    );
  }
  if (claims.closed !== undefined && claims.closed !== closed) {
    claim(
      'closed',
      claims.closed,
      closed,
      closed ? 'it is a closed tour' : 'it is not a closed tour',
    );
  }
  if (
    claims.start !== undefined &&
    start !== undefined &&
    (claims.start[0] !== start[0] || claims.start[1] !== start[1])
  ) {
    claim('start', claims.start, start, `the path starts at ${sq(...start)}`);
  }
  if (claims.format !== undefined && claims.format !== 'knights-tour/1') {
    claim('format', claims.format, 'knights-tour/1', 'this verifier reads knights-tour/1');
  }

  return {
    valid: problems.none,
    complete: visited === squares,
    closed,
    width,
    height,
    squares,
    visited,
    steps: length,
    problems: problems.list,
    counts: problems.counts,
    warnings,
  };
}

/** Visit stamps reused by {@link checkSquares}: a square is visited when it holds the current stamp. */
let stamps = new Int32Array(0);
let stamp = 0;

/** The column step of the knight move whose linear step (`dy * width + dx`) is `d`, at `d + reach` (0: none). */
let movesByStep: { width: number; reach: number; dx: Int8Array } | undefined;

function knightStepsOf(width: number): NonNullable<typeof movesByStep> {
  if (movesByStep?.width === width) return movesByStep;
  const reach = 2 * width + 2;
  const dx = new Int8Array(2 * reach + 1);
  for (const [mx, my] of [
    [1, 2],
    [2, 1],
    [2, -1],
    [1, -2],
    [-1, -2],
    [-2, -1],
    [-2, 1],
    [-1, 2],
  ] as const) {
    dx[my * width + mx + reach] = mx;
  }
  movesByStep = { width, reach, dx };
  return movesByStep;
}

/**
 * Fast check of a complete open tour given as linear square indices (`y * width + x`), for
 * sweeps that re-check every tour they find. Returns a one-line problem, or undefined when
 * the walk visits every square of `board` exactly once with knight moves. Matches the
 * `WalkCheck` of `@knights-tour/sweep/plan`.
 *
 * Sweeps check millions of tours, so the fast path divides nothing, allocates nothing and
 * branches only on failure: on boards at least 5 wide the 8 knight moves have 8 distinct
 * linear steps, so the step from the previous square names the only move it can be, and the
 * coordinates follow by adding that move (a step that leaves the board sideways wraps to
 * another row: caught by the bounds). Each square is stamped as visited, and a second pass
 * checks that every square of the board got the stamp: `total` squares in range covering
 * all `total` squares visit each exactly once. Any failure is reported by the plain loop
 * (the first problem, by step), which narrower boards always take.
 */
export function checkSquares(board: Board, squares: Int32Array): string | undefined {
  const { width, height } = board;
  const total = width * height;
  if (squares.length !== total) {
    return `the walk has ${squares.length} steps but the ${width}x${height} board has ${total} squares`;
  }
  if (width < 5 || !isTourFast(width, squares)) return checkSquaresPlainly(board, squares);
  return undefined;
}

/** True when `squares` (of length width × height) is a tour; false when anything is wrong. */
function isTourFast(width: number, squares: Int32Array): boolean {
  const total = squares.length;
  if (stamps.length < total) {
    stamps = new Int32Array(total);
    stamp = 0;
  }
  if (stamp === 0x7fffffff) {
    stamps.fill(0);
    stamp = 0;
  }
  const visit = ++stamp;
  const seen = stamps;
  const { reach, dx } = knightStepsOf(width);
  const span = 2 * reach;
  let prev = squares[0]!;
  if (prev >>> 0 >= total) return false;
  seen[prev] = visit;
  // Only the column is followed: with the square in range and the column on the board, the
  // row is (square − column) / width, on the board too.
  let x = prev % width;
  for (let i = 1; i < total; i++) {
    const s = squares[i]!;
    if (s >>> 0 >= total) return false;
    seen[s] = visit;
    const d = (s - prev + reach) | 0;
    if (d >>> 0 > span) return false;
    const mx = dx[d]!;
    x = (x + mx) | 0;
    if (mx === 0 || x >>> 0 >= width) return false;
    prev = s;
  }
  for (let j = 0; j < total; j++) if (seen[j] !== visit) return false;
  return true;
}

/** {@link checkSquares} on boards narrower than 5, with coordinates by division. */
function checkSquaresPlainly(board: Board, squares: Int32Array): string | undefined {
  const { width } = board;
  const total = squares.length;
  const seen = new Uint8Array(total);
  let px = 0;
  let py = 0;
  for (let i = 0; i < total; i++) {
    const s = squares[i]!;
    if (s < 0 || s >= total) return `step ${i + 1}: square index ${s} is off the board`;
    if (seen[s] === 1) {
      return `step ${i + 1}: square ${sq(s % width, Math.floor(s / width))} was already visited`;
    }
    seen[s] = 1;
    const x = s % width;
    const y = (s - x) / width;
    if (i > 0 && !isKnight(x - px, y - py)) {
      return `step ${i + 1}: ${sq(px, py)} to ${sq(x, y)} is not a knight move`;
    }
    px = x;
    py = y;
  }
  return undefined;
}
