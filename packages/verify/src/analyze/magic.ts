import type { TourWalk } from './walk.js';

/** Whether the tour's step numbers (1 to N) make a magic square. 2-D boards only. */
export interface TourMagic {
  /** `magic`: rows, columns and both diagonals sum alike; `semi-magic`: rows and columns do. */
  readonly kind: 'magic' | 'semi-magic' | 'none';
  /** The sum of every row, when they are all equal. */
  readonly rows: number | undefined;
  /** The sum of every column, when they are all equal. */
  readonly columns: number | undefined;
  /** The magic constant, n(n² + 1)/2 on an n × n board, when the tour is (semi-)magic. */
  readonly constant: number | undefined;
}

/** The row, column and diagonal sums of the numbered board. */
export function tourMagic(walk: TourWalk): TourMagic | undefined {
  const { board, step } = walk;
  if (board.depth > 1) return undefined;
  const { width, height } = board;
  const number = (x: number, y: number) => step[y * width + x]! + 1;
  const common = (count: number, sum: (i: number) => number) => {
    const first = sum(0);
    for (let i = 1; i < count; i++) if (sum(i) !== first) return undefined;
    return first;
  };
  const rows = common(height, (y) => {
    let s = 0;
    for (let x = 0; x < width; x++) s += number(x, y);
    return s;
  });
  const columns = common(width, (x) => {
    let s = 0;
    for (let y = 0; y < height; y++) s += number(x, y);
    return s;
  });
  const semi = rows !== undefined && columns !== undefined;
  let diagonals = false;
  if (semi && width === height) {
    let d1 = 0;
    let d2 = 0;
    for (let i = 0; i < width; i++) {
      d1 += number(i, i);
      d2 += number(width - 1 - i, i);
    }
    diagonals = d1 === rows && d2 === rows;
  }
  const kind = !semi ? 'none' : diagonals ? 'magic' : 'semi-magic';
  return { kind, rows, columns, constant: semi && width === height ? rows : undefined };
}
