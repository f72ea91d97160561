#!/usr/bin/env node
// Where the time of a paste goes in Chromium: a Chromium trace of a 5 MB Ctrl+V into a bare
// text box, read in each way a page can read it, so that the page's choice (views/verify.ts)
// rests on measured steps rather than guesses. The clipboard is filled with the page's
// writeText, then Control+V is pressed in the focused box: the browser's own paste, with the
// permissions a page has by default (clipboard-write; clipboard-read refused).
// For each way: the longest main-thread task the page observes (PerformanceObserver
// 'longtask'), the paste event's dispatch, the renderer's synchronous ClipboardHost::ReadText
// call and how much of it is spent waiting for the browser process, the browser process's
// handling of ReadText, and the renderer's task that decodes an asynchronous reply.
// Run: node apps/web/bench/paste-trace.mjs [--chars 5000000] (no build needed), on a machine
// doing nothing else.
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const charsAt = process.argv.indexOf('--chars');
const chars = charsAt < 0 ? 5_000_000 : Number(process.argv[charsAt + 1]);
/** How the page reads the paste: the handler's body, given the event `e`; it sets `done`. */
const WAYS = {
  'nothing read (preventDefault only)': `e.preventDefault(); done(0);`,
  'clipboardData.getData': `const s = e.clipboardData.getData('text/plain'); e.preventDefault(); done(s.length);`,
  'DataTransferItem.getAsString': `const item = [...e.clipboardData.items].find((i) => i.type === 'text/plain'); e.preventDefault(); item.getAsString((s) => done(s.length));`,
  'navigator.clipboard.readText': `e.preventDefault(); navigator.clipboard.readText().then((s) => done(s.length), (err) => done(String(err)));`,
};
const page = (body) => `<!doctype html><meta charset="utf-8"><textarea id="box"></textarea><script>
window.tasks = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) tasks.push(e.duration); }).observe({ type: 'longtask' });
const done = (v) => { window.result = v; };
document.getElementById('box').addEventListener('paste', (e) => { ${body} });
</script>`;
let body = '';
const server = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(page(body));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const line = '1,123,45\n';
const text = line.repeat(Math.ceil(chars / line.length)).slice(0, chars);
console.log(
  `command: node apps/web/bench/paste-trace.mjs --chars ${chars} (Chromium, headless, Ctrl+V of ${(chars / 1e6).toFixed(1)} M characters)`,
);

/** Complete events (X, or B/E pairs) with their process and thread names. */
function events(trace) {
  const all = JSON.parse(trace.toString()).traceEvents;
  const threads = new Map();
  for (const e of all)
    if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const open = new Map();
  const out = [];
  for (const e of all) {
    const key = `${e.pid}:${e.tid}`;
    const thread = threads.get(key) ?? '';
    if (e.ph === 'X') out.push({ ...e, thread, dur: e.dur ?? 0 });
    else if (e.ph === 'B') open.set(key, [...(open.get(key) ?? []), e]);
    else if (e.ph === 'E') {
      const begun = open.get(key)?.pop();
      if (begun) out.push({ ...begun, thread, dur: e.ts - begun.ts });
    }
  }
  return out;
}
const ms = (us) => (us === undefined ? '–' : `${(us / 1000).toFixed(0)} ms`);
const clipboardTag = (e) =>
  e.args?.chrome_mojo_event_info?.mojo_interface_tag === 'blink.mojom.ClipboardHost';

for (const [way, handler] of Object.entries(WAYS)) {
  body = handler;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-write']);
  const tab = await context.newPage();
  await tab.goto(`http://127.0.0.1:${server.address().port}/`);
  await tab.evaluate((t) => navigator.clipboard.writeText(t), text);
  await tab.locator('#box').focus();
  await tab.evaluate(() => {
    window.tasks = [];
  });
  await browser.startTracing(tab, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'mojom',
      'base',
    ],
  });
  await tab.keyboard.press('Control+V');
  await tab.waitForFunction(() => window.result !== undefined, null, { timeout: 120_000 });
  await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  const trace = events(await browser.stopTracing());
  const { tasks, result } = await tab.evaluate(() => ({
    tasks: window.tasks,
    result: window.result,
  }));
  await browser.close();
  const main = trace.filter((e) => e.thread === 'CrRendererMain');
  const longest = (list) => Math.max(0, ...list.map((e) => e.dur)) || undefined;
  const paste = main.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'paste');
  const read = main.find((e) => e.name === 'ClipboardHost::ReadText');
  const waited =
    read &&
    longest(
      main.filter(
        (e) =>
          e.name === 'ScopedBlockingCallWithBaseSyncPrimitives' &&
          e.ts >= read.ts &&
          e.ts < read.ts + read.dur,
      ),
    );
  const served = longest(
    trace.filter(
      (e) => e.thread === 'CrBrowserMain' && e.name === 'Receive mojo message' && clipboardTag(e),
    ),
  );
  const reply = longest(main.filter((e) => e.name === 'Receive mojo reply' && clipboardTag(e)));
  console.log(
    `${way}: read ${typeof result === 'number' ? `${result} characters` : result}; longest task ${tasks.length ? `${Math.max(...tasks).toFixed(0)} ms` : 'none over 50 ms'}; paste event ${ms(paste?.dur)}, of which synchronous ReadText ${ms(read?.dur)} (waiting for the browser process ${ms(waited)}, decoding its reply ${ms(read && waited !== undefined ? read.dur - waited : undefined)}); browser process on its longest clipboard request ${ms(served)}; asynchronous reply decoded in a task of ${ms(reply)}`,
  );
}
server.close();
