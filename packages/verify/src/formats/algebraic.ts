import { NUMBERING, SEPARATOR } from './tokens.js';

/**
 * Chess notation: files `a`–`z` left to right, ranks `1..height` bottom to top (`a1` is the
 * bottom-left corner, chess convention, so row `y` of SPEC §1 is rank `height - y`).
 *
 * Boards wider than 26 files continue the way spreadsheets name columns: `z` is followed by
 * `aa, ab, … az, ba, … zz, aaa …` (bijective base 26), so every side up to 16,384 has a name.
 * Read case-insensitively (`A1`), with squares separated by spaces, commas, semicolons,
 * dashes or arrows; move numbers (`1.`, `1...`, `Move nr.1:`) and a few words (`Knight`,
 * `to`) are skipped. Moves name two squares: `Nb1-c3`, `Nb1c3`, `b1-c3`, `b1–c3`, `Nb1xc3+`;
 * in a list of moves each move starts where the one before ended, and that square is read once.
 */

/** 0-based file index of a letter run (`a` → 0, `z` → 25, `aa` → 26), case-insensitive. */
export function fileIndex(letters: string): number {
  let v = 0;
  for (let i = 0; i < letters.length; i++) v = v * 26 + ((letters.charCodeAt(i) | 32) - 96);
  return v - 1;
}

/** Letters of a 0-based file index: 0 → `a`, 26 → `aa`. */
export function fileName(x: number): string {
  let name = '';
  let v = x + 1;
  while (v > 0) {
    const r = (v - 1) % 26;
    name = String.fromCharCode(97 + r) + name;
    v = (v - 1 - r) / 26;
  }
  return name;
}

/** `e4` for the 0-based square (x, y) of a board `height` rows high. */
export function squareName(x: number, y: number, height: number): string {
  return x >= 0 ? `${fileName(x)}${height - y}` : `(${x},${height - y})`;
}

/** One square of a line: its file (0-based), rank (as written) and 1-based column. */
export interface AlgebraicSquare {
  readonly file: number;
  readonly rank: number;
  readonly column: number;
}

const NOISE = /^(?:move|moves|nr|no|knight|step|to|from|#)\.?:?$/i;
/** A square, after an optional knight letter (upper-case `N` before a lower-case file). */
const SQUARE = /(N(?=[a-z]))?([a-zA-Z]{1,3})(\d{1,6})/y;
/** What may join the squares of one token: a dash, an arrow, a capture `x`, or nothing (`Nb1c3`). */
const JOIN = /(?:->|=>|–>|—>|[-–—→⇒⟶:x])?/y;
/** Annotations after a move: check, mate, good or bad move. */
const SUFFIX = /[+#!?]*$/;

/**
 * The squares of one token (`a1`, `Nb1-c3`, `1.Nb1c3`, `a1->b3`), or undefined when the token
 * is not made of squares. Columns are 1-based, from `start` (the token's 0-based offset).
 */
function tokenSquares(token: string, start: number): AlgebraicSquare[] | undefined {
  const body = token.replace(SUFFIX, '');
  const out: AlgebraicSquare[] = [];
  let i = 0;
  while (i < body.length) {
    if (out.length > 0) {
      JOIN.lastIndex = i;
      JOIN.exec(body);
      i = JOIN.lastIndex;
    }
    SQUARE.lastIndex = i;
    const m = SQUARE.exec(body);
    if (!m) return undefined;
    const letters = m[2]!;
    // Mixed case inside one file name (`aB3`) is prose, not a square.
    if (letters !== letters.toLowerCase() && letters !== letters.toUpperCase()) return undefined;
    out.push({
      file: fileIndex(letters),
      rank: Number(m[3]),
      column: start + i + (m[1] ? 2 : 1),
    });
    i = SQUARE.lastIndex;
  }
  return out.length > 0 ? out : undefined;
}

/**
 * The squares of a line in algebraic notation, or undefined when the line is something else
 * (every token must be squares, a move number, a separator or one of a few words such as
 * `Move`, `nr.` and `Knight`). `last` is the square read before this line, so a list of moves
 * continued from the line before is read the same way.
 */
export function readAlgebraicLine(
  line: string,
  last?: AlgebraicSquare,
): AlgebraicSquare[] | undefined {
  const out: AlgebraicSquare[] = [];
  let previous = last;
  const token = /[^\s,;]+/g;
  for (let m = token.exec(line); m !== null; m = token.exec(line)) {
    let text = m[0];
    let start = m.index;
    // Numbering glued to a square: `1.a1`, `1.Nb1-c3`, `nr.1:`.
    const glued = /^(#?\d+(?:\.+|[:)])+|nr\.\d+:?)([A-Za-z].*)$/i.exec(text);
    if (glued) {
      start += glued[1]!.length;
      text = glued[2]!;
    }
    if (
      NUMBERING.test(text) ||
      NOISE.test(text) ||
      SEPARATOR.test(text) ||
      /^nr\.\d+:?$/i.test(text)
    ) {
      continue;
    }
    const squares = tokenSquares(text, start);
    if (!squares) return undefined;
    // A move starts where the move before ended: that square is read once.
    const first = squares[0]!;
    const from =
      squares.length > 1 && previous && previous.file === first.file && previous.rank === first.rank
        ? 1
        : 0;
    for (let i = from; i < squares.length; i++) out.push(squares[i]!);
    previous = squares[squares.length - 1];
  }
  return out.length > 0 ? out : undefined;
}
