// Experiment behind docs/performance.md: the JavaScript step with a branchy minimum (a chain
// of if (key < best)) against the branch-free tree of src/engine/walk.ts, same keys and tables.
//
//   node packages/core/bench/branch-free.mjs
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const { createBoard, startSquares, octamlOrder } = await import('../dist/index.js');
const { createGeometry, rankTable, cellOf } = await import('../dist/internal.js');
function mk(branchy) {
  return (deg, pattern, ranks, moves, off, start) => {
    const o0 = off[0],
      o1 = off[1],
      o2 = off[2],
      o3 = off[3],
      o4 = off[4],
      o5 = off[5],
      o6 = off[6],
      o7 = off[7];
    let cur = start,
      len = 0;
    for (;;) {
      len = (len + 1) | 0;
      deg[cur] = 64;
      const p = pattern[cur];
      const w = ranks[p];
      let i = (cur + o0) | 0;
      let d = deg[i] - 1;
      deg[i] = d;
      const k0 = (d << 3) | (w & 7);
      i = (cur + o1) | 0;
      d = deg[i] - 1;
      deg[i] = d;
      const k1 = (d << 3) | ((w >>> 3) & 7);
      i = (cur + o2) | 0;
      d = deg[i] - 1;
      deg[i] = d;
      const k2 = (d << 3) | ((w >>> 6) & 7);
      i = (cur + o3) | 0;
      d = deg[i] - 1;
      deg[i] = d;
      const k3 = (d << 3) | ((w >>> 9) & 7);
      i = (cur + o4) | 0;
      d = deg[i] - 1;
      deg[i] = d;
      const k4 = (d << 3) | ((w >>> 12) & 7);
      i = (cur + o5) | 0;
      d = deg[i] - 1;
      deg[i] = d;
      const k5 = (d << 3) | ((w >>> 15) & 7);
      i = (cur + o6) | 0;
      d = deg[i] - 1;
      deg[i] = d;
      const k6 = (d << 3) | ((w >>> 18) & 7);
      i = (cur + o7) | 0;
      d = deg[i] - 1;
      deg[i] = d;
      const k7 = (d << 3) | (w >>> 21);
      let best;
      if (branchy) {
        best = k0;
        if (k1 < best) best = k1;
        if (k2 < best) best = k2;
        if (k3 < best) best = k3;
        if (k4 < best) best = k4;
        if (k5 < best) best = k5;
        if (k6 < best) best = k6;
        if (k7 < best) best = k7;
      } else {
        let m = (k0 - k1) | 0;
        const a = (k1 + (m & (m >> 31))) | 0;
        m = (k2 - k3) | 0;
        const b = (k3 + (m & (m >> 31))) | 0;
        m = (k4 - k5) | 0;
        const c = (k5 + (m & (m >> 31))) | 0;
        m = (k6 - k7) | 0;
        const e = (k7 + (m & (m >> 31))) | 0;
        m = (a - b) | 0;
        const ab = (b + (m & (m >> 31))) | 0;
        m = (c - e) | 0;
        const ce = (e + (m & (m >> 31))) | 0;
        m = (ab - ce) | 0;
        best = (ce + (m & (m >> 31))) | 0;
      }
      if (best >= 448) return len;
      cur = (cur + off[(moves[p] >>> ((best & 7) * 3)) & 7]) | 0;
    }
  };
}
const fns = { branchy: mk(true), branchfree: mk(false) };
for (const n of [100, 430, 1000]) {
  const board = createBoard(n);
  const g = createGeometry(board);
  const all = startSquares('paper-octant1', board);
  const st = all.filter((_, i) => i % Math.ceil(all.length / 40) === 0);
  const t = rankTable(g, octamlOrder(board, 0, 0, { r: 1, t: 0 }));
  const deg = new Uint8Array(g.size);
  const best = { branchy: 0, branchfree: 0 };
  for (let rep = 0; rep < 6; rep++)
    for (const [name, fn] of Object.entries(fns)) {
      let sq = 0;
      const c0 = cpu();
      for (const [x, y] of st) {
        deg.set(g.degrees);
        sq += fn(deg, g.pattern, t.ranks, t.moves, g.offsets, cellOf(g, x, y));
      }
      best[name] = Math.max(best[name], (sq / (cpu() - c0)) * 1e3);
    }
  console.log(
    n,
    Object.entries(best)
      .map(([k, v]) => `${k} ${(v / 1e6).toFixed(1)}`)
      .join('  '),
  );
}
