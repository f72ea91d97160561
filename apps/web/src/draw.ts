import { type IndexedLayout, panelRects } from '@knights-tour/picture';
import {
  countColour,
  countRange,
  hex,
  outcomeColour,
  PROBLEM,
  stepColour,
  textColour,
} from './colour.js';
import {
  type BoardContent,
  type CountContent,
  DIRECTIONS,
  knightLayer,
  type MapContent,
  type WalkContent,
} from './content.js';
import { type Coordinates, edgeLabels } from './coordinates.js';
import { shownOutcome } from './map-compare.js';
import { count } from './present.js';

// What is drawn over the cell image, on the screen and in a PNG alike: grid, panels, path
// lines, step numbers and markers, each only where the squares are big enough to read it and
// only for the squares in view (zoomed in on 200×200, most of the board is not).

/** Cell size (CSS px) from which grid lines, path lines and step numbers are drawn. */
export const GRID_FROM = 10;
export const LINES_FROM = 6;
export const NUMBERS_FROM = 18;
/** Cell size from which the `z = …` labels above the panels are written. */
const LABELS_FROM = 8;

/** The page's accent: the knight's layer, where a move between layers left, the legal moves. */
export const ACCENT = '#0b5fff';

/** Where the board lies on a canvas: pixels per square and the picture's top-left corner. */
export interface Placement {
  readonly scale: number;
  readonly left: number;
  readonly top: number;
}

export interface DrawOptions {
  readonly lines: boolean;
  readonly numbers: boolean;
  /** Labels on a 2-D board's edges, in this system (none in an exported picture). */
  readonly coordinates?: Coordinates;
}

/** CSS px the labels of a board's edges take, left of it and under it. */
export const EDGE = 20;

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

/** The placement and the squares in view: what every layer of the drawing needs. */
interface Frame {
  readonly layout: IndexedLayout;
  readonly scale: number;
  readonly left: number;
  readonly top: number;
  /** Columns `x0..x1 − 1` and rows `y0..y1 − 1` of the picture are in view. */
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const cx = (f: Frame, i: number) => f.left + ((i % f.layout.imageWidth) + 0.5) * f.scale;
const cy = (f: Frame, i: number) => f.top + (Math.floor(i / f.layout.imageWidth) + 0.5) * f.scale;

/** Draws the board onto a 2D context: the cell image scaled up, then what is readable over it. */
export function drawBoard(
  ctx: CanvasRenderingContext2D,
  content: BoardContent,
  shown: number,
  cells: CanvasImageSource,
  at: Placement,
  viewport: { readonly width: number; readonly height: number },
  options: DrawOptions,
  marks: Marks = {},
): void {
  const { layout } = content;
  const { scale, left, top } = at;
  const frame: Frame = {
    layout,
    scale,
    left,
    top,
    x0: Math.max(0, Math.floor(-left / scale)),
    y0: Math.max(0, Math.floor(-top / scale)),
    x1: Math.min(layout.imageWidth, Math.ceil((viewport.width - left) / scale)),
    y1: Math.min(layout.imageHeight, Math.ceil((viewport.height - top) / scale)),
  };
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, viewport.width, viewport.height);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(cells, left, top, layout.imageWidth * scale, layout.imageHeight * scale);
  if (scale >= GRID_FROM) drawGrid(ctx, frame);
  // Two maps side by side are the two layers of a pair board, each panel named by its rule.
  const names =
    content.kind === 'map' && content.versus && !content.difference
      ? [content.map.algorithm, content.versus.algorithm]
      : undefined;
  drawPanels(ctx, frame, knightLayer(content, shown), names);
  if (content.kind === 'map') {
    if (options.numbers && scale >= NUMBERS_FROM && !content.difference) {
      drawMapLabels(ctx, frame, content);
    }
    if (content.selected !== undefined) {
      ring(ctx, cx(frame, content.selected), cy(frame, content.selected), scale, '#000');
    }
  } else if (content.kind === 'count') {
    drawCounts(ctx, frame, content);
  } else if (content.kind === 'walk') {
    drawWalk(ctx, frame, content, Math.min(shown, content.steps.length), options);
  }
  drawMarks(ctx, frame, marks);
  if (options.coordinates && layout.depth === 1) {
    drawEdges(ctx, frame, viewport, options.coordinates);
  }
  ctx.restore();
}

/** Label spacings tried, so that labels of a large board never run into each other. */
const EVERY = [1, 2, 5, 10, 20, 25, 50, 100];

/**
 * The column labels under the board and the row labels left of it (`a…h`, `8…1`, or `0…7`),
 * held inside the view when the board is zoomed past its edges, every k-th where squares are
 * small.
 */
function drawEdges(
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

function drawGrid(ctx: CanvasRenderingContext2D, f: Frame): void {
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
function drawPanels(
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

/** On each start of a map: how far a failed walk got, or how many attempts a complete one took. */
function drawMapLabels(ctx: CanvasRenderingContext2D, f: Frame, content: MapContent): void {
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
function drawCounts(ctx: CanvasRenderingContext2D, f: Frame, content: CountContent): void {
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

function drawWalk(
  ctx: CanvasRenderingContext2D,
  f: Frame,
  walk: WalkContent,
  upTo: number,
  options: DrawOptions,
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

/** A frame just inside a square (on squares too small for a frame, the square filled). */
function frameSquare(ctx: CanvasRenderingContext2D, f: Frame, square: number, colour: string) {
  const { scale, left, top } = f;
  const width = f.layout.imageWidth;
  const line = Math.max(2, scale * 0.1);
  const x = left + (square % width) * scale;
  const y = top + Math.floor(square / width) * scale;
  if (scale - line - 2 < 3) {
    ctx.fillStyle = colour;
    ctx.fillRect(x, y, Math.max(2, scale), Math.max(2, scale));
    return;
  }
  ctx.lineWidth = line;
  ctx.strokeStyle = colour;
  ctx.strokeRect(x + line / 2 + 1, y + line / 2 + 1, scale - line - 2, scale - line - 2);
}

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

/** Play's legal moves (ringed, with their onward moves), the search's dead end (flashed). */
function drawMarks(ctx: CanvasRenderingContext2D, f: Frame, marks: Marks): void {
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

/** A ring around a square's centre, on a white halo. */
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
