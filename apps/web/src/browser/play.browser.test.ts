import { solve } from '@knights-tour/core';
import { describe, expect, it } from 'vitest';
import { browserHarness, browserTests } from './harness.js';

describe.skipIf(!browserTests)('play: the visitor moves the knight', () => {
  const h = browserHarness();
  const info = () => h.text('#info');
  const played = () => h.page.locator('#info').getAttribute('data-played');
  const game = () => h.page.locator('#info').getAttribute('data-game');

  async function tap(n: number, [x, y]: readonly number[]): Promise<void> {
    const [px, py] = await h.squarePoint(n, n, x!, y!);
    await h.page.mouse.click(px, py);
  }

  it('plays a whole tour: legal moves ringed with their onward moves, then "complete"', async () => {
    await h.open('#mode=play&size=5');
    await h.poll(info).toBe('Click any square to put the knight there.');
    const tour = solve({ n: 5, start: [0, 0], algorithm: 'auto' });
    await tap(5, tour.path[0]!);
    await h.poll(played).toBe('1');
    await h
      .poll(info)
      .toMatch(
        /^Move 1 of 25: jump to a ringed square\. The number on each is how many moves it would leave/,
      );
    await h.screenshot('play-start');
    for (const square of tour.path.slice(1, 12)) await tap(5, square);
    await h.poll(played).toBe('12');
    await h.screenshot('play');
    // A square that is not a knight's move away is refused, with the reason.
    await tap(5, tour.path[11]!);
    await h.poll(info).toMatch(/is already visited: choose a ringed square\.$/);
    for (const square of tour.path.slice(12)) await tap(5, square);
    await h.poll(game).toBe('complete');
    await h.poll(info).toBe('Tour complete! You visited all 25 squares, each once.');
    // The tour played exports as a document any knights-tour tool reads.
    const document = JSON.parse((await h.saved('#export-json')).bytes.toString());
    expect(document.path).toEqual(tour.path);
  });

  it('undoes, redoes and restarts; says when the knight is stuck', async () => {
    await h.open('#mode=play&size=3');
    // (0,0) (1,2) (2,0) (0,1) (2,2) (1,0) (0,2) (2,1): every square but the centre, then stuck.
    const walk = [
      [0, 0],
      [1, 2],
      [2, 0],
      [0, 1],
      [2, 2],
      [1, 0],
      [0, 2],
      [2, 1],
    ];
    for (const square of walk) await tap(3, square);
    await h.poll(game).toBe('stuck');
    await h
      .poll(info)
      .toBe(
        'Stuck at (2,1) after 8 of 9 squares: no unvisited square is a knight’s move away. Undo a few moves, or restart.',
      );
    await h.page.locator('#undo').click();
    await h.page.locator('#undo').click();
    await h.poll(played).toBe('6');
    await h.page.locator('#redo').click();
    await h.poll(played).toBe('7');
    await h.page.locator('#restart').click();
    await h.poll(played).toBe('0');
    await h.poll(game).toBe('empty');
  });

  it('asks the worker whether the walk can still be completed, and shows a finish', async () => {
    await h.open('#mode=play&size=6');
    // Visiting (3,4) and (4,3), the two ways into the corner (5,5), cuts it off.
    for (const square of [
      [2, 2],
      [3, 4],
      [1, 5],
      [2, 3],
      [3, 5],
      [4, 3],
      [2, 4],
    ])
      await tap(6, square);
    await h.poll(played).toBe('7');
    await h.page.locator('#can-complete').click();
    await h
      .poll(info)
      .toBe(
        'No: this walk cannot be completed, because (5,5) can no longer be reached from (2,4): the visited squares cut it off.',
      );
    await h.page.locator('#restart').click();
    for (const square of [
      [0, 0],
      [1, 2],
      [2, 4],
    ])
      await tap(6, square);
    await h.page.locator('#can-complete').click();
    await h
      .poll(info)
      .toMatch(
        /^Yes: this walk can still become a tour \(exact search found a finish in [\d,]+ nodes\)\.$/,
      );
    await h.page.locator('#finish').click();
    await h.poll(game).toBe('complete');
    await h.poll(info).toBe('Here is a finish from where you were. Undo steps back through it.');
    await h.page.locator('#undo').click();
    await h.poll(played).toBe('35');
  });

  it('says when the tour played is closed', async () => {
    await h.open('#mode=play&size=6');
    // The page keeps a game on the same board when its view is shown again: a new one.
    await h.page.locator('#restart').click();
    await h.poll(played).toBe('0');
    const closed = solve({ n: 6, start: [0, 0], algorithm: 'auto', closed: true });
    expect(closed.closed).toBe(true);
    for (const square of closed.path) await tap(6, square);
    await h.poll(game).toBe('closed');
    await h
      .poll(info)
      .toBe(
        'Closed tour! You visited all 36 squares, and the last is a knight’s move from the first.',
      );
  });

  it('switches the onward-move hints off and on', async () => {
    await h.open('#mode=play&size=5');
    await tap(5, [0, 0]);
    await h.poll(info).toContain('Warnsdorff’s rule picks the smallest');
    await h.page.locator('#hints').uncheck();
    await h.poll(info).toBe('Move 1 of 25: jump to a ringed square.');
  });
});

describe.skipIf(!browserTests)('play on a phone', () => {
  const h = browserHarness({ width: 390, height: 844 }, true);

  it('plays with taps, the play buttons on the first screen', async () => {
    await h.open('#mode=play&size=5');
    const tour = solve({ n: 5, start: [0, 0], algorithm: 'auto' });
    for (const [x, y] of tour.path.slice(0, 9)) {
      const [px, py] = await h.squarePoint(5, 5, x, y);
      await h.page.touchscreen.tap(px, py);
    }
    await h.poll(() => h.page.locator('#info').getAttribute('data-played')).toBe('9');
    const undo = await h.page.locator('#undo').boundingBox();
    expect(undo!.y + undo!.height).toBeLessThanOrEqual(844);
    const overflow = await h.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await h.screenshot('play-phone');
  });
});
