// Times the exact count of directed open tours (SPEC §8: 1,728 on 5×5, 6,637,920 on 6×6).
// Usage (after building core): node packages/core/bench/count.mjs [n|WxH ...]   default: 5 6
import { countTours, createBoard } from '../dist/index.js';

const sizes = process.argv.slice(2);
for (const text of sizes.length > 0 ? sizes : ['5', '6']) {
  const [w, h = w] = text.split('x').map(Number);
  const board = createBoard(w, h);
  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = countTours(board);
  const seconds = (performance.now() - began) / 1000;
  // CPU time as well: on a shared machine wall time says more about the neighbours.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rate = result.nodes / cpuSeconds / 1e6;
  console.log(
    `${w}x${h}: ${result.total} directed open tours, ${result.nodes} nodes over ${result.searched} start classes, ${seconds.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU (${rate.toFixed(1)} M nodes per CPU second)`,
  );
}
