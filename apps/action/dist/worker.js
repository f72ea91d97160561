import { createRequire as __knightsTourCreateRequire } from 'node:module';
const require = __knightsTourCreateRequire(import.meta.url);

// ../../packages/sweep/src/node/worker.ts
import { parentPort, workerData } from "node:worker_threads";

// ../../packages/core/src/text/errors.ts
var KnightsTourError = class extends Error {
  name = "KnightsTourError";
};

// ../../packages/core/src/board/board.ts
var MAX_SQUARES = 2 ** 28;
var MAX_SIDE = 16384;
var MAX_CELLS_3D = Math.min(2 ** 24, MAX_SQUARES);
var SIDES = ["width", "height", "depth"];
function createBoard(width, height = width, depth = 1) {
  const values = [width, height, depth];
  values.forEach((v, i) => {
    const side = SIDES[i];
    if (!Number.isInteger(v) || v < 1) {
      throw new KnightsTourError(`${side} must be a positive integer, got ${String(v)}`);
    }
    if (v > MAX_SIDE) {
      throw new KnightsTourError(
        depth === 1 ? `${side} ${v} is larger than the maximum side ${MAX_SIDE} (a tour needs 7 bytes of memory per square: about 1.9 GB at ${MAX_SIDE}x${MAX_SIDE})` : `${side} ${v} is larger than the maximum side ${MAX_SIDE}`
      );
    }
  });
  const board = { width, height, depth };
  const cells = width * height * depth;
  if (depth === 1 && cells > MAX_SQUARES) {
    throw new KnightsTourError(
      `board ${boardName(board)} has ${cells} squares, more than the limit ${MAX_SQUARES} (a tour needs 7 bytes of memory per square)`
    );
  }
  if (depth > 1 && cells > MAX_CELLS_3D) {
    throw new KnightsTourError(
      `board ${boardName(board)} has ${cells} cells, more than the 3-D limit ${MAX_CELLS_3D} (the 3-D walk needs about 100 bytes per cell)`
    );
  }
  return board;
}
function checkBoard(board) {
  return createBoard(board?.width, board?.height, board?.depth ?? 1);
}
function boardName(board) {
  const { width, height, depth } = board;
  return depth === 1 ? `${width}x${height}` : `${width}x${height}x${depth}`;
}
function cellCount(board) {
  return board.width * board.height * board.depth;
}
function onBoard(board, x, y, z = 0) {
  return Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(z) && x >= 0 && y >= 0 && z >= 0 && x < board.width && y < board.height && z < board.depth;
}
function cellIndex(board, x, y, z = 0) {
  return (z * board.height + y) * board.width + x;
}
function checkPlaneBoard(board, what) {
  const checked = checkBoard(board);
  if (checked.depth !== 1) {
    throw new KnightsTourError(`${what} works on 2-D boards only, not on ${boardName(checked)}`);
  }
  return checked;
}

// ../../packages/core/src/engine/literature.ts
var NINETEEN_ORDERS = [
  "34567812",
  "43567812",
  "53467812",
  "35467812",
  "45367812",
  "54367812",
  "64357812",
  "46357812",
  "36457812",
  "63457812",
  "43657812",
  "34657812",
  "35647812",
  "53647812",
  "63547812",
  "36547812",
  "56347812",
  "65347812",
  "65437812"
];
var ROTH_ORDER = "78123456";
var SWITCHING = [
  (m) => [
    ["56483712", m - 3, m - 2],
    ["21864357", 1, 1],
    ["73281564", 0, m - 9],
    ["73564812", m - 4, 6],
    ["43657812"]
  ],
  (m) => [
    ["56483712", m - 3, m - 2],
    ["21864357", 1, 1],
    ["73546812", (m + 7) / 2, m - 7],
    ["54623187"]
  ],
  (m) => [
    ["56483712", 0, 5],
    ["21864357", 0, 2],
    ["76354812", 3, m - 16],
    ["74653812", m - 3, 9],
    ["27861345", (m - 8) / 2, 4],
    ["37168245"]
  ],
  (m) => [
    ["56847132", m - 3, m - 2],
    ["64823571", m - 1, m - 7],
    ["28734561", 4, 1],
    ["73281564", 2, m - 11],
    ["83247651", m - 3, (m - 1) / 2],
    ["13864752"]
  ],
  (m) => [
    ["56483712", m - 3, m - 2],
    ["21864357", 1, 1],
    ["73281564", 0, m - 9],
    ["73564812", m - 6, 9],
    ["28175643", m / 2, 12],
    ["12785643"]
  ],
  (m) => [
    ["56483712", m - 3, m - 2],
    ["21864357", 1, 1],
    ["73546812", m % 16 === 5 ? (m - 7) / 2 : (m - 15) / 2, m - 3],
    ["37456812"]
  ],
  (m) => [
    ["56483712", 0, 5],
    ["21864357", 0, 2],
    ["76354812", 0, m - 11],
    ["74653812", m - 3, 9],
    ["27861345", (m + 6) / 2, 2],
    ["34675812"]
  ],
  (m) => [
    ["56847132", m - 3, m - 2],
    ["64823571", m - 1, m - 7],
    ["28734561", 4, 1],
    ["73281564", 2, m - 7],
    ["83247651", m - 3, (m - 1) / 2],
    ["83571426"]
  ]
];
function switchingSchedule(m) {
  const rows = SWITCHING[m % 8](m);
  return {
    orders: rows.map((row) => row[0]),
    switches: rows.slice(0, -1).map((row) => [row[1], row[2]])
  };
}
function half(n, rounding) {
  if (n % 2 === 0 || rounding === "half-up") return Math.ceil(n / 2);
  const down = (n - 1) / 2;
  return down % 2 === 0 ? down : down + 1;
}
function rothDestination(board, rounding) {
  return [2 * half(board.width, rounding) - 3, 2 * half(board.height, rounding) - 3];
}

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
function cornerDistance(board, x, y, z = 0) {
  return Math.min(x, board.width - 1 - x) + Math.min(y, board.height - 1 - y) + Math.min(z, board.depth - 1 - z);
}
function edgeDistance(board, x, y, z = 0) {
  const plane = Math.min(x, board.width - 1 - x, y, board.height - 1 - y);
  return board.depth === 1 ? plane : Math.min(plane, z, board.depth - 1 - z);
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
var MOVE_NUMBER_ORDER = "12345678";
function isMoveOrder(text) {
  return /^[1-8]{8}$/.test(text) && new Set(text).size === 8;
}
function orderDigits(order) {
  let digits = "";
  for (let p = 0; p < 8; p++) digits += String(mod8(order.first + order.direction * p));
  return digits;
}
function orderPositions(order) {
  const positions = new Array(8).fill(0);
  for (let p = 0; p < 8; p++) positions[order.charCodeAt(p) - 49] = p;
  return positions;
}

// ../../packages/core/src/engine/rule.ts
function levelsOf(rule, seeded) {
  if (!seeded || rule.seed !== "ties") return rule.levels;
  return rule.levels.map((level) => level === "order" ? "random" : level);
}
function spaceOf(rule) {
  if (rule.levels.includes("corner")) return "corner-edge";
  if (rule.levels.includes("roth")) return `roth-${rule.rounding ?? "half-up"}`;
  return "plain";
}
function isStatic(rule, seeded) {
  return rule.orders.kind !== "switching" && rule.closed === void 0 && levelsOf(rule, seeded).every((l) => l !== "pohl" && l !== "random");
}
function maxAttempts(rule) {
  if (rule.closed) return rule.closed.attempts;
  switch (rule.orders.kind) {
    case "fixed":
      return rule.orders.orders.length;
    case "octaml":
      return rule.orders.variants.length;
    default:
      return 1;
  }
}
function* planAttempts(rule, board, x, y, random, attempts = maxAttempts(rule)) {
  const plan = rule.orders;
  switch (plan.kind) {
    case "fixed":
      for (const order of plan.orders) yield { x, y, order };
      return;
    case "aml":
      yield { x, y, order: orderDigits(amlOrder(board, x, y)) };
      return;
    case "octaml":
      for (const variant of plan.variants) {
        yield { x, y, order: orderDigits(octamlOrder(board, x, y, variant)), variant };
      }
      return;
    case "switching": {
      const schedule = switchingSchedule(board.width);
      yield { x, y, order: schedule.orders[0], schedule };
      return;
    }
    case "none":
      yield { x, y, order: void 0 };
      for (let a = 1; a < attempts; a++) {
        if (!random) throw new Error("a random rule needs a random source");
        const sx = Math.floor(random() * board.width);
        const sy = Math.floor(random() * board.height);
        yield { x: sx, y: sy, order: void 0 };
      }
  }
}
function planKey(rule, board, x, y) {
  switch (rule.orders.kind) {
    case "aml":
      return quadrantOf(board, x, y);
    case "octaml":
      return octantOf(board, x, y);
    default:
      return 0;
  }
}
var WARNSDORFF_RULE = {
  levels: ["order"],
  orders: { kind: "fixed", orders: [MOVE_NUMBER_ORDER] },
  seed: "ties"
};

// ../../packages/core/src/catalogue.ts
var PARBERRY_ATTEMPTS = 1e5;
var SQUIRREL_CULL = "D. Squirrel, P. Cull, A Warnsdorff-Rule Algorithm for Knight’s Tours on Square Chessboards, OSU REU 1996";
var WARNSDORFF = "H. C. von Warnsdorf, Des Rösselsprunges einfachste und allgemeinste Lösung, 1823";
var AML = "Álvarez-Martínez & Lázaro, SBPO 2012";
var OCTAML = "Costa & Pereira de Sá (OctAML16)";
var ROTH = "A. Roth, The Problem of the Knight: A Fast and Simple Algorithm, MathSource 909 (1992–93)";
var POHL = "I. Pohl, A method for finding Hamilton paths and Knight’s tours, CACM 10(7), 1967";
var heuristic = (entry) => ({
  kind: "heuristic",
  dimensions: 2,
  limits: false,
  closed: false,
  ...entry
});
var AML_LEVELS = ["corner", "edge", "order"];
var orderRule = (order) => ({
  levels: ["order"],
  orders: { kind: "fixed", orders: [order] },
  seed: "none"
});
var pohlRule = (order, seed) => ({
  levels: ["pohl", "order"],
  orders: { kind: "fixed", orders: [order] },
  seed
});
var rothRule = (rounding) => ({
  levels: ["roth", "order"],
  orders: { kind: "fixed", orders: [ROTH_ORDER] },
  rounding,
  seed: "none"
});
var INFO = {
  auto: {
    kind: "auto",
    dimensions: 2,
    attempts: 16,
    limits: true,
    closed: true,
    seed: false,
    deterministic: true,
    summary: "OctAML16, else a linear-time construction, else exact search (default)",
    source: "this project (docs/beyond-the-paper.md)"
  },
  warnsdorff: heuristic({
    rule: WARNSDORFF_RULE,
    seed: true,
    deterministic: true,
    summary: "fewest onward moves, ties by move order (or at random with --seed)",
    description: "Warnsdorff's rule (1823): from the current square, move to the unvisited neighbour that has the fewest unvisited neighbours of its own. Warnsdorff let ties go either way; here they go to the lowest move number (moves 1 to 8 clockwise from west-north-west), or, with a seed, to a candidate drawn at random.",
    source: WARNSDORFF
  }),
  aml: heuristic({
    rule: { levels: AML_LEVELS, orders: { kind: "aml" }, seed: "none" },
    seed: false,
    deterministic: true,
    summary: "Warnsdorff + corner/edge distance + fixed move priority (Álvarez-Martínez & Lázaro)",
    description: "AML (Álvarez-Martínez & Lázaro, 2012): Warnsdorff's rule, then the candidate nearest a corner (Manhattan distance), then the one nearest an edge, then a fixed priority of the moves that begins with the start square's quadrant and runs clockwise.",
    source: AML
  }),
  octaml: heuristic({
    rule: {
      levels: AML_LEVELS,
      orders: { kind: "octaml", variants: [{ r: 1, t: 0 }] },
      seed: "none"
    },
    seed: false,
    deterministic: true,
    summary: "symmetric AML tie-break, one attempt",
    description: "OctAML (Costa & Pereira de Sá): AML's chain with a move priority chosen from the start's octant, turning clockwise or counter-clockwise by the octant's parity, so that the walk from a rotated or mirrored start is the rotated or mirrored walk.",
    source: OCTAML
  }),
  octaml16: heuristic({
    rule: {
      levels: AML_LEVELS,
      orders: { kind: "octaml", variants: OCTAML16_VARIANTS },
      seed: "none"
    },
    seed: false,
    deterministic: true,
    summary: "OctAML with 16 priority variants, first complete walk",
    description: "OctAML16 (Costa & Pereira de Sá): OctAML's 16 variants (the priority order turned by 0 to 7 octants, in both directions) tried in turn; the first complete walk is the answer. It found an open tour from every start of every n×n board with 5 ≤ n ≤ 430.",
    source: OCTAML
  }),
  "order-34567812": heuristic({
    rule: orderRule("34567812"),
    seed: false,
    deterministic: true,
    summary: "fewest onward moves, ties to the first in the order 34567812 (Squirrel & Cull’s best)",
    description: "Squirrel & Cull's fixed-order rule (1996) with their best order, 34567812: Warnsdorff's rule, ties to the candidate whose move comes first in that order (move numbers, highest priority first). From the corner it tours most square boards from 5 to 112 (their §6).",
    source: `${SQUIRREL_CULL}, §2`
  }),
  "squirrel-cull": heuristic({
    rule: { levels: ["order"], orders: { kind: "fixed", orders: NINETEEN_ORDERS }, seed: "none" },
    seed: false,
    deterministic: true,
    summary: "fixed-order Warnsdorff with Squirrel & Cull’s nineteen orders tried in turn",
    description: "Squirrel & Cull's nineteen orders (1996): the fixed-order rule with 34567812, then 43567812, and so on through nineteen orders found by experiment, one attempt each until one gives a tour. They report that one of the nineteen tours every m×n board with 10 ≤ m, n < 300 from the corner.",
    source: `${SQUIRREL_CULL}, §2`
  }),
  switching: heuristic({
    rule: { levels: ["order"], orders: { kind: "switching" }, seed: "none" },
    squareOnly: true,
    seed: false,
    deterministic: true,
    summary: "square boards: the move order switches at given squares, by m mod 8 (Squirrel & Cull)",
    description: "Squirrel & Cull's switching algorithm (1996, as corrected by Ganzfried 2004): on an m×m board from the corner, a fixed-order rule whose order changes each time the knight reaches the next square of a table chosen by m mod 8; the tie at that square already uses the next order. Claimed to give a tour for every m ≥ 5 except m = 74.",
    source: `${SQUIRREL_CULL}, §3; S. Ganzfried, A Simple Algorithm for Knight’s Tours, OSU REU 2004`
  }),
  roth: heuristic({
    rule: rothRule("half-up"),
    seed: false,
    deterministic: true,
    summary: "fewest onward moves, then farthest from a point near the centre (Roth)",
    description: "Roth's rule (1992–93): Warnsdorff's rule, then the candidate farthest (squared Euclidean distance) from a destination point near the centre, at (c − 1.5, c − 1.5) with c = n/2 rounded up, then the move order 78123456. Rounding up reproduces his published figures.",
    source: ROTH
  }),
  "roth-mathematica": heuristic({
    rule: rothRule("half-even"),
    seed: false,
    deterministic: true,
    summary: "Roth with the centre rounded half to even, as his Mathematica code does",
    description: "Roth's rule with c = n/2 rounded half to even, which is what Mathematica's Round computes in his code; the destination moves, and the walks change, on sides n ≡ 1 (mod 4).",
    source: ROTH
  }),
  pohl: heuristic({
    rule: pohlRule(MOVE_NUMBER_ORDER, "ties"),
    seed: true,
    deterministic: true,
    summary: "fewest onward moves, then the smallest sum of the neighbours’ onward moves (Pohl)",
    description: "Pohl's second-level rule (1967): Warnsdorff's rule, then the candidate whose unvisited neighbours have the smallest total of onward moves; remaining ties by move number (Pohl's own order is not known), or, with a seed, at random.",
    source: POHL
  }),
  parberry: heuristic({
    rule: {
      levels: ["random"],
      orders: { kind: "none" },
      seed: "always",
      closed: { attempts: PARBERRY_ATTEMPTS }
    },
    closed: true,
    seed: true,
    deterministic: false,
    summary: "closed tours: random Warnsdorff walks that stop early, retried from random starts (Parberry)",
    description: "Parberry's closed-tour walk (2020): Warnsdorff's rule with random ties, stopped as soon as every neighbour of its start has been used (a closed tour must end on one), so a walk that visits every square is a closed tour. The first walk begins at the given start and each retry at a random square (up to 100,000 walks); the tour is then rotated to begin at the given start.",
    source: "I. Parberry, Tourneys and the Fast Generation and Obfuscation of Closed Knight’s Tours, arXiv:2001.06044"
  }),
  backtrack: {
    kind: "search",
    dimensions: 2,
    attempts: 1,
    limits: true,
    closed: true,
    seed: false,
    deterministic: true,
    summary: "exact depth-first search in move order (exponential; limits below)",
    source: "SPEC §6"
  },
  "warnsdorff-backtrack": {
    kind: "search",
    dimensions: 2,
    attempts: 1,
    limits: true,
    closed: true,
    seed: false,
    deterministic: true,
    summary: "exact search, children in AML order: AML plus backtracking",
    source: "SPEC §6"
  },
  warnsdorff3d: {
    kind: "heuristic",
    dimensions: 3,
    attempts: 1,
    limits: false,
    closed: false,
    seed: false,
    deterministic: true,
    summary: "3-D boxes: fewest onward moves, ties by move number",
    source: "docs/three-d.md"
  },
  octaml3d: {
    kind: "heuristic",
    dimensions: 3,
    attempts: 1,
    limits: false,
    closed: false,
    seed: false,
    deterministic: true,
    summary: "3-D boxes: corner/face distance and a symmetric priority order, one attempt",
    source: "docs/three-d.md"
  },
  "octaml16-3d": {
    kind: "heuristic",
    dimensions: 3,
    attempts: 16,
    limits: false,
    closed: false,
    seed: false,
    deterministic: true,
    summary: "3-D boxes: OctAML3D with 16 priority variants, first complete walk (3-D default)",
    source: "docs/three-d.md"
  }
};
function familyEntry(name) {
  const m = /^(order|pohl)-([1-8]{8})$/.exec(name);
  if (!m || !isMoveOrder(m[2])) return void 0;
  const order = m[2];
  if (m[1] === "order") {
    return heuristic({
      rule: orderRule(order),
      seed: false,
      deterministic: true,
      summary: `fewest onward moves, ties to the first in the order ${order}`,
      description: `Squirrel & Cull's fixed-order rule (1996): Warnsdorff's rule, ties to the candidate whose move comes first in the order ${order} (move numbers, highest priority first).`,
      source: `${SQUIRREL_CULL}, §2`
    });
  }
  return heuristic({
    rule: pohlRule(order, "none"),
    seed: false,
    deterministic: true,
    summary: `Pohl’s rule, its last ties to the first in the order ${order}`,
    description: `Pohl's second-level rule (1967): Warnsdorff's rule, then the candidate whose unvisited neighbours have the smallest total of onward moves, then the first in the order ${order}.`,
    source: POHL
  });
}

// ../../packages/core/src/board/square.ts
function squareLabel(square) {
  return `(${square.join(",")})`;
}
function squareOf(board, x, y, z = 0) {
  return board.depth === 1 ? [x, y] : [x, y, z];
}
function squareArity(board) {
  return board.depth === 1 ? 2 : 3;
}
function cellAt(board, index) {
  const x = index % board.width;
  const rest = (index - x) / board.width;
  const y = rest % board.height;
  return squareOf(board, x, y, (rest - y) / board.height);
}
function checkStart(board, start) {
  const arity = squareArity(board);
  const [x = Number.NaN, y = Number.NaN, z = arity === 2 ? 0 : Number.NaN] = start ?? [];
  const fits = start?.length === arity || arity === 2 && start?.length === 3;
  if (!fits || !onBoard(board, x, y, z)) {
    const axes = ["x", "y", "z"].slice(0, arity);
    const sides = [board.width, board.height, board.depth];
    const ranges = axes.map((a, i) => `${a} from 0 to ${sides[i] - 1}`).join(", ");
    throw new KnightsTourError(
      `start ${Array.isArray(start) ? squareLabel(start) : `(${String(start)})`} is off the ${boardName(board)} board (${ranges})`
    );
  }
  return squareOf(board, x, y, z);
}

// ../../packages/core/src/board/colour.ts
function isWhite(x, y, z = 0) {
  return (x + y + z & 1) === 0;
}
function isPossibleStart(board, x, y, z = 0) {
  return cellCount(board) % 2 === 0 || isWhite(x, y, z);
}
function parityReason(board, x, y, z = 0) {
  if (isPossibleStart(board, x, y, z)) return void 0;
  if (board.depth === 1) {
    return `no open tour starts at ${squareLabel([x, y])}: on an odd ${boardName(board)} board white squares outnumber black by one, so a tour must start and end on white, and ${squareLabel([x, y])} is black`;
  }
  return `no open tour starts at ${squareLabel([x, y, z])}: on a ${boardName(board)} board (all sides odd) a tour starts and ends on the majority colour, x+y+z even`;
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

// ../../packages/core/src/engine/geometry.ts
var PAD = 2;
var BLOCKED = 64;
var NO_CANDIDATE = (BLOCKED - 8) * 8;
var MAX_PATTERNS = 256;
function cellOf(g, x, y) {
  return (y + PAD) * g.stride + x + PAD;
}
function squareIndexOfCell(g, cell) {
  const row = Math.floor(cell / g.stride);
  return (row - PAD) * g.board.width + (cell - row * g.stride - PAD);
}
function toSquareIndices(g, cells, length, out = cells) {
  const { stride } = g;
  const { width } = g.board;
  for (let i = 0; i < length; i++) {
    const cell = cells[i];
    const row = cell / stride | 0;
    out[i] = (row - PAD) * width + cell - row * stride - PAD;
  }
}
function moveOffsets(rowLength) {
  return Int32Array.from(MOVES, ([dx, dy]) => dy * rowLength + dx);
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
        `board ${boardName(this.board)} has more than ${MAX_PATTERNS} static patterns`
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
function createGeometry(board) {
  const { width: w, height: h } = board;
  const stride = w + 2 * PAD;
  const size = stride * (h + 2 * PAD);
  const offsets = moveOffsets(stride);
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
    cache: /* @__PURE__ */ new Map()
  };
}
function cornerEdgeSpace(g) {
  return { pattern: g.pattern, levels: g.levels, count: g.patternCount };
}
function buildRankTable(space, positions) {
  const count = space.count;
  const rank = new Uint8Array(count * 8);
  const moveOfRank = new Uint8Array(count * 8);
  const ranks = new Int32Array(count);
  const moves = new Int32Array(count);
  const all = [0, 1, 2, 3, 4, 5, 6, 7];
  for (let p = 0; p < count; p++) {
    const level = (k) => space.levels[p * 8 + k];
    const sorted = [...all].sort((a, b) => level(a) - level(b) || positions[a] - positions[b]);
    sorted.forEach((k, r) => {
      rank[p * 8 + k] = r;
      moveOfRank[p * 8 + r] = k;
      ranks[p] = ranks[p] | r << 3 * k;
      moves[p] = moves[p] | k << 3 * r;
    });
  }
  return { pattern: space.pattern, rank, moveOfRank, ranks, moves };
}
function rankTable(g, order) {
  const key = order ? `corner-edge/${orderId(order)}` : "plain";
  const cached = g.cache.get(key);
  if (cached) return cached;
  const table = order ? buildRankTable(
    cornerEdgeSpace(g),
    movePriorities(order).map((p) => p - 1)
  ) : buildRankTable(
    { pattern: g.pattern, levels: new Uint8Array(g.patternCount * 8), count: g.patternCount },
    [0, 1, 2, 3, 4, 5, 6, 7]
  );
  g.cache.set(key, table);
  return table;
}

// ../../packages/core/src/search/tour-search.ts
var PROGRESS_MASK = (1 << 20) - 1;
var CLOCK_MASK = (1 << 12) - 1;
var CHECK_SHIFT = 2;
var FREE_LIMIT = 16;
var TourSearch = class {
  geometry;
  deg;
  path;
  children;
  childCount;
  childPos;
  /** Fixed move order: bit mask of the children not tried yet, per depth. */
  pending;
  /** Open: number of squares that must be the end (H-degree 1) at each depth. */
  ends;
  /** Bits of the children that lower the end count by one (their degree was 1). */
  oneMask;
  saved;
  nearStart;
  deepestLen = 0;
  deepestCells;
  /** Connectivity check: visit stamps (by epoch, so never cleared) and the BFS queue. */
  mark;
  epoch = 0;
  queue;
  /** Sort keys of one node's children (scratch for expand). */
  keys = [0, 0, 0, 0, 0, 0, 0, 0];
  constructor(boardOrGeometry) {
    this.geometry = "stride" in boardOrGeometry ? boardOrGeometry : createGeometry(boardOrGeometry);
    const n = this.geometry.board.width * this.geometry.board.height;
    this.deg = new Uint8Array(this.geometry.size);
    this.path = new Int32Array(n);
    this.children = new Uint8Array(n * 8);
    this.childCount = new Uint8Array(n);
    this.childPos = new Uint8Array(n);
    this.pending = new Uint8Array(n);
    this.ends = new Uint8Array(n);
    this.oneMask = new Uint8Array(n);
    this.saved = new Uint8Array(n);
    this.nearStart = new Uint8Array(this.geometry.size);
    this.deepestCells = new Int32Array(n);
    this.mark = new Uint32Array(this.geometry.size);
    this.queue = new Int32Array(n);
  }
  /** Longest walk of the last run, as linear square indices. */
  deepest() {
    const out = new Int32Array(this.deepestLen);
    toSquareIndices(this.geometry, this.deepestCells, this.deepestLen, out);
    return out;
  }
  /** The path of the last `found` run, as linear square indices. */
  tour() {
    const out = new Int32Array(this.path.length);
    toSquareIndices(this.geometry, this.path, this.path.length, out);
    return out;
  }
  /**
   * Runs the search from padded cell `start` (see {@link RunOptions}): resets the board,
   * visits the start, checks that the root can be completed at all, then descends.
   */
  run(start, options = {}) {
    const closed = options.closed ?? false;
    const countAll = options.countAll ?? false;
    let startFree = this.visitStart(start, closed);
    const walk = options.walk;
    const root = walk === void 0 ? 0 : walk.length - 1;
    for (let d = 1; d <= root; d++) startFree -= this.visit(d, walk[d]);
    const current = this.path[root];
    this.deepestCells.set(this.path.subarray(0, root + 1));
    this.deepestLen = walk === void 0 ? 0 : root + 1;
    if (root === this.path.length - 1) {
      const found = !closed || this.nearStart[current] === 1;
      return { found, count: found ? 1 : 0, nodes: 1, stopped: void 0 };
    }
    const ends = this.rootEnds(current, closed, closed && root === 0);
    if (ends < 0) {
      this.childCount[root] = 0;
      this.pending[root] = 0;
    } else {
      this.ends[root] = ends;
      this.expand(root, this.path.length, closed, options.table?.rank, this.keys, startFree);
    }
    this.childPos[root] = 0;
    return this.descend(
      closed,
      countAll,
      options.connectivity ?? !countAll,
      options,
      startFree,
      root
    );
  }
  /** Visits `cell` as step `d` of a given walk (as the descent enters a child); returns 1 when it neighbours the start. */
  visit(d, cell) {
    const deg = this.deg;
    const off = this.geometry.offsets;
    this.path[d] = cell;
    this.saved[d] = deg[cell];
    deg[cell] = BLOCKED;
    for (let k = 0; k < 8; k++) deg[cell + off[k]]--;
    return this.nearStart[cell];
  }
  /**
   * Resets the degrees, marks the start's neighbours and visits the start. For a closed
   * search its neighbours keep counting it as a neighbour: it is the fixed end of the
   * remaining path. Returns how many unvisited neighbours the start has.
   */
  visitStart(start, closed) {
    const g = this.geometry;
    const deg = this.deg;
    const off = g.offsets;
    const nearStart = this.nearStart;
    deg.set(g.degrees);
    nearStart.fill(0);
    for (let k = 0; k < 8; k++) {
      const u = start + off[k];
      if (deg[u] < FREE_LIMIT) nearStart[u] = 1;
    }
    let startFree = 0;
    for (let k = 0; k < 8; k++) startFree += nearStart[start + off[k]];
    this.path[0] = start;
    this.saved[0] = deg[start];
    deg[start] = BLOCKED;
    if (!closed) for (let k = 0; k < 8; k++) deg[start + off[k]]--;
    return startFree;
  }
  /**
   * The first check of every unvisited square (later checks are local): the number of
   * squares that must be the end of an open tour (H-degree 1), or -1 when no completion
   * exists (a square of H-degree 0; closed: below 2; open: more than one end). `current` is
   * the square the walk stands on; `counted` says its neighbours still count it (a closed
   * search at its start), else it is added back here.
   */
  rootEnds(current, closed, counted = closed) {
    const g = this.geometry;
    const deg = this.deg;
    const off = g.offsets;
    if (!counted) for (let k = 0; k < 8; k++) deg[current + off[k]]++;
    let endCount = 0;
    let result = 0;
    for (let y = 0; y < g.board.height && result === 0; y++) {
      for (let x = 0; x < g.board.width; x++) {
        const u = cellOf(g, x, y);
        const h = deg[u];
        if (h >= FREE_LIMIT) continue;
        if (h === 0 || closed && h < 2) {
          result = -1;
          break;
        }
        if (h === 1) endCount++;
      }
    }
    if (!counted) for (let k = 0; k < 8; k++) deg[current + off[k]]--;
    if (result < 0) return -1;
    return !closed && endCount > 1 ? -1 : endCount;
  }
  /**
   * The depth-first descent from the visited root: takes the next child of the deepest
   * node, or undoes that node when none is left, until the tree is exhausted, a tour ends
   * the search (unless counting) or a limit stops it. One loop over typed arrays: this is
   * the hot path, so its state stays in locals.
   */
  descend(closed, countAll, connectivity, limits, startFreeAtRoot, root) {
    const g = this.geometry;
    const N = this.path.length;
    const deg = this.deg;
    const path = this.path;
    const children = this.children;
    const childCount = this.childCount;
    const childPos = this.childPos;
    const pending = this.pending;
    const rank = limits.table?.rank;
    const plain = rank === void 0;
    const track = !countAll;
    const ends = this.ends;
    const oneMask = this.oneMask;
    const saved = this.saved;
    const nearStart = this.nearStart;
    const deepestCells = this.deepestCells;
    const off = g.offsets;
    const keys = this.keys;
    const maxNodes = limits.maxNodes ?? Number.POSITIVE_INFINITY;
    const deadline = limits.maxMs === void 0 ? Number.POSITIVE_INFINITY : Date.now() + limits.maxMs;
    const onProgress = limits.onProgress;
    const signal = limits.signal;
    const observer = limits.observer;
    const onTour = limits.onTour;
    let startFree = startFreeAtRoot;
    let count = 0;
    let nodes = 1;
    let stopped;
    let deepestLen = this.deepestLen;
    let lowWater = deepestLen;
    let nextCheck = 0;
    let recheck = false;
    let d = root;
    while (d >= root) {
      let k = -1;
      if (plain) {
        const m = pending[d];
        if (m !== 0) {
          const low = m & -m;
          pending[d] = m ^ low;
          k = 31 - Math.clz32(low);
        }
      } else if (childPos[d] < childCount[d]) {
        k = children[d * 8 + childPos[d]];
        childPos[d]++;
      }
      if (k >= 0) {
        const cell = path[d] + off[k];
        const parentEnds = ends[d];
        const lowers = oneMask[d] >> k & 1;
        d++;
        path[d] = cell;
        saved[d] = deg[cell];
        deg[cell] = BLOCKED;
        deg[cell + off[0]]--;
        deg[cell + off[1]]--;
        deg[cell + off[2]]--;
        deg[cell + off[3]]--;
        deg[cell + off[4]]--;
        deg[cell + off[5]]--;
        deg[cell + off[6]]--;
        deg[cell + off[7]]--;
        startFree -= nearStart[cell];
        nodes++;
        if (observer !== void 0) observer.enter(squareIndexOfCell(g, cell), d);
        if (track && d >= deepestLen) {
          for (let i = lowWater; i <= d; i++) deepestCells[i] = path[i];
          deepestLen = d + 1;
          lowWater = d + 1;
        }
        if (d === N - 1) {
          if (!closed || nearStart[cell] === 1) {
            count++;
            if (onTour !== void 0) onTour(path);
            if (!countAll) {
              this.deepestLen = deepestLen;
              return { found: true, count, nodes, stopped };
            }
          }
          childCount[d] = 0;
          pending[d] = 0;
        } else if (connectivity && nodes >= nextCheck && !this.connected(cell, N - 1 - d)) {
          recheck = true;
          childCount[d] = 0;
          pending[d] = 0;
        } else {
          if (connectivity && nodes >= nextCheck) {
            nextCheck = nodes + Math.max(16, N - 1 - d >> CHECK_SHIFT);
          }
          ends[d] = parentEnds - lowers;
          this.expand(d, N, closed, rank, keys, startFree);
          if (countAll && plain && d === N - 2) {
            const m = pending[d];
            if (m !== 0) {
              const last = cell + off[31 - Math.clz32(m)];
              if (!closed || nearStart[last] === 1) {
                count++;
                if (onTour !== void 0) {
                  path[d + 1] = last;
                  onTour(path);
                }
              }
            }
            pending[d] = 0;
          }
        }
        childPos[d] = 0;
        if (nodes >= maxNodes) {
          stopped = "max-nodes";
          break;
        }
        if ((nodes & CLOCK_MASK) === 0) {
          if (Date.now() > deadline) stopped = "max-ms";
          else if (signal?.aborted) stopped = "aborted";
          if ((nodes & PROGRESS_MASK) === 0) onProgress?.(nodes, count);
          if (stopped) break;
        }
      } else {
        const cell = path[d];
        if (d > 0 || !closed) {
          deg[cell + off[0]]++;
          deg[cell + off[1]]++;
          deg[cell + off[2]]++;
          deg[cell + off[3]]++;
          deg[cell + off[4]]++;
          deg[cell + off[5]]++;
          deg[cell + off[6]]++;
          deg[cell + off[7]]++;
        }
        deg[cell] = saved[d];
        startFree += nearStart[cell];
        if (observer !== void 0 && d > root) observer.leave(squareIndexOfCell(g, cell), d);
        d--;
        if (d + 1 < lowWater) lowWater = d + 1;
        if (recheck && d >= root) {
          if (this.connected(path[d], N - 1 - d)) recheck = false;
          else {
            childCount[d] = 0;
            pending[d] = 0;
          }
        }
      }
    }
    this.deepestLen = deepestLen;
    return { found: false, count, nodes, stopped };
  }
  /**
   * Are the `remaining` unvisited squares connected by knight moves? A completion visits them
   * all in one walk that never returns to a visited square, so a split means a dead end.
   * Breadth-first from an unvisited neighbour of `current` (none: not this check's concern).
   */
  connected(current, remaining) {
    if (remaining <= 1) return true;
    const deg = this.deg;
    const off = this.geometry.offsets;
    let seed = -1;
    for (let k = 0; k < 8 && seed < 0; k++) {
      if (deg[current + off[k]] < FREE_LIMIT) seed = current + off[k];
    }
    if (seed < 0) return true;
    if (this.epoch === 4294967295) {
      this.mark.fill(0);
      this.epoch = 0;
    }
    const epoch = ++this.epoch;
    const mark = this.mark;
    const queue = this.queue;
    mark[seed] = epoch;
    queue[0] = seed;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const u = queue[head++];
      for (let k = 0; k < 8; k++) {
        const v = u + off[k];
        if (deg[v] < FREE_LIMIT && mark[v] !== epoch) {
          mark[v] = epoch;
          queue[tail++] = v;
        }
      }
    }
    return tail === remaining;
  }
  /**
   * Computes the children of the node at depth `d` (square `path[d]` just visited), after
   * the pruning rules; none when the node is a dead end.
   */
  expand(d, N, closed, rank, keys, startFree) {
    const deg = this.deg;
    const off = this.geometry.offsets;
    const c = this.path[d];
    const remaining = N - 1 - d;
    let all = 0;
    let low = 0;
    let lowCount = 0;
    let ones = 0;
    let oneCount = 0;
    for (let k = 0; k < 8; k++) {
      const du = deg[c + off[k]];
      if (du >= FREE_LIMIT) continue;
      all |= 1 << k;
      if (closed ? du <= 1 : du === 0) {
        low |= 1 << k;
        lowCount++;
      } else if (!closed && du === 1) {
        ones |= 1 << k;
        oneCount++;
      }
    }
    let mask = all;
    this.oneMask[d] = ones;
    if (remaining === 1) {
      mask = all;
    } else if (closed) {
      if (startFree === 0) mask = 0;
      else if (d > 0) {
        if (lowCount >= 2) mask = 0;
        else if (lowCount === 1) mask = low;
      }
    } else if (lowCount > 0) {
      mask = 0;
    } else {
      const total = this.ends[d] + oneCount;
      this.ends[d] = total;
      if (total >= 3) mask = 0;
      else if (total === 2) mask = ones;
    }
    let count = 0;
    const base = d * 8;
    const children = this.children;
    if (rank === void 0) {
      this.pending[d] = mask;
    } else {
      const p = this.geometry.pattern[c] << 3;
      for (let k = 0; k < 8; k++) {
        if ((mask >> k & 1) === 0) continue;
        const key = deg[c + off[k]] * 8 + rank[p + k];
        let i = count++;
        while (i > 0 && keys[i - 1] > key) {
          keys[i] = keys[i - 1];
          children[base + i] = children[base + i - 1];
          i--;
        }
        keys[i] = key;
        children[base + i] = k;
      }
    }
    this.childCount[d] = count;
  }
};

// ../../packages/core/src/search/search.ts
var SEARCH_ALGORITHMS = ["backtrack", "warnsdorff-backtrack"];
var DEFAULT_SEARCH_NODES = 1e8;
function closedParityReason(board) {
  if (board.width * board.height % 2 === 1 && board.width * board.height > 1) {
    return `no closed tour of ${boardName(board)}: a closed tour alternates colours around a cycle, so it needs as many white as black squares, and an odd board has one more white`;
  }
  return void 0;
}
function validateLimit(name, value) {
  if (value !== void 0 && !(value >= 0)) {
    throw new KnightsTourError(`${name} must be a non-negative number, got ${String(value)}`);
  }
}
function searchFrom(board, x, y, options = {}) {
  const began = Date.now();
  const closed = options.closed ?? false;
  const parity = parityReason(board, x, y) ?? (closed ? closedParityReason(board) : void 0);
  if (parity) return { status: "none", nodes: 0, ms: Date.now() - began, reason: parity };
  const search = new TourSearch(board);
  const g = search.geometry;
  const table = options.order === "warnsdorff" ? rankTable(g, amlOrder(board, x, y)) : void 0;
  const outcome = search.run(cellOf(g, x, y), { ...options, closed, table });
  const ms = Date.now() - began;
  if (outcome.found) return { status: "found", squares: search.tour(), nodes: outcome.nodes, ms };
  const deepest = search.deepest();
  if (outcome.stopped) {
    const why = outcome.stopped === "max-nodes" ? `node limit ${options.maxNodes}` : outcome.stopped === "max-ms" ? `time limit ${options.maxMs} ms` : "aborted";
    return { status: "gave-up", deepest, nodes: outcome.nodes, ms, reason: why };
  }
  return { status: "none", deepest, nodes: outcome.nodes, ms };
}

// ../../packages/core/src/text/quote.ts
function escapeControls(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 256 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
function quote(text, max = 40) {
  const one = String(text).replace(/[ \t\r\n]+/g, " ").trim();
  const cut = one.length > max ? `${one.slice(0, max - 1)}…` : one;
  return `'${escapeControls(cut)}'`;
}
function orList(names) {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

// ../../packages/core/src/text/names.ts
function closestName(word, names) {
  const a = word.toLowerCase();
  let best;
  let bestDistance = Math.max(1, Math.floor(a.length / 3)) + 1;
  for (const name of names) {
    const b = name.toLowerCase();
    let prev2 = [];
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const row = [i];
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          d = Math.min(d, prev2[j - 2] + 1);
        }
        row.push(d);
      }
      prev2 = prev;
      prev = row;
    }
    const distance = prev[b.length];
    if (distance < bestDistance && distance < Math.max(a.length, b.length)) {
      bestDistance = distance;
      best = name;
    }
  }
  return best;
}
function didYouMean(word, names, prefix = "") {
  const name = closestName(word, names);
  return name === void 0 ? "" : `: did you mean ${prefix}${name}?`;
}

// ../../packages/core/src/board/symmetry.ts
function permutationSign(axes) {
  let sign = 1;
  for (let i = 0; i < axes.length; i++) {
    for (let j = i + 1; j < axes.length; j++) if (axes[i] > axes[j]) sign = -sign;
  }
  return sign;
}
function make(name, axes, flips, sides) {
  const det = permutationSign(axes) * flips.reduce((s, f) => f ? -s : s, 1);
  const kind = det > 0 ? "rotation" : "reflection";
  if (axes.length === 2) {
    const [a0, a1] = axes;
    const [f0, f1] = flips;
    const m0 = sides[0] - 1;
    const m1 = sides[1] - 1;
    const apply2 = (x, y) => {
      const u = a0 === 0 ? x : y;
      const v = a1 === 0 ? x : y;
      return [f0 ? m0 - u : u, f1 ? m1 - v : v];
    };
    return {
      name,
      kind,
      axes,
      flips,
      apply: apply2,
      applyVector(dx, dy) {
        const u = a0 === 0 ? dx : dy;
        const v = a1 === 0 ? dx : dy;
        return [f0 ? -u : u, f1 ? -v : v];
      },
      fixes(x, y) {
        const [u, v] = apply2(x, y);
        return u === x && v === y;
      }
    };
  }
  const image = (c, reflect) => {
    const q = [0, 0, 0];
    for (let i = 0; i < 3; i++) {
      const v = c[axes[i]];
      q[i] = flips[i] ? reflect(i, v) : v;
    }
    return q;
  };
  const apply = (x, y, z = 0) => image([x, y, z], (i, v) => sides[i] - 1 - v);
  return {
    name,
    kind,
    axes,
    flips,
    apply,
    applyVector: (dx, dy, dz = 0) => image([dx, dy, dz], (_, v) => -v),
    fixes(x, y, z = 0) {
      const q = apply(x, y, z);
      return q[0] === x && q[1] === y && q[2] === z;
    }
  };
}
var PLANE = [
  // name, axes, flips, square boards only. Rotations are clockwise in screen orientation
  // (y down): rot90 maps the top-left corner to the top-right one, so quadrant q goes to q + 1.
  ["identity", [0, 1], [false, false], false],
  ["rot90", [1, 0], [true, false], true],
  ["rot180", [0, 1], [true, true], false],
  ["rot270", [1, 0], [false, true], true],
  ["flipX", [0, 1], [true, false], false],
  ["flipY", [0, 1], [false, true], false],
  ["transpose", [1, 0], [false, false], true],
  ["antiTranspose", [1, 0], [true, true], true]
];
var PERMUTATIONS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0]
];
var AXIS_NAMES = ["x", "y", "z"];
function symmetriesOf(board) {
  if (board.depth === 1) {
    const sides = [board.width, board.height];
    const square = board.width === board.height;
    return PLANE.filter(([, , , squareOnly]) => square || !squareOnly).map(
      ([name, axes, flips]) => make(name, axes, flips, sides)
    );
  }
  return boxSymmetries(board);
}
function boxSymmetries(board) {
  const sides = [board.width, board.height, board.depth];
  const out = [];
  for (const axes of PERMUTATIONS) {
    if (axes.some((a, i) => sides[a] !== sides[i])) continue;
    for (let bits = 0; bits < 8; bits++) {
      const flips = [(bits & 1) !== 0, (bits & 2) !== 0, (bits & 4) !== 0];
      const name = `(${axes.map((a, i) => `${flips[i] ? "-" : ""}${AXIS_NAMES[a]}`).join(",")})`;
      out.push(make(name, axes, flips, sides));
    }
  }
  return out;
}

// ../../packages/core/src/three-d/moves.ts
var MOVES_3D = (() => {
  const out = [];
  for (let two = 0; two < 3; two++) {
    for (let one = 0; one < 3; one++) {
      if (one === two) continue;
      for (const s2 of [-1, 1]) {
        for (const s1 of [-1, 1]) {
          const m = [0, 0, 0];
          m[two] = 2 * s2;
          m[one] = s1;
          out.push(m);
        }
      }
    }
  }
  return out;
})();

// ../../packages/core/src/three-d/symmetry.ts
var same = (a, b) => a[0] === b[0] && a[1] === b[1] && (a[2] ?? 0) === b[2];
function chamberMap3d(board, cell, group = boxSymmetries(board)) {
  let rep = cell;
  let best = cellIndex(board, ...cell);
  for (const g of group) {
    const [x, y, z = 0] = g.apply(...cell);
    const i = cellIndex(board, x, y, z);
    if (i < best) {
      best = i;
      rep = [x, y, z];
    }
  }
  for (const g of group) {
    if (same(g.apply(...rep), cell)) return { symmetry: g, representative: rep };
  }
  throw new Error("unreachable: the identity maps a cell to itself");
}

// ../../packages/core/src/three-d/walk.ts
var HEURISTICS_3D = ["warnsdorff3d", "octaml3d", "octaml16-3d"];
var OCTAML16_3D_VARIANTS = [1, -1].flatMap(
  (r) => Array.from({ length: 8 }, (_, t) => ({ r, t }))
);
function baseVector3d(variant) {
  const weights = variant.r === 1 ? [1, 4, 16] : [16, 4, 1];
  return [0, 1, 2].map((i) => -weights[i] * (variant.t >> i & 1 ? -1 : 1));
}
function ranksByVector(v) {
  const dots = MOVES_3D.map(([a, b, c]) => a * v[0] + b * v[1] + c * v[2]);
  const order = dots.map((_, m) => m).sort((p, q) => dots[q] - dots[p]);
  const ranks = new Uint8Array(MOVES_3D.length);
  order.forEach((m, rank) => {
    ranks[m] = rank;
  });
  if (new Set(dots).size !== dots.length) {
    throw new KnightsTourError(`vector (${v.join(",")}) does not order the 24 moves strictly`);
  }
  return ranks;
}
function octaml3dRanks(board, start, variant, group = boxSymmetries(board)) {
  const { symmetry } = chamberMap3d(board, start, group);
  const [a, b, c = 0] = symmetry.applyVector(...baseVector3d(variant));
  return ranksByVector([a, b, c]);
}
var MOVE_NUMBER_RANKS = Uint8Array.from(MOVES_3D, (_, m) => m);
var MOVE_COUNT = 24;
var Runner3d = class {
  board;
  group;
  targets;
  initialDegree;
  geometry;
  geometryRange;
  degree;
  visited;
  path;
  constructor(board) {
    this.board = board;
    this.group = boxSymmetries(board);
    const n = cellCount(board);
    const { width: w, height: h, depth: d } = board;
    this.targets = new Int32Array(n * MOVE_COUNT);
    this.initialDegree = new Uint8Array(n);
    this.geometry = new Int32Array(n);
    const faceRange = Math.floor((Math.max(w, h, d) - 1) / 2) + 1;
    let maxGeometry = 0;
    for (let z = 0; z < d; z++) {
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const i = cellIndex(board, x, y, z);
          const key = cornerDistance(board, x, y, z) * faceRange + // The z faces count even on a flat box: the 3-D rule as published in docs/three-d.md.
          Math.min(edgeDistance(board, x, y, z), z, d - 1 - z);
          this.geometry[i] = key;
          if (key > maxGeometry) maxGeometry = key;
          let degree = 0;
          for (let m = 0; m < MOVE_COUNT; m++) {
            const [dx, dy, dz] = MOVES_3D[m];
            const tx = x + dx;
            const ty = y + dy;
            const tz = z + dz;
            const inside = tx >= 0 && ty >= 0 && tz >= 0 && tx < w && ty < h && tz < d;
            this.targets[i * MOVE_COUNT + m] = inside ? cellIndex(board, tx, ty, tz) : -1;
            if (inside) degree++;
          }
          this.initialDegree[i] = degree;
        }
      }
    }
    this.geometryRange = maxGeometry + 1;
    this.degree = new Uint8Array(n);
    this.visited = new Uint8Array(n);
    this.path = new Int32Array(n);
  }
  /** One greedy attempt from a flat index with the given move ranks; returns the walk's length (in `this.path`). */
  attempt(start, ranks) {
    const { targets, geometry, degree, visited, path } = this;
    const range = this.geometryRange;
    degree.set(this.initialDegree);
    visited.fill(0);
    let current = start;
    let length = 0;
    for (; ; ) {
      visited[current] = 1;
      path[length++] = current;
      const base = current * MOVE_COUNT;
      let best = -1;
      let bestKey = 2147483647;
      for (let m = 0; m < MOVE_COUNT; m++) {
        const t = targets[base + m];
        if (t < 0) continue;
        const left = --degree[t];
        if (visited[t] !== 0) continue;
        const key = (left * range + geometry[t]) * MOVE_COUNT + ranks[m];
        if (key < bestKey) {
          bestKey = key;
          best = t;
        }
      }
      if (best < 0) return length;
      current = best;
    }
  }
  /** Runs a heuristic from a cell (a possible start; parity is the caller's concern). */
  run(algorithm, start) {
    const n = cellCount(this.board);
    const index = cellIndex(this.board, ...start);
    if (algorithm === "warnsdorff3d") {
      const length = this.attempt(index, MOVE_NUMBER_RANKS);
      return {
        complete: length === n,
        cells: this.path.slice(0, length),
        attempts: 1,
        walked: length
      };
    }
    const variants = algorithm === "octaml3d" ? OCTAML16_3D_VARIANTS.slice(0, 1) : OCTAML16_3D_VARIANTS;
    let longest;
    let walked = 0;
    for (let a = 0; a < variants.length; a++) {
      const variant = variants[a];
      const length = this.attempt(index, octaml3dRanks(this.board, start, variant, this.group));
      walked += length;
      if (length === n) {
        const cells = this.path.slice(0, length);
        return { complete: true, cells, attempts: a + 1, walked, variant };
      }
      if (longest === void 0 || length > longest.cells.length) {
        const cells = this.path.slice(0, length);
        longest = { complete: false, cells, attempts: a + 1, walked, variant };
      }
    }
    return { ...longest, attempts: variants.length, walked };
  }
};

// ../../packages/core/src/algorithms.ts
var HEURISTICS_2D = [
  "warnsdorff",
  "aml",
  "octaml",
  "octaml16",
  "order-34567812",
  "squirrel-cull",
  "switching",
  "roth",
  "roth-mathematica",
  "pohl",
  "parberry"
];
var HEURISTICS = [...HEURISTICS_2D, ...HEURISTICS_3D];
var ALGORITHMS = [
  "auto",
  ...HEURISTICS_2D,
  ...SEARCH_ALGORITHMS,
  ...HEURISTICS_3D
];
var ALGORITHM_FAMILIES = [
  {
    prefix: "order-",
    pattern: "order-DDDDDDDD",
    example: "order-34567812",
    summary: "fewest onward moves, ties to the first in a fixed order of the moves 1..8 (any of the 8! orders)"
  },
  {
    prefix: "pohl-",
    pattern: "pohl-DDDDDDDD",
    example: "pohl-87654321",
    summary: "Pohl's rule with its last ties in a fixed order of the moves 1..8"
  }
];
var MAX_SEED = 2 ** 32 - 1;
function canonical(name) {
  if (name === `order-${MOVE_NUMBER_ORDER}`) return "warnsdorff";
  if (name === `pohl-${MOVE_NUMBER_ORDER}`) return "pohl";
  return name;
}
function entryOf(name) {
  return Object.hasOwn(INFO, name) ? INFO[name] : familyEntry(name);
}
function isAlgorithmName(name) {
  return canonical(name) === name && entryOf(name) !== void 0;
}
function isHeuristicName(name) {
  return isAlgorithmName(name) && entryOf(name).kind === "heuristic";
}
function algorithmInfo(algorithm) {
  const name = isAlgorithmName(algorithm) ? algorithm : parseAlgorithm(algorithm);
  const { rule, ...entry } = entryOf(name);
  return {
    name,
    ...entry,
    squareOnly: entry.squareOnly ?? false,
    attempts: entry.attempts ?? (rule ? maxAttempts(rule) : 1),
    ...rule ? { levels: ["degree", ...rule.levels] } : {},
    ...rule?.orders.kind === "fixed" ? { orders: rule.orders.orders } : {}
  };
}
function ruleOf(algorithm) {
  return entryOf(algorithm)?.rule;
}
function expectedNames(names, families) {
  const patterns = families ? ALGORITHM_FAMILIES.map((f) => f.pattern) : [];
  return `expected one of ${[...names, ...patterns].join(", ")}`;
}
function parseAlgorithm(text, accept = () => true) {
  const name = canonical(String(text).trim().toLowerCase());
  const listed = ALGORITHMS.filter((a) => accept(algorithmInfo(a)));
  const families = ALGORITHM_FAMILIES.some((f) => accept(algorithmInfo(f.example)));
  const family = ALGORITHM_FAMILIES.find((f) => name.startsWith(f.prefix));
  if (family && families && !Object.hasOwn(INFO, name)) {
    const digits = name.slice(family.prefix.length);
    if (!isMoveOrder(digits)) {
      throw new KnightsTourError(
        `malformed order ${quote(String(text))}: an order is the 8 moves 1..8, each once, highest priority first (e.g. ${family.example})`
      );
    }
  }
  const entry = entryOf(name);
  if (entry && accept(algorithmInfo(name))) return name;
  throw new KnightsTourError(
    `unknown algorithm ${quote(String(text))}${didYouMean(name, listed)} (${expectedNames(listed, families)})`
  );
}
function fitsBoard(algorithm, board) {
  const info = algorithmInfo(algorithm);
  if (info.dimensions === 3) return true;
  return board.depth === 1 && (!info.squareOnly || board.width === board.height);
}
function checkFitsBoard(algorithm, board) {
  if (fitsBoard(algorithm, board)) return;
  if (board.depth === 1) {
    throw new KnightsTourError(`${algorithm} runs on square boards only, not ${boardName(board)}`);
  }
  throw new KnightsTourError(
    `${algorithm} runs on 2-D boards only; on ${boardName(board)} use ${orList([...HEURISTICS_3D].reverse())}`
  );
}
function checkSeed(algorithm, seed) {
  if (!algorithmInfo(algorithm).seed) {
    const seeded = ALGORITHMS.filter((a) => INFO[a].seed);
    throw new KnightsTourError(`a seed only applies to ${orList(seeded)}, not ${algorithm}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new KnightsTourError(
      `seed must be an integer from 0 to ${MAX_SEED}, got ${String(seed)}`
    );
  }
}

// ../../packages/core/src/search/exists.ts
var SCHWENK = "Schwenk (1991): an m×n board with m ≤ n has a closed tour unless m and n are both odd, or m is 1, 2 or 4, or m = 3 and n is 4, 6 or 8";
var OPEN_THEOREM = "Cull & De Curtins (1978), Conrad et al. (1994): an m×n board with m ≤ n has an open tour if and only if m = n = 1, or m = 3 and n = 4 or n ≥ 7, or m = 4 and n ≥ 5, or m ≥ 5";
var SEARCH_SQUARES = 1e6;
function closedToursExist(board) {
  const m = Math.min(board.width, board.height);
  const n = Math.max(board.width, board.height);
  if (m % 2 === 1 && n % 2 === 1) return false;
  if (m === 1 || m === 2 || m === 4) return false;
  return !(m === 3 && (n === 4 || n === 6 || n === 8));
}
function openToursExist(board) {
  const m = Math.min(board.width, board.height);
  const n = Math.max(board.width, board.height);
  return m === 1 && n === 1 || m === 3 && (n === 4 || n >= 7) || m === 4 && n >= 5 || m >= 5;
}
function existence(board, options = {}) {
  const { width: w, height: h } = board;
  const m = Math.min(w, h);
  const n = Math.max(w, h);
  const size = boardName(board);
  const start = options.start;
  const here = `m = ${m}, n = ${n}`;
  if (options.closed) {
    const exists = closedToursExist(board);
    if (!exists && m % 2 === 1 && n % 2 === 1) {
      return {
        exists,
        certainty: "proven",
        basis: "parity",
        reason: `no closed tour of ${size}: a closed tour alternates colours around a cycle, so it needs as many white squares as black, and an odd board has one more white (${SCHWENK})`
      };
    }
    const anywhere = start ? " A closed tour visits every square, so it can be started from any of them." : "";
    return {
      exists,
      certainty: "proven",
      basis: "schwenk-1991",
      reason: `${exists ? "closed tours of" : "no closed tour of"} ${size}: ${SCHWENK}; here ${here}.${exists ? anywhere : ""}`
    };
  }
  if (w === 1 && h === 1) {
    return {
      exists: true,
      certainty: "proven",
      basis: "trivial",
      reason: "the 1x1 board: the walk of its one square is a tour"
    };
  }
  if (start) {
    const parity = parityReason(board, start[0], start[1]);
    if (parity) return { exists: false, certainty: "proven", basis: "parity", reason: parity };
  }
  const onBoardExists = openToursExist(board);
  if (!onBoardExists || !start) {
    return {
      exists: onBoardExists,
      certainty: "proven",
      basis: "open-tour-theorem",
      reason: `${onBoardExists ? "open tours of" : "no open tour of"} ${size}${start ? " from any square" : ""}: ${OPEN_THEOREM}; here ${here}.`
    };
  }
  const [x, y] = start;
  const inner = innerLineReason(board, x, y);
  if (inner)
    return { exists: false, certainty: "proven", basis: "open-tour-theorem", reason: inner };
  const from = `from ${squareLabel([x, y])}`;
  const budget = options.maxNodes ?? Math.max(1e6, 4 * w * h);
  let nodes;
  if (budget > 0 && w * h <= SEARCH_SQUARES) {
    const result = searchFrom(board, x, y, { order: "warnsdorff", maxNodes: budget });
    nodes = result.nodes;
    const spent = `${result.nodes.toLocaleString("en-US")} nodes`;
    if (result.status === "found") {
      return {
        exists: true,
        certainty: "proven",
        basis: "search",
        reason: `an open tour of ${size} ${from} exists: Warnsdorff-ordered exact search found one in ${spent}`,
        nodes
      };
    }
    if (result.status === "none") {
      return {
        exists: false,
        certainty: "proven",
        basis: "search",
        reason: `no open tour of ${size} ${from}: exact search exhausted every continuation in ${spent} (the board has open tours from other squares: ${OPEN_THEOREM})`,
        nodes
      };
    }
  }
  const searched = nodes === void 0 ? "" : ` (exact search gave up after ${nodes.toLocaleString("en-US")} nodes)`;
  if (w === h && n >= 5 && n <= 430) {
    return {
      exists: true,
      certainty: "verified",
      basis: "octaml16-verified",
      reason: `an open tour of ${size} ${from} exists: OctAML16 found one from every possible start of every n×n board with 5 ≤ n ≤ 430 (Costa & Pereira de Sá)${searched}`,
      ...nodes === void 0 ? {} : { nodes }
    };
  }
  if (w === h && n > 430) {
    return {
      exists: true,
      certainty: "believed",
      basis: "conjecture",
      reason: `an open tour of ${size} ${from} is believed to exist: open tours exist from every possible start of n×n for n ≥ 5 as far as verified (OctAML16 up to 430), not proven beyond${searched}`,
      ...nodes === void 0 ? {} : { nodes }
    };
  }
  return {
    exists: void 0,
    certainty: "unknown",
    basis: "unknown",
    reason: `unknown whether an open tour of ${size} starts at ${squareLabel([x, y])}: the board has open tours (${OPEN_THEOREM}), but not necessarily from every square${searched}`,
    ...nodes === void 0 ? {} : { nodes }
  };
}
function innerLineReason(board, x, y) {
  const { width: w, height: h } = board;
  const across = w === 4 ? x : h === 4 ? y : -1;
  if (across !== 1 && across !== 2) return void 0;
  return `no open tour of ${boardName(board)} starts at ${squareLabel([x, y])}: on a 4-wide board the outer-line squares only reach the inner lines, so a tour from an inner square would alternate inner and outer squares and, since knight moves alternate colours, all outer squares would share one colour, which they do not; every open tour begins and ends on an outer line`;
}

// ../../packages/core/src/construct/blocks.ts
var PUNCTURED_SIDES = [5, 7, 9, 11];
function splitEven(length) {
  const parts = [];
  let rest = length;
  while (rest > 10) {
    const part = rest - 8 >= 6 ? 8 : 6;
    parts.push(part);
    rest -= part;
  }
  if (rest > 0) parts.push(rest);
  return parts;
}
function isEvenSpan(length) {
  return length === 0 || length >= 6 && length % 2 === 0;
}
function splitSide(length) {
  if (length % 2 === 0) return splitEven(length);
  if (length <= 9) return [length];
  return [5, ...splitEven(length - 5)];
}
function oddCuts(length, c) {
  const cuts = [];
  for (const size of PUNCTURED_SIDES) {
    for (let offset = 0; offset <= c; offset += 2) {
      if (c < offset + size && isEvenSpan(offset) && isEvenSpan(length - offset - size)) {
        cuts.push({ offset, size });
      }
    }
  }
  return cuts;
}
function cutSides(length, cut) {
  return [
    ...cut.offset > 0 ? splitEven(cut.offset) : [],
    cut.size,
    ...length - cut.offset - cut.size > 0 ? splitEven(length - cut.offset - cut.size) : []
  ];
}
function puncturedCuts(width, height, x, y) {
  const pairs = [];
  for (const cx of oddCuts(width, x)) for (const cy of oddCuts(height, y)) pairs.push([cx, cy]);
  return pairs.map((pair, i) => ({ pair, i, area: pair[0].size * pair[1].size })).sort((a, b) => a.area - b.area || a.i - b.i).map((e) => e.pair);
}
var STRIP_EDGE = [-1, 0, -2, 2];
function baseKey(w, h, hole) {
  return hole ? `${w}x${h}-${hole[0]},${hole[1]}` : `${w}x${h}`;
}

// ../../packages/core/src/construct/closed-bases.ts
var BASE_TOURS = {
  "piece-4x3": "8:41641638528",
  "5x5-0,0": "4:76183613467124578352174",
  "5x5-0,4": "0:54761428754217643861247",
  "5x5-4,4": "0:54785328754216145782583",
  "5x6": "0:54768144287641745231852765328",
  "5x7-0,0": "4:728675423838765314761835823642174",
  "5x7-0,2": "0:547671234686321614578745217541723",
  "5x7-0,4": "0:547671234681356783581324586618341",
  "5x7-0,6": "0:547671234681356782552175231457612",
  "5x7-1,1": "0:547671258542318656183236368367823",
  "5x7-1,3": "0:547671234676183236145768147432783",
  "5x7-1,5": "0:547672724632176745232874418675421",
  "5x7-2,0": "0:547671234676183235672863581325471",
  "5x7-2,2": "0:547671234676183235672863581324571",
  "5x7-2,4": "0:547671234676183258643216418675421",
  "5x7-2,6": "0:547671234676183258643216167452317",
  "5x7-3,1": "0:547671234681361457681356183538723",
  "5x7-3,3": "0:547671234681356717452241867541723",
  "5x7-3,5": "0:547671234681356141865618346814723",
  "5x7-4,0": "0:552876532286754172463217674522471",
  "5x7-4,2": "0:547671234741867536183461743217583",
  "5x7-4,4": "0:547286754238387652743217674523883",
  "5x7-4,6": "0:547671234677418324585217568258341",
  "5x8": "0:547678232457671258542328767452216325682",
  "5x9-0,0": "4:7286765323287447678244761833274775412532174",
  "5x9-0,2": "0:5476761836132346885682356142318676532225682",
  "5x9-0,4": "0:5476761836423217542876747431865321683438147",
  "5x9-0,6": "0:5476761836132346885571235214576783521235682",
  "5x9-0,8": "0:5476761471232457678241661343287427665223682",
  "5x9-1,1": "0:5476761836132542175661165323277764323186613",
  "5x9-1,3": "0:5476761836423217676432318538758652833476113",
  "5x9-1,5": "0:5476761836145232175428755782343185667123613",
  "5x9-1,7": "0:5476761836132346885572523217676431835214571",
  "5x9-2,0": "0:5476761836423217676432381676528346114428752",
  "5x9-2,2": "0:5476761836132346767123245767835217414135682",
  "5x9-2,4": "0:5476761836132346767123245827585864328652328",
  "5x9-2,6": "0:5476761832442876754232176764318653125214571",
  "5x9-2,8": "0:5476761832586432318676532328767452216325682",
  "5x9-3,1": "0:5476761836132346885682323657613671232457612",
  "5x9-3,3": "0:5476761836132346885682323567614186532125417",
  "5x9-3,5": "0:5476761836418323467671232458521758568234612",
  "5x9-3,7": "0:5476761836423217676383342875523185617653113",
  "5x9-4,0": "0:5528767542321758674523275782343867165312247",
  "5x9-4,2": "0:5476761836132347418656712442175856823561421",
  "5x9-4,4": "0:5472867653186432383875421766522478753618323",
  "5x9-4,6": "0:5476761836132346712458275367616124578234713",
  "5x9-4,8": "0:5476771323468135676174317741343185617653113",
  "5x10": "0:5476768132577452323186741346813677653183467833328",
  "5x11-0,2": "0:54767671232346886763581356183431832458256767242727431",
  "5x11-0,8": "0:54767671232346712458275368867541743274761833471258341",
  "5x11-1,1": "0:54767671232542175427418676754174321468367618325835213",
  "5x11-1,3": "0:54767671232346768864388542874521254172583521356114571",
  "5x11-1,5": "0:54767671255813561835824132356761132457672522834688632",
  "5x11-1,7": "0:54767671232346813568832458667618361452385782414164141",
  "5x11-1,9": "0:54767672132346712458275368867542327576183236578243823",
  "5x11-2,0": "0:54767671232346813568832547676814723417542757174521313",
  "5x11-2,2": "0:54767671232346768864388542874521254142175864174224571",
  "5x11-2,4": "0:54767671232346717675417232413567672476183347283314571",
  "5x11-2,6": "0:54767671232346767618361323245827675682346852314278531",
  "5x11-2,8": "0:54767671232346767618358241323561418676754223685228632",
  "5x11-2,10": "0:54767671232346712458275368867452327576183236578243823",
  "5x11-3,1": "0:54767671232346813641865686823258353886744166183642321",
  "5x11-3,3": "0:54767671232346712458275367175411676438581356183438142",
  "5x11-3,5": "0:54767671232346813561145787563872325521767542874522412",
  "5x11-3,7": "0:54767671232346712458275368867541723255761835213561421",
  "5x11-3,9": "0:54767671232346712458275368867541724476183235614712531",
  "5x11-4,2": "0:54767671232347275367175638723255212457676813561833142",
  "5x11-4,8": "0:54767123467124582753676782447618323686525813245276123",
  "6x6": "0:54678141354768146321853876452388742",
  "6x7": "0:54614767183236167542368581234577521863327",
  "6x8": "0:54614767813236387674531421867645227612456133872",
  "6x9": "0:54614761367681232464187546781472332755763187424661213",
  "6x10": "0:54614761367671832324641875412767654171345724761236872335813",
  "6x11": "0:54614761367678132324641874276744186763165416183441367136685212522",
  "7x7-0,0": "6:72576836147182338675385432868834283574368813474",
  "7x7-0,2": "0:54576836181324646781433614767218631347256717431",
  "7x7-0,4": "0:54576818323546761813246461287654125874256323871",
  "7x7-0,6": "0:54576811645385232752187654171324661135538783582",
  "7x7-1,1": "0:54576818323546761813246461276525712863165333871",
  "7x7-1,3": "0:54576818323546761814724653136781234672146633871",
  "7x7-1,5": "0:54576827132454767274328755232728742753678258341",
  "7x7-2,2": "0:54576828543218758545223685718241355381864688341",
  "7x7-2,4": "0:54576818323546761813246467814328745571824533871",
  "7x7-2,6": "0:54576828543218742767416452228674552283468523871",
  "7x7-3,3": "0:54576836147182583235538527521874561713246617522",
  "7x7-3,5": "0:54576836147271234567242777147241355388146868341",
  "7x7-4,4": "0:54576818323546147856147182475432718346771324672",
  "7x7-4,6": "0:54576163238528175754327782583456181325632875327",
  "7x7-5,5": "0:54576828536323852817545218741468752741643855211",
  "7x7-6,6": "0:54576833275218765417132467547288323657824353871",
  "7x8": "0:5457671823246468632385281767527454171313475728555213611",
  "7x9-0,0": "6:7257678123247767454163232817455218763527671472463476123612743",
  "7x9-0,2": "0:5457678123246467682713234636147612166663216177413674246612283",
  "7x9-0,4": "0:5457678123246468338527287427536576181345864163287833578327431",
  "7x9-0,6": "0:5457678123246468338527287427645672581836135254761236177421438",
  "7x9-0,8": "0:5457678123246468338527287427676385364218646385231276417631723",
  "7x9-1,1": "0:5457678123246468338527278567134568183241356576124672168236421",
  "7x9-1,3": "0:5457678125723235461476857146181323456185228565682247874431713",
  "7x9-1,5": "0:5457678123246468338527287427536576131785364163281461774164213",
  "7x9-1,7": "0:5457678363232752187675364275238782583254338786143286522756328",
  "7x9-2,0": "0:5457678123252767638545274218234652867277446328285634142853871",
  "7x9-2,2": "0:5457678123245476857182438235467758183244287647853475213368272",
  "7x9-2,4": "0:5457678123246461361476121758674164531885452742838528234775411",
  "7x9-2,6": "0:5457678123246467682713234676638522338827676423641877434328783",
  "7x9-2,8": "0:5457678123246468338527287427676383458641638523127856317743411",
  "7x9-3,1": "0:5457678123246468338527287427585864532186441756181345864188332",
  "7x9-3,3": "0:5457678123245476857182416745413327287675323468661317225631258",
  "7x9-3,5": "0:5457678123246468338527287427676385452312785356175258241868332",
  "7x9-3,7": "0:5457678123246468338527287427676385314568183255632164761223682",
  "7x9-4,0": "0:5835467671823443818676543858183254428538287467447612277534282",
  "7x9-4,2": "0:5457678123245476857182435328176685452741223876683436328763183",
  "7x9-4,4": "0:5457678123246461287427676385314568183243461476185572386528231",
  "7x9-4,6": "0:5457678123246467681832586453852388853333852817645831683428752",
  "7x9-4,8": "0:5457678123246468338527287427676385314561638523872358783243682",
  "7x9-5,1": "0:5457678123246713463614761127676385452742387146631723587832438",
  "7x9-5,3": "0:5458367671823235538764761814612324646857164228134768368744113",
  "7x9-5,5": "0:5457678123246461287566416323281758674275452135878332774433871",
  "7x9-5,7": "0:5457687123246467682713433676718258325466114423878235763138752",
  "7x9-6,0": "0:5457678123245527287427676385452321774532867641883256532838521",
  "7x9-6,2": "0:5457678123245476857182416745413182363875346866123687143834388",
  "7x9-6,4": "0:5457678123246468338527287427676385364218683342785561461246121",
  "7x9-6,6": "0:5457678123246468338527287427676385452382582366185277454161213",
  "7x9-6,8": "0:5457678123246468338527287427676385447143827143674758241868332",
  "7x10": "0:545767618132413546147676818323246672134561661758124557183274523612741",
  "7x11-1,5": "0:545767683614718258361323245476781258575347132785441253272874723576336783272",
  "7x11-3,5": "0:545767683614718258361323245476781258323546813875346814668816541352861247421",
  "7x11-5,5": "0:545767683614718258361323245476781258323546836827134763875716531361653136121",
  "8x8": "0:545676181258545323172876741645423277113563477864381125746321672",
  "8x9": "0:54567683618123246552385287678241674541358632241817656814323876345874282",
  "8x10": "0:5456767181325865452742314281867674163474723855327411441638864128756418316531258",
  "8x11": "0:545676781836132324654285381874276741434587417874685452321647671312574478641286387234411",
  "9x9-0,0": "8:7257678182583613234546767258111654461824358824713286613416478244646718256314274",
  "9x9-0,2": "0:5454767614718123246446712458521728742565256728635818134536118672463163671834283",
  "9x9-0,4": "0:5454725767818258361323454676725812574523878125223616652583145611632167452461288",
  "9x9-0,6": "0:5454725767818385274545238571812324567442163677581381461141355764216833871347741",
  "9x9-0,8": "0:5454725767818255452385718123245653281874276685225528547541125824568227452461288",
  "9x9-1,1": "0:5454725767818258361325865255416323281635617525761825247136164221852764417528613",
  "9x9-1,3": "0:5454767614718125854542321817676454383328187414652458858177453127543176347138713",
  "9x9-1,5": "0:5454725767818258361461232456144676725812123638755634761824161145642161464216828",
  "9x9-1,7": "0:5454725767818258361323454676725812572582132467536476133216187235652718552531611",
  "9x9-2,2": "0:5454725767818232354567682718324668132346666385231428746817612324561765381436821",
  "9x9-2,4": "0:5454725767818258361323454676725812572854461332167255881145252186753521276464218",
  "9x9-2,6": "0:5454725767818232354567681813234546857614723813886745314385283814687653145276122",
  "9x9-2,8": "0:5454725767818258325753447618364232172876741324644688368612441682276456632872238",
  "9x9-3,3": "0:5454767614718123245457672214467252172874276763854541723527185618343857432781438",
  "9x9-3,5": "0:5454725767818258361323454676725811165434761824368218553271246528276461442568218",
  "9x9-3,7": "0:5454725767835818132345467671812572323614566476182411475414521756823176783255311",
  "9x9-4,4": "0:5454725767818258361323454676725812572854347613272542811758553327771325746135217",
  "9x9-4,6": "0:5454725767818258325754531476183642321817656814132456742856323687231874638753272",
  "9x9-4,8": "0:5454725767818258361323454676725812547523878144336827814135476721246578144418741",
  "9x9-5,5": "0:5454725767818258361323454676725812123614561876523644761825214475321758632871438",
  "9x9-5,7": "0:5454725767818258361323454676725812123614561875613143456188542754761125863421611",
  "9x9-6,6": "0:5454725767818232354561367671812585454212287416583855883457452382216468742528612",
  "9x9-6,8": "0:5454725767818258361323454676725232161185276452558218765252574528242774161143682",
  "9x9-7,7": "0:5454725761428147287675454287183241361455368277176453632865238216758124583165311",
  "9x9-8,8": "0:5454725767818258361323454676725812574332167255712521175855714357228614385428147",
  "9x10": "0:54547257676147181232354567832831853876763854542385874222886468835316632813545236828674282",
  "9x11-1,5": "0:5454767671812585454147818241674545238828543632317467838752144428187572413547663287631418752314571",
  "9x11-3,5": "0:5454725767681813232456144676761818323236387676545323878233356185217854478772335746145276185214311",
  "9x11-5,5": "0:5454725767681813232456532725676783632312865587812572583531663366121638342878543228764272357638723",
  "9x11-7,5": "0:5454725767681813232456144676761818323236387676545316387238531864347242887441763328786743367783322",
  "10x3": "0:58361454582728544583614711618",
  "10x10": "0:545467678181324135472876763165454163232164186347611722867467833664246618341874442888236425876347211",
  "10x11": "0:5454676761818232586745453163232164163817287676531466358134317255211186446661214711356175536713171657145236122",
  "11x11-5,5": "0:54545767683614718182324135472876765285274541113566543814771438821642411468566124654385811423866343857832478521456712711",
  "12x3": "0:58361454618146354583614718364181618"
};

// ../../packages/core/src/construct/closed.ts
var decoded = /* @__PURE__ */ new Map();
function decode(key, w, transpose) {
  const id = `${key}/${transpose ? "t" : ""}`;
  const cached = decoded.get(id);
  if (cached) return cached;
  const text = BASE_TOURS[key];
  if (text === void 0) throw new Error(`internal: no base tour ${key}`);
  const colon = text.indexOf(":");
  const first = Number(text.slice(0, colon));
  const sw = Number(key.replace(/^piece-/, "").split("x")[0]);
  const out = new Int32Array(text.length - colon);
  let x = first % sw;
  let y = (first - x) / sw;
  for (let i = 0; i < out.length; i++) {
    if (i > 0) {
      const [dx, dy] = MOVES[text.charCodeAt(colon + i) - 49];
      x += dx;
      y += dy;
    }
    out[i] = transpose ? x * w + y : y * w + x;
  }
  decoded.set(id, out);
  return out;
}
function baseTour(w, h, hole) {
  const direct = baseKey(w, h, hole);
  if (BASE_TOURS[direct] !== void 0) return decode(direct, w, false);
  const flipped = baseKey(h, w, hole ? [hole[1], hole[0]] : void 0);
  if (BASE_TOURS[flipped] !== void 0) return decode(flipped, w, true);
  return void 0;
}
var CycleBuilder = class {
  constructor(width, squares) {
    this.width = width;
    this.next = new Int32Array(squares).fill(-1);
  }
  width;
  next;
  /** Lays a block's base tour (local indices, `w` wide) with its top-left corner at (x0, y0). */
  place(x0, y0, w, order) {
    const W = this.width;
    const at = (local) => {
      const lx = local % w;
      return (y0 + (local - lx) / w) * W + x0 + lx;
    };
    let prev = at(order[order.length - 1]);
    for (let i = 0; i < order.length; i++) {
      const cur = at(order[i]);
      this.next[prev] = cur;
      prev = cur;
    }
  }
  hasEdge(u, v) {
    return u >= 0 && v >= 0 && (this.next[u] === v || this.next[v] === u);
  }
  /** Reverses the cycle through `start`. */
  reverse(start) {
    const next = this.next;
    let p = start;
    let c = next[start];
    do {
      const n = next[c];
      next[c] = p;
      p = c;
      c = n;
    } while (p !== start);
  }
  /**
   * Merges the cycle through edge a1–a2 with the (different, fresh) cycle through edge
   * b1–b2 by replacing both edges with a1–b1 and a2–b2. May reverse the second cycle.
   */
  join(a1, a2, b1, b2) {
    const next = this.next;
    let x;
    let y;
    let bx;
    let by;
    if (next[a1] === a2) [x, y, bx, by] = [a1, a2, b1, b2];
    else if (next[a2] === a1) [x, y, bx, by] = [a2, a1, b2, b1];
    else throw new Error("internal: join edge missing from the first cycle");
    if (next[bx] === by) this.reverse(bx);
    if (next[by] !== bx) throw new Error("internal: join edge missing from the second cycle");
    next[x] = bx;
    next[by] = y;
  }
  /**
   * Joins the block whose top-left corner is (xb, y0) to the one on its left: the left
   * block's join edge (w-2,1)–(w-1,3) with the right one's corner edge (0,0)–(1,2), or, when
   * one of them is missing (the start was cut out there), the left block's corner edge
   * (w-1,0)–(w-2,2) with the right one's join edge (1,1)–(0,3).
   */
  joinRight(xb, y0) {
    const s = (x, y) => (y0 + y) * this.width + xb + x;
    if (this.hasEdge(s(-2, 1), s(-1, 3)) && this.hasEdge(s(0, 0), s(1, 2))) {
      this.join(s(-2, 1), s(-1, 3), s(0, 0), s(1, 2));
    } else {
      this.join(s(-1, 0), s(-2, 2), s(1, 1), s(0, 3));
    }
  }
  /**
   * Joins the block whose top-left corner is (x0, yb) to the one above: the upper block's
   * join edge (1,h-2)–(3,h-1) with the lower one's corner edge (0,0)–(2,1), or else the upper
   * corner edge (0,h-1)–(2,h-2) with the lower join edge (1,1)–(3,0).
   */
  joinDown(x0, yb) {
    const s = (x, y) => (yb + y) * this.width + x0 + x;
    if (this.hasEdge(s(1, -2), s(3, -1)) && this.hasEdge(s(0, 0), s(2, 1))) {
      this.join(s(1, -2), s(3, -1), s(0, 0), s(2, 1));
    } else {
      this.join(s(0, -1), s(2, -2), s(1, 1), s(3, 0));
    }
  }
};
function assemble(board, cols, rows, tourOf) {
  const builder = new CycleBuilder(board.width, board.width * board.height);
  let y0 = 0;
  rows.forEach((h, row) => {
    let x0 = 0;
    cols.forEach((w, col) => {
      builder.place(x0, y0, w, tourOf(w, h, col, row));
      if (col > 0) builder.joinRight(x0, y0);
      x0 += w;
    });
    if (row > 0) builder.joinDown(0, y0);
    y0 += h;
  });
  return builder;
}
function stripCycle(n) {
  const builder = new CycleBuilder(n, 3 * n);
  const base = n % 4 === 2 ? 10 : 12;
  builder.place(0, 0, base, baseTour(base, 3));
  const piece = decode("piece-4x3", 4, false);
  const [ex1, ey1, ex2, ey2] = STRIP_EDGE;
  const next = builder.next;
  for (let xr = base; xr < n; xr += 4) {
    const u = ey1 * n + xr + ex1;
    const v = ey2 * n + xr + ex2;
    const at = (local) => Math.floor(local / 4) * n + xr + local % 4;
    if (next[u] === v) {
      let prev = u;
      for (let i = 0; i < piece.length; i++) {
        next[prev] = at(piece[i]);
        prev = at(piece[i]);
      }
      next[prev] = v;
    } else if (next[v] === u) {
      let prev = v;
      for (let i = piece.length - 1; i >= 0; i--) {
        next[prev] = at(piece[i]);
        prev = at(piece[i]);
      }
      next[prev] = u;
    } else {
      throw new Error("internal: strip edge missing");
    }
  }
  return builder;
}
function cycleFrom(next, start, n, map) {
  const out = new Int32Array(n);
  let cur = start;
  for (let i = 0; i < n; i++) {
    out[i] = map ? map(cur) : cur;
    cur = next[cur];
    if (cur < 0) throw new Error("internal: the construction left a square outside the cycle");
  }
  if (cur !== start) throw new Error("internal: the construction did not close one cycle");
  return out;
}
function closedTourFrom(board, x, y) {
  const { width: W, height: H } = board;
  if (H === 3) return cycleFrom(stripCycle(W).next, y * W + x, W * H);
  if (W === 3) {
    return cycleFrom(stripCycle(H).next, x * H + y, W * H, (s) => s % H * 3 + Math.floor(s / H));
  }
  const builder = assemble(board, splitSide(W), splitSide(H), (w, h) => baseTour(w, h));
  return cycleFrom(builder.next, y * W + x, W * H);
}
function puncturedTour(board, x, y) {
  const { width: W, height: H } = board;
  if (W < 5 || H < 5 || W % 2 === 0 || H % 2 === 0) return void 0;
  if (!onBoard(board, x, y) || parityReason(board, x, y)) return void 0;
  const chosen = puncturedBlock(W, H, x, y);
  if (!chosen) return void 0;
  const { cx, cy, tour } = chosen;
  const cols = cutSides(W, cx);
  const rows = cutSides(H, cy);
  const holeCol = blockAt(cols, cx.offset);
  const holeRow = blockAt(rows, cy.offset);
  const builder = assemble(
    board,
    cols,
    rows,
    (w, h, col, row) => col === holeCol && row === holeRow ? tour : baseTour(w, h)
  );
  const start = y * W + x;
  const out = new Int32Array(W * H);
  out[0] = start;
  let entry = -1;
  for (const [dx, dy] of MOVES) {
    if (onBoard(board, x + dx, y + dy)) {
      entry = (y + dy) * W + x + dx;
      break;
    }
  }
  out.set(cycleFrom(builder.next, entry, W * H - 1), 1);
  return out;
}
function puncturedBlock(W, H, x, y) {
  for (const [cx, cy] of puncturedCuts(W, H, x, y)) {
    const tour = baseTour(cx.size, cy.size, [x - cx.offset, y - cy.offset]);
    if (tour) return { cx, cy, tour };
  }
  return void 0;
}
function blockAt(sides, offset) {
  let at = 0;
  for (let i = 0; i < sides.length; i++) {
    if (at === offset) return i;
    at += sides[i];
  }
  throw new Error("internal: cut offset is not a block boundary");
}

// ../../packages/core/src/engine/random.ts
var SeededRandom = class {
  state;
  constructor(seed) {
    this.state = seed >>> 0;
  }
  /** The next number in [0, 1). */
  next = () => {
    this.state = nextState(this.state);
    return randomValue(this.state);
  };
};
function nextState(state) {
  return state + 1831565813 >>> 0;
}
function randomValue(state) {
  let t = state;
  t = Math.imul(t ^ t >>> 15, t | 1);
  t ^= t + Math.imul(t ^ t >>> 7, t | 61);
  return ((t ^ t >>> 14) >>> 0) / 4294967296;
}

// ../../packages/core/src/engine/ranking.ts
function patternSpace(g, name) {
  if (name === "corner-edge") return cornerEdgeSpace(g);
  const key = `space/${name}`;
  const cached = g.cache.get(key);
  if (cached) return cached;
  const space = name === "plain" ? { pattern: new Uint8Array(g.size), levels: new Uint8Array(8), count: 1 } : rothSpace(g, name === "roth-half-up" ? "half-up" : "half-even");
  g.cache.set(key, space);
  return space;
}
function orderRanking(g, space, order, cache = true) {
  const key = `${space}/${order}`;
  const cached = g.cache.get(key);
  if (cached) return cached;
  const table = buildRankTable(patternSpace(g, space), orderPositions(order));
  if (cache) g.cache.set(key, table);
  return table;
}
var DIRECTIONS = (() => {
  const out = /* @__PURE__ */ new Map();
  const gcd = (p, q) => q === 0 ? Math.abs(p) : gcd(q, p % q);
  for (const [dx1, dy1] of MOVES) {
    for (const [dx2, dy2] of MOVES) {
      let a = dx1 - dx2;
      let b = dy1 - dy2;
      if (a === 0 && b === 0) continue;
      const d = gcd(a, b);
      a /= d;
      b /= d;
      if (a < 0 || a === 0 && b < 0) [a, b] = [-a, -b];
      out.set(`${a},${b}`, [a, b]);
    }
  }
  return [...out.values()];
})();
function rothSpace(g, rounding) {
  const { width: w, height: h } = g.board;
  const [ex, ey] = rothDestination(g.board, rounding);
  const pattern = new Uint8Array(g.size);
  const ids = /* @__PURE__ */ new Map();
  const known = /* @__PURE__ */ new Map();
  const levels = [];
  const values = new Array(8);
  const classify = (x, y) => {
    const X = 2 * x - ex;
    const Y = 2 * y - ey;
    let signs = 0;
    for (const [a, b] of DIRECTIONS) signs = signs * 3 + Math.sign(X * a + Y * b) + 1;
    const seen = known.get(signs);
    if (seen !== void 0) return seen;
    for (let k = 0; k < 8; k++) values[k] = X * MOVES[k][0] + Y * MOVES[k][1];
    const distinct = [...new Set(values)].sort((p, q) => q - p);
    let word = 0;
    for (let k = 0; k < 8; k++) word = word * 16 + distinct.indexOf(values[k]);
    let id = ids.get(word);
    if (id === void 0) {
      id = ids.size;
      if (id >= MAX_PATTERNS) throw new Error(`more than ${MAX_PATTERNS} Roth patterns`);
      ids.set(word, id);
      for (let k = 7; k >= 0; k--) levels.push(Math.floor(word / 16 ** k) % 16);
    }
    known.set(signs, id);
    return id;
  };
  for (let y = 0; y < h; y++) {
    const Y = 2 * y - ey;
    const cuts = /* @__PURE__ */ new Set([0, w]);
    for (const [a, b] of DIRECTIONS) {
      if (a === 0) continue;
      const x = Math.floor((ex * a - Y * b) / (2 * a));
      if (x > 0 && x < w) cuts.add(x);
      if (x + 1 > 0 && x + 1 < w) cuts.add(x + 1);
    }
    const sorted = [...cuts].sort((a, b) => a - b);
    const row = (y + PAD) * g.stride + PAD;
    for (let i = 0; i + 1 < sorted.length; i++) {
      pattern.fill(classify(sorted[i], y), row + sorted[i], row + sorted[i + 1]);
    }
  }
  return { pattern, levels: Uint8Array.from(levels), count: ids.size };
}

// ../../packages/core/src/engine/rule-walk.ts
var UNVISITED_BELOW = 16;
var RuleWalker = class {
  geometry;
  degree;
  constructor(geometry) {
    this.geometry = geometry;
    this.degree = new Uint8Array(geometry.size);
  }
  /**
   * One attempt from `setup.start`: writes the visited padded cells to `path` and returns how
   * many were visited. Per step: mark the cell visited and decrement its neighbours, switch
   * the order if the cell is the next switch square, stop (closed walks) if the start has no
   * unvisited neighbour left, then move to the candidate of the smallest key — degree, Pohl's
   * sum, then rank — or, with random ties, draw among the candidates tied on the key before
   * the rank by reservoir sampling in move order (a draw for every candidate that ties the
   * best seen so far). Pohl's sums are computed only for candidates tied on the degree.
   */
  walk(setup, path) {
    const g = this.geometry;
    const deg = this.degree;
    deg.set(g.degrees);
    const off = g.offsets;
    const total = g.board.width * g.board.height;
    const { start, pohl, random, switchCells, rankings, closedAbort } = setup;
    let table = setup.ranking;
    let pattern = table.pattern;
    let ranks = table.ranks;
    let moves = table.moves;
    let switchAt = switchCells && switchCells.length > 0 ? switchCells[0] : -1;
    let row = 0;
    const startDone = closedAbort ? BLOCKED - g.degrees[start] : -1;
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
      const d0 = deg[cur + o0] - 1;
      deg[cur + o0] = d0;
      const d1 = deg[cur + o1] - 1;
      deg[cur + o1] = d1;
      const d2 = deg[cur + o2] - 1;
      deg[cur + o2] = d2;
      const d3 = deg[cur + o3] - 1;
      deg[cur + o3] = d3;
      const d4 = deg[cur + o4] - 1;
      deg[cur + o4] = d4;
      const d5 = deg[cur + o5] - 1;
      deg[cur + o5] = d5;
      const d6 = deg[cur + o6] - 1;
      deg[cur + o6] = d6;
      const d7 = deg[cur + o7] - 1;
      deg[cur + o7] = d7;
      if (cur === switchAt) {
        row++;
        table = rankings[row];
        pattern = table.pattern;
        ranks = table.ranks;
        moves = table.moves;
        switchAt = row < switchCells.length ? switchCells[row] : -1;
      }
      if (len === total || deg[start] === startDone) return len;
      let next = -1;
      if (random) {
        next = drawn(deg, off, cur, pohl, random);
      } else {
        const p = pattern[cur];
        const w = ranks[p];
        const k0 = d0 << 3 | w & 7;
        const k1 = d1 << 3 | w >>> 3 & 7;
        const k2 = d2 << 3 | w >>> 6 & 7;
        const k3 = d3 << 3 | w >>> 9 & 7;
        const k4 = d4 << 3 | w >>> 12 & 7;
        const k5 = d5 << 3 | w >>> 15 & 7;
        const k6 = d6 << 3 | w >>> 18 & 7;
        const k7 = d7 << 3 | w >>> 21;
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
        let best = ce + (m & m >> 31) | 0;
        if (best >= NO_CANDIDATE) return len;
        if (pohl) best = pohlChoice(deg, off, cur, best >>> 3, w);
        next = cur + off[moves[p] >>> (best & 7) * 3 & 7];
      }
      if (next < 0) return len;
      cur = next;
    }
  }
};
function neighbourSum(deg, off, cell) {
  let sum = 0;
  for (let j = 0; j < 8; j++) {
    const v = deg[cell + off[j]];
    if (v < UNVISITED_BELOW) sum += v;
  }
  return sum;
}
function pohlChoice(deg, off, cur, least, w) {
  let best = Number.MAX_SAFE_INTEGER;
  let rank = 0;
  for (let k = 0; k < 8; k++) {
    const cell = cur + off[k];
    if (deg[cell] !== least) continue;
    const r = w >>> 3 * k & 7;
    const key = neighbourSum(deg, off, cell) * 8 + r;
    if (key < best) {
      best = key;
      rank = r;
    }
  }
  return least << 3 | rank;
}
function drawn(deg, off, cur, pohl, random) {
  let state = random.state;
  let chosen = -1;
  let bestDeg = UNVISITED_BELOW;
  let bestSum = -1;
  let ties = 0;
  for (let k = 0; k < 8; k++) {
    const cell = cur + off[k];
    const d = deg[cell];
    if (d > bestDeg || d >= UNVISITED_BELOW) continue;
    if (d < bestDeg) {
      bestDeg = d;
      bestSum = -1;
      chosen = cell;
      ties = 1;
      continue;
    }
    if (pohl) {
      if (bestSum < 0) bestSum = neighbourSum(deg, off, chosen);
      const sum = neighbourSum(deg, off, cell);
      if (sum > bestSum) continue;
      if (sum < bestSum) {
        bestSum = sum;
        chosen = cell;
        ties = 1;
        continue;
      }
    }
    state = nextState(state);
    if (randomValue(state) * ++ties < 1) chosen = cell;
  }
  random.state = state;
  return chosen;
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
   * (a) degree, then the static rank of `table` (whatever static levels it sorts by:
   * corner/edge distances, Roth's distance, then its move order). Writes visited cells to
   * `path` and returns how many were visited.
   */
  walk(start, table, path) {
    const deg = this.degree;
    deg.set(this.geometry.degrees);
    return walkFrom(
      deg,
      table.pattern,
      table.ranks,
      table.moves,
      this.geometry.offsets,
      start,
      path
    );
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

// ../../packages/core/src/engine/attempts.ts
var RuleEngine = class {
  geometry;
  lean;
  general;
  constructor(geometry) {
    this.geometry = geometry;
    this.lean = new Walker(geometry);
  }
  /** The rank table of an attempt's order in force (the first one for switching). */
  ranking(rule, order) {
    return orderRanking(this.geometry, spaceOf(rule), order ?? MOVE_NUMBER_ORDER);
  }
  /** Walks one attempt into `path` (padded cells); returns its length. */
  walkAttempt(rule, plan, random, path) {
    const g = this.geometry;
    const start = cellOf(g, plan.x, plan.y);
    const seeded = random !== void 0;
    if (isStatic(rule, seeded)) return this.lean.walk(start, this.ranking(rule, plan.order), path);
    const levels = levelsOf(rule, seeded);
    const schedule = plan.schedule;
    this.general ??= new RuleWalker(g);
    return this.general.walk(
      {
        start,
        ranking: this.ranking(rule, plan.order),
        pohl: levels.includes("pohl"),
        random: levels.includes("random") ? random : void 0,
        switchCells: schedule ? Int32Array.from(
          schedule.switches,
          ([x, y]) => x >= 0 && y >= 0 && x < g.board.width && y < g.board.height ? cellOf(g, x, y) : -1
        ) : void 0,
        rankings: schedule?.orders.map((order) => this.ranking(rule, order)),
        closedAbort: rule.closed !== void 0
      },
      path
    );
  }
  /**
   * Every attempt of `rule` from `(x, y)` until one is complete. `seed` makes a `ties` rule
   * random (an `always` rule is random with seed 0 when none is given); `closedPossible`
   * false limits a closed-walk rule to one attempt (the board has no closed tour).
   */
  run(rule, x, y, seed, path, closedPossible = true) {
    const total = this.geometry.board.width * this.geometry.board.height;
    const random = randomFor(rule, seed);
    const limit = rule.closed && !closedPossible ? 1 : maxAttempts(rule);
    let best = -1;
    let reported = 0;
    let plan;
    let randomState;
    let walked = 0;
    let attempts = 0;
    let complete = false;
    for (const attempt of planAttempts(rule, this.geometry.board, x, y, random?.next, limit)) {
      const state = random?.state;
      const length = this.walkAttempt(rule, attempt, random, path);
      walked += length;
      complete = length === total;
      if (complete || (rule.closed ? attempts === 0 : length > best)) {
        best = length;
        reported = attempts;
        plan = attempt;
        randomState = state;
      }
      attempts++;
      if (complete) break;
    }
    return {
      complete,
      attempts,
      length: best,
      walked,
      reported,
      plan,
      randomState,
      inBuffer: reported === attempts - 1
    };
  }
  /** Walks the reported attempt of `outcome` into `path` again (walks are reproducible). */
  replay(rule, outcome, seed, path) {
    const random = randomFor(rule, seed);
    if (random && outcome.randomState !== void 0) random.state = outcome.randomState;
    this.walkAttempt(rule, outcome.plan, random, path);
  }
};
function randomFor(rule, seed) {
  if (rule.seed === "always") return new SeededRandom(seed ?? 0);
  if (rule.seed === "ties" && seed !== void 0) return new SeededRandom(seed);
  return void 0;
}

// ../../packages/core/src/engine/sweep-kernel.generated.ts
var SWEEP_KERNEL_LAYOUT = {
  RECORDS: 0,
  RECORD_BYTES: 32,
  MAX_LANES: 16,
  RECORD_CELL: 0,
  RECORD_TABLE: 4,
  RECORD_BORN: 8,
  RECORD_PATTERN: 12,
  RECORD_PATH: 16,
  RECORD_SQUARE: 20,
  WINDOW_ABOVE_2: 512,
  WINDOW_ABOVE_1: 516,
  WINDOW_BELOW_1: 520,
  WINDOW_BELOW_2: 524,
  ROUND: 528,
  OFFSETS: 544,
  SQUARE_OFFSETS: 576,
  RANK_BYTES: 32,
  DEGREES: 1024,
  SLACK: 64,
  MIN_STRIDE: 9,
  BLOCKED: 64,
  NO_MOVE_KEY: 14336
};
var SWEEP_KERNEL_WASM = /* @__PURE__ */ new Uint8Array([
  0,
  97,
  115,
  109,
  1,
  0,
  0,
  0,
  1,
  8,
  1,
  96,
  3,
  127,
  127,
  127,
  1,
  127,
  2,
  15,
  1,
  3,
  101,
  110,
  118,
  6,
  109,
  101,
  109,
  111,
  114,
  121,
  2,
  0,
  1,
  3,
  2,
  1,
  0,
  7,
  8,
  1,
  4,
  119,
  97,
  108,
  107,
  0,
  0,
  10,
  129,
  4,
  1,
  254,
  3,
  3,
  10,
  127,
  3,
  123,
  2,
  127,
  65,
  128,
  4,
  40,
  2,
  0,
  33,
  9,
  65,
  132,
  4,
  40,
  2,
  0,
  33,
  10,
  65,
  136,
  4,
  40,
  2,
  0,
  33,
  11,
  65,
  140,
  4,
  40,
  2,
  0,
  33,
  12,
  65,
  144,
  4,
  40,
  2,
  0,
  33,
  3,
  65,
  0,
  32,
  0,
  65,
  32,
  108,
  106,
  33,
  5,
  3,
  64,
  32,
  1,
  65,
  1,
  107,
  34,
  1,
  69,
  4,
  64,
  65,
  144,
  4,
  32,
  3,
  54,
  2,
  0,
  65,
  127,
  15,
  11,
  32,
  3,
  65,
  1,
  106,
  33,
  3,
  65,
  0,
  33,
  4,
  3,
  64,
  32,
  4,
  40,
  2,
  0,
  33,
  6,
  32,
  6,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  6,
  32,
  10,
  106,
  32,
  6,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  13,
  32,
  6,
  32,
  11,
  106,
  32,
  6,
  32,
  12,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  14,
  32,
  6,
  32,
  9,
  106,
  32,
  13,
  253,
  91,
  3,
  0,
  0,
  32,
  6,
  32,
  10,
  106,
  32,
  13,
  253,
  91,
  3,
  0,
  1,
  32,
  6,
  32,
  12,
  106,
  32,
  14,
  253,
  91,
  3,
  0,
  0,
  32,
  6,
  32,
  11,
  106,
  32,
  14,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  40,
  2,
  4,
  32,
  6,
  32,
  4,
  40,
  2,
  12,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  16,
  32,
  13,
  65,
  8,
  253,
  139,
  1,
  32,
  16,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  14,
  65,
  8,
  253,
  139,
  1,
  32,
  16,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  15,
  32,
  15,
  32,
  15,
  32,
  15,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  15,
  32,
  15,
  32,
  15,
  32,
  15,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  15,
  32,
  15,
  32,
  15,
  32,
  15,
  253,
  13,
  2,
  3,
  0,
  1,
  6,
  7,
  4,
  5,
  10,
  11,
  8,
  9,
  14,
  15,
  12,
  13,
  253,
  151,
  1,
  33,
  15,
  32,
  15,
  253,
  25,
  0,
  33,
  17,
  32,
  17,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  144,
  4,
  32,
  3,
  54,
  2,
  0,
  32,
  4,
  65,
  0,
  107,
  65,
  32,
  110,
  15,
  11,
  32,
  17,
  65,
  7,
  113,
  65,
  2,
  116,
  33,
  17,
  32,
  4,
  32,
  6,
  32,
  17,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  32,
  2,
  4,
  64,
  32,
  4,
  40,
  2,
  20,
  32,
  17,
  40,
  2,
  192,
  4,
  106,
  33,
  8,
  32,
  4,
  32,
  8,
  54,
  2,
  20,
  32,
  4,
  40,
  2,
  16,
  33,
  7,
  32,
  7,
  32,
  8,
  54,
  2,
  0,
  32,
  4,
  32,
  7,
  65,
  4,
  106,
  54,
  2,
  16,
  11,
  32,
  4,
  65,
  32,
  106,
  34,
  4,
  32,
  5,
  71,
  13,
  0,
  11,
  12,
  0,
  11,
  65,
  127,
  11
]);

// ../../packages/core/src/engine/wasm.ts
var wasmApi = globalThis.WebAssembly;

// ../../packages/core/src/engine/interleave.ts
var DEFAULT_LANES = 8;
var MAX_LANES = SWEEP_KERNEL_LAYOUT.MAX_LANES;
var ROUND_BUDGET = 1 << 16;
var MAX_MEMORY = 2 ** 31 - 65536;
function emptyOutcome(n) {
  return {
    length: new Int32Array(n),
    attempts: new Int32Array(n),
    reported: new Int32Array(n),
    walked: new Float64Array(n)
  };
}
var align = (value, to) => Math.ceil(value / to) * to;
var L = SWEEP_KERNEL_LAYOUT;
var RECORD_WORDS = L.RECORD_BYTES >> 2;
var CELL = L.RECORD_CELL >> 2;
var TABLE = L.RECORD_TABLE >> 2;
var BORN = L.RECORD_BORN >> 2;
var PATTERN = L.RECORD_PATTERN >> 2;
var PATH = L.RECORD_PATH >> 2;
var SQUARE = L.RECORD_SQUARE >> 2;
function layoutFor(g, lanes, keepPaths) {
  const region = align(g.size, 64);
  const template = L.DEGREES + lanes * region;
  const paths = template + region;
  const pathBytes = keepPaths ? align(4 * g.board.width * g.board.height, 64) : 0;
  const data = align(paths + lanes * pathBytes + L.SLACK, 64);
  return {
    lanes,
    region,
    template,
    paths,
    pathBytes,
    data,
    bytes: data + region + 16 * MAX_PATTERNS * L.RANK_BYTES
  };
}
var WINDOW_LANES = [1, 2, -1, -1, 0, -1, 3, -1, 6, 5, -1, -1, 7, -1, 4, -1];
var kernelModule;
var WasmLanes = class {
  constructor(geometry, layout) {
    this.geometry = geometry;
    this.layout = layout;
    const api = wasmApi;
    if (!api) throw new Error("WebAssembly is not available");
    const pages = Math.ceil(layout.bytes / 65536);
    kernelModule ??= new api.Module(SWEEP_KERNEL_WASM);
    this.memory = new api.Memory({ initial: pages, maximum: MAX_MEMORY / 65536 });
    const instance = new api.Instance(kernelModule, { env: { memory: this.memory } });
    this.walk = instance.exports.walk;
    this.u8 = new Uint8Array(this.memory.buffer);
    this.i32 = new Int32Array(this.memory.buffer);
    this.dataEnd = layout.data;
    this.u8.set(geometry.degrees, layout.template);
    const s = geometry.stride;
    this.i32[L.WINDOW_ABOVE_2 >> 2] = -2 * s - 1;
    this.i32[L.WINDOW_ABOVE_1 >> 2] = -s - 2;
    this.i32[L.WINDOW_BELOW_1 >> 2] = s - 2;
    this.i32[L.WINDOW_BELOW_2 >> 2] = 2 * s - 1;
    this.i32.set(geometry.offsets, L.OFFSETS >> 2);
    const { width } = geometry.board;
    this.i32.set(moveOffsets(width), L.SQUARE_OFFSETS >> 2);
  }
  geometry;
  layout;
  u8;
  i32;
  walk;
  memory;
  /** Where each pattern array and each rank table's vectors are placed in the data area. */
  placed = /* @__PURE__ */ new Map();
  dataEnd;
  /**
   * Places the pattern arrays and rank vectors of `rankings` in the data area (those not
   * placed yet); when they do not fit, the area is emptied and refilled with this batch's
   * alone, and the memory grows if even that does not fit. Returns each table's address.
   */
  place(rankings) {
    const missing = (r) => !this.placed.has(r) || !this.placed.has(r.pattern);
    if (rankings.some(missing)) {
      const need = this.bytesFor(rankings.filter(missing));
      if (this.dataEnd + need > this.u8.length - L.SLACK) {
        this.placed.clear();
        this.dataEnd = this.layout.data;
        this.reserve(this.bytesFor(rankings));
      }
      for (const r of rankings) this.load(r);
    }
    return Int32Array.from(rankings, (r) => this.placed.get(r));
  }
  /** The pattern array of a placed table. */
  patternOf(table) {
    return this.placed.get(table.pattern);
  }
  bytesFor(rankings) {
    const patterns = new Set(rankings.map((r) => r.pattern));
    let bytes = patterns.size * align(this.geometry.size, 64);
    for (const r of new Set(rankings)) bytes += r.ranks.length * L.RANK_BYTES;
    return bytes;
  }
  /** Grows the memory so that `bytes` more fit after the data placed so far. */
  reserve(bytes) {
    const want = this.dataEnd + bytes + L.SLACK;
    if (want <= this.u8.length) return;
    if (want > MAX_MEMORY) throw new RangeError("the batch needs more memory than the kernel has");
    this.memory.grow(Math.ceil((want - this.u8.length) / 65536));
    this.u8 = new Uint8Array(this.memory.buffer);
    this.i32 = new Int32Array(this.memory.buffer);
  }
  /** Writes a table's rank vectors (and its pattern array, once). */
  load(table) {
    if (!this.placed.has(table.pattern)) {
      this.reserve(align(this.geometry.size, 64));
      this.u8.set(table.pattern, this.dataEnd);
      this.placed.set(table.pattern, this.dataEnd);
      this.dataEnd += align(this.geometry.size, 64);
    }
    if (this.placed.has(table)) return;
    const count = table.ranks.length;
    this.reserve(count * L.RANK_BYTES);
    const at0 = this.dataEnd;
    const u16 = new Uint16Array(this.u8.buffer);
    for (let p = 0; p < count; p++) {
      const at = at0 + p * L.RANK_BYTES >> 1;
      u16.fill(65535, at, at + 16);
      WINDOW_LANES.forEach((m, lane) => {
        if (m >= 0) u16[at + lane] = table.rank[p * 8 + m] << 3 | m;
      });
    }
    this.placed.set(table, at0);
    this.dataEnd += count * L.RANK_BYTES;
  }
};
function wasmAvailable() {
  return typeof wasmApi?.Module === "function";
}
var InterleavedWalker = class {
  geometry;
  /** Lanes in use: 0 when the JavaScript fallback runs. */
  lanes;
  requested;
  javascript;
  wasm;
  walker;
  path;
  constructor(geometry, options = {}) {
    this.geometry = geometry;
    this.requested = Math.max(1, Math.min(MAX_LANES, Math.floor(options.lanes ?? DEFAULT_LANES)));
    this.javascript = options.javascript === true || geometry.stride < L.MIN_STRIDE;
    this.wasm = this.kernel(false);
    this.lanes = this.wasm ? this.requested : 0;
  }
  /** The WebAssembly kernel for this board (with path buffers or without), if it can run here. */
  kernel(keepPaths) {
    if (this.wasm && (this.wasm.layout.pathBytes > 0 || !keepPaths)) return this.wasm;
    if (this.javascript || !wasmAvailable()) return void 0;
    const layout = layoutFor(this.geometry, this.requested, keepPaths);
    if (layout.bytes > MAX_MEMORY) return void 0;
    try {
      return new WasmLanes(this.geometry, layout);
    } catch {
      return void 0;
    }
  }
  /**
   * Runs every instance of `batch`; returns per-instance arrays. With `onComplete`, every
   * complete walk is also handed to it (in the order the walks end).
   */
  run(batch, onComplete) {
    const n = batch.cells.length;
    const out = emptyOutcome(n);
    const wasm = this.lanes > 0 ? this.kernel(onComplete !== void 0) : void 0;
    if (wasm) {
      this.wasm = wasm;
      this.runWasm(wasm, batch, out, onComplete);
    } else this.runJavaScript(batch, out, onComplete);
    return out;
  }
  runJavaScript(batch, out, onComplete) {
    const g = this.geometry;
    const total = g.board.width * g.board.height;
    this.walker ??= new Walker(g);
    this.path ??= new Int32Array(total);
    const { cells, tables, rankings, attemptsPer } = batch;
    for (let i = 0; i < cells.length; i++) {
      for (let a = 0; a < attemptsPer; a++) {
        const table = rankings[tables[i * attemptsPer + a]];
        const length = this.walker.walk(cells[i], table, this.path);
        if (record(out, i, a, length, total)) {
          if (onComplete) {
            toSquareIndices(g, this.path, total);
            onComplete(i, this.path);
          }
          break;
        }
        if (a + 1 === attemptsPer) break;
      }
    }
  }
  runWasm(wasm, batch, out, onComplete) {
    const g = this.geometry;
    const total = g.board.width * g.board.height;
    const { cells, tables, rankings, attemptsPer } = batch;
    const address = wasm.place(rankings);
    const patterns = Int32Array.from(rankings, (r) => wasm.patternOf(r));
    const { layout, u8, i32, walk } = wasm;
    const keepPaths = layout.pathBytes > 0;
    const laneInstance = new Int32Array(layout.lanes);
    const laneAttempt = new Int32Array(layout.lanes);
    const round = () => i32[L.ROUND >> 2];
    const rec = (lane) => (L.RECORDS >> 2) + lane * RECORD_WORDS;
    const pathOf = (lane) => layout.paths + lane * layout.pathBytes;
    const regionOf = (lane) => L.DEGREES + lane * layout.region;
    const begin = (lane, i, a) => {
      const start = regionOf(lane);
      const r = rec(lane);
      u8.copyWithin(start, layout.template, layout.template + g.size);
      const table = tables[i * attemptsPer + a];
      i32[r + CELL] = start + cells[i];
      i32[r + TABLE] = address[table];
      i32[r + BORN] = round() + 1;
      i32[r + PATTERN] = patterns[table] - start;
      i32[r + PATH] = pathOf(lane);
      if (keepPaths) {
        const square = squareIndexOfCell(g, cells[i]);
        i32[r + SQUARE] = square;
        i32[pathOf(lane) >> 2] = square;
        i32[r + PATH] = pathOf(lane) + 4;
      }
      laneInstance[lane] = i;
      laneAttempt[lane] = a;
    };
    let next = 0;
    let active = 0;
    while (active < layout.lanes && next < cells.length) begin(active++, next++, 0);
    while (active > 0) {
      const lane = walk(active, ROUND_BUDGET, keepPaths ? 1 : 0);
      if (lane < 0) continue;
      const r = rec(lane);
      for (let j = lane + 1; j < active; j++) i32[rec(j) + BORN] = i32[rec(j) + BORN] + 1;
      const i = laneInstance[lane];
      const a = laneAttempt[lane];
      const length = round() - i32[r + BORN] + 1 | 0;
      const complete = record(out, i, a, length, total);
      if (complete && onComplete) {
        const from = pathOf(lane) >> 2;
        const path = i32.subarray(from, from + total);
        onComplete(i, path);
      }
      if (!complete && a + 1 < attemptsPer) {
        begin(lane, i, a + 1);
      } else if (next < cells.length) {
        begin(lane, next++, 0);
      } else {
        active--;
        if (lane !== active) {
          const from = regionOf(active);
          const to = regionOf(lane);
          const src = rec(active);
          u8.copyWithin(to, from, from + g.size);
          if (keepPaths) {
            const walked = i32[src + PATH] - pathOf(active) >> 2;
            i32.copyWithin(pathOf(lane) >> 2, pathOf(active) >> 2, (pathOf(active) >> 2) + walked);
            i32[r + PATH] = pathOf(lane) + 4 * walked;
            i32[r + SQUARE] = i32[src + SQUARE];
          }
          i32[r + CELL] = i32[src + CELL] - from + to;
          i32[r + TABLE] = i32[src + TABLE];
          i32[r + BORN] = i32[src + BORN];
          i32[r + PATTERN] = i32[src + PATTERN] + from - to;
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

// ../../packages/core/src/heuristics.ts
var BoardEngines = class {
  constructor(board, options = {}) {
    this.board = board;
    this.options = options;
  }
  board;
  options;
  plane;
  box;
  /** The engine of an algorithm: the 3-D heuristics run on the box engine (flat boxes too). */
  of(algorithm) {
    if (algorithmInfo(algorithm).dimensions === 3) {
      this.box ??= new BoxEngine(this.board);
      return this.box;
    }
    this.plane ??= new PlaneEngine(this.board, this.options);
    return this.plane;
  }
  /** Walks a checked algorithm from a checked start; `keep` copies the walk out. */
  run(algorithm, start, seed, keep) {
    return this.of(algorithm).run(algorithm, start, seed, keep);
  }
};
var enginesOfRunner = /* @__PURE__ */ new WeakMap();
function enginesOf(runner2) {
  return enginesOfRunner.get(runner2);
}
var HeuristicRunner = class {
  board;
  engines;
  constructor(board, options = {}) {
    this.board = checkBoard(board);
    this.engines = new BoardEngines(this.board, options);
    enginesOfRunner.set(this, this.engines);
  }
  engineOf(algorithm) {
    return this.engines.of(algorithm);
  }
  check(algorithm, seed) {
    const name = isHeuristicName(algorithm) ? algorithm : parseAlgorithm(algorithm, (info) => info.kind === "heuristic");
    checkFitsBoard(name, this.board);
    if (seed !== void 0) checkSeed(name, seed);
    return name;
  }
  /** Runs `algorithm` from `start`; the walk stays in an internal buffer (see {@link run}). */
  summarize(algorithm, start, seed) {
    const name = this.check(algorithm, seed);
    const start3 = checkStart(this.board, start);
    const { squares: _, ...summary } = this.engineOf(name).run(name, start3, seed, false);
    return summary;
  }
  /** Runs `algorithm` from `start` and returns the reported walk as flat square indices. */
  run(algorithm, start, seed) {
    const name = this.check(algorithm, seed);
    return this.engineOf(name).run(name, checkStart(this.board, start), seed, true);
  }
  /**
   * Runs `algorithm` from every square of `starts` (the sweep's inner loop): on a 2-D board
   * several walks interleaved in a WebAssembly kernel where available (see `lanes`), each
   * identical to {@link summarize}'s. Returns per-start arrays; `length[i] === ` the board's
   * squares means complete. With `onComplete`, each complete walk is also handed over as flat
   * square indices (in walk order; a view valid only during the call), with the index of its start.
   * Rules that depend on the walk (Pohl, switching, random ties, Parberry) run one start at a
   * time; `seed` (for the rules that take one) applies to every start.
   */
  summarizeAll(algorithm, starts, onComplete, seed) {
    const name = this.check(algorithm, seed);
    const checked = starts.map((s) => checkStart(this.board, s));
    return this.engineOf(name).summarizeAll(name, checked, onComplete, seed);
  }
  /** Lanes {@link summarizeAll} steps together on a 2-D board; 0 when it runs a JavaScript walker. */
  get lanes() {
    return this.board.depth === 1 ? this.engineOf("octaml16").lanes : 0;
  }
};
var PlaneEngine = class {
  constructor(board, options) {
    this.options = options;
    this.geometry = createGeometry(board);
    this.engine = new RuleEngine(this.geometry);
  }
  options;
  geometry;
  engine;
  interleaved;
  /** The last attempt's walk (padded cells); handed to the caller by {@link run} when complete. */
  path;
  closedPossible;
  buffer() {
    this.path ??= new Int32Array(cellCount(this.geometry.board));
    return this.path;
  }
  /** All attempts from one start; the path buffer holds the reported walk when it was the last. */
  attempts(rule, x, y, seed) {
    this.closedPossible ??= closedToursExist(this.geometry.board);
    return this.engine.run(rule, x, y, seed, this.buffer(), this.closedPossible);
  }
  run(algorithm, [x, y], seed, keep) {
    const g = this.geometry;
    const rule = ruleOf(algorithm);
    const outcome = this.attempts(rule, x, y, seed);
    const variant = outcome.plan.variant;
    const summary = {
      complete: outcome.complete,
      attempts: outcome.attempts,
      length: outcome.length,
      walked: outcome.walked,
      ...variant ? { variant } : {}
    };
    if (!keep) return { ...summary, squares: EMPTY };
    const path = this.buffer();
    if (!outcome.inBuffer) this.engine.replay(rule, outcome, seed, path);
    const length = summary.length;
    toSquareIndices(g, path, length);
    if (rule.closed && outcome.complete) beginAt(path, y * g.board.width + x);
    let squares;
    if (length === path.length) {
      squares = path;
      this.path = void 0;
    } else {
      squares = path.slice(0, length);
    }
    return { ...summary, squares };
  }
  summarizeAll(algorithm, starts, onComplete, seed) {
    const rule = ruleOf(algorithm);
    if (isStatic(rule, seed !== void 0)) return this.batch(rule, starts, onComplete);
    const n = starts.length;
    const out = emptyOutcome(n);
    const g = this.geometry;
    starts.forEach(([x, y], i) => {
      const outcome = this.attempts(rule, x, y, seed);
      out.length[i] = outcome.length;
      out.attempts[i] = outcome.attempts;
      out.reported[i] = outcome.reported;
      out.walked[i] = outcome.walked;
      if (outcome.complete && onComplete) {
        const path = this.buffer();
        toSquareIndices(g, path, outcome.length);
        if (rule.closed) beginAt(path, y * g.board.width + x);
        onComplete(i, path);
      }
    });
    return out;
  }
  /** A static rule from many starts: every attempt's rank table into one interleaved batch. */
  batch(rule, starts, onComplete) {
    const g = this.geometry;
    const attemptsPer = maxAttempts(rule);
    const cells = new Int32Array(starts.length);
    const tables = new Int32Array(starts.length * attemptsPer);
    const index = /* @__PURE__ */ new Map();
    const planned = /* @__PURE__ */ new Map();
    starts.forEach(([x, y], i) => {
      cells[i] = cellOf(g, x, y);
      const key = planKey(rule, g.board, x, y);
      let ids = planned.get(key);
      if (!ids) {
        const plans = [...planAttempts(rule, g.board, x, y)];
        ids = Int32Array.from(plans, (plan) => {
          const table = this.engine.ranking(rule, plan.order);
          if (!index.has(table)) index.set(table, index.size);
          return index.get(table);
        });
        planned.set(key, ids);
      }
      tables.set(ids, i * attemptsPer);
    });
    this.interleaved ??= new InterleavedWalker(g, this.options);
    return this.interleaved.run(
      { cells, tables, rankings: [...index.keys()], attemptsPer },
      onComplete
    );
  }
  get lanes() {
    this.interleaved ??= new InterleavedWalker(this.geometry, this.options);
    return this.interleaved.lanes;
  }
};
function beginAt(squares, square) {
  const i = squares.indexOf(square);
  if (i <= 0) return;
  const head = squares.slice(0, i);
  squares.copyWithin(0, i);
  squares.set(head, squares.length - i);
}
var EMPTY = new Int32Array(0);
var BoxEngine = class {
  runner;
  lanes = 0;
  constructor(board) {
    this.runner = new Runner3d(board);
  }
  run(algorithm, [x, y, z = 0], _seed) {
    const walk = this.runner.run(algorithm, [x, y, z]);
    return {
      complete: walk.complete,
      attempts: walk.attempts,
      length: walk.cells.length,
      walked: walk.walked,
      ...walk.variant && algorithm !== "warnsdorff3d" ? { variant: walk.variant } : {},
      squares: walk.cells
    };
  }
  summarizeAll(algorithm, starts, onComplete) {
    const n = starts.length;
    const out = emptyOutcome(n);
    starts.forEach(([x, y, z = 0], i) => {
      const walk = this.runner.run(algorithm, [x, y, z]);
      out.length[i] = walk.cells.length;
      out.attempts[i] = walk.attempts;
      out.reported[i] = walk.variant ? walk.variant.t + (walk.variant.r === 1 ? 0 : 8) : 0;
      out.walked[i] = walk.walked;
      if (walk.complete && onComplete) onComplete(i, walk.cells);
    });
    return out;
  }
};

// ../../packages/core/src/auto.ts
var RANDOM_WARNSDORFF_SEEDS = 16384;
var RANDOM_WARNSDORFF_SQUARES = 5e7;
function autoTour(board, x, y, options = {}) {
  const checked = checkPlaneBoard(board, "auto (OctAML16, then exact search)");
  checkStart(checked, [x, y]);
  validateLimit("maxNodes", options.maxNodes);
  validateLimit("maxMs", options.maxMs);
  const runner2 = options.runner?.board;
  if (runner2 && boardName(runner2) !== boardName(checked)) {
    throw new KnightsTourError(
      `the runner handed to auto walks ${boardName(runner2)}, not ${boardName(checked)}`
    );
  }
  return autoFrom(checked, x, y, options);
}
function autoFrom(board, x, y, options = {}) {
  const none = (method, reason2, attempts2 = 0) => ({
    complete: false,
    squares: new Int32Array(0),
    method,
    attempts: attempts2,
    reason: reason2
  });
  if (options.closed) {
    if (!closedToursExist(board)) {
      const answer = existence(board, { closed: true });
      return none(answer.basis === "parity" ? "parity" : "theorem", answer.reason);
    }
    return {
      complete: true,
      squares: symmetric(board, x, y, (sx, sy) => closedTourFrom(board, sx, sy)),
      method: "closed-blocks",
      attempts: 1
    };
  }
  const parity = parityReason(board, x, y);
  if (parity) return none("parity", parity);
  if (!openToursExist(board)) return none("theorem", existence(board).reason);
  const inner = innerLineReason(board, x, y);
  if (inner) return none("theorem", inner);
  const engines = options.runner ? enginesOf(options.runner) : new BoardEngines(board);
  const heuristic2 = engines.run("octaml16", [x, y], void 0, true);
  if (heuristic2.complete) {
    return {
      complete: true,
      squares: heuristic2.squares,
      method: "octaml16",
      attempts: heuristic2.attempts,
      ...heuristic2.variant ? { variant: heuristic2.variant } : {}
    };
  }
  const attempts = heuristic2.attempts + 1;
  if (closedToursExist(board)) {
    const squares = symmetric(board, x, y, (sx, sy) => closedTourFrom(board, sx, sy));
    return { complete: true, squares, method: "closed-blocks", attempts };
  }
  const punctured = symmetric(board, x, y, (sx, sy) => puncturedTour(board, sx, sy));
  if (punctured) return { complete: true, squares: punctured, method: "open-blocks", attempts };
  const total = board.width * board.height;
  const seeds = Math.min(RANDOM_WARNSDORFF_SEEDS, Math.floor(RANDOM_WARNSDORFF_SQUARES / total));
  for (let seed = 1; seed <= seeds; seed++) {
    if (engines.run("warnsdorff", [x, y], seed, false).complete) {
      const walk = engines.run("warnsdorff", [x, y], seed, true);
      return {
        complete: true,
        squares: walk.squares,
        method: "random-warnsdorff",
        attempts: heuristic2.attempts + seed,
        seed
      };
    }
  }
  const result = searchFrom(board, x, y, {
    order: "warnsdorff",
    maxNodes: options.maxNodes ?? DEFAULT_SEARCH_NODES,
    ...options.maxMs === void 0 ? {} : { maxMs: options.maxMs }
  });
  const nodes = `${result.nodes.toLocaleString("en-US")} nodes`;
  const searched = attempts + seeds;
  if (result.status === "found" && result.squares) {
    return { complete: true, squares: result.squares, method: "search", attempts: searched };
  }
  const tried = `OctAML16 and ${seeds.toLocaleString("en-US")} random Warnsdorff walks failed`;
  const deepest = result.deepest ?? new Int32Array(0);
  const longest = deepest.length > heuristic2.squares.length ? deepest : heuristic2.squares;
  const reason = result.status === "none" ? `no open tour of ${boardName(board)} from ${squareLabel([x, y])}: exact search exhausted every continuation in ${nodes} (${tried})` : `${tried}, and exact search gave up after ${nodes} (${result.reason ?? "limit"}) before finding a tour from ${squareLabel([x, y])} or ruling one out`;
  return { complete: false, squares: longest, method: "search", attempts: searched, reason };
}
function symmetric(board, x, y, build) {
  const W = board.width;
  let best = y * W + x;
  let map;
  for (const g of symmetriesOf(board)) {
    const [u, v] = g.apply(x, y);
    if (v * W + u < best) {
      best = v * W + u;
      map = g.apply;
    }
  }
  if (!map) return build(x, y);
  const squares = build(best % W, Math.floor(best / W));
  if (!squares) return squares;
  const [a, d] = map(0, 0);
  const [p, q] = map(1, 0);
  const [r, t] = map(0, 1);
  const [b, e, c, f] = [p - a, q - d, r - a, t - d];
  const det = b * f - c * e;
  const [ib, ic, ie, iF] = [f / det, -c / det, -e / det, b / det];
  for (let i = 0; i < squares.length; i++) {
    const s = squares[i];
    const u = s % W - a;
    const v = Math.floor(s / W) - d;
    squares[i] = (ie * u + iF * v) * W + ib * u + ic * v;
  }
  return squares;
}

// ../../packages/core/src/board/starts.ts
var START_SETS = [
  "all",
  "octant",
  "paper-octant1",
  "paper-quadrant2",
  "corner",
  "fundamental"
];
var BOX_SETS = ["all", "fundamental", "corner"];
function startSetsFor(board) {
  return board.depth === 1 ? START_SETS : BOX_SETS;
}
function isStartSetName(name) {
  return START_SETS.includes(name);
}
function checkStartSet(set, board) {
  const sets = startSetsFor(board);
  if (!isStartSetName(set)) {
    throw new KnightsTourError(
      `unknown start set ${quote(String(set))} (expected one of ${START_SETS.join(", ")})`
    );
  }
  if (!sets.includes(set)) {
    throw new KnightsTourError(
      `start set '${set}' is for 2-D boards; on ${boardName(board)} use ${orList(sets)}`
    );
  }
}
function membership(set, board) {
  const { width: w, height: h } = board;
  const half2 = Math.floor(w / 2);
  switch (set) {
    case "all":
      return () => true;
    case "corner":
      return (x, y, z) => x === 0 && y === 0 && z === 0;
    case "octant":
      if (w !== h) return (x, y) => 2 * x <= w - 1 && 2 * y <= h - 1;
      return (x, y) => octantOf(board, x, y) === 1;
    case "paper-octant1":
      return (x, y) => x < half2 && y <= half2 && x <= y;
    case "paper-quadrant2":
      return (x, y) => x > half2 && y < half2;
    case "fundamental": {
      const group = symmetriesOf(board);
      return (x, y, z) => {
        const own = cellIndex(board, x, y, z);
        return !group.some((g) => {
          const [u, v, t = 0] = g.apply(x, y, z);
          return cellIndex(board, u, v, t) < own;
        });
      };
    }
  }
}
function startSquares(set, board) {
  checkStartSet(set, board);
  const member = membership(set, board);
  const out = [];
  for (let z = 0; z < board.depth; z++) {
    for (let y = 0; y < board.height; y++) {
      for (let x = 0; x < board.width; x++) {
        if (isPossibleStart(board, x, y, z) && member(x, y, z)) out.push(squareOf(board, x, y, z));
      }
    }
  }
  return out;
}

// ../../packages/core/src/describe.ts
function unitOf(board) {
  return board.depth === 1 ? "squares" : "cells";
}

// ../../packages/verify/src/knight.ts
function isKnightStep(dx, dy, dz = 0) {
  return dx * dx + dy * dy + dz * dz === 5;
}

// ../../packages/verify/src/wasm-check.generated.ts
var WASM_CHECK_WASM = /* @__PURE__ */ new Uint8Array([
  0,
  97,
  115,
  109,
  1,
  0,
  0,
  0,
  1,
  11,
  1,
  96,
  6,
  127,
  127,
  127,
  127,
  127,
  127,
  1,
  127,
  3,
  2,
  1,
  0,
  5,
  3,
  1,
  0,
  1,
  7,
  19,
  2,
  6,
  109,
  101,
  109,
  111,
  114,
  121,
  2,
  0,
  6,
  105,
  115,
  84,
  111,
  117,
  114,
  0,
  0,
  10,
  156,
  2,
  1,
  153,
  2,
  2,
  9,
  127,
  1,
  123,
  32,
  0,
  65,
  1,
  116,
  65,
  2,
  106,
  33,
  6,
  32,
  6,
  65,
  1,
  116,
  33,
  7,
  32,
  4,
  32,
  1,
  65,
  2,
  116,
  106,
  33,
  9,
  32,
  4,
  40,
  2,
  0,
  33,
  11,
  32,
  11,
  32,
  1,
  79,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  3,
  32,
  11,
  106,
  32,
  5,
  58,
  0,
  0,
  32,
  11,
  32,
  0,
  112,
  33,
  12,
  32,
  4,
  65,
  4,
  106,
  33,
  8,
  2,
  64,
  3,
  64,
  32,
  8,
  32,
  9,
  79,
  13,
  1,
  32,
  8,
  40,
  2,
  0,
  33,
  10,
  32,
  10,
  32,
  1,
  79,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  3,
  32,
  10,
  106,
  32,
  5,
  58,
  0,
  0,
  32,
  10,
  32,
  11,
  107,
  32,
  6,
  106,
  33,
  13,
  32,
  13,
  32,
  7,
  75,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  2,
  32,
  13,
  106,
  44,
  0,
  0,
  33,
  14,
  32,
  12,
  32,
  14,
  106,
  33,
  12,
  32,
  14,
  69,
  32,
  12,
  32,
  0,
  79,
  114,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  10,
  33,
  11,
  32,
  8,
  65,
  4,
  106,
  33,
  8,
  12,
  0,
  11,
  11,
  32,
  5,
  253,
  15,
  33,
  15,
  32,
  3,
  33,
  8,
  32,
  3,
  32,
  1,
  106,
  33,
  9,
  2,
  64,
  3,
  64,
  32,
  8,
  65,
  16,
  106,
  32,
  9,
  75,
  13,
  1,
  32,
  8,
  253,
  0,
  4,
  0,
  32,
  15,
  253,
  35,
  253,
  99,
  69,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  8,
  65,
  16,
  106,
  33,
  8,
  12,
  0,
  11,
  11,
  2,
  64,
  3,
  64,
  32,
  8,
  32,
  9,
  79,
  13,
  1,
  32,
  8,
  45,
  0,
  0,
  32,
  5,
  71,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  8,
  65,
  1,
  106,
  33,
  8,
  12,
  0,
  11,
  11,
  65,
  1,
  11
]);

// ../../packages/verify/src/wasm-check.ts
var PAGE_BYTES = 65536;
var align16 = (bytes) => bytes + 15 & ~15;
var TourCheck = class {
  constructor(memory, isTour) {
    this.memory = memory;
    this.isTour = isTour;
  }
  memory;
  isTour;
  width = 0;
  seen = new Uint8Array(0);
  walk = new Int32Array(0);
  /** The stamp of the last check, 1..255; the seen bytes hold no stamp above it. */
  visit = 0;
  /** Whether `squares` is an open tour of a board `width` wide; undefined when it does not fit in memory. */
  check(width, squares) {
    const total = squares.length;
    if ((width !== this.width || total !== this.walk.length) && !this.layOut(width, total))
      return void 0;
    if (this.visit === 255) {
      this.seen.fill(0);
      this.visit = 0;
    }
    this.visit++;
    this.walk.set(squares);
    return this.isTour(width, total, 0, this.seen.byteOffset, this.walk.byteOffset, this.visit) === 1;
  }
  layOut(width, total) {
    const reach = 2 * width + 2;
    const seenAt = align16(2 * reach + 1);
    const walkAt = align16(seenAt + total);
    const bytes = walkAt + 4 * total;
    const have = this.memory.buffer.byteLength;
    if (bytes > have) {
      try {
        this.memory.grow(Math.ceil((bytes - have) / PAGE_BYTES));
      } catch {
        this.width = 0;
        return false;
      }
    }
    const { buffer } = this.memory;
    new Uint8Array(buffer, 0, walkAt).fill(0);
    const steps = new Int8Array(buffer, 0, 2 * reach + 1);
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++)
        if (isKnightStep(dx, dy)) steps[dy * width + dx + reach] = dx;
    }
    this.seen = new Uint8Array(buffer, seenAt, total);
    this.walk = new Int32Array(buffer, walkAt, total);
    this.width = width;
    this.visit = 0;
    return true;
  }
};
var tourCheck;
function loadTourCheck() {
  const api = globalThis.WebAssembly;
  if (!api) return null;
  try {
    const { exports } = new api.Instance(new api.Module(WASM_CHECK_WASM));
    return new TourCheck(exports.memory, exports.isTour);
  } catch {
    return null;
  }
}
function isOpenTour(width, squares) {
  if (width < 5 || squares.length % width !== 0) return void 0;
  tourCheck ??= loadTourCheck();
  return tourCheck?.check(width, squares);
}

// ../../packages/verify/src/check-squares.ts
function checkSquares(board, squares) {
  const total = cellCount(board);
  if (squares.length !== total) {
    return `the walk has ${squares.length} steps but the ${boardName(board)} board has ${total} ${unitOf(board)}`;
  }
  const plane = board.depth === 1;
  if (plane && squares instanceof Int32Array && isOpenTour(board.width, squares) === true) {
    return void 0;
  }
  return firstProblem(board, squares);
}
function firstProblem(board, squares) {
  const { width, height } = board;
  const total = squares.length;
  const seen = new Uint8Array(total);
  const at = (x, y, z) => squareLabel(squareOf(board, x, y, z));
  let px = 0;
  let py = 0;
  let pz = 0;
  for (let i = 0; i < total; i++) {
    const s = squares[i];
    if (!(Number.isInteger(s) && s >= 0 && s < total)) {
      return `step ${i + 1}: square index ${s} is off the board`;
    }
    const x = s % width;
    const rest = (s - x) / width;
    const y = rest % height;
    const z = (rest - y) / height;
    if (seen[s] === 1) return `step ${i + 1}: square ${at(x, y, z)} was already visited`;
    seen[s] = 1;
    if (i > 0 && !isKnightStep(x - px, y - py, z - pz)) {
      return `step ${i + 1}: ${at(px, py, pz)} to ${at(x, y, z)} is not a knight move`;
    }
    px = x;
    py = y;
    pz = z;
  }
  return void 0;
}

// ../../packages/sweep/src/plan/results.ts
function taskResult(task, counts) {
  const { failed, attempts, squares, verified, methods } = counts;
  for (let a = 0; a < attempts.length; a++) attempts[a] ??= 0;
  return {
    id: task.id,
    board: task.board,
    from: task.from,
    to: task.to,
    instances: task.to - task.from,
    failed,
    attempts,
    squares,
    verified,
    ...methods ? { methods } : {}
  };
}

// ../../packages/sweep/src/plan/bisect.ts
function bisect(lo, hi, holds) {
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

// ../../packages/sweep/src/plan/starts.ts
function rowRun(set, board, row) {
  const { width: w, height: h } = board;
  const y = row % h;
  const half2 = Math.floor(w / 2);
  switch (set) {
    case "all":
      return [0, w - 1];
    case "corner":
      return row === 0 ? [0, 0] : [0, -1];
    case "octant": {
      if (2 * y > h - 1) return [0, -1];
      const Y = h - 1 - 2 * y;
      return [0, w !== h ? Math.floor((w - 1) / 2) : Math.floor((w - 1 - Y) / 2)];
    }
    case "paper-octant1":
      return y <= half2 ? [0, Math.min(half2 - 1, y)] : [0, -1];
    case "paper-quadrant2":
      return y < half2 ? [half2 + 1, w - 1] : [0, -1];
    case "fundamental":
      throw new Error("unreachable: fundamental starts are listed, not counted by rows");
  }
}
var rowsOf = (board) => board.height * board.depth;
function runCount(a, b, odd, parity) {
  if (b < a) return 0;
  if (!odd) return b - a + 1;
  const first = (a + parity) % 2 === 0 ? a : a + 1;
  return first > b ? 0 : Math.floor((b - first) / 2) + 1;
}
function rowStarts(set, board, row) {
  const [a, b] = rowRun(set, board, row);
  const odd = cellCount(board) % 2 === 1;
  const parity = row % board.height + Math.floor(row / board.height);
  const first = odd && (a + parity) % 2 !== 0 ? a + 1 : a;
  return { first, step: odd ? 2 : 1, count: runCount(a, b, odd, parity) };
}
var BoardStarts = class {
  constructor(set, board) {
    this.set = set;
    this.board = board;
    if (set === "fundamental") {
      this.listed = Int32Array.from(
        startSquares(set, board),
        ([x, y, z = 0]) => cellIndex(board, x, y, z)
      );
      this.count = this.listed.length;
      return;
    }
    const rows = rowsOf(board);
    const before = new Float64Array(rows + 1);
    for (let row = 0; row < rows; row++) {
      before[row + 1] = before[row] + rowStarts(set, board, row).count;
    }
    this.before = before;
    this.count = before[rows];
  }
  set;
  board;
  count;
  /** `fundamental`: every start, ascending. */
  listed;
  /** Other sets: starts before each row; `before[rows]` is the count. */
  before;
  /** Starts `from..to-1` in set order (clamped to the starts there are), as flat indices. */
  slice(from, to) {
    if (this.listed) return this.listed.slice(from, to);
    const before = this.before;
    from = Math.max(0, from);
    const out = new Int32Array(Math.max(0, Math.min(to, this.count) - from));
    const { width } = this.board;
    let row = bisect(0, rowsOf(this.board), (r) => before[r + 1] > from);
    let i = 0;
    while (i < out.length) {
      const { first, step, count } = rowStarts(this.set, this.board, row);
      const skip = from + i - before[row];
      for (let k = skip; k < count && i < out.length; k++)
        out[i++] = row * width + first + k * step;
      row++;
    }
    return out;
  }
  /** The position of the square with flat index `index` among the starts, or -1 when it is not one. */
  indexOf(index) {
    if (!Number.isSafeInteger(index) || index < 0 || index >= cellCount(this.board)) return -1;
    if (this.listed) {
      const at = bisect(0, this.listed.length, (i) => this.listed[i] >= index);
      return this.listed[at] === index ? at : -1;
    }
    const { width } = this.board;
    const row = Math.floor(index / width);
    const x = index % width;
    const { first, step, count } = rowStarts(this.set, this.board, row);
    const k = (x - first) / step;
    return Number.isInteger(k) && k >= 0 && k < count ? this.before[row] + k : -1;
  }
};

// ../../packages/sweep/src/plan/task-runner.ts
var AUTO_FIRST = "octaml16";
var TaskRunner = class {
  current;
  prepare(spec2, task) {
    if (!this.current || this.current.starts.set !== spec2.starts || boardName(this.current.runner.board) !== boardName(task.board)) {
      this.current = void 0;
      const runner2 = new HeuristicRunner(task.board);
      this.current = { runner: runner2, starts: new BoardStarts(spec2.starts, runner2.board) };
    }
    return this.current;
  }
  /**
   * Runs every instance of `task`. With `check`, each complete walk is verified; a rejected
   * walk is a failure with the verifier's problem.
   */
  run(spec2, task, check2) {
    const { runner: runner2, starts } = this.prepare(spec2, task);
    const board = runner2.board;
    const squaresOf = Array.from(starts.slice(task.from, task.to), (i) => cellAt(board, i));
    const total = cellCount(board);
    const failed = [];
    const attempts = [0];
    let walked = 0;
    let verified = 0;
    const fail = (at, reached, tries, problem) => failed.push({
      board,
      start: squaresOf[at],
      reached,
      attempts: tries,
      ...problem ? { problem: `verifier rejected the complete walk: ${problem}` } : {}
    });
    const complete = (tries) => {
      attempts[tries] = (attempts[tries] ?? 0) + 1;
    };
    const accepted = (at, walk, tries) => {
      if (!check2) return true;
      verified++;
      const problem = check2(board, walk);
      if (problem) fail(at, total, tries, problem);
      return !problem;
    };
    const { algorithm, seed } = spec2;
    const auto = algorithmInfo(algorithm).kind === "auto";
    let methods;
    if (seed !== void 0) {
      const heuristic2 = algorithm;
      squaresOf.forEach((start, at) => {
        const walk = check2 ? runner2.run(heuristic2, start, seed) : { ...runner2.summarize(heuristic2, start, seed), squares: void 0 };
        walked += walk.walked;
        if (!walk.complete) fail(at, walk.length, walk.attempts);
        else if (!walk.squares || accepted(at, walk.squares, walk.attempts))
          complete(walk.attempts);
      });
    } else {
      const problems = /* @__PURE__ */ new Map();
      const batch = runner2.summarizeAll(
        auto ? AUTO_FIRST : algorithm,
        squaresOf,
        check2 ? (at, walk) => {
          verified++;
          const problem = check2(board, walk);
          if (problem) problems.set(at, problem);
        } : void 0
      );
      if (auto) methods = {};
      squaresOf.forEach((start, at) => {
        walked += batch.walked[at];
        const tries = batch.attempts[at];
        const problem = problems.get(at);
        if (problem || batch.length[at] === total) {
          if (problem) fail(at, total, tries, problem);
          else complete(tries);
          if (methods) methods[AUTO_FIRST] = (methods[AUTO_FIRST] ?? 0) + 1;
        } else if (!methods) {
          fail(at, batch.length[at], tries);
        } else {
          const answer = autoTour(board, start[0], start[1], { runner: runner2 });
          methods[answer.method] = (methods[answer.method] ?? 0) + 1;
          if (!answer.complete) fail(at, answer.squares.length, answer.attempts);
          else if (accepted(at, answer.squares, answer.attempts)) complete(answer.attempts);
        }
      });
    }
    return taskResult(task, { failed, attempts, squares: walked, verified, methods });
  }
};

// ../../packages/sweep/src/node/worker.ts
var { spec, verify } = workerData;
var runner = new TaskRunner();
var check = verify ? checkSquares : void 0;
var holdAfter = Number(process.env.KNIGHTS_TOUR_TEST_HOLD_AFTER ?? Number.POSITIVE_INFINITY);
var ran = 0;
var port = parentPort;
if (!port) throw new Error("the sweep worker must run in a worker thread");
port.on("message", (message) => {
  for (const task of message.tasks) {
    if (ran >= holdAfter) return;
    ran++;
    const reply = { result: runner.run(spec, task, check) };
    port.postMessage(reply);
  }
});
