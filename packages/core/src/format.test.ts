import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellCount, createBoard } from './board/board.js';
import { squareOf } from './board/square.js';
import { type Tour, tourDocument } from './board/tour.js';
import { formatTour, TOUR_FORMATS, type TourFormat, tourChunks } from './format.js';
import { findTour, solve } from './solve.js';

const text = (doc: ReturnType<typeof solve>, f: 'json' | 'csv' | 'text') =>
  [...formatTour(doc, f)].join('');

describe('formatTour', () => {
  const tour = solve({ n: 6, start: [1, 4] });
  const failed = solve({ n: 7, start: [6, 2], algorithm: 'aml' });

  it('json is the document itself', () => {
    expect(JSON.parse(text(tour, 'json'))).toEqual(tour);
    expect(JSON.parse(text(failed, 'json'))).toEqual(failed);
  });

  it('json streams big paths in pieces that join into valid JSON', () => {
    const big = solve({ n: 300 });
    const pieces = [...formatTour(big, 'json')];
    expect(pieces.length).toBeGreaterThan(2);
    expect(JSON.parse(pieces.join('')).path).toEqual(big.path);
  });

  it('csv has a size comment, a header and one 1-based row per step', () => {
    const lines = text(tour, 'csv').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# knights-tour\/1 width=6 height=6 /);
    expect(lines[1]).toBe('step,x,y');
    expect(lines[2]).toBe('1,1,4');
    expect(lines).toHaveLength(2 + 36);
  });

  it('text is an aligned board of step numbers with dots for unvisited squares', () => {
    const rows = text(failed, 'text').trimEnd().split('\n');
    expect(rows).toHaveLength(7);
    expect(new Set(rows.map((r) => r.length)).size).toBe(1);
    const cells = rows.flatMap((r) => r.trim().split(/\s+/));
    expect(cells.filter((c) => c === '.')).toHaveLength(49 - failed.path.length);
    const [x, y] = failed.path[0]!;
    expect(rows[y]!.trim().split(/\s+/)[x]).toBe('1');
  });
});

describe('compact tours (findTour)', () => {
  it('write exactly what their documents write, in every format', async () => {
    const { findTour } = await import('./solve.js');
    const { tourDocument } = await import('./board/tour.js');
    for (const options of [
      { n: 12, start: [3, 5] as const },
      { n: 7, start: [6, 2] as const, algorithm: 'aml' as const },
      { width: 6, height: 9, closed: true },
      { n: 4, algorithm: 'backtrack' as const },
    ]) {
      const compact = findTour(options);
      const doc = solve(options);
      expect(tourDocument(compact)).toEqual(doc);
      for (const f of ['json', 'csv', 'text'] as const) {
        expect([...formatTour(compact, f)].join('')).toBe(text(doc, f));
      }
    }
  });
});

/**
 * The files as written before the writers emitted bytes, from their definitions: the JSON of
 * the document, CSV rows `step,x,y(,z)`, a board of right-aligned step numbers. The chunked
 * writers must give these bytes exactly.
 */
function plainFile(tour: Tour, format: TourFormat): string {
  const doc = tourDocument(tour);
  if (format === 'json') return `${JSON.stringify(doc)}\n`;
  if (format === 'csv') {
    const { path, format: tag, algorithm, start, complete, closed, attempts } = doc;
    const size = `width=${doc.width} height=${doc.height}${doc.depth ? ` depth=${doc.depth}` : ''}`;
    const head = `# ${tag} ${size} algorithm=${algorithm} start=${start.join(',')} complete=${complete} closed=${closed} attempts=${attempts}\n`;
    const columns = doc.depth ? 'step,x,y,z' : 'step,x,y';
    return `${head}${columns}\n${path.map((s, i) => `${i + 1},${s.join(',')}\n`).join('')}`;
  }
  const { width, height, depth } = tour.board;
  const steps = new Array<number>(width * height * depth).fill(0);
  tour.squares.forEach((s, i) => {
    steps[s] = i + 1;
  });
  const cell = String(steps.length).length;
  let out = '';
  for (let z = 0; z < depth; z++) {
    if (depth > 1) out += `${z > 0 ? '\n' : ''}# layer ${z}\n`;
    for (let y = 0; y < height; y++) {
      const row = steps.slice((z * height + y) * width, (z * height + y + 1) * width);
      out += `${row.map((s) => (s === 0 ? '.' : String(s)).padStart(cell)).join(' ')}\n`;
    }
  }
  return out;
}

/** The bytes of tourChunks' pieces, joined. */
function chunkBytes(tour: Tour, format: TourFormat): Uint8Array {
  const parts = [...tourChunks(tour, format)].map((p) =>
    typeof p === 'string' ? new TextEncoder().encode(p) : p,
  );
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describe('the chunked writers (tourChunks)', () => {
  const formats = fc.constantFrom(...TOUR_FORMATS);
  // Any walk a writer may be given: a board or a box, squares in any order, all or some of them.
  const tours = fc
    .record({
      width: fc.integer({ min: 1, max: 40 }),
      height: fc.integer({ min: 1, max: 12 }),
      depth: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 4 })),
      seed: fc.integer(),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
      complete: fc.boolean(),
      reason: fc.option(fc.string(), { nil: undefined }),
    })
    .map(({ width, height, depth, seed, share, complete, reason }): Tour => {
      const board = createBoard(width, height, depth);
      const order = Array.from({ length: cellCount(board) }, (_, i) => i);
      let r = seed >>> 0;
      for (let i = order.length - 1; i > 0; i--) {
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        const j = r % (i + 1);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      const squares = Int32Array.from(order.slice(0, Math.round(share * order.length)));
      const start = squareOf(board, 0, 0, 0);
      const facts = { algorithm: 'warnsdorff', start, complete, closed: false, attempts: 3 };
      return { ...facts, board, squares, ...(reason === undefined ? {} : { reason }) };
    });

  it('write the same bytes as the plain files, on any board, box and walk', () => {
    fc.assert(
      fc.property(tours, formats, (tour, format) => {
        const plain = plainFile(tour, format);
        expect(new TextDecoder().decode(chunkBytes(tour, format))).toBe(plain);
        expect([...formatTour(tour, format)].join('')).toBe(plain);
      }),
      { numRuns: 300 },
    );
  });

  it('cut big walks into chunks of bytes that join into the same file', () => {
    for (const options of [{ n: 420 }, { width: 70, height: 60, depth: 50 }]) {
      const tour = findTour(options);
      for (const format of TOUR_FORMATS) {
        const pieces = [...tourChunks(tour, format)].filter((p) => typeof p !== 'string');
        expect(pieces.length).toBeGreaterThan(1);
        expect(new TextDecoder().decode(chunkBytes(tour, format))).toBe(plainFile(tour, format));
      }
    }
  });
});
