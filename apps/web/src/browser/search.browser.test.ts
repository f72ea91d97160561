import { createBoard, searchTour } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { browserHarness, browserTests } from './harness.js';

/** Nodes and backtracks of core's search, counted with its observer. */
function counted(n: number, start: [number, number], order: 'plain' | 'warnsdorff') {
  let backtracks = 0;
  const result = searchTour(createBoard(n), start, {
    order,
    observer: { enter() {}, leave: () => backtracks++ },
  });
  return { nodes: result.nodes, backtracks };
}

describe.skipIf(!browserTests)('watch the search think', () => {
  const h = browserHarness();
  const counts = async () => ({
    nodes: Number(await h.page.locator('#search-counts').getAttribute('data-nodes')),
    backtracks: Number(await h.page.locator('#search-counts').getAttribute('data-backtracks')),
  });

  it('animates backtracking on 6x6: squares placed and taken back, counted, to the tour', async () => {
    await h.open('#mode=search&size=6&start=2,2&algorithm=backtrack');
    const expected = counted(6, [2, 2], 'plain');
    expect(expected.backtracks).toBeGreaterThan(100);
    // It is slow enough to watch: a handful of moves come, not the answer.
    await h.poll(async () => (await counts()).nodes).toBeGreaterThan(3);
    expect((await counts()).nodes).toBeLessThan(expected.nodes);
    await h.page.locator('#search-speed').fill('70');
    await h.poll(async () => (await counts()).backtracks).toBeGreaterThan(20);
    await h.screenshot('search');
    await h.page.locator('#search-speed').fill('100');
    await h.poll(() => h.page.locator('#info').getAttribute('data-search')).toBe('found');
    expect(await counts()).toEqual(expected);
    expect(await h.text('#info')).toBe(
      `Found a tour from (2,2) after ${expected.nodes} nodes, ${expected.backtracks} backtracks.`,
    );
    expect(await h.text('#search-counts')).toContain('depth 36 of 36');
  });

  it('repairs AML’s failure on 7x7 with a few backtracks, Warnsdorff-ordered', async () => {
    // Opened in the page the last test left at `found`, at the slowest speed (one square a
    // second: this search cannot end for a minute): the last search's outcome is gone at once.
    await h.page.locator('#search-speed').fill('0');
    await h.open('#mode=search&size=7&start=6,2&algorithm=warnsdorff-backtrack');
    expect(await h.page.locator('#info').getAttribute('data-search')).toBeNull();
    await h.page.locator('#search-speed').fill('100');
    await h.poll(() => h.page.locator('#info').getAttribute('data-search')).toBe('found');
    expect(await counts()).toEqual(counted(7, [6, 2], 'warnsdorff'));
  });

  it('stops at any moment', async () => {
    await h.open('#mode=search&size=8&start=1,1&algorithm=backtrack');
    await h.page.locator('#search-speed').fill('60');
    await h.poll(async () => (await counts()).nodes).toBeGreaterThan(50);
    await h.page.locator('#search-stop').click();
    await h.poll(() => h.text('#info')).toBe('Stopped.');
    const stopped = await counts();
    // Thirty frames on, where a running search would have moved on each.
    await h.page.evaluate(async () => {
      for (let i = 0; i < 30; i++) {
        await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      }
    });
    expect(await counts()).toEqual(stopped);
    expect(await h.page.locator('#busy').isVisible()).toBe(false);
  });
});

describe.skipIf(!browserTests)('watch the search on a phone', () => {
  const h = browserHarness({ width: 390, height: 844 }, true);

  it('fits the phone, the search controls on the first screen', async () => {
    await h.open('#mode=search&size=6&start=2,2&algorithm=backtrack');
    await h.page.locator('#search-speed').fill('60');
    await h
      .poll(async () =>
        Number(await h.page.locator('#search-counts').getAttribute('data-backtracks')),
      )
      .toBeGreaterThan(10);
    const stop = await h.page.locator('#search-stop').boundingBox();
    expect(stop!.y + stop!.height).toBeLessThanOrEqual(844);
    await h.screenshot('search-phone');
  });
});
