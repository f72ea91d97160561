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

/**
 * A move order as the literature writes it: the 8 move numbers (1..8, SPEC §2) as 8 digits,
 * highest priority first (`34567812`). The AML family's circular orders are orders too.
 */
export type MoveOrder = string;

/** The order `12345678`: plain Warnsdorff's ties by move number. */
export const MOVE_NUMBER_ORDER: MoveOrder = '12345678';

/** True when `text` is a permutation of the digits 1..8. */
export function isMoveOrder(text: string): boolean {
  return /^[1-8]{8}$/.test(text) && new Set(text).size === 8;
}

/** The digits of a circular priority order: `{ first: 3, direction: 1 }` → `34567812`. */
export function orderDigits(order: PriorityOrder): MoveOrder {
  let digits = '';
  for (let p = 0; p < 8; p++) digits += String(mod8(order.first + order.direction * p));
  return digits;
}

/** `positions[k]` = 0-based position of move k + 1 in `order` (0 = highest priority). */
export function orderPositions(order: MoveOrder): number[] {
  const positions = new Array<number>(8).fill(0);
  for (let p = 0; p < 8; p++) positions[order.charCodeAt(p) - 49] = p;
  return positions;
}
