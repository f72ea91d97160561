import { boardOf, formatTour, solve, type TourDocument } from '@knights-tour/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { squareName } from './formats/algebraic.js';
import { formatSquares } from './formats/write.js';
import { parseTour } from './parse.js';
import { tourOf, STYLES as WRITERS } from './test-helpers.js';
import { verifyText, verifyTour } from './verify.js';

type Path = [number, number][];
const join = (chunks: Iterable<string>) => [...chunks].join('');
const isKnight = ([ax, ay]: [number, number], [bx, by]: [number, number]) => {
  const dx = Math.abs(ax - bx);
  const dy = Math.abs(ay - by);
  return (dx === 1 && dy === 2) || (dx === 2 && dy === 1);
};

/** Complete tours of random boards from random starts (every start of a board ≥ 5 has one). */
const tours = fc
  .record({
    width: fc.integer({ min: 5, max: 12 }),
    height: fc.integer({ min: 5, max: 12 }),
    sx: fc.nat(),
    sy: fc.nat(),
  })
  .map(({ width, height, sx, sy }) => {
    let start: [number, number] = [sx % width, sy % height];
    if ((width * height) % 2 === 1 && (start[0] + start[1]) % 2 === 1) start = [0, 0];
    return solve({ width, height, start });
  })
  .filter((doc) => doc.complete);

/** A tour written in every style the readers know, one line per step where the style has lines. */
const STYLES: Record<
  string,
  {
    write: (doc: TourDocument, path: Path) => string;
    options?: (doc: TourDocument) => object;
    line: (k: number, path: Path, doc: TourDocument) => number;
  }
> = {
  json: { write: (d, p) => join(formatTour({ ...d, path: p }, 'json')), line: () => 1 },
  csv: {
    // Written row by row (formatTour's CSV goes through linear indices, which cannot say off-board).
    write: (d, p) =>
      `# knights-tour/1 width=${d.width} height=${d.height}\nstep,x,y\n${p.map(([x, y], i) => `${i + 1},${x},${y}`).join('\n')}\n`,
    line: (k) => k + 2,
  },
  'algebraic, one a line': {
    write: (d, p) => p.map(([x, y]) => squareName(x, y, d.height)).join('\n'),
    options: (d) => ({ size: `${d.width}x${d.height}` }),
    line: (k) => k,
  },
  'algebraic, one line': {
    write: (d, p) =>
      join(
        formatSquares(
          boardOf(d),
          p.map(([x, y]) => y * d.width + x),
          'algebraic',
        ),
      ),
    options: (d) => ({ size: `${d.width}x${d.height}` }),
    line: (k) => Math.ceil(k / 16),
  },
  '(x, y) lines': {
    write: (_, p) => p.map(([x, y]) => `(${x}, ${y})`).join('\n'),
    options: (d) => ({ size: `${d.width}x${d.height}` }),
    line: (k) => k,
  },
  '1-based row,col lines': {
    write: (_, p) => `row,col\n${p.map(([x, y]) => `${y + 1},${x + 1}`).join('\n')}`,
    options: (d) => ({ size: `${d.width}x${d.height}` }),
    line: (k) => k + 1,
  },
  'JSON array of pairs': {
    write: (_, p) => JSON.stringify(p),
    options: (d) => ({ size: `${d.width}x${d.height}` }),
    line: () => 1,
  },
  'JSON {x, y} objects, one a line': {
    write: (_, p) => `[\n${p.map(([x, y]) => `{"x": ${x}, "y": ${y}}`).join(',\n')}\n]`,
    options: (d) => ({ size: `${d.width}x${d.height}` }),
    line: (k) => k + 1,
  },
  'square indices': {
    write: (d, p) => p.map(([x, y]) => y * d.width + x).join('\n'),
    options: (d) => ({ size: `${d.width}x${d.height}` }),
    line: (k) => k,
  },
};

describe('property: every style reads back the squares it was written with', () => {
  for (const [name, style] of Object.entries(STYLES)) {
    it(name, () => {
      fc.assert(
        fc.property(tours, (doc) => {
          const tour = parseTour(style.write(doc, doc.path as Path), style.options?.(doc));
          expect([tour.board.width, tour.board.height]).toEqual([doc.width, doc.height]);
          expect(Array.from({ length: tour.length }, (_, i) => [tour.xs[i], tour.ys[i]])).toEqual(
            doc.path,
          );
          expect(verifyTour(tour).valid).toBe(true);
        }),
        { numRuns: 15 },
      );
    });
  }
  it('boards of step numbers, 1- and 0-based, with and without borders', () => {
    fc.assert(
      fc.property(tours, fc.constantFrom(0, 1), fc.boolean(), (doc, base, drawn) => {
        const grid = Array.from({ length: doc.height }, () => new Array<number>(doc.width).fill(0));
        doc.path.forEach(([x, y], i) => {
          grid[y]![x] = i + base;
        });
        const text = grid
          .map((r) => (drawn ? `|${r.map((v) => String(v).padStart(4)).join('|')}|` : r.join(' ')))
          .join('\n');
        const tour = parseTour(text);
        expect(tour.reading?.origin).toBe(base);
        expect(Array.from({ length: tour.length }, (_, i) => [tour.xs[i], tour.ys[i]])).toEqual(
          doc.path,
        );
      }),
      { numRuns: 20 },
    );
  });
});

/** The first step (1-based) at which a path stops being a tour prefix: the step the verifier must name. */
function firstBadStep(path: Path, width: number, height: number): number {
  const seen = new Set<number>();
  for (let i = 0; i < path.length; i++) {
    const [x, y] = path[i]!;
    if (x < 0 || y < 0 || x >= width || y >= height) return i + 1;
    if (seen.has(y * width + x)) return i + 1;
    seen.add(y * width + x);
    if (i > 0 && !isKnight(path[i - 1]!, path[i]!)) return i + 1;
  }
  return path.length + 1; // only the end is wrong (squares unvisited)
}

const corruptions = fc.oneof(
  fc.record({ kind: fc.constant('swap' as const), i: fc.nat(), j: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), i: fc.nat(), j: fc.nat() }),
  fc.record({ kind: fc.constant('drop' as const), i: fc.nat(), j: fc.constant(0) }),
  fc.record({ kind: fc.constant('off-board' as const), i: fc.nat(), j: fc.constant(0) }),
  fc.record({ kind: fc.constant('non-move' as const), i: fc.nat(), j: fc.constant(0) }),
);

function corrupt(doc: TourDocument, c: { kind: string; i: number; j: number }): Path {
  const p = doc.path.map((s) => [...s] as [number, number]);
  const n = p.length;
  const i = c.i % n;
  const j = c.j % n;
  switch (c.kind) {
    case 'swap':
      [p[i], p[j === i ? (i + 1) % n : j]] = [p[j === i ? (i + 1) % n : j]!, p[i]!];
      return p;
    case 'duplicate':
      p[Math.max(i, j === i ? (i + 1) % n : j)] = [...p[Math.min(i, j === i ? (i + 1) % n : j)]!];
      return p;
    case 'drop':
      p.splice(i, 1);
      return p;
    case 'off-board':
      p[i] = [doc.width + (c.i % 3), p[i]![1]];
      return p;
    default: {
      // Move one square to a neighbour that is not a knight move away (a king step).
      const [x, y] = p[i]!;
      p[i] = [x + 1 < doc.width ? x + 1 : x - 1, y];
      return p;
    }
  }
}

describe('property: every single corruption is rejected with the right step and line', () => {
  for (const name of [
    'csv',
    '(x, y) lines',
    'algebraic, one a line',
    'JSON {x, y} objects, one a line',
  ]) {
    const style = STYLES[name]!;
    it(name, () => {
      fc.assert(
        fc.property(tours, corruptions, (doc, c) => {
          const path = corrupt(doc, c);
          const report = verifyText(style.write(doc, path), style.options?.(doc));
          const step = firstBadStep(path, doc.width, doc.height);
          if (step > path.length && path.length === doc.width * doc.height) {
            // The corruption made another tour (swapping two of the last three squares can):
            // the right verdict is valid.
            expect(report.valid).toBe(true);
            return;
          }
          expect(report.valid).toBe(false);
          const first = report.problems.find((p) => 'step' in p || 'steps' in p);
          if (step > path.length) {
            expect(first).toBeUndefined();
            expect(report.counts.unvisited).toBe(1);
            return;
          }
          const got =
            first &&
            (first.kind === 'duplicate'
              ? first.steps[1]
              : 'step' in first
                ? first.step
                : undefined);
          expect(got).toBe(step);
          expect(first && 'line' in first ? first.line : undefined).toBe(
            style.line(step, path, doc),
          );
        }),
        { numRuns: 40 },
      );
    });
  }
});

describe('property: every style of the mutation run reads back the squares it was written with', () => {
  const boxes = [
    { width: 4, height: 4, depth: 4 },
    { width: 4, height: 5, depth: 6 },
    { width: 5, height: 6, depth: 6 },
  ];
  for (const [name, style] of Object.entries(WRITERS)) {
    it(name, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 5, max: 12 }),
          fc.integer({ min: 5, max: 12 }),
          fc.nat(),
          (width, height, s) => {
            const board = style.box ? boxes[s % boxes.length]! : { width, height, depth: 1 };
            const written = style.write(tourOf(board, s), board, undefined);
            const tour = parseTour(written.text, written.options);
            expect([tour.board.width, tour.board.height, tour.board.depth]).toEqual([
              board.width,
              board.height,
              board.depth,
            ]);
            const read = Array.from({ length: tour.length }, (_, i) =>
              style.box ? [tour.xs[i], tour.ys[i], tour.zs[i]] : [tour.xs[i], tour.ys[i]],
            );
            expect(read).toEqual(written.truth.path);
            expect(verifyTour(tour).valid).toBe(true);
          },
        ),
        { numRuns: 12 },
      );
    });
  }
});
