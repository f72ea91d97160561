import { coordinates, indexOf, type TourWalk } from './walk.js';

/** The moves of a tour as a drawing: where they cross and how the path turns. */
export interface TourShape {
  /** Pairs of moves whose segments (between square centres) cross; 2-D boards up to 2^24 squares. */
  readonly crossings: number | undefined;
  /** Squares where the path changes direction (every square of a closed tour, the inner ones of an open one). */
  readonly turns: number;
  /** Squares where it goes on in the same direction. */
  readonly straight: number;
  /** How many turns of each angle between the move in and the move out, in degrees to one decimal (`'36.9'`, `'90'`). */
  readonly angles: Readonly<Record<string, number>>;
}

/** Largest board whose crossings are counted, in squares. */
const CROSSINGS_LIMIT = 2 ** 24;

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));

/**
 * Crossings: two moves cross when each one's ends lie strictly on both sides of the other
 * (knight moves never overlap and pass through no square centre). A move that crosses the
 * one from square `a` starts within 4 squares of `a` on each axis (two moves of length √5),
 * so each move is compared with the moves starting in that 9 × 9 window only.
 */
export function tourShape(walk: TourWalk): TourShape {
  const { board, squares, step, closed } = walk;
  const n = squares.length;
  const moves = closed ? n : n - 1;
  const end = (i: number) => squares[(i + 1) % n]!;
  let crossings: number | undefined;
  if (board.depth === 1 && n <= CROSSINGS_LIMIT) {
    crossings = 0;
    for (let i = 0; i < moves; i++) {
      const [ax, ay] = coordinates(board, squares[i]!);
      const [bx, by] = coordinates(board, end(i));
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const c = indexOf(board, ax + dx, ay + dy, 0);
          if (c < 0) continue;
          const j = step[c]!;
          if (j <= i || j >= moves) continue;
          const [cx, cy] = [ax + dx, ay + dy];
          const [ex, ey] = coordinates(board, end(j));
          if (
            orient(ax, ay, bx, by, cx, cy) * orient(ax, ay, bx, by, ex, ey) < 0 &&
            orient(cx, cy, ex, ey, ax, ay) * orient(cx, cy, ex, ey, bx, by) < 0
          ) {
            crossings++;
          }
        }
      }
    }
  }
  let turns = 0;
  let straight = 0;
  const angles: Record<string, number> = {};
  for (let i = closed ? 0 : 1; i < (closed ? n : n - 1); i++) {
    const [px, py, pz] = coordinates(board, squares[(i - 1 + n) % n]!);
    const [x, y, z] = coordinates(board, squares[i]!);
    const [qx, qy, qz] = coordinates(board, squares[(i + 1) % n]!);
    const dot = (x - px) * (qx - x) + (y - py) * (qy - y) + (z - pz) * (qz - z);
    if (dot === 5) {
      straight++;
      continue;
    }
    turns++;
    const angle = String(Math.round((Math.acos(dot / 5) * 1800) / Math.PI) / 10);
    angles[angle] = (angles[angle] ?? 0) + 1;
  }
  return { crossings, turns, straight, angles };
}
