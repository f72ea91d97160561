import { type Board, type BoardLike, boardName, checkPlaneBoard } from '../board/board.js';
import { parityReason } from '../board/colour.js';
import { isKnightMove, MOVES } from '../board/moves.js';
import { cellAt, squareLabel } from '../board/square.js';
import { cellOf, rankTable } from '../engine/geometry.js';
import { amlOrder } from '../engine/orders.js';
import { KnightsTourError } from '../text/errors.js';
import { plural } from '../text/quote.js';
import {
  checkSearchSize,
  closedParityReason,
  type SearchOptions,
  type SearchResult,
  validateLimit,
} from './search.js';
import { TourSearch } from './tour-search.js';

/** Options of {@link completeWalk}: the search's, without the child order (always SPEC §4's). */
export type CompleteOptions = Pick<
  SearchOptions,
  'closed' | 'maxNodes' | 'maxMs' | 'signal' | 'observer'
>;

/**
 * Can a walk already made still be completed into a tour, and how? `walk` holds flat square
 * indices `y * width + x`, the start first; each next square a knight move away, none twice.
 *
 * First the reasons that need no search, each in words: the start's colour (parity), a
 * closed tour on an odd board, a knight with nowhere to go, unvisited squares the walk has
 * cut off, more squares with one way in left than a walk has ends. Then the exact search
 * (SPEC §6, children in Warnsdorff order) continues the walk within the limits: `found`
 * gives the whole tour in `squares` (the walk first), `none` says why in `reason`, `gave-up`
 * names the limit. Throws {@link KnightsTourError} for a walk that is not one.
 */
export function completeWalk(
  board: BoardLike,
  walk: ArrayLike<number>,
  options: CompleteOptions = {},
): SearchResult {
  const checked = checkPlaneBoard(board, 'completing a walk');
  checkSearchSize(checked, `completing a walk on ${boardName(checked)}`);
  checkWalk(checked, walk);
  validateLimit('maxNodes', options.maxNodes);
  validateLimit('maxMs', options.maxMs);
  const began = Date.now();
  const closed = options.closed ?? false;
  const obstacle = walkObstacle(checked, walk, closed);
  if (obstacle !== undefined) {
    return { status: 'none', nodes: 0, ms: Date.now() - began, reason: obstacle };
  }
  const search = new TourSearch(checked);
  const g = search.geometry;
  const [x, y] = cellAt(checked, walk[0]!);
  const cells = Int32Array.from(walk, (s) => {
    const [sx, sy] = cellAt(checked, s);
    return cellOf(g, sx, sy);
  });
  const outcome = search.run(cells[0]!, {
    ...options,
    closed,
    walk: cells,
    table: rankTable(g, amlOrder(checked, x, y)),
  });
  const ms = Date.now() - began;
  if (outcome.found) return { status: 'found', squares: search.tour(), nodes: outcome.nodes, ms };
  const deepest = search.deepest();
  const nodes = plural(outcome.nodes, 'node');
  if (outcome.stopped) {
    const limit =
      outcome.stopped === 'max-nodes'
        ? `node limit ${options.maxNodes}`
        : outcome.stopped === 'max-ms'
          ? `time limit ${options.maxMs} ms`
          : 'aborted';
    return { status: 'gave-up', deepest, nodes: outcome.nodes, ms, reason: limit };
  }
  const here = squareLabel(cellAt(checked, walk[walk.length - 1]!));
  return {
    status: 'none',
    deepest,
    nodes: outcome.nodes,
    ms,
    reason: `exact search from ${here} ruled out every continuation in ${nodes}`,
  };
}

/** Throws unless `walk` is a walk of the board: squares on it, knight moves, none twice. */
function checkWalk(board: Board, walk: ArrayLike<number>): void {
  const squares = board.width * board.height;
  if (walk.length === 0) throw new KnightsTourError('the walk is empty: give at least its start');
  const seen = new Uint8Array(squares);
  for (let i = 0; i < walk.length; i++) {
    const s = walk[i]!;
    if (!Number.isInteger(s) || s < 0 || s >= squares) {
      throw new KnightsTourError(`step ${i + 1} of the walk, ${s}, is not a square of the board`);
    }
    if (seen[s]) {
      throw new KnightsTourError(
        `step ${i + 1} of the walk visits ${squareLabel(cellAt(board, s))} a second time`,
      );
    }
    seen[s] = 1;
    if (i > 0) {
      const [ax, ay] = cellAt(board, walk[i - 1]!);
      const [bx, by] = cellAt(board, s);
      if (!isKnightMove(bx - ax, by - ay)) {
        throw new KnightsTourError(
          `step ${i + 1} of the walk, ${squareLabel([bx, by])}, is not a knight move from ${squareLabel([ax, ay])}`,
        );
      }
    }
  }
}

/** `(0,4)`, `(0,4) and (2,3)` or `(0,4) and 5 other squares`. */
function someSquares(board: Board, squares: readonly number[]): string {
  const first = squareLabel(cellAt(board, squares[0]!));
  if (squares.length === 1) return first;
  if (squares.length === 2) return `${first} and ${squareLabel(cellAt(board, squares[1]!))}`;
  return `${first} and ${plural(squares.length - 1, 'other square')}`;
}

/**
 * Why the walk cannot be completed, found without search: parity, a stranded knight, cut-off
 * squares or too many dead ends; undefined when only a search can tell.
 */
function walkObstacle(board: Board, walk: ArrayLike<number>, closed: boolean): string | undefined {
  const { width: w, height: h } = board;
  const squares = w * h;
  const [x0, y0] = cellAt(board, walk[0]!);
  const parity = parityReason(board, x0, y0) ?? (closed ? closedParityReason(board) : undefined);
  if (parity) return parity;
  const visited = new Uint8Array(squares);
  for (let i = 0; i < walk.length; i++) visited[walk[i]!] = 1;
  const current = walk[walk.length - 1]!;
  const [cx, cy] = cellAt(board, current);
  const here = squareLabel([cx, cy]);
  const left = squares - walk.length;
  const neighbours = (s: number, visit: (t: number) => void) => {
    const sx = s % w;
    const sy = (s - sx) / w;
    for (const [dx, dy] of MOVES) {
      const tx = sx + dx;
      const ty = sy + dy;
      if (tx >= 0 && ty >= 0 && tx < w && ty < h) visit(ty * w + tx);
    }
  };
  if (left === 0) {
    if (!closed) return undefined;
    let closes = false;
    neighbours(current, (t) => {
      if (t === walk[0]) closes = true;
    });
    return closes
      ? undefined
      : `the walk visits every square but ends at ${here}, not a knight's move from its start ${squareLabel([x0, y0])}`;
  }
  let moves = 0;
  neighbours(current, (t) => {
    if (!visited[t]) moves++;
  });
  if (moves === 0) {
    return `the knight at ${here} has no unvisited square a knight's move away, and ${plural(left, 'square')} ${left === 1 ? 'is' : 'are'} left`;
  }
  // Breadth-first from the knight over unvisited squares: what it cannot reach is cut off.
  const reached = new Uint8Array(squares);
  const queue = new Int32Array(squares);
  let tail = 0;
  neighbours(current, (t) => {
    if (!visited[t] && !reached[t]) {
      reached[t] = 1;
      queue[tail++] = t;
    }
  });
  for (let head = 0; head < tail; head++) {
    neighbours(queue[head]!, (t) => {
      if (!visited[t] && !reached[t]) {
        reached[t] = 1;
        queue[tail++] = t;
      }
    });
  }
  if (tail < left) {
    const cut: number[] = [];
    for (let s = 0; s < squares; s++) if (!visited[s] && !reached[s]) cut.push(s);
    return `${someSquares(board, cut)} can no longer be reached from ${here}: the visited squares cut ${cut.length === 1 ? 'it' : 'them'} off`;
  }
  // Ways in and out of each unvisited square: its unvisited neighbours, the knight's square,
  // and for a closed tour the start (the tour's fixed end).
  const dead: number[] = [];
  for (let s = 0; s < squares; s++) {
    if (visited[s]) continue;
    let ways = 0;
    neighbours(s, (t) => {
      if (!visited[t] || t === current || (closed && t === walk[0])) ways++;
    });
    if (ways < 2) dead.push(s);
  }
  if (closed && dead.length > 0) {
    return `${someSquares(board, dead)} ${dead.length === 1 ? 'has' : 'have'} one way in left, and a closed tour must go in and out of every square`;
  }
  if (!closed && dead.length > 1) {
    return `${someSquares(board, dead)} each have only one way in left, but a walk ends on only one square`;
  }
  return undefined;
}
