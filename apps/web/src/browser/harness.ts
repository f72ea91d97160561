import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

// The built page (dist/, made by the build task turbo runs before test) served on the
// loopback and driven in the run's one Chromium, in a context and page per device (desktop,
// phone) that the test files share, each file from a fresh page load.

import { CHROMIUM, CHROMIUM_ARGS, hasChromium } from './chromium.js';

export { browserTests } from './chromium.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The built page; `KNIGHTS_TOUR_WEB_DIST` points the tests at another build (an older one). */
export const dist = process.env.KNIGHTS_TOUR_WEB_DIST ?? here('../../dist');
export const shots = here('../../test-results/screenshots');
export const docs = here('../../docs');

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

/**
 * How long any wait of the browser tests may take (ms): far beyond what a busy 2-core machine
 * needs, reached only by a real hang.
 */
export const WAIT = 120_000;

/**
 * The longest main-thread task (ms) a test accepts where the page must not freeze: the freezes
 * fixed took seconds (the
 * 5 MB paste: 20.6 s); a page within its 100 ms budget stays far under this even on a loaded
 * machine. The budget itself is measured by bench/budgets.mjs, under the machine's lock.
 */
export const FREEZE = 5_000;

/** The longest main-thread task (ms) while `action` runs and `until` becomes true. */
export async function longestTask(
  page: Page,
  action: () => Promise<void>,
  until: () => Promise<boolean>,
): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { longest: number };
    w.longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  await action();
  await expect.poll(until, { timeout: WAIT }).toBe(true);
  // The observer reports a task once it has ended: a frame later.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  return page.evaluate(() => (window as unknown as { longest: number }).longest);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

export interface Harness {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Page errors and requests that left the loopback server (must stay empty). */
  readonly errors: string[];
  /**
   * Shows the page at a fragment (`#mode=solve&size=8`). In the page already loaded this is the
   * page's own navigation, as a link to one of its views is (a new history entry, the view
   * entered from scratch): a page load costs a second of the browser's CPU, the navigation
   * little. `fresh` (and the first open of a file, an empty fragment, or the fragment the page
   * already shows) loads the page from a blank one instead, as a link from elsewhere does.
   */
  open(fragment: string, how?: { fresh?: boolean }): Promise<void>;
  /** Retries an assertion until it holds (the page works asynchronously, in its worker). */
  poll<T>(read: () => Promise<T> | T): ReturnType<typeof expect.poll<T>>;
  /** The text of one element. */
  text(selector: string): Promise<string>;
  /** The texts of every element matching. */
  texts(selector: string): Promise<string[]>;
  /** Waits until the animation has drawn every step of the walk, at full speed. */
  animateToEnd(): Promise<number>;
  /**
   * Sets the walk shown to play at full speed, by script (the focus stays where it is), once
   * the page has one: for a test that waits for a walk's end but does not test its pace (at
   * the speed that fits it, a walk takes four seconds, each frame drawn).
   */
  hurry(): Promise<void>;
  /**
   * Waits for the board's next frame: the canvas then shows what the page last changed (the
   * board draws on the animation frame after a change, so a counter or a checkbox can be a
   * frame ahead of its pixels).
   */
  drawn(): Promise<void>;
  /** Distinct colours in a sample of the board canvas: a drawn board has many, a blank one 1. */
  canvasColours(): Promise<{ colours: number; width: number; height: number; cssWidth: number }>;
  /** Clicks an export button and reads the file it downloads. */
  saved(button: string): Promise<{ bytes: Buffer; name: string }>;
  /** A screenshot into test-results/screenshots (and docs/ when refreshing the README's). */
  screenshot(name: string, readme?: string): Promise<Buffer>;
  /** The page point of the centre of picture square `(px, py)` of a `w × h` picture, as the page fits it. */
  squarePoint(w: number, h: number, px: number, py: number): Promise<[number, number]>;
}

/** A device's browser context and page, shared by the test files (see {@link device}). */
interface Device {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Where the page's errors and outside requests go: the errors of the file running. */
  errors: string[];
}

/** The run's server of dist/ (its base URL), started by the first test file. */
let served: Promise<string> | undefined;
/**
 * The run's Chromium, started by the first file that needs it, in the worker that drives it:
 * the test files run one after another in this one worker (isolate: false), so they share it,
 * and Playwright speaks to it over its pipe directly, with no browser server in vitest's main
 * process between them (about the same CPU, one process and one file fewer). It goes when the
 * worker exits: no Chromium is left running after a run.
 */
let launched: Promise<Browser> | undefined;
/** A context and page a device (desktop, phone), made by the first file that uses it. */
const devices = new Map<string, Promise<Device>>();

function serveDist(): Promise<string> {
  served ??= (async () => {
    if (!existsSync(join(dist, 'index.html'))) {
      throw new Error(
        'apps/web/dist is missing: run `pnpm --filter @knights-tour/web build` first',
      );
    }
    mkdirSync(shots, { recursive: true });
    const server = serve(dist);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // The worker exits at the end of the run whatever the server does.
    server.unref();
    // A subpath, as on GitHub Pages: every URL of the build must be relative.
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}${SUBPATH}`;
  })();
  return served;
}

/**
 * The context and page of a device for the whole run. The test files run one after another
 * in one worker (isolate: false), so they share them: a context and its first page load cost
 * the browser about 3 s of CPU (a renderer started, the page's worker and WebAssembly
 * compiled, the service worker installed), a page loaded again in it under a second. Each
 * file still starts from a page loaded afresh (its first `open`), and leaves the context as
 * it found it: no permission granted, online.
 */
function device(viewport: { width: number; height: number }, touch: boolean): Promise<Device> {
  const key = `${viewport.width}x${viewport.height}${touch ? ' touch' : ''}`;
  let made = devices.get(key);
  if (!made) {
    made = (async () => {
      if (!hasChromium) throw new Error(`the browser tests need Chromium at ${CHROMIUM}`);
      launched ??= chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: CHROMIUM_ARGS,
      });
      const browser = await launched;
      // Storage, service workers and permissions of the browser tests alone.
      const context = await browser.newContext({
        viewport,
        hasTouch: touch,
        isMobile: touch,
        acceptDownloads: true,
      });
      // Every wait is for an event; only a real hang, never a busy machine, reaches these.
      context.setDefaultTimeout(WAIT);
      context.setDefaultNavigationTimeout(WAIT);
      const page = await context.newPage();
      const made: Device = { context, page, errors: [] };
      page.on('pageerror', (e) => made.errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') made.errors.push(m.text());
      });
      // Offline: nothing but the loopback server may be asked for anything.
      await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => {
        made.errors.push(`request outside the page's folder: ${route.request().url()}`);
        return route.abort();
      });
      return made;
    })();
    devices.set(key, made);
  }
  return made;
}

/**
 * The server and the device's browser context for one test file (offline but for the
 * loopback), and the helpers its tests share.
 */
export function browserHarness(viewport = { width: 1280, height: 800 }, touch = false): Harness {
  let base = '';
  const errors: string[] = [];
  const state = {} as { context: BrowserContext; page: Page; first: boolean };

  beforeAll(async () => {
    base = await serveDist();
    const shared = await device(viewport, touch);
    shared.errors = errors;
    state.context = shared.context;
    state.page = shared.page;
    // The file's first open loads the page afresh, whatever the last file left in it.
    state.first = true;
  });

  afterAll(async () => {
    // What a test may have changed in the shared context, as the next file expects it.
    await state.context?.clearPermissions();
    await state.context?.setOffline(false);
    expect(errors).toEqual([]);
  });

  /** Waits until the player has a walk (`shown / total` with a total). */
  const walkLoaded = () =>
    state.page.waitForFunction(
      () => Number((document.getElementById('step')!.textContent ?? '').split(' / ')[1]) > 0,
    );

  const harness: Harness = {
    get page() {
      return state.page;
    },
    get context() {
      return state.context;
    },
    errors,
    async open(fragment, how) {
      const { page } = state;
      const here = page.url();
      const loaded = here.startsWith(base) && !here.startsWith(`${base}?`);
      const same = fragment === '' || new URL(here, base).hash === fragment;
      if (how?.fresh || state.first || !loaded || same) {
        state.first = false;
        await page.goto('about:blank');
        await page.goto(`${base}${fragment}`);
      } else {
        // What the last test left behind that no view owns: the keyboard focus, the pointer.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.mouse.move(0, 0);
        // goto returns once the URL changed; the page enters the view in its popstate handler,
        // which a listener added now follows (listeners run in the order they were added).
        await page.evaluate(() => {
          const w = window as unknown as { entered: boolean };
          w.entered = false;
          addEventListener('popstate', () => (w.entered = true), { once: true });
        });
        await page.goto(`${base}${fragment}`);
        await page.waitForFunction(() => (window as unknown as { entered: boolean }).entered);
      }
      await page.waitForSelector('#board');
    },
    poll: (read) => expect.poll(read, { timeout: WAIT }),
    async text(selector) {
      return (await state.page.locator(selector).first().textContent()) ?? '';
    },
    texts: (selector) => state.page.locator(selector).allTextContents(),
    async animateToEnd() {
      const { page } = state;
      // A walk loaded after the speed was set would get the speed that fits it again.
      await walkLoaded();
      await page.locator('#speed').fill('100');
      await page.waitForFunction(() => {
        const [shown, total] = (document.getElementById('step')!.textContent ?? '')
          .split(' / ')
          .map(Number);
        return total! > 0 && shown === total;
      });
      await harness.drawn();
      return Number(await page.locator('#step').getAttribute('data-shown'));
    },
    async hurry() {
      await walkLoaded();
      await state.page.evaluate(() => {
        const speed = document.getElementById('speed') as HTMLInputElement;
        speed.value = speed.max;
        speed.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    async drawn() {
      // A callback asked for now runs after the board's own, asked for when the page changed.
      await state.page.evaluate(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())),
      );
    },
    async canvasColours() {
      await harness.drawn();
      return state.page.evaluate(() => {
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
    },
    async saved(button) {
      const [download] = await Promise.all([
        state.page.waitForEvent('download'),
        state.page.locator(button).click(),
      ]);
      // Read through the connection: the file is the browser's (path() is only for a local one).
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      return { bytes: Buffer.concat(chunks), name: download.suggestedFilename() };
    },
    async screenshot(name, readme) {
      const path = join(shots, `${name}.png`);
      const bytes = await state.page.screenshot({ path });
      const size = state.page.viewportSize()!;
      expect(pngSize(bytes)).toEqual([size.width, size.height]);
      if (readme && process.env.KNIGHTS_TOUR_SCREENSHOT) {
        mkdirSync(docs, { recursive: true });
        await state.page.screenshot({ path: join(docs, `${readme}.png`) });
      }
      return bytes;
    },
    async squarePoint(w, h, px, py) {
      await harness.drawn();
      const r = await state.page.evaluate(() => {
        const board = document.getElementById('board')!;
        const b = board.getBoundingClientRect();
        return {
          left: b.left,
          top: b.top,
          width: b.width,
          height: b.height,
          placement: board.dataset.placement,
        };
      });
      // Where the page drew the board, when it says so (scale, left, top)…
      if (r.placement) {
        const [scale, left, top] = r.placement.split(' ').map(Number) as [number, number, number];
        return [r.left + left + (px + 0.5) * scale, r.top + top + (py + 0.5) * scale];
      }
      // …else as older builds fit it: an 8 px margin, centred.
      const cell = Math.max(0.5, Math.min((r.width - 16) / w, (r.height - 16) / h));
      const left = Math.round((r.width - w * cell) / 2);
      const top = Math.round((r.height - h * cell) / 2);
      return [r.left + left + (px + 0.5) * cell, r.top + top + (py + 0.5) * cell];
    },
  };
  return harness;
}
