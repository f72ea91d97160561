#!/usr/bin/env node
// The sweep that proves `auto` never gives up in the range the issue asks for: every possible
// start of every n × n board, 5 ≤ n ≤ 60, and of every w × h board, 5 ≤ w, h ≤ 30. Each tour
// is checked by the independent verifier (@knights-tour/verify checkSquares, and closure for
// the closed constructions). Prints the figures; exit 1 if any start lacks a verified tour.
// The same sweep runs in every CI build as a test, checked by the verifier
// (packages/verify/src/auto-proof.test.ts).
//
//   npx -y pnpm@10.34.9 --filter knights-tour... run build
//   node scripts/auto-proof.mjs [--squares 5-60] [--rectangles 5-30]
import { autoTour, createBoard, HeuristicRunner, isPossibleStart } from '@knights-tour/core';
import { checkSquares } from '@knights-tour/verify';

const range = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  const [a, b] = (i < 0 ? fallback : process.argv[i + 1]).split('-').map(Number);
  return [a, b ?? a];
};
const [s0, s1] = range('squares', '5-60');
const [r0, r1] = range('rectangles', '5-30');

const boards = [];
for (let n = s0; n <= s1; n++) boards.push([n, n]);
for (let w = r0; w <= r1; w++) for (let h = r0; h <= r1; h++) if (w !== h) boards.push([w, h]);

const methods = new Map();
const failures = [];
let starts = 0;
const started = Date.now();
for (const [w, h] of boards) {
  const board = createBoard(w, h);
  const runner = new HeuristicRunner(board);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!isPossibleStart(board, x, y)) continue;
      starts++;
      const outcome = autoTour(board, x, y, { runner });
      methods.set(outcome.method, (methods.get(outcome.method) ?? 0) + 1);
      const sq = outcome.squares;
      let problem = outcome.complete ? checkSquares(board, sq) : (outcome.reason ?? 'incomplete');
      if (!problem && sq[0] !== y * w + x) problem = 'does not begin at the start';
      if (!problem && outcome.method === 'closed-blocks') {
        const dx = Math.abs((sq[0] % w) - (sq[sq.length - 1] % w));
        const dy = Math.abs(Math.floor(sq[0] / w) - Math.floor(sq[sq.length - 1] / w));
        if (!((dx === 1 && dy === 2) || (dx === 2 && dy === 1))) problem = 'not closed';
      }
      if (problem) failures.push(`${w}x${h} from (${x},${y}) by ${outcome.method}: ${problem}`);
    }
  }
}
const fmt = (n) => n.toLocaleString('en-US');
console.log(
  `auto on ${fmt(boards.length)} boards (n×n ${s0}..${s1}, w×h ${r0}..${r1}): ${fmt(starts)} possible starts, ${fmt(starts - failures.length)} verified tours, ${failures.length} without; by method: ${[
    ...methods,
  ]
    .map(([m, n]) => `${m} ${fmt(n)}`)
    .join(', ')}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (failures.length > 0) {
  console.error(failures.slice(0, 20).join('\n'));
  process.exit(1);
}
