#!/usr/bin/env node
// Times the linear-time constructions of packages/core/src/construct/closed.ts (built dist): a closed
// tour of n × n and an open tour of (n+1) × (n+1) (odd) from the board minus its start, each
// checked by @knights-tour/verify afterwards (the check is not timed). Best of 3 runs.
//
//   npx -y pnpm@10.34.9 --filter knights-tour... run build
//   node scripts/closed-bench.mjs [sizes, default 100 1000 3000]
import { closedTour, createBoard } from '@knights-tour/core';
import { puncturedTour } from '@knights-tour/core/internal';
import { checkSquares } from '@knights-tour/verify';

const sizes = process.argv.slice(2).map(Number);
for (const n of sizes.length > 0 ? sizes : [100, 1000, 3000]) {
  for (const [label, side, build] of [
    ['closed tour', n, (b) => closedTour(b, 7, 3)],
    ['open tour, odd board', n + 1, (b) => puncturedTour(b, 7, 3)],
  ]) {
    const board = createBoard(side, side);
    let best = Number.POSITIVE_INFINITY;
    let squares;
    for (let run = 0; run < 3; run++) {
      const t = performance.now();
      squares = build(board);
      best = Math.min(best, performance.now() - t);
    }
    const problem = checkSquares(board, squares);
    const ns = (best * 1e6) / (side * side);
    console.log(
      `${label.padEnd(22)} ${`${side}x${side}`.padStart(10)}: ${best.toFixed(1).padStart(8)} ms, ${ns.toFixed(1)} ns/square, ${problem ?? 'verified'}`,
    );
  }
}
