import { boardName } from '@knights-tour/core';
import { type LayerLayout, minNumberCell } from '@knights-tour/picture';
import { UsageError } from '../command.js';

/** Image formats `render` writes. */
export const IMAGE_FORMATS = ['svg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Largest picture side that is rendered: one pixel a square keeps PNGs within 4096 px. */
export const MAX_RENDER_SIDE = 4096;

/** Largest image side in pixels; `--cell` is reduced to stay within it. */
export const MAX_IMAGE_SIDE = 4096;

/** Default image side the automatic cell size aims at. */
export const TARGET_IMAGE_SIDE = 2048;

/** Default cell size in pixels for small boards. */
export const DEFAULT_CELL = 48;

/** Step numbers and path lines are drawn on boards of at most this many squares. */
export const MAX_ANNOTATED_SQUARES = 10_000;

/** The cell size (pixels per square) and a note when it differs from what was asked. */
export interface CellChoice {
  readonly cell: number;
  readonly note?: string;
}

/**
 * Checks that a walk of `length` steps laid out as `layout` can be rendered with these
 * annotations, before anything of the picture's size is allocated, and picks the cell size.
 * Without `--cell` the image aims at about {@link TARGET_IMAGE_SIDE} px (at most
 * {@link DEFAULT_CELL} px a square); with it, the cell shrinks only when the image would
 * exceed {@link MAX_IMAGE_SIDE} px. PNG step numbers need cells wide enough for their digits.
 */
export function chooseCell(options: {
  layout: LayerLayout;
  length: number;
  format: ImageFormat;
  lines: boolean;
  numbers: boolean;
  requested?: number;
}): CellChoice {
  const { layout, length, format, lines, numbers, requested } = options;
  const { imageWidth: width, imageHeight: height } = layout;
  const name = boardName(layout);
  const side = Math.max(width, height);
  if (side > MAX_RENDER_SIDE) {
    const layers = layout.depth > 1 ? ` (its layers side by side are ${width}x${height})` : '';
    throw new UsageError(
      `board ${name} is too large to render: at most ${MAX_RENDER_SIDE} squares a side${layers}, one pixel a square keeping the image within ${MAX_IMAGE_SIDE} px`,
    );
  }
  for (const [flag, on] of [
    ['--lines', lines],
    ['--numbers', numbers],
  ] as const) {
    if (on && layout.width * layout.height * layout.depth > MAX_ANNOTATED_SQUARES) {
      throw new UsageError(
        `${flag} is for boards of at most ${MAX_ANNOTATED_SQUARES} squares (e.g. 100x100); on ${name} it would be unreadable and the file large: omit ${flag}`,
      );
    }
  }
  const largest = Math.floor(MAX_IMAGE_SIDE / side);
  const digits = String(Math.max(1, length)).length;
  const needed = format === 'png' && numbers ? minNumberCell(digits) : 1;
  if (needed > largest) {
    throw new UsageError(
      `step numbers on ${name} need cells of ${needed} px, more than a ${MAX_IMAGE_SIDE} px image allows: omit --numbers`,
    );
  }
  if (requested === undefined) {
    const cell = Math.max(needed, Math.min(DEFAULT_CELL, Math.floor(TARGET_IMAGE_SIDE / side)), 1);
    return { cell: Math.min(cell, largest) };
  }
  if (requested < needed) {
    throw new UsageError(
      `--cell ${requested} is too small for ${digits}-digit step numbers: use --cell ${needed} or more, or omit --numbers`,
    );
  }
  if (requested > largest) {
    return {
      cell: largest,
      note: `--cell ${requested} reduced to ${largest} so the image stays within ${MAX_IMAGE_SIDE} px a side`,
    };
  }
  return { cell: requested };
}
