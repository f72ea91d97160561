import { hex, PROBLEM, stepColour, textColour } from '../colour.js';
import { DIRECTIONS, type WalkContent } from '../content.js';
import {
  ACCENT,
  cx,
  cy,
  type Frame,
  frameSquare,
  LINES_FROM,
  NUMBERS_FROM,
  ring,
} from './frame.js';

/** Which layers of a walk are drawn: its lines and its step numbers (where readable). */
export interface WalkLayers {
  readonly lines: boolean;
  readonly numbers: boolean;
}

/** A walk up to step `upTo`: its lines, what the verifier found, its start and head, its numbers. */
export function drawWalk(
  ctx: CanvasRenderingContext2D,
  f: Frame,
  walk: WalkContent,
  upTo: number,
  options: WalkLayers,
): void {
  const { scale } = f;
  if (options.lines && scale >= LINES_FROM && upTo > 1) {
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    // A white halo under the line keeps it readable over the coloured squares (when there is room).
    if (scale >= 14) {
      ctx.lineWidth = scale * 0.09;
      ctx.strokeStyle = 'rgba(255,255,255,0.7)';
      strokeWalk(ctx, f, walk, upTo);
    }
    ctx.lineWidth = Math.max(0.75, scale * 0.035);
    ctx.strokeStyle = 'rgba(20,20,20,0.85)';
    strokeWalk(ctx, f, walk, upTo);
  }
  drawProblems(ctx, f, walk, upTo);
  // Numbers only where each square has one step and the squares are big enough to read it.
  const numbers = options.numbers && scale >= NUMBERS_FROM && walk.shape.simple && upTo > 0;
  const { steps } = walk;
  const start = steps[0]!;
  if (upTo > 0 && start >= 0) {
    // The start: framed, with its "1" inside when numbers are drawn (the legend's swatch).
    frameSquare(ctx, f, start, '#000');
    const head = steps[upTo - 1]!;
    if (head >= 0) ring(ctx, cx(f, head), cy(f, head), scale, '#000');
    const from = upTo > 1 ? steps[upTo - 2]! : -1;
    const { layerAt } = f.layout;
    if (head >= 0 && from >= 0 && layerAt[from] !== layerAt[head]) {
      // The last move left the layer: a dashed ring where it came from, in the other panel.
      ring(ctx, cx(f, from), cy(f, from), scale, ACCENT, true);
    }
  }
  if (numbers) drawNumbers(ctx, f, walk, upTo);
}

/** The moves of steps `2..upTo` within a panel: once per step, or once per distinct move. */
function strokeWalk(ctx: CanvasRenderingContext2D, f: Frame, walk: WalkContent, upTo: number) {
  const { width, layerAt } = f.layout;
  const { x0, y0, x1, y1 } = f;
  const { steps } = walk;
  const moves = walk.shape.moves;
  ctx.beginPath();
  if (moves) {
    // Millions of steps over a few squares: each distinct move once, if it came by step upTo.
    const { height, cellAt } = f.layout;
    for (let y = Math.max(0, y0 - 2); y < Math.min(height, y1 + 2); y++) {
      for (let x = Math.max(0, x0 - 2); x < Math.min(width, x1 + 2); x++) {
        const a = y * width + x;
        const cell = cellAt[a]!;
        if (cell < 0) continue;
        for (let k = 0; k < 8; k++) {
          const first = moves[cell * 8 + k]!;
          if (first === 0 || first > upTo) continue;
          const [dx, dy] = DIRECTIONS[k]!;
          const b = a + dy * width + dx;
          ctx.moveTo(cx(f, a), cy(f, a));
          ctx.lineTo(cx(f, b), cy(f, b));
        }
      }
    }
  } else {
    for (let k = 1; k < upTo; k++) {
      const a = steps[k - 1]!;
      const b = steps[k]!;
      if (a < 0 || b < 0) continue;
      const ax = a % width;
      const bx = b % width;
      const ay = (a - ax) / width;
      const by = (b - bx) / width;
      if (Math.max(ax, bx) < x0 || Math.min(ax, bx) >= x1) continue;
      if (Math.max(ay, by) < y0 || Math.min(ay, by) >= y1) continue;
      // Lines only within a layer; a move between layers is marked on its cells instead.
      if (layerAt[a] !== layerAt[b]) continue;
      ctx.moveTo(cx(f, a), cy(f, a));
      ctx.lineTo(cx(f, b), cy(f, b));
    }
  }
  ctx.stroke();
}

/** What the verifier found: moves that are not knight moves dashed red, repeated cells framed red. */
function drawProblems(ctx: CanvasRenderingContext2D, f: Frame, walk: WalkContent, upTo: number) {
  const { scale } = f;
  const { steps } = walk;
  const { layerAt } = f.layout;
  const red = hex(PROBLEM);
  if (walk.badMoves?.length) {
    ctx.strokeStyle = red;
    ctx.lineWidth = Math.max(2, scale * 0.12);
    ctx.setLineDash([Math.max(3, scale * 0.2), Math.max(2, scale * 0.12)]);
    for (const step of walk.badMoves) {
      if (step - 1 >= upTo || step < 2) continue;
      const a = steps[step - 2]!;
      const b = steps[step - 1]!;
      if (a < 0 || b < 0) continue;
      if (layerAt[a] === layerAt[b]) {
        ctx.beginPath();
        ctx.moveTo(cx(f, a), cy(f, a));
        ctx.lineTo(cx(f, b), cy(f, b));
        ctx.stroke();
      } else {
        for (const end of [a, b]) ring(ctx, cx(f, end), cy(f, end), scale, red, true);
      }
    }
    ctx.setLineDash([]);
  }
  for (const square of walk.problemSquares ?? []) frameSquare(ctx, f, square, red);
}

/** The step numbers of the squares in view, each on a plate of its square's colour. */
function drawNumbers(ctx: CanvasRenderingContext2D, f: Frame, walk: WalkContent, upTo: number) {
  const { scale, x0, y0, x1, y1 } = f;
  const width = f.layout.imageWidth;
  const { steps, rampLength } = walk;
  const digits = String(Math.max(steps.length, upTo)).length;
  const size = Math.min(scale * 0.36, (scale * 0.8) / (0.6 * digits));
  if (size < 7) return;
  ctx.font = `${size.toFixed(1)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // Each number sits on a plate of its square's colour, so the path lines stop at its edge
  // and never show between its digits ("13", not "1·3"). One width per digit count.
  const plates: number[] = [];
  const plate = (text: string) => {
    let w = plates[text.length];
    if (w === undefined) {
      w = ctx.measureText('0'.repeat(text.length)).width + size * 0.4;
      plates[text.length] = w;
    }
    return w;
  };
  const plateHeight = size * 1.2;
  for (let k = 0; k < upTo; k++) {
    const s = steps[k]!;
    const x = s % width;
    const y = Math.floor(s / width);
    if (x < x0 || x >= x1 || y < y0 || y >= y1) continue;
    const colour = stepColour(k + 1, rampLength);
    const text = String(k + 1);
    const w = Math.min(plate(text), scale * 0.9);
    ctx.fillStyle = hex(colour);
    ctx.fillRect(cx(f, s) - w / 2, cy(f, s) - plateHeight / 2, w, plateHeight);
    ctx.fillStyle = textColour(colour);
    ctx.fillText(text, cx(f, s), cy(f, s));
  }
}
