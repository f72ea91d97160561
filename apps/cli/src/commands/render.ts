import { extname } from 'node:path';
import { boardName, quote, rethrowAs } from '@knights-tour/core';
import {
  coverage,
  layerLayout,
  pictureTitle,
  rasterize,
  svgChunks,
  walkPicture,
} from '@knights-tour/picture';
import { type Command, ExitCode, UsageError, usageError } from '../command.js';
import {
  checkOutputPath,
  expandFileArguments,
  readInput,
  showPath,
  writeChunks,
  writeFileAtomic,
} from '../io.js';
import { expectPositionals, parseChoice, parseInteger, str } from '../options.js';
import {
  chooseCell,
  DEFAULT_CELL,
  IMAGE_FORMATS,
  type ImageFormat,
  MAX_ANNOTATED_SQUARES,
  MAX_IMAGE_SIDE,
  MAX_RENDER_SIDE,
  TARGET_IMAGE_SIDE,
} from '../render/cell.js';
import { encodePng } from '../render/png.js';
import { readWalk } from '../render/read-walk.js';

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
    throw new UsageError(
      `render: --format ${format} contradicts the extension of ${showPath(out)}`,
    );
  }
  const chosen = format ?? fromName;
  if (chosen === undefined) {
    throw new UsageError(
      `render: cannot tell the image format from ${quote(out)}: name it .svg or .png, or give --format svg|png`,
    );
  }
  return chosen;
}

export const renderCommand: Command = {
  name: 'render',
  summary: 'draw a tour or a failed walk as an SVG or PNG image',
  help: `Usage: knights-tour render <tour-file|-> --out FILE.svg|FILE.png [options]

Draws a tour, or a failed walk, as an image: every square coloured by when it was visited,
light (first step) to dark (last step), and what is wrong in red: squares never visited,
moves that are not knight moves, squares visited twice. A 3-D tour (a box WxHxD) is drawn
as its layers side by side, z = 0 on the left, one colour gradient over the whole walk.
Reads any tour file 'knights-tour solve' writes (json, csv or text), or standard input for
'-' (a pattern matching one file is expanded). Exit 0 when the image was written, 2 on bad
input.

Options:
  -o, --out FILE       write the image to FILE (atomically: complete or not at all);
                       its extension .svg or .png picks the format
  -f, --format FORMAT  svg or png: when --out has another extension, or to write to stdout
      --lines          draw the path from square to square (a dot at the start, a ring at
                       the end; a dot on both cells of a move between layers); for boards
                       up to ${MAX_ANNOTATED_SQUARES} squares
      --numbers        write each square's step number; for boards up to ${MAX_ANNOTATED_SQUARES} squares
      --cell N         pixels per square (default ${DEFAULT_CELL}, less on large boards so the image
                       stays near ${TARGET_IMAGE_SIDE} px; reduced if the image would pass ${MAX_IMAGE_SIDE} px)

Pictures up to ${MAX_RENDER_SIDE} squares a side. Large boards stay small files: SVG embeds one pixel
a square as a PNG instead of a shape per square.

Examples:
  knights-tour solve 8 --format json --out tour.json
  knights-tour render tour.json --out tour.svg --lines --numbers
  knights-tour solve 7 --start 6,2 --algorithm aml --format json | knights-tour render - --out failed.png
  knights-tour solve 1000 --format json | knights-tour render - --out big.png
  knights-tour solve 6x6x6 --format json | knights-tour render - --out tour3d.svg --lines`,
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

    // The name as messages show it: a file name may hold control characters (ESC, BEL).
    const name = input === '-' ? 'standard input' : showPath(input);
    const walk = readWalk(name, await readInput(input, io.stdin));
    const layout = rethrowAs(() => layerLayout(walk.board), usageError(name));
    // Checked before the picture is made: its arrays are as large as the image's squares.
    const { cell, note } = chooseCell({
      layout,
      length: walk.squares.length,
      format,
      ...annotations,
      ...(requested === undefined ? {} : { requested }),
    });
    const picture = walkPicture(walk);
    const title = pictureTitle(picture);
    const chunks: Iterable<string | Uint8Array> =
      format === 'png'
        ? [
            encodePng(rasterize(picture, cell, annotations), {
              Title: title,
              Software: 'knights-tour',
            }),
          ]
        : svgChunks(picture, {
            cell,
            title,
            ...annotations,
            encodePng: (image) => encodePng(image),
          });
    if (out !== undefined) await writeFileAtomic(out, chunks);
    else await writeChunks(io.stdout, chunks);
    if (note) io.stderr.write(`knights-tour: ${note}\n`);
    const panels = layout.depth > 1 ? ` in ${layout.depth} layer panels` : '';
    io.stderr.write(
      `render: ${out === undefined ? 'stdout' : showPath(out)}: ${format.toUpperCase()} ${picture.width * cell}x${picture.height * cell} px (cell ${cell}), ${boardName(layout)} board${panels}, ${coverage(picture)}\n`,
    );
    return ExitCode.Ok;
  },
};
