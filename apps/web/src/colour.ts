import {
  palette,
  stepColour as pictureStepColour,
  type Rgb,
  Slot,
  shadeOf,
} from '@knights-tour/picture';

export type { Rgb };

// The board's colours are @knights-tour/picture's one palette, so the page's canvas, its
// exports and the CLI's `render` show the same walk in the same colours: the visit order in
// ColorBrewer's YlGnBu (light first step, dark last), red only for what is wrong.

const colours = palette();

/** Squares a finished, failed walk never reached: red, as every picture of a walk draws them. */
export const UNVISITED: Rgb = colours[Slot.Unvisited]!;
/** Problems found by the verifier: the same red (red means one thing: something is wrong). */
export const PROBLEM: Rgb = UNVISITED;

/**
 * Colour of step `step` (1-based) of a walk of `total` steps: the picture package's ramp,
 * light at the first step to dark at the last, so the order of the walk reads at a glance.
 */
export function stepColour(step: number, total: number): Rgb {
  return pictureStepColour(Math.min(Math.max(step, 1), Math.max(total, 1)), total);
}

/**
 * Writes {@link stepColour} as RGBA at pixel `i` of `out`, with no array made: the cell image
 * paints up to millions of steps this way.
 */
export function putStepColour(
  out: Uint8ClampedArray,
  i: number,
  step: number,
  total: number,
): void {
  const c = colours[shadeOf(Math.min(Math.max(step, 1), Math.max(total, 1)), total)]!;
  const at = i * 4;
  out[at] = c[0];
  out[at + 1] = c[1];
  out[at + 2] = c[2];
  out[at + 3] = 255;
}

/** What happened from one start of a failure map. */
export type StartOutcome =
  | { readonly kind: 'impossible' }
  | { readonly kind: 'complete'; readonly attempts: number }
  | { readonly kind: 'failed'; readonly reached: number; readonly squares: number };

/** Greens for complete walks by attempts used (1, 2, 3–4, 5+). */
const COMPLETE_BY_ATTEMPTS: readonly Rgb[] = [
  [46, 160, 67],
  [120, 190, 60],
  [190, 200, 50],
  [240, 160, 40],
];

/**
 * Colour of a start in the failure map: green when the walk completes at the first attempt,
 * yellow to orange the more attempts it took, red to dark red the fewer squares a failed
 * walk reached, grey for a start from which no open tour can exist (parity).
 */
export function outcomeColour(outcome: StartOutcome): Rgb {
  switch (outcome.kind) {
    case 'impossible':
      return [150, 150, 150];
    case 'complete': {
      const a = outcome.attempts;
      const i = a <= 1 ? 0 : a === 2 ? 1 : a <= 4 ? 2 : 3;
      return COMPLETE_BY_ATTEMPTS[i]!;
    }
    case 'failed': {
      // Bright red for walks that got close, darker the earlier they stranded.
      const t = outcome.squares <= 0 ? 0 : outcome.reached / outcome.squares;
      return [Math.round(110 + 130 * t), Math.round(10 + 20 * t), Math.round(30 + 20 * t)];
    }
  }
}

/**
 * Colour of a square of the count view by the open tours starting there: the step ramp from
 * light (fewest of the board's starts) to dark (most), grey where none starts (as on the map).
 */
export function countColour(tours: bigint, fewest: bigint, most: bigint): Rgb {
  if (tours === 0n) return outcomeColour({ kind: 'impossible' });
  const span = most - fewest;
  const t = span === 0n ? 1 : Number(((tours - fewest) * 1000n) / span) / 1000;
  return stepColour(1 + Math.round(t * 99), 100);
}

/** The fewest (above 0) and the most tours of any square, for {@link countColour}. */
export function countRange(perSquare: readonly bigint[]): { fewest: bigint; most: bigint } {
  let fewest = -1n;
  let most = 0n;
  for (const v of perSquare) {
    if (v > most) most = v;
    if (v > 0n && (fewest < 0n || v < fewest)) fewest = v;
  }
  return { fewest: fewest < 0n ? 0n : fewest, most };
}

/** One label per outcome colour band, for the map's legend. */
export function outcomeLegend(multiAttempt: boolean): { label: string; colour: Rgb }[] {
  const legend = [{ label: 'a tour', colour: outcomeColour({ kind: 'complete', attempts: 1 }) }];
  if (multiAttempt) {
    legend.push(
      { label: 'after 2 attempts', colour: outcomeColour({ kind: 'complete', attempts: 2 }) },
      { label: '3–4 attempts', colour: outcomeColour({ kind: 'complete', attempts: 3 }) },
      { label: '5 or more', colour: outcomeColour({ kind: 'complete', attempts: 5 }) },
    );
  }
  legend.push(
    {
      label: 'stuck (the number: squares reached; darker: fewer)',
      colour: outcomeColour({ kind: 'failed', reached: 9, squares: 10 }),
    },
    { label: 'no tour can start here', colour: outcomeColour({ kind: 'impossible' }) },
  );
  return legend;
}

/** `#rrggbb` of a colour. */
export function hex(colour: Rgb): string {
  return `#${colour.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG), to choose black or white text over a colour. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Black or white, whichever reads better over `background`. */
export function textColour(background: Rgb): string {
  // The picture package's rule (`textSlotOver`): whichever of black and white contrasts more.
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}
