// Experiment behind docs/performance.md: does interleaving K walks help in plain JavaScript?
//
//   node packages/core/bench/js-interleave.mjs
//
// Generates the JavaScript walk step (the same as src/engine/walk.ts) unrolled for K walks stepped
// round-robin in one loop, and measures squares per second (CPU time) for K = 1..8 on a few
// boards. Each K-group runs until its first walk ends, so it measures the loop, not a sweep.
// Answer measured on the benchmark machine: no (within ±10 %), because V8's code for the
// step is bound by instruction count, not by latency; hence the WebAssembly kernel.

import { createBoard, octamlOrder, startSquares } from '../dist/index.js';
import { cellOf, createGeometry, rankTable } from '../dist/internal.js';

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function step(v) {
  const keys = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((k) => {
      const rank =
        k === 0 ? `(w${v} & 7)` : k === 7 ? `(w${v} >>> 21)` : `((w${v} >>> ${3 * k}) & 7)`;
      return `i = (${v} + o${k}) | 0; d = mem[i] - 1; mem[i] = d; const k${k}${v} = (d << 3) | ${rank};`;
    })
    .join('\n');
  const min = (a, b, out) => `m = (${a} - ${b}) | 0; const ${out} = (${b} + (m & (m >> 31))) | 0;`;
  return `{
    mem[${v}] = 64;
    const p${v} = pattern[(${v} - base${v}) | 0];
    const w${v} = ranks[p${v}];
    let i, d, m;
    ${keys}
    ${min(`k0${v}`, `k1${v}`, `a${v}`)} ${min(`k2${v}`, `k3${v}`, `b${v}`)}
    ${min(`k4${v}`, `k5${v}`, `c${v}`)} ${min(`k6${v}`, `k7${v}`, `e${v}`)}
    ${min(`a${v}`, `b${v}`, `f${v}`)} ${min(`c${v}`, `e${v}`, `g${v}`)}
    ${min(`f${v}`, `g${v}`, `best${v}`)}
    if (best${v} >= 448) return steps;
    ${v} = (${v} + off[(moves[p${v}] >>> ((best${v} & 7) * 3)) & 7]) | 0;
  }`;
}

function kernel(k) {
  const lanes = Array.from({ length: k }, (_, j) => `c${j}`);
  const source = `
    const o0 = off[0], o1 = off[1], o2 = off[2], o3 = off[3], o4 = off[4], o5 = off[5], o6 = off[6], o7 = off[7];
    ${lanes.map((v, j) => `const base${v} = ${j} * size; let ${v} = (cells[${j}] + base${v}) | 0;`).join('\n')}
    let steps = 0;
    for (;;) {
      steps = (steps + 1) | 0;
      ${lanes.map(step).join('\n')}
    }`;
  return new Function('mem', 'pattern', 'ranks', 'moves', 'off', 'cells', 'size', source);
}

const counts = [1, 2, 3, 4, 6, 8];
const kernels = new Map(counts.map((k) => [k, kernel(k)]));
for (const n of [100, 430, 1000]) {
  const board = createBoard(n);
  const g = createGeometry(board);
  const starts = startSquares('paper-octant1', board);
  const picked = starts.filter((_, i) => i % Math.ceil(starts.length / 48) === 0).slice(0, 48);
  const table = rankTable(g, octamlOrder(board, 0, 0, { r: 1, t: 0 }));
  const cells = picked.map(([x, y]) => cellOf(g, x, y));
  const line = [];
  for (const k of counts) {
    const mem = new Uint8Array(k * g.size);
    const run = kernels.get(k);
    let best = 0;
    for (let rep = 0; rep < 6; rep++) {
      let squares = 0;
      const t0 = cpuMs();
      for (let i = 0; i + k <= cells.length; i += k) {
        for (let j = 0; j < k; j++) mem.set(g.degrees, j * g.size);
        squares +=
          k *
          run(mem, g.pattern, table.ranks, table.moves, g.offsets, cells.slice(i, i + k), g.size);
      }
      best = Math.max(best, (squares / (cpuMs() - t0)) * 1e3);
    }
    line.push(`K=${k} ${(best / 1e6).toFixed(0)}`);
  }
  console.log(`n=${n}: ${line.join('  ')} M squares/s`);
}
