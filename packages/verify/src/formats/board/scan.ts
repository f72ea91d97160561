import { fileIndex, fileName } from '../algebraic.js';

/**
 * The lines of a board of step numbers: rows of integers, 1- or 0-based, any column widths
 * (numbers may touch their separators: `|100|101|`), cells separated by spaces, `|`, `,`,
 * `:`, `-` or `+`, `.` `*` or a negative number (`-1`) for a square never visited, at most
 * one word at each end (a rank label); border lines (`+---+`, `-----`); rows of file letters.
 */

/** A scanned line of numbers: each cell's value (−1 for an empty cell) and 1-based column. */
export interface NumbersLine {
  readonly values: number[];
  readonly columns: number[];
  /** The next non-space character after the cell is `|` or `:` (a label set off by it). */
  readonly sepAfter: boolean[];
  /** Likewise before the cell. */
  readonly sepBefore: boolean[];
  /** A word (letters) before the first or after the last cell: a rank label. */
  readonly leftWord?: string;
  readonly rightWord?: string;
  /** Whether the line used brackets, `|` or `+` (a drawn board). */
  readonly drawn: boolean;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSpace = (c: number) => c === 32 || c === 9 || c === 13;
// | + - : , ; [ ] ( ) and spaces separate cells.
const isSeparator = (c: number) =>
  c === 124 ||
  c === 43 ||
  c === 45 ||
  c === 58 ||
  c === 44 ||
  c === 59 ||
  c === 91 ||
  c === 93 ||
  c === 40 ||
  c === 41;

/** A line that only draws a border: `+---+---+`, ` ------ `, `|===|`. */
export function isBorderLine(line: string): boolean {
  return /^[\s+\-=|_:~]+$/.test(line) && /[-=_~]{2,}|\+/.test(line);
}

/** A row of file labels: single letters (`a b c d`, `A  B  C`), at least two. */
export function readFileLetters(line: string): string[] | undefined {
  if (!/^[\s|:]*[a-zA-Z]{1,3}(?:[\s|:]+[a-zA-Z]{1,3})+[\s|:]*$/.test(line)) return undefined;
  const letters = line.match(/[a-zA-Z]+/g) ?? [];
  // Consecutive files: a b c … (or aa ab … for wide boards), either case.
  for (let i = 1; i < letters.length; i++) {
    const prev = letters[i - 1]!.toLowerCase();
    const next = letters[i]!.toLowerCase();
    if (fileName(fileIndex(prev) + 1) !== next) return undefined;
  }
  return letters.map((l) => l.toLowerCase());
}

/**
 * Scans a line of a board: integers, empty cells and separators, with at most one word at
 * each end. Undefined when the line holds anything else (prose, a decimal such as `0.03`).
 */
export function scanNumbersLine(line: string): NumbersLine | undefined {
  const values: number[] = [];
  const columns: number[] = [];
  const sepAfter: boolean[] = [];
  const sepBefore: boolean[] = [];
  let leftWord: string | undefined;
  let rightWord: string | undefined;
  let drawn = false;
  let lastSep = false; // a | or : since the last cell
  const n = line.length;
  let i = 0;
  const closeCell = () => {
    // Looks ahead for a | or : right after the cell just read.
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
    if (rightWord !== undefined) return undefined; // nothing may follow the closing word
    if (
      isDigit(c) ||
      (c === 45 &&
        i + 1 < n &&
        isDigit(line.charCodeAt(i + 1)) &&
        (i === 0 || !isDigit(line.charCodeAt(i - 1))))
    ) {
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
      // A decimal point or letters glued to a number: not a board (a timing, a word).
      if (i < n && (line.charCodeAt(i) === 46 || isLetter(line.charCodeAt(i)))) return undefined;
      values.push(negative ? -1 : v);
      columns.push(start + 1);
      sepBefore.push(lastSep);
      lastSep = false;
      closeCell();
      continue;
    }
    if (c === 46 || c === 42) {
      // `.` or `*` alone: a square never visited.
      const next = i + 1 < n ? line.charCodeAt(i + 1) : 32;
      if (isDigit(next) || next === 46 || isLetter(next)) return undefined;
      values.push(-1);
      columns.push(i + 1);
      sepBefore.push(lastSep);
      lastSep = false;
      i++;
      closeCell();
      continue;
    }
    if (isSeparator(c)) {
      if (c === 124 || c === 43 || c === 91 || c === 40) drawn = true;
      if (c === 124 || c === 58) lastSep = true;
      i++;
      continue;
    }
    if (isLetter(c)) {
      const start = i;
      while (i < n && isLetter(line.charCodeAt(i))) i++;
      const word = line.slice(start, i);
      if (word.length > 3) return undefined;
      if (values.length === 0 && leftWord === undefined) leftWord = word;
      else rightWord = word;
      continue;
    }
    return undefined;
  }
  if (values.length === 0) return undefined;
  return {
    values,
    columns,
    sepAfter,
    sepBefore,
    ...(leftWord !== undefined ? { leftWord } : {}),
    ...(rightWord !== undefined ? { rightWord } : {}),
    drawn,
  };
}
