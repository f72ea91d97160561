import { createRequire as __knightsTourCreateRequire } from 'node:module';
const require = __knightsTourCreateRequire(import.meta.url);
var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// ../../packages/core/src/text/errors.ts
function rethrowAs(work, as) {
  const rethrow = (error) => {
    if (!(error instanceof KnightsTourError)) throw error;
    const own = as(error);
    if (own !== error && own.cause === void 0) {
      Object.defineProperty(own, "cause", { value: error, writable: true, configurable: true });
    }
    throw own;
  };
  let result;
  try {
    result = work();
  } catch (error) {
    return rethrow(error);
  }
  if (result instanceof Promise) return result.catch(rethrow);
  if (isAsyncIterable(result)) {
    const source = result;
    return (async function* () {
      try {
        yield* source;
      } catch (error) {
        rethrow(error);
      }
    })();
  }
  return result;
}
function isAsyncIterable(value) {
  return typeof value?.[Symbol.asyncIterator] === "function";
}
var KnightsTourError;
var init_errors = __esm({
  "../../packages/core/src/text/errors.ts"() {
    "use strict";
    KnightsTourError = class extends Error {
      name = "KnightsTourError";
    };
  }
});

// ../../packages/core/src/board/board.ts
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
var MAX_SQUARES, MAX_SIDE, MAX_CELLS_3D, SIDES;
var init_board = __esm({
  "../../packages/core/src/board/board.ts"() {
    "use strict";
    init_errors();
    MAX_SQUARES = 2 ** 28;
    MAX_SIDE = 16384;
    MAX_CELLS_3D = Math.min(2 ** 24, MAX_SQUARES);
    SIDES = ["width", "height", "depth"];
  }
});

// ../../packages/core/src/engine/literature.ts
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
var NINETEEN_ORDERS, ROTH_ORDER, SWITCHING;
var init_literature = __esm({
  "../../packages/core/src/engine/literature.ts"() {
    "use strict";
    NINETEEN_ORDERS = [
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
    ROTH_ORDER = "78123456";
    SWITCHING = [
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
  }
});

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
var init_regions = __esm({
  "../../packages/core/src/board/regions.ts"() {
    "use strict";
  }
});

// ../../packages/core/src/engine/orders.ts
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
var OCTAML16_VARIANTS, mod8, MOVE_NUMBER_ORDER;
var init_orders = __esm({
  "../../packages/core/src/engine/orders.ts"() {
    "use strict";
    init_regions();
    OCTAML16_VARIANTS = [1, -1].flatMap(
      (r) => [0, 1, 2, 3, 4, 5, 6, 7].map((t) => ({ r, t }))
    );
    mod8 = (v) => ((v - 1) % 8 + 8) % 8 + 1;
    MOVE_NUMBER_ORDER = "12345678";
  }
});

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
var WARNSDORFF_RULE;
var init_rule = __esm({
  "../../packages/core/src/engine/rule.ts"() {
    "use strict";
    init_regions();
    init_literature();
    init_orders();
    WARNSDORFF_RULE = {
      levels: ["order"],
      orders: { kind: "fixed", orders: [MOVE_NUMBER_ORDER] },
      seed: "ties"
    };
  }
});

// ../../packages/core/src/catalogue.ts
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
var PARBERRY_ATTEMPTS, SQUIRREL_CULL, WARNSDORFF, AML, OCTAML, ROTH, POHL, heuristic, AML_LEVELS, orderRule, pohlRule, rothRule, INFO;
var init_catalogue = __esm({
  "../../packages/core/src/catalogue.ts"() {
    "use strict";
    init_literature();
    init_orders();
    init_rule();
    PARBERRY_ATTEMPTS = 1e5;
    SQUIRREL_CULL = "D. Squirrel, P. Cull, A Warnsdorff-Rule Algorithm for Knight’s Tours on Square Chessboards, OSU REU 1996";
    WARNSDORFF = "H. C. von Warnsdorf, Des Rösselsprunges einfachste und allgemeinste Lösung, 1823";
    AML = "Álvarez-Martínez & Lázaro, SBPO 2012";
    OCTAML = "Costa & Pereira de Sá (OctAML16)";
    ROTH = "A. Roth, The Problem of the Knight: A Fast and Simple Algorithm, MathSource 909 (1992–93)";
    POHL = "I. Pohl, A method for finding Hamilton paths and Knight’s tours, CACM 10(7), 1967";
    heuristic = (entry) => ({
      kind: "heuristic",
      dimensions: 2,
      limits: false,
      closed: false,
      ...entry
    });
    AML_LEVELS = ["corner", "edge", "order"];
    orderRule = (order) => ({
      levels: ["order"],
      orders: { kind: "fixed", orders: [order] },
      seed: "none"
    });
    pohlRule = (order, seed) => ({
      levels: ["pohl", "order"],
      orders: { kind: "fixed", orders: [order] },
      seed
    });
    rothRule = (rounding) => ({
      levels: ["roth", "order"],
      orders: { kind: "fixed", orders: [ROTH_ORDER] },
      rounding,
      seed: "none"
    });
    INFO = {
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
  }
});

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
  const fits2 = start?.length === arity || arity === 2 && start?.length === 3;
  if (!fits2 || !onBoard(board, x, y, z)) {
    const axes = ["x", "y", "z"].slice(0, arity);
    const sides = [board.width, board.height, board.depth];
    const ranges = axes.map((a, i) => `${a} from 0 to ${sides[i] - 1}`).join(", ");
    throw new KnightsTourError(
      `start ${Array.isArray(start) ? squareLabel(start) : `(${String(start)})`} is off the ${boardName(board)} board (${ranges})`
    );
  }
  return squareOf(board, x, y, z);
}
var init_square = __esm({
  "../../packages/core/src/board/square.ts"() {
    "use strict";
    init_errors();
    init_board();
  }
});

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
var init_colour = __esm({
  "../../packages/core/src/board/colour.ts"() {
    "use strict";
    init_board();
    init_square();
  }
});

// ../../packages/core/src/board/fields.ts
var init_fields = __esm({
  "../../packages/core/src/board/fields.ts"() {
    "use strict";
  }
});

// ../../packages/core/src/board/moves.ts
var MOVES;
var init_moves = __esm({
  "../../packages/core/src/board/moves.ts"() {
    "use strict";
    MOVES = [
      [-2, -1],
      [-1, -2],
      [1, -2],
      [2, -1],
      [2, 1],
      [1, 2],
      [-1, 2],
      [-2, 1]
    ];
  }
});

// ../../packages/core/src/board/tour.ts
var init_tour = __esm({
  "../../packages/core/src/board/tour.ts"() {
    "use strict";
  }
});

// ../../packages/core/src/engine/geometry.ts
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
function createGeometry(board) {
  const { width: w, height: h } = board;
  const stride = w + 2 * PAD;
  const size = stride * (h + 2 * PAD);
  const offsets = moveOffsets(stride);
  const degrees2 = new Uint8Array(size).fill(BLOCKED);
  const pattern = new Uint8Array(size);
  const cols = axisSignatures(w);
  const rows = axisSignatures(h);
  const filler = new PatternFiller(board, cols, rows.count, pattern, degrees2);
  for (let y = 0; y < h; y++) {
    filler.fill(y, rows.fold[y], rows.id[y], (y + PAD) * stride + PAD);
  }
  return {
    board,
    stride,
    size,
    offsets,
    degrees: degrees2,
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
var PAD, BLOCKED, FREE_LIMIT, NO_CANDIDATE, MAX_PATTERNS, OFF, PatternFiller;
var init_geometry = __esm({
  "../../packages/core/src/engine/geometry.ts"() {
    "use strict";
    init_board();
    init_moves();
    init_regions();
    init_orders();
    PAD = 2;
    BLOCKED = 64;
    FREE_LIMIT = 16;
    NO_CANDIDATE = (BLOCKED - 8) * 8;
    MAX_PATTERNS = 256;
    OFF = 7;
    PatternFiller = class {
      constructor(board, cols, rowCount, pattern, degrees2) {
        this.board = board;
        this.cols = cols;
        this.pattern = pattern;
        this.degrees = degrees2;
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
  }
});

// ../../packages/core/src/search/connectivity.ts
var Connectivity;
var init_connectivity = __esm({
  "../../packages/core/src/search/connectivity.ts"() {
    "use strict";
    init_geometry();
    Connectivity = class {
      /** `deg` and `offsets` over `cells` padded cells, of which `squares` are the board's. */
      constructor(deg, offsets, cells, squares) {
        this.deg = deg;
        this.offsets = offsets;
        this.mark = new Uint32Array(cells);
        this.queue = new Int32Array(squares);
      }
      deg;
      offsets;
      mark;
      epoch = 0;
      queue;
      /**
       * Are the `remaining` unvisited squares connected by knight moves? A completion visits them
       * all in one walk that never returns to a visited square, so a split means a dead end.
       * Breadth-first from an unvisited neighbour of `current` (none: not this check's concern).
       */
      connected(current, remaining) {
        if (remaining <= 1) return true;
        const deg = this.deg;
        const off = this.offsets;
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
    };
  }
});

// ../../packages/core/src/search/tour-search.ts
var PROGRESS_MASK, CLOCK_MASK, CHECK_SHIFT, CHECK_CREDIT, TourSearch;
var init_tour_search = __esm({
  "../../packages/core/src/search/tour-search.ts"() {
    "use strict";
    init_geometry();
    init_connectivity();
    PROGRESS_MASK = (1 << 20) - 1;
    CLOCK_MASK = (1 << 12) - 1;
    CHECK_SHIFT = 2;
    CHECK_CREDIT = 32;
    TourSearch = class {
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
      /** The connectivity rule's check, over `deg`. */
      reach;
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
        this.reach = new Connectivity(this.deg, this.geometry.offsets, this.geometry.size, n);
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
        let credit = 16 * N;
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
            credit += CHECK_CREDIT;
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
            } else if (connectivity && nodes >= nextCheck && credit >= N - 1 - d && !this.reach.connected(cell, N - 1 - d)) {
              credit -= N - 1 - d;
              recheck = true;
              childCount[d] = 0;
              pending[d] = 0;
            } else {
              if (connectivity && nodes >= nextCheck && credit >= N - 1 - d) {
                credit -= N - 1 - d;
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
              const left = N - 1 - d;
              if (credit < left) recheck = false;
              else {
                credit -= left;
                if (this.reach.connected(path[d], left)) recheck = false;
                else {
                  childCount[d] = 0;
                  pending[d] = 0;
                }
              }
            }
          }
        }
        this.deepestLen = deepestLen;
        return { found: false, count, nodes, stopped };
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
  }
});

// ../../packages/core/src/search/search.ts
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
var SEARCH_ALGORITHMS, DEFAULT_SEARCH_NODES, MAX_SEARCH_SQUARES;
var init_search = __esm({
  "../../packages/core/src/search/search.ts"() {
    "use strict";
    init_board();
    init_colour();
    init_geometry();
    init_orders();
    init_errors();
    init_tour_search();
    SEARCH_ALGORITHMS = ["backtrack", "warnsdorff-backtrack"];
    DEFAULT_SEARCH_NODES = 1e8;
    MAX_SEARCH_SQUARES = 2 ** 22;
  }
});

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
function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
function orList(names) {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}
var init_quote = __esm({
  "../../packages/core/src/text/quote.ts"() {
    "use strict";
  }
});

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
function parseName(kind, text, names, options = {}) {
  const name = String(text).trim().toLowerCase();
  const found = names.find((n) => n === name);
  if (found !== void 0) return found;
  const expected = options.expected ?? `expected one of ${names.join(", ")}`;
  throw new KnightsTourError(
    `unknown ${kind} ${quote(String(text))}${didYouMean(name, names)} (${expected})`
  );
}
var init_names = __esm({
  "../../packages/core/src/text/names.ts"() {
    "use strict";
    init_errors();
    init_quote();
  }
});

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
function symmetriesOf(board) {
  if (board.depth === 1) {
    const sides = [board.width, board.height];
    return symmetryMaps(board).map(({ name, axes, flips }) => make(name, axes, flips, sides));
  }
  return boxSymmetries(board);
}
function symmetryMaps(board) {
  if (board.depth === 1) {
    const square = board.width === board.height;
    return PLANE.filter(([, , , squareOnly]) => square || !squareOnly).map(
      ([name, axes, flips]) => ({ name, axes, flips })
    );
  }
  return boxMaps(board);
}
function boxMaps(board) {
  const sides = [board.width, board.height, board.depth];
  const shape = (sides[0] === sides[1] ? 1 : 0) | (sides[1] === sides[2] ? 2 : 0) | (sides[0] === sides[2] ? 4 : 0);
  const known = boxMapsByShape.get(shape);
  if (known) return known;
  const out = [];
  for (const axes of PERMUTATIONS) {
    if (axes.some((a, i) => sides[a] !== sides[i])) continue;
    for (let bits = 0; bits < 8; bits++) {
      const flips = [(bits & 1) !== 0, (bits & 2) !== 0, (bits & 4) !== 0];
      const name = `(${axes.map((a, i) => `${flips[i] ? "-" : ""}${AXIS_NAMES[a]}`).join(",")})`;
      out.push({ name, axes, flips });
    }
  }
  boxMapsByShape.set(shape, out);
  return out;
}
function boxSymmetries(board) {
  const sides = [board.width, board.height, board.depth];
  return boxMaps(board).map(({ name, axes, flips }) => make(name, axes, flips, sides));
}
var PLANE, PERMUTATIONS, AXIS_NAMES, boxMapsByShape;
var init_symmetry = __esm({
  "../../packages/core/src/board/symmetry.ts"() {
    "use strict";
    PLANE = [
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
    PERMUTATIONS = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0]
    ];
    AXIS_NAMES = ["x", "y", "z"];
    boxMapsByShape = /* @__PURE__ */ new Map();
  }
});

// ../../packages/core/src/three-d/moves.ts
var MOVES_3D;
var init_moves2 = __esm({
  "../../packages/core/src/three-d/moves.ts"() {
    "use strict";
    MOVES_3D = (() => {
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
  }
});

// ../../packages/core/src/three-d/symmetry.ts
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
var same;
var init_symmetry2 = __esm({
  "../../packages/core/src/three-d/symmetry.ts"() {
    "use strict";
    init_board();
    init_symmetry();
    same = (a, b) => a[0] === b[0] && a[1] === b[1] && (a[2] ?? 0) === b[2];
  }
});

// ../../packages/core/src/three-d/walk.ts
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
var HEURISTICS_3D, OCTAML16_3D_VARIANTS, MOVE_NUMBER_RANKS, MOVE_COUNT, Runner3d;
var init_walk = __esm({
  "../../packages/core/src/three-d/walk.ts"() {
    "use strict";
    init_board();
    init_regions();
    init_symmetry();
    init_errors();
    init_moves2();
    init_symmetry2();
    HEURISTICS_3D = ["warnsdorff3d", "octaml3d", "octaml16-3d"];
    OCTAML16_3D_VARIANTS = [1, -1].flatMap(
      (r) => Array.from({ length: 8 }, (_, t) => ({ r, t }))
    );
    MOVE_NUMBER_RANKS = Uint8Array.from(MOVES_3D, (_, m) => m);
    MOVE_COUNT = 24;
    Runner3d = class {
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
  }
});

// ../../packages/core/src/algorithms.ts
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
    interleaved: rule ? isStatic(rule, false) : entry.kind === "auto",
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
var HEURISTICS_2D, HEURISTICS, ALGORITHMS, ALGORITHM_FAMILIES, MAX_SEED;
var init_algorithms = __esm({
  "../../packages/core/src/algorithms.ts"() {
    "use strict";
    init_board();
    init_catalogue();
    init_orders();
    init_rule();
    init_search();
    init_errors();
    init_names();
    init_quote();
    init_walk();
    HEURISTICS_2D = [
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
    HEURISTICS = [...HEURISTICS_2D, ...HEURISTICS_3D];
    ALGORITHMS = [
      "auto",
      ...HEURISTICS_2D,
      ...SEARCH_ALGORITHMS,
      ...HEURISTICS_3D
    ];
    ALGORITHM_FAMILIES = [
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
    MAX_SEED = 2 ** 32 - 1;
  }
});

// ../../packages/core/src/search/exists.ts
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
var SCHWENK, OPEN_THEOREM, SEARCH_SQUARES;
var init_exists = __esm({
  "../../packages/core/src/search/exists.ts"() {
    "use strict";
    init_board();
    init_colour();
    init_square();
    init_search();
    SCHWENK = "Schwenk (1991): an m×n board with m ≤ n has a closed tour unless m and n are both odd, or m is 1, 2 or 4, or m = 3 and n is 4, 6 or 8";
    OPEN_THEOREM = "Cull & De Curtins (1978), Conrad et al. (1994): an m×n board with m ≤ n has an open tour if and only if m = n = 1, or m = 3 and n = 4 or n ≥ 7, or m = 4 and n ≥ 5, or m ≥ 5";
    SEARCH_SQUARES = 1e6;
  }
});

// ../../packages/core/src/construct/blocks.ts
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
function baseKey(w, h, hole) {
  return hole ? `${w}x${h}-${hole[0]},${hole[1]}` : `${w}x${h}`;
}
var PUNCTURED_SIDES, STRIP_EDGE;
var init_blocks = __esm({
  "../../packages/core/src/construct/blocks.ts"() {
    "use strict";
    PUNCTURED_SIDES = [5, 7, 9, 11];
    STRIP_EDGE = [-1, 0, -2, 2];
  }
});

// ../../packages/core/src/construct/closed-bases.ts
var BASE_TOURS;
var init_closed_bases = __esm({
  "../../packages/core/src/construct/closed-bases.ts"() {
    "use strict";
    BASE_TOURS = {
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
  }
});

// ../../packages/core/src/construct/closed.ts
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
var decoded, CycleBuilder;
var init_closed = __esm({
  "../../packages/core/src/construct/closed.ts"() {
    "use strict";
    init_board();
    init_colour();
    init_moves();
    init_blocks();
    init_closed_bases();
    decoded = /* @__PURE__ */ new Map();
    CycleBuilder = class {
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
  }
});

// ../../packages/core/src/engine/random.ts
function nextState(state) {
  return state + 1831565813 >>> 0;
}
function randomValue(state) {
  let t = state;
  t = Math.imul(t ^ t >>> 15, t | 1);
  t ^= t + Math.imul(t ^ t >>> 7, t | 61);
  return ((t ^ t >>> 14) >>> 0) / 4294967296;
}
var SeededRandom;
var init_random = __esm({
  "../../packages/core/src/engine/random.ts"() {
    "use strict";
    SeededRandom = class {
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
  }
});

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
function rothSpace(g, rounding) {
  const { width: w, height: h } = g.board;
  const [ex, ey] = rothDestination(g.board, rounding);
  const pattern = new Uint8Array(g.size);
  const ids = /* @__PURE__ */ new Map();
  const known = /* @__PURE__ */ new Map();
  const levels = [];
  const values = new Array(8);
  const classify2 = (x, y) => {
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
      pattern.fill(classify2(sorted[i], y), row + sorted[i], row + sorted[i + 1]);
    }
  }
  return { pattern, levels: Uint8Array.from(levels), count: ids.size };
}
var DIRECTIONS;
var init_ranking = __esm({
  "../../packages/core/src/engine/ranking.ts"() {
    "use strict";
    init_moves();
    init_geometry();
    init_literature();
    init_orders();
    DIRECTIONS = (() => {
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
  }
});

// ../../packages/core/src/engine/rule-walk.ts
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
var UNVISITED_BELOW, RuleWalker;
var init_rule_walk = __esm({
  "../../packages/core/src/engine/rule-walk.ts"() {
    "use strict";
    init_geometry();
    init_random();
    UNVISITED_BELOW = 16;
    RuleWalker = class {
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
  }
});

// ../../packages/core/src/engine/walk.ts
function walkFrom(deg, pattern, ranks, moves, off, start, path) {
  const blocked = BLOCKED;
  const none2 = NO_CANDIDATE;
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
    if (best >= none2) return len;
    cur = cur + off[moves[p] >>> (best & 7) * 3 & 7] | 0;
  }
}
var Walker;
var init_walk2 = __esm({
  "../../packages/core/src/engine/walk.ts"() {
    "use strict";
    init_geometry();
    Walker = class {
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
  }
});

// ../../packages/core/src/engine/attempts.ts
function randomFor(rule, seed) {
  if (rule.seed === "always") return new SeededRandom(seed ?? 0);
  if (rule.seed === "ties" && seed !== void 0) return new SeededRandom(seed);
  return void 0;
}
var RuleEngine;
var init_attempts = __esm({
  "../../packages/core/src/engine/attempts.ts"() {
    "use strict";
    init_geometry();
    init_orders();
    init_random();
    init_ranking();
    init_rule();
    init_rule_walk();
    init_walk2();
    RuleEngine = class {
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
  }
});

// ../../packages/core/src/engine/sweep-kernel.generated.ts
var SWEEP_KERNEL_LAYOUT, SWEEP_KERNEL_WASM;
var init_sweep_kernel_generated = __esm({
  "../../packages/core/src/engine/sweep-kernel.generated.ts"() {
    "use strict";
    SWEEP_KERNEL_LAYOUT = {
      RECORDS: 0,
      RECORD_BYTES: 32,
      MAX_LANES: 16,
      RECORD_CELL: 0,
      RECORD_TABLE: 4,
      RECORD_BORN: 8,
      RECORD_PATTERN: 12,
      RECORD_PATH: 16,
      WINDOW_ABOVE_2: 512,
      WINDOW_ABOVE_1: 516,
      WINDOW_BELOW_1: 520,
      WINDOW_BELOW_2: 524,
      ROUND: 528,
      BUDGET: 540,
      OFFSETS: 544,
      RANK_BYTES: 32,
      DEGREES: 1024,
      SLACK: 64,
      MIN_STRIDE: 9,
      BLOCKED: 64,
      NO_MOVE_KEY: 14336,
      KEY_RANK_SHIFT: 5,
      KEY_MOVE_SHIFT: 2,
      KEY_MOVE_MASK: 28
    };
    SWEEP_KERNEL_WASM = /* @__PURE__ */ new Uint8Array([
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
      195,
      90,
      1,
      192,
      90,
      3,
      7,
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
      6,
      65,
      132,
      4,
      40,
      2,
      0,
      33,
      7,
      65,
      136,
      4,
      40,
      2,
      0,
      33,
      8,
      65,
      140,
      4,
      40,
      2,
      0,
      33,
      9,
      65,
      156,
      4,
      32,
      1,
      54,
      2,
      0,
      65,
      16,
      32,
      0,
      107,
      33,
      3,
      32,
      2,
      65,
      0,
      71,
      33,
      2,
      32,
      2,
      65,
      0,
      70,
      4,
      64,
      3,
      64,
      65,
      156,
      4,
      40,
      2,
      0,
      65,
      1,
      107,
      33,
      1,
      65,
      156,
      4,
      32,
      1,
      54,
      2,
      0,
      32,
      1,
      69,
      4,
      64,
      65,
      127,
      15,
      11,
      65,
      144,
      4,
      65,
      144,
      4,
      40,
      2,
      0,
      65,
      1,
      106,
      54,
      2,
      0,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      32,
      3,
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
      8,
      9,
      10,
      11,
      12,
      13,
      14,
      15,
      11,
      65,
      224,
      3,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      228,
      3,
      40,
      2,
      0,
      32,
      4,
      65,
      236,
      3,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      15,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      224,
      3,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      240,
      3,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      240,
      3,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      192,
      3,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      196,
      3,
      40,
      2,
      0,
      32,
      4,
      65,
      204,
      3,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      14,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      192,
      3,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      208,
      3,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      208,
      3,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      160,
      3,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      164,
      3,
      40,
      2,
      0,
      32,
      4,
      65,
      172,
      3,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      13,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      160,
      3,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      176,
      3,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      176,
      3,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      128,
      3,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      132,
      3,
      40,
      2,
      0,
      32,
      4,
      65,
      140,
      3,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      12,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      128,
      3,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      144,
      3,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      144,
      3,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      224,
      2,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      228,
      2,
      40,
      2,
      0,
      32,
      4,
      65,
      236,
      2,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      11,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      224,
      2,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      240,
      2,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      240,
      2,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      192,
      2,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      196,
      2,
      40,
      2,
      0,
      32,
      4,
      65,
      204,
      2,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      10,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      192,
      2,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      208,
      2,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      208,
      2,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      160,
      2,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      164,
      2,
      40,
      2,
      0,
      32,
      4,
      65,
      172,
      2,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      9,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      160,
      2,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      176,
      2,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      176,
      2,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      128,
      2,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      132,
      2,
      40,
      2,
      0,
      32,
      4,
      65,
      140,
      2,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      8,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      128,
      2,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      144,
      2,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      144,
      2,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      224,
      1,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      228,
      1,
      40,
      2,
      0,
      32,
      4,
      65,
      236,
      1,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      7,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      224,
      1,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      240,
      1,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      240,
      1,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      192,
      1,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      196,
      1,
      40,
      2,
      0,
      32,
      4,
      65,
      204,
      1,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      6,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      192,
      1,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      208,
      1,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      208,
      1,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      160,
      1,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      164,
      1,
      40,
      2,
      0,
      32,
      4,
      65,
      172,
      1,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      5,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      160,
      1,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      176,
      1,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      176,
      1,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      128,
      1,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      132,
      1,
      40,
      2,
      0,
      32,
      4,
      65,
      140,
      1,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      4,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      128,
      1,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      144,
      1,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      144,
      1,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      224,
      0,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      228,
      0,
      40,
      2,
      0,
      32,
      4,
      65,
      236,
      0,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      3,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      224,
      0,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      240,
      0,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      240,
      0,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      192,
      0,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      196,
      0,
      40,
      2,
      0,
      32,
      4,
      65,
      204,
      0,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      2,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      192,
      0,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      208,
      0,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      208,
      0,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      32,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      36,
      40,
      2,
      0,
      32,
      4,
      65,
      44,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      1,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      32,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      48,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      48,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      0,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      4,
      40,
      2,
      0,
      32,
      4,
      65,
      12,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      0,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      0,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      0,
      4,
      64,
      65,
      16,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      16,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      12,
      0,
      11,
      11,
      32,
      2,
      65,
      1,
      70,
      4,
      64,
      3,
      64,
      65,
      156,
      4,
      40,
      2,
      0,
      65,
      1,
      107,
      33,
      1,
      65,
      156,
      4,
      32,
      1,
      54,
      2,
      0,
      32,
      1,
      69,
      4,
      64,
      65,
      127,
      15,
      11,
      65,
      144,
      4,
      65,
      144,
      4,
      40,
      2,
      0,
      65,
      1,
      106,
      54,
      2,
      0,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      2,
      64,
      32,
      3,
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
      8,
      9,
      10,
      11,
      12,
      13,
      14,
      15,
      11,
      65,
      224,
      3,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      228,
      3,
      40,
      2,
      0,
      32,
      4,
      65,
      236,
      3,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      15,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      224,
      3,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      240,
      3,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      240,
      3,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      192,
      3,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      196,
      3,
      40,
      2,
      0,
      32,
      4,
      65,
      204,
      3,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      14,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      192,
      3,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      208,
      3,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      208,
      3,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      160,
      3,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      164,
      3,
      40,
      2,
      0,
      32,
      4,
      65,
      172,
      3,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      13,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      160,
      3,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      176,
      3,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      176,
      3,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      128,
      3,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      132,
      3,
      40,
      2,
      0,
      32,
      4,
      65,
      140,
      3,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      12,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      128,
      3,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      144,
      3,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      144,
      3,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      224,
      2,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      228,
      2,
      40,
      2,
      0,
      32,
      4,
      65,
      236,
      2,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      11,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      224,
      2,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      240,
      2,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      240,
      2,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      192,
      2,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      196,
      2,
      40,
      2,
      0,
      32,
      4,
      65,
      204,
      2,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      10,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      192,
      2,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      208,
      2,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      208,
      2,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      160,
      2,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      164,
      2,
      40,
      2,
      0,
      32,
      4,
      65,
      172,
      2,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      9,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      160,
      2,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      176,
      2,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      176,
      2,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      128,
      2,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      132,
      2,
      40,
      2,
      0,
      32,
      4,
      65,
      140,
      2,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      8,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      128,
      2,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      144,
      2,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      144,
      2,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      224,
      1,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      228,
      1,
      40,
      2,
      0,
      32,
      4,
      65,
      236,
      1,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      7,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      224,
      1,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      240,
      1,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      240,
      1,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      192,
      1,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      196,
      1,
      40,
      2,
      0,
      32,
      4,
      65,
      204,
      1,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      6,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      192,
      1,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      208,
      1,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      208,
      1,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      160,
      1,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      164,
      1,
      40,
      2,
      0,
      32,
      4,
      65,
      172,
      1,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      5,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      160,
      1,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      176,
      1,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      176,
      1,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      128,
      1,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      132,
      1,
      40,
      2,
      0,
      32,
      4,
      65,
      140,
      1,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      4,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      128,
      1,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      144,
      1,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      144,
      1,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      224,
      0,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      228,
      0,
      40,
      2,
      0,
      32,
      4,
      65,
      236,
      0,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      3,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      224,
      0,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      240,
      0,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      240,
      0,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      192,
      0,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      196,
      0,
      40,
      2,
      0,
      32,
      4,
      65,
      204,
      0,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      2,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      192,
      0,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      208,
      0,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      208,
      0,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      32,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      36,
      40,
      2,
      0,
      32,
      4,
      65,
      44,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      1,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      32,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      48,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      48,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      11,
      65,
      0,
      40,
      2,
      0,
      33,
      4,
      32,
      4,
      65,
      192,
      0,
      58,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      4,
      32,
      6,
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
      10,
      32,
      4,
      32,
      8,
      106,
      32,
      4,
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
      11,
      32,
      4,
      32,
      6,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      7,
      106,
      32,
      10,
      253,
      91,
      3,
      0,
      1,
      32,
      4,
      32,
      9,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      0,
      32,
      4,
      32,
      8,
      106,
      32,
      11,
      253,
      91,
      3,
      0,
      1,
      65,
      4,
      40,
      2,
      0,
      32,
      4,
      65,
      12,
      40,
      2,
      0,
      106,
      45,
      0,
      0,
      65,
      5,
      116,
      106,
      33,
      13,
      32,
      10,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
      253,
      0,
      4,
      0,
      253,
      80,
      32,
      11,
      65,
      8,
      253,
      139,
      1,
      32,
      13,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      32,
      12,
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
      12,
      32,
      12,
      32,
      12,
      65,
      16,
      253,
      173,
      1,
      253,
      151,
      1,
      33,
      12,
      32,
      12,
      253,
      25,
      0,
      33,
      14,
      32,
      14,
      65,
      128,
      240,
      0,
      79,
      4,
      64,
      65,
      0,
      15,
      11,
      32,
      14,
      65,
      28,
      113,
      33,
      14,
      65,
      0,
      32,
      4,
      32,
      14,
      40,
      2,
      160,
      4,
      106,
      54,
      2,
      0,
      65,
      1,
      4,
      64,
      65,
      16,
      40,
      2,
      0,
      33,
      5,
      32,
      5,
      32,
      14,
      65,
      2,
      118,
      58,
      0,
      0,
      65,
      16,
      32,
      5,
      65,
      1,
      106,
      54,
      2,
      0,
      11,
      12,
      0,
      11,
      11,
      65,
      127,
      11
    ]);
  }
});

// ../../packages/core/src/engine/wasm.ts
var wasmApi;
var init_wasm = __esm({
  "../../packages/core/src/engine/wasm.ts"() {
    "use strict";
    wasmApi = globalThis.WebAssembly;
  }
});

// ../../packages/core/src/engine/interleave.ts
function emptyOutcome(n) {
  return {
    length: new Int32Array(n),
    attempts: new Int32Array(n),
    reported: new Int32Array(n),
    walked: new Float64Array(n)
  };
}
function walkOfSquares(squares) {
  return { moves: void 0, squares: () => squares };
}
function walkOfMoves(start, moves, width) {
  return {
    moves,
    squares: () => {
      const offsets = moveOffsets(width);
      const squares = new Int32Array(moves.length + 1);
      squares[0] = start;
      for (let k = 0; k < moves.length; k++) squares[k + 1] = squares[k] + offsets[moves[k]];
      return squares;
    }
  };
}
function layoutFor(g, lanes, keepPaths) {
  const region = align(g.size, 64);
  const template = L.DEGREES + lanes * region;
  const paths = template + region;
  const pathBytes = keepPaths ? align(g.board.width * g.board.height, 64) : 0;
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
function wasmAvailable() {
  return typeof wasmApi?.Module === "function";
}
function record(out, i, a, length, total) {
  out.walked[i] = out.walked[i] + length;
  out.attempts[i] = a + 1;
  if (length > out.length[i]) {
    out.length[i] = length;
    out.reported[i] = a;
  }
  return length === total;
}
var DEFAULT_LANES, MAX_LANES, ROUND_BUDGET, MAX_MEMORY, align, L, RECORD_WORDS, CELL, TABLE, BORN, PATTERN, PATH, WINDOW_LANES, kernelModule, kernelFailed, SMALL_MEMORY, WasmLanes, InterleavedWalker;
var init_interleave = __esm({
  "../../packages/core/src/engine/interleave.ts"() {
    "use strict";
    init_geometry();
    init_sweep_kernel_generated();
    init_walk2();
    init_wasm();
    DEFAULT_LANES = 8;
    MAX_LANES = SWEEP_KERNEL_LAYOUT.MAX_LANES;
    ROUND_BUDGET = 1 << 16;
    MAX_MEMORY = 2 ** 31 - 65536;
    align = (value, to) => Math.ceil(value / to) * to;
    L = SWEEP_KERNEL_LAYOUT;
    RECORD_WORDS = L.RECORD_BYTES >> 2;
    CELL = L.RECORD_CELL >> 2;
    TABLE = L.RECORD_TABLE >> 2;
    BORN = L.RECORD_BORN >> 2;
    PATTERN = L.RECORD_PATTERN >> 2;
    PATH = L.RECORD_PATH >> 2;
    WINDOW_LANES = [1, 2, -1, -1, 0, -1, 3, -1, 6, 5, -1, -1, 7, -1, 4, -1];
    kernelFailed = false;
    SMALL_MEMORY = 64 * 1024 * 1024;
    WasmLanes = class {
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
        let bytes2 = patterns.size * align(this.geometry.size, 64);
        for (const r of new Set(rankings)) bytes2 += r.ranks.length * L.RANK_BYTES;
        return bytes2;
      }
      /** Grows the memory so that `bytes` more fit after the data placed so far. */
      reserve(bytes2) {
        const want = this.dataEnd + bytes2 + L.SLACK;
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
            if (m >= 0)
              u16[at + lane] = table.rank[p * 8 + m] << L.KEY_RANK_SHIFT | m << L.KEY_MOVE_SHIFT;
          });
        }
        this.placed.set(table, at0);
        this.dataEnd += count * L.RANK_BYTES;
      }
    };
    InterleavedWalker = class {
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
        if (this.javascript || kernelFailed || !wasmAvailable()) return void 0;
        const layout = layoutFor(this.geometry, this.requested, keepPaths);
        if (layout.bytes > MAX_MEMORY) return void 0;
        try {
          return new WasmLanes(this.geometry, layout);
        } catch {
          if (layout.bytes <= SMALL_MEMORY) kernelFailed = true;
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
                onComplete(i, walkOfSquares(this.path));
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
        const pathOf2 = (lane) => layout.paths + lane * layout.pathBytes;
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
          i32[r + PATH] = pathOf2(lane);
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
          for (let j = 0; j < lane; j++) i32[rec(j) + BORN] = i32[rec(j) + BORN] + 1;
          const i = laneInstance[lane];
          const a = laneAttempt[lane];
          const length = round() - i32[r + BORN] + 1 | 0;
          const complete = record(out, i, a, length, total);
          if (complete && onComplete) {
            const moves = u8.subarray(pathOf2(lane), pathOf2(lane) + total - 1);
            onComplete(i, walkOfMoves(squareIndexOfCell(g, cells[i]), moves, g.board.width));
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
                const walked = i32[src + PATH] - pathOf2(active);
                u8.copyWithin(pathOf2(lane), pathOf2(active), pathOf2(active) + walked);
                i32[r + PATH] = pathOf2(lane) + walked;
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
  }
});

// ../../packages/core/src/heuristics.ts
function enginesOf(runner) {
  return enginesOfRunner.get(runner);
}
function beginAt(squares, square) {
  const i = squares.indexOf(square);
  if (i <= 0) return;
  const head = squares.slice(0, i);
  squares.copyWithin(0, i);
  squares.set(head, squares.length - i);
}
var BoardEngines, enginesOfRunner, HeuristicRunner, PlaneEngine, EMPTY, BoxEngine;
var init_heuristics = __esm({
  "../../packages/core/src/heuristics.ts"() {
    "use strict";
    init_algorithms();
    init_board();
    init_square();
    init_attempts();
    init_geometry();
    init_interleave();
    init_rule();
    init_exists();
    init_walk();
    BoardEngines = class {
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
    enginesOfRunner = /* @__PURE__ */ new WeakMap();
    HeuristicRunner = class {
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
       * squares means complete. With `onComplete`, each complete walk is also handed over with the
       * index of its start (valid only during the call): from the kernel as the move of each step
       * (`moves`), otherwise as square indices; `squares()` gives square indices either way.
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
    PlaneEngine = class {
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
            onComplete(i, walkOfSquares(path));
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
    EMPTY = new Int32Array(0);
    BoxEngine = class {
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
          if (walk.complete && onComplete) onComplete(i, walkOfSquares(walk.cells));
        });
        return out;
      }
    };
  }
});

// ../../packages/core/src/auto.ts
function autoTour(board, x, y, options = {}) {
  const checked = checkPlaneBoard(board, "auto (OctAML16, then exact search)");
  checkStart(checked, [x, y]);
  validateLimit("maxNodes", options.maxNodes);
  validateLimit("maxMs", options.maxMs);
  const runner = options.runner?.board;
  if (runner && boardName(runner) !== boardName(checked)) {
    throw new KnightsTourError(
      `the runner handed to auto walks ${boardName(runner)}, not ${boardName(checked)}`
    );
  }
  return autoFrom(checked, x, y, options);
}
function autoFrom(board, x, y, options = {}) {
  const none2 = (method, reason2, attempts2 = 0) => ({
    complete: false,
    squares: new Int32Array(0),
    method,
    attempts: attempts2,
    reason: reason2
  });
  if (options.closed) {
    if (!closedToursExist(board)) {
      const answer = existence(board, { closed: true });
      return none2(answer.basis === "parity" ? "parity" : "theorem", answer.reason);
    }
    return {
      complete: true,
      squares: symmetric(board, x, y, (sx, sy) => closedTourFrom(board, sx, sy)),
      method: "closed-blocks",
      attempts: 1
    };
  }
  const parity = parityReason(board, x, y);
  if (parity) return none2("parity", parity);
  if (!openToursExist(board)) return none2("theorem", existence(board).reason);
  const inner = innerLineReason(board, x, y);
  if (inner) return none2("theorem", inner);
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
var RANDOM_WARNSDORFF_SEEDS, RANDOM_WARNSDORFF_SQUARES;
var init_auto = __esm({
  "../../packages/core/src/auto.ts"() {
    "use strict";
    init_board();
    init_colour();
    init_square();
    init_symmetry();
    init_closed();
    init_heuristics();
    init_exists();
    init_search();
    init_errors();
    RANDOM_WARNSDORFF_SEEDS = 16384;
    RANDOM_WARNSDORFF_SQUARES = 5e7;
  }
});

// ../../packages/core/src/board/sizes.ts
function parseBoardSize(text) {
  if (typeof text !== "string" || text.trim() === "") {
    throw new KnightsTourError(`missing board size: give n, WxH or WxHxD (${EXAMPLES})`);
  }
  const m = SIZE.exec(text);
  if (!m) {
    throw new KnightsTourError(`board size ${quote(text)} is not n, WxH or WxHxD (${EXAMPLES})`);
  }
  const width = Number(m[1]);
  const height = m[2] === void 0 ? width : Number(m[2]);
  const depth = m[3] === void 0 ? 1 : Number(m[3]);
  return createBoard(width, height, depth);
}
var SEP, SIDE, SIZE, RANGE, SIZE_ITEM, EXAMPLES;
var init_sizes = __esm({
  "../../packages/core/src/board/sizes.ts"() {
    "use strict";
    init_errors();
    init_quote();
    init_board();
    SEP = String.raw`\s*[xX×*]\s*`;
    SIDE = String.raw`(\d+)`;
    SIZE = new RegExp(String.raw`^\s*${SIDE}(?:${SEP}${SIDE}(?:${SEP}${SIDE})?)?\s*$`);
    RANGE = String.raw`(\d+)(?:\s*-\s*(\d+))?`;
    SIZE_ITEM = new RegExp(`^${RANGE}(?:${SEP}${RANGE}(?:${SEP}${RANGE})?)?$`);
    EXAMPLES = "e.g. 8, 8x10 or 6x6x6";
  }
});

// ../../packages/core/src/board/starts.ts
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
var START_SETS, BOX_SETS;
var init_starts = __esm({
  "../../packages/core/src/board/starts.ts"() {
    "use strict";
    init_errors();
    init_quote();
    init_board();
    init_colour();
    init_regions();
    init_square();
    init_symmetry();
    START_SETS = [
      "all",
      "octant",
      "paper-octant1",
      "paper-quadrant2",
      "corner",
      "fundamental"
    ];
    BOX_SETS = ["all", "fundamental", "corner"];
  }
});

// ../../packages/core/src/board/index.ts
var init_board2 = __esm({
  "../../packages/core/src/board/index.ts"() {
    "use strict";
    init_board();
    init_colour();
    init_fields();
    init_moves();
    init_regions();
    init_sizes();
    init_square();
    init_starts();
    init_symmetry();
    init_tour();
  }
});

// ../../packages/core/src/explain.ts
function explainWalk(board, algorithm, start, options = {}) {
  const b = checkBoard(board);
  const name = parseAlgorithm(algorithm, (info2) => info2.kind === "heuristic");
  const info = algorithmInfo(name);
  const rule = ruleOf(name);
  if (!rule)
    throw new KnightsTourError(
      `only the 2-D heuristics can be explained step by step, not ${name}`
    );
  checkFitsBoard(name, b);
  const [x, y] = checkStart(b, start);
  if (options.seed !== void 0) checkSeed(name, options.seed);
  const g = createGeometry(b);
  const engine = new RuleEngine(g);
  const path = new Int32Array(cellCount(b));
  const outcome = engine.run(rule, x, y, options.seed, path, closedToursExist(b));
  const target = options.attempt ?? outcome.reported + 1;
  if (!Number.isInteger(target) || target < 1 || target > outcome.attempts) {
    throw new KnightsTourError(
      `attempt must be an integer from 1 to ${outcome.attempts} (the attempts ${name} made), got ${String(options.attempt)}`
    );
  }
  const { plan, randomState } = target === outcome.reported + 1 ? outcome : locate(engine, rule, outcome, x, y, options.seed, target, path);
  const seeded = randomFor(rule, options.seed) !== void 0;
  const levels = ["degree", ...levelsOf(rule, seeded)];
  return {
    algorithm: name,
    description: info.description ?? info.summary,
    source: info.source,
    levels: levels.map((level) => ({ name: level, ...LEVELS[level] })),
    attempt: target,
    attempts: outcome.attempts,
    start: [plan.x, plan.y],
    ...plan.order !== void 0 && levels.includes("order") ? { order: plan.order } : {},
    ...plan.variant ? { variant: plan.variant } : {},
    steps: {
      [Symbol.iterator]: () => explainSteps(b, rule, plan, levels, options.seed, randomState)
    }
  };
}
function locate(engine, rule, outcome, x, y, seed, target, path) {
  const random = randomFor(rule, seed);
  let a = 0;
  for (const plan of planAttempts(
    rule,
    engine.geometry.board,
    x,
    y,
    random?.next,
    outcome.attempts
  )) {
    if (++a === target) return { plan, randomState: random?.state };
    engine.walkAttempt(rule, plan, random, path);
  }
  throw new Error("unreachable: the attempt was made");
}
function* explainSteps(board, rule, plan, levels, seed, randomState) {
  const { width: w, height: h } = board;
  const total = w * h;
  const random = randomFor(rule, seed);
  if (random && randomState !== void 0) random.state = randomState;
  const [ex, ey] = rothDestination(board, rule.rounding ?? "half-up");
  const visited = new Uint8Array(total);
  const degree = new Int32Array(total);
  const neighbours = (sx, sy) => {
    const out = [];
    for (const [dx, dy] of MOVES) {
      const tx = sx + dx;
      const ty = sy + dy;
      out.push(tx >= 0 && ty >= 0 && tx < w && ty < h ? ty * w + tx : -1);
    }
    return out;
  };
  for (let s = 0; s < total; s++) {
    degree[s] = neighbours(s % w, Math.floor(s / w)).filter((t) => t >= 0).length;
  }
  const schedule = plan.schedule;
  let row = 0;
  let order = plan.order ?? MOVE_NUMBER_ORDER;
  let positions = orderPositions(order);
  const start = plan.y * w + plan.x;
  let cur = start;
  for (let step = 1; ; step++) {
    const cx = cur % w;
    const cy = Math.floor(cur / w);
    visited[cur] = 1;
    for (const t of neighbours(cx, cy)) if (t >= 0) degree[t]--;
    if (schedule && row < schedule.switches.length) {
      const [sx, sy] = schedule.switches[row];
      if (sx === cx && sy === cy) {
        row++;
        order = schedule.orders[row];
        positions = orderPositions(order);
      }
    }
    const shown = levels.includes("order") ? order : void 0;
    const startClosedIn = rule.closed !== void 0 && neighbours(plan.x, plan.y).every((t) => t < 0 || visited[t] === 1);
    const candidates = [];
    const cells = [];
    if (step < total && !startClosedIn) {
      neighbours(cx, cy).forEach((t, k) => {
        if (t < 0 || visited[t]) return;
        const tx = t % w;
        const ty = Math.floor(t / w);
        const values = levels.map((level) => {
          switch (level) {
            case "degree":
              return degree[t];
            case "corner":
              return cornerDistance(board, tx, ty);
            case "edge":
              return edgeDistance(board, tx, ty);
            case "roth":
              return (2 * tx - ex) ** 2 + (2 * ty - ey) ** 2;
            case "pohl":
              return neighbours(tx, ty).filter((u) => u >= 0 && !visited[u]).reduce((sum, u) => sum + degree[u], 0);
            case "order":
              return positions[k] + 1;
            default:
              return null;
          }
        });
        candidates.push({ square: [tx, ty], move: k + 1, values });
        cells.push(t);
      });
    }
    const chosen = choose(candidates, levels, random?.next);
    const end = step === total ? "complete" : startClosedIn ? "start-closed-in" : "dead-end";
    yield {
      step,
      square: [cx, cy],
      order: shown,
      candidates,
      chosen,
      decidedBy: chosen < 0 ? void 0 : decider(candidates, levels, chosen),
      ...chosen < 0 ? { end } : {}
    };
    if (chosen < 0) return;
    cur = cells[chosen];
  }
}
function choose(candidates, levels, random) {
  const randomAt = levels.indexOf("random");
  const keyLevels = randomAt < 0 ? levels.length : randomAt;
  const compare = (a, b) => {
    for (let i = 0; i < keyLevels; i++) {
      const sign = LEVELS[levels[i]].wins === "larger" ? -1 : 1;
      const d = (a.values[i] - b.values[i]) * sign;
      if (d !== 0) return d;
    }
    return 0;
  };
  let best = -1;
  let ties = 0;
  candidates.forEach((c, i) => {
    if (best < 0) {
      best = i;
      ties = 1;
      return;
    }
    const d = compare(c, candidates[best]);
    if (d < 0) {
      best = i;
      ties = 1;
    } else if (d === 0 && randomAt >= 0 && random() * ++ties < 1) {
      best = i;
    }
  });
  return best;
}
function decider(candidates, levels, chosen) {
  if (candidates.length === 1) return "only";
  let tied = candidates;
  const c = candidates[chosen];
  for (let i = 0; i < levels.length; i++) {
    if (levels[i] === "random") return "random";
    tied = tied.filter((t) => t.values[i] === c.values[i]);
    if (tied.length === 1) return levels[i];
  }
  return levels[levels.length - 1];
}
var LEVELS;
var init_explain = __esm({
  "../../packages/core/src/explain.ts"() {
    "use strict";
    init_algorithms();
    init_board();
    init_moves();
    init_regions();
    init_square();
    init_attempts();
    init_geometry();
    init_literature();
    init_orders();
    init_rule();
    init_exists();
    init_errors();
    LEVELS = {
      degree: { wins: "smaller", words: "fewest onward moves (Warnsdorff)" },
      corner: { wins: "smaller", words: "nearest a corner (Manhattan distance)" },
      edge: { wins: "smaller", words: "nearest an edge" },
      roth: {
        wins: "larger",
        words: "farthest from Roth’s point near the centre (squared distance, in half squares)"
      },
      pohl: { wins: "smaller", words: "fewest onward moves summed over its own neighbours (Pohl)" },
      order: { wins: "smaller", words: "earliest in the move order in force" },
      random: { wins: "random", words: "drawn at random among those still tied" }
    };
  }
});

// ../../packages/core/src/choice.ts
function valueWords(level, value) {
  switch (level) {
    case "degree":
      return plural(value ?? 0, "onward move");
    case "corner":
      return `corner distance ${value}`;
    case "edge":
      return `edge distance ${value}`;
    case "roth":
      return `distance ${value} from Roth’s point`;
    case "pohl":
      return `Pohl’s sum ${value}`;
    case "order":
      return `priority ${value}`;
    default:
      return "a random draw";
  }
}
function degrees(candidates) {
  const each = candidates.map((c) => `${label(c)} ${c.values[0]}`);
  const list = each.length === 1 ? each[0] : `${each.slice(0, -1).join(", ")} and ${each[each.length - 1]}`;
  return `${list} onward ${candidates.length === 1 && candidates[0].values[0] === 1 ? "move" : "moves"}`;
}
function versus(levels, step, chosen, other) {
  const at = levels.findIndex(
    (level2, i) => level2 === "random" || chosen.values[i] !== other.values[i]
  );
  if (at < 0) return `${label(chosen)} and ${label(other)} tie on every criterion`;
  const level = levels[at];
  const tie = levels.slice(0, at).map((l, i) => valueWords(l, chosen.values[i])).join(", ");
  const tied = at > 0 ? `both have ${tie}; ` : "";
  if (level === "random") return `${tied}a random draw among the tied picks ${label(chosen)}`;
  const order = level === "order" && step.order ? ` ${step.order}` : "";
  return `${tied}${LEVELS[level].words}${order} decides: ${label(chosen)} ${valueWords(level, chosen.values[at])}, ${label(other)} ${valueWords(level, other.values[at])}`;
}
function among(levels, step, chosen) {
  if (step.decidedBy === "only") return `${label(chosen)} is the only candidate`;
  if (step.decidedBy === "degree") return `${label(chosen)} has the fewest onward moves`;
  const at = levels.indexOf(step.decidedBy);
  const tied = step.candidates.filter(
    (c) => c.values.slice(0, at).every((v, i) => v === chosen.values[i])
  );
  const rival = tied.find((c) => c !== chosen);
  return rival ? versus(levels, step, chosen, rival) : `${label(chosen)} wins`;
}
function explainChoice(board, algorithm, start, step, other, options = {}) {
  const b = checkBoard(board);
  const explanation = explainWalk(b, algorithm, start, options);
  if (!Number.isInteger(step) || step < 2 || step > cellCount(b)) {
    throw new KnightsTourError(
      `step must be an integer from 2 to ${cellCount(b)} (the square chosen after the start), got ${String(step)}`
    );
  }
  const name = explanation.algorithm;
  let at;
  for (const s of explanation.steps) {
    if (s.step === step - 1) {
      at = s;
      break;
    }
  }
  if (!at) {
    throw new KnightsTourError(
      `the ${name} walk from ${squareLabel([...start])} ends before step ${step - 1}`
    );
  }
  const levels = explanation.levels.map((l) => l.name);
  const from = at.square;
  const here = `at step ${step - 1} on ${squareLabel([from[0], from[1]])}`;
  const chosen = at.candidates[at.chosen];
  if (!chosen) {
    const why2 = at.end === "start-closed-in" ? "every square next to its start is visited, so it cannot close its tour and stops" : "no unvisited square is a knight’s move away";
    return { step, from, words: `${here}, ${name} stops: ${why2}` };
  }
  const candidates = at.candidates.length === 1 ? "" : ` (candidates ${degrees(at.candidates)})`;
  const rival = other === void 0 ? void 0 : at.candidates.find((c) => c.square[0] === other[0] && c.square[1] === other[1]);
  const why = other === void 0 || rival === chosen ? among(levels, at, chosen) : !rival ? `${squareLabel([...other])} is not one of its candidates` : versus(levels, at, chosen, rival);
  return {
    step,
    from,
    chosen: chosen.square,
    decidedBy: at.decidedBy,
    words: `${here}, ${name} moves to ${label(chosen)}${candidates}: ${why}`
  };
}
var label;
var init_choice = __esm({
  "../../packages/core/src/choice.ts"() {
    "use strict";
    init_board();
    init_square();
    init_explain();
    init_errors();
    init_quote();
    label = (c) => squareLabel([c.square[0], c.square[1]]);
  }
});

// ../../packages/core/src/describe.ts
function unitOf(board) {
  return board.depth === 1 ? "squares" : "cells";
}
var init_describe = __esm({
  "../../packages/core/src/describe.ts"() {
    "use strict";
  }
});

// ../../packages/core/src/text/duration.ts
var init_duration = __esm({
  "../../packages/core/src/text/duration.ts"() {
    "use strict";
  }
});

// ../../packages/core/src/text/index.ts
var init_text = __esm({
  "../../packages/core/src/text/index.ts"() {
    "use strict";
    init_duration();
    init_errors();
    init_names();
    init_quote();
  }
});

// ../../packages/core/src/index.ts
var init_src = __esm({
  "../../packages/core/src/index.ts"() {
    init_algorithms();
    init_auto();
    init_board2();
    init_choice();
    init_describe();
    init_heuristics();
    init_text();
  }
});

// ../../packages/verify/src/analyze/magic.ts
function tourMagic(walk) {
  const { board, step } = walk;
  if (board.depth > 1) return void 0;
  const { width, height } = board;
  const number = (x, y) => step[y * width + x] + 1;
  const common = (count, sum) => {
    const first = sum(0);
    for (let i = 1; i < count; i++) if (sum(i) !== first) return void 0;
    return first;
  };
  const rows = common(height, (y) => {
    let s = 0;
    for (let x = 0; x < width; x++) s += number(x, y);
    return s;
  });
  const columns = common(width, (x) => {
    let s = 0;
    for (let y = 0; y < height; y++) s += number(x, y);
    return s;
  });
  const semi = rows !== void 0 && columns !== void 0;
  let diagonals = false;
  if (semi && width === height) {
    let d1 = 0;
    let d2 = 0;
    for (let i = 0; i < width; i++) {
      d1 += number(i, i);
      d2 += number(width - 1 - i, i);
    }
    diagonals = d1 === rows && d2 === rows;
  }
  const kind = !semi ? "none" : diagonals ? "magic" : "semi-magic";
  return { kind, rows, columns, constant: semi && width === height ? rows : void 0 };
}
var init_magic = __esm({
  "../../packages/verify/src/analyze/magic.ts"() {
    "use strict";
  }
});

// ../../packages/verify/src/analyze/rules.ts
function matchRules(walk, rules) {
  const { board, squares } = walk;
  const n = squares.length;
  const out = [];
  for (const rule of rules) {
    for (const reversed of [false, true]) {
      const start = cellAt(board, squares[reversed ? n - 1 : 0]);
      let result;
      try {
        result = rule.walk(start);
      } catch {
        continue;
      }
      if (!result || result.squares.length !== n) continue;
      let same2 = true;
      for (let i = 0; i < n && same2; i++)
        same2 = result.squares[i] === squares[reversed ? n - 1 - i : i];
      if (same2) {
        out.push({
          rule: rule.name,
          ...result.variant ? { variant: result.variant } : {},
          reversed
        });
      }
    }
  }
  return out;
}
function describeMatch(match, last) {
  const variant = match.variant ? ` (variant ${match.variant})` : "";
  return match.reversed ? `${match.rule}${variant}, from the last square ${last} backwards` : `${match.rule}${variant}`;
}
var init_rules = __esm({
  "../../packages/verify/src/analyze/rules.ts"() {
    "use strict";
    init_src();
  }
});

// ../../packages/verify/src/knight.ts
function isKnightStep(dx, dy, dz = 0) {
  return dx * dx + dy * dy + dz * dz === 5;
}
var KNIGHT_MOVES;
var init_knight = __esm({
  "../../packages/verify/src/knight.ts"() {
    "use strict";
    KNIGHT_MOVES = (() => {
      const moves = [];
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) if (isKnightStep(dx, dy)) moves.push([dx, dy]);
      }
      return moves.sort(([ax, ay], [bx, by]) => Math.atan2(ay, ax) - Math.atan2(by, bx));
    })();
  }
});

// ../../packages/verify/src/wasm-check.generated.ts
var WASM_CHECK_WASM;
var init_wasm_check_generated = __esm({
  "../../packages/verify/src/wasm-check.generated.ts"() {
    "use strict";
    WASM_CHECK_WASM = /* @__PURE__ */ new Uint8Array([
      0,
      97,
      115,
      109,
      1,
      0,
      0,
      0,
      1,
      20,
      2,
      96,
      5,
      127,
      127,
      127,
      127,
      127,
      1,
      127,
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
      3,
      2,
      0,
      1,
      5,
      3,
      1,
      0,
      1,
      7,
      32,
      3,
      6,
      109,
      101,
      109,
      111,
      114,
      121,
      2,
      0,
      10,
      105,
      115,
      77,
      111,
      118,
      101,
      84,
      111,
      117,
      114,
      0,
      0,
      6,
      105,
      115,
      84,
      111,
      117,
      114,
      0,
      1,
      10,
      144,
      3,
      2,
      115,
      1,
      3,
      127,
      32,
      1,
      45,
      0,
      0,
      32,
      4,
      79,
      4,
      64,
      65,
      0,
      15,
      11,
      32,
      1,
      32,
      4,
      58,
      0,
      0,
      32,
      2,
      33,
      5,
      32,
      2,
      32,
      3,
      106,
      33,
      6,
      2,
      64,
      3,
      64,
      32,
      5,
      32,
      6,
      79,
      13,
      1,
      32,
      5,
      45,
      0,
      0,
      33,
      7,
      32,
      7,
      65,
      8,
      79,
      4,
      64,
      65,
      0,
      15,
      11,
      32,
      1,
      32,
      0,
      32,
      7,
      65,
      2,
      116,
      106,
      40,
      2,
      0,
      106,
      33,
      1,
      32,
      1,
      45,
      0,
      0,
      32,
      4,
      79,
      4,
      64,
      65,
      0,
      15,
      11,
      32,
      1,
      32,
      4,
      58,
      0,
      0,
      32,
      5,
      65,
      1,
      106,
      33,
      5,
      12,
      0,
      11,
      11,
      65,
      1,
      11,
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
  }
});

// ../../packages/verify/src/wasm-check.ts
function fits(memory, bytes2) {
  const have = memory.buffer.byteLength;
  if (bytes2 <= have) return true;
  try {
    memory.grow(Math.ceil((bytes2 - have) / PAGE_BYTES));
    return true;
  } catch {
    return false;
  }
}
function instantiate() {
  const api = globalThis.WebAssembly;
  if (!api) return void 0;
  try {
    module ??= new api.Module(WASM_CHECK_WASM);
    return new api.Instance(module).exports;
  } catch {
    return void 0;
  }
}
function loadTourCheck() {
  const exports = instantiate();
  return exports ? new TourCheck(exports.memory, exports.isTour) : null;
}
function loadMoveCheck() {
  const exports = instantiate();
  return exports ? new MoveCheck(exports.memory, exports.isMoveTour) : null;
}
function isOpenTour(width, squares) {
  if (width < 5 || squares.length % width !== 0) return void 0;
  if (tourCheck === void 0) tourCheck = loadTourCheck();
  return tourCheck?.check(width, squares);
}
function isMoveTour(width, height, start, moves) {
  if (moveCheck === void 0) moveCheck = loadMoveCheck();
  return moveCheck?.check(width, height, start, moves);
}
var PAGE_BYTES, align16, TourCheck, BORDER, PAD2, MoveCheck, tourCheck, moveCheck, module;
var init_wasm_check = __esm({
  "../../packages/verify/src/wasm-check.ts"() {
    "use strict";
    init_knight();
    init_wasm_check_generated();
    PAGE_BYTES = 65536;
    align16 = (bytes2) => bytes2 + 15 & ~15;
    TourCheck = class {
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
        if (!fits(this.memory, walkAt + 4 * total)) {
          this.width = 0;
          return false;
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
    BORDER = 255;
    PAD2 = 2;
    MoveCheck = class {
      constructor(memory, isMoveTour2) {
        this.memory = memory;
        this.isMoveTour = isMoveTour2;
      }
      memory;
      isMoveTour;
      width = 0;
      height = 0;
      board = new Uint8Array(0);
      moves = new Uint8Array(0);
      visit = 0;
      /** Whether `moves` from the square index `start` (on the board) are an open tour; undefined when it does not fit. */
      check(width, height, start, moves) {
        if ((width !== this.width || height !== this.height) && !this.layOut(width, height))
          return void 0;
        if (this.visit === BORDER - 1) this.clear();
        this.visit++;
        this.moves.set(moves);
        const stride = width + 2 * PAD2;
        const x = start % width;
        const cell = this.board.byteOffset + (((start - x) / width + PAD2) * stride + x + PAD2);
        return this.isMoveTour(0, cell, this.moves.byteOffset, moves.length, this.visit) === 1;
      }
      layOut(width, height) {
        const stride = width + 2 * PAD2;
        const boardAt = 8 * 4;
        const movesAt = align16(boardAt + (height + 2 * PAD2) * stride);
        if (!fits(this.memory, movesAt + width * height)) {
          this.width = 0;
          return false;
        }
        const { buffer } = this.memory;
        new Int32Array(buffer, 0, 8).set(KNIGHT_MOVES.map(([dx, dy]) => dy * stride + dx));
        this.board = new Uint8Array(buffer, boardAt, (height + 2 * PAD2) * stride);
        this.moves = new Uint8Array(buffer, movesAt, width * height - 1);
        this.width = width;
        this.height = height;
        this.clear();
        return true;
      }
      /** Every square unvisited (0), the border at {@link BORDER}. */
      clear() {
        const stride = this.width + 2 * PAD2;
        this.board.fill(BORDER);
        for (let y = 0; y < this.height; y++) {
          const row = (y + PAD2) * stride + PAD2;
          this.board.fill(0, row, row + this.width);
        }
        this.visit = 0;
      }
    };
  }
});

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
var init_check_squares = __esm({
  "../../packages/verify/src/check-squares.ts"() {
    "use strict";
    init_src();
    init_knight();
    init_wasm_check();
  }
});

// ../../packages/verify/src/errors.ts
function describePlace(line, column) {
  if (line <= 0) return "";
  return column > 0 ? ` (line ${line}, col ${column})` : ` (line ${line})`;
}
var TourFormatError, AmbiguousReadingError, ReadOptionError;
var init_errors2 = __esm({
  "../../packages/verify/src/errors.ts"() {
    "use strict";
    init_src();
    TourFormatError = class extends KnightsTourError {
      /** 1-based line of the input at fault, when there is one. */
      line;
      /** 1-based column of the input at fault, when there is one. */
      column;
      constructor(message, line, column) {
        const where2 = line === void 0 ? "" : column === void 0 ? `line ${line}: ` : `line ${line}, col ${column}: `;
        super(`${where2}${message}`);
        Object.defineProperty(this, "name", { value: "TourFormatError" });
        this.line = line;
        this.column = column;
      }
    };
    AmbiguousReadingError = class extends TourFormatError {
      constructor(message, line) {
        super(`ambiguous: ${message}`, line);
        Object.defineProperty(this, "name", { value: "AmbiguousReadingError" });
      }
    };
    ReadOptionError = class extends TourFormatError {
      constructor(option, message) {
        super(message);
        this.option = option;
        Object.defineProperty(this, "name", { value: "ReadOptionError" });
      }
      option;
    };
  }
});

// ../../packages/verify/src/claims.ts
var ClaimsReader;
var init_claims = __esm({
  "../../packages/verify/src/claims.ts"() {
    "use strict";
    init_src();
    init_errors2();
    ClaimsReader = class {
      claims = {};
      /** Reads `key` when it is a claim; `line` and `column` place a refusal. */
      field(key, value, line, column) {
        if (key === "format" && typeof value === "string") {
          if (escapeControls(value) !== value) {
            throw new TourFormatError(
              `'format' holds a control character: ${quote(value)}`,
              line,
              column
            );
          }
          this.claims.format = value;
        } else if ((key === "complete" || key === "closed") && typeof value === "boolean") {
          this.claims[key] = value;
        } else if (key === "start" && Array.isArray(value) && (value.length === 2 || value.length === 3) && value.every(Number.isInteger)) {
          this.claims.start = value;
        }
      }
      result() {
        return { ...this.claims };
      }
    };
  }
});

// ../../packages/verify/src/object-reader.ts
function expectedSquare(arity) {
  return arity === 3 ? "[x, y, z] with integers x, y and z" : "[x, y] with integers x and y";
}
function malformedEntry(shown, board) {
  return `malformed entry ${shown} (expected ${expectedSquare(squareArity(board))})`;
}
function show(value) {
  let text;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return quote(text, 30);
}
function documentBoard(doc, what = "the document") {
  for (const side of ["width", "height", "depth"]) {
    const v = doc[side];
    if (v === void 0 && side === "depth") continue;
    if (v === void 0) throw new TourFormatError(`${what} has no '${side}'`);
    if (typeof v !== "number" || !Number.isInteger(v) || v < 1) {
      throw new TourFormatError(`'${side}' must be a positive integer, got ${show(v)}`);
    }
  }
  return rethrowAs(
    () => checkBoard(doc),
    (error) => new TourFormatError(error.message)
  );
}
function compactBoard(board) {
  if (typeof board !== "object" || board === null || Array.isArray(board)) {
    throw new TourFormatError(
      `a compact walk needs a 'board' { width, height }, got ${show(board)}`
    );
  }
  return documentBoard(board, "the walk's board");
}
function readTourObject(value, sink) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TourFormatError(
      `a tour document must be an object with width, height and path, got ${Array.isArray(value) ? "an array" : show(value)}`
    );
  }
  const doc = value;
  const compact = doc.path === void 0 && doc.squares !== void 0;
  const board = compact ? compactBoard(doc.board) : documentBoard(doc);
  const claims = new ClaimsReader();
  for (const key of ["format", "complete", "closed", "start"]) claims.field(key, doc[key]);
  const reading2 = {
    format: "json",
    style: compact ? "compact walk of square indices" : "tour document",
    origin: 0,
    order: "xy",
    board,
    sizeFrom: "document",
    skipped: []
  };
  if (compact) readSquares(doc.squares, board, sink, reading2, claims.result());
  else readPath(doc.path, board, sink, reading2, claims.result());
  return { reading: reading2, claims: claims.result() };
}
function readPath(path, board, sink, reading2, claims) {
  if (path === void 0) throw new TourFormatError("the document has no 'path'");
  if (!Array.isArray(path)) {
    throw new TourFormatError(`'path' must be an array of squares, got ${show(path)}`);
  }
  const arity = squareArity(board);
  const first = path[0];
  if (arity === 3 && Array.isArray(first) && first.length === 2) {
    throw new TourFormatError(
      `the document is the box ${boardName(board)} but its path holds [x, y] pairs: a 2-D tour with a depth?`
    );
  }
  sink.begin(reading2, void 0, claims);
  for (const entry of path) {
    if (Array.isArray(entry) && entry.length === arity && entry.every((v) => typeof v === "number" && Number.isInteger(v))) {
      sink.visit(entry[0], entry[1], arity === 3 ? entry[2] : 0, 0, 0);
    } else sink.malformed(malformedEntry(show(entry), board), 0, 0);
  }
}
function readSquares(squares, board, sink, reading2, claims) {
  const list = squares;
  if (typeof list !== "object" || list === null || typeof list.length !== "number") {
    throw new TourFormatError(`'squares' must be an array of square indices, got ${show(squares)}`);
  }
  sink.begin(reading2, void 0, claims);
  const { width, height } = board;
  const total = width * height * board.depth;
  for (let k = 0; k < list.length; k++) {
    const s = list[k];
    if (Number.isInteger(s) && s >= 0 && s < total) {
      const x = s % width;
      const rest = (s - x) / width;
      const y = rest % height;
      sink.visit(x, y, (rest - y) / height, 0, 0);
    } else {
      sink.malformed(
        `square index ${show(s)} is not a square of the ${boardName(board)} board (indices 0 to ${total - 1})`,
        0,
        0
      );
    }
  }
}
var init_object_reader = __esm({
  "../../packages/verify/src/object-reader.ts"() {
    "use strict";
    init_src();
    init_claims();
    init_errors2();
  }
});

// ../../packages/verify/src/buffer.ts
var GrowableArray, int32s, float64s;
var init_buffer = __esm({
  "../../packages/verify/src/buffer.ts"() {
    "use strict";
    GrowableArray = class {
      constructor(make2, capacity = 64) {
        this.make = make2;
        this.data = make2(capacity);
      }
      make;
      data;
      length = 0;
      push(value) {
        if (this.length === this.data.length) this.reserve(this.length + 1);
        this.data[this.length++] = value;
      }
      /** Makes room for `capacity` values in all. */
      reserve(capacity) {
        if (capacity <= this.data.length) return;
        const next = this.make(Math.max(capacity, this.data.length * 2));
        next.set(this.data.subarray(0, this.length));
        this.data = next;
      }
      /** The values pushed, as a view (valid until the next push). */
      view() {
        return this.data.subarray(0, this.length);
      }
      /** A copy of the values pushed. */
      copy() {
        return this.data.slice(0, this.length);
      }
    };
    int32s = (capacity) => new GrowableArray((n) => new Int32Array(n), capacity);
    float64s = (capacity) => new GrowableArray((n) => new Float64Array(n), capacity);
  }
});

// ../../packages/verify/src/parsed-tour.ts
var MAX_NOTES, ParsedTourBuilder;
var init_parsed_tour = __esm({
  "../../packages/verify/src/parsed-tour.ts"() {
    "use strict";
    init_buffer();
    MAX_NOTES = 100;
    ParsedTourBuilder = class {
      xs = float64s();
      ys = float64s();
      zs = float64s();
      lines = int32s();
      columns = int32s();
      malformedNotes = /* @__PURE__ */ new Map();
      notation;
      begin(_reading, notation) {
        this.notation = notation;
      }
      visit(x, y, z, line, column) {
        this.xs.push(x);
        this.ys.push(y);
        this.zs.push(z);
        this.lines.push(line);
        this.columns.push(column);
      }
      malformed(why, line, column) {
        this.visit(Number.NaN, Number.NaN, Number.NaN, line, column);
        if (this.malformedNotes.size < MAX_NOTES) this.malformedNotes.set(this.xs.length, why);
      }
      /** The tour, once the reader has finished (the final reading replaces the one given to `begin`). */
      build(reading2, claims) {
        return {
          format: reading2.format,
          board: reading2.board,
          length: this.xs.length,
          xs: this.xs.copy(),
          ys: this.ys.copy(),
          zs: this.zs.copy(),
          malformed: this.malformedNotes,
          lines: this.lines.copy(),
          columns: this.columns.copy(),
          claims,
          reading: reading2,
          ...this.notation ? { notation: this.notation } : {}
        };
      }
    };
  }
});

// ../../packages/verify/src/analyze/walk.ts
function knightVectors(board) {
  const out = [];
  const zs = board.depth > 1 ? [-2, -1, 0, 1, 2] : [0];
  for (const dz of zs) {
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) if (isKnightStep(dx, dy, dz)) out.push([dx, dy, dz]);
    }
  }
  return out;
}
function tourWalk(input) {
  let tour;
  if (input.xs instanceof Float64Array) tour = input;
  else {
    const builder = new ParsedTourBuilder();
    const { reading: reading2, claims } = readTourObject(input, builder);
    tour = builder.build(reading2, claims);
  }
  const { board } = tour;
  const squares = new Int32Array(tour.length);
  for (let i = 0; i < tour.length; i++) {
    const s = (tour.zs[i] * board.height + tour.ys[i]) * board.width + tour.xs[i];
    squares[i] = Number.isInteger(s) && tour.xs[i] < board.width && tour.ys[i] < board.height ? s : -1;
  }
  const problem = checkSquares(board, squares);
  if (problem !== void 0) {
    throw new TourFormatError(
      `not a complete tour of ${boardName(board)}, nothing to analyse: ${problem}`
    );
  }
  const step = new Int32Array(squares.length);
  for (let i = 0; i < squares.length; i++) step[squares[i]] = i;
  const vectors = knightVectors(board);
  const at = (s) => coordinates(board, s);
  const [x0, y0, z0] = at(squares[0]);
  const [x1, y1, z1] = at(squares[squares.length - 1]);
  const closed = squares.length > 2 && isKnightStep(x1 - x0, y1 - y0, z1 - z0);
  return { board, squares, step, closed, vectors };
}
function coordinates(board, s) {
  const x = s % board.width;
  const rest = (s - x) / board.width;
  const y = rest % board.height;
  return [x, y, (rest - y) / board.height];
}
function indexOf(board, x, y, z) {
  if (x < 0 || y < 0 || z < 0 || x >= board.width || y >= board.height || z >= board.depth)
    return -1;
  return (z * board.height + y) * board.width + x;
}
var init_walk3 = __esm({
  "../../packages/verify/src/analyze/walk.ts"() {
    "use strict";
    init_src();
    init_check_squares();
    init_errors2();
    init_knight();
    init_object_reader();
    init_parsed_tour();
  }
});

// ../../packages/verify/src/analyze/shape.ts
function tourShape(walk) {
  const { board, squares, step, closed } = walk;
  const n = squares.length;
  const moves = closed ? n : n - 1;
  const end = (i) => squares[(i + 1) % n];
  let crossings;
  if (board.depth === 1 && n <= CROSSINGS_LIMIT) {
    crossings = 0;
    for (let i = 0; i < moves; i++) {
      const [ax, ay] = coordinates(board, squares[i]);
      const [bx, by] = coordinates(board, end(i));
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const c = indexOf(board, ax + dx, ay + dy, 0);
          if (c < 0) continue;
          const j = step[c];
          if (j <= i || j >= moves) continue;
          const [cx, cy] = [ax + dx, ay + dy];
          const [ex, ey] = coordinates(board, end(j));
          if (orient(ax, ay, bx, by, cx, cy) * orient(ax, ay, bx, by, ex, ey) < 0 && orient(cx, cy, ex, ey, ax, ay) * orient(cx, cy, ex, ey, bx, by) < 0) {
            crossings++;
          }
        }
      }
    }
  }
  let turns = 0;
  let straight = 0;
  const angles = {};
  for (let i = closed ? 0 : 1; i < (closed ? n : n - 1); i++) {
    const [px, py, pz] = coordinates(board, squares[(i - 1 + n) % n]);
    const [x, y, z] = coordinates(board, squares[i]);
    const [qx, qy, qz] = coordinates(board, squares[(i + 1) % n]);
    const dot = (x - px) * (qx - x) + (y - py) * (qy - y) + (z - pz) * (qz - z);
    if (dot === 5) {
      straight++;
      continue;
    }
    turns++;
    const angle = String(Math.round(Math.acos(dot / 5) * 1800 / Math.PI) / 10);
    angles[angle] = (angles[angle] ?? 0) + 1;
  }
  return { crossings, turns, straight, angles };
}
var CROSSINGS_LIMIT, orient;
var init_shape = __esm({
  "../../packages/verify/src/analyze/shape.ts"() {
    "use strict";
    init_walk3();
    CROSSINGS_LIMIT = 2 ** 24;
    orient = (ax, ay, bx, by, cx, cy) => Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
  }
});

// ../../packages/verify/src/analyze/symmetry.ts
function maps(walk) {
  const { width, height, depth } = walk.board;
  const sides = [width, height, depth];
  return symmetriesOf(walk.board).map((g) => {
    const [a0 = 0, a1 = 1, a2 = 2] = g.axes;
    const [f0 = false, f1 = false, f2 = false] = g.flips;
    const take = (axis, x, y, z) => axis === 0 ? x : axis === 1 ? y : z;
    return {
      name: g.name,
      kind: g.kind,
      image(s) {
        const x = s % width;
        const rest = (s - x) / width;
        const y = rest % height;
        const z = (rest - y) / height;
        const u = take(a0, x, y, z);
        const v = take(a1, x, y, z);
        const w = take(a2, x, y, z);
        return ((f2 ? sides[2] - 1 - w : w) * height + (f1 ? sides[1] - 1 - v : v)) * width + (f0 ? sides[0] - 1 - u : u);
      }
    };
  });
}
function links(walk) {
  const { squares, closed } = walk;
  const n = squares.length;
  const next = new Int32Array(n).fill(-1);
  const prev = new Int32Array(n).fill(-1);
  for (let i = 0; i + 1 < n; i++) {
    next[squares[i]] = squares[i + 1];
    prev[squares[i + 1]] = squares[i];
  }
  if (closed) {
    next[squares[n - 1]] = squares[0];
    prev[squares[0]] = squares[n - 1];
  }
  return { next, prev };
}
function classify(walk) {
  const { squares, closed, board } = walk;
  const n = squares.length;
  const { next, prev } = links(walk);
  const group = maps(walk);
  const symmetries = [];
  let order = 0;
  for (const { name, kind, image } of group) {
    let forward = true;
    let backward = true;
    for (let s = 0; s < n && (forward || backward); s++) {
      const after = next[s] < 0 ? -1 : image(next[s]);
      const at = image(s);
      if (after !== next[at]) forward = false;
      if (after !== prev[at]) backward = false;
    }
    if (!forward && !backward) continue;
    order++;
    if (name !== "identity") symmetries.push({ name, kind, reversed: !forward });
  }
  const canonical2 = canonicalForm(walk, group);
  return {
    symmetries,
    order,
    canonical: canonical2,
    id: `${boardName(board)}-${closed ? "c" : "o"}-${hash(canonical2)}`
  };
}
function canonicalForm(walk, group) {
  const { squares, closed, step } = walk;
  const n = squares.length;
  let candidates = [];
  for (const { image } of group) {
    if (closed) {
      let zero = 0;
      for (let s = 0; s < n; s++) if (image(s) === 0) zero = s;
      candidates.push(
        { image, start: step[zero], dir: 1 },
        { image, start: step[zero], dir: -1 }
      );
    } else candidates.push({ image, start: 0, dir: 1 }, { image, start: n - 1, dir: -1 });
  }
  const at = (c, k) => c.image(squares[((c.start + c.dir * k) % n + n) % n]);
  const out = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    let least = Infinity;
    for (const c of candidates) least = Math.min(least, at(c, k));
    out[k] = least;
    if (candidates.length > 1) candidates = candidates.filter((c) => at(c, k) === least);
  }
  return out;
}
function hash(values) {
  let h1 = 3735928559;
  let h2 = 1103547991;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    h1 = Math.imul(h1 ^ v, 2654435761);
    h2 = Math.imul(h2 ^ v, 1597334677);
  }
  h1 = Math.imul(h1 ^ h1 >>> 16, 2246822507);
  h1 ^= Math.imul(h2 ^ h2 >>> 13, 3266489909);
  h2 = Math.imul(h2 ^ h2 >>> 16, 2246822507);
  h2 ^= Math.imul(h1 ^ h1 >>> 13, 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(16).padStart(14, "0").slice(-12);
}
var init_symmetry3 = __esm({
  "../../packages/verify/src/analyze/symmetry.ts"() {
    "use strict";
    init_src();
  }
});

// ../../packages/verify/src/analyze/warnsdorff.ts
function warnsdorffTail(walk) {
  const { board, squares, step, vectors } = walk;
  const n = squares.length;
  const onward = (u, i) => {
    const [x, y, z] = coordinates(board, u);
    let count = 0;
    for (const [dx, dy, dz] of vectors) {
      const v = indexOf(board, x + dx, y + dy, z + dz);
      if (v >= 0 && step[v] > i) count++;
    }
    return count;
  };
  let tail = 0;
  for (let i = n - 2; i >= 0; i--) {
    const [x, y, z] = coordinates(board, squares[i]);
    const chosen = onward(squares[i + 1], i);
    let follows = true;
    for (const [dx, dy, dz] of vectors) {
      const u = indexOf(board, x + dx, y + dy, z + dz);
      if (u >= 0 && step[u] > i && onward(u, i) < chosen) {
        follows = false;
        break;
      }
    }
    if (!follows) break;
    tail++;
  }
  return tail;
}
var init_warnsdorff = __esm({
  "../../packages/verify/src/analyze/warnsdorff.ts"() {
    "use strict";
    init_walk3();
  }
});

// ../../packages/verify/src/analyze/analyze.ts
function analyzeTour(tour, options = {}) {
  const walk = tourWalk(tour);
  const { board, squares } = walk;
  const klass = classify(walk);
  const rules = options.rules ?? [];
  const label2 = (s) => squareLabel(cellAt(board, s));
  return {
    board,
    squares: squares.length,
    closed: walk.closed,
    symmetries: klass.symmetries,
    symmetryOrder: klass.order,
    canonical: klass.canonical,
    classId: klass.id,
    shape: tourShape(walk),
    magic: tourMagic(walk),
    warnsdorffTail: warnsdorffTail(walk),
    producedBy: matchRules(walk, rules),
    rulesTried: rules.length,
    start: label2(squares[0]),
    end: label2(squares[squares.length - 1])
  };
}
function describeSymmetry(analysis) {
  const { symmetries, symmetryOrder } = analysis;
  if (symmetries.length === 0) return "none (asymmetric)";
  const fold = ["", "no", "two-fold", "three-fold", "four-fold"][symmetryOrder] ?? `${symmetryOrder}-fold`;
  const maps2 = symmetries.map((s) => `${s.name}${s.reversed ? " reversed" : ""}`).join(", ");
  return `${fold} (${maps2})`;
}
function describeAnalysis(analysis) {
  const { board, shape, magic } = analysis;
  const unit = unitOf(board);
  const lines = [
    `${analysis.closed ? "closed" : "open"} tour of ${boardName(board)} (${analysis.squares} ${unit}) from ${analysis.start}`,
    `  symmetry: ${describeSymmetry(analysis)}`,
    `  class: ${analysis.classId} (canonical form from ${canonicalHead(analysis)})`,
    `  ${shape.crossings !== void 0 ? `crossings: ${shape.crossings}; ` : ""}turns: ${shape.turns}, straight on: ${shape.straight} (${Object.entries(
      shape.angles
    ).sort(([a], [b]) => Number(a) - Number(b)).map(([angle, n]) => `${n} at ${angle}°`).join(", ")})`
  ];
  if (magic) {
    lines.push(
      `  magic: ${magic.kind === "none" ? "no (rows and columns do not all sum alike)" : `${magic.kind}${magic.constant !== void 0 ? `, magic constant ${magic.constant}` : `, rows sum to ${magic.rows}, columns to ${magic.columns}`}`}`
    );
  }
  lines.push(
    `  Warnsdorff: the last ${plural(analysis.warnsdorffTail, "move")} follow his rule (every tour's last 4 do: Ganzfried 2004, Theorem 2.2)`
  );
  if (analysis.rulesTried > 0) {
    lines.push(
      analysis.producedBy.length > 0 ? `  produced by: ${analysis.producedBy.map((m) => describeMatch(m, analysis.end)).join("; ")}` : `  produced by: none of the ${plural(analysis.rulesTried, "rule")} tried walks it from its first or last square`
    );
  }
  return lines;
}
function canonicalHead(analysis) {
  const head = Array.from(
    analysis.canonical.subarray(0, 3),
    (s) => squareLabel(cellAt(analysis.board, s))
  );
  return `${head.join(" ")} …`;
}
var init_analyze = __esm({
  "../../packages/verify/src/analyze/analyze.ts"() {
    "use strict";
    init_src();
    init_magic();
    init_rules();
    init_shape();
    init_symmetry3();
    init_walk3();
    init_warnsdorff();
  }
});

// ../../packages/verify/src/check-moves.ts
function checkMoves(board, start, moves) {
  const total = cellCount(board);
  if (board.depth !== 1) return `a walk given as moves needs a 2-D board, not ${boardName(board)}`;
  if (moves.length + 1 !== total) {
    return `the walk has ${moves.length + 1} steps but the ${boardName(board)} board has ${total} ${unitOf(board)}`;
  }
  if (!(Number.isInteger(start) && start >= 0 && start < total)) {
    return `step 1: square index ${start} is off the board`;
  }
  if (isMoveTour(board.width, board.height, start, moves) === true) return void 0;
  return firstProblem2(board, start, moves);
}
function firstProblem2(board, start, moves) {
  const { width, height } = board;
  const seen = new Uint8Array(width * height);
  const at = (x2, y2) => squareLabel(squareOf(board, x2, y2, 0));
  let x = start % width;
  let y = (start - x) / width;
  seen[start] = 1;
  for (let k = 0; k < moves.length; k++) {
    const step = k + 2;
    const move = moves[k];
    const knight = KNIGHT_MOVES[move];
    if (!knight) return `step ${step}: move number ${move} names no knight move (0..7)`;
    const nx = x + knight[0];
    const ny = y + knight[1];
    if (nx < 0 || nx >= width || ny < 0 || ny >= height) {
      return `step ${step}: move ${move} from ${at(x, y)} leaves the board`;
    }
    x = nx;
    y = ny;
    const s = y * width + x;
    if (seen[s] === 1) return `step ${step}: square ${at(x, y)} was already visited`;
    seen[s] = 1;
  }
  return void 0;
}
var init_check_moves = __esm({
  "../../packages/verify/src/check-moves.ts"() {
    "use strict";
    init_src();
    init_knight();
    init_wasm_check();
  }
});

// ../../packages/verify/src/check-walk.ts
function checkWalk(board, walk) {
  return walk.moves ? checkMoves(board, walk.start, walk.moves) : checkSquares(board, walk.squares());
}
var init_check_walk = __esm({
  "../../packages/verify/src/check-walk.ts"() {
    "use strict";
    init_check_moves();
    init_check_squares();
  }
});

// ../../packages/verify/src/conformance.ts
function compareWithRule(board, walk, rule, explain) {
  const { width } = board;
  const reference = rule.squares;
  const shorter = Math.min(walk.length, reference.length);
  let k = 0;
  while (k < shorter && walk[k] === reference[k]) k++;
  if (k === walk.length && k === reference.length) return void 0;
  const at = (s) => [s % width, Math.floor(s / width)];
  const mine = k < walk.length ? at(walk[k]) : void 0;
  const theirs = k < reference.length ? at(reference[k]) : void 0;
  const cells = width * board.height;
  const outcome = walk.length === cells && reference.length < cells ? "completes-where-rule-is-stuck" : walk.length < cells && reference.length === cells ? "stuck-where-rule-completes" : void 0;
  const why = k === 0 ? `the walk starts on ${mine ? squareLabel(mine) : "no square"}, ${rule.algorithm}’s on ${theirs ? squareLabel(theirs) : "no square"}` : explain(k + 1, mine);
  return {
    step: k + 1,
    ...mine ? { walk: mine } : {},
    ...theirs ? { rule: theirs } : {},
    ...outcome ? { outcome } : {},
    why
  };
}
function describeDeparture(departure, algorithm) {
  const { step, walk, rule, outcome, why } = departure;
  const what = walk ? rule ? `${squareLabel(walk)} where ${algorithm} moves to ${squareLabel(rule)}` : `${squareLabel(walk)} where ${algorithm} stops` : `stops where ${algorithm} moves to ${squareLabel(rule)}`;
  const ending = outcome === "completes-where-rule-is-stuck" ? `; it completes a tour where ${algorithm} gets stuck` : outcome === "stuck-where-rule-completes" ? `; it gets stuck where ${algorithm} completes a tour` : "";
  return `departs from ${algorithm} at step ${step}: ${what}; ${why}${ending}`;
}
var init_conformance = __esm({
  "../../packages/verify/src/conformance.ts"() {
    "use strict";
    init_src();
  }
});

// ../../packages/verify/src/formats/ascii.ts
var TextEncoder, AsciiView;
var init_ascii = __esm({
  "../../packages/verify/src/formats/ascii.ts"() {
    "use strict";
    ({ TextEncoder } = globalThis);
    AsciiView = class {
      encoder = new TextEncoder();
      buffer = new Uint8Array(0);
      chunk;
      bytes;
      /** The bytes of `chunk` (index i is its char i), or undefined when it is not all ASCII. */
      of(chunk) {
        if (chunk === this.chunk) return this.bytes;
        this.chunk = chunk;
        const n = chunk.length;
        if (this.buffer.length < n) this.buffer = new Uint8Array(Math.max(n, this.buffer.length * 2));
        const view = this.buffer.subarray(0, n);
        const { read, written } = this.encoder.encodeInto(chunk, view);
        this.bytes = read === n && written === n ? view : void 0;
        return this.bytes;
      }
    };
  }
});

// ../../packages/verify/src/formats/fast-paths.ts
var fastPaths;
var init_fast_paths = __esm({
  "../../packages/verify/src/formats/fast-paths.ts"() {
    "use strict";
    fastPaths = { enabled: true, boardCells: 2 ** 20 };
  }
});

// ../../packages/verify/src/formats/tokens.ts
var SEPARATORS, SEPARATOR_ALTERNATIVES, SEPARATOR, NUMBERING;
var init_tokens = __esm({
  "../../packages/verify/src/formats/tokens.ts"() {
    "use strict";
    SEPARATORS = ["->", "=>", "–>", "—>", "→", "⇒", "⟶", "-", "–", "—", ",", ";", "|"];
    SEPARATOR_ALTERNATIVES = SEPARATORS.map((s) => s.replace(/[|\\-]/g, "\\$&")).join("|");
    SEPARATOR = new RegExp(`^(?:${SEPARATOR_ALTERNATIVES})+$`);
    NUMBERING = /^#?\d+(?:\.+|[:)])+$/;
  }
});

// ../../packages/verify/src/formats/algebraic.ts
function fileIndex(letters) {
  let v = 0;
  for (let i = 0; i < letters.length; i++) v = v * 26 + ((letters.charCodeAt(i) | 32) - 96);
  return v - 1;
}
function fileName(x) {
  let name = "";
  let v = x + 1;
  while (v > 0) {
    const r = (v - 1) % 26;
    name = String.fromCharCode(97 + r) + name;
    v = (v - 1 - r) / 26;
  }
  return name;
}
function squareName(x, y, height) {
  return x >= 0 ? `${fileName(x)}${height - y}` : `(${x},${height - y})`;
}
function tokenSquares(token, start) {
  const body = token.replace(SUFFIX, "");
  const out = [];
  let i = 0;
  while (i < body.length) {
    if (out.length > 0) {
      JOIN.lastIndex = i;
      JOIN.exec(body);
      i = JOIN.lastIndex;
    }
    SQUARE.lastIndex = i;
    const m = SQUARE.exec(body);
    if (!m) return void 0;
    const letters = m[2];
    if (letters !== letters.toLowerCase() && letters !== letters.toUpperCase()) return void 0;
    out.push({
      file: fileIndex(letters),
      rank: Number(m[3]),
      column: start + i + (m[1] ? 2 : 1)
    });
    i = SQUARE.lastIndex;
  }
  return out.length > 0 ? out : void 0;
}
function readAlgebraicLine(line, last) {
  const out = [];
  let previous = last;
  const token = /[^\s,;]+/g;
  for (let m = token.exec(line); m !== null; m = token.exec(line)) {
    let text = m[0];
    let start = m.index;
    const glued = /^(#?\d+(?:\.+|[:)])+|nr\.\d+:?)([A-Za-z].*)$/i.exec(text);
    if (glued) {
      start += glued[1].length;
      text = glued[2];
    }
    if (NUMBERING.test(text) || NOISE.test(text) || SEPARATOR.test(text) || /^nr\.\d+:?$/i.test(text)) {
      continue;
    }
    const squares = tokenSquares(text, start);
    if (!squares) return void 0;
    const first = squares[0];
    const from = squares.length > 1 && previous && previous.file === first.file && previous.rank === first.rank ? 1 : 0;
    for (let i = from; i < squares.length; i++) out.push(squares[i]);
    previous = squares[squares.length - 1];
  }
  return out.length > 0 ? out : void 0;
}
var NOISE, SQUARE, JOIN, SUFFIX;
var init_algebraic = __esm({
  "../../packages/verify/src/formats/algebraic.ts"() {
    "use strict";
    init_tokens();
    NOISE = /^(?:move|moves|nr|no|knight|step|to|from|#)\.?:?$/i;
    SQUARE = /(N(?=[a-z]))?([a-zA-Z]{1,3})(\d{1,6})/y;
    JOIN = /(?:->|=>|–>|—>|[-–—→⇒⟶:x])?/y;
    SUFFIX = /[+#!?]*$/;
  }
});

// ../../packages/verify/src/formats/keys.ts
function axisKey(name) {
  return Object.hasOwn(KEYS, name.toLowerCase()) ? KEYS[name.toLowerCase()] : void 0;
}
function headerOrder(first, second) {
  const a = axisKey(first)?.axis;
  const b = axisKey(second)?.axis;
  if (a === "x" && b === "y") return "xy";
  if (a === "y" && b === "x") return "rc";
  return void 0;
}
function keyedValues(keys, values) {
  if (keys.length !== values.length || keys.length < 2 || keys.length > 3) return void 0;
  let family;
  const byAxis = {};
  for (let i = 0; i < keys.length; i++) {
    const key = axisKey(keys[i]);
    if (!key || byAxis[key.axis] !== void 0) return void 0;
    if (key.axis !== "z") {
      if (family !== void 0 && family !== key.family) return void 0;
      family = key.family;
    }
    byAxis[key.axis] = values[i];
  }
  const { x, y, z } = byAxis;
  if (x === void 0 || y === void 0 || family === void 0) return void 0;
  const rc = family === "rc";
  return {
    values: [rc ? y : x, rc ? x : y, ...z !== void 0 ? [z] : []],
    order: rc ? "rc" : "xy",
    fromBottom: family === "chess",
    family
  };
}
var KEYS, AXIS_KEY_NAMES;
var init_keys = __esm({
  "../../packages/verify/src/formats/keys.ts"() {
    "use strict";
    KEYS = {
      x: { axis: "x", family: "xy" },
      y: { axis: "y", family: "xy" },
      z: { axis: "z", family: "xy" },
      col: { axis: "x", family: "rc" },
      column: { axis: "x", family: "rc" },
      c: { axis: "x", family: "rc" },
      row: { axis: "y", family: "rc" },
      r: { axis: "y", family: "rc" },
      layer: { axis: "z", family: "xy" },
      level: { axis: "z", family: "xy" },
      file: { axis: "x", family: "chess" },
      rank: { axis: "y", family: "chess" }
    };
    AXIS_KEY_NAMES = Object.keys(KEYS).sort((a, b) => b.length - a.length);
  }
});

// ../../packages/verify/src/sink.ts
function visitRun(sink, run) {
  if (run.length === 0) return;
  if (sink.visitRun) sink.visitRun(run);
  else {
    const { xs, ys, zs, lines, columns } = run;
    for (let i = 0; i < run.length; i++) sink.visit(xs[i], ys[i], zs[i], lines[i], columns[i]);
  }
  run.length = 0;
}
var SquareRun, RecordingSink;
var init_sink = __esm({
  "../../packages/verify/src/sink.ts"() {
    "use strict";
    SquareRun = class _SquareRun {
      /** Squares handed over at most at once (a run is flushed when full). */
      static CAPACITY = 4096;
      length = 0;
      xs = new Float64Array(_SquareRun.CAPACITY);
      ys = new Float64Array(_SquareRun.CAPACITY);
      zs = new Float64Array(_SquareRun.CAPACITY);
      lines = new Int32Array(_SquareRun.CAPACITY);
      columns = new Int32Array(_SquareRun.CAPACITY);
      get full() {
        return this.length === _SquareRun.CAPACITY;
      }
      add(x, y, z, line, column) {
        const i = this.length++;
        this.xs[i] = x;
        this.ys[i] = y;
        this.zs[i] = z;
        this.lines[i] = line;
        this.columns[i] = column;
      }
    };
    RecordingSink = class _RecordingSink {
      static LIMIT = 2 ** 22;
      xs = [];
      ys = [];
      zs = [];
      lines = [];
      overflow = false;
      begin() {
      }
      visit(x, y, z, line) {
        this.keep(x, y, z, line);
      }
      malformed(_why, line) {
        this.keep(Number.NaN, Number.NaN, Number.NaN, line);
      }
      keep(x, y, z, line) {
        if (this.xs.length >= _RecordingSink.LIMIT) {
          this.overflow = true;
          return;
        }
        this.xs.push(x);
        this.ys.push(y);
        this.zs.push(z);
        this.lines.push(line);
      }
    };
  }
});

// ../../packages/verify/src/formats/board/grid.ts
var COLUMN_LIMIT, consecutive, countsRow, BoardReader;
var init_grid = __esm({
  "../../packages/verify/src/formats/board/grid.ts"() {
    "use strict";
    init_buffer();
    init_errors2();
    init_algebraic();
    init_fast_paths();
    COLUMN_LIMIT = 2 ** 22;
    consecutive = (values, step) => values.length >= 2 && values.every((v, i) => v >= 0 && v === values[0] + step * i);
    countsRow = (r) => consecutive(r.values, 1) && (r.values[0] === 0 || r.values[0] === 1);
    BoardReader = class {
      held = [];
      heldCells = 0;
      fileLetters;
      layout;
      cells = int32s(0);
      /** Column of each cell, until the board is too large to keep them. */
      columns = int32s(0);
      rowLines = int32s(16);
      stored = 0;
      /** Rows stored before each layer marker. */
      layerStarts = [];
      firstLine = 0;
      lastLine = 0;
      /** Rows of numbers seen (a board needs at least two, or one row forced by --input-format). */
      rows = 0;
      /** Whether every row so far holds exactly one number. */
      singles = true;
      borders = 0;
      /** Lines dropped from the head of the board: a size line such as `8` just above it. */
      sizeLines = [];
      touch(line) {
        if (this.firstLine === 0) this.firstLine = line;
        this.lastLine = line;
      }
      addRow(row, line) {
        this.touch(line);
        this.rows++;
        if (row.values.length !== 1) this.singles = false;
        if (this.layout) this.store({ ...row, line });
        else {
          this.held.push({ ...row, line });
          this.heldCells += row.values.length;
          if (this.heldCells > fastPaths.boardCells && this.held.length >= 3) this.decide();
        }
      }
      addFileLetters(letters, line) {
        this.touch(line);
        this.fileLetters ??= letters;
      }
      addBorder(line) {
        this.touch(line);
        this.borders++;
      }
      /** A `# layer z` line: the rows after it are the next layer of a box. */
      addLayer(line) {
        this.touch(line);
        this.layerStarts.push(this.layout ? this.stored : this.held.length);
      }
      get layered() {
        return this.layerStarts.length > 0;
      }
      /** The single numbers of a block of one number a line (linear indices), with their lines. */
      heldSingles() {
        return {
          values: this.held.map((r) => r.values[0]),
          lines: this.held.map((r) => r.line),
          columns: this.held.map((r) => r.columns[0])
        };
      }
      /** The values of a one-row block, for reading it as linear indices. */
      heldRow() {
        return this.held.length === 1 ? this.held[0] : void 0;
      }
      decide() {
        let rows = this.held;
        while (rows.length >= 2 && rows[0].values.length === 1 && rows[1].values.length >= 3) {
          this.sizeLines.push(rows[0].line);
          rows = rows.slice(1);
          for (let i = 0; i < this.layerStarts.length; i++)
            this.layerStarts[i] = Math.max(0, this.layerStarts[i] - 1);
        }
        const labelled = !this.layered;
        let fileLabels = this.fileLetters;
        let numericFiles = false;
        if (labelled && rows.length >= 2 && countsRow(rows[0]) && !rows[0].leftWord && rows[1].values.length >= rows[0].values.length) {
          fileLabels ??= rows[0].values.map(String);
          numericFiles = fileLabels === void 0 || !this.fileLetters;
          rows = rows.slice(1);
        }
        if (labelled && rows.length >= 2 && countsRow(rows[rows.length - 1]) && !rows[rows.length - 1].leftWord && rows[rows.length - 2].values.length >= rows[rows.length - 1].values.length) {
          if (!this.fileLetters) {
            fileLabels = rows[rows.length - 1].values.map(String);
            numericFiles = true;
          }
          rows = rows.slice(0, -1);
        }
        const firsts = rows.map((r) => r.values[0]);
        const lasts = rows.map((r) => r.values[r.values.length - 1]);
        const wide = labelled && rows.every((r) => r.values.length >= 3);
        const left = wide && rows.length >= 2 && (consecutive(firsts, 1) || consecutive(firsts, -1) || rows.every((r) => r.sepAfter[0] && !r.sepAfter[1] && !r.sepBefore[0]));
        const right = wide && rows.length >= 2 && (consecutive(lasts, 1) || consecutive(lasts, -1) || rows.every((r) => {
          const k = r.values.length - 1;
          return r.sepBefore[k] && !r.sepBefore[k - 1] && !r.sepAfter[k];
        }));
        const rankLabels = [];
        for (const r of rows) {
          const label2 = left ? String(r.values[0]) : r.leftWord ?? (right ? String(r.values[r.values.length - 1]) : r.rightWord);
          if (label2 !== void 0) rankLabels.push(label2);
        }
        const first = rows[0];
        const width = first ? first.values.length - (left ? 1 : 0) - (right ? 1 : 0) : 0;
        this.layout = {
          left,
          right,
          rankLabels: labelled && rankLabels.length === rows.length ? rankLabels : [],
          fileLabels: labelled ? fileLabels : void 0,
          numericFiles,
          drawn: rows.some((r) => r.drawn) || this.borders > 0,
          width
        };
        const guess = Math.min(Math.max(1, width * Math.max(width, rows.length)), 2 ** 28);
        this.cells.reserve(guess);
        if (guess <= COLUMN_LIMIT) this.columns?.reserve(guess);
        else this.columns = void 0;
        this.held = [];
        for (const r of rows) this.store(r);
      }
      store(row) {
        const layout = this.layout;
        const from = layout.left ? 1 : 0;
        this.storeCells(
          row.values,
          row.columns,
          from,
          row.values.length - (layout.right ? 1 : 0),
          row.line
        );
      }
      /** Cells `from` to `to` of a row of numbers, with their columns, labels already left out. */
      storeCells(values, columns, from, to, line) {
        const { width } = this.layout;
        if (to - from !== width) {
          throw new TourFormatError(
            `this row has ${to - from} squares, the first row has ${width}`,
            line,
            columns[0]
          );
        }
        if (this.cells.length + width > COLUMN_LIMIT) this.columns = void 0;
        const cells = this.cells;
        cells.reserve(cells.length + width);
        const data = cells.data;
        let at = cells.length;
        for (let i = from; i < to; i++) data[at++] = values[i];
        cells.length = at;
        const kept = this.columns;
        if (kept) {
          kept.reserve(kept.length + width);
          const where2 = kept.data;
          let k = kept.length;
          for (let i = from; i < to; i++) where2[k++] = columns[i];
          kept.length = k;
        }
        this.rowLines.push(line);
        this.stored++;
      }
      /**
       * Rows now go straight into the cells with no label column to strip: TourReader's fast path
       * may hand them over by {@link addCells}.
       */
      get takesCells() {
        return this.layout !== void 0 && !this.layout.left && !this.layout.right;
      }
      /** A row of `n` ≥ 3 numbers (no label, no empty cell) and their columns: as `addRow` takes it. */
      addCells(values, columns, n, line) {
        this.touch(line);
        this.rows++;
        this.singles = false;
        this.storeCells(values, columns, 0, n, line);
      }
      /** The rows of each layer: all equal on a box, or the one layer of a 2-D board. */
      layerHeight() {
        if (!this.layered) return { height: this.stored, depth: 1 };
        const starts = this.layerStarts;
        const depth = starts.length;
        const rowsOf2 = (z) => (z + 1 < depth ? starts[z + 1] : this.stored) - starts[z];
        const height = rowsOf2(0);
        for (let z = 0; z < depth; z++) {
          if (rowsOf2(z) !== height || z === 0 && starts[0] !== 0) {
            throw new TourFormatError(
              `layer ${z} has ${rowsOf2(z)} rows, layer 0 has ${height}: every layer of a box has the same rows`,
              this.rowLines.data[starts[z]] ?? this.lastLine
            );
          }
        }
        return { height, depth };
      }
      /** The board, labels stripped. */
      finish() {
        if (!this.layout) this.decide();
        const layout = this.layout;
        const { width } = layout;
        const { height, depth } = this.layerHeight();
        const ranks = layout.rankLabels.length === height ? layout.rankLabels : void 0;
        const files = layout.fileLabels && layout.fileLabels.length === width ? layout.fileLabels : void 0;
        let notation;
        let bottomUp = false;
        if (ranks) {
          const nums = ranks.map(Number);
          bottomUp = nums.every((v, i) => v === nums[0] - i) && nums[height - 1] !== void 0 && nums[0] > nums[height - 1];
        }
        if (files && ranks) {
          notation = layout.numericFiles ? (x, y) => `(${files[x] ?? x},${ranks[y] ?? y})` : (x, y) => `${files[x] ?? x}${ranks[y] ?? y}`;
        } else if (files && !layout.numericFiles) {
          notation = (x, y) => `${files[x] ?? fileName(x)}${height - y}`;
        } else if (ranks && bottomUp && Number(ranks[height - 1]) === 1) {
          notation = (x, y) => `${fileName(x)}${ranks[y] ?? height - y}`;
        }
        const parts = [depth > 1 ? "boards of step numbers, one per layer" : "board of step numbers"];
        if (layout.drawn) parts.push("drawn with borders");
        if (ranks || files) {
          parts.push(
            `${[ranks ? "rank" : "", files ? "file" : ""].filter(Boolean).join(" and ")} labels`
          );
        }
        if (ranks && bottomUp) parts.push("rank 1 at the bottom");
        return {
          board: { width, height, depth },
          cells: this.cells.view(),
          rowLines: this.rowLines.copy(),
          columns: this.columns?.view(),
          notation,
          style: parts.join(", "),
          firstLine: this.firstLine,
          lastLine: this.lastLine
        };
      }
    };
  }
});

// ../../packages/verify/src/formats/board/replay.ts
function where(grid, c) {
  const row = Math.floor(c / grid.board.width);
  return { line: grid.rowLines[row] ?? 0, column: grid.columns?.[c] ?? 0 };
}
function boardOrigin(grid, fixed) {
  if (fixed.origin !== void 0) return fixed.origin;
  let min = Infinity;
  for (let i = 0; i < grid.cells.length; i++) {
    const v = grid.cells[i];
    if (v >= 0 && v < min) min = v;
  }
  return min === 0 ? 0 : 1;
}
function replayBoard(grid, origin, sink) {
  const { cells } = grid;
  const { width, height } = grid.board;
  const n = cells.length;
  let max = -1;
  for (let c = 0; c < n; c++) {
    const v = cells[c];
    if (v < 0) continue;
    const k = v - origin + 1;
    if (k < 1 || k > n) {
      const at = where(grid, c);
      throw new TourFormatError(
        `step number ${v} is beyond the ${n} squares of the ${boardName(grid.board)} board (numbered from ${origin})`,
        at.line,
        at.column || void 0
      );
    }
    if (k > max) max = k;
  }
  const pos = new Int32Array(Math.max(0, max)).fill(-1);
  const twice2 = /* @__PURE__ */ new Map();
  for (let c = 0; c < n; c++) {
    const v = cells[c];
    if (v < 0) continue;
    const k = v - origin + 1;
    const p = pos[k - 1];
    if (p === -1) pos[k - 1] = c;
    else {
      if (p >= 0 && twice2.size < 1e3) twice2.set(k, [p, c]);
      pos[k - 1] = -2;
    }
  }
  const cellOf2 = (c) => {
    const x = c % width;
    const rest = (c - x) / width;
    const y = rest % height;
    return [x, y, (rest - y) / height];
  };
  const name = (c) => {
    const [x, y, z] = cellOf2(c);
    if (grid.notation) return grid.notation(x, y, z);
    return squareLabel(squareOf(grid.board, x, y, z));
  };
  const run = new SquareRun();
  const { rowLines, columns } = grid;
  for (let k = 1; k <= max; k++) {
    const c = pos[k - 1];
    if (c >= 0) {
      const x = c % width;
      const row = (c - x) / width;
      const y = row % height;
      run.add(x, y, (row - y) / height, rowLines[row] ?? 0, columns?.[c] ?? 0);
      if (run.full) visitRun(sink, run);
      continue;
    }
    visitRun(sink, run);
    if (c === -1) {
      sink.malformed(
        `number ${k - 1 + origin} is missing from the board (the largest is ${max - 1 + origin})`,
        0,
        0
      );
    } else {
      const pair = twice2.get(k);
      const second = pair ? where(grid, pair[1]) : { line: 0, column: 0 };
      const both = pair ? `: at ${name(pair[0])} and ${name(pair[1])}` : "";
      sink.malformed(
        `number ${k - 1 + origin} is written twice${both}`,
        second.line,
        second.column
      );
    }
  }
  visitRun(sink, run);
}
function isTourWalk(walk, width, height) {
  const n = width * height;
  if (walk.length !== n) return false;
  const seen = new Uint8Array(n);
  let px = -1;
  let py = -1;
  for (let i = 0; i < n; i++) {
    const s = walk[i];
    if (!(s >= 0 && s < n) || seen[s]) return false;
    seen[s] = 1;
    const x = s % width;
    const y = (s - x) / width;
    if (i > 0 && !isKnightStep(x - px, y - py)) return false;
    px = x;
    py = y;
  }
  return true;
}
function indicesReadingIsTour(grid, origin, size) {
  const { cells } = grid;
  const { width, height, depth } = grid.board;
  const n = cells.length;
  if (n > COLUMN_LIMIT || n < 2 || depth > 1 || size && size.depth > 1) return false;
  const pos = new Int32Array(n).fill(-1);
  for (let c = 0; c < n; c++) {
    const k = cells[c] - origin;
    if (k < 0 || k >= n || pos[k] !== -1) return false;
    pos[k] = c;
  }
  if (isTourWalk(pos, width, height)) return false;
  const w = size?.width ?? width;
  const h = size?.height ?? height;
  if (w * h !== n) return false;
  for (const o of [0, 1]) {
    if (isTourWalk(
      Array.from(cells, (v) => v - o),
      w,
      h
    ))
      return true;
  }
  return false;
}
var init_replay = __esm({
  "../../packages/verify/src/formats/board/replay.ts"() {
    "use strict";
    init_src();
    init_errors2();
    init_knight();
    init_sink();
    init_grid();
  }
});

// ../../packages/verify/src/formats/board/emit.ts
function emitBoard(grid, fixed, sink, how) {
  const size = fixed.size;
  const { board } = grid;
  if (size && boardName(size) !== boardName(board)) {
    throw new TourFormatError(
      `the board has ${boardName(board)} squares but --size says ${boardName(size)}`,
      grid.firstLine || void 0
    );
  }
  if (cellCount(board) === 1) {
    throw new AmbiguousReadingError(
      `${how.where} ${how.where.startsWith("line") ? "holds" : "hold"} a board of one square: a truncated file or a misreading, not a tour; give --size WxH and --input-format if it is one`,
      grid.firstLine || void 0
    );
  }
  const origin = boardOrigin(grid, fixed);
  if (fixed.format === void 0 && indicesReadingIsTour(grid, origin, size)) {
    throw new AmbiguousReadingError(
      `${how.where} read as a board of step numbers are not a tour, but read as linear square indices they are: give --input-format text or --input-format indices`
    );
  }
  const reading2 = {
    format: how.format,
    style: grid.style,
    origin,
    order: "xy",
    board,
    sizeFrom: size ? "option" : "grid",
    ...how.key !== void 0 ? { key: how.key } : {},
    skipped: []
  };
  const notation = grid.notation ?? how.notation;
  sink.begin(reading2, notation, how.claims ?? {});
  replayBoard(grid, origin, sink);
  return { reading: reading2, notation };
}
var init_emit = __esm({
  "../../packages/verify/src/formats/board/emit.ts"() {
    "use strict";
    init_src();
    init_errors2();
    init_replay();
  }
});

// ../../packages/verify/src/formats/decide.ts
function inferredBoard(width, height, depth, entries, ctx) {
  const board = rethrowAs(
    () => checkBoard({ width, height, depth }),
    (error) => new TourFormatError(
      `${error.message} (the size inferred from the squares of ${ctx.where})`,
      ctx.line
    )
  );
  if (cellCount(board) === 1) {
    throw new AmbiguousReadingError(
      `${ctx.where} read as ${ctx.style} ${width === 1 && height === 1 ? "fit" : "fits"} a 1x1 board: a truncated file or a misreading, not a tour; give --size WxH (and --input-format) if it is one`,
      ctx.line
    );
  }
  const cells = cellCount(board);
  if (entries * INFERRED_SHARE < cells) {
    throw new AmbiguousReadingError(
      `${ctx.where} read as ${ctx.style}: ${entries.toLocaleString("en-US")} squares cannot justify the ${boardName(board)} board their largest values imply (${cells.toLocaleString("en-US")} squares; fewer than a quarter of them is a fragment or a misreading, not a tour); give --size WxH (and --input-format) if it is one`,
      ctx.line
    );
  }
  return board;
}
function reading(ctx, board, origin, order, sizeFrom, inferredFrom) {
  return {
    format: ctx.format,
    style: ctx.style,
    origin,
    order,
    board,
    sizeFrom,
    ...inferredFrom ? { inferredFrom } : {},
    ...ctx.key !== void 0 ? { key: ctx.key } : {},
    skipped: []
  };
}
function givenBoard(ctx) {
  if (ctx.fixed.size) return { board: ctx.fixed.size, from: "option" };
  if (ctx.board) return { board: ctx.board, from: "document" };
  return void 0;
}
function emitList(list, family, ctx, sink) {
  const decided = family === "indices" ? decideIndices(list, ctx) : family === "algebraic" ? decideAlgebraic(list, ctx) : decidePairs(list, ctx);
  sink.begin(decided.reading, decided.notation, ctx.claims);
  const { a, b, c, line, column, notes } = list;
  for (let i = 0; i < list.size; i++) {
    const at = line.data[i];
    const col = column.data[i];
    if (list.isBad(i)) {
      sink.malformed(notes.get(i) ?? "malformed entry", at, col);
      continue;
    }
    const square = decided.square(a.data[i], b.data[i], c.data[i]);
    if (typeof square === "string") sink.malformed(square, at, col);
    else sink.visit(square[0], square[1], square[2], at, col);
  }
  return { reading: decided.reading, claims: ctx.claims, notation: decided.notation };
}
function inferredSides(list, sides, decision, board) {
  return sides.map(([side, position]) => {
    const i = list.argmax[position];
    const s = decision.square(list.a.data[i], list.b.data[i], list.c.data[i]);
    const square = typeof s === "string" ? squareOf(board, 0, 0) : squareOf(board, ...s);
    const written = typeof s === "string" || !decision.notation ? squareLabel(square) : decision.notation(s[0], s[1], s[2]);
    return { side, length: board[side], step: i + 1, square, written };
  });
}
function decidePairs(list, ctx) {
  const arity = list.arity === 3 ? 3 : 2;
  const order = ctx.fixed.order ?? ctx.order ?? "xy";
  const min = list.smallest(arity);
  const origin = ctx.fixed.origin ?? ctx.origin ?? (Number.isFinite(min) && min >= 1 ? 1 : 0);
  const given2 = givenBoard(ctx);
  const xAt = order === "xy" ? 0 : 1;
  const yAt = 1 - xAt;
  let board;
  if (given2) board = given2.board;
  else {
    if (list.arity === 0) {
      throw new TourFormatError(
        `no squares to read and no board size (${ctx.where}): give --size WxH`,
        ctx.line
      );
    }
    board = inferredBoard(
      Math.max(1, list.max[xAt] - origin + 1),
      Math.max(1, list.max[yAt] - origin + 1),
      arity === 3 ? Math.max(1, list.max[2] - origin + 1) : 1,
      list.size,
      ctx
    );
  }
  if (squareArity(board) !== arity && list.arity !== 0) {
    throw new TourFormatError(
      arity === 3 ? `${ctx.where} holds squares of three coordinates but the board is ${boardName(board)}` : `${ctx.where} holds squares of two coordinates but the board is the box ${boardName(board)}: a 2-D tour with a depth?`,
      ctx.line
    );
  }
  const { height } = board;
  const flip = ctx.fromBottom === true;
  const [open, close] = ctx.brackets === "()" ? ["(", ")"] : ["[", "]"];
  const plain = origin === 0 && order === "xy" && !flip;
  const written = (x, y, z) => {
    const wy = flip ? height - 1 - y : y;
    const pair = order === "xy" ? [x + origin, wy + origin] : [wy + origin, x + origin];
    return arity === 3 ? [...pair, z + origin] : pair;
  };
  const notation = plain ? void 0 : flip && origin === 1 && arity === 2 ? (x, y) => squareName(x, y, height) : (x, y, z) => `${open}${written(x, y, z).join(", ")}${close}`;
  const square = (a, b, c) => {
    const x = (order === "xy" ? a : b) - origin;
    const wy = (order === "xy" ? b : a) - origin;
    return [x, flip ? height - 1 - wy : wy, arity === 3 ? c - origin : 0];
  };
  const sides = [
    ["width", xAt],
    ["height", yAt],
    ...arity === 3 ? [["depth", 2]] : []
  ];
  const decision = { notation, square };
  return {
    ...decision,
    reading: given2 ? reading(ctx, board, origin, order, given2.from) : reading(ctx, board, origin, order, "inferred", inferredSides(list, sides, decision, board))
  };
}
function decideAlgebraic(list, ctx) {
  const given2 = givenBoard(ctx);
  if (given2 && given2.board.depth > 1) {
    throw new TourFormatError(
      `algebraic notation names squares of a 2-D board, not of the box ${boardName(given2.board)}`
    );
  }
  const board = given2?.board ?? inferredBoard(Math.max(1, list.max[0] + 1), Math.max(1, list.max[1]), 1, list.size, ctx);
  const { height } = board;
  const notation = (x, y) => squareName(x, y, height);
  const square = (file, rank) => [file, height - rank, 0];
  const decision = { notation, square };
  return {
    ...decision,
    reading: given2 ? reading(ctx, board, 1, "xy", given2.from) : reading(
      ctx,
      board,
      1,
      "xy",
      "inferred",
      inferredSides(
        list,
        [
          ["width", 0],
          ["height", 1]
        ],
        decision,
        board
      )
    )
  };
}
function decideIndices(list, ctx) {
  const given2 = givenBoard(ctx);
  const count = list.size;
  if (!given2) {
    const root = Math.sqrt(count);
    const fits2 = [boardName({ width: count, height: 1, depth: 1 })];
    fits2.push(boardName({ width: 1, height: count, depth: 1 }));
    if (Number.isInteger(root)) fits2.push(boardName({ width: root, height: root, depth: 1 }));
    throw new AmbiguousReadingError(
      `${ctx.where} holds ${count} linear square indices, which fit any board of ${count} squares (${fits2.join(", ")} …): give --size WxH`
    );
  }
  const { board } = given2;
  const origin = ctx.fixed.origin ?? ctx.origin ?? (list.min[0] <= 0 ? 0 : 1);
  const { width, height, depth } = board;
  const total = width * height * depth;
  const notation = (x, y, z) => `index ${(z * height + y) * width + x + origin}`;
  const square = (v) => {
    const s = v - origin;
    if (s < 0 || s >= total) {
      return `index ${v} is beyond the ${total} squares of the ${boardName(board)} board (numbered from ${origin})`;
    }
    const x = s % width;
    const rest = (s - x) / width;
    const y = rest % height;
    return [x, y, (rest - y) / height];
  };
  return { notation, square, reading: reading(ctx, board, origin, "xy", given2.from) };
}
var INFERRED_SHARE;
var init_decide = __esm({
  "../../packages/verify/src/formats/decide.ts"() {
    "use strict";
    init_src();
    init_errors2();
    init_algebraic();
    INFERRED_SHARE = 4;
  }
});

// ../../packages/verify/src/formats/held.ts
var HeldList;
var init_held = __esm({
  "../../packages/verify/src/formats/held.ts"() {
    "use strict";
    init_buffer();
    init_errors2();
    HeldList = class _HeldList {
      static NONE = -2147483648;
      /** Beyond this many entries the reading must be given (`--size` …) so the file streams. */
      static LIMIT = 2 ** 25;
      a = int32s(256);
      b = int32s(256);
      c = int32s(256);
      line = int32s(256);
      column = int32s(256);
      notes = /* @__PURE__ */ new Map();
      min = [Infinity, Infinity, Infinity];
      max = [-Infinity, -Infinity, -Infinity];
      /** Index of the first entry holding `max[i]`. */
      argmax = [-1, -1, -1];
      /** Values per entry (2 or 3), from the first square; 0 before it. */
      arity = 0;
      get size() {
        return this.a.length;
      }
      room() {
        if (this.a.length >= _HeldList.LIMIT) {
          throw new TourFormatError(
            `more than ${_HeldList.LIMIT} entries and the reading is not known: give --size (and --origin, --order) so the file is checked as it streams`
          );
        }
      }
      /** A square as written: its `n` values (two, or three on a box). */
      push(values, line, column, n = values.length) {
        if (this.arity === 0) this.arity = n;
        if (n !== this.arity) {
          this.bad(`${n} numbers where ${this.arity} were expected`, line, column);
          return;
        }
        this.room();
        const i = this.a.length;
        for (let k = 0; k < 3; k++) {
          const v = k < n ? Math.min(2147483647, Math.max(-2147483647, values[k])) : 0;
          (k === 0 ? this.a : k === 1 ? this.b : this.c).push(v);
          if (k >= n) continue;
          if (v < this.min[k]) this.min[k] = v;
          if (v > this.max[k]) {
            this.max[k] = v;
            this.argmax[k] = i;
          }
        }
        this.line.push(line);
        this.column.push(column);
      }
      /** An entry that is not a square (`why` says what it is). */
      bad(why, line, column) {
        this.room();
        const i = this.a.length;
        this.a.push(_HeldList.NONE);
        this.b.push(0);
        this.c.push(0);
        this.line.push(line);
        this.column.push(column);
        if (this.notes.size < 1e3) this.notes.set(i, why);
      }
      isBad(i) {
        return this.a.data[i] === _HeldList.NONE;
      }
      /** The smallest value over the first `n` positions. */
      smallest(n) {
        return Math.min(...this.min.slice(0, n));
      }
    };
  }
});

// ../../packages/verify/src/formats/json/collect.ts
var GridRows, Collector;
var init_collect = __esm({
  "../../packages/verify/src/formats/json/collect.ts"() {
    "use strict";
    init_buffer();
    init_object_reader();
    init_grid();
    init_held();
    GridRows = class {
      cells = int32s(256);
      rowLines = int32s(16);
      columns = int32s(256);
      width = 0;
      keepColumns = true;
      /** A row: its first `n` values, with the column of each. */
      add(values, n, columns, line) {
        if (this.width === 0) this.width = n;
        for (let i = 0; i < n; i++) {
          const v = values[i];
          this.cells.push(Number.isInteger(v) && v >= 0 ? Math.min(v, 2147483647) : -1);
          if (this.keepColumns) this.columns.push(columns[i]);
        }
        if (this.cells.length > COLUMN_LIMIT) this.keepColumns = false;
        this.rowLines.push(line);
      }
    };
    Collector = class {
      constructor(where2, key, sizes, line, column) {
        this.where = where2;
        this.key = key;
        this.sizes = sizes;
        this.line = line;
        this.column = column;
      }
      where;
      key;
      sizes;
      line;
      column;
      kind;
      /** Values per tuple or row. */
      arity = 0;
      held = new HeldList();
      rows;
      /** Keyed entries: the order and direction their keys give. */
      order;
      fromBottom = false;
      keyFamily;
      squares = 0;
      malformed = 0;
      /** A row of another length than the first: why the array cannot be a board. */
      ragged;
      /** True when `kind` fits the array (fixing it with the first square). */
      fits(kind) {
        this.kind ??= kind;
        return this.kind === kind;
      }
      bad(why, line, column) {
        this.malformed++;
        if (this.kind === "rows") this.ragged ??= { why, line, column };
        else this.held.bad(why, line, column);
      }
      index(v, line, column) {
        if (!this.fits("index")) {
          this.unlike(line, column);
          return;
        }
        this.squares++;
        this.held.push([v], line, column);
      }
      algebraic(file, rank, line, column) {
        if (!this.fits("algebraic")) {
          this.unlike(line, column);
          return;
        }
        this.squares++;
        this.held.push([file, rank], line, column);
      }
      /** An array entry: its first `n` numbers (`NaN` for `null`), with the column of each. */
      tuple(values, n, columns, line, column) {
        let integers = true;
        for (let i = 0; i < n; i++) if (!Number.isInteger(values[i])) integers = false;
        if (this.kind === void 0 && (n >= 4 || n >= 3 && !integers)) this.kind = "rows";
        if (this.kind === "rows") {
          if (n !== this.arity && this.arity !== 0) {
            this.ragged ??= {
              why: `this row has ${n} numbers, the first row has ${this.arity}`,
              line,
              column
            };
          }
          this.arity ||= n;
          this.rows ??= new GridRows();
          this.rows.add(values, n, columns, line);
          this.squares++;
          return;
        }
        if (!integers) {
          this.bad(
            `malformed entry: not all integers (expected ${expectedSquare(n === 3 ? 3 : 2)})`,
            line,
            column
          );
          return;
        }
        if (n < 2 || n > 3 || !this.fits("tuple")) {
          this.bad(
            `malformed entry: ${n} numbers (expected ${expectedSquare(this.arity === 3 ? 3 : 2)})`,
            line,
            column
          );
          return;
        }
        this.arity ||= n;
        this.squares++;
        this.held.push(values, line, column, n);
      }
      keyed(values, order, fromBottom, family, line, column) {
        if (!this.fits("keyed")) {
          this.unlike(line, column);
          return;
        }
        if (this.keyFamily !== void 0 && this.keyFamily !== family) {
          this.bad("an object whose keys are unlike the first entry’s", line, column);
          return;
        }
        this.keyFamily = family;
        this.order = order;
        this.fromBottom = fromBottom;
        this.squares++;
        this.held.push(values, line, column);
      }
      unlike(line, column) {
        const what = {
          index: "a square index",
          algebraic: "an algebraic square",
          tuple: "an [x, y] pair",
          keyed: "an object with coordinate keys",
          rows: "a row of step numbers"
        };
        this.bad(`an entry that is not ${what[this.kind]} like the first`, line, column);
      }
      /** The array can be the tour: squares in it, at least as many as entries that are not. */
      get plausible() {
        return this.squares > 0 && this.squares >= this.malformed;
      }
    };
  }
});

// ../../packages/verify/src/formats/json/choose.ts
function pick(input) {
  const { collectors, fixed, rootKind } = input;
  if (fixed.key) {
    const key = fixed.key.join(".");
    const found = collectors.find((c) => c.where === key);
    if (!found)
      throw new TourFormatError(`the document has no array at ${quote(key)} (the option key)`);
    return found;
  }
  if (rootKind === "object") {
    const path = collectors.find((c) => c.where === "path");
    if (path) return path;
  }
  const candidates = collectors.filter(
    (c) => c.plausible && (c.kind !== "index" || c.where === "" || WALK_KEYS.has((c.key ?? "").toLowerCase()))
  );
  if (candidates.length === 1) return candidates[0];
  if (candidates.length > 1) {
    const names = candidates.slice(0, 8).map((c) => quote(c.where));
    throw new AmbiguousReadingError(
      `the document holds ${candidates.length} arrays that could be the tour: ${names.join(", ")}${candidates.length > 8 ? ", …" : ""}; give --key NAME to pick one`,
      candidates[1].line
    );
  }
  const root = collectors.find((c) => c.where === "");
  if (root && root.squares === 0 && root.malformed === 0) {
    if (fixed.size) return root;
    throw new TourFormatError("an empty array and no board size: give --size WxH");
  }
  if (root) return root;
  if (input.rootSizes.width !== void 0 || input.rootSizes.height !== void 0) {
    throw new TourFormatError("the document has no 'path'");
  }
  throw new TourFormatError(
    `the document has no tour: no 'path', and no array of squares ([x, y] pairs, {x, y} or {row, col} objects, "a1" strings, square indices or rows of step numbers) under any key`
  );
}
function namedBoard(c, root) {
  const sizes = c.sizes.width !== void 0 || c.sizes.height !== void 0 ? c.sizes : root;
  if (sizes.width === void 0 && sizes.height === void 0 && sizes.depth === void 0)
    return void 0;
  return documentBoard({ ...sizes });
}
function triplesAreRows(c, board) {
  if (board) return squareArity(board) === 2;
  return Math.max(...c.held.max) >= c.held.size;
}
function rowsOfTriples(held) {
  const rows = new GridRows();
  for (let i = 0; i < held.size; i++) {
    const col = held.column.data[i];
    const values = held.isBad(i) ? [] : [held.a.data[i], held.b.data[i], held.c.data[i]];
    rows.add(values, values.length, [col, col, col], held.line.data[i]);
  }
  return rows;
}
function chooseTour(input) {
  const c = pick(input);
  const { fixed, claims, sink } = input;
  const board = namedBoard(c, input.rootSizes);
  const spec = input.rootKind === "object" && c.where === "path";
  const where2 = named(c);
  const key = c.where === "" || spec ? void 0 : c.where;
  if (c.kind === "rows" || c.kind === "tuple" && c.arity === 3 && triplesAreRows(c, fixed.size ?? board)) {
    if (c.ragged) throw new TourFormatError(c.ragged.why, c.ragged.line, c.ragged.column);
    const rows = c.kind === "rows" ? c.rows : rowsOfTriples(c.held);
    if (c.kind !== "rows" && rows.cells.length !== 3 * c.held.size) {
      throw new TourFormatError(
        `${where2} mixes rows of three numbers with other entries`,
        c.line,
        c.column
      );
    }
    const width = c.kind === "rows" ? c.arity : 3;
    const height = rows.rowLines.length;
    const { reading: reading3 } = emitBoard(
      {
        board: { width, height, depth: 1 },
        cells: rows.cells.view(),
        rowLines: rows.rowLines.view(),
        columns: rows.keepColumns ? rows.columns.view() : void 0,
        notation: void 0,
        style: "rows of step numbers",
        firstLine: c.line,
        lastLine: rows.rowLines.data[height - 1] ?? c.line
      },
      fixed,
      sink,
      { format: "json", where: where2, claims, key }
    );
    return { reading: reading3, claims };
  }
  const family = c.kind === "index" ? "indices" : c.kind === "algebraic" ? "algebraic" : "pairs";
  const styles = {
    index: "array of square indices",
    algebraic: "array of algebraic squares",
    tuple: c.arity === 3 ? "array of [x, y, z] cells" : "array of [x, y] pairs",
    keyed: `array of ${c.keyFamily === "rc" ? "{row, col}" : c.keyFamily === "chess" ? "{file, rank}" : "{x, y}"} objects`
  };
  const ctx = {
    format: "json",
    style: spec ? "tour document" : styles[c.kind ?? "tuple"] ?? "array of squares",
    fixed,
    board,
    origin: spec ? 0 : void 0,
    order: c.order,
    fromBottom: c.fromBottom,
    brackets: "[]",
    where: where2,
    line: c.line,
    claims,
    key
  };
  const { reading: reading2 } = emitList(c.held, family, ctx, sink);
  return { reading: reading2, claims };
}
var WALK_KEYS, named;
var init_choose = __esm({
  "../../packages/verify/src/formats/json/choose.ts"() {
    "use strict";
    init_src();
    init_errors2();
    init_object_reader();
    init_emit();
    init_decide();
    init_collect();
    WALK_KEYS = /* @__PURE__ */ new Set([
      "path",
      "paths",
      "tour",
      "tours",
      "moves",
      "squares",
      "solution",
      "solutions",
      "steps",
      "sequence",
      "route",
      "walk",
      "cells",
      "positions",
      "indices"
    ]);
    named = (c) => c.where === "" ? "the JSON array" : `the array at '${c.where}'`;
  }
});

// ../../packages/verify/src/formats/json/entries.ts
var FAST_VALUES, EntryBatch, EntryScanner;
var init_entries = __esm({
  "../../packages/verify/src/formats/json/entries.ts"() {
    "use strict";
    FAST_VALUES = 16;
    EntryBatch = class _EntryBatch {
      static CAPACITY = 1024;
      length = 0;
      counts = new Uint8Array(_EntryBatch.CAPACITY);
      values = new Float64Array(_EntryBatch.CAPACITY * FAST_VALUES);
      columns = new Int32Array(_EntryBatch.CAPACITY * FAST_VALUES);
      lines = new Int32Array(_EntryBatch.CAPACITY);
      starts = new Int32Array(_EntryBatch.CAPACITY);
    };
    EntryScanner = class {
      batch = new EntryBatch();
      /** After {@link scan}: the position after what it took. */
      line = 0;
      column = 0;
      lastCR = false;
      /** After {@link scan}: a comma ends what it took (else an entry). */
      afterComma = false;
      /**
       * The fast path of a tour's array: entries `[a, b …]` of plain integers (white space
       * anywhere between tokens), read from `from` (just after the array's `[`, a `,` or an entry)
       * straight to the listener, with no token, string or call per character. It stops before
       * anything else (another shape, a float, `null`, a leading zero, more than 15 digits, an
       * error, an entry cut by the chunk's end) and leaves the rest to the loop in `push`, so
       * every error and every odd entry is read exactly as before. `line`, `column` and `lastCR`
       * are the lexer's position at `from`; `afterValue` says an entry ends there. Returns the
       * index after the last entry (or comma) it took, and leaves the position there in
       * {@link line}, {@link column}, {@link lastCR} and {@link afterComma}. The entries go to the
       * listener in batches, all of them before this returns.
       */
      scan(chunk, from, line, column, lastCR, afterValue, depth, listener) {
        const n = chunk.length;
        const batch = this.batch;
        const { counts, values, columns, lines, starts } = batch;
        let done = from;
        let doneLine = line;
        let doneColumn = column;
        let doneCR = lastCR;
        let afterComma = true;
        let state = afterValue ? 4 : 0;
        let count = 0;
        let base = 0;
        let entryLine = 0;
        let entryColumn = 0;
        let value = 0;
        let digits = 0;
        let negative = false;
        let leadZero = false;
        let numberColumn = 0;
        for (let i = from; i < n; i++) {
          if (state === 0 && !lastCR) {
            const offset = column - i;
            let j = i;
            for (; ; ) {
              if (j >= n || chunk[j] !== 91) break;
              if (batch.length === EntryBatch.CAPACITY) {
                listener.entries(depth, batch);
                batch.length = 0;
              }
              const e = batch.length;
              const at = e * FAST_VALUES;
              let k = j + 1;
              let m = 0;
              let ok = false;
              while (m < FAST_VALUES) {
                const start = k;
                let c2 = k < n ? chunk[k] : 0;
                if (c2 < 48 || c2 > 57) break;
                let v = c2 - 48;
                c2 = ++k < n ? chunk[k] : 0;
                while (c2 >= 48 && c2 <= 57) {
                  v = v * 10 + (c2 - 48);
                  c2 = ++k < n ? chunk[k] : 0;
                }
                const length = k - start;
                if (length > 15 || length > 1 && chunk[start] === 48) break;
                values[at + m] = v;
                columns[at + m] = offset + start + 1;
                m++;
                k++;
                if (c2 === 93) {
                  ok = k <= n;
                  break;
                }
                if (c2 !== 44) break;
              }
              if (!ok) break;
              counts[e] = m;
              lines[e] = line;
              starts[e] = offset + j + 1;
              batch.length = e + 1;
              if (k < n && chunk[k] === 44) {
                j = k + 1;
                done = j;
                doneColumn = offset + j;
                afterComma = true;
                continue;
              }
              j = k;
              done = j;
              doneColumn = offset + j;
              afterComma = false;
              break;
            }
            if (j > i) {
              doneLine = line;
              doneCR = false;
              column = offset + j;
              state = afterComma ? 0 : 4;
              i = j - 1;
              continue;
            }
          }
          const c = chunk[i];
          if (c === 10) {
            if (!lastCR) line++;
            column = 0;
            lastCR = false;
          } else if (c === 13) {
            line++;
            column = 0;
            lastCR = true;
          } else {
            column++;
            lastCR = false;
          }
          const space = c === 32 || c === 10 || c === 13 || c === 9;
          if (state === 2) {
            if (c >= 48 && c <= 57) {
              if (leadZero || ++digits > 15) break;
              if (digits === 1) leadZero = c === 48;
              value = value * 10 + (c - 48);
              continue;
            }
            if (digits === 0 || count === FAST_VALUES) break;
            values[base + count] = negative ? -value : value;
            columns[base + count++] = numberColumn;
            state = 3;
          }
          if (space) continue;
          if (state === 0) {
            if (c !== 91) break;
            if (batch.length === EntryBatch.CAPACITY) {
              listener.entries(depth, batch);
              batch.length = 0;
            }
            base = batch.length * FAST_VALUES;
            entryLine = line;
            entryColumn = column;
            count = 0;
            state = 1;
          } else if (state === 1) {
            if (c === 45) {
              negative = true;
              digits = 0;
              value = 0;
              leadZero = false;
            } else if (c >= 48 && c <= 57) {
              negative = false;
              digits = 1;
              value = c - 48;
              leadZero = c === 48;
            } else break;
            numberColumn = column;
            state = 2;
          } else if (state === 3) {
            if (c === 44) state = 1;
            else if (c === 93) {
              const e = batch.length++;
              counts[e] = count;
              lines[e] = entryLine;
              starts[e] = entryColumn;
              done = i + 1;
              doneLine = line;
              doneColumn = column;
              doneCR = lastCR;
              afterComma = false;
              state = 4;
            } else break;
          } else {
            if (c !== 44) break;
            done = i + 1;
            doneLine = line;
            doneColumn = column;
            doneCR = lastCR;
            afterComma = true;
            state = 0;
          }
        }
        if (batch.length > 0) {
          listener.entries(depth, batch);
          batch.length = 0;
        }
        this.line = doneLine;
        this.column = doneColumn;
        this.lastCR = doneCR;
        this.afterComma = afterComma;
        return done;
      }
    };
  }
});

// ../../packages/verify/src/formats/json/listener.ts
var KEPT;
var init_listener = __esm({
  "../../packages/verify/src/formats/json/listener.ts"() {
    "use strict";
    KEPT = 256;
  }
});

// ../../packages/verify/src/formats/json/lexer.ts
var MAX_DEPTH, MAX_RUN, ESCAPES, AFTER_QUOTED, JsonLexer;
var init_lexer = __esm({
  "../../packages/verify/src/formats/json/lexer.ts"() {
    "use strict";
    init_src();
    init_errors2();
    init_ascii();
    init_fast_paths();
    init_entries();
    init_listener();
    MAX_DEPTH = 512;
    MAX_RUN = 64 * 1024 * 1024;
    ESCAPES = {
      '"': '"',
      "\\": "\\",
      "/": "/",
      b: "\b",
      f: "\f",
      n: "\n",
      r: "\r",
      t: "	"
    };
    AFTER_QUOTED = 40;
    JsonLexer = class {
      constructor(listener) {
        this.listener = listener;
      }
      listener;
      line = 1;
      column = 0;
      lastCR = false;
      tok = 0 /* None */;
      tokLine = 0;
      tokColumn = 0;
      text = "";
      length = 0;
      /** In a string: 0 plain, 1 after a backslash, 2.. inside `\uXXXX` (hex digits so far + 2). */
      escape = 0;
      hex = "";
      run = 0;
      // A plain integer kept as a value (the hot path of a path), until it is more than digits.
      plain = false;
      negative = false;
      digits = 0;
      /** The number's first digit is 0 (a leading zero when more digits follow). */
      leadZero = false;
      value = 0;
      // Containers: 1 array, 2 object; and where in the current one the grammar is.
      stack = new Uint8Array(MAX_DEPTH + 1);
      depth = 0;
      expectKey = false;
      afterValue = false;
      needColon = false;
      lastComma = false;
      done = false;
      /**
       * Text met after the document's end, kept until 40 characters (or the input's end) are
       * quoted: the error then reads the same however the input was cut into chunks.
       */
      after;
      afterLine = 0;
      afterColumn = 0;
      /** The array whose entries the fast path reads (its depth), or −1. */
      fastDepth = -1;
      scanner = new EntryScanner();
      ascii = new AsciiView();
      fail(message, line = this.line, column = this.column) {
        throw new TourFormatError(`invalid JSON: ${message}`, line, column);
      }
      push(chunk) {
        if (this.after !== void 0) {
          this.trailing(chunk);
          return;
        }
        const n = chunk.length;
        for (let i = 0; i < n; i++) {
          const c = chunk.charCodeAt(i);
          if (c === 10) {
            if (!this.lastCR) this.line++;
            this.column = 0;
            this.lastCR = false;
          } else if (c === 13) {
            this.line++;
            this.column = 0;
            this.lastCR = true;
          } else {
            this.column++;
            this.lastCR = false;
          }
          if (this.tok === 1 /* String */) {
            this.stringChar(c);
            continue;
          }
          if (this.tok === 2 /* Number */ && this.plain && c >= 48 && c <= 57) {
            if (this.digits === 0) this.leadZero = c === 48;
            this.value = this.value * 10 + (c - 48);
            if (++this.digits > 15) this.unplain();
            continue;
          }
          if (this.tok !== 0 /* None */) {
            if (c >= 48 && c <= 57 || c === 45 || c === 43 || c === 46 || c >= 97 && c <= 122 || c >= 65 && c <= 90) {
              if (this.tok === 2 /* Number */ && this.plain) this.unplain();
              if (++this.length > 400) this.fail("a number or word longer than 400 characters");
              this.text += String.fromCharCode(c);
              continue;
            }
            this.endScalar();
          }
          if (c === 32 || c === 10 || c === 13 || c === 9) {
            if (++this.run > MAX_RUN) this.fail("more than 64 MiB of white space");
            continue;
          }
          this.run = 0;
          if (this.done) {
            this.after = "";
            this.afterLine = this.line;
            this.afterColumn = this.column;
            this.trailing(chunk.slice(i));
            return;
          }
          switch (c) {
            case 123:
            // {
            case 91:
              if (this.open(c === 91 ? 1 : 2) && fastPaths.enabled) {
                this.fastDepth = this.depth;
                const bytes2 = this.ascii.of(chunk);
                if (bytes2) i = this.entries(bytes2, i + 1) - 1;
              }
              break;
            case 125:
            // }
            case 93:
              this.close(c === 93 ? 1 : 2);
              break;
            case 58:
              if (!this.needColon) this.fail(`unexpected ':'`);
              this.needColon = false;
              break;
            case 44:
              if (this.depth === 0 || !this.afterValue) this.fail(`unexpected ','`);
              this.afterValue = false;
              this.lastComma = true;
              if (this.stack[this.depth] === 2) this.expectKey = true;
              else if (this.depth === this.fastDepth) {
                const bytes2 = this.ascii.of(chunk);
                if (bytes2) i = this.entries(bytes2, i + 1) - 1;
              }
              break;
            case 34:
              this.start(1 /* String */);
              this.escape = 0;
              break;
            default:
              if (c >= 48 && c <= 57 || c === 45) {
                this.start(2 /* Number */);
                this.plain = true;
                this.negative = c === 45;
                this.value = c === 45 ? 0 : c - 48;
                this.digits = c === 45 ? 0 : 1;
                this.leadZero = c === 48;
                this.text = String.fromCharCode(c);
              } else if (c === 116 || c === 102 || c === 110) {
                this.start(3 /* Literal */);
                this.text = String.fromCharCode(c);
              } else this.fail(`unexpected ${quote(String.fromCharCode(c))}`);
          }
        }
      }
      start(tok) {
        this.tok = tok;
        this.text = "";
        this.length = 0;
        this.tokLine = this.line;
        this.tokColumn = this.column;
      }
      stringChar(c) {
        if (this.escape === 1) {
          const e = String.fromCharCode(c);
          if (e === "u") {
            this.escape = 2;
            this.hex = "";
            return;
          }
          const decoded2 = ESCAPES[e];
          if (decoded2 === void 0) this.fail(`bad escape ${quote(`\\${e}`)} in a string`);
          this.escape = 0;
          this.keep(decoded2);
          return;
        }
        if (this.escape >= 2) {
          const e = String.fromCharCode(c);
          if (!/[0-9a-fA-F]/.test(e)) this.fail("bad \\u escape in a string");
          this.hex += e;
          if (this.hex.length === 4) {
            this.escape = 0;
            this.keep(String.fromCharCode(Number.parseInt(this.hex, 16)));
          }
          return;
        }
        if (c === 92) {
          this.escape = 1;
          return;
        }
        if (c === 34) {
          this.tok = 0 /* None */;
          this.scalar(0 /* String */, 0);
          return;
        }
        if (c < 32) this.fail("control character in a string");
        this.keep(String.fromCharCode(c));
      }
      keep(text) {
        if (++this.length > MAX_RUN) this.fail("a string longer than 64 MiB");
        if (this.text.length < KEPT) this.text += text;
      }
      /** The number is more than digits (a point, an exponent, very long): read it as text from here. */
      unplain() {
        this.plain = false;
        this.text = `${this.negative ? "-" : ""}${this.digits > 0 ? String(this.value) : ""}`;
        this.length = this.text.length;
      }
      endScalar() {
        const tok = this.tok;
        this.tok = 0 /* None */;
        if (tok === 2 /* Number */ && this.plain) {
          if (this.digits === 0) this.fail(`'-' is not a number`, this.tokLine, this.tokColumn);
          if (this.digits > 1 && this.leadZero) {
            this.fail("a number with a leading zero", this.tokLine, this.tokColumn);
          }
          this.text = "";
          this.scalar(1 /* Integer */, this.negative ? -this.value : this.value);
          return;
        }
        const text = this.text;
        if (tok === 3 /* Literal */) {
          if (text === "true") this.scalar(3 /* True */, 0);
          else if (text === "false") this.scalar(4 /* False */, 0);
          else if (text === "null") this.scalar(5 /* Null */, 0);
          else this.fail(`unexpected ${quote(text)}, expected a value`, this.tokLine, this.tokColumn);
          return;
        }
        if (!/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(text)) {
          this.fail(`${quote(text)} is not a number`, this.tokLine, this.tokColumn);
        }
        this.scalar(2 /* Number */, Number(text));
      }
      /** A value is about to start: the grammar must allow one here. */
      beforeValue(line, column) {
        if (this.depth > 0 && this.stack[this.depth] === 2 && this.expectKey) {
          this.fail("expected a property name in quotes", line, column);
        }
        if (this.afterValue) this.fail("expected ',' between values", line, column);
        if (this.needColon) this.fail("expected ':' after the property name", line, column);
        this.lastComma = false;
      }
      scalar(kind, number) {
        const { tokLine: line, tokColumn: column } = this;
        if (this.depth > 0 && this.stack[this.depth] === 2 && this.expectKey) {
          if (kind !== 0 /* String */) this.fail("expected a property name in quotes", line, column);
          this.expectKey = false;
          this.needColon = true;
          this.lastComma = false;
          this.listener.key(this.text, this.depth, line, column);
          return;
        }
        this.beforeValue(line, column);
        this.afterValue = true;
        if (this.depth === 0) this.done = true;
        this.listener.value(kind, number, this.text, this.depth, line, column);
      }
      /** True when the listener takes the entries of this array on the fast path. */
      open(type) {
        this.beforeValue(this.line, this.column);
        if (this.depth >= MAX_DEPTH) this.fail(`nesting deeper than ${MAX_DEPTH} levels`);
        this.depth++;
        this.stack[this.depth] = type;
        this.expectKey = type === 2;
        this.afterValue = false;
        const line = this.line;
        const column = this.column;
        return this.listener.open(type === 1 ? "array" : "object", this.depth, line, column);
      }
      /** The fast path from `from` (see {@link EntryScanner.scan}); returns the index after what it took. */
      entries(chunk, from) {
        const scanner = this.scanner;
        const done = scanner.scan(
          chunk,
          from,
          this.line,
          this.column,
          this.lastCR,
          this.afterValue,
          this.depth,
          this.listener
        );
        if (done > from) {
          this.line = scanner.line;
          this.column = scanner.column;
          this.lastCR = scanner.lastCR;
          this.afterValue = !scanner.afterComma;
          this.lastComma = scanner.afterComma;
          this.run = 0;
        }
        return done;
      }
      /**
       * Whether {@link pushBytes} can go on: between two entries of the array the fast path reads
       * (after its `[`, a `,` or an entry), with no token open.
       */
      fastReady() {
        return fastPaths.enabled && this.tok === 0 /* None */ && this.fastDepth > 0 && this.depth === this.fastDepth;
      }
      /**
       * The fast path on bytes (see {@link fastReady}): the whole entries from `from` on, read as
       * `push` would read their text. Returns where it stopped; what follows is the caller's to
       * push as text.
       */
      pushBytes(bytes2, from) {
        return this.fastReady() ? this.entries(bytes2, from) : from;
      }
      close(type) {
        if (this.depth === 0 || this.stack[this.depth] !== type || this.lastComma || this.needColon) {
          this.fail(`unexpected '${type === 1 ? "]" : "}"}'`);
        }
        if (type === 2 && !this.expectKey && !this.afterValue) this.fail(`unexpected '}'`);
        const depth = this.depth--;
        if (depth === this.fastDepth) this.fastDepth = -1;
        this.expectKey = false;
        this.afterValue = true;
        this.lastComma = false;
        this.listener.close(type === 1 ? "array" : "object", depth);
        if (this.depth === 0) this.done = true;
      }
      /** Gathers the text after the document's end; fails once 40 characters are quoted. */
      trailing(text) {
        const after = (this.after ?? "") + text.slice(0, AFTER_QUOTED);
        this.after = after.slice(0, AFTER_QUOTED);
        if (after.length >= AFTER_QUOTED) this.failAfter();
      }
      failAfter() {
        this.fail(
          `text after the end of the JSON document: ${quote(this.after ?? "")}`,
          this.afterLine,
          this.afterColumn
        );
      }
      /** Ends the text: it must have been exactly one complete value. */
      finish() {
        if (this.after !== void 0) this.failAfter();
        if (this.tok === 1 /* String */) this.fail("unterminated string", this.tokLine, this.tokColumn);
        if (this.tok !== 0 /* None */) this.endScalar();
        if (!this.done) {
          this.fail(
            this.depth > 0 ? `the input ends inside the document (${this.depth} open bracket${this.depth === 1 ? "" : "s"})` : "empty input"
          );
        }
      }
    };
  }
});

// ../../packages/verify/src/formats/json/stream.ts
function tuples(target, batch) {
  if (target.tuples) {
    target.tuples(batch);
    return;
  }
  const { counts, values, columns, lines, starts } = batch;
  for (let i = 0; i < batch.length; i++) {
    const at = i * FAST_VALUES;
    target.tuple(
      values.subarray(at, at + counts[i]),
      counts[i],
      columns.subarray(at, at + counts[i]),
      lines[i],
      starts[i]
    );
  }
}
var PathStream;
var init_stream = __esm({
  "../../packages/verify/src/formats/json/stream.ts"() {
    "use strict";
    init_src();
    init_errors2();
    init_object_reader();
    init_sink();
    init_algebraic();
    init_entries();
    PathStream = class {
      constructor(sink, board, origin, order) {
        this.sink = sink;
        this.board = board;
        this.origin = origin;
        this.order = order;
      }
      sink;
      board;
      origin;
      order;
      steps = 0;
      run = new SquareRun();
      get arity() {
        return squareArity(this.board);
      }
      expected() {
        return expectedSquare(this.arity);
      }
      index(v, line, column) {
        this.bad(`${quote(String(v))} is not a square`, line, column);
      }
      algebraic(file, rank, line, column) {
        this.bad(`${quote(`"${fileName(file)}${rank}"`)} is not a square`, line, column);
      }
      tuple(values, n, _columns, line, column) {
        if (n === 2 && this.arity === 3 && this.steps === 0) {
          throw new TourFormatError(
            `the document is the box ${boardName(this.board)} but its path holds [x, y] pairs: a 2-D tour with a depth?`,
            line,
            column
          );
        }
        let integers = true;
        for (let i = 0; i < n; i++) if (!Number.isInteger(values[i])) integers = false;
        if (n !== this.arity || !integers) {
          const what = integers ? `${n} numbers` : "not all integers";
          this.bad(`malformed entry: ${what} (expected ${this.expected()})`, line, column);
          return;
        }
        this.visit(values, false, line, column);
      }
      /**
       * A batch of entries of plain integers: the squares go to the sink as one run, each entry
       * that is not one (its length, a pair on a box) as `tuple` says it, in their order.
       */
      tuples(batch) {
        const { counts, values, lines, starts } = batch;
        const arity = this.arity;
        const o = this.origin;
        const rc = this.order === "rc";
        const run = this.run;
        for (let i = 0; i < batch.length; i++) {
          const at = i * FAST_VALUES;
          if (counts[i] !== arity || this.steps === 0) {
            visitRun(this.sink, run);
            this.tuple(values.subarray(at, at + counts[i]), counts[i], [], lines[i], starts[i]);
            continue;
          }
          this.steps++;
          const a = values[at] - o;
          const b = values[at + 1] - o;
          run.add(rc ? b : a, rc ? a : b, arity === 3 ? values[at + 2] - o : 0, lines[i], starts[i]);
          if (run.full) visitRun(this.sink, run);
        }
        visitRun(this.sink, run);
      }
      keyed(values, order, fromBottom, _family, line, column) {
        if (values.length !== this.arity) {
          this.bad(
            `malformed entry: ${values.length} coordinates (expected ${this.expected()})`,
            line,
            column
          );
          return;
        }
        this.visit(
          order === this.order ? values : [values[1], values[0], ...values.slice(2)],
          fromBottom,
          line,
          column
        );
      }
      visit(values, fromBottom, line, column) {
        this.steps++;
        const o = this.origin;
        const rc = this.order === "rc";
        const x = (rc ? values[1] : values[0]) - o;
        const wy = (rc ? values[0] : values[1]) - o;
        const y = fromBottom ? this.board.height - 1 - wy : wy;
        this.sink.visit(x, y, this.arity === 3 ? values[2] - o : 0, line, column);
      }
      bad(why, line, column) {
        this.steps++;
        this.sink.malformed(why, line, column);
      }
    };
  }
});

// ../../packages/verify/src/formats/json/tour.ts
var MAX_TOUR_DEPTH, Frame, JsonTourReader;
var init_tour2 = __esm({
  "../../packages/verify/src/formats/json/tour.ts"() {
    "use strict";
    init_src();
    init_buffer();
    init_claims();
    init_errors2();
    init_object_reader();
    init_algebraic();
    init_keys();
    init_choose();
    init_collect();
    init_lexer();
    init_stream();
    MAX_TOUR_DEPTH = 4;
    Frame = class {
      kind = "array";
      /** The key (object) this container is under, or its position in its parent array. */
      name = "";
      /** Object: its current key. Array: elements so far. */
      key = "";
      index = 0;
      line = 0;
      column = 0;
      /** The array collects entries (a candidate for the tour) or streams them. */
      target;
      collector;
      /** The container is an entry of its parent's target. */
      entry = false;
      /** An entry's numbers (`NaN` for `null`) and their columns: reused, only their length reset. */
      values = float64s(16);
      columns = int32s(16);
      keys = [];
      why;
      /** Object: the sizes it names, for the arrays it holds. */
      sizes;
      /** Nothing inside can matter (too deep, or inside a broken entry). */
      ignored = false;
      reset(kind, name, line, column) {
        this.kind = kind;
        this.name = name;
        this.key = "";
        this.index = 0;
        this.line = line;
        this.column = column;
        this.target = void 0;
        this.collector = void 0;
        this.entry = false;
        this.values.length = 0;
        this.columns.length = 0;
        if (this.keys.length > 0) this.keys.length = 0;
        this.why = void 0;
        this.sizes = void 0;
        this.ignored = false;
      }
    };
    JsonTourReader = class {
      constructor(sink, fixed) {
        this.sink = sink;
        this.fixed = fixed;
      }
      sink;
      fixed;
      lexer = new JsonLexer(this);
      frames = [new Frame()];
      rootKind;
      rootSizes = {};
      claims = new ClaimsReader();
      collectors = [];
      stream;
      streamReading;
      sawPath = false;
      push(chunk) {
        this.lexer.push(chunk);
      }
      /** The lexer's fast path on bytes: where it stopped (see `JsonLexer.pushBytes`). */
      pushBytes(bytes2, from) {
        return this.lexer.pushBytes(bytes2, from);
      }
      frame(depth) {
        let f = this.frames[depth];
        if (!f) {
          f = new Frame();
          this.frames[depth] = f;
        }
        return f;
      }
      /** `solutions.0`: the names of the containers from the root down to `depth`. */
      where(depth) {
        const parts = [];
        for (let d = 2; d <= depth; d++) parts.push(String(this.frames[d].name));
        return parts.join(".");
      }
      open(kind, depth, line, column) {
        this.opened(kind, depth, line, column);
        const f = this.frames[depth];
        return kind === "array" && f.target !== void 0 && !f.entry && !f.ignored;
      }
      /** Entries of plain integers read on the lexer's fast path: as `open`, `value` and `close` take them. */
      entries(depth, batch) {
        const f = this.frames[depth];
        f.index += batch.length;
        tuples(f.target, batch);
      }
      opened(kind, depth, line, column) {
        const parent = depth > 1 ? this.frames[depth - 1] : void 0;
        let name = "";
        if (parent?.kind === "object") name = parent.key;
        else if (parent) name = parent.index++;
        const f = this.frame(depth);
        f.reset(kind, name, line, column);
        if (!parent) {
          this.rootKind = kind;
          if (kind === "object") f.sizes = this.rootSizes;
          else this.collect(f, depth);
          return;
        }
        if (parent.ignored) {
          f.ignored = true;
          return;
        }
        if (parent.target) {
          f.entry = true;
          return;
        }
        if (parent.entry) {
          parent.why ??= "a nested entry";
          const grand = this.frames[depth - 2];
          if (parent.kind === "array" && parent.values.length === 0 && parent.why === "a nested entry" && depth - 1 <= MAX_TOUR_DEPTH && grand.collector) {
            parent.why = "an array of squares, not a square";
            this.collect(parent, depth - 1);
            parent.entry = true;
            f.entry = true;
            return;
          }
          if (kind === "array" && parent.kind === "object" && depth <= MAX_TOUR_DEPTH) {
            this.collect(f, depth);
            return;
          }
          f.ignored = true;
          return;
        }
        if (depth === 2 && this.rootKind === "object" && name === "path" && kind === "object") {
          throw new TourFormatError(`'path' must be an array of squares, got an object`, line, column);
        }
        if (kind === "object") {
          if (depth <= MAX_TOUR_DEPTH) f.sizes = {};
          else f.ignored = true;
          return;
        }
        if (depth > MAX_TOUR_DEPTH) {
          f.ignored = true;
          return;
        }
        if (depth === 2 && this.rootKind === "object" && name === "path") {
          if (this.sawPath) throw new TourFormatError(`a second 'path'`, line, column);
          this.sawPath = true;
          if (this.startStream(f)) return;
        }
        this.collect(f, depth);
      }
      /** The array at `depth` may be the tour (or is the one `--key` names). */
      collect(f, depth) {
        const where2 = this.where(depth);
        const key = this.fixed.key?.join(".");
        if (key !== void 0 && where2 !== key && !(where2 === "start" && depth === 2)) return;
        const parent = depth > 1 ? this.frames[depth - 1] : void 0;
        const sizes = parent?.kind === "object" && parent.sizes ? parent.sizes : this.rootSizes;
        const c = new Collector(
          where2,
          typeof f.name === "string" && parent?.kind === "object" ? f.name : void 0,
          sizes,
          f.line,
          f.column
        );
        f.collector = c;
        f.target = c;
        this.collectors.push(c);
      }
      /** Our document with its size first: checked as it streams. */
      startStream(f) {
        const { width, height } = this.rootSizes;
        if (width === void 0 || height === void 0 || this.fixed.key !== void 0) return false;
        const board = this.fixed.size ?? documentBoard({ ...this.rootSizes });
        this.stream = new PathStream(
          this.sink,
          board,
          this.fixed.origin ?? 0,
          this.fixed.order ?? "xy"
        );
        f.target = this.stream;
        this.streamReading = {
          format: "json",
          style: "tour document",
          origin: this.fixed.origin ?? 0,
          order: this.fixed.order ?? "xy",
          board,
          sizeFrom: this.fixed.size ? "option" : "document",
          skipped: []
        };
        this.sink.begin(this.streamReading, void 0, this.claims.result());
        return true;
      }
      key(name, depth) {
        const f = this.frames[depth];
        f.key = name;
        if (f.entry) f.keys.push(name);
      }
      value(kind, number, text, depth, line, column) {
        if (depth === 0) {
          throw new TourFormatError(
            `a tour must be a JSON object or array, got ${quote(text || String(number))}`,
            line,
            column
          );
        }
        const f = this.frames[depth];
        if (f.ignored) return;
        if (f.entry) {
          this.entryValue(f, kind, number, text, column);
          return;
        }
        if (f.target) {
          f.index++;
          this.scalarEntry(f.target, kind, number, text, line, column);
          return;
        }
        if (f.kind === "array") {
          f.index++;
          return;
        }
        const key = f.key;
        if (key === "width" || key === "height" || key === "depth") {
          if (depth === 1 && !(kind === 1 /* Integer */ || kind === 2 /* Number */ && Number.isInteger(number))) {
            throw new TourFormatError(
              `'${key}' must be a positive integer, got ${quote(kind === 0 /* String */ ? `"${text}"` : text || String(number))}`,
              line,
              column
            );
          }
          if (depth === 1 && this.stream)
            throw new TourFormatError(`'${key}' after the path`, line, column);
          if (f.sizes && Number.isInteger(number)) f.sizes[key] = number;
          return;
        }
        if (depth !== 1) return;
        if (key === "path") {
          throw new TourFormatError(
            `'path' must be an array of squares, got ${quote(text || String(number))}`,
            line,
            column
          );
        }
        const literal = kind === 3 /* True */ ? true : kind === 4 /* False */ ? false : void 0;
        this.claims.field(key, kind === 0 /* String */ ? text : literal, line, column);
      }
      /** A scalar inside an entry: a coordinate, or (for `file`) a file's letters. */
      entryValue(f, kind, number, text, column) {
        if (kind === 2 /* Number */ && !Number.isInteger(number)) {
          f.why ??= `${quote(text)} is not an integer`;
        } else if (kind === 1 /* Integer */ || kind === 2 /* Number */) {
          f.values.push(number);
          f.columns.push(column);
        } else if (kind === 5 /* Null */ && f.kind === "array") {
          f.values.push(Number.NaN);
          f.columns.push(column);
        } else if (kind === 0 /* String */ && f.kind === "object" && /^[a-z]{1,3}$/i.test(text) && f.key.toLowerCase() === "file") {
          f.values.push(fileIndex(text) + 1);
          f.columns.push(column);
        } else {
          f.why ??= `${quote(kind === 0 /* String */ ? `"${text}"` : text)} is not a coordinate`;
        }
      }
      scalarEntry(target, kind, number, text, line, column) {
        if (kind === 1 /* Integer */ || kind === 2 /* Number */ && Number.isInteger(number)) {
          target.index(number, line, column);
        } else if (kind === 0 /* String */ && /^[a-z]{1,3}\d{1,6}$/i.test(text)) {
          const m = /^([a-z]+)(\d+)$/i.exec(text);
          target.algebraic(fileIndex(m[1]), Number(m[2]), line, column);
        } else {
          const shown = kind === 0 /* String */ ? `"${text}"` : text || String(number);
          target.bad(`${quote(shown)} is not a square`, line, column);
        }
      }
      close(_kind, depth) {
        const f = this.frames[depth];
        if (f.entry) {
          const target = this.frames[depth - 1].target;
          if (f.why !== void 0) {
            target.bad(
              `malformed entry: ${f.why} (expected [x, y] with integers x and y)`,
              f.line,
              f.column
            );
          } else if (f.kind === "array") {
            target.tuple(f.values.data, f.values.length, f.columns.data, f.line, f.column);
          } else {
            const keyed = keyedValues(f.keys, Array.from(f.values.view()));
            if (keyed)
              target.keyed(keyed.values, keyed.order, keyed.fromBottom, keyed.family, f.line, f.column);
            else {
              target.bad(
                `malformed entry: keys ${quote(f.keys.join(", "))} (expected {x, y}, {row, col} or {file, rank})`,
                f.line,
                f.column
              );
            }
          }
        }
        if (depth === 2 && f.collector?.where === "start") {
          const held = f.collector.held;
          this.claims.field("start", Array.from(held.a.view()));
        }
      }
      /** Ends the input: decides which array is the tour and how it reads, and replays it. */
      finish() {
        this.lexer.finish();
        const claims = this.claims.result();
        if (this.stream) return { reading: this.streamReading, claims };
        return chooseTour({
          collectors: this.collectors.filter(
            (c) => !(c.where === "start" && this.rootKind === "object")
          ),
          rootKind: this.rootKind,
          rootSizes: this.rootSizes,
          fixed: this.fixed,
          claims,
          sink: this.sink
        });
      }
    };
  }
});

// ../../packages/verify/src/formats/board/scan.ts
function isBorderLine(line) {
  return /^[\s+\-=|_:~]+$/.test(line) && /[-=_~]{2,}|\+/.test(line);
}
function readFileLetters(line) {
  if (!/^[\s|:]*[a-zA-Z]{1,3}(?:[\s|:]+[a-zA-Z]{1,3})+[\s|:]*$/.test(line)) return void 0;
  const letters = line.match(/[a-zA-Z]+/g) ?? [];
  for (let i = 1; i < letters.length; i++) {
    const prev = letters[i - 1].toLowerCase();
    const next = letters[i].toLowerCase();
    if (fileName(fileIndex(prev) + 1) !== next) return void 0;
  }
  return letters.map((l) => l.toLowerCase());
}
function scanNumbersLine(line) {
  const values = [];
  const columns = [];
  const sepAfter = [];
  const sepBefore = [];
  let leftWord;
  let rightWord;
  let drawn2 = false;
  let lastSep = false;
  const n = line.length;
  let i = 0;
  const closeCell = () => {
    let j = i;
    while (j < n && isSpace(line.charCodeAt(j))) j++;
    const c = line.charCodeAt(j);
    sepAfter.push(c === 124 || c === 58);
  };
  while (i < n) {
    const c = line.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (rightWord !== void 0) return void 0;
    if (isDigit(c) || c === 45 && i + 1 < n && isDigit(line.charCodeAt(i + 1)) && (i === 0 || !isDigit(line.charCodeAt(i - 1)))) {
      const start = i;
      let negative = false;
      if (c === 45) {
        negative = true;
        i++;
      }
      let v = 0;
      while (i < n && isDigit(line.charCodeAt(i))) {
        v = v * 10 + (line.charCodeAt(i) - 48);
        i++;
      }
      if (i < n && (line.charCodeAt(i) === 46 || isLetter(line.charCodeAt(i)))) return void 0;
      values.push(negative ? -1 : v);
      columns.push(start + 1);
      sepBefore.push(lastSep);
      lastSep = false;
      closeCell();
      continue;
    }
    if (c === 46 || c === 42) {
      const next = i + 1 < n ? line.charCodeAt(i + 1) : 32;
      if (isDigit(next) || next === 46 || isLetter(next)) return void 0;
      values.push(-1);
      columns.push(i + 1);
      sepBefore.push(lastSep);
      lastSep = false;
      i++;
      closeCell();
      continue;
    }
    if (isSeparator(c)) {
      if (c === 124 || c === 43 || c === 91 || c === 40) drawn2 = true;
      if (c === 124 || c === 58) lastSep = true;
      i++;
      continue;
    }
    if (isLetter(c)) {
      const start = i;
      while (i < n && isLetter(line.charCodeAt(i))) i++;
      const word = line.slice(start, i);
      if (word.length > 3) return void 0;
      if (values.length === 0 && leftWord === void 0) leftWord = word;
      else rightWord = word;
      continue;
    }
    return void 0;
  }
  if (values.length === 0) return void 0;
  return {
    values,
    columns,
    sepAfter,
    sepBefore,
    ...leftWord !== void 0 ? { leftWord } : {},
    ...rightWord !== void 0 ? { rightWord } : {},
    drawn: drawn2
  };
}
var isDigit, isLetter, isSpace, isSeparator;
var init_scan = __esm({
  "../../packages/verify/src/formats/board/scan.ts"() {
    "use strict";
    init_algebraic();
    isDigit = (c) => c >= 48 && c <= 57;
    isLetter = (c) => c >= 65 && c <= 90 || c >= 97 && c <= 122;
    isSpace = (c) => c === 32 || c === 9 || c === 13;
    isSeparator = (c) => c === 124 || c === 43 || c === 45 || c === 58 || c === 44 || c === 59 || c === 91 || c === 93 || c === 40 || c === 41;
  }
});

// ../../packages/verify/src/formats/csv.ts
function readCsvRow(line) {
  const m = ROW3.exec(line) ?? ROW4.exec(line);
  if (!m) return void 0;
  return {
    step: Number(m[1]),
    values: m[4] === void 0 ? [Number(m[2]), Number(m[3])] : [Number(m[2]), Number(m[3]), Number(m[4])]
  };
}
function readCsvFields(line, layout) {
  if (isPlain(layout)) {
    const row = readCsvRow(line);
    return row && row.values.length === layout.coordinates.length ? row : void 0;
  }
  const fields = line.split(layout.delimiter);
  if (fields.length !== layout.fields && !(fields.length === layout.fields + 1 && fields[layout.fields].trim() === "")) {
    return void 0;
  }
  const number = (i) => {
    const text = fields[i].trim();
    return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  };
  const values = layout.coordinates.map(number);
  const step = layout.step >= 0 ? number(layout.step) : void 0;
  if (values.some(Number.isNaN) || step !== void 0 && Number.isNaN(step)) return void 0;
  return { step, values };
}
function readCsvHeader(line) {
  const delimiter = line.includes("	") ? "	" : line.includes(";") ? ";" : ",";
  const names = line.split(delimiter).map((n) => n.trim().replace(/^["']|["']$/g, ""));
  if (names.length < 2 || !names.every((n) => /^[#A-Za-z_][\w .#-]*$/.test(n))) return void 0;
  let step = -1;
  const axes = {};
  let family;
  names.forEach((name, i) => {
    const key = axisKey(name);
    if (key && axes[key.axis] === void 0 && (key.axis === "z" || family === void 0 || family === key.family)) {
      axes[key.axis] = i;
      if (key.axis !== "z") family = key.family;
    } else if (STEP_NAMES.test(name) && step === -1) step = i;
  });
  if (axes.x === void 0 || axes.y === void 0) return { unknown: names };
  if (step === -1 && names.length === 2) return void 0;
  const rc = axes.y < axes.x;
  return {
    delimiter,
    fields: names.length,
    step,
    coordinates: [
      ...rc ? [axes.y, axes.x] : [axes.x, axes.y],
      ...axes.z !== void 0 ? [axes.z] : []
    ],
    order: rc ? "rc" : "xy",
    fromBottom: family === "chess"
  };
}
function readCsvComment(comment, line) {
  if (!/^\s*#/.test(comment) || !/\bwidth=|\bheight=/.test(comment)) return void 0;
  const out = {};
  const claims = new ClaimsReader();
  const words = comment.trim().replace(/^#\s*/, "").split(/\s+/);
  if (words[0] && !words[0].includes("=")) claims.field("format", words[0], line);
  for (const word of words) {
    const eq = word.indexOf("=");
    if (eq <= 0) continue;
    const key = word.slice(0, eq);
    const value = word.slice(eq + 1);
    if (key === "width" || key === "height" || key === "depth") {
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        throw new TourFormatError(`${key} must be a positive integer, got ${quote(value)}`, line);
      }
      out[key] = Number(value);
    } else if ((key === "complete" || key === "closed") && (value === "true" || value === "false")) {
      claims.field(key, value === "true");
    } else if (key === "start" && /^-?\d+(?:,-?\d+){1,2}$/.test(value)) {
      claims.field("start", value.split(",").map(Number));
    }
  }
  return { ...out, claims: claims.result() };
}
var ROW3, ROW4, isPlain, STEP_NAMES;
var init_csv = __esm({
  "../../packages/verify/src/formats/csv.ts"() {
    "use strict";
    init_src();
    init_claims();
    init_errors2();
    init_keys();
    ROW3 = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,?\s*$/;
    ROW4 = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,?\s*$/;
    isPlain = (layout) => layout.delimiter === "," && layout.step === 0 && layout.coordinates.every((c, i) => c === i + 1) && layout.fields === layout.coordinates.length + 1;
    STEP_NAMES = /^(?:step|steps|move|moves|n|k|#|no|nr|number|i|t)\.?$/i;
  }
});

// ../../packages/verify/src/formats/pairs.ts
function readPairsLine(line) {
  const bare = BARE.exec(line);
  if (bare) {
    const column = (bare.indices?.[1]?.[0] ?? 0) + 1;
    return [{ values: [Number(bare[1]), Number(bare[2])], column }];
  }
  if (!/[([{/]/.test(line)) return void 0;
  const out = [];
  let rest = "";
  let last = 0;
  GROUP.lastIndex = 0;
  for (let m = GROUP.exec(line); m !== null; m = GROUP.exec(line)) {
    rest += line.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[7] !== void 0) {
      out.push({ values: [Number(m[7]), Number(m[8])], column: m.index + 1 });
      continue;
    }
    const keys = [m[1], m[3], m[5]].filter((k) => k !== void 0);
    const values = [m[2], m[4], m[6]].filter((v) => v !== void 0).map(Number);
    if (keys.length === 0) {
      out.push({ values, column: m.index + 1 });
      continue;
    }
    const keyed = keyedValues(keys, values);
    if (!keyed) return void 0;
    out.push({
      values: keyed.values,
      column: m.index + 1,
      order: keyed.order,
      ...keyed.fromBottom ? { fromBottom: true } : {}
    });
  }
  rest += line.slice(last);
  if (out.length === 0 || !FILLER.test(rest)) return void 0;
  return out;
}
function readPairsHeader(line) {
  const m = HEADER.exec(line);
  const order = m ? headerOrder(m[1], m[2]) : void 0;
  return order && { order, fromBottom: axisKey(m[1])?.family === "chess" };
}
function readFlatPairs(line) {
  if (!/^[\s\d,;-]*$/.test(line)) return void 0;
  const values = [];
  const re = /-?\d+/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line))
    values.push([Number(m[0]), m.index + 1]);
  if (values.length === 0 || values.length % 2 !== 0) return void 0;
  const out = [];
  for (let i = 0; i < values.length; i += 2) {
    out.push({ values: [values[i][0], values[i + 1][0]], column: values[i][1] });
  }
  return out;
}
var KEY, NUMBER, SEP2, GROUP, FILLER, BARE, HEADER;
var init_pairs = __esm({
  "../../packages/verify/src/formats/pairs.ts"() {
    "use strict";
    init_keys();
    init_tokens();
    KEY = `["']?(${AXIS_KEY_NAMES.join("|")})["']?\\s*[:=]\\s*`;
    NUMBER = "(-?\\d+)";
    SEP2 = "\\s*[,;\\s]\\s*";
    GROUP = new RegExp(
      `[(\\[{]\\s*(?:${KEY})?${NUMBER}${SEP2}(?:${KEY})?${NUMBER}(?:${SEP2}(?:${KEY})?${NUMBER})?\\s*[)\\]}]|${NUMBER}\\s*/\\s*${NUMBER}`,
      "gi"
    );
    FILLER = new RegExp(`^(?:\\s|${SEPARATOR_ALTERNATIVES}|#?\\d+[.:)])*$`);
    BARE = /^\s*(?:#?\d+\s*[.:)]\s*)?(-?\d+)\s*[,;/\s]\s*(-?\d+)\s*[,;]?\s*$/d;
    HEADER = new RegExp(
      `^\\s*["']?(${AXIS_KEY_NAMES.join("|")})["']?\\s*[,;\\s]\\s*["']?(${AXIS_KEY_NAMES.join("|")})["']?\\s*$`,
      "i"
    );
  }
});

// ../../packages/verify/src/formats/text/blocks.ts
function listBlock(family, line, order) {
  return {
    family,
    held: new HeldList(),
    firstLine: line,
    lastLine: line,
    order,
    fromBottom: false,
    layout: void 0,
    nextStep: Number.NaN,
    board: void 0,
    claims: {},
    streaming: false,
    tentative: family === "csv" ? [] : void 0,
    last: void 0,
    count: 0
  };
}
function boardBlock(line) {
  return { family: "board", reader: new BoardReader(), firstLine: line, lastLine: line };
}
function nearMiss(block, text) {
  const words = (text.match(WORD) ?? []).filter((w) => !LIST_WORDS.test(w));
  switch (block.family) {
    case "csv":
      return (text.match(/,/g) ?? []).length >= 2 && /\d/.test(text);
    case "pairs":
      return words.length === 0 && /\d/.test(text) && /[([{,]/.test(text);
    case "algebraic":
      return words.length === 0 && /[a-zA-Z]\d/.test(text);
    default:
      return words.length === 0 && /\d/.test(text) && !/\d\.\d/.test(text);
  }
}
function hint(block) {
  switch (block.family) {
    case "csv":
      return isBoxCsv(block) ? ": expected step,x,y,z with four integers" : ": expected step,x,y with three integers";
    case "pairs":
      return ": expected a pair of integers such as (3, 4)";
    case "algebraic":
      return ": expected squares such as e4";
    default:
      return ": expected step numbers or '.'";
  }
}
var linesOf, familyName, isBoxCsv, styleOf, WORD, LIST_WORDS;
var init_blocks2 = __esm({
  "../../packages/verify/src/formats/text/blocks.ts"() {
    "use strict";
    init_grid();
    init_held();
    linesOf = (b) => b.firstLine === b.lastLine ? `line ${b.firstLine}` : `lines ${b.firstLine}-${b.lastLine}`;
    familyName = {
      csv: "step,x,y rows",
      pairs: "a coordinate list",
      algebraic: "algebraic notation",
      board: "a board of step numbers"
    };
    isBoxCsv = (block) => block.family === "csv" && (block.layout?.coordinates.length === 3 || block.held.arity === 3);
    styleOf = (block) => isBoxCsv(block) ? "step,x,y,z rows" : familyName[block.family];
    WORD = /[A-Za-z]{3,}/g;
    LIST_WORDS = /^(?:move|moves|knight|step|from)$/i;
  }
});

// ../../packages/verify/src/formats/text/finish.ts
function finishBlocks(all, skipped, fixed, sink, streamed) {
  let blocks = all.filter(
    (b) => !(b.family === "board" && b.reader.rows === 0 && !b.reader.layered)
  );
  if (blocks.length > 1) {
    const adjacent = (b) => blocks.some(
      (o) => o !== b && (o.lastLine === b.firstLine - 1 || o.firstLine === b.lastLine + 1)
    );
    const trivial = (b) => !adjacent(b) && (b.family === "board" && b.reader.rows === 1 && b.reader.singles || b.family === "pairs" && b.count === 1 && b.held.min[0] === b.held.max[1]);
    const kept = blocks.filter((b) => !trivial(b));
    if (kept.length >= 1) {
      for (const b of blocks)
        if (trivial(b)) skipped.push({ line: b.firstLine, text: "(a size line)" });
      blocks = kept;
    }
  }
  const done = (decided, twice2 = false) => {
    skipped.sort((a, b) => a.line - b.line);
    return {
      reading: { ...decided.reading, skipped: skipped.slice(0, 20), ...twice2 ? { twice: twice2 } : {} },
      claims: decided.claims
    };
  };
  if (blocks.length === 0) {
    const first = [...skipped].sort((a, b) => a.line - b.line)[0];
    throw new TourFormatError(
      `not a tour: expected a JSON document or array, step,x,y CSV, a board of step numbers, algebraic notation (a1 c2 …), coordinates ((0, 0) …) or square indices${first ? `, got ${quote(first.text)}` : ""}`,
      first?.line
    );
  }
  if (blocks.length > 2) {
    throw new TourFormatError(
      `mixed styles: ${blocks.map((b) => `${styleOf(b)} at ${linesOf(b)}`).join(", ")}; a file holds one tour (or a move list and its board)`,
      blocks[2].firstLine
    );
  }
  if (blocks.length === 2) {
    const list = blocks.find((b) => b.family !== "board");
    const board = blocks.find((b) => b.family === "board");
    if (!list || !board) {
      throw new TourFormatError(
        `mixed styles: ${styleOf(blocks[0])} at ${linesOf(blocks[0])} and ${styleOf(blocks[1])} at ${linesOf(blocks[1])}; a file holds one tour (or a move list and its board)`,
        blocks[1].firstLine
      );
    }
    return done(twice(list, board, fixed, sink, skipped), true);
  }
  const block = blocks[0];
  if (block.family !== "board" && block.streaming)
    return done({ reading: streamed.reading, claims: block.claims });
  return done(emitBlock(block, fixed, sink, skipped));
}
function twice(list, board, fixed, sink, skipped) {
  if (list.streaming) {
    throw new TourFormatError(
      "a second tour after a streamed CSV: a file holding a move list and a board is read up to 4194304 squares; give them in two files",
      board.firstLine
    );
  }
  const a = new RecordingSink();
  const b = new RecordingSink();
  const listOut = emitBlock(list, fixed, a, skipped);
  emitBlock(board, fixed, b, skipped, listOut);
  if (a.overflow || b.overflow) {
    throw new TourFormatError(
      `a move list and a board in one file are compared up to ${RecordingSink.LIMIT} squares; give them in two files`,
      board.firstLine
    );
  }
  const n = Math.max(a.xs.length, b.xs.length);
  const name = listOut.notation ?? ((x, y) => squareLabel([x, y]));
  for (let i = 0; i < n; i++) {
    if (a.xs[i] === b.xs[i] && a.ys[i] === b.ys[i] && a.zs[i] === b.zs[i]) continue;
    const show2 = (s) => i >= s.xs.length ? "nothing" : Number.isNaN(s.xs[i]) ? "a malformed entry" : `${name(s.xs[i], s.ys[i], s.zs[i])} ${squareLabel([s.xs[i], s.ys[i]])}`;
    throw new TourFormatError(
      `the file prints the tour twice and they disagree at step ${i + 1}: ${show2(a)} in the move list (${linesOf(list)}), ${show2(b)} on the board (${linesOf(board)})`,
      a.lines[i] || b.lines[i] || list.firstLine
    );
  }
  return emitBlock(list, fixed, sink, skipped);
}
function emitBlock(block, fixed, sink, skipped, beside) {
  if (block.family === "board") return emitBoardBlock(block, fixed, sink, skipped, beside);
  const where2 = linesOf(block);
  if (block.family === "algebraic") {
    return emitList(
      block.held,
      "algebraic",
      {
        format: "algebraic",
        style: "algebraic notation, a1 at the bottom left",
        fixed,
        brackets: "()",
        where: where2,
        line: block.firstLine,
        claims: {}
      },
      sink
    );
  }
  const csv = block.family === "csv";
  const arity = block.held.arity === 3 ? 3 : 2;
  return emitList(
    block.held,
    "pairs",
    {
      format: csv ? "csv" : "pairs",
      style: csv ? arity === 3 ? "step,x,y,z rows" : "step,x,y rows" : "coordinate list",
      fixed,
      board: block.board,
      origin: csv && block.board ? 0 : void 0,
      order: block.order,
      fromBottom: block.fromBottom,
      brackets: "()",
      where: where2,
      line: block.firstLine,
      claims: block.claims
    },
    sink
  );
}
function emitBoardBlock(block, fixed, sink, skipped, beside) {
  const reader = block.reader;
  const where2 = linesOf(block);
  if (fixed.format !== "text" && reader.rows > 1 && reader.singles)
    return emitIndices(block, void 0, fixed, sink);
  if (fixed.format === "indices") {
    return reader.rows === 1 ? emitIndices(block, void 0, fixed, sink) : emitIndices(block, reader.finish(), fixed, sink);
  }
  if (fixed.format !== "text" && reader.rows === 1) {
    const row = reader.heldRow();
    if (!fixed.size && row && row.values.length > 2) {
      throw new AmbiguousReadingError(
        `line ${block.firstLine} holds ${row.values.length} numbers on one line: a ${row.values.length}x1 board of step numbers or linear square indices? Give --input-format text, or --input-format indices --size WxH`
      );
    }
    if (fixed.size && fixed.size.height > 1) return emitIndices(block, void 0, fixed, sink);
  }
  const grid = reader.finish();
  for (const l of reader.sizeLines) skipped.push({ line: l, text: "(a size line)" });
  const size = fixed.size;
  if (size && !fixed.format && cellCount(size) === grid.cells.length && boardName(size) !== boardName(grid.board)) {
    return emitIndices(block, grid, fixed, sink);
  }
  const notation = beside?.reading.format === "algebraic" ? (x, y) => squareName(x, y, grid.board.height) : void 0;
  const { reading: reading2, notation: used } = emitBoard(grid, fixed, sink, {
    format: "text",
    where: where2,
    notation
  });
  return { reading: reading2, claims: {}, notation: used };
}
function emitIndices(block, grid, fixed, sink) {
  const held = new HeldList();
  const reader = block.reader;
  if (grid) {
    for (let c = 0; c < grid.cells.length; c++) {
      held.push(
        [grid.cells[c]],
        grid.rowLines[Math.floor(c / grid.board.width)],
        grid.columns?.[c] ?? 0
      );
    }
  } else if (reader.singles) {
    const { values, lines, columns } = reader.heldSingles();
    values.forEach((v, i) => {
      held.push([v], lines[i], columns[i]);
    });
  } else {
    const row = reader.heldRow();
    if (!row) {
      throw new TourFormatError(
        "linear square indices are one line of numbers or one number a line",
        block.firstLine
      );
    }
    row.values.forEach((v, i) => {
      held.push([v], row.line, row.columns[i]);
    });
  }
  return emitList(
    held,
    "indices",
    {
      format: "indices",
      style: "linear square indices",
      fixed,
      brackets: "()",
      where: linesOf(block),
      line: block.firstLine,
      claims: {}
    },
    sink
  );
}
var init_finish = __esm({
  "../../packages/verify/src/formats/text/finish.ts"() {
    "use strict";
    init_src();
    init_errors2();
    init_sink();
    init_algebraic();
    init_emit();
    init_decide();
    init_held();
    init_blocks2();
  }
});

// ../../packages/verify/src/formats/text/reader.ts
function decimalLength(step) {
  let length = step < 0 ? 2 : 1;
  for (let rest = Math.abs(step); rest >= 10; rest = Math.floor(rest / 10)) length++;
  return length;
}
var MAX_PROSE_LINES, MAX_ENTRIES, LAYER, TextTourReader;
var init_reader = __esm({
  "../../packages/verify/src/formats/text/reader.ts"() {
    "use strict";
    init_src();
    init_errors2();
    init_sink();
    init_algebraic();
    init_scan();
    init_csv();
    init_pairs();
    init_blocks2();
    init_finish();
    MAX_PROSE_LINES = 1e3;
    MAX_ENTRIES = 2 ** 28 + 1;
    LAYER = /^\s*#\s*layer\s+\d+\s*$/i;
    TextTourReader = class {
      constructor(sink, fixed) {
        this.sink = sink;
        this.fixed = fixed;
      }
      sink;
      fixed;
      blocks = [];
      current;
      skipped = [];
      proseRun = 0;
      blankRun = 0;
      /** The CSV block streaming into the sink, and its reading. */
      streamed;
      /** A header of columns that name no square, kept to refuse the rows that follow it. */
      unknownHeader;
      /** Squares of CSV rows read on the fast path, not yet handed to the sink. */
      run = new SquareRun();
      allows(...formats) {
        return this.fixed.format === void 0 || formats.includes(this.fixed.format);
      }
      /** Feeds one line (without its line ending), 1-based. */
      line(text, line) {
        if (/^\s*$/.test(text)) {
          if (++this.blankRun > MAX_PROSE_LINES * 100) {
            throw new TourFormatError(
              `${MAX_PROSE_LINES * 100} blank lines in a row: not a tour file`,
              line
            );
          }
          return;
        }
        this.blankRun = 0;
        const cur = this.current;
        if (cur?.family === "board" && this.allows("text", "indices")) {
          const numbers = scanNumbersLine(text);
          if (numbers && numbers.values.length >= 3) {
            cur.reader.addRow(numbers, line);
            cur.lastLine = line;
            return;
          }
        } else if (cur?.family === "csv" && cur.streaming) {
          const row = cur.layout ? readCsvFields(text, cur.layout) : readCsvRow(text);
          if (row) {
            cur.lastLine = line;
            this.csvEntry(cur, row.step, row.values, line);
            return;
          }
        }
        if (this.unknownHeader) this.refuseUnknownColumns(text);
        if (/^\s*#/.test(text)) {
          this.comment(text, line);
          return;
        }
        if (this.allows("csv") && this.csvLine(text, line)) return;
        if (this.allows("pairs") && this.pairsLine(text, line)) return;
        if (this.allows("algebraic")) {
          const last = this.current?.family === "algebraic" ? this.current.last : void 0;
          const squares = readAlgebraicLine(text, last);
          if (squares) {
            const block = this.list("algebraic", line);
            for (const s of squares) {
              this.count(block, line);
              block.held.push([s.file, s.rank], line, s.column);
            }
            block.last = squares[squares.length - 1];
            return;
          }
        }
        if (this.allows("text", "indices") && this.boardLine(text, line)) return;
        this.prose(line, text);
      }
      /**
       * Rows that TourReader may read on its fast path (`step,x,y` lines of plain integers): −1
       * for none (no CSV is streaming), 0 for rows of 3 or 4 numbers (no header), else the
       * numbers a row of the header's plain layout holds.
       */
      fastRowWidth() {
        const cur = this.current;
        if (cur?.family !== "csv" || !cur.streaming) return -1;
        if (!cur.layout) return 0;
        return isPlain(cur.layout) ? cur.layout.coordinates.length + 1 : -1;
      }
      /** The board whose rows TourReader may read on its fast path (see `BoardReader.takesCells`). */
      fastBoard() {
        const cur = this.current;
        return cur?.family === "board" && cur.reader.takesCells && this.allows("text", "indices") ? cur : void 0;
      }
      /** A board row read on the fast path (see {@link fastBoard}): what `line` does with it. */
      fastBoardRow(values, columns, n, line) {
        this.blankRun = 0;
        const cur = this.current;
        cur.reader.addCells(values, columns, n, line);
        cur.lastLine = line;
      }
      /**
       * A row read on the fast path (see {@link fastRowWidth}): what `line` does with it. The next
       * step of the streaming CSV, a square of the board's arity, joins a run handed to the sink
       * at once (by {@link flushRows}, which the fast path calls before it returns); any other row
       * goes through `csvEntry` after the run, which says what is wrong with it.
       */
      fastRow(step, values, line) {
        this.blankRun = 0;
        const cur = this.current;
        cur.lastLine = line;
        const streamed = this.streamed;
        if (cur.streaming && streamed !== void 0 && step === cur.nextStep && cur.count < MAX_ENTRIES && values.length === squareArity(streamed.reading.board)) {
          cur.count++;
          cur.nextStep++;
          const { origin: o, order, board } = streamed.reading;
          const rc = order === "rc";
          const x = (rc ? values[1] : values[0]) - o;
          const wy = (rc ? values[0] : values[1]) - o;
          const y = cur.fromBottom ? board.height - 1 - wy : wy;
          this.run.add(x, y, values.length === 3 ? values[2] - o : 0, line, decimalLength(step) + 2);
          if (this.run.full) visitRun(this.sink, this.run);
          return;
        }
        visitRun(this.sink, this.run);
        this.csvEntry(cur, step, values, line);
      }
      /** Hands the squares of the rows read fast so far to the sink. */
      flushRows() {
        visitRun(this.sink, this.run);
      }
      /** `#` lines: a layer of a box, the CSV comment with the board, or prose. */
      comment(text, line) {
        if (LAYER.test(text) && this.allows("text", "indices")) {
          const block2 = this.current?.family === "board" ? this.current : this.open(boardBlock(line));
          block2.reader.addLayer(line);
          block2.lastLine = line;
          return;
        }
        const comment = this.allows("csv") ? readCsvComment(text, line) : void 0;
        if (!comment) {
          this.prose(line, text);
          return;
        }
        const block = this.list("csv", line);
        if (comment.width !== void 0 && comment.height !== void 0) {
          const { width, height, depth } = comment;
          const board = rethrowAs(
            () => checkBoard({ width, height, depth }),
            (error) => new TourFormatError(error.message, line)
          );
          block.board = this.fixed.size ?? board;
        }
        block.claims = comment.claims;
      }
      /** A CSV header or row; false when the line is neither. */
      csvLine(text, line) {
        const header = readCsvHeader(text);
        if (header && !("unknown" in header)) {
          const block = this.list("csv", line);
          block.layout = header;
          block.order = this.fixed.order ?? header.order;
          block.fromBottom = header.fromBottom;
          block.tentative = void 0;
          return true;
        }
        const cur = this.current;
        const layout = cur?.family === "csv" ? cur.layout : void 0;
        const row = layout ? readCsvFields(text, layout) : readCsvRow(text);
        if (row) {
          this.csvRow(row.step, row.values, line, text);
          return true;
        }
        if (cur?.family === "csv" && cur.lastLine === line - 1 && nearMiss(cur, text)) {
          throw new TourFormatError(
            `${quote(text)} is not part of the ${styleOf(cur)} above (${linesOf(cur)})${hint(cur)}`,
            line
          );
        }
        return false;
      }
      /** A header of a coordinate list, or a line of coordinates; false when neither. */
      pairsLine(text, line) {
        const header = readPairsHeader(text);
        if (header) {
          const block2 = this.list("pairs", line);
          block2.order ??= header.order;
          block2.fromBottom = header.fromBottom;
          return true;
        }
        const pairs = readPairsLine(text) ?? (this.fixed.format === "pairs" ? readFlatPairs(text) : void 0);
        if (!pairs) return false;
        const block = this.list("pairs", line);
        for (const p of pairs) {
          if (p.order && block.order === void 0) block.order = p.order;
          if (p.fromBottom) block.fromBottom = true;
          this.count(block, line);
          block.held.push(p.values, line, p.column);
        }
        return true;
      }
      /** A border, a row of file letters or a row of numbers; false when none. */
      boardLine(text, line) {
        if (isBorderLine(text)) {
          const cur = this.current;
          if (cur?.family === "board") {
            cur.reader.addBorder(line);
            cur.lastLine = line;
          } else if (cur === void 0) this.open(boardBlock(line)).reader.addBorder(line);
          else this.prose(line, text);
          return true;
        }
        const letters = readFileLetters(text);
        if (letters) {
          this.board(line).reader.addFileLetters(letters, line);
          return true;
        }
        const numbers = scanNumbersLine(text);
        if (!numbers) return false;
        this.board(line).reader.addRow(numbers, line);
        return true;
      }
      refuseUnknownColumns(text) {
        const header = this.unknownHeader;
        this.unknownHeader = void 0;
        const fields = text.split(/[,;\t]/);
        if (fields.length === header.names.length && fields.every((f) => /^\s*-?\d+(?:\.\d+)?\s*$/.test(f))) {
          throw new TourFormatError(
            `a CSV whose columns ${quote(header.names.join(", "))} name no squares: expected a step,x,y header (or columns x and y, row and col, file and rank)`,
            header.line
          );
        }
      }
      prose(line, text) {
        const cur = this.current;
        if (cur && cur.lastLine === line - 1 && nearMiss(cur, text)) {
          throw new TourFormatError(
            `${quote(text)} is not part of the ${styleOf(cur)} above (${linesOf(cur)})${hint(cur)}`,
            line
          );
        }
        const header = readCsvHeader(text);
        if (header && "unknown" in header && header.unknown.length >= 2 && /[,;\t]/.test(text)) {
          this.unknownHeader = { line, names: header.unknown };
        }
        this.close();
        this.skipped.push({ line, text: text.trim().slice(0, 80) });
        if (++this.proseRun > MAX_PROSE_LINES) {
          throw new TourFormatError(
            `${MAX_PROSE_LINES} lines in a row that are not part of a tour: not a tour file`,
            line
          );
        }
      }
      count(block, line) {
        if (++block.count > MAX_ENTRIES) {
          throw new TourFormatError(
            `more than ${MAX_ENTRIES - 1} squares: larger than any board`,
            line
          );
        }
      }
      close() {
        const cur = this.current;
        if (cur) {
          if (cur.family === "csv") this.settleCsv(cur);
          this.blocks.push(cur);
        }
        this.current = void 0;
      }
      open(block) {
        this.close();
        this.current = block;
        this.proseRun = 0;
        return block;
      }
      list(family, line) {
        const cur = this.current;
        if (cur && cur.family === family) {
          cur.lastLine = line;
          this.proseRun = 0;
          return cur;
        }
        return this.open(listBlock(family, line, this.fixed.order));
      }
      board(line) {
        const cur = this.current;
        if (cur && cur.family === "board") {
          cur.lastLine = line;
          this.proseRun = 0;
          return cur;
        }
        return this.open(boardBlock(line));
      }
      /** A CSV row. Until a header, a comment or a second row in sequence says CSV, it may be a board with commas. */
      csvRow(step, values, line, text) {
        const block = this.list("csv", line);
        const rows = block.tentative;
        if (rows) {
          const forced = this.fixed.format === "csv" || block.board !== void 0 || block.claims.format !== void 0;
          if (!forced) {
            rows.push({ line, text });
            if (rows.length < 2) return;
            const [r1, r2] = rows.map((r) => readCsvRow(r.text));
            if (r2.step !== r1.step + 1 || r1.step !== 0 && r1.step !== 1 || r1.values.length !== r2.values.length) {
              this.current = void 0;
              for (const r of rows) this.board(r.line).reader.addRow(scanNumbersLine(r.text), r.line);
              return;
            }
          }
          block.tentative = void 0;
          if (rows.length > 0) {
            for (const r of rows) {
              const row = readCsvRow(r.text);
              this.csvEntry(block, row.step, row.values, r.line);
            }
            return;
          }
        }
        this.csvEntry(block, step, values, line);
      }
      csvEntry(block, step, values, line) {
        this.count(block, line);
        const column = step === void 0 ? 1 : String(step).length + 2;
        if (Number.isNaN(block.nextStep)) {
          block.nextStep = step === 0 ? 0 : 1;
          if (block.board && this.blocks.length === 0 && this.streamed === void 0)
            this.startStream(block, values.length);
        }
        const expected = block.nextStep++;
        const outOfOrder = step !== void 0 && step !== expected;
        const why = () => `step number ${step} where ${expected} was expected (rows must be in order)`;
        if (block.streaming) {
          const { reading: reading2 } = this.streamed;
          if (outOfOrder) this.sink.malformed(why(), line, 1);
          else if (values.length !== squareArity(reading2.board)) {
            const on = squareArity(reading2.board) === 3 ? "box" : "2-D board";
            this.sink.malformed(`${values.length} coordinates on a ${on}`, line, column);
          } else {
            const o = reading2.origin;
            const rc = reading2.order === "rc";
            const x = (rc ? values[1] : values[0]) - o;
            const wy = (rc ? values[0] : values[1]) - o;
            const y = block.fromBottom ? reading2.board.height - 1 - wy : wy;
            this.sink.visit(x, y, values.length === 3 ? values[2] - o : 0, line, column);
          }
          return;
        }
        if (outOfOrder) block.held.bad(why(), line, 1);
        else block.held.push(values, line, column);
      }
      startStream(block, arity) {
        block.streaming = true;
        const board = block.board;
        const reading2 = {
          format: "csv",
          style: arity === 3 ? "step,x,y,z rows" : "step,x,y rows",
          origin: this.fixed.origin ?? 0,
          order: block.order ?? "xy",
          board,
          sizeFrom: this.fixed.size ? "option" : "document",
          skipped: []
        };
        this.streamed = { block, reading: reading2 };
        this.sink.begin(reading2, void 0, block.claims);
      }
      /** A block of one numbered row, or rows that never got a second: CSV after all. */
      settleCsv(block) {
        const rows = block.tentative;
        if (!rows || rows.length === 0) return;
        block.tentative = void 0;
        for (const r of rows) {
          const row = readCsvRow(r.text);
          this.csvEntry(block, row.step, row.values, r.line);
        }
      }
      /** Ends the input: decides every reading left open and replays the tour into the sink. */
      finish() {
        this.close();
        return finishBlocks(this.blocks, this.skipped, this.fixed, this.sink, this.streamed);
      }
    };
  }
});

// ../../packages/verify/src/formats/reader.ts
function blankEscapes(line) {
  return line.includes("\x1B") || line.includes("") ? line.replace(ANSI, (m) => " ".repeat(m.length)) : line;
}
function checkBinary(text) {
  const n = Math.min(text.length, 8192);
  let line = 1;
  let column = 0;
  let afterEsc = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      column = 0;
      afterEsc = false;
      continue;
    }
    column++;
    if (c === 27) afterEsc = true;
    if (c === 7 && afterEsc) continue;
    if (c < 32 && c !== 9 && c !== 13 && c !== 12 && c !== 27 || c === 65533) {
      const what = c === 65533 ? "bytes that are not UTF-8" : `control byte 0x${c.toString(16).padStart(2, "0")}`;
      throw new TourFormatError(`binary data, not a tour (${what} here)`, line, column);
    }
  }
}
var MAX_LINE, MAX_INPUT, SNIFF, TAIL, ANSI, TourReader;
var init_reader2 = __esm({
  "../../packages/verify/src/formats/reader.ts"() {
    "use strict";
    init_errors2();
    init_ascii();
    init_fast_paths();
    init_tour2();
    init_reader();
    MAX_LINE = 64 * 1024 * 1024;
    MAX_INPUT = 2 ** 36;
    SNIFF = 64 * 1024;
    TAIL = 256 * 1024;
    ANSI = // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escapes are what is removed
    /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[!-/]+[0-~]|\u001b[0-~]/g;
    TourReader = class {
      constructor(sink, fixed) {
        this.sink = sink;
        this.fixed = fixed;
      }
      sink;
      fixed;
      json;
      text;
      head = "";
      total = 0;
      started = false;
      lineNo = 0;
      parts = [];
      partLength = 0;
      // The fast path's numbers of a CSV row, and the coordinates it hands over (2-D, box).
      rowNumbers = new Float64Array(4);
      pair = [0, 0];
      triple = [0, 0, 0];
      // The fast path's cells of a board row and their columns, grown for wide boards.
      cellValues = new Float64Array(1024);
      cellColumns = new Int32Array(1024);
      /** The last chunk ended with CR: an LF starting the next one belongs to it. */
      pendingCR = false;
      ascii = new AsciiView();
      // Bytes pushed: their decoder, the held end of the last piece (at the start of `joined`),
      // and whether the decoder may hold a cut sequence (then nothing may skip it).
      decoder;
      joined;
      tail = 0;
      carry = false;
      /** Feeds the next piece of the input. */
      push(chunk) {
        if (chunk.length === 0) return;
        this.count(chunk.length);
        if (!this.started) {
          this.head += chunk;
          if (this.head.charCodeAt(0) === 65279) this.head = this.head.slice(1);
          if (!this.decide(false)) return;
          const buffered = this.head;
          this.head = "";
          this.feed(buffered);
          return;
        }
        this.feed(chunk);
      }
      count(characters) {
        this.total += characters;
        if (this.total > MAX_INPUT) {
          throw new TourFormatError(
            `the input is longer than ${MAX_INPUT} characters: larger than any tour file`
          );
        }
      }
      /**
       * Feeds the next piece of the input as UTF-8 bytes: the fast paths read them as they are,
       * and only the rest is decoded (by `decoder`, the same one for every piece) and read as
       * text, so that the reading, its errors, lines and columns are those of the text.
       */
      pushBytes(bytes2, decoder) {
        this.decoder = decoder;
        const n = bytes2.length;
        if (n === 0) return;
        if (!this.started || this.carry) {
          this.decode(bytes2);
          return;
        }
        let from = 0;
        this.joined ??= new Uint8Array(2 * TAIL);
        if (this.tail > 0) {
          const held = this.tail;
          const k = Math.min(n, TAIL);
          this.joined.set(bytes2.subarray(0, k), held);
          const joined = this.joined.subarray(0, held + k);
          const at2 = this.fast(joined, 0);
          this.count(at2);
          this.tail = 0;
          if (at2 < held) {
            this.decode(joined.subarray(at2));
            this.pushBytes(bytes2.subarray(k), decoder);
            return;
          }
          from = at2 - held;
        }
        const at = this.fast(bytes2, from);
        this.count(at - from);
        if (at === n) return;
        if (n - at <= TAIL) {
          this.joined.set(bytes2.subarray(at));
          this.tail = n - at;
          return;
        }
        this.decode(bytes2.subarray(at));
      }
      /** Bytes read as text (never skipping what the decoder holds). */
      decode(bytes2) {
        if (bytes2.length === 0) return;
        this.carry = bytes2[bytes2.length - 1] >= 128;
        this.push(this.decoder.write(bytes2));
      }
      /** The fast path that fits where the reading is, on bytes from `from`: where it stopped. */
      fast(bytes2, from) {
        if (this.json) return this.json.pushBytes(bytes2, from);
        if (this.parts.length > 0 || this.pendingCR) return from;
        return this.rows(bytes2, from);
      }
      /** Picks JSON or lines once enough of the start is known; false while it is not. */
      decide(atEnd) {
        const text = this.head;
        checkBinary(text);
        const first = text.search(/\S/);
        if (first === -1 && !atEnd && text.length < SNIFF) return false;
        const c = first === -1 ? "" : text[first];
        let json = this.fixed.format === "json" || this.fixed.format === void 0 && (c === "{" || c === "[");
        if (json && this.fixed.format === void 0) {
          const lines = text.slice(first).split(/\r\n?|\n/).map((l) => l.trim()).filter((l) => l !== "");
          if (lines.length < 2 && !atEnd && text.length < SNIFF) return false;
          const [l1, l2] = lines;
          if (l1 !== void 0 && l2 !== void 0 && /[\]})],?$/.test(l1) && /^[[{(]/.test(l2) && !/^\[\s*[[{]/.test(l1)) {
            json = false;
          }
        }
        this.started = true;
        if (json) this.json = new JsonTourReader(this.sink, this.fixed);
        else this.text = new TextTourReader(this.sink, this.fixed);
        return true;
      }
      feed(chunk) {
        if (this.json) {
          this.json.push(chunk);
          return;
        }
        let start = 0;
        if (this.pendingCR) {
          this.pendingCR = false;
          if (chunk.charCodeAt(0) === 10) start = 1;
        }
        if (this.parts.length === 0) start = this.rowsOf(chunk, start);
        let lf = chunk.indexOf("\n", start);
        let cr = chunk.indexOf("\r", start);
        while (lf !== -1 || cr !== -1) {
          const end = cr === -1 || lf !== -1 && lf < cr ? lf : cr;
          this.line(chunk.slice(start, end));
          start = end + 1;
          if (end === cr) {
            if (start === chunk.length) this.pendingCR = true;
            else if (chunk.charCodeAt(start) === 10) start++;
          }
          if (!this.pendingCR) start = this.rowsOf(chunk, start);
          if (lf !== -1 && lf < start) lf = chunk.indexOf("\n", start);
          if (cr !== -1 && cr < start) cr = chunk.indexOf("\r", start);
        }
        if (start < chunk.length) {
          const rest = chunk.slice(start);
          this.partLength += rest.length;
          if (this.partLength > MAX_LINE) {
            throw new TourFormatError(
              `a line longer than ${MAX_LINE} characters: not a tour file`,
              this.lineNo + 1
            );
          }
          this.parts.push(rest);
        }
      }
      /** {@link rows} on text: on its bytes when it is all ASCII (encoded once a chunk, only if a fast path is on). */
      rowsOf(chunk, from) {
        const text = this.text;
        if (!text || !fastPaths.enabled || text.fastRowWidth() < 0 && !text.fastBoard()) return from;
        const bytes2 = this.ascii.of(chunk);
        return bytes2 ? this.rows(bytes2, from) : from;
      }
      /**
       * The fast path of a CSV that streams (`step,x,y` rows, as `solve` writes them): whole rows
       * of plain integers from `from` (a line's start) straight to the text reader, with no
       * string per line. It stops at the first line that is anything else (a blank line, a
       * comment, a float, white space other than spaces and tabs, more than 15 digits, a row cut
       * by the chunk's end or ending in a CR there) and leaves it to `line`, so that every odd
       * row and every error reads exactly as before. Returns where it stopped.
       */
      rows(chunk, from) {
        const text = this.text;
        if (!text || !fastPaths.enabled) return from;
        const width = text.fastRowWidth();
        if (width < 0) return text.fastBoard() ? this.boardRows(chunk, from) : from;
        const numbers = this.rowNumbers;
        const n = chunk.length;
        let start = from;
        let state = 0;
        let count = 0;
        let value = 0;
        let digits = 0;
        let negative = false;
        for (let i = from; i < n; i++) {
          if (i === start) {
            let j = i;
            for (; ; ) {
              let k = j;
              let m = 0;
              let ok = false;
              while (m < 4) {
                let c2 = k < n ? chunk[k] : 0;
                if (c2 < 48 || c2 > 57) break;
                let v = c2 - 48;
                let d = 1;
                c2 = ++k < n ? chunk[k] : 0;
                while (c2 >= 48 && c2 <= 57) {
                  v = v * 10 + (c2 - 48);
                  d++;
                  c2 = ++k < n ? chunk[k] : 0;
                }
                if (d > 15) break;
                numbers[m++] = v;
                if (c2 === 10) {
                  ok = true;
                  break;
                }
                if (c2 !== 44) break;
                k++;
              }
              if (!ok || m < 3 || width !== 0 && m !== width) break;
              const values = m === 3 ? this.pair : this.triple;
              values[0] = numbers[1];
              values[1] = numbers[2];
              if (m === 4) values[2] = numbers[3];
              text.fastRow(numbers[0], values, ++this.lineNo);
              j = k + 1;
            }
            if (j > i) {
              start = j;
              i = j - 1;
              continue;
            }
          }
          const c = chunk[i];
          if (state === 1) {
            if (c >= 48 && c <= 57) {
              value = value * 10 + (c - 48);
              if (++digits > 15) break;
              continue;
            }
            if (digits === 0) break;
            numbers[count++] = negative ? -value : value;
            state = 2;
          }
          if (c === 32 || c === 9) continue;
          if (c === 10 || c === 13) {
            if (state === 0 || state === 3 && count < 3) break;
            if (count < 3 || width !== 0 && count !== width) break;
            let next = i + 1;
            if (c === 13) {
              if (next === n) break;
              if (chunk[next] === 10) next++;
            }
            const values = count === 3 ? this.pair : this.triple;
            values[0] = numbers[1];
            values[1] = numbers[2];
            if (count === 4) values[2] = numbers[3];
            text.fastRow(numbers[0], values, ++this.lineNo);
            start = next;
            i = next - 1;
            state = 0;
            count = 0;
            continue;
          }
          if (state === 2) {
            if (c !== 44) break;
            state = 3;
            continue;
          }
          if (count === 4) break;
          if (c === 45) {
            negative = true;
            digits = 0;
            value = 0;
          } else if (c >= 48 && c <= 57) {
            negative = false;
            digits = 1;
            value = c - 48;
          } else break;
          state = 1;
        }
        text.flushRows();
        return start;
      }
      /**
       * The fast path of a board of step numbers once its layout is known (as `solve` writes it):
       * whole rows of three or more unsigned integers set off by spaces or tabs, from `from` (a
       * line's start) straight into the board, with no string or array per line. It stops at the
       * first line that is anything else (labels, borders, empty cells, a sign, a layer mark, a
       * blank line, a row cut by the chunk's end or ending in a CR there), left to `line`.
       */
      boardRows(chunk, from) {
        const n = chunk.length;
        let start = from;
        let count = 0;
        let i = from;
        while (i < n) {
          let c = chunk[i];
          if (c === 32 || c === 9) {
            i++;
            continue;
          }
          if (c >= 48 && c <= 57) {
            if (count === this.cellValues.length) this.growCells();
            this.cellColumns[count] = i - start + 1;
            let value = c - 48;
            c = ++i < n ? chunk[i] : 0;
            while (c >= 48 && c <= 57) {
              value = value * 10 + (c - 48);
              c = ++i < n ? chunk[i] : 0;
            }
            this.cellValues[count++] = value;
            continue;
          }
          if (c !== 10 && c !== 13) break;
          if (count < 3) break;
          let next = i + 1;
          if (c === 13) {
            if (next === n) break;
            if (chunk[next] === 10) next++;
          }
          this.text.fastBoardRow(this.cellValues, this.cellColumns, count, ++this.lineNo);
          start = next;
          i = next;
          count = 0;
        }
        return start;
      }
      growCells() {
        const values = new Float64Array(this.cellValues.length * 2);
        values.set(this.cellValues);
        this.cellValues = values;
        const columns = new Int32Array(this.cellColumns.length * 2);
        columns.set(this.cellColumns);
        this.cellColumns = columns;
      }
      line(piece) {
        let line = piece;
        if (this.parts.length > 0) {
          this.parts.push(piece);
          line = this.parts.join("");
          this.parts = [];
          this.partLength = 0;
        }
        this.lineNo++;
        this.text.line(blankEscapes(line), this.lineNo);
      }
      /** Ends the input and returns how it was read; the sink has had every step. */
      finish() {
        if (this.decoder) {
          const held = this.tail;
          this.tail = 0;
          if (this.joined) this.decode(this.joined.subarray(0, held));
          this.push(this.decoder.end());
        }
        if (!this.started) {
          if (this.head.trim() === "") throw new TourFormatError("empty input: no tour to read");
          this.decide(true);
          const buffered = this.head;
          this.head = "";
          this.feed(buffered);
        }
        if (this.json) return this.json.finish();
        if (this.parts.length > 0) this.line("");
        return this.text.finish();
      }
    };
  }
});

// ../../packages/verify/src/formats/write.ts
function* formatSquares(board, squares, style) {
  const { width, height, depth } = board;
  if (style === "algebraic" && depth > 1) {
    throw new KnightsTourError(
      `algebraic notation names squares of a 2-D board, not of the box ${boardName(board)}`
    );
  }
  const arity = squareArity(board);
  for (let i = 0; i < squares.length; i += CHUNK) {
    let out = "";
    const end = Math.min(squares.length, i + CHUNK);
    for (let j = i; j < end; j++) {
      const s = squares[j];
      const x = s % width;
      const rest = (s - x) / width;
      const y = rest % height;
      if (style === "algebraic") {
        out += `${squareName(x, y, height)}${(j + 1) % 16 === 0 || j + 1 === squares.length ? "\n" : " "}`;
      } else out += arity === 3 ? `(${x}, ${y}, ${(rest - y) / height})
` : `(${x}, ${y})
`;
    }
    yield out;
  }
}
var OUTPUT_STYLES, CHUNK;
var init_write = __esm({
  "../../packages/verify/src/formats/write.ts"() {
    "use strict";
    init_src();
    init_algebraic();
    OUTPUT_STYLES = ["algebraic", "pairs"];
    CHUNK = 1 << 14;
  }
});

// ../../packages/verify/src/options.ts
function fixReading(options = {}) {
  if (CHECKED in options) return options;
  const { inputFormat, origin, order, size, key } = options;
  const out = { [CHECKED]: true };
  if (given(inputFormat)) {
    out.format = rethrowAs(
      () => parseName("input format", String(inputFormat), INPUT_FORMATS),
      blame("inputFormat")
    );
  }
  if (given(origin))
    out.origin = rethrowAs(() => parseName("origin", String(origin), ["0", "1"]), blame("origin")) === "0" ? 0 : 1;
  if (given(order)) {
    out.order = rethrowAs(() => parseName("order", String(order), AXIS_ORDERS), blame("order"));
  }
  if (given(size)) {
    out.size = rethrowAs(
      () => typeof size === "string" ? parseBoardSize(size) : checkBoard(size),
      blame("size")
    );
  }
  if (given(key)) {
    const text = String(key);
    if (escapeControls(text) !== text || text.split(".").some((part) => part === "")) {
      throw new ReadOptionError(
        "key",
        `key must be names and positions joined by dots (e.g. solutions.0), got ${quote(text)}`
      );
    }
    out.key = text.split(".");
  }
  return out;
}
function parseReadOptions(text) {
  return fixReading(text);
}
var INPUT_FORMATS, AXIS_ORDERS, CHECKED, given, blame;
var init_options = __esm({
  "../../packages/verify/src/options.ts"() {
    "use strict";
    init_src();
    init_errors2();
    INPUT_FORMATS = ["json", "csv", "text", "algebraic", "pairs", "indices"];
    AXIS_ORDERS = ["xy", "rc"];
    CHECKED = /* @__PURE__ */ Symbol("checked reading options");
    given = (v) => v !== void 0 && v !== "";
    blame = (option) => (error) => new ReadOptionError(option, error.message);
  }
});

// ../../packages/verify/src/parse.ts
function parseTour(text, options = {}) {
  const builder = new ParsedTourBuilder();
  const reader = new TourReader(builder, fixReading(options));
  reader.push(text);
  const { reading: reading2, claims } = reader.finish();
  return builder.build(reading2, claims);
}
var init_parse = __esm({
  "../../packages/verify/src/parse.ts"() {
    "use strict";
    init_reader2();
    init_options();
    init_parsed_tour();
  }
});

// ../../packages/verify/src/reading.ts
function describeInferred(reading2) {
  if (reading2.sizeFrom !== "inferred") return void 0;
  const sides = (reading2.inferredFrom ?? []).map((s) => {
    const plain = squareLabel(s.square);
    const written = s.written === plain ? plain : `${s.written} ${plain}`;
    return `${s.side} from step ${s.step}, ${written}`;
  });
  return `size inferred as ${boardName(reading2.board)} from the squares${sides.length > 0 ? ` (${sides.join("; ")})` : ""}`;
}
function describeReading(reading2) {
  const skipped = reading2.skipped.length;
  return [
    `${reading2.format} (${reading2.style})`,
    ...reading2.key !== void 0 ? [`the tour at '${reading2.key}'`] : [],
    `origin ${reading2.origin}`,
    `order ${reading2.order}`,
    `size ${boardName(reading2.board)} (${reading2.sizeFrom})`,
    ...reading2.twice ? ["printed twice, both agree"] : [],
    ...skipped > 0 ? [`${plural(skipped, "line")} skipped (${reading2.skipped.map((s) => s.line).join(", ")})`] : []
  ].join(", ");
}
function readingFields(reading2) {
  const { format, style, origin, order, board, ...rest } = reading2;
  const { width, height, depth } = board;
  return { format, style, origin, order, width, height, depth, ...rest };
}
var init_reading = __esm({
  "../../packages/verify/src/reading.ts"() {
    "use strict";
    init_src();
  }
});

// ../../packages/verify/src/report.ts
function summarizeReport(report2) {
  const board = boardName(report2.board);
  const unit = unitOf(report2.board);
  const inferred = report2.reading.sizeFrom === "inferred" ? ", size inferred from the squares" : "";
  if (report2.valid) {
    return `valid ${report2.closed ? "closed" : "open"} tour of ${board} (${report2.squares} ${unit}${inferred})`;
  }
  const kinds = Object.entries(report2.counts);
  const total = kinds.reduce((sum, [, n]) => sum + n, 0);
  const detail = kinds.map(([kind, n]) => `${n} ${kind}`).join(", ");
  return `invalid ${board} tour${inferred ? ` (${inferred.slice(2)})` : ""}: ${plural(total, "problem")} (${detail}), ${report2.visited} of ${report2.squares} ${unit} visited in ${plural(report2.steps, "step")}`;
}
function describeReport(report2) {
  const lines = [summarizeReport(report2)];
  for (const problem of report2.problems) lines.push(`  ${problem.message}`);
  for (const [kind, count] of Object.entries(report2.counts)) {
    const listed = report2.problems.filter((p) => p.kind === kind).length;
    if (count > listed) lines.push(`  … and ${count - listed} more ${kind} problems`);
  }
  const inferred = describeInferred(report2.reading);
  if (inferred !== void 0 && !report2.valid) lines.push(`  ${inferred}`);
  for (const warning of report2.warnings) lines.push(`  warning: ${warning.message}`);
  return lines;
}
var init_report = __esm({
  "../../packages/verify/src/report.ts"() {
    "use strict";
    init_src();
    init_reading();
  }
});

// ../../packages/verify/src/squares.ts
function createSquareReader(options = {}) {
  const sink = new SquaresSink();
  const reader = new TourReader(sink, fixReading(options));
  return {
    push: (chunk) => reader.push(chunk),
    finish() {
      const { reading: reading2, claims } = reader.finish();
      return { board: sink.board, squares: sink.squares.view(), reading: reading2, claims };
    }
  };
}
var SquaresSink;
var init_squares = __esm({
  "../../packages/verify/src/squares.ts"() {
    "use strict";
    init_src();
    init_buffer();
    init_errors2();
    init_reader2();
    init_options();
    SquaresSink = class {
      squares = int32s(1024);
      board = { width: 0, height: 0, depth: 1 };
      notation;
      begin(reading2, notation) {
        this.board = reading2.board;
        this.notation = notation;
        this.squares.reserve(Math.min(cellCount(reading2.board), 2 ** 28));
      }
      visit(x, y, z, line, column) {
        const { width, height, depth } = this.board;
        if (!(x >= 0 && y >= 0 && z >= 0 && x < width && y < height && z < depth)) {
          const name = this.notation ? this.notation(x, y, z) : squareLabel(squareOf(this.board, x, y, z));
          throw new TourFormatError(
            `step ${this.squares.length + 1}${describePlace(line, column)}: ${name} is off the ${boardName(this.board)} board, so the walk cannot be written as squares`
          );
        }
        this.squares.push((z * height + y) * width + x);
      }
      malformed(why, line, column) {
        throw new TourFormatError(
          `step ${this.squares.length + 1}${describePlace(line, column)}: ${why}, so the walk cannot be written as squares`
        );
      }
    };
  }
});

// ../../packages/verify/src/symmetry.ts
function pathOf(walk) {
  return Array.isArray(walk) ? walk : walk.path;
}
function checkSymmetries(board, solver, start) {
  const cache = /* @__PURE__ */ new Map();
  const walk = (s) => {
    const key = s[1] * board.width + s[0];
    let path = cache.get(key);
    if (!path) {
      path = pathOf(solver(s));
      cache.set(key, path);
    }
    return path;
  };
  const [sx, sy] = start;
  const base = walk(start);
  const results = [];
  const group = symmetriesOf(board);
  const startOnAxes = group.filter((g) => g.kind === "reflection" && g.fixes(sx, sy)).map((g) => g.name);
  for (const g of group) {
    if (g.name === "identity") continue;
    const { kind } = g;
    const name = g.name;
    if (g.fixes(sx, sy)) {
      const reason = kind === "rotation" ? `${squareLabel(start)} is the centre of the board, which ${name} leaves fixed` : `${squareLabel(start)} lies on the axis of ${name}`;
      results.push({ name, kind, status: "not-applicable", reason });
      continue;
    }
    const image = g.apply(sx, sy);
    const other = walk(image);
    const n = Math.max(base.length, other.length);
    let differs = -1;
    let expected;
    for (let i = 0; i < n; i++) {
      const b = base[i];
      const a = other[i];
      expected = b ? g.apply(b[0], b[1]) : void 0;
      if (!a || !expected || a[0] !== expected[0] || a[1] !== expected[1]) {
        differs = i;
        break;
      }
    }
    if (differs === -1) {
      results.push({ name, kind, status: "holds" });
    } else {
      const actual = other[differs];
      results.push({
        name,
        kind,
        status: "fails",
        step: differs + 1,
        expected,
        actual,
        message: `${name}: the walk from ${sq(image)} differs from ${name} of the walk from ${squareLabel(start)} at step ${differs + 1}: ${sq(actual)} instead of ${sq(expected)}`
      });
    }
  }
  return { start, results, symmetric: results.every((r) => r.status !== "fails"), startOnAxes };
}
var sq;
var init_symmetry4 = __esm({
  "../../packages/verify/src/symmetry.ts"() {
    "use strict";
    init_src();
    sq = (s) => s ? squareLabel(s) : "the end of the walk";
  }
});

// ../../packages/verify/src/decoder.ts
function webDecoder() {
  const decoder = new TextDecoder();
  return {
    write: (bytes2) => decoder.decode(bytes2, { stream: true }),
    end: () => decoder.decode()
  };
}
var TextDecoder;
var init_decoder = __esm({
  "../../packages/verify/src/decoder.ts"() {
    "use strict";
    ({ TextDecoder } = globalThis);
  }
});

// ../../packages/verify/src/step-log.ts
function moveCode(dx, dy, dz) {
  return CODES[dx + 2 + 5 * (dy + 2) + 25 * (dz + 2)];
}
var ESCAPE, DELTAS, CODES, StepLog;
var init_step_log = __esm({
  "../../packages/verify/src/step-log.ts"() {
    "use strict";
    init_buffer();
    init_knight();
    ESCAPE = 255;
    DELTAS = [];
    CODES = new Uint8Array(125).fill(ESCAPE);
    for (let dz = -2; dz <= 2; dz++) {
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          if (!isKnightStep(dx, dy, dz)) continue;
          CODES[dx + 2 + 5 * (dy + 2) + 25 * (dz + 2)] = DELTAS.length;
          DELTAS.push([dx, dy, dz]);
        }
      }
    }
    StepLog = class {
      constructor(capacity, width, height) {
        this.width = width;
        this.height = height;
        this.codes = new Uint8Array(Math.max(capacity, 16));
      }
      width;
      height;
      /** Move numbers in step order (written directly by the checker's run loop: see `push`). */
      codes;
      length = 0;
      squares = int32s(16);
      /** Makes room for `more` steps; {@link codes} may be a new array after it. */
      reserve(more) {
        if (this.length + more <= this.codes.length) return;
        const next = new Uint8Array(Math.max(this.length + more, this.codes.length * 2));
        next.set(this.codes.subarray(0, this.length));
        this.codes = next;
      }
      /** A step by knight move `code` from the last square. */
      push(code) {
        this.reserve(1);
        this.codes[this.length++] = code;
      }
      /** A step that is no knight move from the last: square `s`, or −1 for none. */
      pushSquare(s) {
        this.push(ESCAPE);
        this.squares.push(s);
      }
      /** Each square's first step (1-based; 0 for one never visited), for a board of `cells` squares. */
      firstSteps(cells) {
        const first = new Int32Array(cells);
        const { width, height, codes } = this;
        const squares = this.squares.data;
        let escaped = 0;
        let x = 0;
        let y = 0;
        let z = 0;
        for (let i = 0; i < this.length; i++) {
          const code = codes[i];
          let s;
          if (code === ESCAPE) {
            s = squares[escaped++];
            if (s < 0) continue;
            x = s % width;
            const rest = (s - x) / width;
            y = rest % height;
            z = (rest - y) / height;
          } else {
            const [dx, dy, dz] = DELTAS[code];
            x += dx;
            y += dy;
            z += dz;
            s = (z * height + y) * width + x;
          }
          if (first[s] === 0) first[s] = i + 1;
        }
        return first;
      }
    };
  }
});

// ../../packages/verify/src/path-checker.ts
var place, PathChecker;
var init_path_checker = __esm({
  "../../packages/verify/src/path-checker.ts"() {
    "use strict";
    init_src();
    init_errors2();
    init_knight();
    init_step_log();
    place = (line, column) => line > 0 ? column > 0 ? { line, column } : { line } : {};
    PathChecker = class {
      constructor(board, options = {}, notation, trackFirstVisit = true) {
        this.board = board;
        this.options = options;
        this.notation = notation;
        this.squares = board.width * board.height * board.depth;
        this.cap = options.maxPerKind ?? 20;
        this.seen = new Uint8Array(this.squares + 7 >>> 3);
        if (trackFirstVisit) this.order = new StepLog(this.squares, board.width, board.height);
      }
      board;
      options;
      notation;
      squares;
      list = [];
      counts = {};
      cap;
      seen;
      /** Squares in step order, until the first square visited twice. */
      order;
      /** Each square's first step (0 before it), built from `order` at the first square visited twice. */
      first;
      visited = 0;
      steps = 0;
      // Previous square (NaN after an entry that is none) and the first one.
      px = Number.NaN;
      py = 0;
      pz = 0;
      start;
      add(kind, make2) {
        const count = (this.counts[kind] ?? 0) + 1;
        this.counts[kind] = count;
        if (count <= this.cap) this.list.push(make2());
      }
      square(x, y, z) {
        return squareOf(this.board, x, y, z);
      }
      /** A square in the file's notation (SPEC's `(x,y)` when it has none). */
      name(s) {
        return this.notation ? this.notation(s[0], s[1], s[2] ?? 0) : squareLabel(s);
      }
      /** ` [(x,y) → (x,y)]` after squares in the file's notation; nothing when the file uses (x,y). */
      zero(...squares) {
        if (!this.notation) return "";
        const plain = squares.map(squareLabel);
        return plain.join(" → ") === squares.map((s) => this.name(s)).join(" → ") ? "" : ` [${plain.join(" → ")}]`;
      }
      /** Step `k`'s prefix: `step 17 (line 3, col 9)`. */
      head(k, line, column) {
        return `step ${k}${describePlace(line, column)}`;
      }
      /** An entry that is not a square at all (`why` says what it is). */
      malformed(why, line = 0, column = 0) {
        const k = ++this.steps;
        this.add("malformed", () => ({
          kind: "malformed",
          step: k,
          message: `${this.head(k, line, column)}: ${why}`,
          ...place(line, column)
        }));
        this.px = Number.NaN;
        this.order?.pushSquare(-1);
      }
      /** The next step: square `(x, y, z)` (0-based integers, possibly off the board), found at `line`, `column`. */
      visit(x, y, z, line = 0, column = 0) {
        const k = ++this.steps;
        const { width, height, depth } = this.board;
        if (!(x >= 0 && y >= 0 && z >= 0 && x < width && y < height && z < depth)) {
          this.add("off-board", () => {
            const s2 = this.square(x, y, z);
            return {
              kind: "off-board",
              step: k,
              square: s2,
              message: `${this.head(k, line, column)}: ${this.name(s2)} is off the ${boardName(this.board)} board${this.zero(s2)}`,
              ...place(line, column)
            };
          });
          this.px = Number.NaN;
          this.order?.pushSquare(-1);
          return;
        }
        if (k === 1) this.start = this.square(x, y, z);
        const s = (z * height + y) * width + x;
        const bits = this.seen;
        const bit = 1 << (s & 7);
        if ((bits[s >>> 3] & bit) === 0) {
          bits[s >>> 3] |= bit;
          this.visited++;
          if (this.first) this.first[s] = k;
        } else this.duplicate(this.firstStep(s), k, x, y, z, line, column);
        const { px, py, pz } = this;
        const knight = !Number.isNaN(px) && isKnightStep(x - px, y - py, z - pz);
        if (knight) this.order?.push(moveCode(x - px, y - py, z - pz));
        else this.order?.pushSquare(s);
        if (!Number.isNaN(px) && !knight) {
          this.add("not-a-knight-move", () => {
            const from = this.square(px, py, pz);
            const to = this.square(x, y, z);
            return {
              kind: "not-a-knight-move",
              step: k,
              from,
              to,
              message: `${this.head(k, line, column)}: ${this.name(from)} → ${this.name(to)} is not a knight move${this.zero(from, to)}`,
              ...place(line, column)
            };
          });
        }
        this.px = x;
        this.py = y;
        this.pz = z;
      }
      /**
       * The steps of `run`, as {@link visit} takes them one by one: a step onto a new square on the
       * board, a knight move from the last, is taken here in a few instructions; any other step
       * (the first, off the board, a repeat, not a knight move) goes through `visit`, which says
       * what is wrong with it.
       */
      visitRun(run) {
        const { xs, ys, zs, lines, columns } = run;
        const { width, height, depth } = this.board;
        const bits = this.seen;
        const first = this.first;
        const order = this.order;
        order?.reserve(run.length);
        const kept = order?.codes;
        let { px, py, pz, steps, visited } = this;
        for (let i = 0; i < run.length; i++) {
          const x = xs[i];
          const y = ys[i];
          const z = zs[i];
          const s = (z * height + y) * width + x;
          const bit = 1 << (s & 7);
          const dx = x - px;
          const dy = y - py;
          const dz = z - pz;
          if (steps > 0 && x >= 0 && y >= 0 && z >= 0 && x < width && y < height && z < depth && dx * dx + dy * dy + dz * dz === 5 && (bits[s >>> 3] & bit) === 0) {
            bits[s >>> 3] |= bit;
            steps++;
            visited++;
            if (first) first[s] = steps;
            else if (kept) kept[order.length++] = moveCode(dx, dy, dz);
            px = x;
            py = y;
            pz = z;
            continue;
          }
          this.steps = steps;
          this.visited = visited;
          this.px = px;
          this.py = py;
          this.pz = pz;
          this.visit(x, y, z, lines[i], columns[i]);
          if (this.order !== order || this.first !== first) {
            for (let j = i + 1; j < run.length; j++) {
              this.visit(xs[j], ys[j], zs[j], lines[j], columns[j]);
            }
            return;
          }
          ({ px, py, pz, steps, visited } = this);
        }
        this.steps = steps;
        this.visited = visited;
        this.px = px;
        this.py = py;
        this.pz = pz;
      }
      duplicate(seen, k, x, y, z, line, column) {
        this.add("duplicate", () => {
          const s = this.square(x, y, z);
          const when = seen > 0 ? ` at step ${seen}` : "";
          return {
            kind: "duplicate",
            steps: [seen, k],
            square: s,
            message: `${this.head(k, line, column)}: ${this.name(s)} was already visited${when}${this.zero(s)}`,
            ...place(line, column)
          };
        });
      }
      /** The step that first visited square `s` (0 when first steps are not kept). */
      firstStep(s) {
        const order = this.order;
        if (order) {
          this.first = order.firstSteps(this.squares);
          this.order = void 0;
        }
        return this.first ? this.first[s] : 0;
      }
      isVisited(s) {
        return (this.seen[s >>> 3] & 1 << (s & 7)) !== 0;
      }
      /** Ends the walk: unvisited squares, length and closure. */
      finish() {
        const { board, squares, steps, visited, options } = this;
        const unit = unitOf(board);
        if (steps === 0) this.add("empty", () => ({ kind: "empty", message: "the path is empty" }));
        if (steps > squares) {
          this.add("size-mismatch", () => ({
            kind: "size-mismatch",
            steps,
            squares,
            message: `the path has ${steps} steps but the ${boardName(board)} board has ${squares} ${unit}`
          }));
        }
        if (visited < squares) {
          const max = options.maxUnvisited ?? 10;
          const list = [];
          const { width, height } = board;
          for (let s = 0; s < squares && list.length < max; s++) {
            if (this.isVisited(s)) continue;
            const x = s % width;
            const rest = (s - x) / width;
            list.push(this.square(x, rest % height, Math.floor(rest / height)));
          }
          const count = squares - visited;
          const shown = list.map(
            (s) => this.notation && this.zero(s) !== "" ? `${this.name(s)} ${squareLabel(s)}` : this.name(s)
          ).join(", ");
          this.add("unvisited", () => ({
            kind: "unvisited",
            count,
            squares: list,
            message: `${count} of ${squares} ${unit} never visited: ${shown}${count > list.length ? ", …" : ""}`
          }));
        }
        const isTour = Object.keys(this.counts).length === 0;
        const start = this.start;
        const last = !Number.isNaN(this.px) ? this.square(this.px, this.py, this.pz) : void 0;
        const endsMeet = start !== void 0 && last !== void 0 && isKnightStep(last[0] - start[0], last[1] - start[1], (last[2] ?? 0) - (start[2] ?? 0));
        const closed = isTour && steps >= 2 && endsMeet;
        if (options.closed && !closed) {
          this.add(
            "not-closed",
            () => isTour && start && last ? {
              kind: "not-closed",
              first: start,
              last,
              message: `not closed: the last square ${this.name(last)} (step ${steps}) is not a knight move from the first ${this.name(start)}${this.zero(last, start)}`
            } : {
              kind: "not-closed",
              message: "not closed: a closed tour was required and this is not a complete tour"
            }
          );
        }
        return {
          valid: Object.keys(this.counts).length === 0,
          complete: visited === squares,
          closed,
          board,
          squares,
          visited,
          steps,
          problems: this.list,
          counts: this.counts,
          start,
          last
        };
      }
    };
  }
});

// ../../packages/verify/src/verify.ts
function report(result, claims, reading2) {
  const warnings = [];
  const claim = (field, claimed2, actual, what) => warnings.push({
    field,
    claimed: claimed2,
    actual,
    message: `the document says ${field}: ${JSON.stringify(claimed2)}, but ${what}`
  });
  const kinds = Object.keys(result.counts);
  const tour = kinds.length === 0 || kinds.length === 1 && kinds[0] === "not-closed" && result.complete;
  if (claims.complete !== void 0 && claims.complete !== tour) {
    claim("complete", claims.complete, tour, `it is ${tour ? "" : "not "}a complete tour`);
  }
  if (claims.closed !== void 0 && claims.closed !== result.closed) {
    claim(
      "closed",
      claims.closed,
      result.closed,
      `it is ${result.closed ? "" : "not "}a closed tour`
    );
  }
  const start = result.start;
  if (claims.start !== void 0 && start !== void 0 && squareLabel(claims.start) !== squareLabel(start)) {
    claim("start", claims.start, start, `the path starts at ${squareLabel(start)}`);
  }
  if (claims.format !== void 0 && claims.format !== "knights-tour/1") {
    claim("format", claims.format, "knights-tour/1", "this verifier reads knights-tour/1");
  }
  return {
    valid: result.valid,
    complete: result.complete,
    closed: result.closed,
    board: result.board,
    squares: result.squares,
    visited: result.visited,
    steps: result.steps,
    problems: result.problems,
    counts: result.counts,
    warnings,
    reading: reading2
  };
}
function isParsed(tour) {
  return tour.xs instanceof Float64Array;
}
function replayParsed(tour, sink) {
  sink.begin(tour.reading, tour.notation, tour.claims);
  const { xs, ys, zs, lines, columns, malformed } = tour;
  for (let i = 0; i < tour.length; i++) {
    const x = xs[i];
    const y = ys[i];
    const z = zs[i];
    const line = lines[i] ?? 0;
    const column = columns[i] ?? 0;
    if (Number.isNaN(x) || Number.isNaN(y) || Number.isNaN(z)) {
      sink.malformed(malformed.get(i + 1) ?? "malformed entry", line, column);
    } else if (!Number.isInteger(x) || !Number.isInteger(y) || !Number.isInteger(z)) {
      sink.malformed(
        `${squareLabel(squareOf(tour.board, x, y, z))} is not a square of integers`,
        line,
        column
      );
    } else sink.visit(x, y, z, line, column);
  }
}
function verifyTour(tour, options = {}) {
  const sink = new CheckingSink(options);
  if (isParsed(tour)) {
    replayParsed(tour, sink);
    return report(sink.checker.finish(), tour.claims, tour.reading);
  }
  const { reading: reading2, claims } = readTourObject(tour, sink);
  return report(sink.checker.finish(), claims, reading2);
}
function createTourVerifier(options = {}, decoder) {
  const sink = new CheckingSink(options);
  const reader = new TourReader(sink, fixReading(options));
  let pieces = decoder;
  return {
    push: (chunk) => reader.push(chunk),
    pushBytes(chunk) {
      pieces ??= webDecoder();
      reader.pushBytes(chunk, pieces);
    },
    finish() {
      const { reading: reading2, claims } = reader.finish();
      return report(sink.checker.finish(), claims, reading2);
    }
  };
}
function verifyText(text, options = {}) {
  const verifier = createTourVerifier(options);
  verifier.push(text);
  return verifier.finish();
}
var CheckingSink;
var init_verify = __esm({
  "../../packages/verify/src/verify.ts"() {
    "use strict";
    init_src();
    init_decoder();
    init_reader2();
    init_object_reader();
    init_options();
    init_path_checker();
    CheckingSink = class {
      constructor(options) {
        this.options = options;
      }
      options;
      checker;
      begin(reading2, notation) {
        this.checker = new PathChecker(
          reading2.board,
          this.options,
          notation,
          reading2.format !== "text"
        );
      }
      visit(x, y, z, line, column) {
        this.checker.visit(x, y, z, line, column);
      }
      malformed(why, line, column) {
        this.checker.malformed(why, line, column);
      }
      visitRun(run) {
        this.checker.visitRun(run);
      }
    };
  }
});

// ../../packages/verify/src/formats/integers.ts
function scanIntegers(text, out) {
  out.length = 0;
  const n = text.length;
  let state = START;
  let shape;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c >= ZERO && c <= NINE) {
      let next;
      if (state === FIRST) next = FIRST_DONE;
      else if (state === SECOND) next = SECOND_DONE;
      else if (state === FLAT || state === OPENED) {
        shape = "flat";
        next = FLAT_DONE;
      } else if (state === SEPARATED || state === START) {
        shape = "blank-separated";
        next = SEPARATED_DONE;
      } else return void 0;
      let value = c - ZERO;
      let digits = 1;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d < ZERO || d > NINE) break;
        if (value === 0 || digits === 9) return void 0;
        value = value * 10 + (d - ZERO);
        digits++;
        i++;
      }
      if (out.length === out.data.length) out.reserve(out.length + 1);
      out.data[out.length++] = value;
      state = next;
      continue;
    }
    i++;
    if (isBlank(c)) {
      if (state === SEPARATED_DONE) state = SEPARATED;
      continue;
    }
    if (c === COMMA) {
      if (state === FIRST_DONE) state = SECOND;
      else if (state === PAIR_DONE) state = PAIR;
      else if (state === FLAT_DONE) state = FLAT;
      else return void 0;
    } else if (c === OPEN) {
      if (state === START) state = OPENED;
      else if (state === OPENED || state === PAIR) {
        shape = "pairs";
        state = FIRST;
      } else return void 0;
    } else if (c === CLOSE) {
      if (state === SECOND_DONE) state = PAIR_DONE;
      else if (state === OPENED) {
        shape = "pairs";
        state = END;
      } else if (state === PAIR_DONE || state === FLAT_DONE) state = END;
      else return void 0;
    } else return void 0;
  }
  return state === END || state === SEPARATED_DONE || state === SEPARATED ? shape : void 0;
}
var SPACE, TAB, LF, CR, COMMA, OPEN, CLOSE, ZERO, NINE, isBlank, START, OPENED, PAIR, FIRST, FIRST_DONE, SECOND, SECOND_DONE, PAIR_DONE, FLAT, FLAT_DONE, END, SEPARATED, SEPARATED_DONE;
var init_integers = __esm({
  "../../packages/verify/src/formats/integers.ts"() {
    "use strict";
    SPACE = 32;
    TAB = 9;
    LF = 10;
    CR = 13;
    COMMA = 44;
    OPEN = 91;
    CLOSE = 93;
    ZERO = 48;
    NINE = 57;
    isBlank = (c) => c === SPACE || c === TAB || c === LF || c === CR;
    START = 0;
    OPENED = 1;
    PAIR = 2;
    FIRST = 3;
    FIRST_DONE = 4;
    SECOND = 5;
    SECOND_DONE = 6;
    PAIR_DONE = 7;
    FLAT = 8;
    FLAT_DONE = 9;
    END = 10;
    SEPARATED = 11;
    SEPARATED_DONE = 12;
  }
});

// ../../packages/verify/src/walk-reader.ts
function squaresOf(tour) {
  const { xs, ys, zs } = tour;
  const { width, height, depth } = tour.board;
  const squares = new Int32Array(tour.length);
  for (let i = 0; i < tour.length; i++) {
    const x = xs[i];
    const y = ys[i];
    const z = zs[i];
    if (!(Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(z))) return void 0;
    if (x < 0 || y < 0 || z < 0 || x >= width || y >= height || z >= depth) return void 0;
    squares[i] = (z * height + y) * width + x;
  }
  return squares;
}
function createWalkReader(options = {}) {
  const { closed, maxPerKind, maxUnvisited, size: _, ...given2 } = options;
  const verifying = {
    ...closed !== void 0 ? { closed } : {},
    ...maxPerKind !== void 0 ? { maxPerKind } : {},
    ...maxUnvisited !== void 0 ? { maxUnvisited } : {}
  };
  let reading2 = given2;
  let fixed = given2.inputFormat !== void 0 && given2.origin !== void 0 && given2.order !== void 0;
  let fastReads = 0;
  const templates = /* @__PURE__ */ new Map();
  let templateBoard = "";
  const values = int32s(1024);
  const general = (text, board, shape) => {
    const tour = parseTour(text, { ...reading2, size: board });
    if (!fixed) {
      reading2 = {
        ...reading2,
        inputFormat: tour.format,
        origin: tour.reading.origin,
        order: tour.reading.order
      };
      fixed = true;
    } else if (shape !== void 0 && board.depth === 1) templates.set(shape, tour);
    return { report: verifyTour(tour, verifying), squares: squaresOf(tour) };
  };
  const fast = (board, shape, template) => {
    const { width, height } = board;
    const { origin, order } = template.reading;
    const v = values.data;
    const count = shape === "pairs" ? values.length / 2 : values.length;
    const squares = new Int32Array(count);
    const cells = width * height;
    for (let i = 0; i < count; i++) {
      if (shape === "pairs") {
        const a = v[2 * i] - origin;
        const b = v[2 * i + 1] - origin;
        const x = order === "xy" ? a : b;
        const y = order === "xy" ? b : a;
        if (x < 0 || y < 0 || x >= width || y >= height) return void 0;
        squares[i] = y * width + x;
      } else {
        const s = v[i] - origin;
        if (s < 0 || s >= cells) return void 0;
        squares[i] = s;
      }
    }
    const checker = new PathChecker(board, verifying, template.notation);
    for (let i = 0; i < count; i++) {
      const s = squares[i];
      checker.visit(s % width, (s - s % width) / width, 0);
    }
    const result = checker.finish();
    if (result.problems.some((p) => p.kind !== "unvisited" && p.kind !== "not-closed")) {
      return void 0;
    }
    return { report: report(result, template.claims, template.reading), squares };
  };
  return {
    read(text, board) {
      const key = `${board.width}x${board.height}x${board.depth}`;
      if (key !== templateBoard) {
        templates.clear();
        templateBoard = key;
      }
      const shape = scanIntegers(text, values);
      const template = shape === void 0 ? void 0 : templates.get(shape);
      const quick = template && shape ? fast(board, shape, template) : void 0;
      if (quick) fastReads++;
      return quick ?? general(text, board, shape);
    },
    get options() {
      return reading2;
    },
    get fastReads() {
      return fastReads;
    }
  };
}
var init_walk_reader = __esm({
  "../../packages/verify/src/walk-reader.ts"() {
    "use strict";
    init_buffer();
    init_integers();
    init_parse();
    init_path_checker();
    init_verify();
  }
});

// ../../packages/verify/src/index.ts
var src_exports = {};
__export(src_exports, {
  AXIS_ORDERS: () => AXIS_ORDERS,
  AmbiguousReadingError: () => AmbiguousReadingError,
  INPUT_FORMATS: () => INPUT_FORMATS,
  MAX_INPUT: () => MAX_INPUT,
  OUTPUT_STYLES: () => OUTPUT_STYLES,
  ReadOptionError: () => ReadOptionError,
  TourFormatError: () => TourFormatError,
  analyzeTour: () => analyzeTour,
  checkMoves: () => checkMoves,
  checkSquares: () => checkSquares,
  checkSymmetries: () => checkSymmetries,
  checkWalk: () => checkWalk,
  compareWithRule: () => compareWithRule,
  createSquareReader: () => createSquareReader,
  createTourVerifier: () => createTourVerifier,
  createWalkReader: () => createWalkReader,
  describeAnalysis: () => describeAnalysis,
  describeDeparture: () => describeDeparture,
  describeReading: () => describeReading,
  describeReport: () => describeReport,
  describeSymmetry: () => describeSymmetry,
  formatSquares: () => formatSquares,
  parseReadOptions: () => parseReadOptions,
  parseTour: () => parseTour,
  readingFields: () => readingFields,
  summarizeReport: () => summarizeReport,
  verifyText: () => verifyText,
  verifyTour: () => verifyTour
});
var init_src2 = __esm({
  "../../packages/verify/src/index.ts"() {
    init_analyze();
    init_check_moves();
    init_check_squares();
    init_check_walk();
    init_conformance();
    init_errors2();
    init_reader2();
    init_write();
    init_options();
    init_parse();
    init_reading();
    init_report();
    init_squares();
    init_symmetry4();
    init_verify();
    init_walk_reader();
  }
});

// ../../packages/sweep/src/plan/command.ts
function solverInstance({ board, start }) {
  return { width: board.width, height: board.height, x: start[0], y: start[1] };
}
function placeholderValue(placeholder, instance) {
  return placeholder === "n" ? instance.width : instance[placeholder];
}
function commandWords(template, instance) {
  return template.words.map(
    (parts) => parts.map(
      (part) => typeof part === "string" ? part : String(placeholderValue(part.placeholder, instance))
    ).join("")
  );
}
var init_command = __esm({
  "../../packages/sweep/src/plan/command.ts"() {
    "use strict";
    init_src();
  }
});

// ../../packages/sweep/src/plan/bisect.ts
function bisect(lo, hi, holds) {
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
var init_bisect = __esm({
  "../../packages/sweep/src/plan/bisect.ts"() {
    "use strict";
  }
});

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
var rowsOf, BoardStarts;
var init_starts2 = __esm({
  "../../packages/sweep/src/plan/starts.ts"() {
    "use strict";
    init_src();
    init_bisect();
    rowsOf = (board) => board.height * board.depth;
    BoardStarts = class {
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
  }
});

// ../../packages/sweep/src/solver/program.ts
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
function killGroup(pid) {
  try {
    process.kill(posix ? -pid : pid, "SIGKILL");
  } catch {
  }
}
function runProgram(words, options, limits) {
  const chunks = [];
  let bytes2 = 0;
  let flooded = false;
  let timedOut = false;
  const started = performance.now();
  let ms = 0;
  const program = new Program(words, options, false, (chunk) => {
    if (flooded) return;
    if (bytes2 + chunk.length > limits.maxOutput) {
      chunks.push(chunk.subarray(0, limits.maxOutput - bytes2));
      bytes2 = limits.maxOutput;
      flooded = true;
      ms = performance.now() - started;
      program.stop();
      return;
    }
    chunks.push(chunk);
    bytes2 += chunk.length;
  });
  const timer = setTimeout(() => {
    if (program.exit !== void 0 || flooded) {
      program.stop();
      return;
    }
    timedOut = true;
    ms = performance.now() - started;
    program.stop();
  }, limits.timeoutMs);
  return program.ended.then((end) => {
    clearTimeout(timer);
    return {
      end,
      stdout: Buffer.concat(chunks, bytes2).toString("utf8"),
      flooded,
      timedOut,
      stderr: program.stderrTail(),
      ms: timedOut || flooded ? ms : performance.now() - started,
      ...program.failedToStart !== void 0 ? { failedToStart: program.failedToStart } : {}
    };
  });
}
var STDERR_TAIL_BYTES, posix, Tail, Program;
var init_program = __esm({
  "../../packages/sweep/src/solver/program.ts"() {
    "use strict";
    STDERR_TAIL_BYTES = 4096;
    posix = process.platform !== "win32";
    Tail = class {
      chunks = [];
      bytes = 0;
      push(chunk) {
        this.chunks.push(chunk);
        this.bytes += chunk.length;
        while (this.bytes - this.chunks[0].length >= STDERR_TAIL_BYTES) {
          this.bytes -= this.chunks.shift().length;
        }
      }
      text() {
        const all = Buffer.concat(this.chunks);
        const kept = all.subarray(Math.max(0, all.length - STDERR_TAIL_BYTES)).toString("utf8");
        const cut = all.length > STDERR_TAIL_BYTES ? kept.indexOf("\n") + 1 : 0;
        return kept.slice(cut > 0 && cut < kept.length ? cut : 0).trimEnd();
      }
    };
    Program = class {
      /**
       * Starts `words[0]` (an absolute path: see resolveProgram) with the other words as its
       * arguments. Standard input is a pipe with `stdin`, else empty (`/dev/null`).
       */
      constructor(words, options, stdin, onOutput) {
        this.options = options;
        this.cwd = mkdtempSync(join(options.tempDir, "run-"));
        this.child = spawn(words[0], words.slice(1), {
          cwd: this.cwd,
          env: options.env,
          detached: posix,
          stdio: [stdin ? "pipe" : "ignore", "pipe", "pipe"],
          windowsHide: true
        });
        const { child } = this;
        if (child.pid !== void 0) options.onGroup?.(child.pid, true);
        child.stdout.on("data", onOutput);
        child.stderr.on("data", (chunk) => this.stderr.push(chunk));
        child.stdin?.on("error", () => {
        });
        this.ended = new Promise((resolve) => {
          let closed = 0;
          const done = () => {
            if (this.exit === void 0) return;
            if (closed < 2 && !this.stopped) return;
            this.cleanUp();
            resolve(this.exit);
          };
          for (const stream of [child.stdout, child.stderr]) {
            stream.on("close", () => {
              closed++;
              done();
            });
          }
          child.on("error", (error) => {
            if (child.pid !== void 0) return;
            this.failedToStart = error.message;
            this.exit = { code: null, signal: null };
            this.stopped = true;
            done();
          });
          child.on("exit", (code, signal) => {
            this.exit = { code, signal };
            if (child.pid !== void 0) killGroup(child.pid);
            done();
          });
          this.release = done;
        });
      }
      options;
      ended;
      /** Set when it could not be started at all (not found, not executable): the system's words. */
      failedToStart;
      /** Its exit, once it has exited (`ended` may still wait for its pipes). */
      exit;
      child;
      stderr = new Tail();
      cwd;
      stopped = false;
      release;
      /** Writes to its standard input (when it has one); false when it can take no more now. */
      write(text) {
        const stdin = this.child.stdin;
        return stdin?.writable ? stdin.write(text) : false;
      }
      /** Closes its standard input: the end of its instances. */
      endInput() {
        this.child.stdin?.end();
      }
      /** Kills it and its whole group at once; `ended` then resolves without waiting for held pipes. */
      stop() {
        this.stopped = true;
        if (this.child.pid !== void 0) killGroup(this.child.pid);
        if (this.exit !== void 0) {
          this.child.stdout?.destroy();
          this.child.stderr?.destroy();
        }
        this.release?.();
      }
      /** The last lines of its standard error. */
      stderrTail() {
        return this.stderr.text();
      }
      cleanUp() {
        this.child.stdout?.destroy();
        this.child.stderr?.destroy();
        if (this.child.pid !== void 0) this.options.onGroup?.(this.child.pid, false);
        rmSync(this.cwd, { recursive: true, force: true });
      }
    };
  }
});

// ../../packages/sweep/src/solver/lines.ts
var LineSession;
var init_lines = __esm({
  "../../packages/sweep/src/solver/lines.ts"() {
    "use strict";
    init_program();
    LineSession = class {
      constructor(words, options) {
        this.words = words;
        this.options = options;
      }
      words;
      options;
      program;
      /** Output not yet taken as answers: whole lines, then the start of the next. */
      lines = [];
      partial = [];
      bytes = 0;
      waiting;
      /** The limits of the request waiting (or of the last one). */
      limits = { timeoutMs: 0, maxOutput: 0 };
      start() {
        this.lines = [];
        this.partial = [];
        this.bytes = 0;
        const program = new Program(
          this.words,
          this.options,
          true,
          (chunk) => this.onOutput(program, chunk)
        );
        program.ended.then((end) => {
          if (this.program !== program) return;
          this.program = void 0;
          const waiting = this.take();
          waiting?.settle({
            end,
            ...program.failedToStart !== void 0 ? { failedToStart: program.failedToStart } : {},
            flooded: false,
            timedOut: false,
            ms: performance.now() - waiting.started
          });
        });
        return program;
      }
      take() {
        const waiting = this.waiting;
        this.waiting = void 0;
        return waiting;
      }
      onOutput(program, output) {
        const chunk = output;
        if (program !== this.program) return;
        let from = 0;
        for (let newline = chunk.indexOf(10); newline >= 0; newline = chunk.indexOf(10, from)) {
          this.partial.push(chunk.subarray(from, newline));
          this.lines.push(Buffer.concat(this.partial).toString("utf8").replace(/\r$/, ""));
          this.partial = [];
          this.bytes = 0;
          from = newline + 1;
        }
        if (from < chunk.length) {
          this.partial.push(chunk.subarray(from));
          this.bytes += chunk.length - from;
        }
        if (this.bytes > this.limits.maxOutput) {
          const waiting = this.take();
          this.reset();
          waiting?.settle({ flooded: true, timedOut: false, ms: performance.now() - waiting.started });
          return;
        }
        this.answer();
      }
      /** Hands the next line to the request waiting for it. */
      answer() {
        if (!this.waiting || this.lines.length === 0) return;
        const waiting = this.take();
        const line = this.lines.shift();
        waiting.settle({
          line,
          flooded: false,
          timedOut: false,
          ms: performance.now() - waiting.started
        });
      }
      /** Stops the program (with its group): the next request starts a new one. */
      reset() {
        const program = this.program;
        this.program = void 0;
        program?.stop();
      }
      /**
       * Sends one request line (without its line break) and waits for its answer line, at most
       * the time allowed, of at most the bytes allowed. Never rejects: every way it can go is in
       * the answer.
       */
      async ask(request, limits) {
        this.limits = limits;
        if (this.program?.exit !== void 0) {
          const gone = this.program;
          this.reset();
          await gone.ended;
        }
        this.program ??= this.start();
        const program = this.program;
        const answer = await new Promise((settle) => {
          const started = performance.now();
          const timer = setTimeout(() => {
            if (this.waiting?.settle !== resolve) return;
            this.take();
            this.reset();
            settle({ flooded: false, timedOut: true, ms: performance.now() - started });
          }, limits.timeoutMs);
          const resolve = (a) => {
            clearTimeout(timer);
            settle(a);
          };
          this.waiting = { settle: resolve, started };
          program.write(`${request}
`);
          this.answer();
        });
        if (answer.line === void 0) await program.ended;
        return { ...answer, stderr: answer.line === void 0 ? program.stderrTail() : "" };
      }
      /** Ends the session: closes the program's input and stops it with its group. */
      async close() {
        const program = this.program;
        this.program = void 0;
        if (!program) return;
        program.endInput();
        program.stop();
        await program.ended;
      }
    };
  }
});

// ../../packages/sweep/src/solver/spec.ts
function requestLine(instance) {
  return `${instance.width} ${instance.height} ${instance.x} ${instance.y}`;
}
var init_spec = __esm({
  "../../packages/sweep/src/solver/spec.ts"() {
    "use strict";
    init_src();
    init_src2();
  }
});

// ../../packages/sweep/src/solver/verdict.ts
function noVerdicts() {
  return Object.fromEntries(VERDICTS.map((v) => [v, 0]));
}
function noAnswer(run, limits, flood) {
  if (run.failedToStart !== void 0) {
    return { verdict: "crashed", why: `could not be started: ${run.failedToStart}` };
  }
  if (run.timedOut) {
    return {
      verdict: "timeout",
      why: `no answer within ${seconds(limits.timeoutMs)}: stopped, with every process it started`
    };
  }
  if (run.flooded) {
    return {
      verdict: "unreadable",
      why: `${flood} of more than ${bytes(limits.maxOutput)}, more than any walk of the board: stopped there`
    };
  }
  return void 0;
}
function answerOfRun(run, limits) {
  const { stderr, ms } = run;
  const failure = noAnswer(run, limits, "a standard output");
  if (failure) return none(failure, stderr, ms);
  const { code, signal } = run.end;
  if (signal !== null) return none({ verdict: "crashed", why: `killed by ${signal}` }, stderr, ms);
  if (code === 0) return { claim: "tour", text: run.stdout, stderr, ms };
  if (code === 1 && run.stdout.trim() !== "")
    return { claim: "stuck", text: run.stdout, stderr, ms };
  const why = code === 1 ? "exit code 1 with nothing on standard output (what an uncaught exception gives; a stuck walk is printed)" : `exit code ${code}`;
  return none({ verdict: "crashed", why }, stderr, ms);
}
function answerOfLine(answer, limits) {
  const { stderr, ms, line } = answer;
  const failure = noAnswer(answer, limits, "an answer line");
  if (failure) return none(failure, stderr, ms);
  if (line === void 0) {
    const end = answer.end;
    const how = end?.signal != null ? `killed by ${end.signal}` : `exited${end?.code == null ? "" : ` with code ${end.code}`}`;
    return none({ verdict: "crashed", why: `${how} before answering` }, stderr, ms);
  }
  const m = ANSWER.exec(line);
  if (!m) {
    const why = `the answer ${quote(line, 60)} does not start with 'tour' or 'stuck' (see the lines protocol)`;
    return none({ verdict: "unreadable", why }, stderr, ms);
  }
  if (line.slice(m[0].length).trim() === "") {
    return none({ verdict: "unreadable", why: `the answer '${m[1]}' holds no walk` }, stderr, ms);
  }
  const text = " ".repeat(m[0].length) + line.slice(m[0].length);
  return { claim: m[1], text, stderr, ms };
}
function judgeAnswer(board, start, answer, reader, protocol) {
  const base = { board, start, ms: roundMs(answer.ms) };
  const stderr = answer.stderr === "" ? {} : { stderr: answer.stderr };
  if (answer.failure) {
    const { verdict, why } = answer.failure;
    return {
      verdict: { ...base, verdict, problem: why, ...verdict === "unreadable" ? {} : stderr }
    };
  }
  const claim = answer.claim;
  if (answer.text.trim() === "") {
    return {
      verdict: {
        ...base,
        verdict: "unreadable",
        problem: `${claimed(claim, protocol)}, but nothing was printed`
      }
    };
  }
  let checked;
  try {
    checked = reader.read(answer.text, board);
  } catch (error) {
    if (!(error instanceof TourFormatError)) throw error;
    return { verdict: { ...base, verdict: "unreadable", problem: escapeControls(error.message) } };
  }
  const { report: report2, squares } = checked;
  const reached = report2.steps;
  let first;
  const [sx, sy] = start;
  const startIndex = sy * board.width + sx;
  if (squares && squares.length > 0 && squares[0] !== startIndex) {
    const s = squares[0];
    first = {
      step: 1,
      message: `step 1: the walk starts on ${squareLabel([s % board.width, Math.floor(s / board.width)])}, not on its start ${squareLabel([sx, sy])}`
    };
  }
  for (const p of report2.problems) {
    const step = p.kind === "duplicate" ? p.steps[1] : p.kind === "empty" ? 1 : "step" in p ? p.step : void 0;
    if (step !== void 0 && (first === void 0 || step < first.step)) {
      first = { step, message: p.message };
    }
  }
  const invalid = (problem, step) => ({
    verdict: {
      ...base,
      verdict: "invalid",
      reached,
      ...step === void 0 ? {} : { step },
      problem
    }
  });
  if (first) return invalid(first.message, first.step);
  const cells = board.width * board.height;
  if (claim === "tour" && !report2.complete) {
    return invalid(
      `${claimed(claim, protocol)}, but the walk ends after ${reached} of the ${cells} squares of ${boardName(board)} (${plural(cells - report2.visited, "square")} never visited)`,
      reached + 1
    );
  }
  if (claim === "stuck" && report2.complete) {
    return invalid(`${claimed(claim, protocol)}, but the walk is a complete tour`);
  }
  return { verdict: { ...base, verdict: claim === "tour" ? "valid" : "stuck", reached }, squares };
}
function compareVerdict(judged, reference) {
  const { verdict, squares } = judged;
  if (!squares) return verdict;
  const departure = compareWithRule(verdict.board, squares, reference.walk, reference.explain);
  return departure ? { ...verdict, departure } : verdict;
}
function passes(verdict, reference) {
  if (verdict.departure !== void 0) return false;
  return verdict.verdict === "valid" || reference && verdict.verdict === "stuck";
}
var VERDICTS, roundMs, seconds, bytes, none, ANSWER, claimed;
var init_verdict = __esm({
  "../../packages/sweep/src/solver/verdict.ts"() {
    "use strict";
    init_src();
    init_src2();
    VERDICTS = ["valid", "stuck", "invalid", "unreadable", "crashed", "timeout"];
    roundMs = (ms) => Math.round(ms * 1e3) / 1e3;
    seconds = (ms) => `${Number((ms / 1e3).toPrecision(3))} s`;
    bytes = (n) => n >= 1 << 20 ? `${Number((n / (1 << 20)).toPrecision(3))} MiB` : `${Math.ceil(n / 1024)} KiB`;
    none = (failure, stderr, ms) => ({
      text: "",
      failure,
      stderr,
      ms
    });
    ANSWER = /^(tour|stuck)(?:[ \t]+|$)/;
    claimed = (claim, protocol) => protocol === "args" ? claim === "tour" ? "exit code 0 claims a tour" : "exit code 1 claims the heuristic got stuck" : claim === "tour" ? "its answer 'tour' claims a tour" : "its answer 'stuck' claims the heuristic got stuck";
  }
});

// ../../packages/sweep/src/solver/results.ts
function solverTaskResult(task, board, verdicts, reference) {
  const counts = noVerdicts();
  let agreeing = 0;
  let ms = 0;
  let maxMs = 0;
  for (const v of verdicts) {
    counts[v.verdict]++;
    if ((v.verdict === "valid" || v.verdict === "stuck") && v.departure === void 0) agreeing++;
    ms += v.ms;
    maxMs = Math.max(maxMs, v.ms);
  }
  return {
    id: task.id,
    board,
    from: task.from,
    to: task.to,
    instances: task.to - task.from,
    verdicts: counts,
    ...reference ? { agreeing } : {},
    ms: roundMs(ms),
    maxMs: roundMs(maxMs),
    failed: verdicts.filter((v) => !passes(v, reference))
  };
}
var init_results = __esm({
  "../../packages/sweep/src/solver/results.ts"() {
    "use strict";
    init_src();
    init_verdict();
  }
});

// ../../packages/sweep/src/solver/task-runner.ts
function outputLimit(board) {
  return Math.max(1 << 20, 64 * board.width * board.height);
}
var SolverTaskRunner;
var init_task_runner = __esm({
  "../../packages/sweep/src/solver/task-runner.ts"() {
    "use strict";
    init_src();
    init_src2();
    init_command();
    init_starts2();
    init_lines();
    init_program();
    init_results();
    init_spec();
    init_verdict();
    SolverTaskRunner = class {
      /**
       * @param command - the spec's template made ready to run (`prepareCommand`)
       * @param reading - how walks are read (the spec's, completed by the run's first walk)
       */
      constructor(spec, command, options, reading2) {
        this.spec = spec;
        this.command = command;
        this.options = options;
        this.reader = createWalkReader(reading2);
      }
      spec;
      command;
      options;
      reader;
      session;
      current;
      prepare(task) {
        if (!this.current || boardName(this.current.board) !== boardName(task.board)) {
          this.current = void 0;
          const board = task.board;
          this.current = {
            board,
            starts: new BoardStarts(this.spec.starts, board),
            runner: new HeuristicRunner(board)
          };
        }
        return this.current;
      }
      limits(board) {
        return { timeoutMs: this.spec.timeout * 1e3, maxOutput: outputLimit(board) };
      }
      /** Runs the program on one instance and judges its answer. */
      async instance(board, start) {
        const limits = this.limits(board);
        const instance = solverInstance({ board, start });
        if (this.spec.protocol === "lines") {
          this.session ??= new LineSession(
            this.command.words.map((w) => w.join("")),
            this.options
          );
          const answer = answerOfLine(await this.session.ask(requestLine(instance), limits), limits);
          const judged = judgeAnswer(board, start, answer, this.reader, "lines");
          if (judged.verdict.verdict !== "valid" && judged.verdict.verdict !== "stuck") {
            this.session.reset();
          }
          return judged;
        }
        const run = await runProgram(commandWords(this.command, instance), this.options, limits);
        return judgeAnswer(board, start, answerOfRun(run, limits), this.reader, "args");
      }
      /**
       * Runs every instance of `task` in the order of its starts; `onInstance` after each (for
       * progress). With a reference, compares the walks with the rule's.
       */
      async run(task, onInstance) {
        const { board, starts, runner } = this.prepare(task);
        const indices = starts.slice(task.from, task.to);
        const judged = [];
        for (const index of indices) {
          const start = [index % board.width, Math.floor(index / board.width)];
          judged.push(await this.instance(board, start));
          onInstance?.();
        }
        const verdicts = judged.map((j) => j.verdict);
        const reference = this.spec.reference;
        if (reference !== void 0) {
          const compare = (i, squares) => {
            const j = judged[i];
            const start = j.verdict.start;
            verdicts[i] = compareVerdict(j, {
              walk: { algorithm: reference, squares },
              explain: (step, walk) => explainChoice(board, reference, start, step, walk).words
            });
          };
          const wanted = judged.flatMap((j, i) => j.squares ? [i] : []);
          const batch = runner.summarizeAll(
            reference,
            wanted.map((i) => judged[i].verdict.start),
            (k, walk) => compare(wanted[k], walk.squares())
          );
          const cells = board.width * board.height;
          wanted.forEach((i, k) => {
            if (batch.length[k] !== cells) {
              compare(i, runner.run(reference, judged[i].verdict.start).squares);
            }
          });
        }
        return solverTaskResult(task, board, verdicts, reference !== void 0);
      }
      /** The reading in force: the spec's, completed by the first walk read. */
      get reading() {
        return this.reader.options;
      }
      /** Stops the program of the lines protocol, if one runs. */
      async close() {
        await this.session?.close();
        this.session = void 0;
      }
    };
  }
});

// ../../packages/sweep/src/solver/worker.ts
var worker_exports = {};
__export(worker_exports, {
  solverWorker: () => solverWorker
});
function solverWorker(init2, port2, holdAfter2) {
  const { live, slot } = init2;
  const runner = new SolverTaskRunner(
    init2.solver,
    init2.command,
    {
      env: process.env,
      tempDir: init2.tempDir,
      onGroup(pid, running) {
        if (running) Atomics.store(live, slot, pid);
        else Atomics.compareExchange(live, slot, pid, 0);
      }
    },
    init2.reading
  );
  const queue = [];
  let busy = false;
  let ran = 0;
  let unsaid = { instances: 0, squares: 0 };
  let saidAt = 0;
  const say = () => {
    if (unsaid.instances === 0) return;
    const progress = unsaid;
    port2.postMessage(progress);
    unsaid = { instances: 0, squares: 0 };
    saidAt = Date.now();
  };
  const drain = async () => {
    if (busy) return;
    busy = true;
    while (queue.length > 0 && ran < holdAfter2) {
      ran++;
      const task = queue.shift();
      const cells = cellCount(task.board);
      const result = await runner.run(task, () => {
        unsaid.instances++;
        unsaid.squares += cells;
        if (Date.now() - saidAt >= PROGRESS_MS) say();
      });
      say();
      const reply = { result };
      port2.postMessage(reply);
    }
    busy = false;
  };
  port2.on("message", (message) => {
    queue.push(...message.tasks);
    void drain();
  });
}
var PROGRESS_MS;
var init_worker = __esm({
  "../../packages/sweep/src/solver/worker.ts"() {
    "use strict";
    init_src();
    init_task_runner();
    PROGRESS_MS = 100;
  }
});

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
var init_results2 = __esm({
  "../../packages/sweep/src/plan/results.ts"() {
    "use strict";
    init_src();
  }
});

// ../../packages/sweep/src/plan/task-runner.ts
var task_runner_exports = {};
__export(task_runner_exports, {
  TaskRunner: () => TaskRunner
});
function ofSquares(squares) {
  return { start: squares[0], moves: void 0, squares: () => squares };
}
var AUTO_FIRST, TaskRunner;
var init_task_runner2 = __esm({
  "../../packages/sweep/src/plan/task-runner.ts"() {
    "use strict";
    init_src();
    init_results2();
    init_starts2();
    AUTO_FIRST = "octaml16";
    TaskRunner = class {
      current;
      prepare(spec, task) {
        if (!this.current || this.current.starts.set !== spec.starts || boardName(this.current.runner.board) !== boardName(task.board)) {
          this.current = void 0;
          const runner = new HeuristicRunner(task.board);
          this.current = { runner, starts: new BoardStarts(spec.starts, runner.board) };
        }
        return this.current;
      }
      /**
       * Runs every instance of `task`. With `check`, each complete walk is verified; a rejected
       * walk is a failure with the verifier's problem.
       */
      run(spec, task, check) {
        const { runner, starts } = this.prepare(spec, task);
        const board = runner.board;
        const squaresOf2 = Array.from(starts.slice(task.from, task.to), (i) => cellAt(board, i));
        const total = cellCount(board);
        const failed = [];
        const attempts = [0];
        let walked = 0;
        let verified = 0;
        const fail = (at, reached, tries, problem) => failed.push({
          board,
          start: squaresOf2[at],
          reached,
          attempts: tries,
          ...problem ? { problem: `verifier rejected the complete walk: ${problem}` } : {}
        });
        const complete = (tries) => {
          attempts[tries] = (attempts[tries] ?? 0) + 1;
        };
        const accepted = (at, walk, tries) => {
          if (!check) return true;
          verified++;
          const problem = check(board, ofSquares(walk));
          if (problem) fail(at, total, tries, problem);
          return !problem;
        };
        const { algorithm, seed } = spec;
        const auto = algorithmInfo(algorithm).kind === "auto";
        let methods;
        if (seed !== void 0) {
          const heuristic2 = algorithm;
          squaresOf2.forEach((start, at) => {
            const walk = check ? runner.run(heuristic2, start, seed) : { ...runner.summarize(heuristic2, start, seed), squares: void 0 };
            walked += walk.walked;
            if (!walk.complete) fail(at, walk.length, walk.attempts);
            else if (!walk.squares || accepted(at, walk.squares, walk.attempts))
              complete(walk.attempts);
          });
        } else {
          const problems = /* @__PURE__ */ new Map();
          const batch = runner.summarizeAll(
            auto ? AUTO_FIRST : algorithm,
            squaresOf2,
            check ? (at, walk) => {
              verified++;
              const [x, y, z] = squaresOf2[at];
              const problem = check(board, { ...walk, start: cellIndex(board, x, y, z) });
              if (problem) problems.set(at, problem);
            } : void 0
          );
          if (auto) methods = {};
          squaresOf2.forEach((start, at) => {
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
              const answer = autoTour(board, start[0], start[1], { runner });
              methods[answer.method] = (methods[answer.method] ?? 0) + 1;
              if (!answer.complete) fail(at, answer.squares.length, answer.attempts);
              else if (accepted(at, answer.squares, answer.attempts)) complete(answer.attempts);
            }
          });
        }
        return taskResult(task, { failed, attempts, squares: walked, verified, methods });
      }
    };
  }
});

// ../../packages/sweep/src/node/worker.ts
import { parentPort, workerData } from "node:worker_threads";
var port = parentPort;
if (!port) throw new Error("the sweep worker must run in a worker thread");
var init = workerData;
var holdAfter = Number(process.env.KNIGHTS_TOUR_TEST_HOLD_AFTER ?? Number.POSITIVE_INFINITY);
if ("solver" in init) {
  const { solverWorker: solverWorker2 } = await Promise.resolve().then(() => (init_worker(), worker_exports));
  solverWorker2(init, port, holdAfter);
} else {
  const { spec, verify } = init;
  const { TaskRunner: TaskRunner2 } = await Promise.resolve().then(() => (init_task_runner2(), task_runner_exports));
  const runner = new TaskRunner2();
  const check = verify ? (await Promise.resolve().then(() => (init_src2(), src_exports))).checkWalk : void 0;
  let ran = 0;
  port.on("message", (message) => {
    for (const task of message.tasks) {
      if (ran >= holdAfter) return;
      ran++;
      const reply = { result: runner.run(spec, task, check) };
      port.postMessage(reply);
    }
  });
}
