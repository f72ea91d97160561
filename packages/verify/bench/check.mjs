#!/usr/bin/env node
// What `sweep --verify` costs per square, in one process on one core: OctAML16 from a spread
// of paper-octant1 starts, walked by core's kernel (1) alone, (2) handing every complete walk
// over (as moves, a byte a step), (3) handing over and re-checking each with checkMoves. CPU time
// per square walked, best of 3 rounds after a warm-up. Needs the built packages (pnpm build).
//   node packages/verify/bench/check.mjs [n,n,...]     (default 100,430)

import * as core from '../../core/dist/index.js';
import { checkMoves } from '../dist/index.js';

const { createBoard, HeuristicRunner, startSquares } = core;

const sizes = (process.argv[2] ?? '100,430').split(',').map(Number);
console.log(`node ${process.argv.slice(1).join(' ')}`);
for (const n of sizes) {
  const board = createBoard(n);
  const all = startSquares('paper-octant1', board);
  const count = Math.max(16, Math.round(6e7 / (n * n))); // about 6 × 10^7 squares a round
  const step = Math.max(1, Math.floor(all.length / count));
  const starts = all.filter((_, i) => i % step === 0).slice(0, count);
  const startIndex = starts.map(([x, y]) => y * n + x);
  let rejected = 0;
  const cases = {
    walk: (runner) => runner.summarizeAll('octaml16', starts),
    'walk + hand-over': (runner) => runner.summarizeAll('octaml16', starts, () => {}),
    'walk + hand-over + check': (runner) =>
      runner.summarizeAll('octaml16', starts, (i, walk) => {
        if (checkMoves(board, startIndex[i], walk.moves) !== undefined) rejected++;
      }),
  };
  const best = {};
  for (let round = 0; round < 4; round++) {
    for (const [name, run] of Object.entries(cases)) {
      const runner = new HeuristicRunner(board);
      const before = process.cpuUsage();
      const outcome = run(runner);
      const cpu = process.cpuUsage(before);
      let squares = 0;
      for (const walked of outcome.walked) squares += walked;
      const ns = ((cpu.user + cpu.system) * 1e3) / squares;
      if (round > 0) best[name] = Math.min(best[name] ?? Number.POSITIVE_INFINITY, ns);
    }
  }
  if (rejected > 0) throw new Error(`checkMoves rejected ${rejected} walks of the kernel`);
  const walk = best.walk;
  const check = best['walk + hand-over + check'] - best['walk + hand-over'];
  console.log(
    `n=${n} (${starts.length} starts), CPU ns per square: ` +
      Object.entries(best)
        .map(([name, ns]) => `${name} ${ns.toFixed(2)}`)
        .join(', ') +
      `; the check ${check.toFixed(2)} ns; verified / unverified ${(best['walk + hand-over + check'] / walk).toFixed(2)} ×`,
  );
}
