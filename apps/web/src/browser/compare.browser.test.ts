import {
  createBoard,
  type HeuristicName,
  HeuristicRunner,
  isPossibleStart,
} from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { browserHarness, browserTests } from './harness.js';

/** Failing starts of two rules on n×n, by the runner: only the first, only the second, both. */
function expected(n: number, first: HeuristicName, second: HeuristicName) {
  const runner = new HeuristicRunner(createBoard(n));
  const out = { first: 0, second: 0, onlyFirst: 0, onlySecond: 0, both: 0, starts: [] as string[] };
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!isPossibleStart(createBoard(n), x, y)) continue;
      const a = !runner.summarize(first, [x, y]).complete;
      const b = !runner.summarize(second, [x, y]).complete;
      out.first += Number(a);
      out.second += Number(b);
      out.onlyFirst += Number(a && !b);
      out.onlySecond += Number(b && !a);
      out.both += Number(a && b);
      if (a || b) out.starts.push(`${x},${y}`);
    }
  }
  return out;
}

describe.skipIf(!browserTests)('two rules’ failure maps, side by side or their difference', () => {
  const h = browserHarness();

  it('maps AML and Roth on 7x7 side by side, then their difference; the link reproduces it', async () => {
    const e = expected(7, 'aml', 'roth');
    expect(e.onlyFirst).toBeGreaterThan(0);
    await h.open('#mode=map&size=7&algorithm=aml');
    await h.poll(() => h.text('#map-summary')).toContain('aml on 7x7');
    await h.page.locator('#compare').selectOption('roth');
    await h.poll(() => h.page.url()).toMatch(/compare=roth/);
    const summary = `aml and roth on 7x7: 25 starts; aml fails from ${e.first}, roth from ${e.second}; only aml ${e.onlyFirst}, only roth ${e.onlySecond}, both ${e.both}.`;
    await h.poll(() => h.text('#map-summary')).toBe(summary);
    const listed = await h.page
      .locator('#failures li')
      .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.start!));
    expect(listed.sort()).toEqual(e.starts.sort());
    await h.screenshot('map-compare');
    // The difference: one map, its legend with the counts.
    await h.page.locator('#difference').check();
    await h.poll(() => h.page.url()).toMatch(/compare=roth&difference=1/);
    await h
      .poll(() => h.texts('#legend li'))
      .toEqual([
        `both give a tour (${25 - e.first - e.onlySecond})`,
        `only aml fails (${e.onlyFirst})`,
        `only roth fails (${e.onlySecond})`,
        `both fail (${e.both})`,
        'no tour can start here',
      ]);
    await h.screenshot('map-difference');
    // Both maps are exported, a row per start and rule.
    const csv = (await h.saved('#export-csv')).bytes.toString('utf8').trimEnd().split('\n');
    expect(csv[0]).toBe('x,y,algorithm,outcome,reached,squares,attempts');
    expect(csv).toHaveLength(1 + 2 * 49);
    const json = await h.saved('#export-json');
    expect(json.name).toBe('knights-tour-map-7x7-aml-vs-roth.json');
    expect(JSON.parse(json.bytes.toString('utf8')).algorithms).toEqual(['aml', 'roth']);
    // The link alone reopens the comparison, as a difference.
    const url = h.page.url();
    await h.open(url.slice(url.indexOf('#')));
    await h.poll(() => h.text('#map-summary')).toBe(summary);
    expect(await h.page.locator('#difference').isChecked()).toBe(true);
    expect(await h.page.locator('#compare').inputValue()).toBe('roth');
  });

  it('opens a start’s walk by the rule of the panel clicked, and Back returns to both maps', async () => {
    await h.open('#mode=map&size=7&algorithm=aml&compare=octaml16');
    await h.poll(() => h.text('#map-summary')).toContain('aml and octaml16 on 7x7');
    // The first failing start's button names the rule that failed there.
    await h.page.locator('#failures-box summary').click();
    const first = h.page.locator('#failures li button').first();
    expect(await first.getAttribute('aria-label')).toMatch(/^Watch aml’s walk from/);
    await first.click();
    await h.poll(() => h.page.url()).toMatch(/mode=solve/);
    expect(h.page.url()).toMatch(/algorithm=aml/);
    await h.page.goBack();
    await h.poll(() => h.text('#map-summary')).toContain('aml and octaml16 on 7x7');
    expect(await h.page.locator('#compare').inputValue()).toBe('octaml16');
  });

  it('takes every literature rule, a fixed order typed in the link among them', async () => {
    await h.open('#mode=map&size=5&algorithm=order-58217346&compare=squirrel-cull');
    await h.poll(() => h.text('#map-summary')).toContain('order-58217346 and squirrel-cull on 5x5');
    expect(await h.page.locator('#algorithm').inputValue()).toBe('order-58217346');
    const rules = await h.page
      .locator('#compare option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    for (const rule of [
      'order-34567812',
      'squirrel-cull',
      'switching',
      'roth',
      'roth-mathematica',
      'pohl',
      'parberry',
    ]) {
      expect(rules).toContain(rule);
    }
    // Switching is for square boards: not offered on a rectangle.
    await h.open('#mode=map&size=6x8&algorithm=aml');
    await h.poll(() => h.text('#map-summary')).toContain('aml on 6x8');
    const onRectangle = await h.page
      .locator('#compare option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(onRectangle).not.toContain('switching');
    expect(onRectangle).toContain('roth');
    // A box: its two maps as their difference (its layers already sit side by side).
    await h.open('#mode=map&size=4x4x4&algorithm=octaml3d&compare=warnsdorff3d');
    await h.poll(() => h.text('#map-summary')).toContain('octaml3d and warnsdorff3d on 4x4x4');
    expect(await h.page.locator('#difference').isChecked()).toBe(true);
    expect(await h.page.locator('#difference').isDisabled()).toBe(true);
    await h
      .poll(() => h.texts('#legend li'))
      .toContainEqual(expect.stringMatching(/^both fail \(\d+\)$/));
  });
});
