import type { AxisOrder } from '../options.js';
import { AXIS_KEY_NAMES, axisKey, headerOrder, keyedValues } from './keys.js';
import { SEPARATOR_ALTERNATIVES } from './tokens.js';

/**
 * Coordinate lists: one square a line or several on one line, as `x y`, `x,y`, `x/y`,
 * `(x, y)`, `[x, y]`, `(x, y, z)`, `{x: 1, y: 2}` (keys quoted or not, named as in keys.ts),
 * optionally numbered (`1: (0, 0)`), separated by spaces, commas, `;`, dashes or arrows.
 * 0- or 1-based, (x, y) or (row, col): decided for the whole list (see decide.ts).
 */

/** One square of a line: its values as written (in the order its keys read), 1-based column, what keys say. */
export interface RawPair {
  readonly values: readonly number[];
  readonly column: number;
  /** From keys: `rc` for `{row, col}`, `xy` for `{x, y}`; undefined without keys. */
  readonly order?: AxisOrder;
  /** `{file, rank}`: the rank counts from the bottom. */
  readonly fromBottom?: boolean;
}

const KEY = `["']?(${AXIS_KEY_NAMES.join('|')})["']?\\s*[:=]\\s*`;
const NUMBER = '(-?\\d+)';
const SEP = '\\s*[,;\\s]\\s*';
const GROUP = new RegExp(
  `[(\\[{]\\s*(?:${KEY})?${NUMBER}${SEP}(?:${KEY})?${NUMBER}(?:${SEP}(?:${KEY})?${NUMBER})?\\s*[)\\]}]|${NUMBER}\\s*/\\s*${NUMBER}`,
  'gi',
);
/** What may stand between the squares of a line: separators (tokens.ts) and numbering. */
const FILLER = new RegExp(`^(?:\\s|${SEPARATOR_ALTERNATIVES}|#?\\d+[.:)])*$`);
const BARE = /^\s*(?:#?\d+\s*[.:)]\s*)?(-?\d+)\s*[,;/\s]\s*(-?\d+)\s*[,;]?\s*$/d;

/** The squares of a line, or undefined when the line is not a coordinate list. */
export function readPairsLine(line: string): RawPair[] | undefined {
  const bare = BARE.exec(line);
  if (bare) {
    const column = (bare.indices?.[1]?.[0] ?? 0) + 1;
    return [{ values: [Number(bare[1]), Number(bare[2])], column }];
  }
  if (!/[([{/]/.test(line)) return undefined;
  const out: RawPair[] = [];
  let rest = '';
  let last = 0;
  GROUP.lastIndex = 0;
  for (let m = GROUP.exec(line); m !== null; m = GROUP.exec(line)) {
    rest += line.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[7] !== undefined) {
      out.push({ values: [Number(m[7]), Number(m[8])], column: m.index + 1 });
      continue;
    }
    const keys = [m[1], m[3], m[5]].filter((k) => k !== undefined);
    const values = [m[2], m[4], m[6]].filter((v) => v !== undefined).map(Number);
    if (keys.length === 0) {
      out.push({ values, column: m.index + 1 });
      continue;
    }
    const keyed = keyedValues(keys, values);
    if (!keyed) return undefined;
    out.push({
      values: keyed.values,
      column: m.index + 1,
      order: keyed.order,
      ...(keyed.fromBottom ? { fromBottom: true } : {}),
    });
  }
  rest += line.slice(last);
  if (out.length === 0 || !FILLER.test(rest)) return undefined;
  return out;
}

const HEADER = new RegExp(
  `^\\s*["']?(${AXIS_KEY_NAMES.join('|')})["']?\\s*[,;\\s]\\s*["']?(${AXIS_KEY_NAMES.join('|')})["']?\\s*$`,
  'i',
);

/** A header naming the columns of a coordinate list (`x,y`, `row col`, `file rank` …): the order it gives. */
export function readPairsHeader(
  line: string,
): { order: AxisOrder; fromBottom: boolean } | undefined {
  const m = HEADER.exec(line);
  const order = m ? headerOrder(m[1]!, m[2]!) : undefined;
  return order && { order, fromBottom: axisKey(m![1]!)?.family === 'chess' };
}

/** A line of integers only, read as consecutive pairs (`--input-format pairs` on `0 0 1 2 2 4`). */
export function readFlatPairs(line: string): RawPair[] | undefined {
  if (!/^[\s\d,;-]*$/.test(line)) return undefined;
  const values: [number, number][] = [];
  const re = /-?\d+/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line))
    values.push([Number(m[0]), m.index + 1]);
  if (values.length === 0 || values.length % 2 !== 0) return undefined;
  const out: RawPair[] = [];
  for (let i = 0; i < values.length; i += 2) {
    out.push({ values: [values[i]![0], values[i + 1]![0]], column: values[i]![1] });
  }
  return out;
}
