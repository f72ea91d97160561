import {
  countMemoryRefusal,
  createBoard,
  frontierCount,
  frontierEstimate,
  tourExists,
} from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { browserHarness, browserTests, type Harness } from './harness.js';

/** The page's counts, as its status line marks them (`data-closed`, `data-open`). */
const marked = (h: Harness, name: 'counted' | 'closed' | 'open') =>
  h.page.locator('#info').getAttribute(`data-${name}`);

/** The per-square table, row by row, as the page wrote it. */
async function table(h: Harness): Promise<string[][]> {
  return h.page.$$eval('#count-table tr', (rows) =>
    rows.slice(1).map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );
}

describe.skipIf(!browserTests)('how many tours? The count view', () => {
  const h = browserHarness();

  it('counts 5x5’s open tours from each square as core does, written on the board', async () => {
    await h.open('#mode=count&size=5');
    await h.poll(() => marked(h, 'counted')).toBe('done');
    const core = frontierCount(createBoard(5), { perSquare: true });
    expect(core.directed).toBe(1728n);
    expect(await marked(h, 'open')).toBe(String(core.directed));
    expect(await h.text('#count-open')).toBe('1,728');
    // Every square's count, as core counts it in this process.
    const expected = Array.from({ length: 5 }, (_, y) =>
      core.perSquare!.slice(y * 5, y * 5 + 5).map((v) => v.toLocaleString('en')),
    );
    expect(await table(h)).toEqual(expected);
    expect(expected[0]![0]).toBe('304');
    // 5x5 has no closed tour: core's reason, and no count run for it.
    const reason = tourExists(createBoard(5), { closed: true }).reason;
    expect(await h.text('#count-closed')).toBe('0');
    expect(await h.text('#count-why')).toContain(reason.slice(1));
    expect(await marked(h, 'closed')).toBeNull();
    expect(await h.text('#info')).toMatch(
      /^5x5 has no closed tour and 1,728 directed open tours \(counted in [\d.]+ s\)\.$/,
    );
    // Drawn: the colour scale and the numbers on the squares (many colours, not a plain board).
    expect((await h.canvasColours()).colours).toBeGreaterThan(8);
    // A square says its count under the pointer: the corner (0,0).
    const [x, y] = await h.squarePoint(5, 5, 0, 0);
    await h.page.mouse.move(x, y);
    await h.poll(() => h.text('#hover')).toBe('(0,0): 304 open tours start here');
  });

  it('counts 6x6’s 9,862 closed tours and 6,637,920 open ones, after a cancel', async () => {
    await h.open('#mode=count&size=6');
    // Cancel while the count runs: checked and clicked in one task of the page, so the count
    // cannot have answered in between.
    await h.page.waitForFunction(() => {
      const progress = document.getElementById('count-progress') as HTMLProgressElement;
      if (!(progress.value > 0 && progress.value < progress.max / 2)) return false;
      document.getElementById('cancel')!.click();
      return true;
    });
    await h.poll(() => marked(h, 'counted')).toBe('cancelled');
    expect(await h.text('#info')).toBe('Cancelled: press Count to count again.');
    expect(await h.text('#count-closed')).toBe('cancelled');
    const stopped = await h.page.locator('#count-progress').getAttribute('value');
    // Thirty frames on, where a running count would have moved its bar.
    await h.page.evaluate(async () => {
      for (let i = 0; i < 30; i++) {
        await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      }
    });
    expect(await h.page.locator('#count-progress').getAttribute('value')).toBe(stopped);
    expect(await h.page.locator('#busy').isVisible()).toBe(false);

    await h.page.locator('#count-run').click();
    await h.poll(() => marked(h, 'counted')).toBe('done');
    const closed = frontierCount(createBoard(6), { closed: true });
    expect(closed.undirected).toBe(9862n);
    expect(await marked(h, 'closed')).toBe(String(closed.undirected));
    expect(await h.text('#count-closed')).toBe('9,862');
    expect(await h.text('#count-closed-directed')).toBe('19,724');
    // The published figures (OEIS A001230, A165134).
    expect(await marked(h, 'open')).toBe('6637920');
    expect(await h.text('#count-open')).toBe('6,637,920');
    expect(await h.text('#count-convention')).toMatch(/reverse count twice/);
    await h.drawn();
    await h.screenshot('count-6x6-desktop', 'count-desktop');
  });

  it('refuses a board the browser cannot count in seconds, with the command or the memory it needs', async () => {
    await h.open('#mode=count&size=8');
    await h.poll(() => marked(h, 'counted')).toBe('refused');
    const info = await h.text('#info');
    expect(info).toMatch(/^The page counts only what a browser counts in seconds/);
    // 8x8 does not fit in a 24 GB machine's memory: no command (the command line refuses it
    // without --yes), but what it needs, in core's words, and the document that says why.
    const eight = createBoard(8);
    const memory = countMemoryRefusal(eight, [
      frontierEstimate(eight, { closed: true }),
      frontierEstimate(eight, { perSquare: true }),
    ]);
    expect(memory).toMatch(/^8x8's closed tours need about 96 GB/);
    expect(info).toContain(` ${memory}.`);
    expect(info).not.toContain('knights-tour count');
    expect(await h.text('#count-refused')).toBe(info);
    expect(await h.text('#count-closed')).toBe('not counted here');
    expect(await h.page.locator('#count-refused code').allTextContents()).toEqual([]);
    expect(await h.page.locator('#count-refused a').getAttribute('href')).toMatch(
      /\/docs\/counting\.md$/,
    );
    // 7x7: no closed tour (core's parity reason), its open tours the command line's.
    await h.page.locator('#size').fill('7');
    await h.page.locator('#size').dispatchEvent('change');
    await h.poll(() => marked(h, 'counted')).toBe('refused');
    expect(await h.text('#count-closed')).toBe('0');
    expect(await h.text('#count-why')).toContain(
      tourExists(createBoard(7), { closed: true }).reason.slice(1),
    );
    expect(await h.text('#info')).toMatch(
      /^7x7 has no closed tour\. .*count them with knights-tour count 7\.$/,
    );
    // A short board's closed tours are counted, its open tours per square refused: 5x10 (5x8's
    // open tours fit the page, 5x9 has no closed tour), counted here and in the page in half
    // the time of 5x14's.
    await h.page.locator('#size').fill('5x10');
    await h.page.locator('#size').dispatchEvent('change');
    await h.poll(() => marked(h, 'counted')).toBe('done');
    const closed = frontierCount(createBoard(5, 10), { closed: true }).undirected;
    expect(await marked(h, 'closed')).toBe(String(closed));
    expect(await h.text('#info')).toContain('count them with knights-tour count 5x10.');
  });

  it('keeps the view and the board in the link, and Back leaves it', async () => {
    await h.open('#mode=solve&size=5x6&start=0%2C0');
    await h.page.locator('#tab-count').click();
    await h.poll(() => h.page.url()).toMatch(/#mode=count&size=5x6(&|$)/);
    await h.poll(() => marked(h, 'counted')).toBe('done');
    expect(await marked(h, 'closed')).toBe('8');
    expect(await h.page.locator('#tab-count').getAttribute('aria-selected')).toBe('true');
    const link = new URL(h.page.url()).hash;
    await h.page.goBack();
    await h.poll(() => h.page.locator('#tab-solve').getAttribute('aria-selected')).toBe('true');
    // The link opens the same view on the same board.
    await h.open(link);
    await h.poll(() => marked(h, 'counted')).toBe('done');
    expect(await h.page.locator('#size').inputValue()).toBe('5x6');
    expect(await marked(h, 'closed')).toBe('8');
  });
});

describe.skipIf(!browserTests)('the count view on a phone', () => {
  const h = browserHarness({ width: 390, height: 844 }, true);

  it('fits the phone: the board’s numbers readable, the counts below it', async () => {
    await h.open('#mode=count&size=6');
    await h.poll(() => marked(h, 'counted')).toBe('done');
    const board = await h.page.locator('#board').boundingBox();
    expect(board!.width).toBeLessThanOrEqual(390);
    // Each square at least 40 px on the phone: its count's digits about 9 px or more.
    const scale = Number(
      (await h.page.locator('#board').getAttribute('data-placement'))!.split(' ')[0],
    );
    expect(scale).toBeGreaterThanOrEqual(40);
    await h.drawn();
    await h.screenshot('count-6x6-phone', 'count-phone');
  });
});
