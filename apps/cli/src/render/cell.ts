import { UsageError } from '../command.js';
import {
  DEFAULT_CELL,
  MAX_ANNOTATED_SQUARES,
  MAX_IMAGE_SIDE,
  MAX_RENDER_SIDE,
  TARGET_IMAGE_SIDE,
} from './model.js';

/** Image formats `render` writes. */
export const IMAGE_FORMATS = ['svg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** What to draw on top of the coloured squares. */
export interface Annotations {
  readonly lines: boolean;
  readonly numbers: boolean;
}

/** Width in pixels of `digits` digits of the 5×7 bitmap font at scale 1 (1 px between digits). */
export function digitsWidth(digits: number): number {
  return 6 * digits - 1;
}

/** Smallest PNG cell that holds a number of `digits` digits with a 2 px margin each side. */
export function minNumberCell(digits: number): number {
  return Math.max(11, digitsWidth(digits) + 4);
}

/** The cell size (pixels per square) and a note when it differs from what was asked. */
export interface CellChoice {
  readonly cell: number;
  readonly note?: string;
}

/**
 * Checks that a board can be rendered with these annotations and picks the cell size.
 * Without `--cell` the image aims at about {@link TARGET_IMAGE_SIDE} px (at most
 * {@link DEFAULT_CELL} px a square); with it, the cell shrinks only when the image would
 * exceed {@link MAX_IMAGE_SIDE} px. PNG step numbers need cells wide enough for their digits.
 */
export function chooseCell(options: {
  width: number;
  height: number;
  length: number;
  format: ImageFormat;
  annotations: Annotations;
  requested?: number;
}): CellChoice {
  const { width, height, length, format, annotations, requested } = options;
  const side = Math.max(width, height);
  if (side > MAX_RENDER_SIDE) {
    throw new UsageError(
      `board ${width}x${height} is too large to render: at most ${MAX_RENDER_SIDE} squares a side (one pixel per square keeps the image within ${MAX_IMAGE_SIDE} px)`,
    );
  }
  const squares = width * height;
  for (const [flag, on] of [
    ['--lines', annotations.lines],
    ['--numbers', annotations.numbers],
  ] as const) {
    if (on && squares > MAX_ANNOTATED_SQUARES) {
      throw new UsageError(
        `${flag} is for boards of at most ${MAX_ANNOTATED_SQUARES} squares (e.g. 100x100); on ${width}x${height} it would be unreadable and the file large: omit ${flag}`,
      );
    }
  }
  const largest = Math.floor(MAX_IMAGE_SIDE / side);
  const digits = String(Math.max(1, length)).length;
  const needed = format === 'png' && annotations.numbers ? minNumberCell(digits) : 1;
  if (needed > largest) {
    throw new UsageError(
      `step numbers on ${width}x${height} need cells of ${needed} px, more than a ${MAX_IMAGE_SIDE} px image allows: omit --numbers`,
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
