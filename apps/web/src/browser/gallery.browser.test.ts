import { findTour, solve } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { browserHarness, browserTests } from './harness.js';

describe.skipIf(!browserTests)('the gallery of named cases, from the first screen', () => {
  const h = browserHarness();
  // The examples are on every view: the first screen is loaded once, then each case followed
  // from the view the one before opened, as a visitor goes on (a page load each cost a second).
  const follow = async (name: RegExp) => {
    if (!h.page.url().includes('#')) await h.open('');
    await h.page.locator('#gallery a', { hasText: name }).click();
  };

  it('opens AML’s failure on 7x7, a closed 8x8 tour and a 6x6x6 tour', async () => {
    await follow(/^AML gets stuck on 7×7$/);
    await h.poll(() => h.page.locator('#info').getAttribute('data-length')).toBe('33');
    await follow(/^A closed 8×8 tour$/);
    await h.animateToEnd();
    await h.poll(() => h.page.locator('#info').getAttribute('data-complete')).toBe('true');
    expect(solve({ n: 8, start: [0, 0], closed: true }).closed).toBe(true);
    await follow(/^A 6×6×6 tour$/);
    await h.poll(() => h.page.locator('#info').getAttribute('data-length')).toBe('216');
  });

  it('opens the literature’s failures: Squirrel & Cull’s order on 5x5, Roth’s rounding on 157x157', async () => {
    await follow(/Squirrel & Cull’s order 58217346/);
    await h.poll(() => h.page.url()).toMatch(/mode=learn/);
    await h.poll(() => h.text('#learn-why')).toMatch(/^Step 1 at \(2,0\)/);
    await h.page.locator('#last').click();
    await h.poll(() => h.text('#learn-why')).toContain('stuck after 17 squares of 25');
    await follow(/Roth, Mathematica’s rounding/);
    const roth = findTour({ n: 157, start: [0, 0], algorithm: 'roth-mathematica' });
    expect(roth.squares.length).toBe(24_645);
    await h.poll(() => h.page.locator('#info').getAttribute('data-length')).toBe('24645');
    expect(await h.animateToEnd()).toBe(24_645);
    await h.poll(() => h.page.locator('#info').getAttribute('data-complete')).toBe('false');
    expect(await h.text('#info')).toMatch(/24645 of 24649|24,645 of 24,649/);
    await follow(/Where AML and Roth fail on 7×7/);
    await h.poll(() => h.text('#map-summary')).toMatch(/^aml and roth on 7x7/);
    expect(await h.page.locator('#difference').isChecked()).toBe(true);
    await follow(/Why this move\? AML on 8×8/);
    await h.poll(() => h.text('#learn-why')).toMatch(/^Step 1 at \(0,0\)/);
  });
});
