#!/usr/bin/env node
// Frame rate of the built page animating a 200×200 tour, and 3-D tours on their layer
// panels, in Debian's Chromium: frames drawn in two seconds of animation and the longest gap
// between two frames. Figures, not a test.
// Run: pnpm --filter @knights-tour/web bench (after the build).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const dist = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(join(dist, 'index.html')) || !existsSync(CHROMIUM)) {
  console.error(
    'bench: needs apps/web/dist (pnpm --filter @knights-tour/web build) and /usr/bin/chromium',
  );
  process.exit(2);
}
const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const file = normalize(join(dist, path === '/' ? 'index.html' : path));
  if (!file.startsWith(dist) || !existsSync(file)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const profile = mkdtempSync(join(tmpdir(), 'knights-tour-frames-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  viewport: { width: 1280, height: 820 },
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const page = context.pages()[0] ?? (await context.newPage());
const base = `http://127.0.0.1:${server.address().port}/#mode=solve`;
const flat = `${base}&size=200&start=0,0&algorithm=octaml16`;
console.log(
  `command: node apps/web/bench/frames.mjs (Chromium ${context.browser()?.version() ?? ''}, ${cpus().length} cores, 1280x820, no GPU)`,
);
// [label, page, walk length, speed slider (60: 1,000 steps/s), zoom-in clicks]
const cases = [
  ['200x200 fitted (3.5 px a square), 1,000 steps/s', flat, 40_000, 60, 0],
  ['200x200 zoomed to 13 px a square (lines, grid), 1,000 steps/s', flat, 40_000, 60, 6],
  ['200x200 zoomed to 32 px a square (lines, numbers), 1,000 steps/s', flat, 40_000, 60, 10],
  [
    '12x12x12 in layer panels (lines, labels), 1,000 steps/s',
    `${base}&size=12x12x12&start=0,0,0`,
    1_728,
    60,
    0,
  ],
  ['24x24x24 in layer panels, 1,000 steps/s', `${base}&size=24x24x24&start=0,0,0`, 13_824, 60, 0],
  ['40x40x40 in layer panels, 1,000 steps/s', `${base}&size=40x40x40&start=0,0,0`, 64_000, 60, 0],
];
for (const [label, url, length, speed, zooms] of cases) {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(
    (n) => document.getElementById('info')?.dataset.length === String(n),
    length,
    { timeout: 120_000 },
  );
  for (let i = 0; i < zooms; i++) await page.click('#zoom-in');
  await page.click('#first');
  await page.fill('#speed', String(speed));
  const stats = await page.evaluate(
    () =>
      new Promise((resolve) => {
        document.getElementById('play')?.click();
        const times = [];
        const t0 = performance.now();
        const frame = (t) => {
          times.push(t);
          if (t - t0 < 2000) return void requestAnimationFrame(frame);
          const gaps = times.slice(1).map((x, i) => x - times[i]);
          resolve({ fps: times.length / ((t - t0) / 1000), worst: Math.max(...gaps) });
        };
        requestAnimationFrame(frame);
      }),
  );
  console.log(
    `${label}: ${stats.fps.toFixed(1)} frames/s, longest frame ${stats.worst.toFixed(1)} ms`,
  );
}
await context.close();
server.close();
rmSync(profile, { recursive: true, force: true });
