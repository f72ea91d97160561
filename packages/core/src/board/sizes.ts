import { KnightsTourError } from '../text/errors.js';
import { quote } from '../text/quote.js';
import { type Board, boardName, createBoard, MAX_SIDE } from './board.js';

// The one board-size grammar of the project: `n` (an n×n board), `WxH`, `WxHxD` (a box);
// `x`, `X`, `×` or `*` between the sides, spaces around them allowed. Size lists (sweeps) add
// ranges `a-b` on every side and commas: `5-80`, `5,7,9-12`, `5-8x5-8`, `3-12x3-12x3-12`.

const SEP = String.raw`\s*[xX×*]\s*`;
const SIDE = String.raw`(\d+)`;
const SIZE = new RegExp(String.raw`^\s*${SIDE}(?:${SEP}${SIDE}(?:${SEP}${SIDE})?)?\s*$`);
const RANGE = String.raw`(\d+)(?:\s*-\s*(\d+))?`;
const SIZE_ITEM = new RegExp(`^${RANGE}(?:${SEP}${RANGE}(?:${SEP}${RANGE})?)?$`);

/** Examples quoted by the grammar's error messages. */
const EXAMPLES = 'e.g. 8, 8x10 or 6x6x6';

/**
 * Reads one board size: `8` (8×8), `8x10`, `6x6x6`. Throws {@link KnightsTourError} for text
 * that is not a size, and with {@link createBoard}'s reason for a side that is wrong.
 */
export function parseBoardSize(text: string): Board {
  if (typeof text !== 'string' || text.trim() === '') {
    throw new KnightsTourError(`missing board size: give n, WxH or WxHxD (${EXAMPLES})`);
  }
  const m = SIZE.exec(text);
  if (!m) {
    throw new KnightsTourError(`board size ${quote(text)} is not n, WxH or WxHxD (${EXAMPLES})`);
  }
  const width = Number(m[1]);
  const height = m[2] === undefined ? width : Number(m[2]);
  const depth = m[3] === undefined ? 1 : Number(m[3]);
  return createBoard(width, height, depth);
}

/**
 * Most boards one size list may name (`1-16384x1-16384` would be 2.7e8): a quarter of a
 * million. Listing, checking and planning them is under half a second, so even the largest
 * list is refused or planned at once (a million took 1.5 s, most of it making and collecting
 * the board objects); a longer list is refused before a board is made.
 */
export const MAX_LISTED_BOARDS = 250_000;

/**
 * Reads a size list: `5-80`, `5,7,9-12`, `8x10`, `5-8x5-8` (every width × height pair, height
 * fastest), `6x6x6`, `3-12x3-12x3-12` (depth fastest). Every board is checked by
 * {@link createBoard}; sides must also be at most `maxSide`. Boards named twice (`8` and
 * `8x8`) are listed once, in the order first named.
 */
export function parseBoardSizes(text: string, maxSide = MAX_SIDE): Board[] {
  const out: Board[] = [];
  const seen = new Set<number>();
  const items = String(text)
    .split(',')
    .map((s) => s.trim());
  if (items.some((s) => s === '')) {
    throw new KnightsTourError(
      `malformed sizes ${quote(String(text))}: expected e.g. 5-80 or 5,7,9-12 or 8x10`,
    );
  }
  for (const item of items) {
    const m = SIZE_ITEM.exec(item);
    if (!m) {
      throw new KnightsTourError(
        `malformed sizes ${quote(text)}: ${quote(item)} is not n, a-b, WxH or WxHxD`,
      );
    }
    const range = (lo: string, hi: string | undefined): [number, number] => {
      const a = Number(lo);
      const b = hi === undefined ? a : Number(hi);
      if (a < 1 || b > maxSide || a > b) {
        throw new KnightsTourError(
          `malformed sizes ${quote(text)}: ${quote(item)} must be increasing sizes from 1 to ${maxSide}`,
        );
      }
      return [a, b];
    };
    const [w0, w1] = range(m[1]!, m[2]);
    const [h0, h1] = m[3] === undefined ? [Number.NaN, Number.NaN] : range(m[3], m[4]);
    const [d0, d1] = m[5] === undefined ? [1, 1] : range(m[5], m[6]);
    const squares = m[3] === undefined;
    const boards = (w1 - w0 + 1) * (squares ? 1 : h1 - h0 + 1) * (d1 - d0 + 1);
    if (out.length + boards > MAX_LISTED_BOARDS) {
      throw new KnightsTourError(
        `sizes ${quote(text)} name more than ${MAX_LISTED_BOARDS.toLocaleString('en-US')} boards: split the sweep`,
      );
    }
    // Every board of the item passes createBoard's limits when its largest one does (they
    // grow with each side): then each board is made without checking it again, 250,000 of
    // them in a fraction of a second. Otherwise each is checked, and the first out is named.
    let checked = true;
    try {
      createBoard(w1, squares ? w1 : h1, d1);
    } catch {
      checked = false;
    }
    // A board named twice (`8` and `8x8`) is listed once; one item never names one twice.
    const once = items.length > 1;
    for (let w = w0; w <= w1; w++) {
      for (let h = squares ? w : h0; h <= (squares ? w : h1); h++) {
        for (let d = d0; d <= d1; d++) {
          const board = checked ? { width: w, height: h, depth: d } : createBoard(w, h, d);
          if (once) {
            const key = (w * (MAX_SIDE + 1) + h) * (MAX_SIDE + 1) + d;
            if (seen.has(key)) continue;
            seen.add(key);
          }
          out.push(board);
        }
      }
    }
  }
  return out;
}

/**
 * Canonical text of a size list, which {@link parseBoardSizes} reads back to the same list:
 * runs of square boards as `5-80`, other 2-D boards one by one (`8x10`); a list with any box
 * as blocks `3-8x3-8x3-8` (each the longest run of depths, then of heights repeating it, then
 * of widths repeating those: the order the parser lists a block in).
 */
export function formatBoardSizes(boards: readonly Board[]): string {
  if (boards.some((b) => b.depth > 1)) return formatBlocks(boards);
  const parts: string[] = [];
  let i = 0;
  while (i < boards.length) {
    const s = boards[i]!;
    if (s.width !== s.height) {
      parts.push(boardName(s));
      i++;
      continue;
    }
    let j = i;
    while (
      j + 1 < boards.length &&
      boards[j + 1]!.width === boards[j + 1]!.height &&
      boards[j + 1]!.width === boards[j]!.width + 1
    ) {
      j++;
    }
    parts.push(j > i ? `${s.width}-${boards[j]!.width}` : String(s.width));
    i = j + 1;
  }
  return parts.join(',');
}

function formatBlocks(boards: readonly Board[]): string {
  const parts: string[] = [];
  const same = (i: number, w: number, h: number, d: number) => {
    const s = boards[i];
    return s !== undefined && s.width === w && s.height === h && s.depth === d;
  };
  const span = (a: number, n: number) => (n === 1 ? String(a) : `${a}-${a + n - 1}`);
  let i = 0;
  while (i < boards.length) {
    const { width: w, height: h, depth: d } = boards[i]!;
    let dn = 1;
    while (same(i + dn, w, h, d + dn)) dn++;
    const layer = (j: number, ww: number, hh: number) => {
      for (let k = 0; k < dn; k++) if (!same(j + k, ww, hh, d + k)) return false;
      return true;
    };
    let hn = 1;
    while (layer(i + hn * dn, w, h + hn)) hn++;
    let wn = 1;
    const slab = (j: number, ww: number) => {
      for (let m = 0; m < hn; m++) if (!layer(j + m * dn, ww, h + m)) return false;
      return true;
    };
    while (slab(i + wn * hn * dn, w + wn)) wn++;
    parts.push(`${span(w, wn)}x${span(h, hn)}x${span(d, dn)}`);
    i += wn * hn * dn;
  }
  return parts.join(',');
}
