/**
 * Chess notation: files `a`–`z` left to right, ranks `1..height` bottom to top (`a1` is the
 * bottom-left corner, chess convention, so row `y` of SPEC §1 is rank `height - y`).
 *
 * Boards wider than 26 files continue the way spreadsheets name columns: `z` is followed by
 * `aa, ab, … az, ba, … zz, aaa …` (bijective base 26), so every side up to 16,384 has a name.
 * Read case-insensitively; an optional knight letter (`Na1`, `N` upper case) and move numbers
 * (`1. a1`, `1: a1`, `Move nr.1: Knight A1`) are allowed; squares are separated by spaces,
 * commas, semicolons, `-`, `->`, `=>` or `→`.
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

const SQUARE = /^N?([a-zA-Z]{1,3})(\d{1,6})$/;
const NOISE = /^(?:move|moves|nr|no|knight|step|to|from|#)\.?:?$/i;
const NUMBERING = /^#?\d+[.:)]+$/;
const SEPARATOR = /^(?:-+>?|=>|→|–|—|,|;|\|)$/;

/**
 * The squares of a line in algebraic notation, or undefined when the line is something else
 * (every token must be a square, a move number, a separator or one of a few words such as
 * `Move`, `nr.` and `Knight`).
 */
export function readAlgebraicLine(line: string): AlgebraicSquare[] | undefined {
  const out: AlgebraicSquare[] = [];
  const token = /[^\s,;]+/g;
  for (let m = token.exec(line); m !== null; m = token.exec(line)) {
    let text = m[0];
    let start = m.index;
    // Arrows and numbering glued to a square: `a1->b3`, `1.a1`, `nr.1:`.
    const parts = text.split(/(->|=>|→)/);
    if (parts.length > 1) {
      let offset = 0;
      for (const part of parts) {
        if (part !== '' && !SEPARATOR.test(part)) {
          const sq = square(part, start + offset);
          if (!sq) return undefined;
          out.push(sq);
        }
        offset += part.length;
      }
      continue;
    }
    const glued = /^(#?\d+[.:)]+|nr\.\d+:?)([A-Za-z].*)$/i.exec(text);
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
    const sq = square(text, start);
    if (!sq) return undefined;
    out.push(sq);
  }
  return out.length > 0 ? out : undefined;
}

function square(text: string, start: number): AlgebraicSquare | undefined {
  // A knight letter is upper case N before a lower-case file: `Na1`, not `NA1` (file `na`).
  const body = text.length > 2 && text[0] === 'N' && /[a-z]/.test(text[1]!) ? text.slice(1) : text;
  const m = SQUARE.exec(body);
  if (!m) return undefined;
  const letters = m[1]!;
  // Mixed case inside one file name (`aB3`) is prose, not a square.
  if (letters !== letters.toLowerCase() && letters !== letters.toUpperCase()) return undefined;
  return {
    file: fileIndex(letters),
    rank: Number(m[2]),
    column: start + (text.length - body.length) + 1,
  };
}
