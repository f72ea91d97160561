#!/usr/bin/env node
// Frame rate of the built page animating a 200×200 tour in Debian's Chromium: frames drawn
// in two seconds of animation and the longest gap between two frames. Figures, not a test.
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
const url = `http://127.0.0.1:${server.address().port}/#mode=solve&size=200&start=0,0&algorithm=octaml16`;
console.log(
  `command: node apps/web/bench/frames.mjs (Chromium ${context.browser()?.version() ?? ''}, ${cpus().length} cores, 1280x820, no GPU)`,
);
const cases = [
  ['fitted (3.5 px a square), 1,000 steps/s', 60, 0],
  ['zoomed to 13 px a square (lines, grid), 1,000 steps/s', 60, 6],
  ['zoomed to 32 px a square (lines, numbers), 1,000 steps/s', 60, 10],
];
for (const [label, speed, zooms] of cases) {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('info')?.dataset.length === '40000');
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
