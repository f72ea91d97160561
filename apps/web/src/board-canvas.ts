import {
  ACCENT,
  type BoardContent,
  canPaintForward,
  drawBoard,
  type Placement,
  paintCells,
  paintSteps,
} from './board-view.js';

/** Margin around the fitted board, in CSS pixels. */
const MARGIN = 8;
const MIN_SCALE = 0.5;
const MAX_SCALE = 120;

/**
 * The board on screen: one canvas, zoom (wheel, buttons, + and -) and pan (drag, arrow keys
 * with Shift), a keyboard cursor (arrow keys, Enter chooses the square), clicks on squares.
 * Draws at most once per animation frame, whatever asks for it.
 */
export class BoardCanvas {
  private content: BoardContent = { kind: 'empty', width: 8, height: 8 };
  private shown = 0;
  private cells: HTMLCanvasElement = document.createElement('canvas');
  /** Steps painted into `image` (-1: nothing valid, repaint all). */
  private cellsShown = -1;
  private image: ImageData | undefined;
  private placement: Placement = { scale: 1, left: 0, top: 0 };
  private fitted = true;
  private frame = 0;
  private cursor: number | undefined;
  options = { lines: true, numbers: true };
  /** Called with the square clicked or chosen with Enter. */
  onSquare: (x: number, y: number) => void = () => {};
  /** Called with the square under the pointer or the keyboard cursor (undefined when off the board). */
  onHover: (square: [number, number] | undefined) => void = () => {};

  constructor(readonly canvas: HTMLCanvasElement) {
    new ResizeObserver(() => this.resize()).observe(canvas);
    this.listen();
    this.resize();
  }

  get size(): [number, number] {
    const c = this.content;
    return c.kind === 'map' ? [c.map.width, c.map.height] : [c.width, c.height];
  }

  /** Shows new content; `keepView` keeps zoom and pan when the board size is unchanged. */
  show(content: BoardContent, shown: number, keepView = false): void {
    const [w0, h0] = this.size;
    this.content = content;
    this.shown = shown;
    this.cellsShown = -1;
    const [w, h] = this.size;
    if (!keepView || w !== w0 || h !== h0) this.fit();
    this.invalidate();
  }

  /** Steps of the walk shown (the animation's position). */
  setShown(shown: number): void {
    if (shown === this.shown) return;
    this.shown = shown;
    this.invalidate();
  }

  fit(): void {
    const [w, h] = this.size;
    const { clientWidth, clientHeight } = this.canvas;
    const scale = Math.max(
      MIN_SCALE,
      Math.min((clientWidth - 2 * MARGIN) / w, (clientHeight - 2 * MARGIN) / h),
    );
    this.placement = {
      scale,
      left: Math.round((clientWidth - w * scale) / 2),
      top: Math.round((clientHeight - h * scale) / 2),
    };
    this.fitted = true;
    this.invalidate();
  }

  /** Zooms by `factor` about the canvas point `(px, py)` (CSS px; default: the centre). */
  zoom(factor: number, px = this.canvas.clientWidth / 2, py = this.canvas.clientHeight / 2): void {
    const { scale, left, top } = this.placement;
    const next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale * factor));
    const f = next / scale;
    this.placement = { scale: next, left: px - (px - left) * f, top: py - (py - top) * f };
    this.fitted = false;
    this.invalidate();
  }

  pan(dx: number, dy: number): void {
    const { scale, left, top } = this.placement;
    this.placement = { scale, left: left + dx, top: top + dy };
    this.fitted = false;
    this.invalidate();
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
    if (this.cellsShown !== this.shown || !this.image) {
      const cellCtx = this.cells.getContext('2d')!;
      if (this.image && canPaintForward(this.content, this.cellsShown, this.shown)) {
        paintSteps(this.content, this.cellsShown, this.shown, this.image.data);
      } else {
        this.cells.width = w;
        this.cells.height = h;
        this.image = cellCtx.createImageData(w, h);
        paintCells(this.content, this.shown, this.image.data);
      }
      cellCtx.putImageData(this.image, 0, 0);
      this.cellsShown = this.shown;
    }
    const dpr = window.devicePixelRatio || 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const viewport = { width: this.canvas.clientWidth, height: this.canvas.clientHeight };
    drawBoard(ctx, this.content, this.shown, this.cells, this.placement, viewport, this.options);
    if (this.cursor !== undefined && document.activeElement === this.canvas) {
      const { scale, left, top } = this.placement;
      ctx.strokeStyle = ACCENT;
      ctx.lineWidth = 3;
      ctx.strokeRect(
        left + (this.cursor % w) * scale,
        top + Math.floor(this.cursor / w) * scale,
        scale,
        scale,
      );
    }
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

  /** The square under canvas point `(px, py)` (CSS px), if any. */
  squareAt(px: number, py: number): [number, number] | undefined {
    const { scale, left, top } = this.placement;
    const [w, h] = this.size;
    const x = Math.floor((px - left) / scale);
    const y = Math.floor((py - top) / scale);
    return x >= 0 && y >= 0 && x < w && y < h ? [x, y] : undefined;
  }

  /** Canvas point (CSS px) of the centre of square `(x, y)`. */
  centreOf(x: number, y: number): [number, number] {
    const { scale, left, top } = this.placement;
    return [left + (x + 0.5) * scale, top + (y + 0.5) * scale];
  }

  private listen(): void {
    const canvas = this.canvas;
    let drag: { x: number; y: number; moved: boolean; id: number } | undefined;
    canvas.addEventListener('pointerdown', (e) => {
      drag = { x: e.clientX, y: e.clientY, moved: false, id: e.pointerId };
      canvas.setPointerCapture(e.pointerId);
    });
    canvas.addEventListener('pointermove', (e) => {
      const rect = canvas.getBoundingClientRect();
      if (drag && drag.id === e.pointerId) {
        const dx = e.clientX - drag.x;
        const dy = e.clientY - drag.y;
        // A few pixels of jitter is still a click, not a drag.
        if (drag.moved || Math.abs(dx) + Math.abs(dy) > 4) {
          drag.moved = true;
          drag.x = e.clientX;
          drag.y = e.clientY;
          this.pan(dx, dy);
        }
      }
      this.onHover(this.squareAt(e.clientX - rect.left, e.clientY - rect.top));
    });
    canvas.addEventListener('pointerup', (e) => {
      const rect = canvas.getBoundingClientRect();
      if (drag && !drag.moved) {
        const square = this.squareAt(e.clientX - rect.left, e.clientY - rect.top);
        if (square) {
          this.cursor = square[1] * this.size[0] + square[0];
          this.onSquare(square[0], square[1]);
        }
      }
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
      this.onHover([x, y]);
      this.invalidate();
    } else if (e.key === 'Enter' || e.key === ' ') {
      const c = this.cursor ?? 0;
      this.cursor = c;
      this.onSquare(c % w, Math.floor(c / w));
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

/** Renders content to a standalone canvas of `cell` pixels a square (for PNG export). */
export function renderToCanvas(
  content: BoardContent,
  shown: number,
  cell: number,
  options = { lines: true, numbers: true },
): HTMLCanvasElement {
  const c = content.kind === 'map' ? content.map : content;
  const margin = Math.max(2, Math.round(cell / 4));
  const canvas = document.createElement('canvas');
  canvas.width = c.width * cell + 2 * margin;
  canvas.height = c.height * cell + 2 * margin;
  const cells = document.createElement('canvas');
  cells.width = c.width;
  cells.height = c.height;
  const cellCtx = cells.getContext('2d')!;
  const image = cellCtx.createImageData(c.width, c.height);
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
