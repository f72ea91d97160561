import { panelRects } from '@knights-tour/picture';
import { ACCENT, type Frame } from './frame.js';

/** Cell size from which the `z = …` labels above the panels are written. */
const LABELS_FROM = 8;

/** The grid lines between the squares in view, panel by panel. */
export function drawGrid(ctx: CanvasRenderingContext2D, f: Frame): void {
  const { scale, left, top } = f;
  ctx.strokeStyle = 'rgba(0,0,0,0.18)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (const [px, py, pw, ph] of panelRects(f.layout)) {
    const gx0 = Math.max(f.x0, px);
    const gx1 = Math.min(f.x1, px + pw);
    const gy0 = Math.max(f.y0, py);
    const gy1 = Math.min(f.y1, py + ph);
    if (gx0 > gx1 || gy0 > gy1) continue;
    for (let x = gx0; x <= gx1; x++) {
      ctx.moveTo(Math.round(left + x * scale) + 0.5, top + gy0 * scale);
      ctx.lineTo(Math.round(left + x * scale) + 0.5, top + gy1 * scale);
    }
    for (let y = gy0; y <= gy1; y++) {
      ctx.moveTo(left + gx0 * scale, Math.round(top + y * scale) + 0.5);
      ctx.lineTo(left + gx1 * scale, Math.round(top + y * scale) + 0.5);
    }
  }
  ctx.stroke();
}

/** The frame of each panel; on a box its `z = …` label (or `names`), the knight's layer framed and bold. */
export function drawPanels(
  ctx: CanvasRenderingContext2D,
  f: Frame,
  current: number,
  names?: readonly string[],
): void {
  const { scale, left, top, layout } = f;
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 1;
  for (const [px, py, pw, ph] of panelRects(layout)) {
    ctx.strokeRect(left + px * scale - 0.5, top + py * scale - 0.5, pw * scale + 1, ph * scale + 1);
  }
  if (layout.depth === 1) return;
  if (current >= 0) {
    const [px, py, pw, ph] = panelRects(layout)[current]!;
    ctx.strokeStyle = ACCENT;
    ctx.lineWidth = Math.max(2, Math.min(4, scale * 0.15));
    const pad = ctx.lineWidth / 2 + 1;
    ctx.strokeRect(
      left + px * scale - pad,
      top + py * scale - pad,
      pw * scale + 2 * pad,
      ph * scale + 2 * pad,
    );
  }
  if (scale < LABELS_FROM) return;
  const size = Math.min(scale * 0.7, 14);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  panelRects(layout).forEach(([px, py], z) => {
    ctx.font = `${z === current ? '600 ' : ''}${size.toFixed(1)}px system-ui, sans-serif`;
    ctx.fillStyle = z === current ? ACCENT : '#444';
    ctx.fillText(names?.[z] ?? `z = ${z}`, left + px * scale, top + (py - 0.5) * scale);
  });
}
