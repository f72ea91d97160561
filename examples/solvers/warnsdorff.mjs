#!/usr/bin/env node
// Warnsdorff's rule, written from the knights-tour SPEC (sections 1, 2, 4 and 5): from the start,
// move to the unvisited square a knight's move away with the fewest unvisited squares a knight's
// move away from it (its degree); ties go to the earliest move in the order 1..8, numbered
// clockwise from west-north-west. Squares are (x, y), x the column from the left, y the row
// from the top; the walk is printed as square indices y * width + x, separated by spaces.
//
//   node warnsdorff.mjs WIDTH HEIGHT X Y   the walk from (X, Y); exit 0 for a tour of every
//                                          square, 1 when the rule got stuck
//   node warnsdorff.mjs --lines            one instance a line on standard input, "WIDTH HEIGHT
//                                          X Y"; one answer a line, "tour WALK" or "stuck WALK"
//
// Check it: knights-tour check-solver --command 'node warnsdorff.mjs --lines' --protocol lines
//           --sizes 5-100 --reference warnsdorff
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

// The eight moves (dx, dy), numbered 1..8 clockwise from west-north-west (y grows downwards).
const MOVES = [
  [-2, -1],
  [-1, -2],
  [1, -2],
  [2, -1],
  [2, 1],
  [1, 2],
  [-1, 2],
  [-2, 1],
];

/** Warnsdorff's choice: a later candidate (in move order) wins only with strictly fewer onward moves. */
export const fewestOnwardMoves = (candidate, best, degree) => degree[candidate] < degree[best];

/** The board's moves as a table: 8 entries a square, in move order, -1 off the board. */
function movesOf(width, height) {
  const table = new Int32Array(width * height * 8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      MOVES.forEach(([dx, dy], k) => {
        const u = x + dx;
        const v = y + dy;
        table[(y * width + x) * 8 + k] =
          u >= 0 && u < width && v >= 0 && v < height ? v * width + u : -1;
      });
    }
  }
  return table;
}

let board = { width: 0, height: 0, moves: new Int32Array(0) };

/** The greedy walk from (x, y) as square indices, complete or stuck; `better` is the rule's choice. */
export function walk(width, height, x, y, better = fewestOnwardMoves) {
  if (board.width !== width || board.height !== height)
    board = { width, height, moves: movesOf(width, height) };
  const { moves } = board;
  const squares = width * height;
  const degree = new Int8Array(squares);
  for (let s = 0; s < squares * 8; s++) if (moves[s] >= 0) degree[s >> 3]++;
  const visited = new Uint8Array(squares);
  const path = new Int32Array(squares);
  let length = 0;
  let here = y * width + x;
  for (;;) {
    visited[here] = 1;
    path[length++] = here;
    // The square just visited is no longer an onward move of its neighbours.
    for (let k = 0; k < 8; k++) {
      const t = moves[here * 8 + k];
      if (t >= 0) degree[t]--;
    }
    let best = -1;
    for (let k = 0; k < 8; k++) {
      const t = moves[here * 8 + k];
      if (t >= 0 && visited[t] === 0 && (best < 0 || better(t, best, degree))) best = t;
    }
    if (best < 0) return path.subarray(0, length);
    here = best;
  }
}

/** Runs the solver with `better` as its choice, in either protocol (see the top of the file). */
export async function main(better = fewestOnwardMoves) {
  const args = process.argv.slice(2);
  if (args.length === 1 && args[0] === '--lines') {
    for await (const line of createInterface({
      input: process.stdin,
      crlfDelay: Number.POSITIVE_INFINITY,
    })) {
      const [width, height, x, y] = line.trim().split(/\s+/).map(Number);
      const path = walk(width, height, x, y, better);
      process.stdout.write(
        `${path.length === width * height ? 'tour' : 'stuck'} ${path.join(' ')}\n`,
      );
    }
    return 0;
  }
  if (args.length !== 4) {
    process.stderr.write('usage: node warnsdorff.mjs WIDTH HEIGHT X Y | --lines\n');
    return 2;
  }
  const [width, height, x, y] = args.map(Number);
  const path = walk(width, height, x, y, better);
  process.stdout.write(`${path.join(' ')}\n`);
  return path.length === width * height ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
