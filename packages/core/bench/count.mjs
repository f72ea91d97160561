// Times the exact counts: the search's directed open tours (SPEC §8: 1,728 on 5×5, 6,637,920
// on 6×6) and the frontier method's counts (docs/counting.md), one thread each.
// Usage (after building core):
//   node packages/core/bench/count.mjs [n|WxH ...]                      search, default: 5 6
//   node packages/core/bench/count.mjs --frontier [--closed] [n|WxH ...]  default: 6 6x8 (closed), 6 (open)
// The frontier figure is states expanded per CPU second: every state of every layer is
// expanded once (the profile pass counted apart, as its share of the CPU time).
import { countTours, createBoard, frontierCount } from '../dist/index.js';

const args = process.argv.slice(2);
const frontier = args.includes('--frontier');
const closed = args.includes('--closed');
const sizes = args.filter((a) => !a.startsWith('--'));

function measure(run) {
  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = run();
  // CPU time as well: on a shared machine wall time says more about the neighbours.
  const cpu = process.cpuUsage(cpuBefore);
  return {
    result,
    seconds: (performance.now() - began) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

const defaults = frontier ? (closed ? ['6', '6x8'] : ['6']) : ['5', '6'];
for (const text of sizes.length > 0 ? sizes : defaults) {
  const [w, h = w] = text.split('x').map(Number);
  const board = createBoard(w, h);
  if (frontier) {
    let expanded = 0;
    let profileCpu = 0;
    let profilesDone = false;
    const before = process.cpuUsage();
    const { result, seconds, cpuSeconds } = measure(() =>
      frontierCount(board, {
        closed,
        onProgress: (p) => {
          if (p.phase === 'frontiers') {
            if (!profilesDone) {
              const cpu = process.cpuUsage(before);
              profileCpu = (cpu.user + cpu.system) / 1e6;
              profilesDone = true;
            }
            expanded += p.states;
          }
        },
      }),
    );
    const rate = expanded / Math.max(1e-9, cpuSeconds - profileCpu) / 1e6;
    console.log(
      `${w}x${h} ${closed ? 'closed' : 'open'}: ${result.undirected} undirected tours, ${result.peakStates} states at the peak, ${expanded} expanded, ${seconds.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU (profiles ${profileCpu.toFixed(2)} s; ${rate.toFixed(2)} M states per CPU second)`,
    );
    continue;
  }
  const { result, seconds, cpuSeconds } = measure(() => countTours(board));
  const rate = result.nodes / cpuSeconds / 1e6;
  console.log(
    `${w}x${h}: ${result.total} directed open tours, ${result.nodes} nodes over ${result.searched} start classes, ${seconds.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU (${rate.toFixed(1)} M nodes per CPU second)`,
  );
}
