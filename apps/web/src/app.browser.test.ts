import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBoard, solve } from '@knights-tour/core';
import { checkSymmetries, describeReport, parseTour, verifyTour } from '@knights-tour/verify';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, no types
import { BUDGET, measure } from '../scripts/bundle-size.mjs';
import { ALGORITHMS_2D as ALGORITHMS, formatTour3d, solve3d } from './core-compat.js';
import { chooseColumns, layerLayout, pictureIndex } from './layers.js';

// The built page (dist/, made by the build task turbo runs before test) served on the
// loopback and driven in Debian's Chromium, as packages/e2e does: no browser download.
// .ci/run installs chromium; elsewhere the tests are skipped when it is missing, never in CI.
const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const dist = here('../dist');
const shots = here('../test-results/screenshots');
/** `pnpm --filter @knights-tour/web run screenshot` refreshes the README's pictures. */
const readmeShot = here('../docs/screenshot.png');
const readmeShot3d = here('../docs/screenshot-3d.png');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** The folder's path on the server, as on GitHub Pages (https://<owner>.github.io/knights-tour/). */
const SUBPATH = '/knights-tour/';

/** A static file server for dist/ under SUBPATH, like any host of the built folder. */
function serve(root: string): Server {
  return createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const inside = pathname.startsWith(SUBPATH) ? pathname.slice(SUBPATH.length) : undefined;
    const file = normalize(join(root, inside === '' ? 'index.html' : (inside ?? '\0')));
    if (inside === undefined || !file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
}

/** The CLI's sweep of every start of one size (the independent expectation of the map). */
function cliFailures(n: number, algorithm: string): string[] {
  const require = createRequire(import.meta.url);
  const bin = join(require.resolve('knights-tour/package.json'), '..', 'bin', 'knights-tour.js');
  const run = spawnSync(
    process.execPath,
    [
      bin,
      'sweep',
      '--sizes',
      String(n),
      '--starts',
      'all',
      '--algorithm',
      algorithm,
      '--format',
      'json',
      '--workers',
      '1',
    ],
    { encoding: 'utf8' },
  );
  expect(run.status === 0 || run.status === 1, run.stderr).toBe(true);
  const summary = JSON.parse(run.stdout) as { failed: { start: [number, number] }[] };
  return summary.failed.map((f) => `${f.start[0]},${f.start[1]}`).sort();
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe.skipIf(!hasChromium && !process.env.CI)('the web app in Chromium', () => {
  let server: Server;
  let base = '';
  let profile = '';
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(dist, 'index.html'))) {
      throw new Error(
        'apps/web/dist is missing: run `pnpm --filter @knights-tour/web build` first',
      );
    }
    mkdirSync(shots, { recursive: true });
    server = serve(dist);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // A subpath, as on GitHub Pages: every URL of the build must be relative.
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SUBPATH}`;
    profile = mkdtempSync(join(tmpdir(), 'knights-tour-web-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1280, height: 820 },
      acceptDownloads: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // Offline: nothing but the loopback server may be asked for anything.
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => {
      errors.push(`request outside the page's folder: ${route.request().url()}`);
      return route.abort();
    });
  });

  afterAll(async () => {
    await context?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (profile) rmSync(profile, { recursive: true, force: true });
    expect(errors).toEqual([]);
  });

  /** Retries an assertion until it holds (the page works asynchronously, in its worker). */
  const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 60_000 });
  /** The text of one element, or of each of several (an array). */
  async function texts(selector: string): Promise<string | string[]> {
    const all = await page.locator(selector).allTextContents();
    return all.length === 1 && !selector.endsWith(' li') ? all[0]! : all;
  }

  async function open(fragment: string): Promise<void> {
    await page.goto('about:blank');
    await page.goto(`${base}${fragment}`);
    await page.waitForSelector('#board');
  }

  /** Waits until the animation has drawn every step of the walk, at full speed. */
  async function animateToEnd(): Promise<number> {
    await page.locator('#speed').fill('100');
    await page.waitForFunction(() => {
      const step = document.getElementById('step')!.textContent ?? '';
      const [shown, total] = step.split(' / ').map(Number);
      return total! > 0 && shown === total;
    });
    return Number(await page.locator('#step').getAttribute('data-shown'));
  }

  /** Distinct colours in a sample of the board canvas: a drawn board has many, a blank one 1. */
  async function canvasColours(): Promise<{
    colours: number;
    width: number;
    height: number;
    cssWidth: number;
  }> {
    return page.evaluate(() => {
      const canvas = document.getElementById('board') as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 97)
        seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return {
        colours: seen.size,
        width: canvas.width,
        height: canvas.height,
        cssWidth: canvas.clientWidth,
      };
    });
  }

  /** Clicks an export button and reads the file it downloads. */
  async function saved(button: string): Promise<{ bytes: Buffer; name: string }> {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(button).click(),
    ]);
    return { bytes: readFileSync((await download.path())!), name: download.suggestedFilename() };
  }

  async function screenshot(name: string): Promise<Buffer> {
    const path = join(shots, `${name}.png`);
    const bytes = await page.screenshot({ path });
    const viewport = page.viewportSize()!;
    expect(pngSize(bytes)).toEqual([viewport.width, viewport.height]);
    return bytes;
  }

  it('clicks a start and animates the walk to all n² squares', async () => {
    await open('#mode=solve&size=12&algorithm=octaml16');
    await poll(() => page.locator('#info').textContent()).toContain('Click a square');
    const [x, y] = await page.evaluate(() => {
      // The page exposes no hooks: find the square's pixel from the canvas geometry.
      const canvas = document.getElementById('board') as HTMLCanvasElement;
      const r = canvas.getBoundingClientRect();
      const cell = Math.min((r.width - 16) / 12, (r.height - 16) / 12);
      const left = Math.round((r.width - 12 * cell) / 2);
      const top = Math.round((r.height - 12 * cell) / 2);
      return [r.left + left + 3.5 * cell, r.top + top + 5.5 * cell];
    });
    await page.mouse.click(x!, y!);
    await poll(() => page.url()).toMatch(/start=3%2C5/);
    expect(await animateToEnd()).toBe(144);
    await poll(() => page.locator('#info').textContent()).toContain(
      'Complete open tour of 144 squares',
    );
    await poll(() => page.locator('#info').textContent()).toContain('octaml16: 1 attempt');
    const canvas = await canvasColours();
    expect(canvas.colours).toBeGreaterThan(20);
    expect(canvas.width).toBeGreaterThan(300);
    await screenshot('solve-12');
    if (process.env.KNIGHTS_TOUR_SCREENSHOT) {
      mkdirSync(here('../docs'), { recursive: true });
      copyFileSync(join(shots, 'solve-12.png'), readmeShot);
    }
  });

  it('starts a walk from the keyboard alone', async () => {
    await open('#mode=solve&size=6&algorithm=warnsdorff');
    await page.locator('#board').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await poll(() => page.url()).toMatch(/start=1%2C1/);
    const expected = solve({ n: 6, start: [1, 1], algorithm: 'warnsdorff' });
    expect(await animateToEnd()).toBe(expected.path.length);
    // Every control has an accessible name.
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll('input, select, textarea, button')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .filter((el) => {
          const id = el.id;
          const label = id ? document.querySelector(`label[for="${id}"]`) : null;
          return !label && !el.getAttribute('aria-label') && !(el.textContent ?? '').trim();
        })
        .map((el) => el.id || el.outerHTML),
    );
    expect(unnamed).toEqual([]);
  });

  it('shows where AML strands a walk, with the unvisited squares and the number reached', async () => {
    await open('#mode=solve&size=7&start=6,2&algorithm=aml');
    expect(await animateToEnd()).toBe(33);
    await poll(() => page.locator('#info').textContent()).toContain(
      'Failed: reached 33 of 49 squares',
    );
    await poll(() => page.locator('#info').textContent()).toContain('16 never visited');
    await screenshot('aml-7-failed');
  });

  it('restores the view from a shared link', async () => {
    await open('#mode=solve&size=10x12&start=3,4&algorithm=warnsdorff&seed=7');
    await poll(() => page.locator('#size').inputValue()).toBe('10x12');
    await poll(() => page.locator('#algorithm').inputValue()).toBe('warnsdorff');
    await poll(() => page.locator('#seed').inputValue()).toBe('7');
    const expected = solve({
      width: 10,
      height: 12,
      start: [3, 4],
      algorithm: 'warnsdorff',
      seed: 7,
    });
    expect(await animateToEnd()).toBe(expected.path.length);
    await poll(() => page.locator('#info').getAttribute('data-length')).toBe(
      String(expected.path.length),
    );
    // The link the page writes after a change reopens the same view.
    await page.locator('#algorithm').selectOption('aml');
    await poll(() => page.url()).toMatch(/algorithm=aml/);
    const link = page.url();
    await page.goto('about:blank');
    await page.goto(link);
    await poll(() => page.locator('#algorithm').inputValue()).toBe('aml');
    await poll(() => page.locator('#size').inputValue()).toBe('10x12');
    const aml = solve({ width: 10, height: 12, start: [3, 4], algorithm: 'aml' });
    await poll(() => page.locator('#info').getAttribute('data-length')).toBe(
      String(aml.path.length),
    );
    // A link with parts the page cannot read opens what it can and says what it ignored.
    await open('#mode=solve&size=2&algorithm=magic&start=0,0');
    await poll(() => texts('#notice')).toEqual(
      `Part of the link was ignored: board size '2' is not 3..200 or WxH, or WxHxD with sides 2..40; unknown algorithm 'magic' (one of ${ALGORITHMS.join(', ')}).`,
    );
    await poll(() => page.locator('#info').getAttribute('data-length')).toBe('64');
  });

  for (const n of [7, 32]) {
    it(`maps AML on n = ${n}: exactly the failing starts the CLI's sweep lists`, async () => {
      const expected = cliFailures(n, 'aml');
      expect(expected.length).toBeGreaterThan(0);
      await open(`#mode=map&size=${n}&algorithm=aml`);
      await poll(() => page.locator('#map-summary').textContent()).toContain(`aml on ${n}:`);
      // The interleaved kernel runs in the page's worker, not the JavaScript fallback.
      expect(await page.locator('#map-summary').textContent()).toMatch(
        /WebAssembly kernel, [1-8] walks at a time/,
      );
      const listed = await page
        .locator('#failures li')
        .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.start!));
      expect(listed.sort()).toEqual(expected);
      await poll(() => texts('#failure-count')).toEqual(String(expected.length));
      expect((await canvasColours()).colours).toBeGreaterThan(3);
      if (n === 7) await screenshot('map-aml-7');
    });
  }

  it('maps OctAML16 on n = 32 with no failure, and a click on a start watches its walk', async () => {
    await open('#mode=map&size=32&algorithm=octaml16');
    await poll(() => page.locator('#map-summary').textContent()).toContain(
      '1024 starts, 1024 complete',
    );
    await poll(() => texts('#failure-count')).toEqual('0');
    await screenshot('map-octaml16-32');
    await page.locator('#board').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await poll(() => page.url()).toMatch(/mode=solve/);
    await poll(() => page.url()).toMatch(/start=1%2C0/);
    expect(await animateToEnd()).toBe(1024);
  });

  it('cancels a running failure map', async () => {
    await open('#mode=map&size=120&algorithm=octaml16');
    await page.locator('#map-cancel').click();
    await poll(() => texts('#info')).toEqual('Cancelled.');
    await poll(() => page.locator('#map-run').isEnabled()).toBe(true);
  });

  it('shows a start and its images under the symmetries, and says whether they agree', async () => {
    for (const algorithm of ['octaml16', 'aml'] as const) {
      await open(`#mode=symmetry&size=8&start=1,2&algorithm=${algorithm}`);
      const report = checkSymmetries(
        createBoard(8),
        (start) => solve({ n: 8, start, algorithm }),
        [1, 2],
      );
      await poll(() => page.locator('#info').getAttribute('data-symmetric')).toBe(
        String(report.symmetric),
      );
      await poll(() => page.locator('#symmetry figure').count()).toBe(8);
      for (const result of report.results) {
        await poll(() =>
          page
            .locator(`#symmetry figure[data-symmetry="${result.name}"]`)
            .getAttribute('data-status'),
        ).toBe(result.status);
      }
      await screenshot(`symmetry-${algorithm}`);
    }
    expect(
      checkSymmetries(createBoard(8), (start) => solve({ n: 8, start, algorithm: 'aml' }), [1, 2])
        .symmetric,
    ).toBe(false);
  });

  const corrupted = 'step,x,y\n1,0,0\n2,1,2\n3,1,2\n4,4,4\n5,9,9\n';

  it('drops a corrupted file and lists the verifier’s problems', async () => {
    await open('#mode=verify');
    const expected = describeReport(verifyTour(parseTour(corrupted)));
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'broken.csv', { type: 'text/csv' }));
      return transfer;
    }, corrupted);
    await page.locator('#drop').dispatchEvent('drop', { dataTransfer });
    await poll(() => texts('#verdict')).toEqual(expected[0]!);
    await poll(() => texts('#problems li')).toEqual(expected.slice(1).map((line) => line.trim()));
    await poll(() => page.locator('#problems').textContent()).toContain(
      'already visited at step 2',
    );
    await poll(() => page.locator('#problems').textContent()).toContain('not a knight move');
    await poll(() => page.locator('#export-json').isDisabled()).toBe(true);
    await screenshot('verify-corrupted');
    // Pasting checks at once too: a JSON document with a square off the board.
    const pasted = '{"width": 5, "height": 5, "path": [[0,0],[1,2],[7,7]]}';
    const pastedLines = describeReport(verifyTour(parseTour(pasted))).map((line) => line.trim());
    await page.locator('#tour-text').fill(pasted);
    await page.locator('#tour-text').dispatchEvent('paste');
    await poll(() => texts('#verdict')).toEqual(pastedLines[0]!);
    await poll(() => texts('#problems li')).toEqual(pastedLines.slice(1));
    await poll(() => page.locator('#problems').textContent()).toContain(
      '(7,7) is off the 5x5 board',
    );
  });

  it('pastes a valid tour, animates it and exports PNG, SVG and the tour document', async () => {
    await open('#mode=verify');
    const tour = solve({ n: 6, start: [0, 0], algorithm: 'auto' });
    const text = tour.path.map(([x, y], k) => `${k + 1},${x},${y}`).join('\n');
    await page.locator('#tour-text').fill(`step,x,y\n${text}\n`);
    await page.locator('#verify-run').click();
    // A CSV without its comment line: the verdict says the size was inferred from the squares.
    await poll(() => texts('#verdict')).toEqual(
      'valid open tour of 6x6 (36 squares, size inferred from the squares)',
    );
    expect(await animateToEnd()).toBe(36);
    const png = await saved('#export-png');
    expect(pngSize(png.bytes)[0]).toBeGreaterThan(100);
    expect((await saved('#export-svg')).bytes.toString()).toMatch(/^<svg[^>]*>[\s\S]*<polyline/);
    const document = JSON.parse((await saved('#export-json')).bytes.toString());
    expect(document.path).toEqual(tour.path);
    expect(verifyTour(document).valid).toBe(true);
  });

  /**
   * The page point of the centre of cell (x, y, z) of a 3-D board: the layer layout the page
   * chooses for the canvas's shape, fitted as the page fits a board (8 px margin, centred).
   */
  async function cellPoint(
    [width, height, depth]: readonly [number, number, number],
    [x, y, z]: readonly [number, number, number],
  ): Promise<[number, number]> {
    const r = await page.evaluate(() => {
      const b = document.getElementById('board')!.getBoundingClientRect();
      return { left: b.left, top: b.top, width: b.width, height: b.height };
    });
    const layout = layerLayout(
      width,
      height,
      depth,
      chooseColumns(width, height, depth, r.width, r.height),
    );
    const { imageWidth: w, imageHeight: h } = layout;
    const cell = Math.max(0.5, Math.min((r.width - 16) / w, (r.height - 16) / h));
    const left = Math.round((r.width - w * cell) / 2);
    const top = Math.round((r.height - h * cell) / 2);
    const p = pictureIndex(layout, x, y, z);
    return [r.left + left + ((p % w) + 0.5) * cell, r.top + top + (Math.floor(p / w) + 0.5) * cell];
  }

  it('solves a 6x6x6 board from a clicked cell and plays it to 216/216 on layer panels', async () => {
    await open('#mode=solve&size=6x6x6');
    await poll(() => page.locator('#info').textContent()).toContain('Click a cell in any layer');
    await poll(() => page.locator('#algorithm').inputValue()).toBe('octaml16-3d');
    const offered = await page
      .locator('#algorithm option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(['warnsdorff3d', 'octaml3d', 'octaml16-3d']);
    // Views without a 3-D mode are disabled, and say why.
    for (const tab of ['#tab-map', '#tab-symmetry']) {
      expect(await page.locator(tab).isDisabled()).toBe(true);
      expect(await page.locator(tab).getAttribute('title')).toMatch(/2-D|3-D/);
    }
    await poll(() => page.locator('#three-d-note').isVisible()).toBe(true);
    expect(await page.locator('#closed').isVisible()).toBe(false);
    const [x, y] = await cellPoint([6, 6, 6], [2, 3, 4]);
    await page.mouse.click(x, y);
    await poll(() => page.url()).toMatch(/start=2%2C3%2C4/);
    const expected = solve3d({ width: 6, height: 6, depth: 6, start: [2, 3, 4] });
    expect(expected.complete).toBe(true);
    expect(await animateToEnd()).toBe(216);
    await poll(() => texts('#step')).toBe('216 / 216');
    await poll(() => page.locator('#info').textContent()).toContain(
      'Complete open tour of 216 cells',
    );
    await poll(() => page.locator('#info').textContent()).toContain('octaml16-3d: 1 attempt');
    const last = expected.path[215]!;
    await poll(() => page.locator('#layer').textContent()).toBe(`knight in layer z = ${last[2]}`);
    expect((await canvasColours()).colours).toBeGreaterThan(20);
    await screenshot('solve-6x6x6');
    if (process.env.KNIGHTS_TOUR_SCREENSHOT)
      copyFileSync(join(shots, 'solve-6x6x6.png'), readmeShot3d);
    // Scrub back: the layer follows the knight, step by step.
    await page.locator('#scrubber').fill('40');
    await poll(() => texts('#step')).toBe('40 / 216');
    await poll(() => page.locator('#layer').textContent()).toBe(
      `knight in layer z = ${expected.path[39]![2]}`,
    );
    await page.locator('#forward').click();
    await poll(() => page.locator('#layer').textContent()).toBe(
      `knight in layer z = ${expected.path[40]![2]}`,
    );
    await screenshot('solve-6x6x6-step-41');
    // Hovering a cell names it (x,y,z) with its step.
    const [hx, hy] = await cellPoint([6, 6, 6], expected.path[0]!);
    await page.mouse.move(hx, hy);
    await poll(() => texts('#hover')).toBe(`(${expected.path[0]!.join(',')}): step 1`);
  });

  it('shows a failed 3-D walk with the cells it never reached', async () => {
    await open('#mode=solve&size=3x3x3&start=0,0,0');
    const expected = solve3d({ width: 3, height: 3, depth: 3 });
    expect(await animateToEnd()).toBe(expected.path.length);
    await poll(() => page.locator('#info').textContent()).toContain(
      `Failed: reached ${expected.path.length} of 27 cells`,
    );
    await screenshot('solve-3x3x3-failed');
  });

  it('restores a 3-D view from a shared link', async () => {
    await open('#mode=solve&size=5x5x5&start=2,2,2&algorithm=warnsdorff3d');
    await poll(() => page.locator('#size').inputValue()).toBe('5x5x5');
    await poll(() => page.locator('#algorithm').inputValue()).toBe('warnsdorff3d');
    const warnsdorff = solve3d({
      width: 5,
      height: 5,
      depth: 5,
      start: [2, 2, 2],
      algorithm: 'warnsdorff3d',
    });
    expect(await animateToEnd()).toBe(warnsdorff.path.length);
    await page.locator('#algorithm').selectOption('octaml3d');
    await poll(() => page.url()).toMatch(/algorithm=octaml3d/);
    const link = page.url();
    expect(link).toMatch(/size=5x5x5&start=2%2C2%2C2/);
    await page.goto('about:blank');
    await page.goto(link);
    await poll(() => page.locator('#algorithm').inputValue()).toBe('octaml3d');
    await poll(() => page.locator('#size').inputValue()).toBe('5x5x5');
    const octaml = solve3d({
      width: 5,
      height: 5,
      depth: 5,
      start: [2, 2, 2],
      algorithm: 'octaml3d',
    });
    await poll(() => page.locator('#info').getAttribute('data-length')).toBe(
      String(octaml.path.length),
    );
    expect(await animateToEnd()).toBe(125);
    // Typing a 3-D size switches the algorithms; back to 2-D switches them back.
    await page.locator('#size').fill('8');
    await page.locator('#size').dispatchEvent('change');
    await poll(() => page.locator('#algorithm').inputValue()).toBe('octaml16');
    expect(await page.locator('#tab-map').isDisabled()).toBe(false);
    // A 2-D-only view in a 3-D link opens the solve view and says so.
    await open('#mode=map&size=4x4x4');
    await poll(() => texts('#notice')).toEqual(
      "Part of the link was ignored: mode 'map' is for 2-D boards only, not 4x4x4.",
    );
    await poll(() => page.locator('#tab-solve').getAttribute('aria-selected')).toBe('true');
  });

  it('drops a corrupted 3-D file and lists the 3-D verifier’s problems on the layer panels', async () => {
    await open('#mode=verify');
    const doc = solve3d({ width: 4, height: 4, depth: 4 });
    const path = doc.path.map((c) => [...c]);
    path[20] = [...path[10]!];
    path[40] = [3, 3, 9];
    const corrupted = JSON.stringify({ ...doc, path });
    const expected = describeReport(verifyTour(parseTour(corrupted)));
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'broken-3d.json', { type: 'application/json' }));
      return transfer;
    }, corrupted);
    await page.locator('#drop').dispatchEvent('drop', { dataTransfer });
    await poll(() => texts('#verdict')).toEqual(expected[0]!);
    expect(expected[0]).toMatch(/^invalid 4x4x4 tour/);
    await poll(() => texts('#problems li')).toEqual(expected.slice(1).map((line) => line.trim()));
    await poll(() => page.locator('#problems').textContent()).toContain(
      '(3,3,9) is off the 4x4x4 board',
    );
    await poll(() => page.locator('#problems').textContent()).toContain(
      'was already visited at step 11',
    );
    await poll(() => page.locator('#export-json').isDisabled()).toBe(true);
    await screenshot('verify-3d-corrupted');
  });

  it('pastes the CLI’s layer text of a 3-D tour, animates it and exports PNG, SVG and JSON', async () => {
    await open('#mode=verify');
    const doc = solve3d({ width: 5, height: 4, depth: 3, start: [1, 1, 1] });
    await page.locator('#tour-text').fill([...formatTour3d(doc, 'text')].join(''));
    await page.locator('#tour-text').dispatchEvent('paste');
    await poll(() => texts('#verdict')).toEqual('valid open tour of 5x4x3 (60 cells)');
    expect(await animateToEnd()).toBe(60);
    const png = await saved('#export-png');
    expect(png.name).toBe('knights-tour-5x4x3-imported-1-1-1.png');
    expect(pngSize(png.bytes)[0]).toBeGreaterThan(100);
    const svg = (await saved('#export-svg')).bytes.toString();
    expect(svg).toMatch(/^<svg[^>]*>[\s\S]*<polyline/);
    expect(svg.match(/>z = \d<\/text>/g)).toHaveLength(3);
    const json = (await saved('#export-json')).bytes.toString();
    expect(JSON.parse(json).path).toEqual(doc.path);
    expect(verifyTour(parseTour(json)).valid).toBe(true);
  });

  it('draws and animates n = 200 without blocking the page', async () => {
    await open('#mode=solve&size=200&start=0,0&algorithm=octaml16');
    expect(await animateToEnd()).toBe(40_000);
    await poll(() => page.locator('#info').textContent()).toContain(
      'Complete open tour of 40000 squares',
    );
    // The page answers while the worker solves: zoom in and the view redraws.
    for (let i = 0; i < 6; i++) await page.locator('#zoom-in').click();
    expect((await canvasColours()).colours).toBeGreaterThan(20);
    await screenshot('solve-200-zoomed');
  });

  it('fits a narrow window', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open('#mode=solve&size=8&start=0,0&algorithm=auto');
    await animateToEnd();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const canvas = await canvasColours();
    expect(canvas.cssWidth).toBeLessThanOrEqual(390);
    expect(canvas.colours).toBeGreaterThan(10);
    await screenshot('narrow');
    await page.setViewportSize({ width: 1280, height: 820 });
  });
});

describe('bundle size', () => {
  it('keeps the page’s JavaScript and WebAssembly under the gzip budget', () => {
    const { files, gzip } = measure(dist) as { files: unknown[]; gzip: number };
    expect(files.length).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(BUDGET);
  });
});
