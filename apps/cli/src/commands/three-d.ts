// 3-D boards (docs/three-d.md) for solve and render: the commands hand over here
// when the board size is WxHxD or the file holds a 3-D tour, so the 2-D paths stay as they were.
import {
  createBoard,
  formatTour,
  KnightsTourError,
  solve,
  type TourDocument,
} from '@knights-tour/core';
import { HEURISTICS_3D } from '@knights-tour/core/internal';

// Transitional names while the commands move to core's one board type.
type Tour3dDocument = TourDocument & {
  depth: number;
  start: [number, number, number];
  path: [number, number, number][];
};
type Heuristic3dName = (typeof HEURISTICS_3D)[number];
const isHeuristic3dName = (name: string): name is Heuristic3dName =>
  (HEURISTICS_3D as readonly string[]).includes(name);

import type { ParsedTour } from '@knights-tour/verify';
import { type CommandIO, ExitCode, type OptionValues, UsageError } from '../command.js';
import { checkOutputPath, writeChunks, writeFileAtomic } from '../io.js';
import { parseChoice, str } from '../options.js';
import { chooseCell, type ImageFormat } from '../render/layout.js';
import { HALO, shadeOf, UNVISITED, type WalkImage } from '../render/model.js';
import { encodePng } from '../render/png.js';
import { rasterize } from '../render/raster.js';
import { renderSvg } from '../render/svg.js';

/** True for a size `WxHxD` (also `X`, `×`). */
export function isBoard3dText(text: string | undefined): boolean {
  return text !== undefined && /^\s*\d+\s*[xX×]\s*\d+\s*[xX×]\s*\d+\s*$/.test(text);
}

function parseBoard3d(text: string) {
  const [w, h, d] = text.split(/[xX×]/).map((p) => Number(p.trim())) as [number, number, number];
  try {
    return createBoard(w, h, d);
  } catch (error) {
    if (error instanceof KnightsTourError)
      throw new UsageError(`board ${text.trim()}: ${error.message}`);
    throw error;
  }
}

function parseCell(text: string): [number, number, number] {
  const m = /^\s*\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?\s*$/.exec(text);
  if (!m)
    throw new UsageError(
      `start '${text}' is not x,y,z (three integers, e.g. 0,0,0) on a 3-D board`,
    );
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The 2-D options that mean nothing on a 3-D board: refused, not ignored. */
const NOT_IN_3D = ['closed', 'seed', 'max-nodes', 'max-ms'] as const;

/** One line about a 3-D outcome, on stderr. */
export function describeOutcome3d(doc: Tour3dDocument): string {
  const size = `${doc.width}x${doc.height}x${doc.depth}`;
  const from = `from (${doc.start.join(',')})`;
  if (doc.reason) return `${doc.algorithm}: no tour of ${size}: ${doc.reason}`;
  const attempts = `${doc.attempts} attempt${doc.attempts === 1 ? '' : 's'}`;
  if (doc.complete) {
    const variant = doc.variant
      ? `, variant r=${doc.variant.r > 0 ? '+1' : '-1'} t=${doc.variant.t}`
      : '';
    return `${doc.algorithm}: ${doc.closed ? 'closed' : 'open'} tour of ${size} ${from} in ${attempts}${variant}`;
  }
  return `${doc.algorithm}: failed on ${size} ${from}: reached ${doc.path.length} of ${doc.width * doc.height * doc.depth} cells after ${attempts}`;
}

/** `solve WxHxD`: a 3-D heuristic, the tour as text (one block per layer), json or csv. */
export async function solve3dCommand(
  positionals: string[],
  values: OptionValues,
  io: CommandIO,
): Promise<ExitCode> {
  const board = parseBoard3d(positionals[0]!);
  for (const flag of NOT_IN_3D) {
    if (values[flag] !== undefined) {
      throw new UsageError(`--${flag} applies to 2-D boards only, not ${positionals[0]!.trim()}`);
    }
  }
  const algorithmText = str(values.algorithm);
  let algorithm: Heuristic3dName = 'octaml16-3d';
  if (algorithmText !== undefined) {
    if (!isHeuristic3dName(algorithmText)) {
      throw new UsageError(
        `algorithm '${algorithmText}' does not run on 3-D boards: use one of ${HEURISTICS_3D.join(', ')}`,
      );
    }
    algorithm = algorithmText;
  }
  const format = parseChoice('format', str(values.format) ?? 'text', [
    'text',
    'json',
    'csv',
  ] as const);
  const start = parseCell(str(values.start) ?? '0,0,0');
  const out = str(values.out);
  if (out !== undefined) checkOutputPath(out);
  let doc: Tour3dDocument;
  try {
    doc = solve({ ...board, start, algorithm }) as Tour3dDocument;
  } catch (error) {
    if (error instanceof KnightsTourError) throw new UsageError(error.message);
    throw error;
  }
  const skip = format === 'text' && doc.path.length === 0 && doc.reason !== undefined;
  if (!skip) {
    if (out !== undefined) await writeFileAtomic(out, formatTour(doc, format));
    else await writeChunks(io.stdout, formatTour(doc, format));
  }
  io.stderr.write(`${describeOutcome3d(doc)}\n`);
  return doc.complete ? ExitCode.Ok : ExitCode.Negative;
}

/** Columns of white between two layer panels. */
const GAP = 1;

/**
 * The layers of a 3-D walk side by side, `z = 0` on the left, as one 2-D image the 2-D
 * renderer draws: cells coloured by step (one gradient over the whole walk), unvisited
 * cells red, white gaps between the panels.
 */
export function layoutLayers(tour: ParsedTour): WalkImage {
  const { width, height, depth, length } = tour;
  const imageWidth = depth * width + (depth - 1) * GAP;
  const steps = new Int32Array(imageWidth * height);
  const slots = new Uint8Array(imageWidth * height).fill(HALO);
  const order = new Int32Array(length);
  const pixel = (x: number, y: number, z: number) => y * imageWidth + z * (width + GAP) + x;
  for (let z = 0; z < depth; z++)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) slots[pixel(x, y, z)] = UNVISITED;
  let visited = 0;
  for (let i = 0; i < length; i++) {
    const p = pixel(tour.xs[i]!, tour.ys[i]!, tour.zs[i]!);
    if (steps[p] === 0) visited++;
    steps[p] = i + 1;
    slots[p] = shadeOf(i + 1, length);
    order[i] = p;
  }
  return { width: imageWidth, height, length, steps, slots, visited, order };
}

/** `render` of a 3-D tour: one panel per layer. */
export async function render3d(
  name: string,
  tour: ParsedTour,
  options: {
    format: ImageFormat;
    out: string | undefined;
    requested: number | undefined;
    lines: boolean;
    numbers: boolean;
  },
  io: CommandIO,
): Promise<ExitCode> {
  if (options.lines) {
    throw new UsageError(
      'render: --lines is for 2-D boards; a 3-D walk jumps between layer panels (use --numbers)',
    );
  }
  for (let i = 0; i < tour.length; i++) {
    const [x, y, z] = [tour.xs[i]!, tour.ys[i]!, tour.zs[i]!];
    if (
      ![x, y, z].every(Number.isInteger) ||
      x < 0 ||
      y < 0 ||
      z < 0 ||
      x >= tour.width ||
      y >= tour.height ||
      z >= tour.depth
    ) {
      const why =
        tour.malformed.get(i + 1) ??
        `(${x},${y},${z}) is off the ${tour.width}x${tour.height}x${tour.depth} board`;
      throw new UsageError(`${name}: step ${i + 1}: ${why}, so it cannot be drawn`);
    }
  }
  const image = layoutLayers(tour);
  const annotations = { lines: false, numbers: options.numbers };
  const { cell, note } = chooseCell({
    width: image.width,
    height: image.height,
    length: tour.length,
    format: options.format,
    annotations,
    ...(options.requested === undefined ? {} : { requested: options.requested }),
  });
  const cells = tour.width * tour.height * tour.depth;
  const state =
    image.visited === cells
      ? `all ${cells} cells visited`
      : `${image.visited} of ${cells} cells visited, ${cells - image.visited} unvisited (red)`;
  const box = `${tour.width}x${tour.height}x${tour.depth}`;
  const title = `Knight's walk on ${box}, layers z = 0..${tour.depth - 1} left to right: ${tour.length} steps, ${state}`;
  const chunks: Iterable<string | Uint8Array> =
    options.format === 'png'
      ? [encodePng(rasterize(image, cell, annotations), { Title: title, Software: 'knights-tour' })]
      : renderSvg(image, cell, annotations, title);
  if (options.out !== undefined) await writeFileAtomic(options.out, chunks);
  else await writeChunks(io.stdout, chunks);
  if (note) io.stderr.write(`knights-tour: ${note}\n`);
  io.stderr.write(
    `render: ${options.out ?? 'stdout'}: ${options.format.toUpperCase()} ${image.width * cell}x${image.height * cell} px (cell ${cell}), ${box} board in ${tour.depth} layer panels, ${state}\n`,
  );
  return ExitCode.Ok;
}
