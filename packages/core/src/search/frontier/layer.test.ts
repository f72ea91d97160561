import { describe, expect, it } from 'vitest';
import { itIsFresh } from '../../../../../scripts/wat-fresh.mjs';
import { createBoard } from '../../board/board.js';
import { countLayers, liveProfiles } from './layer.js';
import { frontierPlan, keyBits, MAX_FRONTIER_ROWS } from './plan.js';

describe('the frontier kernel (frontier-kernel.wat)', () => {
  itIsFresh(new URL('../../../', import.meta.url), 'src/search/frontier/frontier-kernel.wat');

  it('keys fit 64 bits up to 8 rows, with 2 bits left for the path ends of a profile', () => {
    expect(keyBits(MAX_FRONTIER_ROWS)).toBe(62);
    expect(keyBits(MAX_FRONTIER_ROWS + 1)).toBeGreaterThan(64);
  });
});

describe('countLayers', () => {
  const count = (w: number, h: number, closed: boolean, start?: number) =>
    countLayers(frontierPlan(createBoard(w, h)), { closed, start });

  it('counts the published closed tours (undirected) of small boards', () => {
    expect(count(6, 6, true).total).toBe(9862n);
    expect(count(5, 6, true).total).toBe(8n);
    expect(count(3, 10, true).total).toBe(16n);
    expect(count(3, 12, true).total).toBe(176n);
    expect(count(4, 6, true).total).toBe(0n);
  });

  it('counts undirected open tours, all or with an end at a square', () => {
    expect(count(5, 5, false).total).toBe(864n);
    expect(count(4, 5, false).total).toBe(82n);
    expect(count(3, 4, false).total).toBe(8n);
    // 5x5 from the corner: 304 directed tours start there, one per undirected tour ending there.
    expect(count(5, 5, false, 0).total).toBe(304n);
  });

  it('stops before the first step where not even the degrees can be met', () => {
    // On 2x6 the corners have one neighbour: no spanning subgraph of degree 2 at all.
    expect(liveProfiles(frontierPlan(createBoard(2, 6)), { closed: true }).live[0]).toHaveLength(0);
    expect(count(2, 6, true)).toMatchObject({ total: 0n, peakStates: 0 });
    // 4x4: degrees can be met (a path and cycles), a tour cannot.
    expect(count(4, 4, false).total).toBe(0n);
  });
});
