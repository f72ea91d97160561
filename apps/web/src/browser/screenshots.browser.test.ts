import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { solve } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { browserHarness, browserTests, type Harness } from './harness.js';

// The README's pictures of the views (`pnpm --filter @knights-tour/web run screenshot` writes
// them to docs/), on a desktop and a phone, and axe-core's check of every view: no violation.

const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is: `rule (impact): target` each. */
async function violations(h: Harness): Promise<string[]> {
  // Once a page: the views are shown in the page already loaded.
  if (!(await h.page.evaluate(() => 'axe' in window))) await h.page.addScriptTag({ content: axe });
  return h.page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } })
      .axe;
    const result = await run.run(document);
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}
interface AxeResults {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

/** The views, each opened as a visitor would find it, and what says it is ready. */
const VIEWS: readonly { name: string; fragment: string; ready: (h: Harness) => Promise<void> }[] = [
  {
    name: 'watch',
    fragment: '#mode=solve&size=8&start=0%2C0',
    ready: async (h) => {
      await h.animateToEnd();
      await h.poll(() => h.page.locator('#info').getAttribute('data-complete')).toBe('true');
    },
  },
  {
    name: 'learn-8x8',
    fragment: '#mode=learn&size=8&start=0%2C0&algorithm=aml',
    ready: async (h) => {
      await h.poll(() => h.text('#learn-score')).toMatch(/^From \(0,0\)/);
      // The choose beat: the line citing move 5, the figure of the eight moves beside it.
      await h.page.locator('#forward').click();
      await h.poll(() => h.text('#learn-why')).toContain('move 5 of (2,1) comes first');
      await h.poll(() => h.page.locator('#move-figure').isVisible()).toBe(true);
    },
  },
  {
    name: 'learn-20x20',
    fragment: '#mode=learn&size=20&start=0%2C0&algorithm=roth',
    ready: async (h) => {
      await h.poll(() => h.text('#learn-score')).toMatch(/^From \(0,0\)/);
      await h.page.locator('#scrubber').fill('150');
      await h.poll(() => h.page.locator('#step').getAttribute('data-shown')).toBe('150');
    },
  },
  {
    name: 'play',
    fragment: `#mode=play&size=5&moves=${playedMoves()}`,
    ready: async (h) => {
      await h.poll(() => h.page.locator('#info').getAttribute('data-played')).toBe('12');
      await h
        .poll(() => h.page.locator('#play-warning').getAttribute('data-state'))
        .not.toBe('checking');
    },
  },
  {
    name: 'search',
    fragment: '#mode=search&size=6&start=2%2C2&algorithm=backtrack',
    ready: async (h) => {
      await h.page.locator('#search-speed').fill('100');
      await h.poll(() => h.page.locator('#info').getAttribute('data-search')).toBe('found');
    },
  },
  {
    name: 'map',
    fragment: '#mode=map&size=7&algorithm=aml&compare=roth',
    ready: async (h) => {
      await h.poll(() => h.text('#map-summary')).toMatch(/^aml and roth on 7x7/);
    },
  },
  {
    // 5x5: the same view, counted, at a fraction of 6x6's count (count.browser.test.ts counts
    // 6x6 and takes the README's pictures of it).
    name: 'count',
    fragment: '#mode=count&size=5',
    ready: async (h) => {
      await h.poll(() => h.page.locator('#info').getAttribute('data-counted')).toBe('done');
      await h.drawn();
    },
  },
  {
    name: 'symmetry',
    fragment: '#mode=symmetry&size=8&start=1%2C2&algorithm=aml',
    ready: async (h) => {
      await h.poll(() => h.page.locator('#symmetry figure').count()).toBe(8);
    },
  },
  {
    name: 'verify',
    fragment: '#mode=verify',
    ready: async (h) => {
      const tour = solve({ n: 8, start: [0, 0], algorithm: 'aml' });
      await h.page
        .locator('#tour-text')
        .fill(tour.path.map(([x, y], k) => `${k + 1},${x},${y}`).join('\n'));
      await h.page.locator('#verify-run').click();
      await h.poll(() => h.page.locator('#analysis li').count()).toBeGreaterThan(3);
      await h.animateToEnd();
    },
  },
];

/** Twelve moves of a 5×5 game, as a link holds them: AML's walk from the corner. */
function playedMoves(): string {
  return solve({ n: 5, start: [0, 0], algorithm: 'aml' })
    .path.slice(0, 12)
    .map(([x, y]) => y * 5 + x)
    .join('.');
}

/** The views pictured here (the README's pictures of those in README). */
const PICTURED = new Set([
  'learn-8x8',
  'learn-20x20',
  'play',
  'map',
  'count',
  'verify',
  'watch',
  'search',
]);

/** The README's pictures taken here; count.browser.test.ts takes the count's, of 6x6. */
const README = new Set([...PICTURED].filter((name) => name !== 'count'));

for (const [device, viewport, touch] of [
  ['desktop', { width: 1280, height: 800 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const) {
  describe.skipIf(!browserTests)(
    `every view on a ${device}: pictured, and no axe-core violation`,
    () => {
      const h = browserHarness(viewport, touch);
      for (const view of VIEWS) {
        it(view.name, async () => {
          await h.open(view.fragment);
          await view.ready(h);
          if (PICTURED.has(view.name))
            await h.screenshot(
              `${view.name}-${device}`,
              README.has(view.name) ? `${view.name}-${device}` : undefined,
            );
          expect(await violations(h)).toEqual([]);
        });
      }
    },
  );
}
