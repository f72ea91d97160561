/**
 * What a rendering shows, independent of the image format: for every square its step
 * number (0 = never visited) and the colour it gets. Flat typed arrays, one entry a square.
 */

/** A walk on a board, as the tour parser gives it: step `k` at index `k - 1`. */
export interface WalkInput {
  readonly width: number;
  readonly height: number;
  readonly length: number;
  readonly xs: ArrayLike<number>;
  readonly ys: ArrayLike<number>;
}

/** Largest board side that is rendered: one pixel per square keeps PNGs within 4096 px. */
export const MAX_RENDER_SIDE = 4096;

/** Largest image side in pixels; `--cell` is reduced to stay within it. */
export const MAX_IMAGE_SIDE = 4096;

/** Default image side the automatic cell size aims at. */
export const TARGET_IMAGE_SIDE = 2048;

/** Default cell size in pixels for small boards. */
export const DEFAULT_CELL = 48;

/** Step numbers and path lines are drawn on boards of at most this many squares. */
export const MAX_ANNOTATED_SQUARES = 10_000;

/** Palette slots with a fixed meaning; the visit-order gradient takes the rest. */
export const UNVISITED = 0;
export const LINE = 1;
export const HALO = 2;
export const TEXT_DARK = 3;
export const TEXT_LIGHT = 4;
export const FIRST_SHADE = 5;
export const SHADES = 256 - FIRST_SHADE;

/** RGB of an sRGB hex colour. */
function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

// ColorBrewer YlGnBu: a light-to-dark ramp that stays readable in greyscale and for the
// common colour-vision deficiencies. Red, which it lacks, marks unvisited squares.
const RAMP = [
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

/** The colour of unvisited squares: red, absent from the gradient, so a failure shows at once. */
export const UNVISITED_COLOR = '#e31a1c';

/** The palette: slot meanings above, then {@link SHADES} gradient colours from light to dark. */
export function palette(): [number, number, number][] {
  const colors: [number, number, number][] = [
    rgb(UNVISITED_COLOR),
    rgb('#1a1a1a'),
    rgb('#ffffff'),
    rgb('#111111'),
    rgb('#ffffff'),
  ];
  for (let i = 0; i < SHADES; i++) {
    const t = (i / (SHADES - 1)) * (RAMP.length - 1);
    const k = Math.min(RAMP.length - 2, Math.floor(t));
    const f = t - k;
    const a = RAMP[k]!;
    const b = RAMP[k + 1]!;
    colors.push(
      [0, 1, 2].map((c) => Math.round(a[c]! + (b[c]! - a[c]!) * f)) as [number, number, number],
    );
  }
  return colors;
}

/** `#rrggbb` of a palette entry. */
export function hex([r, g, b]: readonly number[]): string {
  return `#${(((r! << 16) | (g! << 8) | b!) >>> 0).toString(16).padStart(6, '0')}`;
}

/** Relative luminance of a colour, to choose dark or light text over it. */
function luminance([r, g, b]: readonly number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/** The text slot (dark or light) that reads best over palette slot `slot`. */
export function textSlotOver(colors: readonly (readonly number[])[], slot: number): number {
  // Contrast against black vs white; the larger wins (WCAG formula).
  const l = luminance(colors[slot]!);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? TEXT_DARK : TEXT_LIGHT;
}

/** A walk laid out on its board: step of every square and its palette slot. */
export interface WalkImage {
  readonly width: number;
  readonly height: number;
  /** Steps in the walk (1-based step numbers run 1..length). */
  readonly length: number;
  /** Step number of square `y * width + x`, 0 when never visited (the last visit wins). */
  readonly steps: Int32Array;
  /** Palette slot of every square. */
  readonly slots: Uint8Array;
  /** Squares visited at least once. */
  readonly visited: number;
  /** Square index of every step, in order (for path lines). */
  readonly order: Int32Array;
}

/** Palette slot of step `s` (1-based) of a walk of `length` steps: light first, dark last. */
export function shadeOf(step: number, length: number): number {
  return FIRST_SHADE + (length <= 1 ? 0 : Math.round(((step - 1) * (SHADES - 1)) / (length - 1)));
}

/**
 * Lays a walk out on its board. Every step must be a square on the board (the caller
 * rejects malformed entries first); a square visited twice shows its later step.
 */
export function layoutWalk(walk: WalkInput): WalkImage {
  const { width, height, length } = walk;
  const steps = new Int32Array(width * height);
  const order = new Int32Array(length);
  let visited = 0;
  for (let i = 0; i < length; i++) {
    const square = walk.ys[i]! * width + walk.xs[i]!;
    if (steps[square] === 0) visited++;
    steps[square] = i + 1;
    order[i] = square;
  }
  const slots = new Uint8Array(width * height);
  for (let s = 0; s < slots.length; s++) {
    const step = steps[s]!;
    slots[s] = step === 0 ? UNVISITED : shadeOf(step, length);
  }
  return { width, height, length, steps, slots, visited, order };
}
