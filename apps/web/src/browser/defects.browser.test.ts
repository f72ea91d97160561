import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solve } from '@knights-tour/core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserHarness, browserTests, FREEZE, longestTask, WAIT } from './harness.js';

// One test per defect of the visitor's report (issue 23), each failing on the page before
// its fix (run with KNIGHTS_TOUR_WEB_DIST pointing at an older build to see it).

const files = mkdtempSync(join(tmpdir(), 'knights-tour-files-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));

describe.skipIf(!browserTests)('the defects a visitor found', () => {
  const h = browserHarness();
  const info = () => h.text('#info');
  /** What the hover line names at picture square (x, y) of a `w × w` board, as the page fits it. */
  async function hoverName(w: number, x: number, y: number): Promise<string> {
    const [px, py] = await h.squarePoint(w, w, x, y);
    await h.page.mouse.move(px, py);
    return h.text('#hover');
  }

  it('never turns a file into a 1x1 board, nor sets Size from a file (a LeetCode JSON grid)', async () => {
    await h.open('#mode=verify&size=8');
    const grid = '[[0,11,16,5,20],[17,4,19,10,15],[12,1,8,21,6],[3,18,23,14,9],[24,13,2,7,22]]';
    await h.page.locator('#tour-text').fill(grid);
    await h.page.locator('#verify-run').click();
    await h.poll(() => h.text('#verdict')).not.toBe('');
    await h.poll(info).not.toMatch(/^Checking/);
    expect(await h.page.locator('#size').inputValue()).toBe('8');
    // Whatever the verifier reads it as, the board drawn is not one square.
    expect(await hoverName(8, 6, 6)).not.toMatch(/^\(0,0\)/);
    expect(await info()).not.toMatch(/on 1x1\)$/);
  });

  it('clears the board after "Not a tour file"', async () => {
    await h.open('#mode=verify');
    const tour = solve({ n: 6, start: [0, 0] });
    await h.page.locator('#tour-text').fill(tour.path.map(([x, y]) => `${x},${y}`).join('\n'));
    await h.page.locator('#verify-run').click();
    await h
      .poll(() => h.text('#verdict'))
      .toBe('valid open tour of 6x6 (36 squares, size inferred from the squares)');
    await h.page.locator('#tour-text').fill('hello');
    await h.page.locator('#verify-run').click();
    await h.poll(() => h.text('#verdict')).toBe('Not a tour file');
    await h.poll(() => h.text('#step')).toBe('0 / 0');
    expect(await h.page.locator('#export-svg').isDisabled()).toBe(true);
  });

  it('enables the failure map’s exports when the map is reached from Solve: PNG, JSON and CSV data', async () => {
    await h.open('#mode=solve&size=7&start=0,0&algorithm=aml');
    await h.poll(() => h.page.locator('#info').getAttribute('data-length')).toBe('33');
    await h.page.locator('#tab-map').click();
    await h.poll(() => h.text('#map-summary')).toContain('aml on 7x7: 25 starts');
    for (const id of ['#export-png', '#export-json', '#export-csv']) {
      expect(await h.page.locator(id).isEnabled()).toBe(true);
    }
    const csv = (await h.saved('#export-csv')).bytes.toString().trimEnd().split('\n');
    expect(csv[0]).toBe('x,y,outcome,reached,squares,attempts');
    expect(csv).toContain('6,2,failed,33,49,1');
    const json = JSON.parse((await h.saved('#export-json')).bytes.toString());
    expect(json.starts.filter((s: { outcome: string }) => s.outcome === 'failed')).toHaveLength(20);
    expect((await h.saved('#export-png')).name).toBe('knights-tour-map-7x7-aml.png');
  });

  it('does not draw a 600x600 file, which it refuses from a link too, and says why', async () => {
    await h.open('#mode=verify&size=8');
    await h.page
      .locator('#tour-text')
      .fill('{"width":600,"height":600,"path":[[0,0],[1,2],[2,4]]}');
    await h.page.locator('#verify-run').click();
    const why =
      'the page draws boards with sides 3 to 200, and 3-D boards with sides 2 to 40, not 600x600 (the command line takes larger ones)';
    await h.poll(info).toContain(`not drawn: ${why}`);
    expect(await h.page.locator('#size').inputValue()).toBe('8');
    expect(await hoverName(8, 7, 7)).toBe('(7,7)');
    await h.open('#mode=solve&size=600');
    await h.poll(() => h.text('#notice')).toBe(`Part of the link was ignored: ${why}.`);
  });

  it('keeps the page narrow whatever a link holds (a 100,000-character value)', async () => {
    await h.open(
      `#mode=solve&size=8&algorithm=${'x'.repeat(100_000)}&start=${'9'.repeat(100_000)}`,
    );
    await h.poll(() => h.text('#notice')).toContain('Part of the link was ignored');
    const overflow = await h.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('reaches the board within a few Tab stops, its cursor visible on any square and announced', async () => {
    // Fresh: the Tab stops are counted from the top of a page just opened.
    await h.open('#mode=solve&size=8&start=0,0', { fresh: true });
    let stops = 0;
    while (stops < 30) {
      await h.page.keyboard.press('Tab');
      stops++;
      if (await h.page.evaluate(() => document.activeElement?.id === 'board')) break;
    }
    expect(stops).toBeLessThanOrEqual(4);
    await h.hurry();
    await h.poll(() => h.text('#step')).toBe('64 / 64');
    await h.page.keyboard.press('ArrowRight');
    const tour = solve({ n: 8, start: [0, 0] });
    const step = tour.path.findIndex(([x, y]) => x === 1 && y === 0) + 1;
    await h.poll(() => h.text('#announce')).toBe(`(1,0): step ${step}`);
    // The cursor's frame shows white and black over the square's colour (blue at the start).
    const [cx, cy] = await h.squarePoint(8, 8, 1, 0);
    // The frame is drawn on the next animation frame after the announcement: poll for it.
    const frame = () =>
      h.page.evaluate(
        ([x, y]) => {
          const canvas = document.getElementById('board') as HTMLCanvasElement;
          const r = canvas.getBoundingClientRect();
          const dpr = canvas.width / r.width;
          const cell = Number(canvas.dataset.placement!.split(' ')[0]);
          const ctx = canvas.getContext('2d')!;
          // A row of pixels across the square's left edge, from outside to inside.
          const px = Math.round((x! - r.left - cell / 2 - 4) * dpr);
          const data = ctx.getImageData(
            px,
            Math.round((y! - r.top) * dpr),
            Math.round(10 * dpr),
            1,
          ).data;
          const light = [];
          const dark = [];
          for (let i = 0; i < data.length; i += 4) {
            const sum = data[i]! + data[i + 1]! + data[i + 2]!;
            if (sum > 700) light.push(i);
            if (sum < 90) dark.push(i);
          }
          return { light: light.length, dark: dark.length };
        },
        [cx, cy],
      );
    await h
      .poll(async () => {
        const { light, dark } = await frame();
        return Math.min(light, dark);
      })
      .toBeGreaterThan(0);
  });

  it('does not announce the step counter on every frame', async () => {
    await h.open('#mode=solve&size=8&start=0,0');
    const live = await h.page.evaluate(
      () =>
        document
          .getElementById('step')!
          .closest('output, [aria-live], [role="status"], [role="log"]') !== null,
    );
    expect(live).toBe(false);
  });

  it('makes views history entries: Back returns to the previous view', async () => {
    await h.open('#mode=solve&size=7&start=0,0&algorithm=aml');
    await h.page.locator('#tab-map').click();
    await h.poll(() => h.text('#map-summary')).toContain('aml on 7x7');
    await h.page.locator('#tab-play').click();
    await h.poll(() => h.page.url()).toMatch(/mode=play/);
    await h.page.goBack();
    await h.poll(() => h.page.url()).toMatch(/mode=map/);
    await h.poll(() => h.page.locator('#tab-map').getAttribute('aria-selected')).toBe('true');
    await h.page.goBack();
    await h.poll(() => h.page.url()).toMatch(/mode=solve/);
    await h.poll(() => h.page.locator('#tab-solve').getAttribute('aria-selected')).toBe('true');
  });

  it('draws no smudge beside the "1" on the start square', async () => {
    await h.open('#mode=solve&size=8&start=3,5&algorithm=octaml16');
    await h.animateToEnd();
    await h.page.locator('#lines').uncheck();
    // squarePoint reads the board on the frame after the change: drawn without lines.
    const [cx, cy] = await h.squarePoint(8, 8, 3, 5);
    // Across the middle of the square the "1" is its stem alone, a few pixels wide: dark
    // pixels beside it (the start's dot drawn under the number) widen the dark run.
    const run = await h.page.evaluate(
      ([x, y]) => {
        const canvas = document.getElementById('board') as HTMLCanvasElement;
        const r = canvas.getBoundingClientRect();
        const dpr = canvas.width / r.width;
        const cell = Number(canvas.dataset.placement!.split(' ')[0]) * dpr;
        const width = Math.round(0.6 * cell);
        const height = Math.max(1, Math.round(0.08 * cell));
        const data = canvas
          .getContext('2d')!
          .getImageData(
            (x! - r.left) * dpr - width / 2,
            (y! - r.top) * dpr - height / 2,
            width,
            height,
          ).data;
        let min = width;
        let max = -1;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i]! < 100 && data[i + 1]! < 100 && data[i + 2]! < 100) {
            const column = (i / 4) % width;
            min = Math.min(min, column);
            max = Math.max(max, column);
          }
        }
        return max < 0 ? 0 : (max - min + 1) / cell;
      },
      [cx, cy],
    );
    expect(run).toBeGreaterThan(0);
    expect(run).toBeLessThan(0.12);
  });

  it('says "no tour exists here, because …" on boards and starts where none can', async () => {
    for (const [fragment, why] of [
      ['size=3&start=0,0', /^No tour exists here: no knight’s move reaches the square \(1,1\)/],
      ['size=4&start=0,0', /^No tour exists here: the board is too small/],
      [
        'size=5&start=1,0',
        /^No tour exists here, because no open tour starts at \(1,0\): .* is black\.$/,
      ],
    ] as const) {
      await h.open(`#mode=solve&${fragment}&algorithm=auto`);
      await h.poll(info).toMatch(why);
      expect(await info()).not.toMatch(/Failed: reached 0/);
    }
  });

  it('reads a big file in the worker, never into the text box, and stays responsive', async () => {
    await h.open('#mode=verify');
    // 5 MB: a 200x200 tour repeated, step by step.
    const tour = solve({ n: 200, start: [0, 0], algorithm: 'octaml16' });
    const lines = tour.path.map(([x, y], k) => `${k + 1},${x},${y}`);
    const big = join(files, 'big.csv');
    writeFileSync(
      big,
      `step,x,y\n${Array.from({ length: 8 }, () => lines.join('\n')).join('\n')}\n`,
    );
    const longest = await longestTask(
      h.page,
      () => h.page.locator('#file').setInputFiles(big),
      async () => (await h.text('#verdict')).startsWith('invalid 200x200 tour'),
    );
    expect(await h.page.locator('#tour-text').inputValue()).toBe('');
    expect(longest).toBeLessThan(FREEZE);
  });

  it('draws a repeated two-square walk without per-step labels and without freezing', async () => {
    await h.open('#mode=verify');
    // a1 c2 a1 c2 … on a 3x3 board (big squares): 25,000 steps, each one's number and line on
    // the same two squares.
    const path = Array.from({ length: 25_000 }, (_, k) => (k % 2 ? '[2,1]' : '[0,0]')).join(',');
    const file = join(files, 'a1c2.json');
    writeFileSync(file, `{"width":3,"height":3,"path":[${path}]}`);
    const longest = await longestTask(
      h.page,
      () => h.page.locator('#file').setInputFiles(file),
      async () => (await h.text('#verdict')).startsWith('invalid'),
    );
    await h.animateToEnd();
    expect(longest).toBeLessThan(FREEZE);
  });

  it('stops a superseded failure map: its progress never moves the bar again', async () => {
    await h.open('#mode=map&size=150&algorithm=octaml16');
    await h.poll(() => h.page.locator('#busy').isVisible()).toBe(true);
    await h.page.locator('#size').fill('7');
    await h.page.locator('#size').dispatchEvent('change');
    await h.poll(() => h.text('#map-summary')).toContain('octaml16 on 7x7: 25 starts');
    // The bar over the next 30 frames: a superseded map still running would move it back.
    const values = await h.page.evaluate(async () => {
      const bar = document.getElementById('map-progress') as HTMLProgressElement;
      const seen: number[] = [];
      for (let i = 0; i < 30; i++) {
        seen.push(bar.value / bar.max);
        await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      }
      return seen;
    });
    expect(new Set(values)).toEqual(new Set([1]));
  });

  it('cancels an exact search, and shows the board being computed, not the last one', async () => {
    // Plain backtracking from (1,1) runs for many seconds on 8x8 and 12x12 alike.
    await h.open('#mode=solve&size=8&start=1,1&algorithm=backtrack&maxNodes=100000000&maxMs=60000');
    await h.poll(() => h.text('#busy-text')).toBe('Solving 8x8 from (1,1) with backtrack…');
    expect(await h.page.locator('#busy').isVisible()).toBe(true);
    await h.page.locator('#size').fill('12');
    await h.page.locator('#size').dispatchEvent('change');
    await h.poll(() => h.text('#busy-text')).toBe('Solving 12x12 from (1,1) with backtrack…');
    expect(await hoverName(12, 11, 11)).toBe('(11,11)');
    const began = Date.now();
    await h.page.locator('#cancel').click();
    await h.poll(info).toMatch(/^Cancelled\./);
    // The search would run on for a minute (maxMs): a cancel that waited for it takes that.
    expect(Date.now() - began).toBeLessThan(WAIT / 4);
    // The worker is free again at once.
    await h.page.locator('#algorithm').selectOption('auto');
    await h.poll(() => h.page.locator('#info').getAttribute('data-length')).toBe('144');
  });

  it('a job stopped because the visitor went elsewhere says nothing there: the next view keeps its own words', async () => {
    // The same minute-long search, then the Solve view without a start, which stops it: the
    // search answered "cancelled" a moment later and wrote "Cancelled." over the view's line.
    await h.open('#mode=solve&size=8&start=1,1&algorithm=backtrack&maxNodes=100000000&maxMs=60000');
    await h.poll(() => h.text('#busy-text')).toBe('Solving 8x8 from (1,1) with backtrack…');
    await h.open('#mode=solve&size=8&algorithm=backtrack');
    await h.poll(() => h.page.locator('#busy').isVisible()).toBe(false);
    // The stopped job's answer comes in a later task than the view's words: frames later, they stay.
    await h.drawn();
    await h.drawn();
    expect(await info()).toBe('Click a square to start a walk there.');
  });
});

describe.skipIf(!browserTests)('the defects on a phone', () => {
  const h = browserHarness({ width: 390, height: 844 }, true);

  it('scrolls the page when a finger swipes up over the board, the player on the first screen', async () => {
    await h.open('#mode=solve&size=8&start=0,0');
    const play = await h.page.locator('#play').boundingBox();
    expect(play!.y + play!.height).toBeLessThanOrEqual(844);
    await h.hurry();
    await h.poll(() => h.page.locator('#info').getAttribute('data-complete')).toBe('true');
    await h.drawn();
    await h.screenshot('solve-phone');
    const board = (await h.page.locator('#board').boundingBox())!;
    const cdp = await h.context.newCDPSession(h.page);
    const x = Math.round(board.x + board.width / 2);
    const y = Math.round(board.y + board.height * 0.8);
    // A finger on the board, moving up 300 px.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 10; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: y - i * 30 }],
      });
      // One move a frame, as a finger's.
      await h.drawn();
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await h.poll(() => h.page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  });
});
