// The one palette of every picture of a walk (the CLI's images, the page's board and its
// exports). Why these colours, in short (the README says more):
// - the visit order is ColorBrewer's YlGnBu, light (first step) to dark (last step): a
//   sequential ramp whose lightness rises steadily, so the order reads in greyscale and for the
//   common colour-vision deficiencies, where a rainbow ramp (blue → red) shows false bands;
// - red is not in the ramp, so red means one thing: something is wrong (a cell the walk never
//   reached, a move that is not a knight move, a cell visited twice).

/** An sRGB colour as three bytes. */
export type Rgb = readonly [number, number, number];

/** RGB of an sRGB hex colour `#rrggbb`. */
function rgb(hex: string): Rgb {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** `#rrggbb` of a colour. */
export function hex([r, g, b]: Rgb): string {
  return `#${(((r << 16) | (g << 8) | b) >>> 0).toString(16).padStart(6, '0')}`;
}

/** ColorBrewer YlGnBu (9 classes), light to dark: the visit-order ramp. */
const RAMP: readonly Rgb[] = [
  '#ffffd9',
  '#edf8b1',
  '#c7e9b4',
  '#7fcdbb',
  '#41b6c4',
  '#1d91c0',
  '#225ea8',
  '#253494',
  '#081d58',
].map(rgb);

/** Cells a finished walk never reached, bad moves and repeated cells: red, absent from the ramp. */
export const UNVISITED_COLOUR = '#e31a1c';

/**
 * Palette slots with a fixed meaning; the visit-order ramp takes {@link SHADES} slots from
 * {@link FIRST_SHADE}. 256 slots in all, so a picture is an 8-bit palette image.
 */
export const Slot = {
  /** A cell a finished walk never reached (also the colour of bad moves and repeats). */
  Unvisited: 0,
  /** Path lines, the start dot and the end ring. */
  Line: 1,
  /** The light halo under lines, so they read over every shade. */
  Halo: 2,
  /** Dark text, over light cells. */
  TextDark: 3,
  /** Light text, over dark cells. */
  TextLight: 4,
  /** Paper: the gaps between the layer panels of a box, and the rows of their labels. */
  Paper: 5,
  /** A cell not reached yet while a walk is still being shown: the board's light squares… */
  BoardLight: 6,
  /** …and its dark ones (`x + y + z` odd). */
  BoardDark: 7,
} as const;
export type Slot = (typeof Slot)[keyof typeof Slot];

/** The first slot of the visit-order ramp. */
export const FIRST_SHADE = 8;
/** Slots of the visit-order ramp. */
export const SHADES = 256 - FIRST_SHADE;

const FIXED: readonly Rgb[] = [
  rgb(UNVISITED_COLOUR),
  rgb('#1a1a1a'),
  rgb('#ffffff'),
  rgb('#111111'),
  rgb('#ffffff'),
  rgb('#ffffff'),
  rgb('#eeeee8'),
  rgb('#d6d6cc'),
];

/** The colour of ramp position `t` (0 = first step, 1 = last), interpolated between the stops. */
function rampAt(t: number): Rgb {
  const scaled = Math.min(1, Math.max(0, t)) * (RAMP.length - 1);
  const k = Math.min(RAMP.length - 2, Math.floor(scaled));
  const f = scaled - k;
  const a = RAMP[k]!;
  const b = RAMP[k + 1]!;
  return [0, 1, 2].map((c) => Math.round(a[c]! + (b[c]! - a[c]!) * f)) as unknown as Rgb;
}

let cached: readonly Rgb[] | undefined;

/** The 256 colours: the fixed slots ({@link Slot}), then the ramp from light to dark. */
export function palette(): readonly Rgb[] {
  if (!cached) {
    const colours = [...FIXED];
    for (let i = 0; i < SHADES; i++) colours.push(rampAt(i / (SHADES - 1)));
    cached = colours;
  }
  return cached;
}

/** The palette slot of step `step` (1-based) of a walk of `length` steps: light first, dark last. */
export function shadeOf(step: number, length: number): number {
  return FIRST_SHADE + (length <= 1 ? 0 : Math.round(((step - 1) * (SHADES - 1)) / (length - 1)));
}

/**
 * The colour of step `step` (1-based) of a walk of `length` steps, as a picture draws it
 * (quantised to the palette, so the page's canvas and the exported image agree).
 */
export function stepColour(step: number, length: number): Rgb {
  return palette()[shadeOf(step, length)]!;
}

/** Relative luminance (WCAG 2), to choose dark or light text over a colour. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The text slot (dark or light) with the larger contrast over palette slot `slot`. */
export function textSlotOver(slot: number): number {
  const l = luminance(palette()[slot]!);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? Slot.TextDark : Slot.TextLight;
}
