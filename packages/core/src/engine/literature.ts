import type { Board } from '../board/board.js';
import type { MoveOrder } from './orders.js';

// The published rules' data (HEURISTICS-LITERATURE.md), already in this project's conventions:
// orders are SPEC §2 move numbers, highest priority first; squares are (x, y) from the top left.

/** Squirrel & Cull's nineteen orders (1996, §2), in the order they are tried. */
export const NINETEEN_ORDERS: readonly MoveOrder[] = [
  '34567812',
  '43567812',
  '53467812',
  '35467812',
  '45367812',
  '54367812',
  '64357812',
  '46357812',
  '36457812',
  '63457812',
  '43657812',
  '34657812',
  '35647812',
  '53647812',
  '63547812',
  '36547812',
  '56347812',
  '65347812',
  '65437812',
];

/** Roth's last tie-break (after the distance): the order 78123456. */
export const ROTH_ORDER: MoveOrder = '78123456';

/**
 * The switching algorithm's orders for an `m × m` board: `orders[t]` is in force until the
 * knight stands on `switches[t]` (a square that is never reached leaves it in force), and the
 * tie at that square already uses `orders[t + 1]`. One row more orders than switch squares.
 */
export interface SwitchingSchedule {
  readonly orders: readonly MoveOrder[];
  readonly switches: readonly (readonly [number, number])[];
}

type Row = readonly [MoveOrder, number, number] | readonly [MoveOrder];

/** Squirrel & Cull §3 (as corrected by Ganzfried 2004), one list of rows per `m mod 8`. */
const SWITCHING: readonly ((m: number) => readonly Row[])[] = [
  (m) => [
    ['56483712', m - 3, m - 2],
    ['21864357', 1, 1],
    ['73281564', 0, m - 9],
    ['73564812', m - 4, 6],
    ['43657812'],
  ],
  (m) => [
    ['56483712', m - 3, m - 2],
    ['21864357', 1, 1],
    ['73546812', (m + 7) / 2, m - 7],
    ['54623187'],
  ],
  (m) => [
    ['56483712', 0, 5],
    ['21864357', 0, 2],
    ['76354812', 3, m - 16],
    ['74653812', m - 3, 9],
    ['27861345', (m - 8) / 2, 4],
    ['37168245'],
  ],
  (m) => [
    ['56847132', m - 3, m - 2],
    ['64823571', m - 1, m - 7],
    ['28734561', 4, 1],
    ['73281564', 2, m - 11],
    ['83247651', m - 3, (m - 1) / 2],
    ['13864752'],
  ],
  (m) => [
    ['56483712', m - 3, m - 2],
    ['21864357', 1, 1],
    ['73281564', 0, m - 9],
    ['73564812', m - 6, 9],
    ['28175643', m / 2, 12],
    ['12785643'],
  ],
  (m) => [
    ['56483712', m - 3, m - 2],
    ['21864357', 1, 1],
    ['73546812', m % 16 === 5 ? (m - 7) / 2 : (m - 15) / 2, m - 3],
    ['37456812'],
  ],
  (m) => [
    ['56483712', 0, 5],
    ['21864357', 0, 2],
    ['76354812', 0, m - 11],
    ['74653812', m - 3, 9],
    ['27861345', (m + 6) / 2, 2],
    ['34675812'],
  ],
  (m) => [
    ['56847132', m - 3, m - 2],
    ['64823571', m - 1, m - 7],
    ['28734561', 4, 1],
    ['73281564', 2, m - 7],
    ['83247651', m - 3, (m - 1) / 2],
    ['83571426'],
  ],
];

/** The switching algorithm's schedule for the `m × m` board. */
export function switchingSchedule(m: number): SwitchingSchedule {
  const rows = SWITCHING[m % 8]!(m);
  return {
    orders: rows.map((row) => row[0]),
    switches: rows.slice(0, -1).map((row) => [row[1]!, row[2]!] as const),
  };
}

/** How Roth's destination `c = n/2` is rounded: up (his published figures) or half to even (his code). */
export type RothRounding = 'half-up' | 'half-even';

/** `n / 2` rounded as `rounding` says. */
function half(n: number, rounding: RothRounding): number {
  if (n % 2 === 0 || rounding === 'half-up') return Math.ceil(n / 2);
  const down = (n - 1) / 2;
  return down % 2 === 0 ? down : down + 1;
}

/**
 * Roth's destination in doubled 0-based coordinates, `E = 2c − 3` per axis: his key is the
 * squared distance `(2x − Ex)² + (2y − Ey)²`, largest first.
 */
export function rothDestination(board: Board, rounding: RothRounding): [number, number] {
  return [2 * half(board.width, rounding) - 3, 2 * half(board.height, rounding) - 3];
}
