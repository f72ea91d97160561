import { countColour, countRange, outcomeColour, textColour } from '../colour.js';
import type { CountContent, MapContent } from '../content.js';
import { shownOutcome } from '../map-compare.js';
import { count } from '../present.js';
import { cx, cy, type Frame } from './frame.js';

// The numbers written on the squares of the views that are not a walk: a map's outcomes and
// the count view's tours per square.

/** On each start of a map: how far a failed walk got, or how many attempts a complete one took. */
export function drawMapLabels(ctx: CanvasRenderingContext2D, f: Frame, content: MapContent): void {
  const { scale } = f;
  ctx.font = `${Math.min(scale * 0.36, scale / 2.4).toFixed(1)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const { width, cellAt } = f.layout;
  for (let y = f.y0; y < f.y1; y++) {
    for (let x = f.x0; x < f.x1; x++) {
      const i = y * width + x;
      const outcome = cellAt[i]! >= 0 ? shownOutcome(content, cellAt[i]!) : undefined;
      const label =
        outcome?.kind === 'failed'
          ? String(outcome.reached)
          : outcome?.kind === 'complete' && outcome.attempts > 1
            ? `×${outcome.attempts}`
            : '';
      if (!label || !outcome) continue;
      ctx.fillStyle = textColour(outcomeColour(outcome));
      ctx.fillText(label, cx(f, i), cy(f, i));
    }
  }
}

/**
 * On each square of the count view: the open tours starting there, with thousands separators,
 * the font fitted to the longest number so that every square's reads alike.
 */
export function drawCounts(ctx: CanvasRenderingContext2D, f: Frame, content: CountContent): void {
  const { scale } = f;
  const { perSquare } = content;
  const labels = perSquare.map((v) => count(v));
  const longest = Math.max(1, ...labels.map((l) => l.length));
  // About 0.58 em a digit or comma in the system font: the longest label fills 80% of a square.
  const size = Math.min(scale * 0.36, (scale * 0.8) / (0.58 * longest));
  if (size < 7) return;
  ctx.font = `${size.toFixed(1)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const { fewest, most } = countRange(perSquare);
  const { width, cellAt } = f.layout;
  for (let y = f.y0; y < f.y1; y++) {
    for (let x = f.x0; x < f.x1; x++) {
      const i = y * width + x;
      const tours = perSquare[cellAt[i]!];
      if (tours === undefined) continue;
      ctx.fillStyle = textColour(countColour(tours, fewest, most));
      ctx.fillText(labels[cellAt[i]!]!, cx(f, i), cy(f, i));
    }
  }
}
