import { createBoard, explainWalk } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { candidateLabels, stepWords } from '../learn-words.js';
import { browserHarness, browserTests } from './harness.js';

describe.skipIf(!browserTests)('learn: why this move', () => {
  const h = browserHarness();
  const step = async () => Number(await h.page.locator('#step').getAttribute('data-shown'));

  it('steps through AML on 8x8 from the corner: each step’s words are core’s explanation', async () => {
    await h.open('#mode=learn&size=8&start=0,0&algorithm=aml');
    const e = explainWalk(createBoard(8), 'aml', [0, 0]);
    const steps = [...e.steps];
    await h.poll(() => h.text('#learn-why')).toBe(stepWords(e.levels, steps[0]!, 64));
    expect(await h.text('#learn-why')).toContain('the move order 12345678 decides');
    // The rule's paragraph and its source are the catalogue's, and the criteria in order.
    expect(await h.text('#learn-rule')).toBe(e.description);
    expect(await h.text('#learn-source')).toBe(`Source: ${e.source}.`);
    expect(await h.texts('#learn-levels li')).toEqual(e.levels.map((l) => l.words));
    expect(await step()).toBe(1);
    // Forward with the button, a beat at a time (score, choose, move), then with the → key
    // (focus off the board), back with ←.
    for (let k = 0; k < 3; k++) await h.page.locator('#forward').click();
    await h.poll(() => h.text('#learn-why')).toBe(stepWords(e.levels, steps[1]!, 64));
    await h.page.locator('#learn-rule').click();
    for (let k = 0; k < 6; k++) await h.page.keyboard.press('ArrowRight');
    await h.poll(step).toBe(4);
    expect(await h.text('#learn-why')).toBe(stepWords(e.levels, steps[3]!, 64));
    // Back from step 4's score: step 3's move (the knight still on step 4), then its choice.
    await h.page.keyboard.press('ArrowLeft');
    await h.page.keyboard.press('ArrowLeft');
    await h.poll(step).toBe(3);
    // The candidates are drawn with their labels: the board has the accent of the rings.
    const labels = candidateLabels(e.levels, steps[2]!);
    expect(labels.length).toBeGreaterThan(0);
    await h.page.keyboard.press('Home');
    await h.poll(step).toBe(1);
    await h.screenshot('learn-aml');
    await h.page.keyboard.press('End');
    await h.poll(() => h.text('#learn-why')).toMatch(/every square is visited — a tour of 64/);
  });

  it('explains every literature rule, a fixed order typed in the link included', async () => {
    await h.open('#mode=learn&size=5&start=2,0&algorithm=order-58217346');
    const e = explainWalk(createBoard(5), 'order-58217346', [2, 0]);
    await h.poll(() => h.text('#learn-why')).toMatch(/^Step 1 at \(2,0\)/);
    expect(await h.page.locator('#algorithm').inputValue()).toBe('order-58217346');
    await h.page.locator('#last').click();
    await h.poll(() => h.text('#learn-why')).toBe(stepWords(e.levels, [...e.steps].at(-1)!, 25));
    expect(await h.text('#learn-why')).toContain('stuck after 17 squares of 25');
    for (const algorithm of ['roth', 'roth-mathematica', 'pohl', 'switching', 'squirrel-cull']) {
      await h.page.locator('#algorithm').selectOption(algorithm);
      await h
        .poll(() => h.text('#learn-rule'))
        .toBe(explainWalk(createBoard(5), algorithm, [2, 0]).description);
      await h.poll(() => h.text('#learn-why')).toMatch(/^Step 1 at \(2,0\)/);
    }
  });

  it('says why it does not explain a board larger than 20x20, and is 2-D only', async () => {
    await h.open('#mode=learn&size=24&start=0,0&algorithm=aml');
    await h.poll(() => h.text('#info')).toMatch(/explains boards up to 20×20/);
    await h.open('#mode=learn&size=4x4x4');
    await h.poll(() => h.page.url()).toMatch(/mode=solve/);
  });

  it('is readable on a 20x20 board', async () => {
    await h.open('#mode=learn&size=20&start=0,0&algorithm=roth');
    await h.poll(() => h.text('#learn-why')).toMatch(/^Step 1 at \(0,0\)/);
    await h.page.locator('#scrubber').fill('150');
    await h.poll(step).toBe(150);
    await h.screenshot('learn-roth-20');
  });
});

describe.skipIf(!browserTests)('learn on a phone', () => {
  const h = browserHarness({ width: 390, height: 844 }, true);

  it('steps by taps on the player, the line under the board', async () => {
    await h.open('#mode=learn&size=5&start=2,0&algorithm=order-58217346');
    const e = explainWalk(createBoard(5), 'order-58217346', [2, 0]);
    const steps = [...e.steps];
    await h.poll(() => h.text('#learn-why')).toBe(stepWords(e.levels, steps[0]!, 25));
    // Three beats a step: step 6's choice after 16 taps.
    for (let k = 0; k < 16; k++) await h.page.locator('#forward').tap();
    await h.poll(() => h.text('#learn-why')).toBe(stepWords(e.levels, steps[5]!, 25));
    expect(await h.page.locator('#learn-why').isVisible()).toBe(true);
    await h.screenshot('learn-phone');
  });
});
