import { cellAt, createBoard, explainWalk, HeuristicRunner } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { moveWords, scoreWords, stepWords } from '../learn-words.js';
import { browserHarness, browserTests } from './harness.js';

// Words, views and navigation, from the review of issue 31: one test per defect (W1–W19, across the
// review*.browser.test.ts files), each failing on the page before its fix:
// `KNIGHTS_TOUR_WEB_DIST=<older dist> npx vitest run src/browser/review` runs them against another build.

describe.skipIf(!browserTests)('the review of issue 31, on a desktop', () => {
  const h = browserHarness();
  const info = () => h.text('#info');

  it('W1: Learn from the first screen, from Search and from a link naming a search explains a heuristic', async () => {
    await h.open('');
    await h.page.locator('#tab-learn').click();
    await h.poll(() => h.text('#learn-why')).toMatch(/^Step 1 at \(0,0\)/);
    expect(await info()).not.toMatch(/unknown algorithm/);
    expect(await h.page.locator('#algorithm').inputValue()).toBe('octaml16');
    await h.open('#mode=search&size=8&start=0%2C0');
    await h.page.locator('#tab-learn').click();
    await h.poll(() => h.text('#learn-why')).toMatch(/^Step 1 at \(0,0\)/);
    await h.open('#mode=learn&size=8&start=0%2C0&algorithm=backtrack');
    await h.poll(() => h.text('#learn-why')).toMatch(/^Step 1 at \(0,0\)/);
    expect(h.page.url()).toMatch(/algorithm=octaml16/);
  });

  it('W5: each view’s own controls come before the examples in Tab order', async () => {
    await h.open('#mode=verify');
    const order = await h.page.evaluate(() => {
      const all = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, canvas[tabindex]',
        ),
      ];
      return {
        file: all.indexOf(document.getElementById('file')!),
        gallery: all.indexOf(document.querySelector<HTMLElement>('#gallery a')!),
      };
    });
    expect(order.file).toBeLessThan(order.gallery);
  });

  it('W6: plain words first: the first screen, the menu, the map, 3x3 and the symmetries', async () => {
    await h.open('');
    await h.hurry();
    await h.poll(() => h.page.locator('#info').getAttribute('data-complete')).toBe('true');
    expect(await info()).toMatch(/^Tour complete: the knight visited all 64 squares, each once\./);
    expect(await info()).not.toMatch(/variant r=|auto chooses/);
    // core's sentence is kept, for whoever wants it.
    expect(await h.page.locator('#info').getAttribute('data-walk')).toBe(
      'auto: open tour of 8x8 from (0,0) in 1 attempt, variant r=+1 t=0, by octaml16.',
    );
    // The closed menu shows the name whole; the summary is the line under it.
    expect(await h.page.locator('#algorithm option:checked').textContent()).toBe('auto');
    await h.open('#mode=solve&size=3&start=0,0');
    await h.poll(info).toMatch(/^No tour exists here: no knight’s move reaches the square \(1,1\)/);
    await h.open('#mode=map&size=7&algorithm=aml');
    await h.poll(() => h.text('#map-summary')).toMatch(/^aml on 7x7: 25 starts/);
    expect(await h.text('#map-summary')).not.toMatch(/WebAssembly|walks at a time/);
    await h.open('#mode=symmetry&size=8&start=1,2&algorithm=aml');
    await h.poll(() => h.page.locator('#symmetry figure').count()).toBe(8);
    expect(await h.text('#symmetry figure[data-symmetry="flipX"] figcaption')).toMatch(
      /^mirrored left to right \(flipX\)/,
    );
  });

  it('W8: a cancelled map counts and lists the starts it ran, and they can be watched', async () => {
    await h.open('#mode=map&size=8&algorithm=warnsdorff');
    await h.poll(() => h.text('#map-summary')).toMatch(/^warnsdorff on 8x8: 64 starts/);
    // Cancel is pressed in the page, in the task that moved the progress bar past 500 starts:
    // the worker's answer comes in a later task, so the map is cancelled part way whatever the
    // machine's speed (a 100x100 map takes half a second; clicked from here, it could end
    // before the click).
    await h.page.evaluate(() => {
      const progress = document.getElementById('map-progress') as HTMLProgressElement;
      const w = window as unknown as { cancelledAt?: number; cancelShown?: boolean };
      const observer = new MutationObserver(() => {
        if (progress.max !== 10_000 || progress.value <= 500) return;
        observer.disconnect();
        const cancel = document.getElementById('cancel')!;
        w.cancelShown = cancel.checkVisibility();
        w.cancelledAt = progress.value;
        cancel.click();
      });
      observer.observe(progress, { attributes: true, attributeFilter: ['value', 'max'] });
    });
    // Typed and left, as a visitor does (the input's own change event, once).
    await h.page.locator('#size').fill('100');
    await h.page.locator('#size').blur();
    await h
      .poll(() => h.text('#map-summary'))
      .toMatch(
        /^warnsdorff on 100x100: [\d,]+ of 10,000 starts run \(cancelled\), [\d,]+ complete, [\d,]+ failed\.$/,
      );
    const pressed = await h.page.evaluate(() => {
      const w = window as unknown as { cancelledAt?: number; cancelShown?: boolean };
      return { at: w.cancelledAt, shown: w.cancelShown };
    });
    // The visitor's button, shown while the map ran; the map counts the starts run until then.
    expect(pressed.shown).toBe(true);
    expect(pressed.at).toBeGreaterThan(500);
    expect(pressed.at).toBeLessThan(10_000);
    const ran = Number(
      (await h.text('#map-summary')).match(/: ([\d,]+) of 10,000/)![1]!.replace(/,/g, ''),
    );
    expect(ran).toBe(pressed.at);
    await h.poll(() => h.page.locator('#busy').isHidden()).toBe(true);
    const failed = Number(
      (await h.text('#map-summary')).match(/([\d,]+) failed/)![1]!.replace(/,/g, ''),
    );
    expect(failed).toBeGreaterThan(0);
    expect(Number(await h.text('#failure-count'))).toBe(failed);
    expect(await h.page.locator('#failures button').count()).toBe(failed);
    // Exactly the failing starts among those run (the map runs them in cell order), as core
    // walks them here.
    const board = createBoard(100);
    const starts = Array.from({ length: ran }, (_, i) => cellAt(board, i));
    const outcome = new HeuristicRunner(board).summarizeAll('warnsdorff', starts);
    const failing = starts.filter((_, i) => outcome.length[i]! < 10_000).map((s) => s.join(','));
    expect(failing).toHaveLength(failed);
    expect(
      await h.page.locator('#failures li').evaluateAll((li) => li.map((e) => e.dataset.start)),
    ).toEqual(failing);
    await h.page.locator('#failures-box summary').click();
    await h
      .poll(() => h.page.locator('#failures-box').evaluate((d) => (d as HTMLDetailsElement).open))
      .toBe(true);
    await h.page.locator('#failures button').first().click();
    await h.poll(() => h.page.url()).toMatch(/mode=solve/);
  });

  it('W9: Copy link says so beside the button; the result stays in the status line', async () => {
    await h.open('#mode=solve&size=8&start=0%2C0');
    await h.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await h.animateToEnd();
    await h.poll(info).toMatch(/^Tour complete/);
    await h.page.locator('#copy-link').click();
    await h.poll(() => h.text('#copied')).toBe('Link copied: it reopens this view.');
    expect(await info()).toMatch(/^Tour complete/);
    await h.poll(() => h.text('#copied')).toBe('');
  });

  it('W11: a rule is never compared with itself', async () => {
    await h.open('#mode=map&size=7&algorithm=aml&compare=aml&difference=1');
    await h.poll(() => h.text('#map-summary')).toMatch(/^aml on 7x7: 25 starts/);
    const offered = await h.page
      .locator('#compare option')
      .evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
    expect(offered).not.toContain('aml');
    expect(await h.page.locator('#compare').inputValue()).toBe('');
  });

  it('W13: one number format, words that fit the case', async () => {
    await h.open('#mode=solve&size=200&start=0,0');
    await h.animateToEnd();
    await h.poll(info).toMatch(/visited all 40,000 squares/);
    await h.page.locator('#speed').fill('0');
    expect(await h.text('#speed-value')).toBe('1 step/s');
    await h.open('#mode=verify');
    await h.page.locator('#tour-text').fill('1. Na1 2. Nc2 3. Ne1');
    await h.page.locator('#verify-run').click();
    await h.poll(info).toMatch(/not drawn/);
    expect(await info()).not.toMatch(/takes larger ones/);
    await h.open('#mode=search&size=6&algorithm=backtrack');
    await h.poll(() => h.text('#algorithm-about')).toMatch(/exact depth-first search/);
    expect(await h.text('#algorithm-about')).not.toMatch(/limits below/);
    // A repository path is a link to the document, not text to copy.
    await h.open('#mode=solve&size=4x4x4');
    await h
      .poll(() => h.page.locator('#three-d-note a').getAttribute('href'))
      .toBe('https://github.com/knights-tour/knights-tour/blob/main/docs/three-d.md');
  });

  it('W15: Play keeps its moves in the link and across a reload', async () => {
    await h.open('#mode=play&size=5');
    await h.page.mouse.click(...(await h.squarePoint(5, 5, 0, 0)));
    await h.page.mouse.click(...(await h.squarePoint(5, 5, 1, 2)));
    await h.poll(() => h.page.locator('#info').getAttribute('data-played')).toBe('2');
    await h.poll(() => h.page.url()).toMatch(/moves=0\.11/);
    await h.page.reload();
    await h.poll(() => h.page.locator('#info').getAttribute('data-played')).toBe('2');
    // A start from another view puts the knight there.
    await h.open('#mode=solve&size=8&start=0%2C0');
    await h.page.locator('#tab-play').click();
    await h.poll(() => h.page.locator('#info').getAttribute('data-played')).toBe('1');
  });

  it('W16: the tabs take Home and End', async () => {
    await h.open('#mode=solve&size=8');
    await h.page.locator('#tab-solve').focus();
    await h.page.keyboard.press('End');
    await h.poll(() => h.page.locator('#tab-verify').getAttribute('aria-selected')).toBe('true');
    expect(await h.page.evaluate(() => document.activeElement?.id)).toBe('tab-verify');
    await h.page.keyboard.press('Home');
    await h.poll(() => h.page.locator('#tab-solve').getAttribute('aria-selected')).toBe('true');
  });

  it('W17: a reload without network opens the page and walks (the service worker)', async () => {
    await h.open('#mode=solve&size=6&start=0%2C0');
    await h.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await h
      .poll(() => h.page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await h.context.setOffline(true);
    try {
      await h.page.reload();
      await h.hurry();
      await h.poll(() => h.page.locator('#info').getAttribute('data-complete')).toBe('true');
      expect(await h.page.locator('#info').getAttribute('data-length')).toBe('36');
    } finally {
      await h.context.setOffline(false);
    }
  });

  it('W18: the intro is inside a landmark', async () => {
    await h.open('');
    expect(
      await h.page.evaluate(
        () =>
          document.getElementById('intro')!.closest('main, header, footer, nav, aside') !== null,
      ),
    ).toBe(true);
  });
});

describe.skipIf(!browserTests)('the review of issue 31, on a phone', () => {
  const h = browserHarness({ width: 390, height: 844 }, true);

  it('W5: Verify’s file control and the map’s compare menu come before the examples', async () => {
    for (const [fragment, control] of [
      ['#mode=verify', '#file'],
      ['#mode=map&size=7&algorithm=aml', '#compare'],
    ] as const) {
      await h.open(fragment);
      const at = (selector: string) =>
        h.page.locator(selector).evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
      expect(await at(control)).toBeLessThan(await at('#gallery'));
    }
  });

  it('W13: says Tap on a touch screen', async () => {
    await h.open('#mode=solve&size=8');
    expect(await h.text('#mode-intro')).toMatch(/^Tap a square/);
    expect(await h.text('#info')).toMatch(/^Tap a square/);
  });
});

describe.skipIf(!browserTests)('play and learn, beyond the defects', () => {
  const h = browserHarness();

  it('learn shows a step’s three beats apart: score, choose, move', async () => {
    await h.open('#mode=learn&size=8&start=0,0&algorithm=aml');
    const e = explainWalk(createBoard(8), 'aml', [0, 0]);
    const [first] = [...e.steps];
    await h.poll(() => h.text('#learn-score')).toBe(scoreWords(first!));
    const current = () =>
      h.page.locator('.beats li[aria-current="step"]').getAttribute('data-beat');
    expect(await current()).toBe('score');
    expect(await h.page.locator('#learn-why').isVisible()).toBe(false);
    await h.page.locator('#forward').click();
    await h.poll(current).toBe('choose');
    expect(await h.text('#learn-why')).toBe(stepWords(e.levels, first!, 64));
    await h.page.locator('#forward').click();
    await h.poll(current).toBe('move');
    expect(await h.text('#learn-move')).toBe(moveWords(first!));
    expect(await h.page.locator('#step').getAttribute('data-shown')).toBe('2');
    await h.page.locator('#back').click();
    await h.poll(current).toBe('choose');
    expect(await h.page.locator('#step').getAttribute('data-shown')).toBe('1');
    // The why of the fewest onward moves, in one sentence.
    expect(await h.text('#learn-trap')).toMatch(/A square with few exits becomes a trap/);
  });

  it('play: a new random start, the rule’s hint, and a warning as soon as the walk cannot be completed', async () => {
    await h.open('#mode=play&size=5');
    await h.page.locator('#random-start').click();
    await h.poll(() => h.page.locator('#info').getAttribute('data-played')).toBe('1');
    await h.page.locator('#hint').click();
    await h.poll(() => h.text('#info')).toMatch(/^Hint: \(\d,\d\)\. Warnsdorff’s rule/);
    // From a black square of 5x5, no tour: the warning comes at once, with core's reason.
    await h.open('#mode=play&size=5&moves=1');
    await h
      .poll(() => h.text('#play-warning'))
      .toMatch(/^This walk can no longer become a tour: .*black/);
    expect(await h.page.locator('#play-warning').isVisible()).toBe(true);
    // A walk that still can: no warning.
    await h.open('#mode=play&size=5&moves=0');
    await h.poll(() => h.page.locator('#play-warning').getAttribute('data-state')).toBe('found');
    expect(await h.page.locator('#play-warning').isVisible()).toBe(false);
  });
});
