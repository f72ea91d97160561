#!/usr/bin/env node
// Generates packages/core/src/construct/closed-bases.ts: the small base tours the divide-and-conquer
// constructions of packages/core/src/construct/closed.ts are assembled from. Each one is found here by
// an exact backtracking search (Warnsdorff-ordered, with the join edges of blocks.ts as
// required edges, which the core search cannot express) and checked again by
// closed-bases.test.ts. Deterministic: running it twice writes the same file.
//
//   npx -y pnpm@10.34.9 gen:closed-bases     (builds core, then rewrites the file)
//   npx -y pnpm@10.34.9 check:closed-bases   (builds core, exit 1 if the file is not current; CI)
//
// Options: --check   only report whether the committed file is up to date (exit 1 if not).
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;

import { MOVES } from '@knights-tour/core';
import { baseKey, joinEdges, puncturedCuts, STRIP_EDGE } from '@knights-tour/core/internal';

/**
 * Hamiltonian cycle of the knight graph of a w × h block minus `holes`, plus `extra` edges,
 * containing every edge of `required` (pairs of linear indices). Depth-first from a square of
 * least degree, children in Warnsdorff order with seeded random ties; prunes squares that
 * would be left with fewer than two free neighbours. Returns the cycle as linear indices, or
 * 'none' (exhausted) or 'gave-up' (node limit).
 */
function findCycle(w, h, { holes = [], required = [], extra = [], seed = 1, maxNodes = 1e6 }) {
  const N = w * h;
  const gone = new Uint8Array(N);
  for (const s of holes) gone[s] = 1;
  const nb = [];
  for (let v = 0; v < N; v++) {
    const x = v % w;
    const y = (v - x) / w;
    const list = [];
    if (!gone[v]) {
      for (const [dx, dy] of MOVES) {
        const a = x + dx;
        const b = y + dy;
        if (a >= 0 && b >= 0 && a < w && b < h && !gone[b * w + a]) list.push(b * w + a);
      }
    }
    nb.push(list);
  }
  for (const [a, b] of extra) {
    nb[a].push(b);
    nb[b].push(a);
  }
  const req = Array.from({ length: N }, () => []);
  for (const [a, b] of required) {
    if (gone[a] || gone[b]) return 'none';
    req[a].push(b);
    req[b].push(a);
  }
  const total = N - holes.length;
  let r = -1;
  for (let v = 0; v < N; v++) if (!gone[v] && (r < 0 || nb[v].length < nb[r].length)) r = v;
  if (nb[r].length < 2) return 'none';
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  const visited = new Uint8Array(N);
  const free = Int32Array.from(nb, (l) => l.length); // unvisited neighbours
  const path = [];
  let nodes = 0;
  let gaveUp = false;
  let last = -1; // the square that must close the cycle (a neighbour of r)
  const visit = (u) => {
    visited[u] = 1;
    path.push(u);
    for (const z of nb[u]) free[z]--;
  };
  const unvisit = (u) => {
    visited[u] = 0;
    path.pop();
    for (const z of nb[u]) free[z]++;
  };
  const dfs = (v, prev) => {
    if (++nodes > maxNodes) {
      gaveUp = true;
      return false;
    }
    if (path.length === total) return v === last;
    if (v === last) return false;
    const need = req[v].filter((q) => q !== prev);
    if (need.length > 1) return false;
    let forced = -1;
    for (const z of nb[v]) {
      if (visited[z] || z === last) continue;
      if (free[z] === 0) return false;
      if (free[z] === 1) {
        if (forced >= 0 && forced !== z) return false;
        forced = z;
      }
    }
    const final = path.length === total - 1;
    const candidates = (need.length === 1 ? need : nb[v]).filter((u) => {
      if (visited[u] || (forced >= 0 && u !== forced) || (u === last && !final)) return false;
      const ru = req[u];
      if (ru.length === 2 && !ru.includes(v)) return false;
      if (ru.length === 1 && ru[0] !== v && visited[ru[0]] && !(u === last && ru[0] === r)) {
        return false;
      }
      return true;
    });
    const keyed = candidates.map((u) => [free[u] + random() * 0.5, u]).sort((a, b) => a[0] - b[0]);
    for (const [, u] of keyed) {
      visit(u);
      let ok = true;
      for (const z of nb[v]) {
        if (visited[z] || z === last) continue;
        if (free[z] < (nb[u].includes(z) ? 1 : 2)) {
          ok = false;
          break;
        }
      }
      if (ok && dfs(u, v)) return true;
      unvisit(u);
      if (gaveUp) return false;
    }
    return false;
  };
  const rn = nb[r];
  for (let i = 0; i < rn.length; i++) {
    for (let j = 0; j < rn.length; j++) {
      if (i === j || (rn.length === 2 && j < i)) continue;
      const first = rn[i];
      last = rn[j];
      if (req[r].some((q) => q !== first && q !== last)) continue;
      visit(r);
      visit(first);
      if (dfs(first, r)) return path.slice();
      unvisit(first);
      unvisit(r);
      if (gaveUp) return 'gave-up';
    }
  }
  return 'none';
}

/** Retries with other seeds when the node limit is hit (random ties make some runs lucky). */
function find(w, h, options, seeds = 40) {
  for (let seed = 1; seed <= seeds; seed++) {
    const result = findCycle(w, h, { ...options, seed });
    if (result !== 'gave-up') return result;
  }
  return 'gave-up';
}

/** `start:moves`: the first square's linear index, then one SPEC move number (1..8) per step. */
function encode(w, cycle) {
  let moves = '';
  for (let i = 1; i < cycle.length; i++) {
    const a = cycle[i - 1];
    const b = cycle[i];
    const dx = (b % w) - (a % w);
    const dy = Math.floor(b / w) - Math.floor(a / w);
    const k = MOVES.findIndex(([mx, my]) => mx === dx && my === dy);
    if (k < 0) throw new Error(`not a knight move in a ${w}-wide tour: ${a} -> ${b}`);
    moves += String(k + 1);
  }
  return `${cycle[0]}:${moves}`;
}

const required = (w, h, hole) =>
  joinEdges(w, h)
    .filter(
      ([x1, y1, x2, y2]) =>
        !hole || !((x1 === hole[0] && y1 === hole[1]) || (x2 === hole[0] && y2 === hole[1])),
    )
    .map(([x1, y1, x2, y2]) => [y1 * w + x1, y2 * w + x2]);

const tours = new Map();
const missing = [];
const started = Date.now();

// Closed base tours of whole blocks: sides 5..11, not both odd; w ≤ h (the other orientation
// is the transpose, which maps every join edge onto its counterpart).
for (let w = 5; w <= 11; w++) {
  for (let h = w; h <= 11; h++) {
    if (w % 2 === 1 && h % 2 === 1) continue;
    const cycle = find(w, h, { required: required(w, h), maxNodes: 200_000 });
    if (typeof cycle === 'string') throw new Error(`no base tour of ${w}x${h}: ${cycle}`);
    tours.set(baseKey(w, h), encode(w, cycle));
  }
}

// Blocks minus the start, for odd × odd boards: exactly the ones the construction picks,
// found by running its choice (puncturedCuts, first available) over every white start of
// every odd board up to 61 × 61; larger boards only repeat these local situations.
const canonical = (w, h, x, y) => (w < h || (w === h && x <= y) ? [w, h, x, y] : [h, w, y, x]);
const known = new Map(); // canonical key -> true/false
for (let W = 5; W <= 61; W += 2) {
  for (let H = 5; H <= 61; H += 2) {
    for (let y = 0; y < H; y++) {
      for (let x = y % 2; x < W; x += 2) {
        let done = false;
        for (const [cx, cy] of puncturedCuts(W, H, x, y)) {
          const [w, h, lx, ly] = canonical(cx.size, cy.size, x - cx.offset, y - cy.offset);
          const key = baseKey(w, h, [lx, ly]);
          if (!known.has(key)) {
            const hole = [lx, ly];
            const cycle = find(w, h, {
              holes: [ly * w + lx],
              required: required(w, h, hole),
              maxNodes: w * h <= 25 ? 1e9 : 200_000,
            });
            known.set(key, typeof cycle !== 'string');
            if (typeof cycle !== 'string') tours.set(key, encode(w, cycle));
          }
          if (known.get(key)) {
            done = true;
            break;
          }
        }
        if (!done && !(W === 5 && H === 5)) missing.push(`${W}x${H} from (${x},${y})`);
      }
    }
  }
}
if (missing.length > 0) throw new Error(`no block minus the start for ${missing.join(', ')}`);

// 3-high strips: 3×10 and 3×12 closed tours with the strip edge at the right end, and the
// 3×4 piece (a path from (0,2) to (0,1) through (3,0)–(2,2)) that extends them by 4.
const [ex1, ey1, ex2, ey2] = STRIP_EDGE;
for (const n of [10, 12]) {
  const cycle = find(n, 3, { required: [[ey1 * n + n + ex1, ey2 * n + n + ex2]] });
  if (typeof cycle === 'string') throw new Error(`no strip base 3x${n}: ${cycle}`);
  tours.set(baseKey(n, 3), encode(n, cycle));
}
{
  const w = 4;
  const from = 2 * w + 0;
  const to = 1 * w + 0;
  const cycle = find(w, 3, {
    extra: [[from, to]],
    required: [
      [from, to],
      [ey1 * w + w + ex1, ey2 * w + w + ex2],
    ],
  });
  if (typeof cycle === 'string') throw new Error(`no strip piece: ${cycle}`);
  // The cycle closes through the extra edge: rotate it into the path from `from` to `to`.
  const i = cycle.indexOf(from);
  let path = [...cycle.slice(i), ...cycle.slice(0, i)];
  if (path[1] === to) path = [from, ...path.slice(1).reverse()];
  if (path.at(-1) !== to) throw new Error('strip piece does not end at (0,1)');
  tours.set('piece-4x3', encode(w, path));
}

const keys = [...tours.keys()].sort((a, b) => {
  const pa = a.match(/\d+/g).map(Number);
  const pb = b.match(/\d+/g).map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return a < b ? -1 : 1;
});
// Formatted as biome formats it: a long entry puts its value on the next line.
const lines = keys.map((k) => {
  const line = `  '${k}': '${tours.get(k)}',`;
  return line.length <= 100 ? line : `  '${k}':\n    '${tours.get(k)}',`;
});
const file = `// Generated by \`npx -y pnpm@10.34.9 gen:closed-bases\` (scripts/closed-bases.mjs): do not edit.
// CI runs \`check:closed-bases\` (same output as a fresh run) and closed-bases.test.ts.
//
// Base tours of the divide-and-conquer constructions (closed.ts), one string each:
// \`start:moves\`, the linear index (y * width + x) of the first square, then the SPEC move
// number (1..8) of every step. Keys (blocks.ts baseKey): \`WxH\` a closed tour of a W × H block
// (W ≤ H, the other orientation is its transpose) containing the join edges; \`WxH-x,y\` a
// closed tour of the block minus square (x, y); \`Nx3\` a closed 3 × N strip tour containing
// the strip edge; \`piece-4x3\` the path that extends a strip by 4 columns.

/** Base tours by key; see the comment above for the encoding. */
export const BASE_TOURS: Readonly<Record<string, string>> = {
${lines.join('\n')}
};
`;
const target = `${root}packages/core/src/construct/closed-bases.ts`;
if (process.argv.includes('--check')) {
  const same = readFileSync(target, 'utf8') === file;
  console.log(same ? 'closed-bases.ts is up to date' : 'closed-bases.ts differs from a fresh run');
  process.exit(same ? 0 : 1);
}
writeFileSync(target, file);
console.log(
  `wrote ${keys.length} base tours (${file.length} bytes) to packages/core/src/construct/closed-bases.ts in ${Date.now() - started} ms`,
);
