import type { Board } from '../board/board.js';
import { octantOf, quadrantOf } from '../board/regions.js';

/**
 * A priority order for criterion (d): relative octant `first` (1..8) gets priority 1,
 * the next ones follow clockwise (`direction` +1) or counter-clockwise (-1).
 */
export interface PriorityOrder {
  readonly first: number;
  readonly direction: 1 | -1;
}

/** An OctAML variant (SPEC §5): `r` ∈ {+1, -1}, `t` ∈ 0..7. */
export interface Variant {
  readonly r: 1 | -1;
  readonly t: number;
}

/** The 16 OctAML16 variants in the order they are attempted: r = +1 then -1, t = 0..7 within each. */
export const OCTAML16_VARIANTS: readonly Variant[] = ([1, -1] as const).flatMap((r) =>
  [0, 1, 2, 3, 4, 5, 6, 7].map((t) => ({ r, t })),
);

const mod8 = (v: number): number => ((((v - 1) % 8) + 8) % 8) + 1;

/** AML: priority 1 to relative octant 2q − 1 (q = absolute quadrant of the start), then clockwise. */
export function amlOrder(board: Board, x: number, y: number): PriorityOrder {
  return { first: 2 * quadrantOf(board, x, y) - 1, direction: 1 };
}

/**
 * OctAML variant (r, t): with o the absolute octant of the start and s = +1 for odd o,
 * −1 for even, d = r·s; priority 1 to relative octant o + d·t, then in direction d.
 * The parity rule s is what makes the walk commute with reflections.
 */
export function octamlOrder(board: Board, x: number, y: number, variant: Variant): PriorityOrder {
  const o = octantOf(board, x, y);
  const d = (variant.r * (o % 2 === 1 ? 1 : -1)) as 1 | -1;
  return { first: mod8(o + d * variant.t), direction: d };
}

/** `priorities[k]` = priority (1..8) of 0-based move k under the order. */
export function movePriorities(order: PriorityOrder): number[] {
  const priorities = new Array<number>(8).fill(0);
  for (let p = 0; p < 8; p++) {
    priorities[mod8(order.first + order.direction * p) - 1] = p + 1;
  }
  return priorities;
}

/** Dense id 0..15 of an order, used to cache its rank table. */
export function orderId(order: PriorityOrder): number {
  return order.first - 1 + (order.direction === 1 ? 0 : 8);
}
