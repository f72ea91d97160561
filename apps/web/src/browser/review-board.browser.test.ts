import { solve } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { browserHarness, browserTests, type Harness } from './harness.js';

// What the board draws (coordinates, scale, the legend, lines, zoom), from the review of issue 31: one test per defect (W1–W19, across the
// review*.browser.test.ts files), each failing on the page before its fix:
// `KNIGHTS_TOUR_WEB_DIST=<older dist> npx vitest run src/browser/review` runs them against another build.

/**
 * Where the board lies on its canvas: scale, left, top (CSS px), as the page reports it, or
 * as older builds fit a `w × h` picture (an 8 px margin, centred), so that a test of a
 * drawing fails on an older build by what it draws.
 */
async function placement(h: Harness, w: number, hh: number): Promise<[number, number, number]> {
  await h.drawn();
  const r = await h.page.evaluate(() => {
    const b = document.getElementById('board')!;
    return { width: b.clientWidth, height: b.clientHeight, at: b.dataset.placement };
  });
  if (r.at) return r.at.split(' ').map(Number) as [number, number, number];
  const scale = Math.min((r.width - 16) / w, (r.height - 16) / hh);
  return [scale, Math.round((r.width - w * scale) / 2), Math.round((r.height - hh * scale) / 2)];
}

/** Where picture square `(px, py)` is drawn, from the placement the canvas reports. */
async function squareCentre(
  h: Harness,
  [w, hh]: readonly [number, number],
  px: number,
  py: number,
): Promise<[number, number]> {
  return h.squarePoint(w, hh, px, py);
}

describe.skipIf(!browserTests)('the review of issue 31: the board, on a desktop', () => {
  const h = browserHarness();
  const info = () => h.text('#info');

  it('W3: the board shows its coordinates (x,y or a–h, 1–8), and Learn shows the numbered moves it cites', async () => {
    await h.open('#mode=solve&size=8&start=0,0');
    await h.animateToEnd();
    // Dark label pixels left of the board (not its frame), beside its first row.
    const [, y0] = await squareCentre(h, [8, 8], 0, 0);
    const [, left] = await placement(h, 8, 8);
    const labels = await h.page.evaluate(
      ([y, left]) => {
        const canvas = document.getElementById('board') as HTMLCanvasElement;
        const r = canvas.getBoundingClientRect();
        const dpr = canvas.width / r.width;
        const data = canvas
          .getContext('2d')!
          .getImageData(
            0,
            Math.round((y - r.top - 6) * dpr),
            Math.round((left - 3) * dpr),
            Math.round(12 * dpr),
          ).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4)
          if (data[i]! + data[i + 1]! + data[i + 2]! < 300) dark++;
        return dark;
      },
      [y0, left] as const,
    );
    expect(labels).toBeGreaterThan(5);
    const [bx, by] = await squareCentre(h, [8, 8], 1, 0);
    await h.page.mouse.move(bx, by);
    await h.poll(() => h.text('#hover')).toMatch(/^\(1,0\)/);
    await h.page.locator('#chess').check();
    await h.page.mouse.move(bx + 1, by);
    await h.poll(() => h.text('#hover')).toMatch(/^b8/);
    await h.page.locator('#chess').uncheck();
    // Learn: "move 5 of (2,1) comes first", beside the figure of the eight moves, 5 marked.
    await h.open('#mode=learn&size=8&start=0,0&algorithm=aml');
    await h.poll(() => h.text('#learn-score')).toMatch(/^From \(0,0\)/);
    await h.page.locator('#forward').click();
    // Wait for this step's text, not for the figure: a page shared across tests may show one already.
    await h.poll(() => h.text('#learn-why')).toContain('move 5 of (2,1) comes first');
    expect(await h.page.locator('#move-figure').isVisible()).toBe(true);
    expect(await h.text('#move-caption')).toContain('move 5 is marked');
    expect(await h.page.locator('#move-svg text').count()).toBe(9);
  });

  it('W4: Learn on 20x20 gets a board whose labels can be read on a laptop screen', async () => {
    await h.open('#mode=learn&size=20&start=0,0&algorithm=aml');
    await h.poll(() => h.text('#learn-why')).toMatch(/^Step 1 at \(0,0\)/);
    const [scale] = await placement(h, 20, 20);
    // 18 px squares before: labels of about 6 px.
    expect(scale).toBeGreaterThanOrEqual(24);
  });

  it('W10: two maps side by side name a 2-D start with two coordinates', async () => {
    await h.open('#mode=map&size=7&algorithm=aml&compare=roth');
    await h.poll(() => h.text('#map-summary')).toMatch(/^aml and roth on 7x7/);
    // The right panel starts one column after the left one: (0,2) is picture square (8, 3).
    const [x, y] = await squareCentre(h, [15, 8], 8, 3);
    await h.page.mouse.move(x, y);
    await h.poll(() => h.text('#hover')).toBe('(0,2): roth stuck after 33 of 49');
  });

  it('W12: the legend matches the board: a framed start, red never reached, the map’s own colours', async () => {
    await h.open('#mode=solve&size=7&start=6%2C2&algorithm=aml');
    await h.animateToEnd();
    await h.poll(info).toMatch(/the 16 red squares were never reached/);
    const swatch = await h.page.locator('#legend .swatch.start').evaluate((e) => {
      const s = getComputedStyle(e);
      return { radius: s.borderTopLeftRadius, border: s.borderTopWidth };
    });
    expect(swatch.radius).toBe('0px');
    expect(Number.parseFloat(swatch.border)).toBeGreaterThanOrEqual(2);
    // The start square drawn with a frame, dark at its edge, with lines and numbers off too.
    await h.page.locator('#numbers').uncheck();
    await h.page.locator('#lines').uncheck();
    const [sx, sy] = await squareCentre(h, [7, 7], 6, 2);
    const [scale] = await placement(h, 7, 7);
    const edge = await h.page.evaluate(
      ([x, y, scale]) => {
        const canvas = document.getElementById('board') as HTMLCanvasElement;
        const r = canvas.getBoundingClientRect();
        const dpr = canvas.width / r.width;
        const px = Math.round((x - r.left - scale / 2 + scale * 0.08) * dpr);
        const d = canvas
          .getContext('2d')!
          .getImageData(px, Math.round((y - r.top) * dpr), 1, 1).data;
        return d[0]! + d[1]! + d[2]!;
      },
      [sx, sy, scale] as const,
    );
    expect(edge).toBeLessThan(150);
    await h.page.locator('#numbers').check();
    await h.page.locator('#lines').check();
    await h.open('#mode=map&size=7&algorithm=aml&compare=roth&difference=1');
    await h.poll(() => h.text('#map-summary')).toMatch(/^aml and roth/);
    expect(await h.text('#mode-intro')).not.toMatch(/\b(green|red)\b/);
  });

  it('W19: path lines stop at a step number’s plate, never between its digits', async () => {
    await h.open('#mode=solve&size=8&start=0,0');
    await h.animateToEnd();
    const at = await placement(h, 8, 8);
    // The middle of every two-digit number, drawn with the path lines and then without them,
    // in one round trip: each picture read on the frame after its change, where the page
    // draws it. The placement is read again beside each picture, so that both are read where
    // the board lies.
    const { placements, withLines, without } = await h.page.evaluate(async ([scale, left, top]) => {
      const canvas = document.getElementById('board') as HTMLCanvasElement;
      const lines = document.getElementById('lines') as HTMLInputElement;
      const ctx = canvas.getContext('2d')!;
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const middles = () => {
        const dpr = canvas.width / canvas.getBoundingClientRect().width;
        const out: number[] = [];
        for (let y = 0; y < 8; y++) {
          for (let x = 0; x < 8; x++) {
            const cx = (left + (x + 0.5) * scale) * dpr;
            const cy = (top + (y + 0.5) * scale) * dpr;
            const w = Math.round(scale * 0.3 * dpr);
            const hgt = Math.round(scale * 0.2 * dpr);
            out.push(
              ...ctx.getImageData(Math.round(cx - w / 2), Math.round(cy - hgt / 2), w, hgt).data,
            );
          }
        }
        return out;
      };
      await frame();
      const withLines = middles();
      const before = canvas.dataset.placement;
      lines.click();
      await frame();
      const without = middles();
      const placements = [before, canvas.dataset.placement];
      lines.click();
      return { placements, withLines, without };
    }, at);
    expect(placements[1]).toBe(placements[0]);
    // The numbers are there: their middles are not one colour.
    expect(new Set(withLines).size).toBeGreaterThan(10);
    let differ = 0;
    for (let i = 0; i < without.length; i += 4) {
      if (
        Math.abs(without[i]! - withLines[i]!) + Math.abs(without[i + 1]! - withLines[i + 1]!) >
        60
      )
        differ++;
    }
    expect(differ).toBe(0);
    await h.poll(() => h.page.locator('#lines').isChecked()).toBe(true);
  });

  it('a zoomed-in walk keeps the knight in view', async () => {
    await h.open('#mode=solve&size=200&start=0,0&algorithm=octaml16');
    await h.poll(() => h.page.locator('#info').getAttribute('data-length')).toBe('40000');
    for (let i = 0; i < 12; i++) await h.page.locator('#zoom-in').click();
    await h.page.locator('#speed').fill('70');
    await h.page.locator('#first').click();
    await h.page.locator('#play').click();
    // Read on the frame after: the counter moves on a frame, the board follows it on the next.
    const knight = async () =>
      h.page.evaluate(async () => {
        await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
        const canvas = document.getElementById('board') as HTMLCanvasElement;
        const [scale, left, top] = canvas.dataset.placement!.split(' ').map(Number) as [
          number,
          number,
          number,
        ];
        const shown = Number(document.getElementById('step')!.dataset.shown);
        return { scale, left, top, shown, width: canvas.clientWidth, height: canvas.clientHeight };
      });
    await h.poll(async () => (await knight()).shown).toBeGreaterThan(2000);
    await h.page.locator('#play').click();
    const at = await knight();
    const [x, y] = solve({ n: 200, start: [0, 0], algorithm: 'octaml16' }).path[at.shown - 1]!;
    const px = at.left + (x + 0.5) * at.scale;
    const py = at.top + (y + 0.5) * at.scale;
    expect(at.scale).toBeGreaterThan(10);
    expect(px).toBeGreaterThanOrEqual(0);
    expect(px).toBeLessThanOrEqual(at.width);
    expect(py).toBeGreaterThanOrEqual(0);
    expect(py).toBeLessThanOrEqual(at.height);
  });
});
