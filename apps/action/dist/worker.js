import { createRequire as __knightsTourCreateRequire } from 'node:module';
const require = __knightsTourCreateRequire(import.meta.url);

// ../../packages/sweep/src/node/worker.ts
import { parentPort, workerData } from "node:worker_threads";

// ../../packages/core/src/board/board.ts
var MAX_SQUARES = 2 ** 28;
var MAX_SIDE = 16384;
var KnightsTourError = class extends Error {
  name = "KnightsTourError";
};
function createBoard(width, height = width) {
  for (const [label, v] of [
    ["width", width],
    ["height", height]
  ]) {
    if (!Number.isInteger(v) || v < 1) {
      throw new KnightsTourError(`${label} must be a positive integer, got ${String(v)}`);
    }
    if (v > MAX_SIDE) {
      throw new KnightsTourError(
        `${label} ${v} is larger than the maximum side ${MAX_SIDE} (a tour needs 7 bytes of memory per square: about 1.9 GB at ${MAX_SIDE}x${MAX_SIDE})`
      );
    }
  }
  if (width * height > MAX_SQUARES) {
    throw new KnightsTourError(
      `board ${width}x${height} has ${width * height} squares, more than the limit ${MAX_SQUARES} (a tour needs 7 bytes of memory per square)`
    );
  }
  return { width, height };
}
function checkBoard(board) {
  return createBoard(board?.width, board?.height);
}
function onBoard(board, x, y) {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < board.width && y < board.height;
}
function assertStart(board, x, y) {
  if (!onBoard(board, x, y)) {
    throw new KnightsTourError(
      `start (${x},${y}) is off the ${board.width}x${board.height} board (x from 0 to ${board.width - 1}, y from 0 to ${board.height - 1})`
    );
  }
}
function isWhite(x, y) {
  return (x + y & 1) === 0;
}
function isPossibleStart(board, x, y) {
  if (!onBoard(board, x, y)) return false;
  return board.width * board.height % 2 === 0 || isWhite(x, y);
}
function cornerDistance(board, x, y) {
  return Math.min(x, board.width - 1 - x) + Math.min(y, board.height - 1 - y);
}
function edgeDistance(board, x, y) {
  return Math.min(x, board.width - 1 - x, y, board.height - 1 - y);
}

// ../../packages/core/src/board/moves.ts
var MOVES = [
  [-2, -1],
  [-1, -2],
  [1, -2],
  [2, -1],
  [2, 1],
  [1, 2],
  [-1, 2],
  [-2, 1]
];

// ../../packages/core/src/board/regions.ts
function quadrantOf(board, x, y) {
  const X = 2 * x - (board.width - 1);
  const Y = 2 * y - (board.height - 1);
  if (X < 0 && Y <= 0) return 1;
  if (X >= 0 && Y < 0) return 2;
  if (X > 0 && Y >= 0) return 3;
  if (X <= 0 && Y > 0) return 4;
  return 1;
}
function octantOf(board, x, y) {
  const X = 2 * x - (board.width - 1);
  const Y = 2 * y - (board.height - 1);
  const ax = Math.abs(X);
  const ay = Math.abs(Y);
  switch (quadrantOf(board, x, y)) {
    case 1:
      return ax >= ay ? 1 : 2;
    case 2:
      return ay >= ax ? 3 : 4;
    case 3:
      return ax >= ay ? 5 : 6;
    case 4:
      return ay >= ax ? 7 : 8;
  }
}

// ../../packages/core/src/engine/orders.ts
var OCTAML16_VARIANTS = [1, -1].flatMap(
  (r) => [0, 1, 2, 3, 4, 5, 6, 7].map((t) => ({ r, t }))
);
var mod8 = (v) => ((v - 1) % 8 + 8) % 8 + 1;
function amlOrder(board, x, y) {
  return { first: 2 * quadrantOf(board, x, y) - 1, direction: 1 };
}
function octamlOrder(board, x, y, variant) {
  const o = octantOf(board, x, y);
  const d = variant.r * (o % 2 === 1 ? 1 : -1);
  return { first: mod8(o + d * variant.t), direction: d };
}
function movePriorities(order) {
  const priorities = new Array(8).fill(0);
  for (let p = 0; p < 8; p++) {
    priorities[mod8(order.first + order.direction * p) - 1] = p + 1;
  }
  return priorities;
}
function orderId(order) {
  return order.first - 1 + (order.direction === 1 ? 0 : 8);
}

// ../../packages/core/src/engine/geometry.ts
var PAD = 2;
var BLOCKED = 64;
var NO_CANDIDATE = (BLOCKED - 8) * 8;
var MAX_PATTERNS = 256;
function cellOf(g, x, y) {
  return (y + PAD) * g.stride + x + PAD;
}
var OFF = 7;
function axisSignatures(length) {
  const fold = new Int32Array(length);
  for (let t = 0; t < length; t++) fold[t] = Math.min(t, length - 1 - t);
  const id = new Int32Array(length);
  const ids = /* @__PURE__ */ new Map();
  for (let t = 0; t < length; t++) {
    let signature = 0;
    for (const step of [-2, -1, 1, 2]) {
      const u = t + step;
      signature = signature * 8 + (u < 0 || u >= length ? OFF : fold[u] - fold[t] + 2);
    }
    let sid = ids.get(signature);
    if (sid === void 0) {
      sid = ids.size;
      ids.set(signature, sid);
    }
    id[t] = sid;
  }
  return { fold, id, count: ids.size };
}
function levelWord(board, x, y, keys) {
  for (let k = 0; k < 8; k++) {
    const [dx, dy] = MOVES[k];
    const tx = x + dx;
    const ty = y + dy;
    keys[k] = tx >= 0 && ty >= 0 && tx < board.width && ty < board.height ? cornerDistance(board, tx, ty) * 65536 + edgeDistance(board, tx, ty) : Number.POSITIVE_INFINITY;
  }
  const distinct = [...new Set(keys.filter(Number.isFinite))].sort((a, b) => a - b);
  let packed = 0;
  for (let k = 0; k < 8; k++) {
    const key = keys[k];
    packed = packed * 16 + (Number.isFinite(key) ? distinct.indexOf(key) : 15);
  }
  return packed;
}
var PatternFiller = class {
  constructor(board, cols, rowCount, pattern, degrees) {
    this.board = board;
    this.cols = cols;
    this.pattern = pattern;
    this.degrees = degrees;
    const w = board.width;
    this.classOf = new Int32Array(cols.count * rowCount * 9);
    this.colClass = cols.id.map((id) => id * rowCount * 9 + 4);
    for (let r = 0; r < rowCount; r++) {
      this.near.push(new Uint8Array(2 * w));
      this.far.push(new Uint8Array(2 * w));
    }
    this.nearEnd = new Int32Array(rowCount);
    this.nearStart = new Int32Array(rowCount).fill(w);
    this.farStart = new Int32Array(rowCount).fill(w);
    this.farEnd = new Int32Array(rowCount);
  }
  board;
  cols;
  pattern;
  degrees;
  classOf;
  patternIds = /* @__PURE__ */ new Map();
  levelRows = [];
  degreeOf = new Uint8Array(MAX_PATTERNS);
  keys = new Array(8);
  /** colClass[x] + rowClass + (fx − fy clamped to −4..4) indexes classOf. */
  colClass;
  /** Template rows per row signature for fx − fy ≤ −4 (`near`) and ≥ 4 (`far`): patterns then degrees. */
  near = [];
  far = [];
  /** Known parts of the templates: near = [0, nearEnd) ∪ [nearStart, w); far = [farStart, farEnd). */
  nearEnd;
  nearStart;
  farStart;
  farEnd;
  get patternCount() {
    return this.patternIds.size;
  }
  /** Pattern id of `(x, y)` (row fold `fy`, row signature `r`), classifying it if needed. */
  classify(x, y, fy, r) {
    const delta = Math.max(-4, Math.min(4, this.cols.fold[x] - fy));
    const c = this.colClass[x] + r * 9 + delta;
    let id = this.classOf[c] - 1;
    if (id < 0) {
      id = this.register(levelWord(this.board, x, y, this.keys));
      this.classOf[c] = id + 1;
    }
    return id;
  }
  register(word) {
    const known = this.patternIds.get(word);
    if (known !== void 0) return known;
    const id = this.patternIds.size;
    if (id >= MAX_PATTERNS) {
      throw new Error(
        `board ${this.board.width}x${this.board.height} has more than ${MAX_PATTERNS} static patterns`
      );
    }
    this.patternIds.set(word, id);
    let degree = 0;
    for (let k = 7; k >= 0; k--) {
      const level = Math.floor(word / 16 ** k) % 16;
      this.levelRows.push(level);
      if (level !== 15) degree++;
    }
    this.degreeOf[id] = degree;
    return id;
  }
  /** Makes template `t` (of row signature r) known on [from, to) using row y's squares. */
  learn(t, from, to, y, fy, r) {
    const w = this.board.width;
    for (let x = from; x < to; x++) {
      const id = this.classify(x, y, fy, r);
      t[x] = id;
      t[w + x] = this.degreeOf[id];
    }
  }
  copy(t, from, to, rowStart) {
    if (from >= to) return;
    const w = this.board.width;
    this.pattern.set(t.subarray(from, to), rowStart + from);
    this.degrees.set(t.subarray(w + from, w + to), rowStart + from);
  }
  single(x, y, fy, r, rowStart) {
    const id = this.classify(x, y, fy, r);
    this.pattern[rowStart + x] = id;
    this.degrees[rowStart + x] = this.degreeOf[id];
  }
  /** Row `y`, with fold `fy` and signature `r`, starting at padded index `rowStart`. */
  fill(y, fy, r, rowStart) {
    const w = this.board.width;
    const clip = (v) => Math.max(0, Math.min(w, v));
    const nearEnd = clip(fy - 3);
    const nearStart = Math.max(nearEnd, clip(w + 3 - fy));
    const near = this.near[r];
    if (nearEnd > this.nearEnd[r]) {
      this.learn(near, this.nearEnd[r], nearEnd, y, fy, r);
      this.nearEnd[r] = nearEnd;
    }
    if (nearStart < this.nearStart[r]) {
      this.learn(near, nearStart, this.nearStart[r], y, fy, r);
      this.nearStart[r] = nearStart;
    }
    this.copy(near, 0, nearEnd, rowStart);
    this.copy(near, nearStart, w, rowStart);
    const farStart = clip(fy + 4);
    const farEnd = Math.max(farStart, clip(w - 4 - fy));
    if (farStart < farEnd) {
      const far = this.far[r];
      if (this.farStart[r] >= this.farEnd[r]) {
        this.learn(far, farStart, farEnd, y, fy, r);
        this.farStart[r] = farStart;
        this.farEnd[r] = farEnd;
      } else {
        if (farStart < this.farStart[r]) {
          this.learn(far, farStart, this.farStart[r], y, fy, r);
          this.farStart[r] = farStart;
        }
        if (farEnd > this.farEnd[r]) {
          this.learn(far, this.farEnd[r], farEnd, y, fy, r);
          this.farEnd[r] = farEnd;
        }
      }
      this.copy(far, farStart, farEnd, rowStart);
    }
    for (let x = clip(fy - 3); x < clip(fy + 4); x++) this.single(x, y, fy, r, rowStart);
    for (let x = clip(w - 4 - fy); x < clip(w + 3 - fy); x++) this.single(x, y, fy, r, rowStart);
  }
};
function createGeometry(unchecked) {
  const board = checkBoard(unchecked);
  const { width: w, height: h } = board;
  const stride = w + 2 * PAD;
  const size = stride * (h + 2 * PAD);
  const offsets = Int32Array.from(MOVES, ([dx, dy]) => dy * stride + dx);
  const degrees = new Uint8Array(size).fill(BLOCKED);
  const pattern = new Uint8Array(size);
  const cols = axisSignatures(w);
  const rows = axisSignatures(h);
  const filler = new PatternFiller(board, cols, rows.count, pattern, degrees);
  for (let y = 0; y < h; y++) {
    filler.fill(y, rows.fold[y], rows.id[y], (y + PAD) * stride + PAD);
  }
  return {
    board,
    stride,
    size,
    offsets,
    degrees,
    pattern,
    levels: Uint8Array.from(filler.levelRows),
    patternCount: filler.patternCount,
    rankTables: []
  };
}
var PLAIN_ORDER_ID = 16;
var ORDER_IDS = 17;
function tableId(order) {
  return order ? orderId(order) : PLAIN_ORDER_ID;
}
function rankTable(g, order) {
  const id = tableId(order);
  const cached = g.rankTables[id];
  if (cached) return cached;
  const priorities = order ? movePriorities(order) : [1, 2, 3, 4, 5, 6, 7, 8];
  const rank = new Uint8Array(g.patternCount * 8);
  const moveOfRank = new Uint8Array(g.patternCount * 8);
  const ranks = new Int32Array(g.patternCount);
  const moves = new Int32Array(g.patternCount);
  const all = [0, 1, 2, 3, 4, 5, 6, 7];
  for (let p = 0; p < g.patternCount; p++) {
    const level = (k) => order ? g.levels[p * 8 + k] : 0;
    const sorted = [...all].sort((a, b) => level(a) - level(b) || priorities[a] - priorities[b]);
    sorted.forEach((k, r) => {
      rank[p * 8 + k] = r;
      moveOfRank[p * 8 + r] = k;
      ranks[p] = ranks[p] | r << 3 * k;
      moves[p] = moves[p] | k << 3 * r;
    });
  }
  const table = { rank, moveOfRank, ranks, moves };
  g.rankTables[id] = table;
  return table;
}

// ../../packages/core/src/engine/walk.ts
var Walker = class {
  geometry;
  degree;
  constructor(geometry) {
    this.geometry = geometry;
    this.degree = new Uint8Array(geometry.size);
  }
  /**
   * One attempt of the greedy walk of SPEC §4 from padded cell `start`, choosing by
   * (a) degree, then the static rank of `table` (criteria b–d). Writes visited cells to
   * `path` and returns how many were visited.
   */
  walk(start, table, path) {
    const deg = this.degree;
    deg.set(this.geometry.degrees);
    return walkFrom(
      deg,
      this.geometry.pattern,
      table.ranks,
      table.moves,
      this.geometry.offsets,
      start,
      path
    );
  }
  /**
   * Plain Warnsdorff with ties broken uniformly at random by `random` (SPEC §5): a
   * separate, slower loop because the choice is no longer a fixed minimum.
   */
  walkRandom(start, random, path) {
    const g = this.geometry;
    const deg = this.degree;
    deg.set(g.degrees);
    const off = g.offsets;
    let cur = start;
    let len = 0;
    for (; ; ) {
      path[len++] = cur;
      deg[cur] = BLOCKED;
      for (let k = 0; k < 8; k++) deg[cur + off[k]]--;
      let best = NO_CANDIDATE;
      let chosen = -1;
      let ties = 0;
      for (let k = 0; k < 8; k++) {
        const next = cur + off[k];
        const d = deg[next] * 8;
        if (d < best) {
          best = d;
          chosen = next;
          ties = 1;
        } else if (d === best && d < NO_CANDIDATE && random() * ++ties < 1) {
          chosen = next;
        }
      }
      if (chosen < 0) return len;
      cur = chosen;
    }
  }
};
function walkFrom(deg, pattern, ranks, moves, off, start, path) {
  const blocked = BLOCKED;
  const none = NO_CANDIDATE;
  const o0 = off[0];
  const o1 = off[1];
  const o2 = off[2];
  const o3 = off[3];
  const o4 = off[4];
  const o5 = off[5];
  const o6 = off[6];
  const o7 = off[7];
  let cur = start;
  let len = 0;
  for (; ; ) {
    path[len] = cur;
    len = len + 1 | 0;
    deg[cur] = blocked;
    const p = pattern[cur];
    const w = ranks[p];
    let i = cur + o0 | 0;
    let d = deg[i] - 1;
    deg[i] = d;
    const k0 = d << 3 | w & 7;
    i = cur + o1 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k1 = d << 3 | w >>> 3 & 7;
    i = cur + o2 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k2 = d << 3 | w >>> 6 & 7;
    i = cur + o3 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k3 = d << 3 | w >>> 9 & 7;
    i = cur + o4 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k4 = d << 3 | w >>> 12 & 7;
    i = cur + o5 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k5 = d << 3 | w >>> 15 & 7;
    i = cur + o6 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k6 = d << 3 | w >>> 18 & 7;
    i = cur + o7 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k7 = d << 3 | w >>> 21;
    let m = k0 - k1 | 0;
    const a = k1 + (m & m >> 31) | 0;
    m = k2 - k3 | 0;
    const b = k3 + (m & m >> 31) | 0;
    m = k4 - k5 | 0;
    const c = k5 + (m & m >> 31) | 0;
    m = k6 - k7 | 0;
    const e = k7 + (m & m >> 31) | 0;
    m = a - b | 0;
    const ab = b + (m & m >> 31) | 0;
    m = c - e | 0;
    const ce = e + (m & m >> 31) | 0;
    m = ab - ce | 0;
    const best = ce + (m & m >> 31) | 0;
    if (best >= none) return len;
    cur = cur + off[moves[p] >>> (best & 7) * 3 & 7] | 0;
  }
}

// ../../packages/core/src/engine/wasm.ts
function uleb(value) {
  const out = [];
  let v = value >>> 0;
  do {
    let byte = v & 127;
    v >>>= 7;
    if (v !== 0) byte |= 128;
    out.push(byte);
  } while (v !== 0);
  return out;
}
function sleb(value) {
  const out = [];
  let v = value | 0;
  for (; ; ) {
    const byte = v & 127;
    v >>= 7;
    if (v === 0 && (byte & 64) === 0 || v === -1 && (byte & 64) !== 0) {
      out.push(byte);
      return out;
    }
    out.push(byte | 128);
  }
}
function vector(items) {
  return [...uleb(items.length), ...items.flat()];
}
function name(text) {
  return vector([...text].map((ch) => [ch.charCodeAt(0) & 127]));
}
var section = (id, bytes) => [
  id,
  ...uleb(bytes.length),
  ...bytes
];
var I32 = 127;
var op = {
  get: (local) => [32, ...uleb(local)],
  set: (local) => [33, ...uleb(local)],
  tee: (local) => [34, ...uleb(local)],
  const: (value) => [65, ...sleb(value)],
  add: [106],
  sub: [107],
  mul: [108],
  and: [113],
  shl: [116],
  shrU: [118],
  ltS: [72],
  geS: [78],
  eqz: [69],
  select: [27],
  /** `i32.load8_u` at address + `offset`. */
  load8: (offset) => [45, 0, ...uleb(offset)],
  /** `i32.store8` at address + `offset`. */
  store8: (offset) => [58, 0, ...uleb(offset)],
  /** `i32.load` (4-byte aligned) at address + `offset`. */
  load: (offset) => [40, 2, ...uleb(offset)],
  /** `i32.store` (4-byte aligned) at address + `offset`. */
  store: (offset) => [54, 2, ...uleb(offset)],
  loop: [3, 64],
  if: [4, 64],
  end: [11],
  br: (depth) => [12, ...uleb(depth)],
  return: [15]
};
function encodeModule(minPages, functions) {
  const signatures = [];
  const typeOf = functions.map((f) => {
    const sig = [96, ...uleb(f.params), ...new Array(f.params).fill(I32), 1, I32];
    const key = sig.join(",");
    let index = signatures.findIndex((s) => s.join(",") === key);
    if (index < 0) index = signatures.push(sig) - 1;
    return index;
  });
  const code = functions.map((f) => {
    const entry = [...vector(f.locals > 0 ? [[...uleb(f.locals), I32]] : []), ...f.body, ...op.end];
    return [...uleb(entry.length), ...entry];
  });
  return Uint8Array.from([
    ...[0, 97, 115, 109, 1, 0, 0, 0],
    ...section(1, vector(signatures)),
    ...section(2, vector([[...name("env"), ...name("memory"), 2, 0, ...uleb(minPages)]])),
    ...section(3, vector(typeOf.map((t) => uleb(t)))),
    ...section(7, vector(functions.map((f, i) => [...name(f.name), 0, ...uleb(i)]))),
    ...section(10, vector(code))
  ]);
}

// ../../packages/core/src/engine/interleave.ts
var DEFAULT_LANES = 3;
var MAX_LANES = 8;
var ROUND_BUDGET = 1 << 16;
var MAX_MEMORY = 2 ** 31 - 65536;
function orderOfTable(id) {
  if (id === PLAIN_ORDER_ID) return void 0;
  return { first: id % 8 + 1, direction: id < 8 ? 1 : -1 };
}
var align = (value, to) => Math.ceil(value / to) * to;
var LANE_RECORDS = 0;
var LANE_BYTES = 16;
var LANE_CELL = 0;
var LANE_TABLE = 4;
var LANE_BORN = 8;
var LANE_PATTERN_DELTA = 12;
var laneWord = (lane, field) => LANE_RECORDS + lane * LANE_BYTES + field >> 2;
var PARAMETERS = LANE_BYTES * MAX_LANES;
var PARAMETER_STRIDE = 0;
var PARAMETER_TWICE = 4;
var PARAMETER_REACH = 8;
var ROUND = PARAMETERS + 12;
var RANKS = 256;
var MOVES2 = RANKS + 4 * ORDER_IDS * MAX_PATTERNS;
var DEGREES = MOVES2 + 32 * ORDER_IDS * MAX_PATTERNS;
function layoutFor(g, lanes) {
  const region = align(g.size, 64);
  const pattern = DEGREES + lanes * region;
  const template = pattern + region;
  return { lanes, region, degrees: DEGREES, pattern, template, bytes: template + region };
}
function kernel(k) {
  const budget = 0;
  let next = 1;
  const cur = [];
  const base = [];
  const delta = [];
  for (let j = 0; j < k; j++) {
    cur.push(next++);
    base.push(next++);
    delta.push(next++);
  }
  const round = next++;
  const stride = next++;
  const twice = next++;
  const reach = next++;
  const row0 = next++;
  const row1 = next++;
  const row3 = next++;
  const row4 = next++;
  const q = next++;
  const w = next++;
  const d = next++;
  const key = [];
  for (let m = 0; m < 8; m++) key.push(next++);
  const body = [];
  const save = [];
  const load = (local, address) => body.push(...op.const(0), ...op.load(address), ...op.set(local));
  load(stride, PARAMETERS + PARAMETER_STRIDE);
  load(twice, PARAMETERS + PARAMETER_TWICE);
  load(reach, PARAMETERS + PARAMETER_REACH);
  load(round, ROUND);
  save.push(...op.const(0), ...op.get(round), ...op.store(ROUND));
  for (let j = 0; j < k; j++) {
    const record2 = LANE_RECORDS + LANE_BYTES * j;
    load(cur[j], record2 + LANE_CELL);
    load(base[j], record2 + LANE_TABLE);
    load(delta[j], record2 + LANE_PATTERN_DELTA);
    save.push(...op.const(0), ...op.get(cur[j]), ...op.store(record2 + LANE_CELL));
  }
  const neighbours = [
    [row1, 0],
    // (-2,-1)
    [row0, 1],
    // (-1,-2)
    [row0, 3],
    // (1,-2)
    [row1, 4],
    // (2,-1)
    [row3, 4],
    // (2,1)
    [row4, 3],
    // (1,2)
    [row4, 1],
    // (-1,2)
    [row3, 0]
    // (-2,1)
  ];
  body.push(...op.loop);
  body.push(...op.get(budget), ...op.const(1), ...op.sub, ...op.tee(budget), ...op.eqz);
  body.push(...op.if, ...save, ...op.const(-1), ...op.return, ...op.end);
  body.push(...op.get(round), ...op.const(1), ...op.add, ...op.set(round));
  for (let j = 0; j < k; j++) {
    const c = cur[j];
    body.push(...op.get(c), ...op.const(BLOCKED), ...op.store8(0));
    body.push(...op.get(c), ...op.get(reach), ...op.sub, ...op.tee(row0));
    body.push(...op.get(stride), ...op.add, ...op.tee(row1));
    body.push(...op.get(twice), ...op.add, ...op.tee(row3));
    body.push(...op.get(stride), ...op.add, ...op.set(row4));
    body.push(...op.get(base[j]), ...op.get(c), ...op.get(delta[j]), ...op.add, ...op.load8(0));
    body.push(...op.add, ...op.tee(q), ...op.const(2), ...op.shl, ...op.load(RANKS), ...op.set(w));
    neighbours.forEach(([row, at], m) => {
      body.push(...op.get(row), ...op.get(row), ...op.load8(at), ...op.const(1), ...op.sub);
      body.push(...op.tee(d), ...op.store8(at));
      body.push(...op.get(d), ...op.const(3), ...op.shl, ...op.get(w));
      if (m > 0) body.push(...op.const(3 * m), ...op.shrU);
      if (m < 7) body.push(...op.const(7), ...op.and);
      body.push(...op.add, ...op.set(key[m]));
    });
    for (const [a, b] of [
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
      [0, 2],
      [4, 6],
      [0, 4]
    ]) {
      const x = key[a];
      const y = key[b];
      body.push(...op.get(x), ...op.get(y), ...op.get(x), ...op.get(y), ...op.ltS, ...op.select);
      body.push(...op.set(x));
    }
    body.push(...op.get(key[0]), ...op.const(NO_CANDIDATE), ...op.geS);
    body.push(...op.if, ...save, ...op.const(j), ...op.return, ...op.end);
    body.push(...op.get(c), ...op.get(q), ...op.const(3), ...op.shl, ...op.get(key[0]));
    body.push(...op.const(7), ...op.and, ...op.add, ...op.const(2), ...op.shl);
    body.push(...op.load(MOVES2), ...op.add, ...op.set(c));
  }
  body.push(...op.br(0), ...op.end, ...op.const(-1));
  return { name: `step${k}`, params: 1, locals: next - 1, body };
}
var kernelModule;
var wasmApi = globalThis.WebAssembly;
var WasmLanes = class {
  constructor(geometry, lanes) {
    this.geometry = geometry;
    const layout = layoutFor(geometry, lanes);
    this.layout = layout;
    const api = wasmApi;
    if (!api) throw new Error("WebAssembly is not available");
    const pages = Math.ceil(layout.bytes / 65536);
    kernelModule ??= new api.Module(
      encodeModule(
        1,
        Array.from({ length: MAX_LANES }, (_, i) => kernel(i + 1))
      )
    );
    const memory = new api.Memory({ initial: pages, maximum: pages });
    const instance = new api.Instance(kernelModule, { env: { memory } });
    this.kernels = Array.from(
      { length: lanes },
      (_, i) => instance.exports[`step${i + 1}`]
    );
    this.u8 = new Uint8Array(memory.buffer);
    this.i32 = new Int32Array(memory.buffer);
    this.u8.set(geometry.pattern, layout.pattern);
    this.u8.set(geometry.degrees, layout.template);
    this.i32[PARAMETERS + PARAMETER_STRIDE >> 2] = geometry.stride;
    this.i32[PARAMETERS + PARAMETER_TWICE >> 2] = 2 * geometry.stride;
    this.i32[PARAMETERS + PARAMETER_REACH >> 2] = 2 * geometry.stride + 2;
  }
  geometry;
  layout;
  u8;
  i32;
  kernels;
  loaded = 0;
  /** Writes the packed ranks and move offsets of a rank table (once per table id). */
  ensureTable(id) {
    if (this.loaded & 1 << id) return;
    const g = this.geometry;
    const table = rankTable(g, orderOfTable(id));
    const pc = g.patternCount;
    for (let p = 0; p < pc; p++) {
      const q = id * pc + p;
      this.i32[(RANKS >> 2) + q] = table.ranks[p];
      for (let r = 0; r < 8; r++) {
        this.i32[(MOVES2 >> 2) + q * 8 + r] = g.offsets[table.moveOfRank[p * 8 + r]];
      }
    }
    this.loaded |= 1 << id;
  }
};
function wasmAvailable() {
  return typeof wasmApi?.Module === "function";
}
var InterleavedWalker = class {
  geometry;
  /** Lanes in use: 0 when the JavaScript fallback runs. */
  lanes;
  wasm;
  walker;
  path;
  constructor(geometry, options = {}) {
    this.geometry = geometry;
    const lanes = Math.max(1, Math.min(MAX_LANES, Math.floor(options.lanes ?? DEFAULT_LANES)));
    let wasm;
    if (!options.javascript && wasmAvailable() && layoutFor(geometry, lanes).bytes <= MAX_MEMORY) {
      try {
        wasm = new WasmLanes(geometry, lanes);
      } catch {
        wasm = void 0;
      }
    }
    this.wasm = wasm;
    this.lanes = wasm ? lanes : 0;
  }
  /** Runs every instance of `batch`; returns per-instance arrays. */
  run(batch) {
    const n = batch.cells.length;
    const out = {
      length: new Int32Array(n),
      attempts: new Uint8Array(n),
      reported: new Uint8Array(n),
      walked: new Float64Array(n)
    };
    if (this.wasm) this.runWasm(this.wasm, batch, out);
    else this.runJavaScript(batch, out);
    return out;
  }
  runJavaScript(batch, out) {
    const g = this.geometry;
    const total = g.board.width * g.board.height;
    this.walker ??= new Walker(g);
    this.path ??= new Int32Array(total);
    const { cells, tables, attemptsPer } = batch;
    for (let i = 0; i < cells.length; i++) {
      for (let a = 0; a < attemptsPer; a++) {
        const table = rankTable(g, orderOfTable(tables[i * attemptsPer + a]));
        const length = this.walker.walk(cells[i], table, this.path);
        if (record(out, i, a, length, total) || a + 1 === attemptsPer) break;
      }
    }
  }
  runWasm(wasm, batch, out) {
    const g = this.geometry;
    const total = g.board.width * g.board.height;
    const { layout, u8, i32, kernels } = wasm;
    const { cells, tables, attemptsPer } = batch;
    for (const id of new Set(tables)) wasm.ensureTable(id);
    const pc = g.patternCount;
    const laneInstance = new Int32Array(layout.lanes);
    const laneAttempt = new Int32Array(layout.lanes);
    const begin = (lane, i, a) => {
      const start = layout.degrees + lane * layout.region;
      u8.copyWithin(start, layout.template, layout.template + g.size);
      i32[laneWord(lane, LANE_CELL)] = start + cells[i];
      i32[laneWord(lane, LANE_TABLE)] = tables[i * attemptsPer + a] * pc;
      i32[laneWord(lane, LANE_BORN)] = i32[ROUND >> 2] + 1;
      i32[laneWord(lane, LANE_PATTERN_DELTA)] = layout.pattern - start;
      laneInstance[lane] = i;
      laneAttempt[lane] = a;
    };
    let next = 0;
    let active = 0;
    while (active < layout.lanes && next < cells.length) begin(active++, next++, 0);
    while (active > 0) {
      const lane = kernels[active - 1](ROUND_BUDGET);
      if (lane < 0) continue;
      const round = i32[ROUND >> 2];
      for (let j = lane + 1; j < active; j++) i32[laneWord(j, LANE_BORN)] += 1;
      const i = laneInstance[lane];
      const a = laneAttempt[lane];
      const length = round - i32[laneWord(lane, LANE_BORN)] + 1 | 0;
      if (!record(out, i, a, length, total) && a + 1 < attemptsPer) {
        begin(lane, i, a + 1);
      } else if (next < cells.length) {
        begin(lane, next++, 0);
      } else {
        active--;
        if (lane !== active) {
          const from = layout.degrees + active * layout.region;
          const to = layout.degrees + lane * layout.region;
          u8.copyWithin(to, from, from + g.size);
          i32[laneWord(lane, LANE_CELL)] = i32[laneWord(active, LANE_CELL)] - from + to;
          i32[laneWord(lane, LANE_TABLE)] = i32[laneWord(active, LANE_TABLE)];
          i32[laneWord(lane, LANE_BORN)] = i32[laneWord(active, LANE_BORN)];
          i32[laneWord(lane, LANE_PATTERN_DELTA)] = layout.pattern - to;
          laneInstance[lane] = laneInstance[active];
          laneAttempt[lane] = laneAttempt[active];
        }
      }
    }
  }
};
function record(out, i, a, length, total) {
  out.walked[i] = out.walked[i] + length;
  out.attempts[i] = a + 1;
  if (length > out.length[i]) {
    out.length[i] = length;
    out.reported[i] = a;
  }
  return length === total;
}

// ../../packages/core/src/random.ts
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// ../../packages/core/src/heuristics.ts
var MAX_SEED = 2 ** 32 - 1;
function takesSeed(algorithm) {
  return algorithm === "warnsdorff";
}
function assertSeed(algorithm, seed) {
  if (!takesSeed(algorithm)) {
    throw new KnightsTourError(`a seed only applies to warnsdorff, not ${algorithm}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new KnightsTourError(
      `seed must be an integer from 0 to ${MAX_SEED}, got ${String(seed)}`
    );
  }
}
function attemptsFor(algorithm, board, x, y) {
  switch (algorithm) {
    case "warnsdorff":
      return [{ order: void 0 }];
    case "aml":
      return [{ order: amlOrder(board, x, y) }];
    case "octaml":
      return [{ order: octamlOrder(board, x, y, { r: 1, t: 0 }), variant: { r: 1, t: 0 } }];
    case "octaml16":
      return OCTAML16_VARIANTS.map((variant) => ({
        order: octamlOrder(board, x, y, variant),
        variant
      }));
  }
}
function toSquareIndices(path, length, stride, width) {
  for (let i = 0; i < length; i++) {
    const cell = path[i];
    const row = cell / stride | 0;
    path[i] = (row - PAD) * width + cell - row * stride - PAD;
  }
}
var HeuristicRunner = class {
  geometry;
  walker;
  options;
  interleaved;
  /** The last attempt's walk (padded cells); handed to the caller by {@link run} when complete. */
  path;
  constructor(boardOrGeometry, options = {}) {
    this.geometry = "stride" in boardOrGeometry ? boardOrGeometry : createGeometry(boardOrGeometry);
    this.walker = new Walker(this.geometry);
    this.options = options;
  }
  buffer() {
    this.path ??= new Int32Array(this.geometry.board.width * this.geometry.board.height);
    return this.path;
  }
  /**
   * Runs the attempts; the walk in {@link path} is the last attempt's. Returns the summary
   * and which attempt is reported.
   */
  attempt(algorithm, x, y, seed) {
    assertStart(this.geometry.board, x, y);
    const g = this.geometry;
    const total = g.board.width * g.board.height;
    const start = cellOf(g, x, y);
    const path = this.buffer();
    if (seed !== void 0) {
      assertSeed(algorithm, seed);
      const length = this.walker.walkRandom(start, seededRandom(seed), path);
      const summary2 = { complete: length === total, attempts: 1, length, walked: length };
      return { summary: summary2, reported: void 0, last: void 0 };
    }
    let bestLength = 0;
    let reported;
    let last;
    let attempts = 0;
    let walked = 0;
    for (const attempt of attemptsFor(algorithm, g.board, x, y)) {
      attempts++;
      last = attempt;
      const length = this.walker.walk(start, rankTable(g, attempt.order), path);
      walked += length;
      if (length > bestLength) {
        bestLength = length;
        reported = attempt;
      }
      if (length === total) break;
    }
    const variant = reported?.variant;
    const summary = {
      complete: bestLength === total,
      attempts,
      length: bestLength,
      walked,
      ...variant ? { variant } : {}
    };
    return { summary, reported, last };
  }
  /** Runs `algorithm` from `(x, y)`; the walk stays in an internal buffer (see {@link run}). */
  summarize(algorithm, x, y, seed) {
    return this.attempt(algorithm, x, y, seed).summary;
  }
  /** Runs `algorithm` from `(x, y)` and returns the reported walk as linear square indices. */
  run(algorithm, x, y, seed) {
    const { summary, reported, last } = this.attempt(algorithm, x, y, seed);
    const g = this.geometry;
    const path = this.buffer();
    if (reported !== last && reported) {
      this.walker.walk(cellOf(g, x, y), rankTable(g, reported.order), path);
    }
    const length = summary.length;
    toSquareIndices(path, length, g.stride, g.board.width);
    let squares;
    if (length === path.length) {
      squares = path;
      this.path = void 0;
    } else {
      squares = path.slice(0, length);
    }
    return { ...summary, squares };
  }
  /**
   * Runs `algorithm` from every square of `starts` (the sweep's inner loop): several walks
   * interleaved in a WebAssembly kernel where available (see `lanes`), each identical to
   * {@link summarize}'s. Returns per-start arrays; `length[i] === width * height` means complete.
   */
  summarizeAll(algorithm, starts) {
    const g = this.geometry;
    const perStart = algorithm === "octaml16" ? OCTAML16_VARIANTS.length : 1;
    const cells = new Int32Array(starts.length);
    const tables = new Uint8Array(starts.length * perStart);
    starts.forEach(([x, y], i) => {
      assertStart(g.board, x, y);
      cells[i] = cellOf(g, x, y);
      attemptsFor(algorithm, g.board, x, y).forEach((attempt, a) => {
        tables[i * perStart + a] = tableId(attempt.order);
      });
    });
    this.interleaved ??= new InterleavedWalker(g, this.options);
    return this.interleaved.run({ cells, tables, attemptsPer: perStart });
  }
  /** Lanes {@link summarizeAll} steps together; 0 when it runs the JavaScript walker. */
  get lanes() {
    this.interleaved ??= new InterleavedWalker(this.geometry, this.options);
    return this.interleaved.lanes;
  }
};

// ../../packages/core/src/board/starts.ts
function inStartSet(set, board, x, y) {
  if (!isPossibleStart(board, x, y)) return false;
  const { width: w, height: h } = board;
  const half = Math.floor(w / 2);
  switch (set) {
    case "all":
      return true;
    case "corner":
      return x === 0 && y === 0;
    case "octant":
      if (w !== h) return 2 * x <= w - 1 && 2 * y <= h - 1;
      return octantOf(board, x, y) === 1;
    case "paper-octant1":
      return x < half && y <= half && x <= y;
    case "paper-quadrant2":
      return x > half && y < half;
  }
}

// ../../packages/verify/src/checker.ts
var isKnight = (dx, dy) => {
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  return ax === 1 && ay === 2 || ax === 2 && ay === 1;
};

// ../../packages/verify/src/hamiltonian.ts
var sq = (x, y) => `(${x},${y})`;
function checkSquares(board, squares) {
  const { width, height } = board;
  const total = width * height;
  if (squares.length !== total) {
    return `the walk has ${squares.length} steps but the ${width}x${height} board has ${total} squares`;
  }
  const seen = new Uint8Array(total);
  let px = 0;
  let py = 0;
  for (let i = 0; i < total; i++) {
    const s = squares[i];
    if (s < 0 || s >= total) return `step ${i + 1}: square index ${s} is off the board`;
    if (seen[s] === 1) {
      return `step ${i + 1}: square ${sq(s % width, Math.floor(s / width))} was already visited`;
    }
    seen[s] = 1;
    const x = s % width;
    const y = (s - x) / width;
    if (i > 0 && !isKnight(x - px, y - py)) {
      return `step ${i + 1}: ${sq(px, py)} to ${sq(x, y)} is not a knight move`;
    }
    px = x;
    py = y;
  }
  return void 0;
}

// ../../packages/sweep/src/plan/plan.ts
var TASK_SQUARES = 1 << 23;
var TaskRunner = class {
  runner;
  /** The start set of the current board as linear squares, listed once per board, not per task. */
  starts;
  startsFor(set, board) {
    if (this.starts?.set !== set) {
      const list = [];
      for (let y = 0; y < board.height; y++) {
        for (let x = 0; x < board.width; x++)
          if (inStartSet(set, board, x, y)) list.push(y * board.width + x);
      }
      this.starts = { set, squares: Int32Array.from(list) };
    }
    return this.starts.squares;
  }
  runnerFor(width, height) {
    const b = this.runner?.geometry.board;
    if (!this.runner || b?.width !== width || b.height !== height) {
      this.runner = void 0;
      this.starts = void 0;
      this.runner = new HeuristicRunner(createBoard(width, height));
    }
    return this.runner;
  }
  /** Runs every instance of `task`. With `check`, each complete tour is verified; a rejected tour is a failure. */
  run(spec2, task, check2) {
    const runner2 = this.runnerFor(task.width, task.height);
    const board = runner2.geometry.board;
    const starts = Array.from(
      this.startsFor(spec2.starts, board).subarray(task.from, task.to),
      (s) => [s % board.width, Math.floor(s / board.width)]
    );
    const total = board.width * board.height;
    const failed = [];
    const attempts = [0];
    let squares = 0;
    let verified = 0;
    const fail = ([x, y], reached, tries, problem) => failed.push({
      width: board.width,
      height: board.height,
      start: [x, y],
      reached,
      attempts: tries,
      ...problem ? { problem } : {}
    });
    if (!check2) {
      const batch = runner2.summarizeAll(spec2.algorithm, starts);
      starts.forEach((start, i) => {
        squares += batch.walked[i];
        const tries = batch.attempts[i];
        if (batch.length[i] !== total) fail(start, batch.length[i], tries);
        else attempts[tries] = (attempts[tries] ?? 0) + 1;
      });
    }
    for (const [x, y] of check2 ? starts : []) {
      const outcome = runner2.run(spec2.algorithm, x, y);
      squares += outcome.walked;
      if (!outcome.complete) {
        fail([x, y], outcome.length, outcome.attempts);
        continue;
      }
      verified++;
      const problem = check2?.(board, outcome.squares);
      if (problem) {
        fail([x, y], total, outcome.attempts, `verifier rejected the complete walk: ${problem}`);
        continue;
      }
      attempts[outcome.attempts] = (attempts[outcome.attempts] ?? 0) + 1;
    }
    for (let a = 0; a < attempts.length; a++) attempts[a] ??= 0;
    return {
      id: task.id,
      width: task.width,
      height: task.height,
      from: task.from,
      to: task.to,
      instances: starts.length,
      failed,
      attempts,
      squares,
      verified
    };
  }
};

// ../../packages/sweep/src/node/worker.ts
var { spec, verify } = workerData;
var runner = new TaskRunner();
var check = verify ? checkSquares : void 0;
var port = parentPort;
if (!port) throw new Error("the sweep worker must run in a worker thread");
port.on("message", (message) => {
  for (const task of message.tasks) {
    const reply = { result: runner.run(spec, task, check) };
    port.postMessage(reply);
  }
});
