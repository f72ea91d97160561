import { cellCount } from '@knights-tour/core';
import {
  hex,
  outcomeColour,
  PROBLEM,
  type Rgb,
  stepColour,
  textColour,
  UNVISITED,
} from './colour.js';
import { outcomeAt } from './failure-map.js';
import {
  baseColour,
  cellAtPicture,
  type LayerLayout,
  layerAtPicture,
  panelRects,
  sameLayer,
} from './layers.js';
import type { FailureMap } from './protocol.js';

/**
 * What the board shows: a walk (solved or read from a file), a failure map, or nothing. A
 * 3-D board is drawn as the picture of its layer panels (`layers`): `width × height` is the
 * picture's size then, and steps and squares are picture indices ({@link LayerLayout}).
 */
export type BoardContent =
  | {
      readonly kind: 'walk';
      readonly width: number;
      readonly height: number;
      readonly layers?: LayerLayout;
      /** Linear indices of the steps; -1 for a step that is not a square of the board. */
      readonly steps: Int32Array;
      /** Squares the verifier flagged (repeated squares), drawn with a red frame. */
      readonly problemSquares?: readonly number[];
      /** Steps (1-based) arriving by a move that is not a knight move, drawn in red. */
      readonly badMoves?: readonly number[];
    }
  | { readonly kind: 'map'; readonly map: FailureMap; readonly selected?: number }
  | {
      readonly kind: 'empty';
      readonly width: number;
      readonly height: number;
      readonly layers?: LayerLayout;
    };

/**
 * The layer of a 3-D board the knight is in after `shown` steps, or -1 (a 2-D board, no
 * step yet, or a last step that is not a cell). The page names it; the drawing frames its panel.
 */
export function knightLayer(content: BoardContent, shown: number): number {
  if (content.kind !== 'walk' || !content.layers) return -1;
  const upTo = Math.min(shown, content.steps.length);
  const head = upTo > 0 ? content.steps[upTo - 1]! : -1;
  return head >= 0 ? layerAtPicture(content.layers, head) : -1;
}

/** Cell size (CSS px) from which grid lines, path lines and step numbers are drawn. */
export const GRID_FROM = 10;
export const LINES_FROM = 6;
export const NUMBERS_FROM = 18;

/** Where the board lies on a canvas: pixels per square and the board's top-left corner. */
export interface Placement {
  readonly scale: number;
  readonly left: number;
  readonly top: number;
}

/** The colour of each square for what is shown: steps `1..shown` of the walk, or the map. */
export function paintCells(content: BoardContent, shown: number, out: Uint8ClampedArray): void {
  const width = content.kind === 'map' ? content.map.width : content.width;
  const height = content.kind === 'map' ? content.map.height : content.height;
  const squares = width * height;
  const put = (i: number, c: Rgb) => {
    out[i * 4] = c[0];
    out[i * 4 + 1] = c[1];
    out[i * 4 + 2] = c[2];
    out[i * 4 + 3] = 255;
  };
  const layers = content.kind === 'map' ? undefined : content.layers;
  for (let i = 0; i < squares; i++) put(i, baseColour(i, width, layers));
  if (content.kind === 'map') {
    for (let i = 0; i < squares; i++) {
      const outcome = outcomeAt(content.map, i);
      if (outcome) put(i, outcomeColour(outcome));
    }
    return;
  }
  if (content.kind !== 'walk') return;
  const { steps } = content;
  const upTo = Math.min(shown, steps.length);
  paintSteps(content, 0, upTo, out);
  if (upTo === steps.length && !isComplete(content)) {
    // The walk is over and squares are left: mark where it never went.
    const seen = new Uint8Array(squares);
    for (let k = 0; k < upTo; k++) if (steps[k]! >= 0) seen[steps[k]!] = 1;
    for (let i = 0; i < squares; i++) {
      if (!seen[i] && (!layers || cellAtPicture(layers, i))) put(i, UNVISITED);
    }
  }
}

/**
 * Paints steps `from + 1 .. to` in their ramp colours over what is there: moving the
 * animation forward repaints only the new steps, not the board.
 */
export function paintSteps(
  content: Extract<BoardContent, { kind: 'walk' }>,
  from: number,
  to: number,
  out: Uint8ClampedArray,
): void {
  const { steps } = content;
  for (let k = from; k < to; k++) {
    const s = steps[k]!;
    if (s < 0) continue;
    const [r, g, b] = stepColour(k + 1, steps.length);
    out[s * 4] = r;
    out[s * 4 + 1] = g;
    out[s * 4 + 2] = b;
    out[s * 4 + 3] = 255;
  }
}

/** True when `paintSteps` from `before` to `after` gives what a full repaint would. */
export function canPaintForward(
  content: BoardContent,
  before: number,
  after: number,
): content is Extract<BoardContent, { kind: 'walk' }> {
  // Going back needs the board under the steps; reaching the end of a failed walk marks
  // its unvisited squares.
  return (
    content.kind === 'walk' &&
    before >= 0 &&
    after >= before &&
    (after < content.steps.length || isComplete(content))
  );
}

/** Walks already known to reach every cell (content objects are never changed). */
const reachesAll = new WeakMap<object, boolean>();

/**
 * True when the walk visits every cell of the board: not only as many steps as cells (a
 * file can repeat a cell and miss another, and its missed cells are marked too).
 */
function isComplete(content: Extract<BoardContent, { kind: 'walk' }>): boolean {
  const known = reachesAll.get(content);
  if (known !== undefined) return known;
  const cells = content.layers ? cellCount(content.layers) : content.width * content.height;
  let complete = content.steps.length === cells;
  if (complete) {
    const seen = new Uint8Array(content.width * content.height);
    for (const s of content.steps) {
      if (s < 0 || seen[s]) {
        complete = false;
        break;
      }
      seen[s] = 1;
    }
  }
  reachesAll.set(content, complete);
  return complete;
}

function sizeOf(content: BoardContent): [number, number] {
  return content.kind === 'map'
    ? [content.map.width, content.map.height]
    : [content.width, content.height];
}

/**
 * Draws the board onto a 2D context: the cells as one scaled image of a pixel a square
 * (cheap at any size), then grid, path lines, numbers and markers when squares are big
 * enough to show them. Used for the screen and for PNG export alike.
 */
export function drawBoard(
  ctx: CanvasRenderingContext2D,
  content: BoardContent,
  shown: number,
  cells: CanvasImageSource,
  at: Placement,
  viewport: { width: number; height: number },
  options: { lines: boolean; numbers: boolean },
): void {
  const [width, height] = sizeOf(content);
  const { scale, left, top } = at;
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, viewport.width, viewport.height);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(cells, left, top, width * scale, height * scale);
  // Only the squares in view are worth a draw call.
  const x0 = Math.max(0, Math.floor(-left / scale));
  const y0 = Math.max(0, Math.floor(-top / scale));
  const x1 = Math.min(width, Math.ceil((viewport.width - left) / scale));
  const y1 = Math.min(height, Math.ceil((viewport.height - top) / scale));
  const visible = { width, x0, y0, x1, y1 };
  const cx = (i: number) => left + ((i % width) + 0.5) * scale;
  const cy = (i: number) => top + (Math.floor(i / width) + 0.5) * scale;
  const layers = content.kind === 'map' ? undefined : content.layers;
  // The board, or each layer panel of a 3-D board: `[left, top, width, height]` in squares.
  const panels = layers ? panelRects(layers) : [[0, 0, width, height] as const];
  if (scale >= GRID_FROM) {
    ctx.strokeStyle = 'rgba(0,0,0,0.18)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const [px, py, pw, ph] of panels) {
      const gx0 = Math.max(x0, px);
      const gx1 = Math.min(x1, px + pw);
      const gy0 = Math.max(y0, py);
      const gy1 = Math.min(y1, py + ph);
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
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 1;
  for (const [px, py, pw, ph] of panels) {
    ctx.strokeRect(left + px * scale - 0.5, top + py * scale - 0.5, pw * scale + 1, ph * scale + 1);
  }
  const upTo = content.kind === 'walk' ? Math.min(shown, content.steps.length) : 0;
  // Which layer the knight is in: its panel framed, its label in bold.
  if (layers) drawLayerLabels(ctx, layers, panels, knightLayer(content, shown), at);

  if (content.kind === 'map') {
    if (options.numbers && scale >= NUMBERS_FROM) {
      // On each start: how far a failed walk got, or how many attempts a complete one took.
      const { map } = content;
      ctx.font = `${Math.min(scale * 0.36, scale / 2.4).toFixed(1)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = y * width + x;
          const outcome = outcomeAt(map, i);
          const label =
            outcome?.kind === 'failed'
              ? String(outcome.reached)
              : outcome?.kind === 'complete' && outcome.attempts > 1
                ? `×${outcome.attempts}`
                : '';
          if (!label || !outcome) continue;
          ctx.fillStyle = textColour(outcomeColour(outcome));
          ctx.fillText(label, cx(i), cy(i));
        }
      }
    }
    if (content.selected !== undefined)
      ring(ctx, cx(content.selected), cy(content.selected), scale, '#000');
    ctx.restore();
    return;
  }
  if (content.kind !== 'walk') {
    ctx.restore();
    return;
  }
  const { steps } = content;
  // Lines only for moves within a layer; a move between layers is marked on both its cells.
  const joined = (a: number, b: number) => sameLayer(layers, a, b);
  if (options.lines && scale >= LINES_FROM && upTo > 1) {
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    // A white halo under the line keeps it readable over the coloured squares (when there is room).
    if (scale >= 14) {
      ctx.lineWidth = scale * 0.09;
      ctx.strokeStyle = 'rgba(255,255,255,0.7)';
      strokeSteps(ctx, steps, 1, upTo, cx, cy, visible, joined);
    }
    ctx.lineWidth = Math.max(0.75, scale * 0.035);
    ctx.strokeStyle = 'rgba(20,20,20,0.85)';
    strokeSteps(ctx, steps, 1, upTo, cx, cy, visible, joined);
  }
  if (content.badMoves?.length) {
    ctx.strokeStyle = hex(PROBLEM);
    ctx.lineWidth = Math.max(2, scale * 0.12);
    ctx.setLineDash([Math.max(3, scale * 0.2), Math.max(2, scale * 0.12)]);
    for (const step of content.badMoves) {
      if (step - 1 >= upTo) continue;
      strokeSteps(ctx, steps, step - 1, step, cx, cy, visible, joined);
      const a = steps[step - 2] ?? -1;
      const b = steps[step - 1]!;
      if (a >= 0 && b >= 0 && !joined(a, b)) {
        for (const end of [a, b]) ring(ctx, cx(end), cy(end), scale, hex(PROBLEM), true);
      }
    }
    ctx.setLineDash([]);
  }
  for (const square of content.problemSquares ?? []) {
    ctx.strokeStyle = hex(PROBLEM);
    ctx.lineWidth = Math.max(2, scale * 0.12);
    const x = left + (square % width) * scale;
    const y = top + Math.floor(square / width) * scale;
    ctx.strokeRect(
      x + ctx.lineWidth / 2,
      y + ctx.lineWidth / 2,
      scale - ctx.lineWidth,
      scale - ctx.lineWidth,
    );
  }
  if (upTo > 0 && steps[0]! >= 0) {
    // Start: a filled dot; current square: a ring.
    ctx.fillStyle = '#000';
    ctx.beginPath();
    ctx.arc(cx(steps[0]!), cy(steps[0]!), Math.max(2.5, scale * 0.1), 0, 2 * Math.PI);
    ctx.fill();
    const head = steps[upTo - 1]!;
    if (head >= 0) ring(ctx, cx(head), cy(head), scale, '#000');
    const from = upTo > 1 ? steps[upTo - 2]! : -1;
    if (head >= 0 && from >= 0 && !joined(from, head)) {
      // The last move left the layer: a dashed ring where it came from, in the other panel.
      ring(ctx, cx(from), cy(from), scale, ACCENT, true);
    }
  }
  if (options.numbers && scale >= NUMBERS_FROM && upTo > 0) {
    const digits = String(steps.length).length;
    const size = Math.min(scale * 0.36, (scale * 0.8) / (0.6 * digits));
    if (size >= 7) {
      ctx.font = `${size.toFixed(1)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineJoin = 'round';
      ctx.lineWidth = Math.max(2, size * 0.3);
      for (let k = 0; k < upTo; k++) {
        const s = steps[k]!;
        if (s < 0) continue;
        const x = s % width;
        const y = Math.floor(s / width);
        if (x < x0 || x >= x1 || y < y0 || y >= y1) continue;
        // Outlined in the square's own colour, the number stays readable over the path lines.
        const colour = stepColour(k + 1, steps.length);
        ctx.strokeStyle = hex(colour);
        ctx.strokeText(String(k + 1), cx(s), cy(s));
        ctx.fillStyle = textColour(colour);
        ctx.fillText(String(k + 1), cx(s), cy(s));
      }
    }
  }
  ctx.restore();
}

/** The page's accent: the keyboard cursor, the knight's layer, where a move between layers left. */
export const ACCENT = '#0b5fff';

function ring(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  scale: number,
  colour: string,
  dashed = false,
) {
  const dash = dashed ? [Math.max(3, scale * 0.16), Math.max(2, scale * 0.1)] : [];
  ctx.setLineDash([]);
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = Math.max(3, scale * 0.12);
  ctx.beginPath();
  ctx.arc(x, y, Math.max(4, scale * 0.34), 0, 2 * Math.PI);
  ctx.stroke();
  ctx.setLineDash(dash);
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1.5, scale * (dashed ? 0.08 : 0.06));
  ctx.stroke();
  ctx.setLineDash([]);
}

/** Squares from which the `z = …` labels above the panels are written. */
const LABELS_FROM = 8;

/** The `z = …` label above each panel, and a frame around the panel of the knight's layer. */
function drawLayerLabels(
  ctx: CanvasRenderingContext2D,
  layers: LayerLayout,
  panels: readonly (readonly [number, number, number, number])[],
  current: number,
  at: Placement,
): void {
  const { scale, left, top } = at;
  if (current >= 0) {
    const [px, py, pw, ph] = panels[current]!;
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
  for (let z = 0; z < layers.depth; z++) {
    const [px, py] = panels[z]!;
    ctx.font = `${z === current ? '600 ' : ''}${size.toFixed(1)}px system-ui, sans-serif`;
    ctx.fillStyle = z === current ? ACCENT : '#444';
    ctx.fillText(`z = ${z}`, left + px * scale, top + (py - 0.5) * scale);
  }
}

/** Squares in view: columns `x0..x1 - 1`, rows `y0..y1 - 1` of a board `width` wide. */
interface Visible {
  readonly width: number;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * Strokes the moves arriving at steps `from + 1 .. to` (1-based), skipping unreadable steps,
 * moves that are not `joined` (between layer panels) and moves whose bounding box is out of view (zoomed in on 200×200, most of the walk).
 */
function strokeSteps(
  ctx: CanvasRenderingContext2D,
  steps: Int32Array,
  from: number,
  to: number,
  cx: (i: number) => number,
  cy: (i: number) => number,
  view: Visible,
  joined: (a: number, b: number) => boolean,
): void {
  const { width, x0, y0, x1, y1 } = view;
  ctx.beginPath();
  for (let k = from; k < to; k++) {
    const a = steps[k - 1]!;
    const b = steps[k]!;
    if (a < 0 || b < 0) continue;
    const ax = a % width;
    const bx = b % width;
    const ay = (a - ax) / width;
    const by = (b - bx) / width;
    if (Math.max(ax, bx) < x0 || Math.min(ax, bx) >= x1) continue;
    if (Math.max(ay, by) < y0 || Math.min(ay, by) >= y1) continue;
    // Last: telling the layers apart costs more than the arithmetic above, on every frame.
    if (!joined(a, b)) continue;
    ctx.moveTo(cx(a), cy(a));
    ctx.lineTo(cx(b), cy(b));
  }
  ctx.stroke();
}
