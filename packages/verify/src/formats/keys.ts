import type { AxisOrder } from '../options.js';

/**
 * The one table of the names a file gives its coordinates, in JSON objects (`{"row": 2,
 * "col": 3}`), objects printed by programs (`{ x: 1, y: 2 }`), CSV headers and headers of
 * coordinate lists; any case. A name says which axis its value is on, so the order the keys
 * are written in never matters for objects; in a header, the column order is the axis order.
 *
 * - `x`/`y`/`z`: SPEC §1's axes; `col`/`column`/`c` and `row`/`r`: the same axes written
 *   row first (order `rc`); `layer`/`level`: the third axis.
 * - `file`/`rank`: chess: the rank counts from the bottom of the board, so it runs against `y`.
 */
export type Axis = 'x' | 'y' | 'z';

export interface AxisKey {
  readonly axis: Axis;
  /** The family the name belongs to: it gives the order a pair of such names is read in. */
  readonly family: 'xy' | 'rc' | 'chess';
}

const KEYS: Readonly<Record<string, AxisKey>> = {
  x: { axis: 'x', family: 'xy' },
  y: { axis: 'y', family: 'xy' },
  z: { axis: 'z', family: 'xy' },
  col: { axis: 'x', family: 'rc' },
  column: { axis: 'x', family: 'rc' },
  c: { axis: 'x', family: 'rc' },
  row: { axis: 'y', family: 'rc' },
  r: { axis: 'y', family: 'rc' },
  layer: { axis: 'z', family: 'xy' },
  level: { axis: 'z', family: 'xy' },
  file: { axis: 'x', family: 'chess' },
  rank: { axis: 'y', family: 'chess' },
};

/** Every name of the table, for patterns (longest first, so `column` is not read as `c`). */
export const AXIS_KEY_NAMES = Object.keys(KEYS).sort((a, b) => b.length - a.length);

/** The axis a key names (any case), or undefined. */
export function axisKey(name: string): AxisKey | undefined {
  return Object.hasOwn(KEYS, name.toLowerCase()) ? KEYS[name.toLowerCase()] : undefined;
}

/**
 * The order of a header's columns named `first`, `second`: `xy` when x comes first, `rc`
 * when y (the row) does; undefined unless they name x and y once each.
 */
export function headerOrder(first: string, second: string): AxisOrder | undefined {
  const a = axisKey(first)?.axis;
  const b = axisKey(second)?.axis;
  if (a === 'x' && b === 'y') return 'xy';
  if (a === 'y' && b === 'x') return 'rc';
  return undefined;
}

/**
 * Values of one keyed object (keys and values in the order written) as the pair or triple its
 * key family reads in: `{x, y}` → (x, y) whatever the key order, `{row, col}` → (row, col)
 * with order `rc`, `{file, rank}` → (file, rank) with the rank counted from the bottom.
 * Undefined when the keys are not one x and one y (and at most one z) of one family.
 */
export function keyedValues(
  keys: readonly string[],
  values: readonly number[],
):
  | { values: number[]; order: AxisOrder; fromBottom: boolean; family: AxisKey['family'] }
  | undefined {
  if (keys.length !== values.length || keys.length < 2 || keys.length > 3) return undefined;
  let family: AxisKey['family'] | undefined;
  const byAxis: Partial<Record<Axis, number>> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = axisKey(keys[i]!);
    if (!key || byAxis[key.axis] !== undefined) return undefined;
    if (key.axis !== 'z') {
      if (family !== undefined && family !== key.family) return undefined;
      family = key.family;
    }
    byAxis[key.axis] = values[i]!;
  }
  const { x, y, z } = byAxis;
  if (x === undefined || y === undefined || family === undefined) return undefined;
  const rc = family === 'rc';
  return {
    values: [rc ? y : x, rc ? x : y, ...(z !== undefined ? [z] : [])],
    order: rc ? 'rc' : 'xy',
    fromBottom: family === 'chess',
    family,
  };
}
