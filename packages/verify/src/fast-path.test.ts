import { findTour, tourChunks } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastPaths } from './formats/fast-paths.js';
import { createTourVerifier } from './verify.js';

/**
 * The readers' fast paths (the JSON lexer's entries of plain integers, the streaming CSV's
 * rows) against the precise reader alone, on the same chunks: the same report, or the same
 * error, to the character; and the same fast paths on the file's bytes, cut anywhere (inside
 * a character too), with only what they leave decoded.
 */

/** The verifier's report, or its error, as comparable text; text pushed as text, bytes as bytes. */
function outcome(chunks: readonly (string | Uint8Array)[], fast = true): string {
  fastPaths.enabled = fast;
  try {
    const verifier = createTourVerifier({ maxPerKind: 1000 });
    for (const chunk of chunks) {
      if (typeof chunk === 'string') verifier.push(chunk);
      else verifier.pushBytes(chunk);
    }
    return JSON.stringify(verifier.finish());
  } catch (error) {
    const e = error as Error & { line?: number; column?: number };
    return `${e.name}: ${e.message} @${e.line}:${e.column}`;
  } finally {
    fastPaths.enabled = true;
  }
}

/**
 * `text` cut at `points`, read fast and read precisely, and its UTF-8 bytes cut at the same
 * points (as byte offsets) read fast: all three the same.
 */
function bothWays(text: string, points: readonly number[]): void {
  const chunks = cut(text, points);
  const precise = outcome(chunks, false);
  expect(outcome(chunks)).toBe(precise);
  expect(outcome(cut(new TextEncoder().encode(text), points))).toBe(precise);
}

/** A tour as `solve` writes it in `format` (its chunks are text and ASCII bytes). */
const written = (tour: ReturnType<typeof findTour>, format: 'json' | 'csv' | 'text') =>
  [...tourChunks(tour, format)]
    .map((piece) => (typeof piece === 'string' ? piece : new TextDecoder().decode(piece)))
    .join('');

/** Cuts every 64 KiB, as a file is read. */
const inChunks = (length: number) => Array.from({ length: length >> 16 }, (_, i) => (i + 1) << 16);

/** `text` (or bytes) cut at the given points (any order, repeats and points past the end ignored). */
function cut<T extends string | Uint8Array>(text: T, points: readonly number[]): T[] {
  const at = [...new Set(points.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: T[] = [];
  let from = 0;
  for (const p of at) {
    pieces.push(text.slice(from, p) as T);
    from = p;
  }
  pieces.push(text.slice(from) as T);
  return pieces;
}

// White space as people print it: none, spaces, tabs, line breaks of every kind.
const space = fc.constantFrom('', '', '', ' ', '  ', '\t', '\n', '\r\n', '\r', ' \n  ');
const square = fc.tuple(fc.integer({ min: -2, max: 9 }), fc.integer({ min: -2, max: 9 }));

/** An entry of a JSON path: mostly `[x, y]`, sometimes anything the fast path must leave alone. */
const jsonEntry = fc.oneof(
  { weight: 12, arbitrary: fc.tuple(square, space, space, space, space) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '[1, 2, 0]',
      '[3]',
      '[]',
      'null',
      '[null, 1]',
      '[1.5, 2]',
      '[1e0, 2]',
      '[01, 2]',
      '[-0, 2]',
      '[-, 2]',
      '[1234567890123456, 2]',
      '[123456789012345, 2]',
      '"e4"',
      '{"x": 1, "y": 2}',
      '[[1, 2]]',
      '[1 2]',
      '[1,, 2]',
      '[1, 2,]',
      '[1, 2',
      '[+1, 2]',
      '[1, 2]]',
      '7',
      // Characters of two, three and four bytes, where the precise reader counts columns.
      '"é"',
      '["日本", 2]',
      '[1, 2] \u00a0',
      '"😀", [1 2]',
    ),
  },
);

const jsonText = fc
  .record({
    width: fc.integer({ min: 1, max: 8 }),
    height: fc.integer({ min: 1, max: 8 }),
    entries: fc.array(jsonEntry, { maxLength: 40 }),
    gaps: fc.array(space, { minLength: 4, maxLength: 4 }),
    // Our document with its size first (streamed), its size last (held), or a bare array.
    shape: fc.constantFrom('document', 'size last', 'bare'),
    tail: fc.constantFrom('', '\n', ' ', ',', 'x'),
  })
  .map(({ width, height, entries, gaps, shape, tail }) => {
    const [g0, g1, g2, g3] = gaps as [string, string, string, string];
    const path = `[${g0}${entries
      .map((e) => {
        if (typeof e === 'string') return e;
        const [[x, y], a, b, c, d] = e;
        return `${a}[${b}${x}${c},${d}${y}]`;
      })
      .join(`,${g1}`)}${g2}]`;
    if (shape === 'bare') return `${path}${tail}`;
    const size = `"width":${g3}${width}, "height": ${height}`;
    return shape === 'document'
      ? `{"format": "knights-tour/1",${g1}${size},${g2}"path":${g3}${path}}${tail}`
      : `{"path": ${path},${g3}${size}}${tail}`;
  });

/** A row of our CSV: mostly `step,x,y`, sometimes anything the fast path must leave alone. */
const csvRow = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.tuple(
      square,
      fc.constantFrom('', '', ' ', '\t'),
      fc.constantFrom('', '', ',', ' ,'),
      fc.constantFrom(0, 0, 0, 1, -1, 2),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '   ',
      '# a comment',
      '1,2',
      '1,2,3,4',
      '1,2,3,4,5',
      '1,2.5,3',
      '1,,2',
      '-,1,2',
      '1, 2 ,3 , ',
      '1,2,3,,',
      '1;2;3',
      '1234567890123456,1,2',
      'x,y',
      '1,2,3\u00a0',
      '\u001b[1m1,2,3',
      'step,x,y',
      '# ünïcode ☃',
      '1,2,3 é',
      '😀,1,2',
    ),
  },
);

const csvText = fc
  .record({
    width: fc.integer({ min: 1, max: 8 }),
    height: fc.integer({ min: 1, max: 8 }),
    header: fc.constantFrom('', 'step,x,y', 'step, x, y', 'x,y,step'),
    rows: fc.array(csvRow, { maxLength: 40 }),
    end: fc.constantFrom('\n', '\r\n', '\r'),
    last: fc.boolean(),
  })
  .map(({ width, height, header, rows, end, last }) => {
    let step = 1;
    const lines = [`# knights-tour/1 width=${width} height=${height}`];
    if (header !== '') lines.push(header);
    for (const row of rows) {
      if (typeof row === 'string') {
        lines.push(row);
        continue;
      }
      const [[x, y], pad, trail, skew] = row;
      lines.push(`${pad}${step + skew},${pad}${x},${y}${trail}`);
      step++;
    }
    return lines.join(end) + (last ? end : '');
  });

describe('fast paths read as the precise reader does', () => {
  const splits = fc.array(fc.nat(), { maxLength: 8 });

  it('JSON documents and arrays of [x, y] entries, any white space, any chunks', () => {
    fc.assert(
      fc.property(jsonText, splits, (text, points) => {
        bothWays(text, points);
      }),
      { numRuns: 400 },
    );
  });

  it('CSV rows with the size first, any line ends, any chunks', () => {
    fc.assert(
      fc.property(csvText, splits, (text, points) => {
        bothWays(text, points);
      }),
      { numRuns: 400 },
    );
  });

  it('a real tour, as solve writes it, in every format and chunking', () => {
    const tour = findTour({ n: 12 });
    for (const format of ['json', 'csv', 'text'] as const) {
      const text = written(tour, format);
      fc.assert(
        fc.property(splits, (points) => {
          bothWays(text, points);
          expect(JSON.parse(outcome(cut(text, points))).valid).toBe(true);
        }),
        { numRuns: 20 },
      );
    }
  });
});

describe('a board of step numbers read fast once its layout is known', () => {
  // A board's rows are held until a million cells (`fastPaths.boardCells`) have decided its
  // labels; the rows after that take the fast path. So: a board just past that, its last rows
  // changed. The property runs on a 200x200 board with the threshold lowered to its 169th row
  // (the same shape: 8 of the last 40 rows held, the others streamed), as the reads
  // of a million-square board were most of this file's time; one case keeps the real one.
  const edits = [
    (l: string) => l.replace(/^ */, ''),
    (l: string) => l.replace(/ +/g, '\t'),
    (l: string) => `${l}\r`,
    (l: string) => `${l}  `,
    (l: string) => l.replace(/\d+$/, '.'),
    (l: string) => l.replace(/\d+$/, '-1'),
    (l: string) => l.replace(/\d+$/, '7.5'),
    (l: string) => l.replace(/\d+$/, '99999999999999999999'),
    (l: string) => l.replace(/ \d+$/, ''),
    (l: string) => `${l} 5`,
    (l: string) => `${l} x`,
    (l: string) => `| ${l} |`,
    () => '',
    () => '   ',
    () => '# layer 1',
    () => '1 2',
    () => '+-----+',
    (l: string) => l.replace(/\d+/, '0'),
  ];
  /** `lines` with `changes` made, read fast and precisely, cut at `points` and every `every` characters. */
  const readChanged = (
    lines: readonly string[],
    changes: readonly { row: number; edit: (l: string) => string }[],
    points: readonly number[],
    every: number,
  ) => {
    const changed = [...lines];
    for (const { row, edit } of changes) changed[row] = edit(changed[row]!);
    const text = changed.join('\n');
    const cuts = Array.from({ length: Math.floor(text.length / every) }, (_, i) => (i + 1) * every);
    bothWays(text, [...points, ...cuts]);
  };
  /** Runs `check` with the board's rows held up to `cells`. */
  const holding = (cells: number, check: () => void) => {
    fastPaths.boardCells = cells;
    try {
      check();
    } finally {
      fastPaths.boardCells = 2 ** 20;
    }
  };

  it('reads as the precise reader does, whatever the last rows hold, in any chunks', () => {
    const n = 200;
    const lines = written(findTour({ n }), 'text').split('\n');
    const tail = lines.length - 40;
    // Decided on the 8th of the last 40 rows, as 2^20 cells decide 1040x1040: 8 held, 32 not.
    const cells = (tail + 7) * n;
    expect(cells).toBeLessThan(n * n);
    const change = fc.record({
      row: fc.integer({ min: tail, max: lines.length - 2 }),
      edit: fc.constantFrom(...edits),
    });
    holding(cells, () =>
      fc.assert(
        fc.property(
          fc.array(change, { maxLength: 3 }),
          fc.array(fc.nat(), { maxLength: 6 }),
          // Cut every 4 KiB: as a file read in 64 KiB pieces cuts a million-square board.
          (changes, points) => readChanged(lines, changes, points, 4096),
        ),
        { numRuns: 15 },
      ),
    );
  });

  it('reads a board past the real threshold as the precise reader does, its last rows changed', () => {
    const lines = written(findTour({ n: 1040 }), 'text').split('\n');
    const tail = lines.length - 40;
    // Every edit once, on rows held and rows streamed, the rows between them left alone.
    const changes = edits.map((edit, k) => ({ row: tail + 2 * k, edit }));
    expect(changes.at(-1)!.row).toBeLessThan(lines.length - 1);
    readChanged(lines, changes, [], 1 << 16);
  });
});

describe('a big file that is broken deep inside', () => {
  const tour = findTour({ n: 300 });
  /** The tour as `format`, pushed in chunks of 64 KiB like a file. */
  const chunked = <T extends string | Uint8Array>(text: T) => cut(text, inChunks(text.length));

  it('JSON: the syntax error is named with its line and column', () => {
    const text = written(tour, 'json');
    // A comma lost between two entries, about 700 KB in.
    const at = text.indexOf('],[', 700_000);
    const broken = `${text.slice(0, at + 1)} ${text.slice(at + 2)}`;
    const expected = `TourFormatError: line 1, col ${at + 3}: invalid JSON: expected ',' between values @1:${at + 3}`;
    expect(outcome(chunked(broken))).toBe(expected);
    expect(outcome(chunked(new TextEncoder().encode(broken)))).toBe(expected);
  });

  it('CSV: a broken row gets the same error as from the precise reader', () => {
    const text = written(tour, 'csv');
    const at = text.indexOf('\n', 600_000) + 1;
    const broken = `${text.slice(0, at)}12,3.5,x${text.slice(text.indexOf('\n', at))}`;
    const expected = outcome(chunked(broken), false);
    expect(expected).toMatch(/^TourFormatError: line \d+: /);
    expect(outcome(chunked(broken))).toBe(expected);
    expect(outcome(chunked(new TextEncoder().encode(broken)))).toBe(expected);
  });

  it('a walk wrong deep inside (a repeat, a jump, a square off the board): the same problems, lines and columns', () => {
    // Squares read fast go to the checker in runs of thousands: a problem inside a run must be
    // reported as when each step came alone.
    for (const [format, entry, off] of [
      ['json', /\[\d+,\d+\]/g, () => '[9999,1]'],
      ['csv', /^\d+,\d+,\d+$/gm, (row: string) => row.replace(/,.*/, ',9999,1')],
    ] as const) {
      const text = written(tour, format);
      const entries = [...text.matchAll(entry)].map((m) => [m.index, m[0]] as const);
      const square = (k: number) => () => entries[k]![1];
      // The CSV's step number kept, the square of step k + 1 written.
      const again = (k: number) => (old: string) =>
        format === 'csv' ? old.replace(/,.*/, square(k)().replace(/^\d+/, '')) : square(k)();
      let broken = text;
      // From the end, so that earlier offsets stay right: off the board, a repeat (the square
      // of two steps before: a knight move from the last), two entries swapped (jumps).
      for (const [k, edit] of [
        [80_000, off],
        [60_000, again(59_998)],
        [40_001, again(40_000)],
        [40_000, again(40_001)],
      ] as const) {
        const [at, old] = entries[k]!;
        broken = broken.slice(0, at) + edit(old) + broken.slice(at + old.length);
      }
      const expected = outcome(chunked(broken), false);
      expect(expected).toMatch(/was already visited at step 5999[89]/);
      expect(expected).toContain('is not a knight move');
      expect(expected).toContain('is off the 300x300 board');
      expect(outcome(chunked(broken))).toBe(expected);
      expect(outcome(chunked(new TextEncoder().encode(broken)))).toBe(expected);
    }
    // A board: one step number written twice (and so another missing).
    const board = written(tour, 'text').split('\n');
    board[250] = board[250]!.replace(/\d+$/, '1');
    const broken = board.join('\n');
    const expected = outcome(chunked(broken), false);
    expect(expected).toContain('is written twice');
    expect(outcome(chunked(broken))).toBe(expected);
    expect(outcome(chunked(new TextEncoder().encode(broken)))).toBe(expected);
  });

  it('bytes: a character cut by the end of a piece, where the fast path gives way, reads as text', () => {
    const text = written(tour, 'csv');
    const at = text.indexOf('\n', 600_000) + 1;
    // A comment in the rows (all ASCII before it, so byte and character offsets agree there).
    const odd = `${text.slice(0, at)}# ☃ é\n${text.slice(at)}`;
    const bytes = new TextEncoder().encode(odd);
    const expected = outcome(chunked(odd), false);
    // Cut inside the snowman (3 bytes), inside the é (2 bytes), and where a file is read.
    for (const inside of [at + 3, at + 4, at + 7]) {
      expect(outcome(cut(bytes, [inside, ...inChunks(bytes.length)]))).toBe(expected);
    }
  });
});
