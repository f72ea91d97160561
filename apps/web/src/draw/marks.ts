import { ACCENT, cx, cy, type Frame, type Placement } from './frame.js';

/** Marks over the board that are not part of the walk: play's legal moves, the search's dead ends. */
export interface Marks {
  /** Squares to ring (picture indices), each with an optional label (its onward moves). */
  readonly targets?: Int32Array;
  readonly labels?: readonly string[];
  /** The target chosen (an index in `targets`): filled with the accent (the learn view's choice). */
  readonly chosen?: number;
  /** A square to flash red: a dead end the search just took back. */
  readonly flash?: number;
}

/** Play's legal moves (ringed, with their onward moves), the search's dead end (flashed). */
export function drawMarks(ctx: CanvasRenderingContext2D, f: Frame, marks: Marks): void {
  const { scale, left, top } = f;
  const width = f.layout.imageWidth;
  if (marks.flash !== undefined && marks.flash >= 0) {
    ctx.fillStyle = 'rgba(220,20,60,0.75)';
    const s = marks.flash;
    ctx.fillRect(left + (s % width) * scale, top + Math.floor(s / width) * scale, scale, scale);
  }
  const targets = marks.targets;
  if (!targets) return;
  const size = Math.min(scale * 0.45, 22);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  targets.forEach((s, i) => {
    const x = cx(f, s);
    const y = cy(f, s);
    const chosen = marks.chosen === i;
    ctx.fillStyle = chosen ? ACCENT : 'rgba(255,255,255,0.82)';
    ctx.beginPath();
    ctx.arc(x, y, Math.max(4, scale * (chosen ? 0.42 : 0.36)), 0, 2 * Math.PI);
    ctx.fill();
    ctx.strokeStyle = chosen ? '#ffffff' : ACCENT;
    ctx.lineWidth = Math.max(2, scale * 0.08);
    ctx.stroke();
    const label = marks.labels?.[i];
    // A longer label (a degree and a tie-break value, `5·34`) gets a smaller font to fit.
    const fitted = label === undefined ? 0 : Math.min(size, (scale * 0.95) / (0.58 * label.length));
    if (label !== undefined && fitted >= 7) {
      ctx.font = `600 ${fitted.toFixed(1)}px system-ui, sans-serif`;
      ctx.fillStyle = chosen ? '#ffffff' : '#000';
      ctx.fillText(label, x, y);
    }
  });
}

/** The keyboard cursor: a black and a white frame, visible on every colour of the board. */
export function drawCursor(ctx: CanvasRenderingContext2D, at: Placement, width: number, i: number) {
  const { scale, left, top } = at;
  const x = left + (i % width) * scale;
  const y = top + Math.floor(i / width) * scale;
  ctx.lineWidth = 5;
  ctx.strokeStyle = '#ffffff';
  ctx.strokeRect(x + 1.5, y + 1.5, scale - 3, scale - 3);
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#000000';
  ctx.setLineDash([Math.max(3, scale / 5), Math.max(2, scale / 8)]);
  ctx.strokeRect(x + 1.5, y + 1.5, scale - 3, scale - 3);
  ctx.setLineDash([]);
}
