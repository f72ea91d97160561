import type { BoardContent } from './content.js';
import type { Coordinates } from './coordinates.js';
import { type DrawOptions, drawBoard } from './draw/board.js';
import { EDGE } from './draw/edges.js';
import type { Placement } from './draw/frame.js';
import { drawCursor, type Marks } from './draw/marks.js';
import { canPaintForward, paintCells, paintSteps } from './paint.js';

/** Margin around the fitted board, in CSS pixels. */
const MARGIN = 8;
const MIN_SCALE = 0.5;
const MAX_SCALE = 120;

/**
 * The board on screen: one canvas, zoom (wheel, buttons, + and -) and pan (drag, arrow keys
 * with Shift; on a fitted board a finger scrolls the page instead), a keyboard cursor (arrow
 * keys, Enter chooses the square), taps and clicks on squares. Draws at most once per
 * animation frame, whatever asks for it. Squares are picture indices of the content's layout.
 */
export class BoardCanvas {
  private content: BoardContent;
  private steps = 0;
  private marks: Marks = {};
  private readonly cells: HTMLCanvasElement = document.createElement('canvas');
  /** Steps painted into `image` (-1: nothing valid, repaint all). */
  private cellsShown = -1;
  private image: ImageData | undefined;
  private placement: Placement = { scale: 1, left: 0, top: 0 };
  private fitted = true;
  private frame = 0;
  private cursor: number | undefined;
  /** The cursor is drawn once the keyboard moved it, not after a click (as :focus-visible). */
  private keyboard = false;
  options: { lines: boolean; numbers: boolean; coordinates: Coordinates } = {
    lines: true,
    numbers: true,
    coordinates: 'xy',
  };
  /** A zoomed-in walk keeps the knight in view as it moves (a pan by hand stops that until the next zoom). */
  follow = true;
  /** Called with the square clicked, tapped or chosen with Enter. */
  onSquare: (square: number) => void = () => {};
  /** Called with the square under the pointer (undefined when off the board). */
  onHover: (square: number | undefined) => void = () => {};
  /** Called with the square the keyboard cursor moved to (to be announced). */
  onCursor: (square: number) => void = () => {};

  constructor(
    readonly canvas: HTMLCanvasElement,
    initial: BoardContent,
  ) {
    this.content = initial;
    new ResizeObserver(() => this.resize()).observe(canvas);
    this.listen();
    this.resize();
  }

  /** Steps of the walk drawn. */
  get shown(): number {
    return this.steps;
  }

  /** Picture width and height, in squares. */
  get size(): [number, number] {
    return [this.content.layout.imageWidth, this.content.layout.imageHeight];
  }

  /** Shows new content; `keepView` keeps zoom and pan when the picture's size is unchanged. */
  show(content: BoardContent, shown: number, keepView = false): void {
    const [w0, h0] = this.size;
    this.content = content;
    this.steps = shown;
    this.marks = {};
    this.cellsShown = -1;
    const [w, h] = this.size;
    if (this.cursor !== undefined && this.cursor >= w * h) this.cursor = undefined;
    if (!keepView || w !== w0 || h !== h0) this.fit();
    this.invalidate();
  }

  /** The content shown changed in place (a growing search path): repaint it all. */
  repaint(shown: number): void {
    this.steps = shown;
    this.cellsShown = -1;
    this.invalidate();
  }

  /** Steps of the walk shown (the animation's position). */
  setShown(shown: number): void {
    if (shown === this.steps) return;
    this.steps = shown;
    if (!this.fitted && this.follow) this.keepKnightInView();
    this.invalidate();
  }

  /**
   * On a zoomed-in board, moves the view when the knight comes near its edge, so that the knight
   * is back in the middle: a walk zoomed into 200×200 is followed square by square.
   */
  private keepKnightInView(): void {
    const { content, steps } = this;
    if (content.kind !== 'walk' || steps === 0) return;
    const head = content.steps[Math.min(steps, content.steps.length) - 1]!;
    if (head < 0) return;
    const width = content.layout.imageWidth;
    const { scale, left, top } = this.placement;
    const x = left + ((head % width) + 0.5) * scale;
    const y = top + (Math.floor(head / width) + 0.5) * scale;
    const { clientWidth: w, clientHeight: h } = this.canvas;
    const band = 0.15;
    if (x >= w * band && x <= w * (1 - band) && y >= h * band && y <= h * (1 - band)) return;
    this.placement = { scale, left: left + w / 2 - x, top: top + h / 2 - y };
  }

  setMarks(marks: Marks): void {
    this.marks = marks;
    this.invalidate();
  }

  fit(): void {
    const [w, h] = this.size;
    const { clientWidth, clientHeight } = this.canvas;
    // A 2-D board's edges carry its coordinates: room for them left of it and under it.
    // (The labels under it take the bottom margin's place.)
    const edge = this.content.layout.depth === 1 ? EDGE : 0;
    const width = clientWidth - 2 * MARGIN - edge;
    const height = clientHeight - (edge ? MARGIN / 2 + edge : 2 * MARGIN);
    const scale = Math.max(MIN_SCALE, Math.min(width / w, height / h));
    this.placement = {
      scale,
      left: MARGIN + edge + Math.round((width - w * scale) / 2),
      top: (edge ? MARGIN / 2 : MARGIN) + Math.round((height - h * scale) / 2),
    };
    this.setFitted(true);
    this.invalidate();
  }

  /** Zooms by `factor` about the canvas point `(px, py)` (CSS px; default: the centre). */
  zoom(factor: number, px = this.canvas.clientWidth / 2, py = this.canvas.clientHeight / 2): void {
    const { scale, left, top } = this.placement;
    const next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale * factor));
    this.follow = true;
    const f = next / scale;
    this.placement = { scale: next, left: px - (px - left) * f, top: py - (py - top) * f };
    this.setFitted(false);
    this.invalidate();
  }

  pan(dx: number, dy: number): void {
    this.follow = false;
    const { scale, left, top } = this.placement;
    this.placement = { scale, left: left + dx, top: top + dy };
    this.setFitted(false);
    this.invalidate();
  }

  /**
   * A fitted board leaves a finger to the browser, so a swipe over it scrolls the page (on a
   * phone the board is most of the screen); a zoomed-in board pans under the finger.
   */
  private setFitted(fitted: boolean): void {
    this.fitted = fitted;
    if (fitted) this.follow = true;
    this.canvas.style.touchAction = fitted ? 'manipulation' : 'none';
  }

  get scale(): number {
    return this.placement.scale;
  }

  /** Redraws on the next animation frame (once, however often it is asked). */
  invalidate(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  /** Draws now. */
  draw(): void {
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const [w, h] = this.size;
    if (this.cellsShown !== this.steps || !this.image) {
      const cellCtx = this.cells.getContext('2d')!;
      if (this.image && canPaintForward(this.content, this.cellsShown, this.steps)) {
        paintSteps(this.content, this.cellsShown, this.steps, this.image.data);
      } else {
        if (this.cells.width !== w || this.cells.height !== h || !this.image) {
          this.cells.width = w;
          this.cells.height = h;
          this.image = cellCtx.createImageData(w, h);
        }
        paintCells(this.content, this.steps, this.image.data);
      }
      cellCtx.putImageData(this.image, 0, 0);
      this.cellsShown = this.steps;
    }
    const dpr = window.devicePixelRatio || 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const viewport = { width: this.canvas.clientWidth, height: this.canvas.clientHeight };
    drawBoard(
      ctx,
      this.content,
      this.steps,
      this.cells,
      this.placement,
      viewport,
      this.options,
      this.marks,
    );
    if (this.cursor !== undefined && this.keyboard && document.activeElement === this.canvas) {
      drawCursor(ctx, this.placement, w, this.cursor);
    }
    // Where the board lies (for the page's tests, and anyone measuring it).
    const { scale, left, top } = this.placement;
    const at = `${scale.toFixed(3)} ${left.toFixed(1)} ${top.toFixed(1)}`;
    if (this.canvas.dataset.placement !== at) this.canvas.dataset.placement = at;
  }

  private resize(): void {
    const dpr = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(this.canvas.clientWidth * dpr));
    const height = Math.max(1, Math.round(this.canvas.clientHeight * dpr));
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
    }
    if (this.fitted) this.fit();
    else this.invalidate();
  }

  /** The picture square under canvas point `(px, py)` (CSS px), if any. */
  squareAt(px: number, py: number): number | undefined {
    const { scale, left, top } = this.placement;
    const [w, h] = this.size;
    const x = Math.floor((px - left) / scale);
    const y = Math.floor((py - top) / scale);
    return x >= 0 && y >= 0 && x < w && y < h ? y * w + x : undefined;
  }

  private listen(): void {
    const canvas = this.canvas;
    let drag: { x: number; y: number; moved: boolean; id: number; scrolls: boolean } | undefined;
    const at = (e: PointerEvent) => {
      const rect = canvas.getBoundingClientRect();
      return this.squareAt(e.clientX - rect.left, e.clientY - rect.top);
    };
    canvas.addEventListener('pointerdown', (e) => {
      this.keyboard = false;
      const scrolls = e.pointerType === 'touch' && this.fitted;
      drag = { x: e.clientX, y: e.clientY, moved: false, id: e.pointerId, scrolls };
      if (!scrolls) canvas.setPointerCapture(e.pointerId);
    });
    canvas.addEventListener('pointermove', (e) => {
      if (drag && drag.id === e.pointerId) {
        const dx = e.clientX - drag.x;
        const dy = e.clientY - drag.y;
        // A few pixels of jitter is still a click, not a drag.
        if (drag.moved || Math.abs(dx) + Math.abs(dy) > 6) {
          drag.moved = true;
          drag.x = e.clientX;
          drag.y = e.clientY;
          if (!drag.scrolls) this.pan(dx, dy);
        }
      }
      this.onHover(at(e));
    });
    canvas.addEventListener('pointerup', (e) => {
      if (drag && drag.id === e.pointerId && !drag.moved) {
        const square = at(e);
        if (square !== undefined) {
          this.cursor = square;
          this.onSquare(square);
        }
      }
      drag = undefined;
    });
    // The browser took the finger over (a scroll): no tap.
    canvas.addEventListener('pointercancel', () => {
      drag = undefined;
    });
    canvas.addEventListener('pointerleave', () => this.onHover(undefined));
    canvas.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        const rect = canvas.getBoundingClientRect();
        this.zoom(Math.exp(-e.deltaY * 0.0015), e.clientX - rect.left, e.clientY - rect.top);
      },
      { passive: false },
    );
    canvas.addEventListener('focus', () => this.invalidate());
    canvas.addEventListener('blur', () => this.invalidate());
    canvas.addEventListener('keydown', (e) => this.key(e));
  }

  private key(e: KeyboardEvent): void {
    const [w, h] = this.size;
    this.keyboard = true;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[e.key];
    if (move && e.shiftKey) {
      this.pan(-move[0] * 40, -move[1] * 40);
    } else if (move) {
      const c = this.cursor ?? 0;
      const x = Math.min(w - 1, Math.max(0, (c % w) + move[0]));
      const y = Math.min(h - 1, Math.max(0, Math.floor(c / w) + move[1]));
      this.cursor = y * w + x;
      this.onCursor(this.cursor);
      this.invalidate();
    } else if (e.key === 'Enter' || e.key === ' ') {
      const c = this.cursor ?? 0;
      this.cursor = c;
      this.onSquare(c);
    } else if (e.key === '+' || e.key === '=') {
      this.zoom(1.25);
    } else if (e.key === '-') {
      this.zoom(0.8);
    } else if (e.key === '0') {
      this.fit();
    } else {
      return;
    }
    e.preventDefault();
  }
}

/** Draws content on a canvas of its own, `cell` pixels a square (PNG export, symmetry images). */
export function renderToCanvas(
  content: BoardContent,
  shown: number,
  cell: number,
  options: DrawOptions = { lines: true, numbers: true },
): HTMLCanvasElement {
  const { width, height } = content.layout;
  const margin = Math.max(2, Math.round(cell / 4));
  const canvas = document.createElement('canvas');
  canvas.width = width * cell + 2 * margin;
  canvas.height = height * cell + 2 * margin;
  const cells = document.createElement('canvas');
  cells.width = width;
  cells.height = height;
  const cellCtx = cells.getContext('2d')!;
  const image = cellCtx.createImageData(width, height);
  paintCells(content, shown, image.data);
  cellCtx.putImageData(image, 0, 0);
  drawBoard(
    canvas.getContext('2d')!,
    content,
    shown,
    cells,
    { scale: cell, left: margin, top: margin },
    { width: canvas.width, height: canvas.height },
    options,
  );
  return canvas;
}
