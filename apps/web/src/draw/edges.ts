import { type Coordinates, edgeLabels } from '../coordinates.js';
import type { Frame } from './frame.js';

/** CSS px the labels of a board's edges take, left of it and under it. */
export const EDGE = 20;

/** Label spacings tried, so that labels of a large board never run into each other. */
const EVERY = [1, 2, 5, 10, 20, 25, 50, 100];

/**
 * The column labels under the board and the row labels left of it (`a…h`, `8…1`, or `0…7`),
 * held inside the view when the board is zoomed past its edges, every k-th where squares are
 * small.
 */
export function drawEdges(
  ctx: CanvasRenderingContext2D,
  f: Frame,
  viewport: { readonly width: number; readonly height: number },
  system: Coordinates,
): void {
  const { scale, left, top, layout } = f;
  const { columns, rows } = edgeLabels(layout, system);
  const size = Math.max(10, Math.min(13, scale * 0.45));
  const longest = Math.max(...columns.map((l) => l.length), ...rows.map((l) => l.length));
  const kx = EVERY.find((k) => k * scale >= size * (0.62 * longest + 0.5)) ?? 200;
  const ky = EVERY.find((k) => k * scale >= size * 1.25) ?? 200;
  ctx.font = `${size.toFixed(1)}px system-ui, sans-serif`;
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#ffffff';
  ctx.fillStyle = '#333333';
  const label = (text: string, x: number, y: number) => {
    ctx.strokeText(text, x, y);
    ctx.fillText(text, x, y);
  };
  const below = Math.min(top + layout.imageHeight * scale + 3, viewport.height - size - 2);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (let x = f.x0; x < f.x1; x++) {
    // Chess files from a, x,y columns from 0: the first and every k-th.
    if (x % kx === 0) label(columns[x]!, left + (x + 0.5) * scale, below);
  }
  const beside = Math.max(left - 4, 4 + ctx.measureText('0'.repeat(longest)).width);
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const height = layout.imageHeight;
  for (let y = f.y0; y < f.y1; y++) {
    // Ranks count from the bottom: 1, then every k-th (1 in 8, 10, 20 …).
    const index = system === 'chess' ? height - y : y;
    if (index % ky === 0 || (system === 'chess' && index === 1 && ky > 1)) {
      label(rows[y]!, beside, top + (y + 0.5) * scale);
    }
  }
}
