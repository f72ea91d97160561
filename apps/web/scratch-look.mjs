import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join, extname, normalize } from 'node:path';
import { chromium } from 'playwright-core';
const root = new URL('./dist/', import.meta.url).pathname;
const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  const file = normalize(join(root, p === '/' ? 'index.html' : p));
  if (!existsSync(file)) { res.writeHead(404).end(); return; }
  res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const [w, h] = (process.env.VIEW ?? '1280x800').split('x').map(Number);
const page = await browser.newPage({ viewport: { width: w, height: h }, hasTouch: !!process.env.TOUCH });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.text()); });
const steps = JSON.parse(process.argv[2]);
for (const s of steps) {
  if (s.goto !== undefined) await page.goto(base + s.goto);
  if (s.wait) await page.waitForTimeout(s.wait);
  if (s.click) await page.locator(s.click).click();
  if (s.mouse) await page.mouse.click(s.mouse[0], s.mouse[1]);
  if (s.fill) await page.locator(s.fill[0]).fill(s.fill[1]);
  if (s.press) await page.keyboard.press(s.press);
  if (s.eval) console.log(await page.evaluate(s.eval));
  if (s.shot) await page.screenshot({ path: `/tmp/shots/${s.shot}.png`, fullPage: !!s.full });
  if (s.text) console.log(s.text, '=>', JSON.stringify(await page.locator(s.text).textContent()));
}
await browser.close(); server.close();
