import { describe, expect, it } from 'vitest';
import { formatTour } from './format.js';
import { solve } from './solve.js';

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
