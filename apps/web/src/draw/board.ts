import { type BoardContent, knightLayer } from '../content.js';
import type { Coordinates } from '../coordinates.js';
import { drawEdges } from './edges.js';
import { cx, cy, type Frame, GRID_FROM, NUMBERS_FROM, type Placement, ring } from './frame.js';
import { drawCounts, drawMapLabels } from './labels.js';
import { drawMarks, type Marks } from './marks.js';
import { drawGrid, drawPanels } from './panels.js';
import { drawWalk } from './walk.js';

// What is drawn over the cell image, on the screen and in a PNG alike: grid, panels, path
// lines, step numbers and markers, each only where the squares are big enough to read it and
// only for the squares in view (zoomed in on 200×200, most of the board is not).

export interface DrawOptions {
  readonly lines: boolean;
  readonly numbers: boolean;
  /** Labels on a 2-D board's edges, in this system (none in an exported picture). */
  readonly coordinates?: Coordinates;
}

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
