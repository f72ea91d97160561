import type { AxisOrder } from './reading.js';

/**
 * Coordinate lists: one square a line or several on one line, as `x y`, `x,y`, `x/y`,
 * `(x, y)`, `[x, y]`, `{x: 1, y: 2}` (keys quoted or not; `row`/`col` keys give the order),
 * optionally numbered (`1: (0, 0)`), separated by spaces, commas, `;` or arrows.
 * 0- or 1-based, (x, y) or (row, col): decided for the whole list (see the text reader).
 */

/** One pair of a line: the two values as written, their 1-based column, and the order its keys imply. */
export interface RawPair {
  readonly a: number;
  readonly b: number;
  readonly column: number;
  /** `rc` when keys say row first (`{row: 1, col: 2}`), `xy` for `{x, y}`, undefined without keys. */
  readonly order?: AxisOrder;
}

const KEY = `["']?(x|y|row|col|column|r|c)["']?\\s*[:=]\\s*`;
const GROUP = new RegExp(
  `[(\\[{]\\s*(?:${KEY})?(-?\\d+)\\s*[,;\\s]\\s*(?:${KEY})?(-?\\d+)\\s*[)\\]}]|(-?\\d+)\\s*/\\s*(-?\\d+)`,
  'gi',
);
const FILLER = /^(?:\s|,|;|->|=>|→|-|#?\d+[.:)])*$/;
const BARE = /^\s*(?:#?\d+\s*[.:)]\s*)?(-?\d+)\s*[,;/\s]\s*(-?\d+)\s*[,;]?\s*$/d;

function keyOrder(first: string | undefined, second: string | undefined): AxisOrder | undefined {
  if (first === undefined || second === undefined) return undefined;
  const f = first.toLowerCase();
  const s = second.toLowerCase();
  if (f === 'x' && s === 'y') return 'xy';
  if (f === 'y' && s === 'x') return 'rc'; // {y, x}: the row is written first
  const rowFirst = f === 'row' || f === 'r';
  const colFirst = f === 'col' || f === 'column' || f === 'c';
  const rowSecond = s === 'row' || s === 'r';
  const colSecond = s === 'col' || s === 'column' || s === 'c';
  if (rowFirst && colSecond) return 'rc';
  if (colFirst && rowSecond) return 'xy';
  return undefined;
}

/** The pairs of a line, or undefined when the line is not a coordinate list. */
export function readPairsLine(line: string): RawPair[] | undefined {
  const bare = BARE.exec(line);
  if (bare) {
    const column = (bare.indices?.[1]?.[0] ?? 0) + 1;
    return [{ a: Number(bare[1]), b: Number(bare[2]), column }];
  }
  if (!/[([{/]/.test(line)) return undefined;
  const out: RawPair[] = [];
  let rest = '';
  let last = 0;
  GROUP.lastIndex = 0;
  for (let m = GROUP.exec(line); m !== null; m = GROUP.exec(line)) {
    rest += line.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[6] !== undefined) {
      out.push({ a: Number(m[6]), b: Number(m[7]), column: m.index + 1 });
      continue;
    }
    const order = keyOrder(m[1], m[3]);
    if ((m[1] === undefined) !== (m[3] === undefined)) return undefined;
    if (m[1] !== undefined && order === undefined) return undefined;
    out.push({
      a: Number(m[2]),
      b: Number(m[4]),
      column: m.index + 1,
      ...(order ? { order } : {}),
    });
  }
  rest += line.slice(last);
  if (out.length === 0 || !FILLER.test(rest)) return undefined;
  return out;
}

/** A header naming the columns of a coordinate list: `x,y`, `row col`, `r, c` … and the order it gives. */
export function readPairsHeader(line: string): AxisOrder | undefined {
  const m =
    /^\s*["']?(x|y|row|col|column|r|c)["']?\s*[,;\s]\s*["']?(x|y|row|col|column|r|c)["']?\s*$/i.exec(
      line,
    );
  return m ? keyOrder(m[1], m[2]) : undefined;
}

/** A line of integers only, read as consecutive pairs (`--input-format pairs` on `0 0 1 2 2 4`). */
export function readFlatPairs(line: string): RawPair[] | undefined {
  const out: RawPair[] = [];
  const re = /-?\d+/g;
  if (!/^[\s\d,;-]*$/.test(line)) return undefined;
  const values: [number, number][] = [];
  for (let m = re.exec(line); m !== null; m = re.exec(line))
    values.push([Number(m[0]), m.index + 1]);
  if (values.length === 0 || values.length % 2 !== 0) return undefined;
  for (let i = 0; i < values.length; i += 2) {
    out.push({ a: values[i]![0], b: values[i + 1]![0], column: values[i]![1] });
  }
  return out;
}
