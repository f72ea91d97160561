import {
  FIRST_SHADE,
  palette,
  stepColour as pictureStep,
  SHADES,
  Slot,
  textSlotOver,
} from '@knights-tour/picture';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hex, outcomeColour, outcomeLegend, stepColour, textColour } from './colour.js';

describe('colouring', () => {
  it('ramps from light yellow at the first step to dark blue at the last (YlGnBu, the picture package’s)', () => {
    expect(stepColour(1, 64)).toEqual([255, 255, 217]);
    expect(stepColour(64, 64)).toEqual([8, 29, 88]);
    expect(stepColour(1, 1)).toEqual([255, 255, 217]);
    for (const k of [1, 17, 40, 64]) expect(stepColour(k, 64)).toEqual(pictureStep(k, 64));
    // Out-of-range steps clamp instead of producing NaN.
    expect(stepColour(0, 64)).toEqual(stepColour(1, 64));
    expect(stepColour(99, 64)).toEqual(stepColour(64, 64));
  });

  it('gives byte colours for every step, and neighbouring steps close colours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40_000 }), fc.nat(), (total, k) => {
        const step = (k % total) + 1;
        const c = stepColour(step, total);
        for (const v of c) expect(Number.isInteger(v) && v >= 0 && v <= 255).toBe(true);
        if (step < total) {
          const d = stepColour(step + 1, total);
          const distance = Math.max(...c.map((v, i) => Math.abs(v - d[i]!)));
          // 248 shades, none more than 3 from the next in any channel.
          expect(distance).toBeLessThanOrEqual((3 * 248) / (total - 1) + 3);
        }
      }),
    );
  });

  it('colours failure-map outcomes apart', () => {
    const complete = hex(outcomeColour({ kind: 'complete', attempts: 1 }));
    const twice = hex(outcomeColour({ kind: 'complete', attempts: 2 }));
    const many = hex(outcomeColour({ kind: 'complete', attempts: 16 }));
    const close = hex(outcomeColour({ kind: 'failed', reached: 48, squares: 49 }));
    const early = hex(outcomeColour({ kind: 'failed', reached: 3, squares: 49 }));
    const impossible = hex(outcomeColour({ kind: 'impossible' }));
    expect(new Set([complete, twice, many, close, early, impossible]).size).toBe(6);
    expect(complete).toBe('#2ea043');
    // Failures are red: the red channel dominates whatever was reached.
    for (const reached of [0, 10, 48]) {
      const [r, g, b] = outcomeColour({ kind: 'failed', reached, squares: 49 });
      expect(r).toBeGreaterThan(2 * Math.max(g, b));
    }
  });

  it('lists a legend entry per colour band', () => {
    expect(outcomeLegend(false).map((e) => e.label)).toEqual([
      'a tour',
      'stuck (the number: squares reached; darker: fewer)',
      'no tour can start here',
    ]);
    expect(outcomeLegend(true)).toHaveLength(6);
  });

  it('writes text in black over light colours and white over dark ones', () => {
    expect(textColour([255, 255, 255])).toBe('#000000');
    expect(textColour([49, 54, 149])).toBe('#ffffff');
    // As the picture package writes numbers: over every shade of its ramp, the same choice.
    for (let slot = FIRST_SHADE; slot < FIRST_SHADE + SHADES; slot++) {
      const dark = textSlotOver(slot) === Slot.TextDark;
      expect(textColour(palette()[slot]!)).toBe(dark ? '#000000' : '#ffffff');
    }
    expect(hex([0, 15, 255])).toBe('#000fff');
  });
});
