import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BuildOptions, build } from 'esbuild';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// core, verify and sweep's plan entry must run in a browser: bundle a page from the installed tarballs with
// esbuild for the browser platform (a Node built-in is a build error there) and run it in
// Debian's Chromium: its headless shell (package chromium-headless-shell, which .ci/run
// installs) when it is there, as apps/web's tests drive it, else the full browser; elsewhere
// the Chromium test is skipped when neither is installed, but never in CI.
const consumerDir = inject('consumerDir');
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

const browserBuild = (entry: string): BuildOptions => ({
  entryPoints: [entry],
  absWorkingDir: consumerDir,
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  write: false,
  metafile: true,
  logLevel: 'silent',
});

/** The page's bundle and the modules it was made of, built once for all the tests below. */
let bundled: Promise<{ bundle: string; inputs: string[] }> | undefined;
function bundlePage() {
  bundled ??= (async () => {
    copyFileSync(fixture('page.js'), join(consumerDir, 'page.js'));
    copyFileSync(fixture('small-sweep.js'), join(consumerDir, 'small-sweep.js'));
    const result = await build(browserBuild('page.js'));
    return {
      bundle: result.outputFiles?.[0]?.text ?? '',
      inputs: Object.keys(result.metafile?.inputs ?? {}),
    };
  })();
  return bundled;
}

describe('browser bundle', () => {
  it('bundles core, picture, verify and sweep/plan for the browser platform from the tarballs', async () => {
    const { bundle, inputs } = await bundlePage();
    expect(bundle.length).toBeGreaterThan(1000);
    // Every module comes from the page or the installed packages (of sweep, only the pure
    // plan entry): nothing else pulled in, no Node built-in.
    const outside = inputs.filter(
      (f) =>
        f !== 'page.js' &&
        f !== 'small-sweep.js' &&
        !/^node_modules\/@knights-tour\/(core\/dist|picture\/dist|verify\/dist|sweep\/dist\/plan)\//.test(
          f,
        ),
    );
    expect(outside).toEqual([]);
    expect(inputs.some((f) => f.startsWith('node_modules/@knights-tour/verify/'))).toBe(true);
    expect(inputs.some((f) => f.startsWith('node_modules/@knights-tour/sweep/dist/plan/'))).toBe(
      true,
    );
  });

  it('fails to bundle when a Node built-in is imported', async () => {
    copyFileSync(fixture('node-builtin.js'), join(consumerDir, 'node-builtin.js'));
    await expect(build(browserBuild('node-builtin.js'))).rejects.toThrow(/node:fs/);
  });

  describe.skipIf(!hasChromium && !process.env.CI)('in headless Chromium', () => {
    let server: Server;
    let base = '';
    let profile = '';

    beforeAll(async () => {
      const { bundle } = await bundlePage();
      server = createServer((req, res) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (path === '/bundle.js') {
          res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
        } else if (path === '/') {
          res
            .writeHead(200, { 'content-type': 'text/html' })
            .end(
              '<!doctype html><meta charset="utf-8"><title>knights-tour</title><pre id="result"></pre><script type="module" src="/bundle.js"></script>',
            );
        } else {
          res.writeHead(404).end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      profile = mkdtempSync(join(tmpdir(), 'knights-tour-chromium-'));
    });

    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
      if (profile) rmSync(profile, { recursive: true, force: true });
    });

    it('solves and verifies tours, and plans and runs a sweep, in the page', async () => {
      // The same small sweep in Node: the page must report exactly its figures.
      const { smallSweep } = await import(pathToFileURL(join(consumerDir, 'small-sweep.js')).href);
      const nodeSweep = smallSweep();
      expect(nodeSweep.failures).toBeGreaterThan(0);
      // A new, empty profile directory; no network beyond the loopback page server.
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
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
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        for (const n of [8, 31]) {
          await page.goto(`${base}?n=${n}`);
          // Strings, not functions: they run in the page, where `window` exists.
          await page.waitForFunction("'__result' in window", undefined, { timeout: 60_000 });
          const result = await page.evaluate('window.__result');
          expect(result).toEqual({
            n,
            complete: true,
            valid: true,
            squares: n * n,
            closed: expect.any(Boolean),
            brokenValid: false,
            shades: Math.min(n * n, 248), // one shade a step, of the 248 the palette has
            sweep: nodeSweep,
            closedSix: '9862',
            openFivePerSquare: ['304', '0', '56', '0', '304'],
          });
          expect(await page.textContent('#result')).toBe(JSON.stringify(result));
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
