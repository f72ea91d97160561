import { extname } from 'node:path';
import { KnightsTourError } from '@knights-tour/core';
import { type ParsedTour, parseTour } from '@knights-tour/verify';
import { type Command, ExitCode, UsageError } from '../command.js';
import {
  checkOutputPath,
  expandFileArguments,
  readInput,
  writeChunks,
  writeFileAtomic,
} from '../io.js';
import { expectPositionals, parseChoice, parseInteger, str } from '../options.js';
import { chooseCell, IMAGE_FORMATS, type ImageFormat } from '../render/layout.js';
import {
  DEFAULT_CELL,
  layoutWalk,
  MAX_ANNOTATED_SQUARES,
  MAX_IMAGE_SIDE,
  MAX_RENDER_SIDE,
  TARGET_IMAGE_SIDE,
  type WalkInput,
} from '../render/model.js';
import { encodePng } from '../render/png.js';
import { rasterize } from '../render/raster.js';
import { renderSvg } from '../render/svg.js';
import { render3d } from './three-d.js';

/** The image format: `--format`, else the extension of `--out`; they must agree. */
function imageFormat(formatText: string | undefined, out: string | undefined): ImageFormat {
  const format =
    formatText === undefined ? undefined : parseChoice('image format', formatText, IMAGE_FORMATS);
  if (out === undefined) {
    if (format === undefined) {
      throw new UsageError(
        'render: give --out FILE.svg or FILE.png (or --format svg|png to write to stdout)',
      );
    }
    return format;
  }
  const ext = extname(out).slice(1).toLowerCase();
  const fromName = (IMAGE_FORMATS as readonly string[]).includes(ext)
    ? (ext as ImageFormat)
    : undefined;
  if (format !== undefined && fromName !== undefined && format !== fromName) {
    throw new UsageError(`render: --format ${format} contradicts the extension of ${out}`);
  }
  const chosen = format ?? fromName;
  if (chosen === undefined) {
    throw new UsageError(
      `render: cannot tell the image format from '${out}': name it .svg or .png, or give --format svg|png`,
    );
  }
  return chosen;
}

/** Reads a tour file, 2-D or 3-D, with the verifier's parser. */
function readTour(name: string, text: string): ParsedTour {
  try {
    return parseTour(text);
  } catch (error) {
    if (error instanceof KnightsTourError) throw new UsageError(`${name}: ${error.message}`);
    throw error;
  }
}

/** Checks every step of a 2-D tour can be drawn. */
function readWalk(name: string, tour: ParsedTour): WalkInput {
  for (let i = 0; i < tour.length; i++) {
    const x = tour.xs[i]!;
    const y = tour.ys[i]!;
    if (Number.isNaN(x) || Number.isNaN(y)) {
      const why = tour.malformed.get(i + 1) ?? 'not an [x, y] pair of integers';
      throw new UsageError(`${name}: step ${i + 1}: ${why}`);
    }
    if (
      !Number.isInteger(x) ||
      !Number.isInteger(y) ||
      x < 0 ||
      y < 0 ||
      x >= tour.width ||
      y >= tour.height
    ) {
      throw new UsageError(
        `${name}: step ${i + 1}: (${x},${y}) is off the ${tour.width}x${tour.height} board, so it cannot be drawn`,
      );
    }
  }
  return tour;
}

export const renderCommand: Command = {
  name: 'render',
  summary: 'draw a tour or a failed walk as an SVG or PNG image',
  help: `Usage: knights-tour render <tour-file|-> --out FILE.svg|FILE.png [options]

Draws a tour, or a failed walk, as an image: every square coloured by when it was visited,
light (first step) to dark (last step), and squares never visited in red, so a failure
shows at a glance. Reads any tour file 'knights-tour solve' writes (json, csv or text), or
standard input for '-' (a pattern matching one file is expanded). Exit 0 when the image was
written, 2 on bad input.

Options:
  -o, --out FILE       write the image to FILE (atomically: complete or not at all);
                       its extension .svg or .png picks the format
  -f, --format FORMAT  svg or png: when --out has another extension, or to write to stdout
      --lines          draw the path from square to square (a dot at the start, a ring at
                       the end); for boards up to ${MAX_ANNOTATED_SQUARES} squares
      --numbers        write each square's step number; for boards up to ${MAX_ANNOTATED_SQUARES} squares
      --cell N         pixels per square (default ${DEFAULT_CELL}, less on large boards so the image
                       stays near ${TARGET_IMAGE_SIDE} px; reduced if the image would pass ${MAX_IMAGE_SIDE} px)

Boards up to ${MAX_RENDER_SIDE} squares a side. Large boards stay small files: SVG embeds one pixel
a square as a PNG instead of a shape per square.

Examples:
  knights-tour solve 8 --format json --out tour.json
  knights-tour render tour.json --out tour.svg --lines --numbers
  knights-tour solve 7 --start 6,2 --algorithm aml --format json | knights-tour render - --out failed.png
  knights-tour solve 1000 --format json | knights-tour render - --out big.png

A 3-D tour (knights-tour solve WxHxD) is drawn as one panel per layer, z = 0 on the left,
with one colour gradient over the whole walk (--numbers, not --lines):
  knights-tour solve 6x6x6 --format json | knights-tour render - --out tour3d.svg --numbers`,
  options: {
    out: { type: 'string', short: 'o' },
    format: { type: 'string', short: 'f' },
    lines: { type: 'boolean' },
    numbers: { type: 'boolean' },
    cell: { type: 'string' },
  },
  async run(positionals, values, io) {
    expectPositionals('render', positionals, 1);
    const given = positionals[0];
    if (given === undefined) {
      throw new UsageError("render: give a tour file (or '-' for standard input) and --out FILE");
    }
    const inputs = expandFileArguments([given]);
    if (inputs.length > 1) {
      throw new UsageError(
        `render: '${given}' matches ${inputs.length} files (${inputs.slice(0, 3).join(', ')}${inputs.length > 3 ? ', …' : ''}); give one`,
      );
    }
    const input = inputs[0]!;
    const out = str(values.out);
    const format = imageFormat(str(values.format), out);
    const cellText = str(values.cell);
    const requested =
      cellText === undefined ? undefined : parseInteger('cell', cellText, 1, MAX_IMAGE_SIDE);
    const annotations = { lines: values.lines === true, numbers: values.numbers === true };
    if (out !== undefined) checkOutputPath(out);
    else if (format === 'png' && (io.stdout as { isTTY?: boolean }).isTTY) {
      throw new UsageError('render: not writing a PNG to a terminal: give --out FILE.png');
    }

    const name = input === '-' ? 'standard input' : input;
    const text = await readInput(input, io.stdin);
    const tour = readTour(name, text);
    if (tour.depth > 1) {
      // 3-D tours: one panel per layer (docs/three-d.md).
      return render3d(name, tour, { format, out, requested, ...annotations }, io);
    }
    const walk = readWalk(name, tour);
    const { cell, note } = chooseCell({
      width: walk.width,
      height: walk.height,
      length: walk.length,
      format,
      annotations,
      ...(requested === undefined ? {} : { requested }),
    });
    const image = layoutWalk(walk);
    const squares = walk.width * walk.height;
    const state =
      image.visited === squares
        ? `all ${squares} squares visited`
        : `${image.visited} of ${squares} squares visited, ${squares - image.visited} unvisited (red)`;
    const title = `Knight's walk on ${walk.width}x${walk.height}: ${walk.length} steps, ${state}`;
    let chunks: Iterable<string | Uint8Array>;
    if (format === 'png') {
      chunks = [
        encodePng(rasterize(image, cell, annotations), { Title: title, Software: 'knights-tour' }),
      ];
    } else {
      chunks = renderSvg(image, cell, annotations, title);
    }
    if (out !== undefined) await writeFileAtomic(out, chunks);
    else await writeChunks(io.stdout, chunks);
    if (note) io.stderr.write(`knights-tour: ${note}\n`);
    io.stderr.write(
      `render: ${out ?? 'stdout'}: ${format.toUpperCase()} ${walk.width * cell}x${walk.height * cell} px (cell ${cell}), ${walk.width}x${walk.height} board, ${state}\n`,
    );
    return ExitCode.Ok;
  },
};
