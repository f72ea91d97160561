import type { AlgorithmInfo, ListedName } from './algorithms.js';
import { NINETEEN_ORDERS, ROTH_ORDER } from './engine/literature.js';
import {
  isMoveOrder,
  MOVE_NUMBER_ORDER,
  type MoveOrder,
  OCTAML16_VARIANTS,
} from './engine/orders.js';
import { type HeuristicRule, WARNSDORFF_RULE } from './engine/rule.js';

// The catalogue's entries: for every listed algorithm what it can do, one line and one
// paragraph saying what it is, where it was published and, for the 2-D heuristics, the rule
// as data (engine/rule.ts) that the walkers interpret. algorithms.ts lists the names and
// reads these entries; the families (`order-…`, `pohl-…`) are built here from their order.

/** Parberry's walk: attempts before it gives up (each ends early, so most are short). */
export const PARBERRY_ATTEMPTS = 100_000;

export type Entry = Omit<
  AlgorithmInfo,
  'name' | 'levels' | 'orders' | 'attempts' | 'squareOnly' | 'interleaved'
> & {
  readonly rule?: HeuristicRule;
  readonly attempts?: number;
  readonly squareOnly?: boolean;
};

const SQUIRREL_CULL =
  'D. Squirrel, P. Cull, A Warnsdorff-Rule Algorithm for Knight’s Tours on Square Chessboards, OSU REU 1996';
const WARNSDORFF =
  'H. C. von Warnsdorf, Des Rösselsprunges einfachste und allgemeinste Lösung, 1823';
const AML = 'Álvarez-Martínez & Lázaro, SBPO 2012';
const OCTAML = 'Costa & Pereira de Sá (OctAML16)';
const ROTH =
  'A. Roth, The Problem of the Knight: A Fast and Simple Algorithm, MathSource 909 (1992–93)';
const POHL = 'I. Pohl, A method for finding Hamilton paths and Knight’s tours, CACM 10(7), 1967';

const heuristic = (
  entry: Omit<Entry, 'kind' | 'dimensions' | 'limits' | 'closed'> & Partial<Entry>,
): Entry => ({
  kind: 'heuristic',
  dimensions: 2,
  limits: false,
  closed: false,
  ...entry,
});

const AML_LEVELS = ['corner', 'edge', 'order'] as const;

const orderRule = (order: MoveOrder): HeuristicRule => ({
  levels: ['order'],
  orders: { kind: 'fixed', orders: [order] },
  seed: 'none',
});
const pohlRule = (order: MoveOrder, seed: 'ties' | 'none'): HeuristicRule => ({
  levels: ['pohl', 'order'],
  orders: { kind: 'fixed', orders: [order] },
  seed,
});
const rothRule = (rounding: 'half-up' | 'half-even'): HeuristicRule => ({
  levels: ['roth', 'order'],
  orders: { kind: 'fixed', orders: [ROTH_ORDER] },
  rounding,
  seed: 'none',
});

export const INFO: Record<ListedName, Entry> = {
  auto: {
    kind: 'auto',
    dimensions: 2,
    attempts: 16,
    limits: true,
    closed: true,
    seed: false,
    deterministic: true,
    summary: 'OctAML16, else a linear-time construction, else exact search (default)',
    source: 'this project (docs/beyond-the-paper.md)',
  },
  warnsdorff: heuristic({
    rule: WARNSDORFF_RULE,
    seed: true,
    deterministic: true,
    summary: 'fewest onward moves, ties by move order (or at random with --seed)',
    description:
      "Warnsdorff's rule (1823): from the current square, move to the unvisited neighbour that has the fewest unvisited neighbours of its own. Warnsdorff let ties go either way; here they go to the lowest move number (moves 1 to 8 clockwise from west-north-west), or, with a seed, to a candidate drawn at random.",
    source: WARNSDORFF,
  }),
  aml: heuristic({
    rule: { levels: AML_LEVELS, orders: { kind: 'aml' }, seed: 'none' },
    seed: false,
    deterministic: true,
    summary: 'Warnsdorff + corner/edge distance + fixed move priority (Álvarez-Martínez & Lázaro)',
    description:
      "AML (Álvarez-Martínez & Lázaro, 2012): Warnsdorff's rule, then the candidate nearest a corner (Manhattan distance), then the one nearest an edge, then a fixed priority of the moves that begins with the start square's quadrant and runs clockwise.",
    source: AML,
  }),
  octaml: heuristic({
    rule: {
      levels: AML_LEVELS,
      orders: { kind: 'octaml', variants: [{ r: 1, t: 0 }] },
      seed: 'none',
    },
    seed: false,
    deterministic: true,
    summary: 'symmetric AML tie-break, one attempt',
    description:
      "OctAML (Costa & Pereira de Sá): AML's chain with a move priority chosen from the start's octant, turning clockwise or counter-clockwise by the octant's parity, so that the walk from a rotated or mirrored start is the rotated or mirrored walk.",
    source: OCTAML,
  }),
  octaml16: heuristic({
    rule: {
      levels: AML_LEVELS,
      orders: { kind: 'octaml', variants: OCTAML16_VARIANTS },
      seed: 'none',
    },
    seed: false,
    deterministic: true,
    summary: 'OctAML with 16 priority variants, first complete walk',
    description:
      "OctAML16 (Costa & Pereira de Sá): OctAML's 16 variants (the priority order turned by 0 to 7 octants, in both directions) tried in turn; the first complete walk is the answer. It found an open tour from every start of every n×n board with 5 ≤ n ≤ 430.",
    source: OCTAML,
  }),
  'order-34567812': heuristic({
    rule: orderRule('34567812'),
    seed: false,
    deterministic: true,
    summary:
      'fewest onward moves, ties to the first in the order 34567812 (Squirrel & Cull’s best)',
    description:
      "Squirrel & Cull's fixed-order rule (1996) with their best order, 34567812: Warnsdorff's rule, ties to the candidate whose move comes first in that order (move numbers, highest priority first). From the corner it tours most square boards from 5 to 112 (their §6).",
    source: `${SQUIRREL_CULL}, §2`,
  }),
  'squirrel-cull': heuristic({
    rule: { levels: ['order'], orders: { kind: 'fixed', orders: NINETEEN_ORDERS }, seed: 'none' },
    seed: false,
    deterministic: true,
    summary: 'fixed-order Warnsdorff with Squirrel & Cull’s nineteen orders tried in turn',
    description:
      "Squirrel & Cull's nineteen orders (1996): the fixed-order rule with 34567812, then 43567812, and so on through nineteen orders found by experiment, one attempt each until one gives a tour. They report that one of the nineteen tours every m×n board with 10 ≤ m, n < 300 from the corner.",
    source: `${SQUIRREL_CULL}, §2`,
  }),
  switching: heuristic({
    rule: { levels: ['order'], orders: { kind: 'switching' }, seed: 'none' },
    squareOnly: true,
    seed: false,
    deterministic: true,
    summary:
      'square boards: the move order switches at given squares, by m mod 8 (Squirrel & Cull)',
    description:
      "Squirrel & Cull's switching algorithm (1996, as corrected by Ganzfried 2004): on an m×m board from the corner, a fixed-order rule whose order changes each time the knight reaches the next square of a table chosen by m mod 8; the tie at that square already uses the next order. Claimed to give a tour for every m ≥ 5 except m = 74.",
    source: `${SQUIRREL_CULL}, §3; S. Ganzfried, A Simple Algorithm for Knight’s Tours, OSU REU 2004`,
  }),
  roth: heuristic({
    rule: rothRule('half-up'),
    seed: false,
    deterministic: true,
    summary: 'fewest onward moves, then farthest from a point near the centre (Roth)',
    description:
      "Roth's rule (1992–93): Warnsdorff's rule, then the candidate farthest (squared Euclidean distance) from a destination point near the centre, at (c − 1.5, c − 1.5) with c = n/2 rounded up, then the move order 78123456. Rounding up reproduces his published figures.",
    source: ROTH,
  }),
  'roth-mathematica': heuristic({
    rule: rothRule('half-even'),
    seed: false,
    deterministic: true,
    summary: 'Roth with the centre rounded half to even, as his Mathematica code does',
    description:
      "Roth's rule with c = n/2 rounded half to even, which is what Mathematica's Round computes in his code; the destination moves, and the walks change, on sides n ≡ 1 (mod 4).",
    source: ROTH,
  }),
  pohl: heuristic({
    rule: pohlRule(MOVE_NUMBER_ORDER, 'ties'),
    seed: true,
    deterministic: true,
    summary: 'fewest onward moves, then the smallest sum of the neighbours’ onward moves (Pohl)',
    description:
      "Pohl's second-level rule (1967): Warnsdorff's rule, then the candidate whose unvisited neighbours have the smallest total of onward moves; remaining ties by move number (Pohl's own order is not known), or, with a seed, at random.",
    source: POHL,
  }),
  parberry: heuristic({
    rule: {
      levels: ['random'],
      orders: { kind: 'none' },
      seed: 'always',
      closed: { attempts: PARBERRY_ATTEMPTS },
    },
    closed: true,
    seed: true,
    deterministic: false,
    summary:
      'closed tours: random Warnsdorff walks that stop early, retried from random starts (Parberry)',
    description:
      "Parberry's closed-tour walk (2020): Warnsdorff's rule with random ties, stopped as soon as every neighbour of its start has been used (a closed tour must end on one), so a walk that visits every square is a closed tour. The first walk begins at the given start and each retry at a random square (up to 100,000 walks); the tour is then rotated to begin at the given start.",
    source:
      'I. Parberry, Tourneys and the Fast Generation and Obfuscation of Closed Knight’s Tours, arXiv:2001.06044',
  }),
  backtrack: {
    kind: 'search',
    dimensions: 2,
    attempts: 1,
    limits: true,
    closed: true,
    seed: false,
    deterministic: true,
    summary: 'exact depth-first search in move order (exponential; limits below)',
    source: 'SPEC §6',
  },
  'warnsdorff-backtrack': {
    kind: 'search',
    dimensions: 2,
    attempts: 1,
    limits: true,
    closed: true,
    seed: false,
    deterministic: true,
    summary: 'exact search, children in AML order: AML plus backtracking',
    source: 'SPEC §6',
  },
  warnsdorff3d: {
    kind: 'heuristic',
    dimensions: 3,
    attempts: 1,
    limits: false,
    closed: false,
    seed: false,
    deterministic: true,
    summary: '3-D boxes: fewest onward moves, ties by move number',
    source: 'docs/three-d.md',
  },
  octaml3d: {
    kind: 'heuristic',
    dimensions: 3,
    attempts: 1,
    limits: false,
    closed: false,
    seed: false,
    deterministic: true,
    summary: '3-D boxes: corner/face distance and a symmetric priority order, one attempt',
    source: 'docs/three-d.md',
  },
  'octaml16-3d': {
    kind: 'heuristic',
    dimensions: 3,
    attempts: 16,
    limits: false,
    closed: false,
    seed: false,
    deterministic: true,
    summary: '3-D boxes: OctAML3D with 16 priority variants, first complete walk (3-D default)',
    source: 'docs/three-d.md',
  },
};

/** A family member's entry: `order-DDDDDDDD` or `pohl-DDDDDDDD` with a valid order. */
export function familyEntry(name: string): Entry | undefined {
  const m = /^(order|pohl)-([1-8]{8})$/.exec(name);
  if (!m || !isMoveOrder(m[2]!)) return undefined;
  const order = m[2]!;
  if (m[1] === 'order') {
    return heuristic({
      rule: orderRule(order),
      seed: false,
      deterministic: true,
      summary: `fewest onward moves, ties to the first in the order ${order}`,
      description: `Squirrel & Cull's fixed-order rule (1996): Warnsdorff's rule, ties to the candidate whose move comes first in the order ${order} (move numbers, highest priority first).`,
      source: `${SQUIRREL_CULL}, §2`,
    });
  }
  return heuristic({
    rule: pohlRule(order, 'none'),
    seed: false,
    deterministic: true,
    summary: `Pohl’s rule, its last ties to the first in the order ${order}`,
    description: `Pohl's second-level rule (1967): Warnsdorff's rule, then the candidate whose unvisited neighbours have the smallest total of onward moves, then the first in the order ${order}.`,
    source: POHL,
  });
}
