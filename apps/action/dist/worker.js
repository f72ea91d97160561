import { createRequire as __knightsTourCreateRequire } from 'node:module';
const require = __knightsTourCreateRequire(import.meta.url);

// ../../packages/sweep/src/worker.ts
import { parentPort, workerData } from "node:worker_threads";

// ../../packages/core/src/board.ts
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
      throw new KnightsTourError(`${label} ${v} is larger than the maximum side ${MAX_SIDE}`);
    }
  }
  if (width * height > MAX_SQUARES) {
    throw new KnightsTourError(
      `board ${width}x${height} has ${width * height} squares, more than the limit ${MAX_SQUARES} (about 7 bytes per square of memory)`
    );
  }
  return { width, height };
}
function onBoard(board, x, y) {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < board.width && y < board.height;
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

// ../../packages/core/src/moves.ts
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

// ../../packages/core/src/regions.ts
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

// ../../packages/core/src/orders.ts
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

// ../../packages/core/src/geometry.ts
var PAD = 2;
var BLOCKED = 64;
var NO_CANDIDATE = (BLOCKED - 8) * 8;
function cellOf(g, x, y) {
  return (y + PAD) * g.stride + x + PAD;
}
function squareIndexOfCell(g, cell) {
  const row = Math.floor(cell / g.stride);
  return (row - PAD) * g.board.width + (cell - row * g.stride - PAD);
}
function createGeometry(board) {
  const { width: w, height: h } = board;
  const stride = w + 2 * PAD;
  const size = stride * (h + 2 * PAD);
  const offsets = Int32Array.from(MOVES, ([dx, dy]) => dy * stride + dx);
  const degrees = new Uint8Array(size).fill(BLOCKED);
  const pattern = w * h > 0 ? new Uint8Array(size) : new Uint8Array(0);
  const patternIds = /* @__PURE__ */ new Map();
  const levelRows = [];
  let wide;
  const keys = new Array(8);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let degree = 0;
      for (let k = 0; k < 8; k++) {
        const [dx, dy] = MOVES[k];
        const tx = x + dx;
        const ty = y + dy;
        if (onBoard(board, tx, ty)) {
          degree++;
          keys[k] = cornerDistance(board, tx, ty) * 65536 + edgeDistance(board, tx, ty);
        } else {
          keys[k] = Number.POSITIVE_INFINITY;
        }
      }
      const distinct = [...new Set(keys.filter(Number.isFinite))].sort((a, b) => a - b);
      let packed = 0;
      for (let k = 0; k < 8; k++) {
        const key = keys[k];
        const level = Number.isFinite(key) ? distinct.indexOf(key) : 15;
        packed = packed * 16 + level;
      }
      let id = patternIds.get(packed);
      if (id === void 0) {
        id = patternIds.size;
        patternIds.set(packed, id);
        for (let k = 7; k >= 0; k--) levelRows.push(Math.floor(packed / 16 ** k) % 16);
      }
      const cell = (y + PAD) * stride + x + PAD;
      degrees[cell] = degree;
      if (id > 255 && !wide) {
        wide = Uint16Array.from(pattern);
      }
      if (wide) wide[cell] = id;
      else pattern[cell] = id;
    }
  }
  return {
    board,
    stride,
    size,
    offsets,
    degrees,
    pattern: wide ?? pattern,
    levels: Uint8Array.from(levelRows),
    patternCount: patternIds.size,
    rankTables: []
  };
}
var PLAIN_ORDER_ID = 16;
function rankTable(g, order) {
  const id = order ? orderId(order) : PLAIN_ORDER_ID;
  const cached = g.rankTables[id];
  if (cached) return cached;
  const priorities = order ? movePriorities(order) : [1, 2, 3, 4, 5, 6, 7, 8];
  const rank = new Uint8Array(g.patternCount * 8);
  const moveOfRank = new Uint8Array(g.patternCount * 8);
  const moves = [0, 1, 2, 3, 4, 5, 6, 7];
  for (let p = 0; p < g.patternCount; p++) {
    const level = (k) => order ? g.levels[p * 8 + k] : 0;
    const sorted = [...moves].sort(
      (a, b) => level(a) - level(b) || priorities[a] - priorities[b]
    );
    sorted.forEach((k, r) => {
      rank[p * 8 + k] = r;
      moveOfRank[p * 8 + r] = k;
    });
  }
  const table = { rank, moveOfRank };
  g.rankTables[id] = table;
  return table;
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

// ../../packages/core/src/walk.ts
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
    const g = this.geometry;
    const deg = this.degree;
    deg.set(g.degrees);
    const pattern = g.pattern;
    const rank = table.rank;
    const moveOfRank = table.moveOfRank;
    const off = g.offsets;
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
      path[len++] = cur;
      deg[cur] = BLOCKED;
      deg[cur + o0]--;
      deg[cur + o1]--;
      deg[cur + o2]--;
      deg[cur + o3]--;
      deg[cur + o4]--;
      deg[cur + o5]--;
      deg[cur + o6]--;
      deg[cur + o7]--;
      const p = pattern[cur] << 3;
      let best = deg[cur + o0] * 8 + rank[p];
      let key = deg[cur + o1] * 8 + rank[p + 1];
      if (key < best) best = key;
      key = deg[cur + o2] * 8 + rank[p + 2];
      if (key < best) best = key;
      key = deg[cur + o3] * 8 + rank[p + 3];
      if (key < best) best = key;
      key = deg[cur + o4] * 8 + rank[p + 4];
      if (key < best) best = key;
      key = deg[cur + o5] * 8 + rank[p + 5];
      if (key < best) best = key;
      key = deg[cur + o6] * 8 + rank[p + 6];
      if (key < best) best = key;
      key = deg[cur + o7] * 8 + rank[p + 7];
      if (key < best) best = key;
      if (best >= NO_CANDIDATE) return len;
      cur += off[moveOfRank[p + (best & 7)]];
    }
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

// ../../packages/core/src/heuristics.ts
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
var HeuristicRunner = class {
  geometry;
  walker;
  best;
  scratch;
  constructor(boardOrGeometry) {
    this.geometry = "stride" in boardOrGeometry ? boardOrGeometry : createGeometry(boardOrGeometry);
    this.walker = new Walker(this.geometry);
    const squares = this.geometry.board.width * this.geometry.board.height;
    this.best = new Int32Array(squares);
    this.scratch = new Int32Array(squares);
  }
  /** Runs `algorithm` from `(x, y)`; the walk stays in an internal buffer (see {@link run}). */
  summarize(algorithm, x, y, seed) {
    const g = this.geometry;
    const { width, height } = g.board;
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) {
      throw new KnightsTourError(`start (${x},${y}) is off the ${width}x${height} board`);
    }
    const total = width * height;
    const start = cellOf(g, x, y);
    if (seed !== void 0) {
      if (algorithm !== "warnsdorff") {
        throw new KnightsTourError(`a seed only applies to warnsdorff, not ${algorithm}`);
      }
      const length = this.walker.walkRandom(start, seededRandom(seed), this.best);
      return { complete: length === total, attempts: 1, length, walked: length };
    }
    let bestLength = 0;
    let bestVariant;
    let attempts = 0;
    let walked = 0;
    for (const attempt of attemptsFor(algorithm, g.board, x, y)) {
      attempts++;
      const length = this.walker.walk(start, rankTable(g, attempt.order), this.scratch);
      walked += length;
      if (length > bestLength) {
        [this.best, this.scratch] = [this.scratch, this.best];
        bestLength = length;
        bestVariant = attempt.variant;
      }
      if (length === total) break;
    }
    return {
      complete: bestLength === total,
      attempts,
      length: bestLength,
      walked,
      ...bestVariant ? { variant: bestVariant } : {}
    };
  }
  /** Runs `algorithm` from `(x, y)` and returns the reported walk as linear square indices. */
  run(algorithm, x, y, seed) {
    const summary = this.summarize(algorithm, x, y, seed);
    const squares = new Int32Array(summary.length);
    for (let i = 0; i < summary.length; i++) {
      squares[i] = squareIndexOfCell(this.geometry, this.best[i]);
    }
    return { ...summary, squares };
  }
};

// ../../packages/core/src/starts.ts
var START_SETS = ["all", "octant", "paper-octant1", "paper-quadrant2", "corner"];
function isStartSetName(name) {
  return START_SETS.includes(name);
}
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
function startSquares(set, board) {
  if (!isStartSetName(set)) {
    throw new KnightsTourError(
      `unknown start set '${String(set)}' (expected one of ${START_SETS.join(", ")})`
    );
  }
  const out = [];
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      if (inStartSet(set, board, x, y)) out.push([x, y]);
    }
  }
  return out;
}

// ../../packages/core/src/sweep.ts
var TASK_SQUARES = 1 << 23;
var TaskRunner = class {
  runner;
  runnerFor(width, height) {
    const b = this.runner?.geometry.board;
    if (!this.runner || b?.width !== width || b.height !== height) {
      this.runner = void 0;
      this.runner = new HeuristicRunner(createBoard(width, height));
    }
    return this.runner;
  }
  /** Runs every instance of `task`. With `check`, each complete tour is verified; a rejected tour is a failure. */
  run(spec2, task, check2) {
    const runner2 = this.runnerFor(task.width, task.height);
    const board = runner2.geometry.board;
    const starts = startSquares(spec2.starts, board).slice(task.from, task.to);
    const total = board.width * board.height;
    const failed = [];
    const attempts = [0];
    let squares = 0;
    let verified = 0;
    for (const [x, y] of starts) {
      const fail = (reached, tries, problem) => failed.push({
        n: board.width,
        width: board.width,
        height: board.height,
        start: [x, y],
        reached,
        attempts: tries,
        ...problem ? { problem } : {}
      });
      const outcome = check2 ? runner2.run(spec2.algorithm, x, y) : void 0;
      const summary = outcome ?? runner2.summarize(spec2.algorithm, x, y);
      squares += summary.walked;
      if (!summary.complete) {
        fail(summary.length, summary.attempts);
        continue;
      }
      if (check2 && outcome) {
        verified++;
        const problem = check2(board, outcome.squares);
        if (problem) {
          fail(total, summary.attempts, `verifier rejected the complete walk: ${problem}`);
          continue;
        }
      }
      attempts[summary.attempts] = (attempts[summary.attempts] ?? 0) + 1;
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

// ../../packages/verify/src/hamiltonian.ts
var sq = (x, y) => `(${x},${y})`;
var isKnight = (dx, dy) => {
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  return ax === 1 && ay === 2 || ax === 2 && ay === 1;
};
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

// ../../packages/sweep/src/worker.ts
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
