import { describe, expect, it } from 'vitest';
import {
  autoTour,
  closedTour,
  completeWalk,
  countTours,
  createBoard,
  KnightsTourError,
  searchTour,
  tourExists,
} from './index.js';

// The CLI and the Action show these messages as they are: they name the job, never a function.
describe('the 2-D-only doors refuse a box in words a CLI user knows', () => {
  const box = createBoard(4, 4, 4);
  const doors: [string, () => unknown][] = [
    ['exact search', () => searchTour(box, [0, 0])],
    ['counting tours', () => countTours(box)],
    ['deciding whether a tour exists', () => tourExists(box)],
    ['completing a walk', () => completeWalk(box, [0])],
    ['building a closed tour', () => closedTour(box)],
    ['auto (OctAML16, then exact search)', () => autoTour(box, 0, 0)],
  ];
  it.each(doors)('%s', (job, call) => {
    expect(call).toThrow(KnightsTourError);
    expect(call).toThrow(`${job} works on 2-D boards only, not on 4x4x4`);
    expect(call).not.toThrow(/searchTour|countTours|tourExists|completeWalk|closedTour|autoTour/);
  });
});
