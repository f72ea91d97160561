import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createBoard, findTour, formatTour, solve } from '@knights-tour/core';
import { chooseColumns, tourSvg } from '@knights-tour/picture';
import { checkSymmetries, describeReport, parseTour, verifyTour } from '@knights-tour/verify';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, no types
import { BUDGET, measure } from '../../scripts/bundle-size.mjs';
import { boardLayout } from '../content.js';
import { browserHarness, browserTests, dist, pngSize } from './harness.js';

/** The sizes whose AML maps are checked against the CLI's sweep. */
const MAPPED = [7, 32] as const;

/**
 * The CLI's sweep of every start of the sizes mapped (the independent expectation of the
 * maps): the failing starts of each size, from one run of the CLI for them all.
 */
let swept: Map<number, string[]> | undefined;
function cliFailures(n: (typeof MAPPED)[number]): string[] {
  if (!swept) {
    const require = createRequire(import.meta.url);
    const bin = join(require.resolve('knights-tour/package.json'), '..', 'bin', 'knights-tour.js');
    const args = ['sweep', '--sizes', MAPPED.join(','), '--starts', 'all', '--algorithm', 'aml'];
    const run = spawnSync(process.execPath, [bin, ...args, '--format', 'json', '--workers', '1'], {
      encoding: 'utf8',
    });
    expect(run.status === 0 || run.status === 1, run.stderr).toBe(true);
    const summary = JSON.parse(run.stdout) as {
      failed: { width: number; start: [number, number] }[];
    };
    swept = new Map(
      MAPPED.map((size) => [
        size,
        summary.failed
          .filter((f) => f.width === size)
          .map((f) => `${f.start[0]},${f.start[1]}`)
          .sort(),
      ]),
    );
  }
  return swept.get(n)!;
}

describe.skipIf(!browserTests)('the web app in Chromium', () => {
  const h = browserHarness();
  const info = () => h.text('#info');
  const walk = () => h.page.locator('#info').getAttribute('data-walk');

  /** The page point of cell (x, y, z) of a box, in the layer layout the page chooses. */
  async function cellPoint(
    [width, height, depth]: readonly [number, number, number],
    [x, y, z]: readonly [number, number, number],
  ): Promise<[number, number]> {
    const r = await h.page.evaluate(() => {
      const b = document.getElementById('board')!.getBoundingClientRect();
      return { width: b.width, height: b.height };
    });
    const board = createBoard(width, height, depth);
    const layout = boardLayout(board, chooseColumns(board, r.width, r.height));
    const p = layout.pictureOf[(z * height + y) * width + x]!;
    return h.squarePoint(
      layout.imageWidth,
      layout.imageHeight,
      p % layout.imageWidth,
      Math.floor(p / layout.imageWidth),
    );
  }

  it('opens on a walk being drawn, slowly enough to watch, with a sentence, a legend and examples', async () => {
    await h.open('');
    expect(await h.text('#intro')).toMatch(
      /^A knight’s tour is a walk of a chess knight .* visits every square of the board exactly once\./,
    );
    expect(await h.texts('#legend li')).toEqual([
      'first step → last step',
      'the start',
      'the knight now',
      'never reached',
    ]);
    // A speed that fits the board: 64 steps in about four seconds, not a third of one.
    expect(await h.text('#speed-value')).toBe('16 steps/s');
    // It moves, at that pace: under 40 steps in a second of the page's own clock (a busy
    // machine only slows it: a frame advances the walk by at most a quarter second's steps).
    await h
      .poll(async () => Number(await h.page.locator('#step').getAttribute('data-shown')))
      .toBeGreaterThan(3);
    const pace = await h.page.evaluate(async () => {
      const shown = () => Number(document.getElementById('step')!.dataset.shown);
      const began = performance.now();
      const first = shown();
      while (performance.now() - began < 1000) {
        await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      }
      return ((shown() - first) * 1000) / (performance.now() - began);
    });
    expect(pace).toBeLessThan(40);
    expect(await h.page.locator('#gallery a').count()).toBeGreaterThanOrEqual(5);
    // The pace is measured: the rest of the walk at full speed, to the same sentence.
    await h.hurry();
    await h.poll(info).toContain('Tour complete: the knight visited all 64 squares, each once.');
    // Core's sentence, as the CLI prints it, is kept beside the plain words.
    await h.poll(walk).toContain('auto: open tour of 8x8 from (0,0) in 1 attempt');
    await h.screenshot('learn');
  });

  it('clicks a start and animates the walk to all n² squares', async () => {
    await h.open('#mode=solve&size=12&algorithm=octaml16');
    await h.poll(info).toContain('Click a square');
    const [x, y] = await h.squarePoint(12, 12, 3, 5);
    await h.page.mouse.click(x, y);
    await h.poll(() => h.page.url()).toMatch(/start=3%2C5/);
    expect(await h.animateToEnd()).toBe(144);
    await h.poll(info).toContain('Tour complete: the knight visited all 144 squares');
    await h.poll(walk).toContain('octaml16: open tour of 12x12 from (3,5) in 1 attempt');
    const canvas = await h.canvasColours();
    expect(canvas.colours).toBeGreaterThan(12);
    expect(canvas.width).toBeGreaterThan(300);
    await h.screenshot('solve-12');
  });

  it('starts a walk from the keyboard alone, and every control has a name', async () => {
    await h.open('#mode=solve&size=6&algorithm=warnsdorff');
    await h.page.locator('#board').focus();
    await h.page.keyboard.press('ArrowRight');
    await h.page.keyboard.press('ArrowDown');
    await h.page.keyboard.press('Enter');
    await h.poll(() => h.page.url()).toMatch(/start=1%2C1/);
    const expected = solve({ n: 6, start: [1, 1], algorithm: 'warnsdorff' });
    expect(await h.animateToEnd()).toBe(expected.path.length);
    const unnamed = await h.page.evaluate(() =>
      [...document.querySelectorAll('input, select, textarea, button')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .filter((el) => {
          const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
          return (
            !label &&
            !el.closest('label') &&
            !el.getAttribute('aria-label') &&
            !(el.textContent ?? '').trim()
          );
        })
        .map((el) => el.id || el.outerHTML),
    );
    expect(unnamed).toEqual([]);
  });

  it('says where AML gets stuck, what stayed dark, and that a tour exists from there', async () => {
    await h.open('#mode=solve&size=7&start=6,2&algorithm=aml');
    expect(await h.animateToEnd()).toBe(33);
    await h
      .poll(info)
      .toMatch(
        /^Stuck after 33 of 49 squares: the knight at \(\d,\d\) has no unvisited square to jump to; the 16 red squares were never reached\./,
      );
    await h.poll(info).toContain('The rule got stuck, not the board');
    await h.screenshot('aml-7-stuck');
  });

  it('restores the view from a shared link, and says what of a link it ignored', async () => {
    await h.open('#mode=solve&size=10x12&start=3,4&algorithm=warnsdorff&seed=7');
    await h.poll(() => h.page.locator('#size').inputValue()).toBe('10x12');
    await h.poll(() => h.page.locator('#algorithm').inputValue()).toBe('warnsdorff');
    await h.poll(() => h.page.locator('#seed').inputValue()).toBe('7');
    const expected = solve({
      width: 10,
      height: 12,
      start: [3, 4],
      algorithm: 'warnsdorff',
      seed: 7,
    });
    expect(await h.animateToEnd()).toBe(expected.path.length);
    // The link the page writes after a change reopens the same view.
    await h.page.locator('#algorithm').selectOption('aml');
    await h.poll(() => h.page.url()).toMatch(/algorithm=aml/);
    const link = h.page.url();
    await h.page.goto('about:blank');
    await h.page.goto(link);
    await h.poll(() => h.page.locator('#algorithm').inputValue()).toBe('aml');
    const aml = solve({ width: 10, height: 12, start: [3, 4], algorithm: 'aml' });
    await h
      .poll(() => h.page.locator('#info').getAttribute('data-length'))
      .toBe(String(aml.path.length));
    await h.open('#mode=solve&size=2&algorithm=magic&start=0,0');
    await h
      .poll(() => h.text('#notice'))
      .toMatch(
        /^Part of the link was ignored: the page draws boards with sides 3 to 200, .* not 2x2 \(it is too small\); unknown algorithm 'magic' \(expected one of auto, /,
      );
    await h.poll(() => h.page.locator('#info').getAttribute('data-length')).toBe('64');
  });

  for (const n of MAPPED) {
    it(`maps AML on n = ${n}: exactly the failing starts the CLI's sweep lists`, async () => {
      const expected = cliFailures(n);
      expect(expected.length).toBeGreaterThan(0);
      await h.open(`#mode=map&size=${n}&algorithm=aml`);
      await h.poll(() => h.text('#map-summary')).toContain(`aml on ${n}x${n}:`);
      expect(await h.page.locator('#map-summary').getAttribute('title')).toMatch(
        /WebAssembly kernel, [1-8] walks at a time/,
      );
      const listed = await h.page
        .locator('#failures li')
        .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.start!));
      expect(listed.sort()).toEqual(expected);
      await h.poll(() => h.text('#failure-count')).toEqual(String(expected.length));
      expect((await h.canvasColours()).colours).toBeGreaterThan(3);
      if (n === 7) await h.screenshot('map-aml-7');
    });
  }

  it('maps OctAML16 on n = 32 with no failure; a start opens its walk, and Back the map again', async () => {
    await h.open('#mode=map&size=32&algorithm=octaml16');
    await h.poll(() => h.text('#map-summary')).toContain('1,024 starts, 1,024 complete');
    await h.poll(() => h.text('#failure-count')).toEqual('0');
    await h.page.locator('#board').focus();
    await h.page.keyboard.press('ArrowRight');
    await h.page.keyboard.press('Enter');
    await h.poll(() => h.page.url()).toMatch(/mode=solve/);
    await h.poll(() => h.page.url()).toMatch(/start=1%2C0/);
    expect(await h.animateToEnd()).toBe(1024);
    await h.page.goBack();
    await h.poll(() => h.page.url()).toMatch(/mode=map/);
    await h.poll(() => h.text('#map-summary')).toContain('1,024 starts, 1,024 complete');
  });

  it('cancels a running failure map from the board', async () => {
    await h.open('#mode=map&size=8&algorithm=octaml16');
    await h.poll(() => h.text('#map-summary')).toMatch(/^octaml16 on 8x8: 64 starts/);
    // Cancel is pressed in the page, in the task that first moves the 120x120 map's progress:
    // the map's end comes in a later task, so it cannot finish before the click on a busy
    // machine (clicked from here, after polling for the overlay, it could; see W8).
    await h.page.evaluate(() => {
      const progress = document.getElementById('map-progress') as HTMLProgressElement;
      const w = window as unknown as { cancelShown?: boolean };
      const observer = new MutationObserver(() => {
        if (progress.max !== 14_400 || progress.value <= 0) return;
        observer.disconnect();
        const cancel = document.getElementById('cancel')!;
        w.cancelShown =
          cancel.checkVisibility() && document.getElementById('busy')!.checkVisibility();
        cancel.click();
      });
      observer.observe(progress, { attributes: true, attributeFilter: ['value', 'max'] });
    });
    await h.page.locator('#size').fill('120');
    await h.page.locator('#size').blur();
    await h.poll(info).toMatch(/^Cancelled\./);
    expect(
      await h.page.evaluate(() => (window as unknown as { cancelShown?: boolean }).cancelShown),
    ).toBe(true);
    await h.poll(() => h.page.locator('#busy').isVisible()).toBe(false);
  });

  it('shows a start and its images under the symmetries, and says whether they agree', async () => {
    for (const algorithm of ['octaml16', 'aml'] as const) {
      // The symmetry view opened from a link, fresh, once (the other views' files open theirs).
      await h.open(`#mode=symmetry&size=8&start=1,2&algorithm=${algorithm}`, {
        fresh: algorithm === 'octaml16',
      });
      const report = checkSymmetries(
        createBoard(8),
        (start) => solve({ n: 8, start, algorithm }),
        [1, 2],
      );
      await h
        .poll(() => h.page.locator('#info').getAttribute('data-symmetric'))
        .toBe(String(report.symmetric));
      await h.poll(() => h.page.locator('#symmetry figure').count()).toBe(8);
      for (const result of report.results) {
        await h
          .poll(() =>
            h.page
              .locator(`#symmetry figure[data-symmetry="${result.name}"]`)
              .getAttribute('data-status'),
          )
          .toBe(result.status);
      }
      await h.screenshot(`symmetry-${algorithm}`);
    }
  });

  const corrupted = 'step,x,y\n1,0,0\n2,1,2\n3,1,2\n4,3,4\n5,2,3\n';

  it('drops a corrupted file and lists the verifier’s problems', async () => {
    await h.open('#mode=verify');
    const expected = describeReport(verifyTour(parseTour(corrupted)));
    const dataTransfer = await h.page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'broken.csv', { type: 'text/csv' }));
      return transfer;
    }, corrupted);
    await h.page.locator('#drop').dispatchEvent('drop', { dataTransfer });
    await h.poll(() => h.text('#verdict')).toEqual(expected[0]!);
    await h
      .poll(() => h.texts('#problems li'))
      .toEqual(expected.slice(1).map((line) => line.trim()));
    await h.poll(() => h.page.locator('#export-json').isDisabled()).toBe(true);
    // The file was read in the worker, not copied into the text box.
    expect(await h.page.locator('#tour-text').inputValue()).toBe('');
    expect(await h.text('#file-name')).toMatch(
      /^Checked: broken\.csv \(\d+ bytes\), read in the background\.$/,
    );
    await h.screenshot('verify-corrupted');
    const pasted = '{"width": 5, "height": 5, "path": [[0,0],[1,2],[7,7]]}';
    const pastedLines = describeReport(verifyTour(parseTour(pasted))).map((line) => line.trim());
    await h.page.locator('#tour-text').fill(pasted);
    await h.page.locator('#tour-text').dispatchEvent('paste');
    await h.poll(() => h.text('#verdict')).toEqual(pastedLines[0]!);
    await h.poll(() => h.texts('#problems li')).toEqual(pastedLines.slice(1));
  });

  it('pastes a valid tour, animates it and exports PNG, SVG and the tour document', async () => {
    await h.open('#mode=verify');
    const tour = solve({ n: 6, start: [0, 0], algorithm: 'auto' });
    const text = tour.path.map(([x, y], k) => `${k + 1},${x},${y}`).join('\n');
    await h.page.locator('#tour-text').fill(`step,x,y\n${text}\n`);
    await h.page.locator('#verify-run').click();
    await h
      .poll(() => h.text('#verdict'))
      .toEqual('valid open tour of 6x6 (36 squares, size inferred from the squares)');
    // What it is beyond valid: the verifier's analysis, core's heuristics tried as its rules.
    const facts = await h.texts('#analysis li');
    expect(facts).toContainEqual(expect.stringMatching(/^class: 6x6-o-/));
    expect(facts).toContainEqual(expect.stringMatching(/^produced by: /));
    expect(await h.animateToEnd()).toBe(36);
    const png = await h.saved('#export-png');
    expect(pngSize(png.bytes)[0]).toBeGreaterThan(100);
    // The SVG is the picture package's, exactly what the CLI's render draws of this tour.
    const walk = {
      board: { width: 6, height: 6, depth: 1 },
      squares: tour.path.map(([x, y]) => y * 6 + x),
    };
    expect((await h.saved('#export-svg')).bytes.toString()).toBe(
      tourSvg(walk, { lines: true, numbers: true }),
    );
    const document = JSON.parse((await h.saved('#export-json')).bytes.toString());
    expect(document.path).toEqual(tour.path);
    expect(verifyTour(document).valid).toBe(true);
  });

  it('solves a 6x6x6 board from a clicked cell and plays it to 216/216 on layer panels', async () => {
    await h.open('#mode=solve&size=6x6x6');
    await h.poll(info).toContain('Click a cell in any layer');
    await h.poll(() => h.page.locator('#algorithm').inputValue()).toBe('octaml16-3d');
    const offered = await h.page
      .locator('#algorithm option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(['warnsdorff3d', 'octaml3d', 'octaml16-3d']);
    for (const tab of ['#tab-search', '#tab-symmetry']) {
      expect(await h.page.locator(tab).isDisabled()).toBe(true);
      expect(await h.page.locator(tab).getAttribute('title')).toMatch(/2-D/);
    }
    expect(await h.page.locator('#tab-map').isDisabled()).toBe(false);
    expect(await h.page.locator('#closed').isVisible()).toBe(false);
    const [x, y] = await cellPoint([6, 6, 6], [2, 3, 4]);
    await h.page.mouse.click(x, y);
    await h.poll(() => h.page.url()).toMatch(/start=2%2C3%2C4/);
    const expected = solve({ width: 6, height: 6, depth: 6, start: [2, 3, 4] });
    expect(expected.complete).toBe(true);
    expect(await h.animateToEnd()).toBe(216);
    await h.poll(info).toContain('Tour complete: the knight visited all 216 cells');
    await h.poll(walk).toContain('octaml16-3d: open tour of 6x6x6 from (2,3,4) in 1 attempt');
    const last = expected.path[215]!;
    await h.poll(() => h.text('#layer')).toBe(`knight in layer z = ${last[2]}`);
    await h.screenshot('solve-6x6x6', 'screenshot-3d');
    await h.page.locator('#scrubber').fill('40');
    await h.poll(() => h.text('#step')).toBe('40 / 216');
    await h.poll(() => h.text('#layer')).toBe(`knight in layer z = ${expected.path[39]![2]}`);
    await h.page.locator('#forward').click();
    await h.poll(() => h.text('#layer')).toBe(`knight in layer z = ${expected.path[40]![2]}`);
    const [hx, hy] = await cellPoint([6, 6, 6], expected.path[0] as [number, number, number]);
    await h.page.mouse.move(hx, hy);
    await h.poll(() => h.text('#hover')).toBe(`(${expected.path[0]!.join(',')}): step 1`);
  });

  it('shows a failed 3-D walk, and a 3-D failure map', async () => {
    await h.open('#mode=solve&size=3x3x3&start=0,0,0');
    const expected = solve({ width: 3, height: 3, depth: 3 });
    expect(await h.animateToEnd()).toBe(expected.path.length);
    await h.poll(info).toContain(`Stuck after ${expected.path.length} of 27 cells`);
    await h.open('#mode=map&size=4x4x4&algorithm=octaml3d');
    await h
      .poll(() => h.text('#map-summary'))
      .toMatch(/^octaml3d on 4x4x4: 64 starts, \d+ complete/);
  });

  it('restores a 3-D view from a shared link; a 2-D-only view in a 3-D link opens the solve view', async () => {
    await h.open('#mode=solve&size=5x5x5&start=2,2,2&algorithm=warnsdorff3d');
    await h.poll(() => h.page.locator('#size').inputValue()).toBe('5x5x5');
    await h.poll(() => h.page.locator('#algorithm').inputValue()).toBe('warnsdorff3d');
    const octaml = findTour({
      width: 5,
      height: 5,
      depth: 5,
      start: [2, 2, 2],
      algorithm: 'octaml3d',
    });
    await h.page.locator('#algorithm').selectOption('octaml3d');
    await h.poll(() => h.page.url()).toMatch(/size=5x5x5&start=2%2C2%2C2&algorithm=octaml3d/);
    await h
      .poll(() => h.page.locator('#info').getAttribute('data-length'))
      .toBe(String(octaml.squares.length));
    await h.page.locator('#size').fill('8');
    await h.page.locator('#size').dispatchEvent('change');
    await h.poll(() => h.page.locator('#algorithm').inputValue()).toBe('auto');
    await h.open('#mode=symmetry&size=4x4x4');
    await h
      .poll(() => h.text('#notice'))
      .toEqual(
        'Part of the link was ignored: the symmetry view is for 2-D boards only, not 4x4x4.',
      );
    await h.poll(() => h.page.locator('#tab-solve').getAttribute('aria-selected')).toBe('true');
  });

  it('drops a corrupted 3-D file and lists the 3-D verifier’s problems on the layer panels', async () => {
    await h.open('#mode=verify');
    const doc = solve({ width: 4, height: 4, depth: 4 });
    const path = doc.path.map((c) => [...c]);
    path[20] = [...path[10]!];
    path[40] = [3, 3, 9];
    const corrupted3d = JSON.stringify({ ...doc, path });
    const expected = describeReport(verifyTour(parseTour(corrupted3d)));
    const dataTransfer = await h.page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'broken-3d.json', { type: 'application/json' }));
      return transfer;
    }, corrupted3d);
    await h.page.locator('#drop').dispatchEvent('drop', { dataTransfer });
    await h.poll(() => h.text('#verdict')).toEqual(expected[0]!);
    expect(expected[0]).toMatch(/^invalid 4x4x4 tour/);
    await h
      .poll(() => h.texts('#problems li'))
      .toEqual(expected.slice(1).map((line) => line.trim()));
    await h.screenshot('verify-3d-corrupted');
  });

  it('pastes the CLI’s layer text of a 3-D tour, animates it and exports PNG, SVG and JSON', async () => {
    await h.open('#mode=verify');
    const doc = solve({ width: 5, height: 4, depth: 3, start: [1, 1, 1] });
    await h.page.locator('#tour-text').fill([...formatTour(doc, 'text')].join(''));
    await h.page.locator('#tour-text').dispatchEvent('paste');
    await h.poll(() => h.text('#verdict')).toEqual('valid open tour of 5x4x3 (60 cells)');
    expect(await h.animateToEnd()).toBe(60);
    const png = await h.saved('#export-png');
    expect(png.name).toBe('knights-tour-5x4x3-imported-1-1-1.png');
    const svg = (await h.saved('#export-svg')).bytes.toString();
    expect(svg.match(/>z = \d<\/text>/g)).toHaveLength(3);
    const squares = doc.path.map(([x, y, z = 0]) => (z * 4 + y) * 5 + x);
    const box = { board: { width: 5, height: 4, depth: 3 }, squares };
    expect(
      [1, 2, 3].map((columns) => tourSvg(box, { lines: true, numbers: true, columns })),
    ).toContain(svg);
    const json = (await h.saved('#export-json')).bytes.toString();
    expect(JSON.parse(json).path).toEqual(doc.path);
    expect(verifyTour(parseTour(json)).valid).toBe(true);
  });

  it('draws and animates n = 200 without blocking the page', async () => {
    await h.open('#mode=solve&size=200&start=0,0&algorithm=octaml16');
    // A speed that fits: 40,000 steps in a few seconds.
    await h.poll(() => h.text('#speed-value')).toBe('10,000 steps/s');
    expect(await h.animateToEnd()).toBe(40_000);
    await h.poll(info).toContain('Tour complete: the knight visited all 40,000 squares');
    for (let i = 0; i < 6; i++) await h.page.locator('#zoom-in').click();
    expect((await h.canvasColours()).colours).toBeGreaterThan(20);
    await h.screenshot('solve-200-zoomed');
  });
});

describe('bundle size', () => {
  it('keeps the page’s JavaScript and WebAssembly under the gzip budget', () => {
    const { files, gzip } = measure(dist) as { files: unknown[]; gzip: number };
    expect(files.length).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(BUDGET);
  });
});
